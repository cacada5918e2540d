import { randomUUID } from 'node:crypto';
import { Validator } from '@seriousme/openapi-schema-validator';
import { beforeAll, describe, expect, it } from 'vitest';
import { restRoutes } from '../../../gateway/rest/routes';
import type { ApiVersion } from '../../../gateway/rest/versions';
import {
  adminCaller,
  cards,
  createWarehouse,
  registerCustomer,
  setStock,
  stockedProduct,
  type Account,
  type Caller,
} from '../../../testing/fixtures';
import { graphqlOk, startTestStack } from '../../../testing/harness';
import type { Stack } from '../../../stack';
import { gql } from '../../../testing/__generated__';

/** The REST adapter: every route in v1, v2 and v3 (beta), the envelope, errors, headers and version negotiation. */
let stack: Stack;
let admin: Caller;
let adminToken: string;
let customer: Account;
let warehouses: Array<{ id: string }>;

const table = restRoutes({ maxPageSize: 100 });
const VERSIONS: ApiVersion[] = ['v1', 'v2', 'v3'];

interface Answer {
  status: number;
  headers: Headers;
  body: {
    data?: unknown;
    error?: { code: string; message: string; status: number; details?: Record<string, unknown> };
    meta: { timestamp: string; request_id: string; page?: Record<string, unknown> };
  };
}

async function rest(
  method: string,
  path: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const response = await fetch(`${stack.gatewayUrl}${path}`, {
    method,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...options.headers,
    },
    ...(options.body !== undefined
      ? { body: typeof options.body === 'string' ? options.body : JSON.stringify(options.body) }
      : {}),
  });
  const body = (await response.json()) as Answer['body'];
  // Every answer, success or failure, carries meta with an ISO UTC timestamp and the request id (also a header).
  expect(body.meta.timestamp).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  expect(body.meta.request_id).toBe(response.headers.get('x-request-id'));
  if (body.error) expect(body.error.status).toBe(response.status);
  return { status: response.status, headers: response.headers, body };
}

/** The answer is a success whose `data` matches the schema the OpenAPI document publishes for it. */
function ok<T>(answer: Answer, version: ApiVersion, routeName: string, status = 200): T {
  expect(answer.body.error, JSON.stringify(answer.body.error)).toBeUndefined();
  expect(answer.status).toBe(status);
  const binding = table.find((route) => route.name === routeName)!.versions[version]!;
  const items = binding.list ? (answer.body.data as unknown[]) : [answer.body.data];
  for (const item of items) binding.response.parse(item);
  return answer.body.data as T;
}

function failed(answer: Answer, status: number, code: string) {
  expect(answer.status).toBe(status);
  expect(answer.body.data).toBeUndefined();
  expect(answer.body.error?.code).toBe(code);
  return answer.body.error!;
}

beforeAll(async () => {
  stack = await startTestStack({ env: { FIELD_RATE_LIMITS: 'false' } });
  admin = await adminCaller(stack);
  adminToken = admin.headers!.authorization!.slice('Bearer '.length);
  customer = await registerCustomer(stack, { name: 'Rest Customer' });
  warehouses = [await createWarehouse(admin), await createWarehouse(admin)];
});

