import { moneyOf } from '../../../platform/money';
import type { ReturnResolvers } from '../__generated__/resolvers-types';

export const Return: ReturnResolvers = {
  lines: (record) => record.lines.map((line) => ({ ...line, currency: record.currency })),
  refundAmount: (record) => moneyOf(record.refundMinor, record.currency),
  shippingRefund: (record) => moneyOf(record.shippingMinor ?? 0, record.currency),
};
