import { describe, expect, it } from 'vitest';
import {
  allocate,
  basisPointsOf,
  computeTotals,
  refundOfReturn,
  refundOfUnits,
  type DiscountSource,
  type PricedTotals,
  type PricingInput,
} from '../../../subgraphs/orders/pricing/totals';
import { reversedShare } from '../../../subgraphs/orders/loyalty/loyalty-service';
import { taxRateFor } from '../../../subgraphs/orders/pricing/tax-rates';

const promo: DiscountSource = { kind: 'promotion', id: 'p1', name: 'Spring' };
const coupon: DiscountSource = { kind: 'coupon', id: 'c1', name: 'SAVE10' };
const points: DiscountSource = { kind: 'loyalty', id: 'points', name: '500 points' };

/** The invariants every result must keep, whatever the case. */
function expectConsistent(result: PricedTotals): void {
  const sum = (pick: (line: PricedTotals['lines'][number]) => number) =>
    result.lines.reduce((total, line) => total + pick(line), 0);
  expect(sum((line) => line.grossMinor)).toBe(result.subtotalMinor);
  expect(sum((line) => line.discountMinor)).toBe(result.discountMinor);
  expect(sum((line) => line.taxMinor)).toBe(result.taxMinor);
  for (const line of result.lines) {
    expect(line.lineTotalMinor).toBe(line.grossMinor - line.discountMinor + line.taxMinor);
    expect(line.discountMinor).toBeLessThanOrEqual(line.grossMinor);
    expect(line.discountMinor).toBeGreaterThanOrEqual(0);
  }
  expect(result.totalMinor).toBe(
    result.subtotalMinor - result.discountMinor + result.shippingMinor + result.taxMinor,
  );
  expect(result.totalMinor).toBe(sum((line) => line.lineTotalMinor) + result.shippingMinor);
  expect(result.totalMinor).toBeGreaterThanOrEqual(0);
  const applied = result.applied.reduce(
    (total, discount) => ({ ...total, [discount.target]: total[discount.target] + discount.amountMinor }),
    { items: 0, shipping: 0 },
  );
  expect(applied).toEqual({ items: result.discountMinor, shipping: result.shippingDiscountMinor });
}

