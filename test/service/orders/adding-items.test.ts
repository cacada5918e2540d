import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  admin,
  card,
  expectBadInput,
  failure,
  ordersWorld,
  person,
  service,
  type OrdersWorld,
} from './orders-world';

/**
 * addOrderItem on the service ring: the refusals, the saga (note the line, hold its stock under its own
 * reservation, write line, totals, history and event in one guarded update) and its compensations, the
 * sweeper finishing an interrupted addition, and idempotency keys.
 */
let world: OrdersWorld;
beforeAll(async () => {
  world = await ordersWorld('orders_adding');
});

async function pendingOrder(options: { priceMinor?: number; payment?: boolean } = {}) {
  const userId = world.peers.addUser();
  const lamp = world.peers.addProduct({ name: 'Desk Lamp', priceMinor: options.priceMinor ?? 2_000 });
  const order = await world.services.placing.place(admin(), {
    userId,
    items: [{ productId: lamp.id, quantity: 1 }],
    ...(options.payment ? { payment: card() } : {}),
  });
  return { userId, lamp, order };
}

describe('adding an item', () => {
  it('prices the line, holds it under a reservation of its own and records totals, history and OrderItemAddedEvent at once', async () => {
    const { userId, order } = await pendingOrder();
    const bulb = world.peers.addProduct({ name: 'Bulb', sku: 'BULB-1', priceMinor: 250, stock: 10 });
    const caller = person(userId);
    const added = await world.services.items.addItem(caller, {
      orderId: order._id,
      item: { productId: bulb.id, quantity: 3 },
    });
    const line = added.items[1]!;
    expect(added).toMatchObject({ status: 'pending', subtotalMinor: 2_750, totalMinor: 2_750, eventSeq: 2 });
    expect(line).toMatchObject({ productId: bulb.id, sku: 'BULB-1', quantity: 3, lineTotalMinor: 750 });
    const stored = await world.stored(order._id);
    expect(stored).toMatchObject({
      totalMinor: 2_750,
      pendingLines: [],
      lineReservations: [`${order._id}/${line._id}`],
    });
    expect(world.peers.holds.get(`${order._id}/${line._id}`)).toEqual([{ productId: bulb.id, quantity: 3 }]);
    expect(stored!.history.at(-1)).toMatchObject({
      from: 'pending',
      to: 'pending',
      actor: userId,
      reason: 'added 3 × Bulb (BULB-1)',
    });
    const events = await world.orderEvents(order._id);
    expect(events.map((event) => [event.type, event.sequence])).toEqual([
      ['OrderCreatedEvent', 1],
      ['OrderItemAddedEvent', 2],
    ]);
    expect(events[1]).toMatchObject({
      id: stored!.history.at(-1)!.eventId,
      data: {
        state: 'pending',
        total: '27.50',
        reservationId: `${order._id}/${line._id}`,
        item: {
          orderItemId: line._id,
          productId: bulb.id,
          quantity: 3,
          unitPrice: '2.50',
          lineTotal: '7.50',
        },
      },
    });
  });

  it("refuses a malformed line, another customer's order and an order that is gone", async () => {
    const { order, lamp } = await pendingOrder();
    await expectBadInput(
      world.services.items.addItem(admin(), { orderId: order._id, item: { productId: '', quantity: 1 } }),
      'item.productId',
      'REQUIRED',
    );
    await expectBadInput(
      world.services.items.addItem(admin(), {
        orderId: order._id,
        item: { productId: lamp.id, quantity: 0 },
      }),
      'item.quantity',
      'OUT_OF_RANGE',
    );
    const stranger = person(world.peers.addUser());
    const notYours = await failure(
      world.services.items.addItem(stranger, {
        orderId: order._id,
        item: { productId: lamp.id, quantity: 1 },
      }),
    );
    expect(notYours.extensions).toMatchObject({ code: 'ORDER_NOT_FOUND', id: order._id });
    const gone = randomUUID();
    expect(
      (
        await failure(
          world.services.items.addItem(admin(), { orderId: gone, item: { productId: lamp.id, quantity: 1 } }),
        )
      ).extensions.code,
    ).toBe('ORDER_NOT_FOUND');
  });

  it('refuses unknown, unorderable and differently priced products by the item field', async () => {
    const { order } = await pendingOrder();
    await expectBadInput(
      world.services.items.addItem(admin(), {
        orderId: order._id,
        item: { productId: 'nothing', quantity: 1 },
      }),
      'item.productId',
      'NOT_FOUND',
    );
    const retired = world.peers.addProduct({ status: 'DISCONTINUED' });
    const error = await failure(
      world.services.items.addItem(admin(), {
        orderId: order._id,
        item: { productId: retired.id, quantity: 1 },
      }),
    );
    expect(error.extensions).toMatchObject({ code: 'PRODUCT_UNAVAILABLE', field: 'item.productId' });
    const pounds = world.peers.addProduct({ currency: 'GBP' });
    await expectBadInput(
      world.services.items.addItem(admin(), {
        orderId: order._id,
        item: { productId: pounds.id, quantity: 1 },
      }),
      'item.productId',
      'NOT_ALLOWED',
    );
  });

  it('refuses a total beyond DECIMAL(12,2) and a 101st line', async () => {
    const { order } = await pendingOrder({ priceMinor: 999_999_999_900 });
    const more = world.peers.addProduct({ priceMinor: 200 });
    await expectBadInput(
      world.services.items.addItem(admin(), {
        orderId: order._id,
        item: { productId: more.id, quantity: 1 },
      }),
      'item.quantity',
      'OUT_OF_RANGE',
    );
    const full = await pendingOrder();
    await world.models.Order.updateOne(
      { _id: full.order._id },
      { $set: { items: Array.from({ length: 100 }, () => full.order.items[0]) } },
    );
    await expectBadInput(
      world.services.items.addItem(admin(), {
        orderId: full.order._id,
        item: { productId: more.id, quantity: 1 },
      }),
      'item',
      'OUT_OF_RANGE',
    );
  });

  it('refuses an order whose payment started or that moved on, saying why', async () => {
    const paying = await pendingOrder({ payment: true });
    const bulb = world.peers.addProduct();
    const frozen = await failure(
      world.services.items.addItem(admin(), {
        orderId: paying.order._id,
        item: { productId: bulb.id, quantity: 1 },
      }),
    );
    expect(frozen.extensions).toMatchObject({
      code: 'ORDER_NOT_EDITABLE',
      status: 'PENDING',
      state: 'PENDING',
      paymentStarted: true,
    });
    const cancelled = await pendingOrder();
    await world.services.transitions.update(admin(), cancelled.order._id, { status: 'CANCELLED' });
    const moved = await failure(
      world.services.items.addItem(admin(), {
        orderId: cancelled.order._id,
        item: { productId: bulb.id, quantity: 1 },
      }),
    );
    expect(moved.extensions).toMatchObject({
      code: 'ORDER_NOT_EDITABLE',
      state: 'CANCELLED',
      paymentStarted: false,
    });
    expect(moved.message).toContain('this one is CANCELLED');
  });

  it('leaves the order as it was when the line is short of stock, releasing what the line held', async () => {
    const { order } = await pendingOrder();
    const scarce = world.peers.addProduct({ name: 'Rare Bulb', sku: 'RARE-1', stock: 2 });
    const error = await failure(
      world.services.items.addItem(admin(), {
        orderId: order._id,
        item: { productId: scarce.id, quantity: 3 },
      }),
    );
    expect(error.extensions).toMatchObject({
      code: 'INSUFFICIENT_STOCK',
      productId: scarce.id,
      field: 'item.quantity',
    });
    expect(error.message).toBe(
      'Not enough stock for "Rare Bulb" (RARE-1): 3 requested. The order was not changed.',
    );
    expect(await world.stored(order._id)).toMatchObject({
      totalMinor: 2_000,
      eventSeq: 1,
      pendingLines: [],
      lineReservations: [],
    });
    expect(world.peers.available.get(scarce.id)).toBe(2);
  });

  it('keeps the noted line for the sweeper when inventory fails and cannot release either', async () => {
    const { order } = await pendingOrder();
    const bulb = world.peers.addProduct();
    world.peers.failNext('reserve');
    world.peers.failNext('release');
    expect(
      (
        await failure(
          world.services.items.addItem(admin(), {
            orderId: order._id,
            item: { productId: bulb.id, quantity: 1 },
          }),
        )
      ).extensions.code,
    ).toBe('SERVICE_UNAVAILABLE');
    const noted = (await world.stored(order._id))!.pendingLines!;
    expect(noted).toHaveLength(1);
    world.clock.advance(3 * 60_000);
    expect(await world.services.items.sweep(service('sweeper'), 2 * 60_000)).toBe(1);
    expect((await world.stored(order._id))!.pendingLines).toEqual([]);
    expect(world.peers.calls.at(-1)).toMatchObject({
      operation: 'release',
      subject: noted[0]!.reservationId,
    });
  });
});

