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
  apollo: 'plain Apollo',
  hive: 'Hive (Rust QP)',
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

/** Issue 2's bar: at least twice the plain Apollo gateway's RPS, with a lower p99. */
export function verdict(results: readonly GatewayResult[]): string | undefined {
  const ours = results.find((result) => result.name === 'ours');
  const apollo = results.find((result) => result.name === 'apollo');
  if (!ours || !apollo) return undefined;
  const rps = ours.load.rps / apollo.load.rps;
  const met = rps >= 2 && ours.load.p99 < apollo.load.p99;
  return `${met ? 'MET' : 'NOT MET'}: ours is ×${rps.toFixed(2)} plain Apollo's RPS (target ≥ ×2) with p99 ${fixed(ours.load.p99, 1)} ms vs ${fixed(apollo.load.p99, 1)} ms (target: lower)`;
}
