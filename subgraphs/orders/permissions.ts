import { allow, deny, type IRules } from 'graphql-shield';
import {
  adminCanWrite,
  canRead,
  canWrite,
  isService,
  staffCanRead,
  staffCanWrite,
} from '../../platform/subgraph/rules';

/**
 * Who may call what in this subgraph; anything not listed is denied (fallbackRule: deny). Scopes are
 * checked here; ownership in the services and resolvers: customers see and change only their own orders
 * and payments (others' answer "not found"), support reads all, admins do everything. Carts are open to
 * anonymous callers (an anonymous cart is named by its secret token); checkout needs an account.
 */
export const permissions: IRules = {
  Query: {
    _entities: allow,
    _service: allow,
    order: canRead,
    personalData: isService,
    searchOrders: canRead,
    orders: canRead,
    payment: canRead,
    shippingRates: allow,
    validateAddress: allow,
    exchangeRates: allow,
    cart: allow,
    // Staff's figures: support and read-only staff accounts read them too.
    salesAnalytics: staffCanRead,
    insightsStatus: staffCanRead,
  },
  Mutation: {
    createOrder: canWrite,
    updateOrder: canWrite,
    addOrderItem: canWrite,
    payOrder: canWrite,
    refundPayment: staffCanWrite,
    reviewPayment: staffCanWrite,
    createShipment: staffCanWrite,
    addTrackingEvent: staffCanWrite,
    returnOrder: canWrite,
    addToCart: allow,
    updateCartLine: allow,
    removeFromCart: allow,
    mergeCart: canWrite,
    checkout: canWrite,
    rebuildInsights: adminCanWrite,
  },
  // Executed by the gateway's subscription server, never here.
  Subscription: deny,
  Order: allow,
  OrderItem: allow,
  OrderStatusChange: allow,
  Money: allow,
  Address: allow,
  AddressValidation: allow,
  AddressProblem: allow,
  Payment: allow,
  PaymentAttempt: allow,
  FraudAssessment: allow,
  ExchangeRate: allow,
  Refund: allow,
  Shipment: allow,
  TrackingEvent: allow,
  ShippingRate: allow,
  Return: allow,
  ReturnLine: allow,
  Cart: allow,
  CartLine: allow,
  User: allow,
  Product: allow,
  SalesAnalytics: allow,
  SalesDay: allow,
  SeriesPoint: allow,
  ProductSales: allow,
  CategorySales: allow,
  SalesFunnel: allow,
  RefundFigures: allow,
  InsightsStatus: allow,
  InsightsRebuild: allow,
  _Service: allow,
};