describe.each(VERSIONS)('%s users', (version) => {
  const base = `/api/${version}`;

  it('creates, reads, updates and deletes a user, with 201, 404 and 409 on the way', async () => {
    const email = `rest-${version}-${Date.now()}@example.com`;
    const created = ok<{ id: string; name: string; email: string; status: string }>(
      await rest('POST', `${base}/users`, { token: adminToken, body: { name: ' Ada ', email } }),
      version,
      'createUser',
      201,
    );
    expect(created).toMatchObject({ name: 'Ada', email, status: 'active' });
    if (version !== 'v1') expect(created).toMatchObject({ number: expect.any(Number), phone: null });
    else expect(created).not.toHaveProperty('number');

    const read = ok<{ id: string }>(
      await rest('GET', `${base}/users/${created.id}`, { token: adminToken }),
      version,
      'getUser',
    );
    expect(read.id).toBe(created.id);

    const duplicate = failed(
      await rest('POST', `${base}/users`, { token: adminToken, body: { name: 'Ada', email } }),
      409,
      'BAD_USER_INPUT',
    );
    expect(duplicate.details?.fields).toEqual([
      expect.objectContaining({ field: 'email', reason: 'ALREADY_EXISTS' }),
    ]);

    const updated = ok<{ name: string; status: string }>(
      await rest('PUT', `${base}/users/${created.id}`, {
        token: adminToken,
        body: { name: 'Ada Lovelace', status: 'inactive' },
      }),
      version,
      'updateUser',
    );
    expect(updated).toMatchObject({ name: 'Ada Lovelace', status: 'inactive' });

    expect(
      ok(await rest('DELETE', `${base}/users/${created.id}`, { token: adminToken }), version, 'deleteUser'),
    ).toEqual({ id: created.id, deleted: true });
    failed(await rest('GET', `${base}/users/${created.id}`, { token: adminToken }), 404, 'USER_NOT_FOUND');
    // The deletion is a pending request for 30 days: a second one is a conflict, nothing changes.
    failed(
      await rest('DELETE', `${base}/users/${created.id}`, { token: adminToken }),
      409,
      'DELETION_ALREADY_REQUESTED',
    );
    failed(
      await rest('PUT', `${base}/users/${created.id}`, { token: adminToken, body: { name: 'x' } }),
      404,
      'USER_NOT_FOUND',
    );
  });

  it('answers 400 with the fields at fault, from the request shape and from the service rules', async () => {
    const shape = failed(
      await rest('POST', `${base}/users`, { token: adminToken, body: { email: 42 } }),
      400,
      'BAD_USER_INPUT',
    );
    expect(shape.details?.fields).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'name', reason: 'REQUIRED' }),
        expect.objectContaining({ field: 'email', reason: 'INVALID_FORMAT' }),
      ]),
    );
    const rule = failed(
      await rest('POST', `${base}/users`, { token: adminToken, body: { name: 'A', email: 'not-an-email' } }),
      400,
      'BAD_USER_INPUT',
    );
    // Exactly these details: the service's own naming (`inputField`) and the subgraph's name never show.
    expect(rule.details).toEqual({
      fields: [{ field: 'email', reason: 'INVALID_FORMAT', message: expect.any(String) }],
    });
    failed(await rest('POST', `${base}/users`, { token: adminToken, body: '{"name": ' }), 400, 'BAD_REQUEST');
    failed(await rest('POST', `${base}/users`, { token: adminToken, body: [1, 2] }), 400, 'BAD_REQUEST');
    const plain = await rest('POST', `${base}/users`, {
      token: adminToken,
      headers: { 'content-type': 'text/plain' },
    });
    failed(plain, 400, 'BAD_REQUEST');
    failed(
      await rest('POST', `${base}/users`, {
        token: adminToken,
        body: { name: 'x'.repeat(70_000), email: 'big@example.com' },
      }),
      413,
      'PAYLOAD_TOO_LARGE',
    );
  });

  it('lists users with pagination, filters and sorting, for staff only', async () => {
    const tag = `${version}${Date.now().toString(36)}`;
    for (const name of ['Cleo', 'Abe', 'Bea']) {
      await rest('POST', `${base}/users`, {
        token: adminToken,
        body: { name: `${name} ${tag}`, email: `${name.toLowerCase()}-${tag}@example.com` },
      });
    }
    const byName = await rest('GET', `${base}/users?q=${tag}&sort=name&limit=2`, { token: adminToken });
    const first = ok<Array<{ name: string }>>(byName, version, 'listUsers');
    expect(first.map((user) => user.name)).toEqual([`Abe ${tag}`, `Bea ${tag}`]);
    expect(byName.body.meta.page).toMatchObject({ limit: 2, has_more: true });
    let next: Answer;
    if (version === 'v1') {
      expect(byName.body.meta.page).toMatchObject({ offset: 0 });
      next = await rest('GET', `${base}/users?q=${tag}&sort=name&limit=2&offset=2`, { token: adminToken });
    } else {
      const cursor = byName.body.meta.page!.next_cursor as string;
      expect(cursor).toEqual(expect.any(String));
      next = await rest('GET', `${base}/users?q=${tag}&sort=name&limit=2&cursor=${cursor}`, {
        token: adminToken,
      });
      // A cursor belongs to its filters and sort.
      const other = failed(
        await rest('GET', `${base}/users?q=${tag}&sort=-name&limit=2&cursor=${cursor}`, {
          token: adminToken,
        }),
        400,
        'BAD_USER_INPUT',
      );
      expect(other.details?.fields).toEqual([expect.objectContaining({ field: 'cursor' })]);
      failed(await rest('GET', `${base}/users?cursor=garbage`, { token: adminToken }), 400, 'BAD_USER_INPUT');
    }
    expect(ok<Array<{ name: string }>>(next, version, 'listUsers').map((user) => user.name)).toEqual([
      `Cleo ${tag}`,
    ]);
    expect(next.body.meta.page).toMatchObject({
      has_more: false,
      ...(version === 'v1' ? { offset: 2 } : { next_cursor: null }),
    });

    const descending = ok<Array<{ name: string }>>(
      await rest('GET', `${base}/users?q=${tag}&sort=-name`, { token: adminToken }),
      version,
      'listUsers',
    );
    expect(descending.map((user) => user.name)).toEqual([`Cleo ${tag}`, `Bea ${tag}`, `Abe ${tag}`]);
    expect(
      ok<unknown[]>(
        await rest('GET', `${base}/users?q=${tag}&status=inactive`, { token: adminToken }),
        version,
        'listUsers',
      ),
    ).toEqual([]);

    const bad = failed(
      await rest('GET', `${base}/users?limit=0&sort=age`, { token: adminToken }),
      400,
      'BAD_USER_INPUT',
    );
    expect((bad.details?.fields as Array<{ field: string }>).map((field) => field.field).sort()).toEqual([
      'limit',
      'sort',
    ]);
    failed(await rest('GET', `${base}/users`, { token: customer.tokens.access_token }), 403, 'FORBIDDEN');
    const anonymous = failed(await rest('GET', `${base}/users`), 401, 'UNAUTHENTICATED');
    expect(anonymous.message).toMatch(/credential/);
  });

  it('answers the profile of the credential’s owner, 401 without one and 403 without the read scope', async () => {
    const profile = await rest('GET', `${base}/user/profile`, { token: customer.tokens.access_token });
    expect(ok(profile, version, 'getProfile')).toEqual({
      id: customer.id,
      name: 'Rest Customer',
      email: customer.email,
    });
    expect(profile.headers.get('cache-control')).toBe('private, no-store');
    const anonymous = await rest('GET', `${base}/user/profile`);
    failed(anonymous, 401, 'UNAUTHENTICATED');
    expect(anonymous.headers.get('www-authenticate')).toMatch(/^Bearer /);
    failed(await rest('GET', `${base}/user/profile`, { token: 'not.a.token' }), 401, 'UNAUTHENTICATED');
    const writer = await graphqlOk(
      customer.caller,
      gql(`mutation RestCreateApiKey { createApiKey(input: { name: "w", scopes: ["write"] }) { key } }`),
    );
    failed(
      await rest('GET', `${base}/user/profile`, { headers: { 'x-api-key': writer.createApiKey.key } }),
      403,
      'FORBIDDEN',
    );
  });
});

