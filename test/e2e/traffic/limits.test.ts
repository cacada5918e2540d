import { beforeAll, describe, expect, it } from 'vitest';
import type { Gateway } from '../../../gateway/server';
import type { Stack } from '../../../stack';
import {
  dispose,
  graphql,
  graphqlOk,
  startGatewayReplica,
  startTestStack,
  testConfig,
} from '../../../testing/harness';
import {
  type Account,
  adminCaller,
  type Caller,
  CATEGORIES,
  registerCustomer,
  WHO_AM_I,
} from '../../../testing/fixtures';
import { startRedis, type TestRedis } from '../../../testing/redis';
import { watch, wsClient } from '../../../testing/ws';
import { getUserAnswer, userServiceClient } from '../../../testing/grpc';
import { status } from '@grpc/grpc-js';
import { gql } from '../../../testing/__generated__';

/**
 * The gateway's rate limits end to end, over real HTTP: per-key tiers and the per-second guard, headers on
 * every answer, 429 with Retry-After, routes as well as GraphQL, tier changes on a live key, two gateway
 * replicas sharing one Redis budget, and what happens when Redis goes away.
 */
let redis: TestRedis;
let stack: Stack;
let replica: Gateway;
let replicaUrl: string;
let admin: Caller;
let developer: Account;
let person: Account;

const LIMITS = {
  RATE_LIMITS: 'true',
  RATE_LIMIT_BASIC_PER_MIN: '6',
  RATE_LIMIT_PROFESSIONAL_PER_MIN: '12',
  RATE_LIMIT_KEY_PER_SEC: '100',
  RATE_LIMIT_USER_PER_MIN: '100',
  RATE_LIMIT_ANONYMOUS_PER_MIN: '30',
};

beforeAll(async () => {
  redis = await startRedis();
  // A generous Redis timeout: this suite checks exact counts on a machine other test files load too.
  const env = { ...LIMITS, REDIS_URL: redis.url, REDIS_TIMEOUT_MS: '3000', AUTH_CACHE_TTL_MS: '60000' };
  stack = await startTestStack({ env });
  // A second gateway process's worth: its own limiter, the same Redis, the same subgraphs.
  ({ gateway: replica, url: replicaUrl } = await startGatewayReplica(stack));
  admin = await adminCaller(stack);
  developer = await registerCustomer(stack, { name: 'Limited Developer' });
  person = await registerCustomer(stack);
});

/** A key of the developer's, at `tier`: customers' keys are BASIC, other tiers are an admin's to set. */
async function createKey(
  tier: 'BASIC' | 'PROFESSIONAL' | 'ENTERPRISE',
): Promise<{ id: string; key: string }> {
  const data = await graphqlOk(
    developer.caller,
    gql(
      `mutation LimitsCreateApiKey($input: CreateApiKeyInput!) { createApiKey(input: $input) { key apiKey { id } } }`,
    ),
    { input: { name: `key-${tier}`, scopes: ['read'] } },
  );
  const id = data.createApiKey.apiKey.id;
  if (tier !== 'BASIC')
    await graphqlOk(
      admin,
      gql(
        `mutation LimitsUpdateApiKey($id: ID!, $tier: RateLimitTier!) { updateApiKey(id: $id, input: { tier: $tier }) { tier } }`,
      ),
      { id, tier },
    );
  return { id, key: data.createApiKey.key };
}

const QUERY = JSON.stringify({ query: String(CATEGORIES) });

async function call(url: string, key: string): Promise<Response> {
  return fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': key },
    body: QUERY,
  });
}

