import { beforeAll, describe, expect, it } from 'vitest';
import { nextStatus } from '../../../subgraphs/users/tickets/state-machine';
import { platform, signUp, usersRing, type UsersRing } from './fixtures';

/** Support tickets: the conversation and its statuses, times, the queue, limits and ownership. */
let ring: UsersRing;
let support: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  ring = await usersRing('users_tickets', { TICKET_MESSAGE_MAX_CHARS: '200' });
  support = await signUp(ring, 'agent@example.com', ['support']);
});

describe('support tickets', () => {
  it('moves through its statuses as both sides write, recording first-response and resolution times', async () => {
    const customer = await signUp(ring, 'asks@example.com');
    const tickets = ring.services.tickets;
    const opened = await tickets.open(customer.caller, {
      subject: ' Where is my parcel? ',
      body: 'It is late.',
      orderId: 'order-1',
    });
    expect(opened).toMatchObject({
      status: 'open',
      subject: 'Where is my parcel?',
      orderId: 'order-1',
      firstResponseAt: null,
    });
    ring.clock.advance(90_000);
    const answered = await tickets.reply(support.caller, opened._id, 'It left the warehouse today.');
    expect(answered.status).toBe('waiting-on-customer');
    expect(answered.firstResponseAt!.getTime() - opened.createdAt.getTime()).toBe(90_000);
    const back = await tickets.reply(customer.caller, opened._id, 'Thanks, and the tracking number?');
    expect(back.status).toBe('waiting-on-support');
    ring.clock.advance(60_000);
    await tickets.reply(support.caller, opened._id, '1Z999.');
    const resolved = await tickets.resolve(support.caller, opened._id);
    expect(resolved.status).toBe('resolved');
    expect(resolved.resolvedAt!.getTime() - opened.createdAt.getTime()).toBe(150_000);
    // The first response stays the first one.
    expect(resolved.firstResponseAt).toEqual(answered.firstResponseAt);
    const closed = await tickets.close(customer.caller, opened._id);
    expect(closed.status).toBe('closed');
    await expect(tickets.reply(customer.caller, opened._id, 'One more thing')).rejects.toMatchObject({
      extensions: expect.objectContaining({ code: 'INVALID_STATUS_TRANSITION', from: 'closed' }),
    });
    expect(closed.messages.map((message) => message.author)).toEqual([
      'customer',
      'staff',
      'customer',
      'staff',
    ]);
    // Each staff reply told the customer, in-app and by email.
    const mail = await ring.services.notifications.devMessages(platform, customer.email);
    expect(mail.filter((message) => message.kind === 'ticket-reply')).toHaveLength(2);
  });

  it('refuses a message over the limit and keeps the ticket as it was', async () => {
    const customer = await signUp(ring, 'long@example.com');
    await expect(
      ring.services.tickets.open(customer.caller, { subject: 'Long', body: 'x'.repeat(201) }),
    ).rejects.toMatchObject({
      extensions: expect.objectContaining({ code: 'BAD_USER_INPUT', field: 'body', reason: 'TOO_LONG' }),
    });
    expect(await ring.services.tickets.list(customer.caller, {}, { limit: 10, offset: 0 })).toEqual([]);
    const ticket = await ring.services.tickets.open(customer.caller, { subject: 'Short', body: 'ok' });
    await expect(
      ring.services.tickets.reply(customer.caller, ticket._id, 'y'.repeat(201)),
    ).rejects.toMatchObject({
      extensions: expect.objectContaining({ reason: 'TOO_LONG' }),
    });
    expect((await ring.services.tickets.get(customer.caller, ticket._id))!.messages).toHaveLength(1);
  });

  it('shows customers only their own tickets; staff work a filtered, paged queue', async () => {
    const first = await signUp(ring, 'queue-1@example.com');
    const second = await signUp(ring, 'queue-2@example.com');
    const tickets = ring.services.tickets;
    const old = await tickets.open(first.caller, { subject: 'Old', body: 'a' });
    ring.clock.advance(5 * 3_600_000);
    const fresh = await tickets.open(second.caller, { subject: 'New', body: 'b' });
    await tickets.assign(support.caller, fresh._id, support.id);

    expect(await tickets.get(second.caller, old._id)).toBeNull();
    await expect(tickets.reply(second.caller, old._id, 'mine now')).rejects.toMatchObject({
      extensions: expect.objectContaining({ code: 'TICKET_NOT_FOUND' }),
    });
    expect(
      (await tickets.list(second.caller, { userId: first.id }, { limit: 10, offset: 0 })).map((t) => t._id),
    ).toEqual([]);

    const queue = (filter: Parameters<typeof tickets.list>[1]) =>
      tickets.list(support.caller, filter, { limit: 100, offset: 0 }).then((list) => list.map((t) => t._id));
    expect(await queue({ assigneeId: support.id })).toEqual([fresh._id]);
    expect(await queue({ olderThanHours: 4, status: ['open'] })).toContain(old._id);
    expect(await queue({ olderThanHours: 4 })).not.toContain(fresh._id);
    expect(await queue({ unassigned: true })).not.toContain(fresh._id);
    const pageOne = await tickets.list(support.caller, {}, { limit: 1, offset: 0 });
    const pageTwo = await tickets.list(support.caller, {}, { limit: 1, offset: 1 });
    expect(pageOne[0]!._id).not.toBe(pageTwo[0]!._id);
    // Only staff take tickets.
    await expect(tickets.assign(support.caller, fresh._id, first.id)).rejects.toMatchObject({
      extensions: expect.objectContaining({ field: 'assigneeId' }),
    });
    expect(await tickets.countActive(second.id)).toBe(1);
  });

  it('is a closed state machine: a resolved ticket reopens on a customer reply, nothing leaves closed', () => {
    expect(nextStatus('resolved', { kind: 'customer-reply' })).toBe('waiting-on-support');
    expect(nextStatus('open', { kind: 'customer-reply' })).toBe('open');
    expect(() => nextStatus('resolved', { kind: 'resolve' })).toThrow(/cannot take a resolve/);
    for (const kind of ['customer-reply', 'staff-reply', 'resolve', 'close'] as const)
      expect(() => nextStatus('closed', { kind })).toThrow();
  });
});
