import type { EventBus, Subscription } from '../../../platform/events';
import { eventCaller } from '../order/event-consumers';
import type { OrderModels, OrderRecord } from '../order/model';
import type { CouponService } from './coupon-service';

/**
 * `orders-coupons`: an order that fails (OrderFailedEvent) or is cancelled (OrderCancelledEvent) gives its
 * coupon's use back. Idempotent: the release is guarded by the coupon still counting the order, and the
 * order records that its use went back.
 */
export function startCouponConsumers(deps: {
  bus: EventBus;
  models: OrderModels;
  coupons: CouponService;
}): Subscription {
  const { bus, models, coupons } = deps;
  return bus.subscribe('orders-coupons', ['OrderFailedEvent', 'OrderCancelledEvent'], async (event) => {
    const caller = eventCaller('coupons', event);
    const orderId = String(event.data.orderId ?? event.aggregateId);
    const order = await models.Order.findById(orderId, { coupon: 1 }).lean<Pick<OrderRecord, 'coupon'>>();
    if (!order?.coupon || order.coupon.released) return;
    const reason = event.type === 'OrderFailedEvent' ? 'order failed' : 'order cancelled';
    await coupons.release(caller, order.coupon.id, orderId, reason);
    await models.Order.updateOne({ _id: orderId }, { $set: { 'coupon.released': true } });
  });
}
