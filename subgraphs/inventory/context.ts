import DataLoader from 'dataloader';
import { manyLoader, oneLoader } from '../../platform/graphql/loaders';
import type { BaseContext } from '../../platform/subgraph';
import type { BackorderPolicyRecord } from './backorders/model';
import type { StockLevelRecord, WarehouseRecord } from './models/stock';
import type { LowStockList } from './low-stock/low-stock-service';
import type { StockMovements } from './movements/movement-service';
import type { InventoryServices } from './services';
import type { InventoryService } from './services/inventory-service';

export interface InventoryContext extends BaseContext {
  inventory: InventoryService;
  movements: StockMovements;
  lowStock: LowStockList;
  /** The largest page a list answers. */
  maxPageSize: number;
  loaders: {
    /** All warehouses, read once per request (a handful of documents). */
    warehouses: DataLoader<'all', WarehouseRecord[]>;
    warehouseById: DataLoader<string, WarehouseRecord | null>;
    /** Stock levels of a product in every warehouse; one `_id $in` query per batch. */
    stockByProduct: DataLoader<string, StockLevelRecord[]>;
    /** A product's backorder policy (null: none); one `_id $in` query per batch. */
    backorderPolicy: DataLoader<string, BackorderPolicyRecord | null>;
  };
}

export function createInventoryContext(
  base: BaseContext,
  services: InventoryServices,
  maxPageSize: number,
): InventoryContext {
  const { inventory } = services;
  const warehouses = new DataLoader<'all', WarehouseRecord[]>(async (keys) => {
    const all = await inventory.warehouses(base.caller);
    return keys.map(() => all);
  });
  return {
    ...base,
    ...services,
    maxPageSize,
    loaders: {
      warehouses,
      warehouseById: oneLoader(
        async (ids) => {
          const all = await warehouses.load('all');
          return all.filter((warehouse) => ids.includes(warehouse._id));
        },
        (warehouse) => warehouse._id,
      ),
      stockByProduct: manyLoader(
        async (productIds) => inventory.stockOf(base.caller, productIds, await warehouses.load('all')),
        (level) => level.productId,
      ),
      backorderPolicy: oneLoader(
        (productIds) => inventory.backorders.policies(base.caller, productIds),
        (policy) => policy._id,
      ),
    },
  };
}
