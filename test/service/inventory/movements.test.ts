import { beforeAll, describe, expect, it } from 'vitest';
import { ledgerSums } from '../../../subgraphs/inventory/movements/ledger';
import type { MovementRecord } from '../../../subgraphs/inventory/movements/model';
import { stockId, type WarehouseRecord } from '../../../subgraphs/inventory/models/stock';
import { admin, orders, refused, testInventory, type TestInventory } from './fixture';

/**
 * Stock movements and the ledger: receipts, write-offs, transfers and the saga's reservations each leave
 * entries with their reason and actor, and every level always equals the sum of its entries.
 */
let t: TestInventory;
let east: WarehouseRecord;
let west: WarehouseRecord;
let counter = 0;
const id = (label: string) => `${label}-${counter++}`;

beforeAll(async () => {
  t = await testInventory('inventory_movements');
  east = await t.warehouse('WH-EAST');
  west = await t.warehouse('WH-WEST');
});

/** The product's ledger, oldest first. */
async function ledger(productId: string): Promise<MovementRecord[]> {
  return (await t.movements.list(admin, { productId, limit: 1000, offset: 0 })).reverse();
}

/** Every level of the product equals the sum of its ledger entries, quantity by quantity. */
async function expectLedgerToMatch(productId: string) {
  const levels = await t.levels(productId);
  const sums = await ledgerSums(
    t.models,
    levels.map((level) => level._id),
  );
  for (const level of levels) {
    expect({ level: level._id, ...sums.get(level._id) }).toEqual({
      level: level._id,
      available: level.available,
      reserved: level.reserved,
      damaged: level.damaged,
      incoming: level.incoming,
      backordered: level.backordered ?? 0,
    });
  }
}

describe('the ledger of setStock and adjustStock', () => {
  it('records each change as an ADJUSTMENT by the difference, with the reason and the actor', async () => {
    const product = id('p');
    t.products.add(product);
    await t.inventory.setStock(admin, {
      productId: product,
      warehouseId: east._id,
      available: 10,
      incoming: 4,
    });
    await t.inventory.setStock(admin, {
      productId: product,
      warehouseId: east._id,
      available: 7,
      reason: ' stock count ',
    });
    await t.inventory.adjustStock(admin, {
      productId: product,
      warehouseId: east._id,
      delta: 5,
      reason: 'found',
    });
    // Only the reorder point: nothing counted moves, so nothing is recorded.
    await t.inventory.setStock(admin, { productId: product, warehouseId: east._id, reorderPoint: 3 });
    expect(
      (await ledger(product)).map(({ kind, available, incoming, reason, actor, levelId, variantId }) => ({
        kind,
        available,
        incoming,
        reason,
        actor,
        levelId,
        variantId,
      })),
    ).toEqual([
      {
        kind: 'ADJUSTMENT',
        available: 10,
        incoming: 4,
        reason: null,
        actor: 'admin-1',
        levelId: stockId(product, east._id),
        variantId: product,
      },
      {
        kind: 'ADJUSTMENT',
        available: -3,
        reason: 'stock count',
        actor: 'admin-1',
        levelId: stockId(product, east._id),
        variantId: product,
      },
      {
        kind: 'ADJUSTMENT',
        available: 5,
        reason: 'found',
        actor: 'admin-1',
        levelId: stockId(product, east._id),
        variantId: product,
      },
    ]);
    await expectLedgerToMatch(product);
  });

  it('refuses a reason over 500 characters and writes nothing', async () => {
    const product = await t.stocked([[east, 5]]);
    const before = await ledger(product);
    await expect(
      t.inventory.adjustStock(admin, {
        productId: product,
        warehouseId: east._id,
        delta: 1,
        reason: 'x'.repeat(501),
      }),
    ).rejects.toMatchObject(refused('reason', 'TOO_LONG'));
    expect(await ledger(product)).toEqual(before);
    expect(await t.level(product, east)).toMatchObject({ available: 5 });
  });
});

