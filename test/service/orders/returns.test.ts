import { beforeAll, describe, expect, it } from 'vitest';
import {
  admin,
  card,
  expectBadInput,
  failure,
  ordersWorld,
  person,
  TAXED_ADDRESS,
  US_ADDRESS,
  type OrdersWorld,
} from './orders-world';

/**
 * Returns on the service ring: what may be returned, the order's move to returned with its return record
 * and OrderReturnedEvent in one write, the consumers that restock and refund it once, returns in parts that
 * add up to what was paid, and racing returns and refunds that never give back more.
 */
let world: OrdersWorld;
beforeAll(async () => {
  world = await ordersWorld('orders_returns');
});

/** Pays, ships and delivers a placed order; answers it as stored. */
async function deliver(orderId: string) {
  await world.settle(orderId);
  const { shipment } = await world.services.shipping.createShipment(admin(), {
    orderId,
    carrier: 'parcelpost',
    service: 'ground',
  });
  await world.services.shipping.track(admin(), { shipmentId: shipment.id, status: 'delivered' });
  await world.settle(orderId);
  return { order: (await world.stored(orderId))! };
}

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
  const { order: delivered } = await deliver(order._id);
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

  it('returns every line in full when no lines are named, and refuses another return once every unit is back', async () => {
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
    expect(message).toBe('Every unit of the order was returned already.');
    const named = await expectBadInput(
      world.services.returns.returnOrder(owner, {
        orderId: order._id,
        reason: 'again',
        lines: [{ orderItemId: order.items[1]!._id, quantity: 1 }],
      }),
      'lines[0].quantity',
      'OUT_OF_RANGE',
    );
    expect(named).toBe('Every unit of this line was returned already.');
    expect((await world.stored(order._id))!.returns).toHaveLength(1);
  });

  it('returns an order in parts: each part its units with their share of discount and tax, the last one the shipping too, adding up to the payment', async () => {
    const userId = world.peers.addUser();
    const owner = person(userId);
    const lamp = world.peers.addProduct({ priceMinor: 2_000, stock: 10 });
    const bulb = world.peers.addProduct({ priceMinor: 250, stock: 10 });
    const coupon = await world.services.coupons.create(admin(), {
      code: `PARTS${userId.slice(0, 6).toUpperCase()}`,
      discountType: 'fixed',
      discountValue: '1.00',
    });
    const placed = await world.services.placing.place(owner, {
      userId,
      items: [
        { productId: lamp.id, quantity: 2 },
        { productId: bulb.id, quantity: 3 },
      ],
      shippingAddress: TAXED_ADDRESS,
      shipping: { carrier: 'parcelpost', service: 'ground' },
      couponCode: coupon.code,
      payment: card(),
    });
    // The 1.00 off spread over 40.00 and 7.50: 84.21 → 84 and 15.79 → 16 (largest remainder). Tax 7.25 %:
    // 39.16 → 2.8391 → 2.84; 7.34 → 0.53215 → 0.53. Lines 42.00 and 7.87; shipping 5.99 + 5 × 0.75 = 9.74;
    // total 59.61.
    expect(placed.items.map((item) => [item.discountMinor, item.taxMinor, item.lineTotalMinor])).toEqual([
      [84, 284, 4_200],
      [16, 53, 787],
    ]);
    expect(placed).toMatchObject({ shippingMinor: 974, totalMinor: 5_961 });
    const { order } = await deliver(placed._id);
    const [lampLine, bulbLine] = order.items;
    const returnOf = async (lines?: Array<{ orderItemId: string; quantity: number }>) => {
      const { record } = await world.services.returns.returnOrder(owner, {
        orderId: order._id,
        reason: 'not needed',
        lines,
      });
      await world.settle(order._id);
      return record;
    };

    // Bulb 1 of 3: discount 16 / 3 = 5.33 → 5, tax 53 / 3 = 17.67 → 18: 2.50 - 0.05 + 0.18 = 2.63.
    const first = await returnOf([{ orderItemId: bulbLine!._id, quantity: 1 }]);
    expect(first).toMatchObject({ refundMinor: 263, shippingMinor: 0 });
    expect(first.lines[0]).toMatchObject({ refundMinor: 263, discountMinor: 5, taxMinor: 18 });
    // Bulb 2 of 3: cumulative 32 / 3 = 10.67 → 11 and 106 / 3 = 35.33 → 35, less the first's: 6 and 17.
    const second = await returnOf([{ orderItemId: bulbLine!._id, quantity: 1 }]);
    expect(second.lines[0]).toMatchObject({ refundMinor: 261, discountMinor: 6, taxMinor: 17 });
    // Lamp 1 of 2: 20.00 - 0.42 + 1.42 = 21.00.
    const third = await returnOf([{ orderItemId: lampLine!._id, quantity: 1 }]);
    expect(third.lines[0]).toMatchObject({ refundMinor: 2_100, discountMinor: 42, taxMinor: 142 });
    // What is left: the other lamp (21.00), the last bulb (discount 16 - 11 = 5, tax 53 - 35 = 18: 2.63) and,
    // as every unit is now back, the 9.74 shipping: 33.37.
    const last = await returnOf();
    expect(last.lines.map((line) => [line.quantity, line.refundMinor])).toEqual([
      [1, 2_100],
      [1, 263],
    ]);
    expect(last).toMatchObject({ refundMinor: 3_337, shippingMinor: 974 });
    expect(263 + 261 + 2_100 + 3_337).toBe(5_961);

    const stored = (await world.stored(order._id))!;
    expect(stored.returns.map((made) => made.status)).toEqual([
      'refunded',
      'refunded',
      'refunded',
      'refunded',
    ]);
    expect(stored.history.slice(-4).map((change) => [change.from, change.to])).toEqual([
      ['delivered', 'returned'],
      ['returned', 'returned'],
      ['returned', 'returned'],
      ['returned', 'returned'],
    ]);
    expect(world.peers.available.get(lamp.id)).toBe(10);
    expect(world.peers.available.get(bulb.id)).toBe(10);
    const payment = (await world.models.Payment.findOne({ orderId: order._id }).lean())!;
    expect(payment.refunds.map((refund) => refund.amountMinor)).toEqual([263, 261, 2_100, 3_337]);
    expect(payment).toMatchObject({ status: 'refunded', amountMinor: 5_961, refundedMinor: 5_961 });
    // Loyalty: 46.50 paid for items earns 46 + 10 = 56 points; each refund takes back the share of all
    // refunds so far out of 59.61, less what was taken before: 2.47 → 2, 4.92 → 5 (3), 24.65 → 25 (20), 56 (31).
    const account = await world.services.loyalty.account(owner, userId);
    expect(account.ledger.map((entry) => [entry.kind, entry.points])).toEqual([
      ['earn', 56],
      ['reverse', -2],
      ['reverse', -3],
      ['reverse', -20],
      ['reverse', -31],
    ]);
    expect(account).toMatchObject({ balance: 0, lifetimePoints: 0 });
  });

  it('lets only one of two returns racing for the same units through, so nothing is refunded twice', async () => {
    const { owner, order } = await deliveredOrder();
    const [, bulbLine] = order.items;
    const race = (lines?: Array<{ orderItemId: string; quantity: number }>) =>
      Promise.allSettled(
        [1, 2].map(() =>
          world.services.returns.returnOrder(owner, { orderId: order._id, reason: 'race', lines }),
        ),
      );
    // Two of the three bulbs each: one return gets them, the other finds one bulb left.
    const bulbs = await race([{ orderItemId: bulbLine!._id, quantity: 2 }]);
    expect(bulbs.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = bulbs.find((outcome) => outcome.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'lines[0].quantity' });
    expect(refused.reason.message).toBe('Return 1-1 of this line; the rest was returned already.');
    // Everything left, twice at once: one return takes it all, the other finds nothing.
    const rest = await race();
    expect(rest.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(
      (rest.find((outcome) => outcome.status === 'rejected') as PromiseRejectedResult).reason.message,
    ).toBe('Every unit of the order was returned already.');
    await world.settle(order._id);
    const stored = (await world.stored(order._id))!;
    expect(stored.returns.map((made) => made.refundMinor)).toEqual([500, 4_250]);
    const payment = (await world.models.Payment.findOne({ orderId: order._id }).lean())!;
    expect(payment).toMatchObject({ status: 'refunded', amountMinor: 4_750, refundedMinor: 4_750 });
    expect(payment.refunds.map((refund) => refund.amountMinor)).toEqual([500, 4_250]);
  });

  it('lets two staff refunds racing for more than is left refund no more than was paid', async () => {
    const { order } = await deliveredOrder();
    const payment = (await world.models.Payment.findOne({ orderId: order._id }).lean())!;
    const outcomes = await Promise.allSettled(
      [1, 2].map(() =>
        world.services.payments.refundPayment(admin(), { paymentId: payment._id, amount: '30.00' }),
      ),
    );
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
    const after = (await world.models.Payment.findById(payment._id).lean())!;
    expect(after).toMatchObject({ status: 'completed', refundedMinor: 3_000 });
    expect(after.refunds.map((refund) => refund.amountMinor)).toEqual([3_000]);
    // The provider gave back as much as the payment records, no more.
    const charge = await world.models.Payment.db
      .collection('sandbox_charges')
      .findOne({ transactionId: payment.transactionId });
    expect(charge).toMatchObject({ refundedMinor: 3_000 });
    // A return of the rest is then capped at what is left: 47.50 - 30.00.
    await world.services.returns.returnOrder(person(order.userId), {
      orderId: order._id,
      reason: 'all back',
    });
    await world.settle(order._id);
    expect(await world.models.Payment.findById(payment._id).lean()).toMatchObject({
      status: 'refunded',
      refundedMinor: 4_750,
    });
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
