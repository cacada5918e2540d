import type { ProductRecord } from '../models/product';
import { variantsOf } from '../variants/variants';
import { effectivePrice } from './rules';

/** The price everyone pays for one unit at `at` (no customer group): what events and shared caches show. */
export function publicPriceMinor(product: ProductRecord, at: number): number {
  return effectivePrice(product.priceRules, null, product.listPriceMinor, { at, groups: [], quantity: 1 })
    .unitPriceMinor;
}

export interface VariantPriceChange {
  id: string;
  priceMinor: number;
  previousPriceMinor: number;
}

/**
 * The variants of a product with options whose public price differs between two versions of the product,
 * `before` read at `beforeAt` and `after` at `at` (a default variant is the product itself, whose price the
 * event carries anyway).
 */
export function variantPriceChanges(
  before: ProductRecord,
  after: ProductRecord,
  at: number,
  beforeAt = at,
): VariantPriceChange[] {
  if (!after.variants?.length) return [];
  const question = { at, groups: [], quantity: 1 };
  const previous = new Map(
    (before.variants ?? []).map((variant) => [
      variant._id,
      effectivePrice(before.priceRules, variant._id, variant.priceMinor, { ...question, at: beforeAt })
        .unitPriceMinor,
    ]),
  );
  return variantsOf(after).flatMap((variant) => {
    const priceMinor = effectivePrice(
      after.priceRules,
      variant._id,
      variant.priceMinor,
      question,
    ).unitPriceMinor;
    const previousPriceMinor = previous.get(variant._id);
    return previousPriceMinor === undefined || previousPriceMinor === priceMinor
      ? []
      : [{ id: variant._id, priceMinor, previousPriceMinor }];
  });
}
