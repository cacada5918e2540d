import { beforeAll, describe, expect, it } from 'vitest';
import type { UserDocument } from '../../../subgraphs/users/models/user';
import { anonymous, person, platform, START, usersRing, type UsersRing } from './fixtures';

/** The user service on its own database: every validation branch, reach, and what closing an account stops. */
let ring: UsersRing;
const admin = person('admin-1', ['admin']);
const support = person('support-1', ['support']);

const badInput = (field: string, reason: string) => ({
  extensions: expect.objectContaining({ code: 'BAD_USER_INPUT', field, inputField: field, reason }),
});

beforeAll(async () => {
  ring = await usersRing('users_users');
});

describe('creating users', () => {
  it('stores the trimmed name and the normal form of the email, and numbers accounts in creation order', async () => {
    const { users } = ring.services;
    const first = await users.create(admin, { name: '  Ada Lovelace ', email: ' Ada@Example.COM ' });
    const second = await users.create(admin, {
      name: 'Bob',
      email: 'bob@example.com',
      phone: ' +44 20 7946 0958 ',
    });
    expect(first).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      status: 'active',
      roles: ['customer'],
    });
    expect(second.phone).toBe('+44 20 7946 0958');
    expect(second.number).toBe(first.number + 1);
    const stored = await ring.models.User.findById(first._id)
      .select('+passwordHash +outbox')
      .lean<UserDocument>();
    expect(stored).toMatchObject({ email: 'ada@example.com', passwordHash: null, outbox: [] });
    expect(first).not.toHaveProperty('passwordHash');
  });

  it.each([
    ['an empty name', { name: '   ', email: 'x@example.com' }, 'name', 'REQUIRED'],
    ['a name over 255 characters', { name: 'n'.repeat(256), email: 'x@example.com' }, 'name', 'TOO_LONG'],
    ['an empty email', { name: 'X', email: '  ' }, 'email', 'REQUIRED'],
    [
      'an email over 255 characters',
      { name: 'X', email: `${'e'.repeat(250)}@example.com` },
      'email',
      'TOO_LONG',
    ],
    ['an email without a domain', { name: 'X', email: 'x@localhost' }, 'email', 'INVALID_FORMAT'],
    ['an email with a space', { name: 'X', email: 'x y@example.com' }, 'email', 'INVALID_FORMAT'],
    [
      'a phone with letters',
      { name: 'X', email: 'x@example.com', phone: '555-CALL-NOW' },
      'phone',
      'INVALID_FORMAT',
    ],
  ])('refuses %s by the field name of its own input', async (_label, input, field, reason) => {
    await expect(ring.services.users.create(admin, input)).rejects.toMatchObject(badInput(field, reason));
  });

  it('refuses a taken email whatever its case, as a conflict', async () => {
    await ring.services.users.create(admin, { name: 'Cy', email: 'cy@example.com' });
    await expect(
      ring.services.users.create(admin, { name: 'Cy Again', email: 'CY@example.com' }),
    ).rejects.toMatchObject(badInput('email', 'ALREADY_EXISTS'));
    expect(await ring.models.User.countDocuments({ email: 'cy@example.com' })).toBe(1);
  });

  it('writes UserRegisteredEvent into the same insert, at the clock’s time, when staff or sign-up make the account', async () => {
    ring.clock.set(START + 3_600_000);
    const made = await ring.services.users.create(
      support,
      { name: 'Dee', email: 'dee@example.com' },
      { registeredVia: 'staff' },
    );
    const stored = await ring.models.User.findById(made._id).select('+outbox').lean<UserDocument>();
    expect(stored!.outbox).toEqual([
      expect.objectContaining({
        type: 'UserRegisteredEvent',
        aggregateType: 'user',
        aggregateId: made._id,
        occurredAt: new Date(START + 3_600_000),
        data: { userId: made._id, email: 'dee@example.com', name: 'Dee', via: 'staff' },
      }),
    ]);
  });
});

