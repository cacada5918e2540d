import { appError } from '../../../platform/errors';
import type { Caller } from '../../../platform/identity/caller';

/**
 * What the users services read from a Caller beyond its reach. Every decision about who is asking is
 * taken from the Caller here or in the service itself, never from booleans or ids a face passes along.
 */

/** The person a caller acts for; managing credentials and reading one's inbox need one. */
export function personOf(caller: Caller): string {
  if (!caller.person) throw appError('UNAUTHENTICATED', 'This operation needs a signed-in person.');
  return caller.person;
}

/**
 * Admins decide what is commercial (a key's rate-limit tier); services act for no one and are not admins.
 */
export function isAdmin(caller: Caller): boolean {
  return caller.roles.includes('admin');
}

/**
 * The owner a credential list shows when it names none: the caller's own records, also for staff (who
 * name an owner to see someone else's). Services, who are nobody, see everyone's.
 */
export function ownerOrSelf(caller: Caller, named: string | null | undefined): string | null {
  return named ?? caller.person;
}

/**
 * The owner usage and access logs show when they name none: staff see everyone's, everybody else their own.
 */
export function ownerUnlessStaff(caller: Caller, named: string | null | undefined): string | null {
  if (named) return named;
  return caller.reach.read.kind === 'all' ? null : caller.person;
}
