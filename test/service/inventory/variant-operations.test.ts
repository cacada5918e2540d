import { beforeAll, describe, expect, it } from 'vitest';
import type { EventEnvelope } from '../../../platform/events';
import { ledgerSums } from '../../../subgraphs/inventory/movements/ledger';
import { stockId, type WarehouseRecord } from '../../../subgraphs/inventory/models/stock';
import { admin, orders, refused, testInventory, type TestInventory } from './fixture';

/**
 * The stock operations of a product sold in variants: receipts, write-offs, transfers, the ledger, low-stock
 * alerts and backorders all work on one variant's levels (`<variantId>:<warehouseId>`), never on another's.
 */
let t: TestInventory;
let east: WarehouseRecord;
let west: WarehouseRecord;
let counter = 0;
const id = (label: string) => `${label}-${counter++}`;
const EXPECTED = new Date('2026-12-20T00:00:00.000Z');

beforeAll(async () => {
  t = await testInventory('inventory_variant_operations');
  east = await t.warehouse('WH-VO-EAST');
  west = await t.warehouse('WH-VO-WEST');
});

/** A product with two variants the stub catalog knows. */
function shirt() {
  const productId = id('shirt');
  const variants = [`${productId}-s`, `${productId}-m`] as const;
  t.products.add(productId);
  t.variants.set(productId, [...variants]);
  return { productId, small: variants[0], medium: variants[1] };
}

const level = (variantId: string, warehouse: WarehouseRecord) =>
  t.models.StockLevel.findById(stockId(variantId, warehouse._id)).lean();

async function expectLedgerToMatch(productId: string) {
  const levels = await t.levels(productId);
  const sums = await ledgerSums(
    t.models,
    levels.map((level) => level._id),
  );
  for (const level of levels)
    expect(sums.get(level._id)).toMatchObject({
      available: level.available,
      reserved: level.reserved,
      damaged: level.damaged,
      incoming: level.incoming,
    });
}

describe('stock movements per variant', () => {
  it('receives, writes off and transfers one variant, each recorded with its product and variant', async () => {
    const { productId, small, medium } = shirt();
    await t.movements.receive(admin, { productId, variantId: small, warehouseId: east._id, quantity: 10 });
    await t.movements.receive(admin, { productId, variantId: medium, warehouseId: east._id, quantity: 4 });
    await t.movements.writeOff(admin, {
      productId,
      variantId: small,
      warehouseId: east._id,
      quantity: 2,
      kind: 'DAMAGED',
      reason: 'torn',
    });
    const moved = await t.movements.transfer(admin, {
      productId,
      variantId: small,
      fromWarehouseId: east._id,
      toWarehouseId: west._id,
      quantity: 3,
    });
    expect(moved.from).toMatchObject({ _id: stockId(small, east._id), available: 5 });
    expect(moved.to).toMatchObject({
      _id: stockId(small, west._id),
      productId,
      variantId: small,
      available: 3,
    });
    expect(await level(small, east)).toMatchObject({ available: 5, damaged: 2 });
    expect(await level(medium, east)).toMatchObject({ available: 4, damaged: 0 });
    expect(await level(medium, west)).toBeNull();

    const smallOnly = await t.movements.list(admin, { productId, variantId: small, limit: 50, offset: 0 });
    expect(
      smallOnly.map(({ kind, productId: p, variantId, levelId }) => ({ kind, p, variantId, levelId })),
    ).toEqual([
      { kind: 'TRANSFER_IN', p: productId, variantId: small, levelId: stockId(small, west._id) },
      { kind: 'TRANSFER_OUT', p: productId, variantId: small, levelId: stockId(small, east._id) },
      { kind: 'DAMAGED', p: productId, variantId: small, levelId: stockId(small, east._id) },
      { kind: 'RECEIPT', p: productId, variantId: small, levelId: stockId(small, east._id) },
    ]);
    const all = await t.movements.list(admin, { productId, limit: 50, offset: 0 });
    expect(all.map((entry) => entry.variantId).sort()).toEqual([medium, small, small, small, small]);
    await expectLedgerToMatch(productId);
  });

  it('asks which variant of a product with options, and refuses one the product does not have', async () => {
    const { productId } = shirt();
    await expect(
      t.movements.receive(admin, { productId, warehouseId: east._id, quantity: 1 }),
    ).rejects.toMatchObject({ extensions: { code: 'VARIANT_REQUIRED', field: 'variantId' } });
    await expect(
      t.movements.writeOff(admin, {
        productId,
        variantId: 'not-its-variant',
        warehouseId: east._id,
        quantity: 1,
        kind: 'LOST',
        reason: 'gone',
      }),
    ).rejects.toMatchObject(refused('variantId', 'NOT_FOUND'));
    expect(await t.levels(productId)).toEqual([]);
  });
});

