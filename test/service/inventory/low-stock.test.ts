import { beforeAll, describe, expect, it } from 'vitest';
import type { EventEnvelope } from '../../../platform/events';
import { suggestedReorder } from '../../../subgraphs/inventory/low-stock/low-stock-service';
import { stockId, type WarehouseRecord } from '../../../subgraphs/inventory/models/stock';
import { admin, orders, refused, testInventory, type TestInventory } from './fixture';

/**
 * Low-stock alerts: one LowStockEvent when a level's `available` crosses its reorder point downwards, however
 * many orders race across it, re-armed once stock is back above; and the low-stock list staff reorder from.
 */
let t: TestInventory;
let east: WarehouseRecord;
let counter = 0;
const id = (label: string) => `${label}-${counter++}`;

beforeAll(async () => {
  t = await testInventory('inventory_low_stock');
  east = await t.warehouse('WH-EAST');
});

/** The LowStockEvents waiting in the level's outbox (no relay runs in this ring). */
async function lowStockEvents(productId: string, warehouse: WarehouseRecord) {
  const level = await t.models.StockLevel.findById(stockId(productId, warehouse._id), { outbox: 1 }).lean<{
    outbox?: EventEnvelope[];
  }>();
  return (level?.outbox ?? []).filter((event) => event.type === 'LowStockEvent');
}

/** A product with `available` units in `east` and the reorder point given. */
async function product(available: number, reorderPoint: number) {
  const productId = id('p');
  t.products.add(productId);
  await t.inventory.setStock(admin, { productId, warehouseId: east._id, available, reorderPoint });
  return productId;
}

describe('LowStockEvent', () => {
  it('is written once when 50 orders race across the reorder point', async () => {
    const productId = await product(60, 30);
    await Promise.all(
      Array.from({ length: 50 }, () =>
        t.inventory.reserve(orders, { reservationId: id('order'), lines: [{ productId, quantity: 1 }] }),
      ),
    );
    expect(await t.level(productId, east)).toMatchObject({
      available: 10,
      reserved: 50,
      lowStockArmed: false,
    });
    const events = await lowStockEvents(productId, east);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      aggregateType: 'stock',
      aggregateId: stockId(productId, east._id),
      data: { productId, variantId: productId, warehouseId: east._id, reorderPoint: 30 },
    });
    expect((events[0]!.data as { available: number }).available).toBeLessThanOrEqual(30);
  });

  it('is re-armed when stock is back above the point, and fires again at the next crossing', async () => {
    const productId = await product(12, 10);
    await t.inventory.adjustStock(admin, { productId, warehouseId: east._id, delta: -5 });
    await t.inventory.adjustStock(admin, { productId, warehouseId: east._id, delta: -1 });
    expect(await lowStockEvents(productId, east)).toHaveLength(1);
    // Back to exactly the point is not above it: still disarmed.
    await t.inventory.adjustStock(admin, { productId, warehouseId: east._id, delta: 4 });
    expect(await t.level(productId, east)).toMatchObject({ available: 10, lowStockArmed: false });
    await t.movements.receive(admin, { productId, warehouseId: east._id, quantity: 20 });
    expect(await t.level(productId, east)).toMatchObject({ lowStockArmed: true });
    await t.movements.writeOff(admin, {
      productId,
      warehouseId: east._id,
      quantity: 25,
      kind: 'DAMAGED',
      reason: 'flood',
    });
    const events = await lowStockEvents(productId, east);
    expect(events.map((event) => (event.data as { available: number }).available)).toEqual([7, 5]);
    expect(events.map((event) => event.sequence)).toEqual([events[0]!.sequence, events[0]!.sequence + 1]);
  });

  it('is not written for a level that never was above its point', async () => {
    const productId = await product(4, 10);
    await t.inventory.adjustStock(admin, { productId, warehouseId: east._id, delta: -2 });
    expect(await lowStockEvents(productId, east)).toEqual([]);
  });
});

describe('the low-stock list', () => {
  it('lists levels at or below their point with a reorder suggestion from recent sales', async () => {
    const selling = await product(39, 10);
    for (let i = 0; i < 3; i++) {
      const reservationId = id('order');
      await t.inventory.reserve(orders, { reservationId, lines: [{ productId: selling, quantity: 10 }] });
      await t.inventory.commit(orders, reservationId);
    }
    // One unit came back: 29 sold over the window.
    await t.inventory.restock(orders, {
      reference: id('return'),
      lines: [{ productId: selling, quantity: 1 }],
    });
    await t.inventory.setStock(admin, { productId: selling, warehouseId: east._id, incoming: 5 });
    const fine = await product(50, 10);
    const list = await t.lowStock.list(admin, { salesWindowDays: 29, coverDays: 14 });
    const item = list.find((each) => each.level.productId === selling);
    expect(item).toMatchObject({ dailySales: 1, level: { available: 10, incoming: 5 } });
    expect(list.some((each) => each.level.productId === fine)).toBe(false);
    // ceil(10 + 1 * 14) - 10 available - 5 incoming
    expect(item!.suggestedReorder).toBe(9);
    const available = list.map((each) => each.level.available);
    expect(available).toEqual([...available].sort((a, b) => a - b));
  });

  it('suggests nothing when what is there and incoming covers the need', () => {
    expect(suggestedReorder({ available: 5, incoming: 40, reorderPoint: 10 }, 2, 14)).toBe(0);
    expect(suggestedReorder({ available: 5, incoming: 0, reorderPoint: 10 }, 0.5, 3)).toBe(7);
  });

  it.each([
    ['salesWindowDays', { salesWindowDays: 0, coverDays: 14 }],
    ['salesWindowDays', { salesWindowDays: 366, coverDays: 14 }],
    ['coverDays', { salesWindowDays: 30, coverDays: -1 }],
  ])('refuses %s out of range', async (field, query) => {
    await expect(t.lowStock.list(admin, query)).rejects.toMatchObject(refused(field, 'OUT_OF_RANGE'));
  });
});
