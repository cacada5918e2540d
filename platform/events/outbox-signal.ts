import type { Connection, Schema } from 'mongoose';

/**
 * The in-process wake-up of outbox relays. Every write that puts an event into a document's `outbox`
 * (an insert carrying one, `$push: {outbox}`) signals the relays of its connection once it has landed, so
 * an event written in this process is relayed at once whichever service wrote it, and the relay's timed
 * poll only has to catch entries written by other processes or left by a crash. It hangs off the models
 * (a mongoose plugin that `openDatabase` installs on every connection) rather than off each service, so a
 * new write path cannot forget it.
 */
const listeners = new WeakMap<Connection, Set<() => void>>();

/** Calls `wake` after each outbox write on `connection`; returns the function that stops it. */
export function onOutboxWrite(connection: Connection, wake: () => void): () => void {
  let set = listeners.get(connection);
  if (!set) listeners.set(connection, (set = new Set()));
  set.add(wake);
  return () => set.delete(wake);
}

function signal(connection: Connection | undefined): void {
  const set = connection && listeners.get(connection);
  if (set) for (const wake of set) wake();
}

function carriesOutbox(update: unknown): boolean {
  if (!update || typeof update !== 'object') return false;
  if (Array.isArray(update)) return update.some(carriesOutbox);
  const fields = update as Record<string, unknown>;
  const pushed = fields.$push as Record<string, unknown> | undefined;
  if (pushed && 'outbox' in pushed) return true;
  for (const key of ['outbox', '$set', '$setOnInsert'] as const) {
    const value =
      key === 'outbox' ? fields.outbox : (fields[key] as Record<string, unknown> | undefined)?.outbox;
    if (Array.isArray(value) ? value.length > 0 : value != null) return true;
  }
  return false;
}

interface HookedQuery {
  model: { db: Connection };
  getUpdate(): unknown;
}

/** The plugin: only schemas with an `outbox` path get hooks, so other writes pay nothing. */
export function outboxSignalPlugin(schema: Schema): void {
  if (!schema.path('outbox')) return;
  schema.post(['updateOne', 'updateMany', 'findOneAndUpdate', 'replaceOne'], function (this: HookedQuery) {
    if (carriesOutbox(this.getUpdate())) signal(this.model.db);
  });
  schema.post('save', function (this: { get(path: string): unknown; $model(): { db: Connection } }) {
    const outbox = this.get('outbox');
    if (Array.isArray(outbox) && outbox.length > 0) signal(this.$model().db);
  });
  schema.post('insertMany', function (this: { db: Connection }, documents: unknown) {
    if (Array.isArray(documents) && documents.some((document) => carriesOutbox(toPlain(document))))
      signal(this.db);
  });
  // Bulk operations are rare on these collections: any of them may carry an event.
  schema.post('bulkWrite', function (this: { db: Connection }) {
    signal(this.db);
  });
}

function toPlain(document: unknown): unknown {
  const withGet = document as { get?: (path: string) => unknown };
  return typeof withGet?.get === 'function' ? { outbox: withGet.get('outbox') } : document;
}
