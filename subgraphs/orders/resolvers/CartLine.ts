import { formatMinor, multiplyMinor } from '../../../platform/money';
import type { CartLineResolvers } from '../__generated__/resolvers-types';

export const CartLine: CartLineResolvers = {
  product: (line) => ({ id: line.productId }),
  variant: (line) => ({ id: line.variantId }),
  unitPrice: (line) =>
    line.unitPriceMinor === null
      ? null
      : { amount: formatMinor(line.unitPriceMinor, line.currency), currency: line.currency },
  discountAmount: (line) =>
    line.unitPriceMinor === null
      ? null
      : { amount: formatMinor(line.discountMinor, line.currency), currency: line.currency },
  lineTotal: (line) =>
    line.unitPriceMinor === null
      ? null
      : {
          amount: formatMinor(multiplyMinor(line.unitPriceMinor, line.quantity), line.currency),
          currency: line.currency,
        },
};
