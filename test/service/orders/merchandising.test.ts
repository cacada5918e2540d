import { beforeAll, describe, expect, it } from 'vitest';
import type { CouponInput } from '../../../subgraphs/orders/coupons/coupon-service';
import type { PromotionInput } from '../../../subgraphs/orders/promotions/promotion-service';
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
 * Coupons, promotions, shipping and tax on the service ring: the figures an order stores add up, each
 * coupon refusal has its code, a redemption is counted once and given back when the order is cancelled or
 * not placed, and a promotion runs exactly within its period on the service's clock.
 */
let world: OrdersWorld;
beforeAll(async () => {
  world = await ordersWorld('orders_merchandising');
});

const HOUR = 3_600_000;
let codes = 0;
const coupon = (fields: Partial<CouponInput> = {}): CouponInput => ({
  code: `SAVE${++codes}`,
  discountType: 'percentage',
  discountValue: '10',
  ...fields,
});
const promotion = (fields: Partial<PromotionInput> = {}): PromotionInput => ({
  name: 'Spring sale',
  type: 'seasonal',
  startsAt: new Date(world.clock.now() - HOUR),
  endsAt: new Date(world.clock.now() + HOUR),
  discount: { kind: 'amountOff', amount: '1.00', categoryIds: ['never-used'] },
  ...fields,
});

async function customerAndGoods() {
  const userId = world.peers.addUser();
  const shoe = world.peers.addProduct({ priceMinor: 5_000, stock: 100, categoryId: 'footwear' });
  const sock = world.peers.addProduct({ priceMinor: 500, stock: 100, categoryId: 'socks' });
  return { userId, customer: person(userId), shoe, sock };
}

describe('order figures', () => {
  it('adds a promotion, a coupon, the chosen shipping and the destination tax up to the total, line by line', async () => {
    const { userId, customer, shoe, sock } = await customerAndGoods();
    const promo = await world.services.promotions.create(
      admin(),
      promotion({
        name: 'Sock week',
        discount: { kind: 'percentOff', percent: '20', categoryIds: ['socks'] },
        targeting: { groups: ['vip'] },
      }),
    );
    await world.services.promotions.setCustomerGroups(admin(), userId, ['vip']);
    const code = await world.services.coupons.create(admin(), coupon({ discountValue: '10' }));
    const order = await world.services.placing.place(customer, {
      userId,
      items: [
        { productId: shoe.id, quantity: 1 },
        { productId: sock.id, quantity: 4 },
      ],
      shippingAddress: TAXED_ADDRESS,
      shipping: { carrier: 'parcelpost', service: 'ground' },
      couponCode: code.code.toLowerCase(),
    });
    // Subtotal 50.00 + 20.00 = 70.00. Sock week: 20 % of 20.00 = 4.00 off socks. Coupon 10 % per line of the
    // list amounts: shoe 5.00, socks 2.00. Items: shoe 50 - 5 = 45.00, socks 20 - 6 = 14.00.
    // Tax 7.25 %: 45.00 → 3.2625 → 3.26; 14.00 → 1.015 → 1.02. Shipping: parcelpost ground, domestic, 5
    // units: 5.99 + 5 × 0.75 = 9.74.
    const stored = (await world.stored(order._id))!;
    expect(stored.items.map((item) => [item.discountMinor, item.taxMinor, item.lineTotalMinor])).toEqual([
      [500, 326, 4_826],
      [600, 102, 1_502],
    ]);
    expect(stored).toMatchObject({
      subtotalMinor: 7_000,
      discountMinor: 1_100,
      shippingMinor: 974,
      taxMinor: 428,
      totalMinor: 7_000 - 1_100 + 974 + 428,
      taxRateBasisPoints: 725,
      shipping: { carrier: 'parcelpost', service: 'ground', rateMinor: 974, discountMinor: 0 },
      coupon: { id: code._id, code: code.code, released: false },
    });
    expect(stored.discounts).toEqual([
      { kind: 'promotion', sourceId: promo._id, name: 'Sock week', target: 'items', amountMinor: 400 },
      { kind: 'coupon', sourceId: code._id, name: code.code, target: 'items', amountMinor: 700 },
    ]);
    const [created] = await world.orderEvents(order._id);
    expect(created!.data).toMatchObject({
      subtotal: '70.00',
      discounts: '11.00',
      shipping: '9.74',
      tax: '4.28',
      total: '73.02',
      couponCode: code.code,
    });
    // The promotion ends: it is over for the next order, exactly at its end.
    await world.services.promotions.update(admin(), promo._id, {
      ...promotion({ discount: { kind: 'percentOff', percent: '20', categoryIds: ['socks'] } }),
      name: 'Sock week',
      endsAt: new Date(world.clock.now() + 1),
    });
    const cart = await world.services.carts.add(customer, { productId: sock.id, quantity: 1 });
    expect(cart.discounts.map((discount) => discount.sourceId)).toEqual([promo._id]);
    world.clock.advance(1);
    const later = (await world.services.carts.current(customer, null))!;
    expect(later.discounts).toEqual([]);
  });

  it('a free-shipping promotion for new customers takes the rate off their first order only', async () => {
    const { userId, customer, shoe } = await customerAndGoods();
    await world.services.promotions.create(
      admin(),
      promotion({
        name: 'Welcome',
        discount: { kind: 'freeShipping', threshold: '10.00' },
        targeting: { newCustomers: true },
      }),
    );
    const place = () =>
      world.services.placing.place(customer, {
        userId,
        items: [{ productId: shoe.id, quantity: 1 }],
        shippingAddress: US_ADDRESS,
        shipping: { carrier: 'parcelpost', service: 'ground' },
      });
    const first = await place();
    // 5.99 + 0.75 = 6.74 off; Oregon has no sales tax.
    expect(first).toMatchObject({
      shippingMinor: 0,
      shipping: { rateMinor: 674, discountMinor: 674 },
      totalMinor: 5_000,
    });
    expect(first.discounts).toEqual([
      expect.objectContaining({ name: 'Welcome', target: 'shipping', amountMinor: 674 }),
    ]);
    const second = await place();
    expect(second).toMatchObject({ shippingMinor: 674, totalMinor: 5_674, discounts: [] });
  });

  it('a partial return gives back the units with their share of the discount and the tax', async () => {
    const { userId, customer, sock } = await customerAndGoods();
    const code = await world.services.coupons.create(
      admin(),
      coupon({ discountType: 'fixed', discountValue: '1.00' }),
    );
    const order = await world.services.placing.place(customer, {
      userId,
      items: [{ productId: sock.id, quantity: 3 }],
      shippingAddress: TAXED_ADDRESS,
      couponCode: code.code,
      payment: card(),
    });
    // 15.00 - 1.00 = 14.00; tax 7.25 % = 1.015 → 1.02; line total 15.02.
    expect(order.items[0]).toMatchObject({ discountMinor: 100, taxMinor: 102, lineTotalMinor: 1_502 });
    await world.settle(order._id);
    const { shipment } = await world.services.shipping.createShipment(admin(), {
      orderId: order._id,
      carrier: 'parcelpost',
      service: 'ground',
    });
    await world.services.shipping.track(admin(), { shipmentId: shipment.id, status: 'delivered' });
    await world.settle(order._id);
    const { record } = await world.services.returns.returnOrder(customer, {
      orderId: order._id,
      reason: 'too small',
      lines: [{ orderItemId: order.items[0]!._id, quantity: 1 }],
    });
    // One of three: 5.00 - 0.33 (1.00 / 3) + 0.34 (1.02 / 3).
    expect(record.lines[0]).toMatchObject({ refundMinor: 501, discountMinor: 33, taxMinor: 34 });
  });
});

