import { formatMinor } from '../../../platform/money';
import type { OrderAmountsResolvers } from '../__generated__/resolvers-types';

const money = (minor: number, currency: string) => ({ amount: formatMinor(minor, currency), currency });

export const OrderAmounts: OrderAmountsResolvers = {
  subtotal: (order) => money(order.subtotalMinor, order.currency),
  discounts: (order) => money(order.discountMinor, order.currency),
  shipping: (order) => money(order.shippingMinor ?? 0, order.currency),
  tax: (order) => money(order.taxMinor, order.currency),
  total: (order) => money(order.totalMinor, order.currency),
};
