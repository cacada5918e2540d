import { beforeAll, describe, expect, it } from 'vitest';
import type { DeliveryRecord } from '../../../platform/notifications';
import { dispose } from '../../../testing/harness';
import { startReceiver, type Receiver } from '../../../testing/receiver';
import { startSmtpServer, type SmtpServer } from '../../../testing/smtp';
import { person, platform, signUp, usersRing, type UsersRing } from './fixtures';

/**
 * Messages that leave: email through a real SMTP server this file starts (aiosmtpd), SMS and push through
 * their HTTP adapters to real local servers on port 0, each with a delivery record, retries on the
 * service's clock and recorded failures.
 */
let smtp: SmtpServer;
let providers: Receiver;
let ring: UsersRing;

const RETRY_MS = 1_000;

beforeAll(async () => {
  smtp = await startSmtpServer();
  dispose(() => smtp.stop());
  providers = await startReceiver();
  ring = await usersRing('users_messages', {
    NOTIFY_TRANSPORT: 'provider',
    SMTP_URL: smtp.url,
    SMTP_FROM: 'Shop <shop@example.test>',
    SMS_URL: `${providers.url}/sms`,
    SMS_USERNAME: 'AC123',
    SMS_PASSWORD: 'secret-token',
    SMS_FROM: '+15550001',
    PUSH_URL: `${providers.url}/push`,
    PUSH_TOKEN: 'push-token',
    NOTIFY_MAX_ATTEMPTS: '3',
    NOTIFY_RETRY_BASE_MS: String(RETRY_MS),
    NOTIFY_TIMEOUT_MS: '2000',
  });
});

const delivery = (id: string) => ring.deliveries.model.findById(id).lean<DeliveryRecord>();

describe('email over SMTP', () => {
  it('sends templated HTML and text parts to the recipient, escaping what the customer typed', async () => {
    const sent = await ring.notifier.send({
      channel: 'email',
      category: 'transactional',
      to: 'eve@example.com',
      kind: 'welcome',
      text: 'Welcome',
      data: { name: '<script>alert(1)</script> & "Eve"', email: 'eve@example.com' },
      idempotencyKey: 'welcome-eve:email',
    });
    const [mail] = await smtp.waitFor('eve@example.com');
    expect(mail).toMatchObject({
      rcptTos: ['eve@example.com'],
      from: 'Shop <shop@example.test>',
      subject: 'Welcome!',
      kind: 'welcome',
      deliveryId: 'welcome-eve:email',
    });
    expect(mail!.text).toContain('Hello <script>alert(1)</script> & "Eve", welcome aboard.');
    expect(mail!.html).toContain(
      'Hello &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Eve&quot;, welcome aboard.',
    );
    expect(mail!.html).not.toContain('<script>');
    expect(await delivery(sent!.id)).toMatchObject({
      status: 'sent',
      attempts: 1,
      transport: 'smtp+sms-http+push-http',
      lastError: null,
    });

    // The same key again sends nothing.
    await ring.notifier.send({
      channel: 'email',
      category: 'transactional',
      to: 'eve@example.com',
      kind: 'welcome',
      text: 'Welcome',
      idempotencyKey: 'welcome-eve:email',
    });
    await ring.deliveries.retryDue();
    expect(smtp.messages.filter((message) => message.rcptTos.includes('eve@example.com'))).toHaveLength(1);
  });

  it('mails the password-reset token in both parts', async () => {
    await signUp(ring, 'reset@example.com');
    await ring.services.accounts.requestPasswordReset(platform, 'reset@example.com');
    const [mail] = await smtp.waitFor('reset@example.com');
    expect(mail!.subject).toBe('Reset your password');
    const token = /Reset token: (\S+)/.exec(mail!.text!)?.[1];
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail!.html).toContain(`<code style="font-size:16px">${token}</code>`);
    expect(mail!.text).toContain('https://api.example.test/auth/password/reset/confirm');
  });

  it('sends the deletion notice with its cancel token', async () => {
    const account = await signUp(ring, 'leaving@example.com');
    await ring.services.privacy.requestDeletion(account.caller, account.id);
    const [mail] = await smtp.waitFor('leaving@example.com');
    expect(mail!.subject).toBe('Your account will be deleted');
    expect(mail!.text).toMatch(/Cancel token: [A-Za-z0-9_-]{43}/);
    expect(mail!.html).toContain('https://api.example.test/auth/account/deletion/cancel');
  });
});

