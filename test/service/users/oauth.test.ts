import { createHash, randomBytes } from 'node:crypto';
import { decodeJwt } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { CODE_TTL_MS } from '../../../subgraphs/users/services/oauth-service';
import { anonymous, person, platform, signUp, usersRing, type UsersRing } from './fixtures';

/** OAuth applications and the code and client-credentials grants, on their own database and clock. */
let ring: UsersRing;
let developer: Awaited<ReturnType<typeof signUp>>;
let customer: Awaited<ReturnType<typeof signUp>>;

const badInput = (field: string, reason: string) => ({
  extensions: expect.objectContaining({ code: 'BAD_USER_INPUT', field, reason }),
});
const code = (name: string) => ({ extensions: expect.objectContaining({ code: name }) });

const verifier = () => randomBytes(48).toString('base64url');
const challenge = (of: string) => createHash('sha256').update(of).digest('base64url');

beforeAll(async () => {
  ring = await usersRing('users_oauth');
  developer = await signUp(ring, 'oauth-dev@example.com');
  customer = await signUp(ring, 'oauth-customer@example.com');
});

async function app(scopes = ['read', 'write']) {
  return ring.services.oauth.createClient(developer.caller, {
    name: 'Shop App',
    redirectUris: ['https://app.example.com/callback', 'http://localhost:3000/cb'],
    allowedScopes: scopes,
  });
}

describe('registering applications', () => {
  it('shows the secret once, keeps its hash, and defaults to the read scope', async () => {
    const { client, clientSecret } = await ring.services.oauth.createClient(developer.caller, {
      name: '  Minimal  ',
      redirectUris: ['https://a.example.com/cb', 'https://a.example.com/cb'],
    });
    expect(clientSecret).toMatch(/^cs_[0-9A-Za-z]{40}$/);
    expect(client).toMatchObject({
      userId: developer.id,
      name: 'Minimal',
      redirectUris: ['https://a.example.com/cb'],
      allowedScopes: ['read'],
    });
    const stored = await ring.models.OAuthClient.findById(client._id).lean();
    expect(stored!.secretHash).toBe(createHash('sha256').update(clientSecret!).digest('hex'));
    expect(JSON.stringify(stored)).not.toContain(clientSecret);
  });

  it.each([
    ['an empty name', { name: ' ', redirectUris: ['https://a.example.com'] }, 'name', 'REQUIRED'],
    ['a long name', { name: 'n'.repeat(101), redirectUris: ['https://a.example.com'] }, 'name', 'TOO_LONG'],
    ['no redirect URI', { name: 'x', redirectUris: [] }, 'redirectUris', 'REQUIRED'],
    [
      'eleven redirect URIs',
      { name: 'x', redirectUris: Array.from({ length: 11 }, (_, i) => `https://a.example.com/${i}`) },
      'redirectUris',
      'OUT_OF_RANGE',
    ],
    [
      'a relative third URI',
      { name: 'x', redirectUris: ['https://a.example.com', 'https://b.example.com', '/callback'] },
      'redirectUris[2]',
      'INVALID_FORMAT',
    ],
    [
      'a fragment',
      { name: 'x', redirectUris: ['https://a.example.com/cb#top'] },
      'redirectUris[0]',
      'INVALID_FORMAT',
    ],
    [
      'plain http off loopback',
      { name: 'x', redirectUris: ['http://a.example.com/cb'] },
      'redirectUris[0]',
      'NOT_ALLOWED',
    ],
    [
      'the account scope',
      { name: 'x', redirectUris: ['https://a.example.com'], allowedScopes: ['read', 'account'] },
      'allowedScopes',
      'NOT_ALLOWED',
    ],
  ])('refuses %s', async (_label, input, field, reason) => {
    await expect(ring.services.oauth.createClient(developer.caller, input)).rejects.toMatchObject(
      badInput(field, reason),
    );
  });

  it('belongs to a person, reaches only its owner (and staff), and takes its sessions with it when deleted', async () => {
    const { oauth, sessions } = ring.services;
    await expect(app()).resolves.toBeTruthy();
    await expect(
      oauth.createClient(anonymous, { name: 'x', redirectUris: ['https://a.example.com'] }),
    ).rejects.toMatchObject(code('UNAUTHENTICATED'));
    const { client } = await app();
    expect(await oauth.get(customer.caller, client._id)).toBeNull();
    expect(await oauth.list(customer.caller, { userId: developer.id })).toEqual([]);
    expect(
      (await oauth.list(person('support-oauth', ['support']), { userId: developer.id })).length,
    ).toBeGreaterThan(0);
    await expect(oauth.deleteClient(customer.caller, client._id)).rejects.toMatchObject(
      code('OAUTH_CLIENT_NOT_FOUND'),
    );
    const { session } = await sessions.start(platform, {
      userId: customer.id,
      clientId: client._id,
      scopes: ['read'],
    });
    expect(await oauth.deleteClient(developer.caller, client._id)).toBe(true);
    expect(await ring.models.Session.findById(session._id).lean()).toMatchObject({
      revokedReason: 'application deleted',
    });
    expect(await ring.models.OAuthClient.findById(client._id).lean()).toBeNull();
  });
});

