import type { IncomingMessage, ServerResponse } from 'node:http';
import { surrogateKeyHeaders, surrogateKeys } from './keys';
import { cacheControl, entityTag, matchesIfNoneMatch, type CacheAudience, type CacheKind } from './policy';

export { cacheControl, cacheWindows, entityTag, matchesIfNoneMatch } from './policy';
export type { CacheAudience, CacheKind } from './policy';
export { surrogateKeyHeaders, surrogateKeys } from './keys';

/**
 * How a face's route may be cached (REST, serverless): what it shows, and where in its answer the
 * products are (their ids become surrogate keys). Routes without a rule answer `private, no-store`.
 */
export interface CacheRule {
  kind: CacheKind;
  /** The ids of the products the answer shows. Default `productIdsOf`. */
  products?: (data: unknown) => readonly string[];
}

/**
 * The products of an answer as the faces shape them: a product (`{id}`), or a list of products or of
 * search results (`[{id}]`, `[{product: {id}}]`).
 */
export function productIdsOf(data: unknown): string[] {
  const idOf = (item: unknown): string | undefined => {
    if (!item || typeof item !== 'object') return undefined;
    const record = item as { id?: unknown; product?: unknown };
    if (typeof record.id === 'string') return record.id;
    return record.product ? idOf(record.product) : undefined;
  };
  const items = Array.isArray(data) ? data : [data];
  return items.map(idOf).filter((id): id is string => id !== undefined);
}

export interface CacheableAnswer {
  /** Cache-Control, ETag and (shared answers) the surrogate keys. */
  headers: Record<string, string>;
  /** The caller already holds this answer (`If-None-Match` names its ETag): answer 304 with `headers`. */
  notModified: boolean;
}

/**
 * The caching headers of one successful answer to a GET. `representation` is everything the body's
 * meaning depends on (the data, the page, the API version and media type), never the per-request parts
 * of an envelope, so equal answers share an ETag and a cache can revalidate them with a 304.
 */
export function cacheableAnswer(
  req: IncomingMessage,
  rule: CacheRule,
  answer: { audience: CacheAudience; data: unknown; representation: unknown },
): CacheableAnswer {
  const etag = entityTag(answer.representation);
  const headers: Record<string, string> = {
    'cache-control': cacheControl(rule.kind, answer.audience),
    etag,
  };
  if (answer.audience === 'shared') {
    const products = (rule.products ?? productIdsOf)(answer.data).map(surrogateKeys.product);
    const own =
      rule.kind === 'listing'
        ? [surrogateKeys.listing]
        : rule.kind === 'search'
          ? [surrogateKeys.search]
          : [];
    Object.assign(headers, surrogateKeyHeaders([...own, ...products]));
  }
  return { headers, notModified: matchesIfNoneMatch(req.headers['if-none-match'], etag) };
}

/** 304 Not Modified: no body, the validators and caching headers of the answer it stands for. */
export function sendNotModified(res: ServerResponse, headers: Record<string, string>): void {
  const kept = { ...headers };
  delete kept['content-type'];
  res.writeHead(304, kept).end();
}
