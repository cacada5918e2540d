import type { Connection, mongo, Schema } from 'mongoose';
import type { Logger } from '../logging';
import { PollLoop, type EventBus } from './bus';
import type { EventEnvelope } from './envelope';
import { onOutboxWrite } from './outbox-signal';

export interface OutboxRelayOptions {
  bus: EventBus;
  /** The service's database and the collections whose documents carry an `outbox` array. */
  connection: Connection;
  collections: readonly string[];
  /**
   * The timed poll (ms), the safety net for entries written by other processes or left by a crash: an
   * outbox write on `connection` in this process wakes the relay at once (outbox-signal.ts), as does `nudge()`.
   */
  intervalMs: number;
  logger: Logger;
}

const DOCUMENTS_PER_PASS = 100;

/**
 * The documents with events still to relay: some outbox entry has an id. Every collection with an outbox
 * has a partial index holding exactly those documents (`outboxIndexPlugin`), so on MongoDB the relay's timed
 * look reads only them, whatever the size of the collection. A filter on `outbox.0` would select the same
 * documents but no index could serve it: every look would scan the collection.
 */
export const PENDING_OUTBOX = { 'outbox.id': { $exists: true } } as const;

/** The name of that index in each collection with an outbox. */
export const OUTBOX_INDEX = 'outbox_pending';

/**
 * A mongoose plugin (installed by `openDatabase` on every connection): declares the relay's partial index on
 * every schema with an `outbox` path. `ensureIndexes` builds it with the others at start-up. A schema shared
 * by several connections gets it once.
 */
export function outboxIndexPlugin(schema: Schema): void {
  if (!schema.path('outbox')) return;
  if (schema.indexes().some(([, options]) => options?.name === OUTBOX_INDEX)) return;
  schema.index({ 'outbox.id': 1 }, { name: OUTBOX_INDEX, partialFilterExpression: PENDING_OUTBOX });
}

/**
 * Moves events from aggregate documents' embedded `outbox` to the bus (see envelope.ts): finds documents
 * with pending entries, appends them in order (the bus ignores an event id it already has), then pulls
 * exactly those ids from the document. A crash between the append and the pull only appends again, which
 * the bus absorbs. One relay per service process; relays of several replicas may overlap harmlessly.
 */
export class OutboxRelay {
  private readonly loop: PollLoop;
  private readonly sources: Array<mongo.Collection<{ _id: unknown; outbox?: EventEnvelope[] }>>;
  private readonly unsubscribe: () => void;

  constructor(private readonly options: OutboxRelayOptions) {
    this.sources = options.collections.map((name) => options.connection.db!.collection(name));
    this.loop = new PollLoop(
      () => this.pass(),
      options.intervalMs,
      (error) => options.logger.warn({ err: error }, 'outbox relay pass failed'),
    );
    this.unsubscribe = onOutboxWrite(options.connection, () => this.loop.wake());
  }

  /** Call right after a write that added to an outbox, for low latency. */
  nudge(): void {
    this.loop.wake();
  }

  private async pass(): Promise<boolean> {
    let found = false;
    for (const collection of this.sources) {
      const pending = await collection
        .find(PENDING_OUTBOX, { projection: { outbox: 1 } })
        .limit(DOCUMENTS_PER_PASS)
        .toArray();
      for (const document of pending) {
        if (this.loop.stopped) return false;
        found = true;
        const events = [...(document.outbox ?? [])].sort((a, b) => a.sequence - b.sequence);
        const appended: string[] = [];
        try {
          // One after the other: the bus's per-aggregate order is the order of these appends.
          for (const event of events) {
            await this.options.bus.append(event);
            appended.push(event.id);
          }
        } finally {
          if (appended.length)
            await collection.updateOne(
              { _id: document._id },
              { $pull: { outbox: { id: { $in: appended } } } },
            );
        }
      }
    }
    return found;
  }

  stop(): Promise<void> {
    this.unsubscribe();
    return this.loop.stop();
  }
}
