import { beforeAll, expect, it } from 'vitest';
import { loggedEvents } from '../../platform/testing/events';
import { countCommands, graphqlOk, startTestStack } from '../../platform/testing/harness';
import { adminCaller, CREATE_ORDER, createUser, createWarehouse, stockedProduct, type Caller } from '../../platform/testing/fixtures';
import type { Stack } from '../../platform/stack';

let stack: Stack;
let caller: Caller;
let userIds: string[] = [];

const QUERY = `query($limit: Int!) {
  orders(limit: $limit) {
    id total status
    user { id name email }
    items { quantity unitPrice product { id name sku price { amount } stock { available status } stockLevels { available warehouse { code } } } }
  }
}`;

beforeAll(async () => {
  // Credential checks (session revocation, JWKS) are cached far longer than this file runs, so the counts
  // below are those of the query itself.
  // Background pollers (outbox relays, the payment worker) query the same databases: with a long poll
  // interval they stay idle once the set-up's writes are relayed, so only the query is counted.
  stack = await startTestStack({ env: { FIELD_RATE_LIMITS: 'false', AUTH_CACHE_TTL_MS: '300000', EVENTS_POLL_MS: '600000' }, monitorCommands: true });
  // The admin reads everyone's orders, and places them for the customers it created.
  caller = await adminCaller(stack);
  const warehouses = [await createWarehouse(caller), await createWarehouse(caller)];
  const products = [];
  for (let i = 0; i < 12; i++) products.push(await stockedProduct(caller, warehouses, 1000, { name: `Loader Product ${i}` }));
  userIds = (await Promise.all(Array.from({ length: 25 }, () => createUser(caller)))).map((user) => user.id);
  for (let i = 0; i < 50; i++) {
    await graphqlOk(caller, CREATE_ORDER, {
      input: {
        userId: userIds[i % userIds.length],
        items: [
          { productId: products[i % products.length]!.id, quantity: 1 },
          { productId: products[(i + 5) % products.length]!.id, quantity: 2 },
        ],
      },
    });
  }
});

it('reads 50 orders with users, items, products and stock in a constant number of database round trips', async () => {
  // Warm the gateway's credential caches first: the first request of a token looks its session up.
  await graphqlOk(caller, '{ me { id } }');
  // The set-up's 50 OrderCreatedEvents have reached their consumers (which read the orders database).
  await loggedEvents(stack, { type: 'OrderCreatedEvent' }, 50);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const counter = countCommands(stack.connections);
  const measure = async (limit: number) => {
    counter.reset();
    const data = await graphqlOk<{ orders: Array<{ user: { id: string }; items: Array<{ product: { stock: { available: number } } }> }> }>(caller, QUERY, { limit });
    expect(data.orders).toHaveLength(limit);
    for (const order of data.orders) {
      expect(order.user.id).toBeTruthy();
      for (const item of order.items) expect(item.product.stock.available).toBeGreaterThan(0);
    }
    return { ...counter.counts };
  };

  const fifty = await measure(50);
  const five = await measure(5);
  // One query per subgraph and entity kind: orders (1), users (1), catalog products (1),
  // inventory warehouses + stock levels (2). N+1 would make these grow with the number of orders.
  expect(fifty).toEqual({ users: 1, orders: 1, catalog: 1, inventory: 2 });
  expect(five).toEqual(fifty);
});
