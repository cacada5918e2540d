import { summarize } from '../services/inventory-service';
import type { ProductResolvers } from '../__generated__/resolvers-types';

export const Product: ProductResolvers = {
  // Nothing to load: the fields below batch by product id.
  __resolveReference: (reference) => reference,
  stock: async (product, _, context) => {
    const [levels, warehouses] = await Promise.all([
      context.loaders.stockByProduct.load(product.id),
      context.loaders.warehouses.load('all'),
    ]);
    const summary = summarize(levels, warehouses);
    // The policy decides the status only with nothing available and units incoming: read it only then,
    // so the common read costs no extra query.
    if (summary.available > 0 || summary.unpromised === 0) return { ...summary, productId: product.id };
    const policy = await context.loaders.backorderPolicy.load(product.id);
    return { ...summarize(levels, warehouses, policy), productId: product.id, policyRead: true };
  },
  backorderPolicy: (product, _, context) => context.loaders.backorderPolicy.load(product.id),
  stockLevels: (product, _, context) => context.loaders.stockByProduct.load(product.id),
};
