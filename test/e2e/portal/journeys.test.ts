import { createHash, randomBytes } from 'node:crypto';
import type { Browser, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Stack } from '../../../stack';
import { launchBrowser, watchCsp, withScreenshotOnFailure } from '../../../testing/browsers';
import { adminCaller, TEST_ADMIN, WHO_AM_I } from '../../../testing/fixtures';
import { gql } from '../../../testing/__generated__';
import { graphqlOk, startTestStack } from '../../../testing/harness';
import {
  choose,
  fill,
  mainText,
  openPortalPage,
  press,
  propertyOf,
  scriptCookies,
  textOf,
  textsOf,
  waitForHeading,
  waitForPath,
  waitForText,
  waitForUrl,
} from '../../../testing/portal';
import { startReceiver, type Receiver } from '../../../testing/receiver';

/**
 * The developer portal end to end, in real Chromium against a whole stack: a person signs up, makes a key,
 * calls the API with it from outside the browser and finds the call in the access log, rotates it; sets
 * up a webhook endpoint and sees deliveries and attempts; registers an OAuth application and goes through
 * its consent to a token. One browser and one page for the file, as a person keeps one tab.
 */
let stack: Stack;
let browser: Browser;
let page: Page;
let receiver: Receiver;
let csp: string[];
/** The key the first journey leaves live, which the plan journey moves to another plan. */
let liveKey: string;
const person = {
  name: 'Portal Developer',
  email: `portal-${randomBytes(4).toString('hex')}@example.com`,
  password: `pw-${randomBytes(12).toString('base64url')}`,
};

beforeAll(async () => {
  [stack, receiver, browser] = await Promise.all([
    startTestStack({
      env: {
        USAGE_LOGS: 'true',
        USAGE_FLUSH_INTERVAL_MS: '100',
        AUTH_CACHE_TTL_MS: '0',
        RATE_LIMITS: 'true',
        WEBHOOK_ALLOW_LOOPBACK: 'true',
        WEBHOOK_POLL_MS: '50',
      },
    }),
    startReceiver(),
    launchBrowser('chromium'),
  ]);
  page = await browser.newPage();
  await page.setViewport({ width: 1200, height: 900 });
  csp = await watchCsp(page);
});

afterAll(() => {
  // Every page the journeys opened met the strict policy: nothing was blocked.
  expect(csp).toEqual([]);
});

