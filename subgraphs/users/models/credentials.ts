import { Schema, type Connection, type Model } from 'mongoose';
import type { RateTier } from '../../../platform/identity';

/**
 * Credential records of the users service. Expiring records follow the data-layer rule: `expiresAt` is
 * filtered on every read, an app-level sweep deletes what expired, and a TTL index is declared anyway so a
 * real MongoDB cleans up too.
 */

/** A refresh-token family: one login (or one OAuth grant) and every refresh token rotated from it. */
export interface SessionRecord {
  _id: string;
  userId: string;
  /** The OAuth application the session was granted to; null for a first-party login. */
  clientId: string | null;
  scopes: string[];
  /** SHA-256 of the one refresh token that is valid now. */
  tokenHash: string | null;
  /** Hashes of refresh tokens already rotated away; presenting one again revokes the family. */
  usedHashes: string[];
  userAgent: string | null;
  ipAddress: string | null;
  createdAt: Date;
  lastUsedAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
  revokedReason: string | null;
}

export type ApiKeyTypeValue = 'secret' | 'public';

export interface ApiKeyRecord {
  _id: string;
  userId: string;
  name: string;
  type: ApiKeyTypeValue;
  /** Prefix and first 4 random characters, then the last 4: enough to recognise a key, useless to use it. */
  hint: string;
  /** SHA-256 of the whole key; the key itself is never stored. */
  keyHash: string;
  scopes: string[];
  tier: RateTier;
  isActive: boolean;
  lastUsed: Date | null;
  /** Set when the key was rotated out: it stops working then. */
  expiresAt: Date | null;
  revokedAt: Date | null;
  /** When the owner was last reminded that the key is due for its monthly rotation. */
  rotationRemindedAt?: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export type OAuthClientTypeValue = 'confidential' | 'public';

export interface OAuthClientRecord {
  /** The public client_id. */
  _id: string;
  userId: string;
  name: string;
  /** RFC 6749 2.1: `public` applications (browser, native) hold no secret and must use PKCE. */
  type: OAuthClientTypeValue;
  /** SHA-256 of the client secret (shown once at registration); null for a public application. */
  secretHash: string | null;
  /** After a rotation with an overlap: the old secret's SHA-256, accepted until `previousSecretExpiresAt`. */
  previousSecretHash?: string | null;
  previousSecretExpiresAt?: Date | null;
  /** Compared exactly: no prefix, wildcard or normalisation. */
  redirectUris: string[];
  allowedScopes: string[];
  /** PKCE even for this confidential application (public ones always need it). */
  requirePkce: boolean;
  /** client_credentials tokens carry it as `gen`; revoking them (RFC 7009) increments it. */
  tokenGeneration: number;
  createdAt: Date;
  updatedAt: Date;
}

/** An authorization code, stored by its hash; single use, bound to client, redirect URI and PKCE challenge. */
export interface AuthorizationCodeRecord {
  _id: string;
  clientId: string;
  userId: string;
  redirectUri: string;
  scopes: string[];
  /** BASE64URL(SHA-256(code_verifier)); only S256 is accepted. Null: the request had no PKCE. */
  codeChallenge: string | null;
  /** OpenID Connect `nonce` of the authorization request, echoed in the ID token. */
  nonce: string | null;
  /** When the person signed in on the consent page (`auth_time` of the ID token). */
  authTime: Date;
  expiresAt: Date;
  usedAt: Date | null;
  /** The session (refresh family) the exchange created; revoked when the code is replayed. */
  sessionId: string | null;
  createdAt: Date;
}

export interface PasswordResetRecord {
  /** SHA-256 of the token that was mailed. */
  _id: string;
  userId: string;
  expiresAt: Date;
  usedAt: Date | null;
  createdAt: Date;
}

/** An RS256 signing key. The private half never leaves the users service; the public half is the JWKS. */
export interface SigningKeyRecord {
  /** The JWT `kid`. */
  _id: string;
  /**
   * The private JWK as SecretBox ciphertext bound to the kid. Keys written before sealing had
   * `privateJwk` in plaintext; start-up seals them and removes that field.
   */
  sealedPrivateJwk?: string;
  privateJwk?: Record<string, unknown>;
  publicJwk: Record<string, unknown>;
  createdAt: Date;
  /** When a newer key replaced it; it stays in the JWKS until tokens it signed have expired. */
  retiredAt: Date | null;
}

/**
 * `{_id: 'current', kid, nextKid}`: which key signs now, and which one the next rotation switches to.
 * One document, so every replica agrees after a rotation.
 */
export interface SigningStateRecord {
  _id: string;
  kid: string;
  /** Published in the JWKS ahead of use, so verifiers know it before the first token it signs. */
  nextKid: string;
  updatedAt: Date;
}

const sessionSchema = new Schema<SessionRecord>(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true },
    clientId: { type: String, default: null },
    scopes: { type: [String], default: [] },
    tokenHash: { type: String, default: null },
    usedHashes: { type: [String], default: [] },
    userAgent: { type: String, default: null },
    ipAddress: { type: String, default: null },
    createdAt: { type: Date, required: true },
    lastUsedAt: { type: Date, required: true },
    expiresAt: { type: Date, required: true },
    revokedAt: { type: Date, default: null },
    revokedReason: { type: String, default: null },
  },
  { collection: 'sessions', versionKey: false },
);
sessionSchema.index({ userId: 1, createdAt: -1 });
sessionSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