describe('reading users', () => {
  it('shows people their own account only; staff and services everyone’s; deleted accounts to nobody', async () => {
    const { users } = ring.services;
    const own = await users.create(admin, { name: 'Eve', email: 'eve@example.com' });
    const other = await users.create(admin, { name: 'Fay', email: 'fay@example.com' });
    const eve = person(own._id);
    expect((await users.get(eve, own._id))?._id).toBe(own._id);
    expect(await users.get(eve, other._id)).toBeNull();
    expect(await users.getByNumber(eve, other.number)).toBeNull();
    expect((await users.getByNumber(support, other.number))?._id).toBe(other._id);
    expect((await users.get(platform, other._id))?._id).toBe(other._id);
    expect((await users.me(eve))?._id).toBe(own._id);
    expect(await users.me(anonymous)).toBeNull();
    expect(await users.me(platform)).toBeNull();

    await ring.services.privacy.requestDeletion(admin, other._id);
    expect(await users.get(support, other._id)).toBeNull();
    // References from orders still resolve, as a tombstone, within reach only.
    expect(await users.referenced(support, [other._id, own._id])).toHaveLength(2);
    expect((await users.referenced(eve, [other._id, own._id])).map((user) => user._id)).toEqual([own._id]);
    expect(await users.referenced(anonymous, [own._id])).toEqual([]);
  });

  it('lists by status and text, sorted as asked, never deleted accounts, and bounds the search text', async () => {
    const { users } = ring.services;
    const page = { limit: 100, offset: 0 };
    const zed = await users.create(admin, { name: 'Zed Listing', email: 'zed.listing@example.com' });
    const amy = await users.create(admin, { name: 'Amy Listing', email: 'amy.listing@example.com' });
    const gone = await users.create(admin, { name: 'Gone Listing', email: 'gone.listing@example.com' });
    await users.update(admin, zed._id, { status: 'inactive' });
    await ring.services.privacy.requestDeletion(admin, gone._id);
    const names = async (query: Parameters<typeof users.list>[1]) =>
      (await users.list(support, query)).map((user) => user.name);
    expect(await names({ page, search: 'listing' })).toEqual(['Zed Listing', 'Amy Listing']);
    expect(await names({ page, search: 'LISTING', sort: 'NAME_ASC' })).toEqual([
      'Amy Listing',
      'Zed Listing',
    ]);
    expect(await names({ page, search: 'listing', status: 'inactive' })).toEqual(['Zed Listing']);
    expect(await names({ page, status: 'deleted' })).toEqual([]);
    expect(
      await names({ page: { limit: 1, offset: 1 }, search: 'listing', sort: 'CREATED_AT_DESC' }),
    ).toEqual(['Zed Listing']);
    await expect(users.list(support, { page, search: 's'.repeat(201) })).rejects.toMatchObject(
      badInput('search', 'TOO_LONG'),
    );
    expect((await users.search(platform, 'amy.listing', 10)).map((user) => user._id)).toEqual([amy._id]);
    expect(await users.search(platform, '   ', 10)).toEqual([]);
  });
});

describe('changing users', () => {
  it('lets people change their own name, email and phone, and nobody else’s', async () => {
    const { users } = ring.services;
    const gus = await users.create(admin, { name: 'Gus', email: 'gus@example.com', phone: '+1 555 0100' });
    const hal = await users.create(admin, { name: 'Hal', email: 'hal@example.com' });
    const changed = await users.update(person(gus._id), gus._id, {
      name: ' Gus G. ',
      email: 'GUS.G@example.com',
      phone: '',
    });
    expect(changed).toMatchObject({ name: 'Gus G.', email: 'gus.g@example.com', phone: null });
    await expect(users.update(person(gus._id), hal._id, { name: 'Hacked' })).rejects.toMatchObject({
      extensions: expect.objectContaining({ code: 'USER_NOT_FOUND' }),
    });
    // Support reads Hal's account, so hiding it would only mislead: refused as such.
    await expect(users.update(support, hal._id, { name: 'Support edit' })).rejects.toMatchObject({
      extensions: expect.objectContaining({ code: 'FORBIDDEN' }),
    });
    await expect(users.update(person(gus._id), gus._id, { email: 'hal@example.com' })).rejects.toMatchObject(
      badInput('email', 'ALREADY_EXISTS'),
    );
    await expect(users.update(person(gus._id), gus._id, { name: '' })).rejects.toMatchObject(
      badInput('name', 'REQUIRED'),
    );
    expect((await ring.models.User.findById(hal._id).lean())!.name).toBe('Hal');
  });

  it('leaves the status to admins, and deletion to deleteUser', async () => {
    const { users } = ring.services;
    const ivy = await users.create(admin, { name: 'Ivy', email: 'ivy@example.com' });
    await expect(users.update(person(ivy._id), ivy._id, { status: 'inactive' })).rejects.toMatchObject(
      badInput('status', 'NOT_ALLOWED'),
    );
    await expect(users.update(admin, ivy._id, { status: 'deleted' })).rejects.toMatchObject(
      badInput('status', 'NOT_ALLOWED'),
    );
    expect((await users.update(admin, ivy._id, { status: 'inactive' })).status).toBe('inactive');
    expect(await users.activeRoles(platform, ivy._id)).toBeNull();
    expect((await users.update(admin, ivy._id, { status: 'active' })).status).toBe('active');
    expect(await users.activeRoles(platform, ivy._id)).toEqual(['customer']);
  });

  it('replaces roles (at least one), and refuses a read-only account any write', async () => {
    const { users } = ring.services;
    const jo = await users.create(admin, { name: 'Jo', email: 'jo@example.com' });
    expect((await users.setRoles(admin, jo._id, ['support', 'support', 'read-only'])).roles).toEqual([
      'support',
      'read-only',
    ]);
    await expect(users.setRoles(admin, jo._id, [])).rejects.toMatchObject(badInput('roles', 'REQUIRED'));
    await expect(
      users.update(person(jo._id, ['read-only']), jo._id, { name: 'Jo R.' }),
    ).rejects.toMatchObject({
      extensions: expect.objectContaining({ code: 'FORBIDDEN' }),
    });
  });
});

