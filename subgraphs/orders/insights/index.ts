import type { Connection } from 'mongoose';
import { systemClock, type Clock } from '../../../platform/clock';
import type { EventBus } from '../../../platform/events';
import { createLogger, type Logger } from '../../../platform/logging';
import type { OrderModels } from '../order/model';
import { SalesAnalytics } from './analytics';
import { InsightGenerations } from './generations';
import { insightsModels, type InsightsModels } from './model';
import type { InsightPeers } from './peers';
import { PurchaseProjection } from './projection';
import { Recommendations } from './recommendations';

export interface InsightsDeps {
  connection: Connection;
  /** The orders' models: orders that published no events (sample data) are read from there. */
  orders: OrderModels;
  peers: InsightPeers;
  /** Null where no consumer runs (the benchmark's monolith). */
  bus: EventBus | null;
  clock: Clock;
  logger: Logger;
}

/** Sales figures and recommendations: the purchase log, its generations, and the services reading it. */
export interface Insights {
  models: InsightsModels;
  projection: PurchaseProjection;
  generations: InsightGenerations;
  analytics: SalesAnalytics;
  recommendations: Recommendations;
}

/** Builds the insights over the orders database; `generations.start()` starts their consumers. */
export function createInsights(deps: InsightsDeps): Insights {
  const models = insightsModels(deps.connection);
  const projection = new PurchaseProjection(models, deps.orders);
  const generations = new InsightGenerations({
    models,
    projection,
    bus: deps.bus,
    clock: deps.clock,
    logger: deps.logger.child({ component: 'insights' }),
  });
  return {
    models,
    projection,
    generations,
    analytics: new SalesAnalytics(models, generations, deps.peers),
    recommendations: new Recommendations(models, generations, deps.peers),
  };
}

/**
 * Brings orders written without events (the sample data) into the figures: into the active generation
 * and the one being built, if any. The seed calls this after writing its orders; orders already brought
 * in are skipped, so it can run again.
 */
export async function importUnloggedOrders(
  connection: Connection,
  orders: OrderModels,
  progress?: (done: number) => void,
): Promise<number> {
  const models = insightsModels(connection);
  const projection = new PurchaseProjection(models, orders);
  const generations = new InsightGenerations({
    models,
    projection,
    bus: null,
    clock: systemClock,
    logger: createLogger({ level: 'silent', service: 'insights-import' }),
  });
  let imported = 0;
  for (const gen of await generations.targets()) imported += await projection.importUnlogged(gen, progress);
  return imported;
}
