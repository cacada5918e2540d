import type { UserResolvers } from '../__generated__/resolvers-types';

export const User: UserResolvers = {
  // Orders reference users by id, deleted ones included (they resolve as "Deleted user").
  __resolveReference: (reference, context) => context.loaders.userById.load(reference.id),
  id: (user) => user._id,
  mfaEnabled: (user) => user.mfaEnabled ?? false,
};
