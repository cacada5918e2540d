import { describe, expect, it } from 'vitest';
import {
  formatMinor,
  isIsoCurrency,
  minorDigits,
  minorToFloat,
  multiplyMinor,
  parseDecimalToMinor,
  sumMinor,
} from '../../platform/money';

describe('money', () => {
  it('knows ISO 4217 codes and their minor-unit digits', () => {
    expect(isIsoCurrency('USD')).toBe(true);
    expect(isIsoCurrency('XYZ')).toBe(false);
    expect(isIsoCurrency('usd')).toBe(false);
    expect(minorDigits('USD')).toBe(2);
    expect(minorDigits('JPY')).toBe(0);
    expect(minorDigits('KWD')).toBe(3);
  });

  it.each([
    ['12.5', 'USD', 1250],
    ['12.50', 'USD', 1250],
    ['0.1', 'USD', 10],
    [' 7 ', 'USD', 700],
    ['-3.25', 'USD', -325],
    [19.99, 'USD', 1999],
    ['1500', 'JPY', 1500],
    ['1.234', 'KWD', 1234],
    ['9999999999.99', 'USD', 999_999_999_999],
  ] as const)('parses %j %s as %d minor units', (input, currency, minor) => {
    expect(parseDecimalToMinor(input, currency)).toBe(minor);
  });

  it.each([['12.345'], ['1.5e3'], ['abc'], [''], ['1,50'], ['.5'], [Number.NaN], [Number.POSITIVE_INFINITY]])(
    'refuses %j',
    (input) => {
      expect(parseDecimalToMinor(input, 'USD')).toBeUndefined();
    },
  );

  it('refuses decimals a currency has no room for', () => {
    expect(parseDecimalToMinor('100.5', 'JPY')).toBeUndefined();
  });

  it('formats minor units exactly', () => {
    expect(formatMinor(1250)).toBe('12.50');
    expect(formatMinor(5)).toBe('0.05');
    expect(formatMinor(-325)).toBe('-3.25');
    expect(formatMinor(1500, 'JPY')).toBe('1500');
    expect(formatMinor(1234, 'KWD')).toBe('1.234');
    expect(formatMinor(999_999_999_999)).toBe('9999999999.99');
  });

  it('converts to a float only at the edge, without drift', () => {
    // 0.1 + 0.2 in floats is 0.30000000000000004; in minor units it is exactly 30.
    expect(minorToFloat(sumMinor([10, 20]))).toBe(0.3);
    expect(minorToFloat(18_028)).toBe(180.28);
  });

  it('sums and multiplies integers only, and refuses overflow', () => {
    expect(sumMinor([1999, 1, 0])).toBe(2000);
    expect(sumMinor([])).toBe(0);
    expect(() => sumMinor([1.5])).toThrow(TypeError);
    expect(() => sumMinor([Number.MAX_SAFE_INTEGER, 1])).toThrow(RangeError);
    expect(multiplyMinor(8999, 2)).toBe(17_998);
    expect(() => multiplyMinor(Number.MAX_SAFE_INTEGER, 2)).toThrow(RangeError);
  });
});
