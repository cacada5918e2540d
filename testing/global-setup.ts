import type { TestProject } from 'vitest/node';
import { startMongo, type MongoBackendHandle } from '../platform/mongo/embedded';

declare module 'vitest' {
  export interface ProvidedContext {
    mongoUri: string;
    mongoBackend: string;
  }
}

/**
 * The service and e2e rings each run this setup (vitest runs a project's global setup per project), in the
 * same main process: they share one server, started by the first and stopped by the last.
 */
interface Shared {
  mongo: Promise<MongoBackendHandle>;
  users: number;
}
const holder = globalThis as typeof globalThis & { __commerceTestMongo?: Shared };

/**
 * One MongoDB for the whole run (each test file then owns its own databases on it): MONGODB_URI when set,
 * else the embedded server, exactly as `npm start` chooses.
 */
export async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!holder.__commerceTestMongo) {
    const mongo = startMongo({
      uri: process.env.MONGODB_URI,
      embedded: (process.env.MONGO_EMBEDDED as 'auto' | 'mongod' | 'java' | undefined) ?? 'auto',
      javaStore: 'memory',
      progress: (line) => console.log(line),
    });
    holder.__commerceTestMongo = { mongo, users: 0 };
    console.log(`Tests run on ${(await mongo).describe}`);
  }
  const shared = holder.__commerceTestMongo;
  shared.users++;
  const mongo = await shared.mongo;
  project.provide('mongoUri', mongo.uri);
  project.provide('mongoBackend', mongo.describe);
  return async () => {
    if (--shared.users > 0) return;
    holder.__commerceTestMongo = undefined;
    await mongo.stop();
  };
}
