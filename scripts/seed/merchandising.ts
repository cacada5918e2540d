import type { CouponRecord } from '../../subgraphs/orders/coupons/model';
import { loyaltyProgram } from '../../subgraphs/orders/loyalty/loyalty-service';
import type { LoyaltyAccountRecord } from '../../subgraphs/orders/loyalty/model';
import type { PromotionRecord } from '../../subgraphs/orders/promotions/model';
import { SEED_CLOCK, type PlannedUser } from './plan';

/**
 * The sample merchandising: two coupons, a promotion running from before the sample shop's clock for
 * years, a flash sale scheduled later, and one customer in each loyalty tier (an opening balance of the
 * tier's threshold plus a little). Fixed ids and dates, so a rerun writes the same documents.
 */
const YEAR = 365 * 86_400_000;

export function planCoupons(): Array<Omit<CouponRecord, 'orders' | 'perCustomer'>> {
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
      name: '10 % off your order',
      discountType: 'percentage',
      value: 1_000,
      maxUses: null,
      remaining: null,
      perCustomerLimit: 1,
      minOrderMinor: 0,
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

/** One customer per tier, from the first sample customers: bronze, silver, gold. */
export function planLoyalty(
  users: readonly PlannedUser[],
  idOf: (email: string) => string,
): LoyaltyAccountRecord[] {
  const tiers = [...loyaltyProgram.tiers].reverse();
  return tiers.flatMap((step, index) => {
    const user = users[index];
    if (!user) return [];
    const points = step.from + 250;
    return [
      {
        _id: idOf(user.email),
        balance: points,
        lifetimePoints: points,
        ledger: [
          {
            key: 'seed:opening',
            kind: 'earn' as const,
            points,
            orderId: null,
            reason: `opening balance (sample data, ${step.tier})`,
            actor: 'service:seed',
            at: SEED_CLOCK,
          },
        ],
        createdAt: SEED_CLOCK,
        updatedAt: SEED_CLOCK,
      },
    ];
  });
}
