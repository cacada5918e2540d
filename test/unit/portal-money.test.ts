import { describe, expect, it } from 'vitest';
import { formatMoney, formatMoneyMinor, majorUnits, minorOf, minorOfMajor } from '../../portal/src/money';

/** The same locale the helper uses (the process's), so the test is about digits, not about a locale. */
const expected = (value: string, currency: string, digits: number) =>
  new Intl.NumberFormat(undefined, {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value as `${number}`);

describe("the portal's money formatting", () => {
  it("writes minor units with the currency's own exponent", () => {
    expect(formatMoneyMinor(123_456, 'USD')).toBe(expected('1234.56', 'USD', 2));
    expect(formatMoneyMinor(123_456, 'JPY')).toBe(expected('123456', 'JPY', 0));
    expect(formatMoneyMinor(123_456, 'KWD')).toBe(expected('123.456', 'KWD', 3));
    expect(formatMoneyMinor(-5, 'USD')).toBe(expected('-0.05', 'USD', 2));
    // Exact past a double's 15-16 significant digits: the decimal string is formatted, never a float.
    expect(formatMoneyMinor(Number.MAX_SAFE_INTEGER, 'USD')).toBe(expected('90071992547409.91', 'USD', 2));
  });

  it('reads an API amount into minor units and refuses one with more digits than the currency has', () => {
    expect(minorOf({ amount: '12.50', currency: 'USD' })).toBe(1_250);
    expect(minorOf({ amount: '1250', currency: 'JPY' })).toBe(1_250);
    expect(formatMoney({ amount: '0.10', currency: 'USD' })).toBe(expected('0.10', 'USD', 2));
    expect(() => minorOf({ amount: '12.345', currency: 'USD' })).toThrow(/not an amount of USD/);
    expect(() => minorOf({ amount: '1.5', currency: 'JPY' })).toThrow(/not an amount of JPY/);
  });

  it("turns a chart's major units back into the same minor units", () => {
    expect(majorUnits({ amount: '19.99', currency: 'USD' })).toBe(19.99);
    expect(minorOfMajor(19.99, 'USD')).toBe(1_999);
    expect(minorOfMajor(majorUnits({ amount: '0.07', currency: 'KWD' }), 'KWD')).toBe(70);
  });
});
