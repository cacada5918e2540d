import { beforeAll, describe, expect, it } from 'vitest';
import { DevMailbox } from '../../../platform/notifications';
import type { Stack } from '../../../stack';
import type { UserDocument } from '../../../subgraphs/users/models/user';
import { ManualClock } from '../../../testing/clock';
import {
  adminCaller,
  bearer,
  cards,
  CREATE_ORDER,
  createWarehouse,
  login,
  postJson,
  registerCustomer,
  stockedProduct,
  US_ADDRESS,
  WHO_AM_I,
  type Account,
  type Caller,
} from '../../../testing/fixtures';
import { graphql, graphqlOk, startTestStack, uniquePrefix } from '../../../testing/harness';
import { gql } from '../../../testing/__generated__';

/**
 * Personal data end to end: exports built by a job and downloaded by their owner only; deletion as a
 * request whose 30-day window runs on the users subgraph's clock, which this file moves. The erasure is
 * proven across a restart: the stack stops, the clock moves past the window, a new stack starts on the
 * same databases and its job erases the account and the orders subgraph anonymises the orders.
 */
const DAY_MS = 86_400_000;
const clock = new ManualClock(Date.now());
const dbPrefix = uniquePrefix('privacy');
let stack: Stack;
let admin: Caller;
let product: { id: string };

const REQUEST_DELETION = gql(
  `mutation PrivacyRequestDeletion($id: ID!) { requestUserDeletion(id: $id) { userId requestedAt dueAt } }`,
);
const REQUEST_EXPORT = gql(
  `mutation PrivacyRequestExport($userId: ID!) { requestPersonalDataExport(userId: $userId) { downloadToken export { id status } } }`,
);
const EXPORTS = gql(
  `query PrivacyExports($userId: ID!) { personalDataExports(userId: $userId) { id status bytes readyAt expiresAt } }`,
);
const DOWNLOAD = gql(
  `query PrivacyDownload($id: ID!, $token: String!) { personalDataExport(id: $id, token: $token) }`,
);

beforeAll(async () => {
  stack = await startTestStack({ dbPrefix, clocks: { users: clock } });
  admin = await adminCaller(stack);
  const warehouse = await createWarehouse(admin);
  product = await stockedProduct(admin, [warehouse], 50);
});

async function placeOrder(account: Account): Promise<string> {
  const data = await graphqlOk(account.caller, CREATE_ORDER, {
    input: {
      userId: account.id,
      items: [{ productId: product.id, quantity: 1 }],
      shippingAddress: { ...US_ADDRESS, name: 'Ada Private' },
      payment: cards.success,
    },
  });
  return data.createOrder.id;
}

/** The cancel token of the last deletion-scheduled message (read from the mailbox's own collection). */
async function cancelTokenOf(email: string): Promise<string> {
  const mailbox = new DevMailbox(stack.connections.users!);
  const [message] = await mailbox.list({ to: email, kind: 'deletion-scheduled' });
  return String(message!.data!.cancelToken);
}

