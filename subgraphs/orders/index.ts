import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { parse } from 'graphql';
import { systemClock } from '../../platform/clock';
import { PollLoop } from '../../platform/events/bus';
import { serviceCaller } from '../../platform/identity/caller';
import { ensureIndexes } from '../../platform/mongo/connection';
import type { SubgraphModule } from '../../platform/subgraph';
import { databaseHealth, outboxRelay, type SubgraphDeps } from '../../platform/subgraph/deps';
import { createOrdersContext, type OrdersContext } from './context';
import { createInsights } from './insights';
import { startOrderConsumers } from './order/event-consumers';
import { startPaymentConsumers } from './payments/event-consumers';
import { startCouponConsumers } from './coupons/event-consumers';
import { startLoyaltyConsumer } from './loyalty/event-consumers';
import { startPrivacyConsumer } from './order/personal-data';
import { SandboxProvider } from './payments/sandbox';
import { httpOrderPeers } from './peers/http-peers';
import { httpInsightPeers } from './peers/insight-peers';
import type { OrderPeers } from './peers/order-peers';
import { permissions } from './permissions';
import { resolvers } from './resolvers';
import { createOrdersServices, sweepOrders } from './services';

export const typeDefs = parse(readFileSync(new URL('./schema.graphql', import.meta.url), 'utf8'));

/** How old a `placing` order must be before the sweeper treats it as abandoned (far above any request). */
const PLACING_AGE_MS = 2 * 60_000;
const SWEEP_EVERY_MS = 30_000;

export async function buildOrdersSubgraph(
  deps: SubgraphDeps,
  peers: OrderPeers = httpOrderPeers(deps),
): Promise<SubgraphModule<OrdersContext>> {
  // Order, payment, cart, coupon and loyalty events wait in their documents' outboxes for this relay.
  const relay = outboxRelay(deps, ['orders', 'payments', 'carts', 'coupons', 'loyalty_accounts']);
  let worker: PollLoop | null = null;
  const parts = createOrdersServices({
    connection: deps.connection,
    peers,
    provider: new SandboxProvider(deps.connection),
    clock: systemClock,
    logger: deps.logger,
    idempotencyTtlMs: deps.config.lifecycle.idempotencyTtlMs,
    cartTtlMs: deps.config.lifecycle.cartTtlMs,
    paymentRetryBaseMs: deps.config.lifecycle.paymentRetryBaseMs,
    onEvent: () => relay.nudge(),
    onDue: () => worker?.wake(),
  });
  const insights = createInsights({
    connection: deps.connection,
    orders: parts.models,
    peers: httpInsightPeers(deps),
    bus: deps.events,
    clock: systemClock,
    logger: deps.logger,
  });
  await ensureIndexes(deps.connection);
  const { services } = parts;
  worker = new PollLoop(
    () => parts.worker.work(serviceCaller('payments', `payment-worker-${randomUUID()}`)),
    deps.config.lifecycle.paymentsPollMs,
    (error) => deps.logger.warn({ err: error }, 'payment worker pass failed'),
  );
  const consumers = [
    ...startOrderConsumers({
      bus: deps.events,
      models: parts.models,
      reads: services.orders,
      transitions: services.transitions,
      payments: services.payments,
      peers,
    }),
    ...startPaymentConsumers({
      bus: deps.events,
      models: parts.models,
      reads: services.orders,
      payments: services.payments,
      returns: services.returns,
    }),
    startCouponConsumers({ bus: deps.events, models: parts.models, coupons: services.coupons }),
    startLoyaltyConsumer({ bus: deps.events, models: parts.models, loyalty: services.loyalty }),
    startPrivacyConsumer(deps.events, services.personalData, (eventId) =>
      serviceCaller('users', `event-${eventId}`),
    ),
    await insights.generations.start(),
  ];

  const sweep = () => {
    sweepOrders(parts, serviceCaller('orders', `sweep-${randomUUID()}`), PLACING_AGE_MS).then(
      (result) => {
        if (result.abandoned || result.droppedLines || result.expiredCarts || result.expiredKeys)
          deps.logger.info(result, 'order sweeper finished interrupted work');
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
    createContext: (base) => createOrdersContext(base, services, deps.config.maxPageSize, insights),
    health: () => databaseHealth(deps.connection),
    close: async () => {
      clearInterval(timer);
      await Promise.all(consumers.map((consumer) => consumer.stop()));
      await insights.generations.stop();
      await worker.stop();
      await relay.stop();
      await deps.connection.close();
    },
  };
}