describe('SMS over HTTP', () => {
  it('posts To, From and Body with Basic auth, retries a 5xx after its backoff, and records the attempts', async () => {
    providers.plan('/sms', [
      { status: 503, body: 'busy' },
      { status: 201, body: '{"sid":"SM1"}' },
    ]);
    const sent = await ring.notifier.send({
      channel: 'sms',
      category: 'transactional',
      to: '+15557654321',
      kind: 'order-shipped',
      text: 'Order 42 shipped.',
      idempotencyKey: 'sms-retry',
    });
    expect(await delivery(sent!.id)).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: 'SMS provider: HTTP 503 busy',
    });
    // Not due before its backoff.
    expect(await ring.deliveries.retryDue()).toBe(0);
    ring.clock.advance(RETRY_MS);
    expect(await ring.deliveries.retryDue()).toBe(1);
    expect(await delivery(sent!.id)).toMatchObject({
      status: 'sent',
      attempts: 2,
      providerId: 'SM1',
      lastError: null,
    });
    const [first, second] = providers.requests.filter((request) => request.path === '/sms');
    expect(second!.body).toBe(first!.body);
    expect(Object.fromEntries(new URLSearchParams(second!.body))).toEqual({
      To: '+15557654321',
      From: '+15550001',
      Body: 'Order 42 shipped.',
    });
    expect(second!.headers.authorization).toBe(
      `Basic ${Buffer.from('AC123:secret-token').toString('base64')}`,
    );
    expect(second!.headers['idempotency-key']).toBe('sms-retry');
  });

  it('records a failure after the last attempt, and at once for a refusal', async () => {
    providers.plan('/sms', [
      { status: 500 },
      { status: 502 },
      { status: 500, body: 'down' },
      { status: 400, body: 'bad number' },
    ]);
    const failing = await ring.notifier.send({
      channel: 'sms',
      category: 'transactional',
      to: '+15550002',
      kind: 'order-shipped',
      text: 'x',
      idempotencyKey: 'sms-exhausted',
    });
    ring.clock.advance(RETRY_MS);
    await ring.deliveries.retryDue();
    ring.clock.advance(2 * RETRY_MS);
    await ring.deliveries.retryDue();
    expect(await delivery(failing!.id)).toMatchObject({
      status: 'failed',
      attempts: 3,
      nextAttemptAt: null,
      lastError: 'SMS provider: HTTP 500 down',
    });
    const refused = await ring.notifier.send({
      channel: 'sms',
      category: 'transactional',
      to: 'not-a-number',
      kind: 'order-shipped',
      text: 'x',
      idempotencyKey: 'sms-refused',
    });
    expect(await delivery(refused!.id)).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: 'SMS provider: HTTP 400 bad number',
    });
  });
});

describe('push', () => {
  it('registers, lists and removes devices per person, and pushes to every device of the person', async () => {
    const ann = await signUp(ring, 'push-ann@example.com');
    const bob = await signUp(ring, 'push-bob@example.com');
    const { notifications } = ring.services;
    const phone = await notifications.registerPushDevice(ann.caller, {
      token: 'fcm-token-phone-123456',
      platform: 'Android',
    });
    ring.clock.advance(1000);
    await notifications.registerPushDevice(ann.caller, {
      token: 'fcm-token-tablet-654321',
      platform: 'ios',
      label: 'iPad',
    });
    expect(
      (await notifications.pushDevices(ann.caller)).map((device) => [device.platform, device.label]),
    ).toEqual([
      ['android', null],
      ['ios', 'iPad'],
    ]);
    expect(await notifications.pushDevices(bob.caller)).toEqual([]);
    await expect(notifications.removePushDevice(bob.caller, phone._id)).rejects.toMatchObject({
      extensions: expect.objectContaining({ code: 'BAD_USER_INPUT', reason: 'NOT_FOUND' }),
    });
    await expect(
      notifications.registerPushDevice(ann.caller, { token: ' ', platform: 'web' }),
    ).rejects.toMatchObject({
      extensions: expect.objectContaining({ field: 'token', reason: 'REQUIRED' }),
    });

    providers.plan('/push', [{ status: 200, body: '{"id":"push-1"}' }]);
    const sent = await ring.notifier.send({
      channel: 'push',
      category: 'transactional',
      to: `user:${ann.id}`,
      kind: 'order-shipped',
      subject: 'Your order is on its way',
      text: 'Order 7 shipped.',
      data: { orderId: '7' },
      idempotencyKey: 'push-ann',
    });
    expect(await delivery(sent!.id)).toMatchObject({ status: 'sent', attempts: 1, providerId: 'push-1' });
    const [request] = await providers.waitFor('/push', 1);
    expect(request!.headers.authorization).toBe('Bearer push-token');
    expect(JSON.parse(request!.body)).toEqual({
      id: 'push-ann',
      devices: [
        { token: 'fcm-token-phone-123456', platform: 'android' },
        { token: 'fcm-token-tablet-654321', platform: 'ios' },
      ],
      title: 'Your order is on its way',
      body: 'Order 7 shipped.',
      data: { kind: 'order-shipped', orderId: '7' },
    });

    expect(await notifications.removePushDevice(ann.caller, phone._id)).toBe(true);
    expect(await notifications.pushDevices(person(ann.id))).toHaveLength(1);
  });

  it('caps devices at 20 per person', async () => {
    const cy = await signUp(ring, 'push-cy@example.com');
    for (let i = 0; i < 20; i++)
      await ring.services.notifications.registerPushDevice(cy.caller, {
        token: `cy-device-${i}`,
        platform: 'web',
      });
    await expect(
      ring.services.notifications.registerPushDevice(cy.caller, { token: 'cy-device-20', platform: 'web' }),
    ).rejects.toMatchObject({
      extensions: expect.objectContaining({ field: 'token', reason: 'OUT_OF_RANGE' }),
    });
    // Registering a known token again is an update, not a 21st device.
    await ring.services.notifications.registerPushDevice(cy.caller, {
      token: 'cy-device-3',
      platform: 'ios',
    });
    expect(await ring.models.User.db.collection('push_devices').countDocuments({ userId: cy.id })).toBe(20);
  });
});
