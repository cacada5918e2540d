import type { PushDeviceResolvers } from '../__generated__/resolvers-types';

export const PushDevice: PushDeviceResolvers = {
  id: (device) => device._id,
  tokenHint: (device) => `…${device.token.slice(-6)}`,
};
