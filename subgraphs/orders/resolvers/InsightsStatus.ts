import type { InsightsStatusResolvers } from '../__generated__/resolvers-types';

export const InsightsStatus: InsightsStatusResolvers = {
  rebuilding: (status) => status.building !== null,
  rebuildStartedAt: (status) => status.building?.startedAt ?? null,
};
