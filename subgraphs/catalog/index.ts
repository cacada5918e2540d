import { readFileSync } from 'node:fs';
import { parse } from 'graphql';
import { ensureIndexes } from '../../platform/mongo/connection';
import type { SubgraphModule } from '../../platform/subgraph';
import { databaseHealth, outboxRelay, type SubgraphDeps } from '../../platform/subgraph/deps';
import { SearchStockDocument } from './__generated__/peers/inventory/graphql';
import { createCatalogContext, type CatalogContext } from './context';
import { catalogModels } from './models/product';
import { permissions } from './permissions';
import { resolvers } from './resolvers';
import type { StockReader } from './search/feed';
import { createCatalogSearch } from './search';
import { CatalogService } from './services/catalog-service';

export const typeDefs = parse(readFileSync(new URL('./schema.graphql', import.meta.url), 'utf8'));

/** Inventory's answer, per product: whether any units are available. */
export function inventoryStock(deps: Pick<SubgraphDeps, 'services' | 'peers'>): StockReader {
  return async (productIds, requestId) => {
    const data = await deps.services.request<{
      _entities: Array<{ id?: string; stock?: { available: number } } | null>;
    }>(
      deps.peers.inventory,
      SearchStockDocument.toString(),
      { representations: productIds.map((id) => ({ __typename: 'Product', id })) },
      requestId,
    );
    const stock = new Map<string, boolean>();
    for (const entity of data._entities)
      if (entity?.id && entity.stock) stock.set(entity.id, entity.stock.available > 0);
    return stock;
  };
}

export async function buildCatalogSubgraph(deps: SubgraphDeps): Promise<SubgraphModule<CatalogContext>> {
  const models = catalogModels(deps.connection);
  // Each replica holds its own search engine, filled from the database and kept fresh from the bus.
  const search = createCatalogSearch({
    connection: deps.connection,
    catalog: models,
    events: deps.events,
    readStock: inventoryStock(deps),
    logger: deps.logger,
    clock: deps.clock,
    refreshMs: deps.config.search.refreshMs,
    stockSweepMs: deps.config.search.stockSweepMs,
  });
  await ensureIndexes(deps.connection);
  // ProductCreated and ProductUpdatedEvent wait in the product document's outbox for this relay.
  const relay = outboxRelay(deps, ['products']);
  const catalog = new CatalogService(models, search.feed, deps.logger, () => relay.nudge());
  return {
    name: 'catalog',
    typeDefs,
    resolvers: resolvers as SubgraphModule<CatalogContext>['resolvers'],
    permissions,
    createContext: (base) => createCatalogContext(base, catalog, search.service, deps.config.maxPageSize),
    health: () => databaseHealth(deps.connection),
    close: async () => {
      await search.stop();
      await relay.stop();
      await deps.connection.close();
    },
  };
}
