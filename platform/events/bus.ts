import type { EventEnvelope, EventType } from './envelope';

/** Handles one event. Throwing makes the bus deliver the same event again later (after a backoff). */
export type EventHandler = (event: EventEnvelope) => Promise<void>;

/**
 * Handles one tailed event and its place in the log: the embedded log's position, or the JetStream
 * stream sequence. Comparable with `EventBus.position()` of the same bus.
 */
export type TailHandler = (event: EventEnvelope, position: number) => Promise<void>;

export interface Subscription {
  /**
   * Settles once the reader's starting point is fixed: a tail then receives every event appended after,
   * and a consumer has its stored position (so `from: 'now'` means from here). Waiting on it replaces a
   * guessed settle time in anything that appends right after subscribing. Rejects only if the reader
   * could not start at all.
   */
  readonly ready: Promise<void>;
  /** Stops taking new events and waits for the one in hand to finish. */
  stop(): Promise<void>;
}

export interface SubscribeOptions {
  /**
   * Where a consumer seen for the first time starts: `beginning` (every event still in the log) or `now`
   * (only events appended from now on). Ignored once the consumer has a stored position. Default beginning.
   */
  from?: 'beginning' | 'now';
}

/**
 * The event backbone: an append-only log of `EventEnvelope`s with durable, named consumers.
 *
 * Guarantees, for every implementation:
 * - `append` is idempotent on `event.id` (appending the same event twice stores it once) and resolves
 *   only once the event is durable.
 * - `subscribe` delivers every event of the given types at least once, in log order, which keeps each
 *   aggregate's `sequence` order (the relay appends one aggregate's events one after the other); a
 *   consumer never sees sequence n+1 of an aggregate before n. One handler call at a time per consumer
 *   name, across all processes (the others stand by), and an event whose handler has succeeded is not
 *   handed to that consumer again (an idempotency record per consumer and event id). Handlers must still
 *   be idempotent on `event.id`: a crash between the handler's effect and that record redelivers.
 * - `tail` is the fan-out path: every process that tails receives every event appended from then on, in
 *   log order, with no durable state (subscription streams, caches), each with its position in the log.
 * - `position()` is where the log is when it is called: every event appended before the call sits at or
 *   before it, so a tail reader that starts "now" skips what a tail delivers at or before that position,
 *   however far behind the tail is.
 *
 * Another module consumes the bus like this (webhooks, analytics):
 *
 *     const subscription = bus.subscribe('webhooks', ['OrderCreatedEvent', 'order.shipped'], async (event) => {
 *       await deliverWebhooks(event); // idempotent on event.id
 *     });
 *     // at shutdown: await subscription.stop();
 */
export interface EventBus {
  readonly kind: 'mongo' | 'nats';
  /** What to print at start-up (which backend, where). */
  readonly describe: string;
  append(event: EventEnvelope): Promise<void>;
  subscribe(
    consumer: string,
    types: readonly EventType[],
    handler: EventHandler,
    options?: SubscribeOptions,
  ): Subscription;
  tail(types: readonly EventType[], handler: TailHandler): Subscription;
  position(): Promise<number>;
  close(): Promise<void>;
}

/** Consumer names become database keys and NATS durable names: keep them to a safe alphabet. */
export const CONSUMER_NAME = /^[A-Za-z0-9_-]{1,100}$/;

export function assertConsumerName(name: string): void {
  if (!CONSUMER_NAME.test(name))
    throw new Error(`Invalid consumer name "${name}": use letters, digits, "_" and "-" (at most 100).`);
}

/** Backoff before redelivering an event whose handler failed: 250 ms doubling, at most 30 s. */
export function redeliveryDelay(failures: number): number {
  return Math.min(30_000, 250 * 2 ** Math.min(failures, 7));
}

/**
 * Shares reads among concurrent callers without ever answering one with a read that began before it
 * asked: callers that arrive while a read runs share the next one, which starts when that read ends. A
 * burst of subscribers then costs two reads, not one each.
 */
export function freshReads<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<unknown> = Promise.resolve();
  let next: Promise<T> | null = null;
  return () => {
    if (!next) {
      const started = running.then(() => {
        // From here on, a new caller needs a read that starts after this one.
        next = null;
        return read();
      });
      next = started;
      running = started.catch(() => {});
    }
    return next;
  };
}

/** How long `PollLoop.stop()` waits for the step in hand (see PollLoop). */
export const STOP_WAIT_MS = 5_000;

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `step` over and over: at once again while it finds work, else after `intervalMs` (asked again before
 * every wait when given as a function), or as soon as `wake()` is called (a write in this process).
 * `stop()` lets the step in hand finish, for `stopWaitMs` at the most: a step is a few database round trips,
 * and one still running then waits on a server that went away (a MongoDB killed and restarted may never
 * answer a command sent before it died). Shutdown goes on without it and reports it through `onError`; the
 * connection's close afterwards fails the command it waits on (the driver fails checked-out connections),
 * and the loop ends when the step returns. What the step left undone is done again by the next process,
 * as after a crash: relays, readers and workers are at-least-once and idempotent.
 */
export class PollLoop {
  private stopping = false;
  private nudged = false;
  private wakeUp: (() => void) | null = null;
  private stopWaiters = new Set<() => void>();
  private readonly running: Promise<void>;

  constructor(
    private readonly step: () => Promise<boolean>,
    private readonly intervalMs: number | (() => number),
    private readonly onError: (error: unknown) => void,
    private readonly stopWaitMs = STOP_WAIT_MS,
  ) {
    this.running = this.run();
  }

  get stopped(): boolean {
    return this.stopping;
  }

  private async run(): Promise<void> {
    // Let the constructor's caller finish wiring before the first step.
    await Promise.resolve();
    while (!this.stopping) {
      this.nudged = false;
      let busy = false;
      try {
        busy = await this.step();
      } catch (error) {
        this.onError(error);
      }
      if (!busy && !this.nudged && !this.stopping) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(
            done,
            typeof this.intervalMs === 'number' ? this.intervalMs : this.intervalMs(),
          );
          function done() {
            clearTimeout(timer);
            resolve();
          }
          this.wakeUp = done;
        });
        this.wakeUp = null;
      }
    }
  }

  wake(): void {
    this.nudged = true;
    this.wakeUp?.();
  }

  /** Waits `ms`, or less when the loop is stopped (handler retry backoff). */
  pause(ms: number): Promise<void> {
    if (this.stopping) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.stopWaiters.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.stopWaiters.add(done);
    });
  }

  async stop(): Promise<void> {
    this.stopping = true;
    this.wakeUp?.();
    for (const done of [...this.stopWaiters]) done();
    let timer: NodeJS.Timeout | undefined;
    const finished = await Promise.race([
      this.running.then(() => true),
      new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), this.stopWaitMs))),
    ]);
    clearTimeout(timer);
    if (!finished)
      this.onError(
        new Error(
          `stopped without waiting any longer for a pass still running after ${this.stopWaitMs} ms ` +
            '(its database did not answer); it ends when its connection is closed',
        ),
      );
  }
}