// Each row was worked out by hand; the comment beside it shows the arithmetic.
const cases: Array<{
  name: string;
  input: PricingInput;
  lines: Array<[discount: number, tax: number, lineTotal: number]>;
  totals: { subtotal: number; discounts: number; shipping: number; tax: number; total: number };
}> = [
  {
    name: 'no discount, no tax, no shipping',
    input: { lines: [{ key: 'a', unitPriceMinor: 1999, quantity: 2 }] },
    lines: [[0, 0, 3998]],
    totals: { subtotal: 3998, discounts: 0, shipping: 0, tax: 0, total: 3998 },
  },
  {
    // 2 × 10.00 + 1 × 5.00; tax 7.25 %: 20.00 → 1.45, 5.00 → 0.3625 → 0.36; shipping 6.74 untaxed.
    name: 'tax per line, rounded half up, shipping untaxed',
    input: {
      lines: [
        { key: 'a', unitPriceMinor: 1000, quantity: 2 },
        { key: 'b', unitPriceMinor: 500, quantity: 1 },
      ],
      shippingMinor: 674,
      taxRateBasisPoints: 725,
    },
    lines: [
      [0, 145, 2145],
      [0, 36, 536],
    ],
    totals: { subtotal: 2500, discounts: 0, shipping: 674, tax: 181, total: 3355 },
  },
  {
    // 10.00 off 3 lines of 10.00, 10.00, 10.00: exact parts 3.333…, remainders equal → the first line gets
    // the extra cent: 3.34, 3.33, 3.33.
    name: 'order discount by largest remainder, ties to the earlier line',
    input: {
      lines: [
        { key: 'a', unitPriceMinor: 1000, quantity: 1 },
        { key: 'b', unitPriceMinor: 1000, quantity: 1 },
        { key: 'c', unitPriceMinor: 1000, quantity: 1 },
      ],
      discounts: [{ source: coupon, target: 'order', amountMinor: 1000 }],
    },
    lines: [
      [334, 0, 666],
      [333, 0, 667],
      [333, 0, 667],
    ],
    totals: { subtotal: 3000, discounts: 1000, shipping: 0, tax: 0, total: 2000 },
  },
  {
    // 1.00 off lines 0.10 and 0.20 and 0.70: exact 10, 20, 70 cents.
    name: 'order discount in proportion to each line',
    input: {
      lines: [
        { key: 'a', unitPriceMinor: 10, quantity: 1 },
        { key: 'b', unitPriceMinor: 20, quantity: 1 },
        { key: 'c', unitPriceMinor: 35, quantity: 2 },
      ],
      discounts: [{ source: coupon, target: 'order', amountMinor: 50 }],
    },
    // 50 × 10/100 = 5, 50 × 20/100 = 10, 50 × 70/100 = 35.
    lines: [
      [5, 0, 5],
      [10, 0, 10],
      [35, 0, 35],
    ],
    totals: { subtotal: 100, discounts: 50, shipping: 0, tax: 0, total: 50 },
  },
  {
    // Promotion 20 % off line a (40.00 → 8.00); then a 5.00 coupon over what is left: a 32.00, b 8.00, total
    // 40.00 → a 4.00, b 1.00. Tax 20 %: a (40 - 12) = 28.00 → 5.60, b (8 - 1) = 7.00 → 1.40.
    name: 'line discount, then an order discount over what is left, then tax',
    input: {
      lines: [
        { key: 'a', unitPriceMinor: 2000, quantity: 2 },
        { key: 'b', unitPriceMinor: 800, quantity: 1 },
      ],
      discounts: [
        { source: promo, target: 'lines', amounts: { a: 800 } },
        { source: coupon, target: 'order', amountMinor: 500 },
      ],
      taxRateBasisPoints: 2000,
    },
    lines: [
      [1200, 560, 3360],
      [100, 140, 840],
    ],
    totals: { subtotal: 4800, discounts: 1300, shipping: 0, tax: 700, total: 4200 },
  },
  {
    // 100.00 coupon on a 30.00 order: capped at 30.00, total 0 + shipping 5.00; tax 0 on nothing.
    name: 'a discount larger than the order is capped: nothing negative',
    input: {
      lines: [{ key: 'a', unitPriceMinor: 3000, quantity: 1 }],
      discounts: [
        { source: coupon, target: 'order', amountMinor: 10_000 },
        { source: points, target: 'order', amountMinor: 500 },
      ],
      shippingMinor: 500,
      taxRateBasisPoints: 725,
    },
    lines: [[3000, 0, 0]],
    totals: { subtotal: 3000, discounts: 3000, shipping: 500, tax: 0, total: 500 },
  },
  {
    // Free shipping takes the 6.74 rate off; 2.00 off only line b (eligible) of 5.00 → 3.00.
    name: 'free shipping and a discount limited to some lines',
    input: {
      lines: [
        { key: 'a', unitPriceMinor: 1000, quantity: 1 },
        { key: 'b', unitPriceMinor: 500, quantity: 1 },
      ],
      discounts: [
        { source: promo, target: 'shipping', amountMinor: 674 },
        { source: coupon, target: 'order', amountMinor: 200, lineKeys: ['b'] },
      ],
      shippingMinor: 674,
    },
    lines: [
      [0, 0, 1000],
      [200, 0, 300],
    ],
    totals: { subtotal: 1500, discounts: 200, shipping: 0, tax: 0, total: 1300 },
  },
  {
    // JPY has no minor digits: ¥1,000 × 3, 10 % tax → ¥300; ¥100 off spread 1000:1000:1000 → 34, 33, 33.
    name: 'a zero-exponent currency',
    input: {
      lines: [
        { key: 'a', unitPriceMinor: 1000, quantity: 1 },
        { key: 'b', unitPriceMinor: 1000, quantity: 1 },
        { key: 'c', unitPriceMinor: 1000, quantity: 1 },
      ],
      discounts: [{ source: coupon, target: 'order', amountMinor: 100 }],
      taxRateBasisPoints: 1000,
    },
    // a: 1000 - 34 = 966 → 96.6 → 97; b, c: 967 → 96.7 → 97.
    lines: [
      [34, 97, 1063],
      [33, 97, 1064],
      [33, 97, 1064],
    ],
    totals: { subtotal: 3000, discounts: 100, shipping: 0, tax: 291, total: 3191 },
  },
];

