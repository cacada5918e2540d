import { createLocalJWKSet, decodeJwt, decodeProtectedHeader, jwtVerify, type JWK } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { REFRESH_TOKEN_TTL_MS } from '../../../subgraphs/users/services/session-service';
import { anonymous, person, platform, signUp, START, usersRing, type UsersRing } from './fixtures';

/** Sessions (refresh-token families), the password grant and access tokens, on their own database and clock. */
let ring: UsersRing;
let account: Awaited<ReturnType<typeof signUp>>;
const login = { email: 'sessions@example.com', password: 'correct horse battery' };

const code = (name: string) => ({ extensions: expect.objectContaining({ code: name }) });

beforeAll(async () => {
  ring = await usersRing('users_sessions');
  account = await signUp(ring, login.email);
});

describe('the password grant', () => {
  it('starts a session and signs an RS256 access token for it that the published keys verify', async () => {
    const grant = await ring.services.grants.passwordLogin(platform, {
      ...login,
      userAgent: 'Mozilla/5.0 '.repeat(40),
      ipAddress: '203.0.113.7',
    });
    expect(grant).toMatchObject({
      userId: account.id,
      expiresIn: 3600,
      scopes: ['read', 'write', 'account'],
      refreshToken: expect.stringMatching(new RegExp(`^rt_${grant.sessionId}\\.`)),
    });
    const keys = await ring.services.tokens.publicKeys(platform);
    const { payload, protectedHeader } = await jwtVerify(
      grant.accessToken,
      createLocalJWKSet({ keys: keys as JWK[] }),
      { issuer: 'https://api.example.test', audience: 'commerce-api', typ: 'at+jwt' },
    );
    expect(protectedHeader).toMatchObject({ alg: 'RS256', typ: 'at+jwt' });
    expect(payload).toMatchObject({ sub: account.id, sid: grant.sessionId, roles: ['customer'] });
    expect(payload.exp! - payload.iat!).toBe(3600);
    const session = await ring.models.Session.findById(grant.sessionId).lean();
    expect(session).toMatchObject({
      userId: account.id,
      clientId: null,
      ipAddress: '203.0.113.7',
      createdAt: new Date(START),
      expiresAt: new Date(START + REFRESH_TOKEN_TTL_MS),
    });
    expect(session!.userAgent).toHaveLength(300);
    expect(JSON.stringify(session)).not.toContain(grant.refreshToken!.split('.')[1]);
  });

  it('signs a read-only account in with the read scope only', async () => {
    const reader = await signUp(ring, 'reader@example.com', ['read-only']);
    const grant = await ring.services.grants.passwordLogin(platform, {
      email: reader.email,
      password: 'correct horse battery',
    });
    expect(grant.scopes).toEqual(['read']);
    expect(decodeJwt(grant.accessToken).scope).toBe('read');
  });
});

describe('refreshing', () => {
  it('rotates the refresh token; presenting a rotated-away one revokes the whole family', async () => {
    const { grants, sessions } = ring.services;
    const first = await grants.passwordLogin(platform, login);
    const second = await grants.refresh(platform, { refreshToken: first.refreshToken! });
    expect(second.sessionId).toBe(first.sessionId);
    expect(second.refreshToken).not.toBe(first.refreshToken);
    const third = await grants.refresh(platform, { refreshToken: second.refreshToken! });
    await expect(grants.refresh(platform, { refreshToken: first.refreshToken! })).rejects.toMatchObject({
      extensions: expect.objectContaining({ code: 'INVALID_GRANT', revokedSessionId: first.sessionId }),
    });
    expect(await sessions.activeIds(platform, [first.sessionId!])).toEqual([]);
    await expect(grants.refresh(platform, { refreshToken: third.refreshToken! })).rejects.toMatchObject(
      code('INVALID_GRANT'),
    );
    for (const garbage of ['', 'rt_', 'rt_.x', 'nonsense', `rt_${first.sessionId}.forged`])
      await expect(grants.refresh(platform, { refreshToken: garbage })).rejects.toMatchObject(
        code('INVALID_GRANT'),
      );
  });

  it('works for 30 days by the clock, however often it rotates', async () => {
    const { grants } = ring.services;
    const started = ring.clock.now();
    let grant = await grants.passwordLogin(platform, login);
    ring.clock.advance(REFRESH_TOKEN_TTL_MS - 1);
    grant = await grants.refresh(platform, { refreshToken: grant.refreshToken! });
    expect((await ring.models.Session.findById(grant.sessionId).lean())!.expiresAt).toEqual(
      new Date(started + REFRESH_TOKEN_TTL_MS),
    );
    ring.clock.advance(1);
    await expect(grants.refresh(platform, { refreshToken: grant.refreshToken! })).rejects.toMatchObject(
      code('INVALID_GRANT'),
    );
    expect(await ring.services.sessions.activeIds(platform, [grant.sessionId!])).toEqual([]);
    ring.clock.advance(1);
    expect(await ring.services.sessions.sweep(platform)).toBeGreaterThanOrEqual(1);
    expect(await ring.models.Session.findById(grant.sessionId).lean()).toBeNull();
  });

  it('reads roles afresh: a role change cuts the scopes, a closed account ends the family', async () => {
    const { grants, users } = ring.services;
    const changing = await signUp(ring, 'changing@example.com');
    const grant = await grants.passwordLogin(platform, {
      email: changing.email,
      password: 'correct horse battery',
    });
    await users.setRoles(platform, changing.id, ['read-only']);
    const cut = await grants.refresh(platform, { refreshToken: grant.refreshToken! });
    expect(cut.scopes).toEqual(['read']);
    expect(decodeJwt(cut.accessToken).roles).toEqual(['read-only']);
    await ring.models.User.updateOne({ _id: changing.id }, { $set: { status: 'inactive' } });
    await expect(grants.refresh(platform, { refreshToken: cut.refreshToken! })).rejects.toMatchObject(
      code('INVALID_GRANT'),
    );
    expect((await ring.models.Session.findById(grant.sessionId).lean())!.revokedReason).toBe(
      'account closed',
    );
  });

  it('asks an application’s refresh tokens for the application’s own credentials', async () => {
    const { grants, oauth, sessions } = ring.services;
    const { client, clientSecret } = await oauth.createClient(account.caller, {
      name: 'Refreshing app',
      redirectUris: ['https://app.example.com/cb'],
    });
    const { refreshToken } = await sessions.start(platform, {
      userId: account.id,
      clientId: client._id,
      scopes: ['read'],
    });
    // Without the client (a first-party refresh) the family does not match.
    await expect(grants.refresh(platform, { refreshToken })).rejects.toMatchObject(code('INVALID_GRANT'));
    const grant = await grants.refresh(platform, {
      refreshToken,
      client: { clientId: client._id, clientSecret },
    });
    expect(grant.scopes).toEqual(['read']);
    await expect(
      grants.refresh(platform, {
        refreshToken: grant.refreshToken!,
        client: { clientId: client._id, clientSecret: 'cs_wrong' },
      }),
    ).rejects.toMatchObject(code('INVALID_CLIENT'));
  });
});

