import { cpus, totalmem } from 'node:os';
import type { GatewayName } from './options';
import type { LoadSummary } from './stats';

export interface GatewayResult {
  name: GatewayName;
  describe: string;
  load: LoadSummary;
  /** Gateway process CPU (user + system, all threads) per completed request, in microseconds. */
  cpuPerRequestUs: number;
  /**
   * The subgraph host's CPU per completed request, in microseconds: its Node process (the four subgraphs)
   * and everything below it (the embedded MongoDB's JVM; 0 with MONGODB_URI). NaN without /proc.
   */
  subgraphsPerRequestUs: { node: number; db: number };
  /** Average cores busy during the measured windows: the gateway, the subgraph host with its MongoDB, the load generator, and processes outside the bench. */
  cores: { gateway: number; subgraphs: number; load: number; other: number };
}

export const LABELS: Record<GatewayName, string> = {
  ours: 'ours',
  inprocess: 'ours, subgraphs in process',
  bare: 'ours, traffic off',
  apollo: 'plain Apollo',
  hive: 'Hive (Rust QP)',
  monolith: 'monolith (no federation)',
};

export function machine(): string {
  const cores = cpus();
  return `${cores[0]?.model ?? 'unknown CPU'}, ${cores.length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${process.platform}`;
}

const fixed = (value: number, digits: number) => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a');

/** The results as a Markdown table (pasted into bench/README.md as the last results). */
export function table(results: readonly GatewayResult[]): string {
  const rows = [
    [
      'gateway',
      'RPS',
      'p50 ms',
      'p99 ms',
      'CPU µs/req',
      'RPS/gateway core',
      'subgraphs µs/req',
      'DB µs/req',
      'gateway cores',
      'subgraphs+DB cores',
      'other cores',
      'requests',
      'errors',
    ],
    ...results.map((result) => [
      LABELS[result.name],
      fixed(result.load.rps, 0),
      fixed(result.load.p50, 1),
      fixed(result.load.p99, 1),
      fixed(result.cpuPerRequestUs, 0),
      fixed(1e6 / result.cpuPerRequestUs, 0),
      fixed(result.subgraphsPerRequestUs.node, 0),
      fixed(result.subgraphsPerRequestUs.db, 0),
      fixed(result.cores.gateway, 2),
      fixed(result.cores.subgraphs, 2),
      fixed(result.cores.other, 2),
      String(result.load.requests),
      String(result.load.errors),
    ]),
  ];
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  const line = (row: string[]) =>
    `| ${row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join(' | ')} |`;
  const rule = `|${widths.map((width, column) => (column === 0 ? '-'.repeat(width + 2) : `${'-'.repeat(width + 1)}:`)).join('|')}|`;
  return [line(rows[0]!), rule, ...rows.slice(1).map(line)].join('\n');
}

/** ours/other for RPS (higher is better), p99 and CPU per request (lower is better). */
export function ratios(results: readonly GatewayResult[]): string[] {
  const ours = results.find((result) => result.name === 'ours');
  if (!ours) return [];
  return results
    .filter((result) => result.name !== 'ours')
    .map(
      (other) =>
        `ours/${other.name}: RPS ×${fixed(ours.load.rps / other.load.rps, 2)}, p50 ×${fixed(ours.load.p50 / other.load.p50, 2)}, ` +
        `p99 ×${fixed(ours.load.p99 / other.load.p99, 2)}, CPU/request ×${fixed(ours.cpuPerRequestUs / other.cpuPerRequestUs, 2)}`,
    );
}

/** Every process's CPU per request for one configuration: the whole bill a user pays for one read. */
function billOf(result: GatewayResult): { front: number; subgraphs: number; db: number; total: number } {
  const { node, db } = result.subgraphsPerRequestUs;
  return { front: result.cpuPerRequestUs, subgraphs: node, db, total: result.cpuPerRequestUs + node + db };
}

/**
 * The whole bill per request: CPU of the gateway (or of the monolith, which has none), of the subgraph host's
 * Node process and of MongoDB, their sum, and that sum against the monolith's. While the monolith is
 * measured the subgraph host only idles (its pollers), so its share there is the background every
 * configuration pays too.
 */
export function bill(results: readonly GatewayResult[]): string[] {
  const monolith = results.find((result) => result.name === 'monolith');
  const base = monolith ? billOf(monolith).total : Number.NaN;
  const rows = [
    ['configuration', 'gateway/monolith µs', 'subgraphs µs', 'MongoDB µs', 'total µs', '× monolith'],
    ...results.map((result) => {
      const cost = billOf(result);
      return [
        LABELS[result.name],
        fixed(cost.front, 0),
        fixed(cost.subgraphs, 0),
        fixed(cost.db, 0),
        fixed(cost.total, 0),
        fixed(cost.total / base, 2),
      ];
    }),
  ];
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  const line = (row: string[]) =>
    `| ${row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join(' | ')} |`;
  const rule = `|${widths.map((width, column) => (column === 0 ? '-'.repeat(width + 2) : `${'-'.repeat(width + 1)}:`)).join('|')}|`;
  return [
    'CPU per request, every process (the whole bill):',
    line(rows[0]!),
    rule,
    ...rows.slice(1).map(line),
  ];
}

