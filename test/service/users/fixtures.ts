import { randomUUID } from 'node:crypto';
import type { Env } from '../../../platform/config';
import type { EventBus, EventEnvelope, EventHandler } from '../../../platform/events';
import type { Role } from '../../../platform/identity';
import { allScopes } from '../../../platform/identity/access';
import { callerOf, serviceCaller, type Caller } from '../../../platform/identity/caller';
import { createLogger } from '../../../platform/logging';
import { ensureIndexes } from '../../../platform/mongo/connection';
import { createUsersServices, type UsersWiring } from '../../../subgraphs/users/services';
import { ManualClock } from '../../../testing/clock';
import { dispose, testConfig, testDatabase } from '../../../testing/harness';

/** Where every users service test starts its clock (a Monday morning, far from any day boundary). */
export const START = Date.parse('2026-03-02T09:00:00Z');

export type UsersRing = UsersWiring & {
  clock: ManualClock;
  connection: Awaited<ReturnType<typeof testDatabase>>;
};

/**
 * The users subgraph's services as its builder wires them, on a database of their own and a ManualClock,
 * with no stack around them: no HTTP, no gateway, no background loops (a test runs the webhook dispatcher
 * with `dispatcher.drain()`).
 */
export async function usersRing(label: string, env: Env = {}): Promise<UsersRing> {
  const connection = await testDatabase(label);
  const clock = new ManualClock(START);
  const wiring = createUsersServices({
    connection,
    config: testConfig({ WEBHOOK_ALLOW_LOOPBACK: 'true', WEBHOOK_TIMEOUT_MS: '600', ...env }),
    clock,
    publicUrl: () => 'https://api.example.test',
    logger: createLogger({ level: 'silent', service: 'users-ring' }),
  });
  await ensureIndexes(connection);
  // As the subgraph's builder does at start-up: consent wordings exist before anyone consents.
  await wiring.services.preferences.ensureTexts();
  dispose(() => wiring.close());
  return { ...wiring, clock, connection };
}

/** A person signed in with a password (every scope their roles allow). */
export function person(userId: string, roles: Role[] = ['customer'], sessionId?: string): Caller {
  const scopes = roles.includes('read-only') && !roles.includes('admin') ? ['read'] : [...allScopes];
  return callerOf({ kind: 'user', userId, roles, scopes, ...(sessionId ? { sessionId } : {}) }, 'req-test');
}

/** A person's API key with these scopes. */
export function apiKeyCaller(userId: string, scopes: string[], roles: Role[] = ['customer']): Caller {
  return callerOf(
    { kind: 'apiKey', userId, keyId: 'key-test', roles, scopes, tier: 'basic', keyType: 'secret' },
    'req-test',
  );
}

export const anonymous: Caller = callerOf({ kind: 'anonymous' }, 'req-test');

/** The gateway (auth routes) and the platform's own consumers. */
export const platform: Caller = serviceCaller('gateway', 'req-test');

/** Registers an account through the account service and returns it with the caller it signs in as. */
export async function signUp(
  ring: UsersRing,
  email: string,
  roles: Role[] = ['customer'],
): Promise<{ id: string; email: string; caller: Caller }> {
  const user = await ring.services.accounts.register(platform, {
    email,
    password: 'correct horse battery',
    name: email.split('@')[0],
  });
  if (roles.join() !== 'customer') await ring.services.users.setRoles(platform, user._id, roles);
  return { id: user._id, email: user.email, caller: person(user._id, roles) };
}

/**
 * A stub event bus that hands events to the consumers subscribed to it, one call at a time, when the test
 * says so: consumers are driven without a log, a relay or a poll loop.
 */
export function handingBus(): { bus: EventBus; deliver(event: EventEnvelope): Promise<void> } {
  const handlers: Array<{ types: readonly string[]; handler: EventHandler }> = [];
  const bus: EventBus = {
    kind: 'mongo',
    describe: 'a test bus',
    append: async () => {},
    subscribe: (_consumer, types, handler) => {
      const entry = { types, handler };
      handlers.push(entry);
      return {
        ready: Promise.resolve(),
        stop: async () => void handlers.splice(handlers.indexOf(entry), 1),
      };
    },
    tail: () => ({ ready: Promise.resolve(), stop: async () => {} }),
    position: async () => 0,
    close: async () => {},
  };
  return {
    bus,
    deliver: async (event) => {
      for (const { types, handler } of handlers) if (types.includes(event.type)) await handler(event);
    },
  };
}

/** An event as the bus hands it over. */
export function event(
  type: string,
  aggregateType: string,
  aggregateId: string,
  data: Record<string, unknown>,
  occurredAt = new Date(START),
): EventEnvelope {
  return { id: randomUUID(), type, occurredAt, aggregateType, aggregateId, sequence: 1, data };
}
