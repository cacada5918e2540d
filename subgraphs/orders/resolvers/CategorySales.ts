import type { CategorySalesResolvers } from '../__generated__/resolvers-types';
import { moneyOf } from './money';

export const CategorySales: CategorySalesResolvers = {
  revenue: (row) => moneyOf(row.revenueMinor, row.currency),
};
