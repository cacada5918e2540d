import { createHmac, createSecretKey, timingSafeEqual, type KeyObject } from 'node:crypto';

/**
 * Who is calling. The gateway decides this from the request's credentials and passes it to subgraphs
 * signed (see `signIdentity`); subgraphs trust nothing else.
 */
export type Role = 'admin' | 'support' | 'read-only' | 'customer';
export type RateTier = 'basic' | 'professional' | 'enterprise';

export type Identity =
  /** No credential: only public operations (catalog browsing) are allowed. */
  | { kind: 'anonymous'; ip?: string }
  /** A person, through a JWT from login or from the OAuth code flow (then `clientId` is set). */
  | {
      kind: 'user';
      userId: string;
      roles: Role[];
      scopes: string[];
      sessionId?: string;
      clientId?: string;
    }
  /** A developer's API key, acting for its owner with the key's own scopes. */
  | {
      kind: 'apiKey';
      userId: string;
      keyId: string;
      roles: Role[];
      scopes: string[];
      tier: RateTier;
      keyType: 'secret' | 'public';
    }
  /** An OAuth application acting for itself (client_credentials grant). */
  | { kind: 'client'; clientId: string; ownerId: string; scopes: string[] }
  /** Another service of this platform calling a subgraph directly (order saga, event consumers). */
  | { kind: 'service'; service: string };

export const ANONYMOUS: Identity = Object.freeze({ kind: 'anonymous' });

/** Header carrying the signed identity from the gateway (or a service) to a subgraph. */
export const IDENTITY_HEADER = 'x-gateway-identity';
/** Request id, generated at the edge when absent and propagated to every subgraph and log line. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** Verified headers a signer keeps (see `IdentitySigner.verified`): about a second of requests at 1,000/s. */
const VERIFIED_KEPT = 1024;

interface Envelope {
  v: 1;
  id: Identity;
  rid: string;
  exp: number;
}

export interface VerifiedCall {
  identity: Identity;
  requestId: string;
}

/**
 * HMAC-SHA256 over the JSON envelope with a secret shared by gateway and subgraphs. Cheap enough for
 * every subgraph fetch (a few microseconds), and an expiry bounds replay of a captured header.
 */
export class IdentitySigner {
  private readonly key: KeyObject;
  /**
   * Headers verified lately, with their expiry (ms). The gateway signs a request's identity once and sends
   * the same header on each of its subgraph fetches (four for an order with its user, products and stock),
   * so the subgraphs of one process check the signature once per request, not once per fetch. Keyed by
   * the whole header: only the same bytes find an entry, and its expiry is checked on every use.
   */
  private readonly verified = new Map<string, { call: VerifiedCall; expiresAt: number }>();

  constructor(
    secret: string,
    /** Seconds a signed header stays valid. Default 60 (covers the slowest subgraph call). */
    private readonly ttlSeconds = 60,
  ) {
    this.key = createSecretKey(Buffer.from(secret, 'utf8'));
  }

  sign(identity: Identity, requestId: string, now = Date.now()): string {
    const envelope: Envelope = {
      v: 1,
      id: identity,
      rid: requestId,
      exp: Math.floor(now / 1000) + this.ttlSeconds,
    };
    const payload = Buffer.from(JSON.stringify(envelope)).toString('base64url');
    return `${payload}.${this.mac(payload)}`;
  }

  /** Returns null for anything not signed by this secret, malformed, or expired. */
  verify(header: string | undefined, now = Date.now()): VerifiedCall | null {
    if (!header) return null;
    const known = this.verified.get(header);
    if (known) return known.expiresAt < now ? null : known.call;
    const call = this.check(header, now);
    if (call) {
      // Headers live a minute; a full map starts over rather than tracking recency on every fetch.
      if (this.verified.size >= VERIFIED_KEPT) this.verified.clear();
      this.verified.set(header, { call: call.call, expiresAt: call.expiresAt });
    }
    return call?.call ?? null;
  }

  private check(header: string, now: number): { call: VerifiedCall; expiresAt: number } | null {
    const dot = header.indexOf('.');
    if (dot <= 0) return null;
    const payload = header.slice(0, dot);
    const given = Buffer.from(header.slice(dot + 1), 'base64url');
    const expected = Buffer.from(this.mac(payload), 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    let envelope: Envelope;
    try {
      envelope = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Envelope;
    } catch {
      return null;
    }
    if (envelope.v !== 1 || typeof envelope.exp !== 'number' || envelope.exp * 1000 < now) return null;
    if (!envelope.id || typeof envelope.id.kind !== 'string') return null;
    return { call: { identity: envelope.id, requestId: envelope.rid }, expiresAt: envelope.exp * 1000 };
  }

  private mac(payload: string): string {
    return createHmac('sha256', this.key).update(payload).digest('base64url');
  }
}

/** A stable per-caller string for rate-limit buckets and logs. */
export function callerKey(identity: Identity): string {
  switch (identity.kind) {
    case 'anonymous':
      // Anonymous callers are told apart by address, so one client cannot use up everyone's budget.
      return `anon:${identity.ip ?? 'unknown'}`;
    case 'user':
      return `user:${identity.userId}`;
    case 'apiKey':
      return `key:${identity.keyId}`;
    case 'client':
      return `client:${identity.clientId}`;
    case 'service':
      return `service:${identity.service}`;
    default: {
      const exhaustive: never = identity;
      return exhaustive;
    }
  }
}
