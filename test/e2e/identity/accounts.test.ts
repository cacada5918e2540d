import { beforeAll, describe, expect, it } from 'vitest';
import { Secret, TOTP } from 'otpauth';
import { request } from 'node:http';
import { loggedEvents } from '../../../testing/events';
import { graphql, graphqlOk, startTestStack, TEST_ADMIN } from '../../../testing/harness';
import {
  adminCaller,
  bearer,
  type Caller,
  createUser,
  devMessages,
  login,
  postJson,
  registerCustomer,
  type TokenResponse,
  WHO_AM_I,
} from '../../../testing/fixtures';
import type { Stack } from '../../../stack';
import { gql } from '../../../testing/__generated__';

/** Sign-up, login, refresh rotation and reuse detection, logout, throttling, MFA, password reset, sessions. */
let stack: Stack;
/** The mailbox is staff-only: tests read reset tokens as the bootstrap admin. */
let admin: Caller;

beforeAll(async () => {
  stack = await startTestStack({ env: { LOGIN_MAX_FAILURES: '3' } });
  admin = await adminCaller(stack);
});

const asUser = (token: string) => ({ url: stack.graphqlUrl, headers: bearer(token) });
const me = async (token: string) => graphql(asUser(token), WHO_AM_I);

/** A JSON POST from another loopback address (the whole of 127/8 is local): another client, as the gateway sees it. */
function postFrom(
  localAddress: string,
  path: string,
  body: unknown,
): Promise<{ status: number; retryAfter: string | undefined; text: string }> {
  return new Promise((resolve, reject) => {
    const sent = request(
      `${stack.gatewayUrl}${path}`,
      { method: 'POST', localAddress, headers: { 'content-type': 'application/json' } },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () =>
          resolve({
            status: answer.statusCode!,
            retryAfter: answer.headers['retry-after'],
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    sent.on('error', reject);
    sent.end(JSON.stringify(body));
  });
}

describe('POST /auth/register', () => {
  it('creates the account, answers a JWT and records UserRegisteredEvent in the same document', async () => {
    const email = `new-${Date.now()}@example.com`;
    const response = await postJson(stack, '/auth/register', {
      email,
      password: 'correct horse battery',
      name: 'New Person',
    });
    expect(response.status).toBe(201);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as TokenResponse;
    expect(body).toMatchObject({
      token_type: 'Bearer',
      expires_in: 3600,
      user_id: expect.any(String),
      refresh_token: expect.any(String),
    });
    expect((await me(body.access_token)).data?.me?.id).toBe(body.user_id);

    const stored = await stack.connections.users!.collection('users').findOne({ _id: body.user_id as never });
    expect(stored!.passwordHash).toMatch(/^\$argon2id\$/);
    // Recorded in the user document's outbox with the insert, then relayed to the bus.
    expect(await loggedEvents(stack, { aggregateId: body.user_id })).toEqual([
      expect.objectContaining({
        type: 'UserRegisteredEvent',
        aggregateType: 'user',
        aggregateId: body.user_id,
        sequence: 1,
        data: expect.objectContaining({ email, name: 'New Person' }),
      }),
    ]);
  });

  it('records UserRegisteredEvent for a customer record staff create too, and none for the bootstrap admin', async () => {
    const created = await createUser(await adminCaller(stack), { name: 'Walk-in Customer' });
    const users = stack.connections.users!.collection('users');
    const stored = await users.findOne({ _id: created.id as never });
    expect(await loggedEvents(stack, { aggregateId: created.id })).toEqual([
      expect.objectContaining({
        type: 'UserRegisteredEvent',
        aggregateId: created.id,
        sequence: 1,
        data: expect.objectContaining({ via: 'staff' }),
      }),
    ]);
    expect(stored!.passwordHash).toBeNull();
    const admin = await users.findOne({ email: TEST_ADMIN.email });
    expect(admin!.outbox).toEqual([]);
    expect(
      await stack.connections
        .users!.getClient()
        .db(`${stack.dbPrefix}_events`)
        .collection('events')
        .countDocuments({ aggregateId: admin!._id }),
    ).toBe(0);
  });

  it('rejects a short password and a taken email, naming the field', async () => {
    const short = await postJson(stack, '/auth/register', {
      email: `short-${Date.now()}@example.com`,
      password: 'short',
    });
    expect(short.status).toBe(400);
    expect(await short.json()).toMatchObject({ code: 'BAD_USER_INPUT', field: 'password' });
    const taken = await postJson(stack, '/auth/register', {
      email: TEST_ADMIN.email,
      password: 'another long password',
    });
    expect(taken.status).toBe(409);
    expect(await taken.json()).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'ALREADY_EXISTS' });
    const notJson = await fetch(`${stack.gatewayUrl}/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{',
    });
    expect(notJson.status).toBe(400);
  });
  it('slows an address that keeps hitting taken emails, so sign-up cannot be used to list accounts', async () => {
    const prober = '127.0.0.3';
    const taken = await registerCustomer(stack);
    // LOGIN_MAX_FAILURES=3 here: three conflicts from one address, then it waits (1 s, 2 s, 4 s ...).
    for (let i = 0; i < 3; i++) {
      const conflict = await postFrom(prober, '/auth/register', {
        email: i === 0 ? taken.email : TEST_ADMIN.email,
        password: 'lantern orbit velvet 42',
      });
      expect(conflict.status).toBe(409);
    }
    const next = await postFrom(prober, '/auth/register', {
      email: `fresh-${Date.now()}@example.com`,
      password: 'lantern orbit velvet 42',
    });
    expect(next.status).toBe(429);
    expect(Number(next.retryAfter)).toBeGreaterThan(0);
    // Everyone else signs up as before.
    await registerCustomer(stack);
  });
});

describe('password strength', () => {
  it('refuses common and guessable passwords at sign-up with WEAK_PASSWORD and a hint, and accepts a strong one', async () => {
    const email = `kim.weakling-${Date.now()}@example.com`;
    for (const password of ['1234567890', 'password123', 'qwertyuiop', 'iloveyou12', `${email}!`]) {
      const refused = await postJson(stack, '/auth/register', { email, password, name: 'Kim Weakling' });
      expect(refused.status, password).toBe(400);
      const body = (await refused.json()) as { code: string; field: string; reason: string; error: string };
      expect(body, password).toMatchObject({
        code: 'BAD_USER_INPUT',
        field: 'password',
        reason: 'WEAK_PASSWORD',
      });
      expect(body.error).toMatch(/too easy to guess\. \S/);
    }
    // Nothing was created by the refusals.
    expect(await stack.connections.users!.collection('users').countDocuments({ email })).toBe(0);
    const accepted = await postJson(stack, '/auth/register', { email, password: 'lantern orbit velvet 42' });
    expect(accepted.status).toBe(201);
  });

  it('refuses a weak password at reset, and the token still works for a strong one', async () => {
    const account = await registerCustomer(stack);
    await postJson(stack, '/auth/password/reset', { email: account.email });
    // The reset's token and message are made after the answer.
    await stack.gateway.auth.idle();
    const token = /Reset token: (\S+)/.exec(
      (await devMessages(stack, admin, account.email)).find((message) => message.kind === 'password-reset')!
        .text,
    )![1]!;
    const weak = await postJson(stack, '/auth/password/reset/confirm', { token, password: '1234567890' });
    expect(weak.status).toBe(400);
    expect(await weak.json()).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'WEAK_PASSWORD' });
    const strong = await postJson(stack, '/auth/password/reset/confirm', {
      token,
      password: 'saffron tugboat minnow',
    });
    expect(strong.status).toBe(204);
    await login(stack, account.email, 'saffron tugboat minnow');
  });
});

describe('login, refresh and logout', () => {
  it('logs in with a 1-hour access token and a refresh token that rotates; a reused refresh token revokes the family', async () => {
    const account = await registerCustomer(stack);
    const first = await login(stack, account.email, account.password);
    expect(first.expires_in).toBe(3600);

    const refreshed = await postJson(stack, '/auth/refresh', { refresh_token: first.refresh_token });
    expect(refreshed.status).toBe(200);
    const second = (await refreshed.json()) as TokenResponse;
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect((await me(second.access_token)).data?.me?.id).toBe(account.id);

    // The first refresh token was rotated away: presenting it again means it leaked.
    const reuse = await postJson(stack, '/auth/refresh', { refresh_token: first.refresh_token });
    expect(reuse.status).toBe(400);
    expect(await reuse.json()).toMatchObject({ code: 'INVALID_GRANT' });
    // The whole family is gone: the current refresh token and the access tokens of the session.
    expect((await postJson(stack, '/auth/refresh', { refresh_token: second.refresh_token })).status).toBe(
      400,
    );
    expect((await me(second.access_token)).status).toBe(401);
    // Other sessions of the same account are untouched.
    expect((await me(account.tokens.access_token)).status).toBe(200);
  });

  it('logs out: the refresh token and the access tokens of that session stop working', async () => {
    const account = await registerCustomer(stack);
    const session = await login(stack, account.email, account.password);
    expect((await me(session.access_token)).status).toBe(200);
    const logout = await postJson(stack, '/auth/logout', { refresh_token: session.refresh_token });
    expect(logout.status).toBe(204);
    expect((await me(session.access_token)).status).toBe(401);
    expect((await postJson(stack, '/auth/refresh', { refresh_token: session.refresh_token })).status).toBe(
      400,
    );
    // Logging out twice is harmless.
    expect((await postJson(stack, '/auth/logout', { refresh_token: session.refresh_token })).status).toBe(
      204,
    );
  });

  it('fails uniformly for a wrong password and an unknown account, then throttles both', async () => {
    const account = await registerCustomer(stack);
    const wrong = await postJson(stack, '/auth/login', {
      email: account.email,
      password: 'not the password',
    });
    const unknown = await postJson(stack, '/auth/login', {
      email: `nobody-${Date.now()}@example.com`,
      password: 'not the password',
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await wrong.json()).toEqual(await unknown.json());

    // LOGIN_MAX_FAILURES=3 here: after 3 failures even the right password waits.
    for (let i = 0; i < 2; i++)
      await postJson(stack, '/auth/login', { email: account.email, password: 'still wrong' });
    const locked = await postJson(stack, '/auth/login', { email: account.email, password: account.password });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    const ghost = `ghost-${Date.now()}@example.com`;
    for (let i = 0; i < 3; i++) await postJson(stack, '/auth/login', { email: ghost, password: 'guess' });
    const lockedGhost = await postJson(stack, '/auth/login', { email: ghost, password: 'guess' });
    expect(lockedGhost.status).toBe(429);
    expect(await lockedGhost.json()).toMatchObject({ code: 'RATE_LIMITED' });
  });

  it('throttles the guessing address, not the account: its owner still signs in from another address', async () => {
    const account = await registerCustomer(stack);
    const fromAttacker = (password: string) =>
      postFrom('127.0.0.2', '/auth/login', { email: account.email, password });
    // LOGIN_MAX_FAILURES=3 here: three guesses, then this address waits, even with the right password.
    for (let i = 0; i < 3; i++) expect((await fromAttacker('a wrong guess')).status).toBe(401);
    const attacker = await fromAttacker(account.password);
    expect(attacker.status).toBe(429);
    expect(Number(attacker.retryAfter)).toBeGreaterThan(0);
    await login(stack, account.email, account.password);
  });

  it('lists your sessions and revokes one; other people’s sessions look missing', async () => {
    const account = await registerCustomer(stack);
    const other = await login(stack, account.email, account.password);
    const listed = await graphqlOk(account.caller, gql(`query AccountsSessions { sessions { id current } }`));
    expect(listed.sessions).toHaveLength(2);
    expect(listed.sessions.filter((session) => session.current)).toHaveLength(1);
    const target = listed.sessions.find((session) => !session.current)!;

    const stranger = await registerCustomer(stack);
    const foreign = await graphql(
      stranger.caller,
      gql(`mutation AccountsRevokeSession($id: ID!) { revokeSession(id: $id) }`),
      {
        id: target.id,
      },
    );
    const missing = await graphql(
      stranger.caller,
      gql(`mutation AccountsRevokeSessionMissing($id: ID!) { revokeSession(id: $id) }`),
      {
        id: '00000000-0000-4000-8000-000000000000',
      },
    );
    expect(foreign.errors?.[0]?.extensions?.code).toBe('SESSION_NOT_FOUND');
    expect(foreign.errors?.[0]?.message.replace(target.id, 'X')).toBe(
      missing.errors?.[0]?.message.replace('00000000-0000-4000-8000-000000000000', 'X'),
    );

    expect(
      (
        await graphqlOk(
          account.caller,
          gql(`mutation AccountsRevokeOthersSession($id: ID!) { revokeSession(id: $id) }`),
          { id: target.id },
        )
      ).revokeSession,
    ).toBe(true);
    expect((await me(other.access_token)).status).toBe(401);
    expect((await me(account.tokens.access_token)).status).toBe(200);
  });
});

describe('multi-factor authentication', () => {
  it('enrols TOTP with recovery codes, then requires a code at login; codes are single-use', async () => {
    const account = await registerCustomer(stack);
    const enrolment = await graphqlOk(
      account.caller,
      gql(`mutation AccountsStartMfaEnrollment { startMfaEnrollment { secret otpauthUri } }`),
    );
    expect(enrolment.startMfaEnrollment.otpauthUri).toMatch(/^otpauth:\/\/totp\//);
    const totp = new TOTP({
      secret: Secret.fromBase32(enrolment.startMfaEnrollment.secret),
      period: 30,
      digits: 6,
    });
    // Still not required until confirmed.
    await login(stack, account.email, account.password);
    const wrongCode = await graphql(
      account.caller,
      gql(`mutation AccountsConfirmMfaEnrollment { confirmMfaEnrollment(code: "000000") { recoveryCodes } }`),
    );
    expect(wrongCode.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const confirmed = await graphqlOk(
      account.caller,
      gql(
        `mutation AccountsConfirmMfaEnrollmentConfirmed($code: String!) { confirmMfaEnrollment(code: $code) { recoveryCodes } }`,
      ),
      {
        code: totp.generate(),
      },
    );
    const codes = confirmed.confirmMfaEnrollment.recoveryCodes;
    expect(codes).toHaveLength(10);

    const noCode = await postJson(stack, '/auth/login', { email: account.email, password: account.password });
    expect(noCode.status).toBe(401);
    expect(await noCode.json()).toMatchObject({ code: 'MFA_REQUIRED' });
    const badCode = await postJson(stack, '/auth/login', {
      email: account.email,
      password: account.password,
      otp: '123456',
    });
    expect(badCode.status).toBe(401);
    expect(await badCode.json()).toMatchObject({ code: 'INVALID_CREDENTIALS' });

    // The confirming code's time step is used up; the next step's code (within the drift window) works once.
    const next = totp.generate({ timestamp: Date.now() + 30_000 });
    await login(stack, account.email, account.password, { otp: next });
    expect(
      (await postJson(stack, '/auth/login', { email: account.email, password: account.password, otp: next }))
        .status,
    ).toBe(401);

    await login(stack, account.email, account.password, { recovery_code: codes[0]! });
    expect(
      (
        await postJson(stack, '/auth/login', {
          email: account.email,
          password: account.password,
          recovery_code: codes[0]!,
        })
      ).status,
    ).toBe(401);

    const stored = await stack.connections.users!.collection('users').findOne({ _id: account.id as never });
    expect(stored!.mfa.recoveryHashes).toHaveLength(9);
    expect(JSON.stringify(stored!.mfa)).not.toContain(codes[1]!);
    const me = await graphqlOk(account.caller, gql(`query AccountsMfaEnabled { me { mfaEnabled } }`));
    expect(me.me!.mfaEnabled).toBe(true);
  });
});

describe('password reset', () => {
  const resetTokenIn = (text: string) => /Reset token: (\S+)/.exec(text)?.[1];

  it('mails a single-use token through the development mailbox; the new password works and old sessions end', async () => {
    const account = await registerCustomer(stack);
    const unknown = await postJson(stack, '/auth/password/reset', {
      email: `nobody-${Date.now()}@example.com`,
    });
    const known = await postJson(stack, '/auth/password/reset', { email: account.email });
    expect(unknown.status).toBe(202);
    expect(known.status).toBe(202);
    expect(await known.json()).toEqual(await unknown.json());
    // The reset's token and message are made after the answer.
    await stack.gateway.auth.idle();

    const inbox = await devMessages(stack, admin, account.email);
    // Beside the welcome message (UserRegisteredEvent), exactly one reset message.
    const resets = inbox.filter((message) => message.kind === 'password-reset');
    expect(resets).toHaveLength(1);
    const token = resetTokenIn(resets[0]!.text)!;
    expect(token).toBeTruthy();
    expect(
      JSON.stringify(await stack.connections.users!.collection('password_resets').find().toArray()),
    ).not.toContain(token);

    const confirm = await postJson(stack, '/auth/password/reset/confirm', {
      token,
      password: 'a brand new password',
    });
    expect(confirm.status).toBe(204);
    await login(stack, account.email, 'a brand new password');
    expect(
      (await postJson(stack, '/auth/login', { email: account.email, password: account.password })).status,
    ).toBe(401);
    expect((await me(account.tokens.access_token)).status).toBe(401);

    const again = await postJson(stack, '/auth/password/reset/confirm', {
      token,
      password: 'yet another password',
    });
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ code: 'INVALID_TOKEN' });
  });

  it('shows the development mailbox to staff only: anonymous 401, a customer 403', async () => {
    const account = await registerCustomer(stack);
    await postJson(stack, '/auth/password/reset', { email: account.email });
    // The reset's token and message are made after the answer.
    await stack.gateway.auth.idle();
    const url = `${stack.gatewayUrl}/dev/messages?to=${encodeURIComponent(account.email)}`;
    const anonymous = await fetch(url);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect((await fetch(url, { headers: { authorization: 'Bearer not-a-token' } })).status).toBe(401);
    // Not even the account's owner: the mailbox holds the reset token that proves they own the address.
    const customer = await fetch(url, { headers: account.caller.headers });
    expect(customer.status).toBe(403);
    expect(await customer.json()).toMatchObject({ code: 'FORBIDDEN' });
    expect((await devMessages(stack, admin, account.email)).map((message) => message.kind)).toContain(
      'password-reset',
    );
  });

  it('refuses an expired token', async () => {
    const account = await registerCustomer(stack);
    await postJson(stack, '/auth/password/reset', { email: account.email });
    // The reset's token and message are made after the answer.
    await stack.gateway.auth.idle();
    const inbox = await devMessages(stack, admin, account.email);
    const token = resetTokenIn(inbox.find((message) => message.kind === 'password-reset')!.text)!;
    await stack.connections
      .users!.collection('password_resets')
      .updateMany({ userId: account.id }, { $set: { expiresAt: new Date(Date.now() - 1000) } });
    expect(
      (await postJson(stack, '/auth/password/reset/confirm', { token, password: 'a brand new password' }))
        .status,
    ).toBe(400);
  });
});

describe('bootstrap admin', () => {
  it('exists with the admin role and the configured password', async () => {
    const tokens = await login(stack, TEST_ADMIN.email, TEST_ADMIN.password);
    const admin = await graphqlOk(
      asUser(tokens.access_token),
      gql(`query AccountsBootstrapAdmin { me { roles email } }`),
    );
    expect(admin.me).toEqual({ roles: ['ADMIN'], email: TEST_ADMIN.email });
  });

  it('is updated, not duplicated, when a stack starts again with another password', async () => {
    const restarted = await startTestStack({
      dbPrefix: stack.connections.users!.name.replace(/_users$/, ''),
      env: { BOOTSTRAP_ADMIN_EMAIL: TEST_ADMIN.email, BOOTSTRAP_ADMIN_PASSWORD: 'rotated admin password' },
    });
    await login(restarted, TEST_ADMIN.email, 'rotated admin password');
    expect(
      await restarted.connections.users!.collection('users').countDocuments({ email: TEST_ADMIN.email }),
    ).toBe(1);
  });
});
