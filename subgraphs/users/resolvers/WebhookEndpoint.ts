import { appError } from '../../../platform/errors';
import type { WebhookEndpointResolvers } from '../__generated__/resolvers-types';

export const WebhookEndpoint: WebhookEndpointResolvers = {
  id: (endpoint) => endpoint._id,
  secretHint: (endpoint, _, { caller, webhooks }) => webhooks.secretState(caller, endpoint).hint,
  previousSecretExpiresAt: (endpoint, _, { caller, webhooks }) =>
    webhooks.secretState(caller, endpoint).previousExpiresAt,
  owner: async (endpoint, _, context) => {
    const owner = await context.loaders.userById.load(endpoint.userId);
    if (!owner)
      throw appError('USER_NOT_FOUND', `The owner of webhook endpoint ${endpoint._id} no longer exists.`);
    return owner;
  },
};
