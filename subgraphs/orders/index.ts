import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { parse } from 'graphql';
import { PollLoop } from '../../platform/events/bus';
import { IdempotencyStore } from '../../platform/idempotency';
import { ensureIndexes } from '../../platform/mongo/connection';
import type { SubgraphModule } from '../../platform/subgraph';
import { databaseHealth, outboxRelay, type SubgraphDeps } from '../../platform/subgraph/deps';
import { CartService } from './cart/cart-service';
import { cartModels } from './cart/model';
import { createOrdersContext, type OrdersContext, type OrdersServices } from './context';
import { startOrderConsumers } from './lifecycle/consumers';
import { OrderDesk } from './lifecycle/placing';
import { orderModels } from './models/order';
import { paymentModels } from './payments/model';
import { PaymentService } from './payments/payment-service';
import { SandboxProvider } from './payments/sandbox';
import { permissions } from './permissions';
import { resolvers } from './resolvers';
import { ReturnService } from './returns/return-service';
import { ShippingService } from './shipping/shipping-service';
import { OrderService } from './services/order-service';
import { httpOrderPeers, type OrderPeers } from './services/peers';

export const typeDefs = parse(readFileSync(new URL('./schema.graphql', import.meta.url), 'utf8'));

/** How old a `placing` order must be before the sweeper treats it as abandoned (far above any request). */
const PLACING_AGE_MS = 2 * 60_000;
const SWEEP_EVERY_MS = 30_000;

export async function buildOrdersSubgraph(
  deps: SubgraphDeps,
  peers: OrderPeers = httpOrderPeers(deps),
): Promise<SubgraphModule<OrdersContext>> {
  const models = {
    ...orderModels(deps.connection),
    ...paymentModels(deps.connection),
    ...cartModels(deps.connection),
  };
  const keys = new IdempotencyStore(deps.connection, deps.config.lifecycle.idempotencyTtlMs);
  const provider = new SandboxProvider(deps.connection);
  await ensureIndexes(deps.connection);

  // Order and payment events wait in their documents' outboxes for this relay.
  const relay = outboxRelay(deps, ['orders', 'payments']);
  const onEvent = () => relay.nudge();
  const orders = new OrderService(models, peers, deps.logger, onEvent);
  let worker: PollLoop | null = null;
  const payments = new PaymentService(
    models,
    provider,
    { retryBaseMs: deps.config.lifecycle.paymentRetryBaseMs, onEvent, onDue: () => worker?.wake() },
    deps.logger.child({ component: 'payments' }),
  );
  worker = new PollLoop(
    () => payments.work(),
    deps.config.events.pollMs,
    (error) => deps.logger.warn({ err: error }, 'payment worker pass failed'),
  );
  const carts = new CartService(
    models,
    (ids, requestId) => peers.products(ids, requestId),
    deps.config.lifecycle.cartTtlMs,
  );
  const shipping = new ShippingService(models, orders);
  const returns = new ReturnService(models, orders);
  const services: OrdersServices = {
    orders,
    payments,
    shipping,
    returns,
    carts,
    desk: new OrderDesk(orders, payments, carts, keys),
  };
  const consumers = startOrderConsumers({
    bus: deps.events,
    models,
    orders,
    payments,
    returns,
    peers,
    logger: deps.logger.child({ component: 'order-consumers' }),
  });

  const sweep = () => {
    Promise.all([orders.sweep(PLACING_AGE_MS, `sweeper-${randomUUID()}`), carts.sweep(), keys.sweep()]).then(
      ([result, carts, keys]) => {
        if (result.abandoned || result.droppedLines || carts || keys)
          deps.logger.info(
            { ...result, expiredCarts: carts, expiredKeys: keys },
            'order sweeper finished interrupted work',
          );
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
    createContext: (base) => createOrdersContext(base, services, deps.config.maxPageSize),
    health: () => databaseHealth(deps.connection),
    close: async () => {
      clearInterval(timer);
      await Promise.all(consumers.map((consumer) => consumer.stop()));
      await worker.stop();
      await relay.stop();
      await deps.connection.close();
    },
  };
}
