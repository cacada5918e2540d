import { Secret, TOTP } from 'otpauth';
import { beforeAll, describe, expect, it } from 'vitest';
import { RESET_TOKEN_TTL_MS } from '../../../subgraphs/users/services/account-service';
import type { UserDocument } from '../../../subgraphs/users/models/user';
import { anonymous, platform, signUp, usersRing, type UsersRing } from './fixtures';

/** Accounts on their own database: sign-up, password checks, MFA on the ring's clock, password reset. */
let ring: UsersRing;

const badInput = (field: string, reason: string) => ({
  extensions: expect.objectContaining({ code: 'BAD_USER_INPUT', field, reason }),
});
const code = (name: string) => ({ extensions: expect.objectContaining({ code: name }) });

const totpAt = (secret: string, timestamp: number) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp,
  });

beforeAll(async () => {
  ring = await usersRing('users_accounts');
});

describe('signing up', () => {
  it('stores an argon2id hash (never the password), names the account after the address, and publishes the sign-up', async () => {
    const user = await ring.services.accounts.register(platform, {
      email: ' New.Person@Example.com',
      password: 'a long enough password',
    });
    expect(user).toMatchObject({ email: 'new.person@example.com', name: 'new.person', roles: ['customer'] });
    const stored = await ring.models.User.findById(user._id)
      .select('+passwordHash +outbox')
      .lean<UserDocument>();
    expect(stored!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(JSON.stringify(stored)).not.toContain('a long enough password');
    expect(stored!.outbox).toEqual([
      expect.objectContaining({
        type: 'UserRegisteredEvent',
        data: expect.objectContaining({ via: 'self-service' }),
      }),
    ]);
  });

  it.each([
    [
      'a password under 10 characters',
      { email: 'p1@example.com', password: 'short' },
      'password',
      'OUT_OF_RANGE',
    ],
    [
      'a password over 256 characters',
      { email: 'p2@example.com', password: 'p'.repeat(257) },
      'password',
      'TOO_LONG',
    ],
    ['a malformed email', { email: 'not-an-address', password: 'long enough pw' }, 'email', 'INVALID_FORMAT'],
  ])('refuses %s', async (_label, input, field, reason) => {
    await expect(ring.services.accounts.register(platform, input)).rejects.toMatchObject(
      badInput(field, reason),
    );
  });
});

describe('logging in', () => {
  it('accepts the password with the address in any case, and refuses a wrong password and an unknown address alike', async () => {
    const { accounts } = ring.services;
    const account = await signUp(ring, 'login@example.com');
    const ok = await accounts.authenticate(platform, {
      email: ' LOGIN@example.com ',
      password: 'correct horse battery',
    });
    expect(ok._id).toBe(account.id);
    expect(ok).not.toHaveProperty('passwordHash');
    await expect(
      accounts.authenticate(platform, { email: 'login@example.com', password: 'wrong horse battery' }),
    ).rejects.toMatchObject(code('INVALID_CREDENTIALS'));
    await expect(
      accounts.authenticate(platform, { email: 'nobody@example.com', password: 'correct horse battery' }),
    ).rejects.toMatchObject(code('INVALID_CREDENTIALS'));
    // An inactive account cannot log in.
    await ring.services.users.update(platform, account.id, { status: 'inactive' });
    await expect(
      accounts.authenticate(platform, { email: 'login@example.com', password: 'correct horse battery' }),
    ).rejects.toMatchObject(code('INVALID_CREDENTIALS'));
  });
});

describe('multi-factor authentication', () => {
  it('enrols with a code of the current step, then asks for a code, takes each step’s code and each recovery code once', async () => {
    const { accounts } = ring.services;
    const account = await signUp(ring, 'mfa@example.com');
    const login = { email: 'mfa@example.com', password: 'correct horse battery' };
    const { secret, otpauthUri } = await accounts.startMfa(account.caller);
    expect(otpauthUri).toMatch(/^otpauth:\/\/totp\/.*mfa%40example\.com.*secret=/);
    // Nothing changes at login before the enrolment is confirmed.
    expect((await accounts.authenticate(platform, login))._id).toBe(account.id);
    await expect(accounts.confirmMfa(account.caller, '000000')).rejects.toMatchObject(
      badInput('code', 'INVALID_FORMAT'),
    );
    const recoveryCodes = await accounts.confirmMfa(account.caller, totpAt(secret, ring.clock.now()));
    expect(recoveryCodes).toHaveLength(10);
    expect(recoveryCodes.every((recovery) => /^[0-9a-z]{5}-[0-9a-z]{5}$/.test(recovery))).toBe(true);
    await expect(accounts.startMfa(account.caller)).rejects.toMatchObject(badInput('mfa', 'NOT_ALLOWED'));

    await expect(accounts.authenticate(platform, login)).rejects.toMatchObject(code('MFA_REQUIRED'));
    // The code of the step used to enrol is spent; the next step's code works once.
    await expect(
      accounts.authenticate(platform, { ...login, otp: totpAt(secret, ring.clock.now()) }),
    ).rejects.toMatchObject(code('INVALID_CREDENTIALS'));
    ring.clock.advance(30_000);
    const next = totpAt(secret, ring.clock.now());
    expect((await accounts.authenticate(platform, { ...login, otp: next }))._id).toBe(account.id);
    await expect(accounts.authenticate(platform, { ...login, otp: next })).rejects.toMatchObject(
      code('INVALID_CREDENTIALS'),
    );
    // A code from two steps ago is outside the one-step drift window.
    ring.clock.advance(90_000);
    await expect(
      accounts.authenticate(platform, { ...login, otp: totpAt(secret, ring.clock.now() - 60_000) }),
    ).rejects.toMatchObject(code('INVALID_CREDENTIALS'));

    const recovery = recoveryCodes[0]!;
    expect(
      (
        await accounts.authenticate(platform, {
          ...login,
          recoveryCode: recovery.toUpperCase().replace('-', ' '),
        })
      )._id,
    ).toBe(account.id);
    await expect(accounts.authenticate(platform, { ...login, recoveryCode: recovery })).rejects.toMatchObject(
      code('INVALID_CREDENTIALS'),
    );
    const stored = await ring.models.User.findById(account.id).select('+mfa').lean<UserDocument>();
    expect(stored!.mfa!.recoveryHashes).toHaveLength(9);
    expect(JSON.stringify(stored)).not.toContain(recoveryCodes[1]);

    await expect(accounts.disableMfa(account.caller, '123456')).rejects.toMatchObject(
      badInput('code', 'INVALID_FORMAT'),
    );
    ring.clock.advance(30_000);
    expect(await accounts.disableMfa(account.caller, totpAt(secret, ring.clock.now()))).toBe(true);
    expect((await accounts.authenticate(platform, login))._id).toBe(account.id);
    await expect(accounts.disableMfa(account.caller, '123456')).rejects.toMatchObject(
      badInput('mfa', 'NOT_ALLOWED'),
    );
  });

  it('needs a signed-in person, and an enrolment to confirm', async () => {
    const { accounts } = ring.services;
    await expect(accounts.startMfa(anonymous)).rejects.toMatchObject(code('UNAUTHENTICATED'));
    await expect(accounts.startMfa(platform)).rejects.toMatchObject(code('UNAUTHENTICATED'));
    const account = await signUp(ring, 'no-enrolment@example.com');
    await expect(accounts.confirmMfa(account.caller, '123456')).rejects.toMatchObject(code('INVALID_TOKEN'));
  });
});

describe('password reset', () => {
  async function mailedToken(email: string): Promise<string> {
    const [message] = await ring.services.notifications.devMessages(platform, email);
    expect(message).toMatchObject({ kind: 'password-reset', channel: 'email', to: email });
    const token = /Reset token: (\S+)/.exec(message!.text)?.[1];
    expect(token).toBeTruthy();
    expect(message!.text).toContain('https://api.example.test/auth/password/reset/confirm');
    return token!;
  }

  it('mails a single-use token that sets the password and ends every session of the account', async () => {
    const { accounts, sessions } = ring.services;
    const account = await signUp(ring, 'reset@example.com');
    const { session } = await sessions.start(platform, {
      userId: account.id,
      clientId: null,
      scopes: ['read'],
    });
    await accounts.requestPasswordReset(platform, ' RESET@example.com ');
    const token = await mailedToken('reset@example.com');
    await expect(accounts.resetPassword(platform, { token, password: 'short' })).rejects.toMatchObject(
      badInput('password', 'OUT_OF_RANGE'),
    );
    await accounts.resetPassword(platform, { token, password: 'a brand new password' });
    expect(
      (
        await accounts.authenticate(platform, {
          email: 'reset@example.com',
          password: 'a brand new password',
        })
      )._id,
    ).toBe(account.id);
    expect(await sessions.activeIds(platform, [session._id])).toEqual([]);
    expect((await ring.models.Session.findById(session._id).lean())!.revokedReason).toBe('password reset');
    await expect(
      accounts.resetPassword(platform, { token, password: 'yet another password' }),
    ).rejects.toMatchObject(code('INVALID_TOKEN'));
  });

  it('lets a token lapse after 30 minutes by the clock, and says nothing about unknown addresses', async () => {
    const { accounts } = ring.services;
    await signUp(ring, 'slow@example.com');
    await accounts.requestPasswordReset(platform, 'slow@example.com');
    const token = await mailedToken('slow@example.com');
    ring.clock.advance(RESET_TOKEN_TTL_MS);
    await expect(
      accounts.resetPassword(platform, { token, password: 'too late password' }),
    ).rejects.toMatchObject(code('INVALID_TOKEN'));
    expect(await accounts.sweep(platform)).toBe(0);
    ring.clock.advance(1);
    expect(await accounts.sweep(platform)).toBeGreaterThanOrEqual(1);
    expect(
      await ring.models.PasswordReset.countDocuments({ expiresAt: { $lt: new Date(ring.clock.now()) } }),
    ).toBe(0);

    await accounts.requestPasswordReset(platform, 'nobody-here@example.com');
    expect(await ring.services.notifications.devMessages(platform, 'nobody-here@example.com')).toEqual([]);
  });
});

describe('the bootstrap admin', () => {
  it('is created once, then updated in place: active, admin, with the configured password', async () => {
    const { accounts, users } = ring.services;
    const first = await accounts.ensureAdmin(platform, 'Root@Example.com', 'first admin password');
    expect(first).toMatchObject({ email: 'root@example.com', roles: ['admin'] });
    // Another admin first: the last active admin cannot be deactivated.
    await users.create(platform, { name: 'Deputy', email: 'deputy@example.com' }, { roles: ['admin'] });
    await users.update(platform, first._id, { status: 'inactive' });
    const again = await accounts.ensureAdmin(platform, 'root@example.com', 'second admin password');
    expect(again).toMatchObject({ _id: first._id, status: 'active', roles: ['admin'] });
    expect(await ring.models.User.countDocuments({ email: 'root@example.com' })).toBe(1);
    expect(
      (
        await accounts.authenticate(platform, {
          email: 'root@example.com',
          password: 'second admin password',
        })
      )._id,
    ).toBe(first._id);
    await expect(accounts.ensureAdmin(platform, 'root@example.com', 'short')).rejects.toMatchObject(
      badInput('BOOTSTRAP_ADMIN_PASSWORD', 'OUT_OF_RANGE'),
    );
  });
});
