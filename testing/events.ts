import type { mongo } from 'mongoose';
import { vi } from 'vitest';
import type { EventBus, EventEnvelope } from '../platform/events';
import type { Stack } from '../stack';

/** A logged event as the embedded bus stores it (`_id` is the log position). */
export type LoggedEvent = Omit<EventEnvelope, 'id'> & { _id: number; eventId: string };

/**
 * Events of the embedded bus's log matching `filter` (aggregateId, type, ...), in log order, once at
 * least `count` are there (polling; fails after `timeoutMs`). Tests read what really reached the bus.
 */
export async function loggedEvents(
  stack: Stack,
  filter: Record<string, unknown>,
  count = 1,
  timeoutMs = 10_000,
): Promise<LoggedEvent[]> {
  const log = stack.connections
    .users!.getClient()
    .db(`${stack.dbPrefix}_events`)
    .collection<LoggedEvent>('events');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await log.find(filter).sort({ _id: 1 }).toArray();
    if (found.length >= count) return found;
    if (Date.now() > deadline)
      throw new Error(
        `expected ${count} events matching ${JSON.stringify(filter)} on the bus, found ${found.length}`,
      );
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

export interface LaggingTail {
  /** The bus to hand the gateway: appends, consumers and positions are the real bus's; its tail lags. */
  bus: EventBus;
  /** What the tail has read from the log and not yet handed on (in log order). */
  received: EventEnvelope[];
  /** Hands on everything received so far, in order, and every later event as it comes. */
  catchUp(): void;
}

/**
 * `bus` as seen by a gateway whose tail has fallen behind the log: tailed events are read but held until
 * `catchUp()`. A test can then make a change, see its event waiting in `received`, and only then let the
 * gateway see it, which under load happens by chance.
 */
export function laggingTail(bus: EventBus): LaggingTail {
  let open!: () => void;
  let handedOn: Promise<void> = new Promise((resolve) => (open = resolve));
  const received: EventEnvelope[] = [];
  return {
    received,
    catchUp: () => open(),
    bus: {
      kind: bus.kind,
      describe: bus.describe,
      append: (event) => bus.append(event),
      subscribe: (consumer, types, handler, options) => bus.subscribe(consumer, types, handler, options),
      position: () => bus.position(),
      close: () => bus.close(),
      tail: (types, handler) =>
        bus.tail(types, async (event, position) => {
          received.push(event);
          handedOn = handedOn.then(() => handler(event, position));
        }),
    },
  };
}

/**
 * Waits until every named consumer of an embedded bus (its `<prefix>_events` database) has handled every
 * event of its types appended so far: the condition "every effect of the events so far has happened",
 * instead of a guessed settle time. Consumers that start later are not waited for.
 */
export async function consumersCaughtUp(events: mongo.Db, timeoutMs = 30_000): Promise<void> {
  const log = events.collection<{ _id: number; type?: string }>('events');
  const consumers = events.collection<{ _id: string; position: number; types?: string[] }>('consumers');
  const [last] = await log.find().sort({ _id: -1 }).limit(1).toArray();
  const head = last?._id ?? 0;
  await vi.waitFor(
    async () => {
      const behind: string[] = [];
      for (const consumer of await consumers.find().toArray()) {
        const pending = await log.countDocuments({
          _id: { $gt: consumer.position, $lte: head },
          type: { $in: consumer.types ?? [] },
        });
        if (pending) behind.push(`${consumer._id} (${pending} to handle)`);
      }
      if (behind.length) throw new Error(`consumers behind the log head ${head}: ${behind.join(', ')}`);
    },
    { timeout: timeoutMs, interval: 50 },
  );
}
