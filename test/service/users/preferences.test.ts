import { describe, expect, it, beforeAll } from 'vitest';
import { callerOf } from '../../../platform/identity/caller';
import { apiKeyCaller, person, platform, signUp, usersRing, type UsersRing } from './fixtures';

/** Preferences and consent: the audit trail, the versioned wording, and marketing held to consent. */
let ring: UsersRing;

beforeAll(async () => {
  ring = await usersRing('users_preferences');
});

describe('preferences and consent', () => {
  it('starts with everything off and private, and records each change with time, source, actor, request and wording', async () => {
    const account = await signUp(ring, 'consent@example.com');
    const preferences = ring.services.preferences;
    expect(await preferences.get(account.caller, account.id)).toMatchObject({
      newsletter: false,
      marketing: { email: false, sms: false, push: false },
      privacy: { profileVisibility: 'private', personalisedRecommendations: false, analytics: false },
      audit: [],
    });
    const [emailText] = await preferences.texts(platform, 'marketing-email');
    await preferences.update(account.caller, account.id, {
      marketingEmail: true,
      newsletter: true,
      profileVisibility: 'public',
      textVersions: [{ topic: 'marketing-email', version: emailText!.version }],
    });
    // A new wording, then a change through an API key: recorded under the new version, source api.
    const v2 = await preferences.publishText(
      platform,
      'marketing-sms',
      'Texts about offers, at most weekly.',
    );
    expect(v2.version).toBe(2);
    ring.clock.advance(60_000);
    await preferences.update(apiKeyCaller(account.id, ['read', 'write']), account.id, { marketingSms: true });
    // Support switching email marketing off for the customer.
    const support = callerOf(
      { kind: 'user', userId: 'staff-1', roles: ['admin'], scopes: ['read', 'write'] },
      'req-support',
    );
    await preferences.update(support, account.id, { marketingEmail: false });

    const trail = await preferences.audit(account.caller, account.id);
    // Newest first; within one change, in the order the settings are listed.
    expect(
      trail.map((entry) => [entry.setting, entry.previous, entry.value, entry.source, entry.actor]),
    ).toEqual([
      ['marketing.email', true, false, 'support', 'staff-1'],
      ['marketing.sms', false, true, 'api', account.id],
      ['privacy.profileVisibility', 'private', 'public', 'portal', account.id],
      ['marketing.email', false, true, 'portal', account.id],
      ['newsletter', false, true, 'portal', account.id],
    ]);
    const sms = trail.find((entry) => entry.setting === 'marketing.sms')!;
    expect(sms).toMatchObject({
      textTopic: 'marketing-sms',
      textVersion: 2,
      text: 'Texts about offers, at most weekly.',
    });
    expect(sms.at.getTime()).toBe(ring.clock.now());
    const email = trail.findLast((entry) => entry.setting === 'marketing.email')!;
    expect(email).toMatchObject({ textVersion: 1, text: emailText!.text, requestId: 'req-test' });
    expect(trail.find((entry) => entry.setting === 'privacy.profileVisibility')).toMatchObject({
      textTopic: null,
      text: null,
    });
  });

  it('refuses a wording version that does not exist, and changes nothing', async () => {
    const account = await signUp(ring, 'consent-bad@example.com');
    await expect(
      ring.services.preferences.update(account.caller, account.id, {
        marketingPush: true,
        textVersions: [{ topic: 'marketing-push', version: 99 }],
      }),
    ).rejects.toMatchObject({
      extensions: expect.objectContaining({ code: 'BAD_USER_INPUT', field: 'textVersions' }),
    });
    expect((await ring.services.preferences.get(account.caller, account.id)).marketing.push).toBe(false);
  });

  it("keeps a customer out of another's preferences", async () => {
    const owner = await signUp(ring, 'consent-owner@example.com');
    const other = await signUp(ring, 'consent-other@example.com');
    await expect(ring.services.preferences.get(other.caller, owner.id)).rejects.toMatchObject({
      extensions: expect.objectContaining({ code: 'USER_NOT_FOUND' }),
    });
    await expect(
      ring.services.preferences.update(other.caller, owner.id, { newsletter: true }),
    ).rejects.toMatchObject({
      extensions: expect.objectContaining({ code: 'USER_NOT_FOUND' }),
    });
    expect(await ring.services.preferences.get(person('s', ['support']), owner.id)).toMatchObject({
      newsletter: false,
    });
  });

  it('sends marketing on a channel only with consent to it; transactional messages always', async () => {
    const account = await signUp(ring, 'gate@example.com');
    const send = (category: 'marketing' | 'transactional', channel: 'email' | 'sms') =>
      ring.notifier.send({
        channel,
        to: channel === 'email' ? account.email : '+1 555 0100',
        kind: `test-${category}`,
        category,
        userId: account.id,
        text: 'Hello',
      });
    expect(await send('marketing', 'email')).toBeNull();
    expect(await send('transactional', 'email')).not.toBeNull();
    await ring.services.preferences.update(account.caller, account.id, { marketingEmail: true });
    expect(await send('marketing', 'email')).not.toBeNull();
    expect(await send('marketing', 'sms')).toBeNull();
    // Marketing for nobody in particular never goes out.
    expect(
      await ring.notifier.send({
        channel: 'email',
        to: account.email,
        kind: 'blast',
        category: 'marketing',
        text: 'x',
      }),
    ).toBeNull();
    const kinds = (await ring.services.notifications.devMessages(platform, account.email))
      .map((m) => m.kind)
      .sort();
    expect(kinds).toEqual(['test-marketing', 'test-transactional']);
    expect(await ring.services.notifications.devMessages(platform, '+1 555 0100')).toEqual([]);
  });
});