describe('closing accounts', () => {
  it('closes the account at once, keeps its data through the window, then erases it and frees the email', async () => {
    const { users, accounts, sessions, apiKeys, webhooks, privacy } = ring.services;
    const owner = await accounts.register(platform, { email: 'kim@example.com', password: 'kim password 1' });
    const kim = person(owner._id);
    const { session } = await sessions.start(platform, {
      userId: owner._id,
      clientId: null,
      scopes: ['read'],
    });
    const { apiKey } = await apiKeys.create(kim, { name: 'kim key' });
    const { endpoint } = await webhooks.create(kim, {
      url: 'http://127.0.0.1:9/hook',
      eventTypes: ['ProductCreated'],
    });
    ring.clock.set(START + 86_400_000);

    expect(await privacy.requestDeletion(kim, owner._id)).toEqual({
      userId: owner._id,
      requestedAt: new Date(START + 86_400_000),
      dueAt: new Date(START + 31 * 86_400_000),
    });
    const closed = await ring.models.User.findById(owner._id).lean<UserDocument>();
    expect(closed).toMatchObject({ status: 'deleted', name: 'kim', email: 'kim@example.com' });
    expect(await users.get(admin, owner._id)).toBeNull();
    expect(await users.activeRoles(platform, owner._id)).toBeNull();
    expect(await ring.models.Session.findById(session._id).lean()).toMatchObject({
      revokedReason: 'account closed',
      revokedAt: new Date(START + 86_400_000),
    });
    expect(await ring.models.ApiKey.findById(apiKey._id).lean()).toMatchObject({ isActive: false });
    expect(await ring.models.WebhookEndpoint.findById(endpoint._id).lean()).toMatchObject({
      status: 'disabled',
      disabledReason: 'account-closed',
    });
    // The address stays taken while the person may still cancel.
    await expect(users.create(admin, { name: 'Kim 2', email: 'kim@example.com' })).rejects.toMatchObject(
      badInput('email', 'ALREADY_EXISTS'),
    );

    // One day before the window ends nothing is erased.
    const erasure = () => ring.jobs.model.findOne({ 'data.userId': owner._id }).lean();
    ring.clock.set(START + 30 * 86_400_000);
    await ring.jobs.runDue();
    expect(await erasure()).toMatchObject({ status: 'pending', attempts: 0 });
    expect((await ring.models.User.findById(owner._id).lean<UserDocument>())!.email).toBe('kim@example.com');

    ring.clock.set(START + 31 * 86_400_000);
    await ring.jobs.runDue();
    expect(await erasure()).toMatchObject({
      status: 'done',
      attempts: 1,
      steps: ['erase-sections', 'anonymise-account'],
    });
    const tombstone = await ring.models.User.findById(owner._id)
      .select('+passwordHash +mfa +outbox')
      .lean<UserDocument>();
    expect(tombstone).toMatchObject({
      status: 'deleted',
      name: 'Deleted user',
      email: `deleted+${owner._id}@users.invalid`,
      phone: null,
      passwordHash: null,
      mfa: null,
      deletedAt: new Date(START + 86_400_000),
      deletion: expect.objectContaining({
        state: 'erased',
        cancelTokenHash: null,
        erasedAt: new Date(START + 31 * 86_400_000),
      }),
    });
    expect(tombstone!.outbox.map((event) => [event.type, event.data])).toContainEqual([
      'UserErasedEvent',
      { userId: owner._id, erasedAt: new Date(START + 31 * 86_400_000).toISOString() },
    ]);
    expect(await ring.models.Session.countDocuments({ userId: owner._id })).toBe(0);
    expect(await ring.models.ApiKey.countDocuments({ userId: owner._id })).toBe(0);
    expect(await ring.models.WebhookEndpoint.countDocuments({ userId: owner._id })).toBe(0);
    await expect(privacy.requestDeletion(admin, owner._id)).rejects.toMatchObject({
      extensions: expect.objectContaining({ code: 'USER_NOT_FOUND' }),
    });
    // The address is free again.
    expect((await users.create(admin, { name: 'Kim 2', email: 'kim@example.com' })).email).toBe(
      'kim@example.com',
    );
  });
});
