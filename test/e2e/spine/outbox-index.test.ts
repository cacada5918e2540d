import { expect, inject, it } from 'vitest';
import { OUTBOX_INDEX, PENDING_OUTBOX } from '../../../platform/events/relay';
import { startTestStack } from '../../../testing/harness';

/**
 * Every service's outbox relay looks for pending events on a timer, whatever the traffic: on a collection of
 * millions of orders that look must not read millions of documents. It selects documents through a partial
 * index that holds only those with events still to relay.
 */
it('looks for pending outbox events only through the partial index of each collection with an outbox', async () => {
  const stack = await startTestStack({ env: { EVENTS_RELAY_POLL_MS: '50' }, monitorCommands: true });
  const looks = new Map<string, Record<string, unknown>>();
  const listeners: Array<() => void> = [];
  for (const connection of Object.values(stack.connections)) {
    if (!connection) continue;
    const client = connection.getClient();
    const listener = (event: { databaseName: string; command: Record<string, unknown> }) => {
      const { find, filter } = event.command as { find?: string; filter?: Record<string, unknown> };
      if (typeof find === 'string' && filter && JSON.stringify(filter).includes('outbox'))
        looks.set(`${event.databaseName}.${find}`, filter);
    };
    client.on('commandStarted', listener);
    listeners.push(() => client.off('commandStarted', listener));
  }
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
    for (const off of listeners) off();
  }
  for (const filter of looks.values()) expect(filter).toEqual(PENDING_OUTBOX);

  const explainable = !inject('mongoBackend').startsWith('mongo-java-server');
  for (const { connection, name } of withOutbox) {
    const collection = connection.db!.collection(name);
    const indexes = await collection.indexes();
    expect(
      indexes.find((index) => index.name === OUTBOX_INDEX),
      `${connection.name}.${name}`,
    ).toMatchObject({ key: { 'outbox.id': 1 }, partialFilterExpression: PENDING_OUTBOX });
    // The embedded server keeps the index definition but scans for any non-unique index; a real mongod
    // must answer the look from the index alone.
    if (explainable) {
      const plan = await collection.find(PENDING_OUTBOX).explain();
      const winning = JSON.stringify(plan.queryPlanner.winningPlan);
      expect(winning, `${connection.name}.${name}`).toContain(OUTBOX_INDEX);
      expect(winning).not.toContain('COLLSCAN');
    }
  }
});
