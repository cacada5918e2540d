/**
 * Money is integer minor units plus an ISO 4217 code, never a binary float in a sum. Floats appear only at
 * the edges where a required shape demands them (GraphQL `Order.total: Float!`, REQ-GQL-2), converted from minor units.
 */

import { badInput } from './errors';

const isoCurrencies: ReadonlySet<string> = new Set(Intl.supportedValuesOf('currency'));

export function isIsoCurrency(code: string): boolean {
  return isoCurrencies.has(code);
}

/** The currency every price and order is in unless told otherwise. */
export const DEFAULT_CURRENCY = 'USD';

/**
 * The one normalisation of a currency a caller gave (trimmed, upper case; `fallback` when absent), refused
 * as `field` when it is not an ISO 4217 code. Every service reads currencies through this.
 */
export function currencyCode(
  given: string | null | undefined,
  field: string,
  fallback: string = DEFAULT_CURRENCY,
): string {
  const code = (given ?? fallback).trim().toUpperCase();
  if (!isIsoCurrency(code))
    throw badInput(field, `"${given}" is not an ISO 4217 currency code.`, 'INVALID_FORMAT');
  return code;
}

const digitsCache = new Map<string, number>();

/** Minor-unit digits of a currency: 2 for USD, 0 for JPY, 3 for KWD. */
export function minorDigits(currency: string): number {
  let digits = digitsCache.get(currency);
  if (digits === undefined) {
    digits =
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ??
      2;
    digitsCache.set(currency, digits);
  }
  return digits;
}

/** Sums integer minor units; throws on anything that is not a safe integer. */
export function sumMinor(values: Iterable<number>): number {
  let total = 0;
  for (const value of values) {
    if (!Number.isSafeInteger(value)) throw new TypeError(`money must be integer minor units, got ${value}`);
    total += value;
  }
  if (!Number.isSafeInteger(total)) throw new RangeError('money total overflows');
  return total;
}

/** Multiplies a unit price by a quantity, both integers, guarding overflow. */
export function multiplyMinor(unitMinor: number, quantity: number): number {
  const product = unitMinor * quantity;
  if (!Number.isSafeInteger(product)) throw new RangeError('money amount overflows');
  return product;
}

/** "12.5" → 1250 for USD. Returns undefined when the text is not a decimal with at most the currency's digits. */
export function parseDecimalToMinor(value: string | number, currency = 'USD'): number | undefined {
  const digits = minorDigits(currency);
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim();
  const match = /^(-)?(\d{1,13})(?:\.(\d+))?$/.exec(text);
  if (!match) return undefined;
  const [, sign, whole, fraction = ''] = match;
  if (fraction.length > digits) return undefined;
  const minor = Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
  return sign ? -minor : minor;
}

/** 1250 → "12.50" for USD: exact, for text outputs. */
export function formatMinor(minor: number, currency = 'USD'): string {
  const digits = minorDigits(currency);
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  if (digits === 0) return `${sign}${abs}`;
  const scale = 10 ** digits;
  return `${sign}${Math.floor(abs / scale)}.${String(abs % scale).padStart(digits, '0')}`;
}

/** A `Money` answer (`{ amount: "12.50", currency: "USD" }`) from integer minor units. */
export function moneyOf(minor: number, currency = 'USD'): { amount: string; currency: string } {
  return { amount: formatMinor(minor, currency), currency };
}

/** 1250 → 12.5: only for outputs a required shape types as Float; never fed back into arithmetic. */
export function minorToFloat(minor: number, currency = 'USD'): number {
  return Number(formatMinor(minor, currency));
}
