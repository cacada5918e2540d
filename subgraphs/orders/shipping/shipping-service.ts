import { randomUUID } from 'node:crypto';
import type { Clock } from '../../../platform/clock';
import { appError, badInput, notFound } from '../../../platform/errors';
import type { Caller } from '../../../platform/identity/caller';
import { currencyCode } from '../../../platform/money';
import type { OrderModels, OrderRecord, OrderState, ShippingChoiceRecord } from '../order/model';
import type { OrderReads } from '../order/reads';
import type { OrderTransitions } from '../order/transitions';
import { requireAddress, type AddressFields } from '../../../platform/address';
import { addBusinessDays, quoteFor, quoteRates, trackingNumber, type RateQuote } from './carriers';
import { fulfilmentOf, parcelsOf, pendingParcels, shareOf, shipmentView, type Parcel } from './fulfilment';
import type { ShipmentRecord, ShipmentStatusValue, ShipmentView, TrackingEventRecord } from './model';

/** createShipment: a label for one parcel of a confirmed order. */
export interface CreateShipmentInput {
  orderId: string;
  /**
   * A carrier key from shippingRates (parcelpost, swiftship, freightline). Default, and the only one
   * allowed, when the order recorded a shipping choice at checkout: that choice's carrier.
   */
  carrier?: string | null;
  /** As `carrier`: default and only value when the order recorded a choice, its service. */
  service?: string | null;
  /**
   * The warehouse whose parcel this is (one of the order's pending parcels). Needed only when more than
   * one parcel is still to be created.
   */
  warehouseId?: string | null;
}

/** createShipments: labels for every parcel of a confirmed order that has none yet. */
export type CreateShipmentsInput = Omit<CreateShipmentInput, 'warehouseId'>;

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

/** The order states a parcels' standing walks the order through (fulfilmentOf). */
function orderPath(reached: 'shipped' | 'delivered' | null): OrderState[] {
  switch (reached) {
    case 'shipped':
      return ['shipped'];
    case 'delivered':
      return ['shipped', 'delivered'];
    case null:
      return [];
    default: {
      const exhaustive: never = reached;
      return exhaustive;
    }
  }
}

/** How often a write re-reads an order that changed between its read and its guarded update. */
const ROUNDS = 5;

/** The carrier service an order's parcels ship with, and the checkout choice it comes from (if any). */
interface CarrierChoice {
  carrier: string;
  service: string;
  recorded: ShippingChoiceRecord | null;
}

