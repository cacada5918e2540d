import { createPublicKey, generateKeyPairSync } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { SignJWT, UnsecuredJWT, importJWK, type CryptoKey, type JWK } from 'jose';
import { graphql, graphqlOk, startTestStack } from '../../../testing/harness';
import {
  adminCaller,
  bearer,
  type Caller,
  login,
  registerCustomer,
  type Account,
} from '../../../testing/fixtures';
import { consent, pkce, postForm } from '../../../testing/oauth';
import { claimsOf, currentSigningKey, mintAccessToken } from '../../../testing/tokens';
import type { Stack } from '../../../stack';
import { gql } from '../../../testing/__generated__';

/**
 * The JWT and OAuth negative corpus: every forged, stale, revoked or over-reaching credential and every
 * broken OAuth request is refused, with the status a client is owed. One table; each case builds its own
 * attempt against one stack.
 */
let stack: Stack;
let admin: Caller;
let customer: Account;
const REDIRECT_URI = 'https://app.example.com/callback';

const ME = gql(`query CorpusMe { me { id } }`);
const USERS = gql(`query CorpusUsers { users(limit: 1) { id } }`);
const RENAME = gql(
  `mutation CorpusRename($id: ID!, $name: String!) { updateUser(id: $id, input: { name: $name }) { id } }`,
);
const CREATE_CLIENT = gql(
  `mutation CorpusCreateClient($input: CreateOAuthClientInput!) { createOAuthClient(input: $input) { client { id } clientSecret } }`,
);
const DELETE_CLIENT = gql(`mutation CorpusDeleteClient($id: ID!) { deleteOAuthClient(id: $id) }`);
const DEACTIVATE = gql(
  `mutation CorpusDeactivate($id: ID!) { updateUser(id: $id, input: { status: INACTIVE }) { id } }`,
);
const DELETE_USER = gql(`mutation CorpusDeleteUser($id: ID!) { deleteUser(id: $id) }`);

interface App {
  id: string;
  secret: string | null;
  owner: Account;
}

async function application(
  input: { type?: 'CONFIDENTIAL' | 'PUBLIC'; requirePkce?: boolean; allowedScopes?: string[] } = {},
  owner?: Account,
): Promise<App> {
  const developer = owner ?? (await registerCustomer(stack, { name: 'Corpus Developer' }));
  const created = await graphqlOk(developer.caller, CREATE_CLIENT, {
    input: { name: 'Corpus App', redirectUris: [REDIRECT_URI], allowedScopes: ['read', 'write'], ...input },
  });
  return {
    id: created.createOAuthClient.client.id,
    secret: created.createOAuthClient.clientSecret ?? null,
    owner: developer,
  };
}

function authorizationUrl(app: App, extra: Record<string, string>): URL {
  const url = new URL('/oauth/authorize', stack.gatewayUrl);
  const params = {
    client_id: app.id,
    redirect_uri: REDIRECT_URI,
    response_type: 'code',
    state: 's1',
    ...extra,
  };
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url;
}

/** A code the customer approved for `app` (with PKCE unless `withPkce` is false). */
async function approvedCode(app: App, withPkce = true): Promise<{ code: string; verifier: string | null }> {
  const pair = withPkce ? pkce() : null;
  const answer = await consent(
    stack,
    authorizationUrl(
      app,
      pair
        ? { code_challenge: pair.challenge, code_challenge_method: 'S256', scope: 'read' }
        : { scope: 'read' },
    ),
    customer,
  );
  const code = new URL(answer.headers.get('location')!).searchParams.get('code');
  if (!code) throw new Error(`no code: ${answer.headers.get('location')}`);
  return { code, verifier: pair?.verifier ?? null };
}

function exchange(app: App, code: string, fields: Record<string, string | null>): Promise<Response> {
  const form: Record<string, string> = {
    grant_type: 'authorization_code',
    code,
    redirect_uri: REDIRECT_URI,
    client_id: app.id,
    ...(app.secret ? { client_secret: app.secret } : {}),
  };
  for (const [name, value] of Object.entries(fields)) {
    if (value === null) delete form[name];
    else form[name] = value;
  }
  return postForm(stack, '/oauth/token', form);
}

