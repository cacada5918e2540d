/**
 * Surrogate keys: the names a cached answer is purged by. Every answer that shows a product carries that
 * product's key, so one purge removes its page and every listing or search result it appears in; listings
 * and searches also carry a key of their own, purged when what they would contain may have changed (a
 * product created, renamed, published or withdrawn).
 */
export const surrogateKeys = {
  product: (id: string) => `product-${id}`,
  listing: 'products',
  search: 'search',
} as const;

/** A key must be one token of the space-separated header (xkey, Surrogate-Key). */
const TOKEN = /^[A-Za-z0-9._:-]{1,200}$/;

/**
 * The headers that carry the keys: `xkey` for Varnish's xkey module and `Surrogate-Key` for hosted CDNs
 * (Fastly, and others that read it). Both list the same keys, space-separated.
 */
export function surrogateKeyHeaders(keys: readonly string[]): Record<string, string> {
  const valid = [...new Set(keys.filter((key) => TOKEN.test(key)))];
  if (!valid.length) return {};
  const list = valid.join(' ');
  return { xkey: list, 'surrogate-key': list };
}
