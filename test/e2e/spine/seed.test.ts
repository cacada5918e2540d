import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Connection } from 'mongoose';
import { openDatabase } from '../../../platform/mongo/connection';
import { writeRuntimeFile } from '../../../stack/runtime-file';
import { adminCaller, createUser } from '../../../testing/fixtures';
import { dispose, graphqlOk, startTestStack, TEST_ADMIN, uniquePrefix } from '../../../testing/harness';
import { runEntry } from '../../../testing/processes';
import { seed, type SeedSummary } from '../../../scripts/seed/index';
import { scaledSize } from '../../../scripts/seed/plan';
import { parseGtin } from '../../../subgraphs/catalog/variants/barcode';
import { pointsEarned, tierFor } from '../../../subgraphs/orders/loyalty/loyalty-service';
import { gql } from '../../../testing/__generated__';

/** `npm run seed`: the CLI and the `seed()` it wraps, against the run's shared MongoDB. */
const prefix = uniquePrefix('seed');
const services = ['users', 'catalog', 'inventory', 'orders'] as const;
const db = {} as Record<(typeof services)[number], Connection>;
let scratch: string;
let cli: Awaited<ReturnType<typeof runEntry>>;

async function openAll(dbPrefix: string): Promise<Record<(typeof services)[number], Connection>> {
  const opened = {} as Record<(typeof services)[number], Connection>;
  for (const service of services) {
    opened[service] = await openDatabase({ uri: inject('mongoUri'), dbName: `${dbPrefix}_${service}` });
    dispose(() => opened[service].close());
  }
  return opened;
}

/** Every document of every seeded collection, in a stable order, for comparing whole databases. */
async function dump(
  connections: Record<(typeof services)[number], Connection>,
): Promise<Record<string, unknown[]>> {
  const collections: Record<string, [Connection, string]> = {
    users: [connections.users, 'users'],
    counters: [connections.users, 'counters'],
    categories: [connections.catalog, 'categories'],
    products: [connections.catalog, 'products'],
    warehouses: [connections.inventory, 'warehouses'],
    stock_levels: [connections.inventory, 'stock_levels'],
    orders: [connections.orders, 'orders'],
    product_reviews: [connections.catalog, 'product_reviews'],
    coupons: [connections.orders, 'coupons'],
    promotions: [connections.orders, 'promotions'],
    loyalty_accounts: [connections.orders, 'loyalty_accounts'],
    customer_groups: [connections.orders, 'customer_groups'],
    insights_purchases: [connections.orders, 'insights_purchases'],
    insights_copurchases: [connections.orders, 'insights_copurchases'],
  };
  const result: Record<string, unknown[]> = {};
  for (const [name, [connection, collection]] of Object.entries(collections)) {
    result[name] = await connection.collection(collection).find({}).sort({ _id: 1 }).toArray();
  }
  return result;
}

beforeAll(async () => {
  scratch = mkdtempSync(join(tmpdir(), 'seed-test-'));
  Object.assign(db, await openAll(prefix));
  // As `npm start` records itself; the pid must be alive, so it is this test process.
  const runtimeFile = join(scratch, 'runtime.json');
  writeRuntimeFile(runtimeFile, {
    mongoUri: inject('mongoUri'),
    dbPrefix: prefix,
    gatewayUrl: 'http://127.0.0.1:9',
    pid: process.pid,
    startedAt: new Date().toISOString(),
  });
  cli = await runEntry('scripts/seed.ts', { NODE_ENV: 'test', RUNTIME_FILE: runtimeFile }, 120_000);
}, 180_000);

afterAll(async () => {
  for (const service of services) await db[service].dropDatabase().catch(() => {});
});

