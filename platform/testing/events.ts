import type { EventEnvelope } from '../events';
import type { Stack } from '../stack';

/** A logged event as the embedded bus stores it (`_id` is the log position). */
export type LoggedEvent = Omit<EventEnvelope, 'id'> & { _id: number; eventId: string };

/**
 * Events of the embedded bus's log matching `filter` (aggregateId, type, ...), in log order, once at
 * least `count` are there (polling; fails after `timeoutMs`). Tests read what really reached the bus.
 */
export async function loggedEvents(stack: Stack, filter: Record<string, unknown>, count = 1, timeoutMs = 10_000): Promise<LoggedEvent[]> {
  const log = stack.connections.users!.getClient().db(`${stack.dbPrefix}_events`).collection<LoggedEvent>('events');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await log.find(filter).sort({ _id: 1 }).toArray();
    if (found.length >= count) return found;
    if (Date.now() > deadline) throw new Error(`expected ${count} events matching ${JSON.stringify(filter)} on the bus, found ${found.length}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
