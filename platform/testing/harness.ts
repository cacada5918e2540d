import { randomBytes } from 'node:crypto';
import { afterAll, inject } from 'vitest';
import mongoose, { type Connection } from 'mongoose';
import { loadConfig, type Config, type Env } from '../config';
import { openDatabase } from '../mongo/connection';
import { startStack, type Stack, type StackOptions } from '../stack';

/**
 * Disposers of everything a test file started, drained once in `afterAll` (graphql-ws's `leftovers`
 * habit): a failing test never leaves a server or a connection behind.
 */
const leftovers: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  while (leftovers.length) await leftovers.pop()!().catch(() => {});
});

export function dispose(disposer: () => Promise<unknown>): void {
  leftovers.push(disposer);
}

/** A database prefix no other test file (or run) shares. */
export function uniquePrefix(label = 't'): string {
  return `${label}_${randomBytes(5).toString('hex')}`;
}

/** The admin every test stack bootstraps (BOOTSTRAP_ADMIN_*); fixtures log in with it. */
export const TEST_ADMIN = Object.freeze({ email: 'admin@example.com', password: `admin-${randomBytes(9).toString('base64url')}` });

export function testConfig(env: Env = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    GATEWAY_SECRET: randomBytes(32).toString('hex'),
    BOOTSTRAP_ADMIN_EMAIL: TEST_ADMIN.email,
    BOOTSTRAP_ADMIN_PASSWORD: TEST_ADMIN.password,
    ...env,
  });
}

/** The whole stack on port 0 over the run's shared MongoDB, with databases of its own. */
export async function startTestStack(options: Partial<StackOptions> & { env?: Env } = {}): Promise<Stack> {
  const stack = await startStack({
    config: options.config ?? testConfig(options.env),
    mongoUri: inject('mongoUri'),
    dbPrefix: options.dbPrefix ?? uniquePrefix(),
    ...options,
  });
  dispose(() => stack.stop());
  return stack;
}

/** One database of the shared server, for per-subgraph tests that drive services directly. */
export async function testDatabase(label: string): Promise<Connection> {
  const connection = await openDatabase({ uri: inject('mongoUri'), dbName: uniquePrefix(label) });
  dispose(() => connection.close());
  return connection;
}

export interface GraphQLResult<T> {
  status: number;
  data?: T | null;
  errors?: Array<{ message: string; path?: Array<string | number>; extensions?: Record<string, unknown> }>;
  headers: Headers;
}

/** A GraphQL endpoint plus the headers (credentials) to call it with. */
export interface Caller {
  url: string;
  headers?: Record<string, string>;
}

/** Posts a GraphQL operation over real HTTP, to a URL or as a caller (its URL and credentials). */
export async function graphql<T = Record<string, unknown>>(
  target: string | Caller,
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<GraphQLResult<T>> {
  const { url, headers: own = {} } = typeof target === 'string' ? { url: target } : target;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...own, ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as Omit<GraphQLResult<T>, 'status' | 'headers'>;
  return { status: response.status, headers: response.headers, ...body };
}

/** Like `graphql`, but fails the test on any error and returns the data. */
export async function graphqlOk<T = Record<string, unknown>>(
  target: string | Caller,
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<T> {
  const result = await graphql<T>(target, query, variables, headers);
  if (result.errors?.length || !result.data) {
    throw new Error(`GraphQL errors: ${JSON.stringify(result.errors ?? result)}`);
  }
  return result.data;
}

/** Counts driver round trips per database on the stack's connections (needs `monitorCommands`). */
export function countCommands(connections: Partial<Record<string, Connection>>): { counts: Record<string, number>; reset(): void } {
  const counts: Record<string, number> = {};
  for (const [name, connection] of Object.entries(connections)) {
    if (!connection) continue;
    counts[name] = 0;
    connection.getClient().on('commandStarted', (event) => {
      if (event.commandName !== 'ping' && event.commandName !== 'hello' && event.commandName !== 'isMaster') counts[name]!++;
    });
  }
  return {
    counts,
    reset() {
      for (const name of Object.keys(counts)) counts[name] = 0;
    },
  };
}

export { mongoose };
