import { systemClock, type Clock } from '../../../platform/clock';
import { appError, badInput, isDuplicateKeyError, orRefuse } from '../../../platform/errors';
import { newEvent } from '../../../platform/events';
import type { Caller } from '../../../platform/identity/caller';
import { findLean } from '../../../platform/mongo/reads';
import { stockId, type InventoryModels, type StockLevelRecord, type WarehouseRecord } from '../models/stock';
import { delta, parseCountry, parseWarehouseCode, quantity } from './fields';

export interface StockSummaryValue {
  available: number;
  reserved: number;
  incoming: number;
  status: 'IN_STOCK' | 'LOW_STOCK' | 'OUT_OF_STOCK' | 'BACKORDER';
}

export interface CreateWarehouseInput {
  /** Any case; stored upper case (see parseWarehouseCode). */
  code: string;
  name: string;
  /** ISO 3166-1 alpha-2, any case. */
  country: string;
}

/** Absolute quantities of one product in one warehouse; an absent (or null) quantity keeps its value. */
export interface SetStockInput {
  productId: string;
  /** Required for a product with options; default: the product's default variant (its own id). */
  variantId?: string | null;
  warehouseId: string;
  available?: number | null;
  damaged?: number | null;
  incoming?: number | null;
  reorderPoint?: number | null;
}

/** A relative change of the units available: positive adds, negative removes. */
export interface AdjustStockInput {
  productId: string;
  /** As in SetStockInput. */
  variantId?: string | null;
  warehouseId: string;
  delta: number;
}

/** Units of one product's variant (default: the product's default variant, whose id is the product's). */
export interface StockLine {
  productId: string;
  variantId?: string | null;
  quantity: number;
}

/** Units to hold for one reservation (the order saga's order or order line). */
export interface ReserveInput {
  reservationId: string;
  lines: readonly StockLine[];
}

/** Units coming back into stock, applied once per `reference`. */
export interface RestockInput {
  reference: string;
  lines: readonly StockLine[];
}

/**
 * Asks the catalog (which owns products) for a product's variant ids, as the caller's request: null when
 * there is no such product. A product without options answers its own id (its default variant).
 */
export type ProductVariants = (caller: Caller, productId: string) => Promise<string[] | null>;

/** How many times a line re-reads the warehouses when concurrent reservations moved the numbers. */
const RESERVE_PASSES = 10;

/** The rest of a stock level that an upsert creates (its `available` comes from the update's `$inc`). */
function newStockLevel(productId: string, variantId: string, warehouseId: string | undefined) {
  return {
    productId,
    variantId,
    warehouseId,
    reserved: 0,
    damaged: 0,
    incoming: 0,
    reorderPoint: 10,
    holds: [],
  };
}

/** Stock writes answer the level as written (without its holds), so they need no second read. */
const AFTER_WITHOUT_HOLDS = { returnDocument: 'after', projection: { holds: 0 } } as const;

/** Lines of the same variant merged into one quantity each (quantities checked, named by line). */
function mergedLines(
  lines: readonly StockLine[],
): Map<string, { productId: string; variantId: string; quantity: number }> {
  const merged = new Map<string, { productId: string; variantId: string; quantity: number }>();
  lines.forEach((line, index) => {
    const variantId = line.variantId || line.productId;
    const units = quantity(line.quantity, `lines[${index}].quantity`, false);
    const known = merged.get(variantId);
    if (known) known.quantity += units;
    else merged.set(variantId, { productId: line.productId, variantId, quantity: units });
  });
  return merged;
}

/** Sums the stock levels of active warehouses into the public summary. */
export function summarize(
  levels: readonly StockLevelRecord[],
  warehouses: readonly WarehouseRecord[],
): StockSummaryValue {
  const active = new Set(
    warehouses.filter((warehouse) => warehouse.active).map((warehouse) => warehouse._id),
  );
  let available = 0;
  let reserved = 0;
  let incoming = 0;
  let reorderPoint = 0;
  for (const level of levels) {
    if (!active.has(level.warehouseId)) continue;
    available += level.available;
    reserved += level.reserved;
    incoming += level.incoming;
    reorderPoint += level.reorderPoint;
  }
  const status =
    available > reorderPoint
      ? 'IN_STOCK'
      : available > 0
        ? 'LOW_STOCK'
        : incoming > 0
          ? 'BACKORDER'
          : 'OUT_OF_STOCK';
  return { available, reserved, incoming, status };
}

