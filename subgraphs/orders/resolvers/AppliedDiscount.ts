import { formatMinor } from '../../../platform/money';
import type { AppliedDiscountResolvers } from '../__generated__/resolvers-types';

export const AppliedDiscount: AppliedDiscountResolvers = {
  amount: (discount) => ({
    amount: formatMinor(discount.amountMinor, discount.currency),
    currency: discount.currency,
  }),
};
