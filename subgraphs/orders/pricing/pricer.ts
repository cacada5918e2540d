import { badInput } from '../../../platform/errors';
import type { Caller } from '../../../platform/identity/caller';
import type { CouponRecord } from '../coupons/model';
import type { CouponService } from '../coupons/coupon-service';
import type { AppliedDiscountRecord, OrderModels, ShippingChoiceRecord } from '../order/model';
import type { PromotionRecord } from '../promotions/model';
import type { CustomerSegment, PromotionService } from '../promotions/promotion-service';
import { quoteFor } from '../shipping/carriers';
import { decideDiscounts, type OfferLine } from './offers';
import { taxRateFor } from './tax-rates';
import { computeTotals, type DiscountSource, type PricedTotals } from './totals';

/** What to price: a cart's or an order's lines, for whom, where to, how shipped, with which coupon. */
export interface QuoteRequest {
  /** null: an anonymous cart (no per-customer checks, only promotions for everyone). */
  userId: string | null;
  currency: string;
  lines: readonly OfferLine[];
  /** The shipping destination; null: not known yet (no tax, no shipping). */
  destination: { country: string; state?: string | null } | null;
  /** A carrier service from shippingRates; null: none chosen (no shipping charged). */
  shipping: { carrier: string; service: string } | null;
  couponCode: string | null;
  /** Loyalty points to redeem and what they are worth (the loyalty service decides both). */
  points?: { points: number; valueMinor: number } | null;
  /** The customer's segment when the caller read it already (segmentOf, for the lines' unit prices). */
  segment?: CustomerSegment;
}

export interface Quote {
  totals: PricedTotals;
  coupon: CouponRecord | null;
  shipping: ShippingChoiceRecord | null;
  taxRateBasisPoints: number;
  discounts: AppliedDiscountRecord[];
}

/** Where the customer's loyalty tier comes from (the loyalty capability); null: no tier. */
export type TierLookup = (caller: Caller, userId: string) => Promise<string | null>;

/**
 * Prices a cart or an order: finds the promotions that target the customer now and checks the coupon
 * (their services), decides the discounts (offers.ts), the shipping rate (the carriers' table) and the
 * tax rate (tax-rates.ts), and computes every figure with computeTotals. Reads only; redeeming the
 * coupon and the points is the placing saga's step.
 */
export class Pricer {
  constructor(
    private readonly models: OrderModels,
    private readonly promotions: PromotionService,
    private readonly coupons: CouponService,
    private readonly tierOf: TierLookup = async () => null,
  ) {}

  /**
   * Who the customer is for targeting: new (no earlier order that went through), their loyalty tier and
   * their customer groups (kept by staff with setCustomerGroups). An anonymous caller is none of these.
   */
  async segmentOf(caller: Caller, userId: string | null): Promise<CustomerSegment> {
    if (!userId) return { userId: null, isNew: false, tier: null, groups: [] };
    const [isNew, tier, groups] = await Promise.all([
      this.models.Order.exists({
        userId,
        status: { $in: ['pending', 'confirmed', 'shipped', 'delivered', 'returned'] },
      }).then((found) => !found),
      this.tierOf(caller, userId),
      this.promotions.groupsOf(caller, userId),
    ]);
    return { userId, isNew, tier, groups };
  }

  /** activePromotions: what runs now for this customer. */
  async promotionsFor(caller: Caller, userId: string | null, currency: string): Promise<PromotionRecord[]> {
    return this.promotions.runningFor(caller, await this.segmentOf(caller, userId), currency);
  }

  async quote(caller: Caller, request: QuoteRequest): Promise<Quote> {
    const { userId, currency, lines } = request;
    const segment = request.segment ?? (await this.segmentOf(caller, userId));
    const [promotions, coupon] = await Promise.all([
      this.promotions.offersFor(caller, segment, currency),
      request.couponCode
        ? this.coupons.offerFor(caller, request.couponCode, { userId, lines, currency })
        : Promise.resolve(null),
    ]);
    let shipping: ShippingChoiceRecord | null = null;
    if (request.shipping) {
      if (!request.destination)
        throw badInput('shipping', 'Choosing a shipping rate needs a shipping address.', 'REQUIRED');
      const units = lines.reduce((sum, line) => sum + line.quantity, 0);
      const rate = quoteFor(
        request.shipping.carrier,
        request.shipping.service,
        request.destination.country,
        Math.max(1, units),
        currency,
      );
      shipping = {
        carrier: rate.carrier,
        service: rate.service,
        rateMinor: rate.amountMinor,
        discountMinor: 0,
      };
    }
    const pointsSource: DiscountSource | null = request.points
      ? { kind: 'loyalty', id: 'points', name: `${request.points.points} points` }
      : null;
    const taxRateBasisPoints = taxRateFor(request.destination);
    const totals = computeTotals({
      lines,
      discounts: decideDiscounts({
        lines,
        shippingMinor: shipping?.rateMinor ?? 0,
        promotions,
        coupon: coupon?.offer ?? null,
        points: pointsSource ? { source: pointsSource, amountMinor: request.points!.valueMinor } : null,
      }),
      shippingMinor: shipping?.rateMinor ?? 0,
      taxRateBasisPoints,
    });
    if (shipping) shipping.discountMinor = totals.shippingDiscountMinor;
    return {
      totals,
      coupon: coupon?.coupon ?? null,
      shipping,
      taxRateBasisPoints,
      discounts: totals.applied.map((applied) => ({
        kind: applied.source.kind,
        sourceId: applied.source.id,
        name: applied.source.name,
        target: applied.target,
        amountMinor: applied.amountMinor,
      })),
    };
  }
}
