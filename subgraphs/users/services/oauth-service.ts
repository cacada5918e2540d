import { createHash, randomUUID } from 'node:crypto';
import type { Clock } from '../../../platform/clock';
import { appError, badInput } from '../../../platform/errors';
import {
  applicationScopes,
  identityScopes,
  isScope,
  ownerFilter,
  type Scope,
} from '../../../platform/identity/access';
import type { Caller } from '../../../platform/identity/caller';
import { randomBase62, randomSecret, safeEqual, sha256 } from '../../../platform/identity/secrets';
import type {
  AuthorizationCodeRecord,
  CredentialModels,
  OAuthClientRecord,
  OAuthClientTypeValue,
} from '../models/credentials';
import { ownerOrSelf, personOf } from './callers';
import type { SessionService } from './session-service';

/** Authorization codes live one minute: long enough for a redirect and a token request, no longer. */
export const CODE_TTL_MS = 60_000;
const MAX_REDIRECT_URIS = 10;

export interface CreateOAuthClientFields {
  name: string;
  redirectUris: readonly string[];
  allowedScopes?: readonly string[] | null;
  /** Default confidential. */
  type?: OAuthClientTypeValue | null;
  /** Default false; public applications always need PKCE. */
  requirePkce?: boolean | null;
}

/** What an application's owner may change after registration; each is validated as at creation. */
export interface UpdateOAuthClientFields {
  name?: string | null;
  redirectUris?: readonly string[] | null;
  allowedScopes?: readonly string[] | null;
}

/** A longest overlap of a rotated-out client secret: a day to redeploy is plenty. */
const MAX_SECRET_OVERLAP_S = 86_400;

export interface CodeRequest {
  clientId: string;
  userId: string;
  redirectUri: string;
  scopes: readonly string[];
  codeChallenge?: string | null;
  codeChallengeMethod?: string | null;
  nonce?: string | null;
}

export interface CodeExchange {
  code: string;
  clientId: string;
  clientSecret?: string | null;
  redirectUri: string;
  codeVerifier?: string | null;
}

/** An application authenticating itself with its id and secret (a public application has none). */
export interface ClientSecret {
  clientId: string;
  clientSecret?: string | null;
}

/** What an exchange yields: who granted what to which client, in which new session. */
export interface CodeGrant {
  userId: string;
  clientId: string;
  scopes: string[];
  sessionId: string;
  refreshToken: string;
  /** OpenID Connect: when the person signed in, and the request's nonce. */
  authTime: Date;
  nonce: string | null;
}

/** Whether the authorization code flow needs PKCE for this application (RFC 9700 2.1.1). */
export function needsPkce(client: Pick<OAuthClientRecord, 'type' | 'requirePkce'>): boolean {
  return client.type === 'public' || client.requirePkce === true;
}

function validRedirectUri(uri: string, index: number): string {
  let parsed: URL;
  try {
    parsed = new URL(uri);
  } catch {
    throw badInput(`redirectUris[${index}]`, `"${uri}" is not an absolute URL.`, 'INVALID_FORMAT');
  }
  // RFC 6749 3.1.2: absolute, no fragment. Plain http only for loopback development clients.
  if (parsed.hash)
    throw badInput(`redirectUris[${index}]`, 'Redirect URIs cannot have a fragment.', 'INVALID_FORMAT');
  const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(parsed.hostname);
  if (parsed.protocol !== 'https:' && !(parsed.protocol === 'http:' && loopback)) {
    throw badInput(
      `redirectUris[${index}]`,
      'Redirect URIs must use https (http only for localhost).',
      'NOT_ALLOWED',
    );
  }
  return uri;
}

function validName(raw: string): string {
  const name = raw.trim();
  if (!name) throw badInput('name', 'An application needs a name.', 'REQUIRED');
  if (name.length > 100) throw badInput('name', 'Application names are at most 100 characters.', 'TOO_LONG');
  return name;
}

