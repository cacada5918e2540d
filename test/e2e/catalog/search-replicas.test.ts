import { beforeAll, expect, it } from 'vitest';
import type { Stack } from '../../../stack';
import {
  adminCaller,
  CREATE_ORDER,
  createProduct,
  createUser,
  createWarehouse,
  setStock,
  type Caller,
} from '../../../testing/fixtures';
import { graphqlOk, startGatewayReplica, startTestStack } from '../../../testing/harness';
import { gql } from '../../../testing/__generated__';
import type { ProductSearchInput } from '../../../testing/__generated__/graphql';

/**
 * Freshness on every replica: with SUBGRAPH_PROCESSES=2 the catalog runs in two processes, each with its
 * own search engine. Two gateways, each sending catalog calls to one of them, must both find a change to a
 * product's name, description, price, stock status or rating within a second of the write.
 */
let stack: Stack;
let admin: Caller;
let replicas: string[];
const FRESH_MS = 1_000;

const SEARCH = gql(
  `query SearchReplicaHits($input: ProductSearchInput!) { productSearch(input: $input) { total hits { product { id } } } }`,
);

async function ids(url: string, input: ProductSearchInput): Promise<string[]> {
  const data = await graphqlOk(url, SEARCH, { input });
  return data.productSearch.hits.map((hit) => hit.product.id);
}

/** How long after now until every replica's answer to `input` satisfies `check`. */
async function freshness(input: ProductSearchInput, check: (ids: string[]) => boolean): Promise<number> {
  const started = performance.now();
  const pending = new Set(replicas);
  while (pending.size > 0 && performance.now() - started < 10_000) {
    for (const url of [...pending]) if (check(await ids(url, input))) pending.delete(url);
  }
  expect(pending.size, `replicas not fresh after 10 s: ${[...pending].join(', ')}`).toBe(0);
  return performance.now() - started;
}

beforeAll(async () => {
  stack = await startTestStack({ env: { SUBGRAPH_PROCESSES: '2', FIELD_RATE_LIMITS: 'false' } });
  admin = await adminCaller(stack);
  const health = (await (await fetch(`${stack.gatewayUrl}/health`)).json()) as {
    subgraphs: Record<string, { instances: Array<{ url: string }> }>;
  };
  const catalogs = health.subgraphs.catalog!.instances.map((instance) => instance.url);
  expect(catalogs).toHaveLength(2);
  replicas = [];
  for (const catalog of catalogs) {
    const replica = await startGatewayReplica(stack, { subgraphUrls: { catalog } });
    replicas.push(replica.graphqlUrl);
  }
});

it('shows a new product, a rename, a new description and a new price on both catalog replicas within 1 s', async () => {
  const product = await createProduct(admin, { name: 'Quasar Kettle', price: '40.00' });
  const has = (list: string[]) => list.includes(product.id);
  const lacks = (list: string[]) => !list.includes(product.id);
  const timings: Array<[string, number]> = [];
  timings.push(['new product', await freshness({ query: 'quasar' }, has)]);

  const update = gql(
    `mutation SearchReplicaUpdate($id: ID!, $input: UpdateProductInput!) { updateProduct(id: $id, input: $input) { id } }`,
  );
  await graphqlOk(admin, update, { id: product.id, input: { name: 'Nebula Kettle' } });
  timings.push(['renamed: new name', await freshness({ query: 'nebula' }, has)]);
  timings.push(['renamed: old name gone', await freshness({ query: 'quasar' }, lacks)]);

  await graphqlOk(admin, update, { id: product.id, input: { description: 'Boils water with a whistle.' } });
  timings.push(['description', await freshness({ query: 'whistle' }, has)]);

  await graphqlOk(admin, update, { id: product.id, input: { price: '99.00' } });
  timings.push(['price', await freshness({ query: 'kettle', minPrice: '90' }, has)]);
  for (const [change, ms] of timings) expect(ms, change).toBeLessThan(FRESH_MS);
});

it('shows a stock change (an order taking the last units) and a new rating on both replicas within 1 s', async () => {
  const warehouse = await createWarehouse(admin);
  const product = await createProduct(admin, { name: 'Pulsar Teapot', price: '25.00' });
  await setStock(admin, product.id, warehouse.id, 2);
  const has = (list: string[]) => list.includes(product.id);
  const timings: Array<[string, number]> = [];
  timings.push(['in stock', await freshness({ query: 'pulsar', inStock: true }, has)]);

  const user = await createUser(admin);
  await graphqlOk(admin, CREATE_ORDER, {
    input: { userId: user.id, items: [{ productId: product.id, quantity: 2 }] },
  });
  timings.push(['sold out by an order', await freshness({ query: 'pulsar', inStock: false }, has)]);

  // Ratings are fields the merchandising side writes on the product document.
  await stack.connections
    .catalog!.collection<{ _id: string }>('products')
    .updateOne({ _id: product.id }, { $set: { reviewCount: 2, ratingSum: 9, updatedAt: new Date() } });
  timings.push(['rating', await freshness({ query: 'pulsar', minRating: 4.5 }, has)]);
  for (const [change, ms] of timings) expect(ms, change).toBeLessThan(FRESH_MS);
});

it('shows stock changes by staff on both replicas within 1 s: first units on a new level, a level set to 0, units written off to 0', async () => {
  const [north, south] = [await createWarehouse(admin), await createWarehouse(admin)];
  const product = await createProduct(admin, { name: 'Zephyr Lantern', price: '18.00' });
  const has = (list: string[]) => list.includes(product.id);
  const inStock = (value: boolean) => freshness({ query: 'zephyr', inStock: value }, has);
  const adjust = gql(
    `mutation SearchReplicaAdjust($productId: ID!, $warehouseId: ID!, $delta: Int!) { adjustStock(productId: $productId, warehouseId: $warehouseId, delta: $delta) { available } }`,
  );
  const writeOff = gql(
    `mutation SearchReplicaWriteOff($input: WriteOffStockInput!) { writeOffStock(input: $input) { available } }`,
  );
  const timings: Array<[string, number]> = [];
  // Each change is one the stock sweep (60 s) would otherwise be the first to see.
  await setStock(admin, product.id, north.id, 4);
  timings.push(['first units on a new level', await inStock(true)]);
  await setStock(admin, product.id, north.id, 0);
  timings.push(['a level set to 0', await inStock(false)]);
  await graphqlOk(admin, adjust, { productId: product.id, warehouseId: south.id, delta: 2 });
  timings.push(['first units on a new level by adjustStock', await inStock(true)]);
  await graphqlOk(admin, writeOff, {
    input: {
      productId: product.id,
      warehouseId: south.id,
      quantity: 2,
      kind: 'DAMAGED',
      reason: 'water damage',
    },
  });
  timings.push(['written off to 0', await inStock(false)]);
  for (const [change, ms] of timings) expect(ms, change).toBeLessThan(FRESH_MS);
});
