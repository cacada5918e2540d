import type { StockLevelRecord } from '../models/stock';
import { summarize, type StockSummaryValue } from '../services/inventory-service';
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

/**
 * The summary of a product's (or one variant's) levels. The product's backorder policy decides the status
 * only with nothing available and units incoming: it is read only then, so the common read costs no extra
 * query.
 */
export async function stockSummary(
  productId: string | undefined,
  levels: readonly StockLevelRecord[],
  context: InventoryContext,
): Promise<StockSummaryValue> {
  const warehouses = await context.loaders.warehouses.load('all');
  const summary = summarize(levels, warehouses);
  if (!productId || summary.available > 0 || summary.unpromised === 0) return { ...summary, productId };
  const policy = await context.loaders.backorderPolicy.load(productId);
  return { ...summarize(levels, warehouses, policy), productId, policyRead: true };
}

export const Product: ProductResolvers = {
  // Nothing to load: the fields below batch by variant id.
  __resolveReference: (reference) => reference,
  stock: async (product, _, context) => stockSummary(product.id, await levelsOf(product, context), context),
  backorderPolicy: (product, _, context) => context.loaders.backorderPolicy.load(product.id),
  stockLevels: (product, _, context) => levelsOf(product, context),
};
