import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  adminCaller,
  cards,
  CREATE_ORDER,
  createUser,
  createWarehouse,
  registerCustomer,
  stockedProduct,
  stockOf,
  type Caller,
} from '../../../testing/fixtures';
import { loggedEvents } from '../../../testing/events';
import { graphql, graphqlOk, startTestStack } from '../../../testing/harness';
import type { Stack } from '../../../stack';
import { gql } from '../../../testing/__generated__';

/**
 * addOrderItem (REST: POST /api/orders/{id}/items) on the order lifecycle: what it reserves, records and
 * emits, when it is refused, how a payment and a cancellation treat the added lines; and the list
 * orderings the REST adapter exposes.
 */
let stack: Stack;
let admin: Caller;
let warehouses: Array<{ id: string }>;

const ADD = gql(
  `mutation AddItemAddOrderItem($id: ID!, $item: OrderItemInput!, $key: String) { addOrderItem(orderId: $id, item: $item, idempotencyKey: $key) { id total status items { name quantity lineTotal } } }`,
);
const CANCEL = gql(
  `mutation AddItemUpdateOrder($id: ID!) { updateOrder(id: $id, input: { status: CANCELLED }) { status } }`,
);
const PAY = gql(
  `mutation AddItemPayOrder($input: PayOrderInput!) { payOrder(input: $input) { id amount { amount } } }`,
);
const STATE = gql(
  `query AddItemOrderState($id: ID!) { order(id: $id) { state total payment { status amount { amount } } } }`,
);

async function orderState(orderId: string) {
  return (await graphqlOk(admin, STATE, { id: orderId })).order;
}

async function placeOrder(userId: string, productId: string, quantity = 1): Promise<string> {
  const data = await graphqlOk(admin, CREATE_ORDER, {
    input: { userId, items: [{ productId, quantity }] },
  });
  return data.createOrder.id;
}

beforeAll(async () => {
  stack = await startTestStack({ env: { FIELD_RATE_LIMITS: 'false', EVENTS_POLL_MS: '50' } });
  admin = await adminCaller(stack);
  warehouses = [await createWarehouse(admin), await createWarehouse(admin)];
});

