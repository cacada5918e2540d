import { readFileSync } from 'node:fs';
import { parse } from 'graphql';
import { ensureIndexes } from '../../platform/mongo/connection';
import type { SubgraphModule } from '../../platform/subgraph';
import { databaseHealth, outboxRelay, type SubgraphDeps } from '../../platform/subgraph/deps';
import { createCatalogContext, type CatalogContext } from './context';
import { catalogModels } from './models/product';
import { permissions } from './permissions';
import { resolvers } from './resolvers';
import { CatalogService } from './services/catalog-service';

export const typeDefs = parse(readFileSync(new URL('./schema.graphql', import.meta.url), 'utf8'));

export async function buildCatalogSubgraph(deps: SubgraphDeps): Promise<SubgraphModule<CatalogContext>> {
  const models = catalogModels(deps.connection);
  await ensureIndexes(deps.connection);
  // ProductCreated and ProductUpdatedEvent wait in the product document's outbox for this relay.
  const relay = outboxRelay(deps, ['products']);
  const catalog = new CatalogService(models, () => relay.nudge());
  return {
    name: 'catalog',
    typeDefs,
    resolvers: resolvers as SubgraphModule<CatalogContext>['resolvers'],
    permissions,
    createContext: (base) => createCatalogContext(base, catalog, deps.config.maxPageSize),
    health: () => databaseHealth(deps.connection),
    close: async () => {
      await relay.stop();
      await deps.connection.close();
    },
  };
}
