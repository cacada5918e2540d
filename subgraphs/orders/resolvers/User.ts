import { reaches } from '../../../platform/identity/access';
import type { UserResolvers } from '../__generated__/resolvers-types';

export const User: UserResolvers = {
  // Nothing to load here: `orders` batches by user id.
  __resolveReference: (reference) => reference,
  orders: async (user, _, context) =>
    reaches(context.caller.reach.read, user.id) ? context.loaders.ordersByUser.load(user.id) : [],
  // Someone else's recommendations tell what they bought: empty, like their orders.
  recommendedProducts: async (user, options, { caller, insights, loaders }) =>
    reaches(caller.reach.read, user.id)
      ? (await insights.recommendations.forCustomer(caller, loaders.recommend, user.id, options)).map(
          (id) => ({
            id,
          }),
        )
      : [],
};
