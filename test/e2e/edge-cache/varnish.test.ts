import { beforeAll, describe, expect, it } from 'vitest';
import type { Stack } from '../../../stack';
import { gql } from '../../../testing/__generated__';
import { graphqlOk } from '../../../testing/client';
import {
  adminCaller,
  createProduct,
  createWarehouse,
  registerCustomer,
  setStock,
  type Account,
  type Caller,
} from '../../../testing/fixtures';
import { startTestStack } from '../../../testing/harness';
import { freePort } from '../../../testing/processes';
import { startReceiver } from '../../../testing/receiver';
import { startVarnish, type TestVarnish } from '../../../testing/varnish';
import { httpPurger } from '../../../gateway/edge-cache/purgers';

/**
 * Edge caching in front of the gateway, with a real Varnish (Debian's varnishd and varnish-modules' xkey)
 * running deploy/varnish/default.vcl: the gateway's windows, validators and surrogate keys, and the
 * invalidation consumer purging Varnish when products change.
 */
let stack: Stack;
let varnish: TestVarnish;
let admin: Caller;
let customer: Account;
let warehouse: { id: string };

const RENAME = gql(
  `mutation EdgeRenameProduct($id: ID!, $input: UpdateProductInput!) { updateProduct(id: $id, input: $input) { id name } }`,
);

interface Answer {
  status: number;
  headers: Headers;
  body: { data?: Record<string, unknown> & Array<Record<string, unknown>> } & Record<string, unknown>;
  text: string;
}

async function get(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await fetch(url, { headers });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: text ? (JSON.parse(text) as Answer['body']) : {},
    text,
  };
}

const viaGateway = (path: string, headers?: Record<string, string>) =>
  get(`${stack.gatewayUrl}${path}`, headers);
const viaEdge = (path: string, headers?: Record<string, string>) => get(`${varnish.url}${path}`, headers);
const cacheOf = (answer: Answer) => answer.headers.get('x-cache');
const keysOf = (answer: Answer) => (answer.headers.get('surrogate-key') ?? '').split(' ').filter(Boolean);

beforeAll(async () => {
  // Varnish needs the gateway's address and the gateway Varnish's: the edge's port is chosen first.
  const edgePort = await freePort();
  stack = await startTestStack({
    env: {
      EDGE_PURGE: 'varnish',
      EDGE_PURGE_URLS: `http://127.0.0.1:${edgePort}`,
      FIELD_RATE_LIMITS: 'false',
    },
  });
  varnish = await startVarnish(stack.gatewayUrl, { port: edgePort });
  admin = await adminCaller(stack);
  customer = await registerCustomer(stack);
  warehouse = await createWarehouse(admin);
  await stack.gateway.cacheInvalidation!.ready;
});