describe('exports', () => {
  it('builds a JSON export with every section, for its owner only, with the token, until it expires', async () => {
    const ada = await registerCustomer(stack, { name: 'Ada Export' });
    const orderId = await placeOrder(ada);
    // A reset token mailed earlier (single use, maybe still valid) is never repeated by an export.
    expect((await postJson(stack, '/auth/password/reset', { email: ada.email })).status).toBe(202);
    const mailbox = new DevMailbox(stack.connections.users!);
    await expect
      .poll(async () => (await mailbox.list({ to: ada.email, kind: 'password-reset' })).length)
      .toBe(1);
    const [reset] = await mailbox.list({ to: ada.email, kind: 'password-reset' });
    const resetToken = String(reset!.data!.token);
    const requested = (await graphqlOk(ada.caller, REQUEST_EXPORT, { userId: ada.id }))
      .requestPersonalDataExport;
    expect(requested.export.status).toBe('PENDING');
    await expect
      .poll(
        async () => (await graphqlOk(ada.caller, EXPORTS, { userId: ada.id })).personalDataExports[0]?.status,
      )
      .toBe('READY');
    const [listed] = (await graphqlOk(ada.caller, EXPORTS, { userId: ada.id })).personalDataExports;
    expect(new Date(listed!.expiresAt!).getTime() - new Date(listed!.readyAt!).getTime()).toBe(7 * DAY_MS);

    const text = (
      await graphqlOk(ada.caller, DOWNLOAD, { id: requested.export.id, token: requested.downloadToken })
    ).personalDataExport;
    expect(Buffer.byteLength(text)).toBe(listed!.bytes);
    const document = JSON.parse(text) as {
      format: string;
      userId: string;
      sections: Record<string, unknown>;
    };
    expect(document).toMatchObject({ format: 'commerce-personal-data/1', userId: ada.id });
    expect(Object.keys(document.sections)).toEqual(
      expect.arrayContaining([
        'messages',
        'account',
        'sessions',
        'apiKeys',
        'oauthClients',
        'accessLogs',
        'webhookEndpoints',
        'orders',
      ]),
    );
    expect(document.sections.account).toMatchObject({ _id: ada.id, email: ada.email, name: 'Ada Export' });
    const orders = document.sections.orders as {
      orders: Array<{ _id: string; shippingAddress: { name: string } }>;
    };
    expect(orders.orders.map((order) => [order._id, order.shippingAddress.name])).toEqual([
      [orderId, 'Ada Private'],
    ]);
    const sent = document.sections.messages as Array<{ kind: string; text: string; status: string }>;
    expect(sent.find((message) => message.kind === 'password-reset')).toMatchObject({
      status: 'sent',
      text: expect.stringContaining('Reset token: [redacted]'),
    });
    expect(text).not.toContain(resetToken);
    // No secret, hash or payment token leaves in an export.
    expect(text).not.toMatch(/tokenHash|keyHash|secretHash|passwordHash|"token"/);

    // Someone else, even with the token, and the owner with a wrong token: as if there were none.
    const other = await registerCustomer(stack);
    for (const [caller, token] of [
      [other.caller, requested.downloadToken],
      [admin, requested.downloadToken],
      [ada.caller, 'not-the-token'],
    ] as const) {
      const refused = await graphql(caller, DOWNLOAD, { id: requested.export.id, token });
      expect(refused.errors?.[0]?.extensions?.code).toBe('EXPORT_NOT_FOUND');
    }
    expect((await graphqlOk(other.caller, EXPORTS, { userId: ada.id })).personalDataExports).toEqual([]);

    // After its days the export is gone.
    clock.advance(7 * DAY_MS);
    const expired = await graphql(ada.caller, DOWNLOAD, {
      id: requested.export.id,
      token: requested.downloadToken,
    });
    expect(expired.errors?.[0]?.extensions?.code).toBe('EXPORT_NOT_FOUND');
    await expect
      .poll(() =>
        stack.connections.users!.collection('personal_data_exports').countDocuments({ userId: ada.id }),
      )
      .toBe(0);
  });
});