describe('computeTotals', () => {
  it.each(cases)('$name', ({ input, lines, totals }) => {
    const result = computeTotals(input);
    expectConsistent(result);
    expect(result.lines.map((line) => [line.discountMinor, line.taxMinor, line.lineTotalMinor])).toEqual(
      lines,
    );
    expect({
      subtotal: result.subtotalMinor,
      discounts: result.discountMinor,
      shipping: result.shippingMinor,
      tax: result.taxMinor,
      total: result.totalMinor,
    }).toEqual(totals);
  });

  it('records what each discount actually took, and leaves out one that took nothing', () => {
    const result = computeTotals({
      lines: [{ key: 'a', unitPriceMinor: 1000, quantity: 1 }],
      discounts: [
        { source: promo, target: 'lines', amounts: { a: 700 } },
        { source: coupon, target: 'order', amountMinor: 500 },
        { source: points, target: 'order', amountMinor: 100 },
        { source: promo, target: 'shipping', amountMinor: 300 },
      ],
    });
    expect(result.applied).toEqual([
      { source: promo, target: 'items', amountMinor: 700 },
      { source: coupon, target: 'items', amountMinor: 300 },
    ]);
  });

  it('keeps the invariants on many generated orders', () => {
    let seed = 7;
    const next = (max: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed % max;
    };
    for (let round = 0; round < 300; round++) {
      const lines = Array.from({ length: 1 + next(20) }, (_, at) => ({
        key: `l${at}`,
        unitPriceMinor: next(100_000),
        quantity: 1 + next(9),
      }));
      const result = computeTotals({
        lines,
        discounts: [
          { source: promo, target: 'lines', amounts: { l0: next(50_000) } },
          { source: coupon, target: 'order', amountMinor: next(200_000) },
          { source: points, target: 'order', amountMinor: next(5_000), lineKeys: ['l0', 'l1'] },
          { source: promo, target: 'shipping', amountMinor: next(1_000) },
        ],
        shippingMinor: next(3_000),
        taxRateBasisPoints: next(2_600),
      });
      expectConsistent(result);
    }
  });

  it('refuses amounts that are not integer minor units', () => {
    expect(() => computeTotals({ lines: [{ key: 'a', unitPriceMinor: 9.99, quantity: 1 }] })).toThrow(
      RangeError,
    );
    expect(() => computeTotals({ lines: [{ key: 'a', unitPriceMinor: 100, quantity: 0 }] })).toThrow(
      RangeError,
    );
    expect(() =>
      computeTotals({ lines: [{ key: 'a', unitPriceMinor: 100, quantity: 1 }], shippingMinor: -1 }),
    ).toThrow(RangeError);
  });
});

describe('allocate and rounding', () => {
  it.each([
    [100, [1, 1, 1], [34, 33, 33]],
    [2, [1, 1, 1], [1, 1, 0]],
    [10, [0, 5, 5], [0, 5, 5]],
    [7, [3, 4], [3, 4]],
    [0, [4, 4], [0, 0]],
    [999_999_999_999, [999_999_999_999, 1], [999_999_999_998, 1]],
  ])('allocate(%d, %j) = %j', (amount, weights, shares) => {
    expect(allocate(amount, weights)).toEqual(shares);
  });

  it.each([
    [2000, 725, 145],
    [500, 725, 36],
    [50, 1000, 5],
    [5, 1000, 1],
    [4, 1250, 1],
    [3, 1250, 0],
  ])('basisPointsOf(%d, %d) = %d', (amount, rate, expected) => {
    expect(basisPointsOf(amount, rate)).toBe(expected);
  });
});

