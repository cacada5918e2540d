import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Stack } from '../../../stack';
import { gql } from '../../../testing/__generated__';
import {
  accountWithRole,
  adminCaller,
  cards,
  CREATE_ORDER,
  createWarehouse,
  registerCustomer,
  setStock,
  stockedProduct,
  US_ADDRESS,
  type Account,
  type Caller,
} from '../../../testing/fixtures';
import { graphql, graphqlOk, startTestStack } from '../../../testing/harness';

/**
 * Sales figures and recommendations through the gateway: who may read the figures, recommendations
 * trained by shipped orders on Product and on the caller's User, never showing what cannot be bought
 * unless asked, and a rebuild from the event log that gives the same figures.
 */
let stack: Stack;
let admin: Caller;
let customer: Account;
let support: Account;
let readOnly: Account;
const products = { lamp: '', bulb: '', shade: '', chair: '' };

const FIGURES = gql(`
  query InsightsSalesFigures($from: DateTime!, $to: DateTime!) {
    salesAnalytics(from: $from, to: $to) {
      orders
      revenue { amount currency }
      averageOrderValue { amount }
      daily { at orders revenue { amount } }
      series(metric: REVENUE) { at value }
      byProduct(limit: 10) { productId orders units revenue { amount } product { id name } }
      byCategory { categoryId orders revenue { amount } }
      funnel { carts checkouts paid paidRate }
      refundsAndReturns { refunds refunded { amount } returns }
    }
  }
`);
const TOGETHER = gql(`
  query InsightsTogether($id: ID!, $all: Boolean) {
    product(id: $id) {
      frequentlyBoughtTogether(includeUnavailable: $all) { id name }
      similarProducts(limit: 3, includeUnavailable: $all) { id }
    }
  }
`);
const FOR_ME = gql(`query InsightsForMe { me { id recommendedProducts(limit: 5) { id name } } }`);
const REBUILD = gql(
  `mutation InsightsRebuild { rebuildInsights { generation rebuilding rebuildStartedAt } }`,
);
const STATUS = gql(
  `query InsightsStatus { insightsStatus { generation rebuilding lastRebuild { generation orders } } }`,
);
const SHIP = gql(
  `mutation InsightsCreateShipment($input: CreateShipmentInput!) { createShipment(input: $input) { id } }`,
);
const TRACK = gql(
  `mutation InsightsTrack($input: TrackingEventInput!) { addTrackingEvent(input: $input) { status } }`,
);
const ORDER_STATE = gql(`query InsightsOrderState($id: ID!) { order(id: $id) { state } }`);
const SET_STATUS = gql(
  `mutation InsightsProductStatus($id: ID!) { updateProduct(id: $id, input: { status: DISCONTINUED }) { status } }`,
);

const today = () => {
  const start = new Date();
  start.setUTCHours(0, 0, 0, 0);
  return { from: start.toISOString(), to: new Date(start.getTime() + 86_400_000).toISOString() };
};

/** A paid, shipped order of one of each product, placed by `buyer`. */
async function shippedOrder(buyer: Account, items: string[]): Promise<string> {
  const placed = await graphqlOk(buyer.caller, CREATE_ORDER, {
    input: {
      userId: buyer.id,
      items: items.map((productId) => ({ productId, quantity: 1 })),
      shippingAddress: US_ADDRESS,
      payment: cards.success,
    },
  });
  const orderId = placed.createOrder.id;
  await vi.waitFor(
    async () => expect((await graphqlOk(admin, ORDER_STATE, { id: orderId })).order?.state).toBe('CONFIRMED'),
    { timeout: 15_000, interval: 50 },
  );
  const shipment = await graphqlOk(admin, SHIP, {
    input: { orderId, carrier: 'parcelpost', service: 'ground' },
  });
  await graphqlOk(admin, TRACK, { input: { shipmentId: shipment.createShipment.id, status: 'IN_TRANSIT' } });
  return orderId;
}

beforeAll(async () => {
  stack = await startTestStack({ env: { FIELD_RATE_LIMITS: 'false', EVENTS_POLL_MS: '50' } });
  admin = await adminCaller(stack);
  const warehouses = [await createWarehouse(admin)];
  products.lamp = (
    await stockedProduct(admin, warehouses, 20, { name: 'Lamp', price: '20.00', brand: 'Lumen' })
  ).id;
  products.bulb = (
    await stockedProduct(admin, warehouses, 20, { name: 'Bulb', price: '2.50', brand: 'Lumen' })
  ).id;
  products.shade = (
    await stockedProduct(admin, warehouses, 20, { name: 'Shade', price: '15.00', brand: 'Lumen' })
  ).id;
  products.chair = (
    await stockedProduct(admin, warehouses, 20, { name: 'Chair', price: '18.00', brand: 'Lumen' })
  ).id;
  customer = await registerCustomer(stack);
  support = await accountWithRole(stack, admin, 'support');
  readOnly = await accountWithRole(stack, admin, 'read-only');
  await shippedOrder(customer, [products.lamp, products.bulb]);
  await shippedOrder(customer, [products.lamp, products.shade]);
  await shippedOrder(await registerCustomer(stack), [products.lamp, products.chair]);
  // Trained by the order.shipped consumer, asynchronously.
  await vi.waitFor(
    async () =>
      expect(
        (await graphqlOk(admin, TOGETHER, { id: products.lamp, all: true })).product
          ?.frequentlyBoughtTogether,
      ).toHaveLength(3),
    { timeout: 15_000, interval: 50 },
  );
});

