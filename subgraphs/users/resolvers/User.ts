import type { UserResolvers } from '../__generated__/resolvers-types';

export const User: UserResolvers = {
  __resolveReference: (reference, { loaders }) => loaders.referencedUser.load(reference.id),
  id: (user) => user._id,
  mfaEnabled: (user) => user.mfaEnabled ?? false,
  // Staff only: the service answers null to anyone else.
  customerRecord: (user, _, { caller, customerRelations }) => customerRelations.get(caller, user._id),
  // Yourself and staff: the service answers null to anyone else.
  apiKeyPolicy: (user, _, { caller, keyPolicy }) => keyPolicy.get(caller, user._id),
};