describe.each(VERSIONS)('%s orders', (version) => {
  const base = `/api/${version}`;

  it('places an order for the caller, reads it, adds an item and lists the user’s orders', async () => {
    const lamp = await stockedProduct(admin, warehouses, 10, { name: 'Rest Lamp', price: '12.50' });
    const bulb = await stockedProduct(admin, warehouses, 10, { name: 'Rest Bulb', price: '0.10' });
    const token = customer.tokens.access_token;
    const created = ok<Record<string, unknown> & { id: string }>(
      await rest('POST', `${base}/orders`, {
        token,
        body: { items: [{ product_id: lamp.id, quantity: 2 }] },
      }),
      version,
      'createOrder',
      201,
    );
    if (version === 'v1')
      expect(created).toMatchObject({ user_id: customer.id, status: 'pending', total: 25, currency: 'USD' });
    else
      expect(created).toMatchObject({
        customer: { id: customer.id, name: 'Rest Customer' },
        status: 'pending',
        total: { amount: '25.00', currency: 'USD' },
      });

    ok(await rest('GET', `${base}/orders/${created.id}`, { token }), version, 'getOrder');
    const added = ok<Record<string, unknown> & { items: unknown[] }>(
      await rest('POST', `${base}/orders/${created.id}/items`, {
        token,
        body: { product_id: bulb.id, quantity: 3 },
      }),
      version,
      'addOrderItem',
    );
    expect(added.items).toHaveLength(2);
    expect(version === 'v1' ? added.total : (added.total as { amount: string }).amount).toBe(
      version === 'v1' ? 25.3 : '25.30',
    );

    const mine = await rest('GET', `${base}/users/${customer.id}/orders?status=pending&sort=-total`, {
      token,
    });
    expect(ok<Array<{ id: string }>>(mine, version, 'listUserOrders').map((order) => order.id)).toContain(
      created.id,
    );
    failed(
      await rest('GET', `${base}/users/00000000-0000-0000-0000-000000000000/orders`, { token: adminToken }),
      404,
      'USER_NOT_FOUND',
    );

    // Someone else's order looks missing.
    const stranger = await registerCustomer(stack);
    failed(
      await rest('GET', `${base}/orders/${created.id}`, { token: stranger.tokens.access_token }),
      404,
      'ORDER_NOT_FOUND',
    );
    failed(
      await rest('POST', `${base}/orders/${created.id}/items`, {
        token: stranger.tokens.access_token,
        body: { product_id: bulb.id, quantity: 1 },
      }),
      404,
      'ORDER_NOT_FOUND',
    );

    await graphqlOk(
      admin,
      gql(`mutation RestUpdateOrder($id: ID!) { updateOrder(id: $id, input: { status: CANCELLED }) { id } }`),
      { id: created.id },
    );
    const late = failed(
      await rest('POST', `${base}/orders/${created.id}/items`, {
        token,
        body: { product_id: bulb.id, quantity: 1 },
      }),
      409,
      'ORDER_NOT_EDITABLE',
    );
    expect(late.details).toMatchObject({ status: 'CANCELLED' });
  });

  it('replays POST /orders and POST /orders/{id}/items by Idempotency-Key, placing and adding once', async () => {
    const product = await stockedProduct(admin, warehouses, 10, { name: 'Rest Replayed', price: '3.00' });
    const token = customer.tokens.access_token;
    const key = `rest-${version}-${randomUUID()}`;
    const place = () =>
      rest('POST', `${base}/orders`, {
        token,
        headers: { 'idempotency-key': key },
        body: { items: [{ product_id: product.id, quantity: 1 }] },
      });
    const first = ok<{ id: string }>(await place(), version, 'createOrder', 201);
    expect(ok<{ id: string }>(await place(), version, 'createOrder', 201).id).toBe(first.id);
    const add = (quantity: number) =>
      rest('POST', `${base}/orders/${first.id}/items`, {
        token,
        headers: { 'idempotency-key': `${key}-add` },
        body: { product_id: product.id, quantity },
      });
    ok(await add(2), version, 'addOrderItem');
    const again = ok<{ items: unknown[] }>(await add(2), version, 'addOrderItem');
    expect(again.items).toHaveLength(2);
    // One order of 1 unit, one added line of 2: 3 units held, not more.
    const stock = await graphqlOk(
      admin,
      gql(`query RestProduct($id: ID!) { product(id: $id) { stock { reserved } } }`),
      { id: product.id },
    );
    expect(stock.product!.stock.reserved).toBe(3);
    failed(await add(5), 422, 'IDEMPOTENCY_KEY_REUSED');
    const malformed = failed(
      await rest('POST', `${base}/orders`, {
        token,
        headers: { 'idempotency-key': 'short' },
        body: { items: [{ product_id: product.id, quantity: 1 }] },
      }),
      400,
      'BAD_USER_INPUT',
    );
    expect(malformed.details?.fields).toEqual([expect.objectContaining({ field: 'Idempotency-Key' })]);
  });

  it('answers 409 ORDER_NOT_EDITABLE for an item added to an order being paid', async () => {
    const product = await stockedProduct(admin, warehouses, 10);
    const created = ok<{ id: string }>(
      await rest('POST', `${base}/orders`, {
        token: customer.tokens.access_token,
        body: { items: [{ product_id: product.id, quantity: 1 }] },
      }),
      version,
      'createOrder',
      201,
    );
    await graphqlOk(
      customer.caller,
      gql(`mutation RestPayOrder($input: PayOrderInput!) { payOrder(input: $input) { id } }`),
      {
        input: { orderId: created.id, method: cards.success },
      },
    );
    const refused = failed(
      await rest('POST', `${base}/orders/${created.id}/items`, {
        token: customer.tokens.access_token,
        body: { product_id: product.id, quantity: 1 },
      }),
      409,
      'ORDER_NOT_EDITABLE',
    );
    expect(refused.details).toMatchObject({ payment_started: true });
  });

  it('answers 409 for insufficient stock and 400 naming item fields', async () => {
    const scarce = await stockedProduct(admin, warehouses, 1, { name: 'Rest Scarce' });
    const short = failed(
      await rest('POST', `${base}/orders`, {
        token: customer.tokens.access_token,
        body: { items: [{ product_id: scarce.id, quantity: 5 }] },
      }),
      409,
      'INSUFFICIENT_STOCK',
    );
    expect(short.details).toMatchObject({ product_id: scarce.id, requested: 5 });
    const shape = failed(
      await rest('POST', `${base}/orders`, {
        token: customer.tokens.access_token,
        body: { items: [{ product_id: scarce.id, quantity: 'two' }] },
      }),
      400,
      'BAD_USER_INPUT',
    );
    expect(shape.details?.fields).toEqual([expect.objectContaining({ field: 'items[0].quantity' })]);
    const rule = failed(
      await rest('POST', `${base}/orders`, {
        token: customer.tokens.access_token,
        body: { items: [{ product_id: scarce.id, quantity: 0 }] },
      }),
      400,
      'BAD_USER_INPUT',
    );
    // The service names its own input (`items[0].quantity`); REST names the body's field, and nothing else.
    expect(rule.details).toEqual({
      fields: [{ field: 'items[0].quantity', reason: 'OUT_OF_RANGE', message: expect.any(String) }],
    });
    const pending = ok<{ id: string }>(
      await rest('POST', `${base}/orders`, {
        token: customer.tokens.access_token,
        body: { items: [{ product_id: scarce.id, quantity: 1 }] },
      }),
      version,
      'createOrder',
      201,
    );
    const line = failed(
      await rest('POST', `${base}/orders/${pending.id}/items`, {
        token: customer.tokens.access_token,
        body: { product_id: scarce.id, quantity: 0 },
      }),
      400,
      'BAD_USER_INPUT',
    );
    // This body is the operation's `item`: the service's `item.quantity` is the body's `quantity`.
    expect(line.details).toEqual({
      fields: [{ field: 'quantity', reason: 'OUT_OF_RANGE', message: expect.any(String) }],
    });
    const key = failed(
      await rest('POST', `${base}/orders/${pending.id}/items`, {
        token: customer.tokens.access_token,
        headers: { 'idempotency-key': 'short' },
        body: { product_id: scarce.id, quantity: 1 },
      }),
      400,
      'BAD_USER_INPUT',
    );
    expect(key.details).toEqual({
      fields: [{ field: 'Idempotency-Key', reason: 'INVALID_FORMAT', message: expect.any(String) }],
    });
    failed(
      await rest('GET', `${base}/orders/00000000-0000-0000-0000-000000000000`, { token: adminToken }),
      404,
      'ORDER_NOT_FOUND',
    );
    failed(await rest('POST', `${base}/orders`, { body: { items: [] } }), 401, 'UNAUTHENTICATED');
  });
});

