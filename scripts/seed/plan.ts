import { multiplyMinor, sumMinor } from '../../platform/money';
import type { OrderState } from '../../subgraphs/orders/order/model';

/** The states sample orders are in (no returned or failed orders in the sample). */
export type VisibleOrderStatus = Exclude<OrderState, 'returned' | 'failed'>;
import type { ProductStatusValue } from '../../subgraphs/catalog/models/product';
import type { CustomerStatusValue } from '../../subgraphs/users/models/user';
import {
  brands,
  departments,
  firstNames,
  lastNames,
  orderNotes,
  productLines,
  variants,
  warehouses,
} from './data';
import { SeededRandom, seedUuid } from './random';

/**
 * The sample data as a pure function of the seed: every entity is named by its natural key (slug, SKU,
 * warehouse code, email) so the writer can match what a database already holds; ids are derived from those
 * keys. Nothing here touches a database or a clock.
 */

export interface SeedSize {
  /** Products over the category tree. Default 1200. */
  products: number;
  /** Customer accounts. Default 60. */
  users: number;
  /** Orders in every status. Default 400. */
  orders: number;
}

export const defaultSize: SeedSize = { products: 1200, users: 60, orders: 400 };

/** The sample size times `scale` (`npm run seed -- --scale N`), for measuring how costs grow with data. */
export function scaledSize(scale: number, base: SeedSize = defaultSize): SeedSize {
  if (!Number.isInteger(scale) || scale < 1)
    throw new RangeError(`scale must be a whole number ≥ 1 (got ${scale})`);
  return { products: base.products * scale, users: base.users * scale, orders: base.orders * scale };
}

/** The seed of the PRNG: changing it changes every generated value. */
export const SEED = 20_261_122;

const DAY = 86_400_000;
const at = (year: number, month: number, day: number) => Date.UTC(year, month - 1, day);
/** Sample data describes a shop as of this instant; every generated date lies before it. */
export const SEED_CLOCK = new Date(at(2026, 1, 1));

export interface PlannedCategory {
  id: string;
  slug: string;
  name: string;
  parentSlug: string | null;
  createdAt: Date;
}

export interface PlannedProduct {
  id: string;
  sku: string;
  name: string;
  description: string;
  brand: string;
  categorySlug: string;
  listPriceMinor: number;
  costPriceMinor: number;
  currency: 'USD';
  status: ProductStatusValue;
  images: Array<{ url: string; alt: string; primary: boolean }>;
  createdAt: Date;
}

export interface PlannedWarehouse {
  id: string;
  code: string;
  name: string;
  country: string;
  createdAt: Date;
}

/** Stock of one product in one warehouse as first written: before the open orders' holds take their share. */
export interface PlannedStock {
  sku: string;
  warehouseCode: string;
  available: number;
  damaged: number;
  incoming: number;
  reorderPoint: number;
  createdAt: Date;
}

export interface PlannedUser {
  id: string;
  email: string;
  name: string;
  phone: string | null;
  status: Exclude<CustomerStatusValue, 'deleted'>;
  createdAt: Date;
}

export interface PlannedOrderItem {
  id: string;
  sku: string;
  name: string;
  quantity: number;
  unitPriceMinor: number;
  lineTotalMinor: number;
}

export interface PlannedOrder {
  id: string;
  userEmail: string;
  items: PlannedOrderItem[];
  subtotalMinor: number;
  totalMinor: number;
  status: VisibleOrderStatus;
  orderDate: Date;
  notes: string | null;
  history: Array<{ from: VisibleOrderStatus | null; to: VisibleOrderStatus; at: Date }>;
  /** Units this order holds (pending and confirmed orders only), one entry per product and warehouse. */
  holds: Array<{ sku: string; warehouseCode: string; quantity: number }>;
}

export interface SeedPlan {
  categories: PlannedCategory[];
  products: PlannedProduct[];
  warehouses: PlannedWarehouse[];
  stock: PlannedStock[];
  users: PlannedUser[];
  orders: PlannedOrder[];
  brands: string[];
}

function dateBetween(random: SeededRandom, from: number, to: number): Date {
  return new Date(from + Math.floor(random.next() * (to - from)));
}

