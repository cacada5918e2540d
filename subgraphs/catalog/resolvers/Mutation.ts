import type { MutationResolvers } from '../__generated__/resolvers-types';

export const Mutation: MutationResolvers = {
  createProduct: (_, { input }, context) => context.catalog.createProduct(input),
  updateProduct: (_, { id, input }, context) => context.catalog.updateProduct(id, input),
  createCategory: (_, { input }, context) => context.catalog.createCategory(input),
};
