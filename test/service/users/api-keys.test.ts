import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_OVERLAP_S } from '../../../subgraphs/users/services/api-key-service';
import {
  anonymous,
  apiKeyCaller,
  person,
  platform,
  signUp,
  START,
  usersRing,
  type UsersRing,
} from './fixtures';

/** API keys on their own database and a ManualClock: creation rules, reach, rotation overlap, validation. */
let ring: UsersRing;
let owner: Awaited<ReturnType<typeof signUp>>;
let stranger: Awaited<ReturnType<typeof signUp>>;
const admin = person('admin-keys', ['admin']);
const support = person('support-keys', ['support']);

const sha256 = (key: string) => createHash('sha256').update(key).digest('hex');
const badInput = (field: string, reason: string) => ({
  extensions: expect.objectContaining({ code: 'BAD_USER_INPUT', field, reason }),
});
const code = (name: string, more: Record<string, unknown> = {}) => ({
  extensions: expect.objectContaining({ code: name, ...more }),
});

beforeAll(async () => {
  ring = await usersRing('users_keys');
  owner = await signUp(ring, 'keys@example.com');
  stranger = await signUp(ring, 'stranger@example.com');
});

describe('creating keys', () => {
  it('returns the key once and keeps its SHA-256, a hint, BASIC tier and the read scope by default', async () => {
    const { apiKey, key } = await ring.services.apiKeys.create(owner.caller, { name: '  server  ' });
    expect(key).toMatch(/^sk_live_[0-9A-Za-z]{32}$/);
    expect(apiKey).toMatchObject({
      userId: owner.id,
      name: 'server',
      type: 'secret',
      scopes: ['read'],
      tier: 'basic',
      isActive: true,
      lastUsed: null,
      expiresAt: null,
      createdAt: new Date(START),
      hint: `${key.slice(0, 12)}…${key.slice(-4)}`,
    });
    const stored = await ring.models.ApiKey.findById(apiKey._id).lean();
    expect(stored!.keyHash).toBe(sha256(key));
    expect(JSON.stringify(stored)).not.toContain(key);
  });

  it('makes public keys without scopes', async () => {
    const { key, apiKey } = await ring.services.apiKeys.create(owner.caller, {
      name: 'storefront',
      type: 'public',
    });
    expect(key).toMatch(/^pk_live_[0-9A-Za-z]{32}$/);
    expect(apiKey.scopes).toEqual([]);
  });

  it.each([
    [
      'a public key with scopes',
      { name: 'k', type: 'public' as const, scopes: ['read'] },
      'scopes',
      'NOT_ALLOWED',
    ],
    ['the account scope', { name: 'k', scopes: ['account'] }, 'scopes', 'NOT_ALLOWED'],
    ['an unknown scope', { name: 'k', scopes: ['admin'] }, 'scopes', 'NOT_ALLOWED'],
    ['an empty name', { name: '  ' }, 'name', 'REQUIRED'],
    ['a name over 100 characters', { name: 'k'.repeat(101) }, 'name', 'TOO_LONG'],
  ])('refuses %s', async (_label, input, field, reason) => {
    await expect(ring.services.apiKeys.create(owner.caller, input)).rejects.toMatchObject(
      badInput(field, reason),
    );
  });

  it('gives a key no scope its creator lacks, and leaves the tier to admins', async () => {
    const { apiKeys } = ring.services;
    const readOnlyKey = apiKeyCaller(owner.id, ['read']);
    await expect(
      apiKeys.create(readOnlyKey, { name: 'more', scopes: ['read', 'write'] }),
    ).rejects.toMatchObject(badInput('scopes', 'NOT_ALLOWED'));
    await expect(apiKeys.create(owner.caller, { name: 'greedy', tier: 'enterprise' })).rejects.toMatchObject(
      code('FORBIDDEN', { field: 'tier' }),
    );
    expect((await apiKeys.create(owner.caller, { name: 'modest', tier: 'basic' })).apiKey.tier).toBe('basic');
    const partner = await apiKeys.create(admin, {
      name: 'partner',
      tier: 'enterprise',
      scopes: ['read', 'write'],
    });
    expect(partner.apiKey).toMatchObject({
      userId: 'admin-keys',
      tier: 'enterprise',
      scopes: ['read', 'write'],
    });
    await expect(apiKeys.create(anonymous, { name: 'nobody' })).rejects.toMatchObject(
      code('UNAUTHENTICATED'),
    );
    expect(await ring.models.ApiKey.countDocuments({ name: { $in: ['more', 'greedy', 'nobody'] } })).toBe(0);
  });
});