describe.each(VERSIONS)('%s search', (version) => {
  const base = `/api/${version}`;

  it('ranks products and enriches each with its price and inventory status', async () => {
    const tag = `zq${version}${Date.now().toString(36)}`;
    const inStock = await stockedProduct(admin, warehouses, 50, { name: `${tag} Kettle`, price: '30.00' });
    const low = await stockedProduct(admin, warehouses, 2, { name: `${tag} Kettle Deluxe`, price: '45.50' });
    const out = await stockedProduct(admin, warehouses.slice(0, 1), 0, {
      name: `${tag} Teapot`,
      description: 'Goes with any kettle',
    });
    const backorder = await stockedProduct(admin, warehouses.slice(0, 1), 0, { name: `${tag} Mug` });
    await graphqlOk(
      admin,
      gql(
        `mutation RestSetStock($p: ID!, $w: ID!) { setStock(input: { productId: $p, warehouseId: $w, incoming: 40 }) { available } }`,
      ),
      { p: backorder.id, w: warehouses[0]!.id },
    );
    // Incoming units show as BACKORDER only where the backorder policy lets them be ordered.
    await graphqlOk(
      admin,
      gql(
        `mutation RestAllowBackorders($input: SetBackorderPolicyInput!) { setBackorderPolicy(input: $input) { allowed } }`,
      ),
      { input: { productId: backorder.id, allow: true, limit: 10 } },
    );
    await setStock(admin, low.id, warehouses[0]!.id, 2, 5);

    const answer = await rest('GET', `${base}/search?q=${tag}&limit=10`);
    const hits = ok<Array<Record<string, unknown>>>(answer, version, 'searchProducts');
    expect(answer.headers.get('cache-control')).toBe('public, max-age=60, s-maxage=300');
    // v3 hits are whole products: price and inventory sit in the product.
    const flat = (hit: Record<string, unknown>) =>
      version === 'v3' ? { ...hit, ...(hit.product as Record<string, unknown>) } : hit;
    const statusOf = (hit: Record<string, unknown>) =>
      version === 'v1' ? hit.inventory_status : (flat(hit).inventory as { status: string }).status;
    const idOf = (hit: Record<string, unknown>) =>
      version === 'v1' ? hit.id : (hit.product as { id: string }).id;
    const byId = new Map(hits.map((hit) => [idOf(hit), statusOf(hit)]));
    expect(
      Object.fromEntries([inStock, low, out, backorder].map((product) => [product.id, byId.get(product.id)])),
    ).toEqual({
      [inStock.id]: 'in_stock',
      [low.id]: 'low_stock',
      [out.id]: 'out_of_stock',
      [backorder.id]: 'backorder',
    });
    const kettles = ok<Array<Record<string, unknown>>>(
      await rest('GET', `${base}/search?q=${tag}+kettle&limit=2`),
      version,
      'searchProducts',
    );
    expect(kettles.map(idOf)).toEqual([inStock.id, low.id]);
    const price =
      version === 'v1' ? kettles[1]!.price : (flat(kettles[1]!).price as { amount: string }).amount;
    expect(price).toBe(version === 'v1' ? 45.5 : '45.50');

    failed(await rest('GET', `${base}/search`), 400, 'BAD_USER_INPUT');
    const blank = failed(await rest('GET', `${base}/search?q=%20%20`), 400, 'BAD_USER_INPUT');
    expect(blank.details?.fields).toEqual([expect.objectContaining({ field: 'q', reason: 'REQUIRED' })]);
    failed(await rest('GET', `${base}/search?q=x&limit=101`), 400, 'BAD_USER_INPUT');
  });
});

