import { randomUUID } from 'node:crypto';
import type { Clock } from '../../../platform/clock';
import { appError, badInput, isDuplicateKeyError, notFound } from '../../../platform/errors';
import { newEvent } from '../../../platform/events';
import type { Caller } from '../../../platform/identity/caller';
import { currencyCode, formatMinor, parseDecimalToMinor } from '../../../platform/money';
import { inScope, type Offer, type OfferLine } from '../pricing/offers';
import type { CouponModels, CouponRecord } from './model';

/** createCoupon / updateCoupon: the spec's fields and a per-customer limit. */
export interface CouponInput {
  /** 3-32 letters, digits, `-` or `_`; stored upper case, unique. */
  code: string;
  /** What people read; default the code. */
  name?: string | null;
  discountType: 'fixed' | 'percentage';
  /** fixed: an amount in `currency`; percentage: a percent, above 0 and at most 100 ("12.5"). */
  discountValue: string | number;
  /** ISO 4217; the currency of a fixed value and of the minimum. Default USD. */
  currency?: string | null;
  validFrom?: Date | null;
  /** After validFrom. */
  validTo?: Date | null;
  /** null: unlimited. */
  maxUses?: number | null;
  /** How often one customer may use it; null: unlimited. */
  perCustomerLimit?: number | null;
  /** In `currency`; default 0. */
  minOrderValue?: string | number | null;
  /** Empty: every category. */
  categoryIds?: readonly string[] | null;
  active?: boolean | null;
}

/** What a coupon is checked against: the order's (or cart's) lines and whose it is. */
export interface CouponUse {
  /** null for an anonymous cart: the per-customer limit is checked at checkout. */
  userId: string | null;
  lines: readonly OfferLine[];
  currency: string;
}

const CODE = /^[A-Z0-9_-]{3,32}$/;

/** The coupon's code as stored: trimmed, upper case. */
export const normalCode = (code: string) => code.trim().toUpperCase();

/**
 * Coupons: staff manage them (admins write, support reads); carts and orders use them. Checking a coupon
 * answers its discount or the registry error that says why not; redeeming counts one use for one order
 * in a single guarded update (Max Uses and the per-customer limit hold under any concurrency, an order
 * counts once), and releasing gives it back when the order fails or is cancelled.
 */
export class CouponService {
  constructor(
    private readonly models: CouponModels,
    private readonly clock: Clock,
    private readonly onEvent: () => void,
  ) {}

  private validated(input: CouponInput) {
    const code = normalCode(input.code);
    if (!CODE.test(code))
      throw badInput('code', 'A code is 3-32 letters, digits, "-" or "_".', 'INVALID_FORMAT');
    const currency = currencyCode(input.currency, 'currency');
    let value: number | undefined;
    if (input.discountType === 'percentage') {
      // Hundredths of a percent are basis points.
      value = parseDecimalToMinor(input.discountValue, 'USD');
      if (value === undefined)
        throw badInput(
          'discountValue',
          'A percentage is a decimal with at most 2 decimals.',
          'INVALID_FORMAT',
        );
      if (value <= 0 || value > 10_000)
        throw badInput('discountValue', 'A percentage is above 0 and at most 100.', 'OUT_OF_RANGE');
    } else {
      value = parseDecimalToMinor(input.discountValue, currency);
      if (value === undefined)
        throw badInput('discountValue', `Not an amount in ${currency}.`, 'INVALID_FORMAT');
      if (value <= 0) throw badInput('discountValue', 'A fixed discount is above 0.', 'OUT_OF_RANGE');
    }
    const minOrderMinor =
      input.minOrderValue === null || input.minOrderValue === undefined
        ? 0
        : parseDecimalToMinor(input.minOrderValue, currency);
    if (minOrderMinor === undefined || minOrderMinor < 0)
      throw badInput(
        'minOrderValue',
        `The minimum is an amount of 0 or more in ${currency}.`,
        'OUT_OF_RANGE',
      );
    const validFrom = input.validFrom ?? null;
    const validTo = input.validTo ?? null;
    if (validFrom && validTo && validTo.getTime() <= validFrom.getTime())
      throw badInput('validTo', 'validTo must be after validFrom.', 'OUT_OF_RANGE');
    const count = (given: number | null | undefined, field: string) => {
      if (given === null || given === undefined) return null;
      if (!Number.isInteger(given) || given < 1 || given > 1_000_000_000)
        throw badInput(field, `${field} is a whole number of at least 1.`, 'OUT_OF_RANGE');
      return given;
    };
    const name = input.name?.trim() || code;
    if (name.length > 200) throw badInput('name', 'A name is at most 200 characters.', 'TOO_LONG');
    return {
      code,
      name,
      discountType: input.discountType,
      value,
      currency,
      validFrom,
      validTo,
      maxUses: count(input.maxUses, 'maxUses'),
      perCustomerLimit: count(input.perCustomerLimit, 'perCustomerLimit'),
      minOrderMinor,
      categoryIds: [...new Set((input.categoryIds ?? []).map((id) => id.trim()).filter(Boolean))],
      active: input.active ?? true,
    };
  }

