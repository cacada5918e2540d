import type { Connection } from 'mongoose';
import type { Clock } from '../../platform/clock';
import type { Logger } from '../../platform/logging';
import type { CatalogServices } from './context';
import { catalogModels } from './models/product';
import { searchModels } from './models/search';
import { reviewModels } from './reviews/model';
import { ReviewService, type ReceivedProduct } from './reviews/review-service';
import { CatalogService } from './services/catalog-service';
import { SearchIndex } from './services/search-index';
import { VariantService } from './variants/variant-service';

/** The catalog's services over one database, as the subgraph, the monolith and service tests build them. */
export function createCatalogServices(options: {
  connection: Connection;
  logger: Logger;
  /** Whether a customer received a product (reviews): a question for the orders subgraph. */
  received: ReceivedProduct;
  clock?: Clock;
  /** A write recorded an event (the outbox relay looks at once). Default: nothing. */
  onEvent?: () => void;
}): CatalogServices {
  const models = catalogModels(options.connection);
  const search = new SearchIndex(models, searchModels(options.connection), {
    logger: options.logger,
    clock: options.clock,
  });
  const catalog = new CatalogService(models, search, options.logger, options.onEvent);
  return {
    catalog,
    search,
    variants: new VariantService(models, catalog),
    reviews: new ReviewService(models, reviewModels(options.connection), options.received, options.onEvent),
  };
}
