import { formatMinor } from '../../../platform/money';
import type { ReturnLineResolvers } from '../__generated__/resolvers-types';

export const ReturnLine: ReturnLineResolvers = {
  variantId: (line) => line.variantId ?? line.productId,
  refund: (line) => ({ amount: formatMinor(line.refundMinor, line.currency), currency: line.currency }),
};
