import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineConfig({
  resolve: {
    // One copy of graphql: without this, vitest may load both the ESM and the CJS build and graphql
    // then refuses schemas "from another module or realm".
    alias: { graphql: require.resolve('graphql') },
  },
  test: {
    include: ['**/*.test.ts'],
    exclude: ['**/node_modules/**', '.cache/**'],
    globalSetup: ['./platform/testing/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Two cores: each file boots a whole stack, so more workers only contend.
    maxWorkers: 2,
    reporters: ['default'],
  },
});
