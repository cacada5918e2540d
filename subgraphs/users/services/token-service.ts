import { createHash, randomUUID } from 'node:crypto';
import { SignJWT, exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK } from 'jose';
import { systemClock, type Clock } from '../../../platform/clock';
import { isDuplicateKeyError } from '../../../platform/errors';
import type { Role } from '../../../platform/identity';
import type { Caller } from '../../../platform/identity/caller';
import type { SealingPurpose, SecretBox } from '../../../platform/identity/secret-box';
import { randomBase62 } from '../../../platform/identity/secrets';
import type { Logger } from '../../../platform/logging';
import type { CredentialModels, SigningKeyRecord, SigningStateRecord } from '../models/credentials';

/** Access tokens (JWTs) live one hour; refresh tokens renew them. */
export const ACCESS_TOKEN_TTL_S = 3600;
/** A retired key stays published this long after its last token can have expired (clock skew, caches). */
const RETIRED_KEY_GRACE_S = 300;
const STATE_ID = 'current';

/**
 * Private signing keys are sealed at rest like webhook secrets (AES-256-GCM, key from
 * AUTH_SIGNING_KEY_SECRET, by default GATEWAY_SECRET), bound to their kid.
 */
export const SIGNING_KEYS: SealingPurpose = { salt: 'commerce-signing-keys', info: 'jwt signing keys v1' };

export interface TokenSettings {
  /** The `iss` of every token; read at signing time (the gateway's address may be known only after it listens). */
  issuer: () => string;
  audience: string;
  /** Seals the private keys in MongoDB (SIGNING_KEYS purpose). */
  box: SecretBox;
  logger?: Logger;
  /** How long a replica keeps using its cached idea of the current key before looking again (ms). Default 30000. */
  keyRefreshMs?: number;
  /**
   * The time tokens are issued at and keys retired by. Default systemClock: access tokens are checked by
   * the gateway on its own clock, so they are signed on the real one even where the rest of the users
   * subgraph runs on a test's clock.
   */
  clock?: Clock;
}

/** What an access token says; `kind` tells a person's token from an application's own. */
export type AccessClaims =
  | {
      kind: 'user';
      userId: string;
      roles: readonly Role[];
      scopes: readonly string[];
      sessionId: string | null;
      clientId: string | null;
    }
  | {
      kind: 'client';
      clientId: string;
      ownerId: string;
      scopes: readonly string[];
      /** The application's token generation: revoking its tokens raises it past this one. */
      generation: number;
    };

/** What an OpenID Connect ID token says (signed with the same keys; `typ: JWT`, `aud` = the client). */
export interface IdTokenClaims {
  userId: string;
  clientId: string;
  authTime: Date;
  nonce: string | null;
  /** The access token issued with it, for `at_hash`. */
  accessToken: string;
  /** `name`, `email`, `email_verified`, as the granted scopes allow. */
  profile: Record<string, unknown>;
}

interface LoadedKey {
  kid: string;
  key: CryptoKey;
}

/**
 * RS256 signing keys kept in MongoDB so every replica signs with the same key and the gateway can publish
 * all of them. The key the next rotation switches to is published ahead of use, so verifiers that cache
 * the JWKS already know it when the first token signed with it arrives. Rotation retires the current key,
 * which keeps verifying (it stays in the JWKS) until every token it signed has expired: rotation never
 * logs anyone out.
 */
export class TokenService {
  private current: Promise<LoadedKey> | undefined;
  private currentAt = 0;
  private readonly keyRefreshMs: number;
  private readonly clock: Clock;

  constructor(
    private readonly models: CredentialModels,
    private readonly settings: TokenSettings,
  ) {
    this.keyRefreshMs = settings.keyRefreshMs ?? 30_000;
    this.clock = settings.clock ?? systemClock;
  }

  /**
   * Makes sure a current key exists (first start of a deployment), after sealing any private key still
   * stored in plaintext (written before keys were sealed); safe when replicas race.
   */
  async ensureKey(caller: Caller): Promise<string> {
    const sealed = await this.sealPlaintextKeys(caller);
    if (sealed) this.settings.logger?.info({ keys: sealed }, 'sealed signing keys stored in plaintext');
    return (await this.currentKey(this.clock.now())).kid;
  }

  /** Seals private keys stored in plaintext; each update is guarded by the plaintext still being there. */
  async sealPlaintextKeys(_caller: Caller): Promise<number> {
    const plain = await this.models.SigningKey.find({ privateJwk: { $exists: true } }).lean<
      SigningKeyRecord[]
    >();
    let sealed = 0;
    for (const record of plain) {
      const result = await this.models.SigningKey.updateOne(
        { _id: record._id, privateJwk: { $exists: true } },
        {
          $set: { sealedPrivateJwk: this.settings.box.seal(JSON.stringify(record.privateJwk), record._id) },
          $unset: { privateJwk: 1 },
        },
      );
      sealed += result.modifiedCount;
    }
    return sealed;
  }