async function appToken(app: App, scope = 'read write'): Promise<string> {
  const response = await postForm(stack, '/oauth/token', {
    grant_type: 'client_credentials',
    client_id: app.id,
    client_secret: app.secret!,
    scope,
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** A GraphQL request with this token (`me`, or with `staff` the staff-only `users`): status and first code. */
async function asBearer(token: string, staff = false): Promise<Outcome> {
  const caller = { url: stack.graphqlUrl, headers: bearer(token) };
  const result = staff ? await graphql(caller, USERS) : await graphql(caller, ME);
  return { status: result.status, code: result.errors?.[0]?.extensions?.code as string | undefined };
}

async function outcomeOf(response: Response): Promise<Outcome> {
  const text = await response.text();
  let code: string | undefined;
  try {
    // OAuth endpoints answer RFC 6749 `{error}`, the others the registry's `{error, code}`.
    const body = JSON.parse(text) as { error?: string | { code?: string }; code?: string };
    code = body.code ?? (typeof body.error === 'string' ? body.error : body.error?.code);
  } catch {
    code = undefined;
  }
  if (response.status === 303)
    code = new URL(response.headers.get('location')!).searchParams.get('error') ?? 'none';
  return { status: response.status, code };
}

interface Outcome {
  status: number;
  code: string | undefined;
}

const now = () => Math.floor(Date.now() / 1000);
const sidOf = (account: Account) => claimsOf(account.tokens.access_token).sid as string;

const cases: Array<[string, () => Promise<Outcome>, Outcome]> = [
  [
    'alg none',
    async () =>
      asBearer(
        new UnsecuredJWT({ scope: 'read write', sid: sidOf(customer) })
          .setSubject(customer.id)
          .setIssuer(stack.gatewayUrl)
          .setAudience('commerce-api')
          .setIssuedAt()
          .setExpirationTime('1h')
          .encode(),
      ),
    { status: 401, code: 'UNAUTHENTICATED' },
  ],
  [
    'HS256 signed with the public key',
    async () => {
      const { publicJwk, kid } = await currentSigningKey(stack);
      const pem = createPublicKey({ key: publicJwk as never, format: 'jwk' }).export({
        type: 'spki',
        format: 'pem',
      }) as string;
      return asBearer(
        await new SignJWT({ scope: 'read write', sid: sidOf(customer) })
          .setProtectedHeader({ alg: 'HS256', kid, typ: 'at+jwt' })
          .setSubject(customer.id)
          .setIssuer(stack.gatewayUrl)
          .setAudience('commerce-api')
          .setIssuedAt()
          .setExpirationTime('1h')
          .setJti(crypto.randomUUID())
          .sign(new TextEncoder().encode(pem)),
      );
    },
    { status: 401, code: 'UNAUTHENTICATED' },
  ],
  [
    'a wrong iss',
    async () =>
      asBearer(
        await mintAccessToken(stack, {
          sub: customer.id,
          claims: { sid: sidOf(customer) },
          iss: 'https://evil.example',
        }),
      ),
    { status: 401, code: 'UNAUTHENTICATED' },
  ],
  [
    'the same gateway under another name (localhost for 127.0.0.1) as iss',
    async () =>
      asBearer(
        await mintAccessToken(stack, {
          sub: customer.id,
          claims: { sid: sidOf(customer) },
          iss: stack.gatewayUrl.replace('127.0.0.1', 'localhost'),
        }),
      ),
    { status: 401, code: 'UNAUTHENTICATED' },
  ],
  [
    'a wrong aud',
    async () =>
      asBearer(
        await mintAccessToken(stack, {
          sub: customer.id,
          claims: { sid: sidOf(customer) },
          aud: 'another-api',
        }),
      ),
    { status: 401, code: 'UNAUTHENTICATED' },
  ],
  [
    'an expired token',
    async () =>
      asBearer(
        await mintAccessToken(stack, {
          sub: customer.id,
          claims: { sid: sidOf(customer) },
          iat: now() - 700,
          exp: now() - 120,
        }),
      ),
    { status: 401, code: 'UNAUTHENTICATED' },
  ],
  [
    'nbf in the future',
    async () =>
      asBearer(
        await mintAccessToken(stack, {
          sub: customer.id,
          claims: { sid: sidOf(customer) },
          nbf: now() + 600,
        }),
      ),
    { status: 401, code: 'UNAUTHENTICATED' },
  ],
  [
    'a lifetime over the maximum (exp - iat of a day)',
    async () =>
      asBearer(
        await mintAccessToken(stack, {
          sub: customer.id,
          claims: { sid: sidOf(customer) },
          iat: now() - 10,
          exp: now() + 86_400,
        }),
      ),
    { status: 401, code: 'UNAUTHENTICATED' },
  ],
  [
    'an unknown kid (a key of somebody else)',
    async () => {
      const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
      const key = (await importJWK(privateKey.export({ format: 'jwk' }) as JWK, 'RS256')) as CryptoKey;
      return asBearer(
        await mintAccessToken(stack, {
          sub: customer.id,
          claims: { sid: sidOf(customer) },
          kid: 'attacker',
          key,
        }),
      );
    },
    { status: 401, code: 'UNAUTHENTICATED' },
  ],
  [
    'a tampered payload (another subject, signature kept)',
    async () => {
      const [header, payload, signature] = customer.tokens.access_token.split('.');
      const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8')) as Record<
        string,
        unknown
      >;
      const forged = Buffer.from(JSON.stringify({ ...claims, roles: ['admin'] })).toString('base64url');
      return asBearer(`${header}.${forged}.${signature}`);
    },
    { status: 401, code: 'UNAUTHENTICATED' },
  ],
  [
    'a token of the real key without a session',
    async () => asBearer(await mintAccessToken(stack, { sub: customer.id })),
    { status: 401, code: 'UNAUTHENTICATED' },
  ],
  [
    "a token of the real key naming someone else's session",
    async () =>
      asBearer(
        await mintAccessToken(stack, {
          sub: customer.id,
          claims: { sid: sidOf(await registerCustomer(stack)) },
        }),
      ),
    { status: 401, code: 'UNAUTHENTICATED' },
  ],
  [
    'roles in the token (admin, real key, live session): the server-side roles decide',
    async () =>
      asBearer(
        await mintAccessToken(stack, {
          sub: customer.id,
          claims: { sid: sidOf(customer), roles: ['admin'] },
        }),
        true,
      ),
    { status: 403, code: 'FORBIDDEN' },
  ],
  [
    'a token for a deleted user',
    async () => {
      const doomed = await registerCustomer(stack);
      await graphqlOk(admin, DELETE_USER, { id: doomed.id });
      return asBearer(doomed.tokens.access_token);
    },
    { status: 401, code: 'UNAUTHENTICATED' },
  ],
  [
    'a token after logout (session revoked)',
    async () => {
      const leaving = await registerCustomer(stack);
      const tokens = await login(stack, leaving.email, leaving.password);
      expect((await asBearer(tokens.access_token)).status).toBe(200);
      await fetch(`${stack.gatewayUrl}/auth/logout`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ refresh_token: tokens.refresh_token }),
      });
      return asBearer(tokens.access_token);
    },
    { status: 401, code: 'UNAUTHENTICATED' },
  ],
  [
    'an application token after the application was deleted',
    async () => {
      const app = await application();
      const token = await appToken(app);
      expect((await asBearer(token)).status).toBe(200);
      await graphqlOk(app.owner.caller, DELETE_CLIENT, { id: app.id });
      return asBearer(token);
    },
    { status: 401, code: 'UNAUTHENTICATED' },
  ],
  [
    "an application token after its owner's deactivation",
    async () => {
      const app = await application();
      const token = await appToken(app);
      expect((await asBearer(token)).status).toBe(200);
      await graphqlOk(admin, DEACTIVATE, { id: app.owner.id });
      return asBearer(token);
    },
    { status: 401, code: 'UNAUTHENTICATED' },
  ],
  [
    "an application token after its owner's account was deleted",
    async () => {
      const app = await application();
      const token = await appToken(app);
      expect((await asBearer(token)).status).toBe(200);
      await graphqlOk(admin, DELETE_USER, { id: app.owner.id });
      return asBearer(token);
    },
    { status: 401, code: 'UNAUTHENTICATED' },
  ],
  [
    'an application token after its revocation (RFC 7009)',
    async () => {
      const app = await application();
      const token = await appToken(app);
      const revoked = await postForm(stack, '/oauth/revoke', {
        token,
        client_id: app.id,
        client_secret: app.secret!,
      });
      expect(revoked.status, await revoked.text()).toBe(200);
      return asBearer(token);
    },
    { status: 401, code: 'UNAUTHENTICATED' },
  ],
  [
    'an ID token presented as an access token',
    async () => {
      const app = await application({ allowedScopes: ['read', 'openid'] });
      const pair = pkce();
      const answer = await consent(
        stack,
        authorizationUrl(app, {
          code_challenge: pair.challenge,
          code_challenge_method: 'S256',
          scope: 'openid read',
          nonce: 'n-1',
        }),
        customer,
      );
      const code = new URL(answer.headers.get('location')!).searchParams.get('code')!;
      const tokens = (await (await exchange(app, code, { code_verifier: pair.verifier })).json()) as {
        id_token: string;
      };
      return asBearer(tokens.id_token);
    },
    { status: 401, code: 'UNAUTHENTICATED' },
  ],
  [
    'a read-scoped application token writing',
    async () => {
      const app = await application();
      const token = await appToken(app, 'read');
      const result = await graphql({ url: stack.graphqlUrl, headers: bearer(token) }, RENAME, {
        id: app.owner.id,
        name: 'Renamed by a reader',
      });
      return { status: result.status, code: result.errors?.[0]?.extensions?.code as string | undefined };
    },
    { status: 403, code: 'FORBIDDEN' },
  ],
  [
    'a reused refresh token',
    async () => {
      const account = await registerCustomer(stack);
      const first = await fetch(`${stack.gatewayUrl}/auth/refresh`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ refresh_token: account.tokens.refresh_token }),
      });
      expect(first.status).toBe(200);
      return outcomeOf(
        await fetch(`${stack.gatewayUrl}/auth/refresh`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ refresh_token: account.tokens.refresh_token }),
        }),
      );
    },
    { status: 400, code: 'INVALID_GRANT' },
  ],
  [
    'a reused authorization code',
    async () => {
      const app = await application();
      const { code, verifier } = await approvedCode(app);
      expect((await exchange(app, code, { code_verifier: verifier })).status).toBe(200);
      return outcomeOf(await exchange(app, code, { code_verifier: verifier }));
    },
    { status: 400, code: 'invalid_grant' },
  ],
  [
    'a code with another redirect_uri',
    async () => {
      const app = await application();
      const { code, verifier } = await approvedCode(app);
      return outcomeOf(
        await exchange(app, code, { code_verifier: verifier, redirect_uri: 'https://app.example.com/other' }),
      );
    },
    { status: 400, code: 'invalid_grant' },
  ],
  [
    'a wrong PKCE verifier',
    async () => {
      const app = await application();
      const { code } = await approvedCode(app);
      return outcomeOf(await exchange(app, code, { code_verifier: pkce().verifier }));
    },
    { status: 400, code: 'invalid_grant' },
  ],
  [
    'a verifier for a code issued without a challenge (PKCE downgrade)',
    async () => {
      const app = await application();
      const { code } = await approvedCode(app, false);
      return outcomeOf(await exchange(app, code, { code_verifier: pkce().verifier }));
    },
    { status: 400, code: 'invalid_grant' },
  ],
  [
    'a public client without PKCE',
    async () =>
      outcomeOf(
        await fetch(authorizationUrl(await application({ type: 'PUBLIC' }), { scope: 'read' }), {
          redirect: 'manual',
        }),
      ),
    { status: 303, code: 'invalid_request' },
  ],
  [
    'a confidential client that requires PKCE, without it',
    async () =>
      outcomeOf(
        await fetch(authorizationUrl(await application({ requirePkce: true }), { scope: 'read' }), {
          redirect: 'manual',
        }),
      ),
    { status: 303, code: 'invalid_request' },
  ],
  [
    "a public client's code exchanged without the verifier",
    async () => {
      const app = await application({ type: 'PUBLIC' });
      const { code } = await approvedCode(app);
      return outcomeOf(await exchange(app, code, {}));
    },
    { status: 400, code: 'invalid_grant' },
  ],
  [
    'a public client asking for client_credentials',
    async () => {
      const app = await application({ type: 'PUBLIC' });
      return outcomeOf(
        await postForm(stack, '/oauth/token', { grant_type: 'client_credentials', client_id: app.id }),
      );
    },
    { status: 400, code: 'unauthorized_client' },
  ],
  [
    'a wrong client secret',
    async () => {
      const app = await application();
      const { code, verifier } = await approvedCode(app);
      return outcomeOf(await exchange(app, code, { code_verifier: verifier, client_secret: 'cs_wrong' }));
    },
    { status: 401, code: 'invalid_client' },
  ],
  [
    'a confidential client without its secret',
    async () => {
      const app = await application();
      const { code, verifier } = await approvedCode(app);
      return outcomeOf(await exchange(app, code, { code_verifier: verifier, client_secret: null }));
    },
    { status: 401, code: 'invalid_client' },
  ],
  [
    'scope escalation at the token endpoint (client_credentials asking for account)',
    async () => {
      const app = await application();
      return outcomeOf(
        await postForm(stack, '/oauth/token', {
          grant_type: 'client_credentials',
          client_id: app.id,
          client_secret: app.secret!,
          scope: 'read account',
        }),
      );
    },
    { status: 400, code: 'invalid_scope' },
  ],
  [
    'scope escalation at refresh (read granted, read write asked)',
    async () => {
      const app = await application();
      const { code, verifier } = await approvedCode(app);
      const tokens = (await (await exchange(app, code, { code_verifier: verifier })).json()) as {
        refresh_token: string;
      };
      return outcomeOf(
        await postForm(stack, '/oauth/token', {
          grant_type: 'refresh_token',
          refresh_token: tokens.refresh_token,
          client_id: app.id,
          client_secret: app.secret!,
          scope: 'read write',
        }),
      );
    },
    { status: 400, code: 'invalid_scope' },
  ],
  [
    'introspection without client authentication',
    async () =>
      outcomeOf(await postForm(stack, '/oauth/introspect', { token: customer.tokens.access_token })),
    { status: 401, code: 'invalid_client' },
  ],
  [
    'userinfo with a token without the openid scope',
    async () =>
      outcomeOf(
        await fetch(`${stack.gatewayUrl}/oauth/userinfo`, { headers: bearer(customer.tokens.access_token) }),
      ),
    { status: 403, code: 'insufficient_scope' },
  ],
];

beforeAll(async () => {
  stack = await startTestStack();
  admin = await adminCaller(stack);
  customer = await registerCustomer(stack, { name: 'Corpus Customer' });
});

describe('the JWT and OAuth negative corpus', () => {
  it('lets the real thing through (every case below differs from it in one way)', async () => {
    expect(await asBearer(customer.tokens.access_token)).toEqual({ status: 200, code: undefined });
    expect(
      await asBearer(await mintAccessToken(stack, { sub: customer.id, claims: { sid: sidOf(customer) } })),
    ).toEqual({
      status: 200,
      code: undefined,
    });
  });

  it.each(cases)('refuses %s', async (_name, attempt, expected) => {
    expect(await attempt()).toEqual(expected);
  });
});
