import { beforeAll, describe, expect, it } from 'vitest';
import { laggingTail, type LaggingTail } from '../../../testing/events';
import { graphqlOk, startGatewayReplica, startTestStack } from '../../../testing/harness';
import {
  adminCaller,
  createWarehouse,
  registerCustomer,
  stockedProduct,
  type Caller,
} from '../../../testing/fixtures';
import { startNatsServer } from '../../../testing/nats';
import { watch, wsClient } from '../../../testing/ws';
import type { Stack } from '../../../stack';
import { gql } from '../../../testing/__generated__';

/**
 * A subscription streams the changes made after it starts and never one made before, however far behind
 * the gateway's tail of the bus is: here the replica's tail is held back (as load does by chance) until the
 * order's creation and its cancellation both wait in it, and the subscriptions started in between.
 */
describe.each(['mongo', 'nats'] as const)('where a subscription starts (%s bus)', (backend) => {
  let stack: Stack;
  let admin: Caller;

  beforeAll(async () => {
    const bus = backend === 'nats' ? { NATS_URL: (await startNatsServer()).url } : {};
    stack = await startTestStack({ env: { FIELD_RATE_LIMITS: 'false', ...bus } });
    admin = await adminCaller(stack);
  });

  it("streams only the changes after it started, though the gateway's tail had not passed the order's creation yet", async () => {
    let lagging!: LaggingTail;
    const replica = await startGatewayReplica(stack, { wrapBus: (bus) => (lagging = laggingTail(bus)).bus });
    expect(replica.gateway.subscriptions.hub.size.subscribers).toBe(0);
    const customer = await registerCustomer(stack);
    const product = await stockedProduct(admin, [await createWarehouse(admin)], 5);
    const order = (
      await graphqlOk(
        customer.caller,
        gql(
          `mutation SubscriptionStartCreateOrder($input: CreateOrderInput!) { createOrder(input: $input) { id } }`,
        ),
        {
          input: { userId: customer.id, items: [{ productId: product.id, quantity: 1 }] },
        },
      )
    ).createOrder;
    const waiting = () =>
      lagging.received.filter((event) => event.aggregateId === order.id).map((event) => event.type);
    await expect.poll(waiting, { timeout: 10_000 }).toEqual(['OrderCreatedEvent']);

    const client = wsClient(replica.url, customer.caller.headers);
    const one = watch(
      client,
      gql(
        `subscription SubscriptionStartOrderStatusChanged($id: ID!) { orderStatusChanged(orderId: $id) { status eventSequence } }`,
      ),
      {
        id: order.id,
      },
    );
    const mine = watch(
      client,
      gql(
        `subscription SubscriptionStartMyOrderStatusChanged { myOrderStatusChanged { id status eventSequence } }`,
      ),
    );
    await expect.poll(() => replica.gateway.subscriptions.hub.size.subscribers, { timeout: 10_000 }).toBe(2);

    await graphqlOk(
      customer.caller,
      gql(
        `mutation SubscriptionStartUpdateOrder($id: ID!) { updateOrder(id: $id, input: { status: CANCELLED }) { id } }`,
      ),
      { id: order.id },
    );
    await expect.poll(waiting, { timeout: 10_000 }).toEqual(['OrderCreatedEvent', 'OrderCancelledEvent']);
    lagging.catchUp();

    // The creation would come first: the first message being the cancellation shows it was left out.
    expect((await one.waitFor(1))[0]!.orderStatusChanged).toEqual({ status: 'CANCELLED', eventSequence: 2 });
    expect((await mine.waitFor(1))[0]!.myOrderStatusChanged).toEqual({
      id: order.id,
      status: 'CANCELLED',
      eventSequence: 2,
    });
  });
});
