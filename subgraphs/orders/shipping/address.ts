import { appError } from '../../../platform/errors';

/** A validated, normalized shipping address (see checkAddress). */
export interface AddressRecord {
  name: string;
  line1: string;
  line2?: string | null;
  city: string;
  state?: string | null;
  postalCode: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  phone?: string | null;
}

export interface AddressProblem {
  field: string;
  message: string;
}

/** Postal code formats of the countries the carriers serve; others need 2-10 letters and digits. */
const POSTAL: Readonly<Record<string, { pattern: RegExp; example: string }>> = {
  US: { pattern: /^\d{5}(-\d{4})?$/, example: '94103 or 94103-1234' },
  CA: { pattern: /^[A-Z]\d[A-Z] ?\d[A-Z]\d$/, example: 'K1A 0B1' },
  GB: { pattern: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/, example: 'SW1A 1AA' },
  DE: { pattern: /^\d{5}$/, example: '10115' },
  FR: { pattern: /^\d{5}$/, example: '75001' },
  NL: { pattern: /^\d{4} ?[A-Z]{2}$/, example: '1012 AB' },
  JP: { pattern: /^\d{3}-?\d{4}$/, example: '100-0001' },
  AU: { pattern: /^\d{4}$/, example: '2000' },
  BR: { pattern: /^\d{5}-?\d{3}$/, example: '01310-100' },
};

/** States whose presence is required (the carriers' rule). */
const NEEDS_STATE = new Set(['US', 'CA', 'AU']);
const isCountry = (code: string) =>
  /^[A-Z]{2}$/.test(code) && new Intl.DisplayNames(['en'], { type: 'region' }).of(code) !== code;

/** An address as a client gives it (any field may be missing or malformed until checkAddress). */
export type AddressFields = Partial<Record<keyof AddressRecord, string | null>>;

/**
 * Validates and normalizes a shipping address: required fields, an ISO 3166-1 country, the country's
 * postal code format, and a state where the country's carriers need one. Answers every problem at once.
 */
export function checkAddress(input: AddressFields): {
  address: AddressRecord | null;
  problems: AddressProblem[];
} {
  const problems: AddressProblem[] = [];
  const text = (field: keyof AddressRecord, max: number, required: boolean) => {
    const value = (input[field] ?? '').trim().replace(/\s+/g, ' ');
    if (!value && required) problems.push({ field, message: `${field} is required.` });
    if (value.length > max) problems.push({ field, message: `${field} is at most ${max} characters.` });
    return value || null;
  };
  const name = text('name', 100, true);
  const line1 = text('line1', 200, true);
  const line2 = text('line2', 200, false);
  const city = text('city', 100, true);
  const state = text('state', 100, false);
  const country = (input.country ?? '').trim().toUpperCase();
  const postalCode = (input.postalCode ?? '').trim().toUpperCase();
  const phone = text('phone', 30, false);
  if (!country)
    problems.push({ field: 'country', message: 'country is required (ISO 3166-1 alpha-2, e.g. US).' });
  else if (!isCountry(country))
    problems.push({ field: 'country', message: `"${country}" is not an ISO 3166-1 alpha-2 country code.` });
  const rule = POSTAL[country];
  if (!postalCode) problems.push({ field: 'postalCode', message: 'postalCode is required.' });
  else if (rule && !rule.pattern.test(postalCode))
    problems.push({
      field: 'postalCode',
      message: `"${postalCode}" is not a ${country} postal code (e.g. ${rule.example}).`,
    });
  else if (!rule && !/^[A-Z0-9 -]{2,10}$/.test(postalCode))
    problems.push({ field: 'postalCode', message: 'postalCode is 2-10 letters, digits, spaces or dashes.' });
  if (NEEDS_STATE.has(country) && !state)
    problems.push({ field: 'state', message: `state is required for ${country} addresses.` });
  if (phone && !/^\+?[0-9 ()-]{6,30}$/.test(phone))
    problems.push({ field: 'phone', message: 'phone is digits, spaces, dashes and an optional leading +.' });
  if (problems.length) return { address: null, problems };
  return {
    address: { name: name!, line1: line1!, line2, city: city!, state, postalCode, country, phone },
    problems,
  };
}

/** The address, or INVALID_ADDRESS listing every problem under `field` (prefixed). */
export function requireAddress(input: AddressFields, field: string): AddressRecord {
  const { address, problems } = checkAddress(input);
  if (!address) {
    throw appError(
      'INVALID_ADDRESS',
      `The address cannot be shipped to: ${problems.map((problem) => problem.message).join(' ')}`,
      {
        field,
        problems: problems.map((problem) => ({ ...problem, field: `${field}.${problem.field}` })),
      },
    );
  }
  return address;
}
