import type { StockLevelRecord } from '../models/stock';
import { summarize, type StockSummaryValue } from '../services/inventory-service';
import type { InventoryContext } from '../context';
import type { ProductResolvers } from '../__generated__/resolvers-types';

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
  // Nothing to load: the fields below batch by product id.
  __resolveReference: (reference) => reference,
  // A product's stock is its variants' levels, read by `_id` alone (`stockByProduct`): the gateway sends
  // inventory the product's id, so inventory's fetch runs beside the catalog's, not after it.
  stock: async (product, _, context) =>
    stockSummary(product.id, await context.loaders.stockByProduct.load(product.id), context),
  backorderPolicy: (product, _, context) => context.loaders.backorderPolicy.load(product.id),
  stockLevels: (product, _, context) => context.loaders.stockByProduct.load(product.id),
};
