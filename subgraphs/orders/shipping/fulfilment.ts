import type { OrderRecord } from '../order/model';
import { allocate } from '../pricing/totals';
import {
  PICKED_UP,
  type ShipmentLineRecord,
  type ShipmentRecord,
  type ShipmentStatusValue,
  type ShipmentView,
} from './model';

/**
 * The parcels an order ships in: "a line may be filled from several warehouses ... with one shipment per
 * warehouse". Each warehouse inventory allocated units from is one parcel carrying exactly those units;
 * units no warehouse was recorded for (lines older than allocations) make one parcel without a warehouse,
 * so an order placed before per-warehouse shipments still ships as its one parcel.
 */
export interface Parcel {
  /** Null: the parcel of units no warehouse was recorded for. */
  warehouseId: string | null;
  lines: ShipmentLineRecord[];
  units: number;
}

/** The order's parcels, by warehouse id (the parcel without a warehouse last), lines in order. */
export function parcelsOf(order: Pick<OrderRecord, 'items'>): Parcel[] {
  const parcels = new Map<string | null, Parcel>();
  const add = (warehouseId: string | null, line: ShipmentLineRecord) => {
    if (line.quantity <= 0) return;
    const parcel = parcels.get(warehouseId) ?? { warehouseId, lines: [], units: 0 };
    parcel.lines.push(line);
    parcel.units += line.quantity;
    parcels.set(warehouseId, parcel);
  };
  for (const item of order.items) {
    const line = {
      orderItemId: item._id,
      productId: item.productId,
      variantId: item.variantId ?? item.productId,
    };
    let left = item.quantity;
    for (const allocation of item.allocations ?? []) {
      const units = Math.min(left, allocation.quantity);
      add(allocation.warehouseId, { ...line, quantity: units });
      left -= units;
    }
    add(null, { ...line, quantity: left });
  }
  return [...parcels.values()].sort((a, b) =>
    a.warehouseId === b.warehouseId
      ? 0
      : a.warehouseId === null
        ? 1
        : b.warehouseId === null
          ? -1
          : a.warehouseId.localeCompare(b.warehouseId),
  );
}

/** The parcel a shipment carries: its warehouse's (a shipment without one: the parcel without a warehouse). */
export const parcelOfShipment = (shipment: Pick<ShipmentRecord, 'warehouseId'>) =>
  shipment.warehouseId ?? null;

/** The order's parcels that have no shipment yet. */
export function pendingParcels(order: Pick<OrderRecord, 'items' | 'shipments'>): Parcel[] {
  const shipped = new Set((order.shipments ?? []).map(parcelOfShipment));
  return parcelsOf(order).filter((parcel) => !shipped.has(parcel.warehouseId));
}

/**
 * Each parcel's share of an amount fixed for the whole order (the shipping rate chosen at checkout, what
 * the order charges for shipping), in proportion to its units by largest remainder: the shares of all the
 * order's parcels add up to the amount exactly, whichever are created first, so splitting an order into
 * parcels never charges or costs more than the one rate the customer chose.
 */
export function shareOf(amountMinor: number, parcels: readonly Parcel[], parcel: Parcel): number {
  const shares = allocate(
    amountMinor,
    parcels.map((candidate) => candidate.units),
  );
  return shares[parcels.findIndex((candidate) => candidate.warehouseId === parcel.warehouseId)] ?? 0;
}

/** Picked up by the carrier: any tracking status after the label. */
export const pickedUp = (status: ShipmentStatusValue) => PICKED_UP.includes(status);

/**
 * Where the order's parcels stand, for its status: `shipped` once every parcel has a shipment and every
 * shipment has been picked up, `delivered` once every one is delivered; null while a parcel is still to
 * leave. `statuses` are the shipments' statuses as they will be after the write being decided.
 */
export function fulfilmentOf(
  order: Pick<OrderRecord, 'items' | 'shipments'>,
  statuses: readonly ShipmentStatusValue[],
): 'shipped' | 'delivered' | null {
  if (pendingParcels(order).length > 0 || statuses.length === 0) return null;
  if (statuses.every((status) => status === 'delivered')) return 'delivered';
  return statuses.every(pickedUp) ? 'shipped' : null;
}

/**
 * A shipment as resolvers see it: with the order's currency, and its lines (a shipment made before
 * per-warehouse shipments carried the whole order).
 */
export function shipmentView(
  shipment: ShipmentRecord,
  order: Pick<OrderRecord, 'items' | 'currency' | 'shippingMinor'>,
): ShipmentView {
  return {
    ...shipment,
    currency: order.currency,
    chargedMinor: shipment.chargedMinor ?? (shipment.lines ? 0 : (order.shippingMinor ?? 0)),
    lines:
      shipment.lines ??
      order.items.map((item) => ({
        orderItemId: item._id,
        productId: item.productId,
        variantId: item.variantId ?? item.productId,
        quantity: item.quantity,
      })),
  };
}
