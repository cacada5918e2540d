import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { Identity } from '../platform/identity';
import type { Logger } from '../platform/logging';
import type { Observation } from './traffic/metrics/observation';

/** Per-request state of the gateway; `signedIdentity` is computed once and sent to every subgraph fetch. */
export interface GatewayContext {
  identity: Identity;
  requestId: string;
  signedIdentity: string;
  logger: Logger;
  /**
   * Set when the rate limiter could not count this request and its failure policy refuses writes: a
   * mutation then answers 503 (see gateway/traffic/ratelimit). Unset means writes may go on.
   */
  writesBlocked?: boolean;
  /** What the metrics and the access log record about this request (absent when they are off). */
  observation?: Observation;
  /** The caller's request headers, for the header transforms that propagate some to subgraphs. */
  headers?: Readonly<Record<string, string | string[] | undefined>>;
}

const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Keeps a caller's request id when it is safe to log and forward, otherwise makes one: `given` is an
 * `X-Request-Id` header's value, or gRPC metadata's values.
 */
export function safeRequestId(given: unknown): string {
  const value: unknown = Array.isArray(given) ? given[0] : given;
  return typeof value === 'string' && SAFE_REQUEST_ID.test(value) ? value : randomUUID();
}

/** The request id of an HTTP answer: chosen once by the gateway's dispatch and sent as `X-Request-Id`. */
export function requestIdOf(res: ServerResponse): string {
  return String(res.getHeader('x-request-id'));
}
