import { formatMinor } from '../../../platform/money';
import type { CartResolvers } from '../__generated__/resolvers-types';

export const Cart: CartResolvers = {
  id: (view) => view.cart._id,
  token: (view) => view.cart.token ?? null,
  lines: (view) => view.lines,
  subtotal: (view) => ({ amount: formatMinor(view.subtotalMinor, view.currency), currency: view.currency }),
  discounts: (view) => view.discounts.map((discount) => ({ ...discount, currency: view.currency })),
  discountTotal: (view) => ({
    amount: formatMinor(view.discountMinor, view.currency),
    currency: view.currency,
  }),
  total: (view) => ({ amount: formatMinor(view.totalMinor, view.currency), currency: view.currency }),
  couponCode: (view) => view.cart.couponCode ?? null,
  couponProblem: (view) => view.couponProblem,
  itemCount: (view) => view.lines.reduce((sum, line) => sum + line.quantity, 0),
  updatedAt: (view) => view.cart.updatedAt,
  expiresAt: (view) => view.cart.expiresAt,
};
