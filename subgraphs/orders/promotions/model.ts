import { Schema, type Connection, type Model } from 'mongoose';
import type { DiscountRule } from '../pricing/offers';

/** Who a promotion is for; every list empty and `newCustomers` false: everyone. */
export interface TargetingRecord {
  /** Customers with no earlier order that went through (failed and cancelled ones do not count). */
  newCustomers: boolean;
  /** Loyalty tiers (bronze, silver, gold). */
  tiers: string[];
  /** Customer groups (staff assign them: setCustomerGroups). */
  groups: string[];
}

/**
 * An automatic discount (Type, Valid Period, Discount Rules, Targeted Customers), applied without a
 * code to every cart and order it targets while `startsAt <= now < endsAt` on the service's clock.
 * `priority`, `combinable` and `group` are its stacking rules (pricing/offers.ts).
 */
export interface PromotionRecord {
  _id: string;
  name: string;
  /** e.g. flash_sale, seasonal, clearance, bundle. */
  type: string;
  startsAt: Date;
  endsAt: Date;
  rule: DiscountRule;
  /** Amounts in `rule` are in this currency; the promotion applies to orders in it only. */
  currency: string;
  priority: number;
  combinable: boolean;
  group: string | null;
  targeting: TargetingRecord;
  active: boolean;
  createdAt: Date;
  updatedAt: Date;
}

const promotionSchema = new Schema<PromotionRecord>(
  {
    _id: { type: String, required: true },
    name: { type: String, required: true },
    type: { type: String, required: true },
    startsAt: { type: Date, required: true },
    endsAt: { type: Date, required: true },
    rule: { type: Schema.Types.Mixed, required: true },
    currency: { type: String, required: true },
    priority: { type: Number, required: true, default: 0 },
    combinable: { type: Boolean, required: true, default: true },
    group: { type: String, default: null },
    targeting: {
      type: new Schema<TargetingRecord>(
        { newCustomers: Boolean, tiers: [String], groups: [String] },
        { _id: false },
      ),
      required: true,
    },
    active: { type: Boolean, required: true, default: true },
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
  },
  { collection: 'promotions', versionKey: false },
);
promotionSchema.index({ active: 1, endsAt: 1 });

/** A customer's groups, kept by staff for promotion targeting and the catalog's customer-group prices. */
export interface CustomerGroupsRecord {
  /** The user id. */
  _id: string;
  groups: string[];
  updatedAt: Date;
}

const groupsSchema = new Schema<CustomerGroupsRecord>(
  { _id: { type: String, required: true }, groups: { type: [String], default: () => [] }, updatedAt: Date },
  { collection: 'customer_groups', versionKey: false },
);

export function promotionModels(connection: Connection) {
  return {
    Promotion: connection.model<PromotionRecord>('Promotion', promotionSchema) as Model<PromotionRecord>,
    CustomerGroups: connection.model<CustomerGroupsRecord>(
      'CustomerGroups',
      groupsSchema,
    ) as Model<CustomerGroupsRecord>,
  };
}

export type PromotionModels = ReturnType<typeof promotionModels>;
