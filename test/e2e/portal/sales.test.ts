import type { Browser, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Stack } from '../../../stack';
import { launchBrowser, watchCsp, withScreenshotOnFailure } from '../../../testing/browsers';
import {
  accountWithRole,
  adminCaller,
  cards,
  CREATE_ORDER,
  createWarehouse,
  registerCustomer,
  stockedProduct,
  TEST_ADMIN,
  US_ADDRESS,
  type Account,
  type Caller,
} from '../../../testing/fixtures';
import { gql } from '../../../testing/__generated__';
import { graphql, graphqlOk, startTestStack } from '../../../testing/harness';
import {
  choose,
  fill,
  mainText,
  openPortalPage,
  press,
  textsOf,
  waitForText,
  waitForHeading,
  waitForPath,
} from '../../../testing/portal';

/** The page's own globals, in functions run there (this project compiles without the DOM library). */
type InPage = any;
declare const document: InPage;

/**
 * The operator console's sales analytics in real Chromium: orders, a cart, a refund and searches made
 * through the API; an admin opens the page and every figure it shows is the one the GraphQL API answers
 * for the same period (and the hand-worked one); a read-only account is told it may not read them, and a
 * customer has no such page.
 */
let stack: Stack;
let browser: Browser;
let page: Page;
let csp: string[] = [];
let admin: Caller;
let customer: Account;
let readOnly: Account;
/** Every address the browser asked for: all on the gateway's own origin. */
const requested: string[] = [];

const SALES = gql(`
  query SalesPageFigures($from: DateTime!, $to: DateTime!) {
    salesAnalytics(from: $from, to: $to, currency: "USD") {
      orders ordersPlaced currencies
      revenue { amount } averageOrderValue { amount } refunded { amount } netRevenue { amount }
      daily { at orders ordersPlaced revenue { amount } }
      byCategory { name orders units revenue { amount } }
      byProduct(limit: 10) { product { name } orders units revenue { amount } }
      funnel { carts checkouts paid checkoutRate paidRate }
      refundsAndReturns { refunds refunded { amount } returns unitsReturned returnRefunds { amount } }
    }
  }
`);
const SEARCHES = gql(`
  query SalesPageSearches($from: DateTime!, $to: DateTime!) {
    searchQueryReport(from: $from, to: $to, limit: 10) {
      totalSearches zeroResultSearches
      topQueries { query searches zeroResults }
      zeroResultQueries { query searches }
    }
  }
`);
const CATEGORY = gql(
  `mutation SalesPageCategory { createCategory(input: { name: "Lighting", slug: "lighting" }) { id } }`,
);
const ADD_TO_CART = gql(
  `mutation SalesPageAddToCart($input: CartLineInput!) { addToCart(input: $input) { id } }`,
);
const PAYMENT_OF = gql(`query SalesPagePayment($id: ID!) { order(id: $id) { state payment { id } } }`);
const REFUND = gql(
  `mutation SalesPageRefund($input: RefundPaymentInput!) { refundPayment(input: $input) { status } }`,
);
const SEARCH = gql(
  `query SalesPageSearch($input: ProductSearchInput!) { productSearch(input: $input) { total } }`,
);

/** A week back to a minute ahead: the period the test reads while the orders settle. */
function thisWeek(): { from: string; to: string } {
  const now = Date.now();
  return {
    from: new Date(now - 7 * 86_400_000).toISOString(),
    to: new Date(now + 60_000).toISOString(),
  };
}

async function placeOrder(items: Array<[string, number]>, card: (typeof cards)[keyof typeof cards]) {
  return graphql(customer.caller, CREATE_ORDER, {
    input: {
      userId: customer.id,
      items: items.map(([productId, quantity]) => ({ productId, quantity })),
      shippingAddress: US_ADDRESS,
      payment: card,
    },
  });
}

