import { beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../../platform/logging';
import { startNotifications } from '../../../subgraphs/users/notifications/consumer';
import { dispose } from '../../../testing/harness';
import { event, handingBus, platform, signUp, usersRing, type UsersRing } from './fixtures';

/** The notifications consumer, driven by a stub bus, and what people read of what it sent. */
let ring: UsersRing;
let deliver: (event: Parameters<ReturnType<typeof handingBus>['deliver']>[0]) => Promise<void>;

beforeAll(async () => {
  ring = await usersRing('users_notifications');
  const stub = handingBus();
  deliver = stub.deliver;
  const subscription = startNotifications(
    stub.bus,
    ring.services.users,
    ring.notifier,
    createLogger({ level: 'silent', service: 'test' }),
  );
  dispose(() => subscription.stop());
});

describe('the notifications consumer', () => {
  it('welcomes a new account by email and in-app, once however often the event comes', async () => {
    const account = await signUp(ring, 'welcome@example.com');
    const registered = event('UserRegisteredEvent', 'user', account.id, {
      userId: account.id,
      via: 'self-service',
    });
    await deliver(registered);
    await deliver(registered);
    const mail = await ring.services.notifications.devMessages(platform, 'Welcome@Example.com ');
    expect(mail).toEqual([
      expect.objectContaining({
        channel: 'email',
        kind: 'welcome',
        text: expect.stringContaining('welcome@example.com'),
      }),
    ]);
    const inbox = await ring.services.notifications.list(account.caller, { limit: 10, offset: 0 });
    expect(inbox).toEqual([expect.objectContaining({ kind: 'welcome', title: 'Welcome!', readAt: null })]);
  });

  it('tells of a shipment by SMS and push too, when there is a phone number', async () => {
    const account = await signUp(ring, 'shipped@example.com');
    await ring.services.users.update(account.caller, account.id, { phone: '+1 555 0199' });
    await deliver(
      event('order.shipped', 'order', 'order-9', {
        orderId: 'order-9',
        userId: account.id,
        carrier: 'UPS',
        trackingNumber: '1Z999',
      }),
    );
    const channels = async (to: string) =>
      (await ring.services.notifications.devMessages(platform, to)).map((message) => [
        message.channel,
        message.kind,
      ]);
    expect(await channels('shipped@example.com')).toEqual([['email', 'order-shipped']]);
    expect(await channels('+1 555 0199')).toEqual([['sms', 'order-shipped']]);
    expect(await channels(`user:${account.id}`)).toEqual([['push', 'order-shipped']]);
    const [note] = await ring.services.notifications.list(account.caller, { limit: 10, offset: 0 });
    expect(note!.body).toContain('1Z999');
  });

  it('notifies nobody about a deleted account', async () => {
    const account = await signUp(ring, 'deleted-notify@example.com');
    await ring.services.privacy.requestDeletion(account.caller, account.id);
    await deliver(
      event('OrderConfirmedEvent', 'order', 'order-1', {
        orderId: 'order-1',
        userId: account.id,
        total: '9.99',
        currency: 'USD',
      }),
    );
    // The deletion request's own message (with its cancel token) is the only one the address gets.
    expect(
      (await ring.services.notifications.devMessages(platform, 'deleted-notify@example.com')).map(
        (message) => message.kind,
      ),
    ).toEqual(['deletion-scheduled']);
    expect(await ring.services.notifications.list(account.caller, { limit: 10, offset: 0 })).toEqual([]);
  });
});

describe('the inbox', () => {
  it('lists the owner’s notifications (unread only when asked) and marks one read once; others’ look missing', async () => {
    const { notifications } = ring.services;
    const owner = await signUp(ring, 'inbox@example.com');
    const other = await signUp(ring, 'inbox-other@example.com');
    await deliver(
      event('OrderConfirmedEvent', 'order', 'order-2', {
        orderId: 'order-2',
        userId: owner.id,
        total: '5.00',
        currency: 'USD',
      }),
    );
    const [note] = await notifications.list(owner.caller, { limit: 10, offset: 0 });
    expect(note).toMatchObject({ kind: 'order-confirmed', body: expect.stringContaining('5.00 USD') });
    await expect(notifications.markRead(other.caller, note!._id)).rejects.toMatchObject({
      extensions: expect.objectContaining({ code: 'BAD_USER_INPUT', field: 'id', reason: 'NOT_FOUND' }),
    });
    const read = await notifications.markRead(owner.caller, note!._id);
    expect(read.readAt).toBeInstanceOf(Date);
    expect((await notifications.markRead(owner.caller, note!._id)).readAt).toEqual(read.readAt);
    expect(await notifications.list(owner.caller, { limit: 10, offset: 0, unreadOnly: true })).toEqual([]);
    expect(await notifications.list(other.caller, { limit: 10, offset: 0 })).toEqual([]);
  });
});
