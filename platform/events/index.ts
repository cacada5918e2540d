import type { Config } from '../config';
import type { Logger } from '../logging';
import { openDatabase } from '../mongo/connection';
import { freshReads, type EventBus } from './bus';
import { MongoEventBus } from './mongo-bus';
import { NatsEventBus } from './nats-bus';

export type { EventBus, EventHandler, SubscribeOptions, Subscription, TailHandler } from './bus';
export { eventTypes, newEvent, orderStatusEvents, type EventEnvelope, type EventType } from './envelope';
export { OutboxRelay } from './relay';

export interface OpenBusOptions {
  config: Config;
  mongoUri: string;
  /** The bus database is `<dbPrefix>_events`; NATS names its stream after the prefix too. */
  dbPrefix: string;
  logger: Logger;
}

/**
 * The deployment's event bus, chosen by configuration: NATS JetStream when NATS_URL is set, otherwise the
 * embedded log in MongoDB. Either way the database `<prefix>_events` holds the consumers' idempotency
 * records. `close()` also closes that database connection.
 */
export async function openEventBus(options: OpenBusOptions): Promise<EventBus> {
  const { config, logger } = options;
  const connection = await openDatabase({
    uri: options.mongoUri,
    dbName: `${options.dbPrefix}_events`,
    maxPoolSize: 16,
  });
  try {
    const bus: EventBus = config.events.natsUrl
      ? await NatsEventBus.open({ url: config.events.natsUrl, prefix: options.dbPrefix, connection, logger })
      : await MongoEventBus.open({
          connection,
          pollMs: config.events.pollMs,
          gapWaitMs: config.events.gapWaitMs,
          logger,
        });
    const position = freshReads(() => bus.position());
    return {
      kind: bus.kind,
      describe: bus.describe,
      append: (event) => bus.append(event),
      subscribe: (consumer, types, handler, subscribeOptions) =>
        bus.subscribe(consumer, types, handler, subscribeOptions),
      tail: (types, handler) => bus.tail(types, handler),
      position,
      close: async () => {
        await bus.close();
        await connection.close();
      },
    };
  } catch (error) {
    await connection.close().catch(() => {});
    throw error;
  }
}
