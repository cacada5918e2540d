import { beforeAll, describe, expect, it } from 'vitest';
import { graphql, graphqlOk, startTestStack, type GraphQLResult } from '../../../testing/harness';
import {
  type Account,
  accountWithRole,
  adminCaller,
  type Caller,
  CREATE_ORDER,
  createWarehouse,
  registerCustomer,
  stockedProduct,
  US_ADDRESS,
  WHO_AM_I,
} from '../../../testing/fixtures';
import type { Stack } from '../../../stack';
import {
  untypedDocument,
  type TypedDocument,
  type VariablesArgument,
} from '../../../platform/graphql/documents';
import { gql } from '../../../testing/__generated__';

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
  addressId: string;
  wishListId: string;
  ticketId: string;
  exportId: string;
  exportToken: string;
  deviceId: string;
} = {
  exportId: '',
  exportToken: '',
  deviceId: '',
  orderId: '',
  keyId: '',
  key: '',
  clientId: '',
  sessionId: '',
  number: 0,
  addressId: '',
  wishListId: '',
  ticketId: '',
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
    await graphqlOk(victim.caller, CREATE_ORDER, {
      input: { userId: victim.id, items: [{ productId: product.id, quantity: 1 }] },
    })
  ).createOrder.id;
  const key = await graphqlOk(
    victim.caller,
    gql(`mutation AuthzCreateApiKey { createApiKey(input: { name: "victim key" }) { key apiKey { id } } }`),
  );
  owned.keyId = key.createApiKey.apiKey.id;
  owned.key = key.createApiKey.key;
  const app = await graphqlOk(
    victim.caller,
    gql(
      `mutation AuthzCreateOAuthClient { createOAuthClient(input: { name: "Victim App", redirectUris: ["https://victim.example/cb"] }) { client { id } } }`,
    ),
  );
  owned.clientId = app.createOAuthClient.client.id;
  owned.sessionId = (
    await graphqlOk(victim.caller, gql(`query AuthzSessions { sessions { id } }`))
  ).sessions[0]!.id;
  owned.number = (await graphqlOk(victim.caller, gql(`query AuthzMe { me { number } }`))).me!.number;
  const care = await graphqlOk(
    victim.caller,
    gql(`mutation AuthzCareRecords($address: SavedAddressFields!, $order: ID!) {
      addAddress(input: { type: SHIPPING, address: $address }) { id }
      createWishList(input: { name: "Victim wishes" }) { id }
      openTicket(input: { subject: "Victim question", body: "About my order", orderId: $order }) { id }
    }`),
    { address: { ...US_ADDRESS, name: 'Victim Customer' }, order: owned.orderId },
  );
  owned.addressId = care.addAddress.id;
  owned.wishListId = care.createWishList.id;
  owned.ticketId = care.openTicket.id;
  const exported = await graphqlOk(
    victim.caller,
    gql(
      `mutation AuthzRequestExport($id: ID!) { requestPersonalDataExport(userId: $id) { downloadToken export { id } } }`,
    ),
    { id: victim.id },
  );
  owned.exportId = exported.requestPersonalDataExport.export.id;
  owned.exportToken = exported.requestPersonalDataExport.downloadToken;
  owned.deviceId = (
    await graphqlOk(
      victim.caller,
      gql(
        `mutation AuthzRegisterPushDevice { registerPushDevice(input: { token: "victim-device-token", platform: "web" }) { id } }`,
      ),
    )
  ).registerPushDevice.id;
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

/** An operation and its variables (checked against the operation's), to ask as any caller. */
function request<TVariables>(
  document: TypedDocument<unknown, TVariables>,
  ...[variables]: VariablesArgument<NoInfer<TVariables>>
) {
  return {
    text: String(document),
    ask: (caller: Caller | string) =>
      graphql(
        caller,
        document as TypedDocument<unknown, Record<string, unknown>>,
        variables as Record<string, unknown> | undefined,
      ),
  };
}

