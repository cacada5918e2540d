import { beforeAll, describe, expect, it } from 'vitest';
import type { Stack } from '../../../stack';
import { graphql, graphqlOk, startTestStack } from '../../../testing/harness';
import {
  type Account,
  adminCaller,
  type Caller,
  CATEGORIES,
  registerCustomer,
} from '../../../testing/fixtures';
import { gql } from '../../../testing/__generated__';

/**
 * What the developer portal and the operator console read and change, end to end over real HTTP: usage
 * reports and endpoint metrics of calls just made, plan changes reaching X-RateLimit-Limit at once.
 */
let stack: Stack;
let admin: Caller;
let developer: Account;

beforeAll(async () => {
  stack = await startTestStack({
    env: {
      RATE_LIMITS: 'true',
      RATE_LIMIT_BASIC_PER_MIN: '20',
      RATE_LIMIT_PROFESSIONAL_PER_MIN: '40',
      RATE_LIMIT_KEY_PER_SEC: '100',
      RATE_LIMIT_USER_PER_MIN: '1000',
      RATE_LIMIT_ANONYMOUS_PER_MIN: '1000',
      USAGE_FLUSH_INTERVAL_MS: '100',
      AUTH_CACHE_TTL_MS: '60000',
      USAGE_LOGS: 'true',
    },
  });
  admin = await adminCaller(stack);
  developer = await registerCustomer(stack, { name: 'Portal Developer' });
});

const CREATE_KEY = gql(
  `mutation PortalCreateApiKey($name: String!) { createApiKey(input: { name: $name, scopes: ["read"] }) { key apiKey { id tier } } }`,
);

async function createKey(name: string): Promise<{ id: string; key: string }> {
  const data = await graphqlOk(developer.caller, CREATE_KEY, { name });
  return { id: data.createApiKey.apiKey.id, key: data.createApiKey.key };
}