/** A shop price in cents: whole dollars ending in .99, .49 or .00. */
function shopPrice(random: SeededRandom, [low, high]: readonly [number, number]): number {
  // Skewed towards the cheap end, as real assortments are.
  const dollars = Math.round(low + (high - low) * random.next() ** 2);
  const cents = random.weighted({ 99: 6, 49: 2, 0: 1 });
  return Math.max(1, dollars * 100 + Number(cents) - (cents === '0' ? 0 : 100));
}

function asciiSlug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');
}

function planCategories(): PlannedCategory[] {
  const created = new Date(at(2024, 1, 2));
  return departments.flatMap((department) => [
    {
      id: seedUuid(`category:${department.slug}`),
      slug: department.slug,
      name: department.name,
      parentSlug: null,
      createdAt: created,
    },
    ...department.leaves.map((leaf) => ({
      id: seedUuid(`category:${leaf.slug}`),
      slug: leaf.slug,
      name: leaf.name,
      parentSlug: department.slug,
      createdAt: created,
    })),
  ]);
}

function planProducts(random: SeededRandom, count: number): PlannedProduct[] {
  const leaves = departments.flatMap((department) =>
    department.leaves.map((leaf) => ({ leaf, department: department.slug })),
  );
  const brandsByDepartment = new Map(
    departments.map((department) => [
      department.slug,
      brands.filter((brand) => brand.departments.includes(department.slug)),
    ]),
  );
  const products: PlannedProduct[] = [];
  for (let index = 0; index < count; index++) {
    // Round-robin over the leaves so every category gets its share.
    const { leaf, department } = leaves[index % leaves.length]!;
    const brand = random.pick(brandsByDepartment.get(department)!);
    const kind = random.pick(leaf.kinds);
    const line = random.pick(productLines);
    const variant = random.pick(variants);
    const sku = `${brand.code}-${leaf.code}-${String(index + 1).padStart(5, '0')}`;
    const name = `${brand.name} ${line} ${kind}, ${variant}`;
    const listPriceMinor = shopPrice(random, leaf.price);
    // Merchant cost: 35-65 % of the selling price, to the cent.
    const costPriceMinor = Math.round((listPriceMinor * random.int(35, 65)) / 100);
    const status = random.weighted<ProductStatusValue>({ active: 94, draft: 3, discontinued: 3 });
    products.push({
      id: seedUuid(`product:${sku}`),
      sku,
      name,
      description: `The ${line.toLowerCase()} ${kind.toLowerCase()} from ${brand.name}, in ${variant.toLowerCase()}. Part of our ${leaf.name.toLowerCase()} range.`,
      brand: brand.name,
      categorySlug: leaf.slug,
      listPriceMinor,
      costPriceMinor,
      currency: 'USD',
      status,
      images: [
        { url: `https://images.example.com/products/${sku.toLowerCase()}.jpg`, alt: name, primary: true },
      ],
      createdAt: dateBetween(random, at(2024, 1, 15), at(2025, 1, 1)),
    });
  }
  return products;
}

function planWarehouses(): PlannedWarehouse[] {
  return warehouses.map((warehouse) => ({
    id: seedUuid(`warehouse:${warehouse.code}`),
    ...warehouse,
    createdAt: new Date(at(2024, 1, 2)),
  }));
}

/** Every product is stocked in at least two warehouses; the third may be empty, a few are low or incoming. */
function planStock(
  random: SeededRandom,
  products: readonly PlannedProduct[],
  stores: readonly PlannedWarehouse[],
): PlannedStock[] {
  return products.flatMap((product) => {
    const emptyIndex = random.chance(0.2) ? random.int(0, stores.length - 1) : -1;
    const low = random.chance(0.06);
    return stores.map((warehouse, index) => {
      const reorderPoint = random.pick([5, 10, 10, 15, 20]);
      const available =
        index === emptyIndex ? 0 : low ? random.int(1, reorderPoint) + 3 : random.int(25, 400);
      return {
        sku: product.sku,
        warehouseCode: warehouse.code,
        available,
        damaged: random.chance(0.1) ? random.int(1, 4) : 0,
        incoming: index === emptyIndex || low ? random.int(0, 1) * random.int(20, 120) : 0,
        reorderPoint,
        createdAt: product.createdAt,
      };
    });
  });
}