/**
 * A row of the ownership table: an operation that takes an id, asked with any id (its variables are
 * checked against the operation's).
 */
function probe<TVariables>(
  name: string,
  document: TypedDocument<unknown, TVariables>,
  variables: (id: string) => NoInfer<TVariables>,
  victimsId: () => string,
  missingId: string,
) {
  const ask = (caller: Caller, id: string) =>
    graphql(
      caller,
      document as TypedDocument<unknown, Record<string, unknown>>,
      variables(id) as Record<string, unknown>,
    );
  return [name, ask, victimsId, missingId] as const;
}

/** Customer accounts and care: addresses, wish lists, tickets and preferences. */
function careProbes() {
  const address = () => owned.addressId;
  const list = () => owned.wishListId;
  const ticket = () => owned.ticketId;
  const person = () => victim.id;
  return [
    probe(
      'address',
      gql(`query AuthzProbeAddress($id: ID!) { address(id: $id) { id city } }`),
      (id) => ({ id }),
      address,
      MISSING_UUID,
    ),
    probe(
      'addresses(userId)',
      gql(`query AuthzProbeAddresses($id: ID!) { addresses(userId: $id) { id } }`),
      (id) => ({ id }),
      person,
      MISSING_UUID,
    ),
    probe(
      'updateAddress',
      gql(
        `mutation AuthzProbeUpdateAddress($id: ID!) { updateAddress(id: $id, input: { label: "Owned" }) { id } }`,
      ),
      (id) => ({ id }),
      address,
      MISSING_UUID,
    ),
    probe(
      'deleteAddress',
      gql(`mutation AuthzProbeDeleteAddress($id: ID!) { deleteAddress(id: $id) }`),
      (id) => ({ id }),
      address,
      MISSING_UUID,
    ),
    probe(
      'setDefaultAddress',
      gql(`mutation AuthzProbeSetDefaultAddress($id: ID!) { setDefaultAddress(id: $id) { id } }`),
      (id) => ({ id }),
      address,
      MISSING_UUID,
    ),
    probe(
      "createOrder to another customer's saved address",
      gql(
        `mutation AuthzProbeOrderToAddress($input: CreateOrderInput!) { createOrder(input: $input) { id } }`,
      ),
      (id) => ({
        input: {
          userId: intruder.id,
          items: [{ productId: product.id, quantity: 1 }],
          shippingAddressId: id,
        },
      }),
      address,
      MISSING_UUID,
    ),
    probe(
      'wishList',
      gql(`query AuthzProbeWishList($id: ID!) { wishList(id: $id) { id name } }`),
      (id) => ({ id }),
      list,
      MISSING_UUID,
    ),
    probe(
      'wishLists(userId)',
      gql(`query AuthzProbeWishLists($id: ID!) { wishLists(userId: $id) { id } }`),
      (id) => ({ id }),
      person,
      MISSING_UUID,
    ),
    probe(
      'updateWishList',
      gql(
        `mutation AuthzProbeUpdateWishList($id: ID!) { updateWishList(id: $id, input: { name: "Owned" }) { id } }`,
      ),
      (id) => ({ id }),
      list,
      MISSING_UUID,
    ),
    probe(
      'addWishListItem',
      gql(
        `mutation AuthzProbeAddWishListItem($id: ID!, $p: ID!) { addWishListItem(id: $id, item: { productId: $p }) { id } }`,
      ),
      (id) => ({ id, p: product.id }),
      list,
      MISSING_UUID,
    ),
    probe(
      'shareWishList',
      gql(`mutation AuthzProbeShareWishList($id: ID!) { shareWishList(id: $id) { token } }`),
      (id) => ({ id }),
      list,
      MISSING_UUID,
    ),
    probe(
      'deleteWishList',
      gql(`mutation AuthzProbeDeleteWishList($id: ID!) { deleteWishList(id: $id) }`),
      (id) => ({ id }),
      list,
      MISSING_UUID,
    ),
    probe(
      'ticket',
      gql(`query AuthzProbeTicket($id: ID!) { ticket(id: $id) { id subject } }`),
      (id) => ({ id }),
      ticket,
      MISSING_UUID,
    ),
    probe(
      'tickets(userId)',
      gql(`query AuthzProbeTickets($id: ID!) { tickets(filter: { userId: $id }) { id } }`),
      (id) => ({ id }),
      person,
      MISSING_UUID,
    ),
    probe(
      'replyToTicket',
      gql(`mutation AuthzProbeReplyToTicket($id: ID!) { replyToTicket(id: $id, body: "mine") { id } }`),
      (id) => ({ id }),
      ticket,
      MISSING_UUID,
    ),
    probe(
      'closeTicket',
      gql(`mutation AuthzProbeCloseTicket($id: ID!) { closeTicket(id: $id) { id } }`),
      (id) => ({ id }),
      ticket,
      MISSING_UUID,
    ),
    probe(
      'preferences(userId)',
      gql(`query AuthzProbePreferences($id: ID!) { preferences(userId: $id) { newsletter } }`),
      (id) => ({ id }),
      person,
      MISSING_UUID,
    ),
    probe(
      'updatePreferences(userId)',
      gql(
        `mutation AuthzProbeUpdatePreferences($id: ID!) { updatePreferences(userId: $id, input: { newsletter: true }) { newsletter } }`,
      ),
      (id) => ({ id }),
      person,
      MISSING_UUID,
    ),
  ];
}

