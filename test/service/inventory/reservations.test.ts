import { beforeAll, describe, expect, it } from 'vitest';
import type { StockLevelRecord, WarehouseRecord } from '../../../subgraphs/inventory/models/stock';
import { admin, orders, refused, testInventory, type TestInventory } from './fixture';

/**
 * Reservations, commits, releases and restocks as the order saga drives them: idempotent per reservation
 * (or restock reference), never below zero, and never overselling however many reservations race.
 */
let t: TestInventory;
let big: WarehouseRecord;
let small: WarehouseRecord;
let counter = 0;
const id = (label: string) => `${label}-${counter++}`;

/** What the product's levels hold, summed, after checking each level's own invariants. */
async function totals(productId: string) {
  const levels = await t.levels(productId);
  for (const level of levels) {
    expect(level.available).toBeGreaterThanOrEqual(0);
    expect(level.reserved).toBeGreaterThanOrEqual(0);
    // `reserved` is exactly what the holds recorded beside it add up to.
    expect(level.reserved).toBe(level.holds.reduce((sum, hold) => sum + hold.quantity, 0));
  }
  const sum = (pick: (level: StockLevelRecord) => number) =>
    levels.reduce((total, level) => total + pick(level), 0);
  return { available: sum((level) => level.available), reserved: sum((level) => level.reserved) };
}
/** The holds of one reservation on the product, largest first. */
const held = async (productId: string, reservationId: string) =>
  (await t.levels(productId))
    .flatMap((level) => level.holds.map((hold) => ({ ...hold, warehouseId: level.warehouseId })))
    .filter((hold) => hold.reservationId === reservationId)
    .map(({ warehouseId, quantity }) => ({ warehouseId, quantity }))
    .sort((a, b) => b.quantity - a.quantity);

beforeAll(async () => {
  t = await testInventory('inventory_reservations');
  big = await t.warehouse('WH-BIG');
  small = await t.warehouse('WH-SMALL');
});

describe('reserve', () => {
  it('holds from the most stocked warehouse first, across warehouses when one is not enough', async () => {
    const product = await t.stocked([
      [big, 5],
      [small, 3],
    ]);
    const reservation = id('order');
    await t.inventory.reserve(orders, {
      reservationId: reservation,
      lines: [{ productId: product, quantity: 7 }],
    });
    expect(await held(product, reservation)).toEqual([
      { warehouseId: big._id, quantity: 5 },
      { warehouseId: small._id, quantity: 2 },
    ]);
    expect(await t.level(product, big)).toMatchObject({ available: 0, reserved: 5 });
    expect(await t.level(product, small)).toMatchObject({ available: 1, reserved: 2 });
  });

  it('holds nothing more when the same reservation is made again', async () => {
    const product = await t.stocked([[big, 10]]);
    const reservation = id('order');
    const lines = [{ productId: product, quantity: 4 }];
    await t.inventory.reserve(orders, { reservationId: reservation, lines });
    await t.inventory.reserve(orders, { reservationId: reservation, lines });
    expect(await totals(product)).toEqual({ available: 6, reserved: 4 });
    expect(await held(product, reservation)).toEqual([{ warehouseId: big._id, quantity: 4 }]);
  });

  it('merges lines of one product', async () => {
    const product = await t.stocked([[big, 10]]);
    const reservation = id('order');
    await t.inventory.reserve(orders, {
      reservationId: reservation,
      lines: [
        { productId: product, quantity: 2 },
        { productId: product, quantity: 3 },
      ],
    });
    expect(await held(product, reservation)).toEqual([{ warehouseId: big._id, quantity: 5 }]);
  });

  it('is all or nothing: a short line releases what earlier lines held and names the product', async () => {
    const plenty = await t.stocked([[big, 5]]);
    const scarce = await t.stocked([
      [big, 1],
      [small, 1],
    ]);
    const reservation = id('order');
    await expect(
      t.inventory.reserve(orders, {
        reservationId: reservation,
        lines: [
          { productId: plenty, quantity: 2 },
          { productId: scarce, quantity: 3 },
        ],
      }),
    ).rejects.toMatchObject({ extensions: { code: 'INSUFFICIENT_STOCK', productId: scarce, requested: 3 } });
    expect(await totals(plenty)).toEqual({ available: 5, reserved: 0 });
    expect(await totals(scarce)).toEqual({ available: 2, reserved: 0 });
  });

  it('never draws from an inactive warehouse', async () => {
    const closed = await t.warehouse();
    const product = await t.stocked([
      [closed, 50],
      [small, 1],
    ]);
    await t.models.Warehouse.updateOne({ _id: closed._id }, { $set: { active: false } });
    try {
      await expect(
        t.inventory.reserve(orders, {
          reservationId: id('order'),
          lines: [{ productId: product, quantity: 2 }],
        }),
      ).rejects.toMatchObject({ extensions: { code: 'INSUFFICIENT_STOCK' } });
      expect(await t.level(product, closed)).toMatchObject({ available: 50, reserved: 0 });
    } finally {
      await t.models.Warehouse.updateOne({ _id: closed._id }, { $set: { active: true } });
    }
  });

  it('refuses a missing reservation id and bad quantities, naming the line, and holds nothing', async () => {
    const product = await t.stocked([[big, 10]]);
    await expect(
      t.inventory.reserve(orders, { reservationId: '', lines: [{ productId: product, quantity: 1 }] }),
    ).rejects.toMatchObject(refused('reservationId', 'REQUIRED'));
    for (const quantity of [0, -1, 1.5, 1_000_001])
      await expect(
        t.inventory.reserve(orders, {
          reservationId: id('order'),
          lines: [
            { productId: product, quantity: 1 },
            { productId: product, quantity },
          ],
        }),
      ).rejects.toMatchObject(refused('lines[1].quantity', 'OUT_OF_RANGE'));
    expect(await totals(product)).toEqual({ available: 10, reserved: 0 });
  });
});

