import { variantOf } from '../models/stock';
import type { LowStockItemResolvers } from '../__generated__/resolvers-types';
import { warehouseOf } from './StockLevel';

export const LowStockItem: LowStockItemResolvers = {
  productId: (item) => item.level.productId,
  variantId: (item) => variantOf(item.level),
  warehouse: (item, _, context) => warehouseOf(item.level.warehouseId, context),
  available: (item) => item.level.available,
  reserved: (item) => item.level.reserved,
  incoming: (item) => item.level.incoming,
  reorderPoint: (item) => item.level.reorderPoint,
};
