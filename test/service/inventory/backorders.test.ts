import { beforeAll, describe, expect, it } from 'vitest';
import { ledgerSums } from '../../../subgraphs/inventory/movements/ledger';
import { summarize } from '../../../subgraphs/inventory/services/inventory-service';
import type { WarehouseRecord } from '../../../subgraphs/inventory/models/stock';
import { admin, orders, refused, testInventory, type TestInventory } from './fixture';

/**
 * Backorders: per the product's policy, units beyond what is available are promised against incoming stock
 * (never more than the policy's limit nor the incoming units, however many orders race) and received units
 * fill them first in, first out.
 */
let t: TestInventory;
let east: WarehouseRecord;
let counter = 0;
const id = (label: string) => `${label}-${counter++}`;
const EXPECTED = new Date('2026-12-15T00:00:00.000Z');

beforeAll(async () => {
  t = await testInventory('inventory_backorders');
  east = await t.warehouse('WH-EAST');
});

/** A product with `available` and `incoming` units in `east`, and a backorder policy allowing `limit`. */
async function product(available: number, incoming: number, limit: number | null) {
  const productId = id('p');
  t.products.add(productId);
  await t.inventory.setStock(admin, { productId, warehouseId: east._id, available, incoming });
  if (limit !== null)
    await t.inventory.backorders.setPolicy(admin, { productId, allow: true, limit, expectedAt: EXPECTED });
  return productId;
}

const reserve = (productId: string, quantity: number, reservationId = id('order')) =>
  t.inventory.reserveLines(orders, { reservationId, lines: [{ productId, quantity }] });

async function summary(productId: string) {
  const [policy] = await t.inventory.backorders.policies(admin, [productId]);
  return summarize(await t.levels(productId), await t.inventory.warehouses(admin), policy ?? null);
}

async function expectLedgerToMatch(productId: string) {
  const levels = await t.levels(productId);
  const sums = await ledgerSums(
    t.models,
    levels.map((level) => level._id),
  );
  for (const level of levels)
    expect(sums.get(level._id)).toEqual({
      available: level.available,
      reserved: level.reserved,
      damaged: level.damaged,
      incoming: level.incoming,
      backordered: level.backordered ?? 0,
    });
}

describe('the backorder policy', () => {
  it('refuses by default: nothing available and 50 incoming is out of stock, and an order is refused', async () => {
    const productId = await product(0, 50, null);
    expect(await summary(productId)).toMatchObject({
      available: 0,
      incoming: 50,
      backorderable: 0,
      status: 'OUT_OF_STOCK',
    });
    await expect(reserve(productId, 1)).rejects.toMatchObject({
      extensions: { code: 'INSUFFICIENT_STOCK', productId },
    });
  });

  it('allowing backorders shows BACKORDER and takes the order against incoming, with the expected date', async () => {
    const productId = await product(0, 50, 20);
    expect(await summary(productId)).toMatchObject({ backorderable: 20, status: 'BACKORDER' });
    expect(await reserve(productId, 1)).toEqual([
      { productId, variantId: productId, quantity: 1, expectedAt: EXPECTED },
    ]);
    expect(await t.level(productId, east)).toMatchObject({
      available: 0,
      reserved: 0,
      backordered: 1,
      incoming: 50,
    });
    expect(await summary(productId)).toMatchObject({ backorderable: 19 });
    await expectLedgerToMatch(productId);
  });

  it('holds what is available and backorders only the rest', async () => {
    const productId = await product(3, 10, 10);
    expect(await reserve(productId, 5)).toEqual([
      { productId, variantId: productId, quantity: 2, expectedAt: EXPECTED },
    ]);
    expect(await t.level(productId, east)).toMatchObject({ available: 0, reserved: 3, backordered: 2 });
    await expectLedgerToMatch(productId);
  });

  it('refuses a line beyond the limit or beyond what is incoming, and a retry never promises twice', async () => {
    const productId = await product(0, 4, 10);
    await expect(reserve(productId, 5)).rejects.toMatchObject({ extensions: { code: 'INSUFFICIENT_STOCK' } });
    const reservationId = id('order');
    await reserve(productId, 4, reservationId);
    await reserve(productId, 4, reservationId);
    expect(await t.level(productId, east)).toMatchObject({ backordered: 4 });
    const [policy] = await t.inventory.backorders.policies(admin, [productId]);
    expect(policy).toMatchObject({ promised: 4, limit: 10 });
  });

  it.each([
    ['allowing without a limit', { allow: true }, 'limit', 'REQUIRED'],
    ['a negative limit', { allow: true, limit: -1 }, 'limit', 'OUT_OF_RANGE'],
    ['a fractional limit', { allow: true, limit: 2.5 }, 'limit', 'OUT_OF_RANGE'],
    [
      'an invalid date',
      { allow: true, limit: 2, expectedAt: new Date('nope') },
      'expectedAt',
      'INVALID_FORMAT',
    ],
  ])('refuses %s and stores nothing', async (_, fields, field, reason) => {
    const productId = id('p');
    t.products.add(productId);
    const asked = t.asked.length;
    await expect(t.inventory.backorders.setPolicy(admin, { productId, ...fields })).rejects.toMatchObject(
      refused(field, reason),
    );
    expect(t.asked.length).toBe(asked);
    expect(await t.inventory.backorders.policies(admin, [productId])).toEqual([]);
  });

  it('refuses a product the catalog does not know', async () => {
    await expect(
      t.inventory.backorders.setPolicy(admin, { productId: 'no-such-product', allow: true, limit: 5 }),
    ).rejects.toMatchObject(refused('productId', 'NOT_FOUND'));
    expect(await t.inventory.backorders.policies(admin, ['no-such-product'])).toEqual([]);
  });
});

