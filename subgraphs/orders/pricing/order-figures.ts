import { sumMinor } from '../../../platform/money';
import type { OrderItemRecord, OrderRecord } from '../order/model';
import type { PricedProduct } from '../peers/order-peers';
import type { OfferLine } from './offers';
import { computeTotals, type PricedTotals } from './totals';

/** An order's lines as offers and computeTotals see them (keyed by the line's id). */
export function linesOf(
  items: readonly OrderItemRecord[],
  products: ReadonlyMap<string, PricedProduct>,
): OfferLine[] {
  return items.map((item) => ({
    key: item._id,
    productId: item.productId,
    categoryId: products.get(item.productId)?.categoryId ?? null,
    unitPriceMinor: item.unitPriceMinor,
    quantity: item.quantity,
  }));
}

/** The lines with the discount, tax and line total computeTotals gave each. */
export function pricedItems(items: readonly OrderItemRecord[], totals: PricedTotals): OrderItemRecord[] {
  const byKey = new Map(totals.lines.map((line) => [line.key, line]));
  return items.map((item) => {
    const line = byKey.get(item._id)!;
    return {
      ...item,
      discountMinor: line.discountMinor,
      taxMinor: line.taxMinor,
      lineTotalMinor: line.lineTotalMinor,
    };
  });
}

/**
 * A line added to a placed order (addOrderItem): priced by computeTotals at the order's tax rate, with no
 * discount (the order's discounts were decided at placing and stay as they were), and the order's figures
 * with it.
 */
export function withAddedLine(
  order: Pick<
    OrderRecord,
    'subtotalMinor' | 'discountMinor' | 'taxMinor' | 'shippingMinor' | 'taxRateBasisPoints'
  >,
  item: OrderItemRecord,
): { item: OrderItemRecord; subtotalMinor: number; taxMinor: number; totalMinor: number } {
  const totals = computeTotals({
    lines: [{ key: item._id, unitPriceMinor: item.unitPriceMinor, quantity: item.quantity }],
    taxRateBasisPoints: order.taxRateBasisPoints ?? 0,
  });
  const [priced] = pricedItems([item], totals);
  const subtotalMinor = sumMinor([order.subtotalMinor, totals.subtotalMinor]);
  const taxMinor = sumMinor([order.taxMinor, totals.taxMinor]);
  return {
    item: priced!,
    subtotalMinor,
    taxMinor,
    totalMinor: Math.max(0, subtotalMinor - order.discountMinor + (order.shippingMinor ?? 0) + taxMinor),
  };
}
