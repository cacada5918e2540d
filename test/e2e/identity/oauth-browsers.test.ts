import { createHash, randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { graphqlOk, startTestStack } from '../../../testing/harness';
import { type Account, bearer, registerCustomer, WHO_AM_I } from '../../../testing/fixtures';
import {
  launchBrowser,
  watchCsp,
  withScreenshotOnFailure,
  type BrowserName,
} from '../../../testing/browsers';
import { startReceiver, type Receiver } from '../../../testing/receiver';
import type { Stack } from '../../../stack';
import { gql } from '../../../testing/__generated__';

/**
 * The OAuth consent page as a person meets it: in real Chromium and Firefox, signing in and approving
 * on the page, then redirected to an application on another origin (a real server that records the code),
 * which exchanges the code for tokens. Browsers differ in how the page's Content-Security-Policy governs
 * that redirect (Chromium applies `form-action` to the redirects a form submission follows).
 */
let stack: Stack;
let app: Receiver;
let person: Account;
let clientId: string;
let clientSecret: string;
let redirectUri: string;

beforeAll(async () => {
  stack = await startTestStack();
  app = await startReceiver();
  redirectUri = `${app.url}/callback`;
  const developer = await registerCustomer(stack, { name: 'Browser App Developer' });
  person = await registerCustomer(stack, { name: 'Browser User' });
  const created = await graphqlOk(
    developer.caller,
    gql(
      `mutation BrowserCreateOAuthClient($input: CreateOAuthClientInput!) { createOAuthClient(input: $input) { client { id } clientSecret } }`,
    ),
    { input: { name: 'Browser App', redirectUris: [redirectUri], allowedScopes: ['read'] } },
  );
  clientId = created.createOAuthClient.client.id;
  clientSecret = created.createOAuthClient.clientSecret!;
});

describe.each<BrowserName>(['chromium', 'firefox'])('the consent page in %s', (browserName) => {
  it('signs in, approves and lands on the application on another origin with a code that exchanges for tokens', async () => {
    const browser = await launchBrowser(browserName);
    const page = await browser.newPage();
    const cspReports = await watchCsp(page);
    const verifier = randomBytes(32).toString('base64url');
    const state = randomBytes(16).toString('base64url');
    const authorize = new URL('/oauth/authorize', stack.gatewayUrl);
    for (const [name, value] of Object.entries({
      client_id: clientId,
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: 'read',
      state,
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
    }))
      authorize.searchParams.set(name, value);

    // Both browsers' journeys reach the same application: each finds its own by `state`.
    const received = () =>
      app.requests
        .filter((request) => request.path.startsWith('/callback?'))
        .map((request) => new URL(request.path, app.url))
        .find((url) => url.searchParams.get('state') === state);
    const callback = await withScreenshotOnFailure(page, `oauth-consent-${browserName}`, async () => {
      const shown = await page.goto(authorize.toString());
      expect(shown?.status()).toBe(200);
      await page.type('#email', person.email);
      await page.type('#password', person.password);
      await page.click('button[value="approve"]');
      await expect
        .poll(received, {
          timeout: 15_000,
          message: 'the application never received the redirect',
        })
        .toBeTruthy();
      // The browser shows the application's page, not the consent page.
      await expect
        .poll(() => page.url(), { timeout: 5_000 })
        .toMatch(/^http:\/\/127\.0\.0\.1:\d+\/callback\?/);
      return received()!;
    });

    expect(callback.searchParams.get('iss')).toBe(stack.gatewayUrl);
    const code = callback.searchParams.get('code');
    expect(code).toBeTruthy();
    const exchanged = await fetch(new URL('/oauth/token', stack.gatewayUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: code!,
        redirect_uri: redirectUri,
        code_verifier: verifier,
        client_id: clientId,
        client_secret: clientSecret,
      }),
    });
    expect(exchanged.status).toBe(200);
    const tokens = (await exchanged.json()) as { access_token: string; scope: string };
    expect(tokens.scope).toBe('read');
    const me = await graphqlOk(
      { url: `${stack.gatewayUrl}/graphql`, headers: bearer(tokens.access_token) },
      WHO_AM_I,
    );
    expect(me.me?.id).toBe(person.id);
    expect(cspReports).toEqual([]);
  });
});