function validRedirectUris(uris: readonly string[]): string[] {
  if (!uris.length) throw badInput('redirectUris', 'Register at least one redirect URI.', 'REQUIRED');
  if (uris.length > MAX_REDIRECT_URIS)
    throw badInput('redirectUris', `At most ${MAX_REDIRECT_URIS} redirect URIs.`, 'OUT_OF_RANGE');
  return [...new Set(uris.map(validRedirectUri))];
}

function validAllowedScopes(scopes: readonly string[]): string[] {
  const allowed = [...new Set(scopes)];
  for (const scope of allowed) {
    if (!isScope(scope) || !applicationScopes.includes(scope)) {
      throw badInput(
        'allowedScopes',
        `"${scope}" cannot be granted to an application (allowed: ${applicationScopes.join(', ')}).`,
        'NOT_ALLOWED',
      );
    }
  }
  return allowed;
}

function s256(verifier: string): string {
  return createHash('sha256').update(verifier, 'ascii').digest('base64url');
}

const CODE_VERIFIER = /^[A-Za-z0-9\-._~]{43,128}$/;

/** Applications registered before client types existed are confidential, without forced PKCE. */
export function withDefaults(client: OAuthClientRecord): OAuthClientRecord {
  return {
    ...client,
    type: client.type ?? 'confidential',
    requirePkce: client.requirePkce ?? false,
    tokenGeneration: client.tokenGeneration ?? 0,
  };
}

/**
 * OAuth applications and the authorization-code grant. Client secrets and codes are random, so they are
 * stored as SHA-256. A code is consumed by one atomic update; a second exchange of the same code is a
 * replay, which revokes the session the first exchange created (RFC 6749 4.1.2).
 */
export class OAuthService {
  constructor(
    private readonly models: CredentialModels,
    private readonly sessions: SessionService,
    private readonly clock: Clock,
  ) {}

  private now(): Date {
    return new Date(this.clock.now());
  }

  /** Registers an application owned by the caller; its secret is shown this once. */
  async createClient(
    caller: Caller,
    input: CreateOAuthClientFields,
  ): Promise<{ client: OAuthClientRecord; clientSecret: string | null }> {
    const ownerId = personOf(caller);
    const name = validName(input.name);
    const redirectUris = validRedirectUris(input.redirectUris);
    const allowedScopes = validAllowedScopes(input.allowedScopes ?? ['read']);
    const now = this.now();
    const type = input.type ?? 'confidential';
    const clientSecret = type === 'confidential' ? `cs_${randomBase62(40)}` : null;
    const client: OAuthClientRecord = {
      _id: `cli_${randomBase62(24)}`,
      userId: ownerId,
      name,
      type,
      secretHash: clientSecret ? sha256(clientSecret) : null,
      redirectUris,
      allowedScopes,
      requirePkce: type === 'public' || (input.requirePkce ?? false),
      tokenGeneration: 0,
      createdAt: now,
      updatedAt: now,
    };
    await this.models.OAuthClient.create(client);
    return { client, clientSecret };
  }

  /** Applications within reach, newest first: the caller's own unless they name an owner. */
  async list(caller: Caller, filter: { userId?: string | null } = {}): Promise<OAuthClientRecord[]> {
    const clients = await this.models.OAuthClient.find(
      ownerFilter(caller.reach.read, ownerOrSelf(caller, filter.userId)),
    )
      .sort({ createdAt: -1 })
      .limit(200)
      .lean<OAuthClientRecord[]>();
    return clients.map(withDefaults);
  }

  async get(caller: Caller, id: string): Promise<OAuthClientRecord | null> {
    const client = await this.models.OAuthClient.findOne({
      _id: id,
      ...ownerFilter(caller.reach.read),
    }).lean<OAuthClientRecord>();
    return client ? withDefaults(client) : null;
  }

  /** An application by its client_id, whoever owns it (the gateway's checks of tokens and requests). */
  async find(_caller: Caller, clientId: string): Promise<OAuthClientRecord | null> {
    const found = await this.models.OAuthClient.findById(clientId).lean<OAuthClientRecord>();
    return found ? withDefaults(found) : null;
  }

