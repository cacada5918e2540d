import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { subgraphNames, type SubgraphName } from '../../../platform/config';
import { openDatabase } from '../../../platform/mongo/connection';
import type { RuntimeInfo } from '../../../stack/runtime-file';
import {
  adminCaller,
  CATEGORIES,
  CREATE_ORDER,
  createUser,
  createWarehouse,
  stockedProduct,
} from '../../../testing/fixtures';
import { graphql, graphqlOk, uniquePrefix } from '../../../testing/harness';
import {
  freePort,
  readyLogLine,
  standaloneEnv,
  subgraphUrlVariable,
  runEntry,
  startEntry,
  startNpmScript,
  type Finished,
  type RunningEntry,
} from '../../../testing/processes';
import { gql } from '../../../testing/__generated__';

/**
 * The services as docker compose runs them: each subgraph's main.ts and gateway/main.ts as a process of
 * its own, sharing one MongoDB and one GATEWAY_SECRET; and `npm start` recording itself for `npm run seed`.
 */

const prefix = uniquePrefix('alone');
const env = standaloneEnv(inject('mongoUri'), prefix);
const urlVariable = subgraphUrlVariable;
const subgraphs = {} as Record<SubgraphName, RunningEntry & { url: string }>;
let gateway: RunningEntry & { url: string };

beforeAll(async () => {
  const ports = Object.fromEntries(
    await Promise.all(subgraphNames.map(async (name) => [name, await freePort()] as const)),
  ) as Record<SubgraphName, number>;
  for (const name of subgraphNames) env[urlVariable[name]] = `http://127.0.0.1:${ports[name]}/graphql`;
  const gatewayPort = await freePort();
  env.AUTH_ISSUER = `http://127.0.0.1:${gatewayPort}`;
  // All five at once, as compose would: nothing calls a peer until a request arrives.
  const [started, front] = await Promise.all([
    Promise.all(
      subgraphNames.map((name) =>
        startEntry(`subgraphs/${name}/main.ts`, { ...env, SUBGRAPH_PORT: String(ports[name]) }, readyLogLine),
      ),
    ),
    startEntry('gateway/main.ts', { ...env, PORT: String(gatewayPort) }, readyLogLine),
  ]);
  subgraphNames.forEach((name, index) => {
    const entry = started[index]!;
    subgraphs[name] = Object.assign(entry, { url: (JSON.parse(entry.readyLine) as { url: string }).url });
  });
  gateway = Object.assign(front, { url: (JSON.parse(front.readyLine) as { url: string }).url });
}, 120_000);

afterAll(async () => {
  for (const name of subgraphNames) {
    const connection = await openDatabase({ uri: inject('mongoUri'), dbName: `${prefix}_${name}` });
    await connection.dropDatabase().catch(() => {});
    await connection.close();
  }
});

describe('standalone services', () => {
  it('announce where they listen and which database they use', () => {
    for (const name of subgraphNames) {
      const ready = JSON.parse(subgraphs[name].readyLine) as {
        service: string;
        url: string;
        database: string;
      };
      expect(ready).toMatchObject({
        service: name,
        url: env[urlVariable[name]],
        database: `${prefix}_${name}`,
      });
    }
    expect(gateway.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/graphql$/);
  });

  it('answer /health: each subgraph for its database, the gateway for all four', async () => {
    for (const name of subgraphNames) {
      const response = await fetch(subgraphs[name].url.replace(/\/graphql$/, '/health'));
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ status: 'ok', service: name });
    }
    const health = await fetch(gateway.url.replace(/\/graphql$/, '/health'));
    expect(health.status).toBe(200);
    const body = (await health.json()) as { status: string; subgraphs: Record<string, { ok: boolean }> };
    expect(body.status).toBe('ok');
    expect(Object.keys(body.subgraphs).sort()).toEqual([...subgraphNames].sort());
    // The router answers a wrong method with 405 and the methods that path allows.
    const wrong = await fetch(gateway.url.replace(/\/graphql$/, '/health'), { method: 'PUT' });
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toBe('GET');
  });

  it('answer a federated query that crosses all four subgraphs', async () => {
    // Signing in goes through the gateway to the users process: tokens and the JWKS cross processes too.
    const caller = await adminCaller({ gatewayUrl: gateway.url.replace(/\/graphql$/, '') });
    const warehouse = await createWarehouse(caller);
    const product = await stockedProduct(caller, [warehouse], 5, { name: 'Standalone Lamp', price: '24.50' });
    const user = await createUser(caller, { name: 'Ada Alone' });
    const created = await graphqlOk(caller, CREATE_ORDER, {
      input: { userId: user.id, items: [{ productId: product.id, quantity: 2 }] },
    });
    const read = await graphqlOk(
      caller,
      gql(
        `query StandaloneOrder($id: ID!) { order(id: $id) { total user { name } items { product { name stock { available reserved } } } } }`,
      ),
      { id: created.createOrder.id },
    );
    expect(read.order).toEqual({
      total: 49,
      user: { name: 'Ada Alone' },
      items: [{ product: { name: 'Standalone Lamp', stock: { available: 3, reserved: 2 } } }],
    });
  });

  it('balance over every instance a subgraph variable lists, and fail over from a dead one', async () => {
    const dead = `http://127.0.0.1:${await freePort()}/graphql`;
    const port = await freePort();
    const second = await startEntry(
      'gateway/main.ts',
      { ...env, CATALOG_URL: `${dead},${env.CATALOG_URL}`, PORT: String(port), GRPC_PORT: '0' },
      readyLogLine,
    );
    try {
      const base = `http://127.0.0.1:${port}`;
      const graphqlUrl = JSON.parse(second.readyLine) as { url: string };
      const health = (await (await fetch(`${base}/health`)).json()) as {
        status: string;
        subgraphs: Record<string, { instances: Array<{ url: string; ok: boolean }> }>;
      };
      expect(health.status).toBe('ok');
      expect(health.subgraphs.catalog?.instances).toEqual([
        expect.objectContaining({ url: dead, ok: false }),
        expect.objectContaining({ url: env.CATALOG_URL, ok: true }),
      ]);
      // Reads of the catalog fail over to the live instance, every time.
      for (let attempt = 0; attempt < 4; attempt++) {
        const result = await graphql(graphqlUrl.url, CATEGORIES);
        expect(result.errors).toBeUndefined();
      }
    } finally {
      await second.stop();
    }
  });

  it('drain and exit 0 on SIGTERM', async () => {
    const endings: Finished[] = await Promise.all([
      gateway.stop(),
      ...subgraphNames.map((name) => subgraphs[name].stop()),
    ]);
    for (const ending of endings) {
      expect(ending.signal).toBeNull();
      expect(ending.code, ending.stdout + ending.stderr).toBe(0);
      expect(ending.stdout).toContain('Stopped cleanly.');
    }
  });

  it('refuse to start without a shared GATEWAY_SECRET, saying why', async () => {
    const { GATEWAY_SECRET: _omitted, ...withoutSecret } = env;
    const ending = await runEntry('subgraphs/users/main.ts', { ...withoutSecret, SUBGRAPH_PORT: '0' });
    expect(ending.code).toBe(1);
    expect(ending.stderr).toContain('GATEWAY_SECRET: required when the services run as separate processes');
  });

  it('refuse to start without an agreed AUTH_ISSUER, saying why', async () => {
    const { AUTH_ISSUER: _omitted, ...withoutIssuer } = env;
    const ending = await runEntry('gateway/main.ts', { ...withoutIssuer, PORT: '0' });
    expect(ending.code).toBe(1);
    expect(ending.stderr).toContain('AUTH_ISSUER: required when the services run as separate processes');
  });
});

