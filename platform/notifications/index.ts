import { randomUUID } from 'node:crypto';
import { Schema, type Connection, type Model } from 'mongoose';

/** Delivery channels behind one interface. In-app notifications are stored for their owner to query. */
export type Channel = 'email' | 'sms' | 'push' | 'in-app';

export interface OutboundMessage {
  channel: Channel;
  /** Email address, phone number, device token or user id, by channel. */
  to: string;
  /** What kind of message this is (welcome, password-reset, order-confirmed, ...), for templates and filtering. */
  kind: string;
  subject?: string;
  text: string;
  /** Structured values the message was built from (never secrets beyond what the text itself carries). */
  data?: Record<string, unknown>;
}

export interface SentMessage extends OutboundMessage {
  id: string;
  sentAt: Date;
}

/** Sends a message through a provider. Implementations must be safe to call concurrently. */
export interface MessageSender {
  send(message: OutboundMessage): Promise<SentMessage>;
}

interface StoredMessage extends SentMessage {
  _id: string;
}

const messageSchema = new Schema<StoredMessage>(
  {
    _id: { type: String, default: () => randomUUID() },
    id: { type: String, required: true },
    channel: { type: String, required: true },
    to: { type: String, required: true },
    kind: { type: String, required: true },
    subject: { type: String },
    text: { type: String, required: true },
    data: { type: Schema.Types.Mixed },
    sentAt: { type: Date, required: true },
  },
  { collection: 'dev_messages', versionKey: false },
);
messageSchema.index({ to: 1, sentAt: -1 });

/**
 * The development and test provider: instead of a mail or SMS gateway, messages are kept in MongoDB
 * (one `dev_messages` collection per database it is given) where developers and tests read them, so a
 * password-reset link or an order confirmation can be followed without a real provider.
 */
export class DevMailbox implements MessageSender {
  private readonly model: Model<StoredMessage>;

  constructor(connection: Connection) {
    this.model = (connection.models.DevMessage as Model<StoredMessage> | undefined) ?? connection.model<StoredMessage>('DevMessage', messageSchema);
  }

  async send(message: OutboundMessage): Promise<SentMessage> {
    const id = randomUUID();
    const sent: SentMessage = { ...message, id, sentAt: new Date() };
    await this.model.create({ _id: id, ...sent });
    return sent;
  }

  /** Newest first. */
  async list(filter: { to?: string; kind?: string; channel?: Channel } = {}, limit = 50): Promise<SentMessage[]> {
    const query: Record<string, unknown> = {};
    if (filter.to) query.to = filter.to;
    if (filter.kind) query.kind = filter.kind;
    if (filter.channel) query.channel = filter.channel;
    const rows = await this.model.find(query).sort({ sentAt: -1 }).limit(limit).lean<StoredMessage[]>();
    return rows.map(({ _id: _ignored, ...message }) => message);
  }
}
