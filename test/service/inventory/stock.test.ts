import { beforeAll, describe, expect, it } from 'vitest';
import { summarize, type SetStockInput } from '../../../subgraphs/inventory/services/inventory-service';
import { parseWarehouseCode } from '../../../subgraphs/inventory/services/fields';
import type { StockLevelRecord, WarehouseRecord } from '../../../subgraphs/inventory/models/stock';
import { admin, refused, testInventory, type TestInventory } from './fixture';

/** Warehouses, absolute stock and adjustments: every rule of the inventory service, with the catalog stubbed. */
let t: TestInventory;
let east: WarehouseRecord;

beforeAll(async () => {
  t = await testInventory('inventory_stock');
  east = await t.warehouse('WH-EAST');
});

describe('createWarehouse', () => {
  it('stores the code and country normalised, active', async () => {
    const created = await t.inventory.createWarehouse(admin, {
      code: '  wh-north-2 ',
      name: ' North ',
      country: ' de ',
    });
    expect(await t.models.Warehouse.findById(created._id).lean()).toMatchObject({
      code: 'WH-NORTH-2',
      name: 'North',
      country: 'DE',
      active: true,
    });
  });

  it('reads warehouse codes in one place', () => {
    expect(parseWarehouseCode(' ab ')).toEqual({ ok: true, value: 'AB' });
    expect(parseWarehouseCode('A'.repeat(32))).toEqual({ ok: true, value: 'A'.repeat(32) });
    for (const invalid of ['', 'A', 'A'.repeat(33), '-AB', 'WH_1', 'WH 1', 'LAGERHÄUS'])
      expect(parseWarehouseCode(invalid)).toMatchObject({ ok: false, reason: 'INVALID_FORMAT' });
  });

  const refusals: Array<[string, { code?: string; name?: string; country?: string }, string, string]> = [
    ['a one-letter code', { code: 'W' }, 'code', 'INVALID_FORMAT'],
    ['a code over 32 characters', { code: 'W'.repeat(33) }, 'code', 'INVALID_FORMAT'],
    ['a code with an underscore', { code: 'WH_WEST' }, 'code', 'INVALID_FORMAT'],
    ['a blank name', { name: '  ' }, 'name', 'REQUIRED'],
    ['a three-letter country', { country: 'USA' }, 'country', 'INVALID_FORMAT'],
    ['a country with a digit', { country: 'U1' }, 'country', 'INVALID_FORMAT'],
  ];

  it.each(refusals)('refuses %s and stores nothing', async (_, fields, field, reason) => {
    const before = await t.models.Warehouse.countDocuments();
    await expect(
      t.inventory.createWarehouse(admin, { code: 'WH-NEW', name: 'New', country: 'US', ...fields }),
    ).rejects.toMatchObject(refused(field, reason));
    expect(await t.models.Warehouse.countDocuments()).toBe(before);
  });

  it('refuses a code that exists in any case (409)', async () => {
    await expect(
      t.inventory.createWarehouse(admin, { code: 'wh-east', name: 'Again', country: 'US' }),
    ).rejects.toMatchObject({
      extensions: { ...refused('code', 'ALREADY_EXISTS').extensions, http: { status: 409 } },
    });
    expect(await t.models.Warehouse.countDocuments({ code: 'WH-EAST' })).toBe(1);
  });

  it('lists warehouses by code', async () => {
    const codes = (await t.inventory.warehouses(admin)).map((warehouse) => warehouse.code);
    expect(codes).toEqual([...codes].sort());
    expect(codes).toContain('WH-EAST');
  });
});

