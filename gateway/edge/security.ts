import type { Identity } from '../../platform/identity';

/**
 * The credential a route requires, declared per route (the REST table, the route file) and enforced by the
 * edge after the credential check and before admission, so a request without it never spends a budget:
 * - `apiKey`: an API key (`x-api-key`, or `Authorization: Bearer sk_...`);
 * - `bearer`: a bearer token that is not an API key: a JWT from login or OAuth (a person or an application);
 * - `any`: either of the two ("both" in the route file's words: whichever the caller has);
 * - `none`: no credential needed (one that is sent is still verified and used).
 */
export type RouteSecurity = 'apiKey' | 'bearer' | 'any' | 'none';

export const routeSecurities: readonly RouteSecurity[] = ['apiKey', 'bearer', 'any', 'none'];

/** Whether a verified caller meets a route's requirement. */
export function meetsSecurity(identity: Identity, security: RouteSecurity): boolean {
  switch (security) {
    case 'none':
      return true;
    case 'any':
      return identity.kind !== 'anonymous';
    case 'apiKey':
      return identity.kind === 'apiKey';
    case 'bearer':
      return identity.kind === 'user' || identity.kind === 'client' || identity.kind === 'service';
    default: {
      const exhaustive: never = security;
      return exhaustive;
    }
  }
}

/** What a refused caller reads: which credential the route takes. */
export function securityMessage(security: Exclude<RouteSecurity, 'none'>): string {
  switch (security) {
    case 'any':
      return 'This route needs a credential: Authorization: Bearer <token or API key>, or x-api-key.';
    case 'apiKey':
      return 'This route needs an API key: x-api-key, or Authorization: Bearer <API key>.';
    case 'bearer':
      return 'This route needs a bearer token (an access token from login or OAuth): Authorization: Bearer <token>.';
    default: {
      const exhaustive: never = security;
      return exhaustive;
    }
  }
}
