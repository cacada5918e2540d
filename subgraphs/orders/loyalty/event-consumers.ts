import type { EventBus, Subscription } from '../../../platform/events';
import type { Caller } from '../../../platform/identity/caller';
import { parseDecimalToMinor, sumMinor } from '../../../platform/money';
import { eventCaller } from '../order/event-consumers';
import type { OrderModels, OrderRecord } from '../order/model';
import { pointsEarned, reversedShare, type LoyaltyService } from './loyalty-service';

/** Gives an order's redeemed points back, once (the order failed, was cancelled or was not placed). */
export async function restorePoints(
  loyalty: LoyaltyService,
  caller: Caller,
  userId: string,
  orderId: string,
  reason: string,
): Promise<void> {
  const account = await loyalty.account(caller, userId);
  const redeemed = account.ledger.find((entry) => entry.key === `redeem:${orderId}`);
  if (!redeemed) return;
  await loyalty.move(caller, {
    userId,
    key: `restore:${orderId}`,
    kind: 'restore',
    points: -redeemed.points,
    orderId,
    reason,
  });
}

/**
 * `orders-loyalty` (durable, idempotent: every move is keyed by its cause):
 * - OrderDeliveredEvent credits what the order earned (`earn:<order>`): whole currency units paid for the
 *   items, plus the per-purchase points;
 * - PaymentRefundedEvent (a return's refund, or staff's) takes back the refunded share of what the order
 *   earned (`reverse:<refund>`): the share of everything refunded so far less what was taken back
 *   before, never more than the balance holds;
 * - OrderFailedEvent and OrderCancelledEvent give back the points the order redeemed (`restore:<order>`).
 */
export function startLoyaltyConsumer(deps: {
  bus: EventBus;
  models: OrderModels;
  loyalty: LoyaltyService;
}): Subscription {
  const { bus, models, loyalty } = deps;
  return bus.subscribe(
    'orders-loyalty',
    ['OrderDeliveredEvent', 'PaymentRefundedEvent', 'OrderFailedEvent', 'OrderCancelledEvent'],
    async (event) => {
      const caller = eventCaller('loyalty', event);
      const orderId = String(event.data.orderId ?? event.aggregateId);
      const order = await models.Order.findById(orderId).lean<OrderRecord>();
      if (!order) return;
      switch (event.type) {
        case 'OrderDeliveredEvent':
          await loyalty.move(caller, {
            userId: order.userId,
            key: `earn:${orderId}`,
            kind: 'earn',
            points: pointsEarned(order.subtotalMinor - order.discountMinor, order.currency),
            orderId,
            reason: 'order delivered',
          });
          return;
        case 'PaymentRefundedEvent': {
          const account = await loyalty.account(caller, order.userId);
          const earned = account.ledger.find((entry) => entry.key === `earn:${orderId}`)?.points ?? 0;
          // Events recorded before `totalRefunded` was carried name only their own refund.
          const refundedSoFar =
            parseDecimalToMinor(String(event.data.totalRefunded ?? event.data.amount), order.currency) ?? 0;
          if (!earned || !refundedSoFar || !order.totalMinor) return;
          // Cumulative, like a return's refund: the share of all refunds so far, less what earlier refunds
          // took back, so several partial refunds never take back more than the order earned.
          const reversed = -sumMinor(
            account.ledger
              .filter((entry) => entry.kind === 'reverse' && entry.orderId === orderId)
              .map((entry) => entry.points),
          );
          const points = reversedShare(earned, refundedSoFar, order.totalMinor) - reversed;
          if (points > 0)
            await loyalty.reverse(caller, {
              userId: order.userId,
              key: `reverse:${String(event.data.refundId)}`,
              points,
              orderId,
              reason: `refund of ${String(event.data.amount)} ${order.currency}`,
            });
          return;
        }
        default:
          if (order.pointsRedeemed)
            await restorePoints(
              loyalty,
              caller,
              order.userId,
              orderId,
              event.type === 'OrderFailedEvent' ? 'order failed' : 'order cancelled',
            );
      }
    },
  );
}
