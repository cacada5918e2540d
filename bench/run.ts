/**
 * `npm run bench`: the federated read through this gateway, a plain Apollo gateway and Hive Gateway with
 * the Rust query planner, against the same subgraphs and data, in one run.
 *
 * Processes: the subgraphs + MongoDB in one child, each gateway in its own child, the load generator in
 * another. Gateways are measured one at a time, in rounds that rotate their order so a burst of outside
 * load (other engineers' test runs share these cores) does not land on one gateway only. Gateway CPU is
 * read inside the gateway's own process. This file is the only one of the bench that reads flags and
 * environment variables.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { repoRoot } from '../platform/paths';
import { readSupergraph } from '../platform/schema';
import { Child } from './lib/child';
import type { GatewayRoleInfo, GatewayRoleOptions } from './lib/gateways/options';
import { measureWindow, type WindowSample } from './lib/measure';
import { parseOptions, USAGE, UsageError, type BenchOptions, type GatewayName } from './lib/options';
import { ensurePeers } from './lib/peers';
import { procAvailable } from './lib/proc';
import { orderRequestBody } from './lib/query';
import {
  bill,
  LABELS,
  machine,
  ratios,
  table,
  taxVerdict,
  trafficVerdict,
  verdict,
  type GatewayResult,
} from './lib/report';
import { percentile, summarize } from './lib/stats';
import type { HostInfo, HostOptions } from './lib/subgraph-host';
import { supergraphWithUrls } from './lib/supergraph';

const GATEWAY_SCRIPTS: Record<GatewayName, string> = {
  ours: 'bench/lib/gateways/ours.ts',
  inprocess: 'bench/lib/gateways/in-process.ts',
  bare: 'bench/lib/gateways/ours.ts',
  apollo: 'bench/lib/gateways/apollo.ts',
  hive: 'bench/peers/hive.ts',
  monolith: 'bench/lib/gateways/monolith.ts',
};

/** Cores used by processes outside the bench above which a window's numbers are flagged as disturbed. */
const DISTURBED_CORES = 0.25;

const say = (line: string) => console.log(line);

/**
 * Every child runs as production would. @apollo/gateway (ours and the plain one) otherwise starts a
 * vendor telemetry exporter that probes cloud metadata addresses and posts to an outside endpoint: traffic
 * this machine must not send, and a background cost the same for both, so it is off for both.
 */
function childEnv(): NodeJS.ProcessEnv {
  return { ...process.env, NODE_ENV: 'production', APOLLO_TELEMETRY_DISABLED: 'true' };
}

/**
 * With --profile, V8 writes CPU profiles of the process when it exits, one per thread (tsx's loader runs in
 * its own), into bench/profiles/<name>-<time>/; the largest is the main thread. Read it with bench/profile.ts.
 */
function profileFlags(options: BenchOptions, name: string): string[] {
  if (!options.profile) return [];
  const dir = join(
    repoRoot,
    'bench',
    'profiles',
    `${name}-${new Date().toISOString().replace(/[:.]/g, '-')}`,
  );
  mkdirSync(dir, { recursive: true });
  return ['--cpu-prof', `--cpu-prof-dir=${dir}`];
}

/** Each gateway must give the same answers as the supergraph before its speed means anything. */
async function checkAnswers(name: GatewayName, url: string, host: HostInfo): Promise<void> {
  for (const { id, data } of host.expected) {
    const response = await fetch(url, {
      method: 'POST',
      headers: { ...host.headers, 'content-type': 'application/json' },
      body: orderRequestBody(id),
    });
    const body = (await response.json()) as { data?: unknown; errors?: unknown };
    if (response.status !== 200 || body.errors || !isDeepStrictEqual(body.data, data)) {
      throw new Error(
        `${LABELS[name]} answered order ${id} differently:\n${JSON.stringify(body).slice(0, 1000)}\n` +
          `expected:\n${JSON.stringify({ data }).slice(0, 1000)}`,
      );
    }
  }
}

