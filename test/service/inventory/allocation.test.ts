import { describe, expect, it } from 'vitest';
import type { AllocationStrategy } from '../../../subgraphs/inventory/services/allocation';
import { admin, orders, refused, testInventory } from './fixture';

/**
 * Allocation across warehouses: which warehouses a line's units are held in, per STOCK_ALLOCATION. Each
 * strategy on its own database: warehouses US-A (priority 50), DE-B (10) and US-C (100), a product with
 * 5, 3 and 10 units in them.
 */
async function world(strategy: AllocationStrategy) {
  const t = await testInventory(`inventory_allocation_${strategy.replaceAll('-', '_')}`, {
    allocation: strategy,
  });
  const a = await t.inventory.createWarehouse(admin, {
    code: 'US-A',
    name: 'A',
    country: 'US',
    priority: 50,
  });
  const b = await t.inventory.createWarehouse(admin, {
    code: 'DE-B',
    name: 'B',
    country: 'DE',
    priority: 10,
  });
  const c = await t.inventory.createWarehouse(admin, { code: 'US-C', name: 'C', country: 'us' });
  const code = new Map([a, b, c].map((warehouse) => [warehouse._id, warehouse.code]));
  let counter = 0;
  return {
    t,
    async held(quantity: number, country?: string) {
      const productId = await t.stocked([
        [a, 5],
        [b, 3],
        [c, 10],
      ]);
      const reservationId = `order-${counter++}`;
      await t.inventory.reserve(orders, {
        reservationId,
        lines: [{ productId, quantity }],
        destination: { country },
      });
      return Object.fromEntries(
        (await t.levels(productId))
          .flatMap((level) =>
            level.holds.map((hold) => [code.get(level.warehouseId), hold.quantity] as const),
          )
          .sort(),
      );
    },
  };
}

describe('allocation strategies', () => {
  it('most-stocked (the default) takes the warehouse with most units first', async () => {
    const { held } = await world('most-stocked');
    expect(await held(4)).toEqual({ 'US-C': 4 });
    expect(await held(12)).toEqual({ 'US-C': 10, 'US-A': 2 });
  });

  it('priority follows the warehouses priority, lower first, across several when needed', async () => {
    const { held } = await world('priority');
    expect(await held(4)).toEqual({ 'DE-B': 3, 'US-A': 1 });
  });

  it('nearest takes warehouses in the destination country first, then by priority', async () => {
    const { held } = await world('nearest');
    expect(await held(4, 'us')).toEqual({ 'US-A': 4 });
    expect(await held(7, 'US')).toEqual({ 'US-A': 5, 'US-C': 2 });
    expect(await held(4, 'DE')).toEqual({ 'DE-B': 3, 'US-A': 1 });
    // No destination known: priority order.
    expect(await held(2)).toEqual({ 'DE-B': 2 });
  });

  it('ship-complete-first takes one warehouse that can fill the line alone, by priority', async () => {
    const { held } = await world('ship-complete-first');
    expect(await held(4)).toEqual({ 'US-A': 4 });
    expect(await held(3)).toEqual({ 'DE-B': 3 });
    // None can alone: as few warehouses as possible, most stocked first.
    expect(await held(12)).toEqual({ 'US-C': 10, 'US-A': 2 });
  });

  it('answers the order saga where the units were allocated, per variant and warehouse, backorders included', async () => {
    const { t } = await world('most-stocked');
    const warehouses = await t.inventory.warehouses(admin);
    const byCode = new Map(warehouses.map((warehouse) => [warehouse.code, warehouse._id]));
    const [a, c] = [byCode.get('US-A')!, byCode.get('US-C')!];
    const productId = await t.stocked([
      [warehouses.find((warehouse) => warehouse._id === a)!, 5],
      [warehouses.find((warehouse) => warehouse._id === c)!, 10],
    ]);
    // 3 more than available, promised against the 20 units US-A expects.
    await t.inventory.setStock(admin, { productId, warehouseId: a, incoming: 20 });
    await t.inventory.backorders.setPolicy(admin, { productId, allow: true, limit: 10, expectedAt: null });
    const input = { reservationId: 'order-split', lines: [{ productId, quantity: 18 }] };
    const first = await t.inventory.allocate(orders, input);
    const expected = [
      { productId, variantId: productId, warehouseId: a, quantity: 8, backordered: 3 },
      { productId, variantId: productId, warehouseId: c, quantity: 10, backordered: 0 },
    ].sort((x, y) => x.warehouseId.localeCompare(y.warehouseId));
    expect(first.allocations).toEqual(expected);
    expect(first.backordered).toEqual([{ productId, variantId: productId, quantity: 3, expectedAt: null }]);
    // A retry of the same reservation holds nothing more and answers the same allocation.
    expect((await t.inventory.allocate(orders, input)).allocations).toEqual(expected);
    expect((await t.levels(productId)).reduce((sum, level) => sum + level.reserved, 0)).toBe(15);
  });

  it('refuses a warehouse priority out of range and creates nothing', async () => {
    const { t } = await world('priority');
    for (const priority of [-1, 1001, 2.5])
      await expect(
        t.inventory.createWarehouse(admin, { code: 'WH-P', name: 'P', country: 'US', priority }),
      ).rejects.toMatchObject(refused('priority', 'OUT_OF_RANGE'));
    expect(await t.models.Warehouse.countDocuments({ code: 'WH-P' })).toBe(0);
  });
});
