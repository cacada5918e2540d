import { randomUUID } from 'node:crypto';
import type { Clock } from '../../../platform/clock';
import { appError, badInput, notFound } from '../../../platform/errors';
import type { Caller } from '../../../platform/identity/caller';
import { currencyCode } from '../../../platform/money';
import type { OrderModels, OrderRecord, OrderState } from '../order/model';
import type { OrderReads } from '../order/reads';
import type { OrderTransitions } from '../order/transitions';
import { requireAddress, type AddressFields } from '../../../platform/address';
import { addBusinessDays, quoteFor, quoteRates, trackingNumber, type RateQuote } from './carriers';
import type { ShipmentRecord, ShipmentStatusValue, TrackingEventRecord } from './model';

/** createShipment: a label for a confirmed order's parcel. */
export interface CreateShipmentInput {
  orderId: string;
  /** A carrier key from shippingRates (parcelpost, swiftship, freightline). */
  carrier: string;
  service: string;
}

/** shippingRates: a parcel of `items` units to an address. */
export interface RateRequest {
  address: AddressFields;
  items: number;
  /** ISO 4217 code the rates are quoted in. Default USD. */
  currency?: string | null;
}

/** addTrackingEvent: what the carrier reported. */
export interface TrackingUpdateInput {
  shipmentId: string;
  status: ShipmentStatusValue;
  /** At most 200 characters. */
  location?: string | null;
  /** Default: a description of the status. */
  description?: string | null;
}

const DESCRIPTIONS: Readonly<Record<ShipmentStatusValue, string>> = {
  label_created: 'Label created; waiting for pick-up.',
  in_transit: 'Picked up by the carrier; in transit.',
  out_for_delivery: 'Out for delivery.',
  delivered: 'Delivered.',
  exception: 'Delivery exception.',
};

/** Tracking statuses a shipment may move to from each; delivered is final. */
const NEXT: Readonly<Record<ShipmentStatusValue, readonly ShipmentStatusValue[]>> = {
  // A courier may pick up and deliver between two scans: the order then passes through shipped.
  label_created: ['in_transit', 'out_for_delivery', 'delivered', 'exception'],
  in_transit: ['in_transit', 'out_for_delivery', 'delivered', 'exception'],
  out_for_delivery: ['in_transit', 'delivered', 'exception'],
  exception: ['in_transit', 'out_for_delivery', 'delivered', 'exception'],
  delivered: [],
};

/** What a tracking status does to the order: picked up ships it, delivered delivers it. */
function orderPath(status: ShipmentStatusValue): OrderState[] {
  switch (status) {
    case 'in_transit':
    case 'out_for_delivery':
    case 'exception':
      return ['shipped'];
    case 'delivered':
      return ['shipped', 'delivered'];
    case 'label_created':
      return [];
    default: {
      const exhaustive: never = status;
      return exhaustive;
    }
  }
}

/**
 * Shipping: labels and tracking for an order's parcel (one per order, embedded in the order document, so
 * a tracking update and the order's move to shipped or delivered, with `order.shipped` /
 * OrderDeliveredEvent, are one atomic write).
 */
export class ShippingService {
  constructor(
    private readonly models: OrderModels,
    private readonly orders: { reads: OrderReads; transitions: OrderTransitions },
    private readonly clock: Clock,
  ) {}

  /** Every carrier's rate for the parcel, cheapest first (the address must be one the carriers serve). */
  rates(_caller: Caller, request: RateRequest): RateQuote[] {
    const { country } = requireAddress(request.address, 'address');
    return quoteRates(country, request.items, currencyCode(request.currency, 'currency'));
  }