describe('setStock', () => {
  it('creates a level with the defaults on first use and keeps what a later write omits', async () => {
    const productId = 'set-1';
    t.products.add(productId);
    const first = await t.inventory.setStock(admin, { productId, warehouseId: east._id, incoming: 7 });
    expect(first).toMatchObject({
      _id: `${productId}:${east._id}`,
      productId,
      warehouseId: east._id,
      available: 0,
      reserved: 0,
      damaged: 0,
      incoming: 7,
      reorderPoint: 10,
    });
    expect(first).not.toHaveProperty('holds');
    await t.inventory.setStock(admin, { productId, warehouseId: east._id, available: 50, reorderPoint: 5 });
    await t.inventory.setStock(admin, { productId, warehouseId: east._id, damaged: 2, available: null });
    expect(await t.level(productId, east)).toMatchObject({
      available: 50,
      reserved: 0,
      damaged: 2,
      incoming: 7,
      reorderPoint: 5,
      holds: [],
    });
  });

  it('asks the catalog whether the product exists, as the caller, and refuses one it does not know', async () => {
    const asked = t.asked.length;
    await expect(
      t.inventory.setStock(admin, { productId: 'no-such-product', warehouseId: east._id, available: 5 }),
    ).rejects.toMatchObject(refused('productId', 'NOT_FOUND'));
    expect(t.asked.slice(asked)).toEqual([{ caller: admin, productId: 'no-such-product' }]);
    expect(await t.level('no-such-product', east)).toBeNull();
  });

  it('refuses a warehouse that does not exist', async () => {
    t.products.add('set-2');
    await expect(
      t.inventory.setStock(admin, { productId: 'set-2', warehouseId: 'no-such-warehouse', available: 5 }),
    ).rejects.toMatchObject(refused('warehouseId', 'NOT_FOUND'));
    expect(await t.models.StockLevel.countDocuments({ productId: 'set-2' })).toBe(0);
  });

  const quantities: Array<[keyof SetStockInput, number]> = [
    ['available', -5],
    ['available', 1.5],
    ['available', 1_000_001],
    ['damaged', -1],
    ['incoming', Number.NaN],
    ['reorderPoint', -1],
  ];

  it.each(quantities)('refuses %s = %d before asking anyone, and changes nothing', async (field, value) => {
    t.products.add('set-3');
    await t.inventory.setStock(admin, { productId: 'set-3', warehouseId: east._id, available: 3 });
    const before = await t.level('set-3', east);
    const asked = t.asked.length;
    await expect(
      t.inventory.setStock(admin, { productId: 'set-3', warehouseId: east._id, [field]: value }),
    ).rejects.toMatchObject(refused(field, 'OUT_OF_RANGE'));
    expect(t.asked.length).toBe(asked);
    expect(await t.level('set-3', east)).toEqual(before);
  });

  it('takes the bounds themselves', async () => {
    t.products.add('set-4');
    expect(
      await t.inventory.setStock(admin, {
        productId: 'set-4',
        warehouseId: east._id,
        available: 1_000_000,
        damaged: 0,
      }),
    ).toMatchObject({ available: 1_000_000, damaged: 0 });
  });
});

