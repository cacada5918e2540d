/**
 * `npx tsx bench/routes.ts`: what a configured, templated gateway route costs against the built-in REST
 * adapter on the same supergraph operation (`RestUser`, one user by id), in one run on one stack. The
 * route file maps the path into the operation's variables and shapes the answer back into the same
 * fields as `GET /api/v2/users/{id}`, so both answers carry the same data. Requests alternate between the
 * two, one at a time from one client (latency, not queueing), after a warm-up. Prints p50/p95/p99 of each,
 * the ratio, whether the template stays within 10 % of the adapter's latency, and the MongoDB backend.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startStack } from '../stack';
import { adminCaller, createUser } from '../testing/fixtures';
import { benchConfig } from './lib/config';
import { percentile, times } from './lib/stats';

const ROUNDS = 1000;
const WARMUP = 100;

const ROUTES = `
routes:
  - name: benchUser
    method: GET
    path: /bench/users/:id
    security: any
    backend: { kind: supergraph, operation: RestUser, variables: { id: $.path.id } }
    response:
      body:
        data:
          id: $.data.user.id
          number: $.data.user.number
          name: $.data.user.name
          email: $.data.user.email
          phone: $.data.user.phone
          status: $.data.user.status | lower
          created_at: $.data.user.createdAt
          updated_at: $.data.user.updatedAt
      notFound: { when: $.data.user, code: USER_NOT_FOUND }
`;

const admin = { email: 'bench-admin@example.com', password: randomBytes(12).toString('hex') };
const routesFile = join(mkdtempSync(join(tmpdir(), 'bench-routes-')), 'routes.yaml');
writeFileSync(routesFile, ROUTES);
// Production settings; the limiter is off because one client makes thousands of requests (it is
// measured by `npm run bench`), and so is the file watch, which a benchmark does not need.
const config = benchConfig(randomBytes(32).toString('hex'), {
  GRPC_PORT: '0',
  RATE_LIMITS: 'false',
  FIELD_RATE_LIMITS: 'false',
  USAGE_LOGS: 'false',
  ROUTES_FILE: routesFile,
  ROUTES_WATCH: 'false',
  BOOTSTRAP_ADMIN_EMAIL: admin.email,
  BOOTSTRAP_ADMIN_PASSWORD: admin.password,
  MONGO_DB_PREFIX: `bench_routes_${randomBytes(4).toString('hex')}`,
});
const stack = await startStack({ config, progress: (line) => console.log(line) });
try {
  console.log(`MongoDB: ${stack.mongo.describe}`);
  const caller = await adminCaller(stack, admin);
  const user = await createUser(caller, { name: 'Bench Route User' });
  const headers = caller.headers!;

  const get = async (path: string): Promise<unknown> => {
    const response = await fetch(`${stack.gatewayUrl}${path}`, { headers });
    const body = (await response.json()) as { data?: unknown };
    if (!response.ok) throw new Error(`${path} answered ${response.status}: ${JSON.stringify(body)}`);
    return body.data;
  };
  const builtIn = `/api/v2/users/${user.id}`;
  const templated = `/bench/users/${user.id}`;
  // Same data both ways, or the comparison means nothing.
  const [a, b] = [await get(builtIn), await get(templated)];
  if (JSON.stringify(a) !== JSON.stringify(b))
    throw new Error(`the answers differ:\n${JSON.stringify(a)}\n${JSON.stringify(b)}`);

  for (let i = 0; i < WARMUP; i++) {
    await get(builtIn);
    await get(templated);
  }
  const samples = { builtIn: new Float64Array(ROUNDS), templated: new Float64Array(ROUNDS) };
  for (let i = 0; i < ROUNDS; i++) {
    // Alternating, and swapping which goes first, keeps drift (GC, JIT, the JVM) out of the difference.
    const order = i % 2 ? (['builtIn', 'templated'] as const) : (['templated', 'builtIn'] as const);
    for (const which of order) {
      const started = performance.now();
      await get(which === 'builtIn' ? builtIn : templated);
      samples[which][i] = performance.now() - started;
    }
  }
  const figures = Object.fromEntries(
    Object.entries(samples).map(([which, values]) => {
      values.sort();
      return [
        which,
        { p50: percentile(values, 50), p95: percentile(values, 95), p99: percentile(values, 99) },
      ];
    }),
  ) as Record<keyof typeof samples, { p50: number; p95: number; p99: number }>;
  const line = (label: string, f: { p50: number; p95: number; p99: number }) =>
    console.log(
      `${label.padEnd(52)} n=${ROUNDS}  p50 ${f.p50.toFixed(2)} ms  p95 ${f.p95.toFixed(2)} ms  p99 ${f.p99.toFixed(2)} ms`,
    );
  line('built-in adapter: GET /api/v2/users/{id} (RestUser)', figures.builtIn);
  line('templated route: GET /bench/users/{id} (RestUser)', figures.templated);
  const ratio = figures.templated.p50 / figures.builtIn.p50;
  console.log(
    `templated route against the built-in adapter: p50 ${times(figures.templated.p50, figures.builtIn.p50)}, ` +
      `p95 ${times(figures.templated.p95, figures.builtIn.p95)}; ` +
      `${ratio <= 1.1 ? 'within' : 'NOT within'} the 10 % budget at p50`,
  );
} finally {
  await stack.stop();
}