describe('the authorization code grant', () => {
  it('exchanges a code once, with its PKCE verifier, for a session and tokens scoped to what was approved', async () => {
    const { oauth, grants } = ring.services;
    const { client, clientSecret } = await app();
    const secret = verifier();
    const request = {
      clientId: client._id,
      userId: customer.id,
      redirectUri: 'https://app.example.com/callback',
      scopes: ['read'],
      codeChallenge: challenge(secret),
      codeChallengeMethod: 'S256',
    };
    const issued = await oauth.issueCode(platform, request);
    const exchange = {
      code: issued,
      clientId: client._id,
      clientSecret,
      redirectUri: request.redirectUri,
      codeVerifier: secret,
    };
    const grant = await grants.exchangeCode(platform, exchange);
    expect(grant).toMatchObject({
      userId: customer.id,
      scopes: ['read'],
      refreshToken: expect.stringMatching(/^rt_/),
    });
    expect(decodeJwt(grant.accessToken)).toMatchObject({
      sub: customer.id,
      scope: 'read',
      client_id: client._id,
      sid: grant.sessionId,
    });
    const session = await ring.models.Session.findById(grant.sessionId).lean();
    expect(session).toMatchObject({ userId: customer.id, clientId: client._id, revokedAt: null });

    // A replay revokes the session the first exchange created, and says which.
    await expect(grants.exchangeCode(platform, exchange)).rejects.toMatchObject({
      extensions: expect.objectContaining({ code: 'INVALID_GRANT', revokedSessionId: grant.sessionId }),
    });
    expect(await ring.services.sessions.activeIds(platform, [grant.sessionId!])).toEqual([]);
  });

  it('burns the code on a wrong verifier, redirect URI or client, and lets it lapse after a minute', async () => {
    const { oauth, grants } = ring.services;
    const { client, clientSecret } = await app();
    const other = await app();
    const secret = verifier();
    const issue = () =>
      oauth.issueCode(platform, {
        clientId: client._id,
        userId: customer.id,
        redirectUri: 'http://localhost:3000/cb',
        scopes: ['read', 'write'],
        codeChallenge: challenge(secret),
        codeChallengeMethod: 'S256',
      });
    const exchange = (issued: string, changes: Record<string, string> = {}) =>
      grants.exchangeCode(platform, {
        code: issued,
        clientId: client._id,
        clientSecret,
        redirectUri: 'http://localhost:3000/cb',
        codeVerifier: secret,
        ...changes,
      });
    for (const changes of <Array<Record<string, string>>>[
      { codeVerifier: verifier() },
      { redirectUri: 'https://app.example.com/callback' },
      { clientId: other.client._id, clientSecret: other.clientSecret },
    ]) {
      const issued = await issue();
      await expect(exchange(issued, changes)).rejects.toMatchObject(code('INVALID_GRANT'));
      // Burnt: the right verifier does not bring it back.
      await expect(exchange(issued)).rejects.toMatchObject(code('INVALID_GRANT'));
    }
    await expect(exchange(await issue(), { clientSecret: 'cs_wrong' })).rejects.toMatchObject(
      code('INVALID_CLIENT'),
    );

    const late = await issue();
    ring.clock.advance(CODE_TTL_MS);
    await expect(exchange(late)).rejects.toMatchObject(code('INVALID_GRANT'));
    const inTime = await issue();
    ring.clock.advance(CODE_TTL_MS - 1);
    expect((await exchange(inTime)).scopes).toEqual(['read', 'write']);
  });

  it('refuses what the gateway should have stopped: plain PKCE, a malformed challenge, an unregistered URI, a scope not allowed', async () => {
    const { oauth } = ring.services;
    const { client } = await app(['read']);
    const request = {
      clientId: client._id,
      userId: customer.id,
      redirectUri: 'https://app.example.com/callback',
      scopes: ['read'],
      codeChallenge: challenge(verifier()),
      codeChallengeMethod: 'S256',
    };
    await expect(
      oauth.issueCode(platform, { ...request, codeChallengeMethod: 'plain' }),
    ).rejects.toMatchObject(badInput('codeChallengeMethod', 'NOT_ALLOWED'));
    await expect(oauth.issueCode(platform, { ...request, codeChallenge: 'short' })).rejects.toMatchObject(
      badInput('codeChallenge', 'INVALID_FORMAT'),
    );
    await expect(
      oauth.issueCode(platform, { ...request, redirectUri: 'https://app.example.com/other' }),
    ).rejects.toMatchObject(code('INVALID_CLIENT'));
    await expect(oauth.issueCode(platform, { ...request, scopes: ['read', 'write'] })).rejects.toMatchObject(
      code('INVALID_SCOPE'),
    );
    expect(await ring.models.AuthorizationCode.countDocuments({ clientId: client._id })).toBe(0);
  });

  it('keeps codes a day, so a late replay is still recognised, then sweeps them', async () => {
    const { oauth } = ring.services;
    const { client } = await app();
    // Codes of the tests above are long gone after two days.
    ring.clock.advance(2 * 86_400_000);
    await oauth.sweep(platform);
    await oauth.issueCode(platform, {
      clientId: client._id,
      userId: customer.id,
      redirectUri: 'https://app.example.com/callback',
      scopes: ['read'],
      codeChallenge: challenge(verifier()),
      codeChallengeMethod: 'S256',
    });
    ring.clock.advance(86_400_000);
    expect(await oauth.sweep(platform)).toBe(0);
    expect(await ring.models.AuthorizationCode.countDocuments({ clientId: client._id })).toBe(1);
    ring.clock.advance(1);
    expect(await oauth.sweep(platform)).toBe(1);
    expect(await ring.models.AuthorizationCode.countDocuments()).toBe(0);
  });
});

