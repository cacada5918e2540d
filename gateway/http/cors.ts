import type { IncomingMessage, ServerResponse } from 'node:http';

/** Request headers a browser may send cross-origin: credentials, the request id, idempotency, Apollo's. */
const ALLOWED_HEADERS =
  'content-type, authorization, x-api-key, x-request-id, idempotency-key, apollo-require-preflight, ' +
  'x-apollo-operation-name, apollographql-client-name, apollographql-client-version';

/** Answer headers a browser script may read: the request id, rate limits, API version signals. */
const EXPOSED_HEADERS =
  'x-request-id, retry-after, x-ratelimit-limit, x-ratelimit-remaining, x-ratelimit-reset, api-version, api-version-status, deprecation, sunset, link, x-fallback, age';

/**
 * CORS for the configured origins (CORS_ORIGINS; `*` allows any). The returned function marks an allowed
 * origin's answer and answers a preflight itself (204), and any OPTIONS, with the methods the path really
 * has (`methodsAt`, from the router) in `Allow` and `Access-Control-Allow-Methods`: it returns true when
 * the request is done. An OPTIONS of a path no route has goes on to the router's 404.
 */
export function cors(
  origins: readonly string[],
  methodsAt: (path: string, req: IncomingMessage) => readonly string[],
): (req: IncomingMessage, res: ServerResponse) => boolean {
  const allowed = new Set(origins);
  return (req, res) => {
    const origin = req.headers.origin;
    if (origin && (allowed.has(origin) || allowed.has('*'))) {
      res.setHeader('access-control-allow-origin', origin);
      res.setHeader('vary', 'origin');
      res.setHeader('access-control-expose-headers', EXPOSED_HEADERS);
    }
    if (req.method !== 'OPTIONS') return false;
    const methods = methodsAt((req.url ?? '/').split('?', 1)[0]!, req);
    if (!methods.length) return false;
    const allow = [
      ...methods,
      ...(methods.includes('GET') && !methods.includes('HEAD') ? ['HEAD'] : []),
      'OPTIONS',
    ].join(', ');
    res.writeHead(
      204,
      req.headers['access-control-request-method']
        ? {
            allow,
            'access-control-allow-methods': allow,
            'access-control-allow-headers': ALLOWED_HEADERS,
            'access-control-max-age': '600',
          }
        : { allow },
    );
    res.end();
    return true;
  };
}