beforeAll(async () => {
  [stack, browser] = await Promise.all([
    startTestStack({ env: { FIELD_RATE_LIMITS: 'false', EVENTS_POLL_MS: '50', AUTH_CACHE_TTL_MS: '0' } }),
    launchBrowser('chromium'),
  ]);
  admin = await adminCaller(stack);
  const warehouse = await createWarehouse(admin);
  const lighting = (await graphqlOk(admin, CATEGORY)).createCategory.id;
  const lamp = await stockedProduct(admin, [warehouse], 50, {
    name: 'Desk Lamp',
    price: '20.00',
    categoryId: lighting,
  });
  const bulb = await stockedProduct(admin, [warehouse], 50, {
    name: 'Bulb',
    price: '2.50',
    categoryId: lighting,
  });
  const chair = await stockedProduct(admin, [warehouse], 50, { name: 'Oak Chair', price: '18.00' });
  [customer, readOnly] = await Promise.all([
    registerCustomer(stack, { name: 'Sales Shopper' }),
    accountWithRole(stack, admin, 'read-only'),
  ]);

  // Four carts that got their first line, three orders placed: two paid, one declined; part of one refunded.
  const browsers = await Promise.all([1, 2, 3].map(() => registerCustomer(stack)));
  for (const shopper of [customer, ...browsers])
    await graphqlOk(shopper.caller, ADD_TO_CART, { input: { productId: bulb.id, quantity: 1 } });
  const first = await placeOrder(
    [
      [lamp.id, 1],
      [bulb.id, 2],
    ],
    cards.success,
  );
  const second = await placeOrder([[chair.id, 2]], cards.success);
  await placeOrder([[lamp.id, 1]], cards.declined);
  const secondId = second.data!.createOrder.id;
  expect(first.data?.createOrder.id).toBeDefined();
  await vi.waitFor(
    async () => expect((await graphqlOk(admin, PAYMENT_OF, { id: secondId })).order?.state).toBe('CONFIRMED'),
    { timeout: 20_000, interval: 100 },
  );
  const paymentId = (await graphqlOk(admin, PAYMENT_OF, { id: secondId })).order!.payment!.id;
  await graphqlOk(admin, REFUND, { input: { paymentId, amount: '5.00', reason: 'scratched' } });

  // Searches: one that finds the lamp (twice), one that finds nothing.
  for (const query of ['desk lamp', 'Desk Lamps', 'unicorn saddle'])
    await graphqlOk(customer.caller, SEARCH, { input: { query } });

  // The figures come from the event log: wait until every event above is in them.
  await vi.waitFor(
    async () => {
      const { salesAnalytics: sales } = await graphqlOk(admin, SALES, thisWeek());
      expect([sales.orders, sales.ordersPlaced, sales.funnel.carts, sales.refundsAndReturns.refunds]).toEqual(
        [2, 3, 4, 1],
      );
    },
    { timeout: 30_000, interval: 200 },
  );

  page = await browser.newPage();
  await page.setViewport({ width: 1280, height: 900 });
  csp = await watchCsp(page);
  page.on('request', (request) => requested.push(request.url()));
}, 120_000);

afterAll(() => {
  expect(csp).toEqual([]);
  const elsewhere = requested.filter(
    (url) => !url.startsWith(`${stack.gatewayUrl}/`) && !/^(data|blob):/.test(url),
  );
  expect(elsewhere).toEqual([]);
});

async function signIn(email: string, password: string, heading: RegExp): Promise<void> {
  await page.goto(`${stack.gatewayUrl}/portal/signin`);
  await waitForHeading(page, 'Sign in');
  await fill(page, 'Email', email);
  await fill(page, 'Password', password);
  await press(page, 'Sign in', 'form');
  await waitForPath(page, '/portal/');
  await page.waitForFunction(
    (pattern: string) => new RegExp(pattern).test(document.querySelector('main h1')?.textContent ?? ''),
    { timeout: 15_000 },
    heading.source,
  );
}

async function signOut(): Promise<void> {
  await openPortalPage(page, stack.gatewayUrl, '/account', 'Account and sessions');
  await press(page, 'Sign out');
  await waitForPath(page, '/portal/signin');
}

/** Waits until no section of the page is loading. */
async function settled(): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('main .loading'), { timeout: 15_000 });
}

/** A figure's shown text and, for money, its exact amount (`<data value>`). */
async function figure(testId: string): Promise<{ text: string; amount: string | null }> {
  return page.$eval(`[data-testid="${testId}"]`, (element: InPage) => ({
    text: (element.textContent ?? '').trim(),
    amount: element.querySelector('data')?.getAttribute('value') ?? null,
  }));
}

/** Each row of a table: its cells' exact amounts where money, their text otherwise. */
async function rows(testId: string): Promise<string[][]> {
  return page.$$eval(`[data-testid="${testId}"] tbody tr`, (trs: InPage[]) =>
    trs.map((tr: InPage) =>
      [...tr.children].map(
        (cell: InPage) =>
          cell.querySelector('data')?.getAttribute('value') ?? (cell.textContent ?? '').trim(),
      ),
    ),
  );
}

/** Dollars as the browser writes them in its own locale (the page does not pick one for its readers). */
const usd = (amount: string): Promise<string> =>
  page.evaluate(
    (value: string) =>
      new Intl.NumberFormat(undefined, { style: 'currency', currency: 'USD' }).format(value as `${number}`),
    amount,
  );

