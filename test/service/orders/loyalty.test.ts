import { beforeAll, describe, expect, it } from 'vitest';
import {
  admin,
  card,
  expectBadInput,
  failure,
  ordersWorld,
  person,
  support,
  US_ADDRESS,
  type OrdersWorld,
} from './orders-world';

/**
 * Loyalty on the service ring: points credited on delivery and taken back on a refund (once each, however
 * often the event is handed over), redeemed as a discount and given back when the order is cancelled, a
 * balance that never goes below 0 under parallel redemptions, and staff adjustments with a reason.
 */
let world: OrdersWorld;
beforeAll(async () => {
  world = await ordersWorld('orders_loyalty');
});

async function deliver(orderId: string) {
  await world.settle(orderId);
  const { shipment } = await world.services.shipping.createShipment(admin(), {
    orderId,
    carrier: 'parcelpost',
    service: 'ground',
  });
  await world.services.shipping.track(admin(), { shipmentId: shipment.id, status: 'delivered' });
  await world.settle(orderId);
}

describe('loyalty', () => {
  it('credits a delivered order once, reverses the refunded share on a return, and moves the tier', async () => {
    const userId = world.peers.addUser();
    const customer = person(userId);
    const bag = world.peers.addProduct({ priceMinor: 60_000, stock: 10 });
    const order = await world.services.placing.place(customer, {
      userId,
      items: [{ productId: bag.id, quantity: 2 }],
      shippingAddress: US_ADDRESS,
      payment: card(),
    });
    await deliver(order._id);
    // 1200.00 paid for items: 1200 points, plus 10 for the purchase; 1210 lifetime points is SILVER.
    let account = await world.services.loyalty.account(customer, userId);
    expect(account).toMatchObject({ balance: 1_210, lifetimePoints: 1_210, tier: 'silver' });
    await world.deliverOrderEvents(order._id, 1);
    expect((await world.services.loyalty.account(customer, userId)).balance).toBe(1_210);

    await world.services.returns.returnOrder(customer, {
      orderId: order._id,
      reason: 'changed my mind',
      lines: [{ orderItemId: order.items[0]!._id, quantity: 1 }],
    });
    await world.settle(order._id);
    // Half the order refunded: half the 1210 points taken back.
    account = await world.services.loyalty.account(customer, userId);
    expect(account).toMatchObject({ balance: 605, lifetimePoints: 605, tier: 'bronze' });
    expect(account.ledger.map((entry) => [entry.kind, entry.points])).toEqual([
      ['earn', 1_210],
      ['reverse', -605],
    ]);
  });

  it('pays with points, gives them back when the order is cancelled, and refuses more than the balance', async () => {
    const userId = world.peers.addUser();
    const customer = person(userId);
    const lamp = world.peers.addProduct({ priceMinor: 4_000, stock: 10 });
    await world.services.loyalty.adjust(support(), userId, 1_500, 'welcome gift');
    const order = await world.services.placing.place(customer, {
      userId,
      items: [{ productId: lamp.id, quantity: 1 }],
      redeemPoints: 1_000,
    });
    // 1000 points = 10.00 off 40.00.
    expect(order).toMatchObject({ discountMinor: 1_000, totalMinor: 3_000, pointsRedeemed: 1_000 });
    expect(order.discounts).toEqual([
      { kind: 'loyalty', sourceId: 'points', name: '1000 points', target: 'items', amountMinor: 1_000 },
    ]);
    expect((await world.services.loyalty.account(customer, userId)).balance).toBe(500);
    expect(
      (
        await failure(
          world.services.placing.place(customer, {
            userId,
            items: [{ productId: lamp.id, quantity: 1 }],
            redeemPoints: 501,
          }),
        )
      ).extensions,
    ).toMatchObject({ code: 'INSUFFICIENT_POINTS', balance: 500, requested: 501 });
    // More than half the items: refused, nothing spent.
    await expectBadInput(
      world.services.placing.place(customer, {
        userId,
        items: [{ productId: world.peers.addProduct({ priceMinor: 500 }).id, quantity: 1 }],
        redeemPoints: 300,
      }),
      'redeemPoints',
      'OUT_OF_RANGE',
    );
    await world.services.transitions.update(customer, order._id, { status: 'CANCELLED' });
    const cancelled = (await world.orderEvents(order._id)).at(-1)!;
    await world.bus.deliver(cancelled);
    await world.bus.deliver(cancelled);
    expect((await world.services.loyalty.account(customer, userId)).balance).toBe(1_500);
  });

  it('never goes below 0 when 20 redemptions race for a balance that covers 5', async () => {
    const userId = world.peers.addUser();
    await world.services.loyalty.adjust(admin(), userId, 500, 'race');
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, index) =>
        world.services.loyalty.move(admin(), {
          userId,
          key: `redeem:race-${index}`,
          kind: 'redeem',
          points: -100,
          reason: 'race',
        }),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(5);
    const refused = results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
    expect(refused.map((error) => error.extensions.code)).toEqual(Array(15).fill('INSUFFICIENT_POINTS'));
    const account = await world.services.loyalty.account(admin(), userId);
    expect(account.balance).toBe(0);
    expect(account.ledger.reduce((sum, entry) => sum + entry.points, 0)).toBe(0);
  });

  it('staff adjust with a reason; a removal below 0 is refused', async () => {
    const userId = world.peers.addUser();
    await expectBadInput(world.services.loyalty.adjust(admin(), userId, 10, '  '), 'reason', 'REQUIRED');
    await world.services.loyalty.adjust(admin(), userId, 10, 'goodwill');
    expect(
      (await failure(world.services.loyalty.adjust(admin(), userId, -11, 'too much'))).extensions,
    ).toMatchObject({
      code: 'INSUFFICIENT_POINTS',
    });
    const account = await world.services.loyalty.account(admin(), userId);
    expect(account.ledger).toEqual([
      expect.objectContaining({ kind: 'adjust', points: 10, reason: 'goodwill', actor: 'admin-1' }),
    ]);
    const events = (await world.models.LoyaltyAccount.findById(userId).select('+outbox').lean())!.outbox;
    expect(events.map((event) => [event.type, event.data.points])).toEqual([
      ['LoyaltyPointsChangedEvent', 10],
    ]);
  });
});
