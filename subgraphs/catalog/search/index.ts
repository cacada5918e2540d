import type { Connection } from 'mongoose';
import type { Clock } from '../../../platform/clock';
import type { EventBus } from '../../../platform/events';
import type { Logger } from '../../../platform/logging';
import type { CatalogModels } from '../models/product';
import { SearchEngine } from './engine';
import { SearchFeed, type StockReader } from './feed';
import { searchEngineModels } from './models';
import { QueryLog } from './query-log';
import { SearchService } from './service';

export interface CatalogSearchOptions {
  connection: Connection;
  catalog: CatalogModels;
  /** The bus whose product and stock events wake the feed; without one it only polls. */
  events?: EventBus;
  readStock: StockReader;
  logger: Logger;
  clock?: Clock;
  refreshMs: number;
  stockSweepMs: number;
}

/** One replica's search: the engine, the feed that keeps it fresh, the query log and the service over them. */
export function createCatalogSearch(options: CatalogSearchOptions) {
  const models = searchEngineModels(options.connection);
  const engine = new SearchEngine();
  const logger = options.logger.child({ component: 'search' });
  const feed = new SearchFeed(options.catalog, models, engine, options.events ?? null, options.readStock, {
    logger,
    clock: options.clock,
    refreshMs: options.refreshMs,
    stockSweepMs: options.stockSweepMs,
  });
  const log = new QueryLog(models, logger, options.clock);
  const service = new SearchService(options.catalog, models, engine, feed, log);
  return {
    engine,
    feed,
    service,
    stop: async () => {
      await feed.stop();
      await log
        .stop()
        .catch((error: unknown) => logger.warn({ err: error }, 'search query log flush failed'));
    },
  };
}

export type CatalogSearch = ReturnType<typeof createCatalogSearch>;
