import type DataLoader from 'dataloader';
import { manyLoader, oneLoader } from '../../platform/graphql/loaders';
import type { BaseContext } from '../../platform/subgraph';
import type { CartService } from './cart/cart-service';
import type { Caller, OrderDesk } from './lifecycle/placing';
import type { OrderRecord } from './models/order';
import type { PaymentRecord } from './payments/model';
import type { PaymentService } from './payments/payment-service';
import type { ReturnService } from './returns/return-service';
import type { ShippingService } from './shipping/shipping-service';
import type { OrderService } from './services/order-service';

/** The orders subgraph's services, built once per process. */
export interface OrdersServices {
  orders: OrderService;
  payments: PaymentService;
  shipping: ShippingService;
  returns: ReturnService;
  carts: CartService;
  desk: OrderDesk;
}

export interface OrdersContext extends BaseContext, OrdersServices {
  maxPageSize: number;
  loaders: {
    orderById: DataLoader<string, OrderRecord | null>;
    ordersByUser: DataLoader<string, OrderRecord[]>;
    paymentByOrder: DataLoader<string, PaymentRecord | null>;
  };
}

export function createOrdersContext(
  base: BaseContext,
  services: OrdersServices,
  maxPageSize: number,
): OrdersContext {
  const { orders, payments } = services;
  return {
    ...base,
    ...services,
    maxPageSize,
    loaders: {
      orderById: oneLoader(
        (ids) => orders.byIds(ids),
        (order) => order._id,
      ),
      ordersByUser: manyLoader(
        (userIds) => orders.byUsers(userIds),
        (order) => order.userId,
      ),
      paymentByOrder: oneLoader(
        (orderIds) => payments.byOrders(orderIds),
        (payment) => payment.orderId,
      ),
    },
  };
}

/** The caller as the lifecycle commands need it, for a write. */
export function writerOf(context: OrdersContext): Caller {
  const { caller } = context;
  return { actor: caller.actor, key: caller.key, requestId: caller.requestId, reach: caller.reach.write };
}