describe('npm run seed', () => {
  it('finds the running stack through its runtime file and reports progress with counts', () => {
    expect(cli.code, cli.stderr).toBe(0);
    expect(cli.stdout).toContain(`databases ${prefix}_*`);
    expect(cli.stdout).toMatch(/products: 500\/1200/);
    expect(cli.stdout).toContain('products: 1200 (1200 new)');
    expect(cli.stdout).toContain('stock levels: 3600 (3600 new)');
    expect(cli.stdout).toContain('users: 60 (60 new)');
    expect(cli.stdout).toContain('orders: 400 (400 new)');
    expect(cli.stdout).toMatch(/Done in [\d.]+ s: 1200 products in 30 categories from 30 brands/);
  });

  it('says what to do and exits 1 when there is neither MONGODB_URI nor a running stack', async () => {
    const missing = await runEntry('scripts/seed.ts', {
      NODE_ENV: 'test',
      RUNTIME_FILE: join(scratch, 'absent.json'),
    });
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain(
      'Start the stack with `npm start` in another terminal, or set MONGODB_URI',
    );

    // A file left behind by a stack that was killed names a process that no longer exists.
    const stale = join(scratch, 'stale.json');
    writeRuntimeFile(stale, {
      mongoUri: inject('mongoUri'),
      dbPrefix: prefix,
      gatewayUrl: 'http://127.0.0.1:9',
      pid: 2 ** 22 + 1,
      startedAt: new Date().toISOString(),
    });
    const stopped = await runEntry('scripts/seed.ts', { NODE_ENV: 'test', RUNTIME_FILE: stale });
    expect(stopped.code).toBe(1);
    expect(stopped.stderr).toMatch(/names a stack \(pid \d+\) that is no longer running/);
  });
});

describe('npm run seed -- --scale N', () => {
  it('writes N times the sample data set, with its planning reported first', async () => {
    const scaled = uniquePrefix('seedx');
    const lines: string[] = [];
    const summary = await seed({
      uri: inject('mongoUri'),
      dbPrefix: scaled,
      // A small base keeps the test quick; the CLI scales the sample size the same way.
      size: scaledSize(2, { products: 150, users: 20, orders: 60 }),
      progress: (line) => lines.push(line),
    });
    const opened = await openAll(scaled);
    expect(lines[0]).toBe('planning 300 products, 40 users, 120 orders');
    expect(summary.products).toEqual({ planned: 300, inserted: 300 });
    // Beside them, the fixed apparel and footwear in sizes and colours and their delivered orders (merchandise.ts).
    const { merchandise } = summary;
    expect(merchandise.products).toEqual({ planned: 24, inserted: 24 });
    expect(await opened.catalog.collection('products').countDocuments()).toBe(300 + 24);
    expect(await opened.users.collection('users').countDocuments()).toBe(40);
    expect(await opened.orders.collection('orders').countDocuments()).toBe(120 + merchandise.orders.planned);
    for (const connection of Object.values(opened)) await connection.dropDatabase();
  });

  it('refuses a scale that is not a whole number with the usage, before touching any database', async () => {
    const bad = await runEntry(
      'scripts/seed.ts',
      { NODE_ENV: 'test', RUNTIME_FILE: join(scratch, 'absent.json') },
      30_000,
      ['--scale', '1.5'],
    );
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--scale takes a whole number from 1 to 1000 (got "1.5").');
    expect(bad.stderr).toContain('Usage: npm run seed [-- --scale N]');
  });
});