  async create(_caller: Caller, input: CouponInput): Promise<CouponRecord> {
    const fields = this.validated(input);
    const now = new Date(this.clock.now());
    try {
      const created = await this.models.Coupon.create({
        _id: randomUUID(),
        ...fields,
        uses: 0,
        remaining: fields.maxUses,
        orders: {},
        perCustomer: {},
        createdAt: now,
        updatedAt: now,
        outbox: [],
      });
      return created.toObject();
    } catch (error) {
      if (isDuplicateKeyError(error))
        throw badInput('code', `A coupon with code "${fields.code}" exists.`, 'ALREADY_EXISTS');
      throw error;
    }
  }

  /** Replaces a coupon's terms; its uses stay (Max Uses below the uses made leaves none remaining). */
  async update(_caller: Caller, id: string, input: CouponInput): Promise<CouponRecord> {
    const fields = this.validated(input);
    for (let round = 0; round < 5; round++) {
      const current = await this.models.Coupon.findById(id).lean<CouponRecord>();
      if (!current) throw notFound('COUPON_NOT_FOUND', id);
      const remaining = fields.maxUses === null ? null : Math.max(0, fields.maxUses - current.uses);
      try {
        // Guarded by the uses seen, so a redemption meanwhile makes this round read again.
        const updated = await this.models.Coupon.findOneAndUpdate(
          { _id: id, uses: current.uses },
          { $set: { ...fields, remaining, updatedAt: new Date(this.clock.now()) } },
          { returnDocument: 'after' },
        ).lean<CouponRecord>();
        if (updated) return updated;
      } catch (error) {
        if (isDuplicateKeyError(error))
          throw badInput('code', `A coupon with code "${fields.code}" exists.`, 'ALREADY_EXISTS');
        throw error;
      }
    }
    throw appError('CONCURRENT_MODIFICATION', 'The coupon kept being used while it was changed; retry.');
  }

  list(_caller: Caller, limit = 50, offset = 0): Promise<CouponRecord[]> {
    return this.models.Coupon.find({}, { orders: 0 })
      .sort({ createdAt: -1, _id: 1 })
      .skip(Math.max(0, offset))
      .limit(Math.min(Math.max(1, limit), 100))
      .lean<CouponRecord[]>();
  }

  async byId(_caller: Caller, id: string): Promise<CouponRecord | null> {
    return this.models.Coupon.findById(id).lean<CouponRecord>();
  }

  async byCode(_caller: Caller, code: string): Promise<CouponRecord | null> {
    return this.models.Coupon.findOne({ code: normalCode(code) }).lean<CouponRecord>();
  }

  /** The coupon's discount for this use, or the registry error saying why it does not apply. */
  async offerFor(
    caller: Caller,
    code: string,
    use: CouponUse,
  ): Promise<{ coupon: CouponRecord; offer: Offer }> {
    const coupon = await this.byCode(caller, code);
    if (!coupon || !coupon.active)
      throw appError('COUPON_NOT_FOUND', `No coupon with code "${normalCode(code)}".`, {
        code: normalCode(code),
        field: 'couponCode',
      });
    return { coupon, offer: this.check(coupon, use) };
  }

  /** The checks of offerFor on a coupon already read. */
  check(coupon: CouponRecord, use: CouponUse): Offer {
    const now = this.clock.now();
    const details = { code: coupon.code, field: 'couponCode' };
    if (coupon.validFrom && now < coupon.validFrom.getTime())
      throw appError(
        'COUPON_NOT_YET_VALID',
        `Coupon ${coupon.code} is valid from ${coupon.validFrom.toISOString()}.`,
        {
          ...details,
          validFrom: coupon.validFrom.toISOString(),
        },
      );
    if (coupon.validTo && now > coupon.validTo.getTime())
      throw appError('COUPON_EXPIRED', `Coupon ${coupon.code} expired at ${coupon.validTo.toISOString()}.`, {
        ...details,
        validTo: coupon.validTo.toISOString(),
      });
    if (coupon.remaining !== null && coupon.remaining <= 0)
      throw appError('COUPON_USED_UP', `Coupon ${coupon.code} has been used up.`, {
        ...details,
        maxUses: coupon.maxUses,
      });
    if (
      use.userId &&
      coupon.perCustomerLimit !== null &&
      (coupon.perCustomer[use.userId] ?? 0) >= coupon.perCustomerLimit
    )
      throw appError(
        'COUPON_CUSTOMER_LIMIT_REACHED',
        `You have used coupon ${coupon.code} as often as it allows (${coupon.perCustomerLimit}).`,
        { ...details, limit: coupon.perCustomerLimit },
      );
    const inCurrency = coupon.currency === use.currency;
    if (!inCurrency && (coupon.discountType === 'fixed' || coupon.minOrderMinor > 0))
      throw appError(
        'COUPON_NOT_APPLICABLE',
        `Coupon ${coupon.code} is for orders in ${coupon.currency}.`,
        details,
      );
    const scope = { categoryIds: coupon.categoryIds };
    if (!use.lines.some((line) => inScope(line, scope)))
      throw appError(
        'COUPON_NOT_APPLICABLE',
        `No item of the order is in the categories coupon ${coupon.code} applies to.`,
        { ...details, categoryIds: coupon.categoryIds },
      );
    const subtotal = use.lines.reduce((sum, line) => sum + line.unitPriceMinor * line.quantity, 0);
    if (subtotal < coupon.minOrderMinor)
      throw appError(
        'COUPON_MINIMUM_NOT_MET',
        `Coupon ${coupon.code} needs an order of at least ${formatMinor(coupon.minOrderMinor, coupon.currency)} ${coupon.currency}.`,
        {
          ...details,
          minimum: formatMinor(coupon.minOrderMinor, coupon.currency),
          subtotal: formatMinor(subtotal, use.currency),
        },
      );
    return {
      source: { kind: 'coupon', id: coupon._id, name: coupon.code },
      rule:
        coupon.discountType === 'percentage'
          ? { kind: 'percentOff', basisPoints: coupon.value, ...scope }
          : { kind: 'amountOff', amountMinor: coupon.value, ...scope },
      priority: 0,
      combinable: true,
    };
  }

