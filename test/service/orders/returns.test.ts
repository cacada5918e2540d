import { beforeAll, describe, expect, it } from 'vitest';
import {
  admin,
  card,
  expectBadInput,
  failure,
  ordersWorld,
  person,
  US_ADDRESS,
  type OrdersWorld,
} from './orders-world';

/**
 * Returns on the service ring: what may be returned, the order's move to returned with its return record
 * and OrderReturnedEvent in one write, and the consumers that restock and refund it once.
 */
let world: OrdersWorld;
beforeAll(async () => {
  world = await ordersWorld('orders_returns');
});

/** An order of 2 lamps (20.00) and 3 bulbs (2.50), paid, shipped and delivered. */
async function deliveredOrder() {
  const userId = world.peers.addUser();
  const lamp = world.peers.addProduct({ priceMinor: 2_000, stock: 10 });
  const bulb = world.peers.addProduct({ priceMinor: 250, stock: 10 });
  const order = await world.services.placing.place(admin(), {
    userId,
    items: [
      { productId: lamp.id, quantity: 2 },
      { productId: bulb.id, quantity: 3 },
    ],
    shippingAddress: US_ADDRESS,
    payment: card(),
  });
  await world.settle(order._id);
  const { shipment } = await world.services.shipping.createShipment(admin(), {
    orderId: order._id,
    carrier: 'parcelpost',
    service: 'ground',
  });
  await world.services.shipping.track(admin(), { shipmentId: shipment.id, status: 'delivered' });
  await world.settle(order._id);
  const delivered = (await world.stored(order._id))!;
  return { userId, owner: person(userId), lamp, bulb, order: delivered };
}

describe('returning an order', () => {
  it('returns part of a delivered order: RETURNED with its record and event, then restocked and refunded once', async () => {
    const { owner, userId, lamp, bulb, order } = await deliveredOrder();
    const [lampLine] = order.items;
    expect(world.peers.available.get(lamp.id)).toBe(8);
    const { record, order: returned } = await world.services.returns.returnOrder(owner, {
      orderId: order._id,
      reason: '  arrived broken ',
      lines: [{ orderItemId: lampLine!._id, quantity: 1 }],
    });
    expect(record).toMatchObject({
      reason: 'arrived broken',
      status: 'received',
      refundMinor: 2_000,
      lines: [{ orderItemId: lampLine!._id, productId: lamp.id, quantity: 1, refundMinor: 2_000 }],
      returnTrackingNumber: expect.stringMatching(/^PP\d{11}$/),
      createdAt: new Date(world.clock.now()),
    });
    expect(returned).toMatchObject({
      status: 'returned',
      returns: [expect.objectContaining({ id: record.id })],
    });
    expect(returned.history.at(-1)).toMatchObject({
      from: 'delivered',
      to: 'returned',
      actor: userId,
      reason: 'arrived broken',
    });
    const event = (await world.orderEvents(order._id)).at(-1)!;
    expect(event).toMatchObject({
      type: 'OrderReturnedEvent',
      data: {
        state: 'returned',
        status: 'DELIVERED',
        returnId: record.id,
        refund: 2_000,
        lines: [{ productId: lamp.id, quantity: 1 }],
      },
    });

    await world.settle(order._id);
    expect(world.peers.restocked.get(`return:${record.id}`)).toEqual([
      { productId: lamp.id, variantId: lamp.id, quantity: 1 },
    ]);
    expect(world.peers.available.get(lamp.id)).toBe(9);
    expect(world.peers.available.get(bulb.id)).toBe(7);
    const payment = (await world.models.Payment.findOne({ orderId: order._id }).lean())!;
    expect(payment).toMatchObject({ status: 'completed', refundedMinor: 2_000 });
    expect(payment.refunds.map((refund) => [refund.key, refund.amountMinor, refund.reason])).toEqual([
      [`return:${record.id}`, 2_000, 'returned'],
    ]);
    expect((await world.stored(order._id))!.returns[0]!.status).toBe('refunded');
    // The return handed over again restocks and refunds nothing more.
    await world.bus.deliver(event);
    expect(world.peers.available.get(lamp.id)).toBe(9);
    expect((await world.models.Payment.findOne({ orderId: order._id }).lean())!.refundedMinor).toBe(2_000);
  });

  it('returns every line in full when no lines are named, and refuses a second return', async () => {
    const { owner, order } = await deliveredOrder();
    const { record } = await world.services.returns.returnOrder(owner, {
      orderId: order._id,
      reason: 'changed my mind',
    });
    expect(record.lines.map((line) => line.quantity)).toEqual([2, 3]);
    expect(record.refundMinor).toBe(4_750);
    const message = await expectBadInput(
      world.services.returns.returnOrder(owner, { orderId: order._id, reason: 'again' }),
      'orderId',
      'ALREADY_EXISTS',
    );
    expect(message).toBe('The order was already returned.');
    expect((await world.stored(order._id))!.returns).toHaveLength(1);
  });

  it('refuses orders not delivered, out of reach or gone, and bad reasons and lines', async () => {
    const { owner, order } = await deliveredOrder();
    const [lampLine, bulbLine] = order.items;
    const reason = 'broken';
    await expectBadInput(
      world.services.returns.returnOrder(owner, { orderId: order._id, reason: '  ' }),
      'reason',
      'REQUIRED',
    );
    await expectBadInput(
      world.services.returns.returnOrder(owner, { orderId: order._id, reason: 'r'.repeat(1_001) }),
      'reason',
      'TOO_LONG',
    );
    await expectBadInput(
      world.services.returns.returnOrder(owner, {
        orderId: order._id,
        reason,
        lines: [{ orderItemId: 'nothing', quantity: 1 }],
      }),
      'lines[0].orderItemId',
      'NOT_FOUND',
    );
    await expectBadInput(
      world.services.returns.returnOrder(owner, {
        orderId: order._id,
        reason,
        lines: [
          { orderItemId: bulbLine!._id, quantity: 1 },
          { orderItemId: lampLine!._id, quantity: 3 },
        ],
      }),
      'lines[1].quantity',
      'OUT_OF_RANGE',
    );
    await expectBadInput(
      world.services.returns.returnOrder(owner, {
        orderId: order._id,
        reason,
        lines: [
          { orderItemId: lampLine!._id, quantity: 1 },
          { orderItemId: lampLine!._id, quantity: 1 },
        ],
      }),
      'lines',
      'NOT_ALLOWED',
    );
    const stranger = person(world.peers.addUser());
    expect(
      (await failure(world.services.returns.returnOrder(stranger, { orderId: order._id, reason }))).extensions
        .code,
    ).toBe('ORDER_NOT_FOUND');
    expect((await world.stored(order._id))!.status).toBe('delivered');

    const userId = world.peers.addUser();
    const product = world.peers.addProduct();
    const pending = await world.services.placing.place(admin(), {
      userId,
      items: [{ productId: product.id, quantity: 1 }],
    });
    const early = await failure(
      world.services.returns.returnOrder(person(userId), { orderId: pending._id, reason }),
    );
    expect(early.extensions).toMatchObject({
      code: 'INVALID_STATUS_TRANSITION',
      from: 'PENDING',
      to: 'RETURNED',
    });
    expect(early.message).toBe('Only a delivered order can be returned; this one is pending.');
  });
});
