import type { Connection } from 'mongoose';
import type { Clock } from '../../../platform/clock';
import type { EventEnvelope } from '../../../platform/events';
import { callerOf, type Caller } from '../../../platform/identity/caller';
import { createLogger } from '../../../platform/logging';
import { ensureIndexes } from '../../../platform/mongo/connection';
import { testDatabase } from '../../../testing/harness';
import {
  catalogModels,
  type CatalogModels,
  type ProductRecord,
} from '../../../subgraphs/catalog/models/product';
import { searchModels, type SearchModels } from '../../../subgraphs/catalog/models/search';
import { CatalogService } from '../../../subgraphs/catalog/services/catalog-service';
import { SearchIndex } from '../../../subgraphs/catalog/services/search-index';
import { reviewModels, type ReviewModels } from '../../../subgraphs/catalog/reviews/model';
import { ReviewService } from '../../../subgraphs/catalog/reviews/review-service';
import { VariantService } from '../../../subgraphs/catalog/variants/variant-service';

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
  searchModels: SearchModels;
  search: SearchIndex;
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

/** The catalog service and its search index on a database of this test file's own; no peers, no relay. */
export async function testCatalog(label: string, options: { clock?: Clock } = {}): Promise<TestCatalog> {
  const connection = await testDatabase(label);
  const models = catalogModels(connection);
  const index = searchModels(connection);
  await ensureIndexes(connection);
  const search = new SearchIndex(models, index, { logger, clock: options.clock });
  let nudges = 0;
  const catalog = new CatalogService(models, search, logger, () => nudges++);
  const received = new Set<string>();
  const reviews = reviewModels(connection);
  await ensureIndexes(connection);
  return {
    variants: new VariantService(models, catalog),
    reviews: new ReviewService(
      models,
      reviews,
      async (_caller, userId, productId) => received.has(`${userId}:${productId}`),
      () => nudges++,
    ),
    reviewModels: reviews,
    received,
    connection,
    models,
    searchModels: index,
    search,
    catalog,
    nudges: () => nudges,
    stored: (id) =>
      models.Product.findById(id)
        .select('+outbox')
        .lean<ProductRecord & { outbox: EventEnvelope[] }>()
        .exec(),
  };
}