describe('versions', () => {
  it('marks v1 deprecated with Deprecation, Sunset and a Link to the migration notes; v2 carries none', async () => {
    const v1 = await rest('GET', '/api/v1/user/profile', { token: customer.tokens.access_token });
    expect(v1.headers.get('api-version')).toBe('v1');
    expect(v1.headers.get('deprecation')).toBe(`@${Date.parse('2026-11-22T00:00:00Z') / 1000}`);
    expect(new Date(v1.headers.get('sunset')!).toISOString()).toBe('2027-05-22T00:00:00.000Z');
    expect(v1.headers.get('link')).toContain(`<${stack.gatewayUrl}/api/docs/migration>; rel="deprecation"`);
    // Errors of a deprecated version carry the signals too.
    expect((await rest('GET', '/api/v1/users/none', { token: adminToken })).headers.get('deprecation')).toBe(
      `@${Date.parse('2026-11-22T00:00:00Z') / 1000}`,
    );
    const v2 = await rest('GET', '/api/v2/user/profile', { token: customer.tokens.access_token });
    expect(v2.headers.get('api-version')).toBe('v2');
    expect(v2.headers.get('deprecation')).toBeNull();
    expect(v2.headers.get('sunset')).toBeNull();

    const notes = await fetch(`${stack.gatewayUrl}/api/docs/migration`);
    expect(notes.headers.get('content-type')).toContain('text/markdown');
    expect(await notes.text()).toContain('Migrating from v1 to v2');
  });

  it('serves unversioned paths as the stable version, or as the version of the vendor media type', async () => {
    const token = customer.tokens.access_token;
    const plain = await rest('GET', `/api/users/${customer.id}`, { token });
    expect(plain.headers.get('api-version')).toBe('v2');
    ok(plain, 'v2', 'getUser');
    expect(plain.body.data).toHaveProperty('number');

    const v1 = await rest('GET', `/api/users/${customer.id}`, {
      token,
      headers: { accept: 'application/vnd.commerce.v1+json' },
    });
    expect(v1.headers.get('api-version')).toBe('v1');
    expect(v1.headers.get('content-type')).toBe('application/vnd.commerce.v1+json; charset=utf-8');
    expect(v1.headers.get('deprecation')).toBe(`@${Date.parse('2026-11-22T00:00:00Z') / 1000}`);
    expect(ok(v1, 'v1', 'getUser')).not.toHaveProperty('number');

    const v2 = await rest('GET', `/api/users/${customer.id}`, {
      token,
      headers: { accept: 'application/vnd.commerce.v2+json, application/json;q=0.5' },
    });
    expect(v2.headers.get('api-version')).toBe('v2');
  });

  it('refuses an unsupported version with a clear 4xx and the supported list, never a route 404', async () => {
    const path = failed(
      await rest('GET', '/api/v9/users', { token: adminToken }),
      400,
      'UNSUPPORTED_API_VERSION',
    );
    expect(path.details?.supported).toEqual([
      '/api/v1, application/vnd.commerce.v1+json',
      '/api/v2, application/vnd.commerce.v2+json',
      '/api/v3, application/vnd.commerce.v3+json',
    ]);
    const accept = failed(
      await rest('GET', '/api/users', {
        token: adminToken,
        headers: { accept: 'application/vnd.commerce.v9+json' },
      }),
      406,
      'NOT_ACCEPTABLE',
    );
    expect(accept.details?.supported).toHaveLength(3);
    failed(
      await rest('GET', '/api/v1/users', {
        token: adminToken,
        headers: { accept: 'application/vnd.commerce.v2+json' },
      }),
      406,
      'NOT_ACCEPTABLE',
    );
  });

  it('answers 404 for unknown routes and 405 with Allow for wrong methods, in the envelope', async () => {
    failed(await rest('GET', '/api/v2/nothing-here'), 404, 'ROUTE_NOT_FOUND');
    const wrong = await rest('PATCH', '/api/v2/users', { token: adminToken, body: {} });
    failed(wrong, 405, 'METHOD_NOT_ALLOWED');
    expect(wrong.headers.get('allow')).toBe('GET, POST');
  });

  it('keeps a safe caller request id and makes one otherwise', async () => {
    const given = await rest('GET', '/api/v2/search?q=lamp', { headers: { 'x-request-id': 'rest-req-42' } });
    expect(given.body.meta.request_id).toBe('rest-req-42');
    const made = await rest('GET', '/api/v2/search?q=lamp', {
      headers: { 'x-request-id': 'bad id with spaces' },
    });
    expect(made.body.meta.request_id).not.toBe('bad id with spaces');
  });
});