describe('refundOfUnits', () => {
  // A line of 3 × 10.00 with 3.34 off and 1.93 tax: total 28.59. Cumulative shares, rounded half up:
  // discount 334 / 3 = 111.33 → 111, × 2 = 222.67 → 223, × 3 = 334; tax 193 / 3 = 64.33 → 64, 128.67 → 129, 193.
  const line = { quantity: 3, unitPriceMinor: 1000, discountMinor: 334, taxMinor: 193 };
  const refund = (before: number, quantity: number) => {
    const { discountMinor, taxMinor, refundMinor } = refundOfUnits(line, before, quantity);
    return [discountMinor, taxMinor, refundMinor];
  };
  it.each([
    // before, quantity → discount, tax, refund
    [0, 3, [334, 193, 3000 - 334 + 193]],
    [0, 1, [111, 64, 1000 - 111 + 64]],
    // 223 - 111 = 112; 129 - 64 = 65: 10.00 - 1.12 + 0.65 = 9.53.
    [1, 1, [112, 65, 953]],
    // 334 - 223 = 111; 193 - 129 = 64.
    [2, 1, [111, 64, 953]],
    [0, 2, [223, 129, 2000 - 223 + 129]],
    // 334 - 111 = 223; 193 - 64 = 129.
    [1, 2, [223, 129, 1906]],
    [3, 0, [0, 0, 0]],
  ])('%d returned before, %d now → %j', (before, quantity, expected) => {
    expect(refund(before, quantity)).toEqual(expected);
  });

  it.each([
    // 2 × 5.00, tax 0.03: 1.5 → 2 for the first unit, 3 - 2 = 1 for the second. Per unit rounded half up on
    // its own, each unit would refund 5.02: 10.04 for a line that charged 10.03.
    {
      line: { quantity: 2, unitPriceMinor: 500, discountMinor: 0, taxMinor: 3 },
      splits: [1, 1],
      refunds: [502, 501],
    },
    // 3 × 0.10, tax 0.02 (30 × 7.25 % = 2.175 → 2): cumulative 0.67 → 1, 1.33 → 1, 2: 11, 10, 11 = 32.
    {
      line: { quantity: 3, unitPriceMinor: 10, discountMinor: 0, taxMinor: 2 },
      splits: [1, 1, 1],
      refunds: [11, 10, 11],
    },
    // 4 × 2.50 with 0.10 off, tax 0.07: discount after 1, 3, 4 units 2.5 → 3, 7.5 → 8, 10; tax 1.75 → 2, 5.25 → 5, 7.
    // 250 - 3 + 2 = 249; 500 - (8 - 3) + (5 - 2) = 498; 250 - 2 + 2 = 250: 997 = 1000 - 10 + 7.
    {
      line: { quantity: 4, unitPriceMinor: 250, discountMinor: 10, taxMinor: 7 },
      splits: [1, 2, 1],
      refunds: [249, 498, 250],
    },
  ])(
    'units given back in parts refund the line total exactly: $splits → $refunds',
    ({ line, splits, refunds }) => {
      let before = 0;
      const given = splits.map((quantity) => {
        const { refundMinor } = refundOfUnits(line, before, quantity);
        before += quantity;
        return refundMinor;
      });
      expect(given).toEqual(refunds);
      expect(given.reduce((sum, amount) => sum + amount, 0)).toBe(
        line.quantity * line.unitPriceMinor - line.discountMinor + line.taxMinor,
      );
    },
  );

  it('refuses more units than are left, and impossible counts', () => {
    expect(() => refundOfUnits(line, 2, 2)).toThrow(RangeError);
    expect(() => refundOfUnits(line, 4, 0)).toThrow(RangeError);
    expect(() => refundOfUnits(line, 0, 1.5)).toThrow(RangeError);
    expect(() => refundOfUnits(line, -1, 1)).toThrow(RangeError);
  });
});

