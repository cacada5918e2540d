import { moneyOf } from '../../../platform/money';
import type { CatalogContext } from '../context';
import type { ProductRecord } from '../models/product';
import type { EffectivePrice } from '../price-rules/rules';

/** The caller's unit price of a variant (null: the product as a whole) for one unit, now. */
export function priceFor(
  context: Pick<CatalogContext, 'priceRules' | 'customerGroups'>,
  product: ProductRecord,
  variantId: string | null,
  listPriceMinor: number,
): EffectivePrice | Promise<EffectivePrice> {
  return context.priceRules.priceOf(product, variantId, listPriceMinor, { groups: context.customerGroups });
}

/**
 * `then` applied to a value that is a promise only when the caller's groups had to be asked for: a product
 * list of 100 prices stays synchronous (no promise per field) when no group rule is involved.
 */
export function settle<T, R>(value: T | Promise<T>, then: (resolved: T) => R): R | Promise<R> {
  return value instanceof Promise ? value.then(then) : then(value);
}

/** The caller's unit price of a variant (null: the product) as Money. */
export function priceMoney(
  context: Pick<CatalogContext, 'priceRules' | 'customerGroups'>,
  product: ProductRecord,
  variantId: string | null,
  listPriceMinor: number,
) {
  return settle(priceFor(context, product, variantId, listPriceMinor), (price) =>
    moneyOf(price.unitPriceMinor, product.currency),
  );
}

/** The list price to show struck through when a rule makes the price lower now; null otherwise. */
export function compareAtMoney(
  context: Pick<CatalogContext, 'priceRules' | 'customerGroups'>,
  product: ProductRecord,
  variantId: string | null,
  listPriceMinor: number,
) {
  return settle(priceFor(context, product, variantId, listPriceMinor), (price) =>
    price.unitPriceMinor < listPriceMinor ? moneyOf(listPriceMinor, product.currency) : null,
  );
}