describe('adjustStock', () => {
  it('adds units (creating the level) and removes them, never below zero', async () => {
    t.products.add('adjust-1');
    const added = await t.inventory.adjustStock(admin, {
      productId: 'adjust-1',
      warehouseId: east._id,
      delta: 4,
    });
    expect(added).toMatchObject({ available: 4, reserved: 0, reorderPoint: 10 });
    expect(added).not.toHaveProperty('holds');
    expect(
      await t.inventory.adjustStock(admin, { productId: 'adjust-1', warehouseId: east._id, delta: -3 }),
    ).toMatchObject({ available: 1 });
    await expect(
      t.inventory.adjustStock(admin, { productId: 'adjust-1', warehouseId: east._id, delta: -2 }),
    ).rejects.toMatchObject({
      extensions: { code: 'INSUFFICIENT_STOCK', productId: 'adjust-1', warehouseId: east._id },
    });
    expect(await t.level('adjust-1', east)).toMatchObject({ available: 1 });
  });

  it('records StockReplenishedEvent once when a level at zero gets units again, from concurrent additions too', async () => {
    const west = await t.warehouse();
    const productId = await t.stocked([
      [east, 1],
      [west, 0],
    ]);
    const outbox = async (warehouse: WarehouseRecord) =>
      (
        (await t.models.StockLevel.findById(`${productId}:${warehouse._id}`, { outbox: 1 }).lean())?.outbox ??
        []
      ).map((event) => [event.type, event.sequence, event.data]);
    await Promise.all(
      [1, 2, 3].map((delta) => t.inventory.adjustStock(admin, { productId, warehouseId: west._id, delta })),
    );
    expect(await t.level(productId, west)).toMatchObject({ available: 6, eventSeq: 1 });
    expect(await outbox(west)).toEqual([
      [
        'StockReplenishedEvent',
        1,
        expect.objectContaining({
          productId,
          warehouseId: west._id,
          previousAvailable: 0,
          otherWarehousesAvailable: 1,
        }),
      ],
    ]);
    // East was created with its unit (its event, sequence 1). Units that come to a level that had some
    // are no crossing; setStock to zero and back are two.
    await t.inventory.adjustStock(admin, { productId, warehouseId: east._id, delta: 2 });
    expect((await outbox(east)).map(([type, sequence]) => [type, sequence])).toEqual([
      ['StockReplenishedEvent', 1],
    ]);
    await t.inventory.setStock(admin, { productId, warehouseId: east._id, available: 0 });
    await t.inventory.setStock(admin, { productId, warehouseId: east._id, available: 5 });
    expect((await outbox(east)).map(([type, sequence]) => [type, sequence])).toEqual([
      ['StockReplenishedEvent', 1],
      ['StockDepletedEvent', 2],
      ['StockReplenishedEvent', 3],
    ]);
  });
});