/**
 * Shipping: labels and tracking for an order's parcels, one per warehouse its units were allocated from
 * (fulfilment.ts). Shipments are embedded in the order document, so a tracking update and the order's
 * move to shipped or delivered, with `order.shipped` / OrderDeliveredEvent, are one atomic write, guarded
 * by every parcel's status: the order moves exactly once, when its last parcel is picked up (delivered).
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

  /**
   * Buys the label of one parcel of a confirmed order within the caller's write reach: the parcel of
   * `warehouseId`, or the order's only parcel still without a shipment. A parcel carries exactly the
   * units allocated to its warehouse; its shipment exists at most once (ALREADY_EXISTS).
   */
  async createShipment(
    caller: Caller,
    input: CreateShipmentInput,
  ): Promise<{ shipment: ShipmentView; order: OrderRecord }> {
    for (let round = 0; round < ROUNDS; round++) {
      const order = await this.shippable(caller, input.orderId);
      const parcels = parcelsOf(order);
      const pending = pendingParcels(order);
      const parcel = chooseParcel(input.warehouseId, parcels, pending);
      const shipment = this.label(order, parcels, parcel, choiceFor(order, input));
      const updated = await this.append(order, [shipment]);
      if (updated) return { shipment: shipmentView(shipment, updated), order: updated };
      // A shipment was added (or the order moved) since the read: decide again.
    }
    throw appError(
      'CONCURRENT_MODIFICATION',
      'The order kept changing while the label was bought; read it again.',
    );
  }

  /**
   * Buys the labels of every parcel of a confirmed order that has none yet, in one write; answers all the
   * order's shipments. A repeat (or a concurrent call) creates nothing more and answers the same shipments.
   */
  async createShipments(
    caller: Caller,
    input: CreateShipmentsInput,
  ): Promise<{ shipments: ShipmentView[]; order: OrderRecord }> {
    for (let round = 0; round < ROUNDS; round++) {
      const current = await this.orders.reads.get(caller, input.orderId, 'write');
      if (!current) throw notFound('ORDER_NOT_FOUND', input.orderId);
      const pending = pendingParcels(current);
      if (pending.length === 0 && current.shipments.length > 0)
        return {
          shipments: current.shipments.map((shipment) => shipmentView(shipment, current)),
          order: current,
        };
      const order = await this.shippable(caller, input.orderId, current);
      const parcels = parcelsOf(order);
      const choice = choiceFor(order, input);
      const labels = pendingParcels(order).map((parcel) => this.label(order, parcels, parcel, choice));
      const updated = await this.append(order, labels);
      if (updated)
        return {
          shipments: updated.shipments.map((shipment) => shipmentView(shipment, updated)),
          order: updated,
        };
    }
    throw appError(
      'CONCURRENT_MODIFICATION',
      'The order kept changing while the labels were bought; read it again.',
    );
  }

  /** The order, if a label may be bought for it now: confirmed (paid), with a shipping address. */
  private async shippable(caller: Caller, orderId: string, read?: OrderRecord): Promise<OrderRecord> {
    const order = read ?? (await this.orders.reads.get(caller, orderId, 'write'));
    if (!order) throw notFound('ORDER_NOT_FOUND', orderId);
    if (order.status !== 'confirmed') {
      throw appError(
        'INVALID_STATUS_TRANSITION',
        `Only a confirmed (paid) order can be shipped; this one is ${order.status}.`,
        { from: order.status.toUpperCase(), to: 'SHIPPED', allowed: [] },
      );
    }
    if (!order.shippingAddress) throw badInput('orderId', 'The order has no shipping address.', 'REQUIRED');
    return order;
  }

  /**
   * A parcel's label. With a shipping choice recorded at checkout, the parcel carries its share of that
   * rate (`rateMinor`) and of what the order charged for shipping (`chargedMinor`), split over the order's
   * parcels by units, so the parcels together cost and charge exactly what the order does. Without one,
   * the carrier's own rate for the parcel, which the order did not charge.
   */
  private label(order: OrderRecord, parcels: readonly Parcel[], parcel: Parcel, choice: CarrierChoice) {
    const quote = quoteFor(
      choice.carrier,
      choice.service,
      order.shippingAddress!.country,
      parcel.units,
      order.currency,
    );
    const now = new Date(this.clock.now());
    const tracking = trackingNumber(choice.carrier);
    const shipment: ShipmentRecord = {
      id: randomUUID(),
      warehouseId: parcel.warehouseId,
      lines: parcel.lines,
      carrier: choice.carrier,
      service: choice.service,
      trackingNumber: tracking,
      labelUrl: `https://labels.sandbox.invalid/${choice.carrier}/${tracking}.pdf`,
      status: 'label_created',
      rateMinor: choice.recorded ? shareOf(choice.recorded.rateMinor, parcels, parcel) : quote.amountMinor,
      chargedMinor: choice.recorded ? shareOf(order.shippingMinor ?? 0, parcels, parcel) : 0,
      estimatedDelivery: addBusinessDays(now, quote.estimatedDays),
      actualDelivery: null,
      events: [{ status: 'label_created', at: now, location: null, description: DESCRIPTIONS.label_created }],
      createdAt: now,
    };
    return shipment;
  }

  /**
   * Adds shipments to the order, guarded by "still confirmed, with the shipments it had when read": of
   * concurrent labels for the same parcel exactly one lands, and the others decide again from what did.
   */
  private append(order: OrderRecord, shipments: ShipmentRecord[]): Promise<OrderRecord | null> {
    return this.models.Order.findOneAndUpdate(
      { _id: order._id, status: 'confirmed', shipments: { $size: order.shipments.length } },
      { $push: { shipments: { $each: shipments } } },
      { returnDocument: 'after' },
    ).lean<OrderRecord>();
  }

  /**
   * A tracking update (staff, for any order). The order moves along, with the caller recorded as the
   * actor, when this update makes every parcel picked up (SHIPPED) or delivered (DELIVERED); until then only
   * the parcel changes. Every parcel's status is part of the guarded write, so two parcels picked up at
   * the same time still ship the order once.
   */
  async track(
    caller: Caller,
    input: TrackingUpdateInput,
  ): Promise<{ shipment: ShipmentView; order: OrderRecord }> {
    for (let round = 0; round < ROUNDS; round++) {
      const order = await this.models.Order.findOne({ 'shipments.id': input.shipmentId }).lean<OrderRecord>();
      if (!order) throw notFound('SHIPMENT_NOT_FOUND', input.shipmentId);
      const index = order.shipments.findIndex((candidate) => candidate.id === input.shipmentId);
      const shipment = order.shipments[index]!;
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
      const at = `shipments.${index}`;
      const set = {
        [`${at}.status`]: input.status,
        ...(input.status === 'delivered' ? { [`${at}.actualDelivery`]: now } : {}),
      };
      const push = { [`${at}.events`]: event };
      // The tracking entry and every parcel's status are part of the guarded write: a concurrent update
      // of any parcel (or a new one) makes this one decide again.
      const guard: Record<string, unknown> = {
        shipments: { $size: order.shipments.length },
        [`${at}.events`]: { $size: shipment.events.length },
      };
      order.shipments.forEach((parcel, other) => (guard[`shipments.${other}.status`] = parcel.status));
      const statuses = order.shipments.map((parcel, other) =>
        other === index ? input.status : parcel.status,
      );
      const path = orderPath(fulfilmentOf(order, statuses)).filter((state) => state !== order.status);
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
        const after = moved.shipments[index]!;
        if (after.events.length > shipment.events.length)
          return { shipment: shipmentView(after, moved), order: moved };
        continue;
      }
      const updated = await this.models.Order.findOneAndUpdate(
        { _id: order._id, ...guard },
        { $set: set, $push: push },
        { returnDocument: 'after' },
      ).lean<OrderRecord>();
      if (updated) return { shipment: shipmentView(updated.shipments[index]!, updated), order: updated };
    }
    throw appError('CONCURRENT_MODIFICATION', 'The shipment kept changing; read it again and retry.');
  }
}

