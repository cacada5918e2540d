import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { GraphQLClient } from 'graphql-request';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminCaller, type Caller, CATEGORIES, registerCustomer } from '../../../testing/fixtures';
import {
  dispose,
  graphqlOk,
  startGatewayReplica,
  startTestStack,
  testConfig,
} from '../../../testing/harness';
import { gql } from '../../../testing/__generated__';
import type { Stack } from '../../../stack';

/**
 * Outside clients used the way their documentation says, with their defaults: graphql-request and urql
 * send queries as GET, generated OpenAPI clients send one key in two headers, graphql-ws clients put the
 * credential under their own key and give up only on a fatal close code.
 */
let stack: Stack;
let admin: Caller;
let key: string;

const MAX_SOCKETS = 3;

const CREATE_KEY = gql(
  `mutation ClientsCreateApiKey($name: String!) { createApiKey(input: { name: $name }) { key } }`,
);

beforeAll(async () => {
  stack = await startTestStack({
    // Small answers compress too, so that short REST and serverless answers show it.
    env: { WS_MAX_CONNECTIONS_PER_IDENTITY: String(MAX_SOCKETS), COMPRESSION_MIN_BYTES: '16' },
  });
  admin = await adminCaller(stack);
  key = (await graphqlOk(admin, CREATE_KEY, { name: 'clients' })).createApiKey.key;
});

describe('GraphQL over HTTP GET', () => {
  it('answers graphql-request GET queries with an API key (its default transport: no CSRF refusal)', async () => {
    const client = new GraphQLClient(`${stack.gatewayUrl}/graphql`, {
      method: 'GET',
      headers: { 'x-api-key': key },
    });
    const data = await client.request<{ categories: Array<{ id: string }> }>(String(CATEGORIES));
    expect(Array.isArray(data.categories)).toBe(true);
    const viaBearer = new GraphQLClient(`${stack.gatewayUrl}/graphql`, {
      method: 'GET',
      headers: { authorization: `Bearer ${key}` },
    });
    expect(
      Array.isArray((await viaBearer.request<{ categories: unknown[] }>(String(CATEGORIES))).categories),
    ).toBe(true);
  });

  it('keeps mutations off GET (405 with Allow: POST) and still refuses a simple GET with no credential', async () => {
    const mutation = new URL(`${stack.gatewayUrl}/graphql`);
    mutation.searchParams.set('query', 'mutation { createApiKey(input: { name: "via-get" }) { key } }');
    const refused = await fetch(mutation, { headers: { 'x-api-key': key } });
    expect(refused.status).toBe(405);
    expect(refused.headers.get('allow')).toBe('POST');

    const query = new URL(`${stack.gatewayUrl}/graphql`);
    query.searchParams.set('query', String(CATEGORIES));
    // What a cross-site <img> or form GET can send: no credential, no preflight-forcing header.
    const forged = await fetch(query);
    expect(forged.status).toBe(400);
    expect(await forged.text()).toMatch(/Cross-Site Request Forgery/);
  });
});

