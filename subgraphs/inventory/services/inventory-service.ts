import { randomUUID } from 'node:crypto';
import { systemClock, type Clock } from '../../../platform/clock';
import { appError, badInput, isDuplicateKeyError, orRefuse } from '../../../platform/errors';
import { newEvent } from '../../../platform/events';
import type { Caller } from '../../../platform/identity/caller';
import { findLean } from '../../../platform/mongo/reads';
import { backorderedLines, Backorders, type BackorderedLineValue } from '../backorders/backorder-service';
import type { BackorderPolicyRecord } from '../backorders/model';
import { checkLowStock, LOW_STOCK_FIELDS, type LowStockView } from '../low-stock/alerts';
import {
  stockId,
  variantOf,
  type InventoryModels,
  type StockLevelRecord,
  type StockProductRecord,
  type WarehouseRecord,
} from '../models/stock';
import { flushJournals, movementOf, moves } from '../movements/ledger';
import type { MovementDeltas, MovementKind, MovementRecord } from '../movements/model';
import { allocationOrder, type AllocationStrategy, type Destination } from './allocation';
import { availabilityEvent, levelRef, removalGuard, type LevelRef, type RemovalGuard } from './availability';
import { delta, parseCountry, parseReason, parseWarehouseCode, quantity } from './fields';
import { listVariants } from './stock-products';

export interface StockSummaryValue {
  /** Set by the Product.stock resolver, for the fields that read the policy lazily. */
  productId?: string;
  /** Whether `backorderable` already counts the product's policy. */
  policyRead?: boolean;
  available: number;
  reserved: number;
  incoming: number;
  /** Incoming units not yet promised to backorders. */
  unpromised: number;
  /** What the policy given to `summarize` allows on backorder (0 without one). */
  backorderable: number;
  status: 'IN_STOCK' | 'LOW_STOCK' | 'OUT_OF_STOCK' | 'BACKORDER';
}

export interface CreateWarehouseInput {
  /** Any case; stored upper case (see parseWarehouseCode). */
  code: string;
  name: string;
  /** ISO 3166-1 alpha-2, any case. */
  country: string;
  /** 0-1000, lower first (the `priority` allocation strategy). Default 100. */
  priority?: number | null;
}

/** Absolute quantities of one variant in one warehouse; an absent (or null) quantity keeps its value. */
export interface SetStockInput {
  productId: string;
  /** Required for a product with options; default: the product's default variant (its own id). */
  variantId?: string | null;
  warehouseId: string;
  available?: number | null;
  damaged?: number | null;
  incoming?: number | null;
  reorderPoint?: number | null;
  /** Why, for the ledger (the change is recorded as an ADJUSTMENT). */
  reason?: string | null;
}

/** A relative change of the units available: positive adds, negative removes. */
export interface AdjustStockInput {
  productId: string;
  /** As in SetStockInput. */
  variantId?: string | null;
  warehouseId: string;
  delta: number;
  /** Why, for the ledger. */
  reason?: string | null;
}

/** Units of one product's variant (default: the product's default variant, whose id is the product's). */
export interface StockLine {
  productId: string;
  variantId?: string | null;
  quantity: number;
}

/** What a stock level holds: one variant of a product (a product without options is its own variant). */
export interface StockItem {
  productId: string;
  variantId: string;
}

/** Units to hold for one reservation (the order saga's order or order line). */
export interface ReserveInput {
  reservationId: string;
  lines: readonly StockLine[];
  /** Where the units go, for the `nearest` allocation strategy. */
  destination?: Destination | null;
}

/** One warehouse's share of a reservation's units of one variant. */
export interface AllocatedStockValue {
  productId: string;
  variantId: string;
  warehouseId: string;
  /** Units held there for the reservation, backordered ones included. */
  quantity: number;
  /** Of those, units promised against the warehouse's incoming stock (still waiting). */
  backordered: number;
}

