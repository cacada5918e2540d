import { beforeAll, describe, expect, it } from 'vitest';
import { graphql, graphqlOk, startTestStack } from '../../../testing/harness';
import {
  type Account,
  adminCaller,
  bearer,
  type Caller,
  createWarehouse,
  registerCustomer,
  stockedProduct,
} from '../../../testing/fixtures';
import { postForm } from '../../../testing/oauth';
import { watch, wsClient } from '../../../testing/ws';
import type { Stack } from '../../../stack';
import { gql } from '../../../testing/__generated__';

/**
 * A person's signed-in cart is theirs: reading it needs `read`, changing it `write`, whatever the
 * credential (API key, application token). A credential without any scope (a public key) has no person's
 * cart: it works with anonymous carts by token, like anyone. Subscriptions need `read` at subscribe time.
 */
let stack: Stack;
let owner: Account;
let product: { id: string };

const CART = gql(`query ScopesCart { cart { id itemCount } }`);
const ADD = gql(
  `mutation ScopesAdd($input: CartLineInput!) { addToCart(input: $input) { id itemCount token } }`,
);
const CREATE_KEY = gql(
  `mutation ScopesCreateKey($input: CreateApiKeyInput!) { createApiKey(input: $input) { key } }`,
);
const CREATE_CLIENT = gql(
  `mutation ScopesCreateClient($input: CreateOAuthClientInput!) { createOAuthClient(input: $input) { client { id } clientSecret } }`,
);
const WATCH_MINE = gql(`subscription ScopesWatchMine { myOrderStatusChanged { id status } }`);

async function keyCaller(input: { type?: 'PUBLIC' | 'SECRET'; scopes?: string[] }): Promise<Caller> {
  const created = await graphqlOk(owner.caller, CREATE_KEY, { input: { name: 'cart key', ...input } });
  return { url: stack.graphqlUrl, headers: { 'x-api-key': created.createApiKey.key } };
}

async function readApplication(): Promise<Caller> {
  const created = await graphqlOk(owner.caller, CREATE_CLIENT, {
    input: { name: 'Cart reader', redirectUris: ['https://cart.example.com/cb'], allowedScopes: ['read'] },
  });
  const response = await postForm(stack, '/oauth/token', {
    grant_type: 'client_credentials',
    client_id: created.createOAuthClient.client.id,
    client_secret: created.createOAuthClient.clientSecret!,
  });
  const { access_token } = (await response.json()) as { access_token: string };
  return { url: stack.graphqlUrl, headers: bearer(access_token) };
}

beforeAll(async () => {
  stack = await startTestStack({ env: { FIELD_RATE_LIMITS: 'false' } });
  const admin = await adminCaller(stack);
  product = await stockedProduct(admin, [await createWarehouse(admin)], 50);
  owner = await registerCustomer(stack, { name: 'Cart Owner' });
  await graphqlOk(owner.caller, ADD, { input: { productId: product.id, quantity: 2 } });
});

describe('the signed-in cart', () => {
  it("is read and changed with the owner's password token (read and write)", async () => {
    expect((await graphqlOk(owner.caller, CART)).cart).toMatchObject({ itemCount: 2 });
  });

  it('is refused to a read-only key and a read-scoped application token when changing, shown when reading', async () => {
    for (const reader of [await keyCaller({ scopes: ['read'] }), await readApplication()]) {
      expect((await graphqlOk(reader, CART)).cart).toMatchObject({ itemCount: 2 });
      const write = await graphql(reader, ADD, { input: { productId: product.id, quantity: 1 } });
      expect(write.status).toBe(403);
      expect(write.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    expect((await graphqlOk(owner.caller, CART)).cart).toMatchObject({ itemCount: 2 });
  });

  it('is refused to a write-only key when reading', async () => {
    const writer = await keyCaller({ scopes: ['write'] });
    const read = await graphql(writer, CART);
    expect(read.status).toBe(403);
    expect(read.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('is out of reach of a public key, which gets anonymous carts by token instead', async () => {
    const storefront = await keyCaller({ type: 'PUBLIC' });
    expect((await graphqlOk(storefront, CART)).cart).toBeNull();
    const added = await graphqlOk(storefront, ADD, { input: { productId: product.id, quantity: 1 } });
    expect(added.addToCart).toMatchObject({ itemCount: 1, token: expect.any(String) });
    expect(added.addToCart.id).not.toBe((await graphqlOk(owner.caller, CART)).cart!.id);
    expect((await graphqlOk(owner.caller, CART)).cart).toMatchObject({ itemCount: 2 });
  });
});

describe('subscriptions', () => {
  it('refuse a public key at subscribe time', async () => {
    const storefront = await keyCaller({ type: 'PUBLIC' });
    const watched = watch(wsClient(stack.gatewayUrl, storefront.headers), WATCH_MINE);
    await expect.poll(() => watched.errors.length).toBeGreaterThan(0);
    expect(JSON.stringify(watched.errors)).toContain('FORBIDDEN');
    expect(watched.messages).toEqual([]);
  });
});
