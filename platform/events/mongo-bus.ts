// Longer than most files on purpose: the embedded bus's log, leases, holes and readers share one invariant
// (positions handed out in order, read past holes only after a wait) that is easier to check in one place.
import { randomUUID } from 'node:crypto';
import type { Connection, mongo } from 'mongoose';
import { isDuplicateKeyError } from '../errors';
import type { Logger } from '../logging';
import {
  assertConsumerName,
  PollLoop,
  type EventBus,
  type EventHandler,
  type SubscribeOptions,
  type Subscription,
  type TailHandler,
} from './bus';
import type { EventEnvelope, EventType } from './envelope';
import { deliverOnce, ProcessedLog } from './processed';

/** One slot of the log. `_id` is the position; a tombstone fills a position whose append turned out to be a repeat. */
interface LogRecord {
  _id: number;
  eventId?: string;
  type?: string;
  aggregateType?: string;
  aggregateId?: string;
  sequence?: number;
  occurredAt?: Date;
  data?: Record<string, unknown>;
  appendedAt?: Date;
  tombstone?: true;
}

interface ConsumerRecord {
  _id: string;
  /** Every position up to this one has been handled (or skipped as a hole, see `late`). */
  position: number;
  owner: string;
  leaseUntil: Date;
  /** Holes read past: positions whose append may still land, watched until `until`. */
  late: Array<{ position: number; until: number }>;
  /** The event types the consumer handles (what "caught up" means for it; see testing/events.ts). */
  types?: string[];
}

export interface MongoBusOptions {
  /** The bus database (`<prefix>_events`), shared by every service of the deployment. */
  connection: Connection;
  /**
   * How often this process looks at the log's head for events appended by other processes (ms); appends
   * in this process wake their readers at once. A reader waiting on a hole in the log reads at this pace.
   */
  pollMs: number;
  /** How long a hole in the log is waited for before reading past it (ms). */
  gapWaitMs: number;
  logger: Logger;
}

const BATCH = 200;
/** A consumer's claim on its name; renewed at half-life, taken over by another process once lapsed. */
const LEASE_MS = 10_000;
/**
 * How often an idle reader reads the log although nothing woke it: the safety net under the head watch,
 * and often enough for a consumer to renew its lease at half-life.
 */
const IDLE_READ_MS = LEASE_MS / 4;
/** How long a hole read past is still watched for a late append. */
const LATE_WATCH_MS = 10 * 60_000;
const SWEEP_EVERY_MS = 60 * 60_000;

/**
 * Reads the log in position order and decides what to hand out. A position can be taken by an append
 * that has not landed yet (positions come from a counter, the insert follows): the reader waits for such
 * a hole up to `gapWaitMs`, then reads past it but keeps watching the hole, so an event that lands late
 * is still delivered. One aggregate's events are appended one after the other, so a late event never has
 * a later event of its own aggregate already delivered.
 */
class LogReader {
  private holeAt: number | null = null;
  private holeSince = 0;

  /** A hole is being waited for, or holes read past are watched: both need reads at the poll pace. */
  get watching(): boolean {
    return this.holeAt !== null || this.late.size > 0;
  }

  constructor(
    private readonly events: mongo.Collection<LogRecord>,
    private readonly gapWaitMs: number,
    public position: number,
    public late: Map<number, number>,
  ) {}

  /** Late arrivals first (they precede everything after `position`), then the next contiguous run. */
  async read(): Promise<{ late: LogRecord[]; next: LogRecord[]; lateChanged: boolean }> {
    let lateChanged = false;
    const lateFound: LogRecord[] = [];
    if (this.late.size) {
      const now = Date.now();
      for (const [position, until] of this.late) {
        if (until < now) {
          this.late.delete(position);
          lateChanged = true;
        }
      }
      if (this.late.size) {
        for (const record of await this.events
          .find({ _id: { $in: [...this.late.keys()] } })
          .sort({ _id: 1 })
          .toArray()) {
          this.late.delete(record._id);
          lateChanged = true;
          lateFound.push(record);
        }
      }
    }
    const batch = await this.events
      .find({ _id: { $gt: this.position } })
      .sort({ _id: 1 })
      .limit(BATCH)
      .toArray();
    const next: LogRecord[] = [];
    let expected = this.position + 1;
    for (const record of batch) {
      if (record._id > expected) {
        if (this.holeAt !== expected) {
          this.holeAt = expected;
          this.holeSince = Date.now();
        }
        if (Date.now() - this.holeSince < this.gapWaitMs) break;
        const until = Date.now() + LATE_WATCH_MS;
        for (let position = expected; position < record._id; position++) this.late.set(position, until);
        lateChanged = true;
        this.holeAt = null;
      }
      next.push(record);
      expected = record._id + 1;
    }
    return { late: lateFound, next, lateChanged };
  }
}

