import type { Identity, Role } from '.';

/**
 * The scope catalogue: every scope a credential can carry, defined and documented here only.
 * REQ-AUTH-4 names `read` and `write`; `account` is ours, so that a leaked API key or a third-party OAuth
 * token can never mint more credentials.
 */
export const scopeCatalogue = {
  read: 'Read your own account and orders (staff: everyone’s), and everything public.',
  write: 'Change your own account, place and change your own orders (admins: everything).',
  account:
    'Manage your credentials: API keys, OAuth applications, sessions and multi-factor authentication. ' +
    'Only password logins carry it; it cannot be given to an API key or an OAuth application.',
  openid: 'OpenID Connect: an ID token naming you for the application, and the userinfo endpoint.',
  profile: 'OpenID Connect: your name in the ID token and at userinfo.',
  email: 'OpenID Connect: your email address in the ID token and at userinfo.',
} as const;

export type Scope = keyof typeof scopeCatalogue;
export const allScopes = Object.keys(scopeCatalogue) as Scope[];
/** Scopes a person may hand to an API key or an OAuth application. */
export const delegableScopes: readonly Scope[] = ['read', 'write'];
/** OpenID Connect scopes: they name the person to an application and grant no API access. */
export const identityScopes: readonly Scope[] = ['openid', 'profile', 'email'];
/** Scopes an OAuth application may be allowed to ask for. */
export const applicationScopes: readonly Scope[] = [...delegableScopes, ...identityScopes];

export const roles = ['admin', 'support', 'read-only', 'customer'] as const satisfies readonly Role[];

/**
 * What every successful sign-in, refresh or token exchange yields: the users service issues it, the
 * gateway shapes it into the RFC 6749 token response.
 */
export interface TokenGrant {
  accessToken: string;
  expiresIn: number;
  /** Null for the client_credentials grant, which has no refresh token. */
  refreshToken: string | null;
  scopes: string[];
  /** Null when an application acts for itself. */
  userId: string | null;
  sessionId: string | null;
}

export function isScope(value: string): value is Scope {
  return Object.hasOwn(scopeCatalogue, value);
}

/** Staff (admin or support) read everyone's records. */
export function isStaff(roleList: readonly Role[]): boolean {
  return roleList.includes('admin') || roleList.includes('support');
}

export function isReadOnly(roleList: readonly Role[]): boolean {
  return roleList.includes('read-only') && !roleList.includes('admin');
}

/** What a password login of a person with these roles may do: read-only accounts only read. */
export function scopesForRoles(roleList: readonly Role[]): Scope[] {
  return isReadOnly(roleList) ? ['read'] : ['read', 'write', 'account'];
}

/**
 * Scopes a credential can actually use: what was granted, cut down to what the roles allow today
 * (identity scopes are not API access, so roles never remove them).
 */
export function usableScopes(granted: readonly string[], roleList: readonly Role[]): string[] {
  const allowed = new Set<string>([...scopesForRoles(roleList), ...identityScopes]);
  return granted.filter((scope) => allowed.has(scope));
}

/**
 * Whose records a caller reaches. Services and admins reach everyone's; support reads everyone's;
 * everybody else only their own (an OAuth application acting for itself reaches its owner's).
 */
export type Reach = { kind: 'all' } | { kind: 'own'; userId: string } | { kind: 'none' };

/** The person a credential acts for, or null (anonymous callers and services). */
export function subjectOf(identity: Identity): string | null {
  switch (identity.kind) {
    case 'user':
    case 'apiKey':
      return identity.userId;
    case 'client':
      return identity.ownerId;
    case 'anonymous':
    case 'service':
      return null;
    default: {
      const exhaustive: never = identity;
      return exhaustive;
    }
  }
}

export function rolesOf(identity: Identity): readonly Role[] {
  switch (identity.kind) {
    case 'user':
    case 'apiKey':
      return identity.roles;
    case 'client':
      return ['customer'];
    case 'anonymous':
    case 'service':
      return [];
    default: {
      const exhaustive: never = identity;
      return exhaustive;
    }
  }
}

export function scopesOf(identity: Identity): readonly string[] {
  switch (identity.kind) {
    case 'user':
    case 'apiKey':
    case 'client':
      return identity.scopes;
    case 'service':
      return allScopes;
    case 'anonymous':
      return [];
    default: {
      const exhaustive: never = identity;
      return exhaustive;
    }
  }
}

export function readReach(identity: Identity): Reach {
  if (identity.kind === 'service') return { kind: 'all' };
  const subject = subjectOf(identity);
  if (!subject) return { kind: 'none' };
  return isStaff(rolesOf(identity)) ? { kind: 'all' } : { kind: 'own', userId: subject };
}

export function writeReach(identity: Identity): Reach {
  if (identity.kind === 'service') return { kind: 'all' };
  const subject = subjectOf(identity);
  const held = rolesOf(identity);
  if (!subject || isReadOnly(held)) return { kind: 'none' };
  return held.includes('admin') ? { kind: 'all' } : { kind: 'own', userId: subject };
}

/** Whether a record owned by `ownerId` is within reach; others' records must look exactly like missing ones. */
export function reaches(reach: Reach, ownerId: string): boolean {
  switch (reach.kind) {
    case 'all':
      return true;
    case 'own':
      return reach.userId === ownerId;
    case 'none':
      return false;
    default: {
      const exhaustive: never = reach;
      return exhaustive;
    }
  }
}

/**
 * A MongoDB filter on the owner field that keeps a query within reach, optionally narrowed to one
 * `requested` owner (an owner out of reach matches nothing, exactly like an owner with no records).
 */
export function ownerFilter(
  reach: Reach,
  requested?: string | null,
  field = 'userId',
): Record<string, unknown> {
  const nothing = { [field]: { $in: [] } };
  if (requested) return reaches(reach, requested) ? { [field]: requested } : nothing;
  switch (reach.kind) {
    case 'all':
      return {};
    case 'own':
      return { [field]: reach.userId };
    case 'none':
      return nothing;
    default: {
      const exhaustive: never = reach;
      return exhaustive;
    }
  }
}
