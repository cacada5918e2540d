import type { Config } from '../../platform/config';

/** Removes every cached answer carrying any of `keys` (surrogate keys) from the shared caches. */
export interface Purger {
  readonly kind: 'varnish' | 'http';
  /** Resolves once every cache confirmed; rejects when one did not (the caller retries). */
  purge(keys: readonly string[]): Promise<void>;
}

async function send(url: string, init: RequestInit, timeoutMs: number, what: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    throw new Error(`${what} to ${url} failed: ${(error as Error).message}`, { cause: error });
  }
  // Read the body so the connection is reused; its text explains a refusal.
  const text = await response.text().catch(() => '');
  if (!response.ok) throw new Error(`${what} to ${url} answered ${response.status}: ${text.slice(0, 200)}`);
}

/**
 * Varnish with the xkey module: `PURGE /` with `xkey-purge: <keys>` to every instance, which
 * deploy/varnish/default.vcl answers after removing every object tagged with any of them (hard purge, so
 * the next request fetches a fresh answer rather than a stale one in grace). Varnish refuses it from
 * addresses outside its `purgers` ACL.
 */
export function varnishPurger(urls: readonly string[], timeoutMs: number): Purger {
  return {
    kind: 'varnish',
    purge: async (keys) => {
      if (!keys.length) return;
      await Promise.all(
        urls.map((url) =>
          send(
            url,
            { method: 'PURGE', headers: { 'xkey-purge': keys.join(' ') } },
            timeoutMs,
            'Varnish purge',
          ),
        ),
      );
    },
  };
}

/**
 * A generic HTTP purge for hosted CDNs: `POST <url>` with `{"keys": [...]}` (JSON) and, when configured, a
 * bearer token. Any 2xx is success. A CDN with its own API shape sits behind a small relay that accepts
 * this one.
 */
export function httpPurger(urls: readonly string[], token: string | undefined, timeoutMs: number): Purger {
  return {
    kind: 'http',
    purge: async (keys) => {
      if (!keys.length) return;
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (token) headers.authorization = `Bearer ${token}`;
      const body = JSON.stringify({ keys });
      await Promise.all(
        urls.map((url) => send(url, { method: 'POST', headers, body }, timeoutMs, 'HTTP purge')),
      );
    },
  };
}

/** The configured purger (EDGE_PURGE), or none. */
export function purgerOf(config: Config['edgePurge']): Purger | undefined {
  switch (config.kind) {
    case 'none':
      return undefined;
    case 'varnish':
      return varnishPurger(config.urls, config.timeoutMs);
    case 'http':
      return httpPurger(config.urls, config.token, config.timeoutMs);
    default: {
      const exhaustive: never = config.kind;
      return exhaustive;
    }
  }
}
