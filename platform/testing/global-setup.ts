import type { TestProject } from 'vitest/node';
import { startMongo, type MongoBackendHandle } from '../mongo/embedded';

declare module 'vitest' {
  export interface ProvidedContext {
    mongoUri: string;
    mongoBackend: string;
  }
}

let mongo: MongoBackendHandle | undefined;

/**
 * One MongoDB for the whole run (each test file then owns its own databases on it): MONGODB_URI when set,
 * else the embedded server, exactly as `npm start` chooses.
 */
export async function setup(project: TestProject): Promise<void> {
  mongo = await startMongo({
    uri: process.env.MONGODB_URI,
    embedded: (process.env.MONGO_EMBEDDED as 'auto' | 'mongod' | 'java' | undefined) ?? 'auto',
    javaStore: 'memory',
    progress: (line) => console.log(line),
  });
  console.log(`Tests run on ${mongo.describe}`);
  project.provide('mongoUri', mongo.uri);
  project.provide('mongoBackend', mongo.describe);
}

export async function teardown(): Promise<void> {
  await mongo?.stop();
}
