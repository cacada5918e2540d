import { formatMinor } from '../../../platform/money';
import type { ShipmentResolvers } from '../__generated__/resolvers-types';

const money = (minor: number, currency: string) => ({ amount: formatMinor(minor, currency), currency });

export const Shipment: ShipmentResolvers = {
  warehouseId: (shipment) => shipment.warehouseId ?? null,
  warehouse: (shipment) => (shipment.warehouseId ? { id: shipment.warehouseId } : null),
  cost: (shipment) => money(shipment.rateMinor, shipment.currency),
  charged: (shipment) => money(shipment.chargedMinor ?? 0, shipment.currency),
};
