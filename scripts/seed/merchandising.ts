import type { PriceRuleRecord } from '../../subgraphs/catalog/price-rules/rules';
import type { CouponRecord } from '../../subgraphs/orders/coupons/model';
import { pointsEarned } from '../../subgraphs/orders/loyalty/loyalty-service';
import type { LoyaltyAccountRecord } from '../../subgraphs/orders/loyalty/model';
import type { PromotionRecord } from '../../subgraphs/orders/promotions/model';
import { SEED_CLOCK } from './plan';

/**
 * The sample merchandising: two coupons, a promotion running from the sample shop's clock for years, a
 * flash sale scheduled later, and the loyalty accounts the delivered sample orders earned. Fixed ids and
 * dates, so a rerun writes the same documents.
 */
const YEAR = 365 * 86_400_000;

/**
 * WELCOME10: 10 % off apparel and footwear (`wardrobeCategoryIds`, their leaf categories) from 25.00, once
 * per customer; SAVE5: 5.00 off any order from 50.00, 1,000 uses.
 */
export function planCoupons(
  wardrobeCategoryIds: readonly string[],
): Array<Omit<CouponRecord, 'orders' | 'perCustomer'>> {
  const base = {
    currency: 'USD',
    validFrom: SEED_CLOCK,
    validTo: new Date(SEED_CLOCK.getTime() + 10 * YEAR),
    categoryIds: [],
    active: true,
    uses: 0,
    createdAt: SEED_CLOCK,
    updatedAt: SEED_CLOCK,
  };
  return [
    {
      ...base,
      _id: 'seed-coupon-welcome10',
      code: 'WELCOME10',
      name: '10 % off apparel and footwear',
      discountType: 'percentage',
      value: 1_000,
      maxUses: null,
      remaining: null,
      perCustomerLimit: 1,
      minOrderMinor: 2_500,
      categoryIds: [...wardrobeCategoryIds],
    },
    {
      ...base,
      _id: 'seed-coupon-save5',
      code: 'SAVE5',
      name: '5.00 off orders from 50.00',
      discountType: 'fixed',
      value: 500,
      maxUses: 1_000,
      remaining: 1_000,
      perCustomerLimit: null,
      minOrderMinor: 5_000,
    },
  ];
}

export function planPromotions(flashCategoryId: string): PromotionRecord[] {
  const everyone = { newCustomers: false, tiers: [], groups: [] };
  return [
    {
      _id: 'seed-promotion-spend-and-save',
      name: 'Spend 100, save 10',
      type: 'seasonal',
      startsAt: SEED_CLOCK,
      endsAt: new Date(SEED_CLOCK.getTime() + 10 * YEAR),
      rule: { kind: 'spendAndSave', thresholdMinor: 10_000, amountMinor: 1_000 },
      currency: 'USD',
      priority: 10,
      combinable: true,
      group: null,
      targeting: everyone,
      active: true,
      createdAt: SEED_CLOCK,
      updatedAt: SEED_CLOCK,
    },
    {
      _id: 'seed-promotion-flash-sale',
      name: 'Flash sale: 30 % off',
      type: 'flash_sale',
      // A day, well after the sample shop's clock: scheduled, not running.
      startsAt: new Date(SEED_CLOCK.getTime() + 5 * YEAR),
      endsAt: new Date(SEED_CLOCK.getTime() + 5 * YEAR + 86_400_000),
      rule: { kind: 'percentOff', basisPoints: 3_000, productIds: [], categoryIds: [flashCategoryId] },
      currency: 'USD',
      priority: 20,
      combinable: false,
      group: null,
      targeting: everyone,
      active: true,
      createdAt: SEED_CLOCK,
      updatedAt: SEED_CLOCK,
    },
  ];
}

/** A delivered sample order, as loyalty credits it. */
export interface DeliveredOrder {
  id: string;
  userEmail: string;
  /** What was paid for the items (after discounts, before shipping and tax). */
  paidMinor: number;
  deliveredAt: Date;
}

