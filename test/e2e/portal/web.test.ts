import type { Browser, Page } from 'puppeteer-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Stack } from '../../../stack';
import { launchBrowser, watchCsp, withScreenshotOnFailure } from '../../../testing/browsers';
import { registerCustomer, type Account } from '../../../testing/fixtures';
import { startTestStack } from '../../../testing/harness';
import { choose, fill, press, scriptCookies, waitForText } from '../../../testing/portal';

/**
 * The web app's doors on the gateway's origin: the home page, the portal's session (cookies and CSRF) as
 * plain HTTP sees it, and, in Chromium, the local GraphQL explorer and the REST reference pre-authorised
 * with the credential picked there, with nothing fetched from any other host.
 */
let stack: Stack;
let account: Account;

beforeAll(async () => {
  stack = await startTestStack({ env: { AUTH_CACHE_TTL_MS: '0' } });
  account = await registerCustomer(stack, { name: 'Web Visitor' });
});

const ME = JSON.stringify({ query: '{ me { id } }' });

/** The cookies a Set-Cookie list sets, as a Cookie header, and by name. */
function jar(response: Response): { header: string; values: Map<string, string>; raw: string[] } {
  const raw = response.headers.getSetCookie();
  const values = new Map(
    raw.map((line) => line.split(';', 1)[0]!.split(/=(.*)/s).slice(0, 2) as [string, string]),
  );
  return { header: [...values].map(([name, value]) => `${name}=${value}`).join('; '), values, raw };
}

