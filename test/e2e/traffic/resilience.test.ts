import { beforeAll, describe, expect, it } from 'vitest';
import type { Gateway } from '../../../gateway/server';
import type { SubgraphName } from '../../../platform/config';
import type { Stack } from '../../../stack';
import {
  dispose,
  graphql,
  graphqlOk,
  startGatewayReplica,
  startTestStack,
  testConfig,
  type GraphQLResult,
} from '../../../testing/harness';
import { ManualClock } from '../../../testing/clock';
import { adminCaller, type Caller, CATEGORIES, createWarehouse, WHO_AM_I } from '../../../testing/fixtures';
import { startFaultProxy, type FaultProxy } from '../../../testing/proxy';
import { gql } from '../../../testing/__generated__';

/**
 * Resilience between gateway and subgraphs with real processes in the way: a TCP proxy in front of a
 * subgraph kills it (refuses connections) or stalls it (accepts, never answers) while load runs. The
 * gateways' circuits run on a clock the test moves: a cooldown ends when the test says so.
 */
let stack: Stack;
let admin: Caller;
let warehouseId: string;

beforeAll(async () => {
  stack = await startTestStack();
  admin = await adminCaller(stack);
  warehouseId = (await createWarehouse(admin)).id;
});

const INVENTORY_TIMEOUT_MS = 700;
const COOLDOWN_MS = 1000;

async function gatewayWith(
  urls: Partial<Record<SubgraphName, string | string[]>>,
  env: Record<string, string> = {},
): Promise<{ gateway: Gateway; url: string; clock: ManualClock }> {
  const config = testConfig({
    GATEWAY_SECRET: stack.config.gatewaySecret,
    SUBGRAPH_TIMEOUTS: `inventory=${INVENTORY_TIMEOUT_MS}`,
    SUBGRAPH_BREAKER_FAILURES: '3',
    SUBGRAPH_BREAKER_COOLDOWN_MS: String(COOLDOWN_MS),
    ...env,
  });
  const clock = new ManualClock(Date.now());
  const { gateway, graphqlUrl } = await startGatewayReplica(stack, { config, subgraphUrls: urls, clock });
  return { gateway, url: graphqlUrl, clock };
}

/** Waits until `count()` reaches `atLeast` (load loops collecting samples, say). */
const reach = (count: () => number, atLeast: number) =>
  expect.poll(count, { timeout: 20_000, interval: 20 }).toBeGreaterThanOrEqual(atLeast);

/** Catalog and inventory in one operation: the nullable inventory field can fail alone. */
const CROSSING = gql(
  `query ResilienceCrossing($id: ID!) { categories { id } warehouse(id: $id) { id code } }`,
);

interface Sample {
  ms: number;
  result: GraphQLResult<{ categories: unknown[]; warehouse: { id: string } | null }>;
}

async function sample(url: string): Promise<Sample> {
  const started = performance.now();
  const result = await graphql({ url, headers: admin.headers }, CROSSING, { id: warehouseId });
  return { ms: performance.now() - started, result };
}

