import type { SalesFunnelResolvers } from '../__generated__/resolvers-types';

const rate = (part: number, whole: number) => (whole === 0 ? null : part / whole);

export const SalesFunnel: SalesFunnelResolvers = {
  checkoutRate: (funnel) => rate(funnel.checkouts, funnel.carts),
  paidRate: (funnel) => rate(funnel.paid, funnel.checkouts),
};
