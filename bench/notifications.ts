/**
 * `npx tsx bench/notifications.ts [messages] [users]`: notification throughput over real SMTP, against the
 * development mailbox in the same run. Starts a real SMTP server (Python's aiosmtpd, testing/smtp.ts),
 * then, for each transport in turn (NOTIFY_TRANSPORT=provider with SMTP_URL, then capture), boots the
 * whole stack on the embedded MongoDB, creates `users` (default 10) customers, appends `messages`
 * (default 200) OrderConfirmedEvent events to the bus and measures, per message, the time from the
 * event's write to its acceptance (the SMTP server's 250, or the captured copy's write), and the messages
 * per second over the run. Each event also writes an in-app notification and a delivery record, in both
 * runs alike. Prints both, the ratios SMTP / capture, and the MongoDB backend.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { loadConfig, type Env } from '../platform/config';
import type { EventEnvelope } from '../platform/events';
import { startStack, type Stack } from '../stack';
import { adminCaller, createUser } from '../testing/fixtures';
import { startSmtpServer, type SmtpServer } from '../testing/smtp';
import { percentile, times } from './lib/stats';

const messages = Number(process.argv[2] ?? 200);
const userCount = Number(process.argv[3] ?? 10);

interface Run {
  label: string;
  perSecond: number;
  sorted: Float64Array;
  backend: string;
}

function config(env: Env) {
  const admin = { email: 'bench-admin@example.com', password: randomBytes(12).toString('hex') };
  return {
    admin,
    config: loadConfig({
      PORT: '0',
      GRPC_PORT: '0',
      LOG_LEVEL: 'warn',
      RATE_LIMITS: 'false',
      FIELD_RATE_LIMITS: 'false',
      BOOTSTRAP_ADMIN_EMAIL: admin.email,
      BOOTSTRAP_ADMIN_PASSWORD: admin.password,
      MONGO_DB_PREFIX: `bench_notify_${randomBytes(4).toString('hex')}`,
      ...env,
    }),
  };
}

/** Appends the events one after another; answers each event's write time by its id. */
async function appendEvents(stack: Stack, userIds: string[]): Promise<Map<string, number>> {
  const written = new Map<string, number>();
  for (let i = 0; i < messages; i++) {
    const userId = userIds[i % userIds.length]!;
    const orderId = randomUUID();
    const at = Date.now();
    const event: EventEnvelope = {
      id: randomUUID(),
      type: 'OrderConfirmedEvent',
      occurredAt: new Date(at),
      aggregateType: 'order',
      aggregateId: orderId,
      sequence: 2,
      data: { orderId, userId, total: '12.50', currency: 'USD', state: 'confirmed', status: 'CONFIRMED' },
    };
    written.set(event.id, at);
    await stack.events.append(event);
  }
  return written;
}

async function measure(
  label: string,
  env: Env,
  accepted: (stack: Stack, written: Map<string, number>) => Promise<number[]>,
): Promise<Run> {
  const { admin, config: settings } = config(env);
  const stack = await startStack({ config: settings, progress: (line) => console.log(line) });
  try {
    const caller = await adminCaller(stack, admin);
    const userIds: string[] = [];
    for (let i = 0; i < userCount; i++) userIds.push((await createUser(caller)).id);
    const started = Date.now();
    const written = await appendEvents(stack, userIds);
    const latencies = await accepted(stack, written);
    const seconds = (Date.now() - started) / 1000;
    return {
      label,
      perSecond: messages / seconds,
      sorted: Float64Array.from(latencies).sort(),
      backend: stack.mongo.describe,
    };
  } finally {
    await stack.stop();
  }
}

/** Waits until `count()` reaches the number of messages (polling: the wait is not part of any figure). */
async function until(count: () => Promise<number> | number, what: string): Promise<void> {
  const deadline = Date.now() + 300_000;
  while ((await count()) < messages) {
    if (Date.now() > deadline) throw new Error(`${await count()} of ${messages} ${what} after 300 s`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const smtp: SmtpServer = await startSmtpServer();
try {
  const overSmtp = await measure(
    'SMTP (aiosmtpd)',
    { NOTIFY_TRANSPORT: 'provider', SMTP_URL: smtp.url },
    async (_stack, written) => {
      const ours = () => smtp.messages.filter((mail) => mail.kind === 'order-confirmed');
      await until(() => ours().length, 'messages accepted by the SMTP server');
      // The delivery id is `<event id>:email`.
      return ours().map((mail) => mail.acceptedAt - written.get(mail.deliveryId.replace(/:email$/, ''))!);
    },
  );
  const captured = await measure(
    'capture (dev mailbox)',
    { NOTIFY_TRANSPORT: 'capture' },
    async (stack, written) => {
      const mailbox = stack.connections.users!.collection<{
        kind: string;
        channel: string;
        sentAt: Date;
        data: { eventId: string };
      }>('dev_messages');
      const query = { kind: 'order-confirmed', channel: 'email' };
      await until(() => mailbox.countDocuments(query), 'captured messages');
      const rows = await mailbox.find(query).toArray();
      return rows.map((row) => row.sentAt.getTime() - written.get(row.data.eventId)!);
    },
  );

  console.log(`MongoDB: ${overSmtp.backend}`);
  for (const run of [overSmtp, captured]) {
    console.log(
      `${run.label}: ${messages} emails to ${userCount} customers, ${run.perSecond.toFixed(1)} messages/s; ` +
        `event write -> accepted p50 ${percentile(run.sorted, 50).toFixed(0)} ms, p95 ${percentile(run.sorted, 95).toFixed(0)} ms`,
    );
  }
  console.log(
    `SMTP vs capture: throughput ${times(overSmtp.perSecond, captured.perSecond)}, ` +
      `p95 ${times(percentile(overSmtp.sorted, 95), percentile(captured.sorted, 95))}`,
  );
  console.log(`machine: load average (1 min) ${loadavg()[0]!.toFixed(2)} at the end`);
} finally {
  await smtp.stop();
}