function planUsers(random: SeededRandom, count: number): PlannedUser[] {
  const users: PlannedUser[] = [];
  const emails = new Set<string>();
  for (let index = 0; index < count; index++) {
    const first = random.pick(firstNames);
    const last = random.pick(lastNames);
    const base = `${asciiSlug(first)}.${asciiSlug(last)}`;
    let email = `${base}@example.com`;
    for (let suffix = 2; emails.has(email); suffix++) email = `${base}${suffix}@example.com`;
    emails.add(email);
    users.push({
      id: seedUuid(`user:${email}`),
      email,
      name: `${first} ${last}`,
      phone: random.chance(0.6)
        ? `+1 555-${String(random.int(100, 999))}-${String(random.int(1000, 9999))}`
        : null,
      // A few dormant accounts: they exist, but place no orders.
      status: index % 25 === 24 ? 'inactive' : 'active',
      createdAt: dateBetween(random, at(2024, 1, 10), at(2025, 6, 30)),
    });
  }
  return users;
}

const statusWeights: Record<VisibleOrderStatus, number> = {
  delivered: 45,
  shipped: 12,
  confirmed: 12,
  pending: 14,
  cancelled: 17,
};

/** Order dates by status: open orders are recent, delivered ones can be a year old. */
function orderDateFor(random: SeededRandom, status: VisibleOrderStatus): Date {
  const end = SEED_CLOCK.getTime() - DAY;
  switch (status) {
    case 'pending':
      return dateBetween(random, end - 3 * DAY, end);
    case 'confirmed':
      return dateBetween(random, end - 7 * DAY, end - DAY);
    case 'shipped':
      return dateBetween(random, end - 20 * DAY, end - 3 * DAY);
    case 'delivered':
      return dateBetween(random, at(2025, 1, 5), end - 10 * DAY);
    case 'cancelled':
      return dateBetween(random, at(2025, 1, 5), end - 2 * DAY);
    default: {
      const exhaustive: never = status;
      return exhaustive;
    }
  }
}

/** The status changes that led to `status`, oldest first, a plausible number of hours apart. */
function historyFor(
  random: SeededRandom,
  status: VisibleOrderStatus,
  orderDate: Date,
): PlannedOrder['history'] {
  const path: VisibleOrderStatus[] = ['pending'];
  if (status === 'confirmed' || status === 'shipped' || status === 'delivered') path.push('confirmed');
  if (status === 'shipped' || status === 'delivered') path.push('shipped');
  if (status === 'delivered') path.push('delivered');
  if (status === 'cancelled') {
    if (random.chance(0.4)) path.push('confirmed');
    path.push('cancelled');
  }
  let time = orderDate.getTime();
  return path.map((to, index) => {
    if (index > 0) time += random.int(2, to === 'delivered' ? 96 : 30) * 3_600_000;
    return { from: index === 0 ? null : path[index - 1]!, to, at: new Date(time) };
  });
}

/**
 * A customer who had joined by `at` (any customer when none had), drawn as `random.pick` would draw from
 * that list in its original order, without building the list: a scaled seed draws for tens of thousands
 * of orders from thousands of customers.
 */
function pickCustomer(
  random: SeededRandom,
  customers: readonly PlannedUser[],
  joined: readonly number[],
  at: number,
): PlannedUser {
  let eligible = 0;
  for (const time of joined) if (time <= at) eligible++;
  if (eligible === 0) return random.pick(customers);
  let wanted = Math.floor(random.next() * eligible);
  for (const [index, time] of joined.entries()) if (time <= at && wanted-- === 0) return customers[index]!;
  throw new Error('unreachable: fewer eligible customers than counted');
}

/** How many products of each category most themed orders choose from. */
const FAVOURITES_PER_CATEGORY = 5;

/** Each category's first few orderable products: what shoppers of that category mostly buy together. */
function favouritesByCategory(orderable: readonly PlannedProduct[]): PlannedProduct[][] {
  const byCategory = new Map<string, PlannedProduct[]>();
  for (const product of orderable) {
    const list = byCategory.get(product.categorySlug) ?? [];
    if (list.length < FAVOURITES_PER_CATEGORY) list.push(product);
    byCategory.set(product.categorySlug, list);
  }
  return [...byCategory.values()];
}