async function call(key: string): Promise<Response> {
  const response = await fetch(`${stack.gatewayUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': key, 'user-agent': 'portal-test/1.0' },
    body: JSON.stringify({ query: String(CATEGORIES) }),
  });
  await response.arrayBuffer();
  return response;
}

describe('usage reports and endpoint metrics of real calls', () => {
  it('shows a key’s calls in its usage report and the staff console, with percentiles', async () => {
    const { id, key } = await createKey('usage key');
    for (let i = 0; i < 3; i++) expect((await call(key)).status).toBe(200);
    const REPORT = gql(
      `query PortalUsageReport($keyId: ID) { usageReport(window: LAST_HOUR, keyId: $keyId) { requests errors errorRate p50Ms p95Ms p99Ms statusCodes { status count } topEndpoints { endpoint requests } series { at requests } } }`,
    );
    await expect
      .poll(async () => (await graphqlOk(developer.caller, REPORT, { keyId: id })).usageReport.requests, {
        timeout: 10_000,
      })
      .toBe(3);
    const report = (await graphqlOk(developer.caller, REPORT, { keyId: id })).usageReport;
    expect(report).toMatchObject({
      errors: 0,
      errorRate: 0,
      statusCodes: [{ status: 200, count: 3 }],
      topEndpoints: [{ endpoint: 'graphql:Categories', requests: 3 }],
    });
    expect(report.p95Ms).toBeGreaterThan(0);
    expect(report.series).toHaveLength(60);
    const METRICS = gql(
      `query PortalEndpointMetrics { endpointMetrics(window: LAST_HOUR) { endpoint requests p95Ms p99Ms errorRate clients { client requests } keys { keyId name requests } } topApiKeys(window: LAST_HOUR) { keyId requests } }`,
    );
    const metrics = await graphqlOk(admin, METRICS);
    const categories = metrics.endpointMetrics.find((row) => row.endpoint === 'graphql:Categories')!;
    expect(categories.clients).toContainEqual({ client: 'portal-test', requests: 3 });
    expect(categories.keys).toContainEqual({ keyId: id, name: 'usage key', requests: 3 });
    expect(categories.p99Ms).toBeGreaterThanOrEqual(categories.p95Ms!);
    expect(metrics.topApiKeys).toContainEqual({ keyId: id, requests: 3 });
    const refused = await graphql(developer.caller, METRICS);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('plan changes', () => {
  const REQUEST = gql(
    `mutation PortalRequestPlanChange($keyId: ID!, $tier: RateLimitTier!, $note: String) { requestPlanChange(keyId: $keyId, tier: $tier, note: $note) { id keyId keyName fromTier toTier status note requestedAt } }`,
  );
  const DECIDE = gql(
    `mutation PortalDecidePlanChange($id: ID!, $approve: Boolean!, $reason: String) { decidePlanChange(id: $id, approve: $approve, reason: $reason) { id status decidedAt decidedBy reason } }`,
  );
  const LIST = gql(
    `query PortalPlanChanges($status: PlanChangeStatus) { planChangeRequests(status: $status) { id keyId status } }`,
  );

  it('lists the plans with the limits the rate limiter enforces', async () => {
    const data = await graphqlOk(
      developer.caller,
      gql(`query PortalPlans { plans { tier name requestsPerMinute description } }`),
    );
    expect(data.plans.map((plan) => [plan.tier, plan.requestsPerMinute])).toEqual([
      ['BASIC', 20],
      ['PROFESSIONAL', 40],
      ['ENTERPRISE', null],
    ]);
  });

  it('moves an approved key to its new plan: X-RateLimit-Limit changes on the very next request', async () => {
    const { id, key } = await createKey('growing key');
    expect((await call(key)).headers.get('x-ratelimit-limit')).toBe('20');
    const asked = (
      await graphqlOk(developer.caller, REQUEST, { keyId: id, tier: 'PROFESSIONAL', note: 'launch week' })
    ).requestPlanChange;
    expect(asked).toMatchObject({
      keyId: id,
      keyName: 'growing key',
      fromTier: 'BASIC',
      toTier: 'PROFESSIONAL',
      status: 'PENDING',
    });
    const again = await graphql(developer.caller, REQUEST, { keyId: id, tier: 'ENTERPRISE' });
    expect(again.errors?.[0]?.extensions).toMatchObject({ code: 'PLAN_CHANGE_PENDING', requestId: asked.id });
    // Only admins decide.
    const self = await graphql(developer.caller, DECIDE, { id: asked.id, approve: true });
    expect(self.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await graphqlOk(admin, LIST, { status: 'PENDING' })).planChangeRequests).toContainEqual({
      id: asked.id,
      keyId: id,
      status: 'PENDING',
    });
    expect((await call(key)).headers.get('x-ratelimit-limit')).toBe('20');
    const decided = (await graphqlOk(admin, DECIDE, { id: asked.id, approve: true, reason: 'welcome' }))
      .decidePlanChange;
    expect(decided).toMatchObject({ status: 'APPROVED', reason: 'welcome' });
    expect(decided.decidedBy).toBeTruthy();
    const next = await call(key);
    expect(next.status).toBe(200);
    expect(next.headers.get('x-ratelimit-limit')).toBe('40');
    const twice = await graphql(admin, DECIDE, { id: asked.id, approve: false });
    expect(twice.errors?.[0]?.extensions).toMatchObject({ code: 'PLAN_CHANGE_DECIDED', status: 'approved' });
    // The history stays, and a new request may follow.
    expect((await graphqlOk(developer.caller, LIST, {})).planChangeRequests).toContainEqual({
      id: asked.id,
      keyId: id,
      status: 'APPROVED',
    });
    const same = await graphql(developer.caller, REQUEST, { keyId: id, tier: 'PROFESSIONAL' });
    expect(same.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'tier' });
    const refused = (await graphqlOk(developer.caller, REQUEST, { keyId: id, tier: 'ENTERPRISE' }))
      .requestPlanChange;
    expect(
      (await graphqlOk(admin, DECIDE, { id: refused.id, approve: false, reason: 'not yet' })).decidePlanChange
        .status,
    ).toBe('REFUSED');
    expect((await call(key)).headers.get('x-ratelimit-limit')).toBe('40');
  });

  it('keeps other people’s keys and requests out of reach', async () => {
    const { id } = await createKey('private key');
    const other = await registerCustomer(stack);
    const foreign = await graphql(other.caller, REQUEST, { keyId: id, tier: 'PROFESSIONAL' });
    expect(foreign.errors?.[0]?.extensions?.code).toBe('API_KEY_NOT_FOUND');
    const mine = (await graphqlOk(developer.caller, REQUEST, { keyId: id, tier: 'PROFESSIONAL' }))
      .requestPlanChange;
    expect((await graphqlOk(other.caller, LIST, {})).planChangeRequests).toEqual([]);
    const cancel = gql(`mutation PortalCancelPlanChange($id: ID!) { cancelPlanChange(id: $id) { status } }`);
    expect((await graphql(other.caller, cancel, { id: mine.id })).errors?.[0]?.extensions?.code).toBe(
      'PLAN_CHANGE_NOT_FOUND',
    );
    expect((await graphqlOk(developer.caller, cancel, { id: mine.id })).cancelPlanChange.status).toBe(
      'CANCELLED',
    );
  });
});

describe('the portal’s JSON endpoints', () => {
  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${stack.gatewayUrl}${path}`, { headers });

  it('shows each of the caller’s keys with its live quota, spending none of it', async () => {
    const { id, key } = await createKey('quota key');
    let last: Response | undefined;
    for (let i = 0; i < 3; i++) last = await call(key);
    const remainingAfterCalls = Number(last!.headers.get('x-ratelimit-remaining'));
    const read = async () => {
      const response = await get('/portal/api/quotas', developer.caller.headers);
      expect(response.status).toBe(200);
      const body = (await response.json()) as {
        keys: Array<{
          keyId: string;
          name: string;
          tier: string;
          limit: number;
          used: number;
          remaining: number;
          resetAt: string;
        }>;
      };
      return body.keys.find((entry) => entry.keyId === id)!;
    };
    const first = await read();
    expect(first).toMatchObject({ name: 'quota key', tier: 'BASIC', limit: 20 });
    // The bucket refills a token every 3 s, so a slow machine may see one back.
    expect(first.remaining).toBeGreaterThanOrEqual(remainingAfterCalls);
    expect(first.remaining).toBeLessThanOrEqual(remainingAfterCalls + 1);
    expect(first.used + first.remaining).toBe(20);
    expect(Date.parse(first.resetAt)).toBeGreaterThan(Date.now() - 1000);
    const second = await read();
    expect(second.remaining).toBeGreaterThanOrEqual(first.remaining);
    const other = await registerCustomer(stack);
    const theirs = (await (await get('/portal/api/quotas', other.caller.headers)).json()) as {
      keys: unknown[];
    };
    expect(theirs.keys).toEqual([]);
    const anonymous = await get('/portal/api/quotas');
    expect(anonymous.status).toBe(401);
    expect(((await anonymous.json()) as { code: string }).code).toBe('UNAUTHENTICATED');
  });

  it('shows staff every subgraph instance with its circuit breaker, and the pending plan changes', async () => {
    const response = await get('/portal/api/operator/health', admin.headers);
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      subgraphs: Array<{ name: string; instances: Array<{ url: string; up: boolean; breaker: string }> }>;
      pendingPlanChanges: number;
    };
    expect(body.subgraphs.map((subgraph) => subgraph.name).sort()).toEqual([
      'catalog',
      'inventory',
      'orders',
      'users',
    ]);
    for (const subgraph of body.subgraphs)
      for (const instance of subgraph.instances)
        expect(instance).toMatchObject({ up: true, breaker: 'closed' });
    expect(typeof body.pendingPlanChanges).toBe('number');
    const customer = await get('/portal/api/operator/health', developer.caller.headers);
    expect(customer.status).toBe(403);
    expect(((await customer.json()) as { code: string }).code).toBe('FORBIDDEN');
  });
});

