import { beforeAll, describe, expect, it } from 'vitest';
import { graphql, graphqlOk, startTestStack, type GraphQLResult } from '../../../testing/harness';
import {
  accountWithRole,
  adminCaller,
  CREATE_ORDER,
  createWarehouse,
  registerCustomer,
  stockedProduct,
  type Account,
  type Caller,
} from '../../../testing/fixtures';
import type { Stack } from '../../../stack';

/** Scopes and roles in every subgraph, and ownership: other people's records answer exactly like missing ones. */
let stack: Stack;
let admin: Caller;
let victim: Account;
let intruder: Account;
let support: Account;
let readOnly: Account;
let product: { id: string };
const owned: {
  orderId: string;
  keyId: string;
  key: string;
  clientId: string;
  sessionId: string;
  number: number;
} = {
  orderId: '',
  keyId: '',
  key: '',
  clientId: '',
  sessionId: '',
  number: 0,
};

beforeAll(async () => {
  stack = await startTestStack({ env: { FIELD_RATE_LIMITS: 'false' } });
  admin = await adminCaller(stack);
  product = await stockedProduct(admin, [await createWarehouse(admin)], 100, { costPrice: '4.00' });
  victim = await registerCustomer(stack, { name: 'Victim Customer' });
  intruder = await registerCustomer(stack, { name: 'Intruder Customer' });
  support = await accountWithRole(stack, admin, 'support');
  readOnly = await accountWithRole(stack, admin, 'read-only');
  owned.orderId = (
    await graphqlOk<{ createOrder: { id: string } }>(victim.caller, CREATE_ORDER, {
      input: { userId: victim.id, items: [{ productId: product.id, quantity: 1 }] },
    })
  ).createOrder.id;
  const key = await graphqlOk<{ createApiKey: { key: string; apiKey: { id: string } } }>(
    victim.caller,
    'mutation { createApiKey(input: { name: "victim key" }) { key apiKey { id } } }',
  );
  owned.keyId = key.createApiKey.apiKey.id;
  owned.key = key.createApiKey.key;
  const app = await graphqlOk<{ createOAuthClient: { client: { id: string } } }>(
    victim.caller,
    'mutation { createOAuthClient(input: { name: "Victim App", redirectUris: ["https://victim.example/cb"] }) { client { id } } }',
  );
  owned.clientId = app.createOAuthClient.client.id;
  owned.sessionId = (
    await graphqlOk<{ sessions: Array<{ id: string }> }>(victim.caller, '{ sessions { id } }')
  ).sessions[0]!.id;
  owned.number = (await graphqlOk<{ me: { number: number } }>(victim.caller, '{ me { number } }')).me.number;
});

/** What a client can observe of an answer, with the asked-for id replaced so two answers compare. */
function observable(result: GraphQLResult<unknown>, id: string | number): unknown {
  const text = JSON.stringify({
    status: result.status,
    data: result.data ?? null,
    errors: (result.errors ?? []).map(({ message, path, extensions }) => ({
      message,
      path,
      code: extensions?.code,
      field: extensions?.field,
      reason: extensions?.reason,
    })),
  });
  // Short ids (int32 user numbers) are not echoed in answers and would match digits of the status.
  return JSON.parse(String(id).length < 8 ? text : text.split(String(id)).join('<id>'));
}

const MISSING_UUID = '7e1c0d1e-0000-4000-8000-000000000000';

