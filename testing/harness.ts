import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { dispose } from './leftovers';
import mongoose, { type Connection } from 'mongoose';
import { loadConfig, type Config, type Env } from '../platform/config';
import { openDatabase } from '../platform/mongo/connection';
import { createGateway, type Gateway, type GatewayOptions } from '../gateway/server';
import { openEventBus, type EventBus } from '../platform/events';
import { readSupergraph } from '../platform/schema';
import { startStack, type Stack, type StackOptions } from '../stack';
import { TEST_ADMIN } from './fixtures';

export { TEST_ADMIN };

export { dispose } from './leftovers';

/** A database prefix no other test file (or run) shares. */
export function uniquePrefix(label = 't'): string {
  return `${label}_${randomBytes(5).toString('hex')}`;
}

/**
 * A test stack's configuration. The gateway's rate limiter and the persisted usage/access logs are off
 * unless a test turns them on (`RATE_LIMITS: 'true'`, `USAGE_LOGS: 'true'`): suites about other things make
 * hundreds of requests as one admin, and a background usage flush would disturb the round-trip counts.
 */
export function testConfig(env: Env = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    RATE_LIMITS: 'false',
    USAGE_LOGS: 'false',
    PORT: '0',
    GRPC_PORT: '0',
    GATEWAY_SECRET: randomBytes(32).toString('hex'),
    BOOTSTRAP_ADMIN_EMAIL: TEST_ADMIN.email,
    BOOTSTRAP_ADMIN_PASSWORD: TEST_ADMIN.password,
    // A test never mails anyone: the development mailbox stays, also in the production-mode stacks.
    NOTIFY_ALLOW_CAPTURE_IN_PRODUCTION: 'true',
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

/**
 * Another gateway process over `stack`'s subgraphs and databases, as a replica is: its own event bus,
 * limiter, caches and data sources, sharing the stack's secret and issuer. `config` and `subgraphUrls`
 * replace the stack's (e.g. to put a fault proxy in front of one subgraph); `wrapBus` lets a test stand
 * between the replica and its bus. Stopped when the file ends.
 */
export async function startGatewayReplica(
  stack: Stack,
  options: {
    config?: Config;
    subgraphUrls?: Partial<GatewayOptions['subgraphUrls']>;
    wrapBus?: (bus: EventBus) => EventBus;
    /** The gateway's time (GatewayOptions.clock); default the system clock. */
    clock?: GatewayOptions['clock'];
  } = {},
): Promise<{ gateway: Gateway; url: string; graphqlUrl: string }> {
  const config = options.config ?? stack.config;
  const events = await openEventBus({
    config,
    mongoUri: inject('mongoUri'),
    dbPrefix: stack.dbPrefix,
    logger: stack.logger,
  });
  dispose(() => events.close());
  const gateway = await createGateway({
    config,
    subgraphUrls: { ...stack.subgraphUrls, ...options.subgraphUrls },
    supergraphSdl: readSupergraph(),
    signer: stack.signer,
    publicUrl: () => stack.gatewayUrl,
    events: options.wrapBus ? options.wrapBus(events) : events,
    logger: stack.logger,
    ...(options.clock ? { clock: options.clock } : {}),
  });
  dispose(() => gateway.stop());
  const { url } = await gateway.listen(0, '127.0.0.1', 0);
  return { gateway, url, graphqlUrl: `${url}/graphql` };
}

/** One database of the shared server, for per-subgraph tests that drive services directly. */
export async function testDatabase(
  label: string,
  options: { monitorCommands?: boolean } = {},
): Promise<Connection> {
  const connection = await openDatabase({
    uri: inject('mongoUri'),
    dbName: uniquePrefix(label),
    monitorCommands: options.monitorCommands,
  });
  dispose(() => connection.close());
  return connection;
}

export { graphql, graphqlOk, type Caller, type GraphQLResult } from './client';

/** Counts driver round trips per database on the stack's connections (needs `monitorCommands`). */
export function countCommands(connections: Partial<Record<string, Connection>>): {
  counts: Record<string, number>;
  reset(): void;
} {
  const counts: Record<string, number> = {};
  for (const [name, connection] of Object.entries(connections)) {
    if (!connection) continue;
    counts[name] = 0;
    watchCommands({ [name]: connection }, (event) => {
      if (event.commandName !== 'ping' && event.commandName !== 'hello' && event.commandName !== 'isMaster')
        counts[name]!++;
    });
  }
  return {
    counts,
    reset() {
      for (const name of Object.keys(counts)) counts[name] = 0;
    },
  };
}

/** A command a connection sent, as the driver reports it (needs `monitorCommands`). */
export interface SentCommand {
  databaseName: string;
  commandName: string;
  command: Record<string, unknown>;
}

/** Calls `onCommand` for every command the connections send until the returned function is called. */
export function watchCommands(
  connections: Partial<Record<string, Connection>>,
  onCommand: (event: SentCommand) => void,
): () => void {
  const listeners: Array<() => void> = [];
  for (const connection of Object.values(connections)) {
    if (!connection) continue;
    const client = connection.getClient();
    client.on('commandStarted', onCommand);
    listeners.push(() => client.off('commandStarted', onCommand));
  }
  return () => {
    for (const off of listeners) off();
  };
}

export { mongoose };
