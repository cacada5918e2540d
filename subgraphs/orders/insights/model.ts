import { Schema, type Connection, type Model } from 'mongoose';

/**
 * The insights read models. Every document belongs to a generation (`gen`): the figures staff read come
 * from the active generation, and a rebuild fills the next one from the event log before it becomes
 * active, so a rebuild never shows half-built figures. `_id`s start with the generation.
 */

/** A line as bought: created with the order (`created:<index>`) or added later (the order item id). */
export interface PurchaseLine {
  key: string;
  productId: string;
  quantity: number;
  unitPriceMinor: number;
  lineTotalMinor: number;
}

export interface PurchaseRefund {
  refundId: string;
  amountMinor: number;
  at: Date;
}

export interface PurchaseReturn {
  returnId: string;
  refundMinor: number;
  units: number;
  at: Date;
}

/**
 * The purchase log: one document per order and generation. Each event sets fields of its own or adds an
 * element that is the same for the same event, so applying an event twice, or two events of an order in
 * either order, gives the same document.
 */
export interface PurchaseRecord {
  _id: string;
  gen: number;
  orderId: string;
  userId: string | null;
  currency: string;
  /** When the order was placed (OrderCreatedEvent); null while only later events were applied. */
  placedAt: Date | null;
  createdLines: PurchaseLine[];
  addedLines: PurchaseLine[];
  paidAt: Date | null;
  /** The order total when it was paid (OrderConfirmedEvent). */
  paidTotalMinor: number | null;
  shippedAt: Date | null;
  deliveredAt: Date | null;
  cancelledAt: Date | null;
  failedAt: Date | null;
  returnedAt: Date | null;
  refunds: PurchaseRefund[];
  returns: PurchaseReturn[];
  /** `events` (the event log) or `import` (an order written without events, like the sample data). */
  source: 'events' | 'import';
}

/**
 * What a product was bought with: trained once per shipped order (the order id is remembered in the same
 * update, guarded by "not remembered yet"). `with` maps the other product's id (encoded, see
 * `productKey`) to the number of shipped orders that had both.
 */
export interface CoPurchaseRecord {
  _id: string;
  gen: number;
  productId: string;
  /** Shipped orders with this product. */
  orders: number;
  units: number;
  with: Record<string, number>;
  applied: string[];
}

/** A cart that got its first line (CartStartedEvent): the top of the funnel. */
export interface CartStartRecord {
  _id: string;
  gen: number;
  cartId: string;
  at: Date;
}

export interface RebuildState {
  generation: number;
  /** Also the id of the marker event that ends the rebuild's replay of the log. */
  rebuildId: string;
  startedAt: Date;
  requestedBy: string;
}

export interface InsightsMetaRecord {
  _id: 'generations';
  active: number;
  building: RebuildState | null;
  lastRebuild: (RebuildState & { finishedAt: Date; orders: number }) | null;
}

const lineSchema = {
  _id: false,
  key: String,
  productId: String,
  quantity: Number,
  unitPriceMinor: Number,
  lineTotalMinor: Number,
};

const purchaseSchema = new Schema<PurchaseRecord>(
  {
    _id: { type: String, required: true },
    gen: { type: Number, required: true },
    orderId: { type: String, required: true },
    userId: { type: String, default: null },
    currency: { type: String, default: 'USD' },
    placedAt: { type: Date, default: null },
    createdLines: { type: [lineSchema], default: [] },
    addedLines: { type: [lineSchema], default: [] },
    paidAt: { type: Date, default: null },
    paidTotalMinor: { type: Number, default: null },
    shippedAt: { type: Date, default: null },
    deliveredAt: { type: Date, default: null },
    cancelledAt: { type: Date, default: null },
    failedAt: { type: Date, default: null },
    returnedAt: { type: Date, default: null },
    refunds: { type: [{ _id: false, refundId: String, amountMinor: Number, at: Date }], default: [] },
    returns: {
      type: [{ _id: false, returnId: String, refundMinor: Number, units: Number, at: Date }],
      default: [],
    },
    source: { type: String, enum: ['events', 'import'], default: 'events' },
  },
  { collection: 'insights_purchases', versionKey: false },
);
purchaseSchema.index({ gen: 1, paidAt: 1 });
purchaseSchema.index({ gen: 1, placedAt: 1 });
purchaseSchema.index({ gen: 1, userId: 1 });
purchaseSchema.index({ gen: 1, 'refunds.at': 1 });

const coPurchaseSchema = new Schema<CoPurchaseRecord>(
  {
    _id: { type: String, required: true },
    gen: { type: Number, required: true },
    productId: { type: String, required: true },
    orders: { type: Number, default: 0 },
    units: { type: Number, default: 0 },
    with: { type: Schema.Types.Mixed, default: () => ({}) },
    applied: { type: [String], default: [] },
  },
  { collection: 'insights_copurchases', versionKey: false, minimize: false },
);
coPurchaseSchema.index({ gen: 1, orders: -1 });

const cartStartSchema = new Schema<CartStartRecord>(
  {
    _id: { type: String, required: true },
    gen: { type: Number, required: true },
    cartId: { type: String, required: true },
    at: { type: Date, required: true },
  },
  { collection: 'insights_carts', versionKey: false },
);
cartStartSchema.index({ gen: 1, at: 1 });

const metaSchema = new Schema<InsightsMetaRecord>(
  {
    _id: { type: String, required: true },
    active: { type: Number, required: true },
    building: { type: Schema.Types.Mixed, default: null },
    lastRebuild: { type: Schema.Types.Mixed, default: null },
  },
  { collection: 'insights_meta', versionKey: false },
);

export function insightsModels(connection: Connection) {
  return {
    Purchase: connection.model<PurchaseRecord>('InsightsPurchase', purchaseSchema) as Model<PurchaseRecord>,
    CoPurchase: connection.model<CoPurchaseRecord>(
      'InsightsCoPurchase',
      coPurchaseSchema,
    ) as Model<CoPurchaseRecord>,
    CartStart: connection.model<CartStartRecord>(
      'InsightsCartStart',
      cartStartSchema,
    ) as Model<CartStartRecord>,
    Meta: connection.model<InsightsMetaRecord>('InsightsMeta', metaSchema) as Model<InsightsMetaRecord>,
  };
}

export type InsightsModels = ReturnType<typeof insightsModels>;

/** Product ids become field names of `with`: keep them clear of the path separator and operators. */
export const productKey = (productId: string): string =>
  productId.replaceAll('%', '%25').replaceAll('.', '%2E').replace(/^\$/, '%24');

export const productOfKey = (key: string): string => decodeURIComponent(key);

export const purchaseId = (gen: number, orderId: string): string => `${gen}:${orderId}`;
export const coPurchaseId = (gen: number, productId: string): string => `${gen}:${productId}`;
