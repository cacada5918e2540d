/**
 * The sales tax / VAT rate per destination, in basis points (725 = 7.25 %), applied to what the customer
 * pays for the items (after discounts); shipping is not taxed. A destination is a country (ISO 3166-1
 * alpha-2) and, where the rate differs inside it, a region (US state, Canadian province). A region not
 * listed takes its country's `default`; a country not listed is not taxed (0). docs/pricing.md shows the
 * table; a deployment with other obligations edits this file (one place, reviewed like code).
 */
export interface CountryTax {
  /** The rate where no region below matches. */
  default: number;
  regions?: Readonly<Record<string, number>>;
}

export const taxRates: Readonly<Record<string, CountryTax>> = {
  US: {
    // State base rates; the five states without a sales tax are 0 by default.
    default: 0,
    regions: { CA: 725, NY: 400, TX: 625, WA: 650, FL: 600, IL: 625, MA: 625, NJ: 663, PA: 600, CO: 290 },
  },
  CA: { default: 500, regions: { ON: 1300, NS: 1500, NB: 1500, NL: 1500, PE: 1500, QC: 1498, BC: 1200 } },
  MX: { default: 1600 },
  GB: { default: 2000 },
  IE: { default: 2300 },
  DE: { default: 1900 },
  FR: { default: 2000 },
  ES: { default: 2100 },
  IT: { default: 2200 },
  NL: { default: 2100 },
  SE: { default: 2500 },
  JP: { default: 1000 },
  AU: { default: 1000 },
  NZ: { default: 1500 },
};

/** The rate for a destination; 0 without one (nothing ships, nothing is taxed) or for a country not listed. */
export function taxRateFor(
  destination: { country: string; state?: string | null } | null | undefined,
): number {
  if (!destination) return 0;
  const country = taxRates[destination.country.toUpperCase()];
  if (!country) return 0;
  const region = destination.state?.trim().toUpperCase();
  return (region ? country.regions?.[region] : undefined) ?? country.default;
}
