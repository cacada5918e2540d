/**
 * An order's parcel. It lives in the order document (`shipments`), so a tracking update and the order's
 * move to shipped or delivered, with its event, are one atomic write.
 */
export type ShipmentStatusValue =
  'label_created' | 'in_transit' | 'out_for_delivery' | 'delivered' | 'exception';

export interface TrackingEventRecord {
  status: ShipmentStatusValue;
  at: Date;
  location: string | null;
  description: string;
}

export interface ShipmentRecord {
  id: string;
  carrier: string;
  service: string;
  trackingNumber: string;
  labelUrl: string;
  status: ShipmentStatusValue;
  rateMinor: number;
  estimatedDelivery: Date;
  actualDelivery: Date | null;
  events: TrackingEventRecord[];
  createdAt: Date;
}

/** A shipment as resolvers see it: with the order's currency, to format amounts. */
export type ShipmentView = ShipmentRecord & { currency: string };
