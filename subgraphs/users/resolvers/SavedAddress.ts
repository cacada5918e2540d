import type { SavedAddressResolvers } from '../__generated__/resolvers-types';

export const SavedAddress: SavedAddressResolvers = {
  id: (address) => address._id,
};