  /** Buys a label with the carrier service's rate for a confirmed order within the caller's write reach. */
  async createShipment(
    caller: Caller,
    input: CreateShipmentInput,
  ): Promise<{ shipment: ShipmentRecord; order: OrderRecord }> {
    const order = await this.orders.reads.get(caller, input.orderId, 'write');
    if (!order) throw notFound('ORDER_NOT_FOUND', input.orderId);
    if (order.status !== 'confirmed') {
      throw appError(
        'INVALID_STATUS_TRANSITION',
        `Only a confirmed (paid) order can be shipped; this one is ${order.status}.`,
        { from: order.status.toUpperCase(), to: 'SHIPPED', allowed: [] },
      );
    }
    if (!order.shippingAddress) throw badInput('orderId', 'The order has no shipping address.', 'REQUIRED');
    if (order.shipments.length)
      throw badInput('orderId', 'The order already has a shipment.', 'ALREADY_EXISTS');
    const units = order.items.reduce((sum, item) => sum + item.quantity, 0);
    const quote = quoteFor(
      input.carrier,
      input.service,
      order.shippingAddress.country,
      units,
      order.currency,
    );
    const now = new Date(this.clock.now());
    const tracking = trackingNumber(input.carrier);
    const shipment: ShipmentRecord = {
      id: randomUUID(),
      carrier: input.carrier,
      service: input.service,
      trackingNumber: tracking,
      labelUrl: `https://labels.sandbox.invalid/${input.carrier}/${tracking}.pdf`,
      status: 'label_created',
      rateMinor: quote.amountMinor,
      estimatedDelivery: addBusinessDays(now, quote.estimatedDays),
      actualDelivery: null,
      events: [{ status: 'label_created', at: now, location: null, description: DESCRIPTIONS.label_created }],
      createdAt: now,
    };
    const updated = await this.models.Order.findOneAndUpdate(
      { _id: order._id, status: 'confirmed', 'shipments.0': { $exists: false } },
      { $push: { shipments: shipment } },
      { returnDocument: 'after' },
    ).lean<OrderRecord>();
    if (!updated)
      throw appError(
        'CONCURRENT_MODIFICATION',
        'The order changed while the label was bought; read it again.',
      );
    return { shipment, order: updated };
  }

  /**
   * A tracking update (staff, for any order); moves the order along when the parcel is picked up or
   * delivered, with the caller recorded as the actor of the move.
   */
  async track(
    caller: Caller,
    input: TrackingUpdateInput,
  ): Promise<{ shipment: ShipmentRecord; order: OrderRecord }> {
    for (let round = 0; round < 5; round++) {
      const order = await this.models.Order.findOne({ 'shipments.id': input.shipmentId }).lean<OrderRecord>();
      if (!order) throw notFound('SHIPMENT_NOT_FOUND', input.shipmentId);
      const shipment = order.shipments[0]!;
      if (!NEXT[shipment.status].includes(input.status)) {
        throw appError(
          'INVALID_STATUS_TRANSITION',
          `A shipment that is ${shipment.status} cannot become ${input.status}.`,
          {
            from: shipment.status.toUpperCase(),
            to: input.status.toUpperCase(),
            allowed: NEXT[shipment.status].map((status) => status.toUpperCase()),
          },
        );
      }
      const now = new Date(this.clock.now());
      const location = input.location?.trim() || null;
      if (location && location.length > 200)
        throw badInput('location', 'location is at most 200 characters.', 'TOO_LONG');
      const event: TrackingEventRecord = {
        status: input.status,
        at: now,
        location,
        description: input.description?.trim().slice(0, 500) || DESCRIPTIONS[input.status],
      };
      const set = {
        'shipments.0.status': input.status,
        ...(input.status === 'delivered' ? { 'shipments.0.actualDelivery': now } : {}),
      };
      const push = { 'shipments.0.events': event };
      // The tracking entry is part of the guarded write: a concurrent update of this shipment retries.
      const guard = {
        'shipments.0.status': shipment.status,
        'shipments.0.events': { $size: shipment.events.length },
      };
      const path = orderPath(input.status).filter((state) => state !== order.status);
      const data = {
        shipmentId: shipment.id,
        carrier: shipment.carrier,
        trackingNumber: shipment.trackingNumber,
        estimatedDelivery: shipment.estimatedDelivery.toISOString(),
      };
      if (path.length && order.status !== 'delivered') {
        const { order: moved } = await this.orders.transitions.move(caller, order._id, path, {
          set,
          push,
          guard,
          data,
        });
        const after = moved.shipments[0]!;
        if (after.events.length > shipment.events.length) return { shipment: after, order: moved };
        continue;
      }
      const updated = await this.models.Order.findOneAndUpdate(
        { _id: order._id, ...guard },
        { $set: set, $push: push },
        { returnDocument: 'after' },
      ).lean<OrderRecord>();
      if (updated) return { shipment: updated.shipments[0]!, order: updated };
    }
    throw appError('CONCURRENT_MODIFICATION', 'The shipment kept changing; read it again and retry.');
  }
}
