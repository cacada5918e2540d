import type { Identity } from '../../../platform/identity';

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
  /** graphql: GraphQL over HTTP; http: another route; ws: a graphql-ws connection or subscription. */
  face: 'graphql' | 'http' | 'ws';
  /** The GraphQL operation name (set once parsed), or the route pattern with its method (`POST /auth/login`). */
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
