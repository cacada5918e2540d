import type { OrderItemAllocationResolvers } from '../__generated__/resolvers-types';

export const OrderItemAllocation: OrderItemAllocationResolvers = {
  warehouse: (allocation) => ({ id: allocation.warehouseId }),
};
