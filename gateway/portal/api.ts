import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendError, sendJson } from '../../platform/http';
import type { Route } from '../../platform/http/router';
import type { RateTier } from '../../platform/identity';
import { rolesOf } from '../../platform/identity/access';
import { gql } from '../__generated__';
import { BEARER_CHALLENGE, httpRequestOf, type Edge, type OperationError } from '../edge';
import type { HealthChecker } from '../health';
import type { SubgraphSource } from '../datasource';
import type { RateLimiter } from '../traffic/ratelimit';
import type { CircuitState } from '../traffic/resilience/breaker';
import type { GatewayContext } from '../context';

const OWN_KEYS = gql(`query PortalQuotaKeys { apiKeys { id name tier isActive revoked expiresAt } }`);
const PENDING_PLAN_CHANGES = gql(
  `query PortalPendingPlanChanges { planChangeRequests(status: PENDING) { id } }`,
);

const TIER_OF = { BASIC: 'basic', PROFESSIONAL: 'professional', ENTERPRISE: 'enterprise' } as const;

export interface PortalApiOptions {
  edge: Edge;
  /** Undefined while rate limits are off (RATE_LIMITS=false): no key has a quota then. */
  limiter: RateLimiter | undefined;
  health: HealthChecker;
  sources: ReadonlyMap<string, SubgraphSource>;
}

const breakerOf = (state: Readonly<CircuitState>): 'closed' | 'open' | 'half-open' => state.kind;

/**
 * JSON the portal and the console read beside GraphQL, for what only the gateway knows: the live rate
 * limiter's budgets and the subgraph instances with their circuit breakers. Callers enter through the
 * edge like every face (the same credential check, so the portal's session works here too, and the same
 * rate limits); keys are listed through the supergraph as the caller, so the users service decides whose
 * keys those are.
 */
export function portalApiRoutes(options: PortalApiOptions): Route[] {
  const { edge } = options;

  async function enter(
    req: IncomingMessage,
    res: ServerResponse,
    path: string,
  ): Promise<GatewayContext | null> {
    const entry = await edge.enter(httpRequestOf(req, res, 'http', `GET ${path}`));
    if (entry.kind === 'refused') {
      sendError(res, entry.refusal.code, entry.refusal.message, {
        ...entry.refusal.headers,
        'cache-control': 'no-store',
      });
      return null;
    }
    for (const [name, value] of Object.entries(entry.headers)) res.setHeader(name, value);
    if (entry.identity.kind === 'anonymous') {
      sendError(
        res,
        'UNAUTHENTICATED',
        `${path} needs a credential (a session, a bearer token or an API key).`,
        {
          'www-authenticate': BEARER_CHALLENGE,
          'cache-control': 'no-store',
        },
      );
      return null;
    }
    return entry.context;
  }

  const failed = (res: ServerResponse, error: OperationError) =>
    sendError(res, error.code, error.message, { 'cache-control': 'no-store' });

  const quotas: Route = {
    methods: ['GET'],
    path: '/portal/api/quotas',
    handler: async (req, res) => {
      const context = await enter(req, res, '/portal/api/quotas');
      if (!context) return;
      const listed = await edge.execute(context, { document: OWN_KEYS });
      if (listed.kind === 'error') return failed(res, listed.error);
      const now = Date.now();
      const usable = listed.data.apiKeys.filter(
        (key) => key.isActive && !key.revoked && (!key.expiresAt || Date.parse(String(key.expiresAt)) > now),
      );
      const keys = await Promise.all(
        usable.map(async (key) => {
          const tier: RateTier = TIER_OF[key.tier];
          const quota = options.limiter ? await options.limiter.quota(key.id, tier) : null;
          return {
            keyId: key.id,
            name: key.name,
            tier: key.tier,
            // Null: no per-minute budget (enterprise keys, or rate limits switched off).
            limit: quota?.limit ?? null,
            used: quota?.used ?? null,
            remaining: quota?.remaining ?? null,
            resetAt: quota?.resetAt.toISOString() ?? null,
          };
        }),
      );
      sendJson(res, 200, { keys }, { 'cache-control': 'no-store' });
    },
  };

  const health: Route = {
    methods: ['GET'],
    path: '/portal/api/operator/health',
    handler: async (req, res) => {
      const context = await enter(req, res, '/portal/api/operator/health');
      if (!context) return;
      const roles = rolesOf(context.identity);
      if (!roles.some((role) => role === 'admin' || role === 'support' || role === 'read-only')) {
        sendError(res, 'FORBIDDEN', 'The operator console is for staff.', { 'cache-control': 'no-store' });
        return;
      }
      const [report, pending] = await Promise.all([
        options.health.check(),
        edge.execute(context, { document: PENDING_PLAN_CHANGES }),
      ]);
      const subgraphs = [...options.sources].map(([name, source]) => ({
        name,
        instances: source.instances.map((instance) => ({
          url: instance.url,
          up: report.subgraphs[name]?.instances.find((probed) => probed.url === instance.url)?.ok ?? false,
          breaker: breakerOf(instance.breaker.current),
        })),
      }));
      sendJson(
        res,
        200,
        {
          status: report.status,
          subgraphs,
          // Null where the caller may not read them (read-only accounts hold no account scope).
          pendingPlanChanges: pending.kind === 'data' ? pending.data.planChangeRequests.length : null,
        },
        { 'cache-control': 'no-store' },
      );
    },
  };

  return [quotas, health];
}
