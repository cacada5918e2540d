import type { QueryResolvers } from '../__generated__/resolvers-types';

export const Query: QueryResolvers = {
  warehouses: (_, __, context) => context.loaders.warehouses.load('all'),
  warehouse: (_, { id }, context) => context.loaders.warehouseById.load(id),
  stockLevels: async (_, { productId, variantId }, context) =>
    variantId
      ? (await context.loaders.stockByVariant.load(variantId)).filter(
          (level) => level.productId === productId,
        )
      : context.loaders.stockByProduct.load(productId),
};
