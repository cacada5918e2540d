import { beforeAll, describe, expect, it } from 'vitest';
import { graphql, graphqlOk, startTestStack } from '../../../testing/harness';
import {
  adminCaller,
  CREATE_ORDER,
  createProduct,
  createUser,
  createWarehouse,
  setStock,
  stockedProduct,
  stockOf,
  type Caller,
} from '../../../testing/fixtures';
import type { Stack } from '../../../stack';
import { untypedDocument } from '../../../platform/graphql/documents';
import { gql } from '../../../testing/__generated__';
import type { CreateOrderInput, OrderStatus, SetStockInput } from '../../../testing/__generated__/graphql';

/** Every required GraphQL operation (REQ-GQL-1..3), through the real gateway and subgraphs. */
let stack: Stack;
let caller: Caller;
let warehouses: Array<{ id: string }>;

beforeAll(async () => {
  stack = await startTestStack({ env: { FIELD_RATE_LIMITS: 'false' } });
  // Staff data (products, stock, customer records) and orders placed for customers: the bootstrap admin.
  caller = await adminCaller(stack);
  warehouses = [await createWarehouse(caller), await createWarehouse(caller)];
});

function firstError(result: { errors?: Array<{ extensions?: Record<string, unknown>; message: string }> }) {
  expect(result.errors, 'expected an error').toBeDefined();
  return result.errors![0]!;
}

