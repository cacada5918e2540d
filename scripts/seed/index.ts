// Longer than most files on purpose: one seed run writes every service's collections in dependency order
// (categories, products, stock, users, orders) with the same idempotent insert helpers, read top to bottom.
import type { Connection, Model } from 'mongoose';
import { isDuplicateKeyError } from '../../platform/errors';
import { ensureIndexes, openDatabase } from '../../platform/mongo/connection';
import { catalogModels } from '../../subgraphs/catalog/models/product';
import { reviewModels } from '../../subgraphs/catalog/reviews/model';
import { inventoryModels, stockId } from '../../subgraphs/inventory/models/stock';
import { listVariants } from '../../subgraphs/inventory/services/stock-products';
import { importUnloggedOrders } from '../../subgraphs/orders/insights';
import { orderModels, type OrderRecord, type ReservationState } from '../../subgraphs/orders/order/model';
import { userModels } from '../../subgraphs/users/models/user';
import { planMerchandise, variantOrderDelivered, variantOrderTotal } from './merchandise';
import { seedUuid } from './random';
import { SEED_CLOCK, defaultSize, planSeed, type SeedSize, type VisibleOrderStatus } from './plan';
import { couponModels } from '../../subgraphs/orders/coupons/model';
import { loyaltyModels } from '../../subgraphs/orders/loyalty/model';
import { promotionModels } from '../../subgraphs/orders/promotions/model';
import { tierFor } from '../../subgraphs/orders/loyalty/loyalty-service';
import { SEED_TRADE_GROUP, planCoupons, planLoyalty, planPriceRules, planPromotions } from './merchandising';

export interface SeedOptions {
  /** MongoDB connection string (the harness's server, MONGODB_URI, or the running stack's). */
  uri: string;
  /** Database name prefix: each service's database is `<prefix>_<service>`, as the stack names them. */
  dbPrefix: string;
  /** Receives progress lines ("products: 500/1200") as the seed goes. Default: silent. */
  progress?: (line: string) => void;
  /** How much to write. Default the sample size (1,200 products, 60 users, 400 orders); see scaledSize. */
  size?: SeedSize;
}

export interface SeedCount {
  /** Documents the sample data set has. */
  planned: number;
  /** Documents this run created (0 on a rerun). */
  inserted: number;
}

export interface SeedSummary {
  categories: SeedCount;
  products: SeedCount;
  warehouses: SeedCount;
  stockLevels: SeedCount;
  users: SeedCount;
  orders: SeedCount;
  /** Two coupons, a running and a scheduled promotion, a customer in each loyalty tier (merchandising.ts). */
  coupons: SeedCount;
  promotions: SeedCount;
  loyaltyAccounts: SeedCount;
  /** Stock holds of the open (pending and confirmed) orders. */
  holds: {
    planned: number;
    /** Holds this run placed. */
    applied: number;
    /** Holds in place after the run for orders that are still open. */
    present: number;
    /** Planned holds left out because the order is no longer open (cancelled or shipped since the last seed). */
    notOpen: number;
  };
  ordersByStatus: Record<VisibleOrderStatus, number>;
  /** Apparel and footwear in sizes and colours (merchandise.ts), apart from the counts above. */
  merchandise: { products: SeedCount; stockLevels: SeedCount; orders: SeedCount; reviews: SeedCount };
  brands: number;
  milliseconds: number;
}

/** When the variant stock levels were first written (sample data describes a shop as of SEED_CLOCK). */
const SEED_CREATED = new Date(Date.UTC(2024, 1, 1));

/** Documents per bulkWrite round trip: few round trips, far below the 16 MB message limit. */
const BATCH = 500;

type Row<T> = { key: Record<string, unknown>; fields: Partial<T> };

/** The reservation state an order in each status has in the orders service. */
const reservationOf: Record<VisibleOrderStatus, ReservationState> = {
  pending: 'held',
  // Sample confirmed orders are taken just before the stock consumer commits their reservation.
  confirmed: 'held',
  shipped: 'committed',
  delivered: 'committed',
  cancelled: 'released',
};
const isOpen = (status: string): boolean => status === 'pending' || status === 'confirmed';

