import { randomUUID } from 'node:crypto';
import { Schema, type Connection, type Model } from 'mongoose';
import type { EventEnvelope } from '../../../platform/events';
import type { PaymentMethodRecord } from '../payments/model';
import type { ReturnRecord } from '../returns/model';
import type { AddressRecord } from '../../../platform/address';
import type { ShipmentRecord } from '../shipping/model';

/**
 * The order's domain state (pending, confirmed, shipped, delivered, cancelled, returned, and `failed` for
 * an order whose payment failed), stored in `status`. `placing` is the placing saga's first step (stock not
 * yet reserved): never visible, and either promoted to `pending` or removed (by the request or, after a
 * crash, by the sweeper). state-machine.ts has the transitions.
 */
export type OrderState =
  'pending' | 'confirmed' | 'shipped' | 'delivered' | 'cancelled' | 'returned' | 'failed';
export type OrderStatusValue = 'placing' | OrderState;
export type VisibleOrderStatus = OrderState;
export const orderStates: readonly OrderState[] = [
  'pending',
  'confirmed',
  'shipped',
  'delivered',
  'cancelled',
  'returned',
  'failed',
];

/**
 * Where the order's stock reservation stands. `held` from creation; then `committed` (confirmed: the
 * units left the warehouse), `released` (failed or cancelled before that) or `restocked` (cancelled or
 * returned after it). The stock consumer (event-consumers.ts) moves it; `holding`, `releasing` and
 * `committing` are the create saga's and older orders' in-between states, finished by the sweeper.
 */
export type ReservationState =
  'holding' | 'held' | 'releasing' | 'released' | 'committing' | 'committed' | 'restocked';

/** Units of a line one warehouse fills, as inventory allocated them when the line's stock was reserved. */
export interface ItemAllocationRecord {
  warehouseId: string;
  quantity: number;
  /** Of those, units promised against the warehouse's incoming stock. */
  backordered: number;
}

export interface OrderItemRecord {
  _id: string;
  productId: string;
  /** The variant ordered; absent on lines older than variants (their product's default variant). */
  variantId?: string;
  /** The variant's SKU when ordered (a default variant's is the product's). */
  sku: string;
  /** The variant's option values when ordered; empty for a default variant. */
  options?: Array<{ name: string; value: string }>;
  name: string;
  quantity: number;
  /** The unit price charged: the customer's effective price for the line's quantity when ordered. */
  unitPriceMinor: number;
  /** The catalog price rule that set `unitPriceMinor`; null or absent: the list price. */
  priceRuleId?: string | null;
  discountMinor: number;
  taxMinor: number;
  lineTotalMinor: number;
  /** Units of the line promised against incoming stock when it was ordered (absent: none). */
  backordered?: number;
  /** When those units were expected. */
  backorderExpectedAt?: Date | null;
  /**
   * Which warehouses the line's units were allocated from (absent on lines older than per-warehouse
   * shipments); each warehouse's units ship as their own parcel (shipping/fulfilment.ts).
   */
  allocations?: ItemAllocationRecord[];
}

/** A discount as the order applied it (pricing/totals.ts `AppliedDiscount`), kept so the order shows why. */
export interface AppliedDiscountRecord {
  kind: 'promotion' | 'coupon' | 'loyalty';
  sourceId: string;
  name: string;
  target: 'items' | 'shipping';
  amountMinor: number;
}

/** The carrier service chosen at placing and what it charged. */
export interface ShippingChoiceRecord {
  carrier: string;
  service: string;
  /** The carrier's rate before shipping discounts. */
  rateMinor: number;
  discountMinor: number;
}

export interface StatusChangeRecord {
  from: VisibleOrderStatus | null;
  to: VisibleOrderStatus;
  at: Date;
  actor: string | null;
  /** Why, when the change has a cause worth keeping (a payment failure, a cancellation reason). */
  reason?: string | null;
  /** The event this change published. */
  eventId?: string | null;
}

/**
 * A line being added to a placed order: recorded before its stock is reserved (under its own reservation
 * id), so a crash between the two leaves something the sweeper can find and release.
 */
export interface PendingLineRecord {
  _id: string;
  reservationId: string;
  at: Date;
}

export interface OrderRecord {
  _id: string;
  userId: string;
  items: OrderItemRecord[];
  currency: string;
  subtotalMinor: number;
  discountMinor: number;
  taxMinor: number;
  /** What the order charges for shipping (the chosen rate less shipping discounts); 0 without a choice. */
  shippingMinor?: number;
  shipping?: ShippingChoiceRecord | null;
  /** The destination's tax rate (basis points) the lines were taxed at; lines added later use it too. */
  taxRateBasisPoints?: number;
  discounts?: AppliedDiscountRecord[];
  /** The coupon the order redeemed; released when the order fails or is cancelled. */
  coupon?: { id: string; code: string; released: boolean } | null;
  /** Loyalty points redeemed as a discount; given back when the order fails or is cancelled. */
  pointsRedeemed?: number;
  totalMinor: number;
  status: OrderStatusValue;
  reservation: ReservationState;
  orderDate: Date;
  notes: string | null;
  history: StatusChangeRecord[];
  /** Sequence of the order's last event; every state change (and every added line) is guarded by it. */
  eventSeq: number;
  shippingAddress?: AddressRecord | null;
  billingAddress?: AddressRecord | null;
  /**
   * Set when the order's payment starts (at placing, or by payOrder, guarded by the total it pays): from
   * then on the total is frozen, so no line can be added to what is being charged.
   */
  paymentMethod?: PaymentMethodRecord | null;
  shipments: ShipmentRecord[];
  returns: ReturnRecord[];
  /** Lines being added (see PendingLineRecord); empty at rest. */
  pendingLines?: PendingLineRecord[];
  /** Reservations of lines added after placing; committed, released or restocked together with the order's own. */
  lineReservations?: string[];
  createdAt: Date;
  updatedAt: Date;
}

