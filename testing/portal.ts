import type { ElementHandle, Page } from 'puppeteer-core';

/**
 * The page's own globals inside the functions run there: typed loosely, as this project compiles without
 * the DOM library (see testing/browsers.ts).
 */
type InPage = any;
declare const document: InPage;
declare const location: InPage;

/**
 * Driving the developer portal the way a person does: controls found by their visible label, buttons by
 * their text, so a test also proves the page is labelled for screen readers.
 */

/** The form control a `<label>` with exactly this text names (the first visible one). */
export async function control(page: Page, label: string): Promise<ElementHandle<InPage>> {
  const handle = await page.waitForFunction(
    (text) => {
      const labels = [...document.querySelectorAll('label')].filter(
        (candidate: InPage) => candidate.textContent?.trim() === text && candidate.offsetParent !== null,
      );
      const target = labels[0]?.htmlFor ? document.getElementById(labels[0].htmlFor) : null;
      return target ?? labels[0]?.querySelector('input, select, textarea') ?? null;
    },
    { timeout: 10_000 },
    label,
  );
  return handle as ElementHandle<InPage>;
}

export async function fill(page: Page, label: string, value: string): Promise<void> {
  const input = await control(page, label);
  await input.click({ count: 3 });
  await input.press('Backspace');
  await input.type(value);
}

export async function choose(page: Page, label: string, value: string): Promise<void> {
  const select = await control(page, label);
  await (select as ElementHandle<InPage>).select(value);
}

/**
 * Clicks the first visible, enabled button (or link) whose text starts with `text`. A React re-render may
 * replace the element between finding and clicking it (a list that refreshes): then it is found again.
 */
export async function press(page: Page, text: string, within = 'body'): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const button = await page.waitForFunction(
      (wanted, scope) =>
        [...(document.querySelector(scope)?.querySelectorAll('button, a') ?? [])].find(
          (candidate: InPage) =>
            candidate.offsetParent !== null &&
            !candidate.disabled &&
            (candidate.textContent ?? '').trim().startsWith(wanted),
        ) ?? null,
      { timeout: 10_000 },
      text,
      within,
    );
    try {
      await (button as ElementHandle<InPage>).click();
      return;
    } catch (error) {
      if (attempt >= 3 || !/detached|not clickable|no longer|not visible/i.test((error as Error).message))
        throw error;
    }
  }
}

/** The visible text of the page's main region. */
export function mainText(page: Page): Promise<string> {
  return page.$eval('main', (main: InPage) => main.innerText as string);
}

/** Goes to a portal path inside the app (as its navigation does), waiting for the page heading. */
export async function openPortalPage(
  page: Page,
  baseUrl: string,
  path: string,
  heading: string,
): Promise<void> {
  await page.goto(`${baseUrl}/portal${path}`);
  await waitForHeading(page, heading);
}

/** Waits until the app shows `pathname` (its own navigation, or a redirect). */
export async function waitForPath(page: Page, pathname: string, timeout = 15_000): Promise<void> {
  await page.waitForFunction((wanted) => location.pathname === wanted, { timeout }, pathname);
}

/** Waits until the main heading reads `heading`. */
export async function waitForHeading(page: Page, heading: string): Promise<void> {
  await page.waitForFunction(
    (text) => document.querySelector('main h1')?.textContent?.trim() === text,
    { timeout: 15_000 },
    heading,
  );
}

/** Waits until the page's text contains `text`. */
export async function waitForText(page: Page, text: string, timeout = 15_000): Promise<void> {
  await page.waitForFunction((wanted) => document.body.innerText.includes(wanted), { timeout }, text);
}

/** Waits until the browser is at an address starting with `prefix` (a redirect to another origin). */
export async function waitForUrl(page: Page, prefix: string, timeout = 15_000): Promise<void> {
  await page.waitForFunction((wanted) => location.href.startsWith(wanted), { timeout }, prefix);
}

/** The text of the first element matching `selector`. */
export function textOf(page: Page, selector: string): Promise<string> {
  return page.$eval(selector, (element: InPage) => (element.textContent ?? '').trim() as string);
}

/** The text of every element matching `selector`. */
export function textsOf(page: Page, selector: string): Promise<string[]> {
  return page.$$eval(selector, (elements: InPage[]) => elements.map((element) => element.textContent ?? ''));
}

/** An attribute of the first element matching `selector` (property values, so URLs are absolute). */
export function propertyOf(page: Page, selector: string, name: string): Promise<string> {
  return page.$eval(selector, (element: InPage, property: string) => String(element[property]), name);
}

/** `document.cookie` as the page's scripts see it. */
export function scriptCookies(page: Page): Promise<string> {
  return page.evaluate(() => document.cookie as string);
}
