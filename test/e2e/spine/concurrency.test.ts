import { beforeAll, expect, it } from 'vitest';
import { graphql, graphqlOk, startTestStack } from '../../../testing/harness';
import {
  adminCaller,
  CREATE_ORDER,
  createWarehouse,
  registerCustomer,
  stockedProduct,
  type Caller,
} from '../../../testing/fixtures';
import type { Stack } from '../../../stack';
import { gql } from '../../../testing/__generated__';

let stack: Stack;
let caller: Caller;

beforeAll(async () => {
  stack = await startTestStack({ env: { FIELD_RATE_LIMITS: 'false' } });
  // The admin stocks the catalog; customers sign up and place their own orders.
  caller = await adminCaller(stack);
});

it('sells exactly the stock there is when 200 orders compete for 50 units', async () => {
  const warehouses = [await createWarehouse(caller), await createWarehouse(caller)];
  // 50 units split over two warehouses, so reservations also race across documents.
  const product = await stockedProduct(caller, warehouses, 50, { name: 'Limited Edition' });
  const users = await Promise.all(Array.from({ length: 20 }, () => registerCustomer(stack)));

  const attempts = await Promise.all(
    Array.from({ length: 200 }, (_, index) => {
      const customer = users[index % users.length]!;
      return graphql(customer.caller, CREATE_ORDER, {
        input: { userId: customer.id, items: [{ productId: product.id, quantity: 1 }] },
      });
    }),
  );
  const succeeded = attempts.filter((result) => result.data?.createOrder);
  const failed = attempts.filter((result) => result.errors);
  expect(
    succeeded,
    JSON.stringify(
      failed
        .map((result) => result.errors![0]!.extensions?.code)
        .filter((code) => code !== 'INSUFFICIENT_STOCK')
        .slice(0, 5),
    ),
  ).toHaveLength(50);
  expect(failed).toHaveLength(150);
  for (const result of failed) expect(result.errors![0]!.extensions?.code).toBe('INSUFFICIENT_STOCK');

  const levels = await stack.connections
    .inventory!.collection('stock_levels')
    .find({ productId: product.id })
    .toArray();
  expect(levels.reduce((sum, level) => sum + (level.available as number), 0)).toBe(0);
  expect(levels.reduce((sum, level) => sum + (level.reserved as number), 0)).toBe(50);
  for (const level of levels) expect(level.available as number).toBeGreaterThanOrEqual(0);
  // Every reserved unit belongs to exactly one of the orders that exist.
  const orderIds = new Set(succeeded.map((result) => result.data!.createOrder.id));
  const holds = levels.flatMap((level) => level.holds as Array<{ reservationId: string; quantity: number }>);
  expect(holds.reduce((sum, hold) => sum + hold.quantity, 0)).toBe(50);
  for (const hold of holds) expect(orderIds.has(hold.reservationId)).toBe(true);
  const stored = await stack.connections
    .orders!.collection('orders')
    .countDocuments({ 'items.productId': product.id });
  expect(stored).toBe(50);

  // Stock is public: read it without a credential.
  const stock = await graphqlOk(
    stack.graphqlUrl,
    gql(`query ConcurrencyProduct($id: ID!) { product(id: $id) { stock { available status } } }`),
    {
      id: product.id,
    },
  );
  expect(stock.product!.stock).toEqual({ available: 0, status: 'OUT_OF_STOCK' });
});

it('never oversells when concurrent multi-line orders overlap, and releases the losers fully', async () => {
  const warehouses = [await createWarehouse(caller)];
  const a = await stockedProduct(caller, warehouses, 30, { name: 'Part A' });
  const b = await stockedProduct(caller, warehouses, 10, { name: 'Part B' });
  const user = await registerCustomer(stack);
  // Each order takes 2 A and 1 B: B runs out after 10 orders, so A must end at 30 - 2 × 10 = 10.
  const attempts = await Promise.all(
    Array.from({ length: 40 }, () =>
      graphql(user.caller, CREATE_ORDER, {
        input: {
          userId: user.id,
          items: [
            { productId: a.id, quantity: 2 },
            { productId: b.id, quantity: 1 },
          ],
        },
      }),
    ),
  );
  expect(attempts.filter((result) => !result.errors)).toHaveLength(10);
  const levels = await stack.connections
    .inventory!.collection('stock_levels')
    .find({ productId: { $in: [a.id, b.id] } })
    .toArray();
  const byProduct = Object.fromEntries(levels.map((level) => [level.productId as string, level]));
  expect(byProduct[a.id]).toMatchObject({ available: 10, reserved: 20 });
  expect(byProduct[b.id]).toMatchObject({ available: 0, reserved: 10 });
});
