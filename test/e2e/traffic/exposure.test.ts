import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminCaller, bearer, type Caller, registerCustomer, WHO_AM_I } from '../../../testing/fixtures';
import { graphqlOk, startGatewayReplica, startTestStack, testConfig } from '../../../testing/harness';
import type { Stack } from '../../../stack';

/**
 * What the gateway's operational routes show, and to whom: /metrics in the Prometheus conventions (so
 * `promtool check metrics` passes), and, in production, /metrics and /health's details only for the
 * metrics token and staff.
 */
let stack: Stack;
let admin: Caller;
const METRICS_TOKEN = randomBytes(24).toString('base64url');

beforeAll(async () => {
  stack = await startTestStack();
  admin = await adminCaller(stack);
  // Something for every family of metrics to show.
  await graphqlOk(admin, WHO_AM_I);
});

interface Family {
  name: string;
  type?: string;
  help?: string;
}

/** The metric families of a Prometheus text exposition, by their # HELP and # TYPE lines. */
function familiesOf(text: string): Map<string, Family> {
  const families = new Map<string, Family>();
  for (const line of text.split('\n')) {
    const match = /^# (HELP|TYPE) (\S+) (.*)$/.exec(line);
    if (!match) continue;
    const [, kind, name, value] = match as unknown as [string, 'HELP' | 'TYPE', string, string];
    const family = families.get(name) ?? { name };
    if (kind === 'TYPE') family.type = value;
    else family.help = value;
    families.set(name, family);
  }
  return families;
}

describe('/metrics naming', () => {
  it('names counters *_total and nothing else so, with HELP and TYPE for every family', async () => {
    const response = await fetch(`${stack.gatewayUrl}/metrics`);
    expect(response.status).toBe(200);
    const text = await response.text();
    const families = [...familiesOf(text).values()];
    expect(families.length).toBeGreaterThan(10);
    for (const family of families) {
      expect(family.name, family.name).toMatch(/^[a-zA-Z_:][a-zA-Z0-9_:]*$/);
      expect(family.help, `${family.name} has HELP`).toBeTruthy();
      expect(['counter', 'gauge', 'histogram', 'summary', 'untyped']).toContain(family.type);
      if (family.type === 'counter') expect(family.name, family.name).toMatch(/_total$/);
      else expect(family.name, `${family.type} ${family.name}`).not.toMatch(/_total$/);
    }
    // Prometheus's own checker, where the machine has it (Debian's `prometheus` package).
    const promtool = spawnSync('promtool', ['check', 'metrics'], { input: text, encoding: 'utf8' });
    if (!promtool.error) expect(promtool.stderr + promtool.stdout, `exit ${promtool.status}`).toBe('');
    if (!promtool.error) expect(promtool.status).toBe(0);
  });
});

describe('operational routes in production', () => {
  let url: string;

  beforeAll(async () => {
    ({ url } = await startGatewayReplica(stack, {
      config: testConfig({ NODE_ENV: 'production', AUTH_ISSUER: stack.gatewayUrl, METRICS_TOKEN }),
    }));
  });

  it('serves /metrics to the METRICS_TOKEN bearer and admins only', async () => {
    const anonymous = await fetch(`${url}/metrics`);
    expect(anonymous.status).toBe(401);
    expect(((await anonymous.json()) as { code: string }).code).toBe('UNAUTHENTICATED');
    expect((await fetch(`${url}/metrics`, { headers: bearer('not-the-token') })).status).toBe(401);
    const customer = await registerCustomer(stack);
    const refused = await fetch(`${url}/metrics`, { headers: customer.caller.headers });
    expect(refused.status).toBe(403);
    const scraped = await fetch(`${url}/metrics`, { headers: bearer(METRICS_TOKEN) });
    expect(scraped.status).toBe(200);
    expect(await scraped.text()).toMatch(/gateway_request_duration_seconds/);
    expect((await fetch(`${url}/metrics`, { headers: admin.headers })).status).toBe(200);
  });

  it('answers /health with its status alone unless staff or the scraper ask', async () => {
    const anonymous = await fetch(`${url}/health`);
    expect(anonymous.status).toBe(200);
    expect(await anonymous.json()).toEqual({ status: 'ok' });
    const customer = await registerCustomer(stack);
    expect(await (await fetch(`${url}/health`, { headers: customer.caller.headers })).json()).toEqual({
      status: 'ok',
    });
    for (const headers of [bearer(METRICS_TOKEN), admin.headers!]) {
      const detailed = (await (await fetch(`${url}/health`, { headers })).json()) as {
        subgraphs: Record<string, { instances: Array<{ url: string }> }>;
      };
      expect(detailed.subgraphs.users!.instances[0]!.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/graphql$/);
    }
  });

  it('keeps both open outside production', async () => {
    expect((await fetch(`${stack.gatewayUrl}/metrics`)).status).toBe(200);
    const health = (await (await fetch(`${stack.gatewayUrl}/health`)).json()) as { subgraphs?: unknown };
    expect(health.subgraphs).toBeDefined();
  });
});