describe('ownership: every id-taking operation, as another customer', () => {
  // [name, the operation on an id, the victim's id, an id that does not exist]
  const table = [
    probe(
      'user',
      gql(`query AuthzProbeUser($id: ID!) { user(id: $id) { id email } }`),
      (id) => ({ id }),
      () => victim.id,
      MISSING_UUID,
    ),
    probe(
      'userByNumber',
      gql(`query AuthzProbeUserByNumber($n: Int!) { userByNumber(number: $n) { id email } }`),
      (id) => ({ n: Number(id) }),
      () => String(owned.number),
      '2147483000',
    ),
    probe(
      'order',
      gql(`query AuthzProbeOrder($id: ID!) { order(id: $id) { id total status } }`),
      (id) => ({ id }),
      () => owned.orderId,
      MISSING_UUID,
    ),
    probe(
      'order with its user',
      gql(`query AuthzProbeOrderWithItsUser($id: ID!) { order(id: $id) { id total user { email } } }`),
      (id) => ({ id }),
      () => owned.orderId,
      MISSING_UUID,
    ),
    probe(
      'orders(userId)',
      gql(`query AuthzProbeOrders($id: ID!) { orders(userId: $id) { id } }`),
      (id) => ({ id }),
      () => victim.id,
      MISSING_UUID,
    ),
    probe(
      'searchOrders',
      gql(`query AuthzProbeSearchOrders($id: String!) { searchOrders(query: $id) { id } }`),
      (id) => ({ id }),
      () => owned.orderId,
      MISSING_UUID,
    ),
    probe(
      'apiKey',
      gql(`query AuthzProbeApiKey($id: ID!) { apiKey(id: $id) { id hint } }`),
      (id) => ({ id }),
      () => owned.keyId,
      MISSING_UUID,
    ),
    probe(
      'apiKeys(userId)',
      gql(`query AuthzProbeApiKeys($id: ID!) { apiKeys(userId: $id) { id } }`),
      (id) => ({ id }),
      () => victim.id,
      MISSING_UUID,
    ),
    probe(
      'oauthClient',
      gql(`query AuthzProbeOauthClient($id: ID!) { oauthClient(id: $id) { id redirectUris } }`),
      (id) => ({ id }),
      () => owned.clientId,
      'cli_doesnotexist0000000000',
    ),
    probe(
      'oauthClients(userId)',
      gql(`query AuthzProbeOauthClients($id: ID!) { oauthClients(userId: $id) { id } }`),
      (id) => ({ id }),
      () => victim.id,
      MISSING_UUID,
    ),
    probe(
      'sessions(userId)',
      gql(`query AuthzProbeSessions($id: ID!) { sessions(userId: $id) { id } }`),
      (id) => ({ id }),
      () => victim.id,
      MISSING_UUID,
    ),
    probe(
      'updateUser',
      gql(`mutation AuthzProbeUpdateUser($id: ID!) { updateUser(id: $id, input: { name: "Owned" }) { id } }`),
      (id) => ({ id }),
      () => victim.id,
      MISSING_UUID,
    ),
    probe(
      'deleteUser',
      gql(`mutation AuthzProbeDeleteUser($id: ID!) { deleteUser(id: $id) }`),
      (id) => ({ id }),
      () => victim.id,
      MISSING_UUID,
    ),
    probe(
      'requestUserDeletion',
      gql(
        `mutation AuthzProbeRequestUserDeletion($id: ID!) { requestUserDeletion(id: $id) { userId dueAt } }`,
      ),
      (id) => ({ id }),
      () => victim.id,
      MISSING_UUID,
    ),
    probe(
      'requestPersonalDataExport',
      gql(
        `mutation AuthzProbeRequestExport($id: ID!) { requestPersonalDataExport(userId: $id) { downloadToken export { id } } }`,
      ),
      (id) => ({ id }),
      () => victim.id,
      MISSING_UUID,
    ),
    probe(
      'personalDataExports(userId)',
      gql(`query AuthzProbeExports($id: ID!) { personalDataExports(userId: $id) { id status } }`),
      (id) => ({ id }),
      () => victim.id,
      MISSING_UUID,
    ),
    probe(
      'personalDataExport (with the owner’s token)',
      gql(`query AuthzProbeExport($id: ID!, $token: String!) { personalDataExport(id: $id, token: $token) }`),
      (id) => ({ id, token: owned.exportToken }),
      () => owned.exportId,
      MISSING_UUID,
    ),
    probe(
      'removePushDevice',
      gql(`mutation AuthzProbeRemovePushDevice($id: ID!) { removePushDevice(id: $id) }`),
      (id) => ({ id }),
      () => owned.deviceId,
      MISSING_UUID,
    ),
    probe(
      'setUserRoles',
      gql(`mutation AuthzProbeSetUserRoles($id: ID!) { setUserRoles(id: $id, roles: [ADMIN]) { id } }`),
      (id) => ({ id }),
      () => victim.id,
      MISSING_UUID,
    ),
    probe(
      'createOrder for someone else',
      CREATE_ORDER,
      (id) => ({ input: { userId: id, items: [{ productId: product.id, quantity: 1 }] } }),
      () => victim.id,
      MISSING_UUID,
    ),
    probe(
      'updateOrder',
      gql(
        `mutation AuthzProbeUpdateOrder($id: ID!) { updateOrder(id: $id, input: { status: CANCELLED }) { id } }`,
      ),
      (id) => ({ id }),
      () => owned.orderId,
      MISSING_UUID,
    ),
    probe(
      'updateApiKey',
      gql(
        `mutation AuthzProbeUpdateApiKey($id: ID!) { updateApiKey(id: $id, input: { isActive: false }) { id } }`,
      ),
      (id) => ({ id }),
      () => owned.keyId,
      MISSING_UUID,
    ),
    probe(
      'revokeApiKey',
      gql(`mutation AuthzProbeRevokeApiKey($id: ID!) { revokeApiKey(id: $id) }`),
      (id) => ({ id }),
      () => owned.keyId,
      MISSING_UUID,
    ),
    probe(
      'rotateApiKey',
      gql(`mutation AuthzProbeRotateApiKey($id: ID!) { rotateApiKey(id: $id, overlapSeconds: 0) { key } }`),
      (id) => ({ id }),
      () => owned.keyId,
      MISSING_UUID,
    ),
    probe(
      'deleteOAuthClient',
      gql(`mutation AuthzProbeDeleteOAuthClient($id: ID!) { deleteOAuthClient(id: $id) }`),
      (id) => ({ id }),
      () => owned.clientId,
      'cli_doesnotexist0000000000',
    ),
    probe(
      'revokeSession',
      gql(`mutation AuthzProbeRevokeSession($id: ID!) { revokeSession(id: $id) }`),
      (id) => ({ id }),
      () => owned.sessionId,
      MISSING_UUID,
    ),
    ...careProbes(),
  ];

  it.each(table)('%s: answers as if the object did not exist', async (_name, ask, victimsId, missingId) => {
    const id = victimsId();
    const onVictims = await ask(intruder.caller, id);
    const onNothing = await ask(intruder.caller, missingId);
    expect(observable(onVictims, id)).toEqual(observable(onNothing, missingId));
    const answer = JSON.stringify(onVictims);
    for (const secret of [victim.email, 'Victim Customer', owned.key, 'victim.example'])
      expect(answer).not.toContain(secret);
  });

  it('left every one of the victim’s records as it was', async () => {
    const mine = await graphqlOk(
      victim.caller,
      gql(
        `query AuthzMeMine($o: ID!, $k: ID!, $c: ID!, $me: ID!) { me { name roles } order(id: $o) { status } apiKey(id: $k) { isActive expiresAt } oauthClient(id: $c) { id } sessions { id } pushDevices { id } personalDataExports(userId: $me) { id } }`,
      ),
      { o: owned.orderId, k: owned.keyId, c: owned.clientId, me: victim.id },
    );
    const care = await graphqlOk(
      victim.caller,
      gql(
        `query AuthzMineCare($a: ID!, $w: ID!, $t: ID!) { address(id: $a) { label isDefault } wishList(id: $w) { name items { variantId } shared } ticket(id: $t) { status messages { body } } preferences { newsletter } }`,
      ),
      { a: owned.addressId, w: owned.wishListId, t: owned.ticketId },
    );
    expect(care).toEqual({
      address: { label: null, isDefault: true },
      wishList: { name: 'Victim wishes', items: [], shared: false },
      ticket: { status: 'OPEN', messages: [{ body: 'About my order' }] },
      preferences: { newsletter: false },
    });
    expect(mine.pushDevices).toEqual([{ id: owned.deviceId }]);
    expect(mine.personalDataExports.map((item) => item.id)).toEqual([owned.exportId]);
    expect(mine).toMatchObject({
      me: { name: 'Victim Customer', roles: ['CUSTOMER'] },
      order: { status: 'PENDING' },
      apiKey: { isActive: true, expiresAt: null },
      oauthClient: { id: owned.clientId },
    });
    expect(mine.sessions.map((session) => session.id)).toContain(owned.sessionId);
    expect(
      (await graphql({ url: stack.graphqlUrl, headers: { 'x-api-key': owned.key } }, WHO_AM_I)).status,
    ).toBe(200);
  });
});

