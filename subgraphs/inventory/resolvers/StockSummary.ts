import { backorderableOf } from '../services/inventory-service';
import type { StockSummaryResolvers } from '../__generated__/resolvers-types';

export const StockSummary: StockSummaryResolvers = {
  backorderable: async (summary, _, context) =>
    summary.policyRead || !summary.productId
      ? summary.backorderable
      : backorderableOf(summary.unpromised, await context.loaders.backorderPolicy.load(summary.productId)),
};
