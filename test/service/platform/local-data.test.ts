import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { loadConfig } from '../../../platform/config';
import { localDataOverrides } from '../../../stack/local-data';

const root = mkdtempSync(join(tmpdir(), 'local-data-'));
const directory = join(root, '.data');
afterAll(() => rmSync(root, { recursive: true, force: true }));

it("keeps npm start's data in a private file store, under one GATEWAY_SECRET from start to start", () => {
  const first = localDataOverrides(loadConfig({}), directory);
  expect(first.MONGO_JAVA_STORE).toBe(join(directory, 'mongo.mv'));
  expect(statSync(directory).mode & 0o777).toBe(0o700);
  expect(statSync(join(directory, 'gateway-secret')).mode & 0o777).toBe(0o600);
  expect(first.GATEWAY_SECRET!.length).toBeGreaterThanOrEqual(32);
  expect(localDataOverrides(loadConfig({}), directory)).toEqual(first);

  const config = loadConfig({}, first);
  expect(config.mongo.javaStore).toBe(first.MONGO_JAVA_STORE);
  expect(config.gatewaySecret).toBe(first.GATEWAY_SECRET);
});

it('leaves a configured store, a configured secret, MONGODB_URI and production alone', () => {
  expect(localDataOverrides(loadConfig({ MONGO_JAVA_STORE: 'memory' }), directory)).toEqual({});
  expect(localDataOverrides(loadConfig({ MONGODB_URI: 'mongodb://db:27017' }), directory)).toEqual({});
  const secret = 'x'.repeat(40);
  expect(localDataOverrides(loadConfig({ GATEWAY_SECRET: secret }), directory)).toEqual({
    MONGO_JAVA_STORE: join(directory, 'mongo.mv'),
  });
  const production = loadConfig({
    NODE_ENV: 'production',
    GATEWAY_SECRET: secret,
    AUTH_ISSUER: 'https://api.example.com',
    NOTIFY_ALLOW_CAPTURE_IN_PRODUCTION: 'true',
  });
  expect(localDataOverrides(production, directory)).toEqual({});
});
