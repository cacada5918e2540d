import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { parse } from 'graphql';
import { ensureIndexes } from '../../platform/mongo/connection';
import type { SubgraphModule } from '../../platform/subgraph';
import { databaseHealth, type SubgraphDeps } from '../../platform/subgraph/deps';
import { createOrdersContext, type OrdersContext } from './context';
import { orderModels } from './models/order';
import { permissions } from './permissions';
import { resolvers } from './resolvers';
import { OrderService } from './services/order-service';
import { httpOrderPeers, type OrderPeers } from './services/peers';

export const typeDefs = parse(readFileSync(new URL('./schema.graphql', import.meta.url), 'utf8'));

/** How old a `placing` order must be before the sweeper treats it as abandoned (far above any request). */
const PLACING_AGE_MS = 2 * 60_000;
const SWEEP_EVERY_MS = 30_000;

export async function buildOrdersSubgraph(deps: SubgraphDeps, peers: OrderPeers = httpOrderPeers(deps)): Promise<SubgraphModule<OrdersContext>> {
  const models = orderModels(deps.connection);
  await ensureIndexes(deps.connection);
  const orders = new OrderService(models, peers, deps.logger);
  const sweep = () => {
    orders.sweep(PLACING_AGE_MS, `sweeper-${randomUUID()}`).then(
      (result) => {
        if (result.abandoned || result.settled) deps.logger.info(result, 'order sweeper finished interrupted work');
      },
      (error: unknown) => deps.logger.warn({ err: error }, 'order sweep failed'),
    );
  };
  const timer = setInterval(sweep, SWEEP_EVERY_MS);
  timer.unref();
  return {
    name: 'orders',
    typeDefs,
    resolvers: resolvers as SubgraphModule<OrdersContext>['resolvers'],
    permissions,
    createContext: (base) => createOrdersContext(base, orders, deps.config.maxPageSize),
    health: () => databaseHealth(deps.connection),
    close: async () => {
      clearInterval(timer);
      await deps.connection.close();
    },
  };
}
