import type { StockMovementResolvers } from '../__generated__/resolvers-types';
import { warehouseOf } from './StockLevel';

export const StockMovement: StockMovementResolvers = {
  id: (movement) => movement._id,
  warehouse: (movement, _, context) => warehouseOf(movement.warehouseId, context),
  // The ledger stores only the quantities a movement changed.
  available: (movement) => movement.available ?? 0,
  reserved: (movement) => movement.reserved ?? 0,
  damaged: (movement) => movement.damaged ?? 0,
  incoming: (movement) => movement.incoming ?? 0,
  backordered: (movement) => movement.backordered ?? 0,
};
