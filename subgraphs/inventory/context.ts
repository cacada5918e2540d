import DataLoader from 'dataloader';
import { manyLoader, oneLoader } from '../../platform/graphql/loaders';
import type { BaseContext } from '../../platform/subgraph';
import { requestContext } from '../../platform/subgraph/context';
import type { BackorderPolicyRecord } from './backorders/model';
import { variantOf, type StockLevelRecord, type WarehouseRecord } from './models/stock';
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
    /** Stock levels of a variant in every warehouse; one `_id $in` query per batch. */
    stockByVariant: DataLoader<string, StockLevelRecord[]>;
    /** Stock levels of every variant of a product, by `_id` alone (InventoryService.stockOfProducts). */
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
  return requestContext<InventoryContext>(
    services,
    { maxPageSize },
    {
      ...base,
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
        // A product without options keeps its stock under its own id (its default variant's): read by `_id`
        // first, and by product only for those that had none there (products with options, or no stock).
        stockByProduct: manyLoader(
          async (productIds) =>
            inventory.stockOfProducts(base.caller, productIds, await warehouses.load('all')),
          (level) => level.productId,
        ),
        backorderPolicy: oneLoader(
          (productIds) => inventory.backorders.policies(base.caller, productIds),
          (policy) => policy._id,
        ),
      },
    },
  );
}
