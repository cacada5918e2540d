import type { EventBus, EventEnvelope, Subscription } from '../../../platform/events';
import { serviceCaller, type Caller } from '../../../platform/identity/caller';
import type { OrderPeers } from '../peers/order-peers';
import type { PaymentService } from '../payments/payment-service';
import type { OrderModels, OrderRecord, ReservationState } from './model';
import type { OrderReads } from './reads';
import type { OrderTransitions } from './transitions';

export interface OrderConsumerDeps {
  bus: EventBus;
  models: OrderModels;
  reads: OrderReads;
  transitions: OrderTransitions;
  payments: PaymentService;
  peers: OrderPeers;
}

/**
 * Who a consumer acts as: the service that caused the change (recorded as its actor), in a request named
 * after the event it handles, so logs and peers' calls trace back to it.
 */
export const eventCaller = (service: string, event: EventEnvelope): Caller =>
  serviceCaller(service, `event-${event.id}`);

/** An INVALID_STATUS_TRANSITION from a redelivered or overtaken event: the order has moved on. */
function isStale(error: unknown): boolean {
  return (error as { extensions?: { code?: string } }).extensions?.code === 'INVALID_STATUS_TRANSITION';
}

/**
 * The order's own consumers (each durable, in order per aggregate, idempotent on the event id):
 *
 * - `orders-state`: PaymentChargedEvent confirms the order (OrderConfirmedEvent); PaymentFailedEvent fails
 *   it (OrderFailedEvent). A charge that lands on an order cancelled meanwhile is refunded.
 * - `orders-stock`: OrderConfirmedEvent commits the reservations (the order's own and one per added line);
 *   OrderFailedEvent releases them; OrderCancelledEvent releases them (or restocks every line once
 *   committed); OrderReturnedEvent restocks the returned lines.
 *
 * Each effect is idempotent by construction: state moves are guarded by the current state, stock calls
 * are idempotent per reservation or reference, refunds are recorded under a key derived from the cause.
 */
export function startOrderConsumers(deps: OrderConsumerDeps): Subscription[] {
  const { bus, reads, transitions, payments, peers, models } = deps;
  const orderOf = (caller: Caller, event: EventEnvelope) =>
    reads.get(caller, String(event.data.orderId ?? event.aggregateId), 'any');
  const setReservation = (orderId: string, from: ReservationState[], to: ReservationState) =>
    models.Order.updateOne({ _id: orderId, reservation: { $in: from } }, { $set: { reservation: to } });
  const lines = (order: OrderRecord) =>
    order.items.map((item) => ({
      productId: item.productId,
      variantId: item.variantId,
      quantity: item.quantity,
    }));
  // The order's own reservation (id = order id) and one per line added after placing (addOrderItem).
  const reservations = (order: OrderRecord) => [order._id, ...(order.lineReservations ?? [])];
  const settle = async (caller: Caller, order: OrderRecord, how: 'commit' | 'release') => {
    for (const reservationId of reservations(order)) await peers[how](caller, reservationId);
  };

  const state = bus.subscribe(
    'orders-state',
    ['PaymentChargedEvent', 'PaymentFailedEvent'],
    async (event) => {
      const caller = eventCaller('payments', event);
      const orderId = String(event.data.orderId);
      try {
        if (event.type === 'PaymentChargedEvent') {
          const order = await reads.get(caller, orderId, 'any');
          if (order && (order.status === 'cancelled' || order.status === 'failed')) {
            await payments.refund(caller, {
              paymentId: String(event.data.paymentId),
              amountMinor: null,
              reason: 'order cancelled before the charge completed',
              key: `cancel:${orderId}`,
            });
            return;
          }
          await transitions.move(caller, orderId, ['confirmed'], {
            reason: `payment ${String(event.data.transactionId)}`,
            data: { paymentId: event.data.paymentId },
          });
        } else {
          await transitions.move(caller, orderId, ['failed'], {
            reason: `payment failed: ${String(event.data.message ?? event.data.reason)}`,
            data: { paymentId: event.data.paymentId, attempts: event.data.attempts },
          });
        }
      } catch (error) {
        if (!isStale(error)) throw error;
      }
    },
  );

  const stock = bus.subscribe(
    'orders-stock',
    ['OrderConfirmedEvent', 'OrderFailedEvent', 'OrderCancelledEvent', 'OrderReturnedEvent'],
    async (event) => {
      const caller = eventCaller('stock', event);
      const order = await orderOf(caller, event);
      if (!order) return;
      switch (event.type) {
        case 'OrderConfirmedEvent':
          await settle(caller, order, 'commit');
          await setReservation(order._id, ['held', 'committing'], 'committed');
          return;
        case 'OrderFailedEvent':
          await settle(caller, order, 'release');
          await setReservation(order._id, ['held', 'releasing'], 'released');
          return;
        case 'OrderCancelledEvent':
          if (order.reservation === 'committed' || order.reservation === 'restocked') {
            await peers.restock(caller, `cancel:${order._id}`, lines(order));
            await setReservation(order._id, ['committed'], 'restocked');
          } else {
            await settle(caller, order, 'release');
            await setReservation(order._id, ['held', 'holding', 'releasing'], 'released');
          }
          return;
        case 'OrderReturnedEvent': {
          const returned =
            (event.data.lines as
              Array<{ productId: string; variantId?: string; quantity: number }> | undefined) ?? [];
          if (returned.length) await peers.restock(caller, `return:${String(event.data.returnId)}`, returned);
          return;
        }
        default:
          return;
      }
    },
  );

  return [state, stock];
}
