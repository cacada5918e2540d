import { minorToFloat } from '../../../platform/money';
import type { OrderItemResolvers } from '../__generated__/resolvers-types';

export const OrderItem: OrderItemResolvers = {
  id: (item) => item._id,
  product: (item) => ({ id: item.productId }),
  unitPrice: (item) => minorToFloat(item.unitPriceMinor, item.currency),
  discountAmount: (item) => minorToFloat(item.discountMinor, item.currency),
  taxAmount: (item) => minorToFloat(item.taxMinor, item.currency),
  lineTotal: (item) => minorToFloat(item.lineTotalMinor, item.currency),
  backordered: (item) => item.backordered ?? 0,
  backorderExpectedAt: (item) => item.backorderExpectedAt ?? null,
};
