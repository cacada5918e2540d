import { formatMinor } from '../../../platform/money';
import type { ReturnResolvers } from '../__generated__/resolvers-types';

export const Return: ReturnResolvers = {
  lines: (record) => record.lines.map((line) => ({ ...line, currency: record.currency })),
  refundAmount: (record) => ({
    amount: formatMinor(record.refundMinor, record.currency),
    currency: record.currency,
  }),
  shippingRefund: (record) => ({
    amount: formatMinor(record.shippingMinor ?? 0, record.currency),
    currency: record.currency,
  }),
};