/** Runs `workers` concurrent request loops until `stop` resolves; bounded by `maxRequests`. */
function load(
  url: string,
  workers: number,
  maxRequests = 5000,
): { samples: Sample[]; stop(): Promise<void> } {
  const samples: Sample[] = [];
  let running = true;
  const loops = Array.from({ length: workers }, async () => {
    while (running && samples.length < maxRequests) samples.push(await sample(url));
  });
  return {
    samples,
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
}

describe('a subgraph that dies or hangs under load', () => {
  let proxy: FaultProxy;
  let gateway: Gateway;
  let url: string;
  let clock: ManualClock;

  beforeAll(async () => {
    proxy = await startFaultProxy(stack.subgraphUrls.inventory);
    dispose(() => proxy.close());
    ({ gateway, url, clock } = await gatewayWith({ inventory: proxy.url }));
  });

  it('answers within the timeout with partial data, opens the circuit, and recovers when it returns', async () => {
    const circuit = () => gateway.sources.get('inventory')!.instances[0]!.breaker.current;
    expect((await sample(url)).result.data?.warehouse?.id).toBe(warehouseId);
    const running = load(url, 6);
    await reach(() => running.samples.length, 11);
    const healthyEnd = running.samples.length;

    // Refused connections open the circuit after three failures.
    await proxy.set('down');
    await expect.poll(() => circuit().kind, { timeout: 10_000, interval: 20 }).toBe('open');
    await reach(() => running.samples.length, healthyEnd + 20);

    // Its cooldown over, one trial goes to the stalled subgraph, hangs until the deadline and opens the
    // circuit for another cooldown; everyone else is answered at once meanwhile.
    await proxy.set('stall');
    clock.advance(COOLDOWN_MS);
    await expect
      .poll(
        () => {
          const state = circuit();
          return state.kind === 'open' && state.until > clock.now();
        },
        { timeout: 10_000, interval: 20 },
      )
      .toBe(true);
    const reopened = running.samples.length;
    await reach(() => running.samples.length, reopened + 30);
    const stallEnd = running.samples.length;

    // Back: after the next cooldown a trial succeeds and closes the circuit.
    await proxy.set('pass');
    clock.advance(COOLDOWN_MS);
    await expect
      .poll(async () => (await sample(url)).result.errors === undefined, { timeout: 15_000, interval: 100 })
      .toBe(true);
    // Twelve more answers: the last six were all asked after the circuit closed.
    await reach(() => running.samples.length, running.samples.length + 12);
    await running.stop();
    const { samples } = running;

    // Never a crash, never a whole-request failure: every answer has the catalog part.
    for (const { result } of samples) {
      expect(result.status).toBe(200);
      expect(result.data?.categories).toBeInstanceOf(Array);
    }
    // Nobody waits longer than the subgraph's deadline (plus the gateway's own work).
    expect(Math.max(...samples.map((entry) => entry.ms))).toBeLessThan(INVENTORY_TIMEOUT_MS + 600);

    const healthy = samples.slice(0, healthyEnd);
    expect(healthy.length).toBeGreaterThan(5);
    for (const { result } of healthy) expect(result.data?.warehouse?.id).toBe(warehouseId);

    const outage = samples.slice(healthyEnd + 6, stallEnd);
    expect(outage.length).toBeGreaterThan(5);
    for (const { result } of outage) {
      expect(result.data?.warehouse, JSON.stringify(result)).toBeNull();
      expect(result.errors?.[0], JSON.stringify(result)).toMatchObject({
        extensions: { code: 'SERVICE_UNAVAILABLE', service: 'inventory' },
      });
    }
    // While stalled, the open circuit answers at once instead of waiting for the deadline each time: the
    // one trial is the only fetch that ever waited for it.
    const stalled = samples.slice(reopened + 6, stallEnd);
    expect(stalled.length).toBeGreaterThan(20);
    for (const entry of stalled) expect(entry.ms).toBeLessThan(INVENTORY_TIMEOUT_MS);

    // Back: the last answers are whole again.
    const recovered = samples.slice(-6);
    for (const { result } of recovered) {
      expect(result.errors).toBeUndefined();
      expect(result.data?.warehouse?.id).toBe(warehouseId);
    }
    expect(gateway.sources.get('inventory')!.instances[0]!.breaker.current.kind).toBe('closed');
    const metrics = await (await fetch(url.replace('/graphql', '/metrics'))).text();
    expect(metrics).toMatch(/gateway_subgraph_circuit_open\{subgraph="inventory",instance="[^"]+"\} 0/);
    expect(metrics).toMatch(
      /gateway_subgraph_fetch_duration_seconds_count\{subgraph="inventory",outcome="circuit-open"\} [1-9]/,
    );
    expect(metrics).toMatch(
      /gateway_subgraph_fetch_duration_seconds_count\{subgraph="inventory",outcome="timeout"\} 1\n/,
    );
  });
});

describe('several instances of one subgraph', () => {
  it('balances across them, retries queries on the healthy one, ejects the failing one and lets it back in', async () => {
    const a = await startFaultProxy(stack.subgraphUrls.catalog);
    const b = await startFaultProxy(stack.subgraphUrls.catalog);
    dispose(() => a.close());
    dispose(() => b.close());
    const { gateway, url, clock } = await gatewayWith({ catalog: [a.url, b.url] });
    const caller = { url, headers: admin.headers };
    await Promise.all(Array.from({ length: 20 }, () => graphql(caller, CATEGORIES)));
    expect(a.connections).toBeGreaterThan(0);
    expect(b.connections).toBeGreaterThan(0);

    await a.set('down');
    for (let index = 0; index < 10; index++) {
      const result = await graphql(caller, CATEGORIES);
      // A refused connection is retried on the other instance: the caller never sees it.
      expect(result.errors).toBeUndefined();
    }
    const [first, second] = gateway.sources.get('catalog')!.instances;
    expect(first!.breaker.current.kind).toBe('open');
    expect(second!.breaker.current.kind).toBe('closed');

    await a.set('pass');
    clock.advance(COOLDOWN_MS);
    const before = a.connections;
    await Promise.all(Array.from({ length: 20 }, () => graphql(caller, CATEGORIES)));
    expect(first!.breaker.current.kind).toBe('closed');
    expect(a.connections).toBeGreaterThan(before);
  });

  it('never retries a mutation', async () => {
    const down = await startFaultProxy(stack.subgraphUrls.catalog);
    dispose(() => down.close());
    await down.set('down');
    // The circuit stays closed here, so the balancer keeps alternating between the two instances.
    const { url } = await gatewayWith(
      { catalog: [down.url, stack.subgraphUrls.catalog] },
      { SUBGRAPH_BREAKER_FAILURES: '1000' },
    );
    const caller = { url, headers: admin.headers };
    const queries = await Promise.all(Array.from({ length: 6 }, () => graphql(caller, CATEGORIES)));
    for (const result of queries) expect(result.errors).toBeUndefined();
    const outcomes: string[] = [];
    for (let index = 0; index < 6; index++) {
      const result = await graphql(
        caller,
        gql(
          `mutation ResilienceCreateCategory($input: CreateCategoryInput!) { createCategory(input: $input) { id } }`,
        ),
        {
          input: { name: `Retry check ${index}`, slug: `retry-check-${Date.now().toString(36)}-${index}` },
        },
      );
      outcomes.push(
        result.errors?.[0]?.extensions?.code === 'SERVICE_UNAVAILABLE'
          ? 'failed'
          : result.errors
            ? String(result.errors[0]?.message)
            : 'ok',
      );
    }
    expect(outcomes).toContain('failed');
    expect(outcomes).toContain('ok');
    expect(outcomes.every((outcome) => outcome === 'failed' || outcome === 'ok')).toBe(true);
  });
});

describe('several instances of the users subgraph, the first one down', () => {
  it("sends the gateway's own API key lookups to the instance that is up, like its subgraph fetches", async () => {
    const down = await startFaultProxy(stack.subgraphUrls.users);
    dispose(() => down.close());
    await down.set('down');
    // The circuit never opens here: every other lookup goes to the dead instance and must fail over.
    const { gateway, url } = await gatewayWith(
      { users: [down.url, stack.subgraphUrls.users] },
      { SUBGRAPH_BREAKER_FAILURES: '1000' },
    );
    const { me: owner } = await graphqlOk(admin, WHO_AM_I);
    for (let index = 0; index < 4; index++) {
      // A fresh key each time: its lookup is not in the gateway's cache.
      const created = await graphql(
        admin,
        gql(
          `mutation ResilienceFailoverKey($name: String!) { createApiKey(input: { name: $name }) { key } }`,
        ),
        { name: `failover-${index}` },
      );
      const result = await graphql(
        { url, headers: { 'x-api-key': created.data!.createApiKey.key } },
        WHO_AM_I,
      );
      expect(result.status).toBe(200);
      expect(result.data?.me?.id).toBe(owner!.id);
    }
    const [first, second] = gateway.sources.get('users')!.instances;
    expect(first!.breaker.current).toMatchObject({ kind: 'closed' });
    expect((first!.breaker.current as { failures: number }).failures).toBeGreaterThan(0);
    expect(second!.breaker.current).toMatchObject({ kind: 'closed', failures: 0 });
  });

  it('reports every instance on /health, healthy while each subgraph has one up', async () => {
    const down = await startFaultProxy(stack.subgraphUrls.users);
    const alsoDown = await startFaultProxy(stack.subgraphUrls.users);
    dispose(() => down.close());
    dispose(() => alsoDown.close());
    await down.set('down');
    await alsoDown.set('down');
    const { url } = await gatewayWith({ users: [down.url, stack.subgraphUrls.users] });
    const health = await fetch(new URL('/health', url));
    expect(health.status).toBe(200);
    const report = (await health.json()) as {
      status: string;
      subgraphs: Record<
        string,
        { ok: boolean; instances: Array<{ url: string; ok: boolean; detail?: string }> }
      >;
    };
    expect(report.status).toBe('ok');
    expect(report.subgraphs.users).toMatchObject({
      ok: true,
      instances: [
        { url: down.url, ok: false, detail: expect.any(String) },
        { url: stack.subgraphUrls.users, ok: true },
      ],
    });
    expect(report.subgraphs.catalog?.instances).toHaveLength(1);

    const { url: none } = await gatewayWith({ users: [down.url, alsoDown.url] });
    const unhealthy = await fetch(new URL('/health', none));
    expect(unhealthy.status).toBe(503);
    const unhealthyReport = (await unhealthy.json()) as { status: string; missing: string[] };
    expect(unhealthyReport.status).toBe('unavailable');
    expect(unhealthyReport.missing).toEqual([expect.stringMatching(/^users: /)]);
  });
});