  /**
   * Changes an application's name, redirect URIs or allowed scopes. Narrowing the scopes ends what was
   * granted under the wider ones: the sessions people granted it and its client_credentials tokens.
   */
  async updateClient(caller: Caller, id: string, input: UpdateOAuthClientFields): Promise<OAuthClientRecord> {
    const set: Partial<OAuthClientRecord> = { updatedAt: this.now() };
    if (input.name != null) set.name = validName(input.name);
    if (input.redirectUris != null) set.redirectUris = validRedirectUris(input.redirectUris);
    if (input.allowedScopes != null) set.allowedScopes = validAllowedScopes(input.allowedScopes);
    const before = await this.models.OAuthClient.findOneAndUpdate(
      { _id: id, ...ownerFilter(caller.reach.write) },
      { $set: set },
      { returnDocument: 'before' },
    ).lean<OAuthClientRecord>();
    if (!before) throw appError('OAUTH_CLIENT_NOT_FOUND', `No OAuth application with id "${id}".`, { id });
    const narrowed =
      set.allowedScopes && before.allowedScopes.some((scope) => !set.allowedScopes!.includes(scope));
    if (narrowed) {
      await this.models.OAuthClient.updateOne({ _id: id }, { $inc: { tokenGeneration: 1 } });
      await this.sessions.revokeAllOf(caller, { clientId: id }, 'application scopes narrowed');
    }
    const after = await this.models.OAuthClient.findById(id).lean<OAuthClientRecord>();
    return withDefaults(after ?? { ...before, ...set });
  }

  /**
   * A new client secret, shown once. The old one stops working at once (`overlapSeconds` 0, the default:
   * a rotation is usually for a secret that may have leaked) or after an overlap of up to a day, for a
   * deployment to switch over. client_credentials tokens minted before stop working at once either way.
   */
  async rotateClientSecret(
    caller: Caller,
    id: string,
    overlapSeconds = 0,
  ): Promise<{ clientId: string; clientSecret: string; previousSecretExpiresAt: Date | null }> {
    if (!Number.isInteger(overlapSeconds) || overlapSeconds < 0 || overlapSeconds > MAX_SECRET_OVERLAP_S)
      throw badInput(
        'overlapSeconds',
        `The overlap is 0 to ${MAX_SECRET_OVERLAP_S} seconds.`,
        'OUT_OF_RANGE',
      );
    const existing = await this.models.OAuthClient.findOne({
      _id: id,
      ...ownerFilter(caller.reach.write),
    }).lean<OAuthClientRecord>();
    if (!existing) throw appError('OAUTH_CLIENT_NOT_FOUND', `No OAuth application with id "${id}".`, { id });
    if (withDefaults(existing).type === 'public' || !existing.secretHash)
      throw badInput('clientId', 'Public applications have no client secret to rotate.', 'NOT_ALLOWED');
    const now = this.now();
    const clientSecret = `cs_${randomBase62(40)}`;
    const previousSecretExpiresAt = overlapSeconds ? new Date(now.getTime() + overlapSeconds * 1000) : null;
    // Guarded by the secret it replaces, so of two concurrent rotations only one takes effect.
    const rotated = await this.models.OAuthClient.updateOne(
      { _id: id, secretHash: existing.secretHash },
      {
        $set: {
          secretHash: sha256(clientSecret),
          previousSecretHash: previousSecretExpiresAt ? existing.secretHash : null,
          previousSecretExpiresAt,
          updatedAt: now,
        },
        $inc: { tokenGeneration: 1 },
      },
    );
    if (!rotated.modifiedCount)
      throw appError(
        'CONCURRENT_MODIFICATION',
        'The secret was rotated by another request meanwhile; rotate again if needed.',
      );
    return { clientId: id, clientSecret, previousSecretExpiresAt };
  }

  /** Deletes an application and revokes every session granted to it. */
  async deleteClient(caller: Caller, id: string): Promise<boolean> {
    const result = await this.models.OAuthClient.deleteOne({ _id: id, ...ownerFilter(caller.reach.write) });
    if (result.deletedCount === 0)
      throw appError('OAUTH_CLIENT_NOT_FOUND', `No OAuth application with id "${id}".`, { id });
    await this.sessions.revokeAllOf(caller, { clientId: id }, 'application deleted');
    return true;
  }

