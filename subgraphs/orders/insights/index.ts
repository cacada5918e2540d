import type { Connection } from 'mongoose';
import type { Clock } from '../../../platform/clock';
import type { EventBus } from '../../../platform/events';
import type { Logger } from '../../../platform/logging';
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
 * and the one being built, if any. The seed calls this after writing its orders.
 */
export async function importUnloggedOrders(
  insights: Pick<Insights, 'projection' | 'generations'>,
  progress?: (done: number) => void,
): Promise<number> {
  let imported = 0;
  for (const gen of await insights.generations.targets())
    imported = await insights.projection.importUnlogged(gen, progress);
  return imported;
}
