import { minorToFloat } from '../../../platform/money';
import type { OrderItemResolvers } from '../__generated__/resolvers-types';

export const OrderItem: OrderItemResolvers = {
  id: (item) => item._id,
  product: (item) => ({ id: item.productId }),
  // Lines older than variants ordered their product's default variant, whose id is the product's.
  variantId: (item) => item.variantId ?? item.productId,
  variant: (item) => ({ id: item.variantId ?? item.productId }),
  options: (item) => item.options ?? [],
  unitPrice: (item) => minorToFloat(item.unitPriceMinor, item.currency),
  priceRuleId: (item) => item.priceRuleId ?? null,
  discountAmount: (item) => minorToFloat(item.discountMinor, item.currency),
  taxAmount: (item) => minorToFloat(item.taxMinor, item.currency),
  lineTotal: (item) => minorToFloat(item.lineTotalMinor, item.currency),
  backordered: (item) => item.backordered ?? 0,
  backorderExpectedAt: (item) => item.backorderExpectedAt ?? null,
  allocations: (item) => item.allocations ?? [],
};