describe('per API key', () => {
  it('reports the budget on every answer and refuses with 429, an error string and Retry-After once spent', async () => {
    const { key } = await createKey('BASIC');
    const remaining: string[] = [];
    for (let index = 0; index < 6; index++) {
      const response = await call(stack.gatewayUrl, key);
      expect(response.status).toBe(200);
      expect(response.headers.get('x-ratelimit-limit')).toBe('6');
      const reset = Number(response.headers.get('x-ratelimit-reset'));
      expect(reset).toBeGreaterThanOrEqual(Math.floor(Date.now() / 1000));
      expect(reset).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000) + 61);
      remaining.push(response.headers.get('x-ratelimit-remaining')!);
      await response.arrayBuffer();
    }
    expect(remaining).toEqual(['5', '4', '3', '2', '1', '0']);
    const refused = await call(stack.gatewayUrl, key);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(9);
    expect(retryAfter).toBeLessThanOrEqual(10);
    expect(refused.headers.get('x-ratelimit-remaining')).toBe('0');
    const body = (await refused.json()) as {
      error: string;
      errors: Array<{ extensions: { code: string; retryAfter: number } }>;
    };
    expect(body.error).toMatch(/Rate limit exceeded/);
    expect(body.errors[0]!.extensions).toMatchObject({ code: 'RATE_LIMITED', retryAfter });
  });

  it('shares one budget between gateway replicas through Redis', async () => {
    const { key } = await createKey('BASIC');
    const statuses = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        call(index % 2 ? replicaUrl : stack.gatewayUrl, key).then(async (response) => {
          await response.arrayBuffer();
          return response.status;
        }),
      ),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(6);
    expect(statuses.filter((status) => status === 429)).toHaveLength(4);
  });

  it('applies a tier change to the same key without reissuing it', async () => {
    const { id, key } = await createKey('BASIC');
    for (let index = 0; index < 6; index++) expect((await call(stack.gatewayUrl, key)).status).toBe(200);
    expect((await call(stack.gatewayUrl, key)).status).toBe(429);
    const updated = await graphqlOk(
      admin,
      gql(
        `mutation LimitsUpdateApiKeyUpdated($id: ID!) { updateApiKey(id: $id, input: { tier: PROFESSIONAL }) { tier } }`,
      ),
      { id },
    );
    expect(updated.updateApiKey.tier).toBe('PROFESSIONAL');
    // The gateway that carried the change forgets its cached grant at once; what was spent carries over:
    // 6 of 12, so 6 more.
    const after = await call(stack.gatewayUrl, key);
    expect(after.status).toBe(200);
    expect(after.headers.get('x-ratelimit-limit')).toBe('12');
    expect(after.headers.get('x-ratelimit-remaining')).toBe('5');
    const enterprise = await graphqlOk(
      admin,
      gql(
        `mutation LimitsUpdateApiKeyEnterprise($id: ID!) { updateApiKey(id: $id, input: { tier: ENTERPRISE }) { tier } }`,
      ),
      { id },
    );
    expect(enterprise.updateApiKey.tier).toBe('ENTERPRISE');
    const unlimited = await call(stack.gatewayUrl, key);
    expect(unlimited.status).toBe(200);
    expect(unlimited.headers.get('x-ratelimit-limit')).toBeNull();
  });

  it('reaches the replica that did not carry the change within AUTH_CACHE_TTL_MS, or at once after it forgets', async () => {
    const { id, key } = await createKey('BASIC');
    expect((await call(replicaUrl, key)).headers.get('x-ratelimit-limit')).toBe('6');
    await graphqlOk(
      admin,
      gql(
        `mutation LimitsUpgradeOnOtherReplica($id: ID!) { updateApiKey(id: $id, input: { tier: PROFESSIONAL }) { tier } }`,
      ),
      { id },
    );
    // Still cached in the replica (AUTH_CACHE_TTL_MS is a minute here): the old tier until it expires.
    expect((await call(replicaUrl, key)).headers.get('x-ratelimit-limit')).toBe('6');
    replica.auth.verifier.forgetAll();
    expect((await call(replicaUrl, key)).headers.get('x-ratelimit-limit')).toBe('12');
  });
});

