import type { Identity } from '../../platform/identity';

/**
 * Which face a request came through: GraphQL over HTTP, GraphQL over WebSocket (a socket's
 * `connection_init` and each subscription it starts), the REST adapter, the serverless handlers, gRPC.
 */
export type Transport = 'graphql' | 'graphql-ws' | 'rest' | 'serverless' | 'grpc';

export interface AdmissionRequest {
  /** The verified caller (anonymous callers carry their address). */
  identity: Identity;
  transport: Transport;
  /**
   * What is called: `POST /graphql`, `connection_init /graphql` or `subscribe <field>` on the WebSocket, a
   * REST route (`GET /api/v2/users/:id`), a handler, a gRPC method.
   */
  operation: string;
  requestId: string;
}

export type AdmissionDecision =
  /** Go ahead; `headers` (e.g. X-RateLimit-Limit/-Remaining/-Reset) are added to the answer. */
  | { kind: 'admitted'; headers: Record<string, string> }
  /**
   * Refused before execution: 429 (RESOURCE_EXHAUSTED in gRPC) with Retry-After and `headers`; on the
   * WebSocket a refused `connection_init` closes the socket (4403) and a refused subscription answers a
   * RATE_LIMITED error.
   */
  | { kind: 'limited'; message: string; retryAfterSeconds: number; headers: Record<string, string> };

/**
 * The one place a request is admitted after its credential is verified and before anything executes,
 * whatever face it came through. The gateway's rate limiter plugs in here (GatewayOptions.admission);
 * the default admits everyone and adds no headers.
 */
export type Admission = (request: AdmissionRequest) => Promise<AdmissionDecision>;

export const admitAll: Admission = async () => ({ kind: 'admitted', headers: {} });