  /**
   * Client authentication for the token endpoint: a confidential application by its secret, a public one
   * by its id alone (it has no secret; PKCE binds its codes). Unknown client and wrong secret look the same.
   */
  async authenticate(_caller: Caller, credentials: ClientSecret): Promise<OAuthClientRecord> {
    const found = await this.models.OAuthClient.findById(credentials.clientId).lean<OAuthClientRecord>();
    const client = found ? withDefaults(found) : null;
    const failed = () => appError('INVALID_CLIENT', 'Client authentication failed.');
    if (!client) throw failed();
    if (client.type === 'public') {
      if (credentials.clientSecret) throw failed();
      return client;
    }
    if (!credentials.clientSecret || !client.secretHash) throw failed();
    const presented = sha256(credentials.clientSecret);
    if (safeEqual(presented, client.secretHash)) return client;
    // A rotated-out secret works until its overlap ends.
    const overlapping =
      client.previousSecretHash &&
      client.previousSecretExpiresAt &&
      new Date(client.previousSecretExpiresAt).getTime() > this.clock.now() &&
      safeEqual(presented, client.previousSecretHash);
    if (!overlapping) throw failed();
    return client;
  }

  /** Issues a code after the person approved; the gateway has already checked client, redirect URI and scopes. */
  async issueCode(_caller: Caller, request: CodeRequest): Promise<string> {
    const found = await this.models.OAuthClient.findById(request.clientId).lean<OAuthClientRecord>();
    const client = found ? withDefaults(found) : null;
    if (!client || !client.redirectUris.includes(request.redirectUri))
      throw appError('INVALID_CLIENT', 'Unknown client or unregistered redirect URI.');
    const challenge = request.codeChallenge || null;
    if (challenge || request.codeChallengeMethod) {
      if (request.codeChallengeMethod !== 'S256')
        throw badInput('codeChallengeMethod', 'Only S256 is supported.', 'NOT_ALLOWED');
      if (!challenge || !/^[A-Za-z0-9_-]{43}$/.test(challenge))
        throw badInput('codeChallenge', 'The code challenge must be a BASE64URL SHA-256.', 'INVALID_FORMAT');
    } else if (needsPkce(client)) {
      throw badInput('codeChallenge', 'This application must use PKCE (S256).', 'REQUIRED');
    }
    const denied = request.scopes.find((scope) => !client.allowedScopes.includes(scope));
    if (denied)
      throw appError('INVALID_SCOPE', `The application may not ask for "${denied}".`, { scope: denied });
    const now = this.now();
    const code = randomSecret(32);
    await this.models.AuthorizationCode.create({
      _id: sha256(code),
      clientId: client._id,
      userId: request.userId,
      redirectUri: request.redirectUri,
      scopes: [...request.scopes],
      codeChallenge: challenge,
      nonce: request.nonce ?? null,
      // The person signed in on the consent page just before the code was issued.
      authTime: now,
      expiresAt: new Date(now.getTime() + CODE_TTL_MS),
      usedAt: null,
      sessionId: null,
      createdAt: now,
    } satisfies AuthorizationCodeRecord);
    return code;
  }

