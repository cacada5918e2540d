import type { PlanChangeRequestResolvers } from '../__generated__/resolvers-types';

export const PlanChangeRequest: PlanChangeRequestResolvers = {
  id: (request) => request._id,
};