describe('deletion requests', () => {
  it('closes the account at once, refuses a second request with 409, and lets the person cancel with the mailed token', async () => {
    const bo = await registerCustomer(stack, { name: 'Bo Cancel' });
    const requested = (await graphqlOk(bo.caller, REQUEST_DELETION, { id: bo.id })).requestUserDeletion;
    expect(new Date(requested.dueAt).getTime() - new Date(requested.requestedAt).getTime()).toBe(30 * DAY_MS);
    // Its token stops working and it cannot sign in.
    expect((await graphql(bo.caller, WHO_AM_I)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await postJson(stack, '/auth/login', { email: bo.email, password: bo.password })).status).toBe(
      401,
    );

    const twice = await graphql(admin, REQUEST_DELETION, { id: bo.id });
    expect(twice.errors?.[0]?.extensions).toMatchObject({
      code: 'DELETION_ALREADY_REQUESTED',
      dueAt: new Date(requested.dueAt).toISOString(),
    });
    const rest = await fetch(`${stack.gatewayUrl}/api/users/${bo.id}`, {
      method: 'DELETE',
      headers: admin.headers,
    });
    expect(rest.status).toBe(409);
    expect(((await rest.json()) as { error: { code: string } }).error.code).toBe(
      'DELETION_ALREADY_REQUESTED',
    );
    const stored = await stack.connections.users!.collection<UserDocument>('users').findOne({ _id: bo.id });
    expect(stored!.deletion!.jobId).toBe(
      (await stack.connections.users!.collection('jobs').find({ 'data.userId': bo.id }).toArray())[0]!._id,
    );

    const token = await cancelTokenOf(bo.email);
    const wrong = await postJson(stack, '/auth/account/deletion/cancel', { token: 'x'.repeat(43) });
    expect(wrong.status).toBe(400);
    const cancelled = await postJson(stack, '/auth/account/deletion/cancel', { token });
    expect(cancelled.status).toBe(200);
    expect(await cancelled.json()).toEqual({ user_id: bo.id, deletion: 'cancelled' });
    expect((await postJson(stack, '/auth/account/deletion/cancel', { token })).status).toBe(400);
    // Signing in works again (login throws on anything but 200).
    await login(stack, bo.email, bo.password);
    expect(await stack.connections.users!.collection('jobs').findOne({ 'data.userId': bo.id })).toMatchObject(
      { status: 'cancelled' },
    );
  });

  it('lets staff cancel for the person', async () => {
    const cy = await registerCustomer(stack, { name: 'Cy Staff' });
    await graphqlOk(admin, REQUEST_DELETION, { id: cy.id });
    const data = await graphqlOk(
      admin,
      gql(`mutation PrivacyStaffCancel($id: ID!) { cancelUserDeletion(id: $id) { userId } }`),
      { id: cy.id },
    );
    expect(data.cancelUserDeletion.userId).toBe(cy.id);
    // The account signs in again; the session the request revoked stays revoked.
    const tokens = await login(stack, cy.email, cy.password);
    expect((await graphql(cy.caller, WHO_AM_I)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const customer = await graphql(
      { url: cy.caller.url, headers: bearer(tokens.access_token) },
      gql(`mutation PrivacyCustomerCancel($id: ID!) { cancelUserDeletion(id: $id) { userId } }`),
      { id: cy.id },
    );
    expect(customer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('erases the account after 30 days across a restart, and the orders subgraph anonymises its orders', async () => {
    const dee = await registerCustomer(stack, { name: 'Dee Gone' });
    const orderId = await placeOrder(dee);
    await graphqlOk(dee.caller, REQUEST_DELETION, { id: dee.id });
    const config = stack.config;
    const stopping = stack.stop();
    // The file's disposer stops this stack again at the end: that is the same stop, not a second one.
    expect(stack.stop()).toBe(stopping);
    await stopping;

    clock.advance(30 * DAY_MS + 1);
    stack = await startTestStack({ config, dbPrefix, clocks: { users: clock } });
    const users = stack.connections.users!.collection<UserDocument>('users');
    await expect
      .poll(async () => (await users.findOne({ _id: dee.id }))?.deletion?.state, { timeout: 15_000 })
      .toBe('erased');
    expect(await users.findOne({ _id: dee.id })).toMatchObject({
      status: 'deleted',
      name: 'Deleted user',
      email: `deleted+${dee.id}@users.invalid`,
      phone: null,
      passwordHash: null,
    });
    const orders = stack.connections.orders!.collection<{
      _id: string;
      shippingAddress: Record<string, unknown>;
    }>('orders');
    await expect
      .poll(async () => (await orders.findOne({ _id: orderId }))?.shippingAddress.name, { timeout: 15_000 })
      .toBe('Deleted user');
    expect((await orders.findOne({ _id: orderId }))!.shippingAddress).toMatchObject({
      line1: '(erased)',
      line2: null,
      phone: null,
      city: 'Portland',
      country: 'US',
    });
    // The order is kept for accounting and still names its (deleted) user.
    admin = await adminCaller(stack);
    const kept = await graphqlOk(
      admin,
      gql(`query PrivacyKeptOrder($id: ID!) { order(id: $id) { id total user { id name } } }`),
      { id: orderId },
    );
    expect(kept.order).toMatchObject({ id: orderId, user: { id: dee.id, name: 'Deleted user' } });
    // The address is free again.
    await registerCustomer(stack, { email: dee.email });
  });
});
