import { formatMinor } from '../../../platform/money';
import type { ShippingRateResolvers } from '../__generated__/resolvers-types';

export const ShippingRate: ShippingRateResolvers = {
  amount: (quote) => ({ amount: formatMinor(quote.amountMinor, quote.currency), currency: quote.currency }),
  zone: (quote) => quote.zone.toUpperCase(),
};