async function graphqlAs(headers: Record<string, string>): Promise<{ status: number; me: unknown }> {
  const response = await fetch(`${stack.gatewayUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: ME,
  });
  const body = (await response.json()) as { data?: { me: unknown } };
  return { status: response.status, me: body.data?.me ?? null };
}

describe('the home page', () => {
  it('says what this is and links the portal, the explorer, the REST reference and health, under a same-origin CSP', async () => {
    const response = await fetch(`${stack.gatewayUrl}/`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toMatch(
      /^default-src 'self'; script-src 'self'; style-src 'self'/,
    );
    const html = await response.text();
    for (const path of ['/portal/', '/graphql', '/api/docs', '/health'])
      expect(html).toContain(`href="${stack.gatewayUrl}${path}"`);
    expect(html).toMatch(/<link rel="stylesheet" href="\/portal\/assets\/[^"]+\.css">/);
  });

  it('serves the portal for any path below /portal/, but never for /portal/api/ or a missing file', async () => {
    const page = await fetch(`${stack.gatewayUrl}/portal/keys`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(await page.text()).toContain('<div id="app"></div>');
    expect((await fetch(`${stack.gatewayUrl}/portal/api/nothing-here`)).status).toBe(404);
    expect((await fetch(`${stack.gatewayUrl}/portal/assets/missing-123.js`)).status).toBe(404);
  });

  it('serves the production build of the app, also when the build ran under the test runner', async () => {
    // This run's global setup built it with NODE_ENV=test in the environment.
    const html = await (await fetch(`${stack.gatewayUrl}/portal/`)).text();
    const scripts = [
      ...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="(\/portal\/assets\/[^"]+\.js)"/g),
    ].map((match) => match[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      const code = await (await fetch(`${stack.gatewayUrl}${script}`)).text();
      // React's development runtime: its element factory and its warnings.
      expect(code, script).not.toContain('jsxDEV');
    }
  });
});

describe('the portal session', () => {
  async function cookieLogin(headers: Record<string, string> = {}) {
    return fetch(`${stack.gatewayUrl}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-portal-session': 'cookie', ...headers },
      body: JSON.stringify({ email: account.email, password: account.password }),
    });
  }

  it('keeps the tokens in HttpOnly SameSite=Strict cookies and authenticates only with the CSRF token', async () => {
    const login = await cookieLogin();
    expect(login.status).toBe(200);
    const body = (await login.json()) as Record<string, unknown>;
    expect(body).not.toHaveProperty('access_token');
    expect(body).not.toHaveProperty('refresh_token');
    const cookies = jar(login);
    expect(cookies.raw.find((line) => line.startsWith('portal_session='))).toMatch(
      /HttpOnly; SameSite=Strict/,
    );
    expect(cookies.raw.find((line) => line.startsWith('portal_refresh='))).toMatch(/Path=\/auth; HttpOnly/);
    expect(body.csrf_token).toBe(cookies.values.get('portal_csrf'));

    // Without the token (what another site's form or script could send) the cookie counts for nothing:
    // the request is anonymous, which `me` refuses.
    expect(await graphqlAs({ cookie: cookies.header })).toEqual({ status: 401, me: null });
    expect(await graphqlAs({ cookie: cookies.header, 'x-csrf-token': 'forged' })).toEqual({
      status: 401,
      me: null,
    });
    expect(await graphqlAs({ cookie: cookies.header, 'x-csrf-token': String(body.csrf_token) })).toEqual({
      status: 200,
      me: { id: account.id },
    });
    // Header credentials are unchanged, and win over a cookie.
    const other = await registerCustomer(stack, { name: 'Other' });
    expect(
      await graphqlAs({
        ...other.caller.headers,
        cookie: cookies.header,
        'x-csrf-token': String(body.csrf_token),
      }),
    ).toEqual({ status: 200, me: { id: other.id } });
  });

  it('starts a cookie session only from its own origin, and renews and ends it only with the CSRF token', async () => {
    expect((await cookieLogin({ origin: 'https://evil.example' })).status).toBe(403);
    const login = await cookieLogin({ origin: stack.gatewayUrl });
    const cookies = jar(login);
    const csrf = cookies.values.get('portal_csrf')!;
    const post = (path: string, headers: Record<string, string>) =>
      fetch(`${stack.gatewayUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-portal-session': 'cookie', ...headers },
        body: '{}',
      });
    expect((await post('/auth/refresh', { cookie: cookies.header })).status).toBe(403);
    const renewed = await post('/auth/refresh', { cookie: cookies.header, 'x-csrf-token': csrf });
    expect(renewed.status).toBe(200);
    const next = jar(renewed);
    // The CSRF token is the session's: the same after a refresh.
    expect(next.values.get('portal_csrf')).toBe(csrf);
    expect(await graphqlAs({ cookie: next.header, 'x-csrf-token': csrf })).toMatchObject({
      me: { id: account.id },
    });

    expect((await post('/auth/logout', { cookie: next.header })).status).toBe(403);
    const out = await post('/auth/logout', { cookie: next.header, 'x-csrf-token': csrf });
    expect(out.status).toBe(204);
    expect(out.headers.getSetCookie().every((line) => /Max-Age=0/.test(line))).toBe(true);
    // The session ended: its access token is refused even with the right CSRF token.
    expect((await graphqlAs({ cookie: next.header, 'x-csrf-token': csrf })).status).toBe(401);
  });
});

describe('the interactive references in Chromium', () => {
  let browser: Browser;
  let page: Page;
  const requested: string[] = [];

  beforeAll(async () => {
    browser = await launchBrowser('chromium');
    page = await browser.newPage();
    await page.setViewport({ width: 1280, height: 900 });
    page.on('request', (request) => void requested.push(request.url()));
  });

  it('answers a browser at /graphql with the local explorer, which runs a query with the API key picked', async () => {
    const json = await fetch(`${stack.gatewayUrl}/graphql?query=${encodeURIComponent('{ __typename }')}`, {
      headers: { accept: 'application/json', 'apollo-require-preflight': 'true' },
    });
    expect(await json.json()).toEqual({ data: { __typename: 'Query' } });

    const csp = await watchCsp(page);
    const key = (
      (await (
        await fetch(`${stack.gatewayUrl}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...account.caller.headers },
          body: JSON.stringify({
            query: 'mutation { createApiKey(input: { name: "explorer", scopes: ["read"] }) { key } }',
          }),
        })
      ).json()) as { data: { createApiKey: { key: string } } }
    ).data.createApiKey.key;
    await withScreenshotOnFailure(page, 'explorer', async () => {
      const shown = await page.goto(`${stack.gatewayUrl}/graphql`);
      expect(shown?.headers()['content-type']).toMatch(/^text\/html/);
      await page.waitForSelector('.graphiql-container', { timeout: 30_000 });
      await choose(page, 'Authenticate with', 'apiKey');
      await fill(page, 'API key', key);
      await press(page, 'Use');
      await waitForText(page, `Using API key …${key.slice(-4)}`);
      await page.waitForSelector('.graphiql-execute-button', { timeout: 10_000 });
      await page.click('.graphiql-execute-button');
      // The answer, in the response editor: the key's owner.
      await waitForText(page, account.id, 30_000);
    });
    expect(csp).toEqual([]);
    expect(
      requested.filter(
        (url) => !url.startsWith(stack.gatewayUrl) && !url.startsWith('data:') && !url.startsWith('blob:'),
      ),
    ).toEqual([]);
    expect(await scriptCookies(page)).toBe('');
  });

  it('pre-authorises the REST reference with the same credential', async () => {
    await withScreenshotOnFailure(page, 'swagger', async () => {
      await page.goto(`${stack.gatewayUrl}/api/docs`);
      await page.waitForFunction('window.ui && window.ui.authSelectors.authorized().size > 0', {
        timeout: 30_000,
      });
      const authorized = (await page.evaluate(
        'JSON.stringify(window.ui.authSelectors.authorized().toJS())',
      )) as string;
      expect(Object.keys(JSON.parse(authorized) as object)).toEqual(['apiKey']);
    });
  });
});