describe('v3, the beta', () => {
  it('marks every answer beta, and lists the lifecycle in /api/versions', async () => {
    const v3 = await rest('GET', '/api/v3/user/profile', { token: customer.tokens.access_token });
    expect(v3.headers.get('api-version')).toBe('v3');
    expect(v3.headers.get('api-version-status')).toBe('beta');
    expect(v3.headers.get('deprecation')).toBeNull();
    expect(
      (await rest('GET', '/api/v2/user/profile', { token: customer.tokens.access_token })).headers.get(
        'api-version-status',
      ),
    ).toBe('stable');
    const byAccept = await rest('GET', '/api/user/profile', {
      token: customer.tokens.access_token,
      headers: { accept: 'application/vnd.commerce.v3+json' },
    });
    expect(byAccept.headers.get('api-version')).toBe('v3');
    expect(byAccept.headers.get('content-type')).toBe('application/vnd.commerce.v3+json; charset=utf-8');

    const listed = (await rest('GET', '/api/versions')).body.data as {
      stable: string;
      versions: Array<Record<string, string>>;
    };
    expect(listed.stable).toBe('v2');
    expect(listed.versions.map(({ version, status }) => [version, status])).toEqual([
      ['v1', 'deprecated'],
      ['v2', 'stable'],
      ['v3', 'beta'],
    ]);
    // Six months from deprecation to sunset, computed from the one lifecycle table.
    expect(listed.versions[0]).toMatchObject({
      deprecated_at: '2026-11-22T00:00:00.000Z',
      sunset_at: '2027-05-22T00:00:00.000Z',
    });
    expect(listed.versions[2]).toMatchObject({ beta_since: '2026-11-26T00:00:00.000Z' });
  });

  it('serves products with description, images, category slug and incoming stock, which v1 and v2 do not', async () => {
    const tag = `zqv3p${Date.now().toString(36)}`;
    const product = await stockedProduct(admin, warehouses, 50, {
      name: `${tag} Lantern`,
      description: 'A warm light',
      price: '19.99',
    });
    const answer = await rest('GET', `/api/v3/products/${product.id}`);
    const data = ok<Record<string, unknown>>(answer, 'v3', 'getProduct');
    expect(data).toMatchObject({
      id: product.id,
      name: `${tag} Lantern`,
      description: 'A warm light',
      status: 'active',
      images: [],
      price: { amount: '19.99', currency: 'USD' },
      inventory: { status: 'in_stock', available: 50, incoming: 0 },
    });
    expect(answer.headers.get('cache-control')).toBe('public, max-age=300, s-maxage=600');
    failed(await rest('GET', '/api/v3/products/000000000000000000000000'), 404, 'PRODUCT_NOT_FOUND');
    failed(await rest('GET', `/api/v2/products/${product.id}`), 404, 'ROUTE_NOT_FOUND');

    const hits = ok<Array<{ product: Record<string, unknown> }>>(
      await rest('GET', `/api/v3/search?q=${tag}`),
      'v3',
      'searchProducts',
    );
    // Typos are forgiven, so other tests' similar tags may follow; the exact one ranks first.
    expect(hits[0]!.product).toEqual(data);
  });
});