describe('one credential in two headers', () => {
  const post = (headers: Record<string, string>) =>
    fetch(`${stack.gatewayUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ query: String(CATEGORIES) }),
    });

  it('accepts the same API key as Authorization: Bearer and x-api-key (@hey-api/openapi-ts sends both)', async () => {
    const answer = await post({ authorization: `Bearer ${key}`, 'x-api-key': key });
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { data: { categories: unknown[] } }).data.categories).toBeInstanceOf(
      Array,
    );
    const rest = await fetch(`${stack.gatewayUrl}/api/v1/users?limit=1`, {
      headers: { authorization: `Bearer ${key}`, 'x-api-key': key },
    });
    expect(rest.status).toBe(200);
  });

  it('refuses two different credentials with 401', async () => {
    const other = (await graphqlOk(admin, CREATE_KEY, { name: 'other' })).createApiKey.key;
    const answer = await post({ authorization: `Bearer ${key}`, 'x-api-key': other });
    expect(answer.status).toBe(401);
  });
});

/** A real graphql-ws client connecting at once; resolves with its fate (acknowledged, or the close code). */
function connect(
  params: Record<string, unknown>,
  options: { retryAttempts?: number } = {},
): { client: Client; outcome: Promise<'connected' | number>; attempts: () => number; gaveUp: Promise<void> } {
  let attempts = 0;
  let giveUp: () => void = () => {};
  const gaveUp = new Promise<void>((resolve) => (giveUp = resolve));
  const client = createClient({
    url: `${stack.gatewayUrl.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: params,
    lazy: false,
    retryAttempts: options.retryAttempts ?? 0,
    // graphql-ws waits between retries; keep them short so a retried close would show up in the test.
    retryWait: async () => new Promise((resolve) => setTimeout(resolve, 20)),
    // Called once the client stops trying: at once for a fatal close, after every retry otherwise.
    onNonLazyError: () => giveUp(),
    on: { connecting: () => attempts++ },
  });
  dispose(async () => client.dispose());
  const outcome = new Promise<'connected' | number>((resolve) => {
    client.on('connected', () => resolve('connected'));
    client.on('closed', (event) => resolve((event as { code: number }).code));
  });
  return { client, outcome, attempts: () => attempts, gaveUp };
}

describe('graphql-ws credentials', () => {
  it('closes a wrong credential with 4401, which the client does not retry', async () => {
    const { outcome, attempts, gaveUp } = connect(
      { Authorization: 'Bearer not-a-token' },
      { retryAttempts: 5 },
    );
    expect(await outcome).toBe(4401);
    await gaveUp;
    expect(attempts()).toBe(1);
  });

  it('accepts the credential under authToken, Authorization, x-api-key and inside headers', async () => {
    for (const params of [
      { authToken: key },
      { authToken: `Bearer ${key}` },
      { Authorization: `Bearer ${key}` },
      { 'x-api-key': key },
      { headers: { Authorization: `Bearer ${key}` } },
      { authToken: key, Authorization: `Bearer ${key}` },
    ]) {
      const { client, outcome } = connect(params);
      expect(await outcome, JSON.stringify(Object.keys(params))).toBe('connected');
      await client.dispose();
    }
    const other = (await graphqlOk(admin, CREATE_KEY, { name: 'ws-other' })).createApiKey.key;
    expect(await connect({ authToken: other, Authorization: `Bearer ${key}` }).outcome).toBe(4401);
  });

  it(`caps open sockets per credential at WS_MAX_CONNECTIONS_PER_IDENTITY (${MAX_SOCKETS}), with 4429`, async () => {
    const capped = (await graphqlOk(admin, CREATE_KEY, { name: 'ws-cap' })).createApiKey.key;
    const open: Client[] = [];
    for (let index = 0; index < MAX_SOCKETS; index++) {
      const socket = connect({ 'x-api-key': capped });
      expect(await socket.outcome).toBe('connected');
      open.push(socket.client);
    }
    expect(await connect({ 'x-api-key': capped }).outcome).toBe(4429);
    // Another credential has its own count.
    expect(await connect({ 'x-api-key': key }).outcome).toBe('connected');
    await open[0]!.dispose();
    await expect.poll(async () => connect({ 'x-api-key': capped }).outcome).toBe('connected');
  });
});

describe('TRUSTED_PROXIES', () => {
  const limited = { RATE_LIMITS: 'true', RATE_LIMIT_ANONYMOUS_PER_MIN: '2' };
  const from = (url: string, forwardedFor: string) =>
    fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
      body: JSON.stringify({ query: String(CATEGORIES) }),
    });

  it('counts anonymous requests by the X-Forwarded-For client when the peer is a trusted proxy', async () => {
    const { url } = await startGatewayReplica(stack, {
      config: testConfig({ ...limited, TRUSTED_PROXIES: '127.0.0.1/32,::1' }),
    });
    expect((await from(url, '203.0.113.7')).status).toBe(200);
    expect((await from(url, '203.0.113.7')).status).toBe(200);
    expect((await from(url, '203.0.113.7')).status).toBe(429);
    // Another client behind the same proxy has its own budget; a client cannot choose its bucket by
    // prepending addresses (only the entry the trusted proxy added counts).
    expect((await from(url, '203.0.113.8')).status).toBe(200);
    expect((await from(url, '198.51.100.1, 203.0.113.7')).status).toBe(429);
  });

  it('ignores X-Forwarded-For from a peer that is not trusted', async () => {
    const { url } = await startGatewayReplica(stack, { config: testConfig(limited) });
    expect((await from(url, '203.0.113.7')).status).toBe(200);
    expect((await from(url, '203.0.113.8')).status).toBe(200);
    expect((await from(url, '203.0.113.9')).status).toBe(429);
  });
});

