import type { UserResolvers } from '../__generated__/resolvers-types';

export const User: UserResolvers = {
  // Nothing to load here: `orders` batches by user id.
  __resolveReference: (reference) => reference,
  orders: (user, _, context) => context.loaders.ordersByUser.load(user.id),
};
