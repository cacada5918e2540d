import { allow, type IRules } from 'graphql-shield';
import { canRead, canWrite } from '../../platform/subgraph/rules';

/**
 * Who may call what in this subgraph; anything not listed is denied (fallbackRule: deny). Scopes are
 * checked here; ownership in the service and resolvers: customers see and change only their own orders
 * (others' answer "not found"), support reads all, admins do everything.
 */
export const permissions: IRules = {
  Query: {
    _entities: allow,
    _service: allow,
    order: canRead,
    searchOrders: canRead,
    orders: canRead,
  },
  Mutation: {
    createOrder: canWrite,
    updateOrder: canWrite,
    addOrderItem: canWrite,
  },
  Order: allow,
  OrderItem: allow,
  OrderStatusChange: allow,
  Money: allow,
  User: allow,
  Product: allow,
  _Service: allow,
};
