import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  adminCaller,
  createProduct,
  createWarehouse,
  registerCustomer,
  stockedProduct,
  type Account,
  type Caller,
} from '../../../testing/fixtures';
import { startTestStack } from '../../../testing/harness';
import type { Stack } from '../../../stack';

/** The serverless-style handlers (REQ-SLS-1..3): exact shapes, bare resources, `{ error }` failures, 401 and 405. */
let stack: Stack;
let admin: Caller;
let customer: Account;
let warehouses: Array<{ id: string }>;

async function call(
  method: string,
  path: string,
  options: { headers?: Record<string, string>; body?: unknown } = {},
) {
  const response = await fetch(`${stack.gatewayUrl}${path}`, {
    method,
    headers: {
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...options.headers,
    },
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Record<string, unknown> & unknown[],
  };
}

/** A failure is exactly `{ "error": "<message>" }`. */
function failure(answer: { status: number; body: unknown }, status: number) {
  expect(answer.status).toBe(status);
  expect(Object.keys(answer.body as object)).toEqual(['error']);
  expect((answer.body as { error: unknown }).error).toEqual(expect.any(String));
  return (answer.body as { error: string }).error;
}

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const asAdmin = () => admin.headers!;
const asCustomer = () => customer.caller.headers!;

beforeAll(async () => {
  stack = await startTestStack({ env: { FIELD_RATE_LIMITS: 'false' } });
  admin = await adminCaller(stack);
  customer = await registerCustomer(stack);
  warehouses = [await createWarehouse(admin)];
});

describe('product handler', () => {
  it('POST /products takes a name and a decimal string or number and answers 201 with id, name, price, created_at', async () => {
    for (const [price, expected] of [
      ['19.99', 19.99],
      [5, 5],
      [0.5, 0.5],
    ] as const) {
      const answer = await call('POST', '/products', {
        headers: asAdmin(),
        body: { name: 'Serverless Widget', price },
      });
      expect(answer.status).toBe(201);
      expect(Object.keys(answer.body).sort()).toEqual(['created_at', 'id', 'name', 'price']);
      expect(answer.body).toMatchObject({ name: 'Serverless Widget', price: expected });
      expect(answer.body.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      expect(answer.body.created_at).toMatch(ISO);
    }
  });

  it('refuses a bad product with a 400 error string, and non-admins with 403', async () => {
    failure(await call('POST', '/products', { headers: asAdmin(), body: { name: 'No Price' } }), 400);
    failure(
      await call('POST', '/products', { headers: asAdmin(), body: { name: 'Bad Price', price: 'cheap' } }),
      400,
    );
    failure(
      await call('POST', '/products', { headers: asAdmin(), body: { name: 'Negative', price: '-1' } }),
      400,
    );
    failure(await call('POST', '/products', { headers: asAdmin(), body: { name: '', price: '1' } }), 400);
    failure(
      await call('POST', '/products', { headers: asCustomer(), body: { name: 'Mine', price: '1' } }),
      403,
    );
  });

  it('GET /products/{id} answers the product with its inventory, and 404 when absent', async () => {
    const product = await stockedProduct(admin, warehouses, 7, { name: 'Counted', price: '3.25' });
    const answer = await call('GET', `/products/${product.id}`, { headers: asCustomer() });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      id: product.id,
      name: 'Counted',
      price: 3.25,
      inventory: 7,
      created_at: expect.stringMatching(ISO),
    });
    // REQ-LIM-5's product window (10 min) held to the browser's 5 min: private, every handler needs a credential.
    expect(answer.headers.get('cache-control')).toBe('private, max-age=300');
    failure(await call('GET', `/products/${randomUUID()}`, { headers: asCustomer() }), 404);
  });

  it('GET /products answers an array of at most 20 products', async () => {
    for (let i = 0; i < 21; i++) await createProduct(admin, { name: `Many ${i}` });
    const answer = await call('GET', '/products', { headers: asCustomer() });
    expect(answer.status).toBe(200);
    expect(Array.isArray(answer.body)).toBe(true);
    expect(answer.body).toHaveLength(20);
    for (const product of answer.body as Array<Record<string, unknown>>) {
      expect(Object.keys(product).sort()).toEqual(['created_at', 'id', 'inventory', 'name', 'price']);
      expect(typeof product.price).toBe('number');
      expect(typeof product.inventory).toBe('number');
    }
  });

  it('answers 405 with an error string for any other method', async () => {
    for (const [method, path] of [
      ['DELETE', '/products'],
      ['PUT', '/products'],
      ['PATCH', '/products/abc'],
      ['DELETE', '/products/abc'],
    ] as const) {
      const answer = await call(method, path, { headers: asAdmin() });
      failure(answer, 405);
      expect(answer.headers.get('allow')).toMatch(/GET/);
    }
  });
});