describe('the gateway’s caching headers (REQ-LIM-5)', () => {
  it('an anonymous product answer: browser and shared windows, Vary, a weak ETag, its surrogate keys; 304 when the ETag is sent back', async () => {
    const product = await createProduct(admin, { name: 'Header Lamp' });
    const answer = await viaGateway(`/api/v3/products/${product.id}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=300, s-maxage=600');
    expect(answer.headers.get('vary')).toMatch(/accept, authorization, x-api-key/);
    const etag = answer.headers.get('etag')!;
    expect(etag).toMatch(/^W\/"[A-Za-z0-9_-]+"$/);
    expect(keysOf(answer)).toEqual([`product-${product.id}`]);
    expect(answer.headers.get('xkey')).toBe(`product-${product.id}`);

    // Another request: other meta (timestamp, request id), the same ETag.
    const again = await viaGateway(`/api/v3/products/${product.id}`);
    expect(again.body.meta).not.toEqual(answer.body.meta);
    expect(again.headers.get('etag')).toBe(etag);

    for (const sent of [etag, etag.slice(2), `"other", ${etag}`, '*']) {
      const revalidated = await viaGateway(`/api/v3/products/${product.id}`, { 'if-none-match': sent });
      expect(revalidated.status).toBe(304);
      expect(revalidated.text).toBe('');
      expect(revalidated.headers.get('etag')).toBe(etag);
      expect(revalidated.headers.get('cache-control')).toBe('public, max-age=300, s-maxage=600');
    }
    expect((await viaGateway(`/api/v3/products/${product.id}`, { 'if-none-match': '"other"' })).status).toBe(
      200,
    );

    // The same data in another representation (the vendor media type) is another entity.
    const vendor = await viaGateway(`/api/products/${product.id}`, {
      accept: 'application/vnd.commerce.v3+json',
    });
    expect(vendor.status).toBe(200);
    expect(vendor.headers.get('etag')).not.toBe(etag);
  });

  it('search and the product listing carry their own windows and keys, and a key per product shown', async () => {
    const tag = `edgesearch${Date.now()}`;
    const first = await createProduct(admin, { name: `${tag} Kettle` });
    const second = await createProduct(admin, { name: `${tag} Teapot` });
    const search = await viaGateway(`/api/v1/search?q=${tag}&limit=5`);
    expect(search.status).toBe(200);
    expect(search.headers.get('cache-control')).toBe('public, max-age=60, s-maxage=300');
    expect(keysOf(search).sort()).toEqual(['search', `product-${first.id}`, `product-${second.id}`].sort());

    const listing = await viaGateway('/api/v3/products?limit=2');
    expect(listing.status).toBe(200);
    expect(listing.headers.get('cache-control')).toBe('public, max-age=300, s-maxage=600');
    expect(listing.body.data).toHaveLength(2);
    expect(keysOf(listing)).toEqual([
      'products',
      ...listing.body.data!.map((p) => `product-${String(p.id)}`),
    ]);
    // REQ-LIM-4: at most 20 per answer.
    expect((await viaGateway('/api/v3/products?limit=21')).status).toBe(400);
  });

  it('answers to a credential are kept by the caller’s browser only, without surrogate keys', async () => {
    const product = await createProduct(admin, { name: 'Private Lamp' });
    for (const headers of [admin.headers!, customer.caller.headers!]) {
      const answer = await viaGateway(`/api/v3/products/${product.id}`, headers);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('cache-control')).toBe('private, max-age=300');
      expect(answer.headers.get('surrogate-key')).toBeNull();
      expect(answer.headers.get('xkey')).toBeNull();
      const etag = answer.headers.get('etag')!;
      expect(
        (await viaGateway(`/api/v3/products/${product.id}`, { ...headers, 'if-none-match': etag })).status,
      ).toBe(304);
    }
    // The serverless handlers need a credential: always private, with the same windows and validators.
    const serverless = await viaGateway(`/products/${product.id}`, customer.caller.headers!);
    expect(serverless.headers.get('cache-control')).toBe('private, max-age=300');
    const notModified = await viaGateway(`/products/${product.id}`, {
      ...customer.caller.headers!,
      'if-none-match': serverless.headers.get('etag')!,
    });
    expect(notModified.status).toBe(304);
    // Routes that are not cacheable stay out of every cache.
    const profile = await viaGateway('/api/user/profile', customer.caller.headers!);
    expect(profile.headers.get('cache-control')).toBe('private, no-store');
    expect(profile.headers.get('etag')).toBeNull();
  });
});

describe('through Varnish', () => {
  it('serves an unchanged product from the cache, and answers 304 from it', async () => {
    const product = await createProduct(admin, { name: 'Cached Lamp' });
    const path = `/api/v3/products/${product.id}`;
    const miss = await viaEdge(path);
    expect(miss.status).toBe(200);
    expect(cacheOf(miss)).toBe('MISS');
    const hit = await viaEdge(path, { accept: 'application/json' });
    expect(cacheOf(hit)).toBe('HIT');
    // The very answer the gateway gave first, request id included: the gateway was not asked again.
    expect(hit.body).toEqual(miss.body);
    expect(hit.headers.get('x-request-id')).toBe(miss.headers.get('x-request-id'));
    // The first caller's rate-limit headers are not handed to others; the keys stay inside Varnish.
    expect(hit.headers.get('x-ratelimit-remaining')).toBeNull();
    expect(hit.headers.get('xkey')).toBeNull();
    expect(hit.headers.get('surrogate-key')).toBe(`product-${product.id}`);

    const revalidated = await viaEdge(path, { 'if-none-match': hit.headers.get('etag')! });
    expect(revalidated.status).toBe(304);
    expect(cacheOf(revalidated)).toBe('HIT');
  });

  it('an updated product is fresh through the cache within 1 s, and so are the searches showing it', async () => {
    const tag = `edgefresh${Date.now()}`;
    const product = await createProduct(admin, { name: `${tag} Lamp`, price: '10.00' });
    const path = `/api/v3/products/${product.id}`;
    const search = `/api/v3/search?q=${tag}&limit=5`;
    expect(cacheOf(await viaEdge(path))).toBe('MISS');
    expect(cacheOf(await viaEdge(path))).toBe('HIT');
    await viaEdge(search);
    expect(cacheOf(await viaEdge(search))).toBe('HIT');

    await graphqlOk(admin, RENAME, { id: product.id, input: { name: `${tag} Lantern`, price: '12.50' } });
    const updatedAt = performance.now();
    await expect
      .poll(async () => ((await viaEdge(path)).body.data as Record<string, unknown>).name, {
        timeout: 1_000,
        interval: 20,
      })
      .toBe(`${tag} Lantern`);
    const freshAfter = performance.now() - updatedAt;
    expect(freshAfter).toBeLessThan(1_000);
    const fresh = await viaEdge(path);
    expect(fresh.body.data).toMatchObject({ price: { amount: '12.50' } });
    const hits = (await viaEdge(search)).body.data!;
    expect((hits[0]!.product as Record<string, unknown>).name).toBe(`${tag} Lantern`);
  });

  it('a stock change the inventory reports purges the product', async () => {
    const product = await createProduct(admin, { name: 'Restocked Lamp' });
    await setStock(admin, product.id, warehouse.id, 0);
    const path = `/api/v3/products/${product.id}`;
    await viaEdge(path);
    const before = await viaEdge(path);
    expect(cacheOf(before)).toBe('HIT');
    expect(before.body.data).toMatchObject({ inventory: { status: 'out_of_stock', available: 0 } });
    // None anywhere to some: StockReplenishedEvent.
    await setStock(admin, product.id, warehouse.id, 9);
    await expect
      .poll(async () => (await viaEdge(path)).body.data!.inventory, { timeout: 2_000, interval: 20 })
      .toMatchObject({ status: 'in_stock', available: 9 });
  });

  it('a new product shows in the cached listing once it is created', async () => {
    await viaEdge('/api/v3/products?limit=1');
    expect(cacheOf(await viaEdge('/api/v3/products?limit=1'))).toBe('HIT');
    const created = await createProduct(admin, { name: 'Newest Lamp' });
    await expect
      .poll(async () => (await viaEdge('/api/v3/products?limit=1')).body.data![0]!.id, {
        timeout: 2_000,
        interval: 20,
      })
      .toBe(created.id);
  });

  it('never stores or serves from the cache an answer sent with a credential', async () => {
    const product = await createProduct(admin, { name: 'Staff Lamp', status: 'DRAFT' });
    const path = `/api/v3/products/${product.id}`;
    const published = await createProduct(admin, { name: 'Shared Lamp' });
    await viaEdge(`/api/v3/products/${published.id}`);
    for (const headers of [admin.headers!, { 'x-api-key': 'sk_live_not_a_real_key_but_a_credential' }]) {
      for (let i = 0; i < 2; i++) {
        const answer = await viaEdge(`/api/v3/products/${published.id}`, headers);
        expect(cacheOf(answer)).toBe('MISS');
      }
    }
    // Staff see a draft; after them, an anonymous caller must not.
    const staff = await viaEdge(path, admin.headers!);
    expect(staff.status).toBe(200);
    expect(staff.headers.get('cache-control')).toBe('private, max-age=300');
    const anonymous = await viaEdge(path);
    expect(anonymous.status).toBe(404);
    expect(cacheOf(anonymous)).toBe('MISS');
  });

  it('takes purges only from its purgers ACL, and only with keys', async () => {
    const purge = (url: string, headers: Record<string, string>) =>
      fetch(url, { method: 'PURGE', headers }).then((response) => response.status);
    expect(await purge(varnish.url, {})).toBe(400);
    expect(await purge(varnish.url, { 'xkey-purge': 'search' })).toBe(200);
    const guarded = await startVarnish(stack.gatewayUrl, { purgers: ['10.255.255.1'] });
    expect(await purge(guarded.url, { 'xkey-purge': 'search' })).toBe(403);
    await guarded.stop();
  });
});

describe('the generic HTTP purger (hosted CDNs)', () => {
  it('POSTs the keys with the bearer token to every address, and fails when one refuses', async () => {
    const receiver = await startReceiver();
    const purger = httpPurger([`${receiver.url}/a`, `${receiver.url}/b`], 'purge-token', 2_000);
    await purger.purge(['product-1', 'search']);
    const [a] = await receiver.waitFor('/a', 1);
    const [b] = await receiver.waitFor('/b', 1);
    for (const request of [a!, b!]) {
      expect(JSON.parse(request.body)).toEqual({ keys: ['product-1', 'search'] });
      expect(request.headers.authorization).toBe('Bearer purge-token');
      expect(request.headers['content-type']).toBe('application/json');
    }
    receiver.plan('/b', [{ status: 503, body: 'busy' }]);
    await expect(purger.purge(['search'])).rejects.toThrow(/answered 503: busy/);
  });
});
