import { describe, expect, it } from 'vitest';
import {
  applicationOf,
  decideDiscounts,
  type Offer,
  type OfferLine,
} from '../../../subgraphs/orders/pricing/offers';
import { computeTotals } from '../../../subgraphs/orders/pricing/totals';

const lines: OfferLine[] = [
  { key: 'shoe', productId: 'p-shoe', categoryId: 'footwear', unitPriceMinor: 5_000, quantity: 1 },
  { key: 'sock', productId: 'p-sock', categoryId: 'socks', unitPriceMinor: 500, quantity: 4 },
  { key: 'tee', productId: 'p-tee', categoryId: 'apparel', unitPriceMinor: 2_000, quantity: 2 },
];
// Subtotal: 50.00 + 20.00 + 40.00 = 110.00.

function offer(id: string, rule: Offer['rule'], fields: Partial<Offer> = {}): Offer {
  return { source: { kind: 'promotion', id, name: id }, rule, priority: 0, combinable: true, ...fields };
}

const ids = (discounts: ReturnType<typeof decideDiscounts>) =>
  discounts.map((discount) => discount.source.id);

describe('discount rules', () => {
  it('percent off a category: per line, rounded half up', () => {
    // 15 % of 40.00 = 6.00.
    expect(
      applicationOf(
        offer('a', { kind: 'percentOff', basisPoints: 1_500, categoryIds: ['apparel'] }),
        lines,
        0,
      ),
    ).toMatchObject({ target: 'lines', amounts: { tee: 600 } });
  });

  it('buy 3 get 1 free: the cheapest matching units are free', () => {
    // 4 socks at 5.00 and 2 tees at 20.00 → 6 units → one free unit, the cheapest: a sock.
    expect(
      applicationOf(
        offer('b', {
          kind: 'buyXGetY',
          buy: 3,
          get: 1,
          basisPoints: 10_000,
          categoryIds: ['socks', 'apparel'],
        }),
        lines,
        0,
      ),
    ).toMatchObject({ target: 'lines', amounts: { sock: 500 } });
  });

  it('spend and save applies from its threshold; free shipping takes the rate', () => {
    expect(
      applicationOf(
        offer('c', { kind: 'spendAndSave', thresholdMinor: 11_000, amountMinor: 1_000 }),
        lines,
        0,
      ),
    ).toMatchObject({ target: 'order', amountMinor: 1_000 });
    expect(
      applicationOf(
        offer('c', { kind: 'spendAndSave', thresholdMinor: 11_001, amountMinor: 1_000 }),
        lines,
        0,
      ),
    ).toBeNull();
    expect(
      applicationOf(offer('d', { kind: 'freeShipping', minSubtotalMinor: 0 }), lines, 674),
    ).toMatchObject({
      target: 'shipping',
      amountMinor: 674,
    });
  });

  it('a rule scoped to items the order lacks gives nothing', () => {
    expect(
      applicationOf(offer('e', { kind: 'amountOff', amountMinor: 100, productIds: ['p-none'] }), lines, 0),
    ).toBeNull();
  });
});

describe('stacking', () => {
  const tenOff = offer('ten', { kind: 'percentOff', basisPoints: 1_000 }, { priority: 1 }); // 11.00
  const fiveOff = offer('five', { kind: 'amountOff', amountMinor: 500 }, { priority: 5 }); // 5.00
  const shipping = offer('ship', { kind: 'freeShipping', minSubtotalMinor: 5_000 });

  it('combinable promotions apply by priority, highest first; then the coupon; then points', () => {
    const coupon = offer('coupon', { kind: 'amountOff', amountMinor: 300 });
    const discounts = decideDiscounts({
      lines,
      shippingMinor: 674,
      promotions: [tenOff, shipping, fiveOff],
      coupon,
      points: { source: { kind: 'loyalty', id: 'points', name: '200 points' }, amountMinor: 200 },
    });
    expect(ids(discounts)).toEqual(['five', 'ten', 'ship', 'coupon', 'points']);
    const totals = computeTotals({ lines, discounts, shippingMinor: 674 });
    // 5.00 + 11.00 + 3.00 + 2.00 off the items; shipping free.
    expect(totals.discountMinor).toBe(2_100);
    expect(totals.shippingMinor).toBe(0);
    expect(totals.totalMinor).toBe(11_000 - 2_100);
  });

  it('of a best-of group only the largest saving applies', () => {
    const a = { ...tenOff, group: 'season' };
    const b = { ...fiveOff, group: 'season' };
    expect(ids(decideDiscounts({ lines, shippingMinor: 0, promotions: [b, a] }))).toEqual(['ten']);
  });

  it('an exclusive promotion applies alone: the highest priority wins, ties to the larger saving', () => {
    const flash = offer(
      'flash',
      { kind: 'percentOff', basisPoints: 2_000 },
      { combinable: false, priority: 3 },
    );
    const clearance = offer(
      'clear',
      { kind: 'percentOff', basisPoints: 5_000 },
      { combinable: false, priority: 3 },
    );
    const low = offer('low', { kind: 'percentOff', basisPoints: 9_000 }, { combinable: false, priority: 1 });
    expect(
      ids(decideDiscounts({ lines, shippingMinor: 0, promotions: [tenOff, flash, low, fiveOff] })),
    ).toEqual(['flash']);
    expect(ids(decideDiscounts({ lines, shippingMinor: 0, promotions: [flash, clearance] }))).toEqual([
      'clear',
    ]);
  });

  it('a promotion that saves nothing is left out', () => {
    expect(
      ids(
        decideDiscounts({
          lines,
          shippingMinor: 0,
          promotions: [
            shipping,
            offer('x', { kind: 'spendAndSave', thresholdMinor: 99_999, amountMinor: 5 }),
          ],
        }),
      ),
    ).toEqual([]);
  });
});
