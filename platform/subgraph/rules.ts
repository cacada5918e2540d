import { and, rule } from 'graphql-shield';
import { appError } from '../errors';
import type { Identity } from '../identity';
import { isReadOnly, isStaff, type Scope } from '../identity/access';
import type { BaseContext } from './context';

/**
 * Shared graphql-shield rules. Rules are created once at module scope: shield refuses two different rule
 * instances with the same name, so factories are memoized rather than called per permission map.
 *
 * Every rule depends on the caller only (`cache: 'contextual'`), so it runs once per request. A failing
 * rule answers UNAUTHENTICATED (401) to a caller without a credential and FORBIDDEN (403) to one whose
 * credential lacks the scope or role; ownership is not decided here but in the services, which answer
 * "not found" for other people's records.
 */
export function denial(identity: Identity, why: string) {
  return identity.kind === 'anonymous'
    ? appError('UNAUTHENTICATED', 'This operation needs a credential (a bearer token or an API key).')
    : appError('FORBIDDEN', why);
}

export const isService = rule('isService', { cache: 'contextual' })(
  (_parent, _args, context: BaseContext) => context.caller.identity.kind === 'service',
);

const scopeRules = new Map<Scope, ReturnType<ReturnType<typeof rule>>>();

/** The credential carries `scope` (services always pass). */
export function hasScope(scope: Scope) {
  let made = scopeRules.get(scope);
  if (!made) {
    made = rule(`hasScope:${scope}`, { cache: 'contextual' })((_parent, _args, context: BaseContext) =>
      context.caller.scopes.includes(scope)
        ? true
        : denial(context.caller.identity, `This operation needs the "${scope}" scope.`),
    );
    scopeRules.set(scope, made);
  }
  return made;
}

const notReadOnly = rule('notReadOnly', { cache: 'contextual' })((_parent, _args, context: BaseContext) =>
  isReadOnly(context.caller.roles)
    ? denial(context.caller.identity, 'Read-only accounts cannot change anything.')
    : true,
);

/** Staff: admin or support (services pass). */
const staff = rule('isStaff', { cache: 'contextual' })((_parent, _args, context: BaseContext) => {
  if (context.caller.identity.kind === 'service') return true;
  return isStaff(context.caller.roles)
    ? true
    : denial(context.caller.identity, 'This operation is for staff (admin or support).');
});

const admin = rule('isAdmin', { cache: 'contextual' })((_parent, _args, context: BaseContext) =>
  context.caller.identity.kind === 'service' || context.caller.roles.includes('admin')
    ? true
    : denial(context.caller.identity, 'This operation is for admins.'),
);

/** Reading your own records (ownership is checked by the service). */
export const canRead = hasScope('read');
/** Changing your own records; read-only accounts never write. */
export const canWrite = and(hasScope('write'), notReadOnly);
/** Managing your own credentials (API keys, OAuth applications, sessions, MFA). */
export const canManageAccount = and(hasScope('account'), notReadOnly);
export const canReadAccount = hasScope('account');
/** Staff reading everyone's records. */
export const staffCanRead = and(hasScope('read'), staff);
/** Staff writes (creating customer records). */
export const staffCanWrite = and(hasScope('write'), notReadOnly, staff);
/** Admin-only writes (catalog, inventory, roles, signing keys). */
export const adminCanWrite = and(hasScope('write'), admin);
