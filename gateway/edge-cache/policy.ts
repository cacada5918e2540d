import { createHash } from 'node:crypto';

/**
 * What a cacheable answer shows, which decides how long it may be kept: a list of products, search
 * results, or one product.
 */
export type CacheKind = 'listing' | 'search' | 'product';

/**
 * The cache windows of REQ-LIM-5, in seconds: "GET /products 5 min; GET /search 1 min; GET /product/{id}
 * 10 min; CDN search responses 5 min; CDN product data 10 min; browser API GET 5 min".
 *
 * They are reconciled into the two parts of `Cache-Control`:
 * - `max-age` (every cache, the browser's included) = the endpoint's window, at most the browser's
 *   window: nothing can purge a browser, so it never keeps an answer longer than "browser API GET 5 min".
 * - `s-maxage` (shared caches: Varnish, a CDN) = the CDN window of what the answer shows, at least the
 *   endpoint's window: shared caches are purged by surrogate key when a product changes, so they can keep
 *   answers longer than a browser.
 *
 * | answer | endpoint | CDN | max-age | s-maxage |
 * |---|---|---|---|---|
 * | listing (`GET /products`) | 300 | 600 (product data) | 300 | 600 |
 * | search (`GET /search`) | 60 | 300 (search responses) | 60 | 300 |
 * | product (`GET /product/{id}`) | 600 | 600 (product data) | 300 | 600 |
 */
export const cacheWindows = {
  endpoint: { listing: 300, search: 60, product: 600 },
  cdn: { listing: 600, search: 300, product: 600 },
  browser: 300,
} as const satisfies {
  endpoint: Record<CacheKind, number>;
  cdn: Record<CacheKind, number>;
  browser: number;
};

/**
 * Who may keep the answer: `shared` (any cache, for answers that are the same for every anonymous
 * caller) or `private` (only the caller's own browser: anything a credential was sent with, since the
 * answer may be personal — staff see drafts — and the credential's rate limits and usage must count it).
 */
export type CacheAudience = 'shared' | 'private';

export function cacheControl(kind: CacheKind, audience: CacheAudience): string {
  const maxAge = Math.min(cacheWindows.endpoint[kind], cacheWindows.browser);
  if (audience === 'private') return `private, max-age=${maxAge}`;
  const sharedMaxAge = Math.max(cacheWindows.endpoint[kind], cacheWindows.cdn[kind]);
  return `public, max-age=${maxAge}, s-maxage=${sharedMaxAge}`;
}

/**
 * A weak entity tag of a representation: weak, because the bytes of two equal answers differ (the
 * envelope's `meta.timestamp` and `request_id`, the compression) while what they say is the same.
 */
export function entityTag(representation: unknown): string {
  const digest = createHash('sha256').update(JSON.stringify(representation)).digest('base64url');
  return `W/"${digest.slice(0, 27)}"`;
}

/** Whether `If-None-Match` names `etag` (weak comparison, as RFC 9110 asks for this header), or is `*`. */
export function matchesIfNoneMatch(header: string | string[] | undefined, etag: string): boolean {
  if (!header) return false;
  const value = Array.isArray(header) ? header.join(',') : header;
  if (value.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return value.split(',').some((tag) => opaque(tag) === wanted);
}
