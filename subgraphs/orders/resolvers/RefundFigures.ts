import type { RefundFiguresResolvers } from '../__generated__/resolvers-types';
import { moneyOf } from './money';

export const RefundFigures: RefundFiguresResolvers = {
  refunded: (figures) => moneyOf(figures.refundedMinor, figures.currency),
  returnRefunds: (figures) => moneyOf(figures.returnRefundsMinor, figures.currency),
};
