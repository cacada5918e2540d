import { Schema, type Connection, type Model } from 'mongoose';
import type { EventEnvelope } from '../../../platform/events';

/**
 * A coupon (Code, Discount Type fixed/percentage, Discount Value, Valid From-To, Max Uses, Min Order
 * Value, Applicable Categories, and a per-customer use limit).
 *
 * Every redemption and release is one atomic update of this document, guarded so that Max Uses and the
 * per-customer limit hold under any concurrency and an order is counted once: `remaining` counts down
 * (null: unlimited), `orders` maps each redeeming order to its customer, `perCustomer` counts each
 * customer's uses. Released orders leave both maps, so the document holds live redemptions only.
 */
export interface CouponRecord {
  _id: string;
  /** Upper case, unique. */
  code: string;
  name: string;
  discountType: 'fixed' | 'percentage';
  /** fixed: minor units of `currency`; percentage: basis points (1000 = 10 %). */
  value: number;
  /** The currency of a fixed value and of the minimum order value. */
  currency: string;
  validFrom: Date | null;
  validTo: Date | null;
  maxUses: number | null;
  perCustomerLimit: number | null;
  minOrderMinor: number;
  categoryIds: string[];
  active: boolean;
  uses: number;
  remaining: number | null;
  orders: Record<string, string>;
  perCustomer: Record<string, number>;
  createdAt: Date;
  updatedAt: Date;
}

export type CouponDocument = CouponRecord & { outbox: EventEnvelope[] };

const couponSchema = new Schema<CouponDocument>(
  {
    _id: { type: String, required: true },
    code: { type: String, required: true },
    name: { type: String, required: true },
    discountType: { type: String, required: true, enum: ['fixed', 'percentage'] },
    value: { type: Number, required: true, min: 0 },
    currency: { type: String, required: true },
    validFrom: { type: Date, default: null },
    validTo: { type: Date, default: null },
    maxUses: { type: Number, default: null },
    perCustomerLimit: { type: Number, default: null },
    minOrderMinor: { type: Number, required: true, default: 0 },
    categoryIds: { type: [String], default: () => [] },
    active: { type: Boolean, required: true, default: true },
    uses: { type: Number, required: true, default: 0 },
    remaining: { type: Number, default: null },
    orders: { type: Schema.Types.Mixed, default: () => ({}) },
    perCustomer: { type: Schema.Types.Mixed, default: () => ({}) },
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
    outbox: { type: Schema.Types.Mixed, default: () => [], select: false },
  },
  { collection: 'coupons', versionKey: false, minimize: false },
);
couponSchema.index({ code: 1 }, { unique: true });

export function couponModels(connection: Connection) {
  return { Coupon: connection.model<CouponDocument>('Coupon', couponSchema) as Model<CouponDocument> };
}

export type CouponModels = ReturnType<typeof couponModels>;
