import { status } from '@grpc/grpc-js';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Admission, AdmissionRequest } from '../../../gateway/edge';
import { callerKey } from '../../../platform/identity';
import { adminCaller, type Caller, CATEGORIES } from '../../../testing/fixtures';
import { getUserAnswer, userServiceClient } from '../../../testing/grpc';
import { dispose, graphql, startTestStack } from '../../../testing/harness';
import { watch, wsClient } from '../../../testing/ws';
import type { Stack } from '../../../stack';
import { gql } from '../../../testing/__generated__';

/**
 * The admission hook, the one place the rate limiter plugs in: every face (GraphQL over HTTP and
 * WebSocket, REST, serverless, gRPC) calls it with the verified caller before executing, and answers its
 * refusal the face's way.
 */
let stack: Stack;
let admin: Caller;
let mode: 'admit' | 'limit' | 'throw' = 'admit';
/** While limiting: only the requests this picks (default: every one). */
let limited: (request: AdmissionRequest) => boolean = () => true;
const seen: AdmissionRequest[] = [];

const LIMIT_HEADERS = {
  'X-RateLimit-Limit': '10',
  'X-RateLimit-Remaining': '0',
  'X-RateLimit-Reset': '1893456000',
};

const admission: Admission = async (request) => {
  seen.push(request);
  switch (mode) {
    case 'admit':
      return { kind: 'admitted', headers: { ...LIMIT_HEADERS, 'X-RateLimit-Remaining': '9' } };
    case 'limit':
      if (!limited(request)) return { kind: 'admitted', headers: {} };
      return {
        kind: 'limited',
        message: 'Too many requests for this key.',
        retryAfterSeconds: 7,
        headers: LIMIT_HEADERS,
      };
    case 'throw':
      throw new Error('limiter store unreachable at 10.0.0.7:6379');
  }
};

function grpcGetUser(headers: Record<string, string>) {
  const client = userServiceClient(stack.grpcAddress);
  dispose(async () => client.close());
  return getUserAnswer(client, 1, headers);
}

beforeAll(async () => {
  // The failing-hook test logs on purpose; keep the run's output for real problems.
  stack = await startTestStack({ gateway: { admission }, env: { LOG_LEVEL: 'fatal' } });
  admin = await adminCaller(stack);
});

beforeEach(() => {
  mode = 'admit';
  limited = () => true;
  seen.length = 0;
});

const SUBSCRIBE = gql(`subscription AdmissionMyOrderStatusChanged { myOrderStatusChanged { id } }`);
const closeCodeOf = (error: unknown) => (error as { code?: number }).code;

