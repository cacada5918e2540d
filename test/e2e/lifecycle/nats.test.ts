import { beforeAll, expect, it } from 'vitest';
import { graphqlOk, startTestStack } from '../../../testing/harness';
import {
  adminCaller,
  cards,
  createWarehouse,
  registerCustomer,
  stockedProduct,
  type Account,
  type Caller,
} from '../../../testing/fixtures';
import { startNatsServer } from '../../../testing/nats';
import { watch, wsClient } from '../../../testing/ws';
import type { Stack } from '../../../stack';
import { gql } from '../../../testing/__generated__';

/** The same lifecycle with NATS JetStream as the bus (NATS_URL), against a real nats-server started here. */
let stack: Stack;
let admin: Caller;
let customer: Account;

beforeAll(async () => {
  const nats = await startNatsServer();
  stack = await startTestStack({ env: { FIELD_RATE_LIMITS: 'false', NATS_URL: nats.url } });
  admin = await adminCaller(stack);
  customer = await registerCustomer(stack);
});

it('runs an order from placing to confirmed over JetStream, and streams it to a graphql-ws subscriber', async () => {
  expect(stack.events.kind).toBe('nats');
  const product = await stockedProduct(admin, [await createWarehouse(admin)], 5);
  const before = stack.gateway.subscriptions.hub.size.subscribers;
  const watched = watch(
    wsClient(stack.gatewayUrl, customer.caller.headers),
    gql(`subscription NatsMyOrderStatusChanged { myOrderStatusChanged { id status } }`),
  );
  await expect
    .poll(() => stack.gateway.subscriptions.hub.size.subscribers, { timeout: 10_000 })
    .toBeGreaterThanOrEqual(before + 1);
  const order = (
    await graphqlOk(
      customer.caller,
      gql(`mutation NatsCreateOrder($input: CreateOrderInput!) { createOrder(input: $input) { id } }`),
      {
        input: {
          userId: customer.id,
          items: [{ productId: product.id, quantity: 1 }],
          payment: cards.success,
        },
      },
    )
  ).createOrder;
  const messages = await watched.waitFor(2, 15_000);
  expect(
    messages.map((message) => [message.myOrderStatusChanged.id, message.myOrderStatusChanged.status]),
  ).toEqual([
    [order.id, 'PENDING'],
    [order.id, 'PROCESSING'],
  ]);
  const kinds = async () =>
    (
      await graphqlOk(customer.caller, gql(`query NatsNotifications { notifications { kind } }`))
    ).notifications.map((notification) => notification.kind);
  await expect
    .poll(kinds, { timeout: 10_000 })
    .toEqual(expect.arrayContaining(['welcome', 'order-confirmed']));
});
