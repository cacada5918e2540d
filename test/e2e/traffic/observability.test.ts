import { request } from 'node:http';
import { Writable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../../platform/logging';
import type { Stack } from '../../../stack';
import {
  dispose,
  graphql,
  graphqlOk,
  startGatewayReplica,
  startTestStack,
  testConfig,
} from '../../../testing/harness';
import { adminCaller, registerCustomer, type Account, type Caller } from '../../../testing/fixtures';
import { startFaultProxy } from '../../../testing/proxy';
import { untypedDocument } from '../../../platform/graphql/documents';
import { gql } from '../../../testing/__generated__';

/**
 * Per-endpoint metrics (Prometheus), usage per key per minute and the access log (persisted by the users
 * service, read through GraphQL by their owners), request ids in every log line, compression and header
 * transforms, all over real HTTP.
 */
let stack: Stack;
let admin: Caller;
let developer: Account;
let stranger: Account;
let key: { id: string; key: string };
const lines: Array<Record<string, unknown>> = [];

beforeAll(async () => {
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n'))
        if (line) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  stack = await startTestStack({
    env: { USAGE_LOGS: 'true', USAGE_FLUSH_INTERVAL_MS: '100', LOG_LEVEL: 'debug' },
    logger: createLogger({ level: 'debug', service: 'stack', destination }),
  });
  admin = await adminCaller(stack);
  developer = await registerCustomer(stack, { name: 'Metered Developer' });
  stranger = await registerCustomer(stack, { name: 'Someone Else' });
  const created = await graphqlOk(
    developer.caller,
    gql(
      `mutation ObservabilityCreateApiKey { createApiKey(input: { name: "metered", scopes: ["read"] }) { key apiKey { id } } }`,
    ),
  );
  key = { id: created.createApiKey.apiKey.id, key: created.createApiKey.key };
});

const withKey = (headers: Record<string, string> = {}) => ({
  url: stack.graphqlUrl,
  headers: { 'x-api-key': key.key, 'apollographql-client-name': 'traffic-test', ...headers },
});

describe('per-endpoint metrics', () => {
  it('serves Prometheus histograms per operation name, route, status and client', async () => {
    for (let index = 0; index < 3; index++)
      await graphqlOk(withKey(), gql(`query ListCategories { categories { id } }`));
    const broken = await graphql(withKey(), gql(`query Broken { users { id } }`));
    expect(broken.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    await (
      await fetch(`${stack.gatewayUrl}/.well-known/jwks.json`, { headers: { 'user-agent': 'curl/8.5' } })
    ).arrayBuffer();
    const response = await fetch(`${stack.gatewayUrl}/metrics`);
    expect(response.headers.get('content-type')).toMatch(/text\/plain/);
    const text = await response.text();
    expect(text).toMatch(/# TYPE gateway_request_duration_seconds histogram/);
    expect(text).toMatch(
      /gateway_request_duration_seconds_bucket\{le="0.05",endpoint="graphql:ListCategories",transport="graphql",status="200",client="traffic-test"\} \d+/,
    );
    expect(text).toMatch(
      /gateway_request_duration_seconds_count\{endpoint="graphql:ListCategories",transport="graphql",status="200",client="traffic-test"\} 3/,
    );
    expect(text).toMatch(
      /gateway_request_errors_total\{endpoint="graphql:Broken",transport="graphql",code="FORBIDDEN"\} 1/,
    );
    expect(text).toMatch(
      /gateway_request_duration_seconds_count\{endpoint="GET \/.well-known\/jwks.json",transport="http",status="200",client="curl"\} 1/,
    );
    expect(text).toMatch(/gateway_api_key_requests_total\{tier="basic"\} [4-9]/);
    // The scrape itself is not measured.
    expect(text).not.toMatch(/endpoint="GET \/metrics"/);
  });
});

describe('usage per key per minute', () => {
  it('is persisted in batches and readable by the key owner, staff see everyone, others nothing', async () => {
    for (let index = 0; index < 4; index++)
      await graphqlOk(withKey(), gql(`query Usage1 { categories { id } }`));
    const read = gql(
      `query ObservabilityUsage($keyId: ID) { apiKeyUsage(keyId: $keyId) { keyId minute requests errors limited averageLatencyMs maxLatencyMs statuses { status count } endpoints { endpoint count } } }`,
    );
    const rowsOf = async (caller: Caller, keyId?: string) =>
      (await graphqlOk(caller, read, { keyId })).apiKeyUsage;
    await expect
      .poll(
        async () =>
          (await rowsOf(developer.caller))
            .flatMap((row) => row.endpoints)
            .find((entry) => entry.endpoint === 'graphql:Usage1')?.count,
        { timeout: 10_000, interval: 150 },
      )
      .toBe(4);
    const rows = await rowsOf(developer.caller, key.id);
    expect(rows.every((row) => row.keyId === key.id)).toBe(true);
    const total = rows.reduce((sum, row) => sum + row.requests, 0);
    expect(total).toBeGreaterThanOrEqual(4);
    expect(rows[0]!.minute).toMatch(/:00\.000Z$/);
    expect(rows[0]!.statuses.find((entry) => entry.status === 200)?.count).toBeGreaterThan(0);
    expect(rows[0]!.averageLatencyMs).toBeGreaterThan(0);
    expect(rows[0]!.maxLatencyMs).toBeGreaterThanOrEqual(rows[0]!.averageLatencyMs);
    expect(await rowsOf(stranger.caller, key.id)).toEqual([]);
    expect(await rowsOf(stranger.caller)).toEqual([]);
    expect((await rowsOf(admin)).some((row) => row.keyId === key.id)).toBe(true);
    // The internal write is not reachable through the gateway.
    // An @inaccessible field: the API schema has no such field, so codegen refuses to type it.
    const forged = await graphql(
      developer.caller,
      untypedDocument(`mutation ObservabilityForgedLogs { recordAccessLogs(entries: []) }`),
    );
    expect(forged.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });
});

describe('the access log', () => {
  it('has one entry per request with its request id, readable by its owner; the request id is in every log line', async () => {
    const requestId = `trace-${Date.now()}`;
    const result = await graphql(withKey({ 'x-request-id': requestId }), gql(`query Traced { me { id } }`));
    expect(result.headers.get('x-request-id')).toBe(requestId);
    const read = gql(
      `query ObservabilityAccessLogs($keyId: ID) { accessLogs(keyId: $keyId, limit: 100) { requestId keyId userId client endpoint status latencyMs at } }`,
    );
    const entriesOf = async (caller: Caller) => (await graphqlOk(caller, read, { keyId: key.id })).accessLogs;
    await expect
      .poll(async () => (await entriesOf(developer.caller)).find((entry) => entry.requestId === requestId), {
        timeout: 10_000,
        interval: 150,
      })
      .toBeDefined();
    const entry = (await entriesOf(developer.caller)).find((candidate) => candidate.requestId === requestId)!;
    expect(entry).toMatchObject({
      keyId: key.id,
      userId: developer.id,
      client: 'traffic-test',
      endpoint: 'graphql:Traced',
      status: 200,
    });
    expect(entry.latencyMs).toBeGreaterThan(0);
    expect(await entriesOf(stranger.caller)).toEqual([]);
    // Structured JSON lines from the gateway and from the subgraph that answered carry the same id.
    const traced = lines.filter((line) => line.requestId === requestId);
    expect(traced.some((line) => line.msg === 'access' && line.endpoint === 'graphql:Traced')).toBe(true);
    expect(traced.some((line) => line.msg === 'subgraph request' && line.subgraph === 'users')).toBe(true);
  });
});

/** GET with raw bytes (fetch would decode them). */
function raw(
  url: string,
  headers: Record<string, string>,
): Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method: 'POST', headers: { 'content-type': 'application/json', ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      },
    );
    req.on('error', reject);
    req.end(
      JSON.stringify({
        query: String(gql(`query ObservabilityLargeAnswer { __schema { types { name description } } }`)),
      }),
    );
  });
}

