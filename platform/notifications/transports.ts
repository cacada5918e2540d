import { createTransport, type Transporter } from 'nodemailer';
import { Agent, request } from 'undici';

/** A message ready to leave: rendered, addressed (a push message to one person's registered devices). */
/**
 * Every message the platform sends is one or the other. `transactional`: about something the person did
 * or asked for (a welcome, a receipt, a password reset, a support reply); always sent. `marketing`: offers,
 * newsletters, price-drop and back-in-stock alerts; sent on a channel only with the person's consent to
 * marketing on that channel (the Notifier's consent gate).
 */
export type MessageCategory = 'transactional' | 'marketing';

export interface OutgoingMessage {
  /** The delivery id: providers that take an idempotency key get it. */
  id: string;
  channel: 'email' | 'sms' | 'push';
  to: string;
  kind: string;
  category: MessageCategory;
  /** The person the message is for, when known (erasure and export find their messages by it). */
  userId?: string | null;
  subject: string;
  text: string;
  html: string;
  data: Record<string, unknown> | null;
}

/** What a provider answered: its own id of the message, when it gives one. */
export interface Accepted {
  providerId: string | null;
}

/**
 * A provider failed. `retryable`: worth trying again later (a connection problem, a 5xx, a 429, an SMTP
 * 4xx); otherwise the message is refused for good (a 4xx, a rejected address).
 */
export class DeliveryError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'DeliveryError';
  }
}

/** One way out for messages of some channels. Implementations are safe to call concurrently. */
export interface Transport {
  /** Named in delivery records and logs (capture, smtp, sms-http, push-http). */
  readonly name: string;
  deliver(message: OutgoingMessage): Promise<Accepted>;
  close(): Promise<void>;
}

export interface SmtpOptions {
  /** smtp://user:pass@host:port or smtps://... (nodemailer's connection URL). */
  url: string;
  /** The From header, e.g. `Commerce <no-reply@example.com>`. */
  from: string;
  /** Milliseconds to connect and to wait for each answer of the server. */
  timeoutMs: number;
}

/** Email over SMTP with nodemailer (pooled connections), HTML and text parts. */
export class SmtpTransport implements Transport {
  readonly name = 'smtp';
  private readonly mailer: Transporter;

  constructor(private readonly options: SmtpOptions) {
    const url = new URL(options.url);
    this.mailer = createTransport({
      host: url.hostname,
      port: Number(url.port || (url.protocol === 'smtps:' ? 465 : 587)),
      secure: url.protocol === 'smtps:',
      auth: url.username
        ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
        : undefined,
      pool: true,
      maxConnections: 4,
      connectionTimeout: options.timeoutMs,
      greetingTimeout: options.timeoutMs,
      socketTimeout: options.timeoutMs,
      // Plain SMTP on a private network or a local relay is allowed; STARTTLS is used whenever offered.
      ignoreTLS: false,
    });
  }

  async deliver(message: OutgoingMessage): Promise<Accepted> {
    try {
      const info = await this.mailer.sendMail({
        from: this.options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        messageId: `<${message.id}@${new URL(this.options.url).hostname}>`,
        headers: { 'x-message-kind': message.kind, 'x-delivery-id': message.id },
      });
      const rejected = info.rejected ?? [];
      if (rejected.length) throw new DeliveryError(`SMTP rejected ${rejected.map(String).join(', ')}`, false);
      return { providerId: info.messageId };
    } catch (error) {
      if (error instanceof DeliveryError) throw error;
      const { responseCode, message: text } = error as { responseCode?: number; message: string };
      // SMTP 5xx is a permanent refusal; 4xx and connection problems may pass later.
      throw new DeliveryError(`SMTP: ${text}`, !(responseCode && responseCode >= 500));
    }
  }

  async close(): Promise<void> {
    this.mailer.close();
  }
}

/** An HTTP provider call's outcome as a DeliveryError (or nothing on 2xx). */
async function posted(
  agent: Agent,
  what: string,
  url: string,
  headers: Record<string, string>,
  body: string,
  timeoutMs: number,
): Promise<string> {
  let answer;
  try {
    answer = await request(url, {
      method: 'POST',
      headers,
      body,
      dispatcher: agent,
      headersTimeout: timeoutMs,
      bodyTimeout: timeoutMs,
    });
  } catch (error) {
    throw new DeliveryError(`${what}: ${(error as Error).message}`, true);
  }
  const text = (await answer.body.text()).slice(0, 500);
  if (answer.statusCode >= 200 && answer.statusCode < 300) return text;
  const retryable = answer.statusCode >= 500 || answer.statusCode === 429 || answer.statusCode === 408;
  throw new DeliveryError(`${what}: HTTP ${answer.statusCode} ${text}`.trim(), retryable);
}

