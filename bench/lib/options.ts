import { DEFAULT_DATA_SET, type DataSetSize } from './seed';

/**
 * `bare` is ours with rate limits, metrics and usage logs off (auth on): the baseline of their overhead.
 * `monolith` is no gateway at all: the same read answered by one process over the same data layer, the
 * baseline of what federation costs. `inprocess` is ours with the subgraphs in its own process, called
 * without HTTP (`npm start`'s shape): federation's cost without the network hop.
 */
export const gatewayNames = ['ours', 'inprocess', 'bare', 'apollo', 'hive', 'monolith'] as const;
export type GatewayName = (typeof gatewayNames)[number];

export interface BenchOptions {
  /** Measured seconds per gateway and round. Flag --duration, env BENCH_DURATION. Default 15. */
  durationSec: number;
  /** Unmeasured seconds before each window (doubled for the run's first, which also warms the subgraphs and MongoDB). Flag --warmup, env BENCH_WARMUP. Default 5. */
  warmupSec: number;
  /** Measured windows per gateway, the gateways' order rotating each round. Flag --rounds, env BENCH_ROUNDS. Default 2. */
  rounds: number;
  /** Requests in flight at any time (closed loop). Flag --concurrency, env BENCH_CONCURRENCY. Default 32. */
  concurrency: number;
  /**
   * Requests started per second, open loop (a request is due at its time whether or not earlier ones are
   * done; its latency counts from when it was due), at most `concurrency` in flight. 0 = closed loop.
   * Flag --rate, env BENCH_RATE. Default 0. Use it to compare latencies at the same offered load.
   */
  rate: number;
  /** Which gateways to measure, in this order. Flag --only ours,inprocess,bare,apollo,hive,monolith, env BENCH_ONLY. Default all six. */
  gateways: GatewayName[];
  /** Data set size. Flags --orders, --products, --users. Defaults 400 / 200 / 50 over 2 warehouses. */
  size: DataSetSize;
  /**
   * 0 (default): the data set above, created through the public API so orders go through the saga. N ≥ 1:
   * N times that size written directly by the sample seeder (`npm run seed -- --scale`), with its three
   * warehouses and orders in every state: the way to measure at 100× (40,000 orders) in minutes. Flag --scale.
   */
  scale: number;
  /** Node processes serving the subgraphs (SUBGRAPH_PROCESSES), to compare 1 against 2. Flag --processes. Default 1. */
  processes: number;
  /** Seed of the data set and of the request order. Flag --seed, env BENCH_SEED. Default 42. */
  seed: number;
  /** Orders whose full answer each gateway must reproduce before it is measured. Flag --check. Default 5. */
  checkCount: number;
  /** Write V8 CPU profiles of each gateway and of the subgraph host to bench/profiles/. Flag --profile. Default off. */
  profile: boolean;
  /** Passed to the subgraph host: a real MongoDB instead of the embedded one. */
  mongoUri?: string;
  mongoEmbedded: 'auto' | 'mongod' | 'java';
}

export const USAGE = `npm run bench -- [flags]
  --duration <s>       measured seconds per gateway and round (default 15; env BENCH_DURATION)
  --rounds <n>         windows per gateway, order rotated each round (default 2; env BENCH_ROUNDS)
  --warmup <s>         warm-up seconds before each window, doubled for the first (default 5; env BENCH_WARMUP)
  --concurrency <n>    requests in flight (default 32; env BENCH_CONCURRENCY)
  --rate <n>           open loop: start n requests per second whatever the answers, latency counted from
                       when each was due, at most --concurrency connections (default 0 = closed loop;
                       env BENCH_RATE); compares latency at one offered load, below every gateway's capacity
  --only <list>        gateways to run, comma-separated: ours,inprocess,bare,apollo,hive,monolith
                       (default all; env BENCH_ONLY) (inprocess = ours with the subgraphs in its process,
                       called without HTTP, as npm start runs; bare = ours with rate limits and metrics
                       off, auth as in ours; monolith = the same read in one process, no federation)
  --orders <n>         orders in the data set (default 400)
  --products <n>       products the orders draw from (default 200)
  --users <n>          customers (default 50)
  --scale <n>          write n times the data set with the sample seeder instead of the API, for measuring
                       at size (--scale 100: 40,000 orders, 20,000 products, 5,000 users; default 0 = off)
  --processes <n>      Node processes serving the subgraphs (SUBGRAPH_PROCESSES; default 1)
  --seed <n>           data set and request order seed (default 42; env BENCH_SEED)
  --check <n>          answers compared across gateways before measuring (default 5)
  --profile            write CPU profiles of each gateway and the subgraph host to bench/profiles/
MONGODB_URI / MONGO_EMBEDDED choose the MongoDB exactly as for npm start.`;

