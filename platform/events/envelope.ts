import { randomUUID } from 'node:crypto';

/**
 * The required events (REQ-EVT-1, REQ-EVT-2), then ours. Names are as required; `order.shipped` keeps its dotted form. The
 * spec names no event for delivery, cancellation, returns, refunds and added order lines; ours follow its
 * `*Event` naming. Payloads are documented in docs/events.md.
 */
export const eventTypes = [
  'UserRegisteredEvent',
  'ProductUpdatedEvent',
  'ProductCreated',
  'OrderCreatedEvent',
  'OrderItemAddedEvent',
  'PaymentChargedEvent',
  'PaymentFailedEvent',
  'OrderFailedEvent',
  'OrderConfirmedEvent',
  'order.shipped',
  'OrderDeliveredEvent',
  'OrderCancelledEvent',
  'OrderReturnedEvent',
  'PaymentRefundedEvent',
  'StockReplenishedEvent',
  'StockDepletedEvent',
  'LowStockEvent',
  'WarehouseCreated',
  'UserErasedEvent',
  'ObjectCreated',
  'ProductImageIndexed',
  'CouponRedeemedEvent',
  'CouponReleasedEvent',
  'LoyaltyPointsChangedEvent',
  'CartStartedEvent',
] as const;

/** Every event that changes an order's state (the subscription stream and the order's history). */
export const orderStatusEvents = [
  'OrderCreatedEvent',
  'OrderConfirmedEvent',
  'OrderFailedEvent',
  'order.shipped',
  'OrderDeliveredEvent',
  'OrderCancelledEvent',
  'OrderReturnedEvent',
] as const satisfies ReadonlyArray<(typeof eventTypes)[number]>;

export type EventType = (typeof eventTypes)[number] | (string & {});

export type AggregateType =
  | 'user'
  | 'order'
  | 'product'
  | 'payment'
  | 'shipment'
  | 'cart'
  | 'stock'
  | 'warehouse'
  | 'object'
  | (string & {});

/**
 * One event, as stored and as delivered. `id` is what every consumer deduplicates on (delivery is at
 * least once); `sequence` increases by one per aggregate, so consumers can apply events in order.
 */
export interface EventEnvelope<TData = Record<string, unknown>> {
  id: string;
  type: EventType;
  occurredAt: Date;
  aggregateType: AggregateType;
  aggregateId: string;
  sequence: number;
  data: TData;
}

/**
 * Outbox convention (see ../../../shared notes on MongoDB, rule 2): an event is written in the SAME
 * single-document update as the state change it describes, by appending it to an `outbox` array field of
 * the aggregate's own document (`$push: { outbox: event }` next to the `$set`, or inside the inserted
 * document). A relay later copies pending outbox entries to the service's event log and `$pull`s them; a
 * crash between the two only causes a redelivery, which consumers absorb by `id`.
 */
export function newEvent<TData extends Record<string, unknown>>(
  type: EventType,
  aggregateType: AggregateType,
  aggregateId: string,
  sequence: number,
  data: TData,
  occurredAt = new Date(),
): EventEnvelope<TData> {
  return { id: randomUUID(), type, occurredAt, aggregateType, aggregateId, sequence, data };
}
