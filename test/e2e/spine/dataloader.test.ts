import { beforeAll, expect, it } from 'vitest';
import { consumersCaughtUp, loggedEvents } from '../../../testing/events';
import { countCommands, graphqlOk, startTestStack } from '../../../testing/harness';
import {
  adminCaller,
  type Caller,
  CREATE_ORDER,
  createUser,
  createWarehouse,
  stockedProduct,
  WHO_AM_I,
} from '../../../testing/fixtures';
import type { Stack } from '../../../stack';
import type { GraphQLObjectType } from 'graphql';
import { resolvers as catalogResolvers } from '../../../subgraphs/catalog/resolvers';
import { resolvers as inventoryResolvers } from '../../../subgraphs/inventory/resolvers';
import { resolvers as orderResolvers } from '../../../subgraphs/orders/resolvers';
import { resolvers as userResolvers } from '../../../subgraphs/users/resolvers';
import { gql } from '../../../testing/__generated__';

let stack: Stack;
let caller: Caller;
let userIds: string[] = [];

const QUERY = gql(`query DataloaderOrdersQuery($limit: Int!) {
  orders(limit: $limit) {
    id total status
    user { id name email }
    items { quantity unitPrice product { id name sku price { amount } stock { available status } stockLevels { available warehouse { code } } } }
  }
}`);

beforeAll(async () => {
  // Credential checks (session revocation, JWKS) are cached far longer than this file runs, so the counts
  // below are those of the query itself.
  // Background pollers (outbox relays, the payment worker, the webhook dispatcher, usage batches) query the
  // same databases: with long intervals they stay idle once the set-up's writes are relayed, so only the
  // query is counted.
  stack = await startTestStack({
    env: {
      FIELD_RATE_LIMITS: 'false',
      AUTH_CACHE_TTL_MS: '300000',
      EVENTS_POLL_MS: '600000',
      WEBHOOK_POLL_MS: '600000',
      USAGE_FLUSH_INTERVAL_MS: '600000',
    },
    monitorCommands: true,
  });
  // The admin reads everyone's orders, and places them for the customers it created.
  caller = await adminCaller(stack);
  const warehouses = [await createWarehouse(caller), await createWarehouse(caller)];
  const products = [];
  for (let i = 0; i < 12; i++)
    products.push(await stockedProduct(caller, warehouses, 1000, { name: `Loader Product ${i}` }));
  userIds = (await Promise.all(Array.from({ length: 25 }, () => createUser(caller)))).map((user) => user.id);
  for (let i = 0; i < 50; i++) {
    await graphqlOk(caller, CREATE_ORDER, {
      input: {
        userId: userIds[i % userIds.length]!,
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
  await graphqlOk(caller, WHO_AM_I);
  // The set-up's 50 OrderCreatedEvents are in the log and every consumer (they read the orders database)
  // has handled them, so no consumer's reads land in the counts below.
  await loggedEvents(stack, { type: 'OrderCreatedEvent' }, 50);
  await consumersCaughtUp(stack.connections.users!.getClient().db(`${stack.dbPrefix}_events`));
  const counter = countCommands(stack.connections);
  const measure = async (limit: number) => {
    counter.reset();
    const data = await graphqlOk(caller, QUERY, { limit });
    expect(data.orders).toHaveLength(limit);
    for (const order of data.orders) {
      expect(userIds).toContain(order.user.id);
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

it('serves the read with the public fields’ own resolvers: no permission or plugin wrapper on each field', async () => {
  await graphqlOk(caller, QUERY, { limit: 5 });
  // Apollo Server wraps every field of a schema in place the first time a plugin wants to see fields
  // resolve; graphql-shield wraps every field it guards. Fields whose rule is `allow` need neither.
  const resolverOf = (subgraph: string, type: string, field: string) =>
    (
      stack.subgraphs.find((running) => running.name === subgraph)!.schema.getType(type) as GraphQLObjectType
    ).getFields()[field]!.resolve;
  expect(resolverOf('orders', 'Order', 'total')).toBe(orderResolvers.Order!.total);
  expect(resolverOf('orders', 'OrderItem', 'unitPrice')).toBe(orderResolvers.OrderItem!.unitPrice);
  expect(resolverOf('users', 'User', 'id')).toBe(userResolvers.User!.id);
  expect(resolverOf('catalog', 'Product', 'price')).toBe(catalogResolvers.Product!.price);
  expect(resolverOf('inventory', 'Product', 'stock')).toBe(inventoryResolvers.Product!.stock);
  // Guarded fields keep their check.
  expect(resolverOf('orders', 'Query', 'order')).not.toBe(orderResolvers.Query!.order);
  expect(resolverOf('catalog', 'Product', 'costPrice')).not.toBe(catalogResolvers.Product!.costPrice);
});

it('never shows an order that is still being placed, by id or in a batch with visible ones', async () => {
  const { orders } = await graphqlOk(caller, gql(`query DataloaderOrders { orders(limit: 1) { id } }`));
  const visibleId = orders[0]!.id;
  const Order = stack.connections.orders!.model('Order');
  const visible = await Order.findById(visibleId).lean<Record<string, unknown>>();
  const placingId = '00000000-0000-4000-8000-00000000beef';
  await Order.collection.insertOne({
    ...visible,
    _id: placingId as never,
    status: 'placing',
    reservation: 'holding',
  });
  const read = (id: string) =>
    graphqlOk(caller, gql(`query DataloaderOrder($id: ID!) { order(id: $id) { id } }`), { id });
  expect((await read(placingId)).order).toBeNull();
  // Both ids in one request: one DataLoader batch holds the placing order and the visible one.
  const both = await graphqlOk(
    caller,
    gql(`query DataloaderOrderBoth($a: ID!, $b: ID!) { a: order(id: $a) { id } b: order(id: $b) { id } }`),
    { a: placingId, b: visibleId },
  );
  expect(both).toEqual({ a: null, b: { id: visibleId } });
  await Order.collection.updateOne({ _id: placingId as never }, { $set: { status: 'pending' } });
  expect((await read(placingId)).order).toEqual({ id: placingId });
});