describe('coupons', () => {
  it('refuses bad terms with the field and reason, and writes nothing', async () => {
    const before = await world.models.Coupon.countDocuments();
    await expectBadInput(
      world.services.coupons.create(admin(), coupon({ discountValue: '100.01' })),
      'discountValue',
      'OUT_OF_RANGE',
    );
    await expectBadInput(
      world.services.coupons.create(admin(), coupon({ discountType: 'fixed', discountValue: '-5' })),
      'discountValue',
      'OUT_OF_RANGE',
    );
    await expectBadInput(
      world.services.coupons.create(
        admin(),
        coupon({ validFrom: new Date('2027-01-02'), validTo: new Date('2027-01-01') }),
      ),
      'validTo',
      'OUT_OF_RANGE',
    );
    await expectBadInput(
      world.services.coupons.create(admin(), coupon({ code: 'a b' })),
      'code',
      'INVALID_FORMAT',
    );
    const taken = await world.services.coupons.create(admin(), coupon());
    await expectBadInput(
      world.services.coupons.create(admin(), coupon({ code: taken.code.toLowerCase() })),
      'code',
      'ALREADY_EXISTS',
    );
    expect(await world.models.Coupon.countDocuments()).toBe(before + 1);
  });

  it('says why a coupon does not apply, each refusal with its code, and places nothing', async () => {
    const { userId, customer, shoe, sock } = await customerAndGoods();
    const now = world.clock.now();
    const place = (couponCode: string, productId = shoe.id) =>
      world.services.placing.place(customer, { userId, items: [{ productId, quantity: 1 }], couponCode });
    const cases: Array<[Partial<CouponInput>, string, string?]> = [
      [{ validFrom: new Date(now - 2 * HOUR), validTo: new Date(now - HOUR) }, 'COUPON_EXPIRED'],
      [{ validFrom: new Date(now + HOUR) }, 'COUPON_NOT_YET_VALID'],
      [{ minOrderValue: '50.01' }, 'COUPON_MINIMUM_NOT_MET'],
      [{ categoryIds: ['footwear'] }, 'COUPON_NOT_APPLICABLE', sock.id],
      [{ discountType: 'fixed', discountValue: '5', currency: 'EUR' }, 'COUPON_NOT_APPLICABLE'],
    ];
    const orders = await world.models.Order.countDocuments();
    for (const [terms, code, productId] of cases) {
      const made = await world.services.coupons.create(admin(), coupon(terms));
      expect((await failure(place(made.code, productId))).extensions).toMatchObject({
        code,
        field: 'couponCode',
      });
    }
    expect((await failure(place('NO-SUCH-CODE'))).extensions).toMatchObject({ code: 'COUPON_NOT_FOUND' });

    const once = await world.services.coupons.create(admin(), coupon({ perCustomerLimit: 1 }));
    await place(once.code);
    expect((await failure(place(once.code))).extensions).toMatchObject({
      code: 'COUPON_CUSTOMER_LIMIT_REACHED',
      limit: 1,
    });
    const single = await world.services.coupons.create(admin(), coupon({ maxUses: 1 }));
    await place(single.code);
    const other = world.peers.addUser();
    expect(
      (
        await failure(
          world.services.placing.place(person(other), {
            userId: other,
            items: [{ productId: shoe.id, quantity: 1 }],
            couponCode: single.code,
          }),
        )
      ).extensions,
    ).toMatchObject({ code: 'COUPON_USED_UP', maxUses: 1 });
    expect(await world.models.Order.countDocuments()).toBe(orders + 2);
  });

  it('counts a redemption once and gives it back when the order is cancelled (once, however often told)', async () => {
    const { userId, customer, shoe } = await customerAndGoods();
    const made = await world.services.coupons.create(admin(), coupon({ maxUses: 5 }));
    const order = await world.services.placing.place(customer, {
      userId,
      items: [{ productId: shoe.id, quantity: 1 }],
      couponCode: made.code,
    });
    expect(await world.services.coupons.byId(admin(), made._id)).toMatchObject({ uses: 1, remaining: 4 });
    // A retried redemption for the same order (with the coupon as first read) counts nothing more.
    await world.services.coupons.redeem(admin(), {
      coupon: made,
      orderId: order._id,
      userId,
      discountMinor: 500,
      currency: 'USD',
    });
    expect(await world.services.coupons.byId(admin(), made._id)).toMatchObject({ uses: 1, remaining: 4 });

    await world.services.transitions.update(customer, order._id, { status: 'CANCELLED' });
    const cancelled = (await world.orderEvents(order._id)).at(-1)!;
    expect(await world.bus.deliver(cancelled)).toContain('orders-coupons');
    await world.bus.deliver(cancelled);
    expect(await world.services.coupons.byId(admin(), made._id)).toMatchObject({
      uses: 0,
      remaining: 5,
      perCustomer: { [userId]: 0 },
    });
    expect((await world.stored(order._id))!.coupon).toMatchObject({ released: true });
    const events = (await world.models.Coupon.findById(made._id).select('+outbox').lean())!.outbox;
    expect(events.map((event) => [event.type, event.data.orderId])).toEqual([
      ['CouponRedeemedEvent', order._id],
      ['CouponReleasedEvent', order._id],
    ]);
  });

  it('gives the use back when the order cannot be placed (stock short)', async () => {
    const { userId, customer } = await customerAndGoods();
    const scarce = world.peers.addProduct({ priceMinor: 1_000, stock: 1 });
    const made = await world.services.coupons.create(admin(), coupon({ maxUses: 1 }));
    world.peers.failNext('reserve');
    await failure(
      world.services.placing.place(customer, {
        userId,
        items: [{ productId: scarce.id, quantity: 1 }],
        couponCode: made.code,
      }),
    );
    expect(await world.services.coupons.byId(admin(), made._id)).toMatchObject({ uses: 0, remaining: 1 });
  });
});

