import { reaches } from '../../../platform/identity/access';
import type { UserResolvers } from '../__generated__/resolvers-types';

export const User: UserResolvers = {
  // Orders reference users by id, deleted ones included (they resolve as "Deleted user"); other people's
  // accounts resolve only for staff and services.
  __resolveReference: (reference, context) =>
    reaches(context.caller.reach.read, reference.id) ? context.loaders.userById.load(reference.id) : null,
  id: (user) => user._id,
  mfaEnabled: (user) => user.mfaEnabled ?? false,
};
