import type { MutationResolvers } from '../__generated__/resolvers-types';

export const Mutation: MutationResolvers = {
  createWarehouse: (_, { input }, context) => context.inventory.createWarehouse(input),
  setStock: (_, { input }, context) => context.inventory.setStock(input, context.caller.requestId),
  adjustStock: (_, { productId, warehouseId, delta }, context) =>
    context.inventory.adjustStock(productId, warehouseId, delta, context.caller.requestId),
  reserveStock: async (_, { reservationId, lines }, context) => {
    await context.inventory.reserve(reservationId, lines);
    return true;
  },
  releaseStock: async (_, { reservationId }, context) => {
    await context.inventory.release(reservationId);
    return true;
  },
  commitStock: async (_, { reservationId }, context) => {
    await context.inventory.commit(reservationId);
    return true;
  },
  restockStock: async (_, { reference, lines }, context) => {
    await context.inventory.restock(reference, lines);
    return true;
  },
};
