import { Schema, type Connection, type Model } from 'mongoose';
import type { AppliedDiscountRecord } from '../order/model';
import type { EventEnvelope } from '../../../platform/events';

export interface CartLineRecord {
  productId: string;
  /** The variant (a default variant's id is its product's); absent on lines older than variants. */
  variantId?: string;
  quantity: number;
  addedAt: Date;
}

/**
 * A cart: a signed-in customer's (`userId`) or an anonymous session's (`token`). `expiresAt` is moved
 * 30 days (CART_TTL_DAYS) ahead by every change; reads ignore expired carts, the sweeper deletes them,
 * and the TTL index lets a real MongoDB delete them too.
 */
export interface CartRecord {
  _id: string;
  userId?: string;
  token?: string;
  lines: CartLineRecord[];
  /** A coupon applied with applyCoupon (checked again whenever the cart is priced). */
  couponCode?: string | null;
  createdAt: Date;
  updatedAt: Date;
  expiresAt: Date;
  /** Sequence of the cart's last event (CartStartedEvent each time an empty cart gets a line). */
  eventSeq?: number;
}

/** The cart document with its embedded outbox (events/envelope.ts), which only the relay reads. */
export type CartDocument = CartRecord & { outbox: EventEnvelope[] };

/** A cart line with what the catalog says now. */
export interface CartLineView {
  productId: string;
  variantId: string;
  /** The variant's SKU and option values now; null and empty when it is gone. */
  sku: string | null;
  options: Array<{ name: string; value: string }>;
  quantity: number;
  /** The customer's unit price for the line's quantity now (catalog price rules); null when unavailable. */
  unitPriceMinor: number | null;
  /** The catalog price rule that sets it; null: the list price. */
  priceRuleId: string | null;
  /** The line's share of the discounts (0 for an unavailable line). */
  discountMinor: number;
  currency: string;
  available: boolean;
}

export interface CartView {
  cart: CartRecord;
  lines: CartLineView[];
  subtotalMinor: number;
  /** Σ line discounts. */
  discountMinor: number;
  /** subtotal - discounts: shipping and tax follow at checkout, when the destination is known. */
  totalMinor: number;
  discounts: AppliedDiscountRecord[];
  /** Why the applied coupon gives nothing now (expired, below its minimum, ...); null when it applies. */
  couponProblem: { code: string; message: string } | null;
  currency: string;
}

const cartSchema = new Schema<CartDocument>(
  {
    _id: { type: String, required: true },
    userId: { type: String },
    token: { type: String },
    lines: {
      type: [{ _id: false, productId: String, variantId: String, quantity: Number, addedAt: Date }],
      default: [],
    },
    couponCode: { type: String, default: null },
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
    expiresAt: { type: Date, required: true },
    eventSeq: { type: Number, default: 0 },
    // The embedded outbox (platform/events/envelope.ts), read only by the relay.
    outbox: { type: Schema.Types.Mixed, default: () => [], select: false },
  },
  { collection: 'carts', versionKey: false },
);
// Sparse: a user's cart has no token and an anonymous one no user.
cartSchema.index({ userId: 1 }, { unique: true, sparse: true });
cartSchema.index({ token: 1 }, { unique: true, sparse: true });
cartSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

export function cartModels(connection: Connection) {
  return { Cart: connection.model<CartDocument>('Cart', cartSchema) as Model<CartDocument> };
}

export type CartModels = ReturnType<typeof cartModels>;
