/**
 * `npx tsx bench/edge-cache.ts`: the edge cache in front of the gateway, measured with a real Varnish
 * (Debian's varnishd with varnish-modules' xkey, running deploy/varnish/default.vcl), in one run:
 *
 * 1. Hit against miss: `GET /api/v3/products?limit=20` (the listing) and `GET /api/v3/products/{id}` (a
 *    product), each asked straight at the gateway, through Varnish just after its key was purged (a miss:
 *    Varnish fetches from the gateway) and through Varnish again (a hit), interleaved, one request at a
 *    time. Prints p50/p95/p99 of each and the hit's and miss's ratios to the gateway's.
 * 2. Hit rate: anonymous reads over the products (a few popular, most rare) and the listing while staff
 *    update a product every UPDATE_EVERY reads (each update purges what shows it).
 * 3. Freshness: the time from an update's answer (rename) to the first fresh answer through Varnish,
 *    polled every 5 ms: p50, p95 and the worst, against the 1 s the edge promises.
 *
 * Needs varnish and varnish-modules (`.ci/run` installs them). Prints the MongoDB backend and the load
 * average: the machine is shared, so compare the ratios more than the absolute figures.
 */
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { startStack } from '../stack';
import { gql } from '../testing/__generated__';
import { graphqlOk } from '../testing/client';
import { adminCaller, createProduct } from '../testing/fixtures';
import { freePort } from '../testing/processes';
import { startVarnish } from '../testing/varnish';
import { benchConfig } from './lib/config';
import { percentile, times } from './lib/stats';

const PRODUCTS = 60;
const ROUNDS = 300;
const WARMUP = 30;
const MIX_READS = 3000;
const UPDATE_EVERY = 100;
const FRESHNESS_ROUNDS = 60;

const RENAME = gql(
  `mutation BenchEdgeRename($id: ID!, $input: UpdateProductInput!) { updateProduct(id: $id, input: $input) { id name } }`,
);

const admin = { email: 'bench-admin@example.com', password: randomBytes(12).toString('hex') };
const edgePort = await freePort();
const config = benchConfig(randomBytes(32).toString('hex'), {
  GRPC_PORT: '0',
  // Anonymous readers from one address: the limiter would count them all as one client.
  RATE_LIMITS: 'false',
  FIELD_RATE_LIMITS: 'false',
  USAGE_LOGS: 'false',
  BOOTSTRAP_ADMIN_EMAIL: admin.email,
  BOOTSTRAP_ADMIN_PASSWORD: admin.password,
  EDGE_PURGE: 'varnish',
  EDGE_PURGE_URLS: `http://127.0.0.1:${edgePort}`,
  MONGO_DB_PREFIX: `bench_edge_${randomBytes(4).toString('hex')}`,
});
const stack = await startStack({ config, progress: (line) => console.log(line) });
const varnish = await startVarnish(stack.gatewayUrl, { port: edgePort }).catch(async (error: unknown) => {
  await stack.stop();
  throw error;
});

interface Read {
  status: number;
  cache: string | null;
  body: { data?: { name?: string } };
}

async function read(base: string, path: string): Promise<Read> {
  const response = await fetch(`${base}${path}`);
  const body = (await response.json()) as Read['body'];
  if (response.status !== 200)
    throw new Error(`${path} answered ${response.status}: ${JSON.stringify(body)}`);
  return { status: response.status, cache: response.headers.get('x-cache'), body };
}

async function purge(key: string): Promise<void> {
  const response = await fetch(varnish.url, { method: 'PURGE', headers: { 'xkey-purge': key } });
  await response.text();
  if (!response.ok) throw new Error(`PURGE ${key} answered ${response.status}`);
}

type Figures = { p50: number; p95: number; p99: number; max: number };
function figures(values: Float64Array | number[]): Figures {
  const sorted = Float64Array.from(values).sort();
  return {
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted[sorted.length - 1] ?? 0,
  };
}
const ms = (value: number) => `${value.toFixed(2)} ms`;
const line = (label: string, f: Figures, n: number) =>
  console.log(`${label.padEnd(46)} n=${n}  p50 ${ms(f.p50)}  p95 ${ms(f.p95)}  p99 ${ms(f.p99)}`);

