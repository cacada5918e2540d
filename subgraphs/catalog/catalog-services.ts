import type { Connection } from 'mongoose';
import type { Clock } from '../../platform/clock';
import type { EventBus } from '../../platform/events';
import type { Logger } from '../../platform/logging';
import type { CatalogServices } from './context';
import { catalogModels } from './models/product';
import { PriceRuleService, type CustomerGroupsLookup } from './price-rules/price-rule-service';
import { reviewModels } from './reviews/model';
import { ReviewService, type ReceivedProduct } from './reviews/review-service';
import { createCatalogSearch, type CatalogSearch } from './search';
import type { StockReader } from './search/feed';
import { CatalogService } from './services/catalog-service';
import { VariantService } from './variants/variant-service';

/**
 * The catalog's services over one database, as the subgraph, the monolith and service tests build them:
 * this replica's search engine and its feed, which every product write (catalog, variants, reviews)
 * goes through so the engine reflects it when the write returns.
 */
export function createCatalogServices(options: {
  connection: Connection;
  logger: Logger;
  /** Whether a customer received a product (reviews): a question for the orders subgraph. */
  received: ReceivedProduct;
  /** Which products inventory has units of (search's in-stock filter). */
  readStock: StockReader;
  /**
   * A signed-in customer's groups (customer-group prices): a question for the orders subgraph, which keeps
   * them. Default: nobody is in a group.
   */
  customerGroups?: CustomerGroupsLookup;
  /** The bus whose product and stock events wake the search feed; without one it only polls. */
  events?: EventBus;
  refreshMs: number;
  stockSweepMs: number;
  clock?: Clock;
  /** A write recorded an event (the outbox relay looks at once). Default: nothing. */
  onEvent?: () => void;
}): CatalogServices & { engine: CatalogSearch; stop(): Promise<void> } {
  const onEvent = options.onEvent ?? (() => {});
  const models = catalogModels(options.connection);
  const search = createCatalogSearch({
    connection: options.connection,
    catalog: models,
    events: options.events,
    readStock: options.readStock,
    logger: options.logger,
    clock: options.clock,
    refreshMs: options.refreshMs,
    stockSweepMs: options.stockSweepMs,
  });
  const catalog = new CatalogService(models, search.feed, options.logger, options.onEvent, options.clock);
  return {
    catalog,
    search: search.service,
    engine: search,
    variants: new VariantService(models, catalog, onEvent),
    priceRules: new PriceRuleService(models, catalog, options.logger, onEvent),
    customerGroups: options.customerGroups ?? (async () => []),
    reviews: new ReviewService(
      models,
      reviewModels(options.connection),
      options.received,
      catalog,
      options.onEvent,
    ),
    stop: () => search.stop(),
  };
}