/**
 * Stock and reservations. Every invariant is one single-document atomic update, so it holds on any
 * MongoDB without transactions: `available` never goes below 0 because each decrement is guarded by
 * `available >= n` in the same update, and each hold is recorded inside the stock document it came from,
 * so a reservation can always be released or committed exactly once.
 *
 * Reading stock is open to every caller; writes are for admins, and reservations for the order saga
 * (permissions.ts). The caller goes with the questions this service asks the catalog.
 */
export class InventoryService {
  /** The warehouse list stock reads use, and when it was read (see `warehouses`). */
  private known: { read: Promise<WarehouseRecord[]>; at: number } | null = null;

  constructor(
    private readonly models: InventoryModels,
    /** A product's variants, so no stock is created for nothing. */
    private readonly productVariants: ProductVariants,
    private readonly options: {
      /** How long stock reads reuse the warehouse list (ms); 0: read it every time. Default 0. */
      warehouseCacheMs?: number;
      clock?: Clock;
      /** An event was written to an outbox (the relay looks at once). Default: nothing, the relay polls. */
      onEvent?: () => void;
    } = {},
  ) {}

  /**
   * Every warehouse, by code, for reads: every stock read needs the list, and warehouses are only ever
   * added, so the list is reused for `warehouseCacheMs` (one round trip less per request) and dropped at
   * once when this process adds one. Reservations read it afresh (`currentWarehouses`).
   */
  warehouses(_caller: Caller): Promise<WarehouseRecord[]> {
    const now = (this.options.clock ?? systemClock).now();
    const ttl = this.options.warehouseCacheMs ?? 0;
    if (this.known && now - this.known.at < ttl) return this.known.read;
    const read = this.currentWarehouses();
    // A failed read is not kept: the next request asks again.
    read.catch(() => {
      if (this.known?.read === read) this.known = null;
    });
    this.known = { read, at: now };
    return read;
  }

  private currentWarehouses(): Promise<WarehouseRecord[]> {
    return findLean<WarehouseRecord>(this.models.Warehouse, {}, { sort: { code: 1 } });
  }

  warehousesByIds(_caller: Caller, ids: readonly string[]): Promise<WarehouseRecord[]> {
    return this.models.Warehouse.find({ _id: { $in: ids } })
      .lean<WarehouseRecord[]>()
      .exec();
  }

  /** Stock of these variants in these warehouses (without holds): one `_id $in` query. */
  stockOf(
    _caller: Caller,
    variantIds: readonly string[],
    warehouses: readonly WarehouseRecord[],
  ): Promise<StockLevelRecord[]> {
    const ids = variantIds.flatMap((variantId) =>
      warehouses.map((warehouse) => stockId(variantId, warehouse._id)),
    );
    if (ids.length === 0) return Promise.resolve([]);
    return findLean<StockLevelRecord>(this.models.StockLevel, { _id: { $in: ids } }, { exclude: ['holds'] });
  }

  /**
   * Stock of every variant of these products (without holds), found by product: for callers that do not
   * know the variants (a representation without them). A query on `productId`, so prefer `stockOf`.
   */
  stockOfProducts(_caller: Caller, productIds: readonly string[]): Promise<StockLevelRecord[]> {
    if (productIds.length === 0) return Promise.resolve([]);
    return findLean<StockLevelRecord>(
      this.models.StockLevel,
      { productId: { $in: productIds } },
      { exclude: ['holds'] },
    );
  }

