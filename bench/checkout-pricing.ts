/**
 * `npx tsx bench/checkout-pricing.ts [rounds]`: what pricing costs a checkout. Boots the whole stack on the
 * embedded MongoDB (or MONGODB_URI), and in each round (default 30) checks out, through the gateway, a
 * 20-line cart of two customers, in alternating order:
 *  - discounted: three running promotions target them (20 % off a category, spend-and-save, free
 *    shipping), a coupon is applied, 100 loyalty points are redeemed, and every line is priced by a
 *    customer-group price rule of the catalog;
 *  - plain: the same 20 lines, the same shipping choice and destination, no promotion targets them, no
 *    coupon, no points, list prices (the promotions and the price rules are still looked up: that is part
 *    of every checkout).
 * The carts are filled before each timed call; only `checkout` is timed. Prints the backend, the load
 * average, both latency distributions and their ratio (discounted / plain, measured in the same run), and
 * whether pricing stays within +20 %.
 */
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { loadConfig } from '../platform/config';
import { startStack } from '../stack';
import { graphqlOk } from '../testing/client';
import { gql } from '../testing/__generated__';
import {
  adminCaller,
  cards,
  createWarehouse,
  registerCustomer,
  stockedProduct,
  US_ADDRESS,
  type Caller,
} from '../testing/fixtures';
import type { PromotionDiscountInput } from '../testing/__generated__/graphql';
import { percentile, times } from './lib/stats';

const rounds = Number(process.argv[2] ?? 30);
const LINES = 20;

const admin = { email: 'bench-admin@example.com', password: randomBytes(12).toString('hex') };
const config = loadConfig({
  PORT: '0',
  GRPC_PORT: '0',
  LOG_LEVEL: 'warn',
  // Two customers check out again and again: this measures pricing, not rate limits.
  RATE_LIMITS: 'false',
  FIELD_RATE_LIMITS: 'false',
  BOOTSTRAP_ADMIN_EMAIL: admin.email,
  BOOTSTRAP_ADMIN_PASSWORD: admin.password,
  MONGO_DB_PREFIX: `bench_pricing_${randomBytes(4).toString('hex')}`,
});

const ADD = gql(
  `mutation BenchPricingAddToCart($input: CartLineInput!) { addToCart(input: $input) { itemCount } }`,
);
const CHECKOUT = gql(
  `mutation BenchPricingCheckout($input: CheckoutInput!) { checkout(input: $input) { id amounts { discounts { amount } total { amount } } discounts { name } items { priceRuleId } } }`,
);
const PROMOTION = gql(
  `mutation BenchPricingPromotion($input: PromotionInput!) { createPromotion(input: $input) { id } }`,
);
const COUPON = gql(
  `mutation BenchPricingCoupon($input: CouponInput!) { createCoupon(input: $input) { code } }`,
);
const GROUPS = gql(
  `mutation BenchPricingGroups($userId: ID!, $groups: [String!]!) { setCustomerGroups(userId: $userId, groups: $groups) }`,
);
const POINTS = gql(
  `mutation BenchPricingPoints($userId: ID!) { adjustLoyaltyPoints(userId: $userId, points: 10000000, reason: "bench") { balance } }`,
);
const PRICE_RULE = gql(
  `mutation BenchPricingPriceRule($input: PriceRuleInput!) { createPriceRule(input: $input) { id } }`,
);
const CATEGORY = gql(
  `mutation BenchPricingCategory($input: CreateCategoryInput!) { createCategory(input: $input) { id } }`,
);