describe('OpenAPI and the docs UI', () => {
  it('publishes a valid OpenAPI 3.1 document per version and one with both, generated from the route table', async () => {
    for (const [path, versions] of [
      ['/api/openapi.json', VERSIONS],
      ['/api/v1/openapi.json', ['v1']],
      ['/api/v2/openapi.json', ['v2']],
      ['/api/v3/openapi.json', ['v3']],
    ] as const) {
      const document = (await (await fetch(`${stack.gatewayUrl}${path}`)).json()) as {
        openapi: string;
        paths: Record<
          string,
          Record<string, { operationId: string; deprecated?: boolean; 'x-api-version-status': string }>
        >;
      };
      const result = await new Validator().validate(document as unknown as Record<string, unknown>);
      expect(result.errors ?? []).toEqual([]);
      expect(result.valid).toBe(true);
      expect(document.openapi).toBe('3.1.0');
      const operations = Object.values(document.paths).flatMap((item) => Object.values(item));
      expect(operations.map((operation) => operation.operationId).sort()).toEqual(
        versions
          .flatMap((version) =>
            table.filter((route) => route.versions[version]).map((route) => `${version}_${route.name}`),
          )
          .sort(),
      );
      for (const operation of operations) {
        expect(Boolean(operation.deprecated)).toBe(operation.operationId.startsWith('v1_'));
        expect(operation['x-api-version-status']).toBe(
          { v1: 'deprecated', v2: 'stable', v3: 'beta' }[operation.operationId.slice(0, 2)],
        );
      }
    }
  });

  it('documents pagination, filtering and sorting parameters of list routes', async () => {
    const document = (await (await fetch(`${stack.gatewayUrl}/api/openapi.json`)).json()) as {
      paths: Record<string, { get: { parameters: Array<{ name: string; in: string }> } }>;
    };
    const names = (path: string) =>
      document.paths[path]!.get.parameters.filter((parameter) => parameter.in === 'query').map(
        (parameter) => parameter.name,
      );
    expect(names('/api/v1/users')).toEqual(['limit', 'offset', 'status', 'q', 'sort']);
    expect(names('/api/v2/users')).toEqual(['limit', 'cursor', 'status', 'q', 'sort']);
    expect(names('/api/v2/users/{id}/orders')).toEqual(['limit', 'cursor', 'status', 'sort']);
  });

  it('documents the Idempotency-Key header of the routes that place or grow an order', async () => {
    const document = (await (await fetch(`${stack.gatewayUrl}/api/openapi.json`)).json()) as {
      paths: Record<
        string,
        Record<string, { parameters?: Array<{ name: string; in: string }>; responses: object }>
      >;
    };
    const headers = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([, operation]) => operation.parameters?.some((parameter) => parameter.in === 'header'))
        .map(([method, operation]) => [
          `${method.toUpperCase()} ${path}`,
          operation
            .parameters!.filter((parameter) => parameter.in === 'header')
            .map((parameter) => parameter.name),
          Object.keys(operation.responses).includes('422'),
        ]),
    );
    expect(headers).toEqual(
      VERSIONS.flatMap((version) => [
        [`POST /api/${version}/orders`, ['Idempotency-Key'], true],
        [`POST /api/${version}/orders/{id}/items`, ['Idempotency-Key'], true],
      ]),
    );
  });

  it('serves the docs UI and its assets from the gateway itself', async () => {
    const page = await fetch(`${stack.gatewayUrl}/api/docs`);
    expect(page.status).toBe(200);
    const html = await page.text();
    const assets = [...html.matchAll(/(?:src|href)="(\/api\/docs\/[^"]+)"/g)].map((match) => match[1]!);
    // The page names its UI, so the loop below checks something.
    expect(assets).toEqual(
      expect.arrayContaining([
        '/api/docs/assets/swagger-ui.css',
        '/api/docs/assets/swagger-ui-bundle.js',
        '/api/docs/init.js',
      ]),
    );
    for (const asset of assets) {
      const response = await fetch(`${stack.gatewayUrl}${asset}`);
      expect(response.status, asset).toBe(200);
      await response.arrayBuffer();
    }
    expect(await (await fetch(`${stack.gatewayUrl}/api/docs/init.js`)).text()).toContain(
      '/api/v2/openapi.json',
    );
    expect((await fetch(`${stack.gatewayUrl}/api/docs/assets/package.json`)).status).toBe(404);
  });
});