describe('receiveStock', () => {
  it('adds the units, takes expected ones out of incoming, and records a RECEIPT', async () => {
    const product = id('p');
    t.products.add(product);
    await t.inventory.setStock(admin, {
      productId: product,
      warehouseId: east._id,
      available: 2,
      incoming: 5,
    });
    const level = await t.movements.receive(admin, {
      productId: product,
      warehouseId: east._id,
      quantity: 8,
      reference: 'PO-1',
    });
    expect(level).toMatchObject({ available: 10, incoming: 0 });
    expect((await ledger(product)).at(-1)).toMatchObject({
      kind: 'RECEIPT',
      available: 8,
      incoming: -5,
      reference: 'PO-1',
      actor: 'admin-1',
    });
    await expectLedgerToMatch(product);
  });

  it('creates the level for a first delivery', async () => {
    const product = id('p');
    t.products.add(product);
    expect(
      await t.movements.receive(admin, { productId: product, warehouseId: west._id, quantity: 3 }),
    ).toMatchObject({
      available: 3,
      incoming: 0,
    });
    await expectLedgerToMatch(product);
  });

  it.each([
    ['a zero quantity', { quantity: 0 }, 'quantity', 'OUT_OF_RANGE'],
    ['a negative quantity', { quantity: -4 }, 'quantity', 'OUT_OF_RANGE'],
    ['an unknown warehouse', { warehouseId: 'no-such-warehouse' }, 'warehouseId', 'NOT_FOUND'],
    ['an unknown product', { productId: 'no-such-product' }, 'productId', 'NOT_FOUND'],
  ])('refuses %s and writes nothing', async (_, fields, field, reason) => {
    const product = await t.stocked([[east, 5]]);
    const before = await ledger(product);
    await expect(
      t.movements.receive(admin, { productId: product, warehouseId: east._id, quantity: 2, ...fields }),
    ).rejects.toMatchObject(refused(field, reason));
    expect(await ledger(product)).toEqual(before);
    expect(await t.level(product, east)).toMatchObject({ available: 5 });
  });
});

describe('writeOffStock', () => {
  it('moves damaged units into `damaged` and lost ones out, each with its reason', async () => {
    const product = await t.stocked([[east, 10]]);
    await t.movements.writeOff(admin, {
      productId: product,
      warehouseId: east._id,
      quantity: 3,
      kind: 'DAMAGED',
      reason: 'forklift',
    });
    await t.movements.writeOff(admin, {
      productId: product,
      warehouseId: east._id,
      quantity: 2,
      kind: 'LOST',
      reason: 'count',
    });
    expect(await t.level(product, east)).toMatchObject({ available: 5, damaged: 3 });
    expect((await ledger(product)).slice(-2)).toMatchObject([
      { kind: 'DAMAGED', available: -3, damaged: 3, reason: 'forklift' },
      { kind: 'LOST', available: -2, reason: 'count' },
    ]);
    await expectLedgerToMatch(product);
  });

  it('refuses more than is available (409) and bad input, writing nothing', async () => {
    const product = await t.stocked([[east, 4]]);
    const before = await ledger(product);
    const base = {
      productId: product,
      warehouseId: east._id,
      quantity: 2,
      kind: 'LOST' as const,
      reason: 'r',
    };
    await expect(t.movements.writeOff(admin, { ...base, quantity: 5 })).rejects.toMatchObject({
      extensions: {
        code: 'INSUFFICIENT_STOCK',
        productId: product,
        warehouseId: east._id,
        http: { status: 409 },
      },
    });
    await expect(t.movements.writeOff(admin, { ...base, quantity: -1 })).rejects.toMatchObject(
      refused('quantity', 'OUT_OF_RANGE'),
    );
    await expect(t.movements.writeOff(admin, { ...base, reason: '  ' })).rejects.toMatchObject(
      refused('reason', 'REQUIRED'),
    );
    await expect(t.movements.writeOff(admin, { ...base, warehouseId: 'nowhere' })).rejects.toMatchObject(
      refused('warehouseId', 'NOT_FOUND'),
    );
    expect(await ledger(product)).toEqual(before);
    expect(await t.level(product, east)).toMatchObject({ available: 4, damaged: 0 });
  });
});

describe('transferStock', () => {
  it('moves units between warehouses under one transfer id', async () => {
    const product = await t.stocked([[east, 10]]);
    const transfer = await t.movements.transfer(admin, {
      productId: product,
      fromWarehouseId: east._id,
      toWarehouseId: west._id,
      quantity: 4,
      reason: 'rebalance',
    });
    expect(transfer.from).toMatchObject({ warehouseId: east._id, available: 6 });
    expect(transfer.to).toMatchObject({ warehouseId: west._id, available: 4 });
    const entries = (await ledger(product)).slice(-2);
    expect(entries).toMatchObject([
      {
        kind: 'TRANSFER_OUT',
        warehouseId: east._id,
        available: -4,
        reference: transfer.transferId,
        reason: 'rebalance',
      },
      {
        kind: 'TRANSFER_IN',
        warehouseId: west._id,
        available: 4,
        reference: transfer.transferId,
        reason: 'rebalance',
      },
    ]);
    await expectLedgerToMatch(product);
  });

  it.each([
    ['to the same warehouse', { toWarehouseId: 'EAST' }, 'toWarehouseId', 'NOT_ALLOWED'],
    ['to an unknown warehouse', { toWarehouseId: 'nowhere' }, 'toWarehouseId', 'NOT_FOUND'],
    ['from an unknown warehouse', { fromWarehouseId: 'nowhere' }, 'fromWarehouseId', 'NOT_FOUND'],
    ['a negative quantity', { quantity: -3 }, 'quantity', 'OUT_OF_RANGE'],
    ['a fractional quantity', { quantity: 1.5 }, 'quantity', 'OUT_OF_RANGE'],
  ])('refuses a transfer %s and writes nothing', async (_, fields, field, reason) => {
    const product = await t.stocked([[east, 5]]);
    const before = await ledger(product);
    const input = {
      productId: product,
      fromWarehouseId: east._id,
      toWarehouseId: west._id,
      quantity: 2,
      ...fields,
    };
    if (input.toWarehouseId === 'EAST') input.toWarehouseId = east._id;
    await expect(t.movements.transfer(admin, input)).rejects.toMatchObject(refused(field, reason));
    expect(await ledger(product)).toEqual(before);
    expect(await t.levels(product)).toMatchObject([{ warehouseId: east._id, available: 5 }]);
  });

  it('refuses more than the source has (409) and writes nothing', async () => {
    const product = await t.stocked([[east, 5]]);
    const before = await ledger(product);
    await expect(
      t.movements.transfer(admin, {
        productId: product,
        fromWarehouseId: east._id,
        toWarehouseId: west._id,
        quantity: 6,
      }),
    ).rejects.toMatchObject({ extensions: { code: 'INSUFFICIENT_STOCK' } });
    expect(await ledger(product)).toEqual(before);
    expect(await t.level(product, west)).toBeNull();
  });
});

