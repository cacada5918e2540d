import { Schema, type Connection, type Model } from 'mongoose';
import type { Clock } from '../../../platform/clock';
import { badInput } from '../../../platform/errors';
import { reaches } from '../../../platform/identity/access';
import type { Caller } from '../../../platform/identity/caller';
import type { Notifier } from '../../../platform/notifications';
import type { ApiKeyRecord, CredentialModels } from '../models/credentials';
import { personOf } from '../services/callers';

const DAY = 86_400_000;
/** Keys are rotated monthly: a key this old is due for rotation, and its owner is reminded once a period. */
export const ROTATION_DUE_DAYS = 30;
const MAX_AGE_DAYS = 3650;
/** Reminders one sweep sends at most; the next sweep carries on. */
const REMINDERS_PER_SWEEP = 200;

/** An account's rule for its API keys: none may work past `maxAgeDays` after its creation. */
export interface ApiKeyPolicyRecord {
  /** The account's user id. */
  _id: string;
  maxAgeDays: number | null;
  updatedAt: Date;
}

const policySchema = new Schema<ApiKeyPolicyRecord>(
  {
    _id: { type: String, required: true },
    maxAgeDays: { type: Number, default: null },
    updatedAt: { type: Date, required: true },
  },
  { collection: 'api_key_policies', versionKey: false },
);

export function keyPolicyModels(connection: Connection) {
  return {
    ApiKeyPolicy: connection.model<ApiKeyPolicyRecord>(
      'ApiKeyPolicy',
      policySchema,
    ) as Model<ApiKeyPolicyRecord>,
  };
}

export type KeyPolicyModels = ReturnType<typeof keyPolicyModels>;

export interface ApiKeyPolicyView {
  maxAgeDays: number | null;
}

/**
 * The monthly rotation of API keys: keys older than 30 days are flagged (`rotationDue`) and their owner
 * gets an in-app reminder once per 30-day period; an account may also set a maximum key age, after which
 * its keys stop working (the gateway refuses them with API_KEY_EXPIRED).
 */
export class ApiKeyPolicyService {
  constructor(
    private readonly models: KeyPolicyModels & Pick<CredentialModels, 'ApiKey'>,
    private readonly notifier: Notifier,
    private readonly clock: Clock,
  ) {}

  /** The policy of an account within reach, or null (other people's accounts). */
  async get(caller: Caller, userId: string): Promise<ApiKeyPolicyView | null> {
    if (!reaches(caller.reach.read, userId)) return null;
    return { maxAgeDays: await this.maxAgeOf(userId) };
  }

  /** Sets (1-3650 days) or clears (null) the caller's own maximum key age; it applies to existing keys too. */
  async set(caller: Caller, maxAgeDays: number | null | undefined): Promise<ApiKeyPolicyView> {
    const userId = personOf(caller);
    if (maxAgeDays != null && (!Number.isInteger(maxAgeDays) || maxAgeDays < 1 || maxAgeDays > MAX_AGE_DAYS))
      throw badInput('maxAgeDays', `A maximum key age is 1 to ${MAX_AGE_DAYS} days.`, 'OUT_OF_RANGE');
    await this.models.ApiKeyPolicy.updateOne(
      { _id: userId },
      { $set: { maxAgeDays: maxAgeDays ?? null, updatedAt: new Date(this.clock.now()) } },
      { upsert: true },
    );
    return { maxAgeDays: maxAgeDays ?? null };
  }

  async maxAgeOf(userId: string): Promise<number | null> {
    const policy = await this.models.ApiKeyPolicy.findById(userId).lean<ApiKeyPolicyRecord>();
    return policy?.maxAgeDays ?? null;
  }

  /** When the owner's policy ends a key; null without a policy. */
  maxAgeExpiry(key: Pick<ApiKeyRecord, 'createdAt'>, maxAgeDays: number | null): Date | null {
    return maxAgeDays == null ? null : new Date(new Date(key.createdAt).getTime() + maxAgeDays * DAY);
  }

  rotationDue(key: Pick<ApiKeyRecord, 'createdAt'>): boolean {
    return new Date(key.createdAt).getTime() <= this.clock.now() - ROTATION_DUE_DAYS * DAY;
  }

  /**
   * Reminds owners of keys due for rotation, at most once per key per 30-day period: each key is claimed
   * by one guarded update before its message goes out, so concurrent sweeps never remind twice.
   */
  async remindRotations(_caller: Caller): Promise<number> {
    const now = this.clock.now();
    const due = new Date(now - ROTATION_DUE_DAYS * DAY);
    const keys = await this.models.ApiKey.find({
      createdAt: { $lte: due },
      isActive: true,
      revokedAt: null,
      // Keys already rotated out are on their way out; their successor is the one to remind about.
      expiresAt: null,
      $or: [{ rotationRemindedAt: null }, { rotationRemindedAt: { $lte: due } }],
    })
      .limit(REMINDERS_PER_SWEEP)
      .lean<ApiKeyRecord[]>();
    let sent = 0;
    for (const key of keys) {
      const claimed = await this.models.ApiKey.updateOne(
        { _id: key._id, rotationRemindedAt: key.rotationRemindedAt ?? null },
        { $set: { rotationRemindedAt: new Date(now) } },
      );
      if (!claimed.modifiedCount) continue;
      const days = Math.floor((now - new Date(key.createdAt).getTime()) / DAY);
      await this.notifier.send({
        channel: 'in-app',
        to: key.userId,
        userId: key.userId,
        kind: 'api-key-rotation-due',
        category: 'transactional',
        subject: `Time to rotate your API key "${key.name}"`,
        text: `Your API key "${key.name}" (${key.hint}) is ${days} days old. Keys are rotated monthly: rotate it in the developer portal, switch your deployments to the new key within the overlap, and the old one stops working.`,
        data: { keyId: key._id, ageDays: days },
        idempotencyKey: `api-key-rotation:${key._id}:${now}`,
      });
      sent++;
    }
    return sent;
  }
}