/** The order document with its embedded outbox, which only the relay reads. */
export type OrderDocument = OrderRecord & { outbox: EventEnvelope[] };

const itemSchema = new Schema<OrderItemRecord>(
  {
    _id: { type: String, default: () => randomUUID() },
    productId: { type: String, required: true },
    variantId: { type: String },
    sku: { type: String, required: true },
    options: { type: [{ _id: false, name: String, value: String }], default: undefined },
    name: { type: String, required: true },
    quantity: { type: Number, required: true, min: 1 },
    unitPriceMinor: { type: Number, required: true, min: 0 },
    priceRuleId: { type: String, default: undefined },
    discountMinor: { type: Number, required: true, min: 0, default: 0 },
    taxMinor: { type: Number, required: true, min: 0, default: 0 },
    lineTotalMinor: { type: Number, required: true, min: 0 },
    backordered: { type: Number, min: 0 },
    backorderExpectedAt: { type: Date, default: undefined },
    allocations: {
      type: [{ _id: false, warehouseId: String, quantity: Number, backordered: Number }],
      default: undefined,
    },
  },
  { versionKey: false },
);

const addressSchema = new Schema<AddressRecord>(
  {
    name: String,
    line1: String,
    line2: String,
    city: String,
    state: String,
    postalCode: String,
    country: String,
    phone: String,
  },
  { _id: false },
);

const orderSchema = new Schema<OrderDocument>(
  {
    _id: { type: String, default: () => randomUUID() },
    userId: { type: String, required: true },
    items: { type: [itemSchema], required: true },
    currency: { type: String, required: true, default: 'USD' },
    subtotalMinor: { type: Number, required: true, min: 0 },
    discountMinor: { type: Number, required: true, min: 0, default: 0 },
    taxMinor: { type: Number, required: true, min: 0, default: 0 },
    shippingMinor: { type: Number, min: 0, default: 0 },
    shipping: {
      type: new Schema<ShippingChoiceRecord>(
        { carrier: String, service: String, rateMinor: Number, discountMinor: Number },
        { _id: false },
      ),
      default: null,
    },
    taxRateBasisPoints: { type: Number, min: 0, default: 0 },
    discounts: {
      type: [
        { _id: false, kind: String, sourceId: String, name: String, target: String, amountMinor: Number },
      ],
      default: () => [],
    },
    coupon: {
      type: new Schema({ id: String, code: String, released: Boolean }, { _id: false }),
      default: null,
    },
    pointsRedeemed: { type: Number, min: 0, default: 0 },
    totalMinor: { type: Number, required: true, min: 0 },
    status: { type: String, required: true, enum: ['placing', ...orderStates] },
    reservation: {
      type: String,
      required: true,
      enum: ['holding', 'held', 'releasing', 'released', 'committing', 'committed', 'restocked'],
    },
    orderDate: { type: Date, required: true },
    notes: { type: String, default: null },
    history: {
      type: [
        { _id: false, from: String, to: String, at: Date, actor: String, reason: String, eventId: String },
      ],
      default: [],
    },
    eventSeq: { type: Number, required: true, default: 0 },
    shippingAddress: { type: addressSchema, default: null },
    billingAddress: { type: addressSchema, default: null },
    paymentMethod: { type: Schema.Types.Mixed, default: null },
    // Shipments and returns live in the order document, so a shipment update and the order's move to
    // shipped (with its `order.shipped` event) are one atomic write.
    shipments: { type: Schema.Types.Mixed, default: () => [] },
    returns: { type: Schema.Types.Mixed, default: () => [] },
    pendingLines: { type: [{ _id: String, reservationId: String, at: Date }], default: [] },
    lineReservations: { type: [String], default: [] },
    // The embedded outbox (platform/events/envelope.ts), read only by the relay.
    outbox: { type: Schema.Types.Mixed, default: () => [], select: false },
  },
  { collection: 'orders', timestamps: true, versionKey: false },
);
orderSchema.index({ userId: 1, createdAt: -1 });
orderSchema.index({ status: 1, createdAt: -1 });
orderSchema.index({ reservation: 1, updatedAt: 1 });
orderSchema.index({ 'items.sku': 1 });
orderSchema.index({ 'pendingLines.at': 1 });

export function orderModels(connection: Connection) {
  return { Order: connection.model<OrderDocument>('Order', orderSchema) as Model<OrderDocument> };
}

export type OrderModels = ReturnType<typeof orderModels>;

/** An order line as resolvers see it: with its order's currency, to format amounts. */
export type OrderItemView = OrderItemRecord & { currency: string };

/** The order's shipping choice as resolvers see it: with the order's currency. */
export type OrderShippingView = ShippingChoiceRecord & { currency: string };

/** An applied discount as resolvers see it: with its order's (or cart's) currency. */
export type AppliedDiscountView = AppliedDiscountRecord & { currency: string };

/** A reference to an entity another subgraph owns; the gateway resolves the rest. */
export interface EntityRef {
  id: string;
}
