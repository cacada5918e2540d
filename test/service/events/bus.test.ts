import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createLogger } from '../../../platform/logging';
import {
  newEvent,
  openEventBus,
  OutboxRelay,
  type EventBus,
  type EventEnvelope,
} from '../../../platform/events';
import { MongoEventBus } from '../../../platform/events/mongo-bus';
import { openDatabase } from '../../../platform/mongo/connection';
import { dispose, testConfig, testDatabase, uniquePrefix } from '../../../testing/harness';
import { startNatsServer } from '../../../testing/nats';
import { inject } from 'vitest';

/** The bus contract, run against both implementations: the embedded MongoDB log and a real nats-server. */
const logger = createLogger({ level: 'silent', service: 'test' });

/** Waits until `check` holds (vitest's own polling wait, 10 s at most), naming what it waited for. */
function waitFor(check: () => boolean, what: string): Promise<void> {
  return vi.waitFor(
    () => {
      if (!check()) throw new Error(`still waiting for ${what}`);
    },
    { timeout: 10_000, interval: 20 },
  );
}

/**
 * Appends one more event and waits until the consumer has handled it. Consumers receive events in log
 * order, so once the fence is in, every earlier event that will ever reach the consumer has: checking
 * "nothing else arrives" needs no settle time. Returns the fence's id (tests leave it out of their checks).
 */
async function fence(bus: EventBus, handled: () => readonly string[]): Promise<string> {
  const marker = event(randomUUID(), 1);
  await bus.append(marker);
  await waitFor(() => handled().includes(marker.id), 'the fence event');
  return marker.id;
}

type Backend = 'mongo' | 'nats';
let natsUrl = '';

beforeAll(async () => {
  natsUrl = (await startNatsServer()).url;
});

async function openBus(backend: Backend, prefix = uniquePrefix('bus')): Promise<EventBus> {
  const config = testConfig({
    EVENTS_POLL_MS: '20',
    EVENTS_GAP_WAIT_MS: '300',
    ...(backend === 'nats' ? { NATS_URL: natsUrl } : {}),
  });
  const bus = await openEventBus({ config, mongoUri: inject('mongoUri'), dbPrefix: prefix, logger });
  dispose(() => bus.close());
  return bus;
}

const event = (aggregateId: string, sequence: number, type = 'OrderCreatedEvent') =>
  newEvent(type, 'order', aggregateId, sequence, { n: sequence });

