import type { Config } from '../../../platform/config';
import type { Identity, RateTier } from '../../../platform/identity';

/** One budget a request spends from: `limit` requests per `windowMs`, kept under `key`. */
export interface LimitRule {
  /**
   * Which budget this is: a key's tier per minute, a key per second, a person, a service, an address
   * (logs, metrics and the 429 message).
   */
  name: 'key-tier' | 'key-burst' | 'user' | 'service' | 'anonymous';
  key: string;
  limit: number;
  windowMs: number;
}

const MINUTE = 60_000;
const SECOND = 1_000;

/** An API key's per-minute budget on its tier; null for enterprise keys, which have none. */
export function keyTierRule(keyId: string, tier: RateTier, limits: Config['rateLimits']): LimitRule | null {
  if (tier === 'enterprise') return null;
  return { name: 'key-tier', key: `key:${keyId}:m`, limit: limits.perMinute[tier], windowMs: MINUTE };
}

/**
 * Which budgets a caller spends from; a request must fit in all of them.
 *
 * - API keys: the tier's per-minute budget and the commerce platform's per-second burst guard, whose
 *   figure is raised to the tier's own average rate where that is higher, so the guard never makes a tier's
 *   advertised per-minute figure unreachable (basic: 1000/min and 100/s; professional: 10000/min and 167/s).
 *   Enterprise keys are unlimited: no budget at all.
 * - People with a token (JWT, also through an OAuth application): the per-user 100/min. Their API keys
 *   have budgets of their own; the two never share.
 * - Services: OAuth applications acting for themselves (client_credentials) and internal services, 5000/min.
 * - Anonymous callers: per client address, at the per-user figure.
 */
export function rulesFor(identity: Identity, limits: Config['rateLimits']): LimitRule[] {
  const perMinute = limits.perMinute;
  switch (identity.kind) {
    case 'apiKey': {
      const tierRule = keyTierRule(identity.keyId, identity.tier, limits);
      if (!tierRule) return [];
      const tierLimit = tierRule.limit;
      return [
        tierRule,
        {
          name: 'key-burst',
          key: `key:${identity.keyId}:s`,
          limit: Math.max(limits.keyPerSecond, Math.ceil(tierLimit / 60)),
          windowMs: SECOND,
        },
      ];
    }
    case 'user':
      return [{ name: 'user', key: `user:${identity.userId}`, limit: perMinute.user, windowMs: MINUTE }];
    case 'client':
      return [
        { name: 'service', key: `client:${identity.clientId}`, limit: perMinute.service, windowMs: MINUTE },
      ];
    case 'service':
      return [
        { name: 'service', key: `service:${identity.service}`, limit: perMinute.service, windowMs: MINUTE },
      ];
    case 'anonymous':
      return [
        {
          name: 'anonymous',
          key: `anon:${identity.ip ?? 'unknown'}`,
          limit: perMinute.anonymous,
          windowMs: MINUTE,
        },
      ];
    default: {
      const exhaustive: never = identity;
      return exhaustive;
    }
  }
}