function chunks<T>(items: readonly T[], size = BATCH): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size) result.push(items.slice(start, start + size));
  return result;
}

function isDuplicate(error: unknown): boolean {
  const writeErrors = (error as { writeErrors?: Array<{ code?: number }> }).writeErrors;
  return (
    isDuplicateKeyError(error) ||
    (Array.isArray(writeErrors) && writeErrors.some((entry) => entry.code === 11000))
  );
}

/** Runs one write step, turning a unique-key conflict into an error that says what to do. */
async function step<T>(what: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isDuplicate(error)) {
      throw new Error(
        `Seeding ${what} hit a unique-key conflict (${(error as Error).message.split('\n')[0]}). ` +
          'Another seed or a client wrote the same keys at the same moment; run `npm run seed` again.',
      );
    }
    throw error;
  }
}

/**
 * Inserts the rows that do not exist yet, matched on their unique key; existing documents are never
 * changed. Every row is validated against the service's own mongoose schema first, so seed data obeys
 * the same rules (required fields, enums, minimums) as data written through the API.
 */
async function insertMissing<T>(
  model: Model<T>,
  what: string,
  rows: ReadonlyArray<Row<T>>,
  progress: (line: string) => void,
  /** How many the data set has, when `rows` holds only the missing ones. */
  planned = rows.length,
): Promise<number> {
  let inserted = 0;
  let done = 0;
  for (const batch of chunks(rows)) {
    const operations = await Promise.all(
      batch.map(async ({ key, fields }) => {
        try {
          await new model({ ...fields, ...key }).validate();
        } catch (error) {
          throw new Error(
            `Seed data for ${what} ${JSON.stringify(key)} is invalid: ${(error as Error).message}`,
          );
        }
        return { updateOne: { filter: key, update: { $setOnInsert: fields }, upsert: true } };
      }),
    );
    // Timestamps come from the plan, so two runs write identical documents.
    const result = await step(what, () =>
      model.bulkWrite(operations as Parameters<Model<T>['bulkWrite']>[0], {
        ordered: false,
        timestamps: false,
      }),
    );
    inserted += result.upsertedCount;
    done += batch.length;
    if (done < rows.length) progress(`  ${what}: ${done}/${rows.length}`);
  }
  progress(`${what}: ${planned} (${inserted} new)`);
  return inserted;
}

/** Ids of the documents that hold these unique keys (some may predate the seed); absent keys are left out. */
async function idsBy<T>(
  model: Model<T>,
  field: string,
  keys: readonly string[],
): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (const batch of chunks(keys)) {
    const found = await model
      .find({ [field]: { $in: batch } } as never, { _id: 1, [field]: 1 })
      .lean<Array<Record<string, string>>>();
    for (const document of found) ids.set(document[field]!, document._id!);
  }
  return ids;
}

/**
 * `insertMissing` for rows matched on one unique field, then the id of every row's document, new or
 * older: later entities point at whatever document holds the key.
 */
async function insertByKey<T>(
  model: Model<T>,
  what: string,
  field: string,
  rows: ReadonlyArray<{ value: string; fields: Partial<T> }>,
  progress: (line: string) => void,
  /** How many the data set has, when `rows` holds only the missing ones. */
  planned = rows.length,
  /** Every key to resolve. Default: the rows' keys. */
  keys: readonly string[] = rows.map((row) => row.value),
): Promise<{ inserted: number; ids: Map<string, string> }> {
  const inserted = await insertMissing(
    model,
    what,
    rows.map(({ value, fields }) => ({ key: { [field]: value }, fields })),
    progress,
    planned,
  );
  const ids = await idsBy(model, field, keys);
  const missing = keys.find((key) => !ids.has(key));
  if (missing !== undefined) {
    throw new Error(`Seeding could not read back ${model.modelName} ${field}="${missing}" after writing it.`);
  }
  return { inserted, ids };
}

/**
 * Writes the deterministic sample data set into the four services' databases, through their own models.
 * Safe to rerun: documents are matched on their unique keys and only missing ones are inserted (nothing is
 * duplicated or overwritten), and an open order's stock hold is placed with the inventory service's own
 * guard (`holds.reservationId $ne`), so stock that orders already hold is never held twice.
 */
