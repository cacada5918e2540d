import { Webhook } from 'standardwebhooks';
import { beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../../platform/logging';
import { startWebhookConsumer } from '../../../subgraphs/users/webhooks/consumer';
import type { WebhookDeliveryRecord } from '../../../subgraphs/users/webhooks/model';
import {
  DISABLE_AFTER_FAILURES,
  DISABLE_AFTER_MS,
  RETRY_BASE_MS,
  RETRY_FLOOR_MS,
  RETRY_WINDOW_MS,
} from '../../../subgraphs/users/webhooks/schedule';
import { DELIVERY_RETENTION_MS } from '../../../subgraphs/users/webhooks/webhook-service';
import { startReceiver, type Receiver } from '../../../testing/receiver';
import { dispose } from '../../../testing/harness';
import { event, handingBus, person, platform, signUp, START, usersRing, type UsersRing } from './fixtures';

/**
 * Webhooks on their own database and a ManualClock, with a real receiver on 127.0.0.1: endpoint rules,
 * the retry schedule and disabling run by moving the clock and draining the dispatcher, replay, and the
 * bus consumer driven by a stub bus.
 */
let ring: UsersRing;
let receiver: Receiver;
let developer: Awaited<ReturnType<typeof signUp>>;
let stranger: Awaited<ReturnType<typeof signUp>>;
const admin = person('admin-hooks', ['admin']);
const support = person('support-hooks', ['support']);

let paths = 0;
const newPath = (label: string) => `/hooks/${label}-${paths++}`;
const code = (name: string, more: Record<string, unknown> = {}) => ({
  extensions: expect.objectContaining({ code: name, ...more }),
});

beforeAll(async () => {
  ring = await usersRing('users_webhooks');
  receiver = await startReceiver();
  developer = await signUp(ring, 'hooks@example.com');
  stranger = await signUp(ring, 'hook-stranger@example.com');
});

async function endpoint(path: string, eventTypes = ['ProductCreated'], owner = developer) {
  return ring.services.webhooks.create(owner.caller, { url: `${receiver.url}${path}`, eventTypes });
}

const stored = async (id: string) =>
  (await ring.models.WebhookDelivery.findById(id).lean<WebhookDeliveryRecord>())!;
const endpointRecord = async (id: string) => (await ring.models.WebhookEndpoint.findById(id).lean())!;

/** Moves the clock to the delivery's next attempt and sends what is due then. */
async function nextAttempt(deliveryId: string): Promise<WebhookDeliveryRecord> {
  const { nextAttemptAt } = await stored(deliveryId);
  ring.clock.set(nextAttemptAt!.getTime());
  await ring.dispatcher.drain();
  return stored(deliveryId);
}

describe('registering endpoints', () => {
  it('keeps the whsec_ secret encrypted and shows a hint of it', async () => {
    const { endpoint: created, secret } = await ring.services.webhooks.create(developer.caller, {
      url: ` ${receiver.url}/hooks/register `,
      eventTypes: ['ProductCreated', 'ProductCreated', 'OrderCreatedEvent'],
      description: '  catalog  ',
    });
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(created).toMatchObject({
      userId: developer.id,
      url: `${receiver.url}/hooks/register`,
      eventTypes: ['ProductCreated', 'OrderCreatedEvent'],
      description: 'catalog',
      status: 'active',
      createdAt: new Date(START),
    });
    const record = await endpointRecord(created._id);
    expect(JSON.stringify(record)).not.toContain(secret.slice('whsec_'.length));
    expect(ring.services.webhooks.secretState(developer.caller, record)).toEqual({
      hint: `${secret.slice(0, 10)}…`,
      previousExpiresAt: null,
    });
    expect(ring.services.webhooks.signingSecrets(platform, record)).toEqual([secret]);
  });

  it.each([
    ['an ftp URL', 'ftp://example.com/hook'],
    ['credentials in the URL', 'http://user:pw@127.0.0.1/hook'],
    ['a private address', 'http://10.0.0.5/hook'],
    ['the metadata address', 'http://169.254.169.254/latest/meta-data'],
    ['a relative URL', '/hook'],
    ['a fragment', 'http://127.0.0.1/hook#part'],
    ['a URL over 2048 characters', `http://127.0.0.1/${'x'.repeat(2048)}`],
  ])('refuses %s as the url', async (_label, url) => {
    await expect(
      ring.services.webhooks.create(developer.caller, { url, eventTypes: ['ProductCreated'] }),
    ).rejects.toMatchObject(code('WEBHOOK_URL_NOT_ALLOWED', { field: 'url' }));
  });

  it.each([
    ['no event type', { eventTypes: [] }, 'eventTypes', 'REQUIRED'],
    ['an unknown event type', { eventTypes: ['OrderTeleportedEvent'] }, 'eventTypes', 'NOT_ALLOWED'],
    [
      'a description over 500 characters',
      { eventTypes: ['ProductCreated'], description: 'd'.repeat(501) },
      'description',
      'TOO_LONG',
    ],
  ])('refuses %s', async (_label, input, field, reason) => {
    await expect(
      ring.services.webhooks.create(developer.caller, { url: `${receiver.url}/x`, ...input }),
    ).rejects.toMatchObject(code('BAD_USER_INPUT', { field, reason }));
  });
});

describe('changing endpoints', () => {
  it('reaches owners’ own endpoints; support reads, admins change; strangers find nothing', async () => {
    const { webhooks } = ring.services;
    const { endpoint: created } = await endpoint(newPath('reach'));
    expect(await webhooks.get(stranger.caller, created._id)).toBeNull();
    expect(await webhooks.list(stranger.caller, { userId: developer.id })).toEqual([]);
    expect((await webhooks.get(support, created._id))?._id).toBe(created._id);
    for (const attempt of [
      () => webhooks.update(stranger.caller, created._id, { enabled: false }),
      () => webhooks.update(support, created._id, { description: 'support edit' }),
      () => webhooks.delete(stranger.caller, created._id),
      () => webhooks.rotateSecret(stranger.caller, created._id),
      () => webhooks.sendTest(stranger.caller, created._id),
      () => webhooks.deliveries(stranger.caller, created._id, { limit: 10, offset: 0 }),
    ])
      await expect(attempt()).rejects.toMatchObject(code('WEBHOOK_ENDPOINT_NOT_FOUND', { id: created._id }));
    expect(await webhooks.update(admin, created._id, { enabled: false })).toMatchObject({
      status: 'disabled',
      disabledReason: 'manual',
      disabledAt: new Date(ring.clock.now()),
    });
    await expect(webhooks.sendTest(developer.caller, created._id)).rejects.toMatchObject(
      code('WEBHOOK_ENDPOINT_DISABLED', { reason: 'manual' }),
    );
    expect(
      await webhooks.update(developer.caller, created._id, { enabled: true, description: null }),
    ).toMatchObject({
      status: 'active',
      disabledReason: null,
      description: null,
    });
    expect(await webhooks.delete(developer.caller, created._id)).toBe(true);
    expect(await webhooks.get(developer.caller, created._id)).toBeNull();
  });

  it('keeps a closed account’s endpoints off, even when asked to enable them', async () => {
    const { webhooks, users } = ring.services;
    const leaving = await signUp(ring, 'hook-leaving@example.com');
    const { endpoint: created } = await endpoint(newPath('closed'), ['ProductCreated'], leaving);
    await users.update(admin, leaving.id, { status: 'inactive' });
    expect((await endpointRecord(created._id)).disabledReason).toBe('account-closed');
    await expect(webhooks.update(leaving.caller, created._id, { enabled: true })).rejects.toMatchObject(
      code('WEBHOOK_ENDPOINT_NOT_FOUND'),
    );
    expect((await endpointRecord(created._id)).status).toBe('disabled');
  });

  it('signs with both secrets during a rotation’s overlap and with the new one alone once the clock passes it', async () => {
    const { webhooks } = ring.services;
    const { endpoint: created, secret: first } = await endpoint(newPath('rotate'));
    for (const overlapSeconds of [-1, 0.5, 7 * 24 * 3600 + 1])
      await expect(
        webhooks.rotateSecret(developer.caller, created._id, { overlapSeconds }),
      ).rejects.toMatchObject(code('BAD_USER_INPUT', { field: 'overlapSeconds', reason: 'OUT_OF_RANGE' }));
    const rotatedAt = ring.clock.now();
    const second = await webhooks.rotateSecret(developer.caller, created._id, { overlapSeconds: 600 });
    expect(webhooks.signingSecrets(platform, second.endpoint)).toEqual([second.secret, first]);
    expect(webhooks.secretState(developer.caller, second.endpoint)).toEqual({
      hint: `${second.secret.slice(0, 10)}…`,
      previousExpiresAt: new Date(rotatedAt + 600_000),
    });
    // A second rotation within the overlap keeps the first secret's end; the one it replaces gets a day.
    ring.clock.advance(60_000);
    const third = await webhooks.rotateSecret(developer.caller, created._id);
    expect(webhooks.signingSecrets(platform, third.endpoint)).toEqual([third.secret, second.secret, first]);
    expect(webhooks.secretState(developer.caller, third.endpoint).previousExpiresAt).toEqual(
      new Date(rotatedAt + 60_000 + 86_400_000),
    );
    ring.clock.set(rotatedAt + 600_000);
    expect(webhooks.signingSecrets(platform, third.endpoint)).toEqual([third.secret, second.secret]);
    const fourth = await webhooks.rotateSecret(developer.caller, created._id, { overlapSeconds: 0 });
    expect(fourth.endpoint.secrets).toHaveLength(1);
    expect(webhooks.signingSecrets(platform, fourth.endpoint)).toEqual([fourth.secret]);
    expect(webhooks.secretState(developer.caller, fourth.endpoint).previousExpiresAt).toBeNull();
  });
});

describe('delivering', () => {
  it('sends a test event signed per Standard Webhooks and records the attempt at the clock’s time', async () => {
    const path = newPath('test-event');
    const { endpoint: created, secret } = await endpoint(path, ['OrderConfirmedEvent']);
    const queued = await ring.services.webhooks.sendTest(developer.caller, created._id);
    expect(queued).toMatchObject({
      status: 'pending',
      test: true,
      eventType: 'webhook.test',
      nextAttemptAt: new Date(ring.clock.now()),
    });
    expect(await ring.dispatcher.drain()).toBe(1);
    const [request] = receiver.requests.filter((received) => received.path === path);
    expect(
      new Webhook(secret).verify(request!.body, request!.headers as Record<string, string>),
    ).toMatchObject({
      id: queued.eventId,
      type: 'webhook.test',
      data: { endpointId: created._id },
    });
    expect(await stored(queued._id)).toMatchObject({
      status: 'succeeded',
      nextAttemptAt: null,
      attemptCount: 1,
      attempts: [
        expect.objectContaining({
          number: 1,
          outcome: 'succeeded',
          responseStatus: 200,
          attemptedAt: new Date(ring.clock.now()),
        }),
      ],
      leaseToken: null,
    });
    expect(await ring.dispatcher.drain()).toBe(0);
  });

  it('retries a failure after a full-jitter delay on the clock, and nothing is sent before it is due', async () => {
    const path = newPath('retry');
    const { endpoint: created } = await endpoint(path);
    receiver.plan(path, [{ status: 503 }, { status: 429 }]);
    const queued = await ring.services.webhooks.sendTest(developer.caller, created._id);
    await ring.dispatcher.drain();
    const failedAt = ring.clock.now();
    const afterFirst = await stored(queued._id);
    expect(afterFirst).toMatchObject({ status: 'pending', runAttempts: 1, attemptCount: 1 });
    const wait = afterFirst.nextAttemptAt!.getTime() - failedAt;
    expect(wait).toBeGreaterThanOrEqual(RETRY_FLOOR_MS);
    expect(wait).toBeLessThanOrEqual(RETRY_BASE_MS);
    expect(await endpointRecord(created._id)).toMatchObject({
      failureStreak: 1,
      failingSince: new Date(failedAt),
    });

    ring.clock.set(afterFirst.nextAttemptAt!.getTime() - 1);
    expect(await ring.dispatcher.drain()).toBe(0);
    const second = await nextAttempt(queued._id);
    expect(second).toMatchObject({ status: 'pending', runAttempts: 2 });
    expect(second.nextAttemptAt!.getTime() - ring.clock.now()).toBeLessThanOrEqual(2 * RETRY_BASE_MS);
    const third = await nextAttempt(queued._id);
    expect(third.status).toBe('succeeded');
    expect(
      third.attempts.map((attempt) => [attempt.number, attempt.outcome, attempt.responseStatus]),
    ).toEqual([
      [1, 'http-error', 503],
      [2, 'http-error', 429],
      [3, 'succeeded', 200],
    ]);
    expect(await endpointRecord(created._id)).toMatchObject({ failureStreak: 0, failingSince: null });
  });

  it('never retries a 4xx other than 408, 409 and 429', async () => {
    const path = newPath('gone');
    const { endpoint: created } = await endpoint(path);
    receiver.plan(path, [{ status: 410, body: 'gone for good' }]);
    const queued = await ring.services.webhooks.sendTest(developer.caller, created._id);
    await ring.dispatcher.drain();
    expect(await stored(queued._id)).toMatchObject({
      status: 'failed',
      nextAttemptAt: null,
      failureReason: expect.stringContaining('410'),
      attempts: [expect.objectContaining({ outcome: 'rejected', responseBody: 'gone for good' })],
    });
  });

  it('tries for 72 hours, then gives up; 5 days of failures (10 or more) disable the endpoint and tell its owner once', async () => {
    const path = newPath('down');
    const owner = await signUp(ring, 'hook-down@example.com');
    const { endpoint: created } = await endpoint(path, ['ProductCreated'], owner);
    receiver.plan(
      path,
      Array.from({ length: 200 }, () => ({ status: 500 })),
    );
    const queued = await ring.services.webhooks.sendTest(owner.caller, created._id);
    const runStart = ring.clock.now();
    await ring.dispatcher.drain();
    let record = await stored(queued._id);
    while (record.status === 'pending') record = await nextAttempt(queued._id);
    expect(record.status).toBe('failed');
    expect(record.failureReason).toMatch(/^Gave up after \d+ attempts/);
    const times = record.attempts.map((attempt) => attempt.attemptedAt.getTime());
    expect(times[0]).toBe(runStart);
    expect(times.at(-1)! - runStart).toBeGreaterThanOrEqual(RETRY_WINDOW_MS);
    expect(times.at(-2)! - runStart).toBeLessThan(RETRY_WINDOW_MS);
    expect(record.attemptCount).toBeGreaterThanOrEqual(DISABLE_AFTER_FAILURES);
    expect(await endpointRecord(created._id)).toMatchObject({
      status: 'active',
      failureStreak: record.attemptCount,
      failingSince: new Date(runStart),
    });

    // A failure just short of 5 days leaves it on; the next failure after 5 days disables it.
    ring.clock.set(runStart + DISABLE_AFTER_MS - 1);
    const late = await ring.services.webhooks.sendTest(owner.caller, created._id);
    await ring.dispatcher.drain();
    expect((await endpointRecord(created._id)).status).toBe('active');
    const disabling = await nextAttempt(late._id);
    const disabledAt = new Date(ring.clock.now());
    expect(disabling.attemptCount).toBe(2);
    expect(await endpointRecord(created._id)).toMatchObject({
      status: 'disabled',
      disabledReason: 'failing',
      disabledAt,
    });
    const [note] = await ring.services.notifications.list(owner.caller, { limit: 10, offset: 0 });
    expect(note).toMatchObject({
      kind: 'webhook-endpoint-disabled',
      body: expect.stringContaining(`${receiver.url}${path}`),
    });
    expect(await ring.services.notifications.devMessages(platform, owner.email)).toEqual([
      expect.objectContaining({ kind: 'webhook-endpoint-disabled', channel: 'email' }),
    ]);
    // The retry still pending is not sent to a disabled endpoint.
    const stopped = await nextAttempt(late._id);
    expect(stopped).toMatchObject({
      status: 'failed',
      failureReason: 'The endpoint is disabled.',
      attemptCount: 2,
    });
    await expect(ring.services.webhooks.sendTest(owner.caller, created._id)).rejects.toMatchObject(
      code('WEBHOOK_ENDPOINT_DISABLED', { reason: 'failing' }),
    );
    expect(await ring.services.webhooks.update(owner.caller, created._id, { enabled: true })).toMatchObject({
      status: 'active',
      failureStreak: 0,
      failingSince: null,
    });
  });
});

describe('replaying', () => {
  it('sends a delivery again with the same event id and body, continuing its attempt history', async () => {
    const { webhooks } = ring.services;
    const path = newPath('replay');
    const { endpoint: created } = await endpoint(path);
    receiver.plan(path, [{ status: 400, body: 'bad payload' }]);
    const queued = await webhooks.sendTest(developer.caller, created._id);
    await ring.dispatcher.drain();
    expect((await stored(queued._id)).status).toBe('failed');
    await expect(webhooks.replay(stranger.caller, queued._id)).rejects.toMatchObject(
      code('WEBHOOK_DELIVERY_NOT_FOUND', { id: queued._id }),
    );
    ring.clock.advance(3_600_000);
    const replayed = await webhooks.replay(developer.caller, queued._id);
    expect(replayed).toMatchObject({
      status: 'pending',
      runAttempts: 0,
      runStartedAt: new Date(ring.clock.now()),
      nextAttemptAt: new Date(ring.clock.now()),
      failureReason: null,
      expiresAt: new Date(ring.clock.now() + DELIVERY_RETENTION_MS),
    });
    await ring.dispatcher.drain();
    const [original, again] = receiver.requests.filter((request) => request.path === path);
    expect(again!.headers['webhook-id']).toBe(original!.headers['webhook-id']);
    expect(again!.body).toBe(original!.body);
    expect((await stored(queued._id)).attempts.map((attempt) => [attempt.number, attempt.outcome])).toEqual([
      [1, 'rejected'],
      [2, 'succeeded'],
    ]);
  });

  it('refuses while an attempt is in flight, and for a disabled endpoint', async () => {
    const { webhooks } = ring.services;
    const { endpoint: created } = await endpoint(newPath('busy'));
    const queued = await webhooks.sendTest(developer.caller, created._id);
    await ring.models.WebhookDelivery.updateOne(
      { _id: queued._id },
      { $set: { leaseToken: 'someone', leaseUntil: new Date(ring.clock.now() + 60_000) } },
    );
    await expect(webhooks.replay(developer.caller, queued._id)).rejects.toMatchObject(
      code('CONCURRENT_MODIFICATION'),
    );
    await webhooks.update(developer.caller, created._id, { enabled: false });
    await expect(webhooks.replay(developer.caller, queued._id)).rejects.toMatchObject(
      code('WEBHOOK_ENDPOINT_DISABLED'),
    );
  });

  it('keeps deliveries 30 days, then hides and sweeps them', async () => {
    const { webhooks } = ring.services;
    const { endpoint: created } = await endpoint(newPath('retention'));
    const queued = await webhooks.sendTest(developer.caller, created._id);
    await ring.dispatcher.drain();
    ring.clock.advance(DELIVERY_RETENTION_MS - 1);
    expect((await webhooks.delivery(developer.caller, queued._id))?._id).toBe(queued._id);
    ring.clock.advance(1);
    expect(await webhooks.delivery(developer.caller, queued._id)).toBeNull();
    expect(await webhooks.deliveries(developer.caller, created._id, { limit: 10, offset: 0 })).toEqual([]);
    expect(await webhooks.sweep(platform)).toBeGreaterThanOrEqual(1);
    expect(await ring.models.WebhookDelivery.findById(queued._id).lean()).toBeNull();
  });
});

describe('the bus consumer', () => {
  it('queues one delivery per active subscribed endpoint whose owner may see the event and that existed when it happened', async () => {
    const { bus, deliver } = handingBus();
    const subscription = startWebhookConsumer(
      bus,
      ring.services.webhooks,
      (caller, userId) => ring.services.users.activeRoles(caller, userId),
      createLogger({ level: 'silent', service: 'test' }),
    );
    dispose(() => subscription.stop());
    const customer = await signUp(ring, 'consumer-customer@example.com');
    const other = await signUp(ring, 'consumer-other@example.com');
    const staff = await signUp(ring, 'consumer-staff@example.com', ['support']);
    const own = await endpoint(newPath('own'), ['OrderCreatedEvent', 'ProductCreated'], customer);
    const foreign = await endpoint(newPath('foreign'), ['OrderCreatedEvent', 'ProductCreated'], other);
    const staffs = await endpoint(newPath('staff'), ['OrderCreatedEvent'], staff);
    const occurredAt = new Date(ring.clock.now());
    ring.clock.advance(1_000);
    const younger = await endpoint(newPath('younger'), ['OrderCreatedEvent'], customer);

    const order = event(
      'OrderCreatedEvent',
      'order',
      'order-1',
      { orderId: 'order-1', userId: customer.id },
      occurredAt,
    );
    await deliver(order);
    await deliver(order);
    const queuedFor = async (id: string) =>
      ring.models.WebhookDelivery.find({ eventId: order.id, endpointId: id }).lean();
    expect(await queuedFor(own.endpoint._id)).toHaveLength(1);
    expect(await queuedFor(staffs.endpoint._id)).toHaveLength(1);
    expect(await queuedFor(foreign.endpoint._id)).toEqual([]);
    expect(await queuedFor(younger.endpoint._id)).toEqual([]);
    expect(JSON.parse((await queuedFor(own.endpoint._id))[0]!.payload)).toEqual({
      id: order.id,
      type: 'OrderCreatedEvent',
      timestamp: occurredAt.toISOString(),
      aggregate: { type: 'order', id: 'order-1' },
      data: { orderId: 'order-1', userId: customer.id },
    });

    // Catalog events go to everyone subscribed, as long as the owner's account is active.
    const product = event('ProductCreated', 'product', 'p-1', { name: 'Lamp' }, new Date(ring.clock.now()));
    await deliver(product);
    const productFor = (id: string) =>
      ring.models.WebhookDelivery.countDocuments({ eventId: product.id, endpointId: id });
    expect(await productFor(own.endpoint._id)).toBe(1);
    expect(await productFor(foreign.endpoint._id)).toBe(1);
    // An owner whose account went inactive (its endpoint not yet switched off) receives nothing.
    await ring.models.User.updateOne({ _id: other.id }, { $set: { status: 'inactive' } });
    const later = event('ProductCreated', 'product', 'p-2', { name: 'Desk' }, new Date(ring.clock.now()));
    await deliver(later);
    const laterFor = (id: string) =>
      ring.models.WebhookDelivery.countDocuments({ eventId: later.id, endpointId: id });
    expect(await laterFor(own.endpoint._id)).toBe(1);
    expect(await laterFor(foreign.endpoint._id)).toBe(0);
  });
});
