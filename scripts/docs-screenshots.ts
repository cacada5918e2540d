/**
 * `npm run docs:screenshots`: the pictures in docs/portal.md. Builds the web app if stale, starts the whole
 * stack on loopback ports (embedded MongoDB, in memory), seeds a developer with keys, traffic, a webhook
 * endpoint with deliveries, an OAuth application and a plan change, then photographs each page in
 * headless Chromium into docs/img/portal/. Run it after changing how a page looks.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'puppeteer-core';
import { loadConfig } from '../platform/config';
import { repoRoot } from '../platform/paths';
import { startStack } from '../stack';
import { launchBrowser } from '../testing/browsers';
import {
  adminCaller,
  cards,
  CREATE_ORDER,
  createWarehouse,
  registerCustomer,
  stockedProduct,
  TEST_ADMIN,
  US_ADDRESS,
} from '../testing/fixtures';
import { graphqlOk } from '../testing/harness';
import { drainLeftovers } from '../testing/leftovers';
import { choose, fill, press, waitForHeading, waitForText } from '../testing/portal';
import { startReceiver } from '../testing/receiver';
import { gql } from '../testing/__generated__';
import { buildPortal } from './portal/build';

const OUT = join(repoRoot, 'docs', 'img', 'portal');

/**
 * Orders for the sales page, placed through the API like a shop's: carts, paid and declined orders over
 * three categories, a refund and some searches; then waits until the sales figures have read their events.
 */