describe('roles and scopes', () => {
  it('keeps catalog browsing public and asks anonymous callers for a credential elsewhere (401)', async () => {
    const open = await graphql(
      stack.graphqlUrl,
      gql(
        `query AuthzProducts($id: ID!) { products(limit: 5) { id name price { amount } } product(id: $id) { stock { available } stockLevels { available } } categories { id } warehouses { id } }`,
      ),
      { id: product.id },
    );
    expect(open.status).toBe(200);
    expect(open.errors).toBeUndefined();
    for (const operation of [
      request(gql(`query AuthzAnonymousMe { me { id } }`)),
      request(gql(`query AuthzAnonymousOrders { orders { id } }`)),
      request(gql(`query AuthzAnonymousUsers { users { id } }`)),
      request(
        gql(
          `mutation AuthzAnonymousReview($p: ID!) { createReview(input: { productId: $p, stars: 5, title: "t", text: "t" }) { id } }`,
        ),
        { p: product.id },
      ),
      request(
        gql(
          `mutation AuthzAnonymousCreateWarehouse { createWarehouse(input: { code: "X", name: "X", country: "US" }) { id } }`,
        ),
      ),
    ]) {
      const result = await operation.ask(stack.graphqlUrl);
      expect(result.status, operation.text).toBe(401);
      expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
  });

  it('forbids staff operations to customers (403)', async () => {
    const operations = [
      request(gql(`query AuthzCustomerUsers { users { id } }`)),
      request(
        gql(
          `mutation AuthzCustomerCreateUser { createUser(input: { name: "X", email: "x-by-customer@example.com" }) { id } }`,
        ),
      ),
      request(
        gql(
          `mutation AuthzCustomerCreateProduct { createProduct(input: { sku: "CUST-1", name: "X", price: "1.00" }) { id } }`,
        ),
      ),
      request(
        gql(
          `mutation AuthzCustomerCreateWarehouse { createWarehouse(input: { code: "CUST", name: "X", country: "US" }) { id } }`,
        ),
      ),
      request(
        gql(
          `mutation AuthzCustomerSetStock($p: ID!) { setStock(input: { productId: $p, warehouseId: "w", available: 1 }) { available } }`,
        ),
        { p: product.id },
      ),
      request(gql(`query AuthzCustomerCostPrice($p: ID!) { product(id: $p) { costPrice } }`), {
        p: product.id,
      }),
      request(
        gql(
          `query AuthzCustomerVariantCostPrice($p: ID!) { product(id: $p) { variants { costPrice { amount } } } }`,
        ),
        { p: product.id },
      ),
      request(
        gql(
          `mutation AuthzCustomerAddVariant($p: ID!) { addProductVariant(productId: $p, input: { sku: "CUST-V", options: [] }) { id } }`,
        ),
        { p: product.id },
      ),
      request(
        gql(
          `mutation AuthzCustomerUpdateVariant($v: ID!) { updateProductVariant(id: $v, input: { price: "1.00" }) { id } }`,
        ),
        { v: product.id },
      ),
      request(gql(`mutation AuthzCustomerHideReview { hideReview(id: "r", reason: "x") { id } }`)),
      request(gql(`mutation AuthzCustomerUnhideReview { unhideReview(id: "r") { id } }`)),
    ];
    for (const operation of operations) {
      const result = await operation.ask(intruder.caller);
      expect(result.status, operation.text).toBe(403);
      expect(result.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
  });

  it('lets support read everyone’s records and create customers, but not change others’ records or the catalog', async () => {
    const read = await graphqlOk(
      support.caller,
      gql(
        `query AuthzOrder($o: ID!, $u: ID!) { order(id: $o) { user { email } } user(id: $u) { email } users(limit: 100) { id } }`,
      ),
      { o: owned.orderId, u: victim.id },
    );
    expect(read.order!.user.email).toBe(victim.email);
    expect(read.user!.email).toBe(victim.email);
    await graphqlOk(
      support.caller,
      gql(
        `mutation AuthzCreateUser { createUser(input: { name: "Walk-in", email: "walk-in@example.com" }) { id } }`,
      ),
    );
    const change = await graphql(
      support.caller,
      gql(`mutation AuthzUpdateOrder($id: ID!) { updateOrder(id: $id, input: { notes: "x" }) { id } }`),
      { id: owned.orderId },
    );
    expect(change.errors?.[0]?.extensions?.code).toBe('ORDER_NOT_FOUND');
    expect(
      (
        await graphql(
          support.caller,
          gql(
            `mutation AuthzCreateProduct { createProduct(input: { sku: "SUP-1", name: "X", price: "1.00" }) { id } }`,
          ),
        )
      ).status,
    ).toBe(403);
  });

  it('answers support FORBIDDEN, not USER_NOT_FOUND, for an account it can read but may not change', async () => {
    const update = gql(
      `mutation AuthzSupportUpdateUser($id: ID!) { updateUser(id: $id, input: { name: "Changed" }) { id } }`,
    );
    const remove = gql(`mutation AuthzSupportDeleteUser($id: ID!) { deleteUser(id: $id) }`);
    for (const result of [
      await graphql(support.caller, update, { id: victim.id }),
      await graphql(support.caller, remove, { id: victim.id }),
    ]) {
      expect(result.status).toBe(403);
      expect(result.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    // An id that names nobody is still simply missing.
    const missing = await graphql(support.caller, remove, { id: '00000000-0000-4000-8000-000000000000' });
    expect(missing.errors?.[0]?.extensions?.code).toBe('USER_NOT_FOUND');
    expect(
      (
        await graphqlOk(
          support.caller,
          gql(`query AuthzSupportReadsVictim($id: ID!) { user(id: $id) { name } }`),
          { id: victim.id },
        )
      ).user!.name,
    ).toBe('Victim Customer');
  });

  it('never lets a read-only account write, not even its own records', async () => {
    expect(
      (await graphqlOk(readOnly.caller, gql(`query AuthzReadOnlyRoles { me { roles } }`))).me!.roles,
    ).toEqual(['READ_ONLY']);
    const writes = [
      request(
        gql(
          `mutation AuthzReadOnlyUpdatesSelf($id: ID!) { updateUser(id: $id, input: { name: "Changed" }) { id } }`,
        ),
        { id: readOnly.id },
      ),
      request(CREATE_ORDER, {
        input: { userId: readOnly.id, items: [{ productId: product.id, quantity: 1 }] },
      }),
      request(gql(`mutation AuthzReadOnlyCreatesKey { createApiKey(input: { name: "k" }) { key } }`)),
      request(
        gql(
          `mutation AuthzReadOnlyReviews($p: ID!) { createReview(input: { productId: $p, stars: 5, title: "t", text: "t" }) { id } }`,
        ),
        { p: product.id },
      ),
    ];
    for (const operation of writes) {
      const result = await operation.ask(readOnly.caller);
      expect(result.status, operation.text).toBe(403);
    }
  });

  it('lets a customer cancel an own order but not move it along', async () => {
    const order = (
      await graphqlOk(intruder.caller, CREATE_ORDER, {
        input: { userId: intruder.id, items: [{ productId: product.id, quantity: 1 }] },
      })
    ).createOrder;
    const along = await graphql(
      intruder.caller,
      gql(
        `mutation AuthzUpdateOrderAlong($id: ID!) { updateOrder(id: $id, input: { status: PROCESSING }) { status } }`,
      ),
      { id: order.id },
    );
    expect(along.status).toBe(403);
    // Not even admins push an order along by hand: PROCESSING follows from the charged payment.
    const byAdmin = await graphql(
      admin,
      gql(
        `mutation AuthzUpdateOrderByAdmin($id: ID!) { updateOrder(id: $id, input: { status: PROCESSING }) { status } }`,
      ),
      { id: order.id },
    );
    expect(byAdmin.errors?.[0]?.extensions?.code).toBe('INVALID_STATUS_TRANSITION');
    const cancelled = await graphqlOk(
      intruder.caller,
      gql(
        `mutation AuthzUpdateOrderCancelled($id: ID!) { updateOrder(id: $id, input: { status: CANCELLED }) { status } }`,
      ),
      { id: order.id },
    );
    expect(cancelled.updateOrder.status).toBe('CANCELLED');
  });

  it('shows cost prices to staff only', async () => {
    const staff = await graphqlOk(
      support.caller,
      gql(`query AuthzProduct($id: ID!) { product(id: $id) { costPrice } }`),
      { id: product.id },
    );
    expect(staff.product!.costPrice).toBe(4);
  });

  it('keeps the internal operations out of the public schema', async () => {
    // @inaccessible fields: the API schema has none of them, so codegen refuses to type these.
    for (const document of [
      untypedDocument('mutation { validateApiKey(keyHash: "x") { keyId } }'),
      untypedDocument('{ jsonWebKeys { kid } }'),
      untypedDocument('mutation { passwordLogin(input: { email: "a", password: "b" }) { accessToken } }'),
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
