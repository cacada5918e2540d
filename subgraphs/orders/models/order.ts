import { randomUUID } from 'node:crypto';
import { Schema, type Connection, type Model } from 'mongoose';

/**
 * Stored order states. `placing` is the saga's first step (stock not yet reserved): never visible, and
 * either promoted to `pending` or removed (by the request or, after a crash, by the sweeper).
 */
export type OrderStatusValue = 'placing' | 'pending' | 'processing' | 'shipped' | 'delivered' | 'cancelled';
export type VisibleOrderStatus = Exclude<OrderStatusValue, 'placing'>;

/** Where the order's stock reservation stands; `*ing` states are retried by the sweeper until done. */
export type ReservationState = 'holding' | 'held' | 'releasing' | 'released' | 'committing' | 'committed';

export interface OrderItemRecord {
  _id: string;
  productId: string;
  sku: string;
  name: string;
  quantity: number;
  unitPriceMinor: number;
  discountMinor: number;
  taxMinor: number;
  lineTotalMinor: number;
}

export interface StatusChangeRecord {
  from: VisibleOrderStatus | null;
  to: VisibleOrderStatus;
  at: Date;
  actor: string | null;
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
  totalMinor: number;
  status: OrderStatusValue;
  reservation: ReservationState;
  orderDate: Date;
  notes: string | null;
  history: StatusChangeRecord[];
  /** Lines being added (see PendingLineRecord); empty at rest. */
  pendingLines?: PendingLineRecord[];
  /** Reservations of lines added after placing; released or committed together with the order's own. */
  lineReservations?: string[];
  createdAt: Date;
  updatedAt: Date;
}

const itemSchema = new Schema<OrderItemRecord>(
  {
    _id: { type: String, default: () => randomUUID() },
    productId: { type: String, required: true },
    sku: { type: String, required: true },
    name: { type: String, required: true },
    quantity: { type: Number, required: true, min: 1 },
    unitPriceMinor: { type: Number, required: true, min: 0 },
    discountMinor: { type: Number, required: true, min: 0, default: 0 },
    taxMinor: { type: Number, required: true, min: 0, default: 0 },
    lineTotalMinor: { type: Number, required: true, min: 0 },
  },
  { versionKey: false },
);

const orderSchema = new Schema<OrderRecord>(
  {
    _id: { type: String, default: () => randomUUID() },
    userId: { type: String, required: true },
    items: { type: [itemSchema], required: true },
    currency: { type: String, required: true, default: 'USD' },
    subtotalMinor: { type: Number, required: true, min: 0 },
    discountMinor: { type: Number, required: true, min: 0, default: 0 },
    taxMinor: { type: Number, required: true, min: 0, default: 0 },
    totalMinor: { type: Number, required: true, min: 0 },
    status: { type: String, required: true, enum: ['placing', 'pending', 'processing', 'shipped', 'delivered', 'cancelled'] },
    reservation: { type: String, required: true, enum: ['holding', 'held', 'releasing', 'released', 'committing', 'committed'] },
    orderDate: { type: Date, required: true },
    notes: { type: String, default: null },
    history: { type: [{ _id: false, from: String, to: String, at: Date, actor: String }], default: [] },
    pendingLines: { type: [{ _id: String, reservationId: String, at: Date }], default: [] },
    lineReservations: { type: [String], default: [] },
  },
  { collection: 'orders', timestamps: true, versionKey: false },
);
orderSchema.index({ userId: 1, createdAt: -1 });
orderSchema.index({ status: 1, createdAt: -1 });
orderSchema.index({ reservation: 1, updatedAt: 1 });
orderSchema.index({ 'items.sku': 1 });
orderSchema.index({ 'pendingLines.at': 1 });

export function orderModels(connection: Connection) {
  return { Order: connection.model<OrderRecord>('Order', orderSchema) as Model<OrderRecord> };
}

export type OrderModels = ReturnType<typeof orderModels>;

/** An order line as resolvers see it: with its order's currency, to format amounts. */
export type OrderItemView = OrderItemRecord & { currency: string };

/** A reference to an entity another subgraph owns; the gateway resolves the rest. */
export interface EntityRef {
  id: string;
}
