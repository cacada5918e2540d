import { page } from '../../../platform/graphql/paging';
import type { QueryResolvers } from '../__generated__/resolvers-types';

export const Query: QueryResolvers = {
  order: (_, { id }, context) => context.loaders.orderById.load(id),
  searchOrders: (_, { query }, context) => context.orders.search(query, context.requestId),
  orders: (_, { limit, offset, ...filter }, context) =>
    context.orders.list(filter, page(limit, offset, { limit: 20, offset: 0 }, context.maxPageSize)),
};
