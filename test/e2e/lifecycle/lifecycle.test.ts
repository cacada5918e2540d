import { beforeAll, describe, expect, it } from 'vitest';
import { loggedEvents } from '../../../testing/events';
import { graphql, graphqlOk, startGatewayReplica, startTestStack } from '../../../testing/harness';
import {
  accountWithRole,
  adminCaller,
  cards,
  createWarehouse,
  devMessages,
  registerCustomer,
  stockedProduct,
  stockOf,
  US_ADDRESS,
  type Account,
  type Caller,
} from '../../../testing/fixtures';
import { watch, wsClient } from '../../../testing/ws';
import type { Stack } from '../../../stack';
import { gql } from '../../../testing/__generated__';
import type { ShipmentStatus } from '../../../testing/__generated__/graphql';

/**
 * The order lifecycle driven as a client would: a graphql-ws client watches while the order is created,
 * paid, shipped and delivered through the gateway; and the failure path.
 */
let stack: Stack;
let admin: Caller;
let customer: Account;
let warehouses: Array<{ id: string }>;

beforeAll(async () => {
  stack = await startTestStack({
    env: { FIELD_RATE_LIMITS: 'false', EVENTS_POLL_MS: '50', PAYMENT_RETRY_BASE_MS: '100' },
  });
  admin = await adminCaller(stack);
  warehouses = [await createWarehouse(admin), await createWarehouse(admin)];
  customer = await registerCustomer(stack, { name: 'Watching Customer' });
});

const PLACE = gql(
  `mutation LifecycleCreateOrder($input: CreateOrderInput!) { createOrder(input: $input) { id status state } }`,
);
const WATCH_MINE = gql(
  `subscription LifecycleWatchMine { myOrderStatusChanged { id status state total user { id email } items { quantity product { name stock { available reserved } } } payment { status } } }`,
);

/** Waits until `hub` has registered `count` more subscribers than `before` (the socket is acknowledged and subscribed). */
const registered = (hub: Stack['gateway']['subscriptions']['hub'], before: number, count = 1) =>
  expect.poll(() => hub.size.subscribers, { timeout: 10_000 }).toBeGreaterThanOrEqual(before + count);

