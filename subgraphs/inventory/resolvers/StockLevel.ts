import { appError } from '../../../platform/errors';
import { variantOf } from '../models/stock';
import type { StockLevelResolvers } from '../__generated__/resolvers-types';
import type { InventoryContext } from '../context';

/** The warehouse a stock record names; it is never deleted, so a missing one is a broken record. */
export async function warehouseOf(warehouseId: string, context: InventoryContext) {
  const warehouse = await context.loaders.warehouseById.load(warehouseId);
  if (!warehouse)
    throw appError('WAREHOUSE_NOT_FOUND', `Warehouse ${warehouseId} of this stock record no longer exists.`);
  return warehouse;
}

export const StockLevel: StockLevelResolvers = {
  variantId: variantOf,
  warehouse: (level, _, context) => warehouseOf(level.warehouseId, context),
  // Levels written before backorders existed have no such field.
  backordered: (level) => level.backordered ?? 0,
};