const apiKeySchema = new Schema<ApiKeyRecord>(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true },
    name: { type: String, required: true },
    type: { type: String, required: true, enum: ['secret', 'public'] },
    hint: { type: String, required: true },
    keyHash: { type: String, required: true },
    scopes: { type: [String], default: [] },
    tier: { type: String, required: true, enum: ['basic', 'professional', 'enterprise'] },
    isActive: { type: Boolean, required: true, default: true },
    lastUsed: { type: Date, default: null },
    expiresAt: { type: Date, default: null },
    revokedAt: { type: Date, default: null },
    rotationRemindedAt: { type: Date, default: null },
  },
  { collection: 'api_keys', timestamps: true, versionKey: false },
);
apiKeySchema.index({ keyHash: 1 }, { unique: true });
apiKeySchema.index({ userId: 1, createdAt: -1 });
apiKeySchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

const oauthClientSchema = new Schema<OAuthClientRecord>(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true },
    name: { type: String, required: true },
    type: { type: String, enum: ['confidential', 'public'], default: 'confidential' },
    secretHash: { type: String, default: null },
    previousSecretHash: { type: String, default: null },
    previousSecretExpiresAt: { type: Date, default: null },
    redirectUris: { type: [String], required: true },
    allowedScopes: { type: [String], required: true },
    requirePkce: { type: Boolean, default: false },
    tokenGeneration: { type: Number, default: 0 },
  },
  { collection: 'oauth_clients', timestamps: true, versionKey: false },
);
oauthClientSchema.index({ userId: 1, createdAt: -1 });

const codeSchema = new Schema<AuthorizationCodeRecord>(
  {
    _id: { type: String, required: true },
    clientId: { type: String, required: true },
    userId: { type: String, required: true },
    redirectUri: { type: String, required: true },
    scopes: { type: [String], default: [] },
    codeChallenge: { type: String, default: null },
    nonce: { type: String, default: null },
    authTime: { type: Date, required: true },
    expiresAt: { type: Date, required: true },
    usedAt: { type: Date, default: null },
    sessionId: { type: String, default: null },
    createdAt: { type: Date, required: true },
  },
  { collection: 'oauth_codes', versionKey: false },
);
// Kept a while after expiry so a late replay is still recognised as one (and revokes what the code gave).
codeSchema.index({ createdAt: 1 }, { expireAfterSeconds: 86_400 });

const resetSchema = new Schema<PasswordResetRecord>(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true },
    expiresAt: { type: Date, required: true },
    usedAt: { type: Date, default: null },
    createdAt: { type: Date, required: true },
  },
  { collection: 'password_resets', versionKey: false },
);
resetSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

const signingKeySchema = new Schema<SigningKeyRecord>(
  {
    _id: { type: String, required: true },
    sealedPrivateJwk: { type: String },
    privateJwk: { type: Schema.Types.Mixed },
    publicJwk: { type: Schema.Types.Mixed, required: true },
    createdAt: { type: Date, required: true },
    retiredAt: { type: Date, default: null },
  },
  { collection: 'signing_keys', versionKey: false },
);

const signingStateSchema = new Schema<SigningStateRecord>(
  {
    _id: { type: String, required: true },
    kid: { type: String, required: true },
    nextKid: { type: String, required: true },
    updatedAt: { type: Date, required: true },
  },
  { collection: 'signing_state', versionKey: false },
);

export function credentialModels(connection: Connection) {
  return {
    Session: connection.model<SessionRecord>('Session', sessionSchema) as Model<SessionRecord>,
    ApiKey: connection.model<ApiKeyRecord>('ApiKey', apiKeySchema) as Model<ApiKeyRecord>,
    OAuthClient: connection.model<OAuthClientRecord>(
      'OAuthClient',
      oauthClientSchema,
    ) as Model<OAuthClientRecord>,
    AuthorizationCode: connection.model<AuthorizationCodeRecord>(
      'AuthorizationCode',
      codeSchema,
    ) as Model<AuthorizationCodeRecord>,
    PasswordReset: connection.model<PasswordResetRecord>(
      'PasswordReset',
      resetSchema,
    ) as Model<PasswordResetRecord>,
    SigningKey: connection.model<SigningKeyRecord>('SigningKey', signingKeySchema) as Model<SigningKeyRecord>,
    SigningState: connection.model<SigningStateRecord>(
      'SigningState',
      signingStateSchema,
    ) as Model<SigningStateRecord>,
  };
}

export type CredentialModels = ReturnType<typeof credentialModels>;
