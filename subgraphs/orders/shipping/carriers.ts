import { randomBytes } from 'node:crypto';
import { badInput } from '../../../platform/errors';
import { convert, isConvertible } from '../payments/rates';

/** Where a parcel goes, as the rule tables see it. */
export type Zone = 'domestic' | 'regional' | 'international';

interface ServiceRule {
  service: string;
  /** USD cents: base per parcel, per item, and per zone surcharge. */
  baseUsdMinor: number;
  perItemUsdMinor: number;
  surcharge: Readonly<Record<Zone, number>>;
  /** Business days by zone. */
  days: Readonly<Record<Zone, number>>;
}

interface CarrierRules {
  name: string;
  /** Tracking numbers: prefix + digits + a check digit. */
  trackingPrefix: string;
  origin: string;
  /** Countries counted as "regional" from the origin. */
  regional: readonly string[];
  services: readonly ServiceRule[];
}

/**
 * The carriers and their rate rule tables (a deployment would load these from each carrier's contract).
 * Parcels ship from the US warehouses; a rate is base + items × per item + the zone's surcharge, in USD,
 * converted to the order's currency with the payment rates table.
 */
export const carriers: Readonly<Record<string, CarrierRules>> = {
  parcelpost: {
    name: 'ParcelPost',
    trackingPrefix: 'PP',
    origin: 'US',
    regional: ['CA', 'MX'],
    services: [
      {
        service: 'ground',
        baseUsdMinor: 599,
        perItemUsdMinor: 75,
        surcharge: { domestic: 0, regional: 900, international: 2400 },
        days: { domestic: 5, regional: 8, international: 14 },
      },
      {
        service: 'priority',
        baseUsdMinor: 999,
        perItemUsdMinor: 100,
        surcharge: { domestic: 0, regional: 1400, international: 3500 },
        days: { domestic: 3, regional: 5, international: 9 },
      },
    ],
  },
  swiftship: {
    name: 'SwiftShip',
    trackingPrefix: 'SW',
    origin: 'US',
    regional: ['CA', 'MX'],
    services: [
      {
        service: 'express',
        baseUsdMinor: 1899,
        perItemUsdMinor: 150,
        surcharge: { domestic: 0, regional: 1500, international: 4500 },
        days: { domestic: 2, regional: 3, international: 5 },
      },
      {
        service: 'overnight',
        baseUsdMinor: 3499,
        perItemUsdMinor: 200,
        surcharge: { domestic: 0, regional: 2500, international: 7000 },
        days: { domestic: 1, regional: 2, international: 3 },
      },
    ],
  },
  freightline: {
    name: 'FreightLine',
    trackingPrefix: 'FL',
    origin: 'US',
    regional: ['CA'],
    services: [
      {
        service: 'economy',
        baseUsdMinor: 399,
        perItemUsdMinor: 50,
        surcharge: { domestic: 0, regional: 700, international: 1900 },
        days: { domestic: 7, regional: 10, international: 21 },
      },
    ],
  },
};

export interface RateQuote {
  carrier: string;
  carrierName: string;
  service: string;
  amountMinor: number;
  currency: string;
  estimatedDays: number;
  zone: Zone;
}

function zoneOf(rules: CarrierRules, country: string): Zone {
  if (country === rules.origin) return 'domestic';
  return rules.regional.includes(country) ? 'regional' : 'international';
}

/** Every carrier's services for a parcel of `items` units to `country`, cheapest first. */
export function quoteRates(country: string, items: number, currency: string): RateQuote[] {
  if (!Number.isInteger(items) || items < 1 || items > 10_000)
    throw badInput('items', 'A parcel has 1-10000 items.', 'OUT_OF_RANGE');
  if (currency !== 'USD' && !isConvertible(currency))
    throw badInput('currency', `Rates are not quoted in ${currency}.`, 'NOT_ALLOWED');
  const quotes: RateQuote[] = [];
  for (const [carrier, rules] of Object.entries(carriers)) {
    const zone = zoneOf(rules, country);
    for (const rule of rules.services) {
      const usd = rule.baseUsdMinor + rule.perItemUsdMinor * items + rule.surcharge[zone];
      quotes.push({
        carrier,
        carrierName: rules.name,
        service: rule.service,
        amountMinor: convert(usd, 'USD', currency).amountMinor,
        currency,
        estimatedDays: rule.days[zone],
        zone,
      });
    }
  }
  return quotes.sort((a, b) => a.amountMinor - b.amountMinor || a.estimatedDays - b.estimatedDays);
}

/** The quote for one carrier and service, or BAD_USER_INPUT naming what is unknown. */
export function quoteFor(
  carrier: string,
  service: string,
  country: string,
  items: number,
  currency: string,
): RateQuote {
  if (!Object.hasOwn(carriers, carrier))
    throw badInput(
      'carrier',
      `Unknown carrier "${carrier}"; one of ${Object.keys(carriers).join(', ')}.`,
      'NOT_FOUND',
    );
  const quote = quoteRates(country, items, currency).find(
    (candidate) => candidate.carrier === carrier && candidate.service === service,
  );
  if (!quote) {
    const services = carriers[carrier]!.services.map((rule) => rule.service).join(', ');
    throw badInput(
      'service',
      `${carriers[carrier]!.name} has no "${service}" service; one of ${services}.`,
      'NOT_FOUND',
    );
  }
  return quote;
}

/** A carrier tracking number: prefix, 10 random digits and a mod-10 check digit. */
export function trackingNumber(carrier: string): string {
  const digits = Array.from(randomBytes(10), (byte) => String(byte % 10)).join('');
  const check =
    (10 - ([...digits].reduce((sum, digit, index) => sum + Number(digit) * (index % 2 ? 1 : 3), 0) % 10)) %
    10;
  return `${carriers[carrier]!.trackingPrefix}${digits}${check}`;
}

/** `business` days after `from`, skipping Saturdays and Sundays. */
export function addBusinessDays(from: Date, business: number): Date {
  const date = new Date(from);
  let left = business;
  while (left > 0) {
    date.setUTCDate(date.getUTCDate() + 1);
    const day = date.getUTCDay();
    if (day !== 0 && day !== 6) left--;
  }
  return date;
}
