import { randomUUID } from 'node:crypto';
import type { EventBus, EventEnvelope, Subscription } from '../../../platform/events';
import type { Logger } from '../../../platform/logging';
import type { OrderModels, OrderRecord, ReservationState } from '../models/order';
import type { PaymentModels, PaymentRecord } from '../payments/model';
import type { PaymentService } from '../payments/payment-service';
import type { ReturnService } from '../returns/return-service';
import type { OrderService } from '../services/order-service';
import type { OrderPeers } from '../services/peers';

export interface ConsumerDeps {
  bus: EventBus;
  models: OrderModels & PaymentModels;
  orders: OrderService;
  payments: PaymentService;
  returns: ReturnService;
  peers: OrderPeers;
  logger: Logger;
}

const ACTOR = { payments: 'service:payments', stock: 'service:stock' } as const;

/** An INVALID_STATUS_TRANSITION from a redelivered or overtaken event: the order has moved on. */
function isStale(error: unknown): boolean {
  return (error as { extensions?: { code?: string } }).extensions?.code === 'INVALID_STATUS_TRANSITION';
}

/**
 * The order lifecycle's consumers (each durable, in order per aggregate, idempotent on the event id):
 *
 * - `orders-payment-start`: OrderCreatedEvent of an order placed with a payment method starts its payment.
 * - `orders-state`: PaymentChargedEvent confirms the order (OrderConfirmedEvent); PaymentFailedEvent fails
 *   it (OrderFailedEvent). A charge that lands on an order cancelled meanwhile is refunded.
 * - `orders-stock`: OrderConfirmedEvent commits the reservations (the order's own and one per added line);
 *   OrderFailedEvent releases them; OrderCancelledEvent releases them (or restocks every line once
 *   committed); OrderReturnedEvent restocks the returned lines.
 * - `orders-refunds`: OrderCancelledEvent refunds a completed payment (or stops a pending one);
 *   OrderReturnedEvent refunds the returned lines.
 *
 * Each effect is idempotent by construction: state moves are guarded by the current state, stock calls
 * are idempotent per reservation or reference, refunds are recorded under a key derived from the cause.
 */
export function startOrderConsumers(deps: ConsumerDeps): Subscription[] {
  const { bus, orders, payments, peers, models } = deps;
  const requestId = (event: EventEnvelope) => `event-${event.id}-${randomUUID().slice(0, 8)}`;
  const orderOf = (event: EventEnvelope) => orders.get(String(event.data.orderId ?? event.aggregateId));
  const paymentOf = (orderId: string) => models.Payment.findOne({ orderId }).lean<PaymentRecord>();
  const setReservation = (orderId: string, from: ReservationState[], to: ReservationState) =>
    models.Order.updateOne({ _id: orderId, reservation: { $in: from } }, { $set: { reservation: to } });
  const lines = (order: OrderRecord) =>
    order.items.map((item) => ({ productId: item.productId, quantity: item.quantity }));
  // The order's own reservation (id = order id) and one per line added after placing (addOrderItem).
  const reservations = (order: OrderRecord) => [order._id, ...(order.lineReservations ?? [])];
  const settle = async (order: OrderRecord, how: 'commit' | 'release', event: EventEnvelope) => {
    for (const reservationId of reservations(order)) await peers[how](reservationId, requestId(event));
  };

  const paymentStart = bus.subscribe('orders-payment-start', ['OrderCreatedEvent'], async (event) => {
    const order = await orderOf(event);
    if (!order || order.status !== 'pending' || !order.paymentMethod) return;
    await payments.start(order, order.paymentMethod);
  });

  const state = bus.subscribe(
    'orders-state',
    ['PaymentChargedEvent', 'PaymentFailedEvent'],
    async (event) => {
      const orderId = String(event.data.orderId);
      try {
        if (event.type === 'PaymentChargedEvent') {
          const order = await orders.get(orderId);
          if (order && (order.status === 'cancelled' || order.status === 'failed')) {
            await payments.refund(
              String(event.data.paymentId),
              null,
              'order cancelled before the charge completed',
              `cancel:${orderId}`,
            );
            return;
          }
          await orders.move(
            orderId,
            ['confirmed'],
            { actor: ACTOR.payments, reason: `payment ${String(event.data.transactionId)}` },
            { data: { paymentId: event.data.paymentId } },
          );
        } else {
          await orders.move(
            orderId,
            ['failed'],
            {
              actor: ACTOR.payments,
              reason: `payment failed: ${String(event.data.message ?? event.data.reason)}`,
            },
            { data: { paymentId: event.data.paymentId, attempts: event.data.attempts } },
          );
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
      const order = await orderOf(event);
      if (!order) return;
      switch (event.type) {
        case 'OrderConfirmedEvent':
          await settle(order, 'commit', event);
          await setReservation(order._id, ['held', 'committing'], 'committed');
          return;
        case 'OrderFailedEvent':
          await settle(order, 'release', event);
          await setReservation(order._id, ['held', 'releasing'], 'released');
          return;
        case 'OrderCancelledEvent':
          if (order.reservation === 'committed' || order.reservation === 'restocked') {
            await peers.restock(`cancel:${order._id}`, lines(order), requestId(event));
            await setReservation(order._id, ['committed'], 'restocked');
          } else {
            await settle(order, 'release', event);
            await setReservation(order._id, ['held', 'holding', 'releasing'], 'released');
          }
          return;
        case 'OrderReturnedEvent': {
          const returned =
            (event.data.lines as Array<{ productId: string; quantity: number }> | undefined) ?? [];
          if (returned.length)
            await peers.restock(`return:${String(event.data.returnId)}`, returned, requestId(event));
          return;
        }
        default:
          return;
      }
    },
  );

  const refunds = bus.subscribe(
    'orders-refunds',
    ['OrderCancelledEvent', 'OrderReturnedEvent'],
    async (event) => {
      const orderId = String(event.data.orderId ?? event.aggregateId);
      const payment = await paymentOf(orderId);
      if (event.type === 'OrderCancelledEvent') {
        if (!payment) return;
        if (payment.status === 'pending') await payments.abandon(orderId);
        else if (payment.status === 'completed')
          await payments.refund(payment._id, null, 'order cancelled', `cancel:${orderId}`);
        return;
      }
      const returnId = String(event.data.returnId);
      const amount = Number(event.data.refund);
      if (
        payment &&
        (payment.status === 'completed' || payment.status === 'refunded') &&
        amount > 0 &&
        !payment.refunds.some((refund) => refund.key === `return:${returnId}`)
      ) {
        await payments.refund(
          payment._id,
          Math.min(amount, payment.amountMinor - payment.refundedMinor),
          'returned',
          `return:${returnId}`,
        );
      }
      await deps.returns.markRefunded(orderId, returnId);
    },
  );

  return [paymentStart, state, stock, refunds];
}
