import type { Clock } from '../../../platform/clock';
import { LowStockList } from '../low-stock/low-stock-service';
import type { InventoryModels } from '../models/stock';
import type { AllocationStrategy } from './allocation';
import { StockMovements } from '../movements/movement-service';
import { InventoryService, type ProductVariants } from './inventory-service';

export interface InventoryServiceOptions {
  /** How long stock reads reuse the warehouse list (ms); 0: read it every time. Default 0. */
  warehouseCacheMs?: number;
  /** How a line is filled from several warehouses. Default `most-stocked`. */
  allocation?: AllocationStrategy;
  clock?: Clock;
  /** An event was written to an outbox (the relay looks at once). */
  onEvent?: () => void;
  /** Work after a successful write failed (ledger copy, low-stock check); later writes retry it. */
  onError?: (error: unknown) => void;
}

/** Every service of the inventory subgraph, built once per process over its models. */
export function createInventoryServices(
  models: InventoryModels,
  productVariants: ProductVariants,
  options: InventoryServiceOptions = {},
) {
  const inventory = new InventoryService(models, productVariants, options);
  const movements = new StockMovements(models, inventory, (caller, item, warehouseId) =>
    inventory.fillBackorders(caller, item, warehouseId),
  );
  const lowStock = new LowStockList(models, options.clock);
  return { inventory, movements, lowStock };
}

export type InventoryServices = ReturnType<typeof createInventoryServices>;