function toEnvelope(record: LogRecord): EventEnvelope {
  return {
    id: record.eventId!,
    type: record.type!,
    occurredAt: record.occurredAt!,
    aggregateType: record.aggregateType!,
    aggregateId: record.aggregateId!,
    sequence: record.sequence!,
    data: record.data ?? {},
  };
}

/**
 * The embedded bus: the log is the `events` collection of the bus database (`_id` = position, unique
 * `eventId`), consumers keep their position and lease in `consumers` and an idempotency record per
 * event in `processed`. Consumers poll; nothing depends on change streams or TTL.
 */
export class MongoEventBus implements EventBus {
  readonly kind = 'mongo' as const;
  readonly describe: string;
  private readonly events: mongo.Collection<LogRecord>;
  private readonly counters: mongo.Collection<{ _id: string; value: number }>;
  private readonly consumers: mongo.Collection<ConsumerRecord>;
  private readonly processed: ProcessedLog;
  /** Every running reader of this process, with the event types it delivers: tails (live streams) and consumers. */
  private readonly readers = {
    tail: new Map<PollLoop, ReadonlySet<string>>(),
    consumer: new Map<PollLoop, ReadonlySet<string>>(),
  };
  private readonly open = new Set<Subscription>();
  private readonly sweeper: NodeJS.Timeout;
  /** The head watch: one cheap read of the position counter per poll instead of one log read per reader. */
  private watch: PollLoop | undefined;
  /** Positions this process allocated; the counter and that count at the watch's first look, and the most foreign appends seen. */
  private ownAppends = 0;
  private watched: { counter: number; own: number; foreign: number } | undefined;
  /**
   * The highest position this process knows is taken (the head watch's counter, its own appends). A
   * foreign append's position is counted before its event lands, so a reader woken by the watch may find
   * nothing yet; while it is behind this head it keeps reading at the poll pace, not the idle one.
   */
  private headSeen = 0;

  private constructor(private readonly options: MongoBusOptions) {
    const db = options.connection.db!;
    this.describe = `embedded event log (MongoDB database ${db.databaseName})`;
    this.events = db.collection<LogRecord>('events');
    this.counters = db.collection('counters');
    this.consumers = db.collection<ConsumerRecord>('consumers');
    this.processed = new ProcessedLog(db);
    this.sweeper = setInterval(() => {
      this.processed
        .sweep()
        .catch((error: unknown) => options.logger.warn({ err: error }, 'idempotency record sweep failed'));
    }, SWEEP_EVERY_MS);
    this.sweeper.unref();
  }

  static async open(options: MongoBusOptions): Promise<MongoEventBus> {
    const bus = new MongoEventBus(options);
    await bus.events.createIndex({ eventId: 1 }, { unique: true, sparse: true });
    await bus.processed.ensureIndexes();
    return bus;
  }

  private async allocate(): Promise<number> {
    const counter = await this.counters.findOneAndUpdate(
      { _id: 'position' },
      { $inc: { value: 1 } },
      { upsert: true, returnDocument: 'after' },
    );
    this.ownAppends++;
    return counter!.value;
  }

  /**
   * One look of the head watch. The counter moves with every append of every process; whatever it moved
   * by beyond this process's own appends (whose readers `append` woke already) was appended elsewhere,
   * and wakes every reader of this process. Counted from the first look, not per look: a look whose
   * counter read missed an own append that had already counted undercounts by one, and the next look,
   * seeing it, wakes the readers for a foreign append it hid.
   */
  private async watchHead(): Promise<boolean> {
    const counter = await this.position();
    const own = this.ownAppends;
    this.headSeen = Math.max(this.headSeen, counter);
    if (!this.watched) {
      this.watched = { counter, own, foreign: 0 };
      return false;
    }
    const foreign = counter - this.watched.counter - (own - this.watched.own);
    if (foreign > this.watched.foreign) {
      this.watched.foreign = foreign;
      this.wake(null);
    }
    return false;
  }

  private startWatch(): void {
    this.watch ??= new PollLoop(
      () => this.watchHead(),
      this.options.pollMs,
      (error) => this.options.logger.warn({ err: error }, 'event log head watch failed'),
    );
  }

