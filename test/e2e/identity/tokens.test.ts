import { createPublicKey, generateKeyPairSync } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  SignJWT,
  UnsecuredJWT,
  createRemoteJWKSet,
  decodeProtectedHeader,
  importJWK,
  jwtVerify,
  type CryptoKey,
  type JWK,
} from 'jose';
import { graphql, graphqlOk, startTestStack } from '../../../testing/harness';
import {
  type Account,
  adminCaller,
  bearer,
  type Caller,
  CATEGORIES,
  login,
  registerCustomer,
} from '../../../testing/fixtures';
import type { Stack } from '../../../stack';
import { gql } from '../../../testing/__generated__';

/** Issued JWTs verify with jose against the published JWKS; a corpus of forgeries is refused everywhere. */
let stack: Stack;
let admin: Caller;
let customer: Account;

beforeAll(async () => {
  stack = await startTestStack();
  admin = await adminCaller(stack);
  customer = await registerCustomer(stack, { name: 'Token Holder' });
});

/** The private signing key as the users service stores it, to mint tokens that differ in one claim only. */
async function currentSigningKey(): Promise<{ kid: string; key: CryptoKey; publicJwk: JWK }> {
  const users = stack.connections.users!;
  const state = await users
    .collection<{ _id: string; kid: string }>('signing_state')
    .findOne({ _id: 'current' });
  const record = await users
    .collection<{ _id: string; privateJwk: JWK; publicJwk: JWK }>('signing_keys')
    .findOne({ _id: state!.kid });
  return {
    kid: record!._id,
    key: (await importJWK(record!.privateJwk, 'RS256')) as CryptoKey,
    publicJwk: record!.publicJwk,
  };
}

function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;
}

async function mint(
  overrides: { iss?: string; aud?: string; exp?: number; kid?: string; key?: CryptoKey } = {},
): Promise<string> {
  const signing = await currentSigningKey();
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ scope: 'read write account', roles: ['customer'] })
    .setProtectedHeader({ alg: 'RS256', kid: overrides.kid ?? signing.kid, typ: 'at+jwt' })
    .setSubject(customer.id)
    .setIssuer(overrides.iss ?? stack.gatewayUrl)
    .setAudience(overrides.aud ?? 'commerce-api')
    .setIssuedAt(now - 10)
    .setExpirationTime(overrides.exp ?? now + 600)
    .setJti(crypto.randomUUID())
    .sign(overrides.key ?? signing.key);
}

const ME = gql(`query TokensMe { me { id email } }`);

describe('issued tokens', () => {
  it('are RS256 JWTs with sub, iat, exp, iss, aud, kid and scopes, verifiable with jose against the JWKS', async () => {
    const token = customer.tokens.access_token;
    expect(token.split('.')).toHaveLength(3);
    expect(customer.tokens).toMatchObject({ token_type: 'Bearer', expires_in: 3600 });
    const header = decodeProtectedHeader(token);
    expect(header).toMatchObject({ alg: 'RS256', typ: 'at+jwt' });
    expect(typeof header.kid).toBe('string');

    const jwks = createRemoteJWKSet(new URL(`${stack.gatewayUrl}/.well-known/jwks.json`));
    const { payload } = await jwtVerify(token, jwks, {
      issuer: stack.gatewayUrl,
      audience: 'commerce-api',
      algorithms: ['RS256'],
    });
    expect(payload.sub).toBe(customer.id);
    expect(payload.exp! - payload.iat!).toBe(3600);
    expect(String(payload.scope).split(' ')).toEqual(expect.arrayContaining(['read', 'write']));
    expect(payload.roles).toEqual(['customer']);
  });

  it('publishes OpenID discovery that points at the JWKS and the OAuth endpoints', async () => {
    const response = await fetch(`${stack.gatewayUrl}/.well-known/openid-configuration`);
    expect(response.status).toBe(200);
    const metadata = (await response.json()) as Record<string, unknown>;
    expect(metadata).toMatchObject({
      issuer: stack.gatewayUrl,
      jwks_uri: `${stack.gatewayUrl}/.well-known/jwks.json`,
      authorization_endpoint: `${stack.gatewayUrl}/oauth/authorize`,
      token_endpoint: `${stack.gatewayUrl}/oauth/token`,
      code_challenge_methods_supported: ['S256'],
    });
    const jwks = (await (await fetch(metadata.jwks_uri as string)).json()) as { keys: JWK[] };
    expect(jwks.keys.length).toBeGreaterThan(0);
    for (const key of jwks.keys) {
      expect(key).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
      expect(key).not.toHaveProperty('d');
    }
  });

  it('lets a valid token through, and a token minted here with the real key too (the corpus below differs in one thing)', async () => {
    expect(
      (await graphqlOk({ url: stack.graphqlUrl, headers: bearer(customer.tokens.access_token) }, ME)).me!.id,
    ).toBe(customer.id);
    expect((await graphqlOk({ url: stack.graphqlUrl, headers: bearer(await mint()) }, ME)).me!.id).toBe(
      customer.id,
    );
  });
});

