import { describe, expect, it } from 'vitest';
import { checkAddress, requireAddress } from '../../platform/address';

const base = { name: ' Homer  Simpson ', line1: '742 Evergreen Terrace' };

describe('address validation and normalisation, per country', () => {
  it('writes a US address the US way: city in title case, 2-letter state, ZIP 5 or 5+4', () => {
    expect(
      requireAddress(
        { ...base, city: 'springfield', state: 'il', postalCode: '627011234', country: 'us' },
        'a',
      ),
    ).toMatchObject({
      name: 'Homer Simpson',
      city: 'Springfield',
      state: 'IL',
      postalCode: '62701-1234',
      country: 'US',
    });
    expect(
      requireAddress(
        { ...base, city: 'WINSTON-SALEM', state: 'North Carolina', postalCode: '27101', country: 'US' },
        'a',
      ),
    ).toMatchObject({ city: 'Winston-Salem', state: 'NC', postalCode: '27101' });
    // Mixed case is the customer's own spelling and stays.
    expect(
      requireAddress({ ...base, city: 'McAllen', state: 'TX', postalCode: '78501', country: 'US' }, 'a').city,
    ).toBe('McAllen');
  });

  it('refuses a US state that is not one, and a ZIP of the wrong shape', () => {
    const { address, problems } = checkAddress({
      ...base,
      city: 'x',
      state: 'ZZ',
      postalCode: '6270',
      country: 'US',
    });
    expect(address).toBeNull();
    expect(problems.map((problem) => problem.field).sort()).toEqual(['postalCode', 'state']);
  });

  it('normalises Canadian, British, German and French addresses', () => {
    expect(
      requireAddress({ ...base, city: 'ottawa', state: 'ontario', postalCode: 'k1a0b1', country: 'CA' }, 'a'),
    ).toMatchObject({ city: 'Ottawa', state: 'ON', postalCode: 'K1A 0B1' });
    expect(
      requireAddress({ ...base, city: 'LONDON', postalCode: 'sw1a1aa', country: 'gb' }, 'a'),
    ).toMatchObject({
      city: 'London',
      postalCode: 'SW1A 1AA',
    });
    expect(
      requireAddress({ ...base, city: 'berlin', postalCode: '10115', country: 'DE' }, 'a'),
    ).toMatchObject({
      city: 'Berlin',
    });
    expect(
      requireAddress({ ...base, city: 'Paris', postalCode: '75 001', country: 'FR' }, 'a'),
    ).toMatchObject({
      city: 'PARIS',
      postalCode: '75001',
    });
  });

  it('takes other real countries with a sensible default and refuses unknown country codes', () => {
    expect(requireAddress({ ...base, city: 'oslo', postalCode: '0150', country: 'NO' }, 'a')).toMatchObject({
      city: 'Oslo',
      postalCode: '0150',
      country: 'NO',
    });
    expect(() =>
      requireAddress({ ...base, city: 'Nowhere', postalCode: '12345', country: 'XX' }, 'address'),
    ).toThrow(
      expect.objectContaining({
        extensions: expect.objectContaining({
          code: 'INVALID_ADDRESS',
          problems: [expect.objectContaining({ field: 'address.country' })],
        }),
      }),
    );
  });
});
