import { randomUUID } from 'node:crypto';
import type { Clock } from '../../../platform/clock';
import { appError, badInput, isDuplicateKeyError } from '../../../platform/errors';
import type { RateTier, Role } from '../../../platform/identity';
import { delegableScopes, isScope, ownerFilter } from '../../../platform/identity/access';
import type { Caller } from '../../../platform/identity/caller';
import { randomBase62, sha256 } from '../../../platform/identity/secrets';
import type { ApiKeyRecord, ApiKeyTypeValue, CredentialModels } from '../models/credentials';
import { isAdmin, ownerOrSelf, personOf } from './callers';
import type { ActiveRoles } from './user-service';

/** Keys read `sk_live_` (secret) or `pk_live_` (public) followed by 32 random characters. */
export const API_KEY_PREFIX: Record<ApiKeyTypeValue, string> = { secret: 'sk_live_', public: 'pk_live_' };
const KEY_RANDOM_LENGTH = 32;
/** Keys are rotated monthly, so a rotated-out key never needs to outlive its successor by more than 30 days. */
const MAX_OVERLAP_S = 30 * 24 * 3600;
/** How long a rotated-out key keeps working when the rotation names no overlap: a day to redeploy. */
export const DEFAULT_OVERLAP_S = 86_400;

export interface CreateApiKeyFields {
  name: string;
  type?: ApiKeyTypeValue | null;
  scopes?: readonly string[] | null;
  tier?: RateTier | null;
}

export interface UpdateApiKeyFields {
  name?: string | null;
  isActive?: boolean | null;
  tier?: RateTier | null;
}

/** What the gateway learns from a valid key: enough to build the caller's identity. */
export interface ApiKeyGrantValue {
  keyId: string;
  userId: string;
  roles: Role[];
  scopes: string[];
  tier: RateTier;
  type: ApiKeyTypeValue;
  expiresAt: Date | null;
  /** When the owner's maximum key age ends the key (it is refused as API_KEY_EXPIRED then); null: never. */
  maxAgeExpiresAt: Date | null;
}

/** The owner's maximum key age in days, or null (see ApiKeyPolicyService). */
export type MaxKeyAge = (userId: string) => Promise<number | null>;

const DAY_MS = 86_400_000;

function validName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw badInput('name', 'A key needs a name.', 'REQUIRED');
  if (trimmed.length > 100) throw badInput('name', 'Key names are at most 100 characters.', 'TOO_LONG');
  return trimmed;
}

/**
 * Secret keys carry delegable scopes the creator holds; public keys (`pk_live_`) identify an app on
 * public catalog operations only, so they carry no scope at all.
 */
function validScopes(
  type: ApiKeyTypeValue,
  requested: readonly string[] | null | undefined,
  creatorScopes: readonly string[],
): string[] {
  if (type === 'public') {
    if (requested?.length)
      throw badInput(
        'scopes',
        'Public keys (pk_live_) carry no scopes: they are for public catalog use.',
        'NOT_ALLOWED',
      );
    return [];
  }
  const scopes = [...new Set(requested ?? ['read'])];
  for (const scope of scopes) {
    if (!isScope(scope) || !delegableScopes.includes(scope)) {
      throw badInput(
        'scopes',
        `"${scope}" cannot be given to an API key (allowed: ${delegableScopes.join(', ')}).`,
        'NOT_ALLOWED',
      );
    }
    if (!creatorScopes.includes(scope))
      throw badInput('scopes', `You cannot give a key the "${scope}" scope you do not hold.`, 'NOT_ALLOWED');
  }
  return scopes;
}

/**
 * A key's rate-limit tier is a commercial decision, not its owner's: only an admin sets or changes it.
 * Everyone else's keys are BASIC; asking for another tier (or any change of tier) is refused by name.
 */
function allowedTier(
  requested: RateTier | null | undefined,
  mayChooseTier: boolean,
  creating: boolean,
): RateTier | undefined {
  if (requested == null) return creating ? 'basic' : undefined;
  if (mayChooseTier || (creating && requested === 'basic')) return requested;
  throw appError('FORBIDDEN', 'Only an admin may set or change the rate-limit tier of an API key.', {
    field: 'tier',
  });
}

