import { badInput } from './errors';

/**
 * Email addresses are compared in one normal form: trimmed and lower case, so `Ann@Example.com ` and
 * `ann@example.com` are one account, one login throttle bucket and one mailbox. Every place an address
 * comes in (sign-up, login, password reset, staff edits, the development mailbox) reads it through here.
 */
export function normalEmail(given: string): string {
  return given.trim().toLowerCase();
}

const MAX_EMAIL = 255;
const EMAIL =
  /^[^\s@"<>()[\],;:]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/;

/**
 * An address to store: the normal form of `given`, refused as `field` when it is empty, longer than 255
 * characters or not of the form local@domain.tld.
 */
export function emailAddress(given: string, field: string): string {
  const normal = normalEmail(given);
  if (!normal) throw badInput(field, 'Email is required.', 'REQUIRED');
  if (normal.length > MAX_EMAIL)
    throw badInput(field, `Email must be at most ${MAX_EMAIL} characters.`, 'TOO_LONG');
  if (!EMAIL.test(normal))
    throw badInput(field, `"${given}" is not a valid email address.`, 'INVALID_FORMAT');
  return normal;
}
