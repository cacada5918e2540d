import type { MutationResolvers, ReserveLineInput } from '../__generated__/resolvers-types';
import type { StockLine } from '../services/inventory-service';

export const Mutation: MutationResolvers = {
  createWarehouse: (_, { input: { code, name, country } }, { inventory, caller }) =>
    inventory.createWarehouse(caller, { code, name, country }),
  setStock: (_, { input }, { inventory, caller }) =>
    inventory.setStock(caller, {
      productId: input.productId,
      variantId: input.variantId,
      warehouseId: input.warehouseId,
      available: input.available,
      damaged: input.damaged,
      incoming: input.incoming,
      reorderPoint: input.reorderPoint,
    }),
  adjustStock: (_, { productId, warehouseId, delta, variantId }, { inventory, caller }) =>
    inventory.adjustStock(caller, { productId, variantId, warehouseId, delta }),
  reserveStock: async (_, { reservationId, lines }, { inventory, caller }) => {
    await inventory.reserve(caller, { reservationId, lines: lines.map(stockLine) });
    return true;
  },
  releaseStock: async (_, { reservationId }, { inventory, caller }) => {
    await inventory.release(caller, reservationId);
    return true;
  },
  commitStock: async (_, { reservationId }, { inventory, caller }) => {
    await inventory.commit(caller, reservationId);
    return true;
  },
  restockStock: async (_, { reference, lines }, { inventory, caller }) => {
    await inventory.restock(caller, { reference, lines: lines.map(stockLine) });
    return true;
  },
};

function stockLine({ productId, variantId, quantity }: ReserveLineInput): StockLine {
  return { productId, variantId, quantity };
}
