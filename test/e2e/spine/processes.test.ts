import { beforeAll, expect, inject, it } from 'vitest';
import { subgraphNames } from '../../../platform/config';
import type { Stack } from '../../../stack';
import {
  adminCaller,
  type Caller,
  CREATE_ORDER,
  createUser,
  createWarehouse,
  stockedProduct,
} from '../../../testing/fixtures';
import { graphqlOk, startTestStack, uniquePrefix } from '../../../testing/harness';
import { freePort, readyLogLine, runEntry, standaloneEnv, startEntry } from '../../../testing/processes';
import { gql } from '../../../testing/__generated__';

/**
 * SUBGRAPH_PROCESSES=2: the stack serves every subgraph from its own process and from a worker process,
 * and the gateway balances each subgraph over both (more cores for the subgraph tier).
 */
let stack: Stack;
let admin: Caller;

interface Health {
  status: string;
  subgraphs: Record<string, { ok: boolean; instances: Array<{ url: string; ok: boolean }> }>;
}

beforeAll(async () => {
  stack = await startTestStack({ env: { SUBGRAPH_PROCESSES: '2' } });
  admin = await adminCaller(stack);
});

it('runs every subgraph in two processes and the gateway sees both instances up', async () => {
  const health = (await (await fetch(`${stack.gatewayUrl}/health`)).json()) as Health;
  expect(health.status).toBe('ok');
  for (const name of subgraphNames) {
    const { instances } = health.subgraphs[name]!;
    expect(instances).toHaveLength(2);
    expect(instances.every((instance) => instance.ok)).toBe(true);
    expect(instances[0]!.url).toBe(stack.subgraphUrls[name]);
    expect(new URL(instances[1]!.url).port).not.toBe(new URL(instances[0]!.url).port);
  }
});

it('places and reads orders across the processes, and the worker alone serves when the first is gone', async () => {
  const warehouse = await createWarehouse(admin);
  const product = await stockedProduct(admin, [warehouse], 50);
  const user = await createUser(admin);
  const placed = await graphqlOk(admin, CREATE_ORDER, {
    input: { userId: user.id, items: [{ productId: product.id, quantity: 2 }] },
  });
  const READ = gql(
    `query ProcessesOrder($id: ID!) { order(id: $id) { id user { id } items { quantity product { id stock { reserved } } } } }`,
  );
  const read = await graphqlOk(admin, READ, { id: placed.createOrder.id });
  expect(read.order).toMatchObject({
    id: placed.createOrder.id,
    user: { id: user.id },
    items: [{ quantity: 2, product: { id: product.id, stock: { reserved: 2 } } }],
  });

  // Stop this process's catalog: the gateway's fetches for products now reach the worker's.
  await stack.subgraphs.find((subgraph) => subgraph.name === 'catalog')!.stop();
  const again = await graphqlOk(admin, READ, { id: placed.createOrder.id });
  expect(again.order?.items[0]?.product.id).toBe(product.id);
});

it('runs a standalone subgraph as cluster workers sharing its port, and drains them all on SIGTERM', async () => {
  const port = await freePort();
  const env = standaloneEnv(inject('mongoUri'), uniquePrefix('cluster'), {
    SUBGRAPH_PROCESSES: '2',
    SUBGRAPH_PORT: String(port),
    AUTH_ISSUER: 'http://127.0.0.1:9/issuer',
  });
  const ready: Array<{ pid: number; url: string }> = [];
  const entry = await startEntry('subgraphs/catalog/main.ts', env, (line) => {
    if (readyLogLine(line)) ready.push(JSON.parse(line) as { pid: number; url: string });
    return ready.length === 2;
  });
  expect(new Set(ready.map((line) => line.pid)).size).toBe(2);
  expect(ready.map((line) => line.url)).toEqual([
    `http://127.0.0.1:${port}/graphql`,
    `http://127.0.0.1:${port}/graphql`,
  ]);
  expect((await fetch(`http://127.0.0.1:${port}/health`)).status).toBe(200);
  const finished = await entry.stop('SIGTERM');
  expect(finished.code).toBe(0);
  for (const { pid } of ready) expect(() => process.kill(pid, 0)).toThrow();
});

it('refuses several processes for a standalone subgraph without MONGODB_URI, saying why', async () => {
  const env = standaloneEnv(inject('mongoUri'), uniquePrefix('cluster'), { SUBGRAPH_PROCESSES: '2' });
  delete (env as Record<string, string | undefined>).MONGODB_URI;
  const finished = await runEntry('subgraphs/catalog/main.ts', {
    ...env,
    AUTH_ISSUER: 'http://127.0.0.1:9/issuer',
  });
  expect(finished.code).toBe(1);
  expect(finished.stderr).toContain(
    'SUBGRAPH_PROCESSES: more than one process per standalone subgraph needs MONGODB_URI',
  );
});