async function seedSales(admin: Awaited<ReturnType<typeof adminCaller>>): Promise<void> {
  const warehouse = await createWarehouse(admin);
  const CATEGORY = gql(
    `mutation ShotCategory($input: CreateCategoryInput!) { createCategory(input: $input) { id } }`,
  );
  const category = async (name: string) =>
    (await graphqlOk(admin, CATEGORY, { input: { name, slug: name.toLowerCase() } })).createCategory.id;
  const [lighting, seating, textiles] = [
    await category('Lighting'),
    await category('Seating'),
    await category('Textiles'),
  ];
  const products = [];
  for (const [name, price, categoryId] of [
    ['Brass desk lamp', '89.00', lighting],
    ['Linen lampshade', '34.50', lighting],
    ['Oak dining chair', '149.00', seating],
    ['Wool throw', '64.00', textiles],
    ['Cushion cover', '19.90', textiles],
  ] as const)
    products.push(await stockedProduct(admin, [warehouse], 500, { name, price, categoryId }));
  const ADD = gql(`mutation ShotAddToCart($input: CartLineInput!) { addToCart(input: $input) { id } }`);
  let paid = 0;
  let firstOrder = '';
  for (let shopper = 0; shopper < 8; shopper++) {
    const buyer = await registerCustomer(stack, { name: `Shopper ${shopper + 1}` });
    await graphqlOk(buyer.caller, ADD, { input: { productId: products[shopper % 5]!.id, quantity: 1 } });
    if (shopper >= 6) continue;
    const items = products
      .filter((_, index) => (index + shopper) % 3 !== 0)
      .map((product, index) => ({ productId: product.id, quantity: 1 + ((index + shopper) % 2) }));
    const card = shopper === 5 ? cards.declined : cards.success;
    const placed = await graphqlOk(buyer.caller, CREATE_ORDER, {
      input: { userId: buyer.id, items, shippingAddress: US_ADDRESS, payment: card },
    }).catch(() => null);
    if (placed && card === cards.success) paid++;
    if (placed && shopper === 0) firstOrder = placed.createOrder.id;
  }
  const PAYMENT = gql(`query ShotPayment($id: ID!) { order(id: $id) { payment { id status } } }`);
  for (let i = 0; i < 100; i++) {
    const payment = (await graphqlOk(admin, PAYMENT, { id: firstOrder })).order?.payment;
    if (payment?.status === 'COMPLETED') {
      await graphqlOk(
        admin,
        gql(`mutation ShotRefund($input: RefundPaymentInput!) { refundPayment(input: $input) { id } }`),
        { input: { paymentId: payment.id, amount: '19.90', reason: 'damaged in transit' } },
      );
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  for (const query of ['desk lamp', 'lamp', 'oak chair', 'wool throw', 'velvet sofa', 'lamp'])
    await graphqlOk(
      stack.graphqlUrl,
      gql(`query ShotSearch($input: ProductSearchInput!) { productSearch(input: $input) { total } }`),
      { input: { query } },
    );
  const FIGURES = gql(
    `query ShotSales($from: DateTime!, $to: DateTime!) { salesAnalytics(from: $from, to: $to) { orders } }`,
  );
  for (let i = 0; i < 150; i++) {
    const now = Date.now();
    const figures = await graphqlOk(admin, FIGURES, {
      from: new Date(now - 86_400_000).toISOString(),
      to: new Date(now + 60_000).toISOString(),
    });
    if (figures.salesAnalytics.orders >= paid) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const consoleProblems: string[] = [];
await buildPortal({ log: console.log });
const config = loadConfig(process.env, {
  PORT: '0',
  GRPC_PORT: '0',
  LOG_LEVEL: 'warn',
  USAGE_FLUSH_INTERVAL_MS: '200',
  WEBHOOK_ALLOW_LOOPBACK: 'true',
  WEBHOOK_POLL_MS: '100',
  MONGO_JAVA_STORE: 'memory',
  BOOTSTRAP_ADMIN_EMAIL: TEST_ADMIN.email,
  BOOTSTRAP_ADMIN_PASSWORD: TEST_ADMIN.password,
});
const stack = await startStack({ config, progress: (line) => console.log(line) });
try {
  mkdirSync(OUT, { recursive: true });
  const receiver = await startReceiver();
  const developer = await registerCustomer(stack, { name: 'Ada Developer', email: 'ada@example.com' });
  const as = developer.caller;
  const keys: string[] = [];
  for (const name of ['billing service (production)', 'storefront (browser)', 'nightly export'])
    keys.push(
      (
        await graphqlOk(
          as,
          gql(
            `mutation ShotCreateKey($input: CreateApiKeyInput!) { createApiKey(input: $input) { key apiKey { id } } }`,
          ),
          {
            input:
              name === 'storefront (browser)'
                ? { name, type: 'PUBLIC' }
                : { name, scopes: ['read', 'write'] },
          },
        )
      ).createApiKey.key,
    );
  // Traffic: successes and a few client errors, so the charts and tables have something to show.
  for (let i = 0; i < 60; i++) {
    const key = keys[i % 3 === 1 ? 0 : i % 3]!;
    await fetch(`${stack.gatewayUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': key },
      body: JSON.stringify({
        query: i % 7 === 0 ? 'query Broken { nope }' : 'query WhoAmI { me { id } }',
      }),
    });
    await fetch(`${stack.gatewayUrl}/api/v2/search?q=shirt`, { headers: { 'x-api-key': key } });
  }
  const endpoint = (
    await graphqlOk(
      as,
      gql(
        `mutation ShotCreateWebhook($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) { endpoint { id } } }`,
      ),
      {
        input: {
          url: `${receiver.url}/hooks`,
          eventTypes: ['OrderCreatedEvent', 'OrderConfirmedEvent', 'order.shipped'],
          description: 'fulfilment',
        },
      },
    )
  ).createWebhookEndpoint.endpoint.id;
  await graphqlOk(as, gql(`mutation ShotTestWebhook($id: ID!) { sendTestWebhook(endpointId: $id) { id } }`), {
    id: endpoint,
  });
  await receiver.waitFor('/hooks', 1);
  await graphqlOk(
    as,
    gql(
      `mutation ShotCreateOAuth($input: CreateOAuthClientInput!) { createOAuthClient(input: $input) { client { id } } }`,
    ),
    {
      input: {
        name: 'Acme Analytics',
        redirectUris: [`${receiver.url}/callback`],
        allowedScopes: ['read', 'openid', 'email'],
      },
    },
  );
  const keyIds = (await graphqlOk(as, gql(`query ShotKeys { apiKeys { id name } }`))).apiKeys;
  await graphqlOk(
    as,
    gql(
      `mutation ShotPlanChange($keyId: ID!) { requestPlanChange(keyId: $keyId, tier: PROFESSIONAL, note: "Black Friday traffic") { id } }`,
    ),
    { keyId: keyIds.find((key) => key.name.startsWith('billing'))!.id },
  );
  // The usage rollups are written in batches: wait until the report counts the traffic.
  const admin = await adminCaller(stack);
  for (let i = 0; i < 100; i++) {
    const report = await graphqlOk(
      admin,
      gql(`query ShotUsage { usageReport(window: LAST_HOUR) { requests } }`),
    );
    if (report.usageReport.requests >= 100) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  await seedSales(admin);

  const browser = await launchBrowser('chromium');
  const page = await browser.newPage();
  await page.setViewport({ width: 1280, height: 860 });
  // What a user would see in the developer tools: every page shot must leave the console clean.
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warn')
      consoleProblems.push(`${message.type()} on ${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => consoleProblems.push(`uncaught on ${page.url()}: ${String(error)}`));
  const shot = async (name: string, full = true) => {
    await page.screenshot({ path: join(OUT, `${name}.png`), fullPage: full });
    console.log(`docs/img/portal/${name}.png`);
  };
  const open = async (path: string, heading: string) => {
    await page.goto(`${stack.gatewayUrl}/portal${path}`);
    await waitForHeading(page, heading);
    // Charts and tables settle after their queries answer.
    await page.waitForFunction('!document.querySelector(".loading")', { timeout: 15_000 });
  };
  const signIn = async (email: string, password: string) => {
    await page.goto(`${stack.gatewayUrl}/portal/signin`);
    await waitForHeading(page, 'Sign in');
    await fill(page, 'Email', email);
    await fill(page, 'Password', password);
    await press(page, 'Sign in', 'form');
    await page.waitForFunction('location.pathname === "/portal/"');
  };

  await page.goto(`${stack.gatewayUrl}/`);
  await shot('home');
  await page.goto(`${stack.gatewayUrl}/portal/signin`);
  await waitForHeading(page, 'Sign in');
  await shot('sign-in', false);
  await signIn(developer.email, developer.password);
  await open('/keys', 'API keys');
  await shot('api-keys');
  await open('/usage', 'Usage and quota');
  await waitForText(page, 'p95');
  await shot('usage');
  await open('/plans', 'Plans');
  await shot('plans');
  await open('/webhooks', 'Webhooks');
  await press(page, `${receiver.url}/hooks`);
  await page.waitForSelector('.deliveries summary');
  await page.click('.deliveries summary');
  await shot('webhooks');
  await open('/oauth', 'OAuth applications');
  await press(page, 'Preview consent');
  await shot('oauth');
  await open('/logs', 'Access logs');
  await shot('access-logs');
  await open('/account', 'Account and sessions');
  await shot('account');
  await page.setViewport({ width: 390, height: 844, isMobile: true, hasTouch: true });
  await open('/keys', 'API keys');
  await shot('phone-api-keys', false);
  await page.setViewport({ width: 1280, height: 860 });

  const client = (await graphqlOk(as, gql(`query ShotClients { oauthClients { id redirectUris } }`)))
    .oauthClients[0]!;
  const authorize = new URL('/oauth/authorize', stack.gatewayUrl);
  authorize.search = new URLSearchParams({
    client_id: client.id,
    redirect_uri: client.redirectUris[0]!,
    response_type: 'code',
    scope: 'read openid email',
    state: 'docs',
    code_challenge: createHash('sha256').update(randomBytes(32).toString('base64url')).digest('base64url'),
    code_challenge_method: 'S256',
  }).toString();
  await page.goto(authorize.toString());
  await shot('consent');

  await page.goto(`${stack.gatewayUrl}/graphql`);
  await page.waitForSelector('.graphiql-container');
  // The default query asks who is calling: with no credential that is a 401 (and a console error).
  await choose(page, 'Authenticate with', 'apiKey');
  await fill(page, 'API key', keys[0]!);
  await press(page, 'Use');
  await waitForText(page, `Using API key …${keys[0]!.slice(-4)}`);
  await page.click('.graphiql-execute-button');
  await page.waitForSelector('.graphiql-response .view-lines', { timeout: 15_000 });
  await shot('explorer', false);

  await press(page, 'Developer portal');
  await waitForHeading(page, 'Hello, Ada Developer');
  await page.goto(`${stack.gatewayUrl}/portal/account`);
  await waitForHeading(page, 'Account and sessions');
  await press(page, 'Sign out');
  await page.waitForFunction('location.pathname === "/portal/signin"');
  await signIn(TEST_ADMIN.email, TEST_ADMIN.password);
  await open('/console', 'Operator console');
  await press(page, 'Breakdown');
  await shot('console');
  await open('/console/sales', 'Sales analytics');
  await page.waitForSelector('figure.chart canvas');
  await shot('sales');
} finally {
  await drainLeftovers();
  await stack.stop();
}
if (consoleProblems.length) {
  console.error(`The browser console was not clean:\n${consoleProblems.join('\n')}`);
  process.exitCode = 1;
} else console.log('Browser console: clean on every page.');