describe('every route of the gateway', () => {
  it('limits anonymous callers per address on REST-style routes too, and never /health', async () => {
    const first = await fetch(`${stack.gatewayUrl}/.well-known/jwks.json`);
    expect(first.status).toBe(200);
    expect(first.headers.get('x-ratelimit-limit')).toBe('30');
    await first.arrayBuffer();
    // Sign-ins and sign-ups of this file came from the same address and spent from the same budget. The
    // bucket refills one token every 2 s meanwhile, so count until the refusal rather than exactly.
    const left = Number(first.headers.get('x-ratelimit-remaining'));
    let admitted = 0;
    let refused: Response | undefined;
    while (!refused && admitted < 60) {
      const response = await fetch(`${stack.gatewayUrl}/.well-known/jwks.json`);
      if (response.status === 429) refused = response;
      else {
        expect(response.status).toBe(200);
        expect(response.headers.get('x-ratelimit-limit')).toBe('30');
        await response.arrayBuffer();
        admitted++;
      }
    }
    expect(admitted).toBeGreaterThanOrEqual(left);
    expect(admitted).toBeLessThan(left + 10);
    if (!refused) throw new Error('never refused');
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(((await refused.json()) as { error: string }).error).toMatch(/Rate limit/);
    const health = await fetch(`${stack.gatewayUrl}/health`);
    expect(health.status).toBe(200);
    expect(health.headers.get('x-ratelimit-limit')).toBeNull();
  });

  it('counts refused credentials against the address, so guessing keys ends in 429', async () => {
    const statuses = new Set<number>();
    for (let index = 0; index < 40 && !statuses.has(429); index++) {
      const response = await call(
        stack.gatewayUrl,
        `sk_live_${'x'.repeat(30)}${String(index).padStart(2, '0')}`,
      );
      statuses.add(response.status);
      await response.arrayBuffer();
    }
    expect(statuses.has(429)).toBe(true);
    expect([...statuses].every((status) => status === 401 || status === 429)).toBe(true);
  });

  it('limits people per user, not per token', async () => {
    const first = await graphql(person.caller, WHO_AM_I);
    expect(first.status).toBe(200);
    expect(first.headers.get('x-ratelimit-limit')).toBe('100');
    expect(first.headers.get('x-ratelimit-remaining')).toBe('99');
    const again = await graphql({ url: stack.graphqlUrl, headers: admin.headers }, WHO_AM_I);
    // The admin is another person: a budget of their own.
    expect(Number(again.headers.get('x-ratelimit-remaining'))).toBeGreaterThan(50);
  });
});

