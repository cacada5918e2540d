import { reaches } from '../../../platform/identity/access';
import type { UserResolvers } from '../__generated__/resolvers-types';

export const User: UserResolvers = {
  // Nothing to load here: `orders` batches by user id.
  __resolveReference: (reference) => reference,
  orders: async (user, _, context) =>
    reaches(context.caller.reach.read, user.id) ? context.loaders.ordersByUser.load(user.id) : [],
};
