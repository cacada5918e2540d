import type { ProductSalesResolvers } from '../__generated__/resolvers-types';
import { moneyOf } from './money';

export const ProductSales: ProductSalesResolvers = {
  product: (row) => ({ id: row.productId }),
  revenue: (row) => moneyOf(row.revenueMinor, row.currency),
};