describe('the seeded data', () => {
  it('has the promised volume: a category tree, 1,000+ products with unique SKUs, ~30 brands, 3 warehouses, 50+ users, orders in every status', async () => {
    const categories = await db.catalog.collection('categories').find().toArray();
    const departments = categories.filter((category) => category.parentId === null);
    expect(departments.length).toBeGreaterThanOrEqual(5);
    const departmentIds = new Set(departments.map((category) => category._id));
    const leaves = categories.filter((category) => category.parentId !== null);
    for (const leaf of leaves) expect(departmentIds.has(leaf.parentId)).toBe(true);

    const products = await db.catalog.collection('products').find().toArray();
    expect(products.length).toBeGreaterThanOrEqual(1000);
    expect(new Set(products.map((product) => product.sku)).size).toBe(products.length);
    const brands = new Set(products.map((product) => product.brand));
    expect(brands.size).toBeGreaterThanOrEqual(25);
    expect(brands.size).toBeLessThanOrEqual(35);
    const leafIds = new Set(leaves.map((leaf) => leaf._id));
    for (const product of products) {
      expect(leafIds.has(product.categoryId)).toBe(true);
      expect(product.currency).toBe('USD');
      expect(Number.isSafeInteger(product.listPriceMinor) && product.listPriceMinor > 0).toBe(true);
      expect(
        Number.isSafeInteger(product.costPriceMinor) && product.costPriceMinor < product.listPriceMinor,
      ).toBe(true);
    }

    const warehouses = await db.inventory.collection('warehouses').find().toArray();
    expect(warehouses.map((warehouse) => warehouse.code).sort()).toEqual([
      'WH-CENTRAL',
      'WH-EAST',
      'WH-WEST',
    ]);

    // Stock for every product, in at least two warehouses.
    const levels = await db.inventory
      .collection('stock_levels')
      .find({}, { projection: { productId: 1, available: 1, reserved: 1 } })
      .toArray();
    const stocked = new Map<string, number>();
    for (const level of levels)
      if (level.available + level.reserved > 0)
        stocked.set(level.productId, (stocked.get(level.productId) ?? 0) + 1);
    for (const product of products)
      expect(stocked.get(String(product._id)) ?? 0, product.sku).toBeGreaterThanOrEqual(2);

    expect(await db.users.collection('users').countDocuments()).toBeGreaterThanOrEqual(50);
    const orders = await db.orders.collection('orders').find().toArray();
    expect(orders.length).toBeGreaterThanOrEqual(200);
    const statuses = new Set(orders.map((order) => order.status));
    expect([...statuses].sort()).toEqual(['cancelled', 'confirmed', 'delivered', 'pending', 'shipped']);
  });

  it('brings the sample orders into the sales figures, and trains recommendations on the shipped ones', async () => {
    const orders = await db.orders.collection('orders').find().toArray();
    const purchases = await db.orders.collection('insights_purchases').find().toArray();
    expect(purchases.map((purchase) => purchase.orderId).sort()).toEqual(
      orders.map((order) => order._id).sort(),
    );
    const paid = orders.filter((order) => ['confirmed', 'shipped', 'delivered'].includes(order.status));
    expect(purchases.filter((purchase) => purchase.paidTotalMinor !== null).length).toBeGreaterThanOrEqual(
      paid.length,
    );
    // Shoppers buy in themes: most sold products have several partners, and some pairs recur.
    const trained = await db.orders.collection('insights_copurchases').find().toArray();
    const counts = trained.map((record) => Object.values(record.with as Record<string, number>));
    expect(counts.filter((partners) => partners.length >= 3).length).toBeGreaterThanOrEqual(100);
    expect(Math.max(...counts.flat())).toBeGreaterThanOrEqual(5);
    expect(Math.max(...trained.map((record) => record.orders as number))).toBeGreaterThanOrEqual(8);
  });

  it('keeps the inventory invariants: Σ holds = reserved, available >= 0, and only open orders hold stock', async () => {
    const levels = await db.inventory.collection('stock_levels').find().toArray();
    const orders = await db.orders.collection('orders').find().toArray();
    const byId = new Map(orders.map((order) => [String(order._id), order]));
    const heldByOrder = new Map<string, Map<string, number>>();
    for (const level of levels) {
      expect(level.available).toBeGreaterThanOrEqual(0);
      const holds = level.holds as Array<{ reservationId: string; quantity: number }>;
      expect(
        holds.reduce((sum, hold) => sum + hold.quantity, 0),
        String(level._id),
      ).toBe(level.reserved);
      for (const hold of holds) {
        const order = byId.get(hold.reservationId);
        expect(order?.status).toMatch(/^(pending|confirmed)$/);
        const perProduct = heldByOrder.get(hold.reservationId) ?? new Map<string, number>();
        perProduct.set(level.productId, (perProduct.get(level.productId) ?? 0) + hold.quantity);
        heldByOrder.set(hold.reservationId, perProduct);
      }
    }
    for (const order of orders) {
      const items = order.items as Array<{
        productId: string;
        quantity: number;
        unitPriceMinor: number;
        lineTotalMinor: number;
      }>;
      expect(order.totalMinor).toBe(items.reduce((sum, item) => sum + item.lineTotalMinor, 0));
      for (const item of items) expect(item.lineTotalMinor).toBe(item.unitPriceMinor * item.quantity);
      const open = order.status === 'pending' || order.status === 'confirmed';
      expect(order.reservation).toBe(open ? 'held' : order.status === 'cancelled' ? 'released' : 'committed');
      const held = heldByOrder.get(String(order._id));
      if (!open) {
        expect(held).toBeUndefined();
        continue;
      }
      // An open order holds exactly its quantities, product by product, as the inventory service would.
      const wanted = new Map<string, number>();
      for (const item of items) wanted.set(item.productId, (wanted.get(item.productId) ?? 0) + item.quantity);
      expect(held).toEqual(wanted);
      expect((order.history as Array<{ to: string }>).at(-1)!.to).toBe(order.status);
    }
  });

  it('sells apparel and footwear in sizes and colours: valid barcodes, stock per variant, exact review counts from customers who received them', async () => {
    const products = await db.catalog
      .collection('products')
      .find({ 'variants.0': { $exists: true } })
      .toArray();
    expect(products.length).toBeGreaterThanOrEqual(20);
    const categories = await db.catalog.collection('categories').find().toArray();
    const slugOf = new Map(categories.map((category) => [String(category._id), category.slug as string]));
    const wardrobe = new Set(['mens-clothing', 'womens-clothing', 'kids-clothing', 'outerwear']);
    const shoes = new Set(['running-shoes', 'hiking-boots', 'casual-sneakers', 'sandals']);
    const kinds = products.map((product) => slugOf.get(product.categoryId)!);
    expect(kinds.filter((slug) => wardrobe.has(slug)).length).toBeGreaterThanOrEqual(10);
    expect(kinds.filter((slug) => shoes.has(slug)).length).toBeGreaterThanOrEqual(10);
    const barcodes = new Set<string>();
    const reviews = await db.catalog.collection('product_reviews').find().toArray();
    const delivered = await db.orders.collection('orders').find({ status: 'delivered' }).toArray();
    for (const product of products) {
      const variants = product.variants as Array<{
        _id: string;
        sku: string;
        barcode: string;
        options: Array<{ name: string; value: string }>;
        priceMinor: number;
        costPriceMinor: number;
        weightGrams: number;
      }>;
      // A full size × colour grid: one variant per pair, each with its own SKU, price, cost and weight.
      const [sizes, colours] = product.options as Array<{ values: string[] }>;
      expect(variants).toHaveLength(sizes!.values.length * colours!.values.length);
      expect(
        new Set(variants.map((variant) => variant.options.map((option) => option.value).join('/'))).size,
      ).toBe(variants.length);
      expect(product.options.map((option: { name: string }) => option.name)).toEqual(['Size', 'Colour']);
      for (const variant of variants) {
        expect(parseGtin(variant.barcode)).toEqual({ ok: true, value: variant.barcode });
        expect(variant.barcode).toHaveLength(13);
        expect(barcodes.has(variant.barcode), variant.barcode).toBe(false);
        barcodes.add(variant.barcode);
        expect(variant.options).toHaveLength(2);
        expect(variant.priceMinor).toBeGreaterThan(variant.costPriceMinor);
        expect(variant.costPriceMinor).toBeGreaterThan(0);
        expect(variant.weightGrams).toBeGreaterThan(0);
        const levels = await db.inventory
          .collection('stock_levels')
          .find({ variantId: variant._id })
          .toArray();
        expect(levels.length, variant.sku).toBe(3);
        for (const level of levels) {
          expect(level._id).toBe(`${variant._id}:${level.warehouseId}`);
          expect(level.productId).toBe(String(product._id));
        }
        expect(levels.reduce((sum, level) => sum + level.available + level.reserved, 0)).toBeGreaterThan(0);
      }
      expect(new Set(product.skus).size).toBe(variants.length + 1);
      const own = reviews.filter((review) => review.productId === String(product._id));
      expect(own.length).toBeGreaterThan(0);
      expect(product.reviewCount).toBe(own.length);
      expect(product.ratingSum).toBe(own.reduce((sum, review) => sum + review.stars, 0));
      for (const review of own)
        expect(
          delivered.some(
            (order) =>
              order.userId === review.userId &&
              (order.items as Array<{ productId: string; variantId?: string }>).some(
                (item) =>
                  item.productId === String(product._id) &&
                  variants.some((variant) => variant._id === item.variantId),
              ),
          ),
        ).toBe(true);
    }
  });

  it('has two coupons, a running and a scheduled promotion, and customers in every loyalty tier whose ledgers their delivered orders explain', async () => {
    const coupons = await db.orders.collection('coupons').find().sort({ code: 1 }).toArray();
    const categories = await db.catalog.collection('categories').find().toArray();
    const slugOf = new Map(categories.map((category) => [String(category._id), category.slug as string]));
    expect(
      coupons.map((coupon) => [coupon.code, coupon.discountType, coupon.value, coupon.minOrderMinor]),
    ).toEqual([
      ['SAVE5', 'fixed', 500, 5_000],
      ['WELCOME10', 'percentage', 1_000, 2_500],
    ]);
    expect(coupons[1]!.categoryIds.map((id: string) => slugOf.get(id)).sort()).toEqual([
      'casual-sneakers',
      'hiking-boots',
      'kids-clothing',
      'mens-clothing',
      'outerwear',
      'running-shoes',
      'sandals',
      'womens-clothing',
    ]);

    const now = new Date();
    const promotions = await db.orders.collection('promotions').find().toArray();
    const running = promotions.filter((promotion) => promotion.startsAt <= now && now < promotion.endsAt);
    const scheduled = promotions.filter((promotion) => promotion.startsAt > now);
    expect(running.map((promotion) => promotion.name)).toEqual(['Spend 100, save 10']);
    expect(scheduled.map((promotion) => promotion.name)).toEqual(['Flash sale: 30 % off']);

    const accounts = await db.orders.collection('loyalty_accounts').find().toArray();
    const delivered = new Map(
      (await db.orders.collection('orders').find({ status: 'delivered' }).toArray()).map((order) => [
        String(order._id),
        order,
      ]),
    );
    const tiers = new Set<string>();
    for (const account of accounts) {
      const ledger = account.ledger as Array<{ key: string; kind: string; points: number; orderId: string }>;
      expect(account.balance).toBe(ledger.reduce((sum, entry) => sum + entry.points, 0));
      expect(account.lifetimePoints).toBe(account.balance);
      for (const entry of ledger) {
        const order = delivered.get(entry.orderId);
        expect(order?.userId, entry.key).toBe(account._id);
        expect(entry).toMatchObject({ key: `earn:${entry.orderId}`, kind: 'earn' });
        expect(entry.points).toBe(pointsEarned(order!.subtotalMinor - order!.discountMinor, 'USD'));
      }
      tiers.add(tierFor(account.lifetimePoints));
    }
    expect([...tiers].sort()).toEqual(['bronze', 'gold', 'silver']);
  });

  it('prices three products by rule: quantity tiers, a trade-group price for a trade customer, a sale scheduled ahead', async () => {
    const ruled = await db.catalog
      .collection('products')
      .find({ 'priceRules.0': { $exists: true } })
      .toArray();
    const byKind = new Map(ruled.map((product) => [product.priceRules[0].kind as string, product]));
    expect([...byKind.keys()].sort()).toEqual(['group', 'scheduled', 'tiers']);
    const tiers = byKind.get('tiers')!;
    expect(tiers.priceRules[0].tiers).toEqual([
      { minQuantity: 10, unitPriceMinor: Math.round(tiers.listPriceMinor * 0.9) },
      { minQuantity: 50, unitPriceMinor: Math.round(tiers.listPriceMinor * 0.8) },
    ]);
    const trade = byKind.get('group')!.priceRules[0];
    expect(trade.group).toBe('trade');
    expect(trade.unitPriceMinor).toBeLessThan(byKind.get('group')!.listPriceMinor);
    const sale = byKind.get('scheduled')!;
    // Scheduled ahead: the sweeper announces it when it starts.
    expect(sale.priceRules[0].validFrom.getTime()).toBeGreaterThan(Date.now());
    expect(sale.nextPriceChangeAt).toEqual(sale.priceRules[0].validFrom);
    const groups = await db.orders.collection('customer_groups').find().toArray();
    expect(groups.map((entry) => entry.groups)).toEqual([['trade']]);
    expect(await db.users.collection('users').countDocuments({ _id: groups[0]!._id })).toBe(1);
  });

  it('is deterministic: a second database seeded from scratch holds identical documents', async () => {
    const otherPrefix = uniquePrefix('seed2');
    const other = await openAll(otherPrefix);
    dispose(async () => {
      for (const service of services) await other[service].dropDatabase().catch(() => {});
    });
    await seed({ uri: inject('mongoUri'), dbPrefix: otherPrefix });
    expect(await dump(other)).toEqual(await dump(db));
  });

  it('reruns without duplicating or changing anything', async () => {
    const before = await dump(db);
    const lines: string[] = [];
    const summary: SeedSummary = await seed({
      uri: inject('mongoUri'),
      dbPrefix: prefix,
      progress: (line) => lines.push(line),
    });
    for (const key of ['categories', 'products', 'warehouses', 'stockLevels', 'users', 'orders'] as const) {
      expect(summary[key].inserted, key).toBe(0);
      expect(summary[key].planned, key).toBeGreaterThan(0);
    }
    expect(summary.holds).toMatchObject({ applied: 0, notOpen: 0 });
    expect(summary.holds.present).toBe(summary.holds.planned);
    expect(lines).toContain('products: 1200 (0 new)');
    expect(await dump(db)).toEqual(before);
  });
});

