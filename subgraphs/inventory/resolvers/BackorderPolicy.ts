import type { BackorderPolicyResolvers } from '../__generated__/resolvers-types';

export const BackorderPolicy: BackorderPolicyResolvers = {
  allowed: (policy) => policy.mode === 'ALLOW',
};
