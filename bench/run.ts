/**
 * `npm run bench`: the federated read through this gateway, a plain Apollo gateway and Hive Gateway with
 * the Rust query planner, one after another, against the same subgraphs and data, in one run.
 *
 * Processes: the subgraphs + MongoDB in one child, each gateway in its own child (measured one at a time),
 * the load generator in another. Gateway CPU is read inside the gateway's own process. This file is the
 * only one of the bench that reads flags and environment variables.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { repoRoot } from '../platform/paths';
import { readSupergraph } from '../platform/schema';
import { Child } from './lib/child';
import type { GatewayRoleInfo, GatewayRoleOptions } from './lib/gateways/options';
import { parseOptions, USAGE, UsageError, type BenchOptions, type GatewayName } from './lib/options';
import { ensurePeers } from './lib/peers';
import { RESULT, WINDOW_END, WINDOW_START, type LoadOptions } from './lib/protocol';
import { orderRequestBody } from './lib/query';
import { LABELS, machine, ratios, table, verdict, type GatewayResult } from './lib/report';
import type { LoadResult } from './lib/stats';
import type { HostInfo, HostOptions } from './lib/subgraph-host';
import { supergraphWithUrls } from './lib/supergraph';

const GATEWAY_SCRIPTS: Record<GatewayName, string> = {
  ours: 'bench/lib/gateways/ours.ts',
  apollo: 'bench/lib/gateways/apollo.ts',
  hive: 'bench/peers/hive.ts',
};

const say = (line: string) => console.log(line);

/** Every child runs as production would; none reads anything else from the environment. */
function childEnv(): NodeJS.ProcessEnv {
  return { ...process.env, NODE_ENV: 'production' };
}

/** Each gateway must give the same answers as the supergraph before its speed means anything. */
async function checkAnswers(name: GatewayName, url: string, expected: HostInfo['expected']): Promise<void> {
  for (const { id, data } of expected) {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: orderRequestBody(id),
    });
    const body = (await response.json()) as { data?: unknown; errors?: unknown };
    if (response.status !== 200 || body.errors || !isDeepStrictEqual(body.data, data)) {
      throw new Error(
        `${LABELS[name]} answered order ${id} differently:\n${JSON.stringify(body).slice(0, 1000)}\nexpected:\n${JSON.stringify({ data }).slice(0, 1000)}`,
      );
    }
  }
}

async function measure(
  name: GatewayName,
  options: BenchOptions,
  host: HostInfo,
  gatewayOptions: GatewayRoleOptions,
  first: boolean,
): Promise<GatewayResult> {
  const profileDir = join(repoRoot, 'bench', 'profiles');
  if (options.profile) mkdirSync(profileDir, { recursive: true });
  const gateway = await Child.start<GatewayRoleInfo>(
    {
      label: `${LABELS[name]} gateway`,
      script: GATEWAY_SCRIPTS[name],
      env: childEnv(),
      nodeFlags: options.profile
        ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`, `--cpu-prof-name=${name}-${Date.now()}.cpuprofile`]
        : [],
    },
    gatewayOptions,
  );
  try {
    await checkAnswers(name, gateway.info.url, host.expected);
    const warmupMs = options.warmupSec * 1000 * (first ? 2 : 1);
    say(
      `  ${LABELS[name]}: ${gateway.info.describe}; warming up ${warmupMs / 1000} s, measuring ${options.durationSec} s at concurrency ${options.concurrency}...`,
    );
    const load = await Child.start<null>(
      { label: 'load generator', script: 'bench/lib/load.ts', env: childEnv() },
      {
        url: gateway.info.url,
        orderIds: host.orderIds,
        concurrency: options.concurrency,
        warmupMs,
        durationMs: options.durationSec * 1000,
      } satisfies LoadOptions,
    );
    try {
      const budget = warmupMs + options.durationSec * 1000 + 60_000;
      await load.event(WINDOW_START, budget);
      const before = await gateway.cpu();
      await load.event(WINDOW_END, budget);
      const after = await gateway.cpu();
      const result = await load.event<LoadResult | { error: string }>(RESULT, 60_000);
      if ('error' in result) throw new Error(`load generator failed: ${result.error}`);
      if (result.errors)
        throw new Error(`${LABELS[name]} failed ${result.errors} requests; first: ${result.firstError}`);
      const cpuMicros = after.micros - before.micros;
      return {
        name,
        describe: gateway.info.describe,
        load: result,
        cpuPerRequestUs: cpuMicros / result.requests,
        cpuCores: cpuMicros / 1000 / Math.max(1, after.at - before.at),
      };
    } finally {
      await load.stop();
    }
  } finally {
    await gateway.stop();
  }
}

async function main(): Promise<void> {
  let options: BenchOptions;
  try {
    options = parseOptions(process.argv.slice(2), process.env);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    if (error.message) console.error(error.message);
    console.error(USAGE);
    process.exitCode = error.message ? 2 : 0;
    return;
  }
  if (options.gateways.includes('hive')) ensurePeers(say);

  const started = Date.now();
  const gatewaySecret = randomBytes(32).toString('base64url');
  const { orders, products, users, warehouses } = options.size;
  say(
    `Starting MongoDB and the four subgraphs; seeding ${orders} orders over ${products} products, ${users} users, ${warehouses} warehouses...`,
  );
  const host = await Child.start<HostInfo>(
    {
      label: 'subgraph host',
      script: 'bench/lib/subgraph-host.ts',
      env: childEnv(),
      startTimeoutMs: 600_000,
    },
    {
      gatewaySecret,
      size: options.size,
      seed: options.seed,
      checkCount: options.checkCount,
      ...(options.mongoUri ? { mongoUri: options.mongoUri } : {}),
      mongoEmbedded: options.mongoEmbedded,
    } satisfies HostOptions,
  );
  const results: GatewayResult[] = [];
  try {
    say(`  MongoDB: ${host.info.mongo}; data seeded in ${(host.info.seedMs / 1000).toFixed(1)} s.`);
    const gatewayOptions: GatewayRoleOptions = {
      subgraphUrls: host.info.subgraphUrls,
      gatewaySecret,
      supergraphSdl: supergraphWithUrls(readSupergraph(), host.info.subgraphUrls),
    };
    for (const [index, name] of options.gateways.entries()) {
      const result = await measure(name, options, host.info, gatewayOptions, index === 0);
      results.push(result);
      say(
        `  ${LABELS[name]}: ${result.load.rps.toFixed(0)} RPS, p50 ${result.load.p50.toFixed(1)} ms, p99 ${result.load.p99.toFixed(1)} ms, ${result.cpuPerRequestUs.toFixed(0)} µs CPU/request`,
      );
    }
  } finally {
    await host.stop();
  }

  say('');
  say(
    `Federated read (order + user + items + products + stock), ${options.durationSec} s per gateway after warm-up, concurrency ${options.concurrency}`,
  );
  say(`Machine: ${machine()}`);
  say(`MongoDB: ${host.info.mongo}`);
  say(`Date: ${new Date().toISOString()}; whole run ${((Date.now() - started) / 1000).toFixed(0)} s`);
  say('');
  say(table(results));
  say('');
  for (const line of ratios(results)) say(line);
  const bar = verdict(results);
  if (bar) say(bar);
  for (const result of results) say(`  ${LABELS[result.name]} = ${result.describe}`);
}

main().catch((error: unknown) => {
  console.error(`Benchmark failed: ${(error as Error)?.message ?? error}`);
  process.exitCode = 1;
});