describe.each<Backend>(['mongo', 'nats'])('event bus (%s)', (backend) => {
  it('stores an event once however often it is appended, and delivers it once', async () => {
    const bus = await openBus(backend);
    const seen: string[] = [];
    const first = event(randomUUID(), 1);
    await bus.append(first);
    await bus.append(first);
    await bus.append(first);
    const marker = event(randomUUID(), 1);
    await bus.append(marker);
    bus.subscribe('once', ['OrderCreatedEvent'], async (delivered) => void seen.push(delivered.id));
    await waitFor(() => seen.includes(marker.id), 'the marker');
    const last = await fence(bus, () => seen);
    expect(seen).toEqual([first.id, marker.id, last]);
  });

  it('keeps every aggregate in sequence order while many append at once, and delivers only the subscribed types', async () => {
    const bus = await openBus(backend);
    const aggregates = Array.from({ length: 6 }, () => randomUUID());
    // Each aggregate's events are appended one after the other (as the relay does); aggregates in parallel.
    await Promise.all(
      aggregates.map(async (id) => {
        for (let sequence = 1; sequence <= 15; sequence++)
          await bus.append(
            event(id, sequence, sequence % 5 === 0 ? 'ProductUpdatedEvent' : 'OrderCreatedEvent'),
          );
      }),
    );
    const seen = new Map<string, number[]>();
    bus.subscribe('ordered', ['OrderCreatedEvent'], async (delivered) => {
      expect(delivered.type).toBe('OrderCreatedEvent');
      seen.set(delivered.aggregateId, [...(seen.get(delivered.aggregateId) ?? []), delivered.sequence]);
    });
    await waitFor(() => aggregates.every((id) => (seen.get(id) ?? []).length === 12), 'all events');
    for (const id of aggregates) expect(seen.get(id)).toEqual([1, 2, 3, 4, 6, 7, 8, 9, 11, 12, 13, 14]);
  });

  it('redelivers an event whose handler failed, and holds later events back until it succeeds', async () => {
    const bus = await openBus(backend);
    const id = randomUUID();
    for (let sequence = 1; sequence <= 3; sequence++) await bus.append(event(id, sequence));
    const calls: number[] = [];
    let failed = false;
    bus.subscribe('flaky', ['OrderCreatedEvent'], async (delivered) => {
      calls.push(delivered.sequence);
      if (delivered.sequence === 2 && !failed) {
        failed = true;
        throw new Error('transient');
      }
    });
    await waitFor(() => calls.includes(3), 'the third event');
    expect(calls).toEqual([1, 2, 2, 3]);
  });

  it('resumes a named consumer where it stopped, across restarts of the bus', async () => {
    const prefix = uniquePrefix('bus');
    const bus = await openBus(backend, prefix);
    const id = randomUUID();
    const seen: EventEnvelope[] = [];
    const handler = async (delivered: EventEnvelope) => void seen.push(delivered);
    await bus.append(event(id, 1));
    const subscription = bus.subscribe('durable', ['OrderCreatedEvent'], handler);
    await waitFor(() => seen.length === 1, 'the first event');
    await subscription.stop();
    await bus.append(event(id, 2));
    await bus.append(event(id, 3));
    await bus.close();

    const reopened = await openBus(backend, prefix);
    reopened.subscribe('durable', ['OrderCreatedEvent'], handler);
    await waitFor(() => seen.length === 3, 'the events appended while stopped');
    const last = await fence(reopened, () => seen.map((delivered) => delivered.id));
    expect(seen.filter((delivered) => delivered.id !== last).map((delivered) => delivered.sequence)).toEqual([
      1, 2, 3,
    ]);
  });

  it('hands each event to one of several processes running the same consumer', async () => {
    const prefix = uniquePrefix('bus');
    const [one, two] = [await openBus(backend, prefix), await openBus(backend, prefix)];
    const seen: string[] = [];
    one.subscribe('shared', ['OrderCreatedEvent'], async (delivered) => void seen.push(delivered.id));
    two.subscribe('shared', ['OrderCreatedEvent'], async (delivered) => void seen.push(delivered.id));
    const appended = [];
    for (let sequence = 1; sequence <= 10; sequence++) {
      const next = event(randomUUID(), 1);
      appended.push(next.id);
      await (sequence % 2 ? one : two).append(next);
    }
    await waitFor(() => seen.length >= 10, 'ten deliveries');
    const last = await fence(one, () => seen);
    expect(seen).toEqual([...appended, last]);
  });

  it('fans every new event out to every tail, from the moment it started', async () => {
    const prefix = uniquePrefix('bus');
    const [one, two] = [await openBus(backend, prefix), await openBus(backend, prefix)];
    await one.append(event(randomUUID(), 1));
    const a: number[] = [];
    const b: number[] = [];
    const tails = [
      one.tail(['OrderCreatedEvent'], async (delivered) => void a.push(delivered.sequence)),
      two.tail(['OrderCreatedEvent'], async (delivered) => void b.push(delivered.sequence)),
    ];
    await Promise.all(tails.map((tail) => tail.ready));
    const id = randomUUID();
    for (let sequence = 1; sequence <= 5; sequence++) await one.append(event(id, sequence));
    await waitFor(() => a.length === 5 && b.length === 5, 'both tails');
    expect(a).toEqual([1, 2, 3, 4, 5]);
    expect(b).toEqual([1, 2, 3, 4, 5]);
  });

  it("tells a tail each event's position, and position() is at or past every event appended before it", async () => {
    const bus = await openBus(backend);
    const seen: Array<{ sequence: number; position: number }> = [];
    await bus.tail(
      ['OrderCreatedEvent'],
      async (delivered, position) => void seen.push({ sequence: delivered.sequence, position }),
    ).ready;
    const id = randomUUID();
    for (let sequence = 1; sequence <= 3; sequence++) await bus.append(event(id, sequence));
    const now = await bus.position();
    for (let sequence = 4; sequence <= 5; sequence++) await bus.append(event(id, sequence));
    await waitFor(() => seen.length === 5, 'five tailed events');
    expect(seen.map((tailed) => tailed.sequence)).toEqual([1, 2, 3, 4, 5]);
    const positions = seen.map((tailed) => tailed.position);
    expect(positions.every((position, index) => index === 0 || position > positions[index - 1]!)).toBe(true);
    expect(positions.slice(0, 3).every((position) => position <= now)).toBe(true);
    expect(positions.slice(3).every((position) => position > now)).toBe(true);
  });

  it('relays outbox entries in order, pulls them, and absorbs a re-append after a crash', async () => {
    const bus = await openBus(backend);
    const db = await testDatabase('relay');
    const collection = db.db!.collection<{ _id: string; outbox: EventEnvelope[] }>('things');
    const id = randomUUID();
    const events = [event(id, 1), event(id, 2), event(id, 3)];
    // The crash: event 1 reached the bus, the pull never happened.
    await bus.append(events[0]!);
    await collection.insertOne({ _id: id, outbox: events });
    const seen: EventEnvelope[] = [];
    bus.subscribe('relayed', ['OrderCreatedEvent'], async (delivered) => void seen.push(delivered));
    const relay = new OutboxRelay({ bus, connection: db, collections: ['things'], intervalMs: 20, logger });
    dispose(() => relay.stop());
    await waitFor(() => seen.length === 3, 'three events');
    const last = await fence(bus, () => seen.map((delivered) => delivered.id));
    expect(seen.filter((delivered) => delivered.id !== last).map((delivered) => delivered.sequence)).toEqual([
      1, 2, 3,
    ]);
    expect((await collection.findOne({ _id: id }))!.outbox).toEqual([]);
  });
});

