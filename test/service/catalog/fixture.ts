import type { Connection } from 'mongoose';
import type { Clock } from '../../../platform/clock';
import type { EventEnvelope } from '../../../platform/events';
import { callerOf, type Caller } from '../../../platform/identity/caller';
import { createLogger } from '../../../platform/logging';
import { ensureIndexes } from '../../../platform/mongo/connection';
import { dispose, testDatabase } from '../../../testing/harness';
import {
  catalogModels,
  type CatalogModels,
  type ProductRecord,
} from '../../../subgraphs/catalog/models/product';
import { searchModels, type SearchModels } from '../../../subgraphs/catalog/models/search';
import { createCatalogServices } from '../../../subgraphs/catalog/catalog-services';
import { CatalogService } from '../../../subgraphs/catalog/services/catalog-service';
import { SearchIndex } from '../../../subgraphs/catalog/services/search-index';
import { reviewModels, type ReviewModels } from '../../../subgraphs/catalog/reviews/model';
import type { ReviewService } from '../../../subgraphs/catalog/reviews/review-service';
import type { SearchFeed } from '../../../subgraphs/catalog/search/feed';
import type { SearchService } from '../../../subgraphs/catalog/search/service';
import type { VariantService } from '../../../subgraphs/catalog/variants/variant-service';

export const logger = createLogger({ level: 'silent', service: 'catalog-test' });

/** An admin as the gateway would sign them: catalog writes are theirs (permissions.ts). */
export const admin: Caller = callerOf(
  { kind: 'user', userId: 'admin-1', roles: ['admin'], scopes: ['read', 'write'] },
  'request-admin',
);

/** Anyone: the catalog is public to read. */
export const visitor: Caller = callerOf({ kind: 'anonymous' }, 'request-visitor');

export interface TestCatalog {
  connection: Connection;
  models: CatalogModels;
  /** This replica's search engine (the catalog service, variants and reviews index through its feed). */
  search: SearchService;
  feed: SearchFeed;
  catalog: CatalogService;
  variants: VariantService;
  reviews: ReviewService;
  reviewModels: ReviewModels;
  /** `<userId>:<productId>` pairs the stubbed orders peer answers "received" for. */
  received: Set<string>;
  /** How many times the service nudged the outbox relay. */
  nudges(): number;
  /** The product document as stored, outbox included. */
  stored(id: string): Promise<(ProductRecord & { outbox: EventEnvelope[] }) | null>;
}

/** The catalog's services as the subgraph builds them, on a database of this test file's own; no peers, no relay. */
export async function testCatalog(label: string, options: { clock?: Clock } = {}): Promise<TestCatalog> {
  const connection = await testDatabase(label);
  const models = catalogModels(connection);
  await ensureIndexes(connection);
  let nudges = 0;
  const received = new Set<string>();
  const services = createCatalogServices({
    connection,
    logger,
    clock: options.clock,
    onEvent: () => nudges++,
    received: async (_caller, userId, productId) => received.has(`${userId}:${productId}`),
    // No inventory here: every product is out of stock.
    readStock: async () => new Map(),
    refreshMs: 50,
    stockSweepMs: 60_000,
  });
  dispose(() => services.stop());
  await ensureIndexes(connection);
  return {
    catalog: services.catalog,
    variants: services.variants,
    reviews: services.reviews,
    search: services.search,
    feed: services.engine.feed,
    reviewModels: reviewModels(connection),
    received,
    connection,
    models,
    nudges: () => nudges,
    stored: (id) =>
      models.Product.findById(id)
        .select('+outbox')
        .lean<ProductRecord & { outbox: EventEnvelope[] }>()
        .exec(),
  };
}

/**
 * The MongoDB inverted index search had before the in-process engine (kept as the benchmark's baseline),
 * with a catalog service indexing into it.
 */
export interface LegacySearchCatalog {
  connection: Connection;
  models: CatalogModels;
  searchModels: SearchModels;
  search: SearchIndex;
  catalog: CatalogService;
}

export async function legacySearchCatalog(
  label: string,
  options: { clock?: Clock } = {},
): Promise<LegacySearchCatalog> {
  const connection = await testDatabase(label);
  const models = catalogModels(connection);
  const index = searchModels(connection);
  await ensureIndexes(connection);
  const search = new SearchIndex(models, index, { logger, clock: options.clock });
  return {
    connection,
    models,
    searchModels: index,
    search,
    catalog: new CatalogService(models, search, logger),
  };
}
