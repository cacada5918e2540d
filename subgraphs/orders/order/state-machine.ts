import type { EventType } from '../../../platform/events';
import { formatMinor } from '../../../platform/money';
import type { OrderState } from './model';

/**
 * The order state machine: the required states and transitions (pending → confirmed → shipped → delivered,
 * cancelling before shipment, returning after delivery), plus `failed` for an order whose payment failed:
 *
 *   (none) ──createOrder──▶ pending ──PaymentChargedEvent──▶ confirmed ──shipment picked up──▶ shipped ──delivered──▶ delivered
 *                             │  └──PaymentFailedEvent (after 3 attempts)──▶ failed             │
 *                             └──────────cancel──────────▶ cancelled ◀──cancel─────┘ (confirmed)        delivered ──return──▶ returned
 *
 * A returned order may be returned again for the units left: returnOrder re-enters `returned` (MoveChange
 * `reenter`), which is not a transition of this table. Every other move is rejected with INVALID_STATUS_TRANSITION. Each move appends to the order's history
 * and records its event in the order's outbox in the same single-document update.
 */
export const transitions: Readonly<Record<OrderState, readonly OrderState[]>> = {
  pending: ['confirmed', 'failed', 'cancelled'],
  confirmed: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: ['returned'],
  cancelled: [],
  returned: [],
  failed: [],
};

/** The event each state is entered with (pending: by the create saga). */
export const eventOfState: Readonly<Record<OrderState, EventType>> = {
  pending: 'OrderCreatedEvent',
  confirmed: 'OrderConfirmedEvent',
  failed: 'OrderFailedEvent',
  shipped: 'order.shipped',
  delivered: 'OrderDeliveredEvent',
  cancelled: 'OrderCancelledEvent',
  returned: 'OrderReturnedEvent',
};

/** The GraphQL `OrderStatus` clients were promised (PENDING, PROCESSING, SHIPPED, DELIVERED, CANCELLED), kept as given. */
export type GraphQLOrderStatus = 'PENDING' | 'PROCESSING' | 'SHIPPED' | 'DELIVERED' | 'CANCELLED';

/**
 * How the domain states show in the GraphQL enum, which has no confirmed, failed or returned:
 * confirmed is PROCESSING (paid, being fulfilled), failed is CANCELLED (it will never ship; the
 * domain `state` says why), returned is DELIVERED (it was delivered; the return is on the order).
 */
export const statusOfState: Readonly<Record<OrderState, GraphQLOrderStatus>> = {
  pending: 'PENDING',
  confirmed: 'PROCESSING',
  shipped: 'SHIPPED',
  delivered: 'DELIVERED',
  cancelled: 'CANCELLED',
  failed: 'CANCELLED',
  returned: 'DELIVERED',
};

/** The domain states a GraphQL status filter matches. */
export function statesOfStatus(status: GraphQLOrderStatus): OrderState[] {
  return (Object.keys(statusOfState) as OrderState[]).filter((state) => statusOfState[state] === status);
}

export function canMove(from: OrderState, to: OrderState): boolean {
  return transitions[from].includes(to);
}

/** The data every order event carries about the state change it reports. */
export function stateEventData(
  order: { orderId: string; userId: string; totalMinor: number; currency: string },
  from: OrderState | null,
  to: OrderState,
) {
  return {
    orderId: order.orderId,
    userId: order.userId,
    previousState: from,
    state: to,
    previousStatus: from ? statusOfState[from] : null,
    status: statusOfState[to],
    total: formatMinor(order.totalMinor, order.currency),
    currency: order.currency,
  };
}
