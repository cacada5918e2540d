import { randomUUID } from 'node:crypto';
import { Schema, type Connection, type Model } from 'mongoose';
import { isDuplicateKeyError } from '../errors';
import type { Config } from '../config';
import type { Deliveries } from './deliveries';
import type { MessageCategory } from './transports';
import type { DevicesOf } from './devices';
import {
  ChannelTransport,
  HttpPushTransport,
  HttpSmsTransport,
  SmtpTransport,
  type Accepted,
  type OutgoingMessage,
  type Transport,
} from './transports';

export { Deliveries, type DeliveryRecord, type DeliveryStatus } from './deliveries';
export { PushDevices, type PushDeviceRecord } from './devices';
export { escapeHtml, render, templatedKinds } from './templates';
export { DeliveryError, type OutgoingMessage, type Transport } from './transports';
export { ChannelTransport, HttpPushTransport, HttpSmsTransport, SmtpTransport };

/**
 * The transport NOTIFY_TRANSPORT names: the development mailbox, or each channel's provider (SMTP for
 * email, the HTTP SMS API, the HTTP push gateway) as configured.
 */
export function transportFor(
  options: Config['notifications'],
  capture: DevMailbox,
  devicesOf: DevicesOf,
): Transport {
  switch (options.transport) {
    case 'capture':
      return capture;
    case 'provider': {
      const { smtp, sms, push, timeoutMs } = options;
      return new ChannelTransport({
        ...(smtp ? { email: new SmtpTransport({ ...smtp, timeoutMs }) } : {}),
        ...(sms ? { sms: new HttpSmsTransport({ ...sms, timeoutMs }) } : {}),
        ...(push ? { push: new HttpPushTransport({ ...push, timeoutMs }, devicesOf) } : {}),
      });
    }
    default: {
      const exhaustive: never = options.transport;
      return exhaustive;
    }
  }
}

/** Delivery channels behind one interface. In-app notifications are stored for their owner to query. */
export type Channel = 'email' | 'sms' | 'push' | 'in-app';

export type { MessageCategory } from './transports';

export interface OutboundMessage {
  channel: Channel;
  /** Email address, phone number, device token or user id, by channel. */
  to: string;
  /** What kind of message this is (welcome, password-reset, order-confirmed, ...), for templates and filtering. */
  kind: string;
  category: MessageCategory;
  /** The person the message is for: marketing is refused without one (consent is theirs to give). */
  userId?: string;
  subject?: string;
  text: string;
  /** Structured values the message was built from (never secrets beyond what the text itself carries). */
  data?: Record<string, unknown>;
  /**
   * Makes sending idempotent: a second message with the same key is not sent again (event consumers
   * derive it from the event id and channel). Default: none, every call sends.
   */
  idempotencyKey?: string;
}

export interface SentMessage extends OutboundMessage {
  id: string;
  sentAt: Date;
}

/** Sends a message through a provider. Implementations must be safe to call concurrently. */
export interface MessageSender {
  send(message: OutboundMessage): Promise<SentMessage>;
}

/** Whether the person consented to messages of `category` on `channel` (transactional ones always pass). */
export type ConsentGate = (userId: string, category: MessageCategory, channel: Channel) => Promise<boolean>;

interface StoredMessage extends SentMessage {
  _id: string;
  html?: string | null;
}

const messageSchema = new Schema<StoredMessage>(
  {
    _id: { type: String, default: () => randomUUID() },
    id: { type: String, required: true },
    channel: { type: String, required: true },
    to: { type: String, required: true },
    kind: { type: String, required: true },
    category: { type: String, required: true },
    userId: { type: String },
    subject: { type: String },
    text: { type: String, required: true },
    html: { type: String, default: null },
    data: { type: Schema.Types.Mixed },
    sentAt: { type: Date, required: true },
  },
  { collection: 'dev_messages', versionKey: false },
);
messageSchema.index({ to: 1, sentAt: -1 });

/**
 * The capture transport of development and tests: instead of a mail or SMS gateway, messages are kept in
 * MongoDB (one `dev_messages` collection per database it is given) where staff and tests read them, so a
 * password-reset link or an order confirmation can be followed without a real provider. Production
 * refuses it unless NOTIFY_ALLOW_CAPTURE_IN_PRODUCTION says otherwise (platform/config).
 */
export class DevMailbox implements Transport {
  readonly name = 'capture';
  private readonly model: Model<StoredMessage>;

  constructor(connection: Connection) {
    this.model =
      (connection.models.DevMessage as Model<StoredMessage> | undefined) ??
      connection.model<StoredMessage>('DevMessage', messageSchema);
  }

  async deliver(message: OutgoingMessage): Promise<Accepted> {
    try {
      await this.model.create({
        ...message,
        data: message.data ?? undefined,
        userId: message.userId ?? undefined,
        _id: message.id,
        sentAt: new Date(),
      });
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
    }
    return { providerId: message.id };
  }

  async close(): Promise<void> {}