  async sign(_caller: Caller, claims: AccessClaims): Promise<{ token: string; expiresIn: number }> {
    const now = this.clock.now();
    const { kid, key } = await this.currentKey(now);
    const iat = Math.floor(now / 1000);
    const payload: Record<string, unknown> =
      claims.kind === 'user'
        ? {
            scope: claims.scopes.join(' '),
            roles: claims.roles,
            ...(claims.sessionId ? { sid: claims.sessionId } : {}),
            ...(claims.clientId ? { client_id: claims.clientId } : {}),
          }
        : {
            scope: claims.scopes.join(' '),
            client_id: claims.clientId,
            owner: claims.ownerId,
            gty: 'client_credentials',
            gen: claims.generation,
          };
    const token = await new SignJWT(payload)
      // RFC 9068: a JWT access token says so in `typ`, so it cannot be confused with any other JWT.
      .setProtectedHeader({ alg: 'RS256', kid, typ: 'at+jwt' })
      .setSubject(claims.kind === 'user' ? claims.userId : claims.clientId)
      .setIssuer(this.settings.issuer())
      .setAudience(this.settings.audience)
      .setIssuedAt(iat)
      .setExpirationTime(iat + ACCESS_TOKEN_TTL_S)
      .setJti(randomUUID())
      .sign(key);
    return { token, expiresIn: ACCESS_TOKEN_TTL_S };
  }

  /** An OpenID Connect ID token (Core 1.0 section 2), valid as long as an access token. */
  async signIdToken(_caller: Caller, claims: IdTokenClaims): Promise<string> {
    const now = this.clock.now();
    const { kid, key } = await this.currentKey(now);
    const iat = Math.floor(now / 1000);
    // at_hash: the left half of the SHA-256 of the access token's ASCII, base64url (Core 3.1.3.6).
    const atHash = createHash('sha256').update(claims.accessToken, 'ascii').digest().subarray(0, 16);
    return new SignJWT({
      ...claims.profile,
      auth_time: Math.floor(claims.authTime.getTime() / 1000),
      at_hash: atHash.toString('base64url'),
      azp: claims.clientId,
      ...(claims.nonce ? { nonce: claims.nonce } : {}),
    })
      .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
      .setSubject(claims.userId)
      .setIssuer(this.settings.issuer())
      .setAudience(claims.clientId)
      .setIssuedAt(iat)
      .setExpirationTime(iat + ACCESS_TOKEN_TTL_S)
      .sign(key);
  }

  /** Public keys that verify tokens: the current and the next key, and recently retired ones. */
  async publicKeys(_caller: Caller): Promise<JWK[]> {
    const now = this.clock.now();
    await this.currentKey(now);
    const oldest = new Date(now - (ACCESS_TOKEN_TTL_S + RETIRED_KEY_GRACE_S) * 1000);
    const keys = await this.models.SigningKey.find({
      $or: [{ retiredAt: null }, { retiredAt: { $gt: oldest } }],
    })
      .sort({ createdAt: -1 })
      .lean<SigningKeyRecord[]>();
    return keys.map((record) => record.publicJwk as JWK);
  }

  /**
   * The published next key becomes current and a new next key is published; the previous key is retired
   * but still published until its tokens expire.
   */
  async rotate(_caller: Caller): Promise<{ kid: string; createdAt: Date }> {
    const now = new Date(this.clock.now());
    await this.currentKey(now.getTime());
    const upcoming = await this.createKey(now);
    for (let attempt = 0; attempt < 5; attempt++) {
      const state = await this.models.SigningState.findById(STATE_ID).lean<SigningStateRecord>();
      if (!state) break;
      // Guarded by the state we read: two concurrent rotations cannot both switch.
      const switched = await this.models.SigningState.updateOne(
        { _id: STATE_ID, kid: state.kid, nextKid: state.nextKid },
        { $set: { kid: state.nextKid, nextKid: upcoming._id, updatedAt: now } },
      );
      if (switched.modifiedCount === 0) continue;
      await this.models.SigningKey.updateOne(
        { _id: state.kid, retiredAt: null },
        { $set: { retiredAt: now } },
      );
      const current = await this.models.SigningKey.findById(state.nextKid).lean<SigningKeyRecord>();
      if (!current) throw new Error(`Signing key ${state.nextKid} is missing.`);
      this.current = this.mustLoad(current);
      this.currentAt = now.getTime();
      return { kid: current._id, createdAt: current.createdAt };
    }
    await this.models.SigningKey.deleteOne({ _id: upcoming._id });
    throw new Error('Could not rotate the signing key under contention; try again.');
  }