describe('OPTIONS', () => {
  const options = (path: string, preflight: boolean) =>
    fetch(`${stack.gatewayUrl}${path}`, {
      method: 'OPTIONS',
      headers: preflight ? { origin: 'http://localhost:4000', 'access-control-request-method': 'GET' } : {},
    });

  it('answers with the methods each path really has, in Allow and Access-Control-Allow-Methods', async () => {
    for (const [path, methods] of [
      ['/api/v1/users', 'GET, HEAD, POST, OPTIONS'],
      ['/api/v2/users/42', 'GET, HEAD, PUT, DELETE, OPTIONS'],
      ['/api/orders/o-1/items', 'POST, OPTIONS'],
      ['/api/search', 'GET, HEAD, OPTIONS'],
      ['/products/7', 'GET, HEAD, OPTIONS'],
      ['/orders/7', 'GET, HEAD, PUT, OPTIONS'],
      ['/graphql', 'GET, HEAD, POST, OPTIONS'],
    ] as const) {
      const preflight = await options(path, true);
      expect(preflight.status, path).toBe(204);
      expect(sortedMethods(preflight.headers.get('access-control-allow-methods')), path).toEqual(
        sortedMethods(methods),
      );
      const plain = await options(path, false);
      expect(plain.status, path).toBe(204);
      expect(sortedMethods(plain.headers.get('allow')), path).toEqual(sortedMethods(methods));
    }
  });

  it('answers 404 for a path no route has', async () => {
    expect((await options('/api/v1/nothing-here', true)).status).toBe(404);
    expect((await options('/nowhere', false)).status).toBe(404);
  });
});

function sortedMethods(header: string | null): string[] {
  return (header ?? '')
    .split(',')
    .map((method) => method.trim())
    .filter(Boolean)
    .sort();
}