describe('concurrent backorders', () => {
  it.each([
    ['a limit of 20 with 50 incoming', 20, 50],
    ['a limit of 100 with 20 incoming', 100, 20],
  ])('accept exactly 20 of 100 racing orders against %s', async (_, limit, incoming) => {
    const productId = await product(0, incoming, limit);
    const outcomes = await Promise.allSettled(Array.from({ length: 100 }, () => reserve(productId, 1)));
    const accepted = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    expect(accepted).toHaveLength(20);
    for (const outcome of outcomes)
      if (outcome.status === 'rejected')
        expect(outcome.reason).toMatchObject({ extensions: { code: 'INSUFFICIENT_STOCK' } });
    expect(await t.level(productId, east)).toMatchObject({ backordered: 20, incoming });
    const [policy] = await t.inventory.backorders.policies(admin, [productId]);
    expect(policy!.promised).toBe(20);
    await expectLedgerToMatch(productId);
  });
});

describe('filling backorders', () => {
  it('hands received units to waiting backorders first in, first out, before anyone else', async () => {
    const productId = await product(0, 20, 20);
    const [first, second, third] = [id('order'), id('order'), id('order')];
    await reserve(productId, 3, first);
    await reserve(productId, 2, second);
    await reserve(productId, 4, third);
    await t.movements.receive(admin, { productId, warehouseId: east._id, quantity: 6 });
    // 3 + 2 filled; the third (4) waits for more: 1 unit is left available, none jumped the queue.
    const level = await t.level(productId, east);
    expect(level).toMatchObject({ available: 1, reserved: 5, backordered: 4, incoming: 14 });
    expect(level!.backorders!.map((hold) => [hold.reservationId, hold.state])).toEqual([
      [first, 'filled'],
      [second, 'filled'],
      [third, 'waiting'],
    ]);
    expect(await t.inventory.backorders.lines(orders, first)).toEqual([]);
    expect(await t.inventory.backorders.lines(orders, third)).toEqual([
      { productId, variantId: productId, quantity: 4, expectedAt: EXPECTED },
    ]);
    // A filled backorder is a held reservation: confirmed, its units leave; released, they return.
    await t.inventory.commit(orders, first);
    await t.inventory.release(orders, second);
    await t.inventory.release(orders, second);
    expect(await t.level(productId, east)).toMatchObject({ available: 3, reserved: 0, backordered: 4 });
    const [policy] = await t.inventory.backorders.policies(admin, [productId]);
    expect(policy!.promised).toBe(4);
    await expectLedgerToMatch(productId);
  });

  it('publishes StockDepletedEvent when the fills take every unit a receipt brought', async () => {
    const productId = await product(0, 10, 10);
    await reserve(productId, 3);
    await reserve(productId, 2);
    await t.movements.receive(admin, { productId, warehouseId: east._id, quantity: 5 });
    expect(await t.level(productId, east)).toMatchObject({ available: 0, reserved: 5, backordered: 0 });
    // The receipt made units available (0 -> 5) and the second fill took the last 2 (2 -> 0).
    const outbox = await t.models.StockLevel.findById(`${productId}:${east._id}`, { outbox: 1 }).lean();
    expect(
      outbox!
        .outbox!.filter((event) => event.type !== 'LowStockEvent')
        .map((event) => [event.type, (event.data as { previousAvailable: number }).previousAvailable]),
    ).toEqual([
      ['StockReplenishedEvent', 0],
      ['StockDepletedEvent', 2],
    ]);
    await expectLedgerToMatch(productId);
  });

  it('sends the units of an order confirmed while it waited straight out on arrival', async () => {
    const productId = await product(0, 10, 10);
    const reservationId = id('order');
    await reserve(productId, 4, reservationId);
    await t.inventory.commit(orders, reservationId);
    expect(await t.level(productId, east)).toMatchObject({ backordered: 4 });
    await t.movements.receive(admin, { productId, warehouseId: east._id, quantity: 5 });
    expect(await t.level(productId, east)).toMatchObject({
      available: 1,
      reserved: 0,
      backordered: 0,
      incoming: 5,
    });
    expect((await t.level(productId, east))!.backorders).toEqual([]);
    await expectLedgerToMatch(productId);
  });

  it('gives a released waiting backorder back to the policy, once', async () => {
    const productId = await product(0, 10, 10);
    const reservationId = id('order');
    await reserve(productId, 6, reservationId);
    await t.inventory.release(orders, reservationId);
    await t.inventory.release(orders, reservationId);
    expect(await t.level(productId, east)).toMatchObject({ backordered: 0, available: 0 });
    const [policy] = await t.inventory.backorders.policies(admin, [productId]);
    expect(policy!.promised).toBe(0);
    await expectLedgerToMatch(productId);
  });
});
