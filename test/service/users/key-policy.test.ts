import { beforeAll, describe, expect, it } from 'vitest';
import { platform, signUp, usersRing, type UsersRing } from './fixtures';

/** The monthly rotation of API keys and accounts' maximum key age, on a ManualClock. */
let ring: UsersRing;
const DAY = 86_400_000;

beforeAll(async () => {
  ring = await usersRing('users_key_policy');
});

describe('rotation reminders', () => {
  it('flags keys after 30 days and reminds the owner once per 30-day period', async () => {
    const ann = await signUp(ring, 'ann-rotation@example.com');
    const { apiKeys, keyPolicy, notifications } = ring.services;
    const kept = (await apiKeys.create(ann.caller, { name: 'kept' })).apiKey;
    const revoked = (await apiKeys.create(ann.caller, { name: 'revoked' })).apiKey;
    await apiKeys.revoke(ann.caller, revoked._id);
    expect(keyPolicy.rotationDue(kept)).toBe(false);
    ring.clock.advance(29 * DAY);
    expect(await keyPolicy.remindRotations(platform)).toBe(0);
    ring.clock.advance(DAY);
    expect(keyPolicy.rotationDue(kept)).toBe(true);
    expect(await keyPolicy.remindRotations(platform)).toBe(1);
    expect(await keyPolicy.remindRotations(platform)).toBe(0);
    const inbox = await notifications.list(ann.caller, { unreadOnly: false, limit: 10, offset: 0 });
    const reminders = inbox.filter((message) => message.kind === 'api-key-rotation-due');
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.body).toContain('"kept"');
    expect(reminders[0]!.body).toContain('30 days old');
    ring.clock.advance(29 * DAY);
    expect(await keyPolicy.remindRotations(platform)).toBe(0);
    ring.clock.advance(DAY);
    expect(await keyPolicy.remindRotations(platform)).toBe(1);
    // A rotated key's successor starts a period of its own; the rotated-out one is not reminded again.
    await apiKeys.rotate(ann.caller, kept._id, { overlapSeconds: 3600 });
    ring.clock.advance(31 * DAY);
    expect(await keyPolicy.remindRotations(platform)).toBe(1);
  });
});

describe('maximum key age', () => {
  it('is the owner’s to set, validated, and tells the gateway when each key ends', async () => {
    const ben = await signUp(ring, 'ben-age@example.com');
    const other = await signUp(ring, 'other-age@example.com');
    const { apiKeys, keyPolicy } = ring.services;
    const created = await apiKeys.create(ben.caller, { name: 'aging' });
    expect(await keyPolicy.get(ben.caller, ben.id)).toEqual({ maxAgeDays: null });
    expect((await apiKeys.validate(platform, created.apiKey.keyHash))?.maxAgeExpiresAt).toBeNull();
    expect(await keyPolicy.set(ben.caller, 7)).toEqual({ maxAgeDays: 7 });
    expect(await keyPolicy.get(other.caller, ben.id)).toBeNull();
    const grant = await apiKeys.validate(platform, created.apiKey.keyHash);
    expect(grant?.maxAgeExpiresAt).toEqual(new Date(new Date(created.apiKey.createdAt).getTime() + 7 * DAY));
    for (const bad of [0, 3651, 1.5])
      await expect(keyPolicy.set(ben.caller, bad)).rejects.toMatchObject({
        extensions: expect.objectContaining({
          code: 'BAD_USER_INPUT',
          field: 'maxAgeDays',
          reason: 'OUT_OF_RANGE',
        }),
      });
    expect(await keyPolicy.set(ben.caller, null)).toEqual({ maxAgeDays: null });
  });
});