const usable = (now: Date) => ({
  isActive: true,
  revokedAt: null,
  $or: [{ expiresAt: null }, { expiresAt: { $gt: now } }],
});
const listed = (now: Date) => ({ $or: [{ expiresAt: null }, { expiresAt: { $gt: now } }] });

export class ApiKeyService {
  constructor(
    private readonly models: CredentialModels,
    /** Roles of an active owner, or null when the owner is inactive or deleted (its keys then fail). */
    private readonly activeOwnerRoles: ActiveRoles,
    private readonly clock: Clock,
    private readonly maxAgeOf: MaxKeyAge = async () => null,
  ) {}

  private now(): Date {
    return new Date(this.clock.now());
  }

  /**
   * A key for the caller, carrying at most the scopes the caller holds. Only admins choose the tier;
   * everyone else's keys are BASIC.
   */
  async create(caller: Caller, input: CreateApiKeyFields): Promise<{ apiKey: ApiKeyRecord; key: string }> {
    const type = input.type ?? 'secret';
    return this.insert({
      userId: personOf(caller),
      name: validName(input.name),
      type,
      scopes: validScopes(type, input.scopes, caller.scopes),
      tier: allowedTier(input.tier, isAdmin(caller), true)!,
    });
  }

  /** Keys within reach, newest first: the caller's own unless they name an owner. */
  list(caller: Caller, filter: { userId?: string | null } = {}): Promise<ApiKeyRecord[]> {
    const owner = ownerOrSelf(caller, filter.userId);
    return this.models.ApiKey.find({ ...ownerFilter(caller.reach.read, owner), ...listed(this.now()) })
      .sort({ createdAt: -1 })
      .limit(200)
      .lean<ApiKeyRecord[]>();
  }

  /** A key within reach, or null (other people's keys look exactly like missing ones). */
  get(caller: Caller, id: string): Promise<ApiKeyRecord | null> {
    return this.models.ApiKey.findOne({
      _id: id,
      ...ownerFilter(caller.reach.read),
      ...listed(this.now()),
    }).lean<ApiKeyRecord>();
  }

  async update(caller: Caller, id: string, input: UpdateApiKeyFields): Promise<ApiKeyRecord> {
    const set: Partial<ApiKeyRecord> = {};
    const tier = allowedTier(input.tier, isAdmin(caller), false);
    if (input.name != null) set.name = validName(input.name);
    if (input.isActive != null) set.isActive = input.isActive;
    // The key keeps its id, so its rate-limit budget carries over to the new tier.
    if (tier) set.tier = tier;
    // A revoked key stays revoked: reactivation applies to keys that were only switched off.
    const guard = input.isActive ? { revokedAt: null } : {};
    const updated = await this.models.ApiKey.findOneAndUpdate(
      { _id: id, ...ownerFilter(caller.reach.write), ...listed(this.now()), ...guard },
      { $set: set },
      { returnDocument: 'after' },
    ).lean<ApiKeyRecord>();
    if (!updated) throw notFound(id);
    return updated;
  }

  async revoke(caller: Caller, id: string): Promise<boolean> {
    const now = this.now();
    const result = await this.models.ApiKey.updateOne(
      { _id: id, ...ownerFilter(caller.reach.write), ...listed(now), revokedAt: null },
      { $set: { isActive: false, revokedAt: now } },
    );
    if (result.matchedCount === 0) throw notFound(id);
    return true;
  }

  /**
   * Issues a new key with the same name, type, scopes and tier; the old one keeps working for
   * `overlapSeconds` (default a day, so deployments can switch over) and then fails validation.
   */
  async rotate(
    caller: Caller,
    id: string,
    options: { overlapSeconds?: number | null } = {},
  ): Promise<{ apiKey: ApiKeyRecord; key: string }> {
    const overlapSeconds = options.overlapSeconds ?? DEFAULT_OVERLAP_S;
    if (!Number.isInteger(overlapSeconds) || overlapSeconds < 0 || overlapSeconds > MAX_OVERLAP_S) {
      throw badInput('overlapSeconds', `The overlap is 0 to ${MAX_OVERLAP_S} seconds.`, 'OUT_OF_RANGE');
    }
    const now = this.now();
    const expiresAt = new Date(now.getTime() + overlapSeconds * 1000);
    // One atomic step decides the rotation, so two concurrent rotations cannot both succeed.
    const old = await this.models.ApiKey.findOneAndUpdate(
      {
        _id: id,
        ...ownerFilter(caller.reach.write),
        ...usable(now),
        $and: [{ $or: [{ expiresAt: null }, { expiresAt: { $gt: expiresAt } }] }],
      },
      { $set: { expiresAt } },
      { returnDocument: 'before' },
    ).lean<ApiKeyRecord>();
    if (!old) throw notFound(id);
    return this.insert({
      userId: old.userId,
      name: old.name,
      type: old.type,
      scopes: old.scopes,
      tier: old.tier,
    });
  }

