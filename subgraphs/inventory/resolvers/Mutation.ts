import type { MutationResolvers, ReserveLineInput } from '../__generated__/resolvers-types';
import type { StockLine } from '../services/inventory-service';

export const Mutation: MutationResolvers = {
  createWarehouse: (_, { input: { code, name, country, priority } }, { inventory, caller }) =>
    inventory.createWarehouse(caller, { code, name, country, priority }),
  setStock: (_, { input }, { inventory, caller }) =>
    inventory.setStock(caller, {
      productId: input.productId,
      variantId: input.variantId,
      warehouseId: input.warehouseId,
      available: input.available,
      damaged: input.damaged,
      incoming: input.incoming,
      reorderPoint: input.reorderPoint,
      reason: input.reason,
    }),
  adjustStock: (_, { productId, variantId, warehouseId, delta, reason }, { inventory, caller }) =>
    inventory.adjustStock(caller, { productId, variantId, warehouseId, delta, reason }),
  receiveStock: (_, { input }, { movements, caller }) =>
    movements.receive(caller, {
      productId: input.productId,
      variantId: input.variantId,
      warehouseId: input.warehouseId,
      quantity: input.quantity,
      reason: input.reason,
      reference: input.reference,
    }),
  writeOffStock: (_, { input }, { movements, caller }) =>
    movements.writeOff(caller, {
      productId: input.productId,
      variantId: input.variantId,
      warehouseId: input.warehouseId,
      quantity: input.quantity,
      kind: input.kind,
      reason: input.reason,
    }),
  transferStock: (_, { input }, { movements, caller }) =>
    movements.transfer(caller, {
      productId: input.productId,
      variantId: input.variantId,
      fromWarehouseId: input.fromWarehouseId,
      toWarehouseId: input.toWarehouseId,
      quantity: input.quantity,
      reason: input.reason,
    }),
  reserveStock: async (_, { reservationId, lines }, { inventory, caller }) => {
    await inventory.reserve(caller, { reservationId, lines: lines.map(stockLine) });
    return true;
  },
  reserveStockLines: (_, { reservationId, lines, destinationCountry }, { inventory, caller }) =>
    inventory.reserveLines(caller, {
      reservationId,
      lines: lines.map(stockLine),
      destination: { country: destinationCountry },
    }),
  allocateStock: (_, { reservationId, lines, destinationCountry }, { inventory, caller }) =>
    inventory.allocate(caller, {
      reservationId,
      lines: lines.map(stockLine),
      destination: { country: destinationCountry },
    }),
  setBackorderPolicy: (_, { input }, { inventory, caller }) =>
    inventory.backorders.setPolicy(caller, {
      productId: input.productId,
      allow: input.allow,
      limit: input.limit,
      expectedAt: input.expectedAt == null ? null : new Date(input.expectedAt),
    }),
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
