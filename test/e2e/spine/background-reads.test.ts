import { expect, inject, it } from 'vitest';
import { OUTBOX_INDEX, PENDING_OUTBOX } from '../../../platform/events/relay';
import { startTestStack, watchCommands } from '../../../testing/harness';

/**
 * What the services read on their timers whatever the traffic (outbox relays, payment retries, webhook and
 * notification deliveries, jobs, the search replica's looks): on collections of millions of orders those
 * reads must not read millions of documents.
 */
const explainable = () => !inject('mongoBackend').startsWith('mongo-java-server');

it('looks for pending outbox events only through the partial index of each collection with an outbox', async () => {
  const stack = await startTestStack({ env: { EVENTS_RELAY_POLL_MS: '50' }, monitorCommands: true });
  const looks = new Map<string, Record<string, unknown>>();
  const stopWatching = watchCommands(stack.connections, (event) => {
    const { find, filter } = event.command as { find?: string; filter?: Record<string, unknown> };
    if (typeof find === 'string' && filter && JSON.stringify(filter).includes('outbox'))
      looks.set(`${event.databaseName}.${find}`, filter);
  });
  // Every collection whose documents carry an outbox, by the models of each service's connection.
  const withOutbox = Object.values(stack.connections).flatMap((connection) =>
    connection
      ? Object.values(connection.models)
          .filter((model) => model.schema.path('outbox'))
          .map((model) => ({ connection, name: model.collection.collectionName }))
      : [],
  );
  const names = withOutbox.map(({ connection, name }) => `${connection.name}.${name}`).sort();
  expect(names.length).toBeGreaterThanOrEqual(9);
  try {
    // Relays look every 50 ms here: within a few seconds each has looked at each of its collections.
    await expect.poll(() => [...looks.keys()].sort(), { timeout: 10_000, interval: 100 }).toEqual(names);
  } finally {
    stopWatching();
  }
  for (const filter of looks.values()) expect(filter).toEqual(PENDING_OUTBOX);

  for (const { connection, name } of withOutbox) {
    const collection = connection.db!.collection(name);
    const indexes = await collection.indexes();
    expect(
      indexes.find((index) => index.name === OUTBOX_INDEX),
      `${connection.name}.${name}`,
    ).toMatchObject({ key: { 'outbox.id': 1 }, partialFilterExpression: PENDING_OUTBOX });
    // The embedded server keeps the index definition but scans for any non-unique index; a real mongod
    // must answer the look from the index alone.
    if (explainable()) {
      const plan = await collection.find(PENDING_OUTBOX).explain();
      const winning = JSON.stringify(plan.queryPlanner.winningPlan);
      expect(winning, `${connection.name}.${name}`).toContain(OUTBOX_INDEX);
      expect(winning).not.toContain('COLLSCAN');
    }
  }
});

/** Reads of a whole collection that are meant: the list is small by nature, or the server answers from metadata. */
const WHOLE_COLLECTION: Record<string, string> = {
  'find search_synonyms': "the staff's synonym list, tens of entries, read whole by each search replica",
  'count products': "a count without a filter, which MongoDB answers from the collection's metadata",
};

it('reads on its timers only through indexes, while idle', async () => {
  const stack = await startTestStack({
    env: {
      EVENTS_RELAY_POLL_MS: '100',
      PAYMENTS_POLL_MS: '100',
      WEBHOOK_POLL_MS: '100',
      NOTIFY_POLL_MS: '100',
      JOBS_POLL_MS: '100',
      SEARCH_REFRESH_MS: '100',
    },
    monitorCommands: true,
  });
  // After start-up's work: a search answers once the catalog's replica has read every product (its one
  // whole-collection read, at start); then what every service reads while nothing happens.
  expect((await fetch(`${stack.gatewayUrl}/api/v2/search?q=lamp`)).status).toBe(200);
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const reads = new Map<string, { db: string; command: string; collection: string; filter: Filter }>();
  const stopWatching = watchCommands(stack.connections, (event) => {
    const read = readOf(event.commandName, event.command);
    if (read)
      reads.set(
        `${event.databaseName} ${read.command} ${read.collection} ${JSON.stringify(shapeOf(read.filter))}`,
        { db: event.databaseName, ...read },
      );
  });
  try {
    await new Promise((resolve) => setTimeout(resolve, 3_000));
  } finally {
    stopWatching();
  }
  const collections = new Set([...reads.values()].map((read) => read.collection));
  // Every timer above has looked at least once.
  for (const polled of [
    'payments',
    'webhook_deliveries',
    'notification_deliveries',
    'jobs',
    'categories',
    'products',
    'orders',
  ])
    expect(collections, polled).toContain(polled);

  const client = stack.connections.orders!.getClient();
  for (const read of reads.values()) {
    const what = `${read.command} on ${read.db}.${read.collection} by ${JSON.stringify(shapeOf(read.filter))}`;
    if (WHOLE_COLLECTION[`${read.command} ${read.collection}`] && Object.keys(read.filter).length === 0)
      continue;
    const collection = client.db(read.db).collection(read.collection);
    const indexes = await collection.indexes();
    // How this is checked on every backend: some index leads with a field the read selects on, and a partial
    // index's own filter names only fields the read selects on too.
    const fields = Object.keys(read.filter).filter((field) => !field.startsWith('$'));
    const usable = indexes.some((index) => {
      const leading = Object.keys(index.key)[0]!;
      const partial = Object.keys(index.partialFilterExpression ?? {});
      return fields.includes(leading) && partial.every((field) => fields.includes(field));
    });
    expect(usable, what).toBe(true);
    // On a real mongod, the plan itself.
    if (explainable() && read.command === 'find') {
      const plan = await collection.find(read.filter as never).explain();
      expect(JSON.stringify(plan.queryPlanner.winningPlan), what).not.toContain('COLLSCAN');
    }
  }
});

type Filter = Record<string, unknown>;

function readOf(
  commandName: string,
  command: Record<string, unknown>,
): { command: string; collection: string; filter: Filter } | null {
  if (commandName === 'find')
    return { command: 'find', collection: String(command.find), filter: (command.filter ?? {}) as Filter };
  if (commandName === 'count')
    return { command: 'count', collection: String(command.count), filter: (command.query ?? {}) as Filter };
  if (commandName === 'aggregate') {
    const first = (command.pipeline as Array<Record<string, unknown>>)[0];
    return {
      command: 'aggregate',
      collection: String(command.aggregate),
      filter: (first?.$match ?? {}) as Filter,
    };
  }
  return null;
}

/** A filter with its values left out (times change from one look to the next; the shape does not). */
function shapeOf(filter: unknown): unknown {
  if (Array.isArray(filter)) return filter.map(shapeOf);
  if (filter && typeof filter === 'object' && !(filter instanceof Date))
    return Object.fromEntries(Object.entries(filter).map(([key, value]) => [key, shapeOf(value)]));
  return typeof filter;
}
