import { formatMinor } from '../../../platform/money';

/** A `Money` answer from integer minor units. */
export const moneyOf = (minor: number, currency: string) => ({
  amount: formatMinor(minor, currency),
  currency,
});
