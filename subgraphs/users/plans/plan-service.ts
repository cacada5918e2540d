import { randomUUID } from 'node:crypto';
import type { Clock } from '../../../platform/clock';
import type { Config } from '../../../platform/config';
import { appError, badInput, isDuplicateKeyError } from '../../../platform/errors';
import type { RateTier } from '../../../platform/identity';
import { ownerFilter } from '../../../platform/identity/access';
import type { Caller } from '../../../platform/identity/caller';
import type { CredentialModels } from '../models/credentials';
import { personOf } from '../services/callers';
import type { PlanChangeRecord, PlanChangeStatusValue, PlanModels } from './model';

export interface PlanView {
  tier: RateTier;
  name: string;
  /** Null: unlimited. */
  requestsPerMinute: number | null;
  description: string;
}

export interface PlanChangeFields {
  keyId: string;
  tier: RateTier;
  note?: string | null;
}

const MAX_TEXT = 500;
const TIERS: readonly RateTier[] = ['basic', 'professional', 'enterprise'];

function text(field: string, value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  if (!trimmed) return null;
  if (trimmed.length > MAX_TEXT) throw badInput(field, `At most ${MAX_TEXT} characters.`, 'TOO_LONG');
  return trimmed;
}

/**
 * Plans (the rate-limit tiers an API key is on) and requests to change them: a developer asks, an admin
 * approves or refuses, and the history stays. Approval changes the key's tier in place (same key, same
 * id, same rate-limit budget key), so nothing is re-issued; the gateway that carried the decision forgets
 * its cached key checks at once, the others within AUTH_CACHE_TTL_MS.
 */
export class PlanService {
  constructor(
    private readonly models: PlanModels & Pick<CredentialModels, 'ApiKey'>,
    private readonly limits: Config['rateLimits'],
    private readonly clock: Clock,
  ) {}

  /** The figures the gateway's rate limiter enforces, read from the same configuration. */
  plans(): PlanView[] {
    const { perMinute, keyPerSecond } = this.limits;
    const burst = (tierLimit: number) => Math.max(keyPerSecond, Math.ceil(tierLimit / 60));
    return TIERS.map((tier) => {
      switch (tier) {
        case 'basic':
        case 'professional':
          return {
            tier,
            name: tier === 'basic' ? 'Basic' : 'Professional',
            requestsPerMinute: perMinute[tier],
            description: `${perMinute[tier].toLocaleString('en')} requests per minute per key, at most ${burst(perMinute[tier]).toLocaleString('en')} in any second.`,
          };
        case 'enterprise':
          return { tier, name: 'Enterprise', requestsPerMinute: null, description: 'No request limit.' };
        default: {
          const exhaustive: never = tier;
          return exhaustive;
        }
      }
    });
  }

  /** Asks for a key (the caller's own; admins: anyone's) to move to another plan; one pending request per key. */
  async request(caller: Caller, input: PlanChangeFields): Promise<PlanChangeRecord> {
    const now = new Date(this.clock.now());
    const key = await this.models.ApiKey.findOne({
      _id: input.keyId,
      ...ownerFilter(caller.reach.write),
      revokedAt: null,
      $or: [{ expiresAt: null }, { expiresAt: { $gt: now } }],
    }).lean();
    if (!key)
      throw appError('API_KEY_NOT_FOUND', `No API key with id "${input.keyId}".`, { id: input.keyId });
    if (key.tier === input.tier)
      throw badInput('tier', `The key is already on the ${input.tier} plan.`, 'NOT_ALLOWED');
    const record: PlanChangeRecord = {
      _id: randomUUID(),
      keyId: key._id,
      userId: key.userId,
      keyName: key.name,
      fromTier: key.tier,
      toTier: input.tier,
      status: 'pending',
      note: text('note', input.note),
      pendingFor: key._id,
      requestedAt: now,
      decidedAt: null,
      decidedBy: null,
      reason: null,
    };
    try {
      await this.models.PlanChange.create(record);
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
      const pending = await this.models.PlanChange.findOne({ pendingFor: key._id }).lean<PlanChangeRecord>();
      throw appError('PLAN_CHANGE_PENDING', 'This key already has a pending plan change request.', {
        requestId: pending?._id ?? null,
      });
    }
    return record;
  }

  /** Requests, newest first: the caller's own; staff see everyone's. */
  list(caller: Caller, filter: { status?: PlanChangeStatusValue | null } = {}): Promise<PlanChangeRecord[]> {
    return this.models.PlanChange.find({
      ...ownerFilter(caller.reach.read),
      ...(filter.status ? { status: filter.status } : {}),
    })
      .sort({ requestedAt: -1 })
      .limit(200)
      .lean<PlanChangeRecord[]>();
  }

  /** Admins: approves (the key moves to the plan at once) or refuses a pending request. */
  async decide(
    caller: Caller,
    id: string,
    approve: boolean,
    reason?: string | null,
  ): Promise<PlanChangeRecord> {
    const decided = await this.close(caller, id, ownerFilter(caller.reach.write), {
      status: approve ? 'approved' : 'refused',
      reason: text('reason', reason),
    });
    if (!approve) return decided;
    const now = new Date(this.clock.now());
    const moved = await this.models.ApiKey.updateOne(
      { _id: decided.keyId, revokedAt: null, $or: [{ expiresAt: null }, { expiresAt: { $gt: now } }] },
      { $set: { tier: decided.toTier, updatedAt: now } },
    );
    if (moved.matchedCount) return decided;
    // The key was revoked or rotated out while the request waited: there is nothing left to move.
    const cancelled = await this.models.PlanChange.findOneAndUpdate(
      { _id: decided._id, status: 'approved' },
      {
        $set: { status: 'cancelled', reason: 'The API key was revoked or rotated out before the decision.' },
      },
      { returnDocument: 'after' },
    ).lean<PlanChangeRecord>();
    return cancelled ?? decided;
  }

  /** The owner withdraws a pending request. */
  cancel(caller: Caller, id: string): Promise<PlanChangeRecord> {
    return this.close(caller, id, { userId: personOf(caller) }, { status: 'cancelled', reason: null });
  }

  /** One atomic step from pending to a decision, so two decisions cannot both win. */
  private async close(
    caller: Caller,
    id: string,
    reach: Record<string, unknown>,
    outcome: { status: PlanChangeStatusValue; reason: string | null },
  ): Promise<PlanChangeRecord> {
    const closed = await this.models.PlanChange.findOneAndUpdate(
      { _id: id, ...reach, status: 'pending' },
      {
        $set: { ...outcome, decidedAt: new Date(this.clock.now()), decidedBy: caller.person },
        $unset: { pendingFor: 1 },
      },
      { returnDocument: 'after' },
    ).lean<PlanChangeRecord>();
    if (closed) return closed;
    const existing = await this.models.PlanChange.findOne({ _id: id, ...reach }).lean<PlanChangeRecord>();
    if (!existing) throw appError('PLAN_CHANGE_NOT_FOUND', `No plan change request with id "${id}".`, { id });
    throw appError('PLAN_CHANGE_DECIDED', `The request was already ${existing.status}.`, {
      status: existing.status,
    });
  }
}
