import { readFileSync } from 'node:fs';
import { parse } from 'graphql';
import { mediaUrl } from '../../platform/media/images';
import { ensureIndexes } from '../../platform/mongo/connection';
import { objectStoreOf } from '../../platform/objects';
import type { SubgraphModule } from '../../platform/subgraph';
import { databaseHealth, outboxRelay, type SubgraphDeps } from '../../platform/subgraph/deps';
import { randomUUID } from 'node:crypto';
import { serviceCaller } from '../../platform/identity/caller';
import { SearchStockDocument } from './__generated__/peers/inventory/graphql';
import { CustomerGroupsDocument } from './__generated__/peers/orders/graphql';
import { createCatalogContext, type CatalogContext } from './context';
import { startImageProcessing } from './media/processing';
import { createCatalogServices } from './catalog-services';
import { permissions } from './permissions';
import { resolvers } from './resolvers';
import type { StockReader } from './search/feed';

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

/** How often the catalog looks for scheduled prices that started or ended (their ProductUpdatedEvent). */
const PRICE_SWEEP_EVERY_MS = 15_000;

const RECEIVED_PRODUCT =
  'query ReceivedProduct($userId: ID!, $productId: ID!) { customerReceivedProduct(userId: $userId, productId: $productId) }';

export async function buildCatalogSubgraph(deps: SubgraphDeps): Promise<SubgraphModule<CatalogContext>> {
  // ProductCreated and ProductUpdatedEvent wait in the product document's outbox for this relay.
  const relay = outboxRelay(deps, ['products']);
  // Each replica holds its own search engine, filled from the database and kept fresh from the bus.
  const services = createCatalogServices({
    connection: deps.connection,
    logger: deps.logger,
    clock: deps.clock,
    onEvent: () => relay.nudge(),
    received: async (caller, userId, productId) => {
      const data = await deps.services.request<{ customerReceivedProduct: boolean }>(
        deps.peers.orders,
        RECEIVED_PRODUCT,
        { userId, productId },
        caller.requestId,
      );
      return data.customerReceivedProduct;
    },
    customerGroups: async (caller, userId) => {
      try {
        const data = await deps.services.request<{ customerGroups: string[] }>(
          deps.peers.orders,
          CustomerGroupsDocument.toString(),
          { userId },
          caller.requestId,
        );
        return data.customerGroups;
      } catch (error) {
        // A product read outlives orders being down: the customer sees the price for everyone meanwhile
        // (orders prices their lines with the groups it keeps itself, so nobody is charged it).
        deps.logger.warn({ err: error, requestId: caller.requestId }, 'customer groups unavailable');
        return [];
      }
    },
    events: deps.events,
    readStock: inventoryStock(deps),
    refreshMs: deps.config.search.refreshMs,
    stockSweepMs: deps.config.search.stockSweepMs,
  });
  await ensureIndexes(deps.connection);
  const { catalog } = services;
  // Product images uploaded into the object store: thumbnails, then attached to the product.
  const images = startImageProcessing({
    bus: deps.events,
    store: objectStoreOf(deps.config.media),
    catalog,
    logger: deps.logger.child({ component: 'catalog-images' }),
    maxPixels: deps.config.media.maxPixels,
    urlOf: (key) => mediaUrl(deps.config.media.publicUrl ?? `${deps.publicUrl()}/media`, key),
  });
  // Scheduled prices start and end without a write: announce them when their moment comes.
  const sweep = () => {
    services.priceRules.sweep(serviceCaller('catalog', `price-sweep-${randomUUID()}`)).then(
      (announced) => {
        if (announced) deps.logger.info({ announced }, 'scheduled price changes announced');
      },
      (error: unknown) => deps.logger.warn({ err: error }, 'price sweep failed'),
    );
  };
  const timer = setInterval(sweep, PRICE_SWEEP_EVERY_MS);
  timer.unref();
  return {
    name: 'catalog',
    typeDefs,
    resolvers: resolvers as SubgraphModule<CatalogContext>['resolvers'],
    permissions,
    createContext: (base) => createCatalogContext(base, services, deps.config.maxPageSize),
    health: () => databaseHealth(deps.connection),
    close: async () => {
      clearInterval(timer);
      await services.stop();
      await images.stop();
      await relay.stop();
      await deps.connection.close();
    },
  };
}
