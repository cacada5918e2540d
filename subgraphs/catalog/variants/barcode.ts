import type { Parsed } from '../../../platform/errors';

/** The GTIN lengths GS1 defines: GTIN-8, GTIN-12 (UPC-A), GTIN-13 (EAN-13) and GTIN-14. */
const GTIN_LENGTHS = new Set([8, 12, 13, 14]);

/**
 * The GS1 check digit of a GTIN's other digits: from the rightmost one leftwards, weights 3, 1, 3, ...;
 * the check digit brings the weighted sum up to a multiple of 10.
 */
export function gtinCheckDigit(body: string): number {
  let sum = 0;
  for (let index = 0; index < body.length; index++) {
    const digit = body.charCodeAt(body.length - 1 - index) - 48;
    sum += digit * (index % 2 === 0 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}

/**
 * A barcode as stored: a GTIN-8, -12, -13 or -14 of digits only (surrounding blanks dropped; spaces and
 * dashes inside are refused rather than guessed at), whose last digit is its check digit. A wrong check
 * digit almost always means a mistyped code, so it is refused with its own message.
 */
export function parseGtin(given: string): Parsed<string> {
  const code = given.trim();
  if (!/^\d+$/.test(code) || !GTIN_LENGTHS.has(code.length))
    return {
      ok: false,
      reason: 'INVALID_FORMAT',
      message: 'A barcode must be a GTIN: 8, 12, 13 or 14 digits.',
    };
  const expected = gtinCheckDigit(code.slice(0, -1));
  if (Number(code.at(-1)) !== expected)
    return {
      ok: false,
      reason: 'INVALID_FORMAT',
      message: `Barcode ${code} has a wrong check digit (expected ${expected}).`,
    };
  return { ok: true, value: code };
}
