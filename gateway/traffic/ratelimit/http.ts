import type { ServerResponse } from 'node:http';
import { sendJson } from '../../../platform/http';
import type { Access, RateDecision } from '.';

/** GET and HEAD read; every other method may change something. */
export function accessOfMethod(method: string | undefined): Access {
  return method === 'GET' || method === 'HEAD' || method === undefined ? 'read' : 'write';
}

/**
 * Puts a decision on an HTTP answer: the `X-RateLimit-*` headers on every answer to a limited caller, and
 * for a refusal the answer itself (429 with `Retry-After`, or 503), in the spec's shape: an `error` string
 * (plus our `code`), and for GraphQL callers also a GraphQL `errors` list so their clients read it too.
 * Returns whether the request may go on.
 */
export function applyDecision(res: ServerResponse, decision: RateDecision, shape: 'graphql' | 'plain'): boolean {
  switch (decision.kind) {
    case 'admitted':
      for (const [name, value] of Object.entries(decision.headers)) res.setHeader(name, value);
      return true;
    case 'limited':
      refuse(res, 429, 'RATE_LIMITED', decision.message, shape, decision.headers, { retryAfter: decision.retryAfterSeconds });
      return false;
    case 'unavailable':
      refuse(res, 503, 'SERVICE_UNAVAILABLE', decision.message, shape, { 'retry-after': '1' }, {});
      return false;
    default: {
      const exhaustive: never = decision;
      return exhaustive;
    }
  }
}

function refuse(
  res: ServerResponse,
  status: number,
  code: string,
  message: string,
  shape: 'graphql' | 'plain',
  headers: Record<string, string>,
  extensions: Record<string, unknown>,
): void {
  const body: Record<string, unknown> = { error: message, code };
  if (shape === 'graphql') body.errors = [{ message, extensions: { code, ...extensions } }];
  sendJson(res, status, body, { ...headers, 'cache-control': 'no-store' });
}
