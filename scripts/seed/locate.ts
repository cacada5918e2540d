import { relative } from 'node:path';
import type { Config } from '../../platform/config';
import { redactUri } from '../../platform/mongo/embedded';
import { repoRoot } from '../../platform/paths';
import { readRuntimeFile } from '../../stack/runtime-file';

export type SeedTarget =
  { kind: 'found'; uri: string; dbPrefix: string; describe: string } | { kind: 'missing'; message: string };

const WHAT_TO_DO =
  'Start the stack with `npm start` in another terminal, or set MONGODB_URI (and MONGO_DB_PREFIX if not "commerce"), then run `npm run seed` again.';

/**
 * Which database to seed: MONGODB_URI when set (with MONGO_DB_PREFIX), otherwise the stack that
 * `npm start` recorded in the runtime file. Anything else is a missing target with advice.
 */
export function locateSeedTarget(config: Config): SeedTarget {
  if (config.mongo.uri) {
    return {
      kind: 'found',
      uri: config.mongo.uri,
      dbPrefix: config.mongo.dbPrefix,
      describe: `${redactUri(config.mongo.uri)} (MONGODB_URI)`,
    };
  }
  const inRepo = relative(repoRoot, config.runtimeFile);
  const file = inRepo && !inRepo.startsWith('..') ? inRepo : config.runtimeFile;
  const state = readRuntimeFile(config.runtimeFile);
  switch (state.kind) {
    case 'running':
      return {
        kind: 'found',
        uri: state.info.mongoUri,
        dbPrefix: state.info.dbPrefix,
        describe: `${redactUri(state.info.mongoUri)} (the stack started by npm start, pid ${state.info.pid}, gateway ${state.info.gatewayUrl})`,
      };
    case 'absent':
      return {
        kind: 'missing',
        message: `No database to seed: MONGODB_URI is not set and no running stack is recorded in ${file}.\n${WHAT_TO_DO}`,
      };
    case 'stale':
      return {
        kind: 'missing',
        message: `No database to seed: ${file} names a stack (pid ${state.info.pid}) that is no longer running; it was stopped without cleaning up.\n${WHAT_TO_DO}`,
      };
    case 'unreadable':
      return {
        kind: 'missing',
        message: `No database to seed: ${file} cannot be read (${state.reason}). Delete it.\n${WHAT_TO_DO}`,
      };
    default: {
      const exhaustive: never = state;
      return exhaustive;
    }
  }
}
