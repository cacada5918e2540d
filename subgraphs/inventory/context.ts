import DataLoader from 'dataloader';
import { manyLoader, oneLoader } from '../../platform/graphql/loaders';
import type { BaseContext } from '../../platform/subgraph';
import { variantOf, type StockLevelRecord, type WarehouseRecord } from './models/stock';
import type { InventoryService } from './services/inventory-service';

export interface InventoryContext extends BaseContext {
  inventory: InventoryService;
  loaders: {
    /** All warehouses, read once per request (a handful of documents). */
    warehouses: DataLoader<'all', WarehouseRecord[]>;
    warehouseById: DataLoader<string, WarehouseRecord | null>;
    /** Stock levels of a variant in every warehouse; one `_id $in` query per batch. */
    stockByVariant: DataLoader<string, StockLevelRecord[]>;
    /** Stock levels of every variant of a product, found by product (when its variants are not known). */
    stockByProduct: DataLoader<string, StockLevelRecord[]>;
  };
}

export function createInventoryContext(base: BaseContext, inventory: InventoryService): InventoryContext {
  const warehouses = new DataLoader<'all', WarehouseRecord[]>(async (keys) => {
    const all = await inventory.warehouses(base.caller);
    return keys.map(() => all);
  });
  return {
    ...base,
    inventory,
    loaders: {
      warehouses,
      warehouseById: oneLoader(
        async (ids) => {
          const all = await warehouses.load('all');
          return all.filter((warehouse) => ids.includes(warehouse._id));
        },
        (warehouse) => warehouse._id,
      ),
      stockByVariant: manyLoader(
        async (variantIds) => inventory.stockOf(base.caller, variantIds, await warehouses.load('all')),
        variantOf,
      ),
      stockByProduct: manyLoader(
        (productIds) => inventory.stockOfProducts(base.caller, productIds),
        (level) => level.productId,
      ),
    },
  };
}