describe('the sweeper and lines being added', () => {
  it('releases the stock of a line whose adding was interrupted, and forgets the line', async () => {
    const { order } = await pendingOrder();
    const now = world.clock.now();
    await world.models.Order.updateOne(
      { _id: order._id },
      {
        $set: {
          pendingLines: [
            { _id: 'line-old', reservationId: `${order._id}/line-old`, at: new Date(now - 10 * 60_000) },
            { _id: 'line-new', reservationId: `${order._id}/line-new`, at: new Date(now) },
          ],
        },
      },
    );
    const before = world.peers.calls.length;
    await world.services.items.sweep(service('sweeper'), 2 * 60_000);
    const released = world.peers.calls.slice(before).filter((call) => call.operation === 'release');
    expect(released.map((call) => call.subject)).toEqual([`${order._id}/line-old`]);
    expect((await world.stored(order._id))!.pendingLines!.map((line) => line._id)).toEqual(['line-new']);
  });

  it('never adds a line the sweeper gave up while its stock was being reserved', async () => {
    const { order } = await pendingOrder();
    const slow = world.peers.addProduct({ name: 'Slow Lamp', sku: 'SLOW-1', priceMinor: 500 });
    world.peers.duringReserve = async () => {
      world.peers.duringReserve = null;
      // The request stalls here long enough for the sweeper to give the line up.
      world.clock.advance(10 * 60_000);
      await world.services.items.sweep(service('sweeper'), 2 * 60_000);
    };
    const before = world.peers.calls.length;
    const error = await failure(
      world.services.items.addItem(admin(), {
        orderId: order._id,
        item: { productId: slow.id, quantity: 1 },
      }),
    );
    expect(error.extensions.code).toBe('CONCURRENT_MODIFICATION');
    // The sweeper released the line's reservation, and so did the request (idempotent): only that one.
    const ours = new Set(
      world.peers.calls
        .slice(before)
        .filter((call) => call.operation === 'release' && call.subject.startsWith(`${order._id}/`))
        .map((call) => call.subject),
    );
    expect(ours.size).toBe(1);
    expect(world.peers.held(slow.id)).toBe(0);
    const stored = await world.stored(order._id);
    expect(stored).toMatchObject({ totalMinor: 2_000, eventSeq: 1, pendingLines: [], lineReservations: [] });
    expect(stored!.items).toHaveLength(1);
  });
});

describe('idempotency keys on addOrderItem', () => {
  it('adds the line once for a repeated key and refuses the key with another line', async () => {
    const { userId, order } = await pendingOrder();
    const bulb = world.peers.addProduct({ stock: 10 });
    const caller = person(userId);
    const input = {
      orderId: order._id,
      item: { productId: bulb.id, quantity: 2 },
      idempotencyKey: 'add-bulbs-1',
    };
    await world.services.items.addItem(caller, input);
    const again = await world.services.items.addItem(caller, input);
    expect(again.items).toHaveLength(2);
    expect(world.peers.available.get(bulb.id)).toBe(8);
    const reused = await failure(
      world.services.items.addItem(caller, { ...input, item: { productId: bulb.id, quantity: 3 } }),
    );
    expect(reused.extensions.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect((await world.stored(order._id))!.items).toHaveLength(2);
  });
});
