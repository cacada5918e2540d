import { averageMinor } from '../insights/analytics';
import type { SalesAnalyticsResolvers } from '../__generated__/resolvers-types';
import { moneyOf } from './money';

export const SalesAnalytics: SalesAnalyticsResolvers = {
  orders: async (period, _, { caller, insights }) => (await insights.analytics.totals(caller, period)).orders,
  ordersPlaced: async (period, _, { caller, insights }) =>
    (await insights.analytics.totals(caller, period)).ordersPlaced,
  revenue: async (period, _, { caller, insights }) =>
    moneyOf((await insights.analytics.totals(caller, period)).revenueMinor, period.currency),
  averageOrderValue: async (period, _, { caller, insights }) => {
    const totals = await insights.analytics.totals(caller, period);
    return moneyOf(averageMinor(totals.revenueMinor, totals.orders), period.currency);
  },
  refunded: async (period, _, { caller, insights }) =>
    moneyOf((await insights.analytics.totals(caller, period)).refundedMinor, period.currency),
  netRevenue: async (period, _, { caller, insights }) => {
    const totals = await insights.analytics.totals(caller, period);
    return moneyOf(totals.revenueMinor - totals.refundedMinor, period.currency);
  },
  daily: (period, _, { caller, insights }) => insights.analytics.daily(caller, period),
  series: (period, { metric }, { caller, insights }) => insights.analytics.series(caller, period, metric),
  byProduct: (period, { limit }, { caller, insights }) => insights.analytics.byProduct(caller, period, limit),
  byCategory: (period, _, { caller, insights }) => insights.analytics.byCategory(caller, period),
  funnel: (period, _, { caller, insights }) => insights.analytics.funnel(caller, period),
  refundsAndReturns: (period, _, { caller, insights }) => insights.analytics.returns(caller, period),
  currencies: (period, _, { caller, insights }) => insights.analytics.currencies(caller, period),
};
