import { appError } from '../errors';

/**
 * A validated postal address in its country's normal form (see checkAddress). The shipping service and
 * the customers' address book both read addresses through here, so a saved address is exactly what
 * checkout would have accepted typed in.
 */
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

/** An address as a client gives it (any field may be missing or malformed until checkAddress). */
export type AddressFields = Partial<Record<keyof AddressRecord, string | null>>;

/** Words typed all in lower or all in upper case get a capital initial; mixed case ("McAllen") stays. */
function titleCase(value: string): string {
  return value.replace(/[^\s-]+/g, (word) =>
    word === word.toLowerCase() || word === word.toUpperCase()
      ? word.charAt(0).toUpperCase() + word.slice(1).toLowerCase()
      : word,
  );
}

const US_STATES: Readonly<Record<string, string>> = {
  ALABAMA: 'AL',
  ALASKA: 'AK',
  ARIZONA: 'AZ',
  ARKANSAS: 'AR',
  CALIFORNIA: 'CA',
  COLORADO: 'CO',
  CONNECTICUT: 'CT',
  DELAWARE: 'DE',
  'DISTRICT OF COLUMBIA': 'DC',
  FLORIDA: 'FL',
  GEORGIA: 'GA',
  HAWAII: 'HI',
  IDAHO: 'ID',
  ILLINOIS: 'IL',
  INDIANA: 'IN',
  IOWA: 'IA',
  KANSAS: 'KS',
  KENTUCKY: 'KY',
  LOUISIANA: 'LA',
  MAINE: 'ME',
  MARYLAND: 'MD',
  MASSACHUSETTS: 'MA',
  MICHIGAN: 'MI',
  MINNESOTA: 'MN',
  MISSISSIPPI: 'MS',
  MISSOURI: 'MO',
  MONTANA: 'MT',
  NEBRASKA: 'NE',
  NEVADA: 'NV',
  'NEW HAMPSHIRE': 'NH',
  'NEW JERSEY': 'NJ',
  'NEW MEXICO': 'NM',
  'NEW YORK': 'NY',
  'NORTH CAROLINA': 'NC',
  'NORTH DAKOTA': 'ND',
  OHIO: 'OH',
  OKLAHOMA: 'OK',
  OREGON: 'OR',
  PENNSYLVANIA: 'PA',
  'RHODE ISLAND': 'RI',
  'SOUTH CAROLINA': 'SC',
  'SOUTH DAKOTA': 'SD',
  TENNESSEE: 'TN',
  TEXAS: 'TX',
  UTAH: 'UT',
  VERMONT: 'VT',
  VIRGINIA: 'VA',
  WASHINGTON: 'WA',
  'WEST VIRGINIA': 'WV',
  WISCONSIN: 'WI',
  WYOMING: 'WY',
  'PUERTO RICO': 'PR',
  GUAM: 'GU',
  'VIRGIN ISLANDS': 'VI',
  'AMERICAN SAMOA': 'AS',
  'NORTHERN MARIANA ISLANDS': 'MP',
  'ARMED FORCES AMERICAS': 'AA',
  'ARMED FORCES EUROPE': 'AE',
  'ARMED FORCES PACIFIC': 'AP',
};
const US_CODES = new Set(Object.values(US_STATES));
const CA_PROVINCES: Readonly<Record<string, string>> = {
  ALBERTA: 'AB',
  'BRITISH COLUMBIA': 'BC',
  MANITOBA: 'MB',
  'NEW BRUNSWICK': 'NB',
  'NEWFOUNDLAND AND LABRADOR': 'NL',
  'NOVA SCOTIA': 'NS',
  'NORTHWEST TERRITORIES': 'NT',
  NUNAVUT: 'NU',
  ONTARIO: 'ON',
  'PRINCE EDWARD ISLAND': 'PE',
  QUEBEC: 'QC',
  SASKATCHEWAN: 'SK',
  YUKON: 'YT',
};
const CA_CODES = new Set(Object.values(CA_PROVINCES));

/** A state or province as its 2-letter code (from the code or the full name), or null when unknown. */
const regionCode =
  (names: Readonly<Record<string, string>>, codes: ReadonlySet<string>) => (value: string) => {
    const upper = value.toUpperCase().replace(/\./g, '');
    if (codes.has(upper)) return upper;
    return names[upper] ?? null;
  };

/**
 * How one country writes its addresses: the postal code's pattern (after `postal` reshapes it), how the
 * city and state are written, and whether a state is required (the carriers' rule).
 */
interface CountryRule {
  postal: (typed: string) => string;
  pattern: RegExp;
  example: string;
  city: (typed: string) => string;
  /** The state in its normal form, or null when it is not one of the country's. */
  state?: (typed: string) => string | null;
  needsState?: boolean;
}

const compact = (typed: string) => typed.toUpperCase().replace(/\s+/g, '');
/** `K1A0B1` / `k1a 0b1` -> `K1A 0B1`: the inward code (last three) after one space. */
const inward = (typed: string) => {
  const bare = compact(typed);
  return bare.length > 3 ? `${bare.slice(0, -3)} ${bare.slice(-3)}` : bare;
};
const digits = (typed: string) => typed.replace(/\s+/g, '');

