import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Admission } from '../../../gateway/edge';
import { GatewayRoutes, operationCatalogue, RouteFileError } from '../../../gateway/routes';
import { restRoutes } from '../../../gateway/rest/routes';
import { systemClock } from '../../../platform/clock';
import { JsonClient } from '../../../platform/http/client';
import { thrown } from '../../../testing/assertions';
import { registerCustomer, type Account } from '../../../testing/fixtures';
import {
  dispose,
  graphqlOk,
  startGatewayReplica,
  startTestStack,
  testConfig,
} from '../../../testing/harness';
import type { Stack } from '../../../stack';
import { gql } from '../../../testing/__generated__';

/**
 * Gateway routes as configuration, through real HTTP: a route file with host routing, templates into the
 * supergraph and into real upstream HTTP servers, per-route security before the limiter, fallbacks, the
 * balancing and breakers of the upstream, hot reload of the file, and the routes' OpenAPI document.
 */

interface Upstream {
  name: string;
  url: string;
  server: Server;
  /** While set, every request is answered with this status (and no useful body). */
  failWith?: number;
  seen: number;
}

/** A real upstream service on port 0 that echoes what it got, named so balancing can be seen. */
async function startUpstream(name: string): Promise<Upstream> {
  const upstream: Upstream = { name, url: '', server: createServer(), seen: 0 };
  upstream.server.on('request', (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      upstream.seen++;
      if (upstream.failWith) {
        res.writeHead(upstream.failWith, { 'content-type': 'text/plain' }).end('down');
        return;
      }
      const text = Buffer.concat(chunks).toString('utf8');
      res.writeHead(req.url?.startsWith('/missing') ? 404 : 200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          instance: name,
          method: req.method,
          url: req.url,
          body: text ? (JSON.parse(text) as unknown) : null,
          partner: req.headers['x-partner'] ?? null,
          requestId: req.headers['x-request-id'] ?? null,
          identityHeader: req.headers['x-gateway-identity'] ?? null,
        }),
      );
    });
  });
  await new Promise<void>((resolve) => upstream.server.listen(0, '127.0.0.1', resolve));
  upstream.url = `http://127.0.0.1:${(upstream.server.address() as AddressInfo).port}`;
  dispose(() => new Promise((resolve) => upstream.server.close(resolve)));
  return upstream;
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: any;
}

/** A request with any Host header (fetch cannot set one), through node's own HTTP client. */
function call(
  method: string,
  path: string,
  options: { host?: string; headers?: Record<string, string>; body?: unknown } = {},
): Promise<Answer> {
  const url = new URL(path, stack.gatewayUrl);
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        method,
        hostname: url.hostname,
        port: url.port,
        path: `${url.pathname}${url.search}`,
        headers: {
          ...(options.host ? { host: options.host } : {}),
          ...(payload !== undefined ? { 'content-type': 'application/json' } : {}),
          ...options.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: res.statusCode!, headers: res.headers, body: text ? JSON.parse(text) : null });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

let stack: Stack;
let routesFile: string;
let customer: Account;
let apiKey: string;
let upstreams: { shop: Upstream; wild: Upstream; plain: Upstream; a: Upstream; b: Upstream; flaky: Upstream };
let closedUrl: string;
/** What reached the admission hook (the limiter's place), by operation. */
const admitted: string[] = [];
const admission: Admission = async (request) => {
  admitted.push(request.operation);
  return { kind: 'admitted', headers: { 'x-admitted': 'yes' } };
};

