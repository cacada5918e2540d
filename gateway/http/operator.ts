import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { sendError } from '../../platform/http';
import { clientAddressOf } from '../../platform/http/client-address';
import type { Route } from '../../platform/http/router';
import { isStaff, rolesOf } from '../../platform/identity/access';
import type { Auth } from '../auth';
import { BEARER_CHALLENGE } from '../edge';

/** Who may read the gateway's operational routes (/metrics, /health's details) in production. */
export type OperatorLevel = 'scraper' | 'admin' | 'staff' | 'other' | 'none';

export interface OperatorOptions {
  /** Outside production, every caller is an operator: development and tests read them freely. */
  production: boolean;
  /** METRICS_TOKEN: what a scraper sends as `Authorization: Bearer <token>`. */
  token?: string;
  identify: Auth['identify'];
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Which operator a request speaks for. Outside production everyone is `scraper` (full access). In
 * production: the METRICS_TOKEN bearer (compared in constant time), else the credential's roles through the
 * gateway's own verifier; `none` without a valid credential.
 */
export function operatorLevel(options: OperatorOptions): (req: IncomingMessage) => Promise<OperatorLevel> {
  const token = options.token ? digest(options.token) : undefined;
  return async (req) => {
    if (!options.production) return 'scraper';
    const bearer = /^Bearer[ ]+(\S+)\s*$/i.exec(req.headers.authorization ?? '')?.[1];
    if (token && bearer && timingSafeEqual(digest(bearer), token)) return 'scraper';
    const verification = await options.identify(req.headers, { ip: clientAddressOf(req) });
    if (verification.kind === 'rejected' || verification.identity.kind === 'anonymous') return 'none';
    const roles = rolesOf(verification.identity);
    return roles.includes('admin') ? 'admin' : isStaff(roles) ? 'staff' : 'other';
  };
}

/**
 * /metrics for the METRICS_TOKEN scraper and admins only (in production): internal figures (subgraph
 * instances, error codes, per-route volumes) are reconnaissance to anyone else. 401 without a valid
 * credential, 403 with another one.
 */
export function operatorsOnly(
  route: Route,
  levelOf: (req: IncomingMessage) => Promise<OperatorLevel>,
): Route {
  return {
    ...route,
    handler: async (req, res, params) => {
      const level = await levelOf(req);
      switch (level) {
        case 'scraper':
        case 'admin':
          return route.handler(req, res, params);
        case 'none':
          sendError(
            res,
            'UNAUTHENTICATED',
            `${route.path} needs the metrics token or an admin's credential.`,
            {
              'www-authenticate': BEARER_CHALLENGE,
              'cache-control': 'no-store',
            },
          );
          return;
        case 'staff':
        case 'other':
          sendError(res, 'FORBIDDEN', `${route.path} is for admins and the metrics scraper.`, {
            'cache-control': 'no-store',
          });
          return;
        default: {
          const exhaustive: never = level;
          return exhaustive;
        }
      }
    },
  };
}
