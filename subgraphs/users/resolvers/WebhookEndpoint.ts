import { appError } from '../../../platform/errors';
import type { WebhookEndpointResolvers } from '../__generated__/resolvers-types';

export const WebhookEndpoint: WebhookEndpointResolvers = {
  id: (endpoint) => endpoint._id,
  secretHint: (endpoint) =>
    endpoint.secrets.find((secret) => secret.expiresAt === null)?.hint ?? endpoint.secrets[0]!.hint,
  previousSecretExpiresAt: (endpoint) => {
    const now = Date.now();
    const retiring = endpoint.secrets
      .filter((secret) => secret.expiresAt && secret.expiresAt.getTime() > now)
      .map((secret) => secret.expiresAt!.getTime());
    return retiring.length ? new Date(Math.max(...retiring)) : null;
  },
  owner: async (endpoint, _, context) => {
    const owner = await context.loaders.userById.load(endpoint.userId);
    if (!owner)
      throw appError('USER_NOT_FOUND', `The owner of webhook endpoint ${endpoint._id} no longer exists.`);
    return owner;
  },
};