describe('promotions', () => {
  it('refuses a period that ends before it starts, and a percentage above 100', async () => {
    const now = world.clock.now();
    await expectBadInput(
      world.services.promotions.create(
        admin(),
        promotion({ startsAt: new Date(now), endsAt: new Date(now - 1) }),
      ),
      'endsAt',
      'OUT_OF_RANGE',
    );
    await expectBadInput(
      world.services.promotions.create(
        admin(),
        promotion({ discount: { kind: 'percentOff', percent: '101' } }),
      ),
      'discount.percent',
      'OUT_OF_RANGE',
    );
  });

  it('a flash sale starts and ends on time', async () => {
    const { customer, shoe } = await customerAndGoods();
    const startsAt = world.clock.now() + HOUR;
    const flash = await world.services.promotions.create(
      admin(),
      promotion({
        name: 'Flash',
        type: 'flash_sale',
        startsAt: new Date(startsAt),
        endsAt: new Date(startsAt + HOUR),
        discount: { kind: 'percentOff', percent: '50', productIds: [shoe.id] },
      }),
    );
    const discounts = async () =>
      (await world.services.carts.add(customer, { productId: shoe.id, quantity: 1 })).discounts.map(
        (discount) => [discount.sourceId, discount.amountMinor],
      );
    world.clock.set(startsAt - 1);
    expect(await discounts()).toEqual([]);
    world.clock.set(startsAt);
    // Two shoes in the cart by now: 50 % of 100.00.
    expect(await discounts()).toEqual([[flash._id, 5_000]]);
    world.clock.set(startsAt + HOUR);
    expect(await discounts()).toEqual([]);
  });
});
