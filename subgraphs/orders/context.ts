import type DataLoader from 'dataloader';
import { manyLoader, oneLoader } from '../../platform/graphql/loaders';
import { callerKey } from '../../platform/identity';
import { readReach, subjectOf, writeReach, type Reach } from '../../platform/identity/access';
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
  /** Whose orders this caller reads and changes (computed once per request). */
  reach: { read: Reach; write: Reach };
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
    reach: { read: readReach(base.identity), write: writeReach(base.identity) },
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

/** Who to record as the actor of a change. */
export function actorOf(context: BaseContext): string | null {
  const { identity } = context;
  switch (identity.kind) {
    case 'user':
    case 'apiKey':
      return identity.userId;
    case 'client':
      return `client:${identity.clientId}`;
    case 'service':
      return `service:${identity.service}`;
    case 'anonymous':
      return null;
    default: {
      const exhaustive: never = identity;
      return exhaustive;
    }
  }
}

/** The caller as the lifecycle commands need it, for a write. */
export function writerOf(context: OrdersContext): Caller {
  return {
    actor: actorOf(context),
    key: callerKey(context.identity),
    requestId: context.requestId,
    reach: context.reach.write,
  };
}

/** The person behind the credential (carts belong to people), or null. */
export function personOf(context: BaseContext): string | null {
  return subjectOf(context.identity);
}