describe('whose keys a caller reaches', () => {
  it('lists the caller’s own keys; others’ look missing; support reads and admins change everyone’s', async () => {
    const { apiKeys } = ring.services;
    const { apiKey } = await apiKeys.create(owner.caller, { name: 'private' });
    expect((await apiKeys.list(owner.caller)).map((key) => key.userId)).toEqual(
      expect.arrayContaining([owner.id]),
    );
    expect((await apiKeys.list(owner.caller)).every((key) => key.userId === owner.id)).toBe(true);
    expect(await apiKeys.list(stranger.caller, { userId: owner.id })).toEqual([]);
    expect(await apiKeys.get(stranger.caller, apiKey._id)).toBeNull();
    expect((await apiKeys.get(support, apiKey._id))?._id).toBe(apiKey._id);
    expect((await apiKeys.list(support, { userId: owner.id })).map((key) => key._id)).toContain(apiKey._id);
    // Staff naming no owner see their own keys, like everyone.
    expect(await apiKeys.list(support)).toEqual([]);
    for (const attempt of [
      () => apiKeys.update(stranger.caller, apiKey._id, { name: 'mine now' }),
      () => apiKeys.revoke(stranger.caller, apiKey._id),
      () => apiKeys.rotate(stranger.caller, apiKey._id),
      () => apiKeys.update(support, apiKey._id, { isActive: false }),
    ])
      await expect(attempt()).rejects.toMatchObject(code('API_KEY_NOT_FOUND', { id: apiKey._id }));
    expect((await apiKeys.update(admin, apiKey._id, { tier: 'professional' })).tier).toBe('professional');
    await expect(apiKeys.update(owner.caller, apiKey._id, { tier: 'enterprise' })).rejects.toMatchObject(
      code('FORBIDDEN', { field: 'tier' }),
    );
    expect((await ring.models.ApiKey.findById(apiKey._id).lean())!.name).toBe('private');
  });
});

describe('validating keys', () => {
  it('answers the owner’s current roles and stamps last_used at the clock’s time; inactive, revoked and closed keys fail', async () => {
    const { apiKeys, users } = ring.services;
    const holder = await signUp(ring, 'validated@example.com');
    const { apiKey, key } = await apiKeys.create(holder.caller, { name: 'busy', scopes: ['read', 'write'] });
    ring.clock.advance(60_000);
    expect(await apiKeys.validate(platform, sha256(key))).toEqual({
      keyId: apiKey._id,
      userId: holder.id,
      roles: ['customer'],
      scopes: ['read', 'write'],
      tier: 'basic',
      type: 'secret',
      expiresAt: null,
      maxAgeExpiresAt: null,
    });
    expect((await ring.models.ApiKey.findById(apiKey._id).lean())!.lastUsed).toEqual(
      new Date(ring.clock.now()),
    );
    expect(await apiKeys.validate(platform, sha256(`${key}x`))).toBeNull();

    // The gateway's batched stamps only ever move last_used forward.
    ring.clock.advance(1_000);
    expect(await apiKeys.touch(platform, [apiKey._id])).toBe(1);
    expect(await apiKeys.touch(platform, [apiKey._id])).toBe(0);
    expect(await apiKeys.touch(platform, [])).toBe(0);
    expect((await ring.models.ApiKey.findById(apiKey._id).lean())!.lastUsed).toEqual(
      new Date(ring.clock.now()),
    );

    await apiKeys.update(holder.caller, apiKey._id, { isActive: false });
    expect(await apiKeys.validate(platform, sha256(key))).toBeNull();
    await apiKeys.update(holder.caller, apiKey._id, { isActive: true });
    expect(await apiKeys.validate(platform, sha256(key))).not.toBeNull();
    await users.update(platform, holder.id, { status: 'inactive' });
    // Closing the account revokes its keys for good; reopening it does not bring them back.
    await users.update(platform, holder.id, { status: 'active' });
    expect(await apiKeys.validate(platform, sha256(key))).toBeNull();
    await expect(apiKeys.update(holder.caller, apiKey._id, { isActive: true })).rejects.toMatchObject(
      code('API_KEY_NOT_FOUND'),
    );
  });

  it('keeps a revoked key revoked', async () => {
    const { apiKeys } = ring.services;
    const { apiKey, key } = await apiKeys.create(owner.caller, { name: 'revoked' });
    expect(await apiKeys.revoke(owner.caller, apiKey._id)).toBe(true);
    expect(await ring.models.ApiKey.findById(apiKey._id).lean()).toMatchObject({
      isActive: false,
      revokedAt: new Date(ring.clock.now()),
    });
    expect(await apiKeys.validate(platform, sha256(key))).toBeNull();
    await expect(apiKeys.revoke(owner.caller, apiKey._id)).rejects.toMatchObject(code('API_KEY_NOT_FOUND'));
    await expect(apiKeys.update(owner.caller, apiKey._id, { isActive: true })).rejects.toMatchObject(
      code('API_KEY_NOT_FOUND'),
    );
  });
});

