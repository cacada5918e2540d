import type { ServerResponse } from 'node:http';
import type { Identity } from '../../../platform/identity';
import type { Transport } from '../../edge/transport';

/**
 * What the gateway learns about one request while answering it; recorded once, when the answer is sent,
 * into the Prometheus metrics, the per-key usage and the access log.
 */
export interface Observation {
  requestId: string;
  /** Epoch milliseconds when the request arrived. */
  at: number;
  /** process.hrtime.bigint() at arrival, for the latency. */
  started: bigint;
  /**
   * The face the request came through (the `transport` label). An HTTP request starts as `http` and the
   * edge's admission names its face (`graphql`, `rest`, `serverless`); graphql-ws and gRPC are recorded
   * by the admission hook itself.
   */
  transport: Transport;
  /**
   * The GraphQL operation name (set once parsed), the face's operation (`GET /api/v2/users/:id`,
   * `/api.v1.UserService/GetUser`), or the route pattern with its method (`POST /auth/login`).
   */
  endpoint: string;
  /** Who called, once verified; undefined when the credential was refused. */
  identity?: Identity;
  client: string;
  ip: string | null;
  /** The first error code of a GraphQL answer (GraphQL answers errors with 200 too). */
  errorCode?: string;
}

/** Latency of a finished request in milliseconds. */
export function latencyMs(observation: Observation, now = process.hrtime.bigint()): number {
  return Number(now - observation.started) / 1e6;
}

/** The key or user a request is attributed to in usage and access logs. */
export function principalOf(identity: Identity | undefined): { keyId: string | null; userId: string | null } {
  switch (identity?.kind) {
    case 'apiKey':
      return { keyId: identity.keyId, userId: identity.userId };
    case 'user':
      return { keyId: null, userId: identity.userId };
    case 'client':
      return { keyId: null, userId: identity.ownerId };
    case 'service':
    case 'anonymous':
    case undefined:
      return { keyId: null, userId: null };
    default: {
      const exhaustive: never = identity;
      return exhaustive;
    }
  }
}

/** The record of each HTTP request in flight, by its response: how faces hand it to the edge. */
const byResponse = new WeakMap<ServerResponse, Observation>();

export function attachObservation(res: ServerResponse, observation: Observation): void {
  byResponse.set(res, observation);
}

/** The record of an HTTP request, when metrics or usage logs are on. */
export function observationOf(res: ServerResponse): Observation | undefined {
  return byResponse.get(res);
}
