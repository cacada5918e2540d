/**
 * An order's parcel: one per warehouse the order's units were allocated from (fulfilment.ts). It lives in
 * the order document (`shipments`), so a tracking update and the order's move to shipped or delivered,
 * with its event, are one atomic write.
 */
export type ShipmentStatusValue =
  'label_created' | 'in_transit' | 'out_for_delivery' | 'delivered' | 'exception';

/** The statuses of a parcel the carrier has picked up (every one after the label). */
export const PICKED_UP: readonly ShipmentStatusValue[] = [
  'in_transit',
  'out_for_delivery',
  'delivered',
  'exception',
];

export interface TrackingEventRecord {
  status: ShipmentStatusValue;
  at: Date;
  location: string | null;
  description: string;
}

/** Units of one order line a parcel carries. */
export interface ShipmentLineRecord {
  orderItemId: string;
  productId: string;
  variantId: string;
  quantity: number;
}

export interface ShipmentRecord {
  id: string;
  /** The warehouse the parcel leaves from; absent or null: units no warehouse was recorded for. */
  warehouseId?: string | null;
  /** Absent on shipments made before per-warehouse shipments (they carried the whole order). */
  lines?: ShipmentLineRecord[];
  carrier: string;
  service: string;
  trackingNumber: string;
  labelUrl: string;
  status: ShipmentStatusValue;
  /** The carrier's rate for this parcel: its share of the rate chosen at checkout, or its own quote. */
  rateMinor: number;
  /** This parcel's share of what the order charges for shipping (absent on older shipments: 0). */
  chargedMinor?: number;
  estimatedDelivery: Date;
  actualDelivery: Date | null;
  events: TrackingEventRecord[];
  createdAt: Date;
}

/** A shipment as resolvers see it: with the order's currency, to format amounts, and its lines. */
export type ShipmentView = ShipmentRecord & { currency: string; lines: ShipmentLineRecord[] };