describe('health and transport', () => {
  it('answers /health with every subgraph reachable', async () => {
    const response = await fetch(`${stack.gatewayUrl}/health`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { status: string; subgraphs: Record<string, { ok: boolean }> };
    expect(body.status).toBe('ok');
    expect(Object.keys(body.subgraphs).sort()).toEqual(['catalog', 'inventory', 'orders', 'users']);
  });

  it('lets Apollo Sandbox through CORS and echoes a request id', async () => {
    const response = await fetch(stack.graphqlUrl, {
      method: 'OPTIONS',
      headers: { origin: 'https://studio.apollographql.com', 'access-control-request-method': 'POST' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('https://studio.apollographql.com');
    const result = await graphql(
      caller,
      gql(`query SpineTypename { __typename }`),
      {},
      { 'x-request-id': 'req-abc-123' },
    );
    expect(result.headers.get('x-request-id')).toBe('req-abc-123');
  });

  it('refuses a subgraph called directly without the gateway signature', async () => {
    const response = await fetch(stack.subgraphUrls.users, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ users { id } }' }),
    });
    expect(response.status).toBe(401);
  });

  it('refuses a forged signature', async () => {
    const response = await fetch(stack.subgraphUrls.users, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-gateway-identity': 'eyJ2IjoxfQ.forged' },
      body: JSON.stringify({ query: '{ users { id } }' }),
    });
    expect(response.status).toBe(401);
  });

  it('hides the internal saga operations from the public schema', async () => {
    // An @inaccessible field: the API schema has no such field, so codegen refuses to type it.
    const result = await graphql(
      caller,
      untypedDocument(`mutation SpineReserveStock { reserveStock(reservationId: "x", lines: []) }`),
    );
    expect(firstError(result).extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });
});

describe('users', () => {
  it('creates, reads, lists, updates and deletes a user', async () => {
    const created = await graphqlOk(
      caller,
      gql(
        `mutation SpineCreateUser { createUser(input: { name: "  Grace Hopper ", email: "Grace@Example.com" }) { id name email number status } }`,
      ),
    );
    expect(created.createUser).toMatchObject({
      name: 'Grace Hopper',
      email: 'grace@example.com',
      status: 'ACTIVE',
    });
    expect(Number.isInteger(created.createUser.number)).toBe(true);
    const id = created.createUser.id;

    const read = await graphqlOk(
      caller,
      gql(`query SpineUser($id: ID!) { user(id: $id) { email orders { id } } }`),
      { id },
    );
    expect(read.user).toEqual({ email: 'grace@example.com', orders: [] });

    const updated = await graphqlOk(
      caller,
      gql(
        `mutation SpineUpdateUser($id: ID!) { updateUser(id: $id, input: { name: "Rear Admiral Hopper", status: INACTIVE }) { name status } }`,
      ),
      { id },
    );
    expect(updated.updateUser).toEqual({ name: 'Rear Admiral Hopper', status: 'INACTIVE' });

    const deleted = await graphqlOk(
      caller,
      gql(`mutation SpineDeleteUser($id: ID!) { deleteUser(id: $id) }`),
      { id },
    );
    expect(deleted.deleteUser).toBe(true);
    const gone = await graphqlOk(caller, gql(`query SpineUserGone($id: ID!) { user(id: $id) { id } }`), {
      id,
    });
    expect(gone.user).toBeNull();
    const again = await graphql(
      caller,
      gql(`mutation SpineDeleteDeletedUser($id: ID!) { deleteUser(id: $id) }`),
      { id },
    );
    // A deletion is a request the person may cancel for 30 days: asking again is a conflict, and the
    // address stays taken until the erasure (test/e2e/identity/privacy.test.ts frees it after the window).
    expect(firstError(again).extensions?.code).toBe('DELETION_ALREADY_REQUESTED');
    const taken = await graphql(
      caller,
      gql(`mutation SpineCreateTakenUser($input: CreateUserInput!) { createUser(input: $input) { id } }`),
      { input: { name: 'Grace again', email: 'grace@example.com' } },
    );
    expect(firstError(taken).extensions).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'ALREADY_EXISTS' });
  });

  it('pages users with the documented defaults and cap', async () => {
    for (let i = 0; i < 12; i++) await createUser(caller);
    const defaults = await graphqlOk(caller, gql(`query SpineUsers { users { id } }`));
    expect(defaults.users).toHaveLength(10);
    const capped = await graphqlOk(caller, gql(`query SpineUsersCapped { users(limit: 5000) { id } }`));
    expect(capped.users.length).toBeGreaterThanOrEqual(12);
    expect(capped.users.length).toBeLessThanOrEqual(100);
    const paged = await graphqlOk(
      caller,
      gql(
        `query SpineUsersPaged { a: users(limit: 2, offset: 0) { id } b: users(limit: 2, offset: 1) { id } }`,
      ),
    );
    expect(paged.b[0]!.id).toBe(paged.a[1]!.id);
    const bad = await graphql(caller, gql(`query SpineUsersBad { users(limit: 0) { id } }`));
    expect(firstError(bad).extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'limit' });
  });

  it.each([
    [{ name: '', email: 'a@example.com' }, 'input.name', 'REQUIRED'],
    [{ name: 'A', email: 'not-an-email' }, 'input.email', 'INVALID_FORMAT'],
    [{ name: 'x'.repeat(256), email: 'long@example.com' }, 'input.name', 'TOO_LONG'],
  ])('rejects invalid user input %#', async (input, field, reason) => {
    const result = await graphql(
      caller,
      gql(`mutation SpineCreateInvalidUser($input: CreateUserInput!) { createUser(input: $input) { id } }`),
      { input },
    );
    expect(firstError(result).extensions).toMatchObject({ code: 'BAD_USER_INPUT', field, reason });
  });

  it('rejects a duplicate email, case-insensitively, naming the field', async () => {
    await createUser(caller, { email: 'dup@example.com' });
    const result = await graphql(
      caller,
      gql(
        `mutation SpineCreateDuplicateEmail { createUser(input: { name: "B", email: "DUP@example.com" }) { id } }`,
      ),
    );
    expect(firstError(result).extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'input.email',
      reason: 'ALREADY_EXISTS',
    });
  });

  it('refuses to set the deleted status through updateUser', async () => {
    const user = await createUser(caller);
    const result = await graphql(
      caller,
      gql(
        `mutation SpineSetDeletedStatus($id: ID!) { updateUser(id: $id, input: { status: DELETED }) { id } }`,
      ),
      { id: user.id },
    );
    expect(firstError(result).extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.status' });
  });

  it('gives concurrent creations distinct int32 numbers', async () => {
    const users = await Promise.all(Array.from({ length: 20 }, () => createUser(caller)));
    expect(new Set(users.map((user) => user.number)).size).toBe(20);
  });
});

