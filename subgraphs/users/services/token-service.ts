import { randomUUID } from 'node:crypto';
import { SignJWT, exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK } from 'jose';
import { systemClock, type Clock } from '../../../platform/clock';
import { isDuplicateKeyError } from '../../../platform/errors';
import type { Role } from '../../../platform/identity';
import type { Caller } from '../../../platform/identity/caller';
import { randomBase62 } from '../../../platform/identity/secrets';
import type { CredentialModels, SigningKeyRecord, SigningStateRecord } from '../models/credentials';

/** Access tokens (JWTs) live one hour; refresh tokens renew them. */
export const ACCESS_TOKEN_TTL_S = 3600;
/** A retired key stays published this long after its last token can have expired (clock skew, caches). */
const RETIRED_KEY_GRACE_S = 300;
const STATE_ID = 'current';

export interface TokenSettings {
  /** The `iss` of every token; read at signing time (the gateway's address may be known only after it listens). */
  issuer: () => string;
  audience: string;
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
  | { kind: 'client'; clientId: string; ownerId: string; scopes: readonly string[] };

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

  /** Makes sure a current key exists (first start of a deployment); safe when replicas race. */
  async ensureKey(_caller: Caller): Promise<string> {
    return (await this.currentKey(this.clock.now())).kid;
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
      this.current = this.load(current);
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
        if (record) return this.load(record);
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
        return this.load(proposed);
      } catch (error) {
        if (!isDuplicateKeyError(error)) throw error;
        await this.models.SigningKey.deleteMany({ _id: { $in: [proposed._id, next._id] } });
      }
    }
    throw new Error('Could not settle on a JWT signing key.');
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
      privateJwk: { ...(await exportJWK(privateKey)), ...common },
      publicJwk: { ...(await exportJWK(publicKey)), ...common },
      createdAt: now,
      retiredAt: null,
    };
    await this.models.SigningKey.create(record);
    return record;
  }

  private async load(record: SigningKeyRecord): Promise<LoadedKey> {
    const key = (await importJWK(record.privateJwk as JWK, 'RS256')) as CryptoKey;
    return { kid: record._id, key };
  }
}
