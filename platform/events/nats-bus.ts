import {
  AckPolicy,
  DeliverPolicy,
  jetstream,
  jetstreamManager,
  type ConsumerMessages,
  type JetStreamClient,
  type JetStreamManager,
  type JsMsg,
} from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import type { Connection } from 'mongoose';
import type { Logger } from '../logging';
import {
  assertConsumerName,
  redeliveryDelay,
  type EventBus,
  type EventHandler,
  type SubscribeOptions,
  type Subscription,
  type TailHandler,
} from './bus';
import type { EventEnvelope, EventType } from './envelope';
import { ProcessedLog } from './processed';

export interface NatsBusOptions {
  /** nats://host:port of a `nats-server -js`. */
  url: string;
  /** Names the stream (`EVENTS_<prefix>`) and its subjects (`<prefix>.events.<type>`), like the database prefix. */
  prefix: string;
  /** The bus database, for the idempotency records per (consumer, event id). */
  connection: Connection;
  logger: Logger;
}

/** How long JetStream waits for an ack before redelivering (ns). Handlers are short; this covers a stall. */
const ACK_WAIT_NS = 60_000_000_000;
/** JetStream drops a repeated `Nats-Msg-Id` within this window: the relay's re-append after a crash. */
const DUPLICATE_WINDOW_NS = 10 * 60_000_000_000;

const encoder = new TextEncoder();
const decoder = new TextDecoder();

function decode(message: JsMsg): EventEnvelope {
  const raw = JSON.parse(decoder.decode(message.data)) as EventEnvelope & { occurredAt: string };
  return { ...raw, occurredAt: new Date(raw.occurredAt) };
}

/**
 * NATS JetStream: one stream per deployment, a durable pull consumer per consumer name with explicit acks
 * and one message in flight (`max_ack_pending: 1`), so the stream's order (and with it each aggregate's
 * order) holds even with several processes pulling; a failed handler's message is nak'ed and redelivered
 * after a backoff. Appends carry the event id as `Nats-Msg-Id`, so JetStream drops repeats, and consumers
 * still keep an idempotency record per event id in MongoDB. `tail` is an ordered ephemeral consumer.
 *
 * Only one filter subject is used per consumer (nats-server 2.9 in Debian has no `filter_subjects`), so
 * consumers receive every type and ack the ones they do not want without running the handler.
 */
export class NatsEventBus implements EventBus {
  readonly kind = 'nats' as const;
  readonly describe: string;
  private readonly stream: string;
  private readonly subjectRoot: string;
  private readonly running = new Set<{ close(): Promise<void> }>();

  private constructor(
    private readonly nc: NatsConnection,
    private readonly js: JetStreamClient,
    private readonly jsm: JetStreamManager,
    private readonly processed: ProcessedLog,
    private readonly options: NatsBusOptions,
  ) {
    const safe = options.prefix.replace(/[^A-Za-z0-9_-]/g, '_');
    this.stream = `EVENTS_${safe}`;
    this.subjectRoot = `${safe}.events`;
    this.describe = `NATS JetStream at ${options.url} (stream ${this.stream})`;
  }

  static async open(options: NatsBusOptions): Promise<NatsEventBus> {
    let nc: NatsConnection;
    try {
      nc = await connect({
        servers: options.url,
        name: `commerce-${options.prefix}`,
        maxReconnectAttempts: -1,
      });
    } catch (error) {
      throw new Error(
        `Cannot reach NATS at ${options.url}: ${(error as Error).message}. Start \`nats-server -js\` there or unset NATS_URL.`,
      );
    }
    const jsm = await jetstreamManager(nc);
    const processed = new ProcessedLog(options.connection.db!);
    await processed.ensureIndexes();
    const bus = new NatsEventBus(nc, jetstream(nc), jsm, processed, options);
    await bus.ensureStream();
    return bus;
  }