describe('the negative corpus: every one is refused with 401', () => {
  const forgeries: Array<[string, () => Promise<string>]> = [
    [
      'alg: none',
      async () =>
        new UnsecuredJWT({ scope: 'read write', roles: ['admin'] })
          .setSubject(customer.id)
          .setIssuer(stack.gatewayUrl)
          .setAudience('commerce-api')
          .setIssuedAt()
          .setExpirationTime('1h')
          .encode(),
    ],
    [
      'HS256 signed with the public key',
      async () => {
        const { publicJwk, kid } = await currentSigningKey();
        const pem = createPublicKey({ key: publicJwk as never, format: 'jwk' }).export({
          type: 'spki',
          format: 'pem',
        }) as string;
        return new SignJWT({ scope: 'read write', roles: ['admin'] })
          .setProtectedHeader({ alg: 'HS256', kid, typ: 'at+jwt' })
          .setSubject(customer.id)
          .setIssuer(stack.gatewayUrl)
          .setAudience('commerce-api')
          .setIssuedAt()
          .setExpirationTime('1h')
          .setJti(crypto.randomUUID())
          .sign(new TextEncoder().encode(pem));
      },
    ],
    ['a wrong iss', () => mint({ iss: 'https://evil.example' })],
    ['a wrong aud', () => mint({ aud: 'another-api' })],
    ['an expired token', () => mint({ exp: Math.floor(Date.now() / 1000) - 120 })],
    [
      'an unknown kid (signed by a key of somebody else)',
      async () => {
        const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
        const jwk = privateKey.export({ format: 'jwk' });
        return mint({ kid: 'attacker-key', key: (await importJWK(jwk as JWK, 'RS256')) as CryptoKey });
      },
    ],
    [
      'a tampered payload (customer turned admin, signature kept)',
      async () => {
        const [header, payload, signature] = customer.tokens.access_token.split('.');
        const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8')) as Record<
          string,
          unknown
        >;
        const forged = Buffer.from(JSON.stringify({ ...claims, roles: ['admin'] })).toString('base64url');
        return `${header}.${forged}.${signature}`;
      },
    ],
  ];

  it.each(forgeries)(
    'refuses %s at /graphql before execution and at /api/user/profile',
    async (_name, forge) => {
      const token = await forge();
      const result = await graphql({ url: stack.graphqlUrl, headers: bearer(token) }, ME);
      expect(result.status).toBe(401);
      expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      expect(result.data).toBeUndefined();
      expect(result.headers.get('www-authenticate')).toMatch(/^Bearer /);
      const profile = await fetch(`${stack.gatewayUrl}/api/user/profile`, { headers: bearer(token) });
      expect(profile.status).toBe(401);
      expect(await profile.json()).toMatchObject({
        error: { code: 'UNAUTHENTICATED', message: expect.any(String) },
      });
    },
  );

  it('refuses garbage, a wrong scheme and two credentials at once', async () => {
    for (const headers of [
      bearer('not.a.jwt'),
      { authorization: `Basic ${Buffer.from('a:b').toString('base64')}` },
      { ...bearer(customer.tokens.access_token), 'x-api-key': 'sk_live_' + 'a'.repeat(32) },
    ]) {
      const result = await graphql({ url: stack.graphqlUrl, headers }, CATEGORIES);
      expect(result.status).toBe(401);
    }
  });
});