describe('rotating keys', () => {
  it('issues a twin key; the old one works until the overlap ends by the clock, then fails and is swept', async () => {
    const { apiKeys } = ring.services;
    const { apiKey, key } = await apiKeys.create(owner.caller, {
      name: 'rotating',
      scopes: ['read', 'write'],
    });
    await apiKeys.update(admin, apiKey._id, { tier: 'enterprise' });
    const rotatedAt = ring.clock.now();
    const next = await apiKeys.rotate(owner.caller, apiKey._id, { overlapSeconds: 120 });
    expect(next.key).not.toBe(key);
    expect(next.apiKey).toMatchObject({
      userId: owner.id,
      name: 'rotating',
      scopes: ['read', 'write'],
      tier: 'enterprise',
      expiresAt: null,
    });
    expect((await apiKeys.get(owner.caller, apiKey._id))!.expiresAt).toEqual(new Date(rotatedAt + 120_000));
    // A rotated-out key cannot be rotated again.
    await expect(apiKeys.rotate(owner.caller, apiKey._id)).rejects.toMatchObject(code('API_KEY_NOT_FOUND'));

    ring.clock.advance(119_999);
    expect((await apiKeys.validate(platform, sha256(key)))?.expiresAt).toEqual(new Date(rotatedAt + 120_000));
    expect(await apiKeys.sweep(platform)).toBe(0);
    ring.clock.advance(1);
    expect(await apiKeys.validate(platform, sha256(key))).toBeNull();
    expect(await apiKeys.get(owner.caller, apiKey._id)).toBeNull();
    expect((await apiKeys.list(owner.caller)).map((listed) => listed._id)).not.toContain(apiKey._id);
    expect(await apiKeys.validate(platform, sha256(next.key))).toMatchObject({ keyId: next.apiKey._id });
    ring.clock.advance(1);
    expect(await apiKeys.sweep(platform)).toBe(1);
    expect(await ring.models.ApiKey.findById(apiKey._id).lean()).toBeNull();
  });

  it('overlaps a day unless told, 0 to 30 days; one of two concurrent rotations wins', async () => {
    const { apiKeys } = ring.services;
    const { apiKey } = await apiKeys.create(owner.caller, { name: 'default overlap' });
    for (const overlapSeconds of [-1, 1.5, 30 * 24 * 3600 + 1])
      await expect(apiKeys.rotate(owner.caller, apiKey._id, { overlapSeconds })).rejects.toMatchObject(
        badInput('overlapSeconds', 'OUT_OF_RANGE'),
      );
    await apiKeys.rotate(owner.caller, apiKey._id, { overlapSeconds: null });
    expect((await ring.models.ApiKey.findById(apiKey._id).lean())!.expiresAt).toEqual(
      new Date(ring.clock.now() + DEFAULT_OVERLAP_S * 1000),
    );

    const { apiKey: raced } = await apiKeys.create(owner.caller, { name: 'raced' });
    const results = await Promise.allSettled([
      apiKeys.rotate(owner.caller, raced._id, { overlapSeconds: 60 }),
      apiKeys.rotate(owner.caller, raced._id, { overlapSeconds: 60 }),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(await ring.models.ApiKey.countDocuments({ name: 'raced' })).toBe(2);
  });
});
