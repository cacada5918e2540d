import { formatMinor } from '../../../platform/money';
import type { CatalogContext } from '../context';
import type { ProductRecord } from '../models/product';
import type { EffectivePrice } from '../price-rules/rules';

export const money = (minor: number, currency: string) => ({
  amount: formatMinor(minor, currency),
  currency,
});

/** The caller's unit price of a variant (null: the product as a whole) for one unit, now. */
export function priceFor(
  context: Pick<CatalogContext, 'priceRules' | 'customerGroups'>,
  product: ProductRecord,
  variantId: string | null,
  listPriceMinor: number,
): EffectivePrice | Promise<EffectivePrice> {
  return context.priceRules.priceOf(product, variantId, listPriceMinor, { groups: context.customerGroups });
}

/** The list price to show struck through when a rule makes the price lower; null otherwise. */
export function compareAt(price: EffectivePrice, listPriceMinor: number, currency: string) {
  return price.unitPriceMinor < listPriceMinor ? money(listPriceMinor, currency) : null;
}
