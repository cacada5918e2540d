import { appError } from '../../../platform/errors';
import type { ApiKeyResolvers } from '../__generated__/resolvers-types';

export const ApiKey: ApiKeyResolvers = {
  id: (key) => key._id,
  revoked: (key) => key.revokedAt != null,
  rotationDue: (key, _, { keyPolicy }) => keyPolicy.rotationDue(key),
  owner: async (key, _, context) => {
    const owner = await context.loaders.userById.load(key.userId);
    if (!owner) throw appError('USER_NOT_FOUND', `The owner of API key ${key._id} no longer exists.`);
    return owner;
  },
};
