import { Schema, type Connection, type Model } from 'mongoose';
import type { Clock } from '../clock';
import { isDuplicateKeyError } from '../errors';
import type { Logger } from '../logging';
import { render } from './templates';
import { DeliveryError, type OutgoingMessage, type Transport } from './transports';

export type DeliveryStatus = 'pending' | 'sent' | 'failed';

/** One message on one channel: what was sent, through which transport, and how each attempt went. */
export interface DeliveryRecord extends OutgoingMessage {
  _id: string;
  transport: string;
  status: DeliveryStatus;
  attempts: number;
  lastError: string | null;
  /** When the next attempt is due; null once sent or failed. */
  nextAttemptAt: Date | null;
  /** Held by the attempt in progress, so two processes never send the same delivery at once. */
  leaseUntil: Date | null;
  providerId: string | null;
  createdAt: Date;
  sentAt: Date | null;
}

const deliverySchema = new Schema<DeliveryRecord>(
  {
    _id: { type: String, required: true },
    id: { type: String, required: true },
    channel: { type: String, required: true },
    to: { type: String, required: true },
    kind: { type: String, required: true },
    // Records written before messages were classed were all transactional.
    category: { type: String, default: 'transactional' },
    userId: { type: String, default: null },
    subject: { type: String, required: true },
    text: { type: String, required: true },
    html: { type: String, required: true },
    data: { type: Schema.Types.Mixed, default: null },
    transport: { type: String, required: true },
    status: { type: String, required: true, enum: ['pending', 'sent', 'failed'] },
    attempts: { type: Number, default: 0 },
    lastError: { type: String, default: null },
    nextAttemptAt: { type: Date, default: null },
    leaseUntil: { type: Date, default: null },
    providerId: { type: String, default: null },
    createdAt: { type: Date, required: true },
    sentAt: { type: Date, default: null },
  },
  { collection: 'notification_deliveries', versionKey: false, minimize: false },
);
deliverySchema.index({ status: 1, nextAttemptAt: 1 });
deliverySchema.index({ to: 1, createdAt: -1 });

export interface DeliveryOptions {
  clock: Clock;
  logger: Logger;
  /** Attempts before a delivery is marked failed. */
  maxAttempts: number;
  /** Delay before the first retry; each further retry waits twice as long. */
  retryBaseMs: number;
  /** How long one attempt may hold a delivery. Default 60000. */
  leaseMs?: number;
}

/** What to send: a message before rendering, and the delivery id (the idempotency key) it goes under. */
export interface DeliveryRequest {
  id: string;
  channel: OutgoingMessage['channel'];
  to: string;
  kind: string;
  category: OutgoingMessage['category'];
  userId?: string | null;
  subject?: string;
  text: string;
  data?: Record<string, unknown>;
}

/**
 * Sends messages through a transport with a delivery record per message and channel: rendered once
 * (templates.ts), tried at once, retried with exponential backoff on a retryable failure (`retryDue`, run
 * by a poll loop), and marked failed with its last error after `maxAttempts` or on a permanent refusal.
 * A delivery id seen before is not sent again.
 */
export class Deliveries {
  readonly model: Model<DeliveryRecord>;
  private readonly leaseMs: number;

  constructor(
    connection: Connection,
    private readonly transport: Transport,
    private readonly options: DeliveryOptions,
  ) {
    this.model =
      (connection.models.NotificationDelivery as Model<DeliveryRecord> | undefined) ??
      connection.model<DeliveryRecord>('NotificationDelivery', deliverySchema);
    this.leaseMs = options.leaseMs ?? 60_000;
  }

  get transportName(): string {
    return this.transport.name;
  }

  /** Records the delivery and makes its first attempt; a known id answers the record as it stands. */
  async send(request: DeliveryRequest): Promise<DeliveryRecord> {
    const now = new Date(this.options.clock.now());
    const content = render(request);
    const record: DeliveryRecord = {
      _id: request.id,
      id: request.id,
      channel: request.channel,
      to: request.to,
      kind: request.kind,
      category: request.category,
      userId: request.userId ?? null,
      ...content,
      data: request.data ?? null,
      transport: this.transport.name,
      status: 'pending',
      attempts: 0,
      lastError: null,
      nextAttemptAt: now,
      leaseUntil: null,
      providerId: null,
      createdAt: now,
      sentAt: null,
    };
    try {
      await this.model.create(record);
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
      return (await this.model.findById(request.id).lean<DeliveryRecord>())!;
    }
    return (await this.attempt(request.id)) ?? record;
  }

  /** Attempts every delivery whose retry is due; answers how many were attempted. */
  async retryDue(limit = 100): Promise<number> {
    const now = new Date(this.options.clock.now());
    const due = await this.model
      .find({ status: 'pending', nextAttemptAt: { $lte: now } }, { _id: 1 })
      .sort({ nextAttemptAt: 1 })
      .limit(limit)
      .lean();
    let attempted = 0;
    for (const { _id } of due) if (await this.attempt(_id)) attempted++;
    return attempted;
  }

  /** A person's deliveries (newest first), by address. */
  list(to: string, limit = 50): Promise<DeliveryRecord[]> {
    return this.model.find({ to }).sort({ createdAt: -1 }).limit(limit).lean<DeliveryRecord[]>();
  }

  /** One attempt under a lease taken with a guarded update; null when another attempt holds it. */
  private async attempt(id: string): Promise<DeliveryRecord | null> {
    const now = new Date(this.options.clock.now());
    const claimed = await this.model.updateOne(
      {
        _id: id,
        status: 'pending',
        nextAttemptAt: { $lte: now },
        $or: [{ leaseUntil: null }, { leaseUntil: { $lte: now } }],
      },
      { $set: { leaseUntil: new Date(now.getTime() + this.leaseMs) }, $inc: { attempts: 1 } },
    );
    if (claimed.modifiedCount !== 1) return null;
    const record = (await this.model.findById(id).lean<DeliveryRecord>())!;
    let update: Partial<DeliveryRecord>;
    try {
      const accepted = await this.transport.deliver(record);
      update = {
        status: 'sent',
        sentAt: new Date(this.options.clock.now()),
        providerId: accepted.providerId,
        nextAttemptAt: null,
        lastError: null,
      };
    } catch (error) {
      const retryable = error instanceof DeliveryError ? error.retryable : true;
      const message = error instanceof Error ? error.message : String(error);
      const exhausted = !retryable || record.attempts >= this.options.maxAttempts;
      const delay = this.options.retryBaseMs * 2 ** (record.attempts - 1);
      update = {
        status: exhausted ? 'failed' : 'pending',
        lastError: message.slice(0, 1000),
        nextAttemptAt: exhausted ? null : new Date(this.options.clock.now() + delay),
      };
      this.options.logger.warn(
        { deliveryId: id, channel: record.channel, attempts: record.attempts, retryable, err: message },
        exhausted ? 'notification delivery failed' : 'notification delivery will be retried',
      );
    }
    await this.model.updateOne({ _id: id }, { $set: { ...update, leaseUntil: null } });
    return { ...record, ...update, leaseUntil: null } as DeliveryRecord;
  }

  async close(): Promise<void> {
    await this.transport.close();
  }
}