async function startGateway(
  name: GatewayName,
  options: BenchOptions,
  roleOptions: GatewayRoleOptions,
  host: HostInfo,
) {
  const gateway = await Child.start<GatewayRoleInfo>(
    {
      label: `${LABELS[name]} gateway`,
      script: GATEWAY_SCRIPTS[name],
      env: childEnv(),
      nodeFlags: profileFlags(options, name),
    },
    { ...roleOptions, traffic: name === 'bare' ? 'off' : 'on' },
  );
  await checkAnswers(name, gateway.info.url, host);
  say(`  ${LABELS[name]}: ${gateway.info.describe}, answers checked`);
  return gateway;
}

/** Cores that processes outside the bench used during a window. */
function otherCoresOf(window: WindowSample): number {
  return window.cpu.other / 1000 / window.wallMs;
}

function combine(name: GatewayName, describe: string, windows: readonly WindowSample[]): GatewayResult {
  const load = summarize(windows.map((window) => window.load));
  const wallMs = windows.reduce((sum, window) => sum + window.wallMs, 0);
  const total = (pick: (window: WindowSample) => number) =>
    windows.reduce((sum, window) => sum + pick(window), 0);
  const cores = (micros: number) => micros / 1000 / wallMs;
  return {
    name,
    describe,
    load,
    cpuPerRequestUs: total((window) => window.cpu.gateway) / load.requests,
    subgraphsPerRequestUs: procAvailable
      ? {
          node: total((window) => window.cpu.subgraphsNode) / load.requests,
          db: total((window) => window.cpu.subgraphs - window.cpu.subgraphsNode) / load.requests,
        }
      : { node: Number.NaN, db: Number.NaN },
    cores: {
      gateway: cores(total((window) => window.cpu.gateway)),
      subgraphs: procAvailable ? cores(total((window) => window.cpu.subgraphs)) : Number.NaN,
      load: procAvailable ? cores(total((window) => window.cpu.load)) : Number.NaN,
      other: procAvailable ? cores(total((window) => window.cpu.other)) : Number.NaN,
    },
  };
}

