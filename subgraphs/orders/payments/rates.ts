import { minorDigits } from '../../../platform/money';

/**
 * The currency rates table: units of each currency per 1 USD, as exact decimal strings. A deployment
 * would refresh it from a rates feed; the sandbox keeps it fixed so amounts are reproducible.
 */
export const ratesPerUsd: Readonly<Record<string, string>> = {
  USD: '1',
  EUR: '0.92',
  GBP: '0.79',
  JPY: '151.5',
  CAD: '1.36',
  AUD: '1.52',
  CHF: '0.88',
  SEK: '10.45',
};

export const RATES_SOURCE = 'sandbox-table-2026-11';

export interface Conversion {
  from: string;
  to: string;
  /** Units of `to` per unit of `from`, rounded to 8 decimals; what was applied. */
  rate: string;
  source: string;
  amountMinor: number;
}

const SCALE = 10n ** 8n;

function scaled(decimal: string): bigint {
  const [whole, fraction = ''] = decimal.split('.');
  return BigInt(whole!) * SCALE + BigInt(fraction.padEnd(8, '0').slice(0, 8));
}

function formatScaled(value: bigint): string {
  const whole = value / SCALE;
  const fraction = (value % SCALE).toString().padStart(8, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : `${whole}`;
}

export function isConvertible(currency: string): boolean {
  return Object.hasOwn(ratesPerUsd, currency);
}

/**
 * Converts an amount in minor units between two currencies of the table, exactly (integer arithmetic),
 * rounding half up to the target's minor unit.
 */
export function convert(amountMinor: number, from: string, to: string): Conversion {
  if (from === to) return { from, to, rate: '1', source: RATES_SOURCE, amountMinor };
  const fromRate = scaled(ratesPerUsd[from]!);
  const toRate = scaled(ratesPerUsd[to]!);
  // rate = to/from, kept at 8 decimals for the record.
  const rate = (toRate * SCALE + fromRate / 2n) / fromRate;
  const fromDigits = 10n ** BigInt(minorDigits(from));
  const toDigits = 10n ** BigInt(minorDigits(to));
  const numerator = BigInt(amountMinor) * toRate * toDigits;
  const denominator = fromRate * fromDigits;
  const converted = (numerator * 2n + denominator) / (denominator * 2n);
  return { from, to, rate: formatScaled(rate), source: RATES_SOURCE, amountMinor: Number(converted) };
}
