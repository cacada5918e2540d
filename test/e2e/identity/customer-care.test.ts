import { beforeAll, describe, expect, it } from 'vitest';
import type { Stack } from '../../../stack';
import {
  type Account,
  accountWithRole,
  adminCaller,
  type Caller,
  createWarehouse,
  registerCustomer,
  stockedProduct,
} from '../../../testing/fixtures';
import { gql } from '../../../testing/__generated__';
import { graphql, graphqlOk, startTestStack } from '../../../testing/harness';

/** Customer accounts and care through the whole stack: the address book at checkout, tickets, records, share links. */
let stack: Stack;
let admin: Caller;
let customer: Account;
let support: Account;
let product: { id: string };

beforeAll(async () => {
  stack = await startTestStack({ env: { FIELD_RATE_LIMITS: 'false' } });
  admin = await adminCaller(stack);
  product = await stockedProduct(admin, [await createWarehouse(admin)], 100);
  customer = await registerCustomer(stack, { name: 'Marge Simpson' });
  support = await accountWithRole(stack, admin, 'support');
});

const ADD_ADDRESS = gql(`mutation CareAddAddress($input: AddAddressInput!) {
  addAddress(input: $input) { id type isDefault city state postalCode country }
}`);
const springfield = {
  name: 'Marge Simpson',
  line1: '742 Evergreen Terrace',
  city: 'springfield',
  state: 'il',
  postalCode: '62701',
  country: 'us',
};

describe('the address book at checkout', () => {
  it('saves normalised addresses and places an order shipping and billing to them by id', async () => {
    const shipping = await graphqlOk(customer.caller, ADD_ADDRESS, {
      input: { type: 'SHIPPING', address: springfield },
    });
    expect(shipping.addAddress).toMatchObject({
      isDefault: true,
      city: 'Springfield',
      state: 'IL',
      country: 'US',
    });
    const billing = await graphqlOk(customer.caller, ADD_ADDRESS, {
      input: { type: 'BILLING', address: { ...springfield, line1: '1 Bill St', postalCode: '627011234' } },
    });
    const placed = await graphqlOk(
      customer.caller,
      gql(`mutation CareOrderToSavedAddresses($input: CreateOrderInput!) {
        createOrder(input: $input) { id shippingAddress { city state } billingAddress { line1 postalCode } }
      }`),
      {
        input: {
          userId: customer.id,
          items: [{ productId: product.id, quantity: 1 }],
          shippingAddressId: shipping.addAddress.id,
          billingAddressId: billing.addAddress.id,
        },
      },
    );
    expect(placed.createOrder).toMatchObject({
      shippingAddress: { city: 'Springfield', state: 'IL' },
      billingAddress: { line1: '1 Bill St', postalCode: '62701-1234' },
    });
  });

  it('refuses an invalid address and an 11th one with clear codes, saving nothing', async () => {
    const owner = await registerCustomer(stack);
    const invalid = await graphql(owner.caller, ADD_ADDRESS, {
      input: { type: 'SHIPPING', address: { ...springfield, state: 'Narnia', postalCode: '1' } },
    });
    expect(invalid.errors?.[0]?.extensions).toMatchObject({ code: 'INVALID_ADDRESS' });
    for (let index = 0; index < 10; index++)
      await graphqlOk(owner.caller, ADD_ADDRESS, {
        input: {
          type: index < 5 ? 'SHIPPING' : 'BILLING',
          address: { ...springfield, line1: `${index} Elm St` },
        },
      });
    const eleventh = await graphql(owner.caller, ADD_ADDRESS, {
      input: { type: 'SHIPPING', address: springfield },
    });
    expect(eleventh.errors?.[0]?.extensions).toMatchObject({ code: 'ADDRESS_LIMIT_REACHED', limit: 10 });
    const saved = await graphqlOk(
      owner.caller,
      gql(`query CareMyAddresses { addresses { id isDefault type } }`),
    );
    expect(saved.addresses).toHaveLength(10);
    expect(
      saved.addresses
        .filter((address) => address.isDefault)
        .map((address) => address.type)
        .sort(),
    ).toEqual(['BILLING', 'SHIPPING']);
  });
});

describe('the address book under concurrency', () => {
  it('never passes the cap with concurrent adds, and concurrent "set default" leave exactly one default', async () => {
    const busy = await registerCustomer(stack);
    const results = await Promise.all(
      Array.from({ length: 13 }, (_, index) =>
        graphql(busy.caller, ADD_ADDRESS, {
          input: { type: 'SHIPPING', address: { ...springfield, line1: `${index} Oak St` } },
        }),
      ),
    );
    const saved = results.flatMap((result) => (result.data ? [result.data.addAddress.id] : []));
    expect(saved).toHaveLength(10);
    expect(
      results.filter((result) => result.errors?.[0]?.extensions?.code === 'ADDRESS_LIMIT_REACHED'),
    ).toHaveLength(3);
    const SET_DEFAULT = gql(`mutation CareSetDefault($id: ID!) { setDefaultAddress(id: $id) { id } }`);
    await Promise.all(
      [saved[2]!, saved[5]!, saved[8]!].map((id) => graphqlOk(busy.caller, SET_DEFAULT, { id })),
    );
    const book = await graphqlOk(
      busy.caller,
      gql(`query CareBusyBook { addresses(type: SHIPPING) { id isDefault } }`),
    );
    expect(book.addresses).toHaveLength(10);
    expect(book.addresses.filter((address) => address.isDefault)).toHaveLength(1);
  });
});