function providerIdOf(body: string): string | null {
  try {
    const parsed = JSON.parse(body) as { sid?: unknown; id?: unknown };
    const id = parsed.sid ?? parsed.id;
    return typeof id === 'string' ? id : null;
  } catch {
    return null;
  }
}

export interface SmsOptions {
  /** The provider's messages endpoint, e.g. https://api.twilio.com/2010-04-01/Accounts/<sid>/Messages.json. */
  url: string;
  /** HTTP Basic credentials (Twilio: account SID and auth token). */
  username: string;
  password: string;
  /** The sender number or name. */
  from: string;
  timeoutMs: number;
}

/**
 * SMS through a Twilio-style HTTP API: a form-encoded POST of To, From and Body with Basic
 * authentication; the answer's `sid` (or `id`) is the provider's message id.
 */
export class HttpSmsTransport implements Transport {
  readonly name = 'sms-http';
  private readonly agent = new Agent({ keepAliveTimeout: 10_000 });

  constructor(private readonly options: SmsOptions) {}

  async deliver(message: OutgoingMessage): Promise<Accepted> {
    const body = new URLSearchParams({
      To: message.to,
      From: this.options.from,
      Body: message.text,
    }).toString();
    const auth = Buffer.from(`${this.options.username}:${this.options.password}`).toString('base64');
    const answer = await posted(
      this.agent,
      'SMS provider',
      this.options.url,
      {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${auth}`,
        'idempotency-key': message.id,
      },
      body,
      this.options.timeoutMs,
    );
    return { providerId: providerIdOf(answer) };
  }

  async close(): Promise<void> {
    await this.agent.close();
  }
}

export interface PushOptions {
  /** The push gateway's send endpoint. */
  url: string;
  /** Bearer token of the push gateway. */
  token: string;
  timeoutMs: number;
}

/** Where a person's push messages go: the device tokens they registered. */
type DevicesOf = (to: string) => Promise<Array<{ token: string; platform: string }>>;

/**
 * Push through an HTTP push gateway (the shape of FCM's legacy HTTP API and of self-hosted gateways such
 * as Gotify or ntfy behind a small adapter): one JSON POST per message with the person's device tokens,
 * a title, a body and the data. A person without a registered device receives nothing (not a failure).
 */
export class HttpPushTransport implements Transport {
  readonly name = 'push-http';
  private readonly agent = new Agent({ keepAliveTimeout: 10_000 });

  constructor(
    private readonly options: PushOptions,
    private readonly devicesOf: DevicesOf,
  ) {}

  async deliver(message: OutgoingMessage): Promise<Accepted> {
    const devices = await this.devicesOf(message.to);
    if (!devices.length) return { providerId: null };
    const answer = await posted(
      this.agent,
      'Push gateway',
      this.options.url,
      {
        'content-type': 'application/json',
        authorization: `Bearer ${this.options.token}`,
        'idempotency-key': message.id,
      },
      JSON.stringify({
        id: message.id,
        devices,
        title: message.subject,
        body: message.text,
        data: { kind: message.kind, ...(message.data ?? {}) },
      }),
      this.options.timeoutMs,
    );
    return { providerId: providerIdOf(answer) };
  }

  async close(): Promise<void> {
    await this.agent.close();
  }
}

/**
 * Provider mode: each channel through its own provider. A channel without one records a permanent
 * failure naming the missing setting, rather than pretending the message left.
 */
export class ChannelTransport implements Transport {
  readonly name: string;

  constructor(private readonly byChannel: Partial<Record<OutgoingMessage['channel'], Transport>>) {
    this.name = Object.values(byChannel)
      .map((transport) => transport.name)
      .join('+');
  }

  deliver(message: OutgoingMessage): Promise<Accepted> {
    const transport = this.byChannel[message.channel];
    if (!transport) {
      const setting =
        message.channel === 'sms' ? 'SMS_URL' : message.channel === 'push' ? 'PUSH_URL' : 'SMTP_URL';
      return Promise.reject(
        new DeliveryError(`no ${message.channel} provider is configured (${setting})`, false),
      );
    }
    return transport.deliver(message);
  }

  async close(): Promise<void> {
    await Promise.all(Object.values(this.byChannel).map((transport) => transport.close()));
  }
}
