import { readFileSync } from 'node:fs';
import { parse } from 'graphql';
import { mediaUrl } from '../../platform/media/images';
import { ensureIndexes } from '../../platform/mongo/connection';
import { objectStoreOf } from '../../platform/objects';
import type { SubgraphModule } from '../../platform/subgraph';
import { databaseHealth, outboxRelay, type SubgraphDeps } from '../../platform/subgraph/deps';
import { createCatalogContext, type CatalogContext } from './context';
import { startImageProcessing } from './media/processing';
import { createCatalogServices } from './catalog-services';
import { permissions } from './permissions';
import { resolvers } from './resolvers';
import { SearchSweep } from './services/search-sweep';

export const typeDefs = parse(readFileSync(new URL('./schema.graphql', import.meta.url), 'utf8'));

const SWEEP_EVERY_MS = 30_000;

const RECEIVED_PRODUCT =
  'query ReceivedProduct($userId: ID!, $productId: ID!) { customerReceivedProduct(userId: $userId, productId: $productId) }';

export async function buildCatalogSubgraph(deps: SubgraphDeps): Promise<SubgraphModule<CatalogContext>> {
  // ProductCreated and ProductUpdatedEvent wait in the product document's outbox for this relay.
  const relay = outboxRelay(deps, ['products']);
  const services = createCatalogServices({
    connection: deps.connection,
    logger: deps.logger,
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
  });
  await ensureIndexes(deps.connection);
  const { search, catalog } = services;
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
    createContext: (base) => createCatalogContext(base, services, deps.config.maxPageSize),
    health: () => databaseHealth(deps.connection),
    close: async () => {
      stopSweep();
      await images.stop();
      await relay.stop();
      await deps.connection.close();
    },
  };
}
