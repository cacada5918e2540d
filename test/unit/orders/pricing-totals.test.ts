import { describe, expect, it } from 'vitest';
import {
  allocate,
  basisPointsOf,
  computeTotals,
  refundOfLine,
  type DiscountSource,
  type PricedTotals,
  type PricingInput,
} from '../../../subgraphs/orders/pricing/totals';
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

describe('refundOfLine', () => {
  // A line of 3 × 10.00 with 3.34 off and 1.93 tax: total 28.59.
  const line = { quantity: 3, unitPriceMinor: 1000, discountMinor: 334, taxMinor: 193 };
  it('gives back the whole line total for all units', () => {
    expect(refundOfLine(line, 3)).toEqual({
      refundMinor: 3000 - 334 + 193,
      discountMinor: 334,
      taxMinor: 193,
    });
  });
  it('pro-rates the discount and tax for some units', () => {
    // 334 / 3 = 111.33 → 111; 193 / 3 = 64.33 → 64: 10.00 - 1.11 + 0.64 = 9.53.
    expect(refundOfLine(line, 1)).toEqual({ refundMinor: 953, discountMinor: 111, taxMinor: 64 });
    // 668 / 3 = 222.67 → 223; 386 / 3 = 128.67 → 129: 20.00 - 2.23 + 1.29 = 19.06.
    expect(refundOfLine(line, 2)).toEqual({ refundMinor: 1906, discountMinor: 223, taxMinor: 129 });
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
