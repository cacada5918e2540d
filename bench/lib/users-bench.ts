import { randomBytes } from 'node:crypto';
import type { Connection } from 'mongoose';
import { systemClock } from '../../platform/clock';
import { loadConfig } from '../../platform/config';
import { createLogger } from '../../platform/logging';
import { openDatabase } from '../../platform/mongo/connection';
import { startMongo, type MongoBackendHandle } from '../../platform/mongo/embedded';
import { createUsersServices, type UsersWiring } from '../../subgraphs/users/services';

/** The users services on a MongoDB of their own, as the subgraph runs them, without HTTP. */
export interface UsersBench {
  mongo: MongoBackendHandle;
  connection: Connection;
  wiring: UsersWiring;
  /** Closes the services, drops the bench's database, stops the server it started. */
  close(): Promise<void>;
}

/**
 * Starts the embedded server (`store`: memory, or an H2 file; `heap`: the JVM's -Xmx), or uses `uri` when
 * given, and wires the users services on a fresh database named after the bench (`name`).
 */
export async function startUsersBench(options: {
  name: string;
  store?: string;
  heap?: string;
  uri?: string | undefined;
}): Promise<UsersBench> {
  const store = options.store ?? 'memory';
  const config = loadConfig({ MONGO_EMBEDDED: 'java', MONGO_JAVA_STORE: store, LOG_LEVEL: 'warn' });
  const mongo = await startMongo({
    uri: options.uri,
    embedded: 'java',
    javaStore: store,
    javaMaxHeap: options.heap,
    progress: (line) => console.log(line),
  });
  const connection = await openDatabase({
    uri: mongo.uri,
    dbName: `bench_${options.name}_${randomBytes(4).toString('hex')}_users`,
  });
  const wiring = createUsersServices({
    connection,
    config,
    clock: systemClock,
    publicUrl: () => 'http://127.0.0.1:4000',
    logger: createLogger({ level: 'warn', service: `bench-${options.name}` }),
  });
  return {
    mongo,
    connection,
    wiring,
    close: async () => {
      await wiring.close();
      await connection.dropDatabase().catch(() => undefined);
      await connection.close();
      await mongo.stop();
    },
  };
}