  /**
   * The pace of a reader's own reads: the poll's while it watches holes or is behind the head seen (an
   * append counted but not landed yet: without this, a reader the watch woke too early waited for the
   * idle read, 2.5 s), else the idle safety net.
   */
  private readPace(reader: () => LogReader | null): () => number {
    return () => {
      const current = reader();
      return current && (current.watching || current.position < this.headSeen)
        ? this.options.pollMs
        : Math.max(IDLE_READ_MS, this.options.pollMs);
    };
  }

  async append(event: EventEnvelope): Promise<void> {
    for (let attempt = 0; attempt < 10; attempt++) {
      let position: number;
      try {
        position = await this.allocate();
      } catch (error) {
        if (isDuplicateKeyError(error)) continue; // two first-ever appends raced to create the counter
        throw error;
      }
      try {
        await this.events.insertOne({
          _id: position,
          eventId: event.id,
          type: event.type,
          aggregateType: event.aggregateType,
          aggregateId: event.aggregateId,
          sequence: event.sequence,
          occurredAt: new Date(event.occurredAt),
          data: event.data,
          appendedAt: new Date(),
        });
        this.headSeen = Math.max(this.headSeen, position);
        this.wake(event.type);
        return;
      } catch (error) {
        if (!isDuplicateKeyError(error)) throw error;
        if (!isPositionClash(error)) {
          // Appended before (a relay crashed before its pull, or two relays raced): fill the slot so
          // readers need not wait for it.
          await this.events.insertOne({ _id: position, tombstone: true }).catch(() => {});
          this.wake(null);
          return;
        }
        // Another append was handed the same position: take the next one.
      }
    }
    throw new Error(`could not append event ${event.id}: no free log position after 10 attempts`);
  }

  /**
   * Wakes the readers of this process that deliver `type` (all of them for a tombstone, which may end a
   * wait on a hole), tails first: someone is waiting on a live stream, while consumers are background
   * work. The others find the event at their next poll; waking every reader on every append would send
   * them all to the log at once, and the readers that wanted it would queue behind them.
   */
  private wake(type: string | null): void {
    for (const readers of [this.readers.tail, this.readers.consumer]) {
      for (const [loop, wanted] of readers) if (type === null || wanted.has(type)) loop.wake();
    }
  }

  /** The counter, not the last record: a position handed to an append that has not landed yet counts as taken. */
  async position(): Promise<number> {
    const counter = await this.counters.findOne({ _id: 'position' });
    return counter?.value ?? 0;
  }

  private async head(): Promise<number> {
    const last = await this.events
      .find({}, { projection: { _id: 1 } })
      .sort({ _id: -1 })
      .limit(1)
      .toArray();
    return last[0]?._id ?? 0;
  }

  private track(
    kind: keyof MongoEventBus['readers'],
    loop: PollLoop,
    wanted: ReadonlySet<string>,
    ready: Promise<void>,
  ): Subscription {
    this.readers[kind].set(loop, wanted);
    this.startWatch();
    return {
      ready,
      stop: async () => {
        await loop.stop();
        this.readers[kind].delete(loop);
      },
    };
  }

