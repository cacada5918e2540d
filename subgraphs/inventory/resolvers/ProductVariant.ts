import type { ProductVariantResolvers } from '../__generated__/resolvers-types';
import { stockSummary } from './Product';

export const ProductVariant: ProductVariantResolvers = {
  // Nothing to load: the fields below batch by variant id.
  __resolveReference: (reference) => reference,
  // The backorder policy is the product's; a variant's levels name it.
  stock: async (variant, _, context) => {
    const levels = await context.loaders.stockByVariant.load(variant.id);
    return stockSummary(levels[0]?.productId, levels, context);
  },
  stockLevels: (variant, _, context) => context.loaders.stockByVariant.load(variant.id),
};
