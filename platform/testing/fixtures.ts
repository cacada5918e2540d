import { graphqlOk } from './harness';

/** A GraphQL endpoint plus the headers (credentials) to call it with. */
export interface Caller {
  url: string;
  headers?: Record<string, string>;
}

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

export async function createUser(caller: Caller, fields: { name?: string; email?: string } = {}): Promise<{ id: string; number: number; email: string }> {
  const data = await graphqlOk<{ createUser: { id: string; number: number; email: string } }>(
    caller.url,
    'mutation($input: CreateUserInput!) { createUser(input: $input) { id number email } }',
    { input: { name: fields.name ?? 'Test User', email: fields.email ?? `user-${unique()}@example.com` } },
    caller.headers,
  );
  return data.createUser;
}

export async function createWarehouse(caller: Caller, code = `WH-${unique().toUpperCase()}`): Promise<{ id: string; code: string }> {
  const data = await graphqlOk<{ createWarehouse: { id: string; code: string } }>(
    caller.url,
    'mutation($input: CreateWarehouseInput!) { createWarehouse(input: $input) { id code } }',
    { input: { code, name: `Warehouse ${code}`, country: 'US' } },
    caller.headers,
  );
  return data.createWarehouse;
}

export async function createProduct(
  caller: Caller,
  fields: { name?: string; sku?: string; price?: string; status?: string; brand?: string; description?: string; categoryId?: string } = {},
): Promise<{ id: string; sku: string; name: string }> {
  const data = await graphqlOk<{ createProduct: { id: string; sku: string; name: string } }>(
    caller.url,
    'mutation($input: CreateProductInput!) { createProduct(input: $input) { id sku name } }',
    {
      input: {
        sku: fields.sku ?? `SKU-${unique().toUpperCase()}`,
        name: fields.name ?? 'Test Product',
        price: fields.price ?? '10.00',
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

export async function setStock(caller: Caller, productId: string, warehouseId: string, available: number, reorderPoint = 0): Promise<void> {
  await graphqlOk(
    caller.url,
    'mutation($input: SetStockInput!) { setStock(input: $input) { available } }',
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

export const CREATE_ORDER = 'mutation($input: CreateOrderInput!) { createOrder(input: $input) { id total status currency items { quantity unitPrice lineTotal } } }';