describe('one budget on every face', () => {
  it("spends a key's budget through REST, serverless, gRPC and GraphQL alike, then every face refuses it", async () => {
    const { key } = await createKey('BASIC');
    const headers = { 'x-api-key': key };
    const grpc = userServiceClient(stack.grpcAddress);
    dispose(async () => grpc.close());
    const remaining: Array<string | null> = [];
    for (let index = 0; index < 2; index++) {
      const rest = await fetch(`${stack.gatewayUrl}/api/v2/search?q=lamp`, { headers });
      expect(rest.status).toBe(200);
      remaining.push(rest.headers.get('x-ratelimit-remaining'));
      await rest.arrayBuffer();
    }
    const serverless = await fetch(`${stack.gatewayUrl}/products`, { headers });
    expect(serverless.status).toBe(200);
    remaining.push(serverless.headers.get('x-ratelimit-remaining'));
    await serverless.arrayBuffer();
    const viaGrpc = await getUserAnswer(grpc, 1, headers);
    remaining.push(String(viaGrpc.metadata?.get('x-ratelimit-remaining')[0] ?? null));
    for (let index = 0; index < 2; index++)
      remaining.push((await call(stack.gatewayUrl, key)).headers.get('x-ratelimit-remaining'));
    expect(remaining).toEqual(['5', '4', '3', '2', '1', '0']);

    // Spent: each face refuses in its own form.
    const rest = await fetch(`${stack.gatewayUrl}/api/v1/search?q=lamp`, { headers });
    expect(rest.status).toBe(429);
    expect(Number(rest.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(rest.headers.get('x-ratelimit-limit')).toBe('6');
    expect(((await rest.json()) as { error: unknown }).error).toMatchObject({
      code: 'RATE_LIMITED',
      status: 429,
    });
    const refusedServerless = await fetch(`${stack.gatewayUrl}/products`, { headers });
    expect(refusedServerless.status).toBe(429);
    expect(((await refusedServerless.json()) as { error: string }).error).toMatch(/Rate limit exceeded/);
    const graphqlRefused = await call(stack.gatewayUrl, key);
    expect(graphqlRefused.status).toBe(429);
    expect(
      ((await graphqlRefused.json()) as { errors: Array<{ extensions: { code: string } }> }).errors[0]!
        .extensions.code,
    ).toBe('RATE_LIMITED');
    const grpcRefused = await getUserAnswer(grpc, 1, headers);
    expect(grpcRefused.error?.code).toBe(status.RESOURCE_EXHAUSTED);
    expect(Number(grpcRefused.error?.metadata.get('retry-after')[0])).toBeGreaterThan(0);
    expect(grpcRefused.error?.metadata.get('error-code')).toEqual(['RATE_LIMITED']);
    // The same budget on the replica, through Redis.
    expect((await fetch(`${replicaUrl}/api/v2/search?q=lamp`, { headers })).status).toBe(429);

    // Every face is counted, with its transport.
    const metrics = await (await fetch(`${stack.gatewayUrl}/metrics`)).text();
    for (const [transport, endpoint] of [
      ['rest', 'GET /api/v1/search'],
      ['serverless', 'GET /products'],
      ['grpc', '/api.v1.UserService/GetUser'],
    ]) {
      expect(metrics).toContain(
        `gateway_request_duration_seconds_count{endpoint="${endpoint}",transport="${transport}",status="429"`,
      );
    }
    expect(metrics).toMatch(
      /gateway_request_duration_seconds_count\{endpoint="GET \/products",transport="serverless",status="200",[^}]*\} 1/,
    );
  });
});

describe('graphql-ws', () => {
  it('spends a connection and each subscription from the key budget, then refuses them', async () => {
    const { key } = await createKey('BASIC');
    const client = wsClient(stack.gatewayUrl, { 'x-api-key': key });
    const subscriptions = Array.from({ length: 5 }, () =>
      watch(client, gql(`subscription LimitsMyOrderStatusChanged { myOrderStatusChanged { status } }`)),
    );
    // Connection (1) and five subscriptions (5): the basic budget of 6 is spent.
    const refused = watch(client, gql(`subscription Extra { myOrderStatusChanged { status } }`));
    await expect(refused.waitFor(1, 5000)).rejects.toThrow(/RATE_LIMITED/);
    for (const subscription of subscriptions) expect(subscription.errors).toEqual([]);
    // A new connection is closed with 4429 and the limiter's message as the reason.
    const closed = await new Promise<{ code: number; reason: string }>((resolve) => {
      wsClient(stack.gatewayUrl, { 'x-api-key': key }).subscribe(
        {
          query: String(gql(`subscription LimitsOnRefusedConnection { myOrderStatusChanged { status } }`)),
        },
        {
          next: () => {},
          complete: () => {},
          error: (error) => resolve(error as { code: number; reason: string }),
        },
      );
    });
    expect(closed.code).toBe(4429);
    expect(closed.reason).toMatch(/Rate limit exceeded/);
    const metrics = await (await fetch(`${stack.gatewayUrl}/metrics`)).text();
    expect(metrics).toMatch(
      /gateway_request_duration_seconds_count\{endpoint="subscribe myOrderStatusChanged",transport="graphql-ws",status="429",client="[^"]*"\} 1/,
    );
    expect(metrics).toMatch(
      /gateway_request_duration_seconds_count\{endpoint="connection_init \/graphql",transport="graphql-ws",status="429",client="[^"]*"\} 1/,
    );
  });
});

describe('when Redis is unreachable', () => {
  it('lets queries through without counting and refuses mutations with 503, then counts again once it is back', async () => {
    const { key } = await createKey('BASIC');
    await redis.kill();
    const query = await call(stack.gatewayUrl, key);
    expect(query.status).toBe(200);
    expect(query.headers.get('x-ratelimit-limit')).toBeNull();
    const mutation = await graphql(
      developer.caller,
      gql(`mutation LimitsCreateApiKeyMutation { createApiKey(input: { name: "during outage" }) { key } }`),
    );
    expect(mutation.status).toBe(503);
    expect(mutation.errors?.[0]?.extensions?.code).toBe('SERVICE_UNAVAILABLE');
    // A REST-style write is refused before its route runs.
    const logout = await fetch(`${stack.gatewayUrl}/auth/logout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(logout.status).toBe(503);
    await redis.restart();
    await expect
      .poll(async () => (await call(stack.gatewayUrl, key)).headers.get('x-ratelimit-limit'), {
        timeout: 15_000,
        interval: 250,
      })
      .toBe('6');
  });
});

describe('in memory without REDIS_URL', () => {
  it('limits each gateway on its own', async () => {
    const local = await startTestStack({ env: { ...LIMITS, RATE_LIMIT_ANONYMOUS_PER_MIN: '2' } });
    expect(local.config.redis).toBeUndefined();
    const statuses: number[] = [];
    for (let index = 0; index < 3; index++) {
      const response = await fetch(local.graphqlUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: QUERY,
      });
      statuses.push(response.status);
      await response.arrayBuffer();
    }
    expect(statuses).toEqual([200, 200, 429]);
    expect(testConfig().rateLimits.enabled).toBe(false);
  });
});
