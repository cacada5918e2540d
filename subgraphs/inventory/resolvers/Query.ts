import type { QueryResolvers } from '../__generated__/resolvers-types';

export const Query: QueryResolvers = {
  warehouses: (_, __, context) => context.loaders.warehouses.load('all'),
  warehouse: (_, { id }, context) => context.loaders.warehouseById.load(id),
  stockLevels: (_, { productId }, context) => context.loaders.stockByProduct.load(productId),
};
