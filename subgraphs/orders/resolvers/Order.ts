import { formatMinor, minorToFloat } from '../../../platform/money';
import type { OrderResolvers } from '../__generated__/resolvers-types';

export const Order: OrderResolvers = {
  __resolveReference: (reference, context) => context.loaders.orderById.load(reference.id),
  id: (order) => order._id,
  user: (order) => ({ id: order.userId }),
  items: (order) => order.items.map((item) => ({ ...item, currency: order.currency })),
  total: (order) => minorToFloat(order.totalMinor, order.currency),
  totalAmount: (order) => ({ amount: formatMinor(order.totalMinor, order.currency), currency: order.currency }),
  subtotal: (order) => minorToFloat(order.subtotalMinor, order.currency),
  discountAmount: (order) => minorToFloat(order.discountMinor, order.currency),
  taxAmount: (order) => minorToFloat(order.taxMinor, order.currency),
};
