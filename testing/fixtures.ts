import { randomBytes } from 'node:crypto';
import type { Role } from '../platform/identity';
import { graphqlOk, type Caller } from './client';
import { gql } from './__generated__';
import type { CreateProductInput } from './__generated__/graphql';

export type { Caller } from './client';

/** The admin every test stack bootstraps (BOOTSTRAP_ADMIN_*); fixtures log in with it. */
export const TEST_ADMIN = Object.freeze({
  email: 'admin@example.com',
  password: `admin-${randomBytes(9).toString('base64url')}`,
});

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

export async function createUser(
  caller: Caller,
  fields: { name?: string; email?: string } = {},
): Promise<{ id: string; number: number; email: string }> {
  const data = await graphqlOk(
    caller.url,
    gql(
      `mutation FixtureCreateUser($input: CreateUserInput!) { createUser(input: $input) { id number email } }`,
    ),
    { input: { name: fields.name ?? 'Test User', email: fields.email ?? `user-${unique()}@example.com` } },
    caller.headers,
  );
  return data.createUser;
}

export async function createWarehouse(
  caller: Caller,
  code = `WH-${unique().toUpperCase()}`,
): Promise<{ id: string; code: string }> {
  const data = await graphqlOk(
    caller.url,
    gql(
      `mutation FixtureCreateWarehouse($input: CreateWarehouseInput!) { createWarehouse(input: $input) { id code } }`,
    ),
    { input: { code, name: `Warehouse ${code}`, country: 'US' } },
    caller.headers,
  );
  return data.createWarehouse;
}

export async function createProduct(
  caller: Caller,
  fields: {
    name?: string;
    sku?: string;
    price?: string;
    costPrice?: string;
    status?: NonNullable<CreateProductInput['status']>;
    brand?: string;
    description?: string;
    categoryId?: string;
  } = {},
): Promise<{ id: string; sku: string; name: string }> {
  const data = await graphqlOk(
    caller.url,
    gql(
      `mutation FixtureCreateProduct($input: CreateProductInput!) { createProduct(input: $input) { id sku name } }`,
    ),
    {
      input: {
        sku: fields.sku ?? `SKU-${unique().toUpperCase()}`,
        name: fields.name ?? 'Test Product',
        price: fields.price ?? '10.00',
        ...(fields.costPrice ? { costPrice: fields.costPrice } : {}),
        ...(fields.status ? { status: fields.status } : {}),
        ...(fields.brand ? { brand: fields.brand } : {}),
        ...(fields.description ? { description: fields.description } : {}),
        ...(fields.categoryId ? { categoryId: fields.categoryId } : {}),
      },
    },
    caller.headers,
  );
  return data.createProduct;
}

export async function setStock(
  caller: Caller,
  productId: string,
  warehouseId: string,
  available: number,
  reorderPoint = 0,
): Promise<void> {
  await graphqlOk(
    caller.url,
    gql(`mutation FixtureSetStock($input: SetStockInput!) { setStock(input: $input) { available } }`),
    { input: { productId, warehouseId, available, reorderPoint } },
    caller.headers,
  );
}

/** A product with `available` units, split over the given warehouses as evenly as possible. */
export async function stockedProduct(
  caller: Caller,
  warehouses: ReadonlyArray<{ id: string }>,
  available: number,
  fields: Parameters<typeof createProduct>[1] = {},
): Promise<{ id: string; sku: string; name: string }> {
  const product = await createProduct(caller, fields);
  let left = available;
  for (const [index, warehouse] of warehouses.entries()) {
    const share = index === warehouses.length - 1 ? left : Math.floor(available / warehouses.length);
    await setStock(caller, product.id, warehouse.id, share);
    left -= share;
  }
  return product;
}

/** A product's stock over all its warehouses, as the federated read reports it. */
export async function stockOf(
  caller: Caller,
  productId: string,
): Promise<{ available: number; reserved: number }> {
  const data = await graphqlOk(
    caller.url,
    gql(`query FixtureStockOf($id: ID!) { product(id: $id) { stock { available reserved } } }`),
    { id: productId },
    caller.headers,
  );
  return data.product!.stock;
}

/** The answer of POST /auth/login, /auth/register and /auth/refresh. */
export interface TokenResponse {
  access_token: string;
  token_type: string;
  expires_in: number;
  refresh_token: string;
  scope: string;
  user_id: string;
}

/** Where a gateway answers: a test stack, or a gateway running as a process of its own. */
export interface GatewayAddress {
  /** e.g. http://127.0.0.1:4000 */
  gatewayUrl: string;
}

const graphqlUrlOf = (gateway: GatewayAddress) => `${gateway.gatewayUrl}/graphql`;

