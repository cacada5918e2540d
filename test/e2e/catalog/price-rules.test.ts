import { beforeAll, describe, expect, it } from 'vitest';
import {
  accountWithRole,
  adminCaller,
  createWarehouse,
  registerCustomer,
  stockedProduct,
  type Account,
  type Caller,
} from '../../../testing/fixtures';
import { graphql, graphqlOk, startTestStack } from '../../../testing/harness';
import type { Stack } from '../../../stack';
import { gql } from '../../../testing/__generated__';
import { ManualClock } from '../../../testing/clock';

/**
 * Price rules through the gateway: staff write and read them, a customer of a group sees the group's price
 * (others the list price), a quantity tier prices a cart line, and an order line records the unit price it
 * charged and the rule that set it.
 */
let stack: Stack;
let admin: Caller;
let support: Account;
let trade: Account;
let retail: Account;
let mug: { id: string };
let warehouseId: string;
/** The catalog's time: a scheduled price starts when the test says. */
const clock = new ManualClock(Date.now());

const CREATE_RULE = gql(`
  mutation RulesCreate($input: PriceRuleInput!) {
    createPriceRule(input: $input) {
      id productId variantId kind price { amount currency } tiers { minQuantity price { amount } }
      customerGroup validFrom validTo
    }
  }
`);
const PRODUCT_PRICE = gql(`
  query RulesProductPrice($id: ID!) {
    product(id: $id) { price { amount } listPrice compareAtPrice { amount } variants { price { amount } listPrice { amount } } }
  }
`);
const PRODUCT_RULES = gql(
  `query RulesOfProduct($id: ID!) { product(id: $id) { priceRules { id kind customerGroup } } }`,
);
const SET_GROUPS = gql(`
  mutation RulesSetGroups($userId: ID!, $groups: [String!]!) { setCustomerGroups(userId: $userId, groups: $groups) }
`);
const ADD_TO_CART = gql(`
  mutation RulesAddToCart($input: CartLineInput!) {
    addToCart(input: $input) { lines { productId quantity unitPrice { amount } priceRuleId } subtotal { amount } }
  }
`);
const PLACE = gql(`
  mutation RulesCreateOrder($input: CreateOrderInput!) {
    createOrder(input: $input) { id subtotal items { productId quantity unitPrice priceRuleId } }
  }
`);
const ORDER = gql(`query RulesOrder($id: ID!) { order(id: $id) { items { unitPrice priceRuleId } } }`);

const codeOf = (result: { errors?: ReadonlyArray<{ extensions?: Record<string, unknown> }> }) =>
  result.errors?.[0]?.extensions?.code;

let groupRule: string;
let tierRule: string;

beforeAll(async () => {
  stack = await startTestStack({ env: { FIELD_RATE_LIMITS: 'false' }, clocks: { catalog: clock } });
  admin = await adminCaller(stack);
  support = await accountWithRole(stack, admin, 'support');
  trade = await registerCustomer(stack);
  retail = await registerCustomer(stack);
  const warehouse = await createWarehouse(admin);
  warehouseId = warehouse.id;
  mug = await stockedProduct(admin, [warehouse], 500, { sku: 'E2E-RULE-MUG', price: '10.00' });
  await graphqlOk(admin, SET_GROUPS, { userId: trade.id, groups: ['trade'] });
  groupRule = (
    await graphqlOk(admin, CREATE_RULE, {
      input: { productId: mug.id, kind: 'CUSTOMER_GROUP', customerGroup: 'trade', price: '8.00' },
    })
  ).createPriceRule.id;
  tierRule = (
    await graphqlOk(admin, CREATE_RULE, {
      input: {
        productId: mug.id,
        kind: 'QUANTITY_TIERS',
        tiers: [
          { minQuantity: 10, price: '9.00' },
          { minQuantity: 100, price: '7.50' },
        ],
      },
    })
  ).createPriceRule.id;
}, 120_000);