const stack = await startStack({ config, progress: (line) => console.log(line) });
try {
  const backend = stack.mongo.describe;
  console.log(`MongoDB: ${backend}`);
  const caller = await adminCaller(stack, admin);
  const warehouse = await createWarehouse(caller);
  const tag = randomBytes(3).toString('hex');
  const { createCategory } = await graphqlOk(caller, CATEGORY, {
    input: { name: `Bench ${tag}`, slug: `bench-${tag}` },
  });
  const products: Array<{ id: string }> = [];
  for (let i = 0; i < LINES; i++)
    products.push(
      await stockedProduct(caller, [warehouse], 1_000_000, {
        price: `${10 + i}.99`,
        ...(i % 2 ? { categoryId: createCategory.id } : {}),
      }),
    );
  for (const [i, product] of products.entries())
    await graphqlOk(caller, PRICE_RULE, {
      input: { productId: product.id, kind: 'CUSTOMER_GROUP', customerGroup: 'bench', price: `${9 + i}.49` },
    });
  const day = 24 * 3_600_000;
  const period = { startsAt: new Date(Date.now() - day), endsAt: new Date(Date.now() + 30 * day) };
  const targeting = { groups: ['bench'] };
  const promotions: Array<[string, PromotionDiscountInput]> = [
    ['Category week', { kind: 'PERCENT_OFF', percent: '20', categoryIds: [createCategory.id] }],
    ['Spend 100 save 10', { kind: 'SPEND_AND_SAVE', threshold: '100', amount: '10' }],
    ['Free shipping', { kind: 'FREE_SHIPPING' }],
  ];
  for (const [name, discount] of promotions)
    await graphqlOk(caller, PROMOTION, { input: { name, type: 'seasonal', ...period, discount, targeting } });
  const { createCoupon } = await graphqlOk(caller, COUPON, {
    input: {
      code: `BENCH${randomBytes(3).toString('hex').toUpperCase()}`,
      discountType: 'PERCENTAGE',
      discountValue: '5',
    },
  });
  const discounted = await registerCustomer(stack);
  const plain = await registerCustomer(stack);
  await graphqlOk(caller, GROUPS, { userId: discounted.id, groups: ['bench'] });
  await graphqlOk(caller, POINTS, { userId: discounted.id });

  const fill = async (customer: Caller) => {
    for (const product of products)
      await graphqlOk(customer, ADD, { input: { productId: product.id, quantity: 1 } });
  };
  const base = {
    shippingAddress: US_ADDRESS,
    payment: cards.success,
    shipping: { carrier: 'parcelpost', service: 'ground' },
  };
  const timed: Record<'discounted' | 'plain', number[]> = { discounted: [], plain: [] };
  const checkout = async (kind: 'discounted' | 'plain', measured: boolean) => {
    const customer = kind === 'discounted' ? discounted.caller : plain.caller;
    await fill(customer);
    const input =
      kind === 'discounted' ? { ...base, couponCode: createCoupon.code, redeemPoints: 100 } : base;
    const started = performance.now();
    const { checkout: order } = await graphqlOk(customer, CHECKOUT, { input });
    const elapsed = performance.now() - started;
    const names = order.discounts.map((discount) => discount.name);
    if (kind === 'discounted' && names.length !== 5)
      throw new Error(`the discounted checkout applied ${names.join(', ')}; 5 discounts were expected`);
    if (kind === 'plain' && names.length) throw new Error(`the plain checkout applied ${names.join(', ')}`);
    const ruled = order.items.filter((item) => item.priceRuleId).length;
    if (ruled !== (kind === 'discounted' ? LINES : 0))
      throw new Error(`the ${kind} checkout priced ${ruled} of ${LINES} lines by a price rule`);
    if (measured) timed[kind].push(elapsed);
  };
  // Warm-up: JIT, connections, the JVM.
  for (let i = 0; i < 3; i++) {
    await checkout('discounted', false);
    await checkout('plain', false);
  }
  const loadAtStart = loadavg()[0]!;
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 ? (['plain', 'discounted'] as const) : (['discounted', 'plain'] as const);
    for (const kind of order) await checkout(kind, true);
  }
  const sorted = (values: number[]) => Float64Array.from(values).sort();
  const d = sorted(timed.discounted);
  const p = sorted(timed.plain);
  const line = (label: string, values: Float64Array) =>
    `${label}: p50 ${percentile(values, 50).toFixed(1)} ms  p90 ${percentile(values, 90).toFixed(1)} ms  ` +
    `mean ${(values.reduce((sum, value) => sum + value, 0) / values.length).toFixed(1)} ms  (${values.length} checkouts)`;
  console.log(`checkout of a ${LINES}-line cart through the gateway, ${rounds} rounds, same run, ${backend}`);
  console.log(line('discounted (3 promotions, a coupon, 100 points, group prices)', d));
  console.log(line('plain (no discount applies, list prices)                     ', p));
  const ratio = percentile(d, 50) / percentile(p, 50);
  console.log(
    `pricing adds ${((ratio - 1) * 100).toFixed(1)} % at p50 (${times(percentile(d, 50), percentile(p, 50))}), ` +
      `${((percentile(d, 90) / percentile(p, 90) - 1) * 100).toFixed(1)} % at p90: ` +
      `${ratio <= 1.2 ? 'within' : 'OVER'} the 20 % budget`,
  );
  console.log(
    `machine: load average (1 min) ${loadAtStart.toFixed(2)} at the start, ${loadavg()[0]!.toFixed(2)} at the end`,
  );
} finally {
  await stack.stop();
}
