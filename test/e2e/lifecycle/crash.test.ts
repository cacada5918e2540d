import type { Connection } from 'mongoose';
import { afterAll, beforeAll, expect, inject, it, vi } from 'vitest';
import { subgraphNames, type SubgraphName } from '../../../platform/config';
import { openDatabase } from '../../../platform/mongo/connection';
import {
  adminCaller,
  createWarehouse,
  registerCustomer,
  stockedProduct,
  US_ADDRESS,
} from '../../../testing/fixtures';
import { graphqlOk, uniquePrefix } from '../../../testing/harness';
import {
  freePort,
  readyLogLine,
  standaloneEnv,
  startEntry,
  subgraphUrlVariable,
  type RunningEntry,
} from '../../../testing/processes';
import { consumersCaughtUp } from '../../../testing/events';
import { gql } from '../../../testing/__generated__';

/**
 * Killing a process in the middle of a flow loses nothing: every service runs as a process of its own (as
 * in production), the orders process (outbox relay, payment worker, lifecycle consumers) is killed with
 * SIGKILL while a payment is settling, and started again. The flow completes, and every effect happened
 * exactly once.
 */
const prefix = uniquePrefix('crash');
const env = standaloneEnv(inject('mongoUri'), prefix, {
  SHUTDOWN_GRACE_MS: '1000',
  EVENTS_POLL_MS: '50',
  FIELD_RATE_LIMITS: 'false',
});
const urlVariable = subgraphUrlVariable;
const ports = {} as Record<SubgraphName, number>;
let gatewayUrl = '';
let orders: RunningEntry;
const databases: Partial<Record<'orders' | 'events' | 'inventory' | 'users', Connection>> = {};

const startOrders = () =>
  startEntry('subgraphs/orders/main.ts', { ...env, SUBGRAPH_PORT: String(ports.orders) }, readyLogLine);

beforeAll(async () => {
  for (const name of subgraphNames) {
    ports[name] = await freePort();
    env[urlVariable[name]] = `http://127.0.0.1:${ports[name]}/graphql`;
  }
  const gatewayPort = await freePort();
  env.AUTH_ISSUER = `http://127.0.0.1:${gatewayPort}`;
  const others = subgraphNames
    .filter((name) => name !== 'orders')
    .map((name) =>
      startEntry(`subgraphs/${name}/main.ts`, { ...env, SUBGRAPH_PORT: String(ports[name]) }, readyLogLine),
    );
  const [, started] = await Promise.all([
    Promise.all(others),
    startOrders(),
    startEntry('gateway/main.ts', { ...env, PORT: String(gatewayPort) }, readyLogLine),
  ]);
  orders = started;
  gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
  for (const name of ['orders', 'events', 'inventory', 'users'] as const)
    databases[name] = await openDatabase({ uri: inject('mongoUri'), dbName: `${prefix}_${name}` });
}, 180_000);

afterAll(async () => {
  for (const connection of Object.values(databases)) await connection?.close();
});

/** Reads until `ok` holds (vitest's polling wait), naming what it waited for; answers the last read. */
async function until<T>(
  read: () => Promise<T>,
  ok: (value: T) => boolean,
  what: string,
  timeoutMs = 30_000,
): Promise<T> {
  return vi.waitFor(
    async () => {
      const value = await read();
      if (!ok(value)) throw new Error(`still waiting for ${what}: ${JSON.stringify(value)}`);
      return value;
    },
    { timeout: timeoutMs, interval: 50 },
  );
}

it('completes a flow exactly once after the orders process is killed while a payment settles', async () => {
  const gateway = { gatewayUrl };
  const admin = await adminCaller(gateway);
  const warehouse = await createWarehouse(admin);
  const product = await stockedProduct(admin, [warehouse], 10, { price: '40.00' });
  const customer = await registerCustomer(gateway);
  const order = (
    await graphqlOk(
      customer.caller,
      gql(`mutation CrashCreateOrder($input: CreateOrderInput!) { createOrder(input: $input) { id } }`),
      {
        input: {
          userId: customer.id,
          items: [{ productId: product.id, quantity: 2 }],
          shippingAddress: US_ADDRESS,
          payment: { kind: 'BANK_TRANSFER', bankTransfer: { iban: 'DE89 3704 0044 0532 0130 00' } },
        },
      },
    )
  ).createOrder;

  // The bank transfer was accepted and is settling (about a second): kill the process now.
  const payments = databases.orders!.collection('payments');
  await until(
    () => payments.findOne({ orderId: order.id }),
    (payment) => Boolean(payment?.transactionId),
    'the transfer to be accepted',
  );
  const killed = await orders.stop('SIGKILL');
  expect(killed.signal).toBe('SIGKILL');
  orders = await startOrders();

  const confirmed = await until(
    () => databases.orders!.collection('orders').findOne({ _id: order.id as never }),
    (stored) => stored?.status === 'confirmed' && stored.reservation === 'committed',
    'the order to be confirmed and its stock committed',
  );
  expect(confirmed!.history.map((change: { to: string }) => change.to)).toEqual(['pending', 'confirmed']);
  // Every consumer (stock, notifications, the order's own) has handled every event so far, redeliveries
  // after the restart included, before effects are counted.
  await consumersCaughtUp(databases.events!.db!);

  const log = databases.events!.collection('events');
  const ofOrder = await log.find({ aggregateId: order.id }).sort({ _id: 1 }).toArray();
  expect(ofOrder.map((event) => [event.type, event.sequence])).toEqual([
    ['OrderCreatedEvent', 1],
    ['OrderConfirmedEvent', 2],
  ]);
  const payment = (await payments.findOne({ orderId: order.id }))!;
  expect(payment.status).toBe('completed');
  expect(await log.countDocuments({ type: 'PaymentChargedEvent', aggregateId: payment._id })).toBe(1);
  expect(await databases.orders!.collection('sandbox_charges').countDocuments({ _id: payment._id })).toBe(1);
  expect(await payments.countDocuments({ orderId: order.id })).toBe(1);
  // The reservation was committed once: 2 units left the warehouse, none are held.
  const stock = await databases
    .inventory!.collection('stock_levels')
    .find({ productId: product.id })
    .toArray();
  expect(stock.reduce((sum, level) => sum + level.available, 0)).toBe(8);
  expect(stock.reduce((sum, level) => sum + level.reserved, 0)).toBe(0);
  // And the customer was told once.
  await until(
    () =>
      databases
        .users!.collection('dev_messages')
        .countDocuments({ to: customer.email, kind: 'order-confirmed' }),
    (count) => count >= 1,
    'the confirmation',
  );
  expect(
    await databases
      .users!.collection('dev_messages')
      .countDocuments({ to: customer.email, kind: 'order-confirmed' }),
  ).toBe(1);
}, 90_000);
