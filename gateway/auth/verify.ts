import { errors as joseErrors, jwtVerify, type JWTPayload } from 'jose';
import type { Identity, Role } from '../../platform/identity';
import { roles as knownRoles } from '../../platform/identity/access';
import { sha256 } from '../../platform/identity/secrets';
import type { Logger } from '../../platform/logging';
import { TtlCache } from './cache';
import type { JwksCache } from './jwks';
import type { ApiKeyGrant, UsersClient } from './users-client';

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
  | { kind: 'rejected'; message: string; /** `WWW-Authenticate` value for the 401. */ challenge: string };

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
  /** How long API-key and session answers are trusted (ms); 0 asks the users service every time. */
  cacheTtlMs: number;
  /** How often used keys' `last_used` is written (ms). */
  touchIntervalMs: number;
  logger: Logger;
}

const reject = (message: string, error = 'invalid_token'): Verification => ({
  kind: 'rejected',
  message,
  challenge: `Bearer realm="commerce", error="${error}", error_description="${message.replace(/"/g, "'")}"`,
});

/**
 * The one place that decides who is calling. JWTs are verified locally (RS256 only, issuer, audience,
 * expiry, `typ: at+jwt`) against the cached JWKS; a token naming a session is also checked against the
 * session's revocation (cached). API keys are looked up by SHA-256 (cached); `last_used` of keys answered
 * from the cache is written in one batch per interval, never once per request.
 *
 * Revocation takes effect at once in this process when it went through it (logout, code replay, and the
 * credential mutations it forwards), and within `cacheTtlMs` in every other gateway process.
 */
export class CredentialVerifier {
  private readonly keys: TtlCache<ApiKeyGrant | null>;
  private readonly sessions: TtlCache<boolean>;
  private readonly touched = new Set<string>();
  private readonly timer: NodeJS.Timeout;

  constructor(private readonly options: VerifierOptions) {
    this.keys = new TtlCache(options.cacheTtlMs);
    this.sessions = new TtlCache(options.cacheTtlMs);
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

  forgetAll(): void {
    this.keys.clear();
    this.sessions.clear();
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.flushTouches();
  }

  private async verifyJwt(token: string, requestId: string): Promise<Verification> {
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
      if (error instanceof joseErrors.JOSEError) return reject(describe(error));
      throw error;
    }
    const scopes = typeof payload.scope === 'string' ? payload.scope.split(' ').filter(Boolean) : [];
    if (payload.gty === 'client_credentials') {
      if (typeof payload.client_id !== 'string' || typeof payload.owner !== 'string')
        return reject('The token is malformed.');
      return {
        kind: 'verified',
        identity: { kind: 'client', clientId: payload.client_id, ownerId: payload.owner, scopes },
      };
    }
    const sessionId = typeof payload.sid === 'string' ? payload.sid : undefined;
    if (sessionId) {
      const active = await this.sessions.get(sessionId, async () =>
        (await this.options.users.activeSessionIds([sessionId], requestId)).includes(sessionId),
      );
      if (!active) return reject('The session of this token has ended (logged out or revoked).');
    }
    const roleList = Array.isArray(payload.roles)
      ? payload.roles.filter((role): role is Role =>
          (knownRoles as readonly string[]).includes(role as string),
        )
      : [];
    return {
      kind: 'verified',
      identity: {
        kind: 'user',
        userId: payload.sub!,
        roles: roleList.length ? roleList : ['customer'],
        scopes,
        ...(sessionId ? { sessionId } : {}),
        ...(typeof payload.client_id === 'string' ? { clientId: payload.client_id } : {}),
      },
    };
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
