import { formatMinor } from '../../../platform/money';
import type { ShipmentResolvers } from '../__generated__/resolvers-types';

export const Shipment: ShipmentResolvers = {
  cost: (shipment) => ({
    amount: formatMinor(shipment.rateMinor, shipment.currency),
    currency: shipment.currency,
  }),
};