export class UsageError extends Error {}

/** Every flag `parseOptions` reads; anything else is a usage error. */
const FLAGS = [
  'duration',
  'rounds',
  'warmup',
  'concurrency',
  'rate',
  'only',
  'orders',
  'products',
  'users',
  'seed',
  'scale',
  'processes',
  'check',
  'profile',
] as const;

function integer(name: string, raw: string | undefined, fallback: number, min: number, max: number): number {
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max)
    throw new UsageError(`${name} must be an integer from ${min} to ${max} (got ${JSON.stringify(raw)})`);
  return value;
}

/** Flags win over environment variables; only the bench entry calls this, with its argv and env. */
export function parseOptions(argv: readonly string[], env: Record<string, string | undefined>): BenchOptions {
  const flags = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--help' || arg === '-h') throw new UsageError('');
    if (arg === '--profile') {
      flags.set('profile', 'true');
      continue;
    }
    const match = /^--([a-z]+)(?:=(.*))?$/.exec(arg);
    if (!match) throw new UsageError(`Unknown argument ${arg}`);
    const value = match[2] ?? argv[++i];
    if (value === undefined) throw new UsageError(`--${match[1]} needs a value`);
    flags.set(match[1]!, value);
  }
  const known = new Set<string>(FLAGS);
  for (const name of flags.keys()) if (!known.has(name)) throw new UsageError(`Unknown flag --${name}`);

  const only = (flags.get('only') ?? env.BENCH_ONLY)
    ?.split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  for (const name of only ?? []) {
    if (!(gatewayNames as readonly string[]).includes(name))
      throw new UsageError(`--only takes ${gatewayNames.join(', ')} (got ${name})`);
  }
  const embedded = env.MONGO_EMBEDDED ?? 'auto';
  if (embedded !== 'auto' && embedded !== 'mongod' && embedded !== 'java')
    throw new UsageError(`MONGO_EMBEDDED must be auto, mongod or java`);
  return {
    durationSec: integer('--duration', flags.get('duration') ?? env.BENCH_DURATION, 15, 1, 3600),
    rounds: integer('--rounds', flags.get('rounds') ?? env.BENCH_ROUNDS, 2, 1, 100),
    warmupSec: integer('--warmup', flags.get('warmup') ?? env.BENCH_WARMUP, 5, 0, 600),
    concurrency: integer('--concurrency', flags.get('concurrency') ?? env.BENCH_CONCURRENCY, 32, 1, 1024),
    rate: integer('--rate', flags.get('rate') ?? env.BENCH_RATE, 0, 0, 100_000),
    gateways: only?.length ? (only as GatewayName[]) : [...gatewayNames],
    size: {
      orders: integer('--orders', flags.get('orders'), DEFAULT_DATA_SET.orders, 10, 100_000),
      products: integer('--products', flags.get('products'), DEFAULT_DATA_SET.products, 4, 100_000),
      users: integer('--users', flags.get('users'), DEFAULT_DATA_SET.users, 1, 100_000),
      warehouses: DEFAULT_DATA_SET.warehouses,
    },
    scale: integer('--scale', flags.get('scale'), 0, 0, 1000),
    processes: integer('--processes', flags.get('processes'), 1, 1, 64),
    seed: integer('--seed', flags.get('seed') ?? env.BENCH_SEED, 42, 0, 2 ** 31 - 1),
    checkCount: integer('--check', flags.get('check'), 5, 0, 1000),
    profile: flags.has('profile'),
    ...(env.MONGODB_URI ? { mongoUri: env.MONGODB_URI } : {}),
    mongoEmbedded: embedded,
  };
}