function routeFile(extra = ''): string {
  const { shop, wild, plain, a, b, flaky } = upstreams;
  return `
routes:
  # Host routing: the same method and path on an exact host, a wildcard, and any other host.
  - { name: helloShop, method: GET, path: /hello, host: shop.example.com, security: none,
      backend: { kind: http, urls: ["${shop.url}"], path: /shop } }
  - { name: helloWild, method: GET, path: /hello, host: "*.example.com", security: none,
      backend: { kind: http, urls: ["${wild.url}"], path: /wild } }
  - { name: hello, method: GET, path: /hello, security: none,
      backend: { kind: http, urls: ["${plain.url}"], path: /plain } }

  # A template into the supergraph and the answer shaped back.
  - name: userCard
    method: GET
    path: /cards/users/:id
    security: bearer
    backend: { kind: supergraph, operation: RestUser, variables: { id: $.path.id } }
    response:
      body: { id: $.data.user.id, display: $.data.user.name, contact: { email: $.data.user.email }, kind: card }
      notFound: { when: $.data.user, code: USER_NOT_FOUND }

  # A template into an HTTP upstream: body, path, query and caller, and a header.
  - name: partnerNote
    method: POST
    path: /partners/:id/notes
    security: any
    backend:
      kind: http
      urls: ["${a.url}"]
      path: /v1/notes/:id
      headers: { x-partner: $.path.id }
      body: { note: $.body.text, partner: $.path.id, author: $.caller.id, priority: $.query.priority | number, source: gateway }
    response:
      status: 202
      body: { accepted: $.data.body, by: $.data.instance }

  # Per-route security.
  - { name: keysOnly, method: GET, path: /keys-only, security: apiKey, backend: { kind: http, urls: ["${plain.url}"] } }
  - { name: tokensOnly, method: GET, path: /tokens-only, security: bearer, backend: { kind: http, urls: ["${plain.url}"] } }
  - { name: anyone, method: GET, path: /anyone, security: none, backend: { kind: http, urls: ["${plain.url}"] } }

  # Balancing with breakers and retries over two instances.
  - name: balanced
    method: GET
    path: /balanced/:n
    security: none
    backend: { kind: http, urls: ["${a.url}", "${b.url}"], path: /items/:n, breaker: { failures: 2, cooldownMs: 60000 } }

  # Fallbacks.
  - name: status
    method: GET
    path: /status
    security: none
    backend: { kind: http, urls: ["${closedUrl}"], timeoutMs: 500 }
    fallback: { kind: static, status: 200, body: { status: degraded, orders: unknown } }
  - name: catalogItem
    method: GET
    path: /catalog/:id
    security: none
    backend: { kind: http, urls: ["${flaky.url}"], path: /items/:id, retries: 0, breaker: { failures: 100, cooldownMs: 100 } }
    fallback: { kind: stale, maxEntries: 10 }
${extra}`;
}

beforeAll(async () => {
  upstreams = {
    shop: await startUpstream('shop'),
    wild: await startUpstream('wild'),
    plain: await startUpstream('plain'),
    a: await startUpstream('a'),
    b: await startUpstream('b'),
    flaky: await startUpstream('flaky'),
  };
  const closed = await startUpstream('closed');
  closedUrl = closed.url;
  await new Promise((resolve) => closed.server.close(resolve));
  routesFile = join(mkdtempSync(join(tmpdir(), 'routes-')), 'routes.yaml');
  writeFileSync(routesFile, routeFile());
  stack = await startTestStack({
    env: { ROUTES_FILE: routesFile, LOG_LEVEL: 'fatal' },
    gateway: { admission },
  });
  customer = await registerCustomer(stack);
  apiKey = (
    await graphqlOk(
      customer.caller,
      gql(`mutation RoutesCreateApiKey($input: CreateApiKeyInput!) { createApiKey(input: $input) { key } }`),
      { input: { name: 'routes', scopes: ['read', 'write'] } },
    )
  ).createApiKey.key;
});

const asCustomer = () => ({ authorization: `Bearer ${customer.tokens.access_token}` });

describe('host routing', () => {
  it('serves the exact host, then the wildcard, then the routes for any host', async () => {
    expect((await call('GET', '/hello', { host: 'shop.example.com' })).body).toMatchObject({
      instance: 'shop',
      url: '/shop',
    });
    expect((await call('GET', '/hello', { host: 'Shop.Example.com:4000' })).body.instance).toBe('shop');
    expect((await call('GET', '/hello', { host: 'other.example.com' })).body).toMatchObject({
      instance: 'wild',
      url: '/wild',
    });
    expect((await call('GET', '/hello', { host: 'deep.sub.example.com' })).body.instance).toBe('wild');
    // example.com itself is not under *.example.com.
    expect((await call('GET', '/hello', { host: 'example.com' })).body.instance).toBe('plain');
    expect((await call('GET', '/hello', { host: 'elsewhere.test' })).body.instance).toBe('plain');
  });

  it('leaves the built-in routes to every host, and answers 405 for a configured path with another method', async () => {
    const search = await call('GET', '/api/v2/search?q=lamp', { host: 'other.example.com' });
    expect(search.status).toBe(200);
    expect(search.body.data).toEqual(expect.any(Array));
    const wrong = await call('DELETE', '/hello', { host: 'other.example.com' });
    expect(wrong.status).toBe(405);
    expect(wrong.headers.allow).toBe('GET');
  });
});

