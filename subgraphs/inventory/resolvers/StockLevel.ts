import { appError } from '../../../platform/errors';
import { variantOf } from '../models/stock';
import type { StockLevelResolvers } from '../__generated__/resolvers-types';

export const StockLevel: StockLevelResolvers = {
  variantId: variantOf,
  warehouse: async (level, _, context) => {
    const warehouse = await context.loaders.warehouseById.load(level.warehouseId);
    if (!warehouse)
      throw appError(
        'WAREHOUSE_NOT_FOUND',
        `Warehouse ${level.warehouseId} of this stock level no longer exists.`,
      );
    return warehouse;
  },
};
