import { beforeAll, expect, inject, it } from 'vitest';
import { ManualClock } from '../../../testing/clock';
import { openDatabase } from '../../../platform/mongo/connection';
import { dispose, uniquePrefix } from '../../../testing/harness';
import { inventoryModels } from '../../../subgraphs/inventory/models/stock';
import { InventoryService } from '../../../subgraphs/inventory/services/inventory-service';
import { admin } from './fixture';

/**
 * The warehouse list that every stock read needs is kept for WAREHOUSE_CACHE_MS: one inventory query less
 * per request. A warehouse added through this process shows at once; one added elsewhere (another
 * replica, here a write straight to the collection) shows once the window has passed.
 */
const clock = new ManualClock(Date.UTC(2026, 0, 1));
let inventory: InventoryService;
let finds = 0;
let models: ReturnType<typeof inventoryModels>;

beforeAll(async () => {
  const connection = await openDatabase({
    uri: inject('mongoUri'),
    dbName: uniquePrefix('warehouse-list'),
    monitorCommands: true,
  });
  dispose(() => connection.close());
  connection.getClient().on('commandStarted', (event) => {
    if (event.commandName === 'find' && event.command.find === 'warehouses') finds++;
  });
  models = inventoryModels(connection);
  inventory = new InventoryService(models, async (_caller, productId) => [productId], {
    warehouseCacheMs: 5000,
    clock,
  });
});

it('reads the list once per window, shows its own additions at once and others after the window', async () => {
  await inventory.createWarehouse(admin, { code: 'WH-A', name: 'A', country: 'US' });
  const codes = async () => (await inventory.warehouses(admin)).map((warehouse) => warehouse.code);
  expect(await codes()).toEqual(['WH-A']);
  expect(await codes()).toEqual(['WH-A']);
  expect(finds).toBe(1);

  await inventory.createWarehouse(admin, { code: 'WH-B', name: 'B', country: 'US' });
  expect(await codes()).toEqual(['WH-A', 'WH-B']);
  expect(finds).toBe(2);

  // Another replica adds one: this process keeps its list until the window has passed.
  await models.Warehouse.create({ code: 'WH-C', name: 'C', country: 'US', active: true });
  clock.advance(4999);
  expect(await codes()).toEqual(['WH-A', 'WH-B']);
  clock.advance(1);
  expect(await codes()).toEqual(['WH-A', 'WH-B', 'WH-C']);
  expect(finds).toBe(3);
});
