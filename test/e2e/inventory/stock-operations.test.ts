import { beforeAll, describe, expect, it } from 'vitest';
import { graphql, graphqlOk, startTestStack } from '../../../testing/harness';
import {
  accountWithRole,
  adminCaller,
  createProduct,
  createUser,
  createWarehouse,
  registerCustomer,
  type Caller,
} from '../../../testing/fixtures';
import type { Stack } from '../../../stack';
import { gql } from '../../../testing/__generated__';

/**
 * Inventory operations through the gateway: backorders as a new user tried them (nothing available, 50
 * incoming), staff stock movements and their ledger, refusals with registry codes, and the low-stock alert
 * reaching staff.
 */
let stack: Stack;
let admin: Caller;
let east: { id: string };
let west: { id: string };

beforeAll(async () => {
  stack = await startTestStack({ env: { FIELD_RATE_LIMITS: 'false' } });
  admin = await adminCaller(stack);
  east = await createWarehouse(admin);
  west = await createWarehouse(admin);
});

const SET_STOCK = gql(
  `mutation OpsSetStock($input: SetStockInput!) { setStock(input: $input) { available incoming reorderPoint } }`,
);
const STOCK = gql(
  `query OpsStock($id: ID!) { product(id: $id) { stock { available incoming backorderable status } stockLevels { warehouse { id } available reserved incoming backordered } } }`,
);
const PLACE = gql(
  `mutation OpsCreateOrder($input: CreateOrderInput!) { createOrder(input: $input) { id items { productId quantity backordered backorderExpectedAt } } }`,
);
const POLICY = gql(
  `mutation OpsSetBackorderPolicy($input: SetBackorderPolicyInput!) { setBackorderPolicy(input: $input) { allowed limit promised expectedAt } }`,
);
const RECEIVE = gql(
  `mutation OpsReceiveStock($input: ReceiveStockInput!) { receiveStock(input: $input) { available incoming backordered reserved } }`,
);
const WRITE_OFF = gql(
  `mutation OpsWriteOffStock($input: WriteOffStockInput!) { writeOffStock(input: $input) { available damaged } }`,
);
const TRANSFER = gql(
  `mutation OpsTransferStock($input: TransferStockInput!) { transferStock(input: $input) { id from { available } to { available warehouse { id } } } }`,
);
const LEDGER = gql(
  `query OpsStockMovements($productId: ID!, $kinds: [StockMovementKind!]) { stockMovements(productId: $productId, kinds: $kinds) { kind available reserved damaged incoming backordered reason actor reference warehouse { id } } }`,
);
const LOW_STOCK = gql(
  `query OpsLowStock { lowStock { productId variantId available reorderPoint dailySales suggestedReorder warehouse { id } } }`,
);
const NOTIFICATIONS = gql(`query OpsNotifications { notifications(limit: 100) { kind title body } }`);
const EVENT_TYPES = gql(`query OpsWebhookEventTypes { webhookEventTypes }`);

describe('backorders', () => {
  it('refuses an order while no policy allows it, then takes it against incoming stock with the expected date', async () => {
    const product = await createProduct(admin);
    const customer = await createUser(admin);
    await graphqlOk(admin, SET_STOCK, {
      input: { productId: product.id, warehouseId: east.id, available: 0, incoming: 50 },
    });
    const stock = async () => (await graphqlOk(admin, STOCK, { id: product.id })).product!;
    expect((await stock()).stock).toEqual({
      available: 0,
      incoming: 50,
      backorderable: 0,
      status: 'OUT_OF_STOCK',
    });
    const order = { userId: customer.id, items: [{ productId: product.id, quantity: 1 }] };
    const refused = await graphql(admin, PLACE, { input: order });
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'INSUFFICIENT_STOCK' });

    const expectedAt = '2026-12-15T00:00:00.000Z';
    expect(
      (
        await graphqlOk(admin, POLICY, {
          input: { productId: product.id, allow: true, limit: 20, expectedAt },
        })
      ).setBackorderPolicy,
    ).toEqual({ allowed: true, limit: 20, promised: 0, expectedAt });
    expect((await stock()).stock).toMatchObject({ backorderable: 20, status: 'BACKORDER' });
    const placed = (await graphqlOk(admin, PLACE, { input: order })).createOrder;
    expect(placed.items).toEqual([
      { productId: product.id, quantity: 1, backordered: 1, backorderExpectedAt: expectedAt },
    ]);
    expect((await stock()).stockLevels).toMatchObject([{ available: 0, incoming: 50, backordered: 1 }]);

    // The delivery fills the backorder first: its unit is held for the order, the rest is available.
    expect(
      (
        await graphqlOk(admin, RECEIVE, {
          input: { productId: product.id, warehouseId: east.id, quantity: 10, reference: 'PO-7' },
        })
      ).receiveStock,
    ).toEqual({ available: 9, incoming: 40, backordered: 0, reserved: 1 });
    const ledger = (await graphqlOk(admin, LEDGER, { productId: product.id })).stockMovements;
    expect(ledger.map((entry) => entry.kind)).toEqual([
      'BACKORDER_FILL',
      'RECEIPT',
      'BACKORDER',
      'ADJUSTMENT',
    ]);
    expect(ledger[1]).toMatchObject({ available: 10, incoming: -10, reference: 'PO-7' });
    expect(ledger[2]).toMatchObject({ backordered: 1, actor: 'service:orders', reference: placed.id });
  });
});

