import { beforeAll, describe, expect, it } from 'vitest';
import { stockId, type WarehouseRecord } from '../../../subgraphs/inventory/models/stock';
import { summarize } from '../../../subgraphs/inventory/services/inventory-service';
import { listStockedVariants } from '../../../subgraphs/inventory/services/stock-products';
import { watchCommands } from '../../../testing/harness';
import { admin, orders, refused, testInventory, type TestInventory } from './fixture';

/** Stock per variant: one level per (variant, warehouse), the product's stock the sum of its variants'. */
let t: TestInventory;
let east: WarehouseRecord;
let west: WarehouseRecord;
let counter = 0;

/** A product with options the stub catalog knows, and its variant ids. */
function productWithVariants(count: number) {
  const productId = `shoe-${counter++}`;
  const variants = Array.from({ length: count }, (_, i) => `${productId}-v${i}`);
  t.products.add(productId);
  t.variants.set(productId, variants);
  return { productId, variants };
}

beforeAll(async () => {
  t = await testInventory('inventory_variants');
  east = await t.warehouse('WH-V-EAST');
  west = await t.warehouse('WH-V-WEST');
});

describe('stock per variant', () => {
  it('keeps one level per variant and warehouse, under `<variantId>:<warehouseId>`', async () => {
    const { productId, variants } = productWithVariants(2);
    await t.inventory.setStock(admin, {
      productId,
      variantId: variants[0],
      warehouseId: east._id,
      available: 5,
    });
    await t.inventory.adjustStock(admin, {
      productId,
      variantId: variants[0],
      warehouseId: west._id,
      delta: 2,
    });
    await t.inventory.setStock(admin, {
      productId,
      variantId: variants[1],
      warehouseId: east._id,
      available: 7,
    });
    await t.inventory.adjustStock(admin, {
      productId,
      variantId: variants[0],
      warehouseId: east._id,
      delta: -1,
    });
    expect(await t.models.StockLevel.findById(stockId(variants[0]!, east._id)).lean()).toMatchObject({
      productId,
      variantId: variants[0],
      warehouseId: east._id,
      available: 4,
    });
    const perVariant = await t.inventory.stockOf(admin, variants, [east, west]);
    expect(perVariant).toHaveLength(3);
    // The product's stock is the sum over its variants, whether read by variant ids or by product.
    expect(summarize(perVariant, [east, west])).toMatchObject({ available: 13 });
    expect(
      summarize(await t.inventory.stockOfProducts(admin, [productId], [east, west]), [east, west]),
    ).toMatchObject({ available: 13 });
    // By product, through the variants listed before their first stock write: `_id` reads only.
    expect(await t.models.StockProduct.findById(productId).lean()).toEqual({
      _id: productId,
      variantIds: [variants[0], variants[1]],
    });
  });

  it('reads a product’s stock by its id alone, with or without variants, and lists older levels once at start', async () => {
    const withVariants = productWithVariants(2);
    const plain = await t.stocked([[east, 4]]);
    t.products.add('never-stocked');
    for (const [index, variantId] of withVariants.variants.entries())
      await t.inventory.setStock(admin, {
        productId: withVariants.productId,
        variantId,
        warehouseId: west._id,
        available: index + 1,
      });
    const sent: Array<Record<string, unknown>> = [];
    const stopWatching = watchCommands({ inventory: t.connection }, (event) => {
      if (event.commandName === 'find') sent.push(event.command.filter as Record<string, unknown>);
    });
    const levels = await t.inventory
      .stockOfProducts(admin, [withVariants.productId, plain, 'never-stocked'], [east, west])
      .finally(stopWatching);
    expect(levels.map((level) => [level.productId, level.available]).sort()).toEqual(
      [
        [withVariants.productId, 1],
        [withVariants.productId, 2],
        [plain, 4],
      ].sort(),
    );
    // Default variants' levels, the listed variants, their levels: each by `_id`.
    expect(sent.map((filter) => Object.keys(filter))).toEqual([['_id'], ['_id'], ['_id']]);

    // A database from before `stock_products`: its variant levels are listed at start, once.
    await t.models.StockProduct.deleteMany({});
    expect(await listStockedVariants(t.models)).toBeGreaterThanOrEqual(1);
    expect((await t.models.StockProduct.findById(withVariants.productId).lean())?.variantIds.sort()).toEqual(
      [...withVariants.variants].sort(),
    );
    expect(await t.models.StockProduct.findById(plain).lean()).toBeNull();
    expect(await listStockedVariants(t.models)).toBe(0);
  });

  it('asks for a variant of a product with options (VARIANT_REQUIRED) and refuses another product’s', async () => {
    const { productId } = productWithVariants(1);
    const other = productWithVariants(1);
    await expect(
      t.inventory.setStock(admin, { productId, warehouseId: east._id, available: 1 }),
    ).rejects.toMatchObject({ extensions: { code: 'VARIANT_REQUIRED', productId } });
    await expect(
      t.inventory.adjustStock(admin, {
        productId,
        variantId: other.variants[0],
        warehouseId: east._id,
        delta: 1,
      }),
    ).rejects.toMatchObject(refused('variantId', 'NOT_FOUND'));
    expect(await t.models.StockLevel.countDocuments({ productId })).toBe(0);
  });

  it('a product without options keeps its stock under its own id, as before variants, and reads levels without variantId', async () => {
    const productId = `plain-${counter++}`;
    t.products.add(productId);
    // A level written before variants: no variantId field.
    await t.models.StockLevel.collection.insertOne({
      _id: stockId(productId, east._id),
      productId,
      warehouseId: east._id,
      available: 3,
      reserved: 0,
      damaged: 0,
      incoming: 0,
      reorderPoint: 1,
      holds: [],
    } as never);
    const level = await t.inventory.adjustStock(admin, { productId, warehouseId: east._id, delta: 2 });
    expect(level).toMatchObject({ _id: stockId(productId, east._id), available: 5 });
    // Explicitly naming the default variant is the same level.
    await t.inventory.adjustStock(admin, {
      productId,
      variantId: productId,
      warehouseId: east._id,
      delta: 1,
    });
    await t.inventory.reserve(orders, {
      reservationId: `r-${productId}`,
      lines: [{ productId, quantity: 6 }],
    });
    expect(await t.models.StockLevel.findById(stockId(productId, east._id)).lean()).toMatchObject({
      available: 0,
      reserved: 6,
    });
  });

  it('reserves, commits, releases and restocks per variant; a short variant names itself and holds nothing', async () => {
    const { productId, variants } = productWithVariants(2);
    const [small, large] = variants as [string, string];
    await t.inventory.setStock(admin, { productId, variantId: small, warehouseId: east._id, available: 3 });
    await t.inventory.setStock(admin, { productId, variantId: large, warehouseId: west._id, available: 1 });
    await t.inventory.reserve(orders, {
      reservationId: 'order-a',
      lines: [
        { productId, variantId: small, quantity: 2 },
        { productId, variantId: small, quantity: 1 },
        { productId, variantId: large, quantity: 1 },
      ],
    });
    const levels = async () =>
      Object.fromEntries(
        (await t.inventory.stockOf(admin, variants, [east, west])).map((level) => [
          level.variantId,
          [level.available, level.reserved],
        ]),
      );
    expect(await levels()).toEqual({ [small]: [0, 3], [large]: [0, 1] });
    await expect(
      t.inventory.reserve(orders, {
        reservationId: 'order-b',
        lines: [{ productId, variantId: large, quantity: 1 }],
      }),
    ).rejects.toMatchObject({
      extensions: { code: 'INSUFFICIENT_STOCK', productId, variantId: large, requested: 1 },
    });
    await t.inventory.release(orders, 'order-a');
    expect(await levels()).toEqual({ [small]: [3, 0], [large]: [1, 0] });
    await t.inventory.reserve(orders, {
      reservationId: 'order-c',
      lines: [{ productId, variantId: large, quantity: 1 }],
    });
    await t.inventory.commit(orders, 'order-c');
    await t.inventory.restock(orders, {
      reference: 'return-c',
      lines: [{ productId, variantId: large, quantity: 1 }],
    });
    await t.inventory.restock(orders, {
      reference: 'return-c',
      lines: [{ productId, variantId: large, quantity: 1 }],
    });
    expect(await levels()).toEqual({ [small]: [3, 0], [large]: [1, 0] });
  });

  it('never oversells a variant when reservations race', async () => {
    const { productId, variants } = productWithVariants(1);
    await t.inventory.setStock(admin, {
      productId,
      variantId: variants[0],
      warehouseId: east._id,
      available: 10,
    });
    const results = await Promise.allSettled(
      Array.from({ length: 30 }, (_, i) =>
        t.inventory.reserve(orders, {
          reservationId: `race-${productId}-${i}`,
          lines: [{ productId, variantId: variants[0], quantity: 1 }],
        }),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(10);
    expect(await t.models.StockLevel.findById(stockId(variants[0]!, east._id)).lean()).toMatchObject({
      available: 0,
      reserved: 10,
    });
  });
});
