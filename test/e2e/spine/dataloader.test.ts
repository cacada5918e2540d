import { beforeAll, expect, inject, it } from 'vitest';
import { consumersCaughtUp, loggedEvents } from '../../../testing/events';
import { countCommands, graphqlOk, startTestStack, watchCommands } from '../../../testing/harness';
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
import { ORDER_QUERY } from '../../../bench/lib/query';

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
  // Background pollers (outbox relays, the payment worker, the webhook dispatcher, usage batches, the
  // notification sender and the job runner, both on the users database) query the
  // same databases: with long intervals they stay idle once the set-up's writes are relayed, so only the
  // query is counted.
  stack = await startTestStack({
    env: {
      FIELD_RATE_LIMITS: 'false',
      AUTH_CACHE_TTL_MS: '300000',
      EVENTS_POLL_MS: '600000',
      PAYMENTS_POLL_MS: '600000',
      WEBHOOK_POLL_MS: '600000',
      USAGE_FLUSH_INTERVAL_MS: '600000',
      NOTIFY_POLL_MS: '600000',
      JOBS_POLL_MS: '600000',
      // The warehouse list stays in the inventory process for the whole file once read (see below).
      WAREHOUSE_CACHE_MS: '600000',
      // The catalog's search replica looks for changed products and categories on this interval: on a busy
      // machine a read spans several of its looks, which would land in the catalog's count.
      SEARCH_REFRESH_MS: '60000',
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

  // The first read after start may also read the warehouse list, which the inventory process then keeps
  // (WAREHOUSE_CACHE_MS): one inventory query more, once, unless the catalog's search feed asking
  // inventory for stock already had it read.
  const first = await measure(5);
  const fifty = await measure(50);
  const five = await measure(5);
  expect(first).toEqual({
    users: 1,
    orders: 1,
    catalog: 1,
    inventory: expect.toSatisfy((n) => n === 1 || n === 2),
  });
  // One query per subgraph and entity kind: orders (1), users (1), catalog products (1), inventory stock
  // levels (1). N+1 would make these grow with the number of orders.
  expect(fifty).toEqual({ users: 1, orders: 1, catalog: 1, inventory: 1 });
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

/** A query a driver sent: its database, collection, and the filter that picks the documents. */
interface Sent {
  db: string;
  collection: string;
  command: string;
  filter: Record<string, unknown>;
}

/** The filter of a read or a targeted write, as the server receives it. */
function filterOf(
  command: Record<string, unknown>,
): { collection: string; filter: Record<string, unknown> } | null {
  if (typeof command.find === 'string')
    return { collection: command.find, filter: (command.filter ?? {}) as never };
  if (typeof command.findAndModify === 'string')
    return { collection: command.findAndModify, filter: (command.query ?? {}) as never };
  if (typeof command.aggregate === 'string') {
    const first = (command.pipeline as Array<Record<string, unknown>>)[0];
    return { collection: command.aggregate, filter: (first?.$match ?? {}) as never };
  }
  if (typeof command.update === 'string' || typeof command.delete === 'string') {
    const statements = (command.updates ?? command.deletes) as Array<{ q: Record<string, unknown> }>;
    return { collection: String(command.update ?? command.delete), filter: statements[0]?.q ?? {} };
  }
  return null;
}

it('reads the benchmark order, its API key included, only through _id or a unique index', async () => {
  // How this is checked on every backend: each query the read sends must select by `_id` or by the
  // fields of a unique index of its collection. Those are the indexes every server uses, the embedded
  // mongo-java-server included (it scans for non-unique ones), so the cost of the read cannot grow with the
  // collections. On a real mongod each query's plan is also explained and must not scan the collection.
  const { createApiKey } = await graphqlOk(
    caller,
    gql(
      `mutation DataloaderIndexKey { createApiKey(input: { name: "index check", scopes: ["read"] }) { key } }`,
    ),
  );
  const { orders } = await graphqlOk(caller, gql(`query DataloaderIndexOrder { orders(limit: 1) { id } }`));
  const sent: Sent[] = [];
  const stopWatching = watchCommands(stack.connections, (event) => {
    const target = filterOf(event.command);
    if (target) sent.push({ db: event.databaseName, command: event.commandName, ...target });
  });
  try {
    // A key the gateway has not seen: its first request looks it up by hash, as a cold cache would.
    const keyed = { url: stack.graphqlUrl, headers: { 'x-api-key': createApiKey.key } };
    const data = await graphqlOk(keyed, ORDER_QUERY, { id: orders[0]!.id });
    expect(data.order?.id).toBe(orders[0]!.id);
  } finally {
    stopWatching();
  }
  const reads = sent.filter(
    (query) => !query.collection.startsWith('events') && query.collection !== 'outbox',
  );
  expect(reads.map((query) => query.collection)).toEqual(
    expect.arrayContaining(['orders', 'users', 'api_keys', 'products', 'stock_levels']),
  );
  const client = stack.connections.orders!.getClient();
  // The run's MongoDB (testing/global-setup.ts): the embedded server has no `explain`.
  const explainable = !inject('mongoBackend').startsWith('mongo-java-server');
  for (const query of reads) {
    const fields = Object.keys(query.filter).filter((field) => !field.startsWith('$'));
    const indexes = await client.db(query.db).collection(query.collection).indexes();
    const unique = indexes.filter((index) => index.unique || index.name === '_id_');
    const covered = unique.some((index) => Object.keys(index.key).every((field) => fields.includes(field)));
    expect(
      covered,
      `${query.command} on ${query.db}.${query.collection} by ${fields.join(', ') || 'nothing'}`,
    ).toBe(true);
    if (explainable) {
      const plan = await client
        .db(query.db)
        .collection(query.collection)
        .find(query.filter as never)
        .explain();
      expect(JSON.stringify(plan.queryPlanner.winningPlan)).not.toContain('COLLSCAN');
    }
  }
});