describe('commit and release', () => {
  it('commits once: held units leave, available is untouched, a repeat and a late release do nothing', async () => {
    const product = await t.stocked([
      [big, 4],
      [small, 4],
    ]);
    const reservation = id('order');
    await t.inventory.reserve(orders, {
      reservationId: reservation,
      lines: [{ productId: product, quantity: 6 }],
    });
    expect(await t.inventory.commit(orders, reservation)).toBe(6);
    expect(await totals(product)).toEqual({ available: 2, reserved: 0 });
    expect(await t.inventory.commit(orders, reservation)).toBe(0);
    expect(await t.inventory.release(orders, reservation)).toBe(0);
    expect(await totals(product)).toEqual({ available: 2, reserved: 0 });
  });

  it('releases once: held units return, a repeat and a late commit do nothing', async () => {
    const product = await t.stocked([[big, 4]]);
    const reservation = id('order');
    await t.inventory.reserve(orders, {
      reservationId: reservation,
      lines: [{ productId: product, quantity: 3 }],
    });
    expect(await t.inventory.release(orders, reservation)).toBe(3);
    expect(await totals(product)).toEqual({ available: 4, reserved: 0 });
    expect(await t.inventory.release(orders, reservation)).toBe(0);
    expect(await t.inventory.commit(orders, reservation)).toBe(0);
    expect(await totals(product)).toEqual({ available: 4, reserved: 0 });
  });

  it('settles a reservation exactly once when a commit and releases race', async () => {
    const product = await t.stocked([
      [big, 5],
      [small, 5],
    ]);
    const reservation = id('order');
    await t.inventory.reserve(orders, {
      reservationId: reservation,
      lines: [{ productId: product, quantity: 8 }],
    });
    const settled = await Promise.all([
      t.inventory.commit(orders, reservation),
      t.inventory.release(orders, reservation),
      t.inventory.release(orders, reservation),
    ]);
    expect(settled.reduce((sum, units) => sum + units, 0)).toBe(8);
    // Whatever each warehouse's hold went to, it went once: 2 always stayed, the 8 either left or came back.
    const after = await totals(product);
    expect(after.reserved).toBe(0);
    expect(after.available).toBe(2 + settled[1]! + settled[2]!);
  });

  it('leaves other reservations of the same stock alone', async () => {
    const product = await t.stocked([[big, 10]]);
    const [first, second] = [id('order'), id('order')];
    await t.inventory.reserve(orders, { reservationId: first, lines: [{ productId: product, quantity: 3 }] });
    await t.inventory.reserve(orders, {
      reservationId: second,
      lines: [{ productId: product, quantity: 4 }],
    });
    await t.inventory.release(orders, first);
    expect(await held(product, second)).toEqual([{ warehouseId: big._id, quantity: 4 }]);
    expect(await totals(product)).toEqual({ available: 6, reserved: 4 });
  });
});