describe('ownership: every id-taking operation, as another customer', () => {
  // [name, document, variables for an id, the victim's id, an id that does not exist]
  const table: Array<[string, string, (id: string) => Record<string, unknown>, () => string, string]> = [
    [
      'user',
      'query($id: ID!) { user(id: $id) { id email } }',
      (id) => ({ id }),
      () => victim.id,
      MISSING_UUID,
    ],
    [
      'userByNumber',
      'query($n: Int!) { userByNumber(number: $n) { id email } }',
      (id) => ({ n: Number(id) }),
      () => String(owned.number),
      '2147483000',
    ],
    [
      'order',
      'query($id: ID!) { order(id: $id) { id total status } }',
      (id) => ({ id }),
      () => owned.orderId,
      MISSING_UUID,
    ],
    [
      'order with its user',
      'query($id: ID!) { order(id: $id) { id total user { email } } }',
      (id) => ({ id }),
      () => owned.orderId,
      MISSING_UUID,
    ],
    [
      'orders(userId)',
      'query($id: ID!) { orders(userId: $id) { id } }',
      (id) => ({ id }),
      () => victim.id,
      MISSING_UUID,
    ],
    [
      'searchOrders',
      'query($id: String!) { searchOrders(query: $id) { id } }',
      (id) => ({ id }),
      () => owned.orderId,
      MISSING_UUID,
    ],
    [
      'apiKey',
      'query($id: ID!) { apiKey(id: $id) { id hint } }',
      (id) => ({ id }),
      () => owned.keyId,
      MISSING_UUID,
    ],
    [
      'apiKeys(userId)',
      'query($id: ID!) { apiKeys(userId: $id) { id } }',
      (id) => ({ id }),
      () => victim.id,
      MISSING_UUID,
    ],
    [
      'oauthClient',
      'query($id: ID!) { oauthClient(id: $id) { id redirectUris } }',
      (id) => ({ id }),
      () => owned.clientId,
      'cli_doesnotexist0000000000',
    ],
    [
      'oauthClients(userId)',
      'query($id: ID!) { oauthClients(userId: $id) { id } }',
      (id) => ({ id }),
      () => victim.id,
      MISSING_UUID,
    ],
    [
      'sessions(userId)',
      'query($id: ID!) { sessions(userId: $id) { id } }',
      (id) => ({ id }),
      () => victim.id,
      MISSING_UUID,
    ],
    [
      'updateUser',
      'mutation($id: ID!) { updateUser(id: $id, input: { name: "Owned" }) { id } }',
      (id) => ({ id }),
      () => victim.id,
      MISSING_UUID,
    ],
    [
      'deleteUser',
      'mutation($id: ID!) { deleteUser(id: $id) }',
      (id) => ({ id }),
      () => victim.id,
      MISSING_UUID,
    ],
    [
      'setUserRoles',
      'mutation($id: ID!) { setUserRoles(id: $id, roles: [ADMIN]) { id } }',
      (id) => ({ id }),
      () => victim.id,
      MISSING_UUID,
    ],
    [
      'createOrder for someone else',
      CREATE_ORDER,
      (id) => ({ input: { userId: id, items: [{ productId: product.id, quantity: 1 }] } }),
      () => victim.id,
      MISSING_UUID,
    ],
    [
      'updateOrder',
      'mutation($id: ID!) { updateOrder(id: $id, input: { status: CANCELLED }) { id } }',
      (id) => ({ id }),
      () => owned.orderId,
      MISSING_UUID,
    ],
    [
      'updateApiKey',
      'mutation($id: ID!) { updateApiKey(id: $id, input: { isActive: false }) { id } }',
      (id) => ({ id }),
      () => owned.keyId,
      MISSING_UUID,
    ],
    [
      'revokeApiKey',
      'mutation($id: ID!) { revokeApiKey(id: $id) }',
      (id) => ({ id }),
      () => owned.keyId,
      MISSING_UUID,
    ],
    [
      'rotateApiKey',
      'mutation($id: ID!) { rotateApiKey(id: $id, overlapSeconds: 0) { key } }',
      (id) => ({ id }),
      () => owned.keyId,
      MISSING_UUID,
    ],
    [
      'deleteOAuthClient',
      'mutation($id: ID!) { deleteOAuthClient(id: $id) }',
      (id) => ({ id }),
      () => owned.clientId,
      'cli_doesnotexist0000000000',
    ],
    [
      'revokeSession',
      'mutation($id: ID!) { revokeSession(id: $id) }',
      (id) => ({ id }),
      () => owned.sessionId,
      MISSING_UUID,
    ],
  ];

  it.each(table)(
    '%s: answers as if the object did not exist',
    async (_name, document, variables, victimsId, missingId) => {
      const id = victimsId();
      const onVictims = await graphql(intruder.caller, document, variables(id));
      const onNothing = await graphql(intruder.caller, document, variables(missingId));
      expect(observable(onVictims, id)).toEqual(observable(onNothing, missingId));
      const answer = JSON.stringify(onVictims);
      for (const secret of [victim.email, 'Victim Customer', owned.key, 'victim.example'])
        expect(answer).not.toContain(secret);
    },
  );

  it('left every one of the victim’s records as it was', async () => {
    const mine = await graphqlOk<{
      me: { name: string; roles: string[] };
      order: { status: string };
      apiKey: { isActive: boolean; expiresAt: string | null };
      oauthClient: { id: string };
      sessions: Array<{ id: string }>;
    }>(
      victim.caller,
      'query($o: ID!, $k: ID!, $c: ID!) { me { name roles } order(id: $o) { status } apiKey(id: $k) { isActive expiresAt } oauthClient(id: $c) { id } sessions { id } }',
      { o: owned.orderId, k: owned.keyId, c: owned.clientId },
    );
    expect(mine).toMatchObject({
      me: { name: 'Victim Customer', roles: ['CUSTOMER'] },
      order: { status: 'PENDING' },
      apiKey: { isActive: true, expiresAt: null },
      oauthClient: { id: owned.clientId },
    });
    expect(mine.sessions.map((session) => session.id)).toContain(owned.sessionId);
    expect(
      (await graphql({ url: stack.graphqlUrl, headers: { 'x-api-key': owned.key } }, '{ me { id } }')).status,
    ).toBe(200);
  });
});