describe('order handlers', () => {
  it('creates, reads, updates and lists the caller’s orders in the key-value store shape', async () => {
    const product = await stockedProduct(admin, warehouses, 10, { price: '4.00' });
    const created = await call('POST', '/orders', {
      headers: asCustomer(),
      body: { items: [{ product_id: product.id, quantity: 2 }] },
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      order_id: expect.any(String),
      customer_id: customer.id,
      items: [{ product_id: product.id, quantity: 2, unit_price: 4 }],
      total: 8,
      status: 'pending',
      created_at: expect.stringMatching(ISO),
    });
    const id = created.body.order_id as string;
    expect((await call('GET', `/orders/${id}`, { headers: asCustomer() })).body).toEqual(created.body);

    const cancelled = await call('PUT', `/orders/${id}`, {
      headers: asCustomer(),
      body: { status: 'cancelled' },
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ order_id: id, status: 'cancelled' });

    // Another customer's orders are not "the caller's"; the admin's own list does not show them either.
    const other = await registerCustomer(stack);
    await call('POST', '/orders', {
      headers: other.caller.headers!,
      body: { items: [{ product_id: product.id, quantity: 1 }] },
    });
    const mine = await call('GET', '/orders', { headers: asCustomer() });
    expect(mine.status).toBe(200);
    expect(
      (mine.body as Array<{ order_id: string; customer_id: string }>).map((order) => order.order_id),
    ).toEqual([id]);
    const adminOwn = await call('GET', '/orders', { headers: asAdmin() });
    expect(adminOwn.body).toEqual([]);
  });

  it('answers error strings: 404 for a missing or foreign order, 403 for a move only staff may make, 409 when stock is short', async () => {
    const product = await stockedProduct(admin, warehouses, 1);
    failure(await call('GET', `/orders/${randomUUID()}`, { headers: asCustomer() }), 404);
    const created = await call('POST', '/orders', {
      headers: asCustomer(),
      body: { items: [{ product_id: product.id, quantity: 1 }] },
    });
    const id = created.body.order_id as string;
    const stranger = await registerCustomer(stack);
    failure(await call('GET', `/orders/${id}`, { headers: stranger.caller.headers! }), 404);
    failure(await call('PUT', `/orders/${id}`, { headers: asCustomer(), body: { status: 'shipped' } }), 403);
    failure(await call('PUT', `/orders/${id}`, { headers: asCustomer(), body: { status: 'lost' } }), 400);
    const short = failure(
      await call('POST', '/orders', {
        headers: asCustomer(),
        body: { items: [{ product_id: product.id, quantity: 5 }] },
      }),
      409,
    );
    expect(short).toMatch(/Not enough stock/);
    failure(await call('POST', '/orders', { headers: asCustomer(), body: { items: 'none' } }), 400);
  });

  it('moves orders only as the lifecycle allows: staff get 409 for a move that follows from payments or shipments', async () => {
    const product = await stockedProduct(admin, warehouses, 3);
    const created = await call('POST', '/orders', {
      headers: asCustomer(),
      body: { items: [{ product_id: product.id, quantity: 1 }] },
    });
    const id = created.body.order_id as string;
    for (const status of ['processing', 'shipped', 'delivered']) {
      expect(
        failure(await call('PUT', `/orders/${id}`, { headers: asAdmin(), body: { status } }), 409),
      ).toMatch(new RegExp(`becomes ${status.toUpperCase()} when`));
    }
    expect((await call('GET', `/orders/${id}`, { headers: asCustomer() })).body).toMatchObject({
      status: 'pending',
    });
    // Repeating the current status is no move; cancelling is, once, and then the order is final.
    expect(
      (await call('PUT', `/orders/${id}`, { headers: asAdmin(), body: { status: 'pending' } })).status,
    ).toBe(200);
    expect(
      (await call('PUT', `/orders/${id}`, { headers: asAdmin(), body: { status: 'cancelled' } })).body,
    ).toMatchObject({
      status: 'cancelled',
    });
    failure(await call('PUT', `/orders/${id}`, { headers: asAdmin(), body: { status: 'processing' } }), 409);
    expect((await call('GET', `/orders/${id}`, { headers: asCustomer() })).body).toMatchObject({
      status: 'cancelled',
    });
  });
});

describe('credentials', () => {
  it('answers 401 with an error string to every handler without a credential, or with an invalid one', async () => {
    for (const [method, path, body] of [
      ['GET', '/products', undefined],
      ['GET', `/products/${randomUUID()}`, undefined],
      ['POST', '/products', { name: 'x', price: 1 }],
      ['GET', '/orders', undefined],
      ['POST', '/orders', { items: [] }],
      ['GET', `/orders/${randomUUID()}`, undefined],
      ['PUT', `/orders/${randomUUID()}`, { status: 'cancelled' }],
    ] as const) {
      const anonymous = await call(method, path, { body });
      failure(anonymous, 401);
      expect(anonymous.headers.get('www-authenticate')).toMatch(/^Bearer/);
      failure(
        await call(method, path, { body, headers: { authorization: 'Bearer sk_live_' + 'x'.repeat(32) } }),
        401,
      );
    }
  });
});
