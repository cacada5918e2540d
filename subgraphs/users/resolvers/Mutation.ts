import type { MutationResolvers } from '../__generated__/resolvers-types';

export const Mutation: MutationResolvers = {
  createUser: (_, { input }, context) => context.users.create(input),
  updateUser: (_, { id, input }, context) => context.users.update(id, input),
  deleteUser: (_, { id }, context) => context.users.delete(id),
};
