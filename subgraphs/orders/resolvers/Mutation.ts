import { actorOf } from '../context';
import type { MutationResolvers } from '../__generated__/resolvers-types';

export const Mutation: MutationResolvers = {
  createOrder: (_, { input }, context) =>
    context.orders.create({ ...input, orderDate: input.orderDate ? new Date(input.orderDate) : null }, actorOf(context), context.requestId, context.reach.write),
  updateOrder: (_, { id, input }, context) => context.orders.update(id, input, actorOf(context), context.requestId, context.reach.write),
  addOrderItem: (_, { orderId, item }, context) => context.orders.addItem(orderId, item, context.requestId, context.reach.write),
};