/** A GET over node:http, which (unlike fetch) shows the body as sent: compressed or not. */
function rawGet(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    httpRequest(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

/** A body without what differs per request (the envelope's request id and time). */
const same = (body: Buffer) => body.toString().replace(/"(request_id|timestamp)":"[^"]*"/g, '');

describe('compression on every face', () => {
  it('compresses REST, serverless, OpenAPI and docs answers as /graphql, when the client accepts it', async () => {
    for (const path of [
      '/api/v1/users?limit=5',
      '/api/v2/users/unknown-id',
      '/products/unknown-id',
      '/orders/unknown-id',
      '/api/openapi.json',
      '/api/v1/openapi.json',
      '/api/docs',
    ]) {
      const plain = await rawGet(`${stack.gatewayUrl}${path}`, admin.headers!);
      expect(plain.headers['content-encoding'], path).toBeUndefined();
      const br = await rawGet(`${stack.gatewayUrl}${path}`, { ...admin.headers, 'accept-encoding': 'br' });
      expect(br.status, path).toBe(plain.status);
      expect(br.headers['content-encoding'], path).toBe('br');
      expect(br.headers.vary, path).toMatch(/accept-encoding/);
      expect(same(brotliDecompressSync(br.body)), path).toBe(same(plain.body));
      const gzip = await rawGet(`${stack.gatewayUrl}${path}`, {
        ...admin.headers,
        'accept-encoding': 'gzip',
      });
      expect(gzip.headers['content-encoding'], path).toBe('gzip');
      expect(Number(gzip.headers['content-length']), path).toBe(gzip.body.length);
      expect(same(gunzipSync(gzip.body)), path).toBe(same(plain.body));
    }
  });
});

describe('the OpenAPI document states the bounds the server enforces', () => {
  interface Parameter {
    name: string;
    in: string;
    schema: { minimum?: number; maximum?: number; minLength?: number; maxLength?: number };
  }
  const parameter = async (document: string, path: string, name: string): Promise<Parameter['schema']> => {
    const served = (await (await fetch(`${stack.gatewayUrl}${document}`)).json()) as {
      paths: Record<string, { get: { parameters: Parameter[] } }>;
    };
    return served.paths[path]!.get.parameters.find((candidate) => candidate.name === name)!.schema;
  };

  it('bounds offset to GraphQL Int and refuses beyond it in REST words', async () => {
    expect(await parameter('/api/v1/openapi.json', '/api/v1/users', 'offset')).toMatchObject({
      minimum: 0,
      maximum: 2147483647,
    });
    const refused = await fetch(`${stack.gatewayUrl}/api/v1/users?offset=2147483648`, {
      headers: admin.headers,
    });
    expect(refused.status).toBe(400);
    const body = (await refused.json()) as {
      error: { code: string; details: { fields: Array<{ field: string }> } };
    };
    expect(body.error.code).toBe('BAD_USER_INPUT');
    expect(body.error.details.fields.map((field) => field.field)).toEqual(['offset']);
    expect(
      (await fetch(`${stack.gatewayUrl}/api/v1/users?offset=2147483647`, { headers: admin.headers })).status,
    ).toBe(200);
  });

  it('bounds the search text to 1-200 characters, blank refused like empty', async () => {
    expect(await parameter('/api/v2/openapi.json', '/api/v2/search', 'q')).toMatchObject({
      minLength: 1,
      maxLength: 200,
    });
    for (const q of ['', '%20%20', 'x'.repeat(201)]) {
      const refused = await fetch(`${stack.gatewayUrl}/api/v2/search?q=${q}`);
      expect(refused.status, q).toBe(400);
      const body = (await refused.json()) as { error: { details: { fields: Array<{ field: string }> } } };
      expect(body.error.details.fields.map((field) => field.field)).toEqual(['q']);
    }
  });
});

describe('REST and serverless errors speak REST', () => {
  const GRAPHQL_WORDS =
    /Variable "\$|got invalid value|cannot represent|of required type|service_?name|serviceName|\bInt\b|String!/;

  it('words refused input by REST field names, never GraphQL variables, types or subgraph names', async () => {
    const send = (method: string, path: string, body: unknown) =>
      fetch(`${stack.gatewayUrl}${path}`, {
        method,
        headers: { 'content-type': 'application/json', ...admin.headers },
        body: JSON.stringify(body),
      });
    const answers = [
      ['serverless price', await send('POST', '/products', { name: 'Lamp', price: 'cheap' }), 'price'],
      ['serverless name', await send('POST', '/products', { price: 10 }), 'name'],
      [
        'REST quantity',
        await send('POST', '/api/v1/orders', { items: [{ product_id: 'p-1', quantity: 3_000_000_000 }] }),
        'items[0].quantity',
      ],
      [
        'REST missing user',
        await fetch(`${stack.gatewayUrl}/api/v1/users/no-such-user`, { headers: admin.headers }),
        null,
      ],
    ] as const;
    for (const [label, answer, field] of answers) {
      const text = await answer.text();
      expect(answer.status, `${label}: ${text}`).toBeGreaterThanOrEqual(400);
      expect(answer.status, `${label}: ${text}`).toBeLessThan(500);
      expect(text, label).not.toMatch(GRAPHQL_WORDS);
      if (field) expect(text, label).toContain(field);
    }
  });
});

describe('a field limit answers with its own headers', () => {
  it("carries the refusing limit's Retry-After and X-RateLimit-*, not the gateway budget's room", async () => {
    const { url } = await startGatewayReplica(stack, { config: testConfig({ RATE_LIMITS: 'true' }) });
    const customer = await registerCustomer(stack);
    const create = (index: number) =>
      fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...customer.caller.headers },
        body: JSON.stringify({ query: String(CREATE_KEY), variables: { name: `limited-${index}` } }),
      });
    // createApiKey: @rateLimit(limit: 30, duration: 3600) per caller.
    for (let index = 0; index < 30; index++) expect((await create(index)).status).toBe(200);
    const refused = await create(30);
    const body = (await refused.json()) as {
      errors: Array<{ extensions: { code: string; retryAfter: number } }>;
    };
    expect(body.errors[0]!.extensions.code).toBe('RATE_LIMITED');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe(String(body.errors[0]!.extensions.retryAfter));
    expect(refused.headers.get('x-ratelimit-remaining')).toBe('0');
    expect(refused.headers.get('x-ratelimit-limit')).toBe('30');
    expect(Number(refused.headers.get('x-ratelimit-reset'))).toBeGreaterThan(Date.now() / 1000);
  });
});