describe('low-stock alerts and backorders per variant', () => {
  it('fires LowStockEvent for the variant that crossed its reorder point, naming it', async () => {
    const { productId, small, medium } = shirt();
    for (const variantId of [small, medium])
      await t.inventory.setStock(admin, {
        productId,
        variantId,
        warehouseId: east._id,
        available: 20,
        reorderPoint: 5,
      });
    await t.inventory.reserve(orders, {
      reservationId: id('order'),
      lines: [{ productId, variantId: small, quantity: 16 }],
    });
    const outbox = async (variantId: string) =>
      (
        (
          await t.models.StockLevel.findById(stockId(variantId, east._id), { outbox: 1 }).lean<{
            outbox?: EventEnvelope[];
          }>()
        )?.outbox ?? []
      ).filter((event) => event.type === 'LowStockEvent');
    const [event] = await outbox(small);
    expect(event).toMatchObject({
      aggregateId: stockId(small, east._id),
      data: { productId, variantId: small, warehouseId: east._id, available: 4, reorderPoint: 5 },
    });
    expect(await outbox(medium)).toEqual([]);
  });

  it("promises against the ordered variant's incoming units under the product's policy, and fills it on receipt", async () => {
    const { productId, small, medium } = shirt();
    await t.inventory.setStock(admin, { productId, variantId: small, warehouseId: east._id, incoming: 5 });
    await t.inventory.setStock(admin, { productId, variantId: medium, warehouseId: east._id, available: 9 });
    await t.inventory.backorders.setPolicy(admin, {
      productId,
      allow: true,
      limit: 10,
      expectedAt: EXPECTED,
    });
    const reservationId = id('order');
    expect(
      await t.inventory.reserveLines(orders, {
        reservationId,
        lines: [
          { productId, variantId: small, quantity: 3 },
          { productId, variantId: medium, quantity: 2 },
        ],
      }),
    ).toEqual([{ productId, variantId: small, quantity: 3, expectedAt: EXPECTED }]);
    expect(await level(small, east)).toMatchObject({ backordered: 3, available: 0 });
    expect(await level(medium, east)).toMatchObject({ available: 7, reserved: 2, backordered: 0 });

    await t.movements.receive(admin, { productId, variantId: small, warehouseId: east._id, quantity: 5 });
    expect(await level(small, east)).toMatchObject({
      available: 2,
      reserved: 3,
      incoming: 0,
      backordered: 0,
    });
    expect(await t.inventory.backorders.lines(orders, reservationId)).toEqual([]);
    await expectLedgerToMatch(productId);
  });

  it('restocks a returned variant into its own level', async () => {
    const { productId, small, medium } = shirt();
    await t.inventory.setStock(admin, { productId, variantId: medium, warehouseId: west._id, available: 1 });
    await t.inventory.restock(orders, {
      reference: id('return'),
      lines: [{ productId, variantId: medium, quantity: 2 }],
    });
    expect(await level(medium, west)).toMatchObject({ available: 3 });
    expect(await level(small, west)).toBeNull();
    await expectLedgerToMatch(productId);
  });
});