describe('the lifecycle over graphql-ws', () => {
  it('streams PENDING → PROCESSING → SHIPPED → DELIVERED, resolved across subgraphs, to a client watching from the start', async () => {
    const product = await stockedProduct(admin, warehouses, 10, { name: 'Watched Lamp', price: '25.00' });
    const client = wsClient(stack.gatewayUrl, customer.caller.headers);
    const before = stack.gateway.subscriptions.hub.size.subscribers;
    const mine = watch(client, WATCH_MINE);
    // The subscription is registered before the order exists.
    await registered(stack.gateway.subscriptions.hub, before);

    const order = (
      await graphqlOk(customer.caller, PLACE, {
        input: {
          userId: customer.id,
          items: [{ productId: product.id, quantity: 2 }],
          shippingAddress: US_ADDRESS,
          payment: cards.success,
        },
      })
    ).createOrder;
    expect(order.status).toBe('PENDING');

    const confirmed = await mine.waitFor(2);
    expect(
      confirmed.map((message) => [message.myOrderStatusChanged.status, message.myOrderStatusChanged.state]),
    ).toEqual([
      ['PENDING', 'PENDING'],
      ['PROCESSING', 'CONFIRMED'],
    ]);
    expect(confirmed[1]!.myOrderStatusChanged).toMatchObject({
      id: order.id,
      user: { email: customer.email },
      items: [{ product: { name: 'Watched Lamp' } }],
    });

    // The confirmed order's reservation is committed: the units left the warehouse.
    await expect
      .poll(() => stockOf(admin, product.id), { timeout: 10_000 })
      .toEqual({ available: 8, reserved: 0 });

    const beforeOne = stack.gateway.subscriptions.hub.size.subscribers;
    const one = watch(
      client,
      gql(
        `subscription LifecycleOrderStatusChanged($id: ID!) { orderStatusChanged(orderId: $id) { status payment { status } } }`,
      ),
      {
        id: order.id,
      },
    );
    await registered(stack.gateway.subscriptions.hub, beforeOne);
    const rates = await graphqlOk(
      admin,
      gql(
        `query LifecycleShippingRates($a: AddressInput!) { shippingRates(address: $a, items: 2) { carrier service amount { amount } } }`,
      ),
      { a: US_ADDRESS },
    );
    const cheapest = rates.shippingRates[0]!;
    const shipment = (
      await graphqlOk(
        admin,
        gql(
          `mutation LifecycleCreateShipment($input: CreateShipmentInput!) { createShipment(input: $input) { id trackingNumber status } }`,
        ),
        { input: { orderId: order.id, carrier: cheapest.carrier, service: cheapest.service } },
      )
    ).createShipment;
    expect(shipment.status).toBe('LABEL_CREATED');
    expect(shipment.trackingNumber).toMatch(/^[A-Z]{2}\d{11}$/);
    const track = (status: ShipmentStatus) =>
      graphqlOk(
        admin,
        gql(
          `mutation LifecycleAddTrackingEvent($input: TrackingEventInput!) { addTrackingEvent(input: $input) { status } }`,
        ),
        { input: { shipmentId: shipment.id, status, location: 'Oakland, CA' } },
      );
    await track('IN_TRANSIT');
    await track('DELIVERED');

    const all = await mine.waitFor(4);
    expect(all.map((message) => message.myOrderStatusChanged.status)).toEqual([
      'PENDING',
      'PROCESSING',
      'SHIPPED',
      'DELIVERED',
    ]);
    const watchedOne = await one.waitFor(2);
    expect(watchedOne.map((message) => message.orderStatusChanged.status)).toEqual(['SHIPPED', 'DELIVERED']);
    expect(watchedOne[0]!.orderStatusChanged.payment!.status).toBe('COMPLETED');

    // The order's events reached the bus in sequence, with the payment's in between.
    const events = await loggedEvents(stack, { aggregateId: order.id }, 4);
    expect(events.map((event) => [event.type, event.sequence])).toEqual([
      ['OrderCreatedEvent', 1],
      ['OrderConfirmedEvent', 2],
      ['order.shipped', 3],
      ['OrderDeliveredEvent', 4],
    ]);
    const [charged] = await loggedEvents(stack, { type: 'PaymentChargedEvent', 'data.orderId': order.id });
    expect(charged!.data).toMatchObject({
      orderId: order.id,
      userId: customer.id,
      amount: '50.00',
      currency: 'USD',
      attempts: 1,
    });

    const read = await graphqlOk(
      customer.caller,
      gql(
        `query LifecycleOrder($id: ID!) { order(id: $id) { history { toState actor } shipments { status actualDelivery events { status } } } }`,
      ),
      { id: order.id },
    );
    expect(read.order!.history.map((change) => change.toState)).toEqual([
      'PENDING',
      'CONFIRMED',
      'SHIPPED',
      'DELIVERED',
    ]);
    expect(read.order!.shipments[0]).toMatchObject({
      status: 'DELIVERED',
      events: [{ status: 'LABEL_CREATED' }, { status: 'IN_TRANSIT' }, { status: 'DELIVERED' }],
    });

    // Notifications: in-app for the owner, and email readable in development without a provider.
    const kinds = async () =>
      (
        await graphqlOk(
          customer.caller,
          gql(`query LifecycleNotifications { notifications(limit: 50) { kind read } }`),
        )
      ).notifications.map((notification) => notification.kind);
    await expect
      .poll(kinds, { timeout: 10_000 })
      .toEqual(expect.arrayContaining(['welcome', 'order-confirmed', 'order-shipped']));
    const mailbox = await devMessages(stack, admin, customer.email);
    const confirmation = mailbox.find((message) => message.kind === 'order-confirmed');
    expect(confirmation).toMatchObject({ channel: 'email' });
    expect(confirmation!.text).toContain(order.id);
    const shippedMails = mailbox.filter((message) => message.kind === 'order-shipped');
    expect(shippedMails).toHaveLength(1);
    expect(shippedMails[0]!.text).toContain(shipment.trackingNumber);
  });

  it('fails the order after 3 transient payment failures, restores the stock and publishes OrderFailedEvent', async () => {
    const product = await stockedProduct(admin, warehouses, 5);
    const before = stack.gateway.subscriptions.hub.size.subscribers;
    // Watching from before the order exists: the payment may fail before a subscription started afterwards.
    const watched = watch(
      wsClient(stack.gatewayUrl, customer.caller.headers),
      gql(`subscription LifecycleMyOrderStatusChanged { myOrderStatusChanged { id status state } }`),
    );
    await registered(stack.gateway.subscriptions.hub, before);
    const order = (
      await graphqlOk(customer.caller, PLACE, {
        input: {
          userId: customer.id,
          items: [{ productId: product.id, quantity: 3 }],
          payment: cards.alwaysTransient,
        },
      })
    ).createOrder;
    expect(await stockOf(admin, product.id)).toEqual({ available: 2, reserved: 3 });

    const ofOrder = () =>
      watched.messages
        .map((message) => message.myOrderStatusChanged)
        .filter((change) => change.id === order.id);
    await expect
      .poll(() => ofOrder().map((change) => change.state), { timeout: 15_000 })
      .toEqual(['PENDING', 'FAILED']);
    expect(ofOrder().at(-1)).toEqual({ id: order.id, status: 'CANCELLED', state: 'FAILED' });
    await expect
      .poll(() => stockOf(admin, product.id), { timeout: 10_000 })
      .toEqual({ available: 5, reserved: 0 });

    const [paymentFailed] = await loggedEvents(stack, {
      type: 'PaymentFailedEvent',
      'data.orderId': order.id,
    });
    expect(paymentFailed!.data).toMatchObject({ reason: 'attempts_exhausted', attempts: 3 });
    const [orderFailed] = await loggedEvents(stack, { type: 'OrderFailedEvent', aggregateId: order.id });
    expect(orderFailed!.data).toMatchObject({
      previousState: 'pending',
      state: 'failed',
      status: 'CANCELLED',
    });
    const payment = await graphqlOk(
      customer.caller,
      gql(
        `query LifecycleOrderPayment($id: ID!) { order(id: $id) { payment { status attempts { number outcome } } } }`,
      ),
      { id: order.id },
    );
    expect(payment.order!.payment).toEqual({
      status: 'FAILED',
      attempts: [1, 2, 3].map((number) => ({ number, outcome: 'TRANSIENT_FAILURE' })),
    });
  });

  it('retries a transient failure with the same key and charges once', async () => {
    const product = await stockedProduct(admin, warehouses, 5);
    const order = (
      await graphqlOk(customer.caller, PLACE, {
        input: {
          userId: customer.id,
          items: [{ productId: product.id, quantity: 1 }],
          payment: cards.transientOnce,
        },
      })
    ).createOrder;
    const attemptsOf = async () =>
      (
        await graphqlOk(
          customer.caller,
          gql(
            `query LifecycleRetriedPayment($id: ID!) { order(id: $id) { state payment { attempts { outcome } } } }`,
          ),
          {
            id: order.id,
          },
        )
      ).order;
    await expect.poll(async () => (await attemptsOf())!.state, { timeout: 10_000 }).toBe('CONFIRMED');
    expect((await attemptsOf())!.payment!.attempts.map((attempt) => attempt.outcome)).toEqual([
      'TRANSIENT_FAILURE',
      'SUCCEEDED',
    ]);
    const charges = await stack.connections
      .orders!.collection('sandbox_charges')
      .countDocuments({ amountMinor: 1000 });
    expect(charges).toBeGreaterThanOrEqual(1);
  });
});

