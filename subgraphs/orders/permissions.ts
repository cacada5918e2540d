import { allow, type IRules } from 'graphql-shield';

/**
 * Who may call what in this subgraph; anything not listed is denied (fallbackRule: deny).
 * The spine leaves the spec's operations open; the identity issue restricts them to owners and staff.
 */
export const permissions: IRules = {
  Query: {
    _entities: allow,
    _service: allow,
    order: allow,
    searchOrders: allow,
    orders: allow,
  },
  Mutation: {
    createOrder: allow,
    updateOrder: allow,
  },
  Order: allow,
  OrderItem: allow,
  OrderStatusChange: allow,
  Money: allow,
  User: allow,
  Product: allow,
  _Service: allow,
};