  async createWarehouse(_caller: Caller, input: CreateWarehouseInput): Promise<WarehouseRecord> {
    const code = orRefuse(parseWarehouseCode(input.code), 'code');
    const name = input.name.trim();
    if (!name) throw badInput('name', 'Name is required.', 'REQUIRED');
    const country = orRefuse(parseCountry(input.country), 'country');
    try {
      const created = await this.models.Warehouse.create({ code, name, country, active: true });
      this.known = null;
      return created.toObject<WarehouseRecord>();
    } catch (error) {
      if (isDuplicateKeyError(error))
        throw badInput('code', `A warehouse with code "${code}" already exists.`, 'ALREADY_EXISTS');
      throw error;
    }
  }

  /** Absolute quantities; creates the stock level on first use. */
  async setStock(caller: Caller, input: SetStockInput): Promise<StockLevelRecord> {
    const set: Partial<StockLevelRecord> = {};
    if (input.available != null) set.available = quantity(input.available, 'available');
    if (input.damaged != null) set.damaged = quantity(input.damaged, 'damaged');
    if (input.incoming != null) set.incoming = quantity(input.incoming, 'incoming');
    if (input.reorderPoint != null) set.reorderPoint = quantity(input.reorderPoint, 'reorderPoint');
    await this.requireWarehouse(input.warehouseId, 'warehouseId');
    const variantId = await this.requireVariant(caller, input.productId, input.variantId);
    // A new level starts as any other and takes the quantities given; a field cannot be in both operators.
    const onInsert: Record<string, unknown> = {
      ...newStockLevel(input.productId, variantId, input.warehouseId),
      available: 0,
    };
    for (const key of Object.keys(set)) delete onInsert[key];
    const id = stockId(variantId, input.warehouseId);
    if (set.available) {
      const replenished = await this.replenish(
        id,
        { productId: input.productId, variantId, warehouseId: input.warehouseId },
        { $set: set },
        set.available,
      );
      if (replenished) return replenished;
    }
    return (await this.models.StockLevel.findOneAndUpdate(
      { _id: id },
      { $set: set, $setOnInsert: onInsert },
      { upsert: true, ...AFTER_WITHOUT_HOLDS },
    ).lean<StockLevelRecord>())!;
  }

  /** Atomic relative change of `available`; a removal larger than what is available is refused. */
  async adjustStock(caller: Caller, input: AdjustStockInput): Promise<StockLevelRecord> {
    const change = delta(input.delta, 'delta');
    const { productId, warehouseId } = input;
    await this.requireWarehouse(warehouseId, 'warehouseId');
    const variantId = await this.requireVariant(caller, productId, input.variantId);
    const id = stockId(variantId, warehouseId);
    if (change > 0) {
      const replenished = await this.replenish(
        id,
        { productId, variantId, warehouseId },
        { $inc: { available: change } },
        change,
      );
      if (replenished) return replenished;
      return (await this.models.StockLevel.findOneAndUpdate(
        { _id: id },
        { $inc: { available: change }, $setOnInsert: newStockLevel(productId, variantId, warehouseId) },
        { upsert: true, ...AFTER_WITHOUT_HOLDS },
      ).lean<StockLevelRecord>())!;
    }
    const removed = await this.models.StockLevel.findOneAndUpdate(
      { _id: id, available: { $gte: -change } },
      { $inc: { available: change } },
      AFTER_WITHOUT_HOLDS,
    ).lean<StockLevelRecord>();
    if (!removed) {
      throw appError(
        'INSUFFICIENT_STOCK',
        `Cannot remove ${-change} units: not that many available in this warehouse.`,
        { productId, variantId, warehouseId },
      );
    }
    return removed;
  }