export async function seed(options: SeedOptions): Promise<SeedSummary> {
  const started = Date.now();
  const progress = options.progress ?? (() => {});
  const size = options.size ?? defaultSize;
  progress(`planning ${size.products} products, ${size.users} users, ${size.orders} orders`);
  const plan = planSeed(size);
  const connections: Connection[] = [];
  const open = async (service: string) => {
    const connection = await openDatabase({ uri: options.uri, dbName: `${options.dbPrefix}_${service}` });
    connections.push(connection);
    return connection;
  };

  try {
    const [usersDb, catalogDb, inventoryDb, ordersDb] = [
      await open('users'),
      await open('catalog'),
      await open('inventory'),
      await open('orders'),
    ];
    const users = userModels(usersDb);
    const catalog = catalogModels(catalogDb);
    const inventory = inventoryModels(inventoryDb);
    const orders = orderModels(ordersDb);
    // Unique indexes must exist before the first write, or a rerun could duplicate instead of match.
    for (const connection of connections) await ensureIndexes(connection);

    // Catalog: departments first, so the leaves can point at their parent's actual id.
    const topLevel = plan.categories.filter((category) => category.parentSlug === null);
    const leaves = plan.categories.filter((category) => category.parentSlug !== null);
    const categoryRow = (category: (typeof plan.categories)[number], parentId: string | null) => ({
      value: category.slug,
      fields: {
        _id: category.id,
        name: category.name,
        parentId,
        createdAt: category.createdAt,
        updatedAt: category.createdAt,
      },
    });
    const departments = await insertByKey(
      catalog.Category,
      'departments',
      'slug',
      topLevel.map((category) => categoryRow(category, null)),
      progress,
    );
    const subcategories = await insertByKey(
      catalog.Category,
      'categories',
      'slug',
      leaves.map((category) => categoryRow(category, departments.ids.get(category.parentSlug!)!)),
      progress,
    );
    const categoryIds = new Map([...departments.ids, ...subcategories.ids]);

    // Quantity tiers, a trade price and a scheduled sale on three of them (merchandising.ts).
    const priceRules = planPriceRules(plan.products);
    const products = await insertByKey(
      catalog.Product,
      'products',
      'sku',
      plan.products.map(({ id, sku, categorySlug, ...product }) => ({
        value: sku,
        fields: {
          ...product,
          ...priceRules.get(id),
          _id: id,
          categoryId: categoryIds.get(categorySlug)!,
          updatedAt: product.createdAt,
        },
      })),
      progress,
    );
    // Apparel and footwear in sizes and colours: products with options and variants (merchandise.ts).
    const merchandise = planMerchandise(plan.users);
    const variantProducts = await insertByKey(
      catalog.Product,
      'products in variants',
      'sku',
      merchandise.products.map(({ id, sku, categorySlug, ...product }) => ({
        value: sku,
        fields: {
          ...product,
          _id: id,
          skus: [sku, ...product.variants.map((variant) => variant.sku)],
          categoryId: categoryIds.get(categorySlug)!,
          updatedAt: product.createdAt,
        },
      })),
      progress,
    );
    // Search needs nothing here: each catalog replica builds its index from these documents.
    progress(`brands: ${plan.brands.length}`);
    const productIds = products.ids;

    // Inventory: warehouses by code, then one stock level per product and warehouse.
    const storedWarehouses = await insertByKey(
      inventory.Warehouse,
      'warehouses',
      'code',
      plan.warehouses.map(({ id, code, ...warehouse }) => ({
        value: code,
        fields: { ...warehouse, _id: id, active: true, updatedAt: warehouse.createdAt },
      })),
      progress,
    );
    const warehouseIds = storedWarehouses.ids;
    const stockIdOf = (sku: string, code: string) => stockId(productIds.get(sku)!, warehouseIds.get(code)!);
    const stockInserted = await insertMissing(
      inventory.StockLevel,
      'stock levels',
      plan.stock.map(({ sku, warehouseCode, ...level }) => ({
        key: { _id: stockIdOf(sku, warehouseCode) },
        fields: {
          ...level,
          productId: productIds.get(sku)!,
          warehouseId: warehouseIds.get(warehouseCode)!,
          reserved: 0,
          holds: [],
          updatedAt: level.createdAt,
        },
      })),
      progress,
    );

    const variantStockInserted = await insertMissing(
      inventory.StockLevel,
      'variant stock levels',
      merchandise.stock.map(({ productSku, variantId, warehouseCode, ...level }) => ({
        key: { _id: stockId(variantId, warehouseIds.get(warehouseCode)!) },
        fields: {
          ...level,
          productId: variantProducts.ids.get(productSku)!,
          variantId,
          warehouseId: warehouseIds.get(warehouseCode)!,
          reserved: 0,
          damaged: 0,
          incoming: 0,
          holds: [],
          createdAt: SEED_CREATED,
          updatedAt: SEED_CREATED,
        },
      })),
      progress,
    );

    // Inventory reads a product's stock by `_id`: the variants it keeps stock for are listed per product.
    const stockedVariants = new Map<string, Set<string>>();
    for (const { productSku, variantId } of merchandise.stock) {
      const productId = variantProducts.ids.get(productSku)!;
      stockedVariants.set(productId, (stockedVariants.get(productId) ?? new Set()).add(variantId));
    }
    for (const [productId, variantIds] of stockedVariants)
      await listVariants(inventory, productId, [...variantIds]);

    // Users: numbers come from the users service's own counter, so later sign-ups continue after them.
    const emails = plan.users.map((user) => user.email);
    const existingUsers = await idsBy(users.User, 'email', emails);
    const newUsers = plan.users.filter((user) => !existingUsers.has(user.email));
    let firstNumber = 0;
    if (newUsers.length) {
      const counter = await users.Counter.findOneAndUpdate(
        { _id: 'user_number' },
        { $inc: { seq: newUsers.length } },
        { upsert: true, returnDocument: 'after' },
      ).lean<{ seq: number }>();
      firstNumber = counter!.seq - newUsers.length + 1;
    }
    const storedUsers = await insertByKey(
      users.User,
      'users',
      'email',
      newUsers.map(({ id, email, ...user }, index) => ({
        value: email,
        fields: { ...user, _id: id, number: firstNumber + index, deletedAt: null, updatedAt: user.createdAt },
      })),
      progress,
      plan.users.length,
      emails,
    );
    const userIds = storedUsers.ids;

    // Holds before orders: an interrupted run leaves held stock that the rerun's order insert accounts for,
    // never a visible open order without its stock. An order that is no longer open keeps what it has.
    const stored = new Map(
      (
        await orders.Order.find({ _id: { $in: plan.orders.map((order) => order.id) } }, { status: 1 }).lean<
          Array<Pick<OrderRecord, '_id' | 'status'>>
        >()
      ).map((order) => [order._id, order.status]),
    );
    const openOrders = plan.orders.filter(
      (order) => isOpen(order.status) && isOpen(stored.get(order.id) ?? order.status),
    );
    const holdOperations = openOrders.flatMap((order) =>
      order.holds.map((hold) => ({
        updateOne: {
          filter: {
            _id: stockIdOf(hold.sku, hold.warehouseCode),
            available: { $gte: hold.quantity },
            'holds.reservationId': { $ne: order.id },
          },
          update: {
            $inc: { available: -hold.quantity, reserved: hold.quantity },
            $push: { holds: { reservationId: order.id, quantity: hold.quantity, at: order.orderDate } },
            $max: { updatedAt: order.orderDate },
          },
        },
      })),
    );
    let holdsApplied = 0;
    for (const batch of chunks(holdOperations)) {
      const result = await step('stock holds', () =>
        inventory.StockLevel.bulkWrite(batch, { ordered: false, timestamps: false }),
      );
      holdsApplied += result.modifiedCount;
    }
    const openIds = new Set(openOrders.map((order) => order.id));
    const heldDocuments = await inventory.StockLevel.find(
      {
        _id: {
          $in: [
            ...new Set(
              openOrders.flatMap((order) =>
                order.holds.map((hold) => stockIdOf(hold.sku, hold.warehouseCode)),
              ),
            ),
          ],
        },
      },
      { holds: 1 },
    ).lean<Array<{ holds: Array<{ reservationId: string }> }>>();
    const holdsPresent = heldDocuments.reduce(
      (sum, level) => sum + level.holds.filter((hold) => openIds.has(hold.reservationId)).length,
      0,
    );
    const holdsPlanned = plan.orders.reduce((sum, order) => sum + order.holds.length, 0);
    const holdsNotOpen = holdsPlanned - openOrders.reduce((sum, order) => sum + order.holds.length, 0);
    progress(`stock holds of open orders: ${holdsPresent} in place (${holdsApplied} new)`);

    const ordersInserted = await insertMissing(
      orders.Order,
      'orders',
      plan.orders.map((order) => ({
        key: { _id: order.id },
        fields: {
          userId: userIds.get(order.userEmail)!,
          items: order.items.map((item) => ({
            _id: item.id,
            productId: productIds.get(item.sku)!,
            sku: item.sku,
            name: item.name,
            quantity: item.quantity,
            unitPriceMinor: item.unitPriceMinor,
            discountMinor: 0,
            taxMinor: 0,
            lineTotalMinor: item.lineTotalMinor,
          })),
          currency: 'USD',
          subtotalMinor: order.subtotalMinor,
          discountMinor: 0,
          taxMinor: 0,
          totalMinor: order.totalMinor,
          status: order.status,
          reservation: reservationOf[order.status],
          orderDate: order.orderDate,
          notes: order.notes,
          history: order.history.map((change) => ({ ...change, actor: 'service:seed' })),
          createdAt: order.orderDate,
          updatedAt: order.history[order.history.length - 1]!.at,
        },
      })),
      progress,
    );

    // The delivered orders of variants that let their customers review them, then the reviews (the
    // products' reviewCount and ratingSum were written with them, from the same plan).
    const variantOrdersInserted = await insertMissing(
      orders.Order,
      'orders of variants',
      merchandise.orders.map((order) => {
        const totalMinor = variantOrderTotal(order);
        const step = (hours: number) => new Date(order.at.getTime() + hours * 3_600_000);
        return {
          key: { _id: order.id },
          fields: {
            userId: userIds.get(order.userEmail)!,
            items: [
              {
                _id: seedUuid(`${order.id}:item:1`),
                productId: variantProducts.ids.get(order.productSku)!,
                variantId: order.variant._id,
                sku: order.variant.sku,
                options: order.variant.options,
                name: order.name,
                quantity: order.quantity,
                unitPriceMinor: order.variant.priceMinor,
                discountMinor: 0,
                taxMinor: 0,
                lineTotalMinor: totalMinor,
              },
            ],
            currency: 'USD',
            subtotalMinor: totalMinor,
            discountMinor: 0,
            taxMinor: 0,
            totalMinor,
            status: 'delivered' as const,
            reservation: reservationOf.delivered,
            orderDate: order.at,
            notes: null,
            history: [
              { from: null, to: 'pending' as const, at: order.at, actor: 'service:seed' },
              { from: 'pending' as const, to: 'confirmed' as const, at: step(2), actor: 'service:seed' },
              { from: 'confirmed' as const, to: 'shipped' as const, at: step(24), actor: 'service:seed' },
              {
                from: 'shipped' as const,
                to: 'delivered' as const,
                at: variantOrderDelivered(order),
                actor: 'service:seed',
              },
            ],
            createdAt: order.at,
            updatedAt: variantOrderDelivered(order),
          },
        };
      }),
      progress,
    );
    const reviewsInserted = await insertMissing(
      reviewModels(catalogDb).Review,
      'reviews',
      merchandise.reviews.map((review) => ({
        key: { _id: review.id },
        fields: {
          productId: variantProducts.ids.get(review.productSku)!,
          userId: userIds.get(review.userEmail)!,
          stars: review.stars,
          title: review.title,
          text: review.text,
          hidden: false,
          hiddenReason: null,
          hiddenBy: null,
          createdAt: review.at,
          updatedAt: review.at,
        },
      })),
      progress,
    );
    // Merchandising: coupons, promotions (the flash sale on the first leaf category), loyalty tiers.
    const coupons = planCoupons(
      leaves
        .filter((leaf) => leaf.parentSlug === 'apparel' || leaf.parentSlug === 'footwear')
        .map((leaf) => subcategories.ids.get(leaf.slug)!),
    );
    const couponsInserted = await insertMissing(
      couponModels(ordersDb).Coupon,
      'coupons',
      coupons.map(({ _id, ...fields }) => ({
        key: { _id },
        fields: { ...fields, orders: {}, perCustomer: {}, outbox: [] },
      })),
      progress,
    );
    // The first sample customer buys for a business: the `trade` group's prices apply to them.
    const tradeCustomer = plan.users[0]!;
    await insertMissing(
      promotionModels(ordersDb).CustomerGroups,
      'customer groups',
      [
        {
          key: { _id: userIds.get(tradeCustomer.email)! },
          fields: { groups: [SEED_TRADE_GROUP], updatedAt: SEED_CLOCK },
        },
      ],
      progress,
    );
    const promotions = planPromotions(subcategories.ids.get(leaves[0]!.slug)!);
    const promotionsInserted = await insertMissing(
      promotionModels(ordersDb).Promotion,
      'promotions',
      promotions.map(({ _id, ...fields }) => ({ key: { _id }, fields })),
      progress,
    );
    const accounts = planLoyalty(
      [
        ...plan.orders
          .filter((order) => order.status === 'delivered')
          .map((order) => ({
            id: order.id,
            userEmail: order.userEmail,
            paidMinor: order.subtotalMinor,
            deliveredAt: order.history.find((change) => change.to === 'delivered')!.at,
          })),
        ...merchandise.orders.map((order) => ({
          id: order.id,
          userEmail: order.userEmail,
          paidMinor: variantOrderTotal(order),
          deliveredAt: variantOrderDelivered(order),
        })),
      ],
      (email) => userIds.get(email)!,
    );
    const accountsInserted = await insertMissing(
      loyaltyModels(ordersDb).LoyaltyAccount,
      'loyalty accounts',
      accounts.map(({ _id, ...fields }) => ({ key: { _id }, fields: { ...fields, outbox: [] } })),
      progress,
    );
    const tiers = { bronze: 0, silver: 0, gold: 0 };
    for (const account of accounts) tiers[tierFor(account.lifetimePoints)]++;
    progress(`loyalty tiers: ${tiers.bronze} bronze, ${tiers.silver} silver, ${tiers.gold} gold`);
    // The sample orders published no events: the sales figures and recommendations read them from here.
    let reported = 0;
    const imported = await importUnloggedOrders(ordersDb, orders, (done) => {
      if (done - reported < 1000) return;
      reported = done;
      progress(`sales figures: ${done} orders brought in so far`);
    });
    progress(`sales figures and recommendations: ${imported} orders brought in`);

    const ordersByStatus: Record<VisibleOrderStatus, number> = {
      pending: 0,
      confirmed: 0,
      shipped: 0,
      delivered: 0,
      cancelled: 0,
    };
    for (const order of plan.orders) ordersByStatus[order.status]++;
    return {
      categories: {
        planned: plan.categories.length,
        inserted: departments.inserted + subcategories.inserted,
      },
      products: { planned: plan.products.length, inserted: products.inserted },
      warehouses: { planned: plan.warehouses.length, inserted: storedWarehouses.inserted },
      stockLevels: { planned: plan.stock.length, inserted: stockInserted },
      users: { planned: plan.users.length, inserted: storedUsers.inserted },
      orders: { planned: plan.orders.length, inserted: ordersInserted },
      coupons: { planned: coupons.length, inserted: couponsInserted },
      promotions: { planned: promotions.length, inserted: promotionsInserted },
      loyaltyAccounts: { planned: accounts.length, inserted: accountsInserted },
      holds: { planned: holdsPlanned, applied: holdsApplied, present: holdsPresent, notOpen: holdsNotOpen },
      ordersByStatus,
      merchandise: {
        products: { planned: merchandise.products.length, inserted: variantProducts.inserted },
        stockLevels: { planned: merchandise.stock.length, inserted: variantStockInserted },
        orders: { planned: merchandise.orders.length, inserted: variantOrdersInserted },
        reviews: { planned: merchandise.reviews.length, inserted: reviewsInserted },
      },
      brands: plan.brands.length,
      milliseconds: Date.now() - started,
    };
  } finally {
    for (const connection of connections) await connection.close().catch(() => {});
  }
}