describe('templates', () => {
  it('maps the path into a supergraph operation and shapes its answer', async () => {
    const card = await call('GET', `/cards/users/${customer.id}`, { headers: asCustomer() });
    expect(card.status).toBe(200);
    expect(card.body).toEqual({
      id: customer.id,
      display: 'Test Customer',
      contact: { email: customer.email },
      kind: 'card',
    });
    const missing = await call('GET', '/cards/users/000000000000000000000000', { headers: asCustomer() });
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe('USER_NOT_FOUND');
  });

  it('maps body, path, query and caller into an upstream body and header, and shapes the answer', async () => {
    const answer = await call('POST', '/partners/acme/notes?priority=3', {
      headers: { ...asCustomer(), 'x-request-id': 'routes-note-1' },
      body: { text: 'hello', ignored: true },
    });
    expect(answer.status).toBe(202);
    expect(answer.body).toEqual({
      accepted: { note: 'hello', partner: 'acme', author: customer.id, priority: 3, source: 'gateway' },
      by: 'a',
    });
    expect(answer.headers['x-request-id']).toBe('routes-note-1');
    const seen = await call('POST', '/partners/acme/notes', { headers: asCustomer(), body: { text: 'x' } });
    expect(seen.body.accepted).toEqual({
      note: 'x',
      partner: 'acme',
      author: customer.id,
      source: 'gateway',
    });
  });

  it('sends the request id but never the signed identity to an upstream, and passes its 4xx through', async () => {
    const echoed = await call('GET', '/anyone', { headers: { 'x-request-id': 'routes-echo-1' } });
    expect(echoed.body).toMatchObject({ requestId: 'routes-echo-1', identityHeader: null });
    const missing = await call('GET', '/missing-thing', {});
    expect(missing.status).toBe(404);
  });
});