/**
 * The carrier service the parcels ship with: the one the customer chose at checkout (which the order's
 * total charged for), or, for an order placed without a choice, the one named here.
 */
function choiceFor(order: OrderRecord, input: CreateShipmentsInput): CarrierChoice {
  const recorded = order.shipping ?? null;
  if (recorded) {
    for (const field of ['carrier', 'service'] as const) {
      const asked = input[field]?.trim();
      if (asked && asked !== recorded[field])
        throw badInput(
          field,
          `The customer chose ${recorded.carrier} ${recorded.service} at checkout, and the order charged for it; its parcels ship with it.`,
          'NOT_ALLOWED',
        );
    }
    return { carrier: recorded.carrier, service: recorded.service, recorded };
  }
  const carrier = input.carrier?.trim();
  const service = input.service?.trim();
  if (!carrier)
    throw badInput('carrier', 'The order has no shipping chosen at checkout: name a carrier.', 'REQUIRED');
  if (!service)
    throw badInput('service', 'The order has no shipping chosen at checkout: name a service.', 'REQUIRED');
  return { carrier, service, recorded: null };
}

/** The parcel a createShipment is for: the named warehouse's, or the only one still without a shipment. */
function chooseParcel(
  warehouseId: string | null | undefined,
  parcels: readonly Parcel[],
  pending: readonly Parcel[],
): Parcel {
  const named = (list: readonly Parcel[]) =>
    list.map((parcel) => parcel.warehouseId ?? '(no warehouse)').join(', ');
  if (warehouseId) {
    const parcel = parcels.find((candidate) => candidate.warehouseId === warehouseId);
    if (!parcel)
      throw badInput(
        'warehouseId',
        `No units of this order were allocated from warehouse "${warehouseId}"; its parcels leave from ${named(parcels)}.`,
        'NOT_FOUND',
      );
    if (!pending.some((candidate) => candidate.warehouseId === warehouseId))
      throw badInput(
        'warehouseId',
        `The parcel from warehouse ${warehouseId} has a shipment already.`,
        'ALREADY_EXISTS',
      );
    return parcel;
  }
  if (pending.length === 0) throw badInput('orderId', 'The order already has a shipment.', 'ALREADY_EXISTS');
  if (pending.length > 1)
    throw badInput(
      'warehouseId',
      `The order ships from several warehouses (${named(pending)}): name one, or create them all with createShipments.`,
      'REQUIRED',
    );
  return pending[0]!;
}
