/**
 * `npx tsx bench/usage-writes.ts [batches] [entries]`: what the gateway's usage logging costs the users
 * service and MongoDB per request, the part of "traffic control on" that is not in the gateway. One busy
 * API key's access-log batches (default 40 batches of 750 entries: 5 s of a key at 150 requests/s, the
 * gateway's flush) are written through `recordAccessLogs` exactly as the subgraph runs it (the entries,
 * the access log's index, the rollups), and, in the same run, batch for batch, the same entries stored
 * alone with one `insertMany` (the named baseline: the log without its index and rollups). Prints CPU
 * microseconds per entry of MongoDB (the embedded server's JVM; n/a for MONGODB_URI, whose process is not
 * ours to measure) and of this Node process, per half of the run (the key's hour bucket fills at 10,000
 * refs and later refs go to minute buckets), and the ratio of the whole write to the baseline.
 */
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { serviceCaller } from '../platform/identity/caller';
import { ensureIndexes } from '../platform/mongo/connection';
import type { AccessLogEntry } from '../platform/usage';
import { startUsersBench } from './lib/users-bench';
import { processCpuMicros } from './lib/proc';

const batches = Number(process.argv[2] ?? 40);
const size = Number(process.argv[3] ?? 750);
const uri = process.env.MONGODB_URI;
const { mongo, connection, wiring, close } = await startUsersBench({ name: 'usage', uri });
const { services, models } = wiring;
const ENDPOINTS = ['graphql:BenchOrder', 'graphql:Products', 'GET /api/v2/orders/:id'];

/** One batch as the gateway sends it: `size` entries of the last 5 s, one key, mostly one endpoint. */
function batch(offset: number): AccessLogEntry[] {
  const now = Date.now();
  return Array.from({ length: size }, (_, i) => ({
    requestId: `bench-${offset + i}`,
    at: new Date(now - 5000 + Math.floor((i * 5000) / size)).toISOString(),
    keyId: 'bench-key',
    userId: 'bench-account',
    client: 'node',
    endpoint: ENDPOINTS[i % 10 === 0 ? 1 + (i % 2) : 0]!,
    status: i % 50 === 0 ? 404 : 200,
    latencyMs: 80 + ((i * 37) % 160) + (i % 7) / 10,
    ip: '127.0.0.1',
    error: i % 50 === 0,
  }));
}

interface Cost {
  mongo: number;
  node: number;
  entries: number;
}
const zero = (): Cost => ({ mongo: 0, node: 0, entries: 0 });

async function measure(cost: Cost, write: () => Promise<unknown>): Promise<void> {
  const mongoBefore = mongo.pid ? processCpuMicros(mongo.pid) : 0;
  const nodeBefore = process.cpuUsage();
  await write();
  const node = process.cpuUsage(nodeBefore);
  cost.mongo += mongo.pid ? processCpuMicros(mongo.pid) - mongoBefore : 0;
  cost.node += node.user + node.system;
  cost.entries += size;
}

const perEntry = (micros: number, cost: Cost) => (micros / cost.entries).toFixed(0);
/** The server's CPU is ours to read only when we started it (the embedded JVM). */
const mongoPerEntry = (cost: Cost) => (mongo.pid ? perEntry(cost.mongo, cost) : 'n/a');

try {
  console.log(`MongoDB: ${mongo.describe}`);
  await ensureIndexes(connection);
  const gateway = serviceCaller('gateway', 'bench');
  const halves = [
    { whole: zero(), alone: zero() },
    { whole: zero(), alone: zero() },
  ];
  // Two unmeasured batches first: the JVM's and V8's first runs of these paths.
  for (let warm = 0; warm < 2; warm++) {
    await services.usage.recordAccessLogs(gateway, batch(-size * (warm + 1)));
    await models.AccessLog.deleteMany({});
  }
  await models.AccessLogIndex.deleteMany({});
  await models.TrafficRollup.deleteMany({});
  for (let b = 0; b < batches; b++) {
    const half = halves[b < batches / 2 ? 0 : 1]!;
    const entries = batch(b * size);
    await measure(half.whole, () => services.usage.recordAccessLogs(gateway, entries));
    const alone = entries.map((entry) => ({
      ...entry,
      _id: randomUUID(),
      at: new Date(entry.at),
      expiresAt: new Date(Date.now() + 7 * 86_400_000),
    }));
    await measure(half.alone, () => models.AccessLog.insertMany(alone, { ordered: false, lean: true }));
    if ((b + 1) % 10 === 0) process.stdout.write(`  ${b + 1}/${batches} batches\n`);
  }
  console.log(
    `\nAccess-log batches of ${size} entries of one key, ${batches} batches; CPU µs per entry (MongoDB, this Node process)`,
  );
  console.log(
    '| half | whole write: MongoDB | Node | entries alone (baseline): MongoDB | Node | MongoDB × baseline |',
  );
  console.log('|------|-----:|-----:|-----:|-----:|-----:|');
  halves.forEach(({ whole, alone }, index) => {
    const ratio = mongo.pid && alone.mongo ? `×${(whole.mongo / alone.mongo).toFixed(2)}` : 'n/a';
    console.log(
      `| ${index === 0 ? 'first' : 'second'} | ${mongoPerEntry(whole)} | ${perEntry(whole.node, whole)} | ${mongoPerEntry(alone)} | ${perEntry(alone.node, alone)} | ${ratio} |`,
    );
  });
  const hour = await models.AccessLogIndex.findOne({ scope: 'key:bench-key', spill: true }).lean();
  console.log(
    `The key's hour bucket ${hour ? `filled at ${hour.refs.length} refs; later refs went to minute buckets` : 'did not fill'}.`,
  );
  console.log(`machine: load average (1 min) ${loadavg()[0]!.toFixed(2)}; backend: ${mongo.describe}`);
} finally {
  await close();
}