describe('roles and scopes', () => {
  it('keeps catalog browsing public and asks anonymous callers for a credential elsewhere (401)', async () => {
    const open = await graphql(
      stack.graphqlUrl,
      'query($id: ID!) { products(limit: 5) { id name price { amount } } product(id: $id) { stock { available } stockLevels { available } } categories { id } warehouses { id } }',
      { id: product.id },
    );
    expect(open.status).toBe(200);
    expect(open.errors).toBeUndefined();
    for (const document of [
      '{ me { id } }',
      '{ orders { id } }',
      '{ users { id } }',
      'mutation { createWarehouse(input: { code: "X", name: "X", country: "US" }) { id } }',
    ]) {
      const result = await graphql(stack.graphqlUrl, document);
      expect(result.status, document).toBe(401);
      expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
  });

  it('forbids staff operations to customers (403)', async () => {
    const documents = [
      '{ users { id } }',
      'mutation { createUser(input: { name: "X", email: "x-by-customer@example.com" }) { id } }',
      'mutation { createProduct(input: { sku: "CUST-1", name: "X", price: "1.00" }) { id } }',
      'mutation { createWarehouse(input: { code: "CUST", name: "X", country: "US" }) { id } }',
      `mutation { setStock(input: { productId: "${product.id}", warehouseId: "w", available: 1 }) { available } }`,
      `{ product(id: "${product.id}") { costPrice } }`,
    ];
    for (const document of documents) {
      const result = await graphql(intruder.caller, document);
      expect(result.status, document).toBe(403);
      expect(result.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
  });

  it('lets support read everyone’s records and create customers, but not change others’ records or the catalog', async () => {
    const read = await graphqlOk<{
      order: { user: { email: string } };
      user: { email: string };
      users: unknown[];
    }>(
      support.caller,
      'query($o: ID!, $u: ID!) { order(id: $o) { user { email } } user(id: $u) { email } users(limit: 100) { id } }',
      { o: owned.orderId, u: victim.id },
    );
    expect(read.order.user.email).toBe(victim.email);
    expect(read.user.email).toBe(victim.email);
    await graphqlOk(
      support.caller,
      'mutation { createUser(input: { name: "Walk-in", email: "walk-in@example.com" }) { id } }',
    );
    const change = await graphql(
      support.caller,
      'mutation($id: ID!) { updateOrder(id: $id, input: { notes: "x" }) { id } }',
      { id: owned.orderId },
    );
    expect(change.errors?.[0]?.extensions?.code).toBe('ORDER_NOT_FOUND');
    expect(
      (
        await graphql(
          support.caller,
          'mutation { createProduct(input: { sku: "SUP-1", name: "X", price: "1.00" }) { id } }',
        )
      ).status,
    ).toBe(403);
  });

  it('never lets a read-only account write, not even its own records', async () => {
    expect(
      (await graphqlOk<{ me: { roles: string[] } }>(readOnly.caller, '{ me { roles } }')).me.roles,
    ).toEqual(['READ_ONLY']);
    const writes = [
      ['mutation($id: ID!) { updateUser(id: $id, input: { name: "Changed" }) { id } }', { id: readOnly.id }],
      [CREATE_ORDER, { input: { userId: readOnly.id, items: [{ productId: product.id, quantity: 1 }] } }],
      ['mutation { createApiKey(input: { name: "k" }) { key } }', {}],
    ] as const;
    for (const [document, variables] of writes) {
      const result = await graphql(readOnly.caller, document, variables);
      expect(result.status, document).toBe(403);
    }
  });

  it('lets a customer cancel an own order but not move it along', async () => {
    const order = (
      await graphqlOk<{ createOrder: { id: string } }>(intruder.caller, CREATE_ORDER, {
        input: { userId: intruder.id, items: [{ productId: product.id, quantity: 1 }] },
      })
    ).createOrder;
    const along = await graphql(
      intruder.caller,
      'mutation($id: ID!) { updateOrder(id: $id, input: { status: PROCESSING }) { status } }',
      { id: order.id },
    );
    expect(along.status).toBe(403);
    // Not even admins push an order along by hand: PROCESSING follows from the charged payment.
    const byAdmin = await graphql(
      admin,
      'mutation($id: ID!) { updateOrder(id: $id, input: { status: PROCESSING }) { status } }',
      { id: order.id },
    );
    expect(byAdmin.errors?.[0]?.extensions?.code).toBe('INVALID_STATUS_TRANSITION');
    const cancelled = await graphqlOk<{ updateOrder: { status: string } }>(
      intruder.caller,
      'mutation($id: ID!) { updateOrder(id: $id, input: { status: CANCELLED }) { status } }',
      { id: order.id },
    );
    expect(cancelled.updateOrder.status).toBe('CANCELLED');
  });

  it('shows cost prices to staff only', async () => {
    const staff = await graphqlOk<{ product: { costPrice: number } }>(
      support.caller,
      'query($id: ID!) { product(id: $id) { costPrice } }',
      { id: product.id },
    );
    expect(staff.product.costPrice).toBe(4);
  });

  it('keeps the internal operations out of the public schema', async () => {
    for (const document of [
      'mutation { validateApiKey(keyHash: "x") { keyId } }',
      '{ jsonWebKeys { kid } }',
      'mutation { passwordLogin(input: { email: "a", password: "b" }) { accessToken } }',
    ]) {
      const result = await graphql(admin, document);
      expect(result.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    }
  });

  it('refuses a subgraph called directly, whatever credential the caller holds', async () => {
    for (const headers of [{}, victim.caller.headers!, { 'x-api-key': owned.key }]) {
      const response = await fetch(stack.subgraphUrls.users, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ query: '{ users { id email } }' }),
      });
      expect(response.status).toBe(401);
    }
  });
});
