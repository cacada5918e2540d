import { appError } from '../../../platform/errors';
import type { OAuthClientResolvers } from '../__generated__/resolvers-types';

export const OAuthClient: OAuthClientResolvers = {
  id: (client) => client._id,
  owner: async (client, _, context) => {
    const owner = await context.loaders.userById.load(client.userId);
    if (!owner) throw appError('USER_NOT_FOUND', `The owner of application ${client._id} no longer exists.`);
    return owner;
  },
};
