import { callerKey, type Identity, type Role } from '.';
import { readReach, rolesOf, scopesOf, subjectOf, writeReach, type Reach } from './access';

/**
 * Who is asking, what they may reach, and in which request: the one argument every service method takes
 * first (as Vendure passes its RequestContext). Each subgraph's context builds it once per request from the
 * identity the gateway signed; event consumers and sagas acting on their own use `serviceCaller`.
 *
 * Services read who is asking only from here: never from GraphQL arguments, headers or positional ids.
 */
export interface Caller {
  readonly identity: Identity;
  /** The person behind the credential (a user id), or null for anonymous callers and services. */
  readonly person: string | null;
  /** Recorded as the actor of a change: a user id, `client:<id>`, `service:<name>`, or null (anonymous). */
  readonly actor: string | null;
  readonly roles: readonly Role[];
  readonly scopes: readonly string[];
  /** Whose records this caller reads and changes (see Reach). */
  readonly reach: { readonly read: Reach; readonly write: Reach };
  /** The request's id, as the gateway assigned it: logs, events' causes and outgoing calls carry it. */
  readonly requestId: string;
  /** A stable per-caller key: rate-limit buckets and idempotency keys are per caller. */
  readonly key: string;
}

/** Who to record as the actor of a change made by this identity. */
export function actorOf(identity: Identity): string | null {
  switch (identity.kind) {
    case 'user':
    case 'apiKey':
      return identity.userId;
    case 'client':
      return `client:${identity.clientId}`;
    case 'service':
      return `service:${identity.service}`;
    case 'anonymous':
      return null;
    default: {
      const exhaustive: never = identity;
      return exhaustive;
    }
  }
}

/** The Caller of a request made with `identity` (computed once per request, then frozen). */
export function callerOf(identity: Identity, requestId: string): Caller {
  return Object.freeze({
    identity,
    person: subjectOf(identity),
    actor: actorOf(identity),
    roles: rolesOf(identity),
    scopes: scopesOf(identity),
    reach: Object.freeze({ read: readReach(identity), write: writeReach(identity) }),
    requestId,
    key: callerKey(identity),
  });
}

/**
 * A platform service acting on its own behalf (an event consumer, the order saga's sweeper): reaches every
 * record. `requestId` names the cause (an event id, a sweep) so logs and events can be traced back to it.
 */
export function serviceCaller(service: string, requestId: string): Caller {
  return callerOf({ kind: 'service', service }, requestId);
}