/** What a reservation holds, per variant and warehouse, and what of it waits on backorder. */
export interface StockReservationValue {
  allocations: AllocatedStockValue[];
  backordered: BackorderedLineValue[];
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

/** How often an absolute write re-reads a level that changed between its read and its write. */
const SET_ATTEMPTS = 10;

/**
 * The rest of a stock level that an upsert creates (its `available` comes from the update's `$inc`). Its
 * low-stock alert starts disarmed: a level created at or below its reorder point has crossed nothing.
 */
export function newStockLevel({ productId, variantId }: StockItem, warehouseId: string | undefined) {
  return {
    productId,
    variantId,
    warehouseId,
    reserved: 0,
    damaged: 0,
    incoming: 0,
    backordered: 0,
    reorderPoint: 10,
    holds: [],
    lowStockArmed: false,
  };
}

/** Stock writes answer the level as written (without its holds), so they need no second read. */
const AFTER_WITHOUT_HOLDS = { returnDocument: 'after', projection: { holds: 0, journal: 0 } } as const;

/** Lines of the same variant merged into one quantity each (quantities checked, named by line). */
function mergedLines(lines: readonly StockLine[]): Map<string, StockItem & { quantity: number }> {
  const merged = new Map<string, StockItem & { quantity: number }>();
  lines.forEach((line, index) => {
    const variantId = line.variantId || line.productId;
    const units = quantity(line.quantity, `lines[${index}].quantity`, false);
    const known = merged.get(variantId);
    if (known) known.quantity += units;
    else merged.set(variantId, { productId: line.productId, variantId, quantity: units });
  });
  return merged;
}

/**
 * Sums the stock levels of active warehouses into the public summary. `backorderable` is what the product's
 * backorder policy still allows against incoming stock (none without a policy), so BACKORDER is shown only
 * when an order for it would be taken.
 */
export function summarize(
  levels: readonly StockLevelRecord[],
  warehouses: readonly WarehouseRecord[],
  policy: Pick<BackorderPolicyRecord, 'mode' | 'limit' | 'promised'> | null = null,
): StockSummaryValue {
  const active = new Set(
    warehouses.filter((warehouse) => warehouse.active).map((warehouse) => warehouse._id),
  );
  let available = 0;
  let reserved = 0;
  let incoming = 0;
  let unpromised = 0;
  let reorderPoint = 0;
  for (const level of levels) {
    if (!active.has(level.warehouseId)) continue;
    available += level.available;
    reserved += level.reserved;
    incoming += level.incoming;
    unpromised += Math.max(0, level.incoming - (level.backordered ?? 0));
    reorderPoint += level.reorderPoint;
  }
  const backorderable = backorderableOf(unpromised, policy);
  const status =
    available > reorderPoint
      ? 'IN_STOCK'
      : available > 0
        ? 'LOW_STOCK'
        : backorderable > 0
          ? 'BACKORDER'
          : 'OUT_OF_STOCK';
  return { available, reserved, incoming, unpromised, backorderable, status };
}

/** Units the policy still lets be promised against `unpromised` incoming ones (0 without a policy). */
export function backorderableOf(
  unpromised: number,
  policy: Pick<BackorderPolicyRecord, 'mode' | 'limit' | 'promised'> | null,
): number {
  return policy?.mode === 'ALLOW' ? Math.max(0, Math.min(policy.limit - policy.promised, unpromised)) : 0;
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
  /** Variants this process has written to `stock_products` (entries are never removed, so never stale). */
  private readonly listedVariants = new Set<string>();
  /** Units promised against incoming stock, per the products' backorder policies. */
  readonly backorders: Backorders;

  constructor(
    private readonly models: InventoryModels,
    /** A product's variants, so no stock is created for nothing. */
    private readonly productVariants: ProductVariants,
    private readonly options: {
      /** How long stock reads reuse the warehouse list (ms); 0: read it every time. Default 0. */
      warehouseCacheMs?: number;
      /** How a line is filled from several warehouses (allocation.ts). Default `most-stocked`. */
      allocation?: AllocationStrategy;
      clock?: Clock;
      /** An event was written to an outbox (the relay looks at once). Default: nothing, the relay polls. */
      onEvent?: () => void;
      /**
       * Work after a successful write failed (copying its ledger entries, the low-stock check); both are
       * retried by later writes. Default: nothing.
       */
      onError?: (error: unknown) => void;
    } = {},
  ) {
    this.backorders = new Backorders(models, async (caller, productId, field) => {
      await this.requireProduct(caller, productId, field);
    });
  }

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

  /** Another process added a warehouse (WarehouseCreated): the next read takes the list afresh. */
  forgetWarehouses(): void {
    this.known = null;
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
   * Stock of every variant of these products (without holds), by `_id` alone: the levels of each
   * product's default variant (one `_id $in` query); for the products that have none, the variants
   * `stock_products` lists (a second query) and their levels (a third). For callers that do not know the
   * variants: the gateway sends inventory a product's id only.
   */
  async stockOfProducts(
    caller: Caller,
    productIds: readonly string[],
    warehouses: readonly WarehouseRecord[],
  ): Promise<StockLevelRecord[]> {
    const direct = await this.stockOf(caller, productIds, warehouses);
    const found = new Set(direct.map((level) => level.productId));
    const rest = productIds.filter((productId) => !found.has(productId));
    if (rest.length === 0) return direct;
    const listed = await findLean<StockProductRecord>(this.models.StockProduct, { _id: { $in: rest } });
    const variantIds = listed.flatMap((product) => product.variantIds);
    return variantIds.length ? [...direct, ...(await this.stockOf(caller, variantIds, warehouses))] : direct;
  }

  /**
   * Lists a variant in `stock_products` before stock is written for it (idempotent; once per process per
   * variant). A product's default variant needs no entry: its levels are found by the product's id.
   */
  private async listVariant({ productId, variantId }: StockItem): Promise<void> {
    if (variantId === productId || this.listedVariants.has(variantId)) return;
    await listVariants(this.models, productId, [variantId]);
    this.listedVariants.add(variantId);
  }

  async createWarehouse(_caller: Caller, input: CreateWarehouseInput): Promise<WarehouseRecord> {
    const code = orRefuse(parseWarehouseCode(input.code), 'code');
    const name = input.name.trim();
    if (!name) throw badInput('name', 'Name is required.', 'REQUIRED');
    const country = orRefuse(parseCountry(input.country), 'country');
    const priority = input.priority == null ? 100 : input.priority;
    if (!Number.isInteger(priority) || priority < 0 || priority > 1000)
      throw badInput('priority', 'priority must be an integer from 0 to 1000.', 'OUT_OF_RANGE');
    try {
      const _id = randomUUID();
      const created = await this.models.Warehouse.create({
        _id,
        code,
        name,
        country,
        active: true,
        priority,
        // Other inventory processes keep their warehouse list for `warehouseCacheMs`: this event makes
        // them drop it, so stock put in the new warehouse is seen everywhere at once.
        outbox: [newEvent('WarehouseCreated', 'warehouse', _id, 1, { id: _id, code, name, country })],
      });
      this.known = null;
      this.options.onEvent?.();
      const { outbox: _outbox, ...warehouse } = created.toObject<WarehouseRecord>();
      return warehouse;
    } catch (error) {
      if (isDuplicateKeyError(error))
        throw badInput('code', `A warehouse with code "${code}" already exists.`, 'ALREADY_EXISTS');
      throw error;
    }
  }

  /**
   * Absolute quantities; creates the stock level on first use. Recorded in the ledger as an ADJUSTMENT by
   * the difference from what the level held: the write is guarded by the quantities it read, so the entry
   * is exactly the change made (a concurrent change in between makes it read again).
   */
  async setStock(caller: Caller, input: SetStockInput): Promise<StockLevelRecord> {
    const set: Partial<Record<'available' | 'damaged' | 'incoming' | 'reorderPoint', number>> = {};
    if (input.available != null) set.available = quantity(input.available, 'available');
    if (input.damaged != null) set.damaged = quantity(input.damaged, 'damaged');
    if (input.incoming != null) set.incoming = quantity(input.incoming, 'incoming');
    if (input.reorderPoint != null) set.reorderPoint = quantity(input.reorderPoint, 'reorderPoint');
    const reason = parseReason(input.reason, 'reason');
    await this.requireWarehouse(input.warehouseId, 'warehouseId');
    const item = await this.requireItem(caller, input.productId, input.variantId);
    const ref = levelRef(item, input.warehouseId);
    const counted = (['available', 'damaged', 'incoming'] as const).filter((key) => set[key] !== undefined);
    // A new level starts as any other and takes the quantities given; a field cannot be in both operators.
    const onInsert: Record<string, unknown> = {
      ...newStockLevel(item, input.warehouseId),
      available: 0,
    };
    for (const key of Object.keys(set)) delete onInsert[key];
    for (let attempt = 0; attempt < SET_ATTEMPTS; attempt++) {
      const current = await this.models.StockLevel.findById(ref._id, {
        available: 1,
        damaged: 1,
        incoming: 1,
        eventSeq: 1,
      }).lean<Pick<StockLevelRecord, 'available' | 'damaged' | 'incoming' | 'eventSeq'>>();
      const deltas: MovementDeltas = {};
      const guard: Record<string, unknown> = { _id: ref._id };
      for (const key of counted) {
        deltas[key] = set[key]! - (current?.[key] ?? 0);
        if (current) guard[key] = current[key];
      }
      const journal = moves(deltas) ? [movementOf(caller, ref, 'ADJUSTMENT', deltas, { reason })] : [];
      if (!current && (set.available ?? 0) > 0) {
        // A new level with units: inserted with its StockReplenishedEvent (null: created meanwhile).
        const created = await this.insertStocked(ref, { ...onInsert, ...set }, set.available!, journal);
        if (created) return created;
        continue;
      }
      const update: Record<string, Record<string, unknown>> = { $set: { ...set } };
      if (journal.length > 0) update.$push = { journal: journal[0] };
      if (!current) update.$setOnInsert = onInsert;
      const after = set.available ?? current?.available ?? 0;
      if (current && (current.available === 0) !== (after === 0)) {
        // Units to a level that had none, or none left where there were some: the crossing's event.
        const eventSeq = current.eventSeq ?? 0;
        const event = await availabilityEvent(this.models, ref, eventSeq, current.available, after);
        guard.eventSeq = eventSeq;
        update.$set!.eventSeq = event.sequence;
        update.$push = { ...update.$push, outbox: event };
      }
      try {
        const written = await this.models.StockLevel.findOneAndUpdate(guard, update, {
          upsert: !current,
          ...AFTER_WITHOUT_HOLDS,
        }).lean<StockLevelRecord>();
        if (!written) continue;
        if (update.$push?.outbox) this.options.onEvent?.();
        await this.afterWrite([ref._id]);
        return written;
      } catch (error) {
        // Another write created the level first: read it and apply the difference to it.
        if (!isDuplicateKeyError(error)) throw error;
      }
    }
    throw appError('CONCURRENT_MODIFICATION', 'The stock level kept changing while it was set. Retry.', {
      ...item,
      warehouseId: input.warehouseId,
    });
  }

  /** Atomic relative change of `available`; a removal larger than what is available is refused. */
  async adjustStock(caller: Caller, input: AdjustStockInput): Promise<StockLevelRecord> {
    const change = delta(input.delta, 'delta');
    const reason = parseReason(input.reason, 'reason');
    const { productId, warehouseId } = input;
    await this.requireWarehouse(warehouseId, 'warehouseId');
    const item = await this.requireItem(caller, productId, input.variantId);
    if (change > 0)
      return (await this.addAvailable(caller, item, warehouseId, change, 'ADJUSTMENT', { reason }))!;
    return this.removeAvailable(caller, item, warehouseId, -change, 'ADJUSTMENT', {}, { reason });
  }

  /**
   * Adds available units to a level (creating it), as a movement of `kind`; a level that had none
   * publishes StockReplenishedEvent with the change. `extra` moves other quantities in the same update.
   * With a `guard` the level must exist and match it (null when it does not): nothing is created.
   * A building block of the stock operations (movements/, backorders/); validation is theirs.
   */
  async addAvailable(
    caller: Caller,
    item: StockItem,
    warehouseId: string,
    units: number,
    kind: MovementKind,
    details: { reason?: string | null; reference?: string | null },
    extra: MovementDeltas = {},
    guard?: Record<string, unknown>,
  ): Promise<StockLevelRecord | null> {
    const ref = levelRef(item, warehouseId);
    const deltas: MovementDeltas = { ...extra, available: units };
    const increments = deltas as Record<string, number>;
    const entry = movementOf(caller, ref, kind, deltas, details);
    const onInsert: Record<string, unknown> = newStockLevel(item, warehouseId);
    for (const key of Object.keys(increments)) delete onInsert[key];
    for (let attempt = 0; attempt < 2; attempt++) {
      const current = await this.models.StockLevel.findById(ref._id, { available: 1, eventSeq: 1 }).lean<
        Pick<StockLevelRecord, 'available' | 'eventSeq'>
      >();
      if (!current && !guard) {
        // A new level: inserted with its StockReplenishedEvent (null: created meanwhile, so go again).
        const created = await this.insertStocked(ref, { ...onInsert, ...increments }, units, [entry]);
        if (created) return created;
        continue;
      }
      if (current?.available === 0) {
        const event = await availabilityEvent(this.models, ref, current.eventSeq ?? 0, 0, units);
        const replenished = await this.models.StockLevel.findOneAndUpdate(
          { ...guard, _id: ref._id, available: 0, eventSeq: current.eventSeq ?? 0 },
          { $inc: increments, $set: { eventSeq: event.sequence }, $push: { outbox: event, journal: entry } },
          AFTER_WITHOUT_HOLDS,
        ).lean<StockLevelRecord>();
        if (replenished) {
          this.options.onEvent?.();
          await this.afterWrite([ref._id]);
          return replenished;
        }
      }
      try {
        const written = await this.models.StockLevel.findOneAndUpdate(
          { ...guard, _id: ref._id },
          { $inc: increments, $setOnInsert: onInsert, $push: { journal: entry } },
          { upsert: !guard, ...AFTER_WITHOUT_HOLDS },
        ).lean<StockLevelRecord>();
        if (written) await this.afterWrite([ref._id]);
        return written;
      } catch (error) {
        // Two first writes to a new level raced; the level exists now, so this one applies to it.
        if (!isDuplicateKeyError(error)) throw error;
      }
    }
    throw appError('CONCURRENT_MODIFICATION', 'The stock level was being created concurrently. Retry.', {
      ...item,
      warehouseId,
    });
  }

  /**
   * Takes `units` out of `available`; INSUFFICIENT_STOCK when not that many are there. The write that
   * empties the level also publishes StockDepletedEvent (`removalGuard`), so the common write, which leaves
   * some, is one guarded update as before. `extra` moves other quantities in the same update (damaged).
   */
  async removeAvailable(
    caller: Caller,
    item: StockItem,
    warehouseId: string,
    units: number,
    kind: MovementKind,
    extra: MovementDeltas,
    details: { reason?: string | null; reference?: string | null },
  ): Promise<StockLevelRecord> {
    const ref = levelRef(item, warehouseId);
    const deltas: MovementDeltas = { ...extra, available: -units };
    const journal = movementOf(caller, ref, kind, deltas, details);
    let step: RemovalGuard = { filter: { available: { $gt: units } }, set: {} };
    for (let attempt = 0; attempt < SET_ATTEMPTS; attempt++) {
      const removed = await this.models.StockLevel.findOneAndUpdate(
        { _id: ref._id, ...step.filter },
        {
          $inc: deltas as Record<string, number>,
          $push: step.event ? { journal, outbox: step.event } : { journal },
          ...(step.event ? { $set: step.set } : {}),
        },
        AFTER_WITHOUT_HOLDS,
      ).lean<StockLevelRecord>();
      if (removed) {
        if (step.event) this.options.onEvent?.();
        await this.afterWrite([ref._id]);
        return removed;
      }
      // Not more than `units` there: exactly that many (the write empties the level), or too few.
      const current = await this.models.StockLevel.findById(ref._id, { available: 1, eventSeq: 1 }).lean<
        Pick<StockLevelRecord, 'available' | 'eventSeq'>
      >();
      if (!current || current.available < units)
        throw appError(
          'INSUFFICIENT_STOCK',
          `Cannot remove ${units} units: not that many available in this warehouse.`,
          { ...item, warehouseId },
        );
      step = await removalGuard(this.models, ref, current, units);
    }
    throw appError('CONCURRENT_MODIFICATION', 'The stock level kept changing during the removal. Retry.', {
      ...item,
      warehouseId,
    });
  }

  /**
   * Holds stock for every line, all or nothing. Lines for the same product are merged first. A line may
   * draw from several warehouses (most stocked first). If any line is short, everything this reservation
   * holds is released and INSUFFICIENT_STOCK names the product. Retrying with the same id never holds twice.
   */
  async reserve(caller: Caller, input: ReserveInput): Promise<void> {
    const { reservationId } = input;
    if (!reservationId) throw badInput('reservationId', 'reservationId is required.', 'REQUIRED');
    const merged = mergedLines(input.lines);
    const warehouses = (await this.currentWarehouses()).filter((warehouse) => warehouse.active);
    for (const { productId, variantId, quantity: wanted } of merged.values()) {
      const held = await this.reserveVariant(
        caller,
        reservationId,
        { productId, variantId },
        wanted,
        warehouses,
        input.destination ?? {},
      );
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

  /**
   * `reserve`, answering what of it is on backorder: a product whose policy allows backorders and that is
   * short of available units gets the rest promised against incoming stock instead of INSUFFICIENT_STOCK.
   */
  async reserveLines(caller: Caller, input: ReserveInput): Promise<BackorderedLineValue[]> {
    await this.reserve(caller, input);
    return this.backorders.lines(caller, input.reservationId);
  }

  /**
   * `reserveLines`, also answering where the units were allocated: per variant and warehouse, what this
   * reservation holds (a retry answers what the first call holds). The orders service ships each
   * warehouse's units as their own parcel.
   */
  async allocate(caller: Caller, input: ReserveInput): Promise<StockReservationValue> {
    await this.reserve(caller, input);
    const { reservationId } = input;
    // The reservation's holds and backorders are on its variants' levels: one `_id` read finds them all.
    const warehouses = await this.currentWarehouses();
    const ids = [...mergedLines(input.lines).keys()].flatMap((variantId) =>
      warehouses.map((warehouse) => stockId(variantId, warehouse._id)),
    );
    const levels = await this.models.StockLevel.find(
      { _id: { $in: ids } },
      { productId: 1, variantId: 1, warehouseId: 1, holds: 1, backorders: 1 },
    ).lean<StockLevelRecord[]>();
    const allocations: AllocatedStockValue[] = [];
    for (const level of levels) {
      let quantity = 0;
      let backordered = 0;
      for (const hold of level.holds ?? [])
        if (hold.reservationId === reservationId) quantity += hold.quantity;
      for (const hold of level.backorders ?? []) {
        if (hold.reservationId !== reservationId) continue;
        quantity += hold.quantity;
        if (hold.state === 'waiting') backordered += hold.quantity;
      }
      if (quantity > 0)
        allocations.push({
          productId: level.productId,
          variantId: variantOf(level),
          warehouseId: level.warehouseId,
          quantity,
          backordered,
        });
    }
    allocations.sort(
      (a, b) => a.variantId.localeCompare(b.variantId) || a.warehouseId.localeCompare(b.warehouseId),
    );
    return { allocations, backordered: backorderedLines(levels, reservationId) };
  }

  /**
   * Received units at a level go to its waiting backorders first (first in, first out), then the ledger and
   * the low-stock check see the result.
   */
  async fillBackorders(caller: Caller, item: StockItem, warehouseId: string): Promise<void> {
    const id = stockId(item.variantId, warehouseId);
    if (await this.backorders.fill(caller, id)) await this.afterWrite([id]);
  }

  /** Returns the reservation's held units to `available`. Safe to call any number of times. */
  release(caller: Caller, reservationId: string): Promise<number> {
    return this.settle(caller, reservationId, 'RELEASE', (quantity) => ({
      available: quantity,
      reserved: -quantity,
    }));
  }

  /** The reservation's held units leave the warehouse. Safe to call any number of times. */
  commit(caller: Caller, reservationId: string): Promise<number> {
    return this.settle(caller, reservationId, 'COMMIT', (quantity) => ({ reserved: -quantity }));
  }

  /**
   * Puts units back into `available`, each product's to the active warehouse holding most of it (or the
   * first active warehouse). Recorded per stock level under `reference`, so a repeat changes nothing.
   */
  async restock(caller: Caller, input: RestockInput): Promise<void> {
    const { reference } = input;
    if (!reference) throw badInput('reference', 'reference is required.', 'REQUIRED');
    const merged = mergedLines(input.lines);
    const warehouses = (await this.currentWarehouses()).filter((warehouse) => warehouse.active);
    if (warehouses.length === 0)
      throw badInput('reference', 'No active warehouse to restock into.', 'NOT_FOUND');
    const touched: string[] = [];
    for (const { productId, variantId, quantity: units } of merged.values()) {
      const levels = await this.models.StockLevel.find(
        { _id: { $in: warehouses.map((warehouse) => stockId(variantId, warehouse._id)) } },
        { holds: 0 },
      ).lean<StockLevelRecord[]>();
      if (levels.some((level) => level.restocks?.includes(reference))) continue;
      const target =
        levels.sort((a, b) => b.available - a.available)[0]?._id ?? stockId(variantId, warehouses[0]!._id);
      // Variant ids may hold a ':' themselves; the warehouse's is the last part.
      const warehouseId = target.slice(target.lastIndexOf(':') + 1);
      const ref = levelRef({ productId, variantId }, warehouseId);
      touched.push(target);
      await this.models.StockLevel.updateOne(
        { _id: target, restocks: { $ne: reference } },
        {
          $inc: { available: units },
          $push: {
            restocks: reference,
            journal: movementOf(caller, ref, 'RESTOCK', { available: units }, { reference }),
          },
          $setOnInsert: newStockLevel({ productId, variantId }, warehouseId),
        },
        { upsert: true },
      ).catch((error: unknown) => {
        // The upsert lost to a concurrent one that already recorded this reference: nothing to do.
        if (!isDuplicateKeyError(error)) throw error;
      });
    }
    await this.afterWrite(touched);
  }

  /**
   * After a write: copies the levels' new ledger entries to `stock_movements` and runs the low-stock check.
   * Neither can undo the write, so a failure here is reported (`onError`) and not thrown: the journal keeps
   * the entries until the next flush, and the check runs again at the level's next movement.
   */
  async afterWrite(ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    try {
      const levels = await this.models.StockLevel.find(
        { _id: { $in: [...new Set(ids)] } },
        { ...LOW_STOCK_FIELDS, journal: 1 },
      ).lean<Array<LowStockView & { journal?: MovementRecord[] }>>();
      await flushJournals(this.models, levels);
      const clock = this.options.clock ?? systemClock;
      let fired = false;
      for (const level of levels)
        if (await checkLowStock(this.models, level, () => new Date(clock.now()))) fired = true;
      if (fired) this.options.onEvent?.();
    } catch (error) {
      this.options.onError?.(error);
    }
  }

  /**
   * Inserts a new stock level that starts with units, its StockReplenishedEvent in its outbox and its
   * ledger entries in its journal: the insert is the guard, so of concurrent first writes one inserts and
   * publishes, and the others (null here) find the level and apply to it.
   */
  private async insertStocked(
    ref: LevelRef,
    level: Record<string, unknown>,
    available: number,
    journal: MovementRecord[],
  ): Promise<StockLevelRecord | null> {
    const event = await availabilityEvent(this.models, ref, 0, 0, available);
    try {
      const created = await new this.models.StockLevel({
        ...level,
        _id: ref._id,
        available,
        eventSeq: event.sequence,
        journal,
        outbox: [event],
      }).save();
      // Answered as the other stock writes answer (AFTER_WITHOUT_HOLDS): no holds, journal or outbox.
      const {
        journal: _journal,
        outbox: _outbox,
        ...written
      } = created.toObject<StockLevelRecord & { journal?: unknown }>();
      delete (written as Partial<StockLevelRecord>).holds;
      this.options.onEvent?.();
      await this.afterWrite([ref._id]);
      return written;
    } catch (error) {
      if (isDuplicateKeyError(error)) return null;
      throw error;
    }
  }

  async requireWarehouse(id: string, field: string): Promise<WarehouseRecord> {
    const warehouse = await this.models.Warehouse.findById(id).lean<WarehouseRecord>();
    if (!warehouse) throw badInput(field, `No warehouse with id "${id}".`, 'NOT_FOUND');
    return warehouse;
  }

  /** The product's variant ids; a product the catalog does not know is refused on `field`. */
  async requireProduct(caller: Caller, productId: string, field: string): Promise<string[]> {
    const variants = await this.productVariants(caller, productId);
    if (!variants) throw badInput(field, `No product with id "${productId}".`, 'NOT_FOUND');
    return variants;
  }

  /**
   * The item stock is kept for: `variantId` if it is the product's, else the product's default variant
   * (VARIANT_REQUIRED for a product sold in variants). A building block of the stock operations.
   */
  async requireItem(
    caller: Caller,
    productId: string,
    variantId: string | null | undefined,
  ): Promise<StockItem> {
    const variants = await this.requireProduct(caller, productId, 'productId');
    if (!variantId) {
      if (variants.includes(productId)) return { productId, variantId: productId };
      throw appError(
        'VARIANT_REQUIRED',
        'This product is sold in variants (it has options): name one with variantId.',
        { productId, field: 'variantId' },
      );
    }
    if (!variants.includes(variantId))
      throw badInput('variantId', `Product ${productId} has no variant "${variantId}".`, 'NOT_FOUND');
    const item = { productId, variantId };
    await this.listVariant(item);
    return item;
  }

  private async reserveVariant(
    caller: Caller,
    reservationId: string,
    { productId, variantId }: StockItem,
    wanted: number,
    warehouses: readonly WarehouseRecord[],
    destination: Destination,
  ): Promise<boolean> {
    const ids = warehouses.map((warehouse) => stockId(variantId, warehouse._id));
    const touched: string[] = [];
    try {
      for (let pass = 0; pass < RESERVE_PASSES; pass++) {
        const levels = await this.models.StockLevel.find({ _id: { $in: ids } }).lean<StockLevelRecord[]>();
        // A retry of the same reservation counts what it already holds.
        let remaining = wanted;
        for (const level of levels) {
          for (const hold of level.holds ?? [])
            if (hold.reservationId === reservationId) remaining -= hold.quantity;
          for (const hold of level.backorders ?? [])
            if (hold.reservationId === reservationId) remaining -= hold.quantity;
        }
        if (remaining <= 0) return true;
        const candidates = allocationOrder(
          this.options.allocation ?? 'most-stocked',
          levels.filter(
            (level) =>
              level.available > 0 &&
              !(level.holds ?? []).some((hold) => hold.reservationId === reservationId),
          ),
          warehouses,
          remaining,
          destination,
        );
        if (candidates.length === 0) {
          // Nothing left to take now: the rest may be promised against incoming stock, per the policy.
          const promisedAt = await this.backorders.promise(
            caller,
            reservationId,
            productId,
            remaining,
            levels,
          );
          if (promisedAt) touched.push(promisedAt);
          return promisedAt !== null;
        }
        for (const level of candidates) {
          const take = Math.min(remaining, level.available);
          const entry = movementOf(
            caller,
            level,
            'RESERVATION',
            { available: -take, reserved: take },
            { reference: reservationId },
          );
          const result = await this.models.StockLevel.updateOne(
            { _id: level._id, available: { $gte: take }, 'holds.reservationId': { $ne: reservationId } },
            {
              $inc: { available: -take, reserved: take },
              $push: { holds: { reservationId, quantity: take, at: new Date() }, journal: entry },
            },
          );
          if (result.modifiedCount === 1) {
            remaining -= take;
            touched.push(level._id);
          }
          if (remaining === 0) return true;
        }
        // Concurrent reservations changed the numbers under us: read again.
      }
      return false;
    } finally {
      await this.afterWrite(touched);
    }
  }

  private async settle(
    caller: Caller,
    reservationId: string,
    kind: MovementKind,
    increments: (quantity: number) => Record<string, number>,
  ): Promise<number> {
    // One read finds the reservation's holds and its backorders.
    const levels = await this.models.StockLevel.find({
      $or: [{ 'holds.reservationId': reservationId }, { 'backorders.reservationId': reservationId }],
    }).lean<StockLevelRecord[]>();
    let settled = 0;
    const touched: string[] = [];
    for (const level of levels) {
      const hold = (level.holds ?? []).find((candidate) => candidate.reservationId === reservationId);
      if (!hold) continue;
      const deltas = increments(hold.quantity);
      // Matching on the hold makes this exactly-once: a concurrent settle finds it already pulled.
      const result = await this.models.StockLevel.updateOne(
        { _id: level._id, 'holds.reservationId': reservationId },
        {
          $inc: deltas,
          $pull: { holds: { reservationId } },
          $push: { journal: movementOf(caller, level, kind, deltas, { reference: reservationId }) },
        },
      );
      if (result.modifiedCount === 1) {
        settled += hold.quantity;
        touched.push(level._id);
      }
    }
    touched.push(
      ...(await this.backorders.settle(
        caller,
        reservationId,
        kind === 'COMMIT' ? 'COMMIT' : 'RELEASE',
        levels,
      )),
    );
    await this.afterWrite(touched);
    return settled;
  }
}