describe('ending sessions', () => {
  it('logs out by refresh token, idempotently and silently for tokens it does not know', async () => {
    const { grants, sessions } = ring.services;
    const grant = await grants.passwordLogin(platform, login);
    const rotated = await grants.refresh(platform, { refreshToken: grant.refreshToken! });
    // Any token of the family ends it, a rotated-away one too.
    expect(await sessions.endByToken(platform, grant.refreshToken!)).toBe(grant.sessionId);
    expect(await sessions.endByToken(platform, rotated.refreshToken!)).toBeNull();
    expect(await sessions.endByToken(platform, 'rt_unknown.token')).toBeNull();
    expect(await sessions.endByToken(platform, 'garbage')).toBeNull();
    expect((await ring.models.Session.findById(grant.sessionId).lean())!.revokedReason).toBe('logout');
  });

  it('lists and revokes a person’s own sessions; others’ look missing; marks the one in use', async () => {
    const { grants, sessions } = ring.services;
    const other = await signUp(ring, 'other-sessions@example.com');
    const mine = await grants.passwordLogin(platform, login);
    const theirs = await grants.passwordLogin(platform, {
      email: other.email,
      password: 'correct horse battery',
    });
    const me = person(account.id, ['customer'], mine.sessionId!);
    const listed = await sessions.list(me);
    expect(listed.map((session) => session._id)).toContain(mine.sessionId);
    expect(listed.every((session) => session.userId === account.id)).toBe(true);
    expect(listed.filter((session) => sessions.isCurrent(me, session)).map((session) => session._id)).toEqual(
      [mine.sessionId],
    );
    expect(await sessions.list(me, { userId: other.id })).toEqual([]);
    expect(
      (await sessions.list(person('support-s', ['support']), { userId: other.id })).map((s) => s._id),
    ).toEqual([theirs.sessionId]);
    expect(await sessions.list(anonymous)).toEqual([]);
    await expect(sessions.revoke(me, theirs.sessionId!)).rejects.toMatchObject(code('SESSION_NOT_FOUND'));
    expect(await sessions.revoke(me, mine.sessionId!)).toBe(true);
    await expect(sessions.revoke(me, mine.sessionId!)).rejects.toMatchObject(code('SESSION_NOT_FOUND'));
    expect(await sessions.activeIds(platform, [mine.sessionId!, theirs.sessionId!])).toEqual([
      theirs.sessionId,
    ]);
  });
});

describe('signing keys', () => {
  it('rotates to the key published ahead, keeps the retired one published while its tokens live', async () => {
    const { tokens, grants } = ring.services;
    const before = (await tokens.publicKeys(platform)).map((key) => key.kid);
    expect(before).toHaveLength(2);
    const old = await grants.passwordLogin(platform, login);
    const oldKid = decodeProtectedHeader(old.accessToken).kid;
    const rotated = await tokens.rotate(platform);
    expect(before).toContain(rotated.kid);
    expect(rotated.kid).not.toBe(oldKid);
    const after = (await tokens.publicKeys(platform)).map((key) => key.kid);
    expect(after).toHaveLength(3);
    expect(after).toEqual(expect.arrayContaining(before));
    const fresh = await grants.passwordLogin(platform, login);
    const jwks = createLocalJWKSet({ keys: (await tokens.publicKeys(platform)) as JWK[] });
    expect(decodeProtectedHeader(fresh.accessToken).kid).toBe(rotated.kid);
    for (const token of [old.accessToken, fresh.accessToken]) await jwtVerify(token, jwks);
    // The retired key stays stored (and published) while tokens it signed may still be alive.
    expect(await tokens.sweep(platform)).toBe(0);
    expect(await ring.models.SigningKey.countDocuments({ _id: oldKid, retiredAt: { $ne: null } })).toBe(1);
  });
});
