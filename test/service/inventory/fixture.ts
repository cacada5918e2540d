import type { Connection } from 'mongoose';
import { callerOf, serviceCaller, type Caller } from '../../../platform/identity/caller';
import { ensureIndexes } from '../../../platform/mongo/connection';
import { testDatabase } from '../../../testing/harness';
import {
  inventoryModels,
  stockId,
  type InventoryModels,
  type StockLevelRecord,
  type WarehouseRecord,
} from '../../../subgraphs/inventory/models/stock';
import { createInventoryServices, type InventoryServiceOptions } from '../../../subgraphs/inventory/services';
import type { InventoryService } from '../../../subgraphs/inventory/services/inventory-service';
import type { StockMovements } from '../../../subgraphs/inventory/movements/movement-service';
import type { LowStockList } from '../../../subgraphs/inventory/low-stock/low-stock-service';

/** An admin as the gateway would sign them: stock and warehouse writes are theirs (permissions.ts). */
export const admin: Caller = callerOf(
  { kind: 'user', userId: 'admin-1', roles: ['admin'], scopes: ['read', 'write'] },
  'request-admin',
);

/** The order saga, calling as its service: reservations are its own. */
export const orders: Caller = serviceCaller('orders', 'request-orders');

export interface TestInventory {
  connection: Connection;
  models: InventoryModels;
  inventory: InventoryService;
  movements: StockMovements;
  lowStock: LowStockList;
  /** Products the stub catalog knows; add to it to make a product exist. */
  products: Set<string>;
  /** Variant ids of the known products that have options (the others are their own default variant). */
  variants: Map<string, string[]>;
  /** Every question put to the stub catalog, with the caller it came with. */
  asked: Array<{ caller: Caller; productId: string }>;
  warehouse(code?: string): Promise<WarehouseRecord>;
  /** A product the catalog knows, with `available` units in each warehouse given. */
  stocked(units: ReadonlyArray<[WarehouseRecord, number]>): Promise<string>;
  level(productId: string, warehouse: WarehouseRecord): Promise<StockLevelRecord | null>;
  levels(productId: string): Promise<StockLevelRecord[]>;
}

let counter = 0;

/** The inventory service on a database of this test file's own, the catalog stubbed by a set of ids. */
export async function testInventory(
  label: string,
  options: InventoryServiceOptions = {},
): Promise<TestInventory> {
  // Commands are monitored so a test can check what a read sends (watchCommands).
  const connection = await testDatabase(label, { monitorCommands: true });
  const models = inventoryModels(connection);
  await ensureIndexes(connection);
  const products = new Set<string>();
  const asked: TestInventory['asked'] = [];
  const variants = new Map<string, string[]>();
  const services = createInventoryServices(
    models,
    async (caller, productId) => {
      asked.push({ caller, productId });
      return products.has(productId) ? (variants.get(productId) ?? [productId]) : null;
    },
    // A failure after a write must fail the test, not vanish.
    {
      onError: (error) => {
        throw error;
      },
      ...options,
    },
  );
  const { inventory } = services;
  const t: TestInventory = {
    connection,
    models,
    ...services,
    products,
    variants,
    asked,
    warehouse: (code = `WH-${counter++}`) =>
      inventory.createWarehouse(admin, { code, name: `Warehouse ${code}`, country: 'US' }),
    async stocked(units) {
      const productId = `product-${counter++}`;
      products.add(productId);
      for (const [warehouse, available] of units)
        await inventory.setStock(admin, { productId, warehouseId: warehouse._id, available });
      return productId;
    },
    level: (productId, warehouse) =>
      models.StockLevel.findById(stockId(productId, warehouse._id)).lean<StockLevelRecord>().exec(),
    levels: (productId) =>
      models.StockLevel.find({ productId }).sort({ _id: 1 }).lean<StockLevelRecord[]>().exec(),
  };
  return t;
}

/** BAD_USER_INPUT naming `field` with `reason`. */
export const refused = (field: string, reason: string) => ({
  extensions: { code: 'BAD_USER_INPUT', field, inputField: field, reason },
});
