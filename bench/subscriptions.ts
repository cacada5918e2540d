/**
 * `npm run bench:subscriptions` (`node --expose-gc --import tsx bench/subscriptions.ts [subscribers] [rounds]`):
 * subscription fan-out on one gateway process. Boots the whole stack in this process on the embedded
 * MongoDB (or MONGODB_URI; NATS_URL for the bus), opens N graphql-ws subscribers from a child process
 * (default 10,000, split over 10 customers, each subscriber watching `myOrderStatusChanged` with fields
 * from three subgraphs), then, round after round, each customer places an order and cancels it: 2 status
 * changes per customer per round, each delivered to that customer's subscribers.
 *
 * Prints messages delivered per second; delivery latency p50/p99 over every message, from the order's
 * write (its `updatedAt`) to the subscriber's arrival, and from the start of the change request; per
 * change, where the time went: write → on the bus (embedded bus only), write → first subscriber, first →
 * last subscriber (the fan-out); the gateway process's RSS and heap per idle subscriber; and how busy
 * the machine was with other work (load average, other processes' CPU) while it measured. Loopback only;
 * bounded by N and the number of rounds.
 *
 * Baseline, measured in the same run before the N subscribers are opened: the same rounds of status
 * changes delivered with a fan-out of 1 (one subscriber per customer, from its own child process, closed
 * before the N open), after one unmeasured round that warms the process up. Prints its latencies and the ratios N / 1 of p50 and p99 delivery latency, so the
 * cost of the fan-out is explicit.
 */
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../platform/config';
import type { TypedDocument } from '../platform/graphql/documents';
import { startStack } from '../stack';
import { gql } from '../testing/__generated__';
import type { ChangeArrivals } from './lib/ws-clients';
import { machineBusyMicros, procAvailable, treeCpuMicros } from './lib/proc';
import { mib, percentile, times } from './lib/stats';

const SUBSCRIBERS = Number(process.argv[2] ?? 10_000);
const ROUNDS = Number(process.argv[3] ?? 5);
const CUSTOMERS = 10;
const QUERY = String(
  gql(
    `subscription BenchOrderStatus { myOrderStatusChanged { id status state total updatedAt user { email } items { quantity product { name stock { available } } } } }`,
  ),
);
/** The fan-out goals of this benchmark (30 KB read strictly, as 30,000 bytes). */
const GOALS = { subscribers: 10_000, p99Ms: 150, idleBytes: 30_000 };

const admin = { email: 'bench-admin@example.com', password: randomBytes(12).toString('hex') };
const config = loadConfig(process.env, {
  PORT: '0',
  LOG_LEVEL: 'warn',
  FIELD_RATE_LIMITS: 'false',
  // The fan-out is measured, not admission: each customer opens N/10 connections (1,000 by default), far
  // beyond a user's 100 requests a minute, and the limiter closes the rest with 4429.
  RATE_LIMITS: 'false',
  BOOTSTRAP_ADMIN_EMAIL: admin.email,
  BOOTSTRAP_ADMIN_PASSWORD: admin.password,
  MONGO_DB_PREFIX: `bench_${randomBytes(4).toString('hex')}`,
});

async function post<T>(url: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const parsed = (await response.json()) as T & { errors?: unknown };
  if (parsed.errors) throw new Error(JSON.stringify(parsed.errors));
  return parsed;
}

const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
const spread = (values: number[]) => {
  const ascending = sorted(values);
  return `p50 ${percentile(ascending, 50)} ms, p99 ${percentile(ascending, 99)} ms, max ${ascending.at(-1)} ms`;
};
const kib = (bytes: number, count: number) => (bytes / 1024 / count).toFixed(1);

/** A child process of subscribers (lib/ws-clients.ts), asked one thing at a time. */
function startClients() {
  const child = fork(fileURLToPath(new URL('./lib/ws-clients.ts', import.meta.url)), {
    execArgv: ['--import', 'tsx'],
  });
  const replies: Array<(message: Record<string, unknown>) => void> = [];
  child.on('message', (message) => replies.shift()?.(message as Record<string, unknown>));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    ask: <T>(command: Record<string, unknown>): Promise<T> =>
      new Promise((resolve) => {
        replies.push(resolve as (message: Record<string, unknown>) => void);
        child.send(command);
      }),
    send: (command: Record<string, unknown>) => child.send(command),
    /** Closes every socket and waits for the child to exit. */
    close: () => {
      if (child.connected) child.send({ kind: 'close' });
      return exited;
    },
  };
}
type Clients = ReturnType<typeof startClients>;

const stack = await startStack({ config, progress: (line) => console.log(line) });
let clients: Clients | undefined;