const COUNTRIES: Readonly<Record<string, CountryRule>> = {
  US: {
    // 941031234 is a ZIP+4 typed without its dash.
    postal: (typed) => {
      const bare = digits(typed);
      return /^\d{9}$/.test(bare) ? `${bare.slice(0, 5)}-${bare.slice(5)}` : bare;
    },
    pattern: /^\d{5}(-\d{4})?$/,
    example: '94103 or 94103-1234',
    city: titleCase,
    state: regionCode(US_STATES, US_CODES),
    needsState: true,
  },
  CA: {
    postal: inward,
    pattern: /^[A-Z]\d[A-Z] \d[A-Z]\d$/,
    example: 'K1A 0B1',
    city: titleCase,
    state: regionCode(CA_PROVINCES, CA_CODES),
    needsState: true,
  },
  GB: {
    postal: inward,
    pattern: /^[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}$/,
    example: 'SW1A 1AA',
    city: titleCase,
    state: titleCase,
  },
  DE: { postal: digits, pattern: /^\d{5}$/, example: '10115', city: titleCase, state: titleCase },
  // La Poste writes the locality in capitals.
  FR: { postal: digits, pattern: /^\d{5}$/, example: '75001', city: (typed) => typed.toUpperCase() },
  NL: { postal: inward, pattern: /^\d{4} [A-Z]{2}$/, example: '1012 AB', city: titleCase },
  JP: {
    postal: (typed) => {
      const bare = digits(typed).replace('-', '');
      return /^\d{7}$/.test(bare) ? `${bare.slice(0, 3)}-${bare.slice(3)}` : bare;
    },
    pattern: /^\d{3}-\d{4}$/,
    example: '100-0001',
    city: titleCase,
  },
  AU: {
    postal: digits,
    pattern: /^\d{4}$/,
    example: '2000',
    city: titleCase,
    state: (t) => t.toUpperCase(),
    needsState: true,
  },
  BR: {
    postal: (typed) => {
      const bare = digits(typed).replace('-', '');
      return /^\d{8}$/.test(bare) ? `${bare.slice(0, 5)}-${bare.slice(5)}` : bare;
    },
    pattern: /^\d{5}-\d{3}$/,
    example: '01310-100',
    city: titleCase,
  },
};

/**
 * Any other real country: the postal code in capitals with single spaces, the city title-cased only when it
 * was typed all in one case (local capitalisation is not guessed).
 */
const OTHER: CountryRule = {
  postal: (typed) => typed.toUpperCase().replace(/\s+/g, ' '),
  pattern: /^[A-Z0-9][A-Z0-9 -]{0,8}[A-Z0-9]$/,
  example: 'letters, digits, spaces or dashes, 2-10 characters',
  city: titleCase,
};

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
/** ISO 3166-1 alpha-2 and assigned (Intl echoes unassigned codes back unchanged). */
const isCountry = (code: string) => /^[A-Z]{2}$/.test(code) && regionNames.of(code) !== code;

/**
 * Validates and normalises an address: required fields, an ISO 3166-1 country (an unknown code is
 * refused), the country's postal code format, a state where the country's carriers need one, and each
 * country's way of writing it (US: "springfield", "il", "627011234" becomes "Springfield", "IL",
 * "62701-1234"). Answers every problem at once.
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
  const typedCity = text('city', 100, true);
  const typedState = text('state', 100, false);
  const country = (input.country ?? '').trim().toUpperCase();
  const typedPostal = (input.postalCode ?? '').trim();
  const phone = text('phone', 30, false);
  if (!country)
    problems.push({ field: 'country', message: 'country is required (ISO 3166-1 alpha-2, e.g. US).' });
  else if (!isCountry(country))
    problems.push({ field: 'country', message: `"${country}" is not an ISO 3166-1 alpha-2 country code.` });
  const rule = COUNTRIES[country] ?? OTHER;
  const postalCode = rule.postal(typedPostal);
  if (!typedPostal) problems.push({ field: 'postalCode', message: 'postalCode is required.' });
  else if (!rule.pattern.test(postalCode))
    problems.push({
      field: 'postalCode',
      message: `"${typedPostal}" is not a ${country} postal code (e.g. ${rule.example}).`,
    });
  let state = typedState;
  if (typedState && rule.state) {
    state = rule.state(typedState);
    if (!state)
      problems.push({ field: 'state', message: `"${typedState}" is not a ${country} state or province.` });
  }
  if (rule.needsState && !typedState)
    problems.push({ field: 'state', message: `state is required for ${country} addresses.` });
  if (phone && !/^\+?[0-9 ()-]{6,30}$/.test(phone))
    problems.push({ field: 'phone', message: 'phone is digits, spaces, dashes and an optional leading +.' });
  if (problems.length) return { address: null, problems };
  return {
    address: {
      name: name!,
      line1: line1!,
      line2,
      city: rule.city(typedCity!),
      state,
      postalCode,
      country,
      phone,
    },
    problems,
  };
}

/** The address, or INVALID_ADDRESS listing every problem under `field` (prefixed). */
export function requireAddress(input: AddressFields, field: string): AddressRecord {
  const { address, problems } = checkAddress(input);
  if (!address) {
    throw appError(
      'INVALID_ADDRESS',
      `The address is not valid: ${problems.map((problem) => problem.message).join(' ')}`,
      {
        field,
        problems: problems.map((problem) => ({ ...problem, field: `${field}.${problem.field}` })),
      },
    );
  }
  return address;
}
