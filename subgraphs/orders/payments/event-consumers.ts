import type { EventBus, Subscription } from '../../../platform/events';
import { eventCaller } from '../order/event-consumers';
import type { OrderReads } from '../order/reads';
import type { ReturnService } from '../returns/return-service';
import type { PaymentModels, PaymentRecord } from './model';
import type { PaymentService } from './payment-service';

export interface PaymentConsumerDeps {
  bus: EventBus;
  models: PaymentModels;
  reads: OrderReads;
  payments: PaymentService;
  returns: ReturnService;
}

/**
 * The payments' consumers of order events (durable, in order per aggregate, idempotent on the event id):
 *
 * - `orders-payment-start`: OrderCreatedEvent of an order placed with a payment method starts its payment.
 * - `orders-refunds`: OrderCancelledEvent refunds a completed payment (or stops a pending one);
 *   OrderReturnedEvent refunds the returned lines and marks the return refunded.
 *
 * Refunds are recorded under a key derived from the cause (`cancel:<order>`, `return:<return>`), so a
 * redelivered event refunds once.
 */
export function startPaymentConsumers(deps: PaymentConsumerDeps): Subscription[] {
  const { bus, reads, payments, models } = deps;
  const paymentOf = (orderId: string) => models.Payment.findOne({ orderId }).lean<PaymentRecord>();

  const paymentStart = bus.subscribe('orders-payment-start', ['OrderCreatedEvent'], async (event) => {
    const caller = eventCaller('payments', event);
    const order = await reads.get(caller, String(event.data.orderId ?? event.aggregateId), 'any');
    if (!order || order.status !== 'pending' || !order.paymentMethod) return;
    await payments.start(caller, order, order.paymentMethod);
  });

  const refunds = bus.subscribe(
    'orders-refunds',
    ['OrderCancelledEvent', 'OrderReturnedEvent'],
    async (event) => {
      const caller = eventCaller('payments', event);
      const orderId = String(event.data.orderId ?? event.aggregateId);
      const payment = await paymentOf(orderId);
      if (event.type === 'OrderCancelledEvent') {
        if (!payment) return;
        if (payment.status === 'pending') await payments.abandon(caller, orderId);
        else if (payment.status === 'completed')
          await payments.refund(caller, {
            paymentId: payment._id,
            amountMinor: null,
            reason: 'order cancelled',
            key: `cancel:${orderId}`,
          });
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
        await payments.refund(caller, {
          paymentId: payment._id,
          amountMinor: Math.min(amount, payment.amountMinor - payment.refundedMinor),
          reason: 'returned',
          key: `return:${returnId}`,
        });
      }
      await deps.returns.markRefunded(caller, orderId, returnId);
    },
  );

  return [paymentStart, refunds];
}
