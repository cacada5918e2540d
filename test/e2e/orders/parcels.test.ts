import { beforeAll, describe, expect, it } from 'vitest';
import type { Stack } from '../../../stack';
import { gql } from '../../../testing/__generated__';
import {
  adminCaller,
  cards,
  CREATE_ORDER,
  createUser,
  createWarehouse,
  setStock,
  createProduct,
  US_ADDRESS,
  type Caller,
} from '../../../testing/fixtures';
import { graphql, graphqlOk, startTestStack } from '../../../testing/harness';

/**
 * One shipment per warehouse through the gateway, on the real inventory: a line inventory fills from two
 * warehouses (STOCK_ALLOCATION most-stocked) gets two parcels, each with its warehouse's units and its share
 * of the rate chosen at checkout; the order is SHIPPED and DELIVERED once, when its last parcel is.
 */
let stack: Stack;
let admin: Caller;
let east: { id: string; code: string };
let west: { id: string; code: string };

beforeAll(async () => {
  stack = await startTestStack({ env: { FIELD_RATE_LIMITS: 'false' } });
  admin = await adminCaller(stack);
  east = await createWarehouse(admin);
  west = await createWarehouse(admin);
});

const ORDER = gql(`
  query ParcelsOrder($id: ID!) {
    order(id: $id) {
      state
      amounts { shipping { amount } }
      shipping { rate { amount } }
      items { id quantity allocations { warehouseId warehouse { code } quantity backordered } }
      pendingShipments { warehouseId lines { orderItemId quantity } }
      shipments { id warehouseId warehouse { code } status lines { orderItemId quantity } cost { amount } charged { amount } }
      history { from to }
    }
  }
`);
const SHIP_ALL = gql(
  `mutation ParcelsCreateShipments($input: CreateShipmentsInput!) { createShipments(input: $input) { id warehouseId } }`,
);
const SHIP_ONE = gql(
  `mutation ParcelsCreateShipment($input: CreateShipmentInput!) { createShipment(input: $input) { id warehouseId carrier service } }`,
);
const TRACK = gql(
  `mutation ParcelsTrack($input: TrackingEventInput!) { addTrackingEvent(input: $input) { status } }`,
);

/** A confirmed order of 5 units of a product with 3 in east and 2 in west, shipped parcelpost ground. */
async function splitOrder() {
  const product = await createProduct(admin);
  await setStock(admin, product.id, east.id, 3);
  await setStock(admin, product.id, west.id, 2);
  const customer = await createUser(admin);
  const placed = await graphqlOk(admin, CREATE_ORDER, {
    input: {
      userId: customer.id,
      items: [{ productId: product.id, quantity: 5 }],
      shippingAddress: US_ADDRESS,
      shipping: { carrier: 'parcelpost', service: 'ground' },
      payment: cards.success,
    },
  });
  const id = placed.createOrder.id;
  const read = async () => (await graphqlOk(admin, ORDER, { id })).order!;
  await expect.poll(async () => (await read()).state, { timeout: 15_000 }).toBe('CONFIRMED');
  return { id, read };
}

describe('one shipment per warehouse', () => {
  it('splits a line over two warehouses into two parcels, and ships and delivers the order once, with the last parcel', async () => {
    const { id, read } = await splitOrder();
    const before = await read();
    const [line] = before.items;
    expect(line!.allocations).toEqual(
      [
        { warehouseId: east.id, warehouse: { code: east.code }, quantity: 3, backordered: 0 },
        { warehouseId: west.id, warehouse: { code: west.code }, quantity: 2, backordered: 0 },
      ].sort((a, b) => a.warehouseId.localeCompare(b.warehouseId)),
    );
    expect(before.pendingShipments).toHaveLength(2);
    // Two parcels wait: createShipment must be told which.
    const unnamed = await graphql(admin, SHIP_ONE, { input: { orderId: id } });
    expect(unnamed.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'REQUIRED' });

    const created = (await graphqlOk(admin, SHIP_ALL, { input: { orderId: id } })).createShipments;
    expect(created).toHaveLength(2);
    const after = await read();
    expect(after.pendingShipments).toEqual([]);
    const byWarehouse = new Map(after.shipments.map((shipment) => [shipment.warehouseId, shipment]));
    expect(byWarehouse.get(east.id)).toMatchObject({
      warehouse: { code: east.code },
      status: 'LABEL_CREATED',
      lines: [{ orderItemId: line!.id, quantity: 3 }],
    });
    expect(byWarehouse.get(west.id)!.lines).toEqual([{ orderItemId: line!.id, quantity: 2 }]);
    // The parcels share the one rate the customer paid for; it is not charged twice.
    const cents = (amount: string) => Math.round(Number(amount) * 100);
    const sum = (pick: (shipment: (typeof after.shipments)[number]) => string) =>
      after.shipments.reduce((total, shipment) => total + cents(pick(shipment)), 0);
    expect(sum((shipment) => shipment.cost.amount)).toBe(cents(after.shipping!.rate.amount));
    expect(sum((shipment) => shipment.charged.amount)).toBe(cents(after.amounts.shipping.amount));
    // A repeat creates nothing more.
    expect((await graphqlOk(admin, SHIP_ALL, { input: { orderId: id } })).createShipments).toHaveLength(2);

    const [first, second] = after.shipments;
    await graphqlOk(admin, TRACK, { input: { shipmentId: first!.id, status: 'IN_TRANSIT' } });
    expect((await read()).state).toBe('CONFIRMED');
    await graphqlOk(admin, TRACK, { input: { shipmentId: second!.id, status: 'IN_TRANSIT' } });
    expect((await read()).state).toBe('SHIPPED');
    await graphqlOk(admin, TRACK, { input: { shipmentId: second!.id, status: 'DELIVERED' } });
    expect((await read()).state).toBe('SHIPPED');
    await graphqlOk(admin, TRACK, { input: { shipmentId: first!.id, status: 'DELIVERED' } });
    const done = await read();
    expect(done.state).toBe('DELIVERED');
    expect(done.history.map((change) => change.to)).toEqual([
      'PENDING',
      'PROCESSING',
      'SHIPPED',
      'DELIVERED',
    ]);
  });

  it('creates a warehouse parcel once when two staff ask at the same time', async () => {
    const { id, read } = await splitOrder();
    const answers = await Promise.all(
      [0, 1].map(() => graphql(admin, SHIP_ONE, { input: { orderId: id, warehouseId: west.id } })),
    );
    expect(answers.filter((answer) => !answer.errors)).toHaveLength(1);
    expect(answers.find((answer) => answer.errors)!.errors![0]!.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'input.warehouseId',
      reason: 'ALREADY_EXISTS',
    });
    const winner = answers.find((answer) => !answer.errors)!.data!.createShipment;
    expect(winner).toMatchObject({ warehouseId: west.id, carrier: 'parcelpost', service: 'ground' });
    expect((await read()).shipments.map((shipment) => shipment.warehouseId)).toEqual([west.id]);
  });
});
