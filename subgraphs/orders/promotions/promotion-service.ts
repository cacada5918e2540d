import { randomUUID } from 'node:crypto';
import type { Clock } from '../../../platform/clock';
import { badInput, notFound } from '../../../platform/errors';
import type { Caller } from '../../../platform/identity/caller';
import { currencyCode, parseDecimalToMinor } from '../../../platform/money';
import type { DiscountRule, Offer } from '../pricing/offers';
import type { PromotionModels, PromotionRecord, TargetingRecord } from './model';

export type DiscountKind = 'percentOff' | 'amountOff' | 'buyXGetY' | 'spendAndSave' | 'freeShipping';

/** A promotion's discount rule as staff give it: the fields its kind needs. */
export interface DiscountRuleInput {
  kind: DiscountKind;
  /** percentOff, buyXGetY (default 100: the Y units free): above 0, at most 100. */
  percent?: string | number | null;
  /** amountOff, spendAndSave: an amount in the promotion's currency. */
  amount?: string | number | null;
  /** spendAndSave (required), freeShipping (default 0): the subtotal from which it applies. */
  threshold?: string | number | null;
  /** buyXGetY: buy this many... */
  buy?: number | null;
  /** ...get this many of the cheapest matching units at `percent` off. */
  get?: number | null;
  /** percentOff, amountOff, buyXGetY: the items it applies to (none: every item). */
  productIds?: readonly string[] | null;
  categoryIds?: readonly string[] | null;
}

export interface PromotionInput {
  name: string;
  /** flash_sale, seasonal, clearance, bundle or any lower-case word. */
  type: string;
  startsAt: Date;
  /** After startsAt. */
  endsAt: Date;
  discount: DiscountRuleInput;
  /** ISO 4217 of the rule's amounts and of the orders it applies to. Default USD. */
  currency?: string | null;
  /** Higher first; default 0. */
  priority?: number | null;
  /** false: exclusive. Default true. */
  combinable?: boolean | null;
  /** A best-of group name. */
  group?: string | null;
  targeting?: Partial<TargetingRecord> | null;
  active?: boolean | null;
}

/** Who is buying, as promotions target them. */
export interface CustomerSegment {
  userId: string | null;
  isNew: boolean;
  tier: string | null;
  groups: readonly string[];
}

const TYPE = /^[a-z][a-z0-9_]{1,31}$/;
const TIERS = ['bronze', 'silver', 'gold'];

function rule(input: DiscountRuleInput, currency: string): DiscountRule {
  const percent = (given: string | number | null | undefined, fallback?: number) => {
    if ((given === null || given === undefined) && fallback !== undefined) return fallback;
    const value = given === null || given === undefined ? undefined : parseDecimalToMinor(given, 'USD');
    if (value === undefined || value <= 0 || value > 10_000)
      throw badInput('discount.percent', 'A percentage is above 0 and at most 100.', 'OUT_OF_RANGE');
    return value;
  };
  const amount = (given: string | number | null | undefined, field: string, fallback?: number) => {
    if ((given === null || given === undefined) && fallback !== undefined) return fallback;
    const value = given === null || given === undefined ? undefined : parseDecimalToMinor(given, currency);
    if (value === undefined || value < 0)
      throw badInput(field, `An amount of 0 or more in ${currency}.`, 'OUT_OF_RANGE');
    return value;
  };
  const scope = {
    productIds: [...new Set(input.productIds ?? [])],
    categoryIds: [...new Set(input.categoryIds ?? [])],
  };
  switch (input.kind) {
    case 'percentOff':
      return { kind: 'percentOff', basisPoints: percent(input.percent), ...scope };
    case 'amountOff': {
      const value = amount(input.amount, 'discount.amount');
      if (value === 0) throw badInput('discount.amount', 'The amount off is above 0.', 'OUT_OF_RANGE');
      return { kind: 'amountOff', amountMinor: value, ...scope };
    }
    case 'buyXGetY': {
      const whole = (given: number | null | undefined, field: string) => {
        if (!Number.isInteger(given) || given! < 1 || given! > 100)
          throw badInput(field, `${field} is 1-100.`, 'OUT_OF_RANGE');
        return given!;
      };
      return {
        kind: 'buyXGetY',
        buy: whole(input.buy, 'discount.buy'),
        get: whole(input.get, 'discount.get'),
        basisPoints: percent(input.percent, 10_000),
        ...scope,
      };
    }
    case 'spendAndSave': {
      const value = amount(input.amount, 'discount.amount');
      if (value === 0) throw badInput('discount.amount', 'The amount off is above 0.', 'OUT_OF_RANGE');
      return {
        kind: 'spendAndSave',
        thresholdMinor: amount(input.threshold, 'discount.threshold'),
        amountMinor: value,
      };
    }
    case 'freeShipping':
      return { kind: 'freeShipping', minSubtotalMinor: amount(input.threshold, 'discount.threshold', 0) };
    default: {
      const exhaustive: never = input.kind;
      throw badInput('discount.kind', `Unknown discount kind ${String(exhaustive)}.`, 'NOT_ALLOWED');
    }
  }
}

/**
 * Promotions: staff manage them; every cart and order gets the ones running now (on the service's clock:
 * a flash sale starts and ends on time) that target its customer, as offers for pricing/offers.ts.
 */
export class PromotionService {
  constructor(
    private readonly models: PromotionModels,
    private readonly clock: Clock,
  ) {}

