import type DataLoader from 'dataloader';
import { manyLoader, oneLoader } from '../../platform/graphql/loaders';
import type { BaseContext } from '../../platform/subgraph';
import { requestContext } from '../../platform/subgraph/context';
import type { Insights } from './insights';
import type { RecommendationLookups } from './insights/recommendations';
import type { OrderRecord } from './order/model';
import type { PaymentRecord } from './payments/model';
import type { OrdersServices } from './services';

export interface OrdersContext extends BaseContext, OrdersServices {
  maxPageSize: number;
  insights: Insights;
  loaders: {
    /** What recommendations look up (catalog, inventory, co-purchases), batched over the request. */
    recommend: RecommendationLookups;
    orderById: DataLoader<string, OrderRecord | null>;
    ordersByUser: DataLoader<string, OrderRecord[]>;
    paymentByOrder: DataLoader<string, PaymentRecord | null>;
  };
}

/** A request's context: the services, and DataLoaders of its own (batched as this caller). */
export function createOrdersContext(
  base: BaseContext,
  services: OrdersServices,
  maxPageSize: number,
  insights: Insights,
): OrdersContext {
  const { orders, payments } = services;
  const { caller } = base;
  return requestContext<OrdersContext>(
    services,
    { maxPageSize, insights },
    {
      ...base,
      loaders: {
        recommend: insights.recommendations.lookups(caller),
        orderById: oneLoader(
          (ids) => orders.byIds(caller, ids),
          (order) => order._id,
        ),
        ordersByUser: manyLoader(
          (userIds) => orders.byUsers(caller, userIds),
          (order) => order.userId,
        ),
        paymentByOrder: oneLoader(
          (orderIds) => payments.byOrders(caller, orderIds),
          (payment) => payment.orderId,
        ),
      },
    },
  );
}