  async exchange(caller: Caller, input: CodeExchange): Promise<CodeGrant> {
    const client = await this.authenticate(caller, input);
    const invalid = (why: string) => appError('INVALID_GRANT', why);
    const now = this.now();
    const hash = sha256(input.code);
    const sessionId = randomUUID();
    // Consume first, check after: a wrong verifier or redirect URI still burns the code, so it cannot be guessed at.
    const code = await this.models.AuthorizationCode.findOneAndUpdate(
      { _id: hash, usedAt: null, expiresAt: { $gt: now } },
      { $set: { usedAt: now, sessionId } },
      { returnDocument: 'before' },
    ).lean<AuthorizationCodeRecord>();
    if (!code) {
      const replayed = await this.models.AuthorizationCode.findOne({
        _id: hash,
        usedAt: { $ne: null },
      }).lean<AuthorizationCodeRecord>();
      if (!replayed?.sessionId) throw invalid('The authorization code is invalid or expired.');
      await this.sessions.revokeReserved(
        caller,
        { id: replayed.sessionId, userId: replayed.userId, clientId: replayed.clientId },
        'authorization code replayed',
      );
      // The gateway forgets the session at once, so the access tokens of the first exchange stop working.
      throw appError(
        'INVALID_GRANT',
        'The authorization code was already used; the tokens issued for it are revoked.',
        { revokedSessionId: replayed.sessionId },
      );
    }
    if (code.clientId !== client._id) throw invalid('The authorization code was issued to another client.');
    if (code.redirectUri !== input.redirectUri)
      throw invalid('redirect_uri does not match the authorization request.');
    if (code.codeChallenge) {
      if (
        !input.codeVerifier ||
        !CODE_VERIFIER.test(input.codeVerifier) ||
        !safeEqual(s256(input.codeVerifier), code.codeChallenge)
      )
        throw invalid('The PKCE code verifier does not match.');
    } else if (input.codeVerifier) {
      // RFC 9700 2.1.1: a verifier for a code issued without a challenge is a PKCE downgrade attempt.
      throw invalid('The authorization request had no code_challenge; a code_verifier is not accepted.');
    }
    const { refreshToken } = await this.sessions.start(caller, {
      id: sessionId,
      userId: code.userId,
      clientId: client._id,
      scopes: code.scopes,
    });
    return {
      userId: code.userId,
      clientId: client._id,
      scopes: code.scopes,
      sessionId,
      refreshToken,
      authTime: code.authTime ?? code.createdAt,
      nonce: code.nonce ?? null,
    };
  }

  /** client_credentials: the application acts for itself (for its owner) with a subset of its allowed scopes. */
  async clientCredentials(
    caller: Caller,
    request: ClientSecret & { scopes: readonly string[] },
  ): Promise<{ client: OAuthClientRecord; scopes: string[] }> {
    const client = await this.authenticate(caller, request);
    if (client.type === 'public')
      throw appError('UNAUTHORIZED_CLIENT', 'A public application has no client_credentials grant.');
    const scopes = request.scopes.length
      ? [...request.scopes]
      : client.allowedScopes.filter((scope) => !identityScopes.includes(scope as Scope));
    const denied = scopes.find((scope) => !client.allowedScopes.includes(scope));
    if (denied)
      throw appError('INVALID_SCOPE', `The application may not ask for "${denied}".`, { scope: denied });
    return { client, scopes };
  }

  /**
   * RFC 7009 for a session: revokes the session named by a refresh token (or by id, from an access token's
   * `sid`) when it was granted to this application. Answers its id, or null when there was nothing to
   * revoke (revocation answers the same either way).
   */
  async revokeClientSession(
    caller: Caller,
    client: ClientSecret,
    target: { refreshToken?: string | null; sessionId?: string | null },
  ): Promise<string | null> {
    const app = await this.authenticate(caller, client);
    return this.sessions.revokeGranted(caller, app._id, target);
  }

  /** RFC 7009 for client_credentials tokens: every token of the application stops working. */
  async revokeApplicationTokens(caller: Caller, client: ClientSecret): Promise<number> {
    const app = await this.authenticate(caller, client);
    const updated = await this.models.OAuthClient.findOneAndUpdate(
      { _id: app._id },
      { $inc: { tokenGeneration: 1 } },
      { returnDocument: 'after' },
    ).lean<OAuthClientRecord>();
    return updated?.tokenGeneration ?? 0;
  }

  async sweep(_caller: Caller): Promise<number> {
    // Codes are kept a day past use so a late replay is still recognised (the TTL index does the same).
    const result = await this.models.AuthorizationCode.deleteMany({
      createdAt: { $lt: new Date(this.clock.now() - 86_400_000) },
    });
    return result.deletedCount;
  }
}
