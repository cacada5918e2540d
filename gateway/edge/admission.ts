import type { Identity } from '../../platform/identity';

/** Which face a request came through: GraphQL over HTTP, the REST adapter, the serverless handlers, gRPC. */
export type Transport = 'graphql' | 'rest' | 'serverless' | 'grpc';

export interface AdmissionRequest {
  /** The verified caller (anonymous callers carry their address). */
  identity: Identity;
  transport: Transport;
  /** What is called: `POST /graphql`, a REST route (`GET /api/v2/users/:id`), a handler, a gRPC method. */
  operation: string;
  requestId: string;
}

export type AdmissionDecision =
  /** Go ahead; `headers` (e.g. X-RateLimit-Limit/-Remaining/-Reset) are added to the answer. */
  | { kind: 'admitted'; headers: Record<string, string> }
  /** Refused before execution: 429 (RESOURCE_EXHAUSTED in gRPC) with Retry-After and `headers`. */
  | { kind: 'limited'; message: string; retryAfterSeconds: number; headers: Record<string, string> };

/**
 * The one place a request is admitted after its credential is verified and before anything executes,
 * whatever face it came through. The gateway's rate limiter plugs in here (GatewayOptions.admission);
 * the default admits everyone and adds no headers.
 */
export type Admission = (request: AdmissionRequest) => Promise<AdmissionDecision>;

export const admitAll: Admission = async () => ({ kind: 'admitted', headers: {} });
