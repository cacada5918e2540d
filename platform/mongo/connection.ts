import mongoose, { type Connection } from 'mongoose';
import { outboxSignalPlugin } from '../events/outbox-signal';
import { outboxIndexPlugin } from '../events/relay';

export interface DatabaseOptions {
  uri: string;
  /** Each service owns its own database: `<prefix>_<service>`. */
  dbName: string;
  /** Emit driver command events (tests count database round trips with them). */
  monitorCommands?: boolean;
  maxPoolSize?: number;
}

/**
 * Opens one service's database. Fails with a message that says what to check, rather than the driver's
 * bare server-selection error.
 */
export async function openDatabase(options: DatabaseOptions): Promise<Connection> {
  const connection = mongoose.createConnection(options.uri, {
    dbName: options.dbName,
    maxPoolSize: options.maxPoolSize ?? 32,
    serverSelectionTimeoutMS: 10_000,
    monitorCommands: options.monitorCommands ?? false,
    // Indexes are built explicitly by `ensureIndexes` at start-up so unique constraints exist before traffic.
    autoIndex: false,
    autoCreate: true,
  });
  // Before any model is compiled on it: outbox writes then wake this process's relay (events/outbox-signal.ts),
  // and every collection with an outbox gets the index the relay's look reads (events/relay.ts).
  connection.plugin(outboxSignalPlugin);
  connection.plugin(outboxIndexPlugin);
  try {
    await connection.asPromise();
  } catch (error) {
    await connection.close().catch(() => {});
    throw new Error(
      `Cannot reach MongoDB for database "${options.dbName}": ${(error as Error).message}\n` +
        'Check MONGODB_URI (or unset it to use the embedded server).',
    );
  }
  return connection;
}

/** Creates every model's collection and indexes; unique indexes must exist before the first write. */
export async function ensureIndexes(connection: Connection): Promise<void> {
  for (const model of Object.values(connection.models)) {
    await model.createCollection().catch((error: { code?: number; message?: string }) => {
      if (!collectionExists(error)) throw error;
    });
    await model.createIndexes();
  }
}

/**
 * Whether createCollection failed only because the collection is there: 48 (NamespaceExists), or the
 * embedded server's on-disk store losing the race between two connections creating the same collection at
 * once (it then reports the namespace's duplicate entry as an unknown error instead of 48).
 */
export function collectionExists(error: { code?: number; message?: string }): boolean {
  return (
    error.code === 48 ||
    /already existed in H2Collection\([^)]*system\.namespaces\)/.test(error.message ?? '')
  );
}