/**
 * An order's products. Most orders are themed (2-4 of one category's favourites), the rest any 1-4
 * products: co-purchases and bestsellers then have a shape that recommendations and the sales figures
 * can show, as in a real shop.
 */
function pickProducts(
  random: SeededRandom,
  orderable: readonly PlannedProduct[],
  favourites: readonly PlannedProduct[][],
): PlannedProduct[] {
  if (random.chance(0.7)) {
    const pool = random.pick(favourites);
    return random.sample(pool, Math.min(pool.length, Number(random.weighted({ 2: 50, 3: 35, 4: 15 }))));
  }
  return random.sample(orderable, Number(random.weighted({ 1: 45, 2: 30, 3: 17, 4: 8 })));
}

function planOrders(
  random: SeededRandom,
  count: number,
  users: readonly PlannedUser[],
  products: readonly PlannedProduct[],
  stock: readonly PlannedStock[],
): PlannedOrder[] {
  const orderable = products.filter((product) => product.status === 'active');
  const customers = users.filter((user) => user.status === 'active');
  const joined = customers.map((user) => user.createdAt.getTime());
  // What is left to hold in each warehouse, so the open orders' holds always fit the stock written.
  const left = new Map(stock.map((level) => [`${level.sku}|${level.warehouseCode}`, level.available]));
  const warehouseCodes = [...new Set(stock.map((level) => level.warehouseCode))];
  const favourites = favouritesByCategory(orderable);
  const orders: PlannedOrder[] = [];
  for (let index = 0; index < count; index++) {
    const status = random.weighted(statusWeights);
    const orderDate = orderDateFor(random, status);
    const user = pickCustomer(random, customers, joined, orderDate.getTime());
    const holdsStock = status === 'pending' || status === 'confirmed';
    const items: PlannedOrderItem[] = [];
    const holds: PlannedOrder['holds'] = [];
    const id = seedUuid(`order:${index + 1}`);
    for (const product of pickProducts(random, orderable, favourites)) {
      const quantity = Number(random.weighted({ 1: 70, 2: 20, 3: 10 }));
      if (holdsStock) {
        // Like the inventory service: hold where most is available; skip a line no warehouse can fill.
        const best = warehouseCodes
          .map((code) => ({ code, units: left.get(`${product.sku}|${code}`) ?? 0 }))
          .sort((a, b) => b.units - a.units || a.code.localeCompare(b.code))[0]!;
        if (best.units < quantity) continue;
        left.set(`${product.sku}|${best.code}`, best.units - quantity);
        holds.push({ sku: product.sku, warehouseCode: best.code, quantity });
      }
      items.push({
        id: seedUuid(`order:${index + 1}:item:${items.length + 1}`),
        sku: product.sku,
        name: product.name,
        quantity,
        unitPriceMinor: product.listPriceMinor,
        lineTotalMinor: multiplyMinor(product.listPriceMinor, quantity),
      });
    }
    if (items.length === 0) continue;
    const subtotalMinor = sumMinor(items.map((item) => item.lineTotalMinor));
    orders.push({
      id,
      userEmail: user.email,
      items,
      subtotalMinor,
      totalMinor: subtotalMinor,
      status,
      orderDate,
      notes: random.chance(0.15) ? random.pick(orderNotes) : null,
      history: historyFor(random, status, orderDate),
      holds,
    });
  }
  return orders;
}

/** The whole sample data set, identical for identical sizes. */
export function planSeed(size: SeedSize = defaultSize): SeedPlan {
  const random = new SeededRandom(SEED);
  const categories = planCategories();
  const products = planProducts(random, size.products);
  const stores = planWarehouses();
  const stock = planStock(random, products, stores);
  const users = planUsers(random, size.users);
  const orders = planOrders(random, size.orders, users, products, stock);
  return {
    categories,
    products,
    warehouses: stores,
    stock,
    users,
    orders,
    brands: [...new Set(products.map((product) => product.brand))].sort(),
  };
}
