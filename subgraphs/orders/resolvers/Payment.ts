import { enumValue } from '../../../platform/graphql/enums';
import { formatMinor } from '../../../platform/money';
import type { PaymentResolvers } from '../__generated__/resolvers-types';

export const Payment: PaymentResolvers = {
  id: (payment) => payment._id,
  order: async (payment, _, context) => (await context.loaders.orderById.load(payment.orderId))!,
  amount: (payment) => ({
    amount: formatMinor(payment.amountMinor, payment.currency),
    currency: payment.currency,
  }),
  chargedAmount: (payment) => ({
    amount: formatMinor(payment.chargedMinor, payment.chargedCurrency),
    currency: payment.chargedCurrency,
  }),
  exchangeRate: (payment) => payment.conversion,
  method: (payment) => enumValue(payment.method.kind),
  methodSummary: (payment) => payment.method.summary,
  refundedAmount: (payment) => ({
    amount: formatMinor(payment.refundedMinor, payment.currency),
    currency: payment.currency,
  }),
  refunds: (payment) => payment.refunds.map((refund) => ({ ...refund, currency: payment.currency })),
};