describe('the admission hook', () => {
  it('is called once per request by every face, with the verified caller, the transport and the operation', async () => {
    await graphql(admin, CATEGORIES);
    await fetch(`${stack.gatewayUrl}/api/v2/user/profile`, { headers: admin.headers });
    await fetch(`${stack.gatewayUrl}/products`, { headers: admin.headers });
    await grpcGetUser(admin.headers!);
    expect(seen.map((request) => [request.transport, request.operation])).toEqual([
      ['graphql', 'POST /graphql'],
      ['rest', 'GET /api/v2/user/profile'],
      ['serverless', 'GET /products'],
      ['grpc', '/api.v1.UserService/GetUser'],
    ]);
    expect(new Set(seen.map((request) => callerKey(request.identity))).size).toBe(1);
    expect(seen[0]!.identity.kind).toBe('user');
  });

  it('adds the headers of an admitted request to the answer of every face', async () => {
    expect((await graphql(admin, CATEGORIES)).headers.get('x-ratelimit-remaining')).toBe('9');
    expect((await fetch(`${stack.gatewayUrl}/api/v2/search?q=x`)).headers.get('x-ratelimit-remaining')).toBe(
      '9',
    );
    expect(
      (await fetch(`${stack.gatewayUrl}/products`, { headers: admin.headers })).headers.get(
        'x-ratelimit-remaining',
      ),
    ).toBe('9');
    expect((await grpcGetUser(admin.headers!)).metadata?.get('x-ratelimit-remaining')).toEqual(['9']);
  });

  it('turns a refusal into 429 with Retry-After (RESOURCE_EXHAUSTED in gRPC) before anything executes', async () => {
    mode = 'limit';
    const viaGraphql = await graphql(
      admin,
      gql(
        `mutation AdmissionCreateCategory { createCategory(input: { name: "Never", slug: "never-made" }) { id } }`,
      ),
    );
    expect(viaGraphql.status).toBe(429);
    expect(viaGraphql.errors?.[0]?.extensions).toMatchObject({ code: 'RATE_LIMITED', retryAfter: 7 });
    expect(viaGraphql.headers.get('retry-after')).toBe('7');
    expect(viaGraphql.headers.get('x-ratelimit-remaining')).toBe('0');

    const viaRest = await fetch(`${stack.gatewayUrl}/api/v1/search?q=lamp`);
    expect(viaRest.status).toBe(429);
    expect(viaRest.headers.get('retry-after')).toBe('7');
    expect(viaRest.headers.get('x-ratelimit-limit')).toBe('10');
    expect(((await viaRest.json()) as { error: unknown }).error).toMatchObject({
      code: 'RATE_LIMITED',
      status: 429,
    });

    const viaServerless = await fetch(`${stack.gatewayUrl}/products`, { headers: admin.headers });
    expect(viaServerless.status).toBe(429);
    expect(viaServerless.headers.get('retry-after')).toBe('7');
    expect(await viaServerless.json()).toEqual({ error: 'Too many requests for this key.' });

    const viaGrpc = await grpcGetUser(admin.headers!);
    expect(viaGrpc.error?.code).toBe(status.RESOURCE_EXHAUSTED);
    expect(viaGrpc.error?.metadata.get('retry-after')).toEqual(['7']);

    mode = 'admit';
    const categories = await graphql(
      admin,
      gql(`query AdmissionCategoriesCategories { categories { name } }`),
    );
    expect(categories.data?.categories.map((category) => category.name)).not.toContain('Never');
  });

  it('never leaks a failing hook: 500 INTERNAL_SERVER_ERROR without internals', async () => {
    mode = 'throw';
    const viaRest = await fetch(`${stack.gatewayUrl}/api/v2/search?q=lamp`);
    expect(viaRest.status).toBe(500);
    const body = (await viaRest.json()) as {
      error: { code: string; message: string };
      meta: { request_id: string };
    };
    expect(body.error.code).toBe('INTERNAL_SERVER_ERROR');
    expect(JSON.stringify(body)).not.toContain('10.0.0.7');
    expect(body.meta.request_id).toBe(viaRest.headers.get('x-request-id'));
    const viaServerless = await fetch(`${stack.gatewayUrl}/products`, { headers: admin.headers });
    expect(viaServerless.status).toBe(500);
    expect(await viaServerless.json()).toEqual({ error: 'Internal server error' });
    const viaGrpc = await grpcGetUser(admin.headers!);
    expect(viaGrpc.error?.code).toBe(status.INTERNAL);
    expect(viaGrpc.error?.details).not.toContain('10.0.0.7');
  });

  it('admits the WebSocket as well: its connection_init, then each subscription it starts', async () => {
    const admitted = watch(wsClient(stack.gatewayUrl, admin.headers), SUBSCRIBE);
    await expect
      .poll(() => seen.map((request) => [request.transport, request.operation]), { timeout: 10_000 })
      .toEqual([
        ['graphql-ws', 'connection_init /graphql'],
        ['graphql-ws', 'subscribe myOrderStatusChanged'],
      ]);
    expect(seen.every((request) => request.identity.kind === 'user')).toBe(true);
    expect(admitted.errors).toEqual([]);

    // A connection_init the limiter refuses closes the socket (4429) before any subscription is planned.
    mode = 'limit';
    seen.length = 0;
    const refused = watch(wsClient(stack.gatewayUrl, admin.headers), SUBSCRIBE);
    await expect.poll(() => refused.errors.length, { timeout: 10_000 }).toBe(1);
    expect(closeCodeOf(refused.errors[0])).toBe(4429);
    expect(seen.map((request) => request.operation)).toEqual(['connection_init /graphql']);

    // A refused subscription on an admitted socket answers RATE_LIMITED with the wait.
    limited = (request) => request.operation.startsWith('subscribe');
    const throttled = watch(wsClient(stack.gatewayUrl, admin.headers), SUBSCRIBE);
    await expect.poll(() => throttled.errors.length, { timeout: 10_000 }).toBe(1);
    expect(throttled.errors[0]).toEqual([
      expect.objectContaining({
        extensions: expect.objectContaining({ code: 'RATE_LIMITED', retryAfter: 7 }),
      }),
    ]);

    // A failing hook closes the socket without its internals.
    mode = 'throw';
    const broken = watch(wsClient(stack.gatewayUrl, admin.headers), SUBSCRIBE);
    await expect.poll(() => broken.errors.length, { timeout: 10_000 }).toBe(1);
    expect(JSON.stringify(broken.errors[0])).not.toContain('10.0.0.7');
    expect(closeCodeOf(broken.errors[0])).toBe(4500);
    expect((broken.errors[0] as { reason?: string }).reason).toBe('Internal server error');
  });
});