describe('restock', () => {
  it('puts units back into the active warehouse holding most of the product, once per reference', async () => {
    const product = await t.stocked([
      [big, 2],
      [small, 6],
    ]);
    const reference = id('return');
    await t.inventory.restock(orders, { reference, lines: [{ productId: product, quantity: 3 }] });
    await t.inventory.restock(orders, { reference, lines: [{ productId: product, quantity: 3 }] });
    expect(await t.level(product, small)).toMatchObject({ available: 9, restocks: [reference] });
    expect(await t.level(product, big)).toMatchObject({ available: 2, restocks: [] });
    await t.inventory.restock(orders, {
      reference: id('return'),
      lines: [{ productId: product, quantity: 1 }],
    });
    expect(await totals(product)).toEqual({ available: 12, reserved: 0 });
  });

  it('creates the level in the first active warehouse when the product has none', async () => {
    const [first] = await t.inventory.warehouses(admin);
    const reference = id('return');
    await t.inventory.restock(orders, { reference, lines: [{ productId: 'never-stocked', quantity: 2 }] });
    expect(await t.levels('never-stocked')).toEqual([
      expect.objectContaining({ warehouseId: first!._id, available: 2, reserved: 0, reorderPoint: 10 }),
    ]);
  });

  it('applies one reference once however many restocks race', async () => {
    const product = await t.stocked([[big, 1]]);
    const reference = id('return');
    await Promise.all(
      Array.from({ length: 10 }, () =>
        t.inventory.restock(orders, { reference, lines: [{ productId: product, quantity: 5 }] }),
      ),
    );
    expect(await totals(product)).toEqual({ available: 6, reserved: 0 });
  });

  it('refuses a missing reference and bad quantities', async () => {
    await expect(
      t.inventory.restock(orders, { reference: '', lines: [{ productId: 'p', quantity: 1 }] }),
    ).rejects.toMatchObject(refused('reference', 'REQUIRED'));
    await expect(
      t.inventory.restock(orders, { reference: id('return'), lines: [{ productId: 'p', quantity: 0 }] }),
    ).rejects.toMatchObject(refused('lines[0].quantity', 'OUT_OF_RANGE'));
  });
});

describe('under concurrency', () => {
  it('sells exactly the stock there is when 200 reservations compete for 50 units in two warehouses', async () => {
    const product = await t.stocked([
      [big, 30],
      [small, 20],
    ]);
    const reservations = Array.from({ length: 200 }, () => id('race'));
    const results = await Promise.allSettled(
      reservations.map((reservationId) =>
        t.inventory.reserve(orders, { reservationId, lines: [{ productId: product, quantity: 1 }] }),
      ),
    );
    const won = reservations.filter((_, index) => results[index]!.status === 'fulfilled');
    expect(won).toHaveLength(50);
    for (const result of results)
      if (result.status === 'rejected')
        expect(result.reason).toMatchObject({
          extensions: { code: 'INSUFFICIENT_STOCK', productId: product },
        });
    expect(await totals(product)).toEqual({ available: 0, reserved: 50 });
    // Every held unit belongs to exactly one reservation that succeeded.
    const holds = (await t.levels(product)).flatMap((level) => level.holds);
    expect(holds.map((hold) => hold.reservationId).sort()).toEqual([...won].sort());
  });

  it('never oversells when overlapping multi-line reservations race, and releases the losers fully', async () => {
    const a = await t.stocked([[big, 30]]);
    const b = await t.stocked([[small, 10]]);
    // Each takes 2 A and 1 B: B runs out after 10, so A must end at 30 - 2 × 10 = 10.
    const results = await Promise.allSettled(
      Array.from({ length: 40 }, () =>
        t.inventory.reserve(orders, {
          reservationId: id('multi'),
          lines: [
            { productId: a, quantity: 2 },
            { productId: b, quantity: 1 },
          ],
        }),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(10);
    expect(await totals(a)).toEqual({ available: 10, reserved: 20 });
    expect(await totals(b)).toEqual({ available: 0, reserved: 10 });
  });

  it('keeps every number right while reservations, commits, releases and restocks interleave', async () => {
    const product = await t.stocked([
      [big, 20],
      [small, 20],
    ]);
    const reservations = Array.from({ length: 30 }, () => id('mixed'));
    const outcomes = await Promise.all(
      reservations.map(async (reservationId, index) => {
        try {
          await t.inventory.reserve(orders, { reservationId, lines: [{ productId: product, quantity: 2 }] });
        } catch {
          return 'short' as const;
        }
        if (index % 3 === 0) {
          await t.inventory.release(orders, reservationId);
          return 'released' as const;
        }
        if (index % 3 === 1) {
          await t.inventory.commit(orders, reservationId);
          // A committed unit comes back once, as a return would bring it.
          await t.inventory.restock(orders, {
            reference: `return-${reservationId}`,
            lines: [{ productId: product, quantity: 1 }],
          });
          return 'returned' as const;
        }
        return 'held' as const;
      }),
    );
    const count = (outcome: string) => outcomes.filter((each) => each === outcome).length;
    expect(await totals(product)).toEqual({
      available: 40 - 2 * (count('returned') + count('held')) + count('returned'),
      reserved: 2 * count('held'),
    });
  });
});
