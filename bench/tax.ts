/**
 * `npx tsx bench/tax.ts [windows] [seconds] [concurrency] [--profile] [--traffic-off]`: what one federated read costs each process, for
 * measuring one change to the request path at a time. It starts the subgraph host and our gateway as
 * `npm run bench` does (same data, same `BenchOrder` read, answers checked), measures the host's CPU while
 * idle (its pollers: what every request is charged for by the main bench), then several short windows of
 * load, and prints per window and as the minimum over windows: the gateway's, the subgraphs' and MongoDB's
 * CPU per read. On a shared machine the minimum over windows is the steadiest figure; the machine's load
 * average is printed with it. Defaults: 5 windows of 8 s at concurrency 16 (below saturation, so the
 * machine's other load inflates the figures less). Each window also prints its latencies (p50 and p99) and
 * the summary the p99 of all windows. `--profile` also writes CPU profiles of the host and the gateway over
 * the measured windows only (not start-up or seeding) into bench/profiles/tax-<time>/. `--traffic-off`
 * runs the gateway without rate limits, metrics and usage logs, as the main bench's "traffic off" row.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { repoRoot } from '../platform/paths';
import { readSupergraph } from '../platform/schema';
import { Child } from './lib/child';
import type { GatewayRoleInfo, GatewayRoleOptions } from './lib/gateways/options';
import { measureWindow } from './lib/measure';
import { p50p99 } from './lib/stats';
import { processCpuMicros, treeCpuMicros } from './lib/proc';
import type { HostInfo, HostOptions } from './lib/subgraph-host';
import { supergraphWithUrls } from './lib/supergraph';

const args = process.argv.slice(2);
const profile = args.includes('--profile');
const traffic = args.includes('--traffic-off') ? 'off' : 'on';
const [windows = 5, seconds = 8, concurrency = 16] = args.filter((arg) => !arg.startsWith('--')).map(Number);
const env = { ...process.env, NODE_ENV: 'production', APOLLO_TELEMETRY_DISABLED: 'true' };

async function main(): Promise<void> {
  const gatewaySecret = randomBytes(32).toString('base64url');
  const host = await Child.start<HostInfo>(
    { label: 'subgraph host', script: 'bench/lib/subgraph-host.ts', env, startTimeoutMs: 600_000 },
    {
      gatewaySecret,
      size: { orders: 400, products: 200, users: 50, warehouses: 2 },
      scale: 0,
      processes: 1,
      seed: 42,
      checkCount: 0,
      mongoEmbedded: 'auto',
    } satisfies HostOptions,
  );
  let gateway: Child<GatewayRoleInfo> | undefined;
  try {
    gateway = await Child.start<GatewayRoleInfo>(
      { label: 'gateway', script: 'bench/lib/gateways/ours.ts', env },
      {
        subgraphUrls: host.info.subgraphUrls,
        gatewaySecret,
        supergraphSdl: supergraphWithUrls(readSupergraph(), host.info.subgraphUrls),
        identity: host.info.identity,
        events: host.info.events,
        traffic,
      } satisfies GatewayRoleOptions,
    );
    const nodeMicros = () => host.info.nodePids.reduce((sum, pid) => sum + processCpuMicros(pid), 0);
    await sleep(2_000);
    const idleStart = { node: nodeMicros(), tree: treeCpuMicros(host.pid), at: performance.now() };
    await sleep(10_000);
    const idleSeconds = (performance.now() - idleStart.at) / 1000;
    const idleNode = (nodeMicros() - idleStart.node) / idleSeconds;
    const idleDb = (treeCpuMicros(host.pid) - idleStart.tree) / idleSeconds - idleNode;
    console.log(
      `idle host: subgraphs ${(idleNode / 1000).toFixed(1)} ms/s, MongoDB ${(idleDb / 1000).toFixed(1)} ms/s`,
    );
    const rows: Array<Record<'rps' | 'gateway' | 'node' | 'db' | 'nodeBeyondIdle' | 'dbBeyondIdle', number>> =
      [];
    const latencies: number[] = [];
    for (let i = 0; i < windows; i++) {
      // The first window warms up; with --profile, the others are profiled (host and gateway).
      if (profile && i === 1) {
        host.profileStart();
        gateway.profileStart();
      }
      const sample = await measureWindow({
        gateway,
        host,
        nodePids: host.info.nodePids,
        startLoad: (options) =>
          Child.start<null>({ label: 'load generator', script: 'bench/lib/load.ts', env }, options),
        orderIds: host.info.orderIds,
        headers: host.info.headers,
        concurrency,
        rate: 0,
        warmupMs: i === 0 ? 6_000 : 2_000,
        durationMs: seconds * 1000,
      });
      if (sample.load.errors) throw new Error(`errors: ${sample.load.firstError}`);
      const requests = sample.load.latencies.length;
      const rps = requests / (sample.wallMs / 1000);
      // Beyond idle: what the host spends per read over what its pollers spend anyway.
      const row = {
        rps,
        gateway: sample.cpu.gateway / requests,
        node: sample.cpu.subgraphsNode / requests,
        db: (sample.cpu.subgraphs - sample.cpu.subgraphsNode) / requests,
        nodeBeyondIdle: sample.cpu.subgraphsNode / requests - idleNode / rps,
        dbBeyondIdle: (sample.cpu.subgraphs - sample.cpu.subgraphsNode) / requests - idleDb / rps,
      };
      rows.push(row);
      if (i > 0) latencies.push(...sample.load.latencies);
      console.log(
        `window ${i + 1}: ${row.rps.toFixed(0)} RPS, ${p50p99([...sample.load.latencies].sort((a, b) => a - b))}; µs/read gateway ${row.gateway.toFixed(0)}, subgraphs ${row.node.toFixed(0)}, ` +
          `MongoDB ${row.db.toFixed(0)} (beyond idle: ${row.nodeBeyondIdle.toFixed(0)} + ${row.dbBeyondIdle.toFixed(0)}); other cores ${(sample.cpu.other / 1000 / sample.wallMs).toFixed(2)}; load ${loadavg()[0]!.toFixed(2)}`,
      );
    }
    if (profile && windows > 1) {
      const dir = join(
        repoRoot,
        'bench',
        'profiles',
        `tax-${new Date().toISOString().replace(/[:.]/g, '-')}`,
      );
      mkdirSync(dir, { recursive: true });
      await host.profileStop(join(dir, 'subgraphs.cpuprofile'));
      await gateway.profileStop(join(dir, 'gateway.cpuprofile'));
      console.log(`profiles of windows 2-${windows}: ${dir} (read with bench/profile.ts)`);
    }
    const min = (pick: (row: (typeof rows)[number]) => number) => Math.min(...rows.map(pick)).toFixed(0);
    console.log(
      `min µs/read: gateway ${min((row) => row.gateway)}, subgraphs ${min((row) => row.node)}, MongoDB ${min((row) => row.db)}, ` +
        `total ${min((row) => row.gateway + row.node + row.db)}; beyond idle: subgraphs ${min((row) => row.nodeBeyondIdle)}, ` +
        `MongoDB ${min((row) => row.dbBeyondIdle)}`,
    );
    if (latencies.length)
      console.log(`latency over windows 2-${windows}: ${p50p99(latencies.sort((a, b) => a - b))}`);
  } finally {
    await gateway?.stop();
    await host.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