/**
 * The loyalty accounts the sample orders earned: every customer with a delivered order gets what the
 * loyalty consumer would have credited on each delivery (`earn:<order>`, the program's points), so each
 * balance is its ledger's sum and a later refund of a sample order takes its points back like any other.
 * The sample's spending puts customers in every tier (Bronze, Silver and Gold).
 */
export function planLoyalty(
  delivered: readonly DeliveredOrder[],
  idOf: (email: string) => string,
): LoyaltyAccountRecord[] {
  const byCustomer = new Map<string, DeliveredOrder[]>();
  for (const order of delivered)
    byCustomer.set(order.userEmail, [...(byCustomer.get(order.userEmail) ?? []), order]);
  return [...byCustomer.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([email, orders]) => {
      const ledger = [...orders]
        .sort((a, b) => a.deliveredAt.getTime() - b.deliveredAt.getTime() || (a.id < b.id ? -1 : 1))
        .map((order) => ({
          key: `earn:${order.id}`,
          kind: 'earn' as const,
          points: pointsEarned(order.paidMinor, 'USD'),
          orderId: order.id,
          reason: 'order delivered',
          actor: 'service:seed',
          at: order.deliveredAt,
        }));
      const points = ledger.reduce((sum, entry) => sum + entry.points, 0);
      return {
        _id: idOf(email),
        balance: points,
        lifetimePoints: points,
        ledger,
        createdAt: ledger[0]!.at,
        updatedAt: ledger.at(-1)!.at,
      };
    });
}

/** The customer group the sample trade price is for. */
export const SEED_TRADE_GROUP = 'trade';

/** What a sample product's price rules add to its document. */
export interface PlannedPriceRules {
  priceRules: PriceRuleRecord[];
  nextPriceChangeAt: Date | null;
}

/**
 * Price rules on the first three active sample products: quantity tiers (10 % off from 10 units, 20 % from
 * 50), a price for the `trade` customer group (15 % off), and a sale at 25 % off for a week, scheduled well
 * after the sample shop's clock. Keyed by product id.
 */
export function planPriceRules(
  products: ReadonlyArray<{ id: string; listPriceMinor: number; status: string }>,
): Map<string, PlannedPriceRules> {
  const [tiered, trade, scheduled] = products.filter((product) => product.status === 'active');
  const off = (product: { listPriceMinor: number }, percent: number) =>
    Math.round((product.listPriceMinor * (100 - percent)) / 100);
  const rule = (id: string, fields: Partial<PriceRuleRecord>): PriceRuleRecord => ({
    _id: id,
    variantId: null,
    kind: 'scheduled',
    unitPriceMinor: null,
    tiers: [],
    group: null,
    validFrom: null,
    validTo: null,
    createdAt: SEED_CLOCK,
    updatedAt: SEED_CLOCK,
    ...fields,
  });
  const saleFrom = new Date(SEED_CLOCK.getTime() + 5 * YEAR + 7 * 86_400_000);
  return new Map([
    [
      tiered!.id,
      {
        priceRules: [
          rule('seed-price-rule-tiers', {
            kind: 'tiers',
            tiers: [
              { minQuantity: 10, unitPriceMinor: off(tiered!, 10) },
              { minQuantity: 50, unitPriceMinor: off(tiered!, 20) },
            ],
          }),
        ],
        nextPriceChangeAt: null,
      },
    ],
    [
      trade!.id,
      {
        priceRules: [
          rule('seed-price-rule-trade', {
            kind: 'group',
            group: SEED_TRADE_GROUP,
            unitPriceMinor: off(trade!, 15),
          }),
        ],
        nextPriceChangeAt: null,
      },
    ],
    [
      scheduled!.id,
      {
        priceRules: [
          rule('seed-price-rule-sale', {
            unitPriceMinor: off(scheduled!, 25),
            validFrom: saleFrom,
            validTo: new Date(saleFrom.getTime() + 7 * 86_400_000),
          }),
        ],
        nextPriceChangeAt: saleFrom,
      },
    ],
  ]);
}