describe('price rules through the gateway', () => {
  it('a customer in the group sees the group price; another customer and a visitor the list price', async () => {
    const asTrade = await graphqlOk(trade.caller, PRODUCT_PRICE, { id: mug.id });
    expect(asTrade.product).toEqual({
      price: { amount: '8.00' },
      listPrice: 10,
      compareAtPrice: { amount: '10.00' },
      variants: [{ price: { amount: '8.00' }, listPrice: { amount: '10.00' } }],
    });
    const asRetail = await graphqlOk(retail.caller, PRODUCT_PRICE, { id: mug.id });
    expect(asRetail.product).toMatchObject({ price: { amount: '10.00' }, compareAtPrice: null });
    const asVisitor = await graphqlOk(stack.graphqlUrl, PRODUCT_PRICE, { id: mug.id });
    expect(asVisitor.product).toMatchObject({ price: { amount: '10.00' }, compareAtPrice: null });
  });

  it('staff read the rules, only admins write them, customers see neither', async () => {
    const rules = await graphqlOk(support.caller, PRODUCT_RULES, { id: mug.id });
    expect(rules.product!.priceRules).toEqual([
      { id: groupRule, kind: 'CUSTOMER_GROUP', customerGroup: 'trade' },
      { id: tierRule, kind: 'QUANTITY_TIERS', customerGroup: null },
    ]);
    expect(codeOf(await graphql(trade.caller, PRODUCT_RULES, { id: mug.id }))).toBe('FORBIDDEN');
    const input = { productId: mug.id, kind: 'CUSTOMER_GROUP' as const, customerGroup: 'x', price: '1.00' };
    expect(codeOf(await graphql(support.caller, CREATE_RULE, { input }))).toBe('FORBIDDEN');
    expect(codeOf(await graphql(trade.caller, CREATE_RULE, { input }))).toBe('FORBIDDEN');
    const refused = await graphql(admin, CREATE_RULE, {
      input: {
        productId: mug.id,
        kind: 'SCHEDULED',
        price: '5.00',
        validFrom: '2030-01-02T00:00:00Z',
        validTo: '2030-01-01T00:00:00Z',
      },
    });
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'OUT_OF_RANGE' });
    const overlapping = await graphql(admin, CREATE_RULE, {
      input: { productId: mug.id, kind: 'QUANTITY_TIERS', tiers: [{ minQuantity: 3, price: '9.50' }] },
    });
    expect(codeOf(overlapping)).toBe('PRICE_RULE_CONFLICT');
    expect((await graphqlOk(support.caller, PRODUCT_RULES, { id: mug.id })).product!.priceRules).toHaveLength(
      2,
    );
  });

  it('prices cart lines by quantity and group, and an order line records its unit price and rule', async () => {
    const cart = await graphqlOk(retail.caller, ADD_TO_CART, { input: { productId: mug.id, quantity: 12 } });
    expect(cart.addToCart.lines).toEqual([
      { productId: mug.id, quantity: 12, unitPrice: { amount: '9.00' }, priceRuleId: tierRule },
    ]);
    expect(cart.addToCart.subtotal.amount).toBe('108.00');

    const placed = await graphqlOk(trade.caller, PLACE, {
      input: {
        userId: trade.id,
        items: [
          { productId: mug.id, quantity: 2 },
          { productId: mug.id, quantity: 100 },
        ],
      },
    });
    // The group's 8.00 for two units; from 100 units the tier's 7.50 is lower (same target: lowest wins).
    expect(placed.createOrder.items).toEqual([
      { productId: mug.id, quantity: 2, unitPrice: 8, priceRuleId: groupRule },
      { productId: mug.id, quantity: 100, unitPrice: 7.5, priceRuleId: tierRule },
    ]);
    expect(placed.createOrder.subtotal).toBe(766);
    const read = await graphqlOk(trade.caller, ORDER, { id: placed.createOrder.id });
    expect(read.order!.items).toEqual([
      { unitPrice: 8, priceRuleId: groupRule },
      { unitPrice: 7.5, priceRuleId: tierRule },
    ]);

    // REST shows the same record.
    const response = await fetch(`${stack.gatewayUrl}/api/v2/orders/${placed.createOrder.id}`, {
      headers: trade.caller.headers,
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      data: { items: Array<{ unit_price: { amount: string }; price_rule_id: string | null }> };
    };
    expect(body.data.items.map((item) => [item.unit_price.amount, item.price_rule_id])).toEqual([
      ['8.00', groupRule],
      ['7.50', tierRule],
    ]);

    const listPriced = await graphqlOk(retail.caller, PLACE, {
      input: { userId: retail.id, items: [{ productId: mug.id, quantity: 1 }] },
    });
    expect(listPriced.createOrder.items).toEqual([
      { productId: mug.id, quantity: 1, unitPrice: 10, priceRuleId: null },
    ]);
  });

  it("switches to a scheduled price at its start on the catalog's clock, for reads and orders alike", async () => {
    const kettle = await stockedProduct(admin, [{ id: warehouseId }], 10, { price: '40.00' });
    const hour = 3_600_000;
    await graphqlOk(admin, CREATE_RULE, {
      input: {
        productId: kettle.id,
        kind: 'SCHEDULED',
        price: '30.00',
        validFrom: new Date(clock.now() + hour).toISOString(),
        validTo: new Date(clock.now() + 2 * hour).toISOString(),
      },
    });
    const read = async () => (await graphqlOk(stack.graphqlUrl, PRODUCT_PRICE, { id: kettle.id })).product;
    expect(await read()).toMatchObject({ price: { amount: '40.00' }, compareAtPrice: null });
    clock.advance(hour);
    expect(await read()).toMatchObject({ price: { amount: '30.00' }, compareAtPrice: { amount: '40.00' } });
    const placed = await graphqlOk(retail.caller, PLACE, {
      input: { userId: retail.id, items: [{ productId: kettle.id, quantity: 1 }] },
    });
    expect(placed.createOrder.items[0]).toMatchObject({ unitPrice: 30, priceRuleId: expect.any(String) });
    clock.advance(hour);
    expect(await read()).toMatchObject({ price: { amount: '40.00' }, compareAtPrice: null });
  });
});
