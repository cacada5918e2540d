/**
 * `npx tsx bench/webhooks.ts [products] [endpoints]`: how fast events become signed webhook deliveries.
 * Boots the whole stack on the embedded MongoDB (development mode: loopback receivers must be allowed),
 * registers `endpoints` (default 10) endpoints on a local node:http receiver, creates `products`
 * (default 100) products one after another, and measures, per delivery, the time from the event's write
 * to its arrival at the receiver, and the deliveries per second over the whole run. Prints the backend.
 *
 * Baseline, measured in the same run on the same bus and in the same process: a plain durable bus
 * consumer (`bus.subscribe`) of ProductCreated that records, per event, the time from its write to the
 * handler's call. Prints both, and the ratios webhook / consumer (p50, p99, and events fully handled per
 * second: all `endpoints` deliveries of an event at the receiver vs the event at the consumer), i.e. what
 * the webhook pipeline (its own consumer, delivery records, claim, signing, HTTP) adds over the bus itself.
 */
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { loadavg } from 'node:os';
import { loadConfig } from '../platform/config';
import { listen } from '../platform/http';
import { startStack } from '../stack';
import { graphqlOk } from '../testing/client';
import { gql } from '../testing/__generated__';
import { adminCaller, createProduct } from '../testing/fixtures';
import { p50p99, percentile, times } from './lib/stats';

const products = Number(process.argv[2] ?? 100);
const endpoints = Number(process.argv[3] ?? 10);
const expected = products * endpoints;

const admin = { email: 'bench-admin@example.com', password: randomBytes(12).toString('hex') };
const config = loadConfig({
  PORT: '0',
  GRPC_PORT: '0',
  LOG_LEVEL: 'warn',
  // One admin creates every product: this measures delivery, not rate limits (bench/run.ts does).
  RATE_LIMITS: 'false',
  FIELD_RATE_LIMITS: 'false',
  WEBHOOK_ALLOW_LOOPBACK: 'true',
  BOOTSTRAP_ADMIN_EMAIL: admin.email,
  BOOTSTRAP_ADMIN_PASSWORD: admin.password,
  MONGO_DB_PREFIX: `bench_hooks_${randomBytes(4).toString('hex')}`,
});

const latencies: number[] = [];
let lastArrival = 0;
let allArrived: () => void = () => {};
const done = new Promise<void>((resolve) => (allArrived = resolve));
const receiver = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { timestamp: string };
    lastArrival = Date.now();
    latencies.push(lastArrival - Date.parse(body.timestamp));
    res.writeHead(204).end();
    if (latencies.length === expected) allArrived();
  });
});
const port = await listen(receiver, 0, '127.0.0.1');

/** The baseline: the same events at a plain consumer of the same bus. */
const consumed: number[] = [];
let lastConsumed = 0;
let allConsumed: () => void = () => {};
const consumerDone = new Promise<void>((resolve) => (allConsumed = resolve));

const stack = await startStack({ config, progress: (line) => console.log(line) });
const baseline = stack.events.subscribe('bench-baseline', ['ProductCreated'], async (event) => {
  if (!String(event.data.name).startsWith('Bench product ')) return;
  lastConsumed = Date.now();
  consumed.push(lastConsumed - new Date(event.occurredAt).getTime());
  if (consumed.length === products) allConsumed();
});
try {
  console.log(`MongoDB: ${stack.mongo.describe}; event bus: ${stack.events.describe}`);
  const caller = await adminCaller(stack, admin);
  for (let i = 0; i < endpoints; i++) {
    await graphqlOk(
      caller,
      gql(
        `mutation BenchWebhookEndpoint($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) { secret } }`,
      ),
      {
        input: { url: `http://127.0.0.1:${port}/hook/${i}`, eventTypes: ['ProductCreated'] },
      },
    );
  }
  const loadAtStart = loadavg()[0]!;
  const started = Date.now();
  for (let i = 0; i < products; i++) await createProduct(caller, { name: `Bench product ${i}` });
  const written = Date.now();
  await Promise.all([done, consumerDone]);
  const sorted = Float64Array.from(latencies).sort();
  const baselineSorted = Float64Array.from(consumed).sort();
  const seconds = (lastArrival - started) / 1000;
  const baselineSeconds = (lastConsumed - started) / 1000;
  console.log(
    `${products} products x ${endpoints} endpoints = ${expected} deliveries: writes took ${((written - started) / 1000).toFixed(1)} s, ` +
      `all delivered after ${seconds.toFixed(1)} s (${(expected / seconds).toFixed(0)} deliveries/s, ${(products / seconds).toFixed(1)} events/s)`,
  );
  console.log(
    `event write -> receiver: p50 ${percentile(sorted, 50).toFixed(0)} ms  p95 ${percentile(sorted, 95).toFixed(0)} ms  p99 ${percentile(sorted, 99).toFixed(0)} ms`,
  );
  console.log(
    `baseline, event write -> plain bus consumer (same bus, same process, same run): ${p50p99(baselineSorted)}; ` +
      `all ${products} consumed after ${baselineSeconds.toFixed(1)} s (${(products / baselineSeconds).toFixed(1)} events/s)`,
  );
  console.log(
    `webhook vs consumer: p50 ${times(percentile(sorted, 50), percentile(baselineSorted, 50))}, ` +
      `p99 ${times(percentile(sorted, 99), percentile(baselineSorted, 99))}, ` +
      `throughput ${times(products / seconds, products / baselineSeconds)} (events fully handled per second)`,
  );
  console.log(
    `machine: load average (1 min) ${loadAtStart.toFixed(2)} at the start, ${loadavg()[0]!.toFixed(2)} at the end`,
  );
} finally {
  await baseline.stop();
  await stack.stop();
  receiver.close();
}
