import type { AccessLogEntryResolvers } from '../__generated__/resolvers-types';

export const AccessLogEntry: AccessLogEntryResolvers = {
  id: (entry) => entry._id,
};
