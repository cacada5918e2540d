import type { WarehouseResolvers } from '../__generated__/resolvers-types';

export const Warehouse: WarehouseResolvers = {
  __resolveReference: (reference, context) => context.loaders.warehouseById.load(reference.id),
  id: (warehouse) => warehouse._id,
  priority: (warehouse) => warehouse.priority ?? 100,
};
