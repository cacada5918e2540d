import { page } from '../../../platform/graphql/paging';
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
  stockMovements: (
    _,
    { productId, variantId, warehouseId, kinds, limit, offset },
    { movements, caller, maxPageSize },
  ) =>
    movements.list(caller, {
      productId,
      variantId,
      warehouseId,
      kinds,
      ...page(limit, offset, { limit: 50, offset: 0 }, Math.min(maxPageSize, 200)),
    }),
  lowStock: (_, { warehouseId, salesWindowDays, coverDays }, { lowStock, caller }) =>
    lowStock.list(caller, {
      warehouseId,
      salesWindowDays: salesWindowDays ?? 30,
      coverDays: coverDays ?? 14,
    }),
};