  subscribe(
    consumer: string,
    types: readonly EventType[],
    handler: EventHandler,
    options: SubscribeOptions = {},
  ): Subscription {
    assertConsumerName(consumer);
    const wanted = new Set<string>(types);
    const me = randomUUID();
    const logger = this.options.logger.child({ consumer });
    let reader: LogReader | null = null;
    let leaseUntil = 0;
    let claimed!: () => void;
    // The first claim either stores the consumer's position or finds it stored by another process.
    const ready = new Promise<void>((resolve) => (claimed = resolve));

    const claim = async (): Promise<boolean> => {
      const now = Date.now();
      if (reader && leaseUntil - now > LEASE_MS / 2) return true;
      const until = new Date(now + LEASE_MS);
      const renewed = await this.consumers.updateOne(
        { _id: consumer, $or: [{ owner: me }, { leaseUntil: { $lt: new Date(now) } }] },
        { $set: { owner: me, leaseUntil: until, types: [...wanted] } },
      );
      if (renewed.matchedCount === 0) {
        try {
          const start = options.from === 'now' ? await this.head() : 0;
          await this.consumers.insertOne({
            _id: consumer,
            position: start,
            owner: me,
            leaseUntil: until,
            late: [],
            types: [...wanted],
          });
        } catch (error) {
          if (!isDuplicateKeyError(error)) throw error;
          reader = null; // someone else holds the name: stand by
          claimed();
          return false;
        }
      }
      claimed();
      leaseUntil = until.getTime();
      if (!reader) {
        // Newly the owner: continue from the stored position (another process may have moved it).
        const stored = (await this.consumers.findOne({ _id: consumer }))!;
        reader = new LogReader(
          this.events,
          this.options.gapWaitMs,
          stored.position,
          new Map(stored.late.map((hole) => [hole.position, hole.until])),
        );
      }
      return true;
    };

    const save = async (current: LogReader, lateChanged: boolean) => {
      const update: mongo.UpdateFilter<ConsumerRecord> = { $max: { position: current.position } };
      if (lateChanged)
        update.$set = { late: [...current.late].map(([position, until]) => ({ position, until })) };
      await this.consumers.updateOne({ _id: consumer, owner: me }, update);
    };

    const loop: PollLoop = new PollLoop(
      async () => {
        if (!(await claim())) return false;
        const current = reader!;
        const { late, next, lateChanged } = await current.read();
        const handle = (record: LogRecord) =>
          record.tombstone || !wanted.has(record.type!)
            ? Promise.resolve(true)
            : deliverOnce(this.processed, consumer, toEnvelope(record), handler, {
                stopped: () => loop.stopped,
                wait: (ms) => loop.pause(ms),
                onError: (error, failures) =>
                  logger.error(
                    { err: error, eventId: record.eventId, type: record.type, failures },
                    'event handler failed; will redeliver',
                  ),
              });
        for (const record of late) {
          if (!(await handle(record))) {
            current.late.set(record._id, Date.now() + LATE_WATCH_MS);
            break;
          }
        }
        let moved = false;
        for (const record of next) {
          if (!(await handle(record))) break;
          current.position = record._id;
          moved = true;
          if (wanted.has(record.type ?? '')) await save(current, false);
        }
        if (moved || lateChanged || late.length) await save(current, true);
        return next.length > 0 || late.length > 0;
      },
      this.readPace(() => reader),
      (error) => logger.warn({ err: error }, 'event consumer poll failed'),
    );
    const subscription = this.track('consumer', loop, wanted, ready);
    return this.remember({
      ready,
      stop: async () => {
        await subscription.stop();
        // Hand the name over at once rather than after the lease lapses (a rolling restart).
        await this.consumers
          .updateOne({ _id: consumer, owner: me }, { $set: { leaseUntil: new Date(0) } })
          .catch(() => {});
      },
    });
  }

  private remember(subscription: Subscription): Subscription {
    this.open.add(subscription);
    return {
      ready: subscription.ready,
      stop: async () => {
        this.open.delete(subscription);
        await subscription.stop();
      },
    };
  }

  tail(types: readonly EventType[], handler: TailHandler): Subscription {
    const wanted = new Set<string>(types);
    const logger = this.options.logger.child({ tail: types.join(',') });
    let reader: LogReader | null = null;
    // The starting point is fixed now, so events appended after tail() returns are never missed.
    const started = this.head().then(
      (head) => (reader = new LogReader(this.events, this.options.gapWaitMs, head, new Map())),
    );
    const deliver = async (record: LogRecord) => {
      if (record.tombstone || !wanted.has(record.type!)) return;
      try {
        await handler(toEnvelope(record), record._id);
      } catch (error) {
        logger.error({ err: error, eventId: record.eventId }, 'tail handler failed');
      }
    };
    const loop = new PollLoop(
      async () => {
        await started;
        const current = reader!;
        const { late, next } = await current.read();
        for (const record of late) await deliver(record);
        for (const record of next) {
          await deliver(record);
          current.position = record._id;
        }
        return next.length > 0;
      },
      this.readPace(() => reader),
      (error) => logger.warn({ err: error }, 'event tail poll failed'),
    );
    const ready = started.then(() => undefined);
    const subscription = this.track('tail', loop, wanted, ready);
    return this.remember({
      ready,
      stop: async () => {
        await started.catch(() => {});
        await subscription.stop();
      },
    });
  }

  async close(): Promise<void> {
    clearInterval(this.sweeper);
    await Promise.all([...this.open].map((subscription) => subscription.stop()));
    this.open.clear();
    await this.watch?.stop();
  }
}

/** E11000 on the position (`_id`) rather than on `eventId`. */
function isPositionClash(error: unknown): boolean {
  const { keyPattern, message } = error as { keyPattern?: Record<string, unknown>; message?: string };
  if (keyPattern) return '_id' in keyPattern;
  return !/eventId/.test(message ?? '');
}
