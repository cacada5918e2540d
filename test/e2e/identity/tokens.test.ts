import { beforeAll, describe, expect, it } from 'vitest';
import { createRemoteJWKSet, decodeProtectedHeader, jwtVerify, type JWK } from 'jose';
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
import { claimsOf, mintAccessToken } from '../../../testing/tokens';

/** Issued JWTs verify with jose against the published JWKS (forgeries: negative-corpus.test.ts). */
let stack: Stack;
let admin: Caller;
let customer: Account;

beforeAll(async () => {
  stack = await startTestStack();
  admin = await adminCaller(stack);
  customer = await registerCustomer(stack, { name: 'Token Holder' });
});

/** A token minted with the real key for the customer's live session: the corpus differs from it in one thing. */
function mint(): Promise<string> {
  return mintAccessToken(stack, {
    sub: customer.id,
    claims: { scope: 'read write account', sid: claimsOf(customer.tokens.access_token).sid },
  });
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

describe('malformed credentials', () => {
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
