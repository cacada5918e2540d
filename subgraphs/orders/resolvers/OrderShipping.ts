import { formatMinor } from '../../../platform/money';
import type { OrderShippingResolvers } from '../__generated__/resolvers-types';

const money = (minor: number, currency: string) => ({ amount: formatMinor(minor, currency), currency });

export const OrderShipping: OrderShippingResolvers = {
  rate: (shipping) => money(shipping.rateMinor, shipping.currency),
  discount: (shipping) => money(shipping.discountMinor, shipping.currency),
  amount: (shipping) => money(shipping.rateMinor - shipping.discountMinor, shipping.currency),
};
