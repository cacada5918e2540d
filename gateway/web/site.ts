import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join } from 'node:path';
import { sendBody, sendError } from '../../platform/http';
import { repoRoot } from '../../platform/paths';

/**
 * The pages' Content-Security-Policy: everything from this origin only, no inline script or style, never
 * framed. The portal, the console, the home page and the consent page share it.
 */
export const STRICT_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self'; font-src 'self'; " +
  "connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

/**
 * The explorer's: still this origin only, but GraphiQL's editor (Monaco) sets inline styles, runs its
 * language services in workers and embeds its icon font.
 */
export const EXPLORER_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
  "font-src 'self' data:; worker-src 'self' blob:; connect-src 'self'; object-src 'none'; base-uri 'none'; " +
  "form-action 'self'; frame-ancestors 'none'";

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.ttf': 'font/ttf',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
  '.json': 'application/json; charset=utf-8',
};

/** Headers of every HTML page the gateway serves from the web app. */
export function pageHeaders(csp: string): Record<string, string> {
  return {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-cache',
    'content-security-policy': csp,
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'same-origin',
  };
}

interface ManifestEntry {
  file: string;
  css?: string[];
}

/**
 * The built web app (portal/dist, written by `npm run build:portal`, which `npm start` and the tests run
 * first). Read when asked, not at start-up: a gateway without a build still serves the API and answers
 * the pages with 503 and what to run.
 */
export class WebSite {
  private readonly cache = new Map<string, Buffer>();

  constructor(readonly dist = join(repoRoot, 'portal', 'dist')) {}

  get built(): boolean {
    return existsSync(join(this.dist, 'index.html'));
  }

  /** The stylesheets of the portal's entry, which the gateway's own pages (home, consent) link to. */
  stylesheets(): string[] {
    if (!this.built) return [];
    const manifest = JSON.parse(readFileSync(join(this.dist, '.vite', 'manifest.json'), 'utf8')) as Record<
      string,
      ManifestEntry
    >;
    return (manifest['index.html']?.css ?? []).map((file) => `/portal/${file}`);
  }

  /** Sends one of the built HTML pages (`index.html`, `explorer.html`) under `csp`. */
  sendPage(res: ServerResponse, name: 'index.html' | 'explorer.html', csp: string): void {
    if (!this.built) return notBuilt(res);
    sendBody(res, 200, pageHeaders(csp), readFileSync(join(this.dist, name)));
  }

  /**
   * Sends a file of the build (`assets/<hashed name>` or a top-level public file); false when there is
   * none. Hashed files never change, so browsers keep them for a year.
   */
  sendFile(res: ServerResponse, path: string): boolean {
    if (!/^(assets\/)?[\w.-]+$/.test(path) || path.endsWith('.html') || path.startsWith('.')) return false;
    const type = TYPES[extname(path)];
    const file = join(this.dist, path);
    if (!type || !existsSync(file)) return false;
    let body = this.cache.get(path);
    if (!body) {
      body = readFileSync(file);
      if (path.startsWith('assets/')) this.cache.set(path, body);
    }
    sendBody(
      res,
      200,
      {
        'content-type': type,
        'cache-control': path.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        'x-content-type-options': 'nosniff',
      },
      body,
    );
    return true;
  }
}

function notBuilt(res: ServerResponse): void {
  sendError(
    res,
    'SERVICE_UNAVAILABLE',
    'The web app is not built: run `npm run build:portal` (npm start and npm test build it themselves).',
  );
}

/**
 * A browser opening the GraphQL endpoint (a navigation asking for HTML, with no query) gets the explorer;
 * every GraphQL client (JSON, GET with `query`) is answered as before.
 */
export function wantsExplorer(req: IncomingMessage): boolean {
  if (req.method !== 'GET') return false;
  const accept = req.headers.accept ?? '';
  if (!/\btext\/html\b/i.test(accept)) return false;
  const search = new URL(req.url ?? '/', 'http://gateway').searchParams;
  return !search.has('query');
}
