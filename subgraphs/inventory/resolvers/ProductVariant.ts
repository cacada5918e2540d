import { summarize } from '../services/inventory-service';
import type { ProductVariantResolvers } from '../__generated__/resolvers-types';

export const ProductVariant: ProductVariantResolvers = {
  // Nothing to load: the fields below batch by variant id.
  __resolveReference: (reference) => reference,
  stock: async (variant, _, context) => {
    const [levels, warehouses] = await Promise.all([
      context.loaders.stockByVariant.load(variant.id),
      context.loaders.warehouses.load('all'),
    ]);
    return summarize(levels, warehouses);
  },
  stockLevels: (variant, _, context) => context.loaders.stockByVariant.load(variant.id),
};