  /**
   * Holds stock for every line, all or nothing. Lines for the same variant are merged first. A line may
   * draw from several warehouses (most stocked first). If any line is short, everything this reservation
   * holds is released and INSUFFICIENT_STOCK names the product. Retrying with the same id never holds twice.
   */
  async reserve(caller: Caller, input: ReserveInput): Promise<void> {
    const { reservationId } = input;
    if (!reservationId) throw badInput('reservationId', 'reservationId is required.', 'REQUIRED');
    const merged = mergedLines(input.lines);
    const warehouses = (await this.currentWarehouses()).filter((warehouse) => warehouse.active);
    for (const { productId, variantId, quantity: wanted } of merged.values()) {
      const held = await this.reserveVariant(reservationId, variantId, wanted, warehouses);
      if (!held) {
        await this.release(caller, reservationId);
        throw appError(
          'INSUFFICIENT_STOCK',
          variantId === productId
            ? `Not enough stock for product ${productId}: ${wanted} requested.`
            : `Not enough stock for variant ${variantId} of product ${productId}: ${wanted} requested.`,
          { productId, variantId, requested: wanted },
        );
      }
    }
  }

  /** Returns the reservation's held units to `available`. Safe to call any number of times. */
  release(_caller: Caller, reservationId: string): Promise<number> {
    return this.settle(reservationId, (quantity) => ({ available: quantity, reserved: -quantity }));
  }

  /** The reservation's held units leave the warehouse. Safe to call any number of times. */
  commit(_caller: Caller, reservationId: string): Promise<number> {
    return this.settle(reservationId, (quantity) => ({ reserved: -quantity }));
  }

  /**
   * Puts units back into `available`, each variant's to the active warehouse holding most of it (or the
   * first active warehouse). Recorded per stock level under `reference`, so a repeat changes nothing.
   */
  async restock(caller: Caller, input: RestockInput): Promise<void> {
    const { reference } = input;
    if (!reference) throw badInput('reference', 'reference is required.', 'REQUIRED');
    const merged = mergedLines(input.lines);
    const warehouses = (await this.currentWarehouses()).filter((warehouse) => warehouse.active);
    if (warehouses.length === 0)
      throw badInput('reference', 'No active warehouse to restock into.', 'NOT_FOUND');
    for (const { productId, variantId, quantity: units } of merged.values()) {
      const levels = await this.models.StockLevel.find(
        { _id: { $in: warehouses.map((warehouse) => stockId(variantId, warehouse._id)) } },
        { holds: 0 },
      ).lean<StockLevelRecord[]>();
      if (levels.some((level) => level.restocks?.includes(reference))) continue;
      const target =
        levels.sort((a, b) => b.available - a.available)[0]?._id ?? stockId(variantId, warehouses[0]!._id);
      const warehouseId = target.slice(target.lastIndexOf(':') + 1);
      await this.models.StockLevel.updateOne(
        { _id: target, restocks: { $ne: reference } },
        {
          $inc: { available: units },
          $push: { restocks: reference },
          $setOnInsert: newStockLevel(productId, variantId, warehouseId),
        },
        { upsert: true },
      ).catch((error: unknown) => {
        // The upsert lost to a concurrent one that already recorded this reference: nothing to do.
        if (!isDuplicateKeyError(error)) throw error;
      });
    }
  }

  /**
   * A level that had nothing available and gets `available` units: the change goes out with
   * StockReplenishedEvent in its outbox, in one update guarded by "still 0, same event sequence", so of
   * concurrent additions exactly one publishes the transition. Null when the level was not at 0 (or another
   * change came first): the caller applies its change the ordinary way.
   */
  private async replenish(
    id: string,
    { productId, variantId, warehouseId }: { productId: string; variantId: string; warehouseId: string },
    update: { $inc?: Record<string, number>; $set?: Record<string, unknown> },
    available: number,
  ): Promise<StockLevelRecord | null> {
    const current = await this.models.StockLevel.findOne({ _id: id, available: 0 }, { eventSeq: 1 }).lean<
      Pick<StockLevelRecord, 'eventSeq'>
    >();
    if (!current) return null;
    const others = await this.models.StockLevel.find({ productId, _id: { $ne: id } }, { available: 1 }).lean<
      Array<Pick<StockLevelRecord, 'available'>>
    >();
    const sequence = (current.eventSeq ?? 0) + 1;
    const event = newEvent('StockReplenishedEvent', 'stock', id, sequence, {
      productId,
      variantId,
      warehouseId,
      previousAvailable: 0,
      available,
      // Back in stock for the product only when no other warehouse had any (read just before this change).
      otherWarehousesAvailable: others.reduce((sum, level) => sum + level.available, 0),
    });
    const updated = await this.models.StockLevel.findOneAndUpdate(
      { _id: id, available: 0, eventSeq: current.eventSeq ?? 0 },
      { ...update, $set: { ...update.$set, eventSeq: sequence }, $push: { outbox: event } },
      AFTER_WITHOUT_HOLDS,
    ).lean<StockLevelRecord>();
    if (updated) this.options.onEvent?.();
    return updated;
  }

