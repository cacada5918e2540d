import { errors as joseErrors, jwtVerify, type JWTPayload } from 'jose';
import type { Identity } from '../../platform/identity';
import { usableScopes } from '../../platform/identity/access';
import { sha256 } from '../../platform/identity/secrets';
import type { Logger } from '../../platform/logging';
import { bearerChallenge } from '../edge/refusal';
import { TtlCache } from './cache';
import type { JwksCache } from './jwks';
import type { ApiKeyGrant, CredentialStanding, UsersClient } from './users-client';

/**
 * Credentials as plain values, whatever carried them: HTTP headers, graphql-ws `connection_init`
 * params, gRPC metadata. `credentialsFrom` reads them from any header-like record.
 */
export interface Credentials {
  /** The `Authorization` header: `Bearer <JWT>` or `Bearer <API key>`. */
  authorization?: string | null;
  /** The `x-api-key` header. */
  apiKey?: string | null;
  /** The caller's address, kept on anonymous identities (rate-limit buckets). */
  ip?: string | null;
}

/** The outcome of checking credentials: an identity, or why the request must be answered 401. */
export type Verification =
  | { kind: 'verified'; identity: Identity }
  | {
      kind: 'rejected';
      message: string;
      /** `WWW-Authenticate` value for the 401. */
      challenge: string;
      /** A more precise registry code than UNAUTHENTICATED, where one helps the caller act. */
      code?: 'API_KEY_EXPIRED';
    };

export type HeaderLike = Record<string, string | string[] | number | undefined | null>;

/** Case-insensitive lookup, so connection params such as `{ Authorization: ... }` work like HTTP headers. */
function headerValue(headers: HeaderLike, name: string): string | undefined {
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() !== name || value == null) continue;
    return Array.isArray(value) ? value[0] : String(value);
  }
  return undefined;
}

export function credentialsFrom(headers: HeaderLike, ip?: string | null): Credentials {
  return {
    authorization: headerValue(headers, 'authorization'),
    apiKey: headerValue(headers, 'x-api-key'),
    ip,
  };
}

const API_KEY = /^(sk|pk)_live_[0-9A-Za-z]{32}$/;
const BEARER = /^Bearer[ ]+([^\s]+)\s*$/i;

export interface VerifierOptions {
  users: UsersClient;
  jwks: JwksCache;
  /** Expected `iss` (read per call: without AUTH_ISSUER it is the gateway's own address). */
  issuer: () => string;
  audience: string;
  /**
   * How long API-key, session and application answers are trusted (ms); 0 asks the users service every
   * time. The revocation window: a credential revoked elsewhere stops working within it.
   */
  cacheTtlMs: number;
  /** Longest `exp` - `iat` accepted (seconds). */
  maxLifetimeS: number;
  /** How often used keys' `last_used` is written (ms). */
  touchIntervalMs: number;
  logger: Logger;
}

const reject = (message: string, error = 'invalid_token', code?: 'API_KEY_EXPIRED'): Verification => ({
  kind: 'rejected',
  message,
  ...(code ? { code } : {}),
  challenge: bearerChallenge(error, message),
});

/** A verified access token: who it names, and its claims (for introspection). */
export type TokenCheck =
  { kind: 'verified'; identity: Identity; payload: JWTPayload } | { kind: 'rejected'; message: string };

/**
 * The one place that decides who is calling. JWTs are verified locally (RS256 only, issuer, audience,
 * expiry, `typ: at+jwt`, a bounded lifetime) against the cached JWKS, and then against the server-side
 * record every token must have: a person's token its live session (of an active account), an application's
 * token its live application (with an active owner, and not revoked). Roles come from that record, never
 * from the token, and scopes are cut to what those roles allow today. API keys are looked up by SHA-256.
 * All three lookups are cached for `cacheTtlMs`; `last_used` of keys answered from the cache is written in
 * one batch per interval, never once per request.
 *
 * Revocation takes effect at once in this process when it went through it (logout, code replay, token
 * revocation, and the credential mutations it forwards), and within `cacheTtlMs` in every other gateway
 * process.
 */
export class CredentialVerifier {
  private readonly keys: TtlCache<ApiKeyGrant | null>;
  private readonly sessions: TtlCache<CredentialStanding | null>;
  private readonly applications: TtlCache<CredentialStanding | null>;
  private readonly touched = new Set<string>();
  private readonly timer: NodeJS.Timeout;

  constructor(private readonly options: VerifierOptions) {
    this.keys = new TtlCache(options.cacheTtlMs);
    this.sessions = new TtlCache(options.cacheTtlMs);
    this.applications = new TtlCache(options.cacheTtlMs);
    this.timer = setInterval(() => void this.flushTouches(), options.touchIntervalMs);
    this.timer.unref();
  }

  async verify(credentials: Credentials, requestId: string): Promise<Verification> {
    const authorization = credentials.authorization?.trim();
    const apiKey = credentials.apiKey?.trim();
    if (!authorization && !apiKey)
      return {
        kind: 'verified',
        identity: { kind: 'anonymous', ...(credentials.ip ? { ip: credentials.ip } : {}) },
      };
    if (authorization && apiKey) {
      // Generated clients (@hey-api/openapi-ts) send a key both ways when the document declares both
      // schemes: the same key twice is one credential; two different ones are ambiguous.
      if (BEARER.exec(authorization)?.[1] !== apiKey)
        return reject(
          'Send one credential: an Authorization header or an x-api-key header, not two different ones.',
          'invalid_request',
        );
    }
    if (apiKey) return this.verifyApiKey(apiKey, requestId);
    const bearer = BEARER.exec(authorization!);
    if (!bearer) return reject('The Authorization header must be "Bearer <token>".', 'invalid_request');
    const token = bearer[1]!;
    return API_KEY.test(token) ? this.verifyApiKey(token, requestId) : this.verifyJwt(token, requestId);
  }

