import { formatMinor, minorDigits, parseDecimalToMinor } from '../../platform/money';

/** Money as the API answers it: an exact decimal string in the currency's minor-unit digits. */
export interface Money {
  amount: string;
  currency: string;
}

const formats = new Map<string, Intl.NumberFormat>();

/**
 * Money for people, from integer minor units with the currency's own exponent (2 for USD, 0 for JPY, 3 for
 * KWD): the digits come from the platform's money helper, so nothing passes through a binary float.
 */
export function formatMoneyMinor(minor: number, currency: string): string {
  let format = formats.get(currency);
  if (!format) {
    const digits = minorDigits(currency);
    format = new Intl.NumberFormat(undefined, {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formats.set(currency, format);
  }
  // A decimal string is formatted exactly (Intl.NumberFormat v3), whatever its size.
  return format.format(formatMinor(minor, currency) as `${number}`);
}

/** Integer minor units of an API amount ("12.50" USD → 1250). */
export function minorOf(money: Money): number {
  const minor = parseDecimalToMinor(money.amount, money.currency);
  if (minor === undefined) throw new Error(`"${money.amount}" is not an amount of ${money.currency}.`);
  return minor;
}

export function formatMoney(money: Money): string {
  return formatMoneyMinor(minorOf(money), money.currency);
}

/** A chart's value: major units, only for drawing (the exact figures are in the tables). */
export function majorUnits(money: Money): number {
  return minorOf(money) / 10 ** minorDigits(money.currency);
}

/** Back from a chart's major units to minor units, for its legend. */
export function minorOfMajor(value: number, currency: string): number {
  return Math.round(value * 10 ** minorDigits(currency));
}