describe('the ledger listing', () => {
  it('lists newest first, by warehouse and kind, a page at a time', async () => {
    const product = await t.stocked([
      [east, 10],
      [west, 10],
    ]);
    await t.movements.writeOff(admin, {
      productId: product,
      warehouseId: west._id,
      quantity: 1,
      kind: 'LOST',
      reason: 'r',
    });
    await t.inventory.reserve(orders, {
      reservationId: id('order'),
      lines: [{ productId: product, quantity: 3 }],
    });
    const all = await t.movements.list(admin, { productId: product, limit: 50, offset: 0 });
    expect(all.map((entry) => entry.kind)).toEqual(['RESERVATION', 'LOST', 'ADJUSTMENT', 'ADJUSTMENT']);
    expect(all[0]).toMatchObject({ actor: 'service:orders' });
    expect(
      (
        await t.movements.list(admin, { productId: product, warehouseId: west._id, limit: 50, offset: 0 })
      ).map((e) => e.kind),
    ).toEqual(['LOST', 'ADJUSTMENT']);
    expect(
      (await t.movements.list(admin, { productId: product, kinds: ['ADJUSTMENT'], limit: 1, offset: 1 }))
        .length,
    ).toBe(1);
  });
});

describe('levels equal the ledger', () => {
  it('after a mixed, concurrent workload of every kind of movement', async () => {
    const product = await t.stocked([
      [east, 40],
      [west, 40],
    ]);
    await t.inventory.setStock(admin, { productId: product, warehouseId: east._id, incoming: 30 });
    const work: Array<() => Promise<unknown>> = [];
    for (let i = 0; i < 15; i++) {
      const reservationId = id('mixed');
      work.push(async () => {
        await t.inventory.reserve(orders, { reservationId, lines: [{ productId: product, quantity: 3 }] });
        if (i % 3 === 0) await t.inventory.release(orders, reservationId);
        if (i % 3 === 1) {
          await t.inventory.commit(orders, reservationId);
          await t.inventory.restock(orders, {
            reference: `return-${reservationId}`,
            lines: [{ productId: product, quantity: 1 }],
          });
        }
      });
    }
    for (let i = 0; i < 5; i++) {
      work.push(() => t.movements.receive(admin, { productId: product, warehouseId: east._id, quantity: 4 }));
      work.push(() =>
        t.movements.writeOff(admin, {
          productId: product,
          warehouseId: west._id,
          quantity: 1,
          kind: i % 2 ? 'LOST' : 'DAMAGED',
          reason: 'r',
        }),
      );
      work.push(() =>
        t.movements.transfer(admin, {
          productId: product,
          fromWarehouseId: i % 2 ? east._id : west._id,
          toWarehouseId: i % 2 ? west._id : east._id,
          quantity: 2,
        }),
      );
      work.push(() =>
        t.inventory.adjustStock(admin, { productId: product, warehouseId: west._id, delta: i % 2 ? -2 : 3 }),
      );
      work.push(() =>
        t.inventory.setStock(admin, { productId: product, warehouseId: west._id, incoming: 10 + i }),
      );
    }
    // Refusals (a short write-off, say) are part of the mix; they must leave no entry behind.
    const outcomes = await Promise.allSettled(work.map((run) => run()));
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled').length).toBeGreaterThan(20);
    await expectLedgerToMatch(product);
    const entries = await ledger(product);
    expect(new Set(entries.map((entry) => entry._id)).size).toBe(entries.length);
  });
});