describe('API key age', () => {
  const DAY = 86_400_000;
  const backdate = (id: string, days: number) =>
    stack.connections
      .users!.collection('api_keys')
      .updateOne({ _id: id as never }, { $set: { createdAt: new Date(Date.now() - days * DAY) } });
  const SET_POLICY = gql(
    `mutation PortalSetApiKeyPolicy($days: Int) { setApiKeyPolicy(maxAgeDays: $days) { maxAgeDays } }`,
  );

  it('flags keys older than 30 days for rotation', async () => {
    const old = await createKey('old key');
    const young = await createKey('young key');
    await backdate(old.id, 31);
    const data = await graphqlOk(
      developer.caller,
      gql(`query PortalKeysRotation { apiKeys { id rotationDue } }`),
    );
    expect(data.apiKeys).toContainEqual({ id: old.id, rotationDue: true });
    expect(data.apiKeys).toContainEqual({ id: young.id, rotationDue: false });
  });

  it('expires keys past the account’s maximum age with API_KEY_EXPIRED, at once', async () => {
    const { id, key } = await createKey('aging key');
    expect((await call(key)).status).toBe(200);
    await backdate(id, 3);
    expect((await graphqlOk(developer.caller, SET_POLICY, { days: 2 })).setApiKeyPolicy).toEqual({
      maxAgeDays: 2,
    });
    const me = await graphqlOk(
      developer.caller,
      gql(`query PortalMyKeyPolicy { me { apiKeyPolicy { maxAgeDays } } }`),
    );
    expect(me.me?.apiKeyPolicy).toEqual({ maxAgeDays: 2 });
    const refused = await fetch(`${stack.gatewayUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': key },
      body: JSON.stringify({ query: String(CATEGORIES) }),
    });
    expect(refused.status).toBe(401);
    const body = (await refused.json()) as {
      errors: Array<{ message: string; extensions: { code: string } }>;
    };
    expect(body.errors[0]!.extensions.code).toBe('API_KEY_EXPIRED');
    expect(body.errors[0]!.message).toMatch(/maximum key age/);
    // A younger key of the same account still works; lifting the policy brings the old one back.
    expect((await call((await createKey('fresh key')).key)).status).toBe(200);
    const invalid = await graphql(developer.caller, SET_POLICY, { days: 0 });
    expect(invalid.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'maxAgeDays' });
    await graphqlOk(developer.caller, SET_POLICY, { days: null });
    expect((await call(key)).status).toBe(200);
  });
});

describe('OAuth applications', () => {
  const CREATE = gql(
    `mutation PortalCreateOAuthClient($input: CreateOAuthClientInput!) { createOAuthClient(input: $input) { clientSecret client { id } } }`,
  );
  const UPDATE = gql(
    `mutation PortalUpdateOAuthClient($clientId: ID!, $input: UpdateOAuthClientInput!) { updateOAuthClient(clientId: $clientId, input: $input) { id name redirectUris allowedScopes } }`,
  );
  const ROTATE = gql(
    `mutation PortalRotateOAuthClientSecret($clientId: ID!, $overlap: Int) { rotateOAuthClientSecret(clientId: $clientId, overlapSeconds: $overlap) { clientId clientSecret previousSecretExpiresAt } }`,
  );
  const token = (clientId: string, clientSecret: string, scope = 'read') =>
    fetch(`${stack.gatewayUrl}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: clientId,
        client_secret: clientSecret,
        scope,
      }),
    });
  const whoAmI = (accessToken: string) =>
    graphql(
      { url: `${stack.gatewayUrl}/graphql`, headers: { authorization: `Bearer ${accessToken}` } },
      gql(`query PortalClientWhoAmI { me { id } }`),
    );

  async function register() {
    const created = (
      await graphqlOk(developer.caller, CREATE, {
        input: {
          name: 'Dashboard',
          redirectUris: ['https://app.example.com/callback'],
          allowedScopes: ['read', 'write'],
        },
      })
    ).createOAuthClient;
    return { clientId: created.client.id, secret: created.clientSecret! };
  }

  it('edits name, redirect URIs and scopes, validated as at creation; narrowing ends tokens granted before', async () => {
    const { clientId, secret } = await register();
    const issued = (await (await token(clientId, secret, 'read write')).json()) as { access_token: string };
    expect((await whoAmI(issued.access_token)).data?.me?.id).toBe(developer.id);
    const updated = await graphqlOk(developer.caller, UPDATE, {
      clientId,
      input: {
        name: 'Dashboard 2',
        redirectUris: ['https://app.example.com/cb', 'http://localhost:5173/cb'],
        allowedScopes: ['read'],
      },
    });
    expect(updated.updateOAuthClient).toEqual({
      id: clientId,
      name: 'Dashboard 2',
      redirectUris: ['https://app.example.com/cb', 'http://localhost:5173/cb'],
      allowedScopes: ['read'],
    });
    // The write-scoped token was granted under the wider scopes: it no longer works.
    expect((await whoAmI(issued.access_token)).status).toBe(401);
    expect((await token(clientId, secret, 'write')).status).toBe(400);
    const bad = await graphql(developer.caller, UPDATE, {
      clientId,
      input: { redirectUris: ['http://evil.example.com/cb'] },
    });
    expect(bad.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'input.redirectUris[0]',
    });
    const badScope = await graphql(developer.caller, UPDATE, {
      clientId,
      input: { allowedScopes: ['account'] },
    });
    expect(badScope.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'input.allowedScopes',
    });
    const other = await registerCustomer(stack);
    const foreign = await graphql(other.caller, UPDATE, { clientId, input: { name: 'mine now' } });
    expect(foreign.errors?.[0]?.extensions?.code).toBe('OAUTH_CLIENT_NOT_FOUND');
  });

  it('rotates the secret: the new one shown once works, the old one stops at once (or after an overlap)', async () => {
    const { clientId, secret } = await register();
    const before = (await (await token(clientId, secret)).json()) as { access_token: string };
    const rotated = (await graphqlOk(developer.caller, ROTATE, { clientId })).rotateOAuthClientSecret;
    expect(rotated.clientSecret).toMatch(/^cs_/);
    expect(rotated.previousSecretExpiresAt).toBeNull();
    expect((await token(clientId, secret)).status).toBe(401);
    expect((await whoAmI(before.access_token)).status).toBe(401);
    const fresh = (await (await token(clientId, rotated.clientSecret)).json()) as { access_token: string };
    expect((await whoAmI(fresh.access_token)).data?.me?.id).toBe(developer.id);
    const overlapping = (await graphqlOk(developer.caller, ROTATE, { clientId, overlap: 600 }))
      .rotateOAuthClientSecret;
    expect(Date.parse(overlapping.previousSecretExpiresAt!)).toBeGreaterThan(Date.now() + 500_000);
    expect((await token(clientId, rotated.clientSecret)).status).toBe(200);
    expect((await token(clientId, overlapping.clientSecret)).status).toBe(200);
    const tooLong = await graphql(developer.caller, ROTATE, { clientId, overlap: 86_401 });
    expect(tooLong.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'overlapSeconds',
    });
  });
});
