import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

/** The database every service and e2e test file takes its own databases from. */
const withMongo = ['./testing/global-setup.ts'];

/**
 * Three rings (docs/architecture.md#tests): `unit` needs nothing but the process (`npm run test:unit`, a
 * loop of seconds); `service` drives one service and its models on the test MongoDB (or one real server
 * such as redis-server) with its peers stubbed; `e2e` boots real processes and talks to them with real clients.
 */
export default defineConfig({
  resolve: {
    // One copy of graphql: without this, vitest may load both the ESM and the CJS build and graphql
    // then refuses schemas "from another module or realm".
    alias: { graphql: require.resolve('graphql') },
  },
  test: {
    exclude: ['**/node_modules/**', '.cache/**'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    setupFiles: ['./testing/setup.ts'],
    // A worker keeps the modules it loaded from one test file to the next: the stack's module graph
    // (Apollo, graphql, mongoose, the services) is most of a file's start-up. Files stay independent: each
    // owns its databases, ports and servers, and testing/setup.ts stops what a file started when it ends.
    isolate: false,
    // Two cores: an e2e file boots a whole stack, so more workers only contend.
    maxWorkers: 2,
    reporters: ['default'],
    projects: [
      { extends: true, test: { name: 'unit', include: ['test/unit/**/*.test.ts'] } },
      {
        extends: true,
        test: { name: 'service', include: ['test/service/**/*.test.ts'], globalSetup: withMongo },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          globalSetup: [...withMongo, './testing/portal-setup.ts'],
        },
      },
    ],
  },
});
