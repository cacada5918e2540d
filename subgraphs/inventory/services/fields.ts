import { badInput, type Parsed } from '../../../platform/errors';

const WAREHOUSE_CODE = /^[A-Z0-9][A-Z0-9-]{1,31}$/;

/**
 * The one reading of a warehouse code, wherever a code comes in: surrounding blanks dropped, upper case,
 * then 2-32 letters, digits or dashes starting with a letter or digit ("wh-east" is WH-EAST).
 */
export function parseWarehouseCode(given: string): Parsed<string> {
  const code = given.trim().toUpperCase();
  if (!WAREHOUSE_CODE.test(code))
    return { ok: false, reason: 'INVALID_FORMAT', message: 'Code must be 2-32 letters, digits or dashes.' };
  return { ok: true, value: code };
}

const COUNTRY = /^[A-Z]{2}$/;

/** An ISO 3166-1 alpha-2 country code, any case given ("us" is US). */
export function parseCountry(given: string): Parsed<string> {
  const country = given.trim().toUpperCase();
  if (!COUNTRY.test(country))
    return {
      ok: false,
      reason: 'INVALID_FORMAT',
      message: 'Country must be an ISO 3166-1 alpha-2 code such as US.',
    };
  return { ok: true, value: country };
}

/** The most units one stock quantity, adjustment or line may name. */
export const MAX_QUANTITY = 1_000_000;

/**
 * A whole number of units, 0 (or 1 when zero is not allowed) to MAX_QUANTITY (REQ-INV-1: "Quantity is an
 * integer, minimum 0").
 */
export function quantity(value: number, field: string, allowZero = true): number {
  if (!Number.isInteger(value) || value < (allowZero ? 0 : 1) || value > MAX_QUANTITY) {
    throw badInput(
      field,
      `${field.split('.').pop()} must be an integer ${allowZero ? '>= 0' : '> 0'} and at most ${MAX_QUANTITY}.`,
      'OUT_OF_RANGE',
    );
  }
  return value;
}

/** A change of available units: a non-zero whole number within ±MAX_QUANTITY. */
export function delta(value: number, field: string): number {
  if (!Number.isInteger(value) || value === 0 || Math.abs(value) > MAX_QUANTITY) {
    throw badInput(
      field,
      `${field.split('.').pop()} must be a non-zero integer between -${MAX_QUANTITY} and ${MAX_QUANTITY}.`,
      'OUT_OF_RANGE',
    );
  }
  return value;
}

/** The longest reason a stock movement may carry. */
export const MAX_REASON = 500;

/** A movement's reason: blanks trimmed, empty is none, at most MAX_REASON characters. */
export function parseReason(given: string | null | undefined, field: string): string | null {
  const reason = given?.trim() ?? '';
  if (!reason) return null;
  if (reason.length > MAX_REASON)
    throw badInput(field, `${field} must be at most ${MAX_REASON} characters.`, 'TOO_LONG');
  return reason;
}