try {
  console.log(`MongoDB: ${stack.mongo.describe}`);
  console.log(`Edge: varnishd (${varnish.url}) in front of the gateway (${stack.gatewayUrl})`);
  const caller = await adminCaller(stack, admin);
  const products: Array<{ id: string }> = [];
  for (let i = 0; i < PRODUCTS; i++)
    products.push(await createProduct(caller, { name: `Edge Bench Lamp ${i}`, price: '10.00' }));
  await stack.gateway.cacheInvalidation!.ready;

  // 1. Hit against miss, interleaved.
  const targets = [
    {
      label: 'listing GET /api/v3/products?limit=20',
      path: () => '/api/v3/products?limit=20',
      key: () => 'products',
    },
    {
      label: 'product GET /api/v3/products/{id}',
      path: (i: number) => `/api/v3/products/${products[i % PRODUCTS]!.id}`,
      key: (i: number) => `product-${products[i % PRODUCTS]!.id}`,
    },
  ];
  const loadBefore = loadavg()[0]!;
  for (const target of targets) {
    const samples = {
      gateway: new Float64Array(ROUNDS),
      miss: new Float64Array(ROUNDS),
      hit: new Float64Array(ROUNDS),
    };
    for (let i = -WARMUP; i < ROUNDS; i++) {
      const path = target.path(i + WARMUP);
      let started = performance.now();
      await read(stack.gatewayUrl, path);
      const direct = performance.now() - started;
      await purge(target.key(i + WARMUP));
      started = performance.now();
      const miss = await read(varnish.url, path);
      const missed = performance.now() - started;
      started = performance.now();
      const hit = await read(varnish.url, path);
      const hitAfter = performance.now() - started;
      if (miss.cache !== 'MISS' || hit.cache !== 'HIT')
        throw new Error(`expected MISS then HIT for ${path}, got ${miss.cache} then ${hit.cache}`);
      if (i < 0) continue;
      samples.gateway[i] = direct;
      samples.miss[i] = missed;
      samples.hit[i] = hitAfter;
    }
    const [gateway, miss, hit] = [figures(samples.gateway), figures(samples.miss), figures(samples.hit)];
    console.log(`\n${target.label}`);
    line('  gateway, no cache', gateway, ROUNDS);
    line('  through Varnish, miss (just purged)', miss, ROUNDS);
    line('  through Varnish, hit', hit, ROUNDS);
    console.log(
      `  hit against the gateway: p50 ${times(hit.p50, gateway.p50)}, p95 ${times(hit.p95, gateway.p95)}; ` +
        `miss against the gateway: p50 ${times(miss.p50, gateway.p50)}, p95 ${times(miss.p95, gateway.p95)}`,
    );
  }

  // 2. Hit rate under a mix of reads and updates.
  let hits = 0;
  let updates = 0;
  const mixSamples: number[] = [];
  for (let i = 0; i < MIX_READS; i++) {
    // A fifth of the reads is the listing; the rest go mostly to the first ten products.
    const pick = i % 5 === 0 ? -1 : Math.random() < 0.8 ? i % 10 : 10 + (i % (PRODUCTS - 10));
    const path = pick < 0 ? '/api/v3/products?limit=20' : `/api/v3/products/${products[pick]!.id}`;
    const started = performance.now();
    const answer = await read(varnish.url, path);
    mixSamples.push(performance.now() - started);
    if (answer.cache === 'HIT') hits++;
    if (i % UPDATE_EVERY === UPDATE_EVERY - 1) {
      const product = products[updates % 10]!;
      await graphqlOk(caller, RENAME, {
        id: product.id,
        input: { name: `Edge Bench Lamp mix ${updates++}` },
      });
    }
  }
  const mix = figures(mixSamples);
  console.log(
    `\nmix of ${MIX_READS} anonymous reads (listing 20 %, 80 % of the rest on 10 of ${PRODUCTS} products), ` +
      `one update every ${UPDATE_EVERY} reads (${updates} in all): hit rate ${((hits / MIX_READS) * 100).toFixed(1)} %`,
  );
  line('  latency through Varnish', mix, MIX_READS);

  // 3. From an update to a fresh answer through the cache.
  const freshness: number[] = [];
  for (let i = 0; i < FRESHNESS_ROUNDS; i++) {
    const product = products[i % PRODUCTS]!;
    const path = `/api/v3/products/${product.id}`;
    await read(varnish.url, path);
    if ((await read(varnish.url, path)).cache !== 'HIT') throw new Error(`${path} was not cached`);
    const name = `Edge Bench Lamp fresh ${i}`;
    await graphqlOk(caller, RENAME, { id: product.id, input: { name } });
    const updated = performance.now();
    for (;;) {
      if ((await read(varnish.url, path)).body.data?.name === name) break;
      if (performance.now() - updated > 10_000) throw new Error(`${path} still stale after 10 s`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    freshness.push(performance.now() - updated);
  }
  const fresh = figures(freshness);
  console.log(
    `\nupdate answered -> fresh through Varnish (purge by the invalidation consumer), n=${FRESHNESS_ROUNDS}: ` +
      `p50 ${ms(fresh.p50)}  p95 ${ms(fresh.p95)}  max ${ms(fresh.max)}; ` +
      `${fresh.p95 < 1000 ? 'within' : 'NOT within'} 1 s at p95`,
  );
  console.log(
    `\nload average (1 min) before / after: ${loadBefore.toFixed(1)} / ${loadavg()[0]!.toFixed(1)}`,
  );
} finally {
  await varnish.stop();
  await stack.stop();
}
