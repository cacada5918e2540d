/**
 * Benchmark child: the embedded MongoDB (or MONGODB_URI) and the four real subgraphs, all gateways measure
 * against these. It seeds the data set through the stack's own gateway (as the bootstrap admin), which
 * then sits idle, and creates the API key the load authenticates with.
 */
import { randomBytes } from 'node:crypto';
import type { SubgraphName } from '../../platform/config';
import type { Identity, RateTier } from '../../platform/identity';
import { startStack } from '../../stack';
import { graphqlOk, type Caller } from '../../testing/client';
import { gql } from '../../testing/__generated__';
import { bearer, login } from '../../testing/fixtures';
import { ORDER_QUERY } from './query';
import { benchConfig } from './config';
import { serveRole } from './role';
import { seed as writeSampleData } from '../../scripts/seed/index';
import { scaledSize } from '../../scripts/seed/plan';
import { SeededRandom } from '../../scripts/seed/random';
import { seedDataSet, type DataSetSize } from './seed';

export interface HostOptions {
  gatewaySecret: string;
  size: DataSetSize;
  /** 0: create `size` through the API; N: write N × `size` with the sample seeder (BenchOptions.scale). */
  scale: number;
  seed: number;
  /** Orders whose full answer every gateway must reproduce before it is measured. */
  checkCount: number;
  /** Node processes serving the subgraphs (SUBGRAPH_PROCESSES). */
  processes: number;
  mongoUri?: string;
  mongoEmbedded: 'auto' | 'mongod' | 'java';
}

export interface HostInfo {
  subgraphUrls: Record<SubgraphName, string>;
  /** Headers every benchmark request carries: a staff API key with the `read` scope. */
  headers: Record<string, string>;
  /** What our gateway makes of that key; the comparison gateways, which verify no credential, sign it. */
  identity: Identity;
  mongo: string;
  /** Where the stack's event bus lives, so our gateway can tail it for subscriptions as in production. */
  events: { mongoUri: string; dbPrefix: string };
  orderIds: string[];
  /** The answers for the first `checkCount` order ids, as the supergraph gives them. */
  expected: Array<{ id: string; data: unknown }>;
  seedMs: number;
  /** The Node processes serving the subgraphs: this host, then its workers (--processes). */
  nodePids: number[];
}

/** A secret API key with the `read` scope for `admin`, and the identity a gateway derives from it. */
async function readKey(admin: Caller, adminId: string): Promise<{ key: string; identity: Identity }> {
  const data = await graphqlOk(
    admin,
    gql(
      `mutation BenchReadKey { createApiKey(input: { name: "bench", scopes: ["read"] }) { key apiKey { id scopes tier type } } }`,
    ),
  );
  const { key, apiKey } = data.createApiKey;
  return {
    key,
    identity: {
      kind: 'apiKey',
      userId: adminId,
      keyId: apiKey.id,
      roles: ['admin'],
      scopes: apiKey.scopes,
      tier: apiKey.tier.toLowerCase() as RateTier,
      keyType: apiKey.type === 'PUBLIC' ? 'public' : 'secret',
    },
  };
}

/**
 * N × the data set, written by the sample seeder straight into the stack's databases (minutes for 100×,
 * where the API would take hours); the ids of the orders a customer can see, in a seeded shuffled order.
 */
async function writeScaled(
  stack: Awaited<ReturnType<typeof startStack>>,
  dbPrefix: string,
  options: HostOptions,
): Promise<string[]> {
  const { orders, products, users } = options.size;
  const summary = await writeSampleData({
    uri: stack.mongo.uri,
    dbPrefix,
    size: scaledSize(options.scale, { orders, products, users }),
    progress: (line) => console.log(`  [seed] ${line}`),
  });
  console.log(
    `  [seed] ${summary.orders.planned} orders written in ${(summary.milliseconds / 1000).toFixed(1)} s`,
  );
  const ids = (
    await stack.connections
      .orders!.collection<{ _id: string }>('orders')
      .find({ status: { $ne: 'placing' } }, { projection: { _id: 1 } })
      .toArray()
  ).map((order) => order._id);
  const random = new SeededRandom(options.seed);
  for (let i = ids.length - 1; i > 0; i--) {
    const j = Math.floor(random.next() * (i + 1));
    [ids[i], ids[j]] = [ids[j]!, ids[i]!];
  }
  return ids;
}

serveRole<HostOptions, HostInfo>(async (options) => {
  const admin = { email: 'bench-admin@example.com', password: randomBytes(18).toString('base64url') };
  const config = benchConfig(options.gatewaySecret, {
    MONGO_EMBEDDED: options.mongoEmbedded,
    MONGODB_URI: options.mongoUri,
    BOOTSTRAP_ADMIN_EMAIL: admin.email,
    BOOTSTRAP_ADMIN_PASSWORD: admin.password,
    // Seeding creates hundreds of orders from one caller; the read path under test has no @rateLimit field,
    // and the gateway under test is another process with its own limiter.
    FIELD_RATE_LIMITS: 'false',
    RATE_LIMITS: 'false',
    SUBGRAPH_PROCESSES: String(options.processes),
  });
  const dbPrefix = `bench_${randomBytes(4).toString('hex')}`;
  const stack = await startStack({
    config,
    gatewayPort: 0,
    dbPrefix,
    progress: (line) => console.log(`  [subgraphs] ${line}`),
  });
  try {
    const started = Date.now();
    const tokens = await login(stack, admin.email, admin.password);
    const caller: Caller = { url: stack.graphqlUrl, headers: bearer(tokens.access_token) };
    const orderIds = options.scale
      ? await writeScaled(stack, dbPrefix, options)
      : await seedDataSet(caller, options.size, options.seed);
    const { key, identity } = await readKey(caller, tokens.user_id);
    const seedMs = Date.now() - started;
    const headers = { 'x-api-key': key };
    const expected = [];
    for (const id of orderIds.slice(0, options.checkCount)) {
      expected.push({ id, data: await graphqlOk({ url: stack.graphqlUrl, headers }, ORDER_QUERY, { id }) });
    }
    return {
      info: {
        subgraphUrls: stack.subgraphUrls,
        headers,
        identity,
        mongo: stack.mongo.describe,
        events: { mongoUri: stack.mongo.uri, dbPrefix },
        orderIds,
        expected,
        seedMs,
        nodePids: [process.pid, ...stack.workerPids],
      },
      stop: async () => {
        // A real MongoDB (MONGODB_URI) must not keep the benchmark's databases.
        for (const connection of Object.values(stack.connections))
          await connection?.dropDatabase().catch(() => {});
        await stack.stop();
      },
    };
  } catch (error) {
    await stack.stop();
    throw error;
  }
});
