import type { Identity } from '../../platform/identity';
import type { Observation } from '../traffic/metrics/observation';

import type { Transport } from './transport';

export type { Transport } from './transport';

/**
 * What a request does to the data, for policies that treat reads and writes apart (the rate limiter while
 * its Redis is unreachable): `read` (queries, GET/HEAD, subscriptions, gRPC reads), `write` (mutations,
 * other methods, gRPC CreateUser/DeleteUser) or `unknown` (a GraphQL POST before its document is parsed;
 * see `writesBlocked`).
 */
export type Access = 'read' | 'write' | 'unknown';

/** GET and HEAD read; every other method may change something. */
export function accessOfMethod(method: string | undefined): Access {
  return method === 'GET' || method === 'HEAD' || method === undefined ? 'read' : 'write';
}

export interface AdmissionRequest {
  /** The verified caller (anonymous callers carry their address). */
  identity: Identity;
  transport: Transport;
  /**
   * What is called: `POST /graphql`, `connection_init /graphql` or `subscribe <field>` on the WebSocket, a
   * REST route (`GET /api/v2/users/:id`), a handler, a gRPC method, a gateway route (`POST /auth/login`).
   */
  operation: string;
  requestId: string;
  access: Access;
  /** The caller's headers (HTTP) or metadata (gRPC), e.g. for the client label of the metrics. */
  headers?: Readonly<Record<string, unknown>>;
  ip?: string | null;
  /**
   * The record of an HTTP request the metrics and access log write when its answer is sent (absent when
   * they are off, and for graphql-ws and gRPC, which have no HTTP answer: the hook records those itself).
   */
  observation?: Observation;
}

export type AdmissionDecision =
  /**
   * Go ahead; `headers` (e.g. X-RateLimit-Limit/-Remaining/-Reset) are added to the answer. `writesBlocked`:
   * the request was let through uncounted and writes must be refused once its operation type is known
   * (a GraphQL POST while the limiter's store is unreachable). Default false.
   */
  | { kind: 'admitted'; headers: Record<string, string>; writesBlocked?: boolean }
  /**
   * Refused before execution: 429 (RESOURCE_EXHAUSTED in gRPC) with Retry-After and `headers`; on the
   * WebSocket a refused `connection_init` closes the socket (4429) and a refused subscription answers a
   * RATE_LIMITED error.
   */
  | { kind: 'limited'; message: string; retryAfterSeconds: number; headers: Record<string, string> }
  /**
   * Cannot be decided now (the limiter's store is unreachable and its failure policy refuses the request):
   * 503 SERVICE_UNAVAILABLE (UNAVAILABLE in gRPC; the WebSocket closes with 1013, "try again later").
   */
  | { kind: 'unavailable'; message: string; retryAfterSeconds: number };

/**
 * The one place a request is admitted after its credential is verified and before anything executes,
 * whatever face it came through. The gateway's rate limiter plugs in here (gateway/traffic: the default
 * of GatewayOptions.admission).
 */
export type Admission = (request: AdmissionRequest) => Promise<AdmissionDecision>;