/** The goals the bench judges, each printed as MET or NOT MET. */
function goals(results: readonly GatewayResult[], rate: number): string[] {
  return [taxVerdict(results), verdict(results, rate), trafficVerdict(results, rate)].filter(
    (line): line is string => line !== undefined,
  );
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
    options.scale
      ? `Starting MongoDB and the four subgraphs; writing ${options.scale} × (${orders} orders, ${products} products, ${users} users) with the sample seeder...`
      : `Starting MongoDB and the four subgraphs; seeding ${orders} orders over ${products} products, ${users} users, ${warehouses} warehouses...`,
  );
  const host = await Child.start<HostInfo>(
    {
      label: 'subgraph host',
      script: 'bench/lib/subgraph-host.ts',
      env: childEnv(),
      startTimeoutMs: 600_000,
      nodeFlags: profileFlags(options, 'subgraphs'),
    },
    {
      gatewaySecret,
      size: options.size,
      scale: options.scale,
      processes: options.processes,
      seed: options.seed,
      checkCount: options.checkCount,
      ...(options.mongoUri ? { mongoUri: options.mongoUri } : {}),
      mongoEmbedded: options.mongoEmbedded,
    } satisfies HostOptions,
  );
  const gateways = new Map<GatewayName, Child<GatewayRoleInfo>>();
  const windows = new Map<GatewayName, WindowSample[]>(options.gateways.map((name) => [name, []]));
  let disturbed = 0;
  try {
    say(`  MongoDB: ${host.info.mongo}; data seeded in ${(host.info.seedMs / 1000).toFixed(1)} s.`);
    const roleOptions: GatewayRoleOptions = {
      subgraphUrls: host.info.subgraphUrls,
      gatewaySecret,
      supergraphSdl: supergraphWithUrls(readSupergraph(), host.info.subgraphUrls),
      identity: host.info.identity,
      events: host.info.events,
    };
    for (const name of options.gateways)
      gateways.set(name, await startGateway(name, options, roleOptions, host.info));

    for (let round = 0; round < options.rounds; round++) {
      // Rotating the order spreads warm-up effects and outside load over every gateway.
      const order = options.gateways.map(
        (_, index) => options.gateways[(index + round) % options.gateways.length]!,
      );
      for (const [position, name] of order.entries()) {
        // The run's first window also warms the subgraphs and the JVM, so it gets twice the warm-up.
        const warmupMs = options.warmupSec * 1000 * (round === 0 && position === 0 ? 2 : 1);
        const sample = await measureWindow({
          gateway: gateways.get(name)!,
          host,
          nodePids: host.info.nodePids,
          startLoad: (loadOptions) =>
            Child.start<null>(
              { label: 'load generator', script: 'bench/lib/load.ts', env: childEnv() },
              loadOptions,
            ),
          orderIds: host.info.orderIds,
          headers: host.info.headers,
          concurrency: options.concurrency,
          rate: options.rate,
          warmupMs,
          durationMs: options.durationSec * 1000,
        });
        if (sample.load.errors)
          throw new Error(
            `${LABELS[name]} failed ${sample.load.errors} requests; first: ${sample.load.firstError}`,
          );
        windows.get(name)!.push(sample);
        const otherCores = otherCoresOf(sample);
        if (otherCores > DISTURBED_CORES) disturbed++;
        say(
          `  round ${round + 1}/${options.rounds} ${LABELS[name]}: ${(sample.load.latencies.length / (sample.load.windowMs / 1000)).toFixed(0)} RPS, ` +
            `p99 ${percentile(sample.load.latencies, 99).toFixed(1)} ms, ` +
            `${(sample.cpu.gateway / sample.load.latencies.length).toFixed(0)} µs gateway CPU/request` +
            (procAvailable
              ? `, subgraphs+DB ${(sample.cpu.subgraphs / 1000 / sample.wallMs).toFixed(2)} cores ` +
                `(${(sample.cpu.subgraphsNode / sample.load.latencies.length).toFixed(0)} + ` +
                `${((sample.cpu.subgraphs - sample.cpu.subgraphsNode) / sample.load.latencies.length).toFixed(0)} µs/request), ` +
                `other processes ${otherCores.toFixed(2)} cores${otherCores > DISTURBED_CORES ? ' (disturbed)' : ''}`
              : ''),
        );
      }
    }
  } finally {
    for (const gateway of gateways.values()) await gateway.stop();
    await host.stop();
  }

  const results = options.gateways.map((name) =>
    combine(name, gateways.get(name)!.info.describe, windows.get(name)!),
  );
  say('');
  say(
    `Federated read (order + user + items + products + stock): ${options.rounds} round(s) of ${options.durationSec} s per gateway ` +
      `after ${options.warmupSec} s warm-up, ` +
      (options.rate
        ? `open loop at ${options.rate} requests/s (at most ${options.concurrency} in flight), `
        : `concurrency ${options.concurrency}, `) +
      (options.scale
        ? `${options.scale} × (${orders} orders, ${products} products, ${users} users) from the sample seeder`
        : `${orders} orders`),
  );
  say(`Machine: ${machine()}`);
  say(`MongoDB: ${host.info.mongo}`);
  say(`Subgraph processes: ${options.processes} (SUBGRAPH_PROCESSES)`);
  say(`Date: ${new Date().toISOString()}; whole run ${((Date.now() - started) / 1000).toFixed(0)} s`);
  say('');
  say(table(results));
  say('');
  for (const line of bill(results)) say(line);
  say('');
  for (const line of ratios(results)) say(line);
  for (const goal of goals(results, options.rate)) say(goal);
  if (disturbed) {
    say(
      `Warning: in ${disturbed} window(s) processes outside the bench used more than ${DISTURBED_CORES} cores; numbers are noisier.`,
    );
    // The same report over the undisturbed windows alone, when every gateway has at least one.
    const quiet = options.gateways.map((name) => ({
      name,
      windows: windows.get(name)!.filter((window) => otherCoresOf(window) <= DISTURBED_CORES),
    }));
    if (quiet.every(({ windows: kept }) => kept.length > 0)) {
      const quietResults = quiet.map(({ name, windows: kept }) =>
        combine(name, gateways.get(name)!.info.describe, kept),
      );
      say('');
      say(`Undisturbed windows only (outside load ≤ ${DISTURBED_CORES} cores):`);
      say(table(quietResults));
      for (const line of bill(quietResults)) say(line);
      for (const line of ratios(quietResults)) say(line);
      for (const goal of goals(quietResults, options.rate)) say(goal);
    }
  }
  for (const result of results) say(`  ${LABELS[result.name]} = ${result.describe}`);
}

main().catch((error: unknown) => {
  console.error(`Benchmark failed: ${(error as Error)?.message ?? error}`);
  process.exitCode = 1;
});
