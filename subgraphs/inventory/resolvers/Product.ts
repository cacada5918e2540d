import { summarize } from '../services/inventory-service';
import type { InventoryContext } from '../context';
import type { ProductResolvers } from '../__generated__/resolvers-types';

/**
 * A product's stock is its variants' (the catalog sends their ids, `@requires`), read by `_id`. A
 * representation without them (an in-process join) is read by product instead.
 */
async function levelsOf(
  product: { id: string; variants?: ReadonlyArray<{ id: string }> | null },
  context: InventoryContext,
) {
  if (!product.variants) return context.loaders.stockByProduct.load(product.id);
  const perVariant = await context.loaders.stockByVariant.loadMany(
    product.variants.map((variant) => variant.id),
  );
  return perVariant.flatMap((levels) => {
    if (levels instanceof Error) throw levels;
    return levels;
  });
}

export const Product: ProductResolvers = {
  // Nothing to load: the fields below batch by variant id.
  __resolveReference: (reference) => reference,
  stock: async (product, _, context) => {
    const [levels, warehouses] = await Promise.all([
      levelsOf(product, context),
      context.loaders.warehouses.load('all'),
    ]);
    return summarize(levels, warehouses);
  },
  stockLevels: (product, _, context) => levelsOf(product, context),
};