describe('stock movements', () => {
  it('records write-offs and transfers with their reasons, and lists them by kind', async () => {
    const product = await createProduct(admin);
    await graphqlOk(admin, SET_STOCK, {
      input: { productId: product.id, warehouseId: east.id, available: 30, reorderPoint: 0 },
    });
    expect(
      (
        await graphqlOk(admin, WRITE_OFF, {
          input: {
            productId: product.id,
            warehouseId: east.id,
            quantity: 2,
            kind: 'DAMAGED',
            reason: 'dropped',
          },
        })
      ).writeOffStock,
    ).toEqual({ available: 28, damaged: 2 });
    const transfer = (
      await graphqlOk(admin, TRANSFER, {
        input: {
          productId: product.id,
          fromWarehouseId: east.id,
          toWarehouseId: west.id,
          quantity: 8,
          reason: 'rebalance',
        },
      })
    ).transferStock;
    expect(transfer).toMatchObject({
      from: { available: 20 },
      to: { available: 8, warehouse: { id: west.id } },
    });
    const moves = (
      await graphqlOk(admin, LEDGER, {
        productId: product.id,
        kinds: ['TRANSFER_IN', 'TRANSFER_OUT', 'DAMAGED'],
      })
    ).stockMovements;
    expect(
      moves.map(({ kind, available, warehouse, reference, reason }) => ({
        kind,
        available,
        warehouse: warehouse.id,
        reference,
        reason,
      })),
    ).toEqual([
      { kind: 'TRANSFER_IN', available: 8, warehouse: west.id, reference: transfer.id, reason: 'rebalance' },
      {
        kind: 'TRANSFER_OUT',
        available: -8,
        warehouse: east.id,
        reference: transfer.id,
        reason: 'rebalance',
      },
      { kind: 'DAMAGED', available: -2, warehouse: east.id, reference: null, reason: 'dropped' },
    ]);
  });

  it('refuses bad movements with registry codes and writes nothing', async () => {
    const product = await createProduct(admin);
    await graphqlOk(admin, SET_STOCK, {
      input: { productId: product.id, warehouseId: east.id, available: 5 },
    });
    const transfer = (fields: Record<string, unknown>) =>
      graphql(admin, TRANSFER, {
        input: {
          productId: product.id,
          fromWarehouseId: east.id,
          toWarehouseId: west.id,
          quantity: 1,
          ...fields,
        },
      });
    expect((await transfer({ toWarehouseId: east.id })).errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'input.toWarehouseId',
      reason: 'NOT_ALLOWED',
    });
    expect((await transfer({ toWarehouseId: 'no-such-warehouse' })).errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'input.toWarehouseId',
      reason: 'NOT_FOUND',
    });
    expect((await transfer({ quantity: -1 })).errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'input.quantity',
    });
    expect((await transfer({ quantity: 6 })).errors?.[0]?.extensions).toMatchObject({
      code: 'INSUFFICIENT_STOCK',
    });
    const writeOff = await graphql(admin, WRITE_OFF, {
      input: { productId: product.id, warehouseId: east.id, quantity: 9, kind: 'LOST', reason: 'gone' },
    });
    expect(writeOff.errors?.[0]?.extensions).toMatchObject({ code: 'INSUFFICIENT_STOCK' });
    expect((await graphqlOk(admin, STOCK, { id: product.id })).product!.stockLevels).toMatchObject([
      { warehouse: { id: east.id }, available: 5 },
    ]);
    expect((await graphqlOk(admin, LEDGER, { productId: product.id })).stockMovements).toHaveLength(1);
  });

  it('is for staff: customers may neither read the ledger nor move stock', async () => {
    const customer = await registerCustomer(stack);
    const product = await createProduct(admin);
    expect(
      (await graphql(customer.caller, LEDGER, { productId: product.id })).errors?.[0]?.extensions,
    ).toMatchObject({
      code: 'FORBIDDEN',
    });
    const receive = await graphql(customer.caller, RECEIVE, {
      input: { productId: product.id, warehouseId: east.id, quantity: 1 },
    });
    expect(receive.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('low-stock alerts', () => {
  it('tells staff once when stock crosses the reorder point, and lists it with a suggestion', async () => {
    expect((await graphqlOk(admin, EVENT_TYPES, {})).webhookEventTypes).toContain('LowStockEvent');
    const staff = await accountWithRole(stack, admin, 'admin');
    const product = await createProduct(admin);
    await graphqlOk(admin, SET_STOCK, {
      input: { productId: product.id, warehouseId: east.id, available: 12, reorderPoint: 10 },
    });
    for (const quantity of [5, 1])
      await graphqlOk(admin, WRITE_OFF, {
        input: { productId: product.id, warehouseId: east.id, quantity, kind: 'LOST', reason: 'count' },
      });
    const alerts = async () =>
      (await graphqlOk(staff.caller, NOTIFICATIONS, {})).notifications.filter(
        (note) => note.kind === 'low-stock' && note.title.includes(product.id),
      );
    await expect.poll(alerts, { timeout: 15_000 }).toHaveLength(1);
    expect((await alerts())[0]!.body).toContain('down to 7');
    const listed = (await graphqlOk(admin, LOW_STOCK, {})).lowStock.find(
      (item) => item.productId === product.id,
    );
    expect(listed).toEqual({
      productId: product.id,
      variantId: product.id,
      available: 6,
      reorderPoint: 10,
      dailySales: 0,
      suggestedReorder: 4,
      warehouse: { id: east.id },
    });
  });
});
