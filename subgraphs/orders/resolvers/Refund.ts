import { formatMinor } from '../../../platform/money';
import type { RefundResolvers } from '../__generated__/resolvers-types';

export const Refund: RefundResolvers = {
  amount: (refund) => ({
    amount: formatMinor(refund.amountMinor, refund.currency),
    currency: refund.currency,
  }),
};
