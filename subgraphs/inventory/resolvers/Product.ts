import { summarize } from '../services/inventory-service';
import type { ProductResolvers } from '../__generated__/resolvers-types';

export const Product: ProductResolvers = {
  // Nothing to load: the fields below batch by product id.
  __resolveReference: (reference) => reference,
  stock: async (product, _, context) => {
    const [levels, warehouses, policy] = await Promise.all([
      context.loaders.stockByProduct.load(product.id),
      context.loaders.warehouses.load('all'),
      context.loaders.backorderPolicy.load(product.id),
    ]);
    return summarize(levels, warehouses, policy);
  },
  backorderPolicy: (product, _, context) => context.loaders.backorderPolicy.load(product.id),
  stockLevels: (product, _, context) => context.loaders.stockByProduct.load(product.id),
};
