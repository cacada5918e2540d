import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config, Env } from '../platform/config';
import { repoRoot } from '../platform/paths';

/** Where `npm start` keeps what must outlive it on this machine: only this user may enter it. */
export const localDataDirectory = join(repoRoot, '.data');

/**
 * What `npm start` sets when the user has not: the embedded mongo-java-server on a file under .data/
 * instead of in memory, so the data survives a restart, and a GATEWAY_SECRET kept next to it, because
 * secrets stored in that data (webhook signing secrets) are sealed with a key derived from it and would be
 * unreadable under a fresh secret. Nothing when MONGODB_URI or MONGO_JAVA_STORE is set, and nothing in
 * production, which must configure both itself.
 */
export function localDataOverrides(config: Config, directory = localDataDirectory): Env {
  if (config.production || config.mongo.uri || !config.mongo.javaStoreDefaulted) return {};
  mkdirSync(directory, { recursive: true, mode: 0o700 });
  // The store holds every database and the server has no authentication of its own.
  chmodSync(directory, 0o700);
  const overrides: Env = { MONGO_JAVA_STORE: join(directory, 'mongo.mv') };
  if (config.gatewaySecretGenerated) {
    const file = join(directory, 'gateway-secret');
    if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600 });
    overrides.GATEWAY_SECRET = readFileSync(file, 'utf8').trim();
  }
  return overrides;
}
