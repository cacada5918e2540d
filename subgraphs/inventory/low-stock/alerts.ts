import { newEvent } from '../../../platform/events';
import type { InventoryModels, StockLevelRecord } from '../models/stock';

/** What the low-stock check reads of a level. */
export type LowStockView = Pick<
  StockLevelRecord,
  | '_id'
  | 'productId'
  | 'variantId'
  | 'warehouseId'
  | 'available'
  | 'incoming'
  | 'reorderPoint'
  | 'lowStockArmed'
  | 'eventSeq'
>;

export const LOW_STOCK_FIELDS = {
  productId: 1,
  variantId: 1,
  warehouseId: 1,
  available: 1,
  incoming: 1,
  reorderPoint: 1,
  lowStockArmed: 1,
  eventSeq: 1,
} as const;

/** How often the check reads again when another event of the same level took the sequence first. */
const ATTEMPTS = 5;

/**
 * Publishes LowStockEvent when a level's `available` has crossed its reorder point downwards, once per
 * crossing, and re-arms the alert when it is above the point again. Called after every write that moved a
 * level (`level` read after it). The state is kept on the level (`lowStockArmed`), and each transition is one
 * update guarded by it and by the condition itself, so of 50 concurrent orders taking stock below the point
 * exactly one writes the event, and a crash before the check only delays it to the level's next movement.
 * Answers whether this call wrote the event.
 */
export async function checkLowStock(
  models: InventoryModels,
  read: LowStockView,
  now: () => Date,
): Promise<boolean> {
  let level: LowStockView | null = read;
  for (let attempt = 0; attempt < ATTEMPTS && level; attempt++) {
    const { available, reorderPoint } = level;
    if (available > reorderPoint) {
      if (!level.lowStockArmed)
        await models.StockLevel.updateOne(
          { _id: level._id, lowStockArmed: { $ne: true }, available: { $gt: reorderPoint }, reorderPoint },
          { $set: { lowStockArmed: true } },
        );
      return false;
    }
    if (!level.lowStockArmed) return false;
    const sequence = (level.eventSeq ?? 0) + 1;
    const event = newEvent(
      'LowStockEvent',
      'stock',
      level._id,
      sequence,
      {
        productId: level.productId,
        variantId: level.variantId ?? level.productId,
        warehouseId: level.warehouseId,
        available,
        reorderPoint,
        incoming: level.incoming,
      },
      now(),
    );
    const fired = await models.StockLevel.updateOne(
      {
        _id: level._id,
        lowStockArmed: true,
        available: { $lte: reorderPoint },
        reorderPoint,
        eventSeq: level.eventSeq ?? 0,
      },
      { $set: { lowStockArmed: false, eventSeq: sequence }, $push: { outbox: event } },
    );
    if (fired.modifiedCount === 1) return true;
    level = await models.StockLevel.findById(level._id, LOW_STOCK_FIELDS).lean<LowStockView>();
  }
  return false;
}
