import type { NotificationResolvers } from '../__generated__/resolvers-types';

export const Notification: NotificationResolvers = {
  id: (notification) => notification._id,
  read: (notification) => notification.readAt !== null,
};