describe('batched GraphQL requests (Apollo Client BatchHttpLink)', () => {
  const batch = (url: string, operations: unknown[], headers: Record<string, string> = {}) =>
    fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(operations),
    });

  it('answers a JSON array of operations with an array, in order', async () => {
    const answer = await batch(
      stack.gatewayUrl,
      [
        { query: String(CATEGORIES) },
        { query: 'query Who { me { id } }', operationName: 'Who' },
        { query: '{ nope }' },
      ],
      admin.headers,
    );
    expect(answer.status).toBe(200);
    const results = (await answer.json()) as Array<{ data?: Record<string, unknown>; errors?: unknown[] }>;
    expect(results).toHaveLength(3);
    expect(results[0]!.data!.categories).toBeInstanceOf(Array);
    expect(results[1]!.data!.me).toMatchObject({ id: expect.any(String) });
    expect(results[2]!.errors).toHaveLength(1);
  });

  it('refuses more operations than GRAPHQL_MAX_BATCH, and an empty batch, with 400 BATCH_TOO_LARGE', async () => {
    for (const size of [0, 11]) {
      const answer = await batch(
        stack.gatewayUrl,
        Array.from({ length: size }, () => ({ query: String(CATEGORIES) })),
        admin.headers,
      );
      expect(answer.status).toBe(400);
      expect(((await answer.json()) as { code: string }).code).toBe('BATCH_TOO_LARGE');
    }
  });

  it('counts every operation of a batch against the rate limits', async () => {
    const { url } = await startGatewayReplica(stack, {
      config: testConfig({ RATE_LIMITS: 'true', RATE_LIMIT_ANONYMOUS_PER_MIN: '3' }),
    });
    const answer = await batch(
      url,
      Array.from({ length: 5 }, () => ({ query: String(CATEGORIES) })),
    );
    const results = (await answer.json()) as Array<{
      data?: unknown;
      errors?: Array<{ extensions: { code: string } }>;
    }>;
    expect(results.map((result) => (result.data ? 'data' : result.errors![0]!.extensions.code))).toEqual([
      'data',
      'data',
      'data',
      'RATE_LIMITED',
      'RATE_LIMITED',
    ]);
    expect(answer.headers.get('x-ratelimit-remaining')).toBe('0');
    expect((await batch(url, [{ query: String(CATEGORIES) }])).status).toBe(429);
  });
});
