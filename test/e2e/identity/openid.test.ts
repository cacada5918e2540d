import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import * as client from 'openid-client';
import { graphqlOk, startTestStack } from '../../../testing/harness';
import { type Account, registerCustomer } from '../../../testing/fixtures';
import { consent } from '../../../testing/oauth';
import type { Stack } from '../../../stack';
import { gql } from '../../../testing/__generated__';

/**
 * The gateway as an OpenID Provider, used by a certified relying-party library (openid-client 6):
 * discovery, the authorization code flow with PKCE, ID-token validation, userinfo, introspection and
 * revocation. The person's part (sign-in and consent) is played over plain HTTP; where Python's authlib
 * is installed, its CodeIDToken validator checks the same ID token (nonce, at_hash, aud, iss).
 */
let stack: Stack;
let person: Account;
let config: client.Configuration;
let clientId: string;
const REDIRECT_URI = 'https://rp.example.com/callback';

beforeAll(async () => {
  stack = await startTestStack();
  const developer = await registerCustomer(stack, { name: 'RP Developer' });
  person = await registerCustomer(stack, { name: 'Olive Openid' });
  const created = await graphqlOk(
    developer.caller,
    gql(
      `mutation OpenIdCreateClient($input: CreateOAuthClientInput!) { createOAuthClient(input: $input) { client { id } clientSecret } }`,
    ),
    {
      input: {
        name: 'Relying Party',
        redirectUris: [REDIRECT_URI],
        allowedScopes: ['read', 'openid', 'profile', 'email'],
      },
    },
  );
  clientId = created.createOAuthClient.client.id;
  // The gateway runs on plain http in tests; the library insists on https unless told.
  config = await client.discovery(
    new URL(stack.gatewayUrl),
    clientId,
    created.createOAuthClient.clientSecret!,
    undefined,
    { execute: [client.allowInsecureRequests] },
  );
});

/** authlib's CodeIDToken validation of an ID token, in python3. */
function validateWithAuthlib(
  input: Record<string, string>,
): Promise<{ code: number; out: string; err: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('python3', [
      fileURLToPath(new URL('./support/validate_id_token.py', import.meta.url)),
    ]);
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? 1, out, err }));
    child.stdin.end(JSON.stringify(input));
  });
}

function authlibInstalled(): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn('python3', ['-c', 'import authlib']);
    child.on('error', () => resolve(false));
    child.on('close', (code) => resolve(code === 0));
  });
}

describe('OpenID Connect with openid-client', () => {
  it('publishes complete discovery metadata', () => {
    const metadata = config.serverMetadata();
    expect(metadata).toMatchObject({
      issuer: stack.gatewayUrl,
      jwks_uri: `${stack.gatewayUrl}/.well-known/jwks.json`,
      userinfo_endpoint: `${stack.gatewayUrl}/oauth/userinfo`,
      revocation_endpoint: `${stack.gatewayUrl}/oauth/revoke`,
      introspection_endpoint: `${stack.gatewayUrl}/oauth/introspect`,
      response_types_supported: ['code'],
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: ['RS256'],
      code_challenge_methods_supported: ['S256'],
    });
    expect(metadata.scopes_supported).toEqual(expect.arrayContaining(['openid', 'profile', 'email']));
    expect(metadata.claims_supported).toEqual(
      expect.arrayContaining(['sub', 'nonce', 'at_hash', 'auth_time', 'email', 'name']),
    );
    expect(metadata.token_endpoint_auth_methods_supported).toEqual(
      expect.arrayContaining(['client_secret_basic', 'client_secret_post', 'none']),
    );
  });

  it('runs the code flow with PKCE and nonce, validates the ID token, reads userinfo, introspects and revokes', async () => {
    const verifier = client.randomPKCECodeVerifier();
    const nonce = client.randomNonce();
    const state = client.randomState();
    const started = Math.floor(Date.now() / 1000);
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: REDIRECT_URI,
      scope: 'openid profile email read',
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      nonce,
      state,
    });
    const answer = await consent(stack, url, person);
    expect(answer.status).toBe(303);

    const tokens = await client.authorizationCodeGrant(config, new URL(answer.headers.get('location')!), {
      pkceCodeVerifier: verifier,
      expectedNonce: nonce,
      expectedState: state,
      idTokenExpected: true,
    });
    const claims = tokens.claims()!;
    expect(claims).toMatchObject({
      iss: stack.gatewayUrl,
      sub: person.id,
      aud: clientId,
      nonce,
      name: 'Olive Openid',
      email: person.email,
      email_verified: false,
    });
    expect(claims.auth_time).toBeGreaterThanOrEqual(started - 1);
    expect(typeof claims.at_hash).toBe('string');
    expect(tokens.scope?.split(' ').sort()).toEqual(['email', 'openid', 'profile', 'read']);

    const userinfo = await client.fetchUserInfo(config, tokens.access_token, person.id);
    expect(userinfo).toEqual({
      sub: person.id,
      name: 'Olive Openid',
      email: person.email,
      email_verified: false,
    });

    if (await authlibInstalled()) {
      const checked = await validateWithAuthlib({
        id_token: tokens.id_token!,
        issuer: stack.gatewayUrl,
        client_id: clientId,
        nonce,
        access_token: tokens.access_token,
        jwks_uri: `${stack.gatewayUrl}/.well-known/jwks.json`,
      });
      expect(checked.code, checked.err).toBe(0);
      expect(JSON.parse(checked.out)).toMatchObject({ sub: person.id, nonce, aud: clientId });
      // The same validator refuses the token for another nonce.
      const wrongNonce = await validateWithAuthlib({
        id_token: tokens.id_token!,
        issuer: stack.gatewayUrl,
        client_id: clientId,
        nonce: 'another-nonce',
        access_token: tokens.access_token,
        jwks_uri: `${stack.gatewayUrl}/.well-known/jwks.json`,
      });
      expect(wrongNonce.code).not.toBe(0);
    }

    const introspected = await client.tokenIntrospection(config, tokens.access_token);
    expect(introspected).toMatchObject({ active: true, sub: person.id, client_id: clientId });

    await client.tokenRevocation(config, tokens.refresh_token!);
    // Revoking the refresh token ends the session, and with it the access token (RFC 7009 2.1).
    expect(await client.tokenIntrospection(config, tokens.access_token)).toEqual({ active: false });
    await expect(client.fetchUserInfo(config, tokens.access_token, person.id)).rejects.toThrow();
  });
});
