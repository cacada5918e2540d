import { formatMinor } from '../../../platform/money';
import type { CartResolvers } from '../__generated__/resolvers-types';

export const Cart: CartResolvers = {
  id: (view) => view.cart._id,
  token: (view) => view.cart.token ?? null,
  lines: (view) => view.lines,
  subtotal: (view) => ({ amount: formatMinor(view.subtotalMinor, view.currency), currency: view.currency }),
  itemCount: (view) => view.lines.reduce((sum, line) => sum + line.quantity, 0),
  updatedAt: (view) => view.cart.updatedAt,
  expiresAt: (view) => view.cart.expiresAt,
};
