import { Schema, type Connection, type Model } from 'mongoose';

/**
 * Why a stock level changed. Staff record RECEIPT, ADJUSTMENT, DAMAGED, LOST and transfers; the order saga's
 * calls record RESERVATION, RELEASE, COMMIT and RESTOCK; backorders record BACKORDER (units promised against
 * incoming), BACKORDER_RELEASE and BACKORDER_FILL (received units handed to a waiting backorder).
 */
export const movementKinds = [
  'RECEIPT',
  'ADJUSTMENT',
  'DAMAGED',
  'LOST',
  'TRANSFER_OUT',
  'TRANSFER_IN',
  'RESERVATION',
  'RELEASE',
  'COMMIT',
  'RESTOCK',
  'BACKORDER',
  'BACKORDER_RELEASE',
  'BACKORDER_FILL',
] as const;
export type MovementKind = (typeof movementKinds)[number];

/** The quantities a movement changes, as signed deltas (absent: 0). */
export interface MovementDeltas {
  available?: number;
  reserved?: number;
  damaged?: number;
  incoming?: number;
  backordered?: number;
}

export const ledgerQuantities = ['available', 'reserved', 'damaged', 'incoming', 'backordered'] as const;

/**
 * One entry of the append-only stock ledger: a stock level's quantities are exactly the sum of its entries'
 * deltas. It is written first into the level's own `journal` in the same update as the change (so the two
 * can never disagree), then copied here and pulled from the journal (see ledger.ts).
 */
export interface MovementRecord extends MovementDeltas {
  /** Sorts in time order (ledger.ts). */
  _id: string;
  /** The stock level, `<variantId>:<warehouseId>`. */
  levelId: string;
  productId: string;
  /** The product's own id for its default variant. */
  variantId: string;
  warehouseId: string;
  kind: MovementKind;
  reason: string | null;
  /** Who made the change (`Caller.actor`): a user id, `client:<id>`, `service:<name>`. */
  actor: string | null;
  /** What it belongs to: a reservation id, a transfer id, a restock reference, a receipt's own reference. */
  reference: string | null;
  at: Date;
}

const movementSchema = new Schema<MovementRecord>(
  {
    _id: { type: String, required: true },
    levelId: { type: String, required: true },
    productId: { type: String, required: true },
    variantId: { type: String, required: true },
    warehouseId: { type: String, required: true },
    kind: { type: String, enum: movementKinds, required: true },
    available: Number,
    reserved: Number,
    damaged: Number,
    incoming: Number,
    backordered: Number,
    reason: { type: String, default: null },
    actor: { type: String, default: null },
    reference: { type: String, default: null },
    at: { type: Date, required: true },
  },
  { collection: 'stock_movements', versionKey: false },
);
movementSchema.index({ productId: 1, _id: -1 });
movementSchema.index({ levelId: 1, at: -1 });

export function movementModel(connection: Connection): Model<MovementRecord> {
  return connection.model<MovementRecord>('StockMovement', movementSchema);
}
