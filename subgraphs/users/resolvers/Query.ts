import { page } from '../../../platform/graphql/paging';
import type { QueryResolvers } from '../__generated__/resolvers-types';

export const Query: QueryResolvers = {
  user: (_, { id }, context) => context.users.get(id),
  users: (_, { limit, offset }, context) => context.users.list(page(limit, offset, { limit: 10, offset: 0 }, context.maxPageSize)),
  userByNumber: (_, { number }, context) => context.users.getByNumber(number),
  searchUsers: (_, { query, limit }, context) => context.users.search(query, Math.min(limit ?? 50, context.maxPageSize)),
};