describe('compression', () => {
  it('answers with brotli or gzip as the client accepts, and plainly otherwise', async () => {
    const plain = await raw(stack.graphqlUrl, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    const expected = JSON.parse(plain.body.toString());
    const br = await raw(stack.graphqlUrl, { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body.length).toBeLessThan(plain.body.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.body).toString())).toEqual(expected);
    const gz = await raw(stack.graphqlUrl, { 'accept-encoding': 'gzip, br;q=0' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.body).toString())).toEqual(expected);
  });
});

describe('header transforms', () => {
  it('renames, removes and adds headers per route, and propagates chosen caller headers to one subgraph', async () => {
    const proxy = await startFaultProxy(stack.subgraphUrls.catalog);
    dispose(() => proxy.close());
    const transforms = {
      routes: {
        '/graphql': {
          request: { rename: { 'x-legacy-key': 'x-api-key' } },
          response: {
            add: { 'x-served-by': 'commerce-gateway' },
            remove: ['x-ratelimit-limit'],
            rename: { 'x-request-id': 'x-correlation-id' },
          },
        },
      },
      subgraphs: {
        catalog: {
          propagate: ['x-tenant', 'x-region'],
          rename: { 'x-region': 'x-upstream-region' },
          add: { 'x-from': 'gateway' },
          remove: ['x-dropped'],
        },
      },
    };
    const config = testConfig({
      GATEWAY_SECRET: stack.config.gatewaySecret,
      HEADER_TRANSFORMS: JSON.stringify(transforms),
      RATE_LIMITS: 'true',
    });
    const { graphqlUrl: url } = await startGatewayReplica(stack, {
      config,
      subgraphUrls: { catalog: proxy.url },
    });
    const result = await graphql(
      {
        url,
        headers: {
          'x-legacy-key': key.key,
          'x-tenant': 'acme',
          'x-region': 'eu',
          'x-request-id': 'transform-1',
        },
      },
      gql(`query ObservabilityMe { me { id } categories { id } }`),
    );
    // The renamed header was verified as the API key: `me` is the key's owner.
    expect(result.data).toMatchObject({ me: { id: developer.id } });
    expect(result.headers.get('x-served-by')).toBe('commerce-gateway');
    expect(result.headers.get('x-ratelimit-limit')).toBeNull();
    expect(result.headers.get('x-ratelimit-remaining')).not.toBeNull();
    expect(result.headers.get('x-correlation-id')).toBe('transform-1');
    expect(result.headers.get('x-request-id')).toBeNull();
    const sent = proxy.sent.toLowerCase();
    expect(sent).toContain('x-tenant: acme');
    expect(sent).toContain('x-upstream-region: eu');
    expect(sent).toContain('x-from: gateway');
    expect(sent).toContain('x-request-id: transform-1');
    expect(sent).not.toContain('x-region: eu');
  });
});
