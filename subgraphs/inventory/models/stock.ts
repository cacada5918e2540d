import type { EventEnvelope } from '../../../platform/events';
import { backorderPolicyModel } from '../backorders/model';
import { movementModel, type MovementRecord } from '../movements/model';
import { randomUUID } from 'node:crypto';
import { Schema, type Connection, type Model } from 'mongoose';

export interface WarehouseRecord {
  _id: string;
  code: string;
  name: string;
  country: string;
  active: boolean;
  /** Lower is drawn from first by the `priority` allocation strategy (absent: 100). */
  priority?: number;
  createdAt: Date;
  updatedAt: Date;
  /** Events waiting for the relay (never selected by reads). */
  outbox?: EventEnvelope[];
}

/** Units held for one reservation, recorded in the same atomic update that moved them. */
export interface HoldRecord {
  reservationId: string;
  quantity: number;
  at: Date;
}

/**
 * Units of one reservation promised against incoming stock. `waiting` until received units fill it
 * (first in, first out), then `filled` (held like any reservation). `committed`: the order was confirmed
 * while it waited, so its units leave the warehouse the moment they arrive.
 */
export interface BackorderHoldRecord {
  id: string;
  reservationId: string;
  quantity: number;
  state: 'waiting' | 'filled';
  committed: boolean;
  expectedAt: Date | null;
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
  /** The variant this level counts (the product's own id for its default variant). */
  variantId?: string;
  warehouseId: string;
  available: number;
  reserved: number;
  damaged: number;
  incoming: number;
  reorderPoint: number;
  /** Units promised to backorders against `incoming` (see backorders/). */
  backordered?: number;
  holds: HoldRecord[];
  /** Backorders waiting here for incoming units, first in first out. */
  backorders?: BackorderHoldRecord[];
  /**
   * True while `available` is above `reorderPoint`: the next write that finds it at or below publishes
   * LowStockEvent and disarms it (exactly once per crossing); a write that finds it above again re-arms it.
   */
  lowStockArmed?: boolean;
  /** Ledger entries written with the change they describe, until ledger.ts copies them to stock_movements. */
  journal?: MovementRecord[];
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
    priority: { type: Number, default: 100 },
    // WarehouseCreated waits here for the relay (every inventory process then drops its warehouse list).
    outbox: { type: Schema.Types.Mixed, default: () => [], select: false },
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
    backordered: { type: Number, min: 0, default: 0 },
    holds: { type: [{ _id: false, reservationId: String, quantity: Number, at: Date }], default: [] },
    backorders: { type: Schema.Types.Mixed, default: () => [] },
    lowStockArmed: { type: Boolean, default: false },
    journal: { type: Schema.Types.Mixed, default: () => [], select: false },
    restocks: { type: [String], default: [] },
    eventSeq: { type: Number, default: 0 },
    outbox: { type: Schema.Types.Mixed, default: () => [], select: false },
  },
  { collection: 'stock_levels', timestamps: true, versionKey: false },
);
stockSchema.index({ productId: 1 });
stockSchema.index({ 'holds.reservationId': 1 });
stockSchema.index({ 'backorders.reservationId': 1 });

/**
 * The variants of a product sold in variants that stock may be kept for (`_id` the product's id): written
 * before any stock write for a variant (`InventoryService.requireItem`) and by the seed, never shrunk
 * (variants are never removed from a product, and a product never gains or loses options). A product's
 * stock is then read by `_id` alone, on every MongoDB: its default variant's levels, or these variants'.
 */
export interface StockProductRecord {
  _id: string;
  variantIds: string[];
}

const stockProductSchema = new Schema<StockProductRecord>(
  {
    _id: { type: String, required: true },
    variantIds: { type: [String], default: [] },
  },
  { collection: 'stock_products', versionKey: false },
);

export function inventoryModels(connection: Connection) {
  return {
    Warehouse: connection.model<WarehouseRecord>('Warehouse', warehouseSchema) as Model<WarehouseRecord>,
    StockLevel: connection.model<StockLevelRecord>('StockLevel', stockSchema) as Model<StockLevelRecord>,
    StockProduct: connection.model<StockProductRecord>(
      'StockProduct',
      stockProductSchema,
    ) as Model<StockProductRecord>,
    Movement: movementModel(connection),
    BackorderPolicy: backorderPolicyModel(connection),
  };
}

export type InventoryModels = ReturnType<typeof inventoryModels>;
