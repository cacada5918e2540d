import { createServer, validateHeaderValue, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { status } from '@grpc/grpc-js';
import { afterAll, describe, expect, it } from 'vitest';
import type { ApolloServer } from '@apollo/server';
import type { GatewayContext } from '../../gateway/context';
import type { Edge, EnterOptions, Entry, Refusal } from '../../gateway/edge';
import { bearerChallenge, refusalOf, unauthenticated } from '../../gateway/edge/refusal';
import { fromRefusal } from '../../gateway/grpc/status';
import { cors } from '../../gateway/http/cors';
import { dispatcher } from '../../gateway/http/dispatch';
import { graphqlRoute } from '../../gateway/http/graphql-route';
import { ownRoute } from '../../gateway/http/own-routes';
import { HttpError, sendJson } from '../../platform/http';
import { Router, type Route } from '../../platform/http/router';
import { createLogger } from '../../platform/logging';

/** The gateway's HTTP layer on a real server, with the edge stood in for: dispatch, CORS, refusals. */
const leftovers: Array<() => void> = [];
afterAll(() => leftovers.forEach((dispose) => dispose()));

async function serve(listener: RequestListener): Promise<string> {
  const server = createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  leftovers.push(() => server.close());
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const logged: unknown[] = [];
const logger = createLogger({
  level: 'error',
  service: 'test',
  destination: { write: (line: string) => logged.push(JSON.parse(line)) },
});
const observed: string[] = [];

function gateway(routes: Route[]): Promise<string> {
  const router = new Router().add(...routes);
  return serve(
    dispatcher({
      router,
      cors: cors(['https://shop.example'], (path, req) => router.allowed(path, req)),
      traffic: {
        metered: (path) => path !== '/health',
        observe: (_req, _res, _requestId, endpoint) => {
          observed.push(endpoint);
          return undefined;
        },
      },
      headerTransforms: { routes: {}, subgraphs: {} },
      logger,
    }),
  );
}

const ok =
  (body: unknown): Route['handler'] =>
  (_req, res) =>
    sendJson(res, 200, body);

/** An edge that answers every `enter` with `entry`, and keeps the options it was called with. */
function edgeAnswering(entry: Entry): { edge: Edge; options: Array<EnterOptions | undefined> } {
  const options: Array<EnterOptions | undefined> = [];
  const edge = {
    enter: async (_request: unknown, given?: EnterOptions) => {
      options.push(given);
      return entry;
    },
  } as unknown as Edge;
  return { edge, options };
}

const LIMITED: Refusal = refusalOf({
  kind: 'limited',
  message: 'Rate limit exceeded (10 requests per minute); try again in 7 s.',
  retryAfterSeconds: 7,
  headers: { 'x-ratelimit-limit': '10', 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': '1893456000' },
});

describe('dispatch', () => {
  it('answers 404 ROUTE_NOT_FOUND and 405 METHOD_NOT_ALLOWED (with Allow) in the plain error body', async () => {
    const url = await gateway([
      { methods: ['GET'], path: '/things', handler: ok([]) },
      { methods: ['POST'], path: '/things', handler: ok({}) },
    ]);
    const missing = await fetch(`${url}/nowhere?x=1`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: 'No route for GET /nowhere.', code: 'ROUTE_NOT_FOUND' });
    const wrong = await fetch(`${url}/things`, { method: 'DELETE' });
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toBe('GET, POST');
    expect(await wrong.json()).toEqual({
      error: 'Method DELETE is not allowed on /things.',
      code: 'METHOD_NOT_ALLOWED',
    });
  });

  it("answers a route's HttpError with its registry code, and anything else as a 500 without internals", async () => {
    const url = await gateway([
      {
        methods: ['POST'],
        path: '/big',
        handler: () => {
          throw new HttpError('PAYLOAD_TOO_LARGE', 'Request body exceeds 10 bytes.');
        },
      },
      {
        methods: ['GET'],
        path: '/broken',
        handler: () => {
          throw new Error('mongodb://admin:secret@10.0.0.7 refused');
        },
      },
    ]);
    const big = await fetch(`${url}/big`, { method: 'POST' });
    expect(big.status).toBe(413);
    expect(await big.json()).toEqual({ error: 'Request body exceeds 10 bytes.', code: 'PAYLOAD_TOO_LARGE' });
    const broken = await fetch(`${url}/broken`, { headers: { 'x-request-id': 'req-broken-1' } });
    expect(broken.status).toBe(500);
    expect(await broken.json()).toEqual({ error: 'Internal server error', code: 'INTERNAL_SERVER_ERROR' });
    expect(logged).toContainEqual(
      expect.objectContaining({ requestId: 'req-broken-1', msg: 'request failed' }),
    );
  });

  it('keeps a safe request id, replaces an unsafe one, and measures metered routes by their pattern', async () => {
    observed.length = 0;
    const url = await gateway([
      { methods: ['GET'], path: '/things/:id', handler: ok({}) },
      { methods: ['GET'], path: '/health', handler: ok({}) },
      { methods: ['POST'], path: '/graphql', handler: ok({}) },
    ]);
    expect(
      (await fetch(`${url}/things/1`, { headers: { 'x-request-id': 'abc-123' } })).headers.get(
        'x-request-id',
      ),
    ).toBe('abc-123');
    const unsafe = (await fetch(`${url}/things/2`, { headers: { 'x-request-id': 'a b\u00e9' } })).headers.get(
      'x-request-id',
    );
    expect(unsafe).toMatch(/^[0-9a-f-]{36}$/);
    await fetch(`${url}/health`);
    await fetch(`${url}/graphql`, { method: 'POST' });
    expect(observed).toEqual(['GET /things/:id', 'GET /things/:id', 'graphql:(unparsed)']);
  });

  it('answers CORS preflights itself and marks answers to allowed origins only', async () => {
    const url = await gateway([{ methods: ['GET'], path: '/things', handler: ok([]) }]);
    const preflight = await fetch(`${url}/things`, {
      method: 'OPTIONS',
      headers: { origin: 'https://shop.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    // The methods the path has, not every method the gateway knows.
    expect(preflight.headers.get('access-control-allow-methods')).toBe('GET, HEAD, OPTIONS');
    expect(preflight.headers.get('access-control-allow-origin')).toBe('https://shop.example');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('idempotency-key');
    expect(preflight.headers.get('access-control-max-age')).toBe('600');
    const allowed = await fetch(`${url}/things`, { headers: { origin: 'https://shop.example' } });
    expect(allowed.headers.get('access-control-expose-headers')).toContain('retry-after');
    const other = await fetch(`${url}/things`, { headers: { origin: 'https://elsewhere.example' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('refusals of the edge, in each envelope', () => {
  it("the gateway's own routes: the plain body with the refusal's status and headers; an unknown credential counts as the address", async () => {
    const { edge, options } = edgeAnswering({ kind: 'refused', refusal: LIMITED });
    const url = await gateway([ownRoute(edge)({ methods: ['POST'], path: '/auth/login', handler: ok({}) })]);
    const refused = await fetch(`${url}/auth/login`, { method: 'POST' });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ error: LIMITED.message, code: 'RATE_LIMITED' });
    expect(Object.fromEntries(refused.headers)).toMatchObject({
      'retry-after': '7',
      'x-ratelimit-limit': '10',
      'x-ratelimit-remaining': '0',
      'cache-control': 'no-store',
    });
    expect(options).toEqual([{ invalidCredential: 'anonymous' }]);
  });

  it('GraphQL over HTTP: an errors list, with the plain `error` string and retryAfter when waiting helps', async () => {
    const apollo = {} as ApolloServer<GatewayContext>;
    const limitedUrl = await gateway([
      graphqlRoute({
        apollo,
        edge: edgeAnswering({ kind: 'refused', refusal: LIMITED }).edge,
        maxBodyBytes: 1000,
        maxBatch: 10,
      }),
    ]);
    const limited = await fetch(`${limitedUrl}/graphql`, { method: 'POST' });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('7');
    expect(limited.headers.get('cache-control')).toBe('no-store');
    expect(await limited.json()).toEqual({
      error: LIMITED.message,
      errors: [{ message: LIMITED.message, extensions: { code: 'RATE_LIMITED', retryAfter: 7 } }],
    });

    const challenge = 'Bearer realm="commerce", error="invalid_token", error_description="expired"';
    const refusal = unauthenticated('The token has expired.', challenge);
    const unauthenticatedUrl = await gateway([
      graphqlRoute({
        apollo,
        edge: edgeAnswering({ kind: 'refused', refusal }).edge,
        maxBodyBytes: 1000,
        maxBatch: 10,
      }),
    ]);
    const denied = await fetch(`${unauthenticatedUrl}/graphql`);
    expect(denied.status).toBe(401);
    expect(denied.headers.get('www-authenticate')).toBe(challenge);
    expect(await denied.json()).toEqual({
      errors: [{ message: 'The token has expired.', extensions: { code: 'UNAUTHENTICATED' } }],
    });
  });

  it("gRPC: the status of the face's table, the registry code and the rate headers in the trailer", () => {
    const limited = fromRefusal(LIMITED);
    expect(limited.code).toBe(status.RESOURCE_EXHAUSTED);
    expect(limited.details).toBe(LIMITED.message);
    expect(limited.metadata?.getMap()).toEqual({
      'error-code': 'RATE_LIMITED',
      'retry-after': '7',
      'x-ratelimit-limit': '10',
      'x-ratelimit-remaining': '0',
      'x-ratelimit-reset': '1893456000',
    });
    const unavailable = fromRefusal(
      refusalOf({ kind: 'unavailable', message: 'The rate limiter is unavailable.', retryAfterSeconds: 1 }),
    );
    expect(unavailable.code).toBe(status.UNAVAILABLE);
    expect(unavailable.metadata?.getMap()).toEqual({
      'error-code': 'SERVICE_UNAVAILABLE',
      'retry-after': '1',
    });
    const denied = fromRefusal(unauthenticated('No such API key.'));
    expect(denied.code).toBe(status.UNAUTHENTICATED);
    expect(denied.metadata?.getMap()).toEqual({ 'error-code': 'UNAUTHENTICATED' });
  });
});

describe('bearer challenges', () => {
  it('stay a sendable header value whatever the refusal message says', () => {
    const challenge = bearerChallenge('invalid_token', 'The key’s owner said “no” — café \\ "quoted"');
    expect(() => validateHeaderValue('www-authenticate', challenge)).not.toThrow();
    expect(challenge).toBe(
      `Bearer realm="commerce", error="invalid_token", error_description="The key's owner said 'no' - cafe  'quoted'"`,
    );
  });
});
