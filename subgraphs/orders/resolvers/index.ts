import { DateTime, Decimal } from '../../../platform/graphql/scalars';
import type { Resolvers } from '../__generated__/resolvers-types';
import { Cart } from './Cart';
import { CategorySales } from './CategorySales';
import { InsightsStatus } from './InsightsStatus';
import { CartLine } from './CartLine';
import { Mutation } from './Mutation';
import { Order } from './Order';
import { OrderItem } from './OrderItem';
import { OrderStatusChange } from './OrderStatusChange';
import { Payment } from './Payment';
import { Product } from './Product';
import { ProductSales } from './ProductSales';
import { Query } from './Query';
import { Refund } from './Refund';
import { RefundFigures } from './RefundFigures';
import { Return } from './Return';
import { ReturnLine } from './ReturnLine';
import { SalesAnalytics } from './SalesAnalytics';
import { SalesDay } from './SalesDay';
import { SalesFunnel } from './SalesFunnel';
import { Shipment } from './Shipment';
import { ShippingRate } from './ShippingRate';
import { User } from './User';

export const resolvers: Resolvers = {
  DateTime,
  Decimal,
  OrderState: {
    PENDING: 'pending',
    CONFIRMED: 'confirmed',
    SHIPPED: 'shipped',
    DELIVERED: 'delivered',
    CANCELLED: 'cancelled',
    RETURNED: 'returned',
    FAILED: 'failed',
  },
  PaymentMethodKind: { CARD: 'card', WALLET: 'wallet', BANK_TRANSFER: 'bank_transfer', CRYPTO: 'crypto' },
  WalletProvider: { APPLE_PAY: 'apple_pay', GOOGLE_PAY: 'google_pay', PAYPAL: 'paypal' },
  PaymentStatus: { PENDING: 'pending', COMPLETED: 'completed', FAILED: 'failed', REFUNDED: 'refunded' },
  FraudDecision: { ALLOW: 'allow', REVIEW: 'review' },
  PaymentReview: { NONE: 'none', REVIEW: 'review', APPROVED: 'approved', REJECTED: 'rejected' },
  PaymentAttemptOutcome: {
    SUCCEEDED: 'succeeded',
    PROCESSING: 'processing',
    DECLINED: 'declined',
    TRANSIENT_FAILURE: 'transient',
  },
  ShipmentStatus: {
    LABEL_CREATED: 'label_created',
    IN_TRANSIT: 'in_transit',
    OUT_FOR_DELIVERY: 'out_for_delivery',
    DELIVERED: 'delivered',
    EXCEPTION: 'exception',
  },
  ReturnStatus: { RECEIVED: 'received', REFUNDED: 'refunded' },
  SalesMetric: {
    ORDERS: 'orders',
    ORDERS_PLACED: 'ordersPlaced',
    REVENUE: 'revenue',
    AVERAGE_ORDER_VALUE: 'averageOrderValue',
    REFUNDED: 'refunded',
    RETURNS: 'returns',
  },
  Query,
  Mutation,
  Order,
  OrderItem,
  OrderStatusChange,
  Payment,
  Refund,
  Shipment,
  ShippingRate,
  Return,
  ReturnLine,
  Cart,
  CartLine,
  User,
  Product,
  SalesAnalytics,
  SalesDay,
  ProductSales,
  CategorySales,
  SalesFunnel,
  RefundFigures,
  InsightsStatus,
};