  private async ensureStream(): Promise<void> {
    try {
      await this.jsm.streams.info(this.stream);
    } catch {
      await this.jsm.streams.add({
        name: this.stream,
        subjects: [`${this.subjectRoot}.>`],
        duplicate_window: DUPLICATE_WINDOW_NS,
      });
    }
  }

  async append(event: EventEnvelope): Promise<void> {
    await this.js.publish(`${this.subjectRoot}.${event.type}`, encoder.encode(JSON.stringify(event)), {
      msgID: event.id,
    });
  }

  private async durable(consumer: string, from: 'beginning' | 'now'): Promise<void> {
    try {
      await this.jsm.consumers.info(this.stream, consumer);
    } catch {
      await this.jsm.consumers.add(this.stream, {
        durable_name: consumer,
        ack_policy: AckPolicy.Explicit,
        deliver_policy: from === 'now' ? DeliverPolicy.New : DeliverPolicy.All,
        max_ack_pending: 1,
        ack_wait: ACK_WAIT_NS,
        filter_subject: `${this.subjectRoot}.>`,
      });
    }
  }

  private run(
    start: () => Promise<ConsumerMessages>,
    onMessage: (message: JsMsg) => Promise<void>,
    logger: Logger,
  ): Subscription {
    let messages: ConsumerMessages | null = null;
    let stopped = false;
    const started = start();
    // The durable exists, or the ordered consumer is created with its start sequence, once start() settles.
    const ready = started.then(() => undefined);
    ready.catch(() => {});
    const done = (async () => {
      messages = await started;
      if (stopped) await messages.close();
      for await (const message of messages) {
        try {
          await onMessage(message);
        } catch (error) {
          logger.warn({ err: error }, 'event message handling failed');
        }
      }
    })().catch((error: unknown) => logger.error({ err: error }, 'event consumer stopped'));
    const handle = {
      close: async () => {
        stopped = true;
        await (messages as ConsumerMessages | null)?.close();
        await done;
      },
    };
    this.running.add(handle);
    return {
      ready,
      stop: async () => {
        await handle.close();
        this.running.delete(handle);
      },
    };
  }

  subscribe(
    consumer: string,
    types: readonly EventType[],
    handler: EventHandler,
    options: SubscribeOptions = {},
  ): Subscription {
    assertConsumerName(consumer);
    const wanted = new Set<string>(types);
    const logger = this.options.logger.child({ consumer });
    return this.run(
      async () => {
        await this.durable(consumer, options.from ?? 'beginning');
        const pull = await this.js.consumers.get(this.stream, consumer);
        return pull.consume({ max_messages: 1 });
      },
      async (message) => {
        const event = decode(message);
        if (!wanted.has(event.type) || (await this.processed.has(consumer, event.id))) {
          message.ack();
          return;
        }
        try {
          await handler(event);
        } catch (error) {
          const failures = message.info.deliveryCount;
          logger.error(
            { err: error, eventId: event.id, type: event.type, failures },
            'event handler failed; will redeliver',
          );
          message.nak(redeliveryDelay(failures - 1));
          return;
        }
        await this.processed.record(consumer, event.id);
        message.ack();
      },
      logger,
    );
  }

  tail(types: readonly EventType[], handler: TailHandler): Subscription {
    const wanted = new Set<string>(types);
    const logger = this.options.logger.child({ tail: types.join(',') });
    return this.run(
      async () => {
        const ordered = await this.js.consumers.get(this.stream, { deliver_policy: DeliverPolicy.New });
        return ordered.consume();
      },
      async (message) => {
        const event = decode(message);
        if (wanted.has(event.type)) await handler(event, message.seq);
      },
      logger,
    );
  }

  /** The stream's last sequence: every acknowledged append sits at or before it. */
  async position(): Promise<number> {
    const info = await this.jsm.streams.info(this.stream);
    return info.state.last_seq;
  }

  async close(): Promise<void> {
    await Promise.all([...this.running].map((handle) => handle.close()));
    this.running.clear();
    await this.nc.drain().catch(() => {});
  }
}
