import { beforeAll, describe, expect, it } from 'vitest';
import * as oauth from 'oauth4webapi';
import { graphql, graphqlOk, startTestStack } from '../../../testing/harness';
import { type Account, bearer, registerCustomer, WHO_AM_I } from '../../../testing/fixtures';
import type { Stack } from '../../../stack';
import { gql } from '../../../testing/__generated__';
import { consent } from '../../../testing/oauth';

/**
 * The OAuth 2.0 authorization code flow with PKCE, driven by a standard client library (oauth4webapi)
 * against the running gateway; the person's part (the login and consent page) is played over real HTTP.
 */
let stack: Stack;
let as: oauth.AuthorizationServer;
let developer: Account;
let person: Account;
let client: oauth.Client;
let clientSecret: string;
const REDIRECT_URI = 'https://app.example.com/callback';
// The gateway runs on plain http in tests; the library insists on https unless told.
const insecure = { [oauth.allowInsecureRequests]: true } as const;

beforeAll(async () => {
  stack = await startTestStack();
  const issuer = new URL(stack.gatewayUrl);
  as = await oauth.processDiscoveryResponse(issuer, await oauth.discoveryRequest(issuer, insecure));
  developer = await registerCustomer(stack, { name: 'App Developer' });
  person = await registerCustomer(stack, { name: 'App User' });
  const created = await graphqlOk(
    developer.caller,
    gql(
      `mutation OAuthCreateOAuthClient($input: CreateOAuthClientInput!) { createOAuthClient(input: $input) { client { id } clientSecret } }`,
    ),
    { input: { name: 'Example App', redirectUris: [REDIRECT_URI], allowedScopes: ['read', 'write'] } },
  );
  client = { client_id: created.createOAuthClient.client.id };
  clientSecret = created.createOAuthClient.clientSecret!;
});

interface Started {
  verifier: string;
  state: string;
  url: URL;
}

async function startAuthorization(overrides: Record<string, string> = {}): Promise<Started> {
  const verifier = oauth.generateRandomCodeVerifier();
  const state = oauth.generateRandomState();
  const url = new URL(as.authorization_endpoint!);
  const params: Record<string, string> = {
    client_id: client.client_id,
    redirect_uri: REDIRECT_URI,
    response_type: 'code',
    scope: 'read,write',
    state,
    code_challenge: await oauth.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    ...overrides,
  };
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return { verifier, state, url };
}

/** The person's browser: load the page, fill the form (hidden fields included), submit, follow nothing. */
function approve(started: Started, who: Account = person, decision = 'approve'): Promise<Response> {
  return consent(stack, started.url, who, decision);
}

async function codeFlow(): Promise<{
  tokens: oauth.TokenEndpointResponse;
  started: Started;
  callback: URLSearchParams;
}> {
  const started = await startAuthorization();
  const answer = await approve(started);
  expect(answer.status).toBe(303);
  const callback = oauth.validateAuthResponse(
    as,
    client,
    new URL(answer.headers.get('location')!),
    started.state,
  );
  const response = await exchangeCode(callback, started.verifier);
  const tokens = await oauth.processAuthorizationCodeResponse(as, client, response);
  return { tokens, started, callback };
}

/** The client's token request for a code, as oauth4webapi makes it (client_secret_post). */
function exchangeCode(callback: URLSearchParams, verifier: string): Promise<Response> {
  return oauth.authorizationCodeGrantRequest(
    as,
    client,
    oauth.ClientSecretPost(clientSecret),
    callback,
    REDIRECT_URI,
    verifier,
    insecure,
  );
}

/** Replays a token request by hand (the library refuses to reuse its own inputs in some cases). */
function tokenRequest(fields: Record<string, string>): Promise<Response> {
  return fetch(as.token_endpoint!, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
  });
}

