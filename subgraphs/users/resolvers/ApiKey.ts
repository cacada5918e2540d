import { appError } from '../../../platform/errors';
import type { ApiKeyResolvers } from '../__generated__/resolvers-types';

export const ApiKey: ApiKeyResolvers = {
  id: (key) => key._id,
  revoked: (key) => key.revokedAt != null,
  owner: async (key, _, context) => (await context.loaders.userById.load(key.userId)) ?? Promise.reject(appError('USER_NOT_FOUND', `The owner of key ${key._id} no longer exists.`)),
};