describe('the seeded data through the gateway', () => {
  it('serves seeded orders with their users, items, products and stock, and lives alongside new writes', async () => {
    const stack = await startTestStack({ dbPrefix: prefix });
    // Everyone's orders, cancelling one and creating a customer record: the bootstrap admin's work.
    const admin = await adminCaller(stack);
    // Seeded accounts are ordinary customers (the roles default applies to the seed's inserts too).
    const people = await graphqlOk(admin, gql(`query SeedUsers { users(limit: 100) { email roles } }`));
    expect(people.users.length).toBeGreaterThan(50);
    for (const person of people.users)
      expect(person.roles).toEqual(person.email === TEST_ADMIN.email ? ['ADMIN'] : ['CUSTOMER']);
    // The seed indexes what it writes: its products are searchable at once, by brand and by name.
    const seeded = await graphqlOk(
      admin,
      gql(`query SeedProducts { products(limit: 1, status: ACTIVE) { name brand } }`),
    );
    const sample = seeded.products[0]!;
    const found = await graphqlOk(
      admin,
      gql(
        `query SeedSearchProducts($q: String!) { searchProducts(query: $q, limit: 100) { product { name } } }`,
      ),
      {
        q: `${sample.brand} ${sample.name}`,
      },
    );
    expect(found.searchProducts[0]?.product.name).toBe(sample.name);
    const data = await graphqlOk(
      admin,
      gql(
        `query SeedOrders { orders(status: PROCESSING, limit: 10) { id status total user { name email } items { sku quantity unitPrice product { sku price { amount } stock { available reserved } } } } }`,
      ),
    );
    expect(data.orders).toHaveLength(10);
    for (const order of data.orders) {
      expect(order.status).toBe('PROCESSING');
      expect(order.user.email).toMatch(/@example\.com$/);
      expect(order.items.length).toBeGreaterThan(0);
      let cents = 0;
      for (const item of order.items) {
        expect(item.product.sku).toBe(item.sku);
        // An open order's units are held: the product shows at least that much reserved.
        expect(item.product.stock.reserved).toBeGreaterThanOrEqual(item.quantity);
        cents += Math.round(item.unitPrice * 100) * item.quantity;
      }
      expect(Math.round(order.total * 100)).toBe(cents);
    }

    // Cancelling a seeded order releases its stock; a rerun must not hold it again.
    const target = data.orders[0]!;
    const productIds = await db.orders.collection('orders').findOne({ _id: target.id as never });
    const reservedOf = async () =>
      (
        await db.inventory
          .collection('stock_levels')
          .find({
            productId: {
              $in: (productIds!.items as Array<{ productId: string }>).map((item) => item.productId),
            },
          })
          .toArray()
      ).reduce((sum, level) => sum + level.reserved, 0);
    const reservedBefore = await reservedOf();
    await graphqlOk(
      admin,
      gql(
        `mutation SeedUpdateOrder($id: ID!) { updateOrder(id: $id, input: { status: CANCELLED }) { status } }`,
      ),
      { id: target.id },
    );
    const released = target.items.reduce((sum, item) => sum + item.quantity, 0);
    // The stock consumer releases the hold on OrderCancelledEvent.
    await expect.poll(reservedOf, { timeout: 10_000 }).toBe(reservedBefore - released);
    const summary = await seed({ uri: inject('mongoUri'), dbPrefix: prefix });
    expect(summary.holds.applied).toBe(0);
    expect(summary.holds.notOpen).toBeGreaterThan(0);
    expect(await reservedOf()).toBe(reservedBefore - released);
    expect(
      await db.inventory.collection('stock_levels').countDocuments({ 'holds.reservationId': target.id }),
    ).toBe(0);

    // A seeded pending order (placed without a payment) grows like one placed through the API.
    const pending = await graphqlOk(
      admin,
      gql(`query SeedOrdersPending { orders(status: PENDING, limit: 1) { id total items { id } } }`),
    );
    const open = pending.orders[0]!;
    const stocked = await graphqlOk(
      admin,
      gql(
        `query SeedProductsStocked { products(limit: 50, status: ACTIVE) { id price { amount } stock { available } } }`,
      ),
    );
    const extra = stocked.products.find((product) => product.stock.available > 0)!;
    const grown = await graphqlOk(
      admin,
      gql(
        `mutation SeedAddOrderItem($id: ID!, $item: OrderItemInput!) { addOrderItem(orderId: $id, item: $item) { total items { id } history { toState } } }`,
      ),
      { id: open.id, item: { productId: extra.id, quantity: 1 } },
    );
    expect(grown.addOrderItem.items).toHaveLength(open.items.length + 1);
    expect(Math.round(grown.addOrderItem.total * 100)).toBe(
      Math.round(open.total * 100) + Math.round(Number(extra.price.amount) * 100),
    );
    expect(grown.addOrderItem.history.at(-1)!.toState).toBe('PENDING');

    // The users service's counter continues after the seeded numbers: 1-60 seeded, 61 went to the
    // bootstrap admin the test stack ensured at start-up.
    const created = await createUser(admin);
    expect(created.number).toBe(62);
  });
});