describe('npm start', () => {
  it('records the running stack for npm run seed once ready, and removes the record when it stops', async () => {
    const runtimeFile = join(mkdtempSync(join(tmpdir(), 'start-test-')), 'runtime.json');
    const stackPrefix = uniquePrefix('start');
    const stack = await startEntry(
      'scripts/start.ts',
      {
        NODE_ENV: 'test',
        PORT: '0',
        GRPC_PORT: '0',
        MONGODB_URI: inject('mongoUri'),
        MONGO_DB_PREFIX: stackPrefix,
        RUNTIME_FILE: runtimeFile,
        SHUTDOWN_GRACE_MS: '3000',
      },
      (line) => line.startsWith('Ready in'),
    );
    const info = JSON.parse(readFileSync(runtimeFile, 'utf8')) as RuntimeInfo;
    expect(info).toMatchObject({ mongoUri: inject('mongoUri'), dbPrefix: stackPrefix, pid: stack.child.pid });
    expect(Date.parse(info.startedAt)).not.toBeNaN();
    expect((await fetch(`${info.gatewayUrl}/health`)).status).toBe(200);

    const ending = await stack.stop('SIGINT');
    expect(ending.code).toBe(0);
    expect(ending.stdout).toContain('Stopped cleanly.');
    expect(existsSync(runtimeFile)).toBe(false);
  });

  /** `npm start` itself (npm's CLI, its script shell, node), its runtime record and how it ended. */
  async function npmStart() {
    const runtimeFile = join(mkdtempSync(join(tmpdir(), 'npm-start-test-')), 'runtime.json');
    const npm = await startNpmScript(
      'start',
      {
        NODE_ENV: 'test',
        PORT: '0',
        GRPC_PORT: '0',
        MONGODB_URI: inject('mongoUri'),
        MONGO_DB_PREFIX: uniquePrefix('npmstart'),
        RUNTIME_FILE: runtimeFile,
        SHUTDOWN_GRACE_MS: '3000',
      },
      (line) => line.startsWith('Ready in'),
    );
    const info = JSON.parse(readFileSync(runtimeFile, 'utf8')) as RuntimeInfo;
    expect((await fetch(`${info.gatewayUrl}/health`)).status).toBe(200);
    return { npm, info };
  }

  const alive = (pid: number) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };

  it('stops the server when npm receives SIGTERM (as a process manager sends it)', async () => {
    const { npm, info } = await npmStart();
    const ending = await npm.stop('SIGTERM');
    expect(ending.stdout).toContain('Stopped cleanly.');
    await expect.poll(() => alive(info.pid), { timeout: 10_000 }).toBe(false);
    await expect(fetch(`${info.gatewayUrl}/health`)).rejects.toThrow();
  });

  it("drains once on a terminal's Ctrl-C (SIGINT to npm and node at once), not as a forced second signal", async () => {
    const { npm, info } = await npmStart();
    process.kill(-npm.child.pid!, 'SIGINT');
    await expect.poll(() => alive(info.pid), { timeout: 10_000 }).toBe(false);
    expect(npm.output.stdout).toContain('Stopped cleanly.');
    expect(npm.output.stdout).not.toContain('exiting without waiting');
  });
});