  /**
   * Counts one use of the coupon for the order, once: a second call for the same order changes nothing.
   * Refused (COUPON_USED_UP, COUPON_CUSTOMER_LIMIT_REACHED) when the guarded update finds no use left.
   */
  async redeem(
    _caller: Caller,
    redemption: {
      /** The coupon as checked for this order (offerFor): its limits decide the guards. */
      coupon: CouponRecord;
      orderId: string;
      userId: string;
      discountMinor: number;
      currency: string;
    },
  ): Promise<void> {
    const { coupon, orderId, userId } = redemption;
    const couponId = coupon._id;
    const now = new Date(this.clock.now());
    const event = newEvent(
      'CouponRedeemedEvent',
      'coupon-redemption',
      `${couponId}:${orderId}`,
      1,
      {
        couponId,
        code: coupon.code,
        orderId,
        userId,
        discount: formatMinor(redemption.discountMinor, redemption.currency),
        currency: redemption.currency,
      },
      now,
    );
    const limited = coupon.remaining !== null;
    const redeemed = await this.models.Coupon.updateOne(
      {
        _id: couponId,
        active: true,
        [`orders.${orderId}`]: { $exists: false },
        ...(limited ? { remaining: { $gt: 0 } } : {}),
        ...(coupon.perCustomerLimit !== null
          ? { [`perCustomer.${userId}`]: { $not: { $gte: coupon.perCustomerLimit } } }
          : {}),
      },
      {
        $inc: { uses: 1, [`perCustomer.${userId}`]: 1, ...(limited ? { remaining: -1 } : {}) },
        $set: { [`orders.${orderId}`]: userId, updatedAt: now },
        $push: { outbox: event },
      },
    );
    if (redeemed.modifiedCount === 1) {
      this.onEvent();
      return;
    }
    const after = await this.models.Coupon.findById(couponId).lean<CouponRecord>();
    if (after?.orders[orderId]) return;
    if (
      after &&
      after.perCustomerLimit !== null &&
      (after.perCustomer[userId] ?? 0) >= after.perCustomerLimit
    )
      throw appError(
        'COUPON_CUSTOMER_LIMIT_REACHED',
        `You have used coupon ${coupon.code} as often as it allows.`,
        {
          code: coupon.code,
          field: 'couponCode',
          limit: after.perCustomerLimit,
        },
      );
    throw appError('COUPON_USED_UP', `Coupon ${coupon.code} has been used up.`, {
      code: coupon.code,
      field: 'couponCode',
      maxUses: coupon.maxUses,
    });
  }

  /** Gives the order's use back (the order failed or was cancelled); once: later calls change nothing. */
  async release(_caller: Caller, couponId: string, orderId: string, reason: string): Promise<boolean> {
    const coupon = await this.models.Coupon.findById(couponId).lean<CouponRecord>();
    const userId = coupon?.orders[orderId];
    if (!coupon || !userId) return false;
    const now = new Date(this.clock.now());
    const event = newEvent(
      'CouponReleasedEvent',
      'coupon-redemption',
      `${couponId}:${orderId}`,
      2,
      { couponId, code: coupon.code, orderId, userId, reason },
      now,
    );
    const released = await this.models.Coupon.updateOne(
      { _id: couponId, [`orders.${orderId}`]: userId },
      {
        $inc: {
          uses: -1,
          [`perCustomer.${userId}`]: -1,
          ...(coupon.remaining !== null ? { remaining: 1 } : {}),
        },
        $unset: { [`orders.${orderId}`]: '' },
        $set: { updatedAt: now },
        $push: { outbox: event },
      },
    );
    if (released.modifiedCount === 1) this.onEvent();
    return released.modifiedCount === 1;
  }
}