/** The federation-tax goal: the whole bill of a federated read through ours at most twice the monolith's. */
export function taxVerdict(results: readonly GatewayResult[]): string | undefined {
  const ours = results.find((result) => result.name === 'ours');
  const monolith = results.find((result) => result.name === 'monolith');
  if (!ours || !monolith) return undefined;
  const ratio = billOf(ours).total / billOf(monolith).total;
  if (!Number.isFinite(ratio)) return 'Federation tax: n/a (per-process CPU needs /proc)';
  return (
    `${ratio <= 2 ? 'MET' : 'NOT MET'}: a federated read through ours costs ×${ratio.toFixed(2)} the monolith's CPU, ` +
    `every process counted (target ≤ ×2; ${fixed(billOf(ours).total, 0)} vs ${fixed(billOf(monolith).total, 0)} µs)`
  );
}

/**
 * The throughput goal: at least twice the plain Apollo gateway's RPS with at most half its p99, and still
 * ahead of Hive Gateway when it was measured. It is about throughput, so an open-loop run (`rate` > 0, the
 * same offered load for all) only compares latencies.
 */
export function verdict(results: readonly GatewayResult[], rate = 0): string | undefined {
  const ours = results.find((result) => result.name === 'ours');
  const apollo = results.find((result) => result.name === 'apollo');
  if (!ours || !apollo) return undefined;
  if (rate > 0) {
    return (
      `At ${rate} requests/s offered: ours p99 ${fixed(ours.load.p99, 1)} ms vs plain Apollo ${fixed(apollo.load.p99, 1)} ms` +
      `${keptUp([ours, apollo], rate)} (the RPS goal needs the closed loop: run without --rate)`
    );
  }
  const hive = results.find((result) => result.name === 'hive');
  const rps = ours.load.rps / apollo.load.rps;
  const p99 = ours.load.p99 / apollo.load.p99;
  const aheadOfHive = !hive || ours.load.rps > hive.load.rps;
  const met = rps >= 2 && p99 <= 0.5 && aheadOfHive;
  return (
    `${met ? 'MET' : 'NOT MET'}: ours is ×${rps.toFixed(2)} plain Apollo's RPS (target ≥ ×2) with ×${fixed(p99, 2)} its p99 ` +
    `(${fixed(ours.load.p99, 1)} vs ${fixed(apollo.load.p99, 1)} ms; target ≤ ×0.5)` +
    (hive ? `; ×${fixed(ours.load.rps / hive.load.rps, 2)} Hive's RPS (target > ×1)` : '')
  );
}

/** Names the gateways that served less than 97 % of an open loop's offered rate (their latency then grows without bound). */
function keptUp(results: readonly GatewayResult[], rate: number): string {
  const behind = results.filter((result) => result.load.rps < rate * 0.97).map((result) => result.name);
  return behind.length ? `; NOT keeping up with the offered load: ${behind.join(', ')}` : '';
}

/**
 * The traffic-control goal: rate limits, metrics and usage logs on cost at most 10 % of the throughput
 * against the same gateway with them off (auth in both). In a closed loop at saturation the p99 mostly
 * measures the queue that the lost throughput builds, so it is reported, not judged; an open-loop run
 * (`rate` > 0, below both capacities) measures the latency they add to a request at the same load (at most
 * 2 ms of p99), and leaves throughput to the closed loop.
 */
export function trafficVerdict(results: readonly GatewayResult[], rate = 0): string | undefined {
  const ours = results.find((result) => result.name === 'ours');
  const bare = results.find((result) => result.name === 'bare');
  if (!ours || !bare) return undefined;
  const p99 = ours.load.p99 - bare.load.p99;
  const cpu = `gateway CPU/request ${fixed(ours.cpuPerRequestUs, 0)} vs ${fixed(bare.cpuPerRequestUs, 0)} µs`;
  if (rate > 0) {
    const met = p99 <= 2 && ours.load.rps >= rate * 0.97;
    return (
      `${met ? 'MET' : 'NOT MET'} (latency half): at ${rate} requests/s offered, rate limits and metrics on add ` +
      `${fixed(p99, 1)} ms of p99 (target ≤ 2 ms; p99 ${fixed(ours.load.p99, 1)} vs ${fixed(bare.load.p99, 1)} ms) ` +
      `and ${fixed(ours.load.p50 - bare.load.p50, 1)} ms of p50 (${fixed(ours.load.p50, 1)} vs ${fixed(bare.load.p50, 1)} ms)` +
      `${keptUp([ours, bare], rate)}; ${cpu}. The throughput half needs the closed loop: run without --rate`
    );
  }
  const loss = 1 - ours.load.rps / bare.load.rps;
  return (
    `${loss <= 0.1 ? 'MET' : 'NOT MET'}: with rate limits, metrics and usage logs on (auth in both), ours has ` +
    `${fixed(loss * 100, 1)} % less RPS (target ≤ 10 %) than with them off, ${fixed(p99, 1)} ms more p99 at ` +
    `saturation; ${cpu}`
  );
}
