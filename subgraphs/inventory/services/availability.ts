import { newEvent, type EventEnvelope } from '../../../platform/events';
import { stockId, type InventoryModels, type StockLevelRecord } from '../models/stock';

/** The stock level a write is about: its id and what it holds stock of. */
export interface LevelRef {
  _id: string;
  productId: string;
  variantId: string;
  warehouseId: string;
}

/** The level of `variantId` of `productId` in `warehouseId`, before it exists (for its events and ledger). */
export function levelRef(
  { productId, variantId }: { productId: string; variantId: string },
  warehouseId: string,
): LevelRef {
  return { _id: stockId(variantId, warehouseId), productId, variantId, warehouseId };
}

/**
 * The event for a stock level whose `available` crosses zero: `StockReplenishedEvent` when a level with
 * none gets units (a new level included), `StockDepletedEvent` when a level with units is left with none.
 * It goes into the level's outbox in the same update as the change, which is guarded by the level's event
 * sequence (or, for a new level, by its insertion), so of concurrent writes exactly one publishes it.
 * `otherWarehousesAvailable` is the product's units in its other stock levels (any variant or warehouse),
 * read just before the change: 0 means the product as a whole has gone out of stock, or come back.
 */
export async function availabilityEvent(
  models: InventoryModels,
  ref: LevelRef,
  eventSeq: number,
  previousAvailable: number,
  available: number,
): Promise<EventEnvelope> {
  const others = await models.StockLevel.find(
    { productId: ref.productId, _id: { $ne: ref._id } },
    { available: 1 },
  ).lean<Array<Pick<StockLevelRecord, 'available'>>>();
  return newEvent(
    available > 0 ? 'StockReplenishedEvent' : 'StockDepletedEvent',
    'stock',
    ref._id,
    eventSeq + 1,
    {
      productId: ref.productId,
      variantId: ref.variantId,
      warehouseId: ref.warehouseId,
      previousAvailable,
      available,
      otherWarehousesAvailable: others.reduce((sum, level) => sum + level.available, 0),
    },
  );
}

/** The parts of a write taking units out of a level that depend on whether it empties the level. */
export interface RemovalGuard {
  /** Added to the write's filter. */
  filter: Record<string, unknown>;
  /** Added to the write's `$set` (the event sequence when an event is published). */
  set: Record<string, unknown>;
  /** The StockDepletedEvent to push to the level's outbox, when the write empties it. */
  event?: EventEnvelope;
}

/**
 * How to take `units` out of a level read as `level`: when that empties it, the write is guarded by
 * exactly that many units and the event sequence read, and publishes StockDepletedEvent; otherwise it is
 * guarded by more than `units` being there, so it cannot empty the level without the event. A write whose
 * guard no longer holds matched nothing: read the level again and ask again.
 */
export async function removalGuard(
  models: InventoryModels,
  ref: LevelRef,
  level: Pick<StockLevelRecord, 'available' | 'eventSeq'>,
  units: number,
): Promise<RemovalGuard> {
  if (level.available !== units) return { filter: { available: { $gt: units } }, set: {} };
  const eventSeq = level.eventSeq ?? 0;
  const event = await availabilityEvent(models, ref, eventSeq, units, 0);
  return { filter: { available: units, eventSeq }, set: { eventSeq: event.sequence }, event };
}