describe('addOrderItem', () => {
  it('prices the line, reserves its stock, and records totals, history and its event in one step', async () => {
    const user = await createUser(admin);
    const lamp = await stockedProduct(admin, warehouses, 10, { name: 'Desk Lamp', price: '20.00' });
    const bulb = await stockedProduct(admin, warehouses, 10, { name: 'Bulb', price: '2.50' });
    const orderId = await placeOrder(user.id, lamp.id);
    const added = await graphqlOk(admin, ADD, {
      id: orderId,
      item: { productId: bulb.id, quantity: 3 },
    });
    expect(added.addOrderItem).toEqual({
      id: orderId,
      total: 27.5,
      status: 'PENDING',
      items: [
        { name: 'Desk Lamp', quantity: 1, lineTotal: 20 },
        { name: 'Bulb', quantity: 3, lineTotal: 7.5 },
      ],
    });
    expect(await stockOf(admin, bulb.id)).toEqual({ available: 7, reserved: 3 });
    // A second line of a product already on the order is a line of its own, reserved on its own.
    await graphqlOk(admin, ADD, { id: orderId, item: { productId: lamp.id, quantity: 2 } });
    expect(await stockOf(admin, lamp.id)).toEqual({ available: 7, reserved: 3 });

    // Each addition is a PENDING → PENDING entry of the history and an event in the order's sequence.
    const history = await graphqlOk(
      admin,
      gql(`query AddItemOrder($id: ID!) { order(id: $id) { history { fromState toState reason eventId } } }`),
      {
        id: orderId,
      },
    );
    expect(history.order!.history.map((change) => [change.fromState, change.toState])).toEqual([
      [null, 'PENDING'],
      ['PENDING', 'PENDING'],
      ['PENDING', 'PENDING'],
    ]);
    expect(history.order!.history[1]!.reason).toContain('3 × Bulb');
    const events = await loggedEvents(stack, { aggregateId: orderId }, 3);
    expect(events.map((event) => [event.type, event.sequence])).toEqual([
      ['OrderCreatedEvent', 1],
      ['OrderItemAddedEvent', 2],
      ['OrderItemAddedEvent', 3],
    ]);
    expect(events[1]!.eventId).toBe(history.order!.history[1]!.eventId);
    expect(events[1]!.data).toMatchObject({
      state: 'pending',
      total: '27.50',
      item: { productId: bulb.id, quantity: 3, unitPrice: '2.50', lineTotal: '7.50' },
    });

    // Cancelling returns every unit (the stock consumer): the order's own reservation and each added line's.
    await graphqlOk(admin, CANCEL, { id: orderId });
    await expect
      .poll(() => stockOf(admin, lamp.id), { timeout: 10_000 })
      .toEqual({ available: 10, reserved: 0 });
    await expect
      .poll(() => stockOf(admin, bulb.id), { timeout: 10_000 })
      .toEqual({ available: 10, reserved: 0 });
  });

  it('is charged with the grown total, and confirming commits every reservation of the order', async () => {
    const user = await createUser(admin);
    const lamp = await stockedProduct(admin, warehouses, 10, { price: '20.00' });
    const bulb = await stockedProduct(admin, warehouses, 10, { price: '2.50' });
    const orderId = await placeOrder(user.id, lamp.id);
    await graphqlOk(admin, ADD, { id: orderId, item: { productId: bulb.id, quantity: 2 } });
    const paid = await graphqlOk(admin, PAY, {
      input: { orderId, method: cards.success },
    });
    expect(paid.payOrder.amount.amount).toBe('25.00');
    await expect.poll(async () => (await orderState(orderId))!.state, { timeout: 10_000 }).toBe('CONFIRMED');
    expect(await orderState(orderId)).toMatchObject({
      total: 25,
      payment: { status: 'COMPLETED', amount: { amount: '25.00' } },
    });
    // Committed: the units left the warehouses, nothing stays reserved.
    await expect
      .poll(() => stockOf(admin, bulb.id), { timeout: 10_000 })
      .toEqual({ available: 8, reserved: 0 });
    expect(await stockOf(admin, lamp.id)).toEqual({ available: 9, reserved: 0 });
  });

  it('adds the line once for a repeated idempotency key', async () => {
    const user = await createUser(admin);
    const product = await stockedProduct(admin, warehouses, 10, { price: '1.00' });
    const orderId = await placeOrder(user.id, product.id);
    const key = `add-${randomUUID()}`;
    const first = await graphqlOk(admin, ADD, {
      id: orderId,
      item: { productId: product.id, quantity: 2 },
      key,
    });
    const again = await graphqlOk(admin, ADD, {
      id: orderId,
      item: { productId: product.id, quantity: 2 },
      key,
    });
    expect(first.addOrderItem.total).toBe(3);
    expect(again.addOrderItem).toMatchObject({ total: 3, items: [{}, {}] });
    expect(await stockOf(admin, product.id)).toEqual({ available: 7, reserved: 3 });
    const reused = await graphql(admin, ADD, {
      id: orderId,
      item: { productId: product.id, quantity: 1 },
      key,
    });
    expect(reused.errors?.[0]?.extensions?.code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('leaves the order and the stock unchanged when stock is short', async () => {
    const user = await createUser(admin);
    const base = await stockedProduct(admin, warehouses, 5);
    const scarce = await stockedProduct(admin, warehouses, 1, { name: 'Scarce Vase' });
    const orderId = await placeOrder(user.id, base.id);
    const result = await graphql(admin, ADD, { id: orderId, item: { productId: scarce.id, quantity: 2 } });
    expect(result.errors?.[0]?.extensions).toMatchObject({
      code: 'INSUFFICIENT_STOCK',
      productId: scarce.id,
      field: 'item.quantity',
    });
    expect(result.errors?.[0]?.message).toContain('Scarce Vase');
    expect(await stockOf(admin, scarce.id)).toEqual({ available: 1, reserved: 0 });
    const order = await graphqlOk(
      admin,
      gql(`query AddItemOrderOrder($id: ID!) { order(id: $id) { total items { name } } }`),
      { id: orderId },
    );
    expect(order.order!.items).toHaveLength(1);
    const stored = await stack.connections.orders!.collection('orders').findOne({ _id: orderId as never });
    expect(stored?.pendingLines).toEqual([]);
  });

  it('answers ORDER_NOT_EDITABLE once the order is being paid or has moved on, and validates the line', async () => {
    const user = await createUser(admin);
    const product = await stockedProduct(admin, warehouses, 5, { price: '4.00' });
    const orderId = await placeOrder(user.id, product.id);
    const zero = await graphql(admin, ADD, { id: orderId, item: { productId: product.id, quantity: 0 } });
    expect(zero.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'item.quantity',
      reason: 'OUT_OF_RANGE',
    });
    const missing = await graphql(admin, ADD, {
      id: orderId,
      item: { productId: randomUUID(), quantity: 1 },
    });
    expect(missing.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'item.productId',
      reason: 'NOT_FOUND',
    });
    // Paying freezes the total at once, before the charge lands.
    await graphqlOk(admin, PAY, { input: { orderId, method: cards.success } });
    const paying = await graphql(admin, ADD, { id: orderId, item: { productId: product.id, quantity: 1 } });
    expect(paying.errors?.[0]?.extensions).toMatchObject({
      code: 'ORDER_NOT_EDITABLE',
      paymentStarted: true,
    });
    await expect.poll(async () => (await orderState(orderId))!.state, { timeout: 10_000 }).toBe('CONFIRMED');
    const late = await graphql(admin, ADD, { id: orderId, item: { productId: product.id, quantity: 1 } });
    expect(late.errors?.[0]?.extensions).toMatchObject({
      code: 'ORDER_NOT_EDITABLE',
      status: 'PROCESSING',
      state: 'CONFIRMED',
    });
    expect(await orderState(orderId)).toMatchObject({ total: 4, payment: { amount: { amount: '4.00' } } });
    await expect
      .poll(() => stockOf(admin, product.id), { timeout: 10_000 })
      .toEqual({ available: 4, reserved: 0 });
  });

  it('refuses an order placed with a payment, and a cancelled one', async () => {
    const customer = await registerCustomer(stack);
    const product = await stockedProduct(admin, warehouses, 5);
    const placed = await graphqlOk(customer.caller, CREATE_ORDER, {
      input: { userId: customer.id, items: [{ productId: product.id, quantity: 1 }], payment: cards.success },
    });
    const withPayment = await graphql(customer.caller, ADD, {
      id: placed.createOrder.id,
      item: { productId: product.id, quantity: 1 },
    });
    expect(withPayment.errors?.[0]?.extensions).toMatchObject({
      code: 'ORDER_NOT_EDITABLE',
      paymentStarted: true,
    });

    const cancelled = await placeOrder(customer.id, product.id);
    await graphqlOk(customer.caller, CANCEL, { id: cancelled });
    const late = await graphql(customer.caller, ADD, {
      id: cancelled,
      item: { productId: product.id, quantity: 1 },
    });
    expect(late.errors?.[0]?.extensions).toMatchObject({
      code: 'ORDER_NOT_EDITABLE',
      status: 'CANCELLED',
      state: 'CANCELLED',
      paymentStarted: false,
    });
  });

  it("treats someone else's order as missing", async () => {
    const owner = await registerCustomer(stack);
    const stranger = await registerCustomer(stack);
    const product = await stockedProduct(admin, warehouses, 5);
    const orderId = await placeOrder(owner.id, product.id);
    const result = await graphql(stranger.caller, ADD, {
      id: orderId,
      item: { productId: product.id, quantity: 1 },
    });
    expect(result.errors?.[0]?.extensions?.code).toBe('ORDER_NOT_FOUND');
    const own = await graphqlOk(owner.caller, ADD, {
      id: orderId,
      item: { productId: product.id, quantity: 1 },
    });
    expect(own.addOrderItem.items).toHaveLength(2);
  });
});

describe('list orderings and filters', () => {
  it('sorts and filters users', async () => {
    const tag = randomUUID().slice(0, 8);
    await createUser(admin, { name: `Zed ${tag}` });
    const amy = await createUser(admin, { name: `Amy ${tag}` });
    await createUser(admin, { name: `Mia ${tag}` });
    await graphqlOk(
      admin,
      gql(`mutation AddItemUpdateUser($id: ID!) { updateUser(id: $id, input: { status: INACTIVE }) { id } }`),
      {
        id: amy.id,
      },
    );
    const q = gql(
      `query AddItemSortedUsers($s: String, $o: UserOrder, $st: CustomerStatus) { users(search: $s, orderBy: $o, status: $st) { name } }`,
    );
    const byName = await graphqlOk(admin, q, { s: tag, o: 'NAME_ASC' });
    expect(byName.users.map((user) => user.name)).toEqual([`Amy ${tag}`, `Mia ${tag}`, `Zed ${tag}`]);
    const newest = await graphqlOk(admin, q, {
      s: tag,
      o: 'CREATED_AT_DESC',
    });
    expect(newest.users.map((user) => user.name)).toEqual([`Mia ${tag}`, `Amy ${tag}`, `Zed ${tag}`]);
    const active = await graphqlOk(admin, q, {
      s: tag,
      o: 'NAME_DESC',
      st: 'ACTIVE',
    });
    expect(active.users.map((user) => user.name)).toEqual([`Zed ${tag}`, `Mia ${tag}`]);
  });

  it('sorts orders by total', async () => {
    const user = await createUser(admin);
    const product = await stockedProduct(admin, warehouses, 20, { price: '1.00' });
    for (const quantity of [2, 5, 1]) await placeOrder(user.id, product.id, quantity);
    const q = gql(
      `query AddItemSortedOrders($u: ID!, $o: OrderOrder) { orders(userId: $u, orderBy: $o) { total } }`,
    );
    const desc = await graphqlOk(admin, q, {
      u: user.id,
      o: 'TOTAL_DESC',
    });
    expect(desc.orders.map((order) => order.total)).toEqual([5, 2, 1]);
    const asc = await graphqlOk(admin, q, {
      u: user.id,
      o: 'TOTAL_ASC',
    });
    expect(asc.orders.map((order) => order.total)).toEqual([1, 2, 5]);
  });
});
