import type DataLoader from 'dataloader';
import { manyLoader, oneLoader } from '../../platform/graphql/loaders';
import { readReach, writeReach, type Reach } from '../../platform/identity/access';
import type { BaseContext } from '../../platform/subgraph';
import type { OrderRecord } from './models/order';
import type { OrderService } from './services/order-service';

export interface OrdersContext extends BaseContext {
  orders: OrderService;
  maxPageSize: number;
  /** Whose orders this caller reads and changes (computed once per request). */
  reach: { read: Reach; write: Reach };
  loaders: {
    orderById: DataLoader<string, OrderRecord | null>;
    ordersByUser: DataLoader<string, OrderRecord[]>;
  };
}

export function createOrdersContext(base: BaseContext, orders: OrderService, maxPageSize: number): OrdersContext {
  return {
    ...base,
    orders,
    maxPageSize,
    reach: { read: readReach(base.identity), write: writeReach(base.identity) },
    loaders: {
      orderById: oneLoader((ids) => orders.byIds(ids), (order) => order._id),
      ordersByUser: manyLoader((userIds) => orders.byUsers(userIds), (order) => order.userId),
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
