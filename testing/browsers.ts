import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { dispose } from './leftovers';

/** The real browsers the web-facing tests run in: Debian's packages, installed by `.ci/run`. */
export const BROWSERS = {
  chromium: { executable: '/usr/bin/chromium', debianPackage: 'chromium' },
  firefox: { executable: '/usr/bin/firefox-esr', debianPackage: 'firefox-esr' },
} as const;

export type BrowserName = keyof typeof BROWSERS;

/** Where a failing browser journey leaves its screenshot (git-ignored). */
export const SCREENSHOT_DIR = join(import.meta.dirname, '..', 'test-artifacts', 'browsers');

/**
 * Starts a headless browser, closed when the test file ends. A missing browser fails the test with
 * what to do rather than skipping it: a skipped browser test proves nothing and is easy to miss.
 * Chromium runs over CDP, Firefox over WebDriver BiDi; both from the system binary (the browser
 * downloads of Puppeteer and Playwright do not work on these machines).
 */
export async function launchBrowser(name: BrowserName): Promise<Browser> {
  const { executable, debianPackage } = BROWSERS[name];
  if (!existsSync(executable))
    throw new Error(
      `${name} is not installed (${executable} is missing): run .ci/run, which installs the Debian ` +
        `package "${debianPackage}" (or apt-get install -y ${debianPackage}).`,
    );
  const browser =
    name === 'chromium'
      ? await puppeteer.launch({
          executablePath: executable,
          headless: true,
          args: [
            '--headless',
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--no-first-run',
            '--disable-sync',
          ],
        })
      : await puppeteer.launch({
          browser: 'firefox',
          protocol: 'webDriverBiDi',
          executablePath: executable,
          headless: true,
        });
  dispose(() => browser.close());
  return browser;
}

/**
 * Collects what the page reports about Content-Security-Policy: the browser's own console lines
 * (Chromium logs every refusal) and, for browsers that do not, each `securitypolicyviolation` event,
 * which the page is made to log as a console error before any of its own scripts run.
 */
export async function watchCsp(page: Page): Promise<string[]> {
  const reports: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (/content[- ]security[- ]policy|\bCSP\b/i.test(text)) reports.push(text);
  });
  // A string, as it runs in the page (this project compiles without the DOM library).
  await page.evaluateOnNewDocument(
    `document.addEventListener('securitypolicyviolation', (event) => ` +
      `console.error('CSP violation: ' + event.violatedDirective + ' blocked ' + event.blockedURI));`,
  );
  return reports;
}

/** Runs a browser journey; if it fails, saves what the page showed under SCREENSHOT_DIR first. */
export async function withScreenshotOnFailure<T>(
  page: Page,
  name: string,
  journey: () => Promise<T>,
): Promise<T> {
  try {
    return await journey();
  } catch (error) {
    await mkdir(SCREENSHOT_DIR, { recursive: true });
    const path = join(SCREENSHOT_DIR, `${name.replace(/[^a-z0-9-]+/gi, '-')}.png`);
    await page.screenshot({ path }).catch(() => {});
    throw new Error(`${(error as Error).message} (screenshot: ${path})`, { cause: error });
  }
}