describe('the client credentials grant', () => {
  it('acts for the owner with the allowed scopes, cut to what the owner’s roles allow today', async () => {
    const { grants, users } = ring.services;
    const { client, clientSecret } = await app(['read', 'write']);
    const all = await grants.clientCredentials(platform, { clientId: client._id, clientSecret, scopes: [] });
    expect(all).toMatchObject({
      scopes: ['read', 'write'],
      refreshToken: null,
      userId: null,
      sessionId: null,
    });
    expect(decodeJwt(all.accessToken)).toMatchObject({
      sub: client._id,
      owner: developer.id,
      gty: 'client_credentials',
    });
    expect(
      (await grants.clientCredentials(platform, { clientId: client._id, clientSecret, scopes: ['read'] }))
        .scopes,
    ).toEqual(['read']);
    await expect(
      grants.clientCredentials(platform, { clientId: client._id, clientSecret, scopes: ['account'] }),
    ).rejects.toMatchObject(code('INVALID_SCOPE'));
    await expect(
      grants.clientCredentials(platform, { clientId: client._id, clientSecret: 'cs_nope', scopes: [] }),
    ).rejects.toMatchObject(code('INVALID_CLIENT'));
    await users.setRoles(platform, developer.id, ['read-only']);
    expect(
      (await grants.clientCredentials(platform, { clientId: client._id, clientSecret, scopes: [] })).scopes,
    ).toEqual(['read']);
    await users.setRoles(platform, developer.id, ['customer']);
    await users.update(platform, developer.id, { status: 'inactive' });
    await expect(
      grants.clientCredentials(platform, { clientId: client._id, clientSecret, scopes: [] }),
    ).rejects.toMatchObject(code('INVALID_CLIENT'));
    await users.update(platform, developer.id, { status: 'active' });
  });
});