describe('availability events: a level whose available crosses zero', () => {
  /**
   * The level's availability events (its outbox also holds LowStockEvents) as [type, sequence,
   * previousAvailable, available, otherWarehousesAvailable].
   */
  const crossings = async (productId: string, warehouse: WarehouseRecord) =>
    (
      (await t.models.StockLevel.findById(`${productId}:${warehouse._id}`, { outbox: 1 }).lean())?.outbox ??
      []
    )
      .filter((event) => event.type !== 'LowStockEvent')
      .map((event) => {
        const data = event.data as Record<string, unknown>;
        return [
          event.type,
          event.sequence,
          data.previousAvailable,
          data.available,
          data.otherWarehousesAvailable,
        ];
      });

  it('publishes StockReplenishedEvent for a new level created with units, once of racing first writes', async () => {
    const west = await t.warehouse();
    t.products.add('new-level-1');
    await t.inventory.setStock(admin, { productId: 'new-level-1', warehouseId: east._id, available: 3 });
    expect(await crossings('new-level-1', east)).toEqual([['StockReplenishedEvent', 1, 0, 3, 0]]);
    // Five first writes race to create the west level: one inserts it and publishes, four add to it.
    await Promise.all(
      [1, 1, 1, 1, 1].map((delta) =>
        t.inventory.adjustStock(admin, { productId: 'new-level-1', warehouseId: west._id, delta }),
      ),
    );
    expect(await t.level('new-level-1', west)).toMatchObject({ available: 5, eventSeq: 1 });
    expect(await crossings('new-level-1', west)).toEqual([['StockReplenishedEvent', 1, 0, 1, 3]]);
    // The ledger holds all five (the inserted level's journal included).
    const entries = await t.movements.list(admin, {
      productId: 'new-level-1',
      warehouseId: west._id,
      limit: 50,
      offset: 0,
    });
    expect(entries.map((entry) => entry.available)).toEqual([1, 1, 1, 1, 1]);
    // A new level given no units has crossed nothing.
    t.products.add('new-level-2');
    await t.inventory.setStock(admin, { productId: 'new-level-2', warehouseId: east._id, available: 0 });
    await t.inventory.setStock(admin, { productId: 'new-level-2', warehouseId: west._id, incoming: 4 });
    expect(await crossings('new-level-2', east)).toEqual([]);
    expect(await crossings('new-level-2', west)).toEqual([]);
  });

  it('publishes StockDepletedEvent for every write by staff that empties a level, and none for one that leaves units', async () => {
    const west = await t.warehouse();
    const productId = await t.stocked([
      [east, 10],
      [west, 2],
    ]);
    const kinds = () => crossings(productId, east).then((list) => list.map(([type]) => type));
    // Leaving units is no crossing.
    await t.inventory.adjustStock(admin, { productId, warehouseId: east._id, delta: -4 });
    await t.movements.writeOff(admin, {
      productId,
      warehouseId: east._id,
      quantity: 1,
      kind: 'LOST',
      reason: 'x',
    });
    expect(await kinds()).toEqual(['StockReplenishedEvent']);
    // Each way to empty a level, each followed by new units.
    const empties: Array<[string, (units: number) => Promise<unknown>]> = [
      [
        'adjustStock',
        (units) => t.inventory.adjustStock(admin, { productId, warehouseId: east._id, delta: -units }),
      ],
      ['setStock', () => t.inventory.setStock(admin, { productId, warehouseId: east._id, available: 0 })],
      [
        'writeOffStock',
        (units) =>
          t.movements.writeOff(admin, {
            productId,
            warehouseId: east._id,
            quantity: units,
            kind: 'DAMAGED',
            reason: 'wet',
          }),
      ],
      [
        'transferStock',
        (units) =>
          t.movements.transfer(admin, {
            productId,
            fromWarehouseId: east._id,
            toWarehouseId: west._id,
            quantity: units,
          }),
      ],
    ];
    let units = 5;
    for (const [writer, empty] of empties) {
      await empty(units);
      expect((await t.level(productId, east))!.available, writer).toBe(0);
      await t.inventory.adjustStock(admin, { productId, warehouseId: east._id, delta: 3 });
      units = 3;
    }
    const events = await crossings(productId, east);
    expect(events.map(([type, sequence]) => [type, sequence])).toEqual([
      ['StockReplenishedEvent', 1],
      ...[2, 4, 6, 8].flatMap((sequence) => [
        ['StockDepletedEvent', sequence],
        ['StockReplenishedEvent', sequence + 1],
      ]),
    ]);
    // The first emptying found 5 and left 0, with west's 2 elsewhere.
    expect(events[1]).toEqual(['StockDepletedEvent', 2, 5, 0, 2]);
    // A setStock to 0 on a level at 0 is no crossing either.
    await t.inventory.setStock(admin, { productId, warehouseId: west._id, available: 0 });
    await t.inventory.setStock(admin, { productId, warehouseId: west._id, available: 0 });
    expect((await crossings(productId, west)).map(([type]) => type)).toEqual([
      'StockReplenishedEvent',
      'StockDepletedEvent',
    ]);
  });

  it('publishes one StockDepletedEvent of 25 racing write-offs of a level of 20, and refuses the 5 too many', async () => {
    const productId = await t.stocked([[east, 20]]);
    // Reorder point 0: the level's LowStockEvent comes once it is empty, after the depletion (sequence 3).
    await t.inventory.setStock(admin, { productId, warehouseId: east._id, reorderPoint: 0 });
    const outcomes = await Promise.allSettled(
      Array.from({ length: 25 }, () =>
        t.movements.writeOff(admin, {
          productId,
          warehouseId: east._id,
          quantity: 1,
          kind: 'LOST',
          reason: 'count',
        }),
      ),
    );
    const refusals = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason] : []));
    expect(outcomes.length - refusals.length).toBe(20);
    for (const reason of refusals)
      expect(reason).toMatchObject({ extensions: { code: 'INSUFFICIENT_STOCK' } });
    expect(await t.level(productId, east)).toMatchObject({ available: 0, eventSeq: 3 });
    expect(await crossings(productId, east)).toEqual([
      ['StockReplenishedEvent', 1, 0, 20, 0],
      ['StockDepletedEvent', 2, 1, 0, 0],
    ]);
  });
});

