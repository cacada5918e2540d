import { readFileSync } from 'node:fs';
import { parse } from 'graphql';
import { mediaUrl } from '../../platform/media/images';
import { ensureIndexes } from '../../platform/mongo/connection';
import { objectStoreOf } from '../../platform/objects';
import type { SubgraphModule } from '../../platform/subgraph';
import { databaseHealth, outboxRelay, type SubgraphDeps } from '../../platform/subgraph/deps';
import { createCatalogContext, type CatalogContext } from './context';
import { startImageProcessing } from './media/processing';
import { catalogModels } from './models/product';
import { searchModels } from './models/search';
import { permissions } from './permissions';
import { resolvers } from './resolvers';
import { CatalogService } from './services/catalog-service';
import { SearchIndex } from './services/search-index';
import { SearchSweep } from './services/search-sweep';

export const typeDefs = parse(readFileSync(new URL('./schema.graphql', import.meta.url), 'utf8'));

const SWEEP_EVERY_MS = 30_000;

export async function buildCatalogSubgraph(deps: SubgraphDeps): Promise<SubgraphModule<CatalogContext>> {
  const models = catalogModels(deps.connection);
  const search = new SearchIndex(models, searchModels(deps.connection), { logger: deps.logger });
  await ensureIndexes(deps.connection);
  // ProductCreated and ProductUpdatedEvent wait in the product document's outbox for this relay.
  const relay = outboxRelay(deps, ['products']);
  const catalog = new CatalogService(models, search, deps.logger, () => relay.nudge());
  // A full check once at start (products written while no catalog ran, e.g. by the seed), then only
  // recent changes: heals a crash between a product write and its indexing.
  const stopSweep = new SearchSweep(search, { logger: deps.logger }).start(SWEEP_EVERY_MS);
  // Product images uploaded into the object store: thumbnails, then attached to the product.
  const images = startImageProcessing({
    bus: deps.events,
    store: objectStoreOf(deps.config.media),
    catalog,
    logger: deps.logger.child({ component: 'catalog-images' }),
    maxPixels: deps.config.media.maxPixels,
    urlOf: (key) => mediaUrl(deps.config.media.publicUrl ?? `${deps.publicUrl()}/media`, key),
  });
  return {
    name: 'catalog',
    typeDefs,
    resolvers: resolvers as SubgraphModule<CatalogContext>['resolvers'],
    permissions,
    createContext: (base) => createCatalogContext(base, catalog, search, deps.config.maxPageSize),
    health: () => databaseHealth(deps.connection),
    close: async () => {
      stopSweep();
      await images.stop();
      await relay.stop();
      await deps.connection.close();
    },
  };
}
