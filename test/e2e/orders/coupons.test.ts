import { beforeAll, describe, expect, it } from 'vitest';
import {
  adminCaller,
  createUser,
  createWarehouse,
  stockedProduct,
  stockOf,
  type Caller,
} from '../../../testing/fixtures';
import { graphql, graphqlOk, startTestStack } from '../../../testing/harness';
import type { Stack } from '../../../stack';
import { gql } from '../../../testing/__generated__';

/**
 * Coupons through the whole stack: Max Uses holds when 200 orders race for the last 50 uses, every loser
 * is told COUPON_USED_UP with nothing reserved, and a cancelled order gives its use back through the
 * event bus.
 */
let stack: Stack;
let admin: Caller;

const CREATE_COUPON = gql(
  `mutation CouponsCreateCoupon($input: CouponInput!) { createCoupon(input: $input) { id code remainingUses } }`,
);
const COUPON = gql(`query CouponsCoupon($code: String!) { coupon(code: $code) { uses remainingUses } }`);
const PLACE = gql(
  `mutation CouponsCreateOrder($input: CreateOrderInput!) { createOrder(input: $input) { id couponCode amounts { subtotal { amount } discounts { amount } total { amount } } discounts { kind name amount { amount } } items { discountAmount } } }`,
);
const CANCEL = gql(
  `mutation CouponsCancelOrder($id: ID!) { updateOrder(id: $id, input: { status: CANCELLED }) { status } }`,
);

beforeAll(async () => {
  stack = await startTestStack({ env: { FIELD_RATE_LIMITS: 'false', EVENTS_POLL_MS: '50' } });
  admin = await adminCaller(stack);
}, 120_000);

describe('coupon redemption under concurrency', () => {
  it('200 concurrent orders on a coupon with 50 uses left: exactly 50 discounted, the rest COUPON_USED_UP', async () => {
    const warehouse = await createWarehouse(admin);
    const product = await stockedProduct(admin, [warehouse], 1_000, { price: '20.00' });
    const customers = await Promise.all(Array.from({ length: 10 }, () => createUser(admin)));
    const { createCoupon } = await graphqlOk(admin, CREATE_COUPON, {
      input: {
        code: `RACE-${Date.now().toString(36)}`,
        discountType: 'PERCENTAGE',
        discountValue: '25',
        maxUses: 60,
      },
    });
    const place = (index: number) =>
      graphql(admin, PLACE, {
        input: {
          userId: customers[index % customers.length]!.id,
          items: [{ productId: product.id, quantity: 1 }],
          couponCode: createCoupon.code,
        },
      });
    // Ten uses go first, one by one: 50 are left when the race starts.
    for (let index = 0; index < 10; index++) expect((await place(index)).errors).toBeUndefined();
    expect((await graphqlOk(admin, COUPON, { code: createCoupon.code })).coupon).toEqual({
      uses: 10,
      remainingUses: 50,
    });

    const results = await Promise.all(Array.from({ length: 200 }, (_, index) => place(index)));
    const placed = results.flatMap((result) => (result.data?.createOrder ? [result.data.createOrder] : []));
    const refused = results.flatMap((result) => result.errors ?? []);
    expect(placed).toHaveLength(50);
    expect(refused).toHaveLength(150);
    expect(new Set(refused.map((error) => error.extensions?.code))).toEqual(new Set(['COUPON_USED_UP']));
    for (const order of placed) {
      expect(order.amounts).toEqual({
        subtotal: { amount: '20.00' },
        discounts: { amount: '5.00' },
        total: { amount: '15.00' },
      });
      expect(order.discounts).toEqual([
        { kind: 'COUPON', name: createCoupon.code, amount: { amount: '5.00' } },
      ]);
      expect(order.items).toEqual([{ discountAmount: 5 }]);
    }
    expect((await graphqlOk(admin, COUPON, { code: createCoupon.code })).coupon).toEqual({
      uses: 60,
      remainingUses: 0,
    });
    // Only the 60 placed orders hold stock: the refused ones released theirs.
    expect(await stockOf(admin, product.id)).toEqual({ available: 940, reserved: 60 });

    // A cancelled order gives its use back (the coupon consumer, through the event bus).
    await graphqlOk(admin, CANCEL, { id: placed[0]!.id });
    await expect
      .poll(async () => (await graphqlOk(admin, COUPON, { code: createCoupon.code })).coupon, {
        timeout: 15_000,
      })
      .toEqual({ uses: 59, remainingUses: 1 });
  }, 240_000);
});
