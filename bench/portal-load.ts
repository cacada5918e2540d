/**
 * `npx tsx bench/portal-load.ts [loads]`: the web app's first load. Builds portal/ if stale and starts the
 * whole stack on loopback ports (embedded MongoDB, in memory), then measures:
 *   - bytes: every script and stylesheet the portal's page loads first (its entry, the chunks it
 *     preloads, its CSS), raw and gzip -9, against the budget of PORTAL_BUDGET_KB;
 *   - time to interactive in headless Chromium, cold cache (a fresh browser context per load): from
 *     navigation to the sign-in form ready for typing (signed out), and to the API key table drawn from
 *     live data (signed in with the cookie session). Median and p95 of `loads` (default 10).
 * Prints each figure, the MongoDB backend, the load average (the machine is shared: read timings with it),
 * and the ratios: gzip bytes against the budget, signed-in against signed-out.
 */
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { loadConfig } from '../platform/config';
import { repoRoot } from '../platform/paths';
import { buildPortal } from '../scripts/portal/build';
import { startStack } from '../stack';
import { launchBrowser } from '../testing/browsers';
import { registerCustomer } from '../testing/fixtures';
import { drainLeftovers } from '../testing/leftovers';
import { percentile } from './lib/stats';

/** First load of the portal, JS and CSS, gzipped: the budget this bench holds the build to. */
const PORTAL_BUDGET_KB = 300;
const LOADS = Number(process.argv[2] ?? 10);

await buildPortal({ log: console.log });
const dist = join(repoRoot, 'portal', 'dist');
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const files = [...html.matchAll(/(?:src|href)="\/portal\/(assets\/[^"]+\.(?:js|css))"/g)].map(
  (match) => match[1]!,
);
let raw = 0;
let gzipped = 0;
for (const file of files) {
  const body = readFileSync(join(dist, file));
  const packed = gzipSync(body, { level: 9 }).length;
  raw += body.length;
  gzipped += packed;
  console.log(
    `${file.padEnd(40)} ${(body.length / 1024).toFixed(1).padStart(7)} KB  gzip ${(packed / 1024).toFixed(1).padStart(6)} KB`,
  );
}
console.log(
  `first load: ${files.length} files, ${(raw / 1024).toFixed(1)} KB raw, ${(gzipped / 1024).toFixed(1)} KB gzip ` +
    `= ${((gzipped / 1024 / PORTAL_BUDGET_KB) * 100).toFixed(0)}% of the ${PORTAL_BUDGET_KB} KB budget`,
);

const config = loadConfig(process.env, {
  PORT: '0',
  GRPC_PORT: '0',
  LOG_LEVEL: 'warn',
  MONGO_JAVA_STORE: 'memory',
});
const stack = await startStack({ config, progress: () => {} });
try {
  console.log(`MongoDB: ${stack.mongo.describe}`);
  const account = await registerCustomer(stack, { name: 'Bench Developer' });
  const browser = await launchBrowser('chromium');

  const measure = async (label: string, signedIn: boolean): Promise<number[]> => {
    const samples: number[] = [];
    for (let i = 0; i < LOADS + 1; i++) {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      if (signedIn) {
        // The session cookie, set the way the portal sets it (its own origin, cookie mode).
        await page.goto(`${stack.gatewayUrl}/portal/signin`);
        await page.evaluate(
          `fetch('/auth/login', { method: 'POST', headers: { 'content-type': 'application/json', 'x-portal-session': 'cookie' }, body: ${JSON.stringify(JSON.stringify({ email: account.email, password: account.password }))} })`,
        );
        await page.goto('about:blank');
      }
      const started = performance.now();
      await page.goto(`${stack.gatewayUrl}/portal/${signedIn ? 'keys' : ''}`);
      await page.waitForFunction(
        signedIn
          ? `document.querySelector('main h1')?.textContent === 'API keys' && !document.querySelector('.loading')`
          : `document.querySelector('main h1')?.textContent === 'Sign in' && !!document.querySelector('input[type=email]')`,
        { polling: 'raf', timeout: 30_000 },
      );
      // The first load warms the stack's caches (JWKS, session standing); it is not counted.
      if (i > 0) samples.push(performance.now() - started);
      await context.close();
    }
    const sorted = [...samples].sort((a, b) => a - b);
    console.log(
      `${label.padEnd(34)} n=${samples.length}  p50 ${percentile(sorted, 50).toFixed(0)} ms  p95 ${percentile(sorted, 95).toFixed(0)} ms`,
    );
    return sorted;
  };
  const out = await measure('interactive, signed out (sign-in)', false);
  const inside = await measure('interactive, signed in (API keys)', true);
  console.log(
    `signed in / signed out (p50): ${(percentile(inside, 50) / percentile(out, 50)).toFixed(2)}x` +
      `   load average ${loadavg()
        .map((value) => value.toFixed(2))
        .join(' ')}`,
  );
} finally {
  await drainLeftovers();
  await stack.stop();
}