describe('sales figures over GraphQL', () => {
  it('are for staff: support reads them; customers, read-only accounts and anonymous callers do not', async () => {
    const figures = await graphqlOk(support.caller, FIGURES, today());
    expect(figures.salesAnalytics).toMatchObject({
      // 22.50 + 35.00 + 38.00 over 3 orders: 31.8333 rounds to 31.83.
      orders: 3,
      revenue: { amount: '95.50', currency: 'USD' },
      averageOrderValue: { amount: '31.83' },
      funnel: { checkouts: 3, paid: 3, paidRate: 1 },
      refundsAndReturns: { refunds: 0, refunded: { amount: '0.00' }, returns: 0 },
    });
    expect(figures.salesAnalytics.daily).toEqual([
      { at: today().from, orders: 3, revenue: { amount: '95.50' } },
    ]);
    expect(figures.salesAnalytics.series).toEqual([{ at: today().from, value: 95.5 }]);
    expect(figures.salesAnalytics.byProduct[0]).toEqual({
      productId: products.lamp,
      orders: 3,
      units: 3,
      revenue: { amount: '60.00' },
      product: { id: products.lamp, name: 'Lamp' },
    });
    expect(figures.salesAnalytics.byCategory).toEqual([
      { categoryId: null, orders: 3, revenue: { amount: '95.50' } },
    ]);

    for (const [who, code] of [
      [customer.caller, 'FORBIDDEN'],
      [readOnly.caller, 'FORBIDDEN'],
      [{ url: admin.url, headers: {} }, 'UNAUTHENTICATED'],
    ] as const) {
      const refused = await graphql(who, FIGURES, today());
      expect(refused.errors?.[0]?.extensions?.code).toBe(code);
      expect(refused.data).toBeNull();
    }
    // Rebuilding is for admins only.
    for (const who of [support.caller, customer.caller]) {
      const refused = await graphql(who, REBUILD, {});
      expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
  });

  it('refuses a period that ends before it starts with a 400 naming the argument', async () => {
    const { from } = today();
    const refused = await graphql(support.caller, FIGURES, { from, to: from });
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'to' });
  });
});

describe('recommendations', () => {
  it('frequently bought together and similar products leave out the inactive and the out-of-stock unless asked', async () => {
    const before = await graphqlOk(customer.caller, TOGETHER, { id: products.lamp, all: false });
    expect(before.product!.frequentlyBoughtTogether.map((product) => product.id).sort()).toEqual(
      [products.bulb, products.shade, products.chair].sort(),
    );
    expect(before.product!.similarProducts.map((product) => product.id)).toContain(products.chair);

    await graphqlOk(admin, SET_STATUS, { id: products.bulb });
    const [warehouse] = (
      await graphqlOk(
        admin,
        gql(`query InsightsStockLevels($id: ID!) { stockLevels(productId: $id) { warehouse { id } } }`),
        { id: products.shade },
      )
    ).stockLevels;
    await setStock(admin, products.shade, warehouse!.warehouse.id, 0);

    const after = await graphqlOk(customer.caller, TOGETHER, { id: products.lamp, all: false });
    expect(after.product!.frequentlyBoughtTogether).toEqual([{ id: products.chair, name: 'Chair' }]);
    expect(after.product!.similarProducts.map((product) => product.id)).not.toContain(products.bulb);
    expect(after.product!.similarProducts.map((product) => product.id)).not.toContain(products.shade);
    const asked = await graphqlOk(customer.caller, TOGETHER, { id: products.lamp, all: true });
    expect(asked.product!.frequentlyBoughtTogether.map((product) => product.id).sort()).toEqual(
      [products.bulb, products.shade, products.chair].sort(),
    );
  });

  it("recommends on the caller's own User: never what they bought; bestsellers for a newcomer", async () => {
    // The customer bought lamps, bulbs and shades; someone else bought a chair with a lamp.
    const mine = await graphqlOk(customer.caller, FOR_ME, {});
    expect(mine.me!.recommendedProducts).toEqual([{ id: products.chair, name: 'Chair' }]);
    const newcomer = await registerCustomer(stack);
    const theirs = await graphqlOk(newcomer.caller, FOR_ME, {});
    // Bestsellers still buyable: the lamp (3 orders), the chair (1); the bulb is discontinued, the shade sold out.
    expect(theirs.me!.recommendedProducts.map((product) => product.name)).toEqual(['Lamp', 'Chair']);
  });
});

describe('rebuilding', () => {
  it('gives the same figures from the event log', async () => {
    const before = await graphqlOk(support.caller, FIGURES, today());
    const started = await graphqlOk(admin, REBUILD, {});
    expect(started.rebuildInsights).toMatchObject({ generation: 1, rebuilding: true });
    await expect
      .poll(async () => (await graphqlOk(support.caller, STATUS, {})).insightsStatus, { timeout: 20_000 })
      .toEqual({ generation: 2, rebuilding: false, lastRebuild: { generation: 2, orders: 3 } });
    expect(await graphqlOk(support.caller, FIGURES, today())).toEqual(before);
  });
});
