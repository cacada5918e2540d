import { beforeAll, describe, expect, it } from 'vitest';
import type { Stack } from '../../../stack';
import { graphql, graphqlOk, startGatewayReplica, startTestStack } from '../../../testing/harness';
import { adminCaller, type Caller, CATEGORIES, createProduct, WHO_AM_I } from '../../../testing/fixtures';
import { freePort } from '../../../testing/processes';
import { gql } from '../../../testing/__generated__';

/**
 * A service the gateway depends on is down (its URL points at a port nobody listens on): whatever the
 * face, the caller hears 503 SERVICE_UNAVAILABLE with Retry-After, a condition to wait out, never a 500.
 */
let stack: Stack;
let admin: Caller;
let apiKey: string;
let productId: string;
let adminId: string;
/** A gateway whose users service is down: credentials cannot be checked. */
let usersDown: { url: string; graphqlUrl: string };
/** A gateway whose inventory service is down: product reads lack their stock. */
let inventoryDown: { url: string };

beforeAll(async () => {
  stack = await startTestStack();
  admin = await adminCaller(stack);
  const created = await graphqlOk(
    admin,
    gql(`mutation OutagesCreateApiKey { createApiKey(input: { name: "outage", scopes: ["read"] }) { key } }`),
  );
  apiKey = created.createApiKey.key;
  adminId = (await graphqlOk(admin, WHO_AM_I)).me!.id;
  productId = (await createProduct(admin)).id;
  const dead = `http://127.0.0.1:${await freePort()}/graphql`;
  usersDown = await startGatewayReplica(stack, { subgraphUrls: { users: dead } });
  inventoryDown = await startGatewayReplica(stack, { subgraphUrls: { inventory: dead } });
});

function expectOutage(response: Response): void {
  expect(response.status).toBe(503);
  expect(Number(response.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
}

describe('the users service is down', () => {
  it.each([
    ['an API key', () => ({ 'x-api-key': apiKey })],
    ['a signed-in token', () => admin.headers!],
  ])('answers GraphQL with %s 503 SERVICE_UNAVAILABLE', async (_, headers) => {
    const result = await graphql({ url: usersDown.graphqlUrl, headers: headers() }, CATEGORIES);
    expect(result.status).toBe(503);
    expect(result.errors?.[0]?.extensions?.code).toBe('SERVICE_UNAVAILABLE');
    expect(Number(result.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  });

  it('answers REST and serverless 503 too', async () => {
    const rest = await fetch(`${usersDown.url}/api/v2/users/${adminId}`, {
      headers: { 'x-api-key': apiKey },
    });
    expectOutage(rest);
    expect(await rest.json()).toMatchObject({ error: { code: 'SERVICE_UNAVAILABLE' } });
    const serverless = await fetch(`${usersDown.url}/products/${productId}`, { headers: admin.headers });
    expectOutage(serverless);
  });

  it('still answers anonymous reads', async () => {
    const result = await graphql(usersDown.graphqlUrl, CATEGORIES);
    expect(result.status).toBe(200);
    expect(result.errors).toBeUndefined();
  });
});

describe('the inventory service is down', () => {
  it('answers a serverless product read 503 SERVICE_UNAVAILABLE', async () => {
    const response = await fetch(`${inventoryDown.url}/products/${productId}`, { headers: admin.headers });
    expectOutage(response);
    expect(await response.json()).toMatchObject({ error: expect.stringMatching(/inventory/i) });
  });
});