try {
  console.log(`Node ${process.version}, ${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}`);
  console.log(`MongoDB: ${stack.mongo.describe}; event bus: ${stack.events.describe}`);
  const request = <TResult, TVariables>(
    document: TypedDocument<TResult, TVariables>,
    variables: NoInfer<TVariables>,
    token: string,
  ) =>
    post<{ data: TResult }>(stack.graphqlUrl, { query: String(document), variables }, token).then(
      (result) => result.data,
    );
  const adminToken = (await post<{ access_token: string }>(`${stack.gatewayUrl}/auth/login`, admin))
    .access_token;
  const warehouse = (
    await request(
      gql(
        `mutation BenchWarehouse { createWarehouse(input: { code: "BENCH", name: "Bench", country: "US" }) { id } }`,
      ),
      {},
      adminToken,
    )
  ).createWarehouse;
  const product = (
    await request(
      gql(
        `mutation BenchProduct { createProduct(input: { sku: "BENCH-1", name: "Bench Lamp", price: "10.00" }) { id } }`,
      ),
      {},
      adminToken,
    )
  ).createProduct;
  await request(
    gql(`mutation BenchStock($input: SetStockInput!) { setStock(input: $input) { available } }`),
    { input: { productId: product.id, warehouseId: warehouse.id, available: 1_000_000 } },
    adminToken,
  );
  const customers: Array<{ id: string; token: string }> = [];
  for (let i = 0; i < CUSTOMERS; i++) {
    const registered = await post<{ access_token: string; user_id: string }>(
      `${stack.gatewayUrl}/auth/register`,
      { email: `bench-${i}@example.com`, password: `bench-password-${i}`, name: `Bench ${i}` },
    );
    customers.push({ id: registered.user_id, token: registered.access_token });
  }

  /** `count` rounds of status changes (each customer orders, then cancels), delivered to `on`'s subscribers. */
  const rounds = async (on: Clients, audienceOf: (index: number) => number, count = ROUNDS) => {
    const sinceWrite: number[] = [];
    const sinceRequest: number[] = [];
    const changes: ChangeArrivals[] = [];
    const orderIds: string[] = [];
    let delivered = 0;
    const started = Date.now();
    for (let round = 0; round < count; round++) {
      for (const [index, customer] of customers.entries()) {
        const audience = audienceOf(index);
        on.send({ kind: 'mark', at: Date.now() });
        const order = (
          await request(
            gql(`mutation BenchPlaceOrder($input: CreateOrderInput!) { createOrder(input: $input) { id } }`),
            { input: { userId: customer.id, items: [{ productId: product.id, quantity: 1 }] } },
            customer.token,
          )
        ).createOrder;
        orderIds.push(order.id);
        await on.ask({ kind: 'expect', count: audience });
        on.send({ kind: 'mark', at: Date.now() });
        await request(
          gql(`mutation BenchCancel($id: ID!) { updateOrder(id: $id, input: { status: CANCELLED }) { id } }`),
          { id: order.id },
          customer.token,
        );
        await on.ask({ kind: 'expect', count: audience * 2 });
        const report = await on.ask<{
          delivered: number;
          sinceRequest: number[];
          sinceWrite: number[];
          changes: ChangeArrivals[];
        }>({ kind: 'report' });
        delivered += report.delivered;
        sinceWrite.push(...report.sinceWrite);
        sinceRequest.push(...report.sinceRequest);
        changes.push(...report.changes);
      }
    }
    return { delivered, sinceWrite, sinceRequest, changes, orderIds, wallMs: Date.now() - started };
  };
  const wsUrl = `${stack.gatewayUrl.replace('http', 'ws')}/graphql`;

  // The baseline: a fan-out of 1 (one subscriber per customer), measured before the N subscribers open.
  clients = startClients();
  await clients.ask({
    kind: 'open',
    url: wsUrl,
    groups: customers.map((customer) => ({ token: customer.token, count: 1 })),
    query: QUERY,
  });
  await rounds(clients, () => 1, 1); // unmeasured: warms the JIT and the stack, so the baseline is not the cold run
  const single = await rounds(clients, () => 1);
  await clients.close();
  clients = undefined;
  await new Promise((resolve) => setTimeout(resolve, 500));

  const settledMemory = () => {
    global.gc?.();
    return process.memoryUsage();
  };
  const before = settledMemory();
  const per = Math.floor(SUBSCRIBERS / CUSTOMERS);
  const audienceOf = (index: number) => (index === CUSTOMERS - 1 ? SUBSCRIBERS - per * (CUSTOMERS - 1) : per);
  clients = startClients();
  const opened = await clients.ask<{ ms: number; sockets: number }>({
    kind: 'open',
    url: wsUrl,
    groups: customers.map((customer, index) => ({ token: customer.token, count: audienceOf(index) })),
    query: QUERY,
  });
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const idle = settledMemory();
  const { subscribers, groups } = stack.gateway.subscriptions.hub.size;
  const idleBytes = (idle.rss - before.rss) / opened.sockets;
  const idleKiB = kib(idle.rss - before.rss, opened.sockets);
  console.log(
    `${opened.sockets} subscribers connected in ${opened.ms} ms (${subscribers} registered in ${groups} groups)`,
  );
  console.log(
    `gateway process RSS: ${mib(before.rss)} before, ${mib(idle.rss)} with idle subscribers: ${idleKiB} KiB per idle subscriber ` +
      `(V8 heap used grew ${kib(idle.heapUsed - before.heapUsed, opened.sockets)} KiB per subscriber; the whole stack shares this process)`,
  );
  if (!global.gc)
    console.log('(run with --expose-gc, as npm run bench:subscriptions does, for settled memory figures)');

  const loadAtStart = loadavg()[0]!;
  const cpuAtStart = { machine: machineBusyMicros(), ours: treeCpuMicros(process.pid) };
  const { delivered, sinceWrite, sinceRequest, changes, orderIds, wallMs } = await rounds(
    clients,
    audienceOf,
  );
  const loadAtEnd = loadavg()[0]!;
  const otherCores =
    (machineBusyMicros() - cpuAtStart.machine - (treeCpuMicros(process.pid) - cpuAtStart.ours)) /
    1000 /
    wallMs;

  console.log(
    `${delivered} messages delivered in ${wallMs} ms: ${Math.round((delivered / wallMs) * 1000)} messages/s (changes made one after the other)`,
  );
  const fromWrite = sorted(sinceWrite);
  console.log(`delivery latency from the write (order.updatedAt): ${spread(fromWrite)}`);
  console.log(`delivery latency from the start of the change request: ${spread(sinceRequest)}`);
  console.log(
    `per change (${changes.length} changes, ${Math.round(delivered / Math.max(1, changes.length))} subscribers each):`,
  );
  if (stack.events.kind === 'mongo') {
    const log = stack.connections
      .orders!.getClient()
      .db(`${stack.dbPrefix}_events`)
      .collection<{ occurredAt: Date; appendedAt: Date }>('events');
    const logged = await log
      .find({ aggregateId: { $in: orderIds } }, { projection: { occurredAt: 1, appendedAt: 1 } })
      .toArray();
    console.log(
      `  write → on the bus (relay)      ${spread(logged.map((event) => event.appendedAt.getTime() - event.occurredAt.getTime()))}`,
    );
  }
  console.log(`  write → first subscriber        ${spread(changes.map((change) => change.firstMs))}`);
  console.log(
    `  first → last subscriber (fan-out) ${spread(changes.map((change) => change.lastMs - change.firstMs))}`,
  );
  console.log(`gateway process RSS after delivery: ${mib(process.memoryUsage().rss)}`);
  console.log(
    `machine while delivering: load average (1 min) ${loadAtStart.toFixed(2)} at the start, ${loadAtEnd.toFixed(2)} at the end; ` +
      (procAvailable
        ? `other processes used ${otherCores.toFixed(2)} of ${cpus().length} cores`
        : 'other processes: n/a (no /proc)'),
  );
  const singleFromWrite = sorted(single.sinceWrite);
  console.log(
    `baseline, fan-out of 1 (1 subscriber per customer, the same ${single.changes.length} changes, same run, before the N opened): ` +
      `${single.delivered} messages in ${single.wallMs} ms; from the write ${spread(single.sinceWrite)}; ` +
      `from the request ${spread(single.sinceRequest)}`,
  );
  const ratio = (p: number, n: number[], one: number[]) => times(percentile(n, p), percentile(one, p));
  const fromRequest = sorted(sinceRequest);
  const singleFromRequest = sorted(single.sinceRequest);
  console.log(
    `fan-out cost, ${Math.round(delivered / Math.max(1, changes.length))} subscribers per change vs 1: from the write p50 ${ratio(50, fromWrite, singleFromWrite)}, ` +
      `p99 ${ratio(99, fromWrite, singleFromWrite)}; from the request p50 ${ratio(50, fromRequest, singleFromRequest)}, ` +
      `p99 ${ratio(99, fromRequest, singleFromRequest)}`,
  );
  const p99 = percentile(fromWrite, 99);
  const met = (ok: boolean) => (ok ? 'met' : 'NOT met');
  console.log(
    `goals: ${GOALS.subscribers} subscribers ${met(opened.sockets >= GOALS.subscribers)}; p99 ≤ ${GOALS.p99Ms} ms from the write ${met(p99 <= GOALS.p99Ms)} (${p99} ms); ` +
      `≤ ${GOALS.idleBytes / 1000} KB per idle subscriber ${met(idleBytes <= GOALS.idleBytes)} (${idleKiB} KiB)`,
  );
} finally {
  await clients?.close();
  await stack.stop();
}