describe('graphql-ws access', () => {
  it('closes a connection without valid credentials with 4401 (fatal for graphql-ws clients)', async () => {
    for (const params of [{}, { Authorization: 'Bearer not-a-token' }] as Array<Record<string, string>>) {
      const client = wsClient(stack.gatewayUrl, params);
      const closed = new Promise<number>((resolve) =>
        client.on('closed', (event) => resolve((event as { code: number }).code)),
      );
      watch(client, gql(`subscription LifecycleWatchWithoutCredential { myOrderStatusChanged { id } }`));
      expect(await closed).toBe(4401);
    }
  });

  it("refuses a subscription on someone else's order, and lets support watch any order", async () => {
    const product = await stockedProduct(admin, warehouses, 5);
    const order = (
      await graphqlOk(customer.caller, PLACE, {
        input: { userId: customer.id, items: [{ productId: product.id, quantity: 1 }] },
      })
    ).createOrder;
    const stranger = await registerCustomer(stack);
    const refused = watch(
      wsClient(stack.gatewayUrl, stranger.caller.headers),
      gql(
        `subscription LifecycleOrderStatusChangedRefused($id: ID!) { orderStatusChanged(orderId: $id) { id } }`,
      ),
      { id: order.id },
    );
    await expect(refused.waitFor(1, 5000)).rejects.toThrow(/ORDER_NOT_FOUND|No order/);

    const support = await accountWithRole(stack, admin, 'support');
    const before = stack.gateway.subscriptions.hub.size.subscribers;
    const watched = watch(
      wsClient(stack.gatewayUrl, support.caller.headers),
      gql(
        `subscription LifecycleOrderStatusChangedWatched($id: ID!) { orderStatusChanged(orderId: $id) { status } }`,
      ),
      {
        id: order.id,
      },
    );
    await registered(stack.gateway.subscriptions.hub, before);
    await graphqlOk(
      customer.caller,
      gql(
        `mutation LifecycleUpdateOrder($id: ID!) { updateOrder(id: $id, input: { status: CANCELLED }) { id } }`,
      ),
      { id: order.id },
    );
    expect((await watched.waitFor(1))[0]!.orderStatusChanged.status).toBe('CANCELLED');
  });

  it('sends a field the subscriber may not read as an error of the message, with the rest of the order', async () => {
    const product = await stockedProduct(admin, warehouses, 5);
    const order = (
      await graphqlOk(customer.caller, PLACE, {
        input: { userId: customer.id, items: [{ productId: product.id, quantity: 1 }] },
      })
    ).createOrder;
    const before = stack.gateway.subscriptions.hub.size.subscribers;
    const watched = watch(
      wsClient(stack.gatewayUrl, customer.caller.headers),
      gql(
        `subscription LifecycleWatchCostPrice($id: ID!) { orderStatusChanged(orderId: $id) { status items { product { name costPrice } } } }`,
      ),
      { id: order.id },
    );
    await registered(stack.gateway.subscriptions.hub, before);
    await graphqlOk(
      customer.caller,
      gql(
        `mutation LifecycleCancelWatchedOrder($id: ID!) { updateOrder(id: $id, input: { status: CANCELLED }) { id } }`,
      ),
      { id: order.id },
    );
    await expect.poll(() => watched.errors.length, { timeout: 10_000 }).toBe(1);
    // costPrice is for staff: the message keeps the order and names the refused field.
    expect(watched.messages).toHaveLength(1);
    expect(watched.messages[0]!.orderStatusChanged).toMatchObject({
      status: 'CANCELLED',
      items: [{ product: { name: product.name, costPrice: null } }],
    });
    expect(watched.errors[0]).toEqual([
      expect.objectContaining({
        path: ['orderStatusChanged', 'items', 0, 'product', 'costPrice'],
        extensions: expect.objectContaining({ code: 'FORBIDDEN' }),
      }),
    ]);
  });

  it('delivers through every gateway replica to its own subscribers, also for changes made elsewhere', async () => {
    // A second gateway with a bus of its own (as another process would have) over the same databases.
    const replica = await startGatewayReplica(stack);
    const product = await stockedProduct(admin, warehouses, 5);
    const order = (
      await graphqlOk(customer.caller, PLACE, {
        input: { userId: customer.id, items: [{ productId: product.id, quantity: 1 }] },
      })
    ).createOrder;
    const query = gql(
      `subscription LifecycleWatchEverywhere($id: ID!) { orderStatusChanged(orderId: $id) { status } }`,
    );
    const before = stack.gateway.subscriptions.hub.size.subscribers;
    const here = watch(wsClient(stack.gatewayUrl, customer.caller.headers), query, { id: order.id });
    const there = watch(wsClient(replica.url, customer.caller.headers), query, { id: order.id });
    await registered(stack.gateway.subscriptions.hub, before);
    await registered(replica.gateway.subscriptions.hub, 0);
    await graphqlOk(
      customer.caller,
      gql(
        `mutation LifecycleCancelElsewhere($id: ID!) { updateOrder(id: $id, input: { status: CANCELLED }) { id } }`,
      ),
      { id: order.id },
    );
    // Each stream starts where it subscribed: the order's creation, earlier, is never in it.
    expect((await here.waitFor(1))[0]!.orderStatusChanged.status).toBe('CANCELLED');
    // The replica's own bus may still be behind the order's creation when its subscriber registers: a
    // PENDING message may come first; the change made elsewhere arrives after it.
    await expect
      .poll(() => there.messages.map((message) => message.orderStatusChanged.status), { timeout: 15_000 })
      .toContain('CANCELLED');
    expect(there.messages.at(-1)!.orderStatusChanged.status).toBe('CANCELLED');
  });

  it('lists the subscription fields in the schema clients introspect', async () => {
    const result = await graphqlOk(
      admin,
      gql(`query LifecycleSubscriptionFields { __schema { subscriptionType { fields { name } } } }`),
    );
    expect(result.__schema.subscriptionType!.fields!.map((field) => field.name).sort()).toEqual([
      'myOrderStatusChanged',
      'orderStatusChanged',
    ]);
    const overHttp = await graphql(
      admin,
      gql(`subscription LifecycleMyOrderStatusChangedOverHttp { myOrderStatusChanged { id } }`),
    );
    expect(overHttp.status).toBe(400);
    expect(overHttp.errors?.[0]?.message).toMatch(/WebSocket/);
  });
});