describe('sales analytics in the operator console', () => {
  it('shows an admin the figures the API answers for the same period, as charts and tables', async () => {
    await withScreenshotOnFailure(page, 'portal-sales', async () => {
      await signIn(TEST_ADMIN.email, TEST_ADMIN.password, /^Hello, /);
      expect(await textsOf(page, '#nav a')).toContain('Sales analytics');
      await press(page, 'Sales analytics', '#nav');
      await waitForHeading(page, 'Sales analytics');
      await settled();

      // The page states its period; the API asked for the same one answers what the page shows.
      const period = await page.$eval('.period', (element: InPage) => ({
        from: element.getAttribute('data-from')!,
        to: element.getAttribute('data-to')!,
      }));
      expect(Date.parse(period.to) - Date.parse(period.from)).toBe(7 * 86_400_000);
      const { salesAnalytics: api } = await graphqlOk(admin, SALES, period);
      const { searchQueryReport: searches } = await graphqlOk(admin, SEARCHES, period);

      // Worked by hand: 20.00 + 2 × 2.50 and 2 × 18.00 paid; 5.00 of the chairs refunded.
      expect(api).toMatchObject({
        orders: 2,
        ordersPlaced: 3,
        revenue: { amount: '61.00' },
        averageOrderValue: { amount: '30.50' },
        refunded: { amount: '5.00' },
        netRevenue: { amount: '56.00' },
        funnel: { carts: 4, checkouts: 3, paid: 2, checkoutRate: 0.75 },
        currencies: ['USD'],
      });
      // The currencies offered are those with orders in the period.
      expect(
        await page.$$eval('form[aria-label="Choose the figures"] select', (selects: InPage[]) =>
          [...selects[1].options].map((option: InPage) => option.value),
        ),
      ).toEqual(api.currencies);
      const totals = {
        'sales-revenue': api.revenue.amount,
        'sales-aov': api.averageOrderValue.amount,
        'sales-refunded': api.refunded.amount,
        'sales-net-revenue': api.netRevenue.amount,
        'sales-refunds-amount': api.refundsAndReturns.refunded.amount,
        'sales-return-refunds': api.refundsAndReturns.returnRefunds.amount,
      };
      for (const [testId, amount] of Object.entries(totals))
        expect(await figure(testId), testId).toEqual({ amount, text: await usd(amount) });
      const counts = {
        'sales-orders': api.orders,
        'sales-orders-placed': api.ordersPlaced,
        'sales-refunds': api.refundsAndReturns.refunds,
        'sales-returns': api.refundsAndReturns.returns,
        'sales-units-returned': api.refundsAndReturns.unitsReturned,
      };
      for (const [testId, count] of Object.entries(counts))
        expect((await figure(testId)).text, testId).toBe(String(count));

      // Three uPlot charts, each labelled for screen readers, drawn from the days the table lists.
      expect(await page.$$eval('figure.chart canvas', (canvases: InPage[]) => canvases.length)).toBe(3);
      expect(
        await page.$$eval('figure.chart [role=img]', (charts: InPage[]) =>
          charts.map((c: InPage) => c.getAttribute('aria-label')),
        ),
      ).toEqual([
        'Revenue by day, last 7 days: chart',
        'Orders by day, last 7 days: chart',
        'Average order value by day, last 7 days: chart',
      ]);
      const daily = await rows('sales-daily');
      expect(daily.map((row) => [row[1], row[2], row[4]])).toEqual(
        api.daily.map((day) => [day.revenue.amount, String(day.orders), String(day.ordersPlaced)]),
      );

      // Breakdowns: name, revenue, share of revenue, orders, units, best first.
      const share = (amount: string) =>
        `${((Number(amount) / Number(api.revenue.amount)) * 100).toFixed(1)}%`;
      expect(await rows('sales-by-category')).toEqual(
        api.byCategory.map((row) => [
          row.name ?? 'No category',
          row.revenue.amount,
          share(row.revenue.amount),
          String(row.orders),
          String(row.units),
        ]),
      );
      expect(await rows('sales-by-category')).toEqual([
        ['No category', '36.00', '59.0%', '1', '2'],
        ['Lighting', '25.00', '41.0%', '1', '3'],
      ]);
      expect(await rows('sales-by-product')).toEqual(
        api.byProduct.map((row) => [
          row.product.name,
          row.revenue.amount,
          share(row.revenue.amount),
          String(row.orders),
          String(row.units),
        ]),
      );
      expect((await rows('sales-by-product')).map((row) => row[0])).toEqual([
        'Oak Chair',
        'Desk Lamp',
        'Bulb',
      ]);

      // The funnel with its conversion rates.
      expect(
        await page.$$eval('[data-testid="sales-funnel"] li', (items: InPage[]) =>
          items.map((item: InPage) => [
            item.querySelector('[data-testid="count"]')?.textContent,
            item.querySelector('[data-testid="rate"]')?.textContent ?? null,
          ]),
        ),
      ).toEqual([
        [String(api.funnel.carts), null],
        [String(api.funnel.checkouts), `${(api.funnel.checkoutRate! * 100).toFixed(1)}%`],
        [String(api.funnel.paid), `${(api.funnel.paidRate! * 100).toFixed(1)}%`],
      ]);
      expect((await figure('sales-conversion')).text).toBe('50.0%');

      // Searches: the top queries and the ones that found nothing.
      expect(searches.totalSearches).toBe(3);
      expect((await figure('search-total')).text).toBe(String(searches.totalSearches));
      expect((await figure('search-zero')).text).toBe(String(searches.zeroResultSearches));
      expect(await rows('search-top')).toEqual(
        searches.topQueries.map((row) => [row.query, String(row.searches), String(row.zeroResults)]),
      );
      expect(await rows('search-zero-results')).toEqual(
        searches.zeroResultQueries.map((row) => [row.query, String(row.searches)]),
      );
      expect((await rows('search-zero-results')).map((row) => row[0])).toContain('unicorn saddle');

      // Another window asks again: the last hour holds the same orders.
      await choose(page, 'Window', 'LAST_HOUR');
      await page.waitForFunction(
        () => {
          const element = document.querySelector('.period');
          return (
            !!element &&
            Date.parse(element.getAttribute('data-to')!) - Date.parse(element.getAttribute('data-from')!) ===
              3_600_000
          );
        },
        { timeout: 10_000 },
      );
      await settled();
      await page.waitForFunction(
        (amount: string) =>
          document.querySelector('[data-testid="sales-revenue"] data')?.getAttribute('value') === amount,
        { timeout: 10_000 },
        api.revenue.amount,
      );

      // Whole UTC days typed in the form: a last day before the first is refused on the page; yesterday
      // through today holds the same orders, over [yesterday 00:00, tomorrow 00:00).
      const setDay = (label: string, value: string) =>
        page.evaluate(
          (name: string, day: string) => {
            const label = [...document.querySelectorAll('label')].find((l: InPage) => l.textContent === name);
            const input = document.getElementById(label.htmlFor);
            // React tracks the value it last set: go through the native setter so it sees the change.
            const prototype = Object.getPrototypeOf(input) as object;
            Object.getOwnPropertyDescriptor(prototype, 'value')!.set!.call(input, day);
            input.dispatchEvent(new Event('input', { bubbles: true }));
          },
          label,
          value,
        );
      const today = new Date().toISOString().slice(0, 10);
      const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
      await setDay('First day (UTC)', today);
      await setDay('Last day (UTC)', yesterday);
      await press(page, 'Show these days');
      await waitForText(page, 'The first day must not be after the last.');
      await setDay('First day (UTC)', yesterday);
      await setDay('Last day (UTC)', today);
      await press(page, 'Show these days');
      await page.waitForFunction(
        (from: string) => document.querySelector('.period')?.getAttribute('data-from') === from,
        { timeout: 10_000 },
        `${yesterday}T00:00:00.000Z`,
      );
      await settled();
      await page.waitForFunction(
        (amount: string) =>
          document.querySelector('[data-testid="sales-revenue"] data')?.getAttribute('value') === amount,
        { timeout: 10_000 },
        api.revenue.amount,
      );

      // At phone width nothing runs off the side of the page: wide tables scroll in their own box.
      await page.setViewport({ width: 390, height: 844, isMobile: true, hasTouch: true });
      await settled();
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
        ),
      ).toBe(true);
      await page.setViewport({ width: 1280, height: 900 });
    });
  });

  it('tells a read-only account it may not read the figures, and gives a customer no such page', async () => {
    await withScreenshotOnFailure(page, 'portal-sales-denied', async () => {
      await signOut();
      await signIn(readOnly.email, readOnly.password, /^Hello, /);
      await openPortalPage(page, stack.gatewayUrl, '/console/sales', 'Sales analytics');
      await settled();
      const text = await mainText(page);
      expect(text).toContain('Your account may not read the sales figures');
      expect(text).toContain('Your account may not read the search report');
      expect(await page.$('[data-testid="sales-revenue"]')).toBeNull();

      await signOut();
      await signIn(customer.email, customer.password, /^Hello, /);
      expect(await textsOf(page, '#nav a')).not.toContain('Sales analytics');
      await openPortalPage(page, stack.gatewayUrl, '/console/sales', 'Page not found');
      const denied = await graphql(customer.caller, SALES, thisWeek());
      expect(denied.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    });
  });
});