describe('refundOfReturn', () => {
  // 2 × 20.00 and 3 × 2.50 to California (7.25 %), shipping 6.74:
  // a: 40.00, tax 2.90, total 42.90; b: 7.50, tax 0.54375 → 0.54, total 8.04; order 42.90 + 8.04 + 6.74 = 57.68.
  const order = computeTotals({
    lines: [
      { key: 'a', unitPriceMinor: 2000, quantity: 2 },
      { key: 'b', unitPriceMinor: 250, quantity: 3 },
    ],
    shippingMinor: 674,
    taxRateBasisPoints: 725,
  });
  const lines = (returned: Record<string, number>) =>
    order.lines.map((line) => ({ ...line, returnedBefore: returned[line.key] ?? 0 }));

  it('refunds the shipping only with the return that brings back the last unit', () => {
    expect(order.totalMinor).toBe(5768);
    // One lamp: 20.00 + 1.45 tax.
    const first = refundOfReturn({
      lines: lines({}),
      returning: [{ key: 'a', quantity: 1 }],
      shippingMinor: 674,
    });
    expect(first).toEqual({
      lines: [
        { key: 'a', quantity: 1, grossMinor: 2000, discountMinor: 0, taxMinor: 145, refundMinor: 2145 },
      ],
      shippingMinor: 0,
      refundMinor: 2145,
    });
    // The three bulbs: their line total, 8.04; a lamp is still out, so no shipping.
    const second = refundOfReturn({
      lines: lines({ a: 1 }),
      returning: [{ key: 'b', quantity: 3 }],
      shippingMinor: 674,
    });
    expect([second.refundMinor, second.shippingMinor]).toEqual([804, 0]);
    // The last lamp: 21.45 + the 6.74 shipping = 28.19; 21.45 + 8.04 + 28.19 = 57.68, the order's total.
    const last = refundOfReturn({
      lines: lines({ a: 1, b: 3 }),
      returning: [{ key: 'a', quantity: 1 }],
      shippingMinor: 674,
    });
    expect([last.refundMinor, last.shippingMinor]).toEqual([2819, 674]);
    expect(first.refundMinor + second.refundMinor + last.refundMinor).toBe(order.totalMinor);
    // Everything at once: the order's total.
    const whole = refundOfReturn({
      lines: lines({}),
      returning: [
        { key: 'a', quantity: 2 },
        { key: 'b', quantity: 3 },
      ],
      shippingMinor: 674,
    });
    expect(whole.refundMinor).toBe(5768);
  });

  it('gives back exactly what generated orders charged, however their units come back', () => {
    let seed = 11;
    const next = (max: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed % max;
    };
    for (let round = 0; round < 200; round++) {
      const priced = computeTotals({
        lines: Array.from({ length: 1 + next(6) }, (_, at) => ({
          key: `l${at}`,
          unitPriceMinor: next(20_000),
          quantity: 1 + next(7),
        })),
        discounts: [{ source: coupon, target: 'order', amountMinor: next(30_000) }],
        shippingMinor: next(2_000),
        taxRateBasisPoints: next(2_600),
      });
      const returned: Record<string, number> = {};
      let refunded = 0;
      while (priced.lines.some((line) => (returned[line.key] ?? 0) < line.quantity)) {
        const open = priced.lines.filter((line) => (returned[line.key] ?? 0) < line.quantity);
        const picked = open.filter(() => next(2) === 0);
        const returning = (picked.length ? picked : [open[0]!]).map((line) => ({
          key: line.key,
          quantity: 1 + next(line.quantity - (returned[line.key] ?? 0)),
        }));
        const refund = refundOfReturn({
          lines: priced.lines.map((line) => ({ ...line, returnedBefore: returned[line.key] ?? 0 })),
          returning,
          shippingMinor: priced.shippingMinor,
        });
        for (const line of refund.lines) expect(line.refundMinor).toBeGreaterThanOrEqual(0);
        refunded += refund.refundMinor;
        expect(refunded).toBeLessThanOrEqual(priced.totalMinor);
        for (const { key, quantity } of returning) returned[key] = (returned[key] ?? 0) + quantity;
      }
      expect(refunded).toBe(priced.totalMinor);
    }
  });

  it('refuses a line the order does not have, or named twice', () => {
    expect(() =>
      refundOfReturn({ lines: lines({}), returning: [{ key: 'z', quantity: 1 }], shippingMinor: 674 }),
    ).toThrow(RangeError);
    expect(() =>
      refundOfReturn({
        lines: lines({}),
        returning: [
          { key: 'a', quantity: 1 },
          { key: 'a', quantity: 1 },
        ],
        shippingMinor: 674,
      }),
    ).toThrow(RangeError);
  });
});

describe('reversedShare (loyalty points taken back by refunds)', () => {
  it.each([
    // earned, refunded so far, total → points
    [1210, 60_000, 120_000, 605],
    // 3 × 1/2 = 1.5 → 2 after half, 3 after all: the second refund takes 1 (each half on its own would take 2 + 2).
    [3, 50, 100, 2],
    [3, 100, 100, 3],
    // 10 × 1/3 = 3.33 → 3; 2/3 = 6.67 → 7; all: 10.
    [10, 1_000, 3_000, 3],
    [10, 2_000, 3_000, 7],
    [10, 3_000, 3_000, 10],
    // More than the order's total (staff refunded beyond it) takes back no more than everything.
    [10, 4_000, 3_000, 10],
  ])('%d earned, %d of %d refunded → %d', (earned, refunded, total, points) => {
    expect(reversedShare(earned, refunded, total)).toBe(points);
  });
});

describe('taxRateFor', () => {
  it.each([
    [{ country: 'US', state: 'CA' }, 725],
    [{ country: 'us', state: 'ny' }, 400],
    [{ country: 'US', state: 'OR' }, 0],
    [{ country: 'CA', state: 'ON' }, 1300],
    [{ country: 'CA', state: 'AB' }, 500],
    [{ country: 'DE' }, 1900],
    [{ country: 'ZZ' }, 0],
    [null, 0],
  ])('%j → %d basis points', (destination, rate) => {
    expect(taxRateFor(destination)).toBe(rate);
  });
});