  /**
   * Validates a presented key by its hash and stamps `last_used` in the same atomic update. The gateway
   * caches the answer, so this runs once per key per cache period, not per request.
   */
  async validate(caller: Caller, keyHash: string): Promise<ApiKeyGrantValue | null> {
    const now = this.now();
    const key = await this.models.ApiKey.findOneAndUpdate(
      { keyHash, ...usable(now) },
      { $set: { lastUsed: now } },
      { returnDocument: 'after' },
    ).lean<ApiKeyRecord>();
    if (!key) return null;
    const [roles, maxAgeDays] = await Promise.all([
      this.activeOwnerRoles(caller, key.userId),
      this.maxAgeOf(key.userId),
    ]);
    if (!roles) return null;
    return {
      // Answered even when past: the gateway then says why the key no longer works.
      maxAgeExpiresAt:
        maxAgeDays == null ? null : new Date(new Date(key.createdAt).getTime() + maxAgeDays * DAY_MS),
      keyId: key._id,
      userId: key.userId,
      roles,
      scopes: key.scopes,
      tier: key.tier,
      type: key.type,
      expiresAt: key.expiresAt,
    };
  }

  /** The gateway's batched `last_used` for keys answered from its cache; one write for all of them. */
  async touch(_caller: Caller, ids: readonly string[]): Promise<number> {
    if (!ids.length) return 0;
    const at = this.now();
    const result = await this.models.ApiKey.updateMany(
      { _id: { $in: ids }, $or: [{ lastUsed: null }, { lastUsed: { $lt: at } }] },
      { $set: { lastUsed: at } },
    );
    return result.modifiedCount;
  }

  /** A closed account's keys stop working for good. */
  async revokeAllOf(_caller: Caller, userId: string): Promise<number> {
    const result = await this.models.ApiKey.updateMany(
      { userId, revokedAt: null },
      { $set: { isActive: false, revokedAt: this.now() } },
    );
    return result.modifiedCount;
  }

  /** Deletes rotated-out keys whose overlap has ended. */
  async sweep(_caller: Caller): Promise<number> {
    const result = await this.models.ApiKey.deleteMany({ expiresAt: { $ne: null, $lt: this.now() } });
    return result.deletedCount;
  }

  private async insert(
    fields: Pick<ApiKeyRecord, 'userId' | 'name' | 'type' | 'scopes' | 'tier'>,
  ): Promise<{ apiKey: ApiKeyRecord; key: string }> {
    const now = this.now();
    for (let attempt = 0; attempt < 3; attempt++) {
      const random = randomBase62(KEY_RANDOM_LENGTH);
      const key = `${API_KEY_PREFIX[fields.type]}${random}`;
      const record: ApiKeyRecord = {
        _id: randomUUID(),
        ...fields,
        hint: `${API_KEY_PREFIX[fields.type]}${random.slice(0, 4)}…${random.slice(-4)}`,
        keyHash: sha256(key),
        isActive: true,
        lastUsed: null,
        expiresAt: null,
        revokedAt: null,
        createdAt: now,
        updatedAt: now,
      };
      try {
        await this.models.ApiKey.create(record);
        return { apiKey: record, key };
      } catch (error) {
        // 190 random bits colliding is not expected; the unique index still has the last word.
        if (!isDuplicateKeyError(error)) throw error;
      }
    }
    throw appError('INTERNAL_SERVER_ERROR', 'Could not generate a unique API key.');
  }
}

function notFound(id: string) {
  return appError('API_KEY_NOT_FOUND', `No API key with id "${id}".`, { id });
}