async function callApi(key: string, requestId: string): Promise<Response> {
  return fetch(`${stack.gatewayUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': key, 'x-request-id': requestId },
    body: JSON.stringify({ query: String(WHO_AM_I) }),
  });
}

async function adminName(): Promise<string> {
  const me = await graphqlOk(await adminCaller(stack), gql(`query PortalAdminName { me { name } }`));
  return me.me!.name;
}

async function shownSecret(): Promise<string> {
  const handle = await page.waitForSelector('[data-testid="secret"]', { timeout: 10_000 });
  expect(handle).not.toBeNull();
  const value = await textOf(page, '[data-testid="secret"]');
  await press(page, 'I have stored it');
  return value;
}

describe('the developer portal in Chromium', () => {
  it('signs up, creates a key shown once, finds its call in the access log, rotates it with and without overlap', async () => {
    await withScreenshotOnFailure(page, 'portal-keys', async () => {
      await page.goto(`${stack.gatewayUrl}/portal/`);
      // Signed out: the app sends a person to sign in, and from there to sign up.
      await waitForPath(page, '/portal/signin');
      await press(page, 'Create an account', 'main');
      await fill(page, 'Name', person.name);
      await fill(page, 'Email', person.email);
      await fill(page, 'Password', person.password);
      await press(page, 'Create account');
      await waitForHeading(page, 'API keys');
      // The session is an HttpOnly cookie: the page's scripts cannot read the token.
      const cookies = await page.cookies();
      expect(cookies.find((cookie) => cookie.name === 'portal_session')).toMatchObject({
        httpOnly: true,
        sameSite: 'Strict',
      });
      expect(await scriptCookies(page)).not.toContain('portal_session');

      await press(page, 'Create your first key');
      await fill(page, 'Name', 'journey key');
      await press(page, 'Create key');
      const key = await shownSecret();
      expect(key).toMatch(/^sk_live_/);
      expect(await mainText(page)).toContain('journey key');
      expect(await mainText(page)).not.toContain(key);

      // From outside the browser, as a developer's server would.
      const requestId = `portal-journey-${randomBytes(6).toString('hex')}`;
      const answer = await callApi(key, requestId);
      expect(answer.status).toBe(200);

      await openPortalPage(page, stack.gatewayUrl, '/logs', 'Access logs');
      await fill(page, 'Request id', requestId);
      await press(page, 'Apply filters');
      await expect
        .poll(
          async () => {
            await press(page, 'Refresh');
            return (await page.$(`tr[data-request-id="${requestId}"]`)) !== null;
          },
          { timeout: 20_000, interval: 500 },
        )
        .toBe(true);
      expect(await page.$eval(`tr[data-request-id="${requestId}"]`, (row) => row.textContent)).toContain(
        '200',
      );

      // Rotation with an hour's overlap: the new key works and so, for now, does the old one.
      await openPortalPage(page, stack.gatewayUrl, '/keys', 'API keys');
      await choose(page, 'Overlap for rotating journey key', '3600');
      await press(page, 'Rotate');
      const rotated = await shownSecret();
      expect(rotated).not.toBe(key);
      expect((await callApi(rotated, `${requestId}-new`)).status).toBe(200);
      expect((await callApi(key, `${requestId}-old`)).status).toBe(200);
      await waitForText(page, 'rotated out');

      // Rotation with no overlap: the key it replaces is refused at once.
      await page.waitForSelector('select[id^="overlap-"]');
      expect(await page.$$('select[id^="overlap-"]')).toHaveLength(1);
      await page.select('select[id^="overlap-"]', '0');
      await press(page, 'Rotate');
      const third = await shownSecret();
      expect((await callApi(third, `${requestId}-third`)).status).toBe(200);
      const refused = await callApi(rotated, `${requestId}-refused`);
      expect(refused.status).toBe(401);
      liveKey = third;

      // The account's maximum key age, set and removed.
      await fill(page, 'Expire keys after (days)', '365');
      await press(page, 'Set');
      await waitForText(page, 'Maximum key age: 365 days');
      await press(page, 'Remove the maximum');
      await waitForText(page, 'Maximum key age: none');
      expect((await callApi(third, `${requestId}-after-policy`)).status).toBe(200);
    });
  });

  it('adds a webhook endpoint, sends a test event, shows the delivery with its attempt, and replays it', async () => {
    await withScreenshotOnFailure(page, 'portal-webhooks', async () => {
      await openPortalPage(page, stack.gatewayUrl, '/webhooks', 'Webhooks');
      await press(page, 'Add your first endpoint');
      await fill(page, 'URL', `${receiver.url}/portal-hook`);
      await fill(page, 'Description (optional)', 'journey receiver');
      await page.waitForSelector('fieldset.checkbox-group input[type=checkbox]');
      await page.click('fieldset.checkbox-group label:first-of-type input');
      await press(page, 'Add endpoint');
      expect(await shownSecret()).toMatch(/^whsec_/);

      await press(page, 'Send test event');
      await receiver.waitFor('/portal-hook', 1, 15_000);
      await expect
        .poll(
          async () => {
            await press(page, 'Refresh', '.detail');
            return textsOf(page, '.deliveries li');
          },
          { timeout: 15_000, interval: 300 },
        )
        .toEqual([expect.stringMatching(/succeeded.*webhook\.test.*1 attempt/)]);
      await page.click('.deliveries summary');
      expect(await textOf(page, '.deliveries tr.attempt')).toMatch(/succeeded.*200/);

      await press(page, 'Replay', '.deliveries');
      await receiver.waitFor('/portal-hook', 2, 15_000);
      const [first, second] = receiver.requests.filter((request) => request.path === '/portal-hook');
      expect(second!.headers['webhook-id']).toBe(first!.headers['webhook-id']);
    });
  });

  it('registers an OAuth application and completes its consent, in the portal look, to a code and a token', async () => {
    await withScreenshotOnFailure(page, 'portal-oauth', async () => {
      const redirectUri = `${receiver.url}/oauth-callback`;
      await openPortalPage(page, stack.gatewayUrl, '/oauth', 'OAuth applications');
      await press(page, 'Register your first application');
      await fill(page, 'Name', 'Journey App');
      await fill(page, 'Redirect URIs', redirectUri);
      await press(page, 'Register');
      const firstSecret = await shownSecret();
      await page.waitForSelector('[data-testid="client-id"]');
      const clientId = await textOf(page, '[data-testid="client-id"]');
      // Edit its name; rotate its secret (the new one is shown once, the old one stops at once).
      await press(page, 'Edit');
      await fill(page, 'Application name', 'Journey App (renamed)');
      await press(page, 'Save');
      await waitForText(page, 'Journey App (renamed)');
      await press(page, 'Rotate secret');
      const clientSecret = await shownSecret();
      expect(clientSecret).not.toBe(firstSecret);
      await press(page, 'Preview consent');
      expect(await mainText(page)).toContain('Authorize Journey App (renamed)');

      const verifier = randomBytes(32).toString('base64url');
      const state = randomBytes(8).toString('hex');
      const authorize = new URL('/oauth/authorize', stack.gatewayUrl);
      authorize.search = new URLSearchParams({
        client_id: clientId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: 'read',
        state,
        code_challenge: createHash('sha256').update(verifier).digest('base64url'),
        code_challenge_method: 'S256',
      }).toString();
      await page.goto(authorize.toString());
      // The consent page wears the portal's stylesheet, served from this origin.
      expect(await propertyOf(page, 'link[rel=stylesheet]', 'href')).toMatch(
        new RegExp(`^${stack.gatewayUrl}/portal/assets/.*\\.css$`),
      );
      expect(await textOf(page, 'h1')).toBe('Authorize Journey App (renamed)');
      await page.type('#email', person.email);
      await page.type('#password', person.password);
      await page.click('button[value="approve"]');
      await waitForUrl(page, redirectUri);
      const callback = new URL(page.url());
      expect(callback.searchParams.get('state')).toBe(state);
      const token = await fetch(new URL('/oauth/token', stack.gatewayUrl), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code: callback.searchParams.get('code')!,
          redirect_uri: redirectUri,
          code_verifier: verifier,
          client_id: clientId,
          client_secret: clientSecret,
        }),
      });
      expect(token.status).toBe(200);
      expect(((await token.json()) as { scope: string }).scope).toBe('read');
    });
  });

  it('asks for a plan change; an admin approves it in the console and X-RateLimit-Limit changes at once', async () => {
    await withScreenshotOnFailure(page, 'portal-plans', async () => {
      const before = await callApi(liveKey, `plan-before-${randomBytes(4).toString('hex')}`);
      const basicLimit = before.headers.get('x-ratelimit-limit');
      expect(basicLimit).toMatch(/^\d+$/);

      await openPortalPage(page, stack.gatewayUrl, '/plans', 'Plans');
      const keyOption = await page.$eval(
        'option[value]:not([value=""])',
        (option: { value: string }) => option.value,
      );
      const keySelect = await page.$$('form[aria-label="Ask for a plan change"] select');
      await keySelect[0]!.select(keyOption);
      await choose(page, 'New plan', 'PROFESSIONAL');
      await fill(page, 'Note for staff (optional)', 'launching next week');
      await press(page, 'Ask for the change');
      await waitForText(page, 'pending');

      // The admin signs in (same browser) and decides in the console.
      await openPortalPage(page, stack.gatewayUrl, '/account', 'Account and sessions');
      await press(page, 'Sign out');
      await waitForPath(page, '/portal/signin');
      await fill(page, 'Email', TEST_ADMIN.email);
      await fill(page, 'Password', TEST_ADMIN.password);
      await press(page, 'Sign in', 'form');
      await waitForHeading(page, `Hello, ${await adminName()}`);
      await openPortalPage(page, stack.gatewayUrl, '/console', 'Operator console');
      await waitForText(page, 'launching next week');
      await press(page, 'Approve');
      await waitForText(page, 'No plan change is waiting.');

      const after = await callApi(liveKey, `plan-after-${randomBytes(4).toString('hex')}`);
      expect(after.status).toBe(200);
      expect(after.headers.get('x-ratelimit-limit')).not.toBe(basicLimit);
      expect(Number(after.headers.get('x-ratelimit-limit'))).toBeGreaterThan(Number(basicLimit));

      // The console shows the calls made with the key, with their latency percentiles.
      await expect
        .poll(
          async () => {
            await press(page, 'Refresh', 'main header');
            return textsOf(page, 'table.endpoint-metrics tbody tr');
          },
          { timeout: 20_000, interval: 500 },
        )
        .toContainEqual(expect.stringMatching(/^graphql:WhoAmI\d+[\d.]+ ms[\d.]+ ms[\d.]+ ms/));
    });
  });
});