  /** Removes what was captured for these addresses (the personal-data erasure). */
  async eraseTo(addresses: readonly string[]): Promise<void> {
    await this.model.deleteMany({ to: { $in: addresses } });
  }

  /** Newest first. */
  async list(
    filter: { to?: string; kind?: string; channel?: Channel } = {},
    limit = 50,
  ): Promise<SentMessage[]> {
    const query: Record<string, unknown> = {};
    if (filter.to) query.to = filter.to;
    if (filter.kind) query.kind = filter.kind;
    if (filter.channel) query.channel = filter.channel;
    const rows = await this.model.find(query).sort({ sentAt: -1 }).limit(limit).lean<StoredMessage[]>();
    return rows.map(({ _id: _ignored, html: _html, ...message }) => message);
  }
}

/** An in-app notification: stored for its owner, who reads and marks it read through GraphQL. */
export interface InAppNotification {
  _id: string;
  userId: string;
  kind: string;
  title: string;
  body: string;
  data: Record<string, unknown> | null;
  createdAt: Date;
  readAt: Date | null;
}

const inAppSchema = new Schema<InAppNotification>(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true },
    kind: { type: String, required: true },
    title: { type: String, required: true },
    body: { type: String, required: true },
    data: { type: Schema.Types.Mixed, default: null },
    createdAt: { type: Date, required: true },
    readAt: { type: Date, default: null },
  },
  { collection: 'notifications', versionKey: false },
);
inAppSchema.index({ userId: 1, createdAt: -1 });

/** The in-app channel's store (the owner's inbox). */
export class InAppInbox implements MessageSender {
  private readonly model: Model<InAppNotification>;

  constructor(connection: Connection) {
    this.model =
      (connection.models.InAppNotification as Model<InAppNotification> | undefined) ??
      connection.model<InAppNotification>('InAppNotification', inAppSchema);
  }

  /** `to` is the user id; the subject is the title. */
  async send(message: OutboundMessage): Promise<SentMessage> {
    const id = message.idempotencyKey ?? randomUUID();
    const sentAt = new Date();
    try {
      await this.model.create({
        _id: id,
        userId: message.to,
        kind: message.kind,
        title: message.subject ?? message.kind,
        body: message.text,
        data: message.data ?? null,
        createdAt: sentAt,
      });
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
    }
    const { idempotencyKey: _key, ...rest } = message;
    return { ...rest, id, sentAt };
  }

  /** Everything in the owner's inbox (the personal-data export). */
  all(userId: string): Promise<InAppNotification[]> {
    return this.model.find({ userId }).sort({ createdAt: 1 }).lean<InAppNotification[]>();
  }

  async eraseAll(userId: string): Promise<void> {
    await this.model.deleteMany({ userId });
  }

  /** The owner's notifications, newest first. */
  list(
    userId: string,
    options: { unreadOnly: boolean; limit: number; offset: number },
  ): Promise<InAppNotification[]> {
    const query: Record<string, unknown> = { userId };
    if (options.unreadOnly) query.readAt = null;
    return this.model
      .find(query)
      .sort({ createdAt: -1, _id: 1 })
      .skip(options.offset)
      .limit(options.limit)
      .lean<InAppNotification[]>();
  }

  /** Marks one of the owner's notifications read; null when it is not theirs (or does not exist). */
  async markRead(userId: string, id: string): Promise<InAppNotification | null> {
    // The first read time stays: marking twice changes nothing.
    await this.model.updateOne({ _id: id, userId, readAt: null }, { $set: { readAt: new Date() } });
    return this.model.findOne({ _id: id, userId }).lean<InAppNotification>();
  }
}

/**
 * Every channel behind one interface: email, SMS and push go out through the configured transport with a
 * delivery record each (Deliveries: templates, retries, recorded failures; the capture transport in
 * development), in-app messages to the owner's inbox. Marketing passes the consent gate first: without a
 * person, a gate, or their consent on the channel it is not sent (null).
 */
export class Notifier {
  constructor(
    private readonly deliveries: Deliveries,
    private readonly inbox: InAppInbox,
    private readonly consent: ConsentGate | null = null,
  ) {}

  async send(message: OutboundMessage): Promise<SentMessage | null> {
    if (message.category === 'marketing') {
      const allowed =
        message.userId !== undefined &&
        this.consent !== null &&
        (await this.consent(message.userId, message.category, message.channel));
      if (!allowed) return null;
    }
    switch (message.channel) {
      case 'in-app':
        return this.inbox.send(message);
      case 'email':
      case 'sms':
      case 'push': {
        const { idempotencyKey, ...rest } = message;
        const delivery = await this.deliveries.send({
          ...rest,
          channel: message.channel,
          id: idempotencyKey ?? randomUUID(),
        });
        return {
          ...rest,
          subject: delivery.subject,
          text: delivery.text,
          id: delivery.id,
          sentAt: delivery.createdAt,
        };
      }
      default: {
        const exhaustive: never = message.channel;
        return exhaustive;
      }
    }
  }
}
