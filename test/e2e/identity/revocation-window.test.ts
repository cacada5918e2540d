import { beforeAll, describe, expect, it } from 'vitest';
import {
  graphql,
  graphqlOk,
  startGatewayReplica,
  startTestStack,
  testConfig,
} from '../../../testing/harness';
import { bearer, registerCustomer, WHO_AM_I, type Account } from '../../../testing/fixtures';
import { postForm } from '../../../testing/oauth';
import { claimsOf } from '../../../testing/tokens';
import type { Stack } from '../../../stack';
import { gql } from '../../../testing/__generated__';

/**
 * The revocation window: a credential revoked through one gateway stops working in another replica (which
 * had it cached as valid) within AUTH_CACHE_TTL_MS, for every kind of credential.
 */
const WINDOW_MS = 1_000;
/** Room for the requests themselves on a busy 2-core machine. */
const SLACK_MS = 1_500;
let stack: Stack;
let replica: string;
let owner: Account;

const CREATE_KEY = gql(
  `mutation WindowCreateKey { createApiKey(input: { name: "window" }) { apiKey { id } key } }`,
);
const REVOKE_KEY = gql(`mutation WindowRevokeKey($id: ID!) { revokeApiKey(id: $id) }`);
const REVOKE_SESSION = gql(`mutation WindowRevokeSession($id: ID!) { revokeSession(id: $id) }`);
const CREATE_CLIENT = gql(
  `mutation WindowCreateClient($input: CreateOAuthClientInput!) { createOAuthClient(input: $input) { client { id } clientSecret } }`,
);
const DELETE_CLIENT = gql(`mutation WindowDeleteClient($id: ID!) { deleteOAuthClient(id: $id) }`);

beforeAll(async () => {
  stack = await startTestStack({ env: { AUTH_CACHE_TTL_MS: String(WINDOW_MS) } });
  replica = (
    await startGatewayReplica(stack, {
      config: testConfig({
        GATEWAY_SECRET: stack.config.gatewaySecret,
        AUTH_CACHE_TTL_MS: String(WINDOW_MS),
      }),
    })
  ).graphqlUrl;
  owner = await registerCustomer(stack, { name: 'Window Owner' });
});

/** Uses the credential at the replica (so it caches it as valid), revokes it through the stack's gateway,
 * and answers how long the replica went on accepting it. */
async function acceptedFor(headers: Record<string, string>, revoke: () => Promise<void>): Promise<number> {
  expect((await graphql({ url: replica, headers }, WHO_AM_I)).status).toBe(200);
  await revoke();
  const revokedAt = Date.now();
  await expect
    .poll(async () => (await graphql({ url: replica, headers }, WHO_AM_I)).status, {
      timeout: WINDOW_MS * 5,
      interval: 50,
    })
    .toBe(401);
  return Date.now() - revokedAt;
}

describe('in another gateway replica, a revocation takes effect within AUTH_CACHE_TTL_MS', () => {
  it('for an API key', async () => {
    const created = await graphqlOk(owner.caller, CREATE_KEY);
    const elapsed = await acceptedFor({ 'x-api-key': created.createApiKey.key }, async () => {
      await graphqlOk(owner.caller, REVOKE_KEY, { id: created.createApiKey.apiKey.id });
    });
    expect(elapsed).toBeLessThan(WINDOW_MS + SLACK_MS);
  });

  it("for a person's access token (its session revoked)", async () => {
    const person = await registerCustomer(stack);
    const elapsed = await acceptedFor(bearer(person.tokens.access_token), async () => {
      await graphqlOk(person.caller, REVOKE_SESSION, {
        id: claimsOf(person.tokens.access_token).sid as string,
      });
    });
    expect(elapsed).toBeLessThan(WINDOW_MS + SLACK_MS);
  });

  it('for an application token (its application deleted)', async () => {
    const created = await graphqlOk(owner.caller, CREATE_CLIENT, {
      input: { name: 'Window App', redirectUris: ['https://w.example.com/cb'], allowedScopes: ['read'] },
    });
    const response = await postForm(stack, '/oauth/token', {
      grant_type: 'client_credentials',
      client_id: created.createOAuthClient.client.id,
      client_secret: created.createOAuthClient.clientSecret!,
    });
    const { access_token } = (await response.json()) as { access_token: string };
    const elapsed = await acceptedFor(bearer(access_token), async () => {
      await graphqlOk(owner.caller, DELETE_CLIENT, { id: created.createOAuthClient.client.id });
    });
    expect(elapsed).toBeLessThan(WINDOW_MS + SLACK_MS);
  });
});
