import {
  CREATE_ORDER,
  createUser,
  createWarehouse,
  stockedProduct,
  type Caller,
} from '../../testing/fixtures';
import { graphqlOk } from '../../testing/client';
import { SeededRandom } from '../../scripts/seed/random';
import { inPool } from './pool';

export interface DataSetSize {
  /** Orders to create; every benchmark request reads one of them. Default 400. */
  orders: number;
  /** Products the orders draw their 2-4 items from. Default 200. */
  products: number;
  /** Customers the orders belong to. Default 50. */
  users: number;
  /** Warehouses every product is stocked in. Default 2. */
  warehouses: number;
}

export const DEFAULT_DATA_SET: DataSetSize = { orders: 400, products: 200, users: 50, warehouses: 2 };

/** Parallel GraphQL calls while seeding; enough to keep both cores busy without tripping timeouts. */
const SEED_PARALLELISM = 8;

/**
 * Creates the benchmark's data through the public GraphQL API (the same fixtures the e2e tests use), so
 * orders go through the real saga: prices from the catalog, stock reserved in inventory. Returns the order
 * ids in a seeded shuffled order.
 */
export async function seedDataSet(caller: Caller, size: DataSetSize, seed: number): Promise<string[]> {
  const random = new SeededRandom(seed);
  const warehouses: Array<{ id: string }> = [];
  for (let i = 0; i < size.warehouses; i++) warehouses.push(await createWarehouse(caller));

  // Prices are drawn up front so the data set does not depend on the order the pool finishes in.
  const prices = Array.from(
    { length: size.products },
    () => `${random.int(1, 199)}.${String(random.int(0, 99)).padStart(2, '0')}`,
  );
  const products = await inPool(size.products, SEED_PARALLELISM, (index) =>
    stockedProduct(caller, warehouses, 1_000_000, {
      name: `Bench product ${index + 1}`,
      sku: `BENCH-${seed}-${index + 1}`,
      price: prices[index]!,
      brand: `Brand ${(index % 12) + 1}`,
    }),
  );
  const users = await inPool(size.users, SEED_PARALLELISM, (index) =>
    createUser(caller, {
      name: `Bench customer ${index + 1}`,
      email: `bench-${seed}-${index + 1}@example.com`,
    }),
  );

  const orders = Array.from({ length: size.orders }, () => {
    const chosen = random.sample(products, random.int(2, 4));
    return {
      userId: random.pick(users).id,
      items: chosen.map((product) => ({ productId: product.id, quantity: random.int(1, 3) })),
    };
  });
  const created = await inPool(orders.length, SEED_PARALLELISM, async (index) => {
    const data = await graphqlOk(caller.url, CREATE_ORDER, { input: orders[index]! }, caller.headers);
    return data.createOrder.id;
  });
  return random.sample(created, created.length);
}
