import { page } from '../../../platform/graphql/paging';
import { reaches } from '../../../platform/identity/access';
import type { QueryResolvers } from '../__generated__/resolvers-types';

export const Query: QueryResolvers = {
  // Someone else's order answers null, exactly like an order that does not exist.
  order: async (_, { id }, context) => {
    const order = await context.loaders.orderById.load(id);
    return order && reaches(context.reach.read, order.userId) ? order : null;
  },
  searchOrders: (_, { query }, context) => {
    const { read } = context.reach;
    if (read.kind === 'none') return [];
    return context.orders.search(query, context.requestId, read.kind === 'own' ? read.userId : undefined);
  },
  orders: (_, { limit, offset, orderBy, ...filter }, context) =>
    context.orders.list(filter, page(limit, offset, { limit: 20, offset: 0 }, context.maxPageSize), context.reach.read, orderBy ?? undefined),
};
