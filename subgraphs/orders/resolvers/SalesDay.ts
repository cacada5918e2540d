import { averageMinor } from '../insights/analytics';
import type { SalesDayResolvers } from '../__generated__/resolvers-types';
import { moneyOf } from './money';

export const SalesDay: SalesDayResolvers = {
  revenue: (day) => moneyOf(day.revenueMinor, day.currency),
  averageOrderValue: (day) => moneyOf(averageMinor(day.revenueMinor, day.orders), day.currency),
  refunded: (day) => moneyOf(day.refundedMinor, day.currency),
};