describe('adjustStock refusals', () => {
  it('refuses removing from a level that does not exist, and creates none', async () => {
    t.products.add('adjust-2');
    await expect(
      t.inventory.adjustStock(admin, { productId: 'adjust-2', warehouseId: east._id, delta: -1 }),
    ).rejects.toMatchObject({ extensions: { code: 'INSUFFICIENT_STOCK' } });
    expect(await t.level('adjust-2', east)).toBeNull();
  });

  it.each([0, 2.5, 1_000_001, -1_000_001])('refuses a delta of %d', async (delta) => {
    t.products.add('adjust-3');
    await expect(
      t.inventory.adjustStock(admin, { productId: 'adjust-3', warehouseId: east._id, delta }),
    ).rejects.toMatchObject(refused('delta', 'OUT_OF_RANGE'));
    expect(await t.level('adjust-3', east)).toBeNull();
  });

  it('refuses unknown warehouses and products', async () => {
    await expect(
      t.inventory.adjustStock(admin, { productId: 'adjust-1', warehouseId: 'nowhere', delta: 1 }),
    ).rejects.toMatchObject(refused('warehouseId', 'NOT_FOUND'));
    await expect(
      t.inventory.adjustStock(admin, { productId: 'unknown', warehouseId: east._id, delta: 1 }),
    ).rejects.toMatchObject(refused('productId', 'NOT_FOUND'));
  });

  it('lets concurrent removals take exactly what is there', async () => {
    t.products.add('adjust-4');
    await t.inventory.setStock(admin, { productId: 'adjust-4', warehouseId: east._id, available: 10 });
    const results = await Promise.allSettled(
      Array.from({ length: 30 }, () =>
        t.inventory.adjustStock(admin, { productId: 'adjust-4', warehouseId: east._id, delta: -1 }),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(10);
    for (const result of results)
      if (result.status === 'rejected')
        expect(result.reason).toMatchObject({ extensions: { code: 'INSUFFICIENT_STOCK' } });
    expect(await t.level('adjust-4', east)).toMatchObject({ available: 0 });
  });
});

describe('summarize', () => {
  const level = (warehouseId: string, fields: Partial<StockLevelRecord>) =>
    ({
      warehouseId,
      available: 0,
      reserved: 0,
      incoming: 0,
      reorderPoint: 10,
      ...fields,
    }) as StockLevelRecord;
  const warehouses = [
    { _id: 'a', active: true },
    { _id: 'b', active: true },
    { _id: 'closed', active: false },
  ] as WarehouseRecord[];

  it('sums active warehouses only, and reads the status against the summed reorder point', () => {
    expect(
      summarize(
        [
          level('a', { available: 15, reserved: 2, incoming: 1 }),
          level('b', { available: 6, reserved: 1, incoming: 4 }),
          level('closed', { available: 100, reserved: 50, incoming: 50 }),
        ],
        warehouses,
      ),
    ).toEqual({
      available: 21,
      reserved: 3,
      incoming: 5,
      unpromised: 5,
      backorderable: 0,
      status: 'IN_STOCK',
    });
    expect(summarize([level('a', { available: 20 }), level('b', {})], warehouses).status).toBe('LOW_STOCK');
    expect(summarize([level('a', { available: 1 })], warehouses).status).toBe('LOW_STOCK');
    // Incoming units are orderable only when the backorder policy allows it, and as far as it allows.
    expect(summarize([level('a', { incoming: 3 })], warehouses).status).toBe('OUT_OF_STOCK');
    const allowing = { mode: 'ALLOW' as const, limit: 10, promised: 8 };
    expect(summarize([level('a', { incoming: 3 })], warehouses, allowing)).toMatchObject({
      backorderable: 2,
      status: 'BACKORDER',
    });
    expect(summarize([level('a', { incoming: 3 })], warehouses, { ...allowing, promised: 10 }).status).toBe(
      'OUT_OF_STOCK',
    );
    expect(summarize([level('closed', { available: 30 })], warehouses)).toEqual({
      available: 0,
      reserved: 0,
      incoming: 0,
      unpromised: 0,
      backorderable: 0,
      status: 'OUT_OF_STOCK',
    });
    expect(summarize([], warehouses).status).toBe('OUT_OF_STOCK');
  });
});
