import { allow, deny, type IRules } from 'graphql-shield';
import { canRead, canWrite, isService, staffCanWrite } from '../../platform/subgraph/rules';

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
    customerReceivedProduct: isService,
    searchOrders: canRead,
    orders: canRead,
    payment: canRead,
    shippingRates: allow,
    validateAddress: allow,
    exchangeRates: allow,
    cart: allow,
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
  ProductVariant: allow,
  VariantOptionValue: allow,
  _Service: allow,
};