  /** Forget cached answers (a credential changed through this process). */
  forgetSession(sessionId: string): void {
    this.sessions.delete(sessionId);
  }

  forgetApplication(clientId: string): void {
    this.applications.delete(clientId);
  }

  forgetAll(): void {
    this.keys.clear();
    this.sessions.clear();
    this.applications.clear();
  }

  /** An access token's full check (signature, claims, its session or application now), for introspection. */
  async checkToken(token: string, requestId: string): Promise<TokenCheck> {
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, this.options.jwks.keyFor, {
        algorithms: ['RS256'],
        issuer: this.options.issuer(),
        audience: this.options.audience,
        typ: 'at+jwt',
        requiredClaims: ['sub', 'iat', 'exp', 'jti'],
      }));
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) return { kind: 'rejected', message: describe(error) };
      throw error;
    }
    const refuse = (message: string): TokenCheck => ({ kind: 'rejected', message });
    if (payload.exp! - payload.iat! > this.options.maxLifetimeS)
      return refuse('The token lives longer than this issuer allows.');
    const granted = typeof payload.scope === 'string' ? payload.scope.split(' ').filter(Boolean) : [];
    if (payload.gty === 'client_credentials') {
      const clientId = payload.client_id;
      if (typeof clientId !== 'string' || typeof payload.owner !== 'string')
        return refuse('The token is malformed.');
      const standing = await this.applications.get(clientId, () =>
        this.options.users.applicationStanding(clientId, requestId),
      );
      if (!standing || standing.userId !== payload.owner)
        return refuse('The application of this token was deleted, or its owner is no longer active.');
      if ((typeof payload.gen === 'number' ? payload.gen : 0) < standing.generation)
        return refuse('The token was revoked.');
      return {
        kind: 'verified',
        payload,
        identity: {
          kind: 'client',
          clientId,
          ownerId: standing.userId,
          scopes: usableScopes(granted, standing.roles),
        },
      };
    }
    // Every person's token names its session: without one nothing could revoke it.
    const sessionId = typeof payload.sid === 'string' ? payload.sid : undefined;
    if (!sessionId) return refuse('The token names no session.');
    const standing = await this.sessions.get(sessionId, () =>
      this.options.users.sessionStanding(sessionId, requestId),
    );
    if (!standing || standing.userId !== payload.sub)
      return refuse('The session of this token has ended (logged out or revoked).');
    return {
      kind: 'verified',
      payload,
      identity: {
        kind: 'user',
        userId: standing.userId,
        roles: standing.roles.length ? standing.roles : ['customer'],
        scopes: usableScopes(granted, standing.roles),
        sessionId,
        ...(typeof payload.client_id === 'string' ? { clientId: payload.client_id } : {}),
      },
    };
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.flushTouches();
  }

  private async verifyJwt(token: string, requestId: string): Promise<Verification> {
    const check = await this.checkToken(token, requestId);
    return check.kind === 'verified' ? { kind: 'verified', identity: check.identity } : reject(check.message);
  }

  private async verifyApiKey(key: string, requestId: string): Promise<Verification> {
    if (!API_KEY.test(key)) return reject('The API key is invalid.');
    const hash = sha256(key);
    let fresh = false;
    const grant = await this.keys.get(hash, () => {
      fresh = true;
      return this.options.users.validateApiKey(hash, requestId);
    });
    if (!grant) return reject('The API key is invalid, inactive or revoked.');
    if (grant.expiresAt && Date.parse(grant.expiresAt) <= Date.now())
      return reject('The API key was rotated out and has expired.');
    // Compared on every request, so a cached grant stops at the moment the key's maximum age ends.
    if (grant.maxAgeExpiresAt && Date.parse(grant.maxAgeExpiresAt) <= Date.now())
      return reject(
        "The API key is older than its account's maximum key age and has expired: rotate it or create a new one.",
        'invalid_token',
        'API_KEY_EXPIRED',
      );
    // A fresh validation already stamped last_used; cached answers are stamped in the next batch.
    if (!fresh) this.touched.add(grant.keyId);
    return {
      kind: 'verified',
      identity: {
        kind: 'apiKey',
        userId: grant.userId,
        keyId: grant.keyId,
        roles: grant.roles,
        scopes: grant.scopes,
        tier: grant.tier,
        keyType: grant.type,
      },
    };
  }

  private async flushTouches(): Promise<void> {
    if (!this.touched.size) return;
    const ids = [...this.touched];
    this.touched.clear();
    try {
      await this.options.users.touchApiKeys(ids, `touch-${Date.now()}`);
    } catch (error) {
      this.options.logger.warn(
        { err: error, keys: ids.length },
        'could not record API key use; will retry with the next batch',
      );
      for (const id of ids) this.touched.add(id);
    }
  }
}

function describe(error: InstanceType<typeof joseErrors.JOSEError>): string {
  if (error instanceof joseErrors.JWTExpired) return 'The token has expired.';
  if (error instanceof joseErrors.JWTClaimValidationFailed)
    return `The token's "${error.claim}" claim is not accepted.`;
  if (error instanceof joseErrors.JWKSNoMatchingKey)
    return 'The token was not signed by a key of this issuer.';
  if (error instanceof joseErrors.JOSEAlgNotAllowed) return 'The token is not signed with RS256.';
  if (error instanceof joseErrors.JWSSignatureVerificationFailed) return 'The token signature is invalid.';
  return 'The token is invalid.';
}
