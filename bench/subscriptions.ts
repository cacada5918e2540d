/**
 * `npm run bench:subscriptions` (`node --import tsx bench/subscriptions.ts [subscribers] [rounds]`):
 * subscription fan-out on one gateway process. Boots the whole stack in this process on the embedded
 * MongoDB (or MONGODB_URI), opens N graphql-ws subscribers from a child process (default 10,000, split
 * over 10 customers, each subscriber watching `myOrderStatusChanged` with fields from three subgraphs),
 * then, round after round, each customer places an order and cancels it: 2 status changes per customer
 * per round, each delivered to that customer's subscribers. Prints messages delivered per second,
 * delivery latency p50/p99 (from the order's write, and from the start of the change request), and the
 * gateway process's RSS per idle subscriber. Loopback only; bounded by N and the number of rounds.
 */
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../platform/config';
import { startStack } from '../platform/stack';
import { mib, percentile } from './lib/stats';

const SUBSCRIBERS = Number(process.argv[2] ?? 10_000);
const ROUNDS = Number(process.argv[3] ?? 5);
const CUSTOMERS = 10;
const QUERY = 'subscription { myOrderStatusChanged { id status state total updatedAt user { email } items { quantity product { name stock { available } } } } }';

const admin = { email: 'bench-admin@example.com', password: randomBytes(12).toString('hex') };
const config = loadConfig(process.env, {
  PORT: '0',
  LOG_LEVEL: 'warn',
  FIELD_RATE_LIMITS: 'false',
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

const stack = await startStack({ config, progress: (line) => console.log(line) });
const child = fork(fileURLToPath(new URL('./lib/ws-clients.ts', import.meta.url)), { execArgv: ['--import', 'tsx'] });
const replies: Array<(message: Record<string, unknown>) => void> = [];
child.on('message', (message) => replies.shift()?.(message as Record<string, unknown>));
const ask = <T>(command: Record<string, unknown>): Promise<T> =>
  new Promise((resolve) => {
    replies.push(resolve as (message: Record<string, unknown>) => void);
    child.send(command);
  });

try {
  console.log(`MongoDB: ${stack.mongo.describe}; event bus: ${stack.events.describe}`);
  const gql = <T>(query: string, variables: Record<string, unknown>, token: string) => post<{ data: T }>(stack.graphqlUrl, { query, variables }, token).then((result) => result.data);
  const adminToken = (await post<{ access_token: string }>(`${stack.gatewayUrl}/auth/login`, admin)).access_token;
  const warehouse = (await gql<{ createWarehouse: { id: string } }>('mutation { createWarehouse(input: { code: "BENCH", name: "Bench", country: "US" }) { id } }', {}, adminToken)).createWarehouse;
  const product = (await gql<{ createProduct: { id: string } }>('mutation { createProduct(input: { sku: "BENCH-1", name: "Bench Lamp", price: "10.00" }) { id } }', {}, adminToken)).createProduct;
  await gql('mutation($input: SetStockInput!) { setStock(input: $input) { available } }', { input: { productId: product.id, warehouseId: warehouse.id, available: 1_000_000 } }, adminToken);
  const customers: Array<{ id: string; token: string }> = [];
  for (let i = 0; i < CUSTOMERS; i++) {
    const registered = await post<{ access_token: string; user_id: string }>(`${stack.gatewayUrl}/auth/register`, { email: `bench-${i}@example.com`, password: `bench-password-${i}`, name: `Bench ${i}` });
    customers.push({ id: registered.user_id, token: registered.access_token });
  }

  global.gc?.();
  const rssBefore = process.memoryUsage().rss;
  const per = Math.floor(SUBSCRIBERS / CUSTOMERS);
  const opened = await ask<{ ms: number; sockets: number }>({
    kind: 'open',
    url: `${stack.gatewayUrl.replace('http', 'ws')}/graphql`,
    groups: customers.map((customer, index) => ({ token: customer.token, count: index === CUSTOMERS - 1 ? SUBSCRIBERS - per * (CUSTOMERS - 1) : per })),
    query: QUERY,
  });
  await new Promise((resolve) => setTimeout(resolve, 2000));
  global.gc?.();
  const rssIdle = process.memoryUsage().rss;
  const { subscribers, groups } = stack.gateway.subscriptions.hub.size;
  console.log(`${opened.sockets} subscribers connected in ${opened.ms} ms (${subscribers} registered in ${groups} groups)`);
  console.log(`gateway process RSS: ${mib(rssBefore)} before, ${mib(rssIdle)} with idle subscribers: ${((rssIdle - rssBefore) / 1024 / opened.sockets).toFixed(1)} KiB per idle subscriber (the whole stack shares this process)`);

  const latencies: number[] = [];
  const sinceChange: number[] = [];
  let delivered = 0;
  const started = Date.now();
  for (let round = 0; round < ROUNDS; round++) {
    for (const [index, customer] of customers.entries()) {
      const audience = index === CUSTOMERS - 1 ? SUBSCRIBERS - per * (CUSTOMERS - 1) : per;
      child.send({ kind: 'mark', at: Date.now() });
      const order = (
        await gql<{ createOrder: { id: string } }>('mutation($input: CreateOrderInput!) { createOrder(input: $input) { id } }', { input: { userId: customer.id, items: [{ productId: product.id, quantity: 1 }] } }, customer.token)
      ).createOrder;
      await ask({ kind: 'expect', count: audience });
      child.send({ kind: 'mark', at: Date.now() });
      await gql('mutation($id: ID!) { updateOrder(id: $id, input: { status: CANCELLED }) { id } }', { id: order.id }, customer.token);
      await ask({ kind: 'expect', count: audience * 2 });
      const report = await ask<{ delivered: number; latencies: number[]; sinceChange: number[] }>({ kind: 'report' });
      delivered += report.delivered;
      latencies.push(...report.latencies);
      sinceChange.push(...report.sinceChange);
    }
  }
  const wallMs = Date.now() - started;
  latencies.sort((a, b) => a - b);
  sinceChange.sort((a, b) => a - b);
  console.log(`${delivered} messages delivered in ${wallMs} ms: ${Math.round((delivered / wallMs) * 1000)} messages/s (changes made one after the other)`);
  console.log(`delivery latency from the write (order.updatedAt): p50 ${percentile(sinceChange, 50)} ms, p99 ${percentile(sinceChange, 99)} ms, max ${sinceChange.at(-1)} ms`);
  console.log(`delivery latency from the start of the change request: p50 ${percentile(latencies, 50)} ms, p99 ${percentile(latencies, 99)} ms, max ${latencies.at(-1)} ms`);
  console.log(`gateway process RSS after delivery: ${mib(process.memoryUsage().rss)}`);
} finally {
  child.send({ kind: 'close' });
  await stack.stop();
}