/** POSTs JSON to a gateway path over real HTTP. */
export async function postJson(
  stack: GatewayAddress,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(`${stack.gatewayUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

export async function login(
  stack: GatewayAddress,
  email: string,
  password: string,
  extra: { otp?: string; recovery_code?: string } = {},
): Promise<TokenResponse> {
  const response = await postJson(stack, '/auth/login', { email, password, ...extra });
  if (response.status !== 200)
    throw new Error(`login of ${email} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as TokenResponse;
}

/** A message the development mailbox (GET /dev/messages) kept. */
export interface DevMessage {
  kind: string;
  channel: string;
  subject: string | null;
  text: string;
}

/** What the development mailbox "sent" to `address`, newest first; reading it takes a staff credential. */
export async function devMessages(
  stack: GatewayAddress,
  staff: Caller,
  address: string,
): Promise<DevMessage[]> {
  const response = await fetch(`${stack.gatewayUrl}/dev/messages?to=${encodeURIComponent(address)}`, {
    headers: staff.headers,
  });
  if (response.status !== 200)
    throw new Error(`/dev/messages answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { messages: DevMessage[] }).messages;
}

export function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}

/** The stack's bootstrap admin (TEST_ADMIN unless told otherwise), signed in. */
export async function adminCaller(
  stack: GatewayAddress,
  admin: { email: string; password: string } = TEST_ADMIN,
): Promise<Caller> {
  const tokens = await login(stack, admin.email, admin.password);
  return { url: graphqlUrlOf(stack), headers: bearer(tokens.access_token) };
}

export interface Account {
  id: string;
  email: string;
  password: string;
  tokens: TokenResponse;
  caller: Caller;
}

/** A new customer who signed up through POST /auth/register (and so is signed in). */
export async function registerCustomer(
  stack: GatewayAddress,
  fields: { name?: string; email?: string; password?: string } = {},
): Promise<Account> {
  const email = fields.email ?? `customer-${unique()}@example.com`;
  const password = fields.password ?? `pw-${randomBytes(12).toString('base64url')}`;
  const response = await postJson(stack, '/auth/register', {
    email,
    password,
    name: fields.name ?? 'Test Customer',
  });
  if (response.status !== 201)
    throw new Error(`register answered ${response.status}: ${await response.text()}`);
  const tokens = (await response.json()) as TokenResponse;
  return {
    id: tokens.user_id,
    email,
    password,
    tokens,
    caller: { url: graphqlUrlOf(stack), headers: bearer(tokens.access_token) },
  };
}

/** A signed-up account given `role` by the admin, signed in again so its token carries the role. */
export async function accountWithRole(stack: GatewayAddress, admin: Caller, role: Role): Promise<Account> {
  const account = await registerCustomer(stack, { name: `Test ${role}` });
  const value = (
    { admin: 'ADMIN', support: 'SUPPORT', 'read-only': 'READ_ONLY', customer: 'CUSTOMER' } as const
  )[role];
  await graphqlOk(
    admin,
    gql(
      `mutation FixtureSetUserRoles($id: ID!, $roles: [Role!]!) { setUserRoles(id: $id, roles: $roles) { id } }`,
    ),
    { id: account.id, roles: [value] },
  );
  const tokens = await login(stack, account.email, account.password);
  return { ...account, tokens, caller: { url: graphqlUrlOf(stack), headers: bearer(tokens.access_token) } };
}

export const CREATE_ORDER = gql(
  `mutation CreateOrder($input: CreateOrderInput!) { createOrder(input: $input) { id total status currency items { quantity unitPrice lineTotal } } }`,
);

/** Sandbox cards (subgraphs/orders/payments/sandbox.ts) as PaymentMethodInput. */
export const cards = {
  success: { kind: 'CARD', card: { number: '4242424242424242', expMonth: 12, expYear: 2099, cvc: '123' } },
  declined: { kind: 'CARD', card: { number: '4000000000000002', expMonth: 12, expYear: 2099, cvc: '123' } },
  alwaysTransient: {
    kind: 'CARD',
    card: { number: '4000000000000119', expMonth: 12, expYear: 2099, cvc: '123' },
  },
  transientOnce: {
    kind: 'CARD',
    card: { number: '4000000000000101', expMonth: 12, expYear: 2099, cvc: '123' },
  },
} as const;

/**
 * A US address in a state without sales tax (Oregon, pricing/tax-rates.ts), so an order shipped there
 * totals its lines: tests that are not about tax keep their figures. TAXED_ADDRESS is taxed (7.25 %).
 */
export const US_ADDRESS = {
  name: 'Ada Lovelace',
  line1: '1 SW Main St',
  city: 'Portland',
  state: 'OR',
  postalCode: '97204',
  country: 'US',
} as const;

/** A US address taxed at 7.25 % (California's rate in pricing/tax-rates.ts). */
export const TAXED_ADDRESS = {
  name: 'Ada Lovelace',
  line1: '1 Market St',
  city: 'San Francisco',
  state: 'CA',
  postalCode: '94105',
  country: 'US',
} as const;

/** The smallest read that needs a caller: a request made as someone, when the answer does not matter. */
export const WHO_AM_I = gql(`query WhoAmI { me { id } }`);

/** The smallest public read: a request when neither the caller nor the answer matters. */
export const CATEGORIES = gql(`query Categories { categories { id } }`);
