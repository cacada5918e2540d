import { beforeAll, describe, expect, it } from 'vitest';
import { graphql, graphqlOk, startTestStack } from '../../../testing/harness';
import { adminCaller, createUser, createWarehouse, type Caller } from '../../../testing/fixtures';
import type { Stack } from '../../../stack';
import { gql } from '../../../testing/__generated__';

/**
 * Inventory operations on a product sold in variants, through the gateway: receipts and the ledger per
 * variant, the product's backorder policy promising against one variant's incoming units, and the order
 * line of that variant showing its backorder.
 */
let stack: Stack;
let admin: Caller;
let east: { id: string };
let west: { id: string };
let jacket: { id: string; variants: Array<{ id: string }> };

const CREATE = gql(`
  mutation VarOpsCreateProduct($input: CreateProductInput!) { createProduct(input: $input) { id variants { id } } }
`);
const SET_STOCK = gql(
  `mutation VarOpsSetStock($input: SetStockInput!) { setStock(input: $input) { variantId available incoming } }`,
);
const RECEIVE = gql(
  `mutation VarOpsReceiveStock($input: ReceiveStockInput!) { receiveStock(input: $input) { productId variantId available incoming reserved backordered } }`,
);
const TRANSFER = gql(
  `mutation VarOpsTransferStock($input: TransferStockInput!) { transferStock(input: $input) { from { variantId available } to { variantId available } } }`,
);
const LEDGER = gql(
  `query VarOpsStockMovements($productId: ID!, $variantId: ID) { stockMovements(productId: $productId, variantId: $variantId) { kind productId variantId available warehouse { id } } }`,
);
const POLICY = gql(
  `mutation VarOpsSetBackorderPolicy($input: SetBackorderPolicyInput!) { setBackorderPolicy(input: $input) { productId allowed limit } }`,
);
const STOCK = gql(
  `query VarOpsStock($id: ID!) { product(id: $id) { backorderPolicy { limit promised } stock { available backorderable status } variants { id stock { available backorderable status } } } }`,
);
const PLACE = gql(
  `mutation VarOpsCreateOrder($input: CreateOrderInput!) { createOrder(input: $input) { items { productId variantId quantity backordered backorderExpectedAt } } }`,
);

beforeAll(async () => {
  stack = await startTestStack({ env: { FIELD_RATE_LIMITS: 'false' } });
  admin = await adminCaller(stack);
  east = await createWarehouse(admin);
  west = await createWarehouse(admin);
  jacket = (
    await graphqlOk(admin, CREATE, {
      input: {
        sku: 'E2E-VAROPS-JACKET',
        name: 'Storm Jacket',
        price: '80.00',
        options: [{ name: 'Size', values: ['S', 'M'] }],
        variants: [
          { sku: 'E2E-VAROPS-JACKET-S', options: [{ name: 'Size', value: 'S' }] },
          { sku: 'E2E-VAROPS-JACKET-M', options: [{ name: 'Size', value: 'M' }] },
        ],
      },
    })
  ).createProduct;
}, 120_000);

describe('stock operations per variant', () => {
  it('receives and transfers one variant, and lists its ledger apart from the other variant', async () => {
    const [small, medium] = jacket.variants.map((variant) => variant.id) as [string, string];
    const noVariant = await graphql(admin, RECEIVE, {
      input: { productId: jacket.id, warehouseId: east.id, quantity: 3 },
    });
    expect(noVariant.errors?.[0]?.extensions).toMatchObject({ code: 'VARIANT_REQUIRED' });

    const received = await graphqlOk(admin, RECEIVE, {
      input: { productId: jacket.id, variantId: small, warehouseId: east.id, quantity: 6 },
    });
    expect(received.receiveStock).toMatchObject({ productId: jacket.id, variantId: small, available: 6 });
    await graphqlOk(admin, RECEIVE, {
      input: { productId: jacket.id, variantId: medium, warehouseId: east.id, quantity: 2 },
    });
    const moved = await graphqlOk(admin, TRANSFER, {
      input: {
        productId: jacket.id,
        variantId: small,
        fromWarehouseId: east.id,
        toWarehouseId: west.id,
        quantity: 2,
      },
    });
    expect(moved.transferStock).toEqual({
      from: { variantId: small, available: 4 },
      to: { variantId: small, available: 2 },
    });

    const ledger = await graphqlOk(admin, LEDGER, { productId: jacket.id, variantId: small });
    expect(ledger.stockMovements).toEqual([
      {
        kind: 'TRANSFER_IN',
        productId: jacket.id,
        variantId: small,
        available: 2,
        warehouse: { id: west.id },
      },
      {
        kind: 'TRANSFER_OUT',
        productId: jacket.id,
        variantId: small,
        available: -2,
        warehouse: { id: east.id },
      },
      { kind: 'RECEIPT', productId: jacket.id, variantId: small, available: 6, warehouse: { id: east.id } },
    ]);
    const all = await graphqlOk(admin, LEDGER, { productId: jacket.id });
    expect(all.stockMovements.filter((entry) => entry.variantId === medium)).toEqual([
      { kind: 'RECEIPT', productId: jacket.id, variantId: medium, available: 2, warehouse: { id: east.id } },
    ]);
  });

  it("backorders the ordered variant against its own incoming units, under the product's policy", async () => {
    const [, medium] = jacket.variants.map((variant) => variant.id) as [string, string];
    const customer = await createUser(admin);
    // The medium jacket: 2 available in east (previous test), none elsewhere; 10 incoming to west.
    await graphqlOk(admin, SET_STOCK, {
      input: { productId: jacket.id, variantId: medium, warehouseId: west.id, incoming: 10 },
    });
    const expectedAt = '2026-12-24T00:00:00.000Z';
    expect(
      (
        await graphqlOk(admin, POLICY, {
          input: { productId: jacket.id, allow: true, limit: 5, expectedAt },
        })
      ).setBackorderPolicy,
    ).toEqual({ productId: jacket.id, allowed: true, limit: 5 });

    const placed = await graphqlOk(admin, PLACE, {
      input: { userId: customer.id, items: [{ productId: jacket.id, variantId: medium, quantity: 5 }] },
    });
    expect(placed.createOrder.items).toEqual([
      {
        productId: jacket.id,
        variantId: medium,
        quantity: 5,
        backordered: 3,
        backorderExpectedAt: expectedAt,
      },
    ]);
    const read = (await graphqlOk(admin, STOCK, { id: jacket.id })).product!;
    expect(read.backorderPolicy).toEqual({ limit: 5, promised: 3 });
    expect(read.variants.find((variant) => variant.id === medium)!.stock).toEqual({
      available: 0,
      backorderable: 2,
      status: 'BACKORDER',
    });
  });
});
