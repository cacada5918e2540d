import { describe, expect, it } from 'vitest';
import { gtinCheckDigit, parseGtin } from '../../subgraphs/catalog/variants/barcode';

describe('parseGtin', () => {
  // Real codes where known (GS1 examples, a book's ISBN-13), and their one-digit-off twins.
  it.each([
    ['96385074', 'GTIN-8 (GS1 example)'],
    ['036000291452', 'GTIN-12 / UPC-A'],
    ['4006381333931', 'GTIN-13 / EAN-13'],
    ['9780306406157', 'GTIN-13 / ISBN-13'],
    ['10012345678902', 'GTIN-14'],
    ['00000000', 'all zeros (check digit 0)'],
    [' 4006381333931 ', 'surrounding blanks dropped'],
  ])('accepts %s (%s)', (code) => {
    expect(parseGtin(code)).toEqual({ ok: true, value: code.trim() });
  });

  it.each([
    ['96385075', 'check digit'],
    ['036000291453', 'check digit'],
    ['4006381333932', 'check digit'],
    ['9780306406158', 'check digit'],
    ['10012345678901', 'check digit'],
    ['4006381333913', 'check digit (two digits swapped)'],
  ])('refuses %s: wrong %s, naming the expected digit', (code) => {
    const parsed = parseGtin(code);
    expect(parsed).toMatchObject({ ok: false, reason: 'INVALID_FORMAT' });
    expect(!parsed.ok && parsed.message).toMatch(/wrong check digit \(expected \d\)/);
  });

  it.each([
    ['', 'empty'],
    ['1234567', '7 digits'],
    ['12345678901', '11 digits'],
    ['123456789012345', '15 digits'],
    ['4006-381333931', 'a dash inside'],
    ['400638133393A', 'a letter'],
    ['4006381 333931', 'a space inside'],
  ])('refuses %j (%s) as not a GTIN', (code) => {
    expect(parseGtin(code)).toMatchObject({
      ok: false,
      reason: 'INVALID_FORMAT',
      message: expect.stringMatching(/8, 12, 13 or 14 digits/),
    });
  });

  it('computes check digits from the right with weights 3, 1, 3, ...', () => {
    expect(gtinCheckDigit('400638133393')).toBe(1);
    expect(gtinCheckDigit('9638507')).toBe(4);
    expect(gtinCheckDigit('1001234567890')).toBe(2);
  });
});
