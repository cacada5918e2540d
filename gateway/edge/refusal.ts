import { statusOf, type ErrorCode } from '../../platform/errors';
import type { AdmissionDecision } from './admission';

/** The registry codes the edge turns a request away with. */
export type RefusalCode = Extract<
  ErrorCode,
  'UNAUTHENTICATED' | 'API_KEY_EXPIRED' | 'RATE_LIMITED' | 'SERVICE_UNAVAILABLE'
>;

/**
 * Why the edge turned a request away, decided once for every face: a registry code with the registry's
 * status, what the client may read, and the headers of the answer. A face only shapes its own envelope
 * from it: GraphQL errors, the REST envelope, the serverless `{ error }`, a gRPC status and trailer, a
 * WebSocket close code.
 */
export interface Refusal {
  code: RefusalCode;
  /** The registry's HTTP status of `code` (401, 429, 503). */
  status: number;
  message: string;
  /**
   * Seconds before the request may be tried again (RATE_LIMITED, SERVICE_UNAVAILABLE), also in `headers` as
   * Retry-After; absent when waiting does not help (UNAUTHENTICATED).
   */
  retryAfterSeconds?: number;
  /** `X-RateLimit-*` and `Retry-After` of a throttled request; `WWW-Authenticate` of a credential refusal. */
  headers: Readonly<Record<string, string>>;
}

/** The challenge of a request that needs a credential (RFC 6750 3): any bearer token or API key will do. */
export const BEARER_CHALLENGE = 'Bearer realm="commerce"';

/**
 * The challenge of a refused bearer credential (RFC 6750 3): `error` and a human `error_description`.
 * The description may only hold printable ASCII other than `"` and a backslash (a header value with anything else,
 * such as a curly apostrophe, makes Node refuse to send the answer at all); others become close ASCII
 * stand-ins or are dropped.
 */
export function bearerChallenge(error: string, description: string): string {
  const safe = description
    .replace(/[\u2018\u2019"]/g, "'")
    .replace(/[\u201c\u201d]/g, "'")
    .replace(/[\u2013\u2014]/g, '-')
    .normalize('NFKD')
    .replace(/[^\x20\x21\x23-\x5b\x5d-\x7e]/g, '');
  return `Bearer realm="commerce", error="${error}", error_description="${safe}"`;
}

/** No valid credential: the one sent was refused (`challenge` says why), or none came where one is needed. */
export function unauthenticated(
  message: string,
  challenge: string = BEARER_CHALLENGE,
  code: Extract<RefusalCode, 'UNAUTHENTICATED' | 'API_KEY_EXPIRED'> = 'UNAUTHENTICATED',
): Refusal {
  return {
    code,
    status: statusOf(code),
    message,
    headers: { 'www-authenticate': challenge },
  };
}

/**
 * A service the edge needs to decide (the users service, to check a credential) cannot be reached: 503
 * SERVICE_UNAVAILABLE, to be tried again after `retryAfterSeconds`.
 */
export function unavailable(message: string, retryAfterSeconds: number): Refusal {
  return {
    code: 'SERVICE_UNAVAILABLE',
    status: statusOf('SERVICE_UNAVAILABLE'),
    message,
    retryAfterSeconds,
    headers: { 'retry-after': String(retryAfterSeconds) },
  };
}

/** An admission hook's refusal (see AdmissionDecision) as the edge's. */
export function refusalOf(decision: Exclude<AdmissionDecision, { kind: 'admitted' }>): Refusal {
  switch (decision.kind) {
    case 'limited':
      return {
        code: 'RATE_LIMITED',
        status: statusOf('RATE_LIMITED'),
        message: decision.message,
        retryAfterSeconds: decision.retryAfterSeconds,
        headers: { ...decision.headers, 'retry-after': String(decision.retryAfterSeconds) },
      };
    case 'unavailable':
      return unavailable(decision.message, decision.retryAfterSeconds);
    default: {
      const exhaustive: never = decision;
      return exhaustive;
    }
  }
}

/**
 * The headers of an answer refused by a limit inside the supergraph (a subgraph's `@rateLimit` field
 * limit: RATE_LIMITED with `retryAfter`, `limit` and `window`), replacing the admission's X-RateLimit-*
 * that describe the gateway's own budget and would still show room. Null for any other error.
 */
export function fieldLimitHeaders(
  extensions: Readonly<Record<string, unknown>> | undefined,
  nowMs = Date.now(),
): Record<string, string> | null {
  if (extensions?.code !== 'RATE_LIMITED' || typeof extensions.retryAfter !== 'number') return null;
  const { retryAfter, limit } = extensions;
  return {
    'retry-after': String(retryAfter),
    ...(typeof limit === 'number' ? { 'x-ratelimit-limit': String(limit) } : {}),
    'x-ratelimit-remaining': '0',
    'x-ratelimit-reset': String(Math.ceil(nowMs / 1000) + retryAfter),
  };
}

/**
 * The headers an operation's error carries on every face: a field limit's rate-limit headers, or the
 * `Retry-After` of a service that is unavailable (503) or another limit.
 */
export function operationErrorHeaders(
  extensions: Readonly<Record<string, unknown>> | undefined,
  nowMs = Date.now(),
): Record<string, string> {
  const limited = fieldLimitHeaders(extensions, nowMs);
  if (limited) return limited;
  return typeof extensions?.retryAfter === 'number' ? { 'retry-after': String(extensions.retryAfter) } : {};
}
