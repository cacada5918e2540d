import type { PendingShipmentResolvers } from '../__generated__/resolvers-types';

export const PendingShipment: PendingShipmentResolvers = {
  warehouse: (parcel) => (parcel.warehouseId ? { id: parcel.warehouseId } : null),
};
