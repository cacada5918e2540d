import type { WebhookDeliveryResolvers } from '../__generated__/resolvers-types';

export const WebhookDelivery: WebhookDeliveryResolvers = {
  id: (delivery) => delivery._id,
};
