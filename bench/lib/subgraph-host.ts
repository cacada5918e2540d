/**
 * Benchmark child: the embedded MongoDB (or MONGODB_URI) and the four real subgraphs, all gateways measure
 * against these. It seeds the data set through the stack's own gateway, which then sits idle.
 */
import { randomBytes } from 'node:crypto';
import { graphqlOk } from '../../platform/testing/client';
import { startStack } from '../../platform/stack';
import type { SubgraphName } from '../../platform/config';
import { ORDER_QUERY } from './query';
import { benchConfig } from './config';
import { serveRole } from './role';
import { seedDataSet, type DataSetSize } from './seed';

export interface HostOptions {
  gatewaySecret: string;
  size: DataSetSize;
  seed: number;
  /** Orders whose full answer every gateway must reproduce before it is measured. */
  checkCount: number;
  mongoUri?: string;
  mongoEmbedded: 'auto' | 'mongod' | 'java';
}

export interface HostInfo {
  subgraphUrls: Record<SubgraphName, string>;
  mongo: string;
  orderIds: string[];
  /** The answers for the first `checkCount` order ids, as the supergraph gives them. */
  expected: Array<{ id: string; data: unknown }>;
  seedMs: number;
}

serveRole<HostOptions, HostInfo>(async (options) => {
  const config = benchConfig(options.gatewaySecret, {
    MONGO_EMBEDDED: options.mongoEmbedded,
    MONGODB_URI: options.mongoUri,
    // Seeding creates hundreds of orders from one caller; the read path under test has no @rateLimit field.
    FIELD_RATE_LIMITS: 'false',
  });
  const stack = await startStack({
    config,
    gatewayPort: 0,
    dbPrefix: `bench_${randomBytes(4).toString('hex')}`,
    progress: (line) => console.log(`  [subgraphs] ${line}`),
  });
  try {
    const started = Date.now();
    const orderIds = await seedDataSet({ url: stack.graphqlUrl }, options.size, options.seed);
    const seedMs = Date.now() - started;
    const expected = [];
    for (const id of orderIds.slice(0, options.checkCount)) {
      expected.push({ id, data: await graphqlOk(stack.graphqlUrl, ORDER_QUERY, { id }) });
    }
    return {
      info: { subgraphUrls: stack.subgraphUrls, mongo: stack.mongo.describe, orderIds, expected, seedMs },
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