describe('orders', () => {
  it('creates an order priced by the server and reads it back across every subgraph', async () => {
    const user = await createUser(caller, { name: 'Order Owner' });
    const shoe = await stockedProduct(caller, warehouses, 10, { name: 'Trail Shoe', price: '89.99' });
    const sock = await stockedProduct(caller, warehouses, 10, { name: 'Wool Sock', price: '0.10' });
    const created = await graphqlOk(caller, CREATE_ORDER, {
      input: {
        userId: user.id,
        items: [
          { productId: shoe.id, quantity: 2 },
          { productId: sock.id, quantity: 3 },
        ],
      },
    });
    // 2 × 89.99 + 3 × 0.10 = 180.28 exactly (0.1 + 0.2 style float drift would show here).
    expect(created.createOrder).toMatchObject({ total: 180.28, status: 'PENDING', currency: 'USD' });

    const read = await graphqlOk(
      caller,
      gql(`query SpineOrder($id: ID!) { order(id: $id) { totalAmount { amount } user { name }
         items { quantity unitPrice product { name stock { available reserved } } } history { from to } } }`),
      { id: created.createOrder.id },
    );
    expect(read.order!.totalAmount.amount).toBe('180.28');
    expect(read.order!.user.name).toBe('Order Owner');
    expect(read.order!.items[0]).toMatchObject({
      quantity: 2,
      unitPrice: 89.99,
      product: { name: 'Trail Shoe', stock: { available: 8, reserved: 2 } },
    });
    expect(read.order!.history).toEqual([{ from: null, to: 'PENDING' }]);

    const mine = await graphqlOk(
      caller,
      gql(`query SpineUserMine($id: ID!) { user(id: $id) { orders { id } } }`),
      {
        id: user.id,
      },
    );
    expect(mine.user!.orders.map((order) => order.id)).toEqual([created.createOrder.id]);
  });

  it('reads a missing order as null', async () => {
    const result = await graphqlOk(
      caller,
      gql(`query SpineMissingOrder { order(id: "00000000-0000-0000-0000-000000000000") { id } }`),
    );
    expect(result.order).toBeNull();
  });

  it('creates nothing when stock is short, names the product, and releases earlier lines', async () => {
    const user = await createUser(caller);
    const plenty = await stockedProduct(caller, warehouses, 5, { name: 'Plenty' });
    const scarce = await stockedProduct(caller, warehouses, 1, { name: 'Scarce Lamp', sku: 'LAMP-SCARCE-1' });
    const result = await graphql(caller, CREATE_ORDER, {
      input: {
        userId: user.id,
        items: [
          { productId: plenty.id, quantity: 3 },
          { productId: scarce.id, quantity: 2 },
        ],
      },
    });
    const error = firstError(result);
    expect(error.extensions).toMatchObject({ code: 'INSUFFICIENT_STOCK', productId: scarce.id });
    expect(error.message).toContain('Scarce Lamp');
    const after = await graphqlOk(
      caller,
      gql(
        `query SpineNothingReserved($u: ID!, $p: ID!) { user(id: $u) { orders { id } } p: product(id: $p) { stock { available reserved } } }`,
      ),
      { u: user.id, p: plenty.id },
    );
    expect(after.user!.orders).toEqual([]);
    expect(after.p!.stock).toEqual({ available: 5, reserved: 0 });
    const stored = await stack.connections.orders!.collection('orders').countDocuments({ userId: user.id });
    expect(stored).toBe(0);
  });

  it('reserves across warehouses when no single one has enough', async () => {
    const user = await createUser(caller);
    const product = await stockedProduct(caller, warehouses, 6);
    await graphqlOk(caller, CREATE_ORDER, {
      input: { userId: user.id, items: [{ productId: product.id, quantity: 5 }] },
    });
    const levels = await graphqlOk(
      caller,
      gql(`query SpineStockLevels($id: ID!) { stockLevels(productId: $id) { available reserved } }`),
      { id: product.id },
    );
    expect(levels.stockLevels.reduce((sum, level) => sum + level.available, 0)).toBe(1);
    expect(levels.stockLevels.reduce((sum, level) => sum + level.reserved, 0)).toBe(5);
  });

  it.each([
    ['quantity 0', { quantity: 0 }, 'input.items[0].quantity'],
    ['negative quantity', { quantity: -2 }, 'input.items[0].quantity'],
    ['unknown product', { productId: '11111111-1111-1111-1111-111111111111' }, 'input.items[0].productId'],
  ])('rejects %s naming the field', async (_label, change, field) => {
    const user = await createUser(caller);
    const product = await stockedProduct(caller, warehouses, 5);
    const result = await graphql(caller, CREATE_ORDER, {
      input: { userId: user.id, items: [{ productId: product.id, quantity: 1, ...change }] },
    });
    expect(firstError(result).extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
  });

  it('rejects an unknown user, a bad currency, a future date and an empty order', async () => {
    const user = await createUser(caller);
    const product = await stockedProduct(caller, warehouses, 5);
    const items = [{ productId: product.id, quantity: 1 }];
    const cases: Array<[CreateOrderInput, string]> = [
      [{ userId: '22222222-2222-2222-2222-222222222222', items }, 'input.userId'],
      [{ userId: user.id, items, currency: 'XYZ' }, 'input.currency'],
      [{ userId: user.id, items, currency: 'EUR' }, 'input.currency'],
      [
        { userId: user.id, items, orderDate: new Date(Date.now() + 86_400_000).toISOString() },
        'input.orderDate',
      ],
      [{ userId: user.id, items: [] }, 'input.items'],
    ];
    for (const [input, field] of cases) {
      const result = await graphql(caller, CREATE_ORDER, { input });
      expect(firstError(result).extensions, JSON.stringify(input)).toMatchObject({
        code: 'BAD_USER_INPUT',
        field,
      });
    }
  });

  it('refuses products that are not active', async () => {
    const user = await createUser(caller);
    const draft = await createProduct(caller, { status: 'DRAFT', name: 'Draft Thing' });
    await setStock(caller, draft.id, warehouses[0]!.id, 10);
    const result = await graphql(caller, CREATE_ORDER, {
      input: { userId: user.id, items: [{ productId: draft.id, quantity: 1 }] },
    });
    expect(firstError(result).extensions).toMatchObject({ code: 'PRODUCT_UNAVAILABLE', productId: draft.id });
  });

  it('refuses orders from inactive customers', async () => {
    const user = await createUser(caller);
    await graphqlOk(
      caller,
      gql(
        `mutation SpineDeactivateUser($id: ID!) { updateUser(id: $id, input: { status: INACTIVE }) { id } }`,
      ),
      { id: user.id },
    );
    const product = await stockedProduct(caller, warehouses, 5);
    const result = await graphql(caller, CREATE_ORDER, {
      input: { userId: user.id, items: [{ productId: product.id, quantity: 1 }] },
    });
    expect(firstError(result).extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'input.userId',
      reason: 'NOT_ALLOWED',
    });
  });

  it('refuses transitions the state machine does not allow, and cancelling returns the stock', async () => {
    const user = await createUser(caller);
    const product = await stockedProduct(caller, warehouses, 4);
    const stock = () => stockOf(caller, product.id);
    const update = (id: string, status: OrderStatus) =>
      graphql(
        caller,
        gql(
          `mutation SpineUpdateOrder($id: ID!, $s: OrderStatus!) { updateOrder(id: $id, input: { status: $s }) { status state } }`,
        ),
        { id, s: status },
      );
    const order = (
      await graphqlOk(caller, CREATE_ORDER, {
        input: { userId: user.id, items: [{ productId: product.id, quantity: 2 }] },
      })
    ).createOrder;

    const skip = await update(order.id, 'DELIVERED');
    expect(firstError(skip).extensions).toMatchObject({
      code: 'INVALID_STATUS_TRANSITION',
      from: 'PENDING',
      to: 'DELIVERED',
    });
    // PROCESSING follows from a charged payment (test/lifecycle), never from a request.
    expect(firstError(await update(order.id, 'PROCESSING')).extensions).toMatchObject({
      code: 'INVALID_STATUS_TRANSITION',
      to: 'PROCESSING',
    });
    expect(await stock()).toEqual({ available: 2, reserved: 2 });
    expect((await update(order.id, 'CANCELLED')).data?.updateOrder).toEqual({
      status: 'CANCELLED',
      state: 'CANCELLED',
    });
    // The stock consumer releases the reservation on OrderCancelledEvent.
    await expect.poll(stock, { timeout: 10_000 }).toEqual({ available: 4, reserved: 0 });
    const revive = await update(order.id, 'PENDING');
    expect(firstError(revive).extensions?.code).toBe('INVALID_STATUS_TRANSITION');
    const history = await graphqlOk(
      caller,
      gql(`query SpineOrderHistory($id: ID!) { order(id: $id) { history { from to toState eventId } } }`),
      {
        id: order.id,
      },
    );
    expect(history.order!.history.map((change) => [change.from, change.to])).toEqual([
      [null, 'PENDING'],
      ['PENDING', 'CANCELLED'],
    ]);
    expect(history.order!.history.every((change) => change.eventId)).toBe(true);
  });

  it('updates notes, rejects unknown orders and invalid enum values', async () => {
    const user = await createUser(caller);
    const product = await stockedProduct(caller, warehouses, 2);
    const order = (
      await graphqlOk(caller, CREATE_ORDER, {
        input: { userId: user.id, items: [{ productId: product.id, quantity: 1 }] },
      })
    ).createOrder;
    const noted = await graphqlOk(
      caller,
      gql(
        `mutation SpineUpdateOrderNoted($id: ID!) { updateOrder(id: $id, input: { notes: "Leave at the door" }) { notes status } }`,
      ),
      { id: order.id },
    );
    expect(noted.updateOrder).toEqual({ notes: 'Leave at the door', status: 'PENDING' });
    const missing = await graphql(
      caller,
      gql(
        `mutation SpineUpdateOrderMissing { updateOrder(id: "33333333-3333-3333-3333-333333333333", input: { status: PROCESSING }) { id } }`,
      ),
    );
    expect(firstError(missing).extensions?.code).toBe('ORDER_NOT_FOUND');
    const badEnum = await graphql(
      caller,
      // RETURNED is a state, not an OrderStatus: meant to fail validation, so codegen cannot type it.
      untypedDocument(
        `mutation SpineBadStatus($id: ID!) { updateOrder(id: $id, input: { status: RETURNED }) { id } }`,
      ),
      { id: order.id },
    );
    expect(firstError(badEnum).extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('searches orders by id, status, user name or email, and product name or SKU', async () => {
    const user = await createUser(caller, {
      name: 'Zebulon Searchable',
      email: `zeb-${Date.now()}@example.org`,
    });
    const product = await stockedProduct(caller, warehouses, 10, {
      name: 'Quokka Plush',
      sku: `QUOKKA-${Date.now()}`,
    });
    const order = (
      await graphqlOk(caller, CREATE_ORDER, {
        input: { userId: user.id, items: [{ productId: product.id, quantity: 1 }] },
      })
    ).createOrder;
    const search = async (query: string) =>
      (
        await graphqlOk(
          caller,
          gql(`query SpineSearchOrders($q: String!) { searchOrders(query: $q) { id } }`),
          { q: query },
        )
      ).searchOrders.map((found) => found.id);
    expect((await search(order.id))[0]).toBe(order.id);
    expect(await search('zebulon')).toContain(order.id);
    expect(await search(user.email.toUpperCase())).toContain(order.id);
    expect(await search('quokka')).toContain(order.id);
    expect((await search(product.sku))[0]).toBe(order.id);
    expect(await search('pending')).toContain(order.id);
    expect(await search('no such thing anywhere')).toEqual([]);
    const empty = await graphql(
      caller,
      gql(`query SpineSearchOrdersEmpty { searchOrders(query: "   ") { id } }`),
    );
    expect(firstError(empty).extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'query' });
  });
});

describe('catalog and inventory', () => {
  it('rejects duplicate SKUs, bad prices and negative stock', async () => {
    const product = await createProduct(caller, { sku: 'UNIQUE-SKU-1' });
    const duplicate = await graphql(
      caller,
      gql(
        `mutation SpineCreateProduct { createProduct(input: { sku: "UNIQUE-SKU-1", name: "Again", price: "1.00" }) { id } }`,
      ),
    );
    expect(firstError(duplicate).extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'input.sku',
      reason: 'ALREADY_EXISTS',
    });
    const precise = await graphql(
      caller,
      gql(
        `mutation SpineCreateProductPrecise { createProduct(input: { sku: "P-3DP", name: "Too precise", price: "1.005" }) { id } }`,
      ),
    );
    expect(firstError(precise).extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.price' });
    const negative = await graphql(
      caller,
      gql(
        `mutation SpineCreateProductNegative { createProduct(input: { sku: "P-NEG", name: "Negative", price: "-1" }) { id } }`,
      ),
    );
    expect(firstError(negative).extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.price' });
    const below = await graphql(
      caller,
      gql(
        `mutation SpineAdjustBelowZero($p: ID!, $w: ID!) { adjustStock(productId: $p, warehouseId: $w, delta: -1) { available } }`,
      ),
      {
        p: product.id,
        w: warehouses[0]!.id,
      },
    );
    expect(firstError(below).extensions?.code).toBe('INSUFFICIENT_STOCK');
    const negativeSet = await graphql(
      caller,
      gql(
        `mutation SpineSetNegativeStock($p: ID!, $w: ID!) { setStock(input: { productId: $p, warehouseId: $w, available: -5 }) { available } }`,
      ),
      {
        p: product.id,
        w: warehouses[0]!.id,
      },
    );
    expect(firstError(negativeSet).extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'input.available',
    });
    const orphan = await graphql(
      caller,
      gql(
        `mutation SpineSetStockOrphan($w: ID!) { setStock(input: { productId: "no-such-product", warehouseId: $w, available: 5 }) { available } }`,
      ),
      { w: warehouses[0]!.id },
    );
    expect(firstError(orphan).extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.productId' });
  });

  it('reports stock status for in stock, low, out and backorder', async () => {
    const product = await createProduct(caller);
    const status = async () =>
      (
        await graphqlOk(
          caller,
          gql(`query SpineProduct($id: ID!) { product(id: $id) { stock { status } } }`),
          { id: product.id },
        )
      ).product!.stock.status;
    gql(`fragment SpineLevel on StockLevel { available reserved damaged incoming reorderPoint }`);
    const set = async (input: Omit<SetStockInput, 'productId' | 'warehouseId'>) =>
      (
        await graphqlOk(
          caller,
          gql(`mutation SpineSetStock($input: SetStockInput!) { setStock(input: $input) { ...SpineLevel } }`),
          { input: { productId: product.id, warehouseId: warehouses[0]!.id, ...input } },
        )
      ).setStock;
    const adjust = async (delta: number) =>
      (
        await graphqlOk(
          caller,
          gql(
            `mutation SpineAdjustStock($p: ID!, $w: ID!, $d: Int!) { adjustStock(productId: $p, warehouseId: $w, delta: $d) { ...SpineLevel } }`,
          ),
          { p: product.id, w: warehouses[0]!.id, d: delta },
        )
      ).adjustStock;
    expect(await status()).toBe('OUT_OF_STOCK');
    // The first write creates the level: what it does not set starts at the defaults.
    expect(await set({ available: 50, reorderPoint: 10 })).toEqual({
      available: 50,
      reserved: 0,
      damaged: 0,
      incoming: 0,
      reorderPoint: 10,
    });
    expect(await status()).toBe('IN_STOCK');
    expect(await set({ available: 5 })).toMatchObject({ available: 5, reorderPoint: 10 });
    expect(await status()).toBe('LOW_STOCK');
    expect(await set({ available: 0, incoming: 20 })).toMatchObject({ available: 0, incoming: 20 });
    // Incoming units can be ordered only when the product's backorder policy allows it.
    expect(await status()).toBe('OUT_OF_STOCK');
    await graphqlOk(
      caller,
      gql(
        `mutation SpineAllowBackorders($input: SetBackorderPolicyInput!) { setBackorderPolicy(input: $input) { allowed } }`,
      ),
      { input: { productId: product.id, allow: true, limit: 5 } },
    );
    expect(await status()).toBe('BACKORDER');
    expect(await adjust(3)).toMatchObject({ available: 3, incoming: 20 });
    expect(await adjust(-2)).toMatchObject({ available: 1, incoming: 20 });
  });
});