describe('one verification for every transport', () => {
  it('reads graphql-ws connection params and gRPC metadata like HTTP headers', async () => {
    const { identify } = stack.gateway.auth;
    const fromParams = await identify({ Authorization: `Bearer ${customer.tokens.access_token}` });
    expect(fromParams).toMatchObject({ kind: 'verified', identity: { kind: 'user', userId: customer.id } });
    const key = await graphqlOk(
      customer.caller,
      gql(`mutation TokensCreateApiKey { createApiKey(input: { name: "grpc" }) { key } }`),
    );
    const fromMetadata = await identify({ 'x-api-key': [key.createApiKey.key] }, { ip: '127.0.0.1' });
    expect(fromMetadata).toMatchObject({
      kind: 'verified',
      identity: { kind: 'apiKey', userId: customer.id, keyType: 'secret' },
    });
    expect(await identify({}, { ip: '10.0.0.9' })).toEqual({
      kind: 'verified',
      identity: { kind: 'anonymous', ip: '10.0.0.9' },
    });
    expect(await identify({ authorization: 'Bearer nonsense.token.here' })).toMatchObject({
      kind: 'rejected',
    });
  });
});

describe('GET /api/user/profile', () => {
  it('answers {id, name, email} for a bearer token with the read scope', async () => {
    const response = await fetch(`${stack.gatewayUrl}/api/user/profile`, {
      headers: bearer(customer.tokens.access_token),
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { data: unknown }).data).toEqual({
      id: customer.id,
      name: 'Token Holder',
      email: customer.email,
    });
  });

  it('answers 401 without a token and 403 for a token without the read scope', async () => {
    expect((await fetch(`${stack.gatewayUrl}/api/user/profile`)).status).toBe(401);
    const created = await graphqlOk(
      customer.caller,
      gql(
        `mutation TokensCreateWriterKey { createApiKey(input: { name: "writer", scopes: ["write"] }) { key } }`,
      ),
    );
    const noRead = await fetch(`${stack.gatewayUrl}/api/user/profile`, {
      headers: bearer(created.createApiKey.key),
    });
    expect(noRead.status).toBe(403);
    expect(await noRead.json()).toMatchObject({ error: { code: 'FORBIDDEN' } });
  });
});

describe('signing-key rotation', () => {
  it('signs new tokens with the new key while tokens of the old key stay valid', async () => {
    const before = await login(stack, customer.email, customer.password);
    const oldKid = decodeProtectedHeader(before.access_token).kid;
    const rotated = await graphqlOk(
      admin,
      gql(`mutation TokensRotateSigningKey { rotateSigningKey { kid } }`),
    );
    expect(rotated.rotateSigningKey.kid).not.toBe(oldKid);

    const after = await login(stack, customer.email, customer.password);
    expect(decodeProtectedHeader(after.access_token).kid).toBe(rotated.rotateSigningKey.kid);
    const kids = (
      (await (await fetch(`${stack.gatewayUrl}/.well-known/jwks.json`)).json()) as { keys: JWK[] }
    ).keys.map((key) => key.kid);
    expect(kids).toEqual(expect.arrayContaining([oldKid, rotated.rotateSigningKey.kid]));
    for (const token of [before.access_token, after.access_token]) {
      expect((await graphqlOk({ url: stack.graphqlUrl, headers: bearer(token) }, ME)).me!.id).toBe(
        customer.id,
      );
    }
    // Only the admin rotates.
    const denied = await graphql(
      customer.caller,
      gql(`mutation TokensRotateSigningKeyDenied { rotateSigningKey { kid } }`),
    );
    expect(denied.status).toBe(403);
    expect(claimsOf(after.access_token).sub).toBe(customer.id);
  });
});
