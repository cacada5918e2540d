import type { mongo } from 'mongoose';
import { isDuplicateKeyError } from '../errors';
import { redeliveryDelay, type EventHandler } from './bus';
import type { EventEnvelope } from './envelope';

interface ProcessedRecord {
  /** `<consumer>|<event id>`: the primary key is the unique index. */
  _id: string;
  at: Date;
  expiresAt: Date;
}

/** How long a consumer remembers that it handled an event: far beyond any redelivery. */
const KEEP_MS = 30 * 86_400_000;

/**
 * The idempotency record per (consumer, event id), kept in the bus database by both implementations, so a
 * redelivered event (a crash before the position was saved, a NATS redelivery) is skipped without
 * running its handler again. Records expire after 30 days (expiresAt, swept, with a TTL index too).
 */
export class ProcessedLog {
  private readonly records: mongo.Collection<ProcessedRecord>;

  constructor(db: mongo.Db) {
    this.records = db.collection<ProcessedRecord>('processed');
  }

  async ensureIndexes(): Promise<void> {
    await this.records.createIndex({ expiresAt: 1 }, { expireAfterSeconds: 0 });
  }

  async has(consumer: string, eventId: string): Promise<boolean> {
    return (
      (await this.records.countDocuments(
        { _id: `${consumer}|${eventId}`, expiresAt: { $gt: new Date() } },
        { limit: 1 },
      )) > 0
    );
  }

  async record(consumer: string, eventId: string): Promise<void> {
    const now = new Date();
    try {
      await this.records.insertOne({
        _id: `${consumer}|${eventId}`,
        at: now,
        expiresAt: new Date(now.getTime() + KEEP_MS),
      });
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
    }
  }

  async sweep(): Promise<number> {
    return (await this.records.deleteMany({ expiresAt: { $lte: new Date() } })).deletedCount;
  }
}

/**
 * Runs `handler` for `event` at most once per consumer in effect: skips an event already recorded,
 * retries a failing handler with backoff (the consumer waits, so later events never overtake it) until it
 * succeeds or `stopped()` says to give up, then records it. Returns false when stopped before success.
 */
export async function deliverOnce(
  log: ProcessedLog,
  consumer: string,
  event: EventEnvelope,
  handler: EventHandler,
  options: {
    stopped: () => boolean;
    wait: (ms: number) => Promise<void>;
    onError: (error: unknown, failures: number) => void;
  },
): Promise<boolean> {
  if (await log.has(consumer, event.id)) return true;
  for (let failures = 0; ; failures++) {
    if (options.stopped()) return false;
    try {
      await handler(event);
      break;
    } catch (error) {
      options.onError(error, failures + 1);
      await options.wait(redeliveryDelay(failures));
    }
  }
  await log.record(consumer, event.id);
  return true;
}
