import type { Connection } from 'mongoose';
import type { Clock } from '../clock';
import type { EventBus } from '../events/bus';
import { OutboxRelay } from '../events/relay';
import type { Config, SubgraphName } from '../config';
import type { Logger } from '../logging';
import type { ServiceClient } from './service-client';

/** What the stack hands every subgraph builder: its own database, and a way to reach its peers. */
export interface SubgraphDeps {
  config: Config;
  connection: Connection;
  logger: Logger;
  services: ServiceClient;
  /** URLs of the other subgraphs, for the few direct service calls (see ServiceClient). */
  peers: Record<SubgraphName, string>;
  /**
   * The gateway's public base URL: the token issuer and the base of links in messages. Read at request
   * time, because without AUTH_ISSUER it is the gateway's own address, known only once it listens.
   */
  publicUrl: () => string;
  /** The deployment's event bus: relays append to it, consumers subscribe to it. */
  events: EventBus;
  /**
   * The time the subgraph's services keep (expiry, schedules). Default the system clock; tests give one
   * subgraph a clock they move by hand (StackOptions.clocks).
   */
  clock?: Clock;
}

/**
 * The outbox relay of a subgraph process, over the collections whose documents carry an `outbox`. Outbox
 * writes on the subgraph's connection wake it (events/outbox-signal.ts); stop it in `close()`.
 */
export function outboxRelay(deps: SubgraphDeps, collections: readonly string[]): OutboxRelay {
  return new OutboxRelay({
    bus: deps.events,
    connection: deps.connection,
    collections,
    intervalMs: deps.config.events.relayPollMs,
    logger: deps.logger.child({ component: 'outbox-relay' }),
  });
}

/** Database health: the connection is open and the server answers a ping. */
export async function databaseHealth(connection: Connection): Promise<{ ok: boolean; detail?: string }> {
  if (connection.readyState !== 1) return { ok: false, detail: 'database disconnected' };
  try {
    await connection.db!.admin().ping();
    return { ok: true };
  } catch (error) {
    return { ok: false, detail: `database ping failed: ${(error as Error).message}` };
  }
}
