import { formatMinor, minorToFloat } from '../../../platform/money';
import { reaches } from '../../../platform/identity/access';
import type { OrderResolvers } from '../__generated__/resolvers-types';

export const Order: OrderResolvers = {
  __resolveReference: async (reference, context) => {
    const order = await context.loaders.orderById.load(reference.id);
    return order && reaches(context.reach.read, order.userId) ? order : null;
  },
  id: (order) => order._id,
  user: (order) => ({ id: order.userId }),
  items: (order) => order.items.map((item) => ({ ...item, currency: order.currency })),
  total: (order) => minorToFloat(order.totalMinor, order.currency),
  totalAmount: (order) => ({ amount: formatMinor(order.totalMinor, order.currency), currency: order.currency }),
  subtotal: (order) => minorToFloat(order.subtotalMinor, order.currency),
  discountAmount: (order) => minorToFloat(order.discountMinor, order.currency),
  taxAmount: (order) => minorToFloat(order.taxMinor, order.currency),
};