  private validated(input: PromotionInput) {
    const name = input.name.trim();
    if (!name) throw badInput('name', 'A promotion needs a name.', 'REQUIRED');
    if (name.length > 200) throw badInput('name', 'A name is at most 200 characters.', 'TOO_LONG');
    const type = input.type.trim().toLowerCase();
    if (!TYPE.test(type))
      throw badInput('type', 'A type is a lower-case word such as flash_sale or seasonal.', 'INVALID_FORMAT');
    if (input.endsAt.getTime() <= input.startsAt.getTime())
      throw badInput('endsAt', 'endsAt must be after startsAt.', 'OUT_OF_RANGE');
    const currency = currencyCode(input.currency, 'currency');
    const priority = input.priority ?? 0;
    if (!Number.isInteger(priority) || Math.abs(priority) > 1_000_000)
      throw badInput('priority', 'A priority is a whole number.', 'OUT_OF_RANGE');
    const tiers = [...new Set((input.targeting?.tiers ?? []).map((tier) => tier.toLowerCase()))];
    const unknown = tiers.find((tier) => !TIERS.includes(tier));
    if (unknown) throw badInput('targeting.tiers', `Unknown tier "${unknown}".`, 'NOT_ALLOWED');
    return {
      name,
      type,
      startsAt: input.startsAt,
      endsAt: input.endsAt,
      rule: rule(input.discount, currency),
      currency,
      priority,
      combinable: input.combinable ?? true,
      group: input.group?.trim() || null,
      targeting: {
        newCustomers: input.targeting?.newCustomers ?? false,
        tiers,
        groups: [...new Set(input.targeting?.groups ?? [])],
      },
      active: input.active ?? true,
    };
  }

  async create(_caller: Caller, input: PromotionInput): Promise<PromotionRecord> {
    const now = new Date(this.clock.now());
    const created = await this.models.Promotion.create({
      _id: randomUUID(),
      ...this.validated(input),
      createdAt: now,
      updatedAt: now,
    });
    return created.toObject();
  }

  async update(_caller: Caller, id: string, input: PromotionInput): Promise<PromotionRecord> {
    const updated = await this.models.Promotion.findOneAndUpdate(
      { _id: id },
      { $set: { ...this.validated(input), updatedAt: new Date(this.clock.now()) } },
      { returnDocument: 'after' },
    ).lean<PromotionRecord>();
    if (!updated) throw notFound('PROMOTION_NOT_FOUND', id);
    return updated;
  }

  list(_caller: Caller, limit = 50, offset = 0): Promise<PromotionRecord[]> {
    return this.models.Promotion.find()
      .sort({ startsAt: -1, _id: 1 })
      .skip(Math.max(0, offset))
      .limit(Math.min(Math.max(1, limit), 100))
      .lean<PromotionRecord[]>();
  }

  byId(_caller: Caller, id: string): Promise<PromotionRecord | null> {
    return this.models.Promotion.findById(id).lean<PromotionRecord>();
  }

  /** Staff: the customer's groups (replaced), which promotions target. */
  async setCustomerGroups(_caller: Caller, userId: string, groups: readonly string[]): Promise<string[]> {
    const clean = [...new Set(groups.map((group) => group.trim()).filter(Boolean))];
    if (clean.some((group) => group.length > 64))
      throw badInput('groups', 'A group name is at most 64 characters.', 'TOO_LONG');
    await this.models.CustomerGroups.updateOne(
      { _id: userId },
      { $set: { groups: clean, updatedAt: new Date(this.clock.now()) } },
      { upsert: true },
    );
    return clean;
  }

  async groupsOf(_caller: Caller, userId: string | null): Promise<string[]> {
    if (!userId) return [];
    const record = await this.models.CustomerGroups.findById(userId).lean();
    return record?.groups ?? [];
  }

  /** Active, and within its period on the service's clock (startsAt inclusive, endsAt exclusive). */
  isRunning(promotion: PromotionRecord): boolean {
    const now = this.clock.now();
    return promotion.active && promotion.startsAt.getTime() <= now && now < promotion.endsAt.getTime();
  }

  /** The promotions running now, in `currency`, that target `customer`. */
  async runningFor(_caller: Caller, customer: CustomerSegment, currency: string): Promise<PromotionRecord[]> {
    const running = await this.models.Promotion.find({
      active: true,
      endsAt: { $gt: new Date(this.clock.now()) },
    }).lean<PromotionRecord[]>();
    return running
      .filter((promotion) => this.isRunning(promotion) && promotion.currency === currency)
      .filter((promotion) => targets(promotion.targeting, customer))
      .sort((a, b) => b.priority - a.priority || (a._id < b._id ? -1 : 1));
  }

  /** The promotions running now, in `currency`, that target `customer`, as offers. */
  async offersFor(caller: Caller, customer: CustomerSegment, currency: string): Promise<Offer[]> {
    return (await this.runningFor(caller, customer, currency)).map((promotion) => ({
      source: { kind: 'promotion', id: promotion._id, name: promotion.name },
      rule: promotion.rule,
      priority: promotion.priority,
      combinable: promotion.combinable,
      group: promotion.group,
    }));
  }
}

/** Targeting: every condition given must hold (new customer; one of the tiers; one of the groups). */
export function targets(targeting: TargetingRecord, customer: CustomerSegment): boolean {
  if (targeting.newCustomers && !(customer.userId && customer.isNew)) return false;
  if (targeting.tiers.length && !(customer.tier && targeting.tiers.includes(customer.tier))) return false;
  if (targeting.groups.length && !customer.groups.some((group) => targeting.groups.includes(group)))
    return false;
  return true;
}