describe('support and the customer-relations record', () => {
  it('lets a customer open a ticket about an order, refuses an over-long message, and shows support the record', async () => {
    const asking = await registerCustomer(stack, { name: 'Bart Simpson' });
    const order = await graphqlOk(
      asking.caller,
      gql(`mutation CareTicketOrder($input: CreateOrderInput!) { createOrder(input: $input) { id } }`),
      { input: { userId: asking.id, items: [{ productId: product.id, quantity: 2 }] } },
    );
    const OPEN = gql(
      `mutation CareOpenTicket($input: OpenTicketInput!) { openTicket(input: $input) { id status order { id } } }`,
    );
    const tooLong = await graphql(asking.caller, OPEN, {
      input: { subject: 'Long', body: 'x'.repeat(10_001) },
    });
    expect(tooLong.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'TOO_LONG' });
    const opened = await graphqlOk(asking.caller, OPEN, {
      input: { subject: 'Where is it?', body: 'Still waiting.', orderId: order.createOrder.id },
    });
    expect(opened.openTicket).toMatchObject({ status: 'OPEN', order: { id: order.createOrder.id } });
    const mine = await graphqlOk(asking.caller, gql(`query CareMyTickets { tickets { id } }`));
    expect(mine.tickets.map((ticket) => ticket.id)).toEqual([opened.openTicket.id]);

    const answered = await graphqlOk(
      support.caller,
      gql(
        `mutation CareAnswer($id: ID!) { replyToTicket(id: $id, body: "On its way.") { status firstResponseSeconds order { id status user { id } } } }`,
      ),
      { id: opened.openTicket.id },
    );
    expect(answered.replyToTicket).toMatchObject({
      status: 'WAITING_ON_CUSTOMER',
      firstResponseSeconds: expect.any(Number),
      order: { id: order.createOrder.id, user: { id: asking.id } },
    });

    const RECORD = gql(`query CareRecord($id: ID!) {
      user(id: $id) { customerRecord { registeredVia orderCount openTickets newsletter marketing { email } } }
    }`);
    await expect
      .poll(async () => (await graphqlOk(support.caller, RECORD, { id: asking.id })).user?.customerRecord, {
        timeout: 15_000,
      })
      .toMatchObject({
        registeredVia: 'self-service',
        orderCount: 1,
        openTickets: 1,
        newsletter: false,
        marketing: { email: false },
      });
    // Customers do not see their own record.
    expect((await graphqlOk(asking.caller, RECORD, { id: asking.id })).user?.customerRecord).toBeNull();
    const direct = await graphql(
      asking.caller,
      gql(`query CareRecordDirect($id: ID!) { customerRecord(userId: $id) { orderCount } }`),
      {
        id: asking.id,
      },
    );
    expect(direct.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('wish-list share links', () => {
  it('opens a shared list to anyone holding the link, read-only, until it is revoked', async () => {
    const created = await graphqlOk(
      customer.caller,
      gql(`mutation CareWishList {
        createWishList(input: { name: "Birthday" }) { id }
      }`),
    );
    const id = created.createWishList.id;
    await graphqlOk(
      customer.caller,
      gql(
        `mutation CareWish($id: ID!, $p: ID!) { addWishListItem(id: $id, item: { productId: $p }) { id } }`,
      ),
      {
        id,
        p: product.id,
      },
    );
    const shared = await graphqlOk(
      customer.caller,
      gql(`mutation CareShare($id: ID!) { shareWishList(id: $id) { token wishList { shared } } }`),
      { id },
    );
    expect(shared.shareWishList.wishList.shared).toBe(true);
    const VIEW = gql(
      `query CareSharedView($token: String!) { sharedWishList(token: $token) { name items { product { id name } } } }`,
    );
    const seen = await graphqlOk(stack.graphqlUrl, VIEW, { token: shared.shareWishList.token });
    expect(seen.sharedWishList).toEqual({
      name: 'Birthday',
      items: [{ product: { id: product.id, name: expect.any(String) } }],
    });
    await graphqlOk(
      customer.caller,
      gql(`mutation CareUnshare($id: ID!) { unshareWishList(id: $id) { shared } }`),
      { id },
    );
    expect(
      (await graphqlOk(stack.graphqlUrl, VIEW, { token: shared.shareWishList.token })).sharedWishList,
    ).toBeNull();
  });
});