describe('the authorization code flow', () => {
  it('completes with oauth4webapi: consent page, redirect with code, state and iss, token exchange, API call, refresh', async () => {
    const { tokens } = await codeFlow();
    expect(tokens.token_type).toBe('bearer');
    expect(tokens.expires_in).toBe(3600);
    expect(tokens.refresh_token).toBeTruthy();
    expect(tokens.scope?.split(' ').sort()).toEqual(['read', 'write']);

    // The access token is an RFC 9068 JWT access token, issued for this client and this person.
    const claims = await oauth.validateJwtAccessToken(
      as,
      new Request(`${stack.gatewayUrl}/api/user/profile`, { headers: bearer(tokens.access_token) }),
      'commerce-api',
      insecure,
    );
    expect(claims).toMatchObject({ sub: person.id, client_id: client.client_id });

    const profile = await oauth.protectedResourceRequest(
      tokens.access_token,
      'GET',
      new URL(`${stack.gatewayUrl}/api/user/profile`),
      undefined,
      undefined,
      insecure,
    );
    expect(profile.status).toBe(200);
    expect(((await profile.json()) as { data: unknown }).data).toEqual({
      id: person.id,
      name: 'App User',
      email: person.email,
    });

    const refreshed = await oauth.processRefreshTokenResponse(
      as,
      client,
      await oauth.refreshTokenGrantRequest(
        as,
        client,
        oauth.ClientSecretBasic(clientSecret),
        tokens.refresh_token!,
        insecure,
      ),
    );
    expect(refreshed.refresh_token).not.toBe(tokens.refresh_token);
    const me = await graphqlOk({ url: stack.graphqlUrl, headers: bearer(refreshed.access_token) }, WHO_AM_I);
    expect(me.me!.id).toBe(person.id);
    // The session shows up in the person's list, granted to the app.
    const sessions = await graphqlOk(person.caller, gql(`query OAuthSessions { sessions { clientId } }`));
    expect(sessions.sessions.map((session) => session.clientId)).toContain(client.client_id);
  });

  it('answers the token endpoint with Cache-Control: no-store', async () => {
    const started = await startAuthorization();
    const callback = oauth.validateAuthResponse(
      as,
      client,
      new URL((await approve(started)).headers.get('location')!),
      started.state,
    );
    const response = await tokenRequest({
      grant_type: 'authorization_code',
      code: callback.get('code')!,
      redirect_uri: REDIRECT_URI,
      code_verifier: started.verifier,
      client_id: client.client_id,
      client_secret: clientSecret,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toMatchObject({
      token_type: 'Bearer',
      expires_in: 3600,
      access_token: expect.any(String),
      refresh_token: expect.any(String),
    });
  });

  it('lets a confidential client exchange a code without PKCE: client_id, client_secret, code, grant_type (RFC 9700 2.1.1)', async () => {
    const state = oauth.generateRandomState();
    const url = new URL(as.authorization_endpoint!);
    for (const [name, value] of Object.entries({
      client_id: client.client_id,
      redirect_uri: REDIRECT_URI,
      response_type: 'code',
      scope: 'read',
      state,
    }))
      url.searchParams.set(name, value);
    const answer = await consent(stack, url, person);
    expect(answer.status).toBe(303);
    const code = new URL(answer.headers.get('location')!).searchParams.get('code')!;
    const response = await tokenRequest({
      grant_type: 'authorization_code',
      code,
      redirect_uri: REDIRECT_URI,
      client_id: client.client_id,
      client_secret: clientSecret,
    });
    expect(response.status).toBe(200);
    const tokens = (await response.json()) as { access_token: string };
    const me = await graphqlOk({ url: stack.graphqlUrl, headers: bearer(tokens.access_token) }, WHO_AM_I);
    expect(me.me!.id).toBe(person.id);
  });

  it('supports the client_credentials grant: the app acts for its owner with its allowed scopes', async () => {
    const response = await oauth.clientCredentialsGrantRequest(
      as,
      client,
      oauth.ClientSecretPost(clientSecret),
      { scope: 'read' },
      insecure,
    );
    const tokens = await oauth.processClientCredentialsResponse(as, client, response);
    expect(tokens.refresh_token).toBeUndefined();
    expect(tokens.scope).toBe('read');
    const me = await graphqlOk({ url: stack.graphqlUrl, headers: bearer(tokens.access_token) }, WHO_AM_I);
    expect(me.me!.id).toBe(developer.id);
  });

  it('redirects a denial back as access_denied with state and iss', async () => {
    const started = await startAuthorization();
    const answer = await approve(started, person, 'deny');
    const location = new URL(answer.headers.get('location')!);
    expect(location.origin + location.pathname).toBe(REDIRECT_URI);
    expect(Object.fromEntries(location.searchParams)).toMatchObject({
      error: 'access_denied',
      state: started.state,
      iss: stack.gatewayUrl,
    });
  });
});

describe('refused', () => {
  it('a replayed code, and the replay revokes the tokens issued from it', async () => {
    const started = await startAuthorization();
    const answer = await approve(started);
    const code = new URL(answer.headers.get('location')!).searchParams.get('code')!;
    const exchange = () =>
      tokenRequest({
        grant_type: 'authorization_code',
        code,
        redirect_uri: REDIRECT_URI,
        code_verifier: started.verifier,
        client_id: client.client_id,
        client_secret: clientSecret,
      });
    const first = await exchange();
    expect(first.status).toBe(200);
    const tokens = (await first.json()) as { access_token: string; refresh_token: string };
    expect(
      (await graphql({ url: stack.graphqlUrl, headers: bearer(tokens.access_token) }, WHO_AM_I)).status,
    ).toBe(200);

    const replay = await exchange();
    expect(replay.status).toBe(400);
    expect(await replay.json()).toMatchObject({ error: 'invalid_grant' });
    expect(
      (await graphql({ url: stack.graphqlUrl, headers: bearer(tokens.access_token) }, WHO_AM_I)).status,
    ).toBe(401);
    const refresh = await tokenRequest({
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
      client_id: client.client_id,
      client_secret: clientSecret,
    });
    expect(refresh.status).toBe(400);
  });

  it('a wrong PKCE verifier (and the code is burnt)', async () => {
    const started = await startAuthorization();
    const callback = oauth.validateAuthResponse(
      as,
      client,
      new URL((await approve(started)).headers.get('location')!),
      started.state,
    );
    const wrong = await exchangeCode(callback, oauth.generateRandomCodeVerifier());
    await expect(oauth.processAuthorizationCodeResponse(as, client, wrong)).rejects.toMatchObject({
      error: 'invalid_grant',
    });
    const right = await exchangeCode(callback, started.verifier);
    await expect(oauth.processAuthorizationCodeResponse(as, client, right)).rejects.toMatchObject({
      error: 'invalid_grant',
    });
  });

  it('a redirect URI that does not match exactly: an error page, never a redirect', async () => {
    for (const redirect of [
      'https://app.example.com/callback/',
      'https://app.example.com/callback?x=1',
      'https://evil.example/callback',
    ]) {
      const started = await startAuthorization({ redirect_uri: redirect });
      const page = await fetch(started.url, { redirect: 'manual' });
      expect(page.status).toBe(400);
      expect(page.headers.get('location')).toBeNull();
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await page.text()).toContain('redirect_uri');
    }
    const unknownClient = await fetch((await startAuthorization({ client_id: 'cli_nope' })).url, {
      redirect: 'manual',
    });
    expect(unknownClient.status).toBe(400);
    expect(unknownClient.headers.get('location')).toBeNull();
  });

  it('a token request whose redirect_uri differs from the authorization request', async () => {
    const started = await startAuthorization();
    const code = new URL((await approve(started)).headers.get('location')!).searchParams.get('code')!;
    const response = await tokenRequest({
      grant_type: 'authorization_code',
      code,
      redirect_uri: 'https://app.example.com/other',
      code_verifier: started.verifier,
      client_id: client.client_id,
      client_secret: clientSecret,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('plain PKCE, a malformed challenge, a scope the app may not ask for, and a non-code response type', async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ code_challenge_method: 'plain' }, 'invalid_request'],
      [{ code_challenge: 'too-short' }, 'invalid_request'],
      [{ scope: 'read,account' }, 'invalid_scope'],
      [{ response_type: 'token' }, 'unsupported_response_type'],
    ];
    for (const [overrides, error] of cases) {
      const started = await startAuthorization(overrides);
      const answer = await fetch(started.url, { redirect: 'manual' });
      expect(answer.status).toBe(303);
      const location = new URL(answer.headers.get('location')!);
      expect(location.searchParams.get('error')).toBe(error);
      expect(location.searchParams.get('state')).toBe(started.state);
    }
  });

  it('a wrong client secret, an unknown grant type and a missing parameter, as RFC 6749 errors', async () => {
    const badClient = await oauth.clientCredentialsGrantRequest(
      as,
      client,
      oauth.ClientSecretBasic('cs_wrong'),
      {},
      insecure,
    );
    expect(badClient.status).toBe(401);
    expect(badClient.headers.get('www-authenticate')).toMatch(/^Basic/);
    expect(await badClient.json()).toMatchObject({ error: 'invalid_client' });
    const unsupported = await tokenRequest({
      grant_type: 'password',
      client_id: client.client_id,
      client_secret: clientSecret,
    });
    expect(unsupported.status).toBe(400);
    expect(await unsupported.json()).toMatchObject({ error: 'unsupported_grant_type' });
    const missing = await tokenRequest({
      grant_type: 'authorization_code',
      client_id: client.client_id,
      client_secret: clientSecret,
    });
    expect(await missing.json()).toMatchObject({ error: 'invalid_request' });
  });

  it('a wrong password on the consent page: the page again, no code', async () => {
    const started = await startAuthorization();
    const answer = await approve(started, { ...person, password: 'not the password' });
    expect(answer.status).toBe(401);
    expect(answer.headers.get('location')).toBeNull();
    expect(await answer.text()).toContain('wrong');
  });
});