  private async requireWarehouse(id: string, field: string): Promise<WarehouseRecord> {
    const warehouse = await this.models.Warehouse.findById(id).lean<WarehouseRecord>();
    if (!warehouse) throw badInput(field, `No warehouse with id "${id}".`, 'NOT_FOUND');
    return warehouse;
  }

  /** The variant stock is kept for: `variantId` if it is the product's, else the default variant. */
  private async requireVariant(
    caller: Caller,
    productId: string,
    variantId: string | null | undefined,
  ): Promise<string> {
    const variants = await this.productVariants(caller, productId);
    if (!variants) throw badInput('productId', `No product with id "${productId}".`, 'NOT_FOUND');
    if (!variantId) {
      if (variants.includes(productId)) return productId;
      throw appError(
        'VARIANT_REQUIRED',
        'This product is sold in variants (it has options): name one with variantId.',
        { productId, field: 'variantId' },
      );
    }
    if (!variants.includes(variantId))
      throw badInput('variantId', `Product ${productId} has no variant "${variantId}".`, 'NOT_FOUND');
    return variantId;
  }

  private async reserveVariant(
    reservationId: string,
    variantId: string,
    wanted: number,
    warehouses: readonly WarehouseRecord[],
  ): Promise<boolean> {
    const ids = warehouses.map((warehouse) => stockId(variantId, warehouse._id));
    for (let pass = 0; pass < RESERVE_PASSES; pass++) {
      const levels = await this.models.StockLevel.find({ _id: { $in: ids } }).lean<StockLevelRecord[]>();
      // A retry of the same reservation counts what it already holds.
      let remaining = wanted;
      for (const level of levels) {
        for (const hold of level.holds ?? [])
          if (hold.reservationId === reservationId) remaining -= hold.quantity;
      }
      if (remaining <= 0) return true;
      const candidates = levels
        .filter(
          (level) =>
            level.available > 0 && !(level.holds ?? []).some((hold) => hold.reservationId === reservationId),
        )
        .sort((a, b) => b.available - a.available);
      if (candidates.length === 0) return false;
      for (const level of candidates) {
        const take = Math.min(remaining, level.available);
        const result = await this.models.StockLevel.updateOne(
          { _id: level._id, available: { $gte: take }, 'holds.reservationId': { $ne: reservationId } },
          {
            $inc: { available: -take, reserved: take },
            $push: { holds: { reservationId, quantity: take, at: new Date() } },
          },
        );
        if (result.modifiedCount === 1) remaining -= take;
        if (remaining === 0) return true;
      }
      // Concurrent reservations changed the numbers under us: read again.
    }
    return false;
  }

  private async settle(
    reservationId: string,
    increments: (quantity: number) => Record<string, number>,
  ): Promise<number> {
    const levels = await this.models.StockLevel.find({ 'holds.reservationId': reservationId }).lean<
      StockLevelRecord[]
    >();
    let settled = 0;
    for (const level of levels) {
      const hold = level.holds.find((candidate) => candidate.reservationId === reservationId);
      if (!hold) continue;
      // Matching on the hold makes this exactly-once: a concurrent settle finds it already pulled.
      const result = await this.models.StockLevel.updateOne(
        { _id: level._id, 'holds.reservationId': reservationId },
        { $inc: increments(hold.quantity), $pull: { holds: { reservationId } } },
      );
      if (result.modifiedCount === 1) settled += hold.quantity;
    }
    return settled;
  }
}
