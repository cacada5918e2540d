import { DateTime, Decimal } from '../../../platform/graphql/scalars';
import type { Resolvers } from '../__generated__/resolvers-types';
import { Cart } from './Cart';
import { CategorySales } from './CategorySales';
import { InsightsStatus } from './InsightsStatus';
import { CartLine } from './CartLine';
import { Mutation } from './Mutation';
import { Order } from './Order';
import { OrderItem } from './OrderItem';
import { OrderItemAllocation } from './OrderItemAllocation';
import { PendingShipment } from './PendingShipment';
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
import { AppliedDiscount } from './AppliedDiscount';
import { Coupon } from './Coupon';
import { OrderAmounts } from './OrderAmounts';
import { OrderShipping } from './OrderShipping';
import { Promotion } from './Promotion';
import { PromotionDiscount } from './PromotionDiscount';

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
  DiscountSourceKind: { PROMOTION: 'promotion', COUPON: 'coupon', LOYALTY: 'loyalty' },
  DiscountTarget: { ITEMS: 'items', SHIPPING: 'shipping' },
  LoyaltyTier: { BRONZE: 'bronze', SILVER: 'silver', GOLD: 'gold' },
  LoyaltyEntryKind: {
    EARN: 'earn',
    REDEEM: 'redeem',
    RESTORE: 'restore',
    REVERSE: 'reverse',
    ADJUST: 'adjust',
  },
  CouponDiscountType: { FIXED: 'fixed', PERCENTAGE: 'percentage' },
  PromotionDiscountKind: {
    PERCENT_OFF: 'percentOff',
    AMOUNT_OFF: 'amountOff',
    BUY_X_GET_Y: 'buyXGetY',
    SPEND_AND_SAVE: 'spendAndSave',
    FREE_SHIPPING: 'freeShipping',
  },
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
  OrderItemAllocation,
  PendingShipment,
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
  OrderAmounts,
  OrderShipping,
  AppliedDiscount,
  Coupon,
  Promotion,
  PromotionDiscount,
  LoyaltyAccount: { userId: (account) => account._id },
  Product,
  SalesAnalytics,
  SalesDay,
  ProductSales,
  CategorySales,
  SalesFunnel,
  RefundFigures,
  InsightsStatus,
};
