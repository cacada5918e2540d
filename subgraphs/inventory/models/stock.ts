import type { EventEnvelope } from '../../../platform/events';
import { randomUUID } from 'node:crypto';
import { Schema, type Connection, type Model } from 'mongoose';

export interface WarehouseRecord {
  _id: string;
  code: string;
  name: string;
  country: string;
  active: boolean;
  createdAt: Date;
  updatedAt: Date;
}

/** Units held for one reservation, recorded in the same atomic update that moved them. */
export interface HoldRecord {
  reservationId: string;
  quantity: number;
  at: Date;
}

/**
 * One variant of a product in one warehouse. `_id` is `<variantId>:<warehouseId>` so every read by variant
 * is an `_id` lookup (fast on every MongoDB, including the embedded server, which ignores secondary
 * indexes). A product without options has one variant whose id is the product's, so its levels keep the
 * `<productId>:<warehouseId>` ids they had before variants; such older levels have no `variantId` field,
 * which reads as the product's id (`variantOf`).
 */
export interface StockLevelRecord {
  _id: string;
  productId: string;
  variantId?: string;
  warehouseId: string;
  available: number;
  reserved: number;
  damaged: number;
  incoming: number;
  reorderPoint: number;
  holds: HoldRecord[];
  /** References of the restocks applied here (exactly once each). */
  restocks?: string[];
  /** The sequence of the last event this level published (StockReplenishedEvent). */
  eventSeq?: number;
  /** Events written with the change they describe, until the relay moves them to the bus. */
  outbox?: EventEnvelope[];
  createdAt: Date;
  updatedAt: Date;
}

export function stockId(variantId: string, warehouseId: string): string {
  return `${variantId}:${warehouseId}`;
}

/** The variant a level holds: a level written before variants holds its product's default variant. */
export function variantOf(level: Pick<StockLevelRecord, 'productId' | 'variantId'>): string {
  return level.variantId ?? level.productId;
}

const warehouseSchema = new Schema<WarehouseRecord>(
  {
    _id: { type: String, default: () => randomUUID() },
    code: { type: String, required: true },
    name: { type: String, required: true },
    country: { type: String, required: true },
    active: { type: Boolean, default: true },
  },
  { collection: 'warehouses', timestamps: true, versionKey: false },
);
warehouseSchema.index({ code: 1 }, { unique: true });

const nonNegative = { type: Number, required: true, min: 0, default: 0 };
const stockSchema = new Schema<StockLevelRecord>(
  {
    _id: { type: String, required: true },
    productId: { type: String, required: true },
    variantId: { type: String },
    warehouseId: { type: String, required: true },
    available: nonNegative,
    reserved: nonNegative,
    damaged: nonNegative,
    incoming: nonNegative,
    reorderPoint: { type: Number, required: true, min: 0, default: 10 },
    holds: { type: [{ _id: false, reservationId: String, quantity: Number, at: Date }], default: [] },
    restocks: { type: [String], default: [] },
    eventSeq: { type: Number, default: 0 },
    outbox: { type: Schema.Types.Mixed, default: () => [], select: false },
  },
  { collection: 'stock_levels', timestamps: true, versionKey: false },
);
stockSchema.index({ productId: 1 });
stockSchema.index({ 'holds.reservationId': 1 });

export function inventoryModels(connection: Connection) {
  return {
    Warehouse: connection.model<WarehouseRecord>('Warehouse', warehouseSchema) as Model<WarehouseRecord>,
    StockLevel: connection.model<StockLevelRecord>('StockLevel', stockSchema) as Model<StockLevelRecord>,
  };
}

export type InventoryModels = ReturnType<typeof inventoryModels>;