describe('embedded log holes', () => {
  it('reads past a position whose append never lands, and still delivers one that lands late', async () => {
    const prefix = uniquePrefix('bus');
    const bus = await openBus('mongo', prefix);
    const db = await testDatabase('holes');
    const log = db.getClient().db(`${prefix}_events`);
    const id = randomUUID();
    await bus.append(event(id, 1));
    // A relay took position 2 and stalls before its insert.
    const counter = await log
      .collection<{ _id: string; value: number }>('counters')
      .findOneAndUpdate({ _id: 'position' }, { $inc: { value: 1 } }, { returnDocument: 'after' });
    const hole = counter!.value;
    // A position handed out counts as taken even before its event lands.
    expect(await bus.position()).toBe(hole);
    const other = randomUUID();
    await bus.append(event(other, 1));
    const seen: string[] = [];
    bus.subscribe(
      'holes',
      ['OrderCreatedEvent'],
      async (delivered) => void seen.push(`${delivered.aggregateId === id ? 'a' : 'b'}${delivered.sequence}`),
    );
    await waitFor(() => seen.length === 2, 'reading past the hole');
    expect(seen).toEqual(['a1', 'b1']);
    const late = event(id, 2);
    await log.collection('events').insertOne({
      _id: hole as never,
      eventId: late.id,
      type: late.type,
      aggregateType: 'order',
      aggregateId: id,
      sequence: 2,
      occurredAt: late.occurredAt,
      data: late.data,
    });
    await waitFor(() => seen.length === 3, 'the late event');
    expect(seen).toEqual(['a1', 'b1', 'a2']);
  });
});

describe('embedded log head watch', () => {
  it('keeps idle readers off the log, and still hands them another process’s event within a poll', async () => {
    const prefix = uniquePrefix('bus');
    // This process's bus, on a connection that counts its commands.
    const connection = await openDatabase({
      uri: inject('mongoUri'),
      dbName: `${prefix}_events`,
      monitorCommands: true,
    });
    dispose(() => connection.close());
    const reads: string[] = [];
    connection.getClient().on('commandStarted', (started) => {
      if (started.commandName === 'find') reads.push(String(started.command.find));
    });
    const bus = await MongoEventBus.open({ connection, pollMs: 20, gapWaitMs: 300, logger });
    dispose(() => bus.close());
    const other = await openBus('mongo', prefix);
    const seen: string[][] = Array.from({ length: 10 }, () => []);
    const readers = seen.map((list, index) =>
      index % 2
        ? bus.tail(['OrderCreatedEvent'], async (delivered) => void list.push(delivered.aggregateId))
        : bus.subscribe(
            `watched-${index}`,
            ['OrderCreatedEvent'],
            async (delivered) => void list.push(delivered.aggregateId),
          ),
    );
    await Promise.all(readers.map((reader) => reader.ready));
    await new Promise((resolve) => setTimeout(resolve, 300));
    reads.length = 0;
    // One second idle at a 20 ms poll: a log read per reader per poll would be 500.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const idle = { log: reads.filter((name) => name === 'events').length, all: reads.length };
    expect(idle.log).toBeLessThanOrEqual(10);
    expect(idle.all).toBeLessThanOrEqual(70);
    const id = randomUUID();
    const appended = Date.now();
    await other.append(event(id, 1));
    await waitFor(() => seen.every((list) => list.includes(id)), 'every reader');
    // Within a few polls, far sooner than the 2.5 s idle reads.
    expect(Date.now() - appended).toBeLessThan(1_000);
  });

  it('keeps reading at the poll pace while another process’s event is counted but has not landed', async () => {
    const prefix = uniquePrefix('bus');
    const bus = await openBus('mongo', prefix);
    const connection = await openDatabase({ uri: inject('mongoUri'), dbName: `${prefix}_events` });
    dispose(() => connection.close());
    const log = connection.db!;
    const seen: string[] = [];
    const consumer = bus.subscribe('slow-landing', ['OrderCreatedEvent'], async (delivered) => {
      seen.push(delivered.aggregateId);
    });
    await consumer.ready;
    await new Promise((resolve) => setTimeout(resolve, 300));
    // Another process takes positions from the counter; each event lands 200 ms later (a slow insert),
    // after the head watch has woken the reader and the reader has found nothing.
    const waits: number[] = [];
    for (let i = 0; i < 3; i++) {
      const taken = await log
        .collection<{ _id: string; value: number }>('counters')
        .findOneAndUpdate(
          { _id: 'position' },
          { $inc: { value: 1 } },
          { upsert: true, returnDocument: 'after' },
        );
      await new Promise((resolve) => setTimeout(resolve, 200));
      const late = event(randomUUID(), 1);
      await log.collection('events').insertOne({
        _id: taken!.value as never,
        eventId: late.id,
        type: late.type,
        aggregateType: 'order',
        aggregateId: late.aggregateId,
        sequence: 1,
        occurredAt: late.occurredAt,
        data: late.data,
      });
      const landed = Date.now();
      await waitFor(() => seen.includes(late.aggregateId), 'the event that landed late');
      waits.push(Date.now() - landed);
    }
    // A few polls each; without the pace the reader slept until its idle read (up to 2.5 s).
    for (const wait of waits) expect(wait).toBeLessThan(500);
  });
});