  /** Deletes keys retired long enough ago that no live token can name them. */
  async sweep(_caller: Caller): Promise<number> {
    const now = this.clock.now();
    const oldest = new Date(now - (ACCESS_TOKEN_TTL_S + RETIRED_KEY_GRACE_S) * 1000);
    const result = await this.models.SigningKey.deleteMany({ retiredAt: { $ne: null, $lt: oldest } });
    return result.deletedCount;
  }

  /** The key to sign with; looked up again after `keyRefreshMs`, so a rotation by another replica is seen. */
  private currentKey(now: number): Promise<LoadedKey> {
    if (!this.current || now - this.currentAt >= this.keyRefreshMs) {
      const loading = this.lookup(now);
      this.current = loading;
      this.currentAt = now;
      // A failed lookup must not stick: the next call tries again.
      loading.catch(() => {
        if (this.current === loading) this.current = undefined;
      });
    }
    return this.current;
  }

  private async lookup(now: number): Promise<LoadedKey> {
    for (let attempt = 0; attempt < 3; attempt++) {
      const state = await this.models.SigningState.findById(STATE_ID).lean<SigningStateRecord>();
      if (state) {
        const record = await this.models.SigningKey.findById(state.kid).lean<SigningKeyRecord>();
        const loaded = record ? await this.load(record) : null;
        if (loaded) return loaded;
        if (record) {
          await this.replaceUnreadable(state, new Date(now));
          continue;
        }
      }
      // First start: propose a current and a next key; whichever replica's insert of the state document
      // wins, everyone uses its keys.
      const [proposed, next] = [await this.createKey(new Date(now)), await this.createKey(new Date(now))];
      try {
        await this.models.SigningState.create({
          _id: STATE_ID,
          kid: proposed._id,
          nextKid: next._id,
          updatedAt: new Date(now),
        });
        return this.mustLoad(proposed);
      } catch (error) {
        if (!isDuplicateKeyError(error)) throw error;
        await this.models.SigningKey.deleteMany({ _id: { $in: [proposed._id, next._id] } });
      }
    }
    throw new Error('Could not settle on a JWT signing key.');
  }

  /**
   * The current key cannot be unsealed (AUTH_SIGNING_KEY_SECRET or GATEWAY_SECRET changed): switch to new
   * keys. Tokens it signed still verify (its public half stays published until they expire).
   */
  private async replaceUnreadable(state: SigningStateRecord, now: Date): Promise<void> {
    this.settings.logger?.warn(
      { kid: state.kid },
      'the current signing key cannot be unsealed (was AUTH_SIGNING_KEY_SECRET or GATEWAY_SECRET changed?); switching to a new key',
    );
    const [current, next] = [await this.createKey(now), await this.createKey(now)];
    const switched = await this.models.SigningState.updateOne(
      { _id: STATE_ID, kid: state.kid },
      { $set: { kid: current._id, nextKid: next._id, updatedAt: now } },
    );
    if (switched.modifiedCount === 0) {
      await this.models.SigningKey.deleteMany({ _id: { $in: [current._id, next._id] } });
      return;
    }
    await this.models.SigningKey.updateMany(
      { _id: { $in: [state.kid, state.nextKid] }, retiredAt: null },
      { $set: { retiredAt: now } },
    );
  }

  private async createKey(now: Date): Promise<SigningKeyRecord> {
    const { publicKey, privateKey } = await generateKeyPair('RS256', {
      extractable: true,
      modulusLength: 2048,
    });
    const kid = `${now.toISOString().slice(0, 10)}-${randomBase62(8)}`;
    const common = { kid, alg: 'RS256', use: 'sig' };
    const record: SigningKeyRecord = {
      _id: kid,
      sealedPrivateJwk: this.settings.box.seal(
        JSON.stringify({ ...(await exportJWK(privateKey)), ...common }),
        kid,
      ),
      publicJwk: { ...(await exportJWK(publicKey)), ...common },
      createdAt: now,
      retiredAt: null,
    };
    await this.models.SigningKey.create(record);
    return record;
  }

  private async mustLoad(record: SigningKeyRecord): Promise<LoadedKey> {
    const loaded = await this.load(record);
    if (!loaded) throw new Error(`Signing key ${record._id} cannot be unsealed.`);
    return loaded;
  }

  /** The private key, or null when it cannot be unsealed with this configuration. */
  private async load(record: SigningKeyRecord): Promise<LoadedKey | null> {
    const opened = record.sealedPrivateJwk
      ? this.settings.box.open(record.sealedPrivateJwk, record._id)
      : null;
    const jwk = opened ? (JSON.parse(opened) as JWK) : (record.privateJwk as JWK | undefined);
    if (!jwk) return null;
    const key = (await importJWK(jwk, 'RS256')) as CryptoKey;
    return { kid: record._id, key };
  }
}