describe('per-route security', () => {
  it('takes only the credential the route names: apiKey, bearer, any, none', async () => {
    const key = { 'x-api-key': apiKey };
    expect((await call('GET', '/keys-only', { headers: key })).status).toBe(200);
    expect((await call('GET', '/keys-only', { headers: { authorization: `Bearer ${apiKey}` } })).status).toBe(
      200,
    );
    const tokenOnKeys = await call('GET', '/keys-only', { headers: asCustomer() });
    expect(tokenOnKeys.status).toBe(401);
    expect(tokenOnKeys.body.error).toMatchObject({
      code: 'UNAUTHENTICATED',
      message: expect.stringContaining('API key'),
    });
    expect(tokenOnKeys.headers['www-authenticate']).toBe('Bearer realm="commerce"');

    expect((await call('GET', '/tokens-only', { headers: asCustomer() })).status).toBe(200);
    expect((await call('GET', '/tokens-only', { headers: key })).status).toBe(401);
    expect((await call('GET', '/tokens-only')).status).toBe(401);

    expect((await call('POST', '/partners/x/notes', { headers: key, body: { text: 'k' } })).status).toBe(202);
    expect((await call('POST', '/partners/x/notes', { body: { text: 'k' } })).status).toBe(401);
    expect((await call('GET', '/anyone')).status).toBe(200);
  });

  it('refuses a missing credential before the limiter counts the request', async () => {
    admitted.length = 0;
    const refused = await call('GET', '/keys-only');
    expect(refused.status).toBe(401);
    expect(refused.headers['x-admitted']).toBeUndefined();
    expect(admitted).toEqual([]);
    const served = await call('GET', '/keys-only', { headers: { 'x-api-key': apiKey } });
    expect(served.headers['x-admitted']).toBe('yes');
    expect(admitted).toEqual(['GET /keys-only']);
  });

  it('shows each route and its security in the routes OpenAPI document', async () => {
    const document = (await (await fetch(`${stack.gatewayUrl}/api/routes/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { operationId: string; security: unknown[]; 'x-host'?: string }>>;
      components: { securitySchemes: Record<string, unknown> };
    };
    const result = await new Validator().validate(document as unknown as Record<string, unknown>);
    expect(result.errors ?? []).toEqual([]);
    expect(Object.keys(document.components.securitySchemes).sort()).toEqual(['apiKey', 'bearerAuth']);
    expect(document.paths['/keys-only']!.get!.security).toEqual([{ apiKey: [] }]);
    expect(document.paths['/tokens-only']!.get!.security).toEqual([{ bearerAuth: [] }]);
    expect(document.paths['/partners/{id}/notes']!.post!.security).toEqual([
      { bearerAuth: [] },
      { apiKey: [] },
    ]);
    expect(document.paths['/anyone']!.get!.security).toEqual([{}, { bearerAuth: [] }, { apiKey: [] }]);
    // The docs UI offers it beside the REST versions.
    expect(await (await fetch(`${stack.gatewayUrl}/api/docs/init.js`)).text()).toContain(
      '/api/routes/openapi.json',
    );
    expect(document.paths['/hello']!.get).toMatchObject({
      operationId: 'helloShop',
      'x-host': 'shop.example.com',
    });
  });
});

describe('HTTP upstreams', () => {
  it('balances over the instances and stops sending to one whose circuit opened', async () => {
    const { a, b } = upstreams;
    const instances = new Set<string>();
    for (let n = 0; n < 6; n++) instances.add((await call('GET', `/balanced/${n}`)).body.instance);
    expect(instances).toEqual(new Set(['a', 'b']));

    b.failWith = 503;
    try {
      // Every answer comes from a: b's 503s are retried on a, then b's circuit opens (2 failures).
      for (let n = 0; n < 6; n++) {
        const answer = await call('GET', `/balanced/${n}`);
        expect(answer.status).toBe(200);
        expect(answer.body).toMatchObject({ instance: 'a', url: `/items/${n}` });
      }
      const before = b.seen;
      for (let n = 0; n < 4; n++) await call('GET', `/balanced/${n}`);
      expect(b.seen).toBe(before);
      const metrics = await (await fetch(`${stack.gatewayUrl}/metrics`)).text();
      expect(metrics).toContain(`gateway_route_circuit_open{route="balanced",instance="${b.url}"} 1`);
      expect(metrics).toMatch(
        /gateway_route_upstream_duration_seconds_count\{route="balanced",outcome="retried"\} [1-9]/,
      );
    } finally {
      delete b.failWith;
    }
  });
});

describe('fallbacks', () => {
  it('answers the static fallback, marked, while the backend is unreachable', async () => {
    const answer = await call('GET', '/status');
    expect(answer.status).toBe(200);
    expect(answer.headers['x-fallback']).toBe('static');
    expect(answer.body).toEqual({ status: 'degraded', orders: 'unknown' });
  });

  it('answers the last good answer, marked stale, and 503 for what it never answered', async () => {
    const { flaky } = upstreams;
    const fresh = await call('GET', '/catalog/7');
    expect(fresh.status).toBe(200);
    expect(fresh.headers['x-fallback']).toBeUndefined();
    flaky.failWith = 500;
    try {
      const stale = await call('GET', '/catalog/7');
      expect(stale.status).toBe(200);
      expect(stale.headers['x-fallback']).toBe('stale');
      expect(stale.headers.age).toMatch(/^\d+$/);
      expect(stale.body).toEqual(fresh.body);
      const never = await call('GET', '/catalog/8');
      expect(never.status).toBe(503);
      expect(never.body.error.code).toBe('SERVICE_UNAVAILABLE');
      expect(never.headers['x-fallback']).toBeUndefined();
    } finally {
      delete flaky.failWith;
    }
    const metrics = await (await fetch(`${stack.gatewayUrl}/metrics`)).text();
    expect(metrics).toMatch(/gateway_route_fallbacks_total\{route="catalogItem",kind="stale"\} [1-9]/);
  });
});

describe('fallbacks of supergraph routes', () => {
  it('answers the fallback when the operation finds its subgraph unavailable', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'routes-sg-')), 'routes.yaml');
    writeFileSync(
      file,
      `routes:
  - name: shopSearch
    method: GET
    path: /shop/search
    security: none
    backend: { kind: supergraph, operation: RestSuggest, variables: { q: $.query.q, limit: 5 } }
    response: { body: { hits: $.data.suggest.products } }
    fallback: { kind: static, status: 200, body: { hits: [], note: search is resting } }
`,
    );
    // A replica whose catalog instance is gone: its searches find the catalog unavailable.
    const replica = await startGatewayReplica(stack, {
      config: testConfig({
        GATEWAY_SECRET: stack.config.gatewaySecret,
        ROUTES_FILE: file,
        ROUTES_WATCH: 'false',
        SUBGRAPH_RETRIES: '0',
        LOG_LEVEL: 'fatal',
      }),
      subgraphUrls: { catalog: `${closedUrl}/graphql` },
    });
    const answer = await fetch(`${replica.url}/shop/search?q=lamp`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-fallback')).toBe('static');
    expect(await answer.json()).toEqual({ hits: [], note: 'search is resting' });
  });
});

describe('hot reload', () => {
  const reloads = async (outcome: string) => {
    const text = await (await fetch(`${stack.gatewayUrl}/metrics`)).text();
    return Number(
      new RegExp(`gateway_route_reloads_total\\{outcome="${outcome}"\\} (\\d+)`).exec(text)?.[1] ?? 0,
    );
  };

  it('applies a changed file without a restart, and refuses a bad one keeping the routes it had', async () => {
    expect((await call('GET', '/added')).status).toBe(404);
    writeFileSync(
      routesFile,
      routeFile(
        `  - { name: added, method: GET, path: /added, security: none, backend: { kind: http, urls: ["${upstreams.plain.url}"], path: /added } }\n`,
      ),
    );
    await expect.poll(async () => (await call('GET', '/added')).status, { timeout: 10_000 }).toBe(200);
    expect(await reloads('applied')).toBeGreaterThanOrEqual(1);

    writeFileSync(routesFile, 'routes:\n  - { name: broken, method: GET }\n');
    await expect.poll(() => reloads('refused'), { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
    expect((await call('GET', '/added')).body).toMatchObject({ instance: 'plain', url: '/added' });
    expect((await call('GET', '/hello', { host: 'shop.example.com' })).body.instance).toBe('shop');
    expect(stack.gateway.configuredRoutes.reload()).toBe('unchanged');
  });

  it('refuses to start on a malformed file, naming every problem, or on a file that is not there', () => {
    const bad = join(mkdtempSync(join(tmpdir(), 'routes-bad-')), 'routes.yaml');
    writeFileSync(
      bad,
      'routes:\n  - { name: a, method: FETCH, path: /a, backend: { kind: http, urls: [nope] } }\n  - { name: b, method: GET, path: b, security: both, backend: { kind: supergraph, operation: Nope } }\n',
    );
    const load = (file: string) => () =>
      GatewayRoutes.load({
        file,
        watch: false,
        edge: stack.gateway.edge,
        client: new JsonClient(),
        operations: operationCatalogue(restRoutes({ maxPageSize: 100 })),
        clock: systemClock,
        logger: stack.logger,
      });
    const error = thrown(load(bad), RouteFileError);
    expect(error.problems).toEqual([
      expect.stringMatching(/^routes\[0\]\.method: /),
      expect.stringMatching(/^routes\[0\]\.backend\.urls\[0\]: /),
      expect.stringMatching(/^routes\[1\]\.path: /),
      expect.stringMatching(/^routes\[1\]\.security: /),
      expect.stringMatching(/^routes\[1\]\.backend\.operation: no operation "Nope"/),
    ]);
    expect(error.message).toContain(`Route file ${bad} is not valid (5 problems)`);
    expect(thrown(load(`${bad}.missing`), RouteFileError).problems).toEqual([
      expect.stringMatching(/^cannot be read: ENOENT/),
    ]);
  });
});
