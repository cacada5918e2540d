import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { OrderRecord, OrderItemView, StatusChangeRecord, EntityRef, ItemAllocationRecord, OrderShippingView, AppliedDiscountView } from '../order/model';
import type { AddressRecord } from '../../../platform/address';
import type { PaymentRecord, PaymentAttemptRecord, RefundView, ExchangeRateView } from '../payments/model';
import type { FraudAssessmentValue } from '../payments/fraud';
import type { ShipmentView, TrackingEventRecord } from '../shipping/model';
import type { Parcel } from '../shipping/fulfilment';
import type { RateQuote } from '../shipping/carriers';
import type { ReturnView, ReturnLineView } from '../returns/model';
import type { CartView, CartLineView } from '../cart/model';
import type { CouponRecord } from '../coupons/model';
import type { PromotionRecord, TargetingRecord } from '../promotions/model';
import type { LoyaltyView } from '../loyalty/loyalty-service';
import type { LedgerEntryRecord } from '../loyalty/model';
import type { SalesPeriod, DayFigures, ProductFigures, CategoryFigures, FunnelFigures, ReturnFigures } from '../insights/analytics';
import type { InsightsStatusView, FinishedRebuild } from '../insights/generations';
import type { OrdersContext } from '../context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** An ISO 8601 timestamp in UTC, for example 2026-11-22T10:15:00.000Z. */
  DateTime: { input: Date | string; output: Date | string; }
  /** An exact decimal amount as a string, e.g. "19.99". Inputs also accept a JSON number. */
  Decimal: { input: string; output: string; }
  _FieldSet: { input: unknown; output: unknown; }
};

/** A postal address. */
export type Address = {
  __typename?: 'Address';
  city: Scalars['String']['output'];
  /** ISO 3166-1 alpha-2. */
  country: Scalars['String']['output'];
  line1: Scalars['String']['output'];
  line2?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  phone?: Maybe<Scalars['String']['output']>;
  postalCode: Scalars['String']['output'];
  state?: Maybe<Scalars['String']['output']>;
};

export type AddressInput = {
  city: Scalars['String']['input'];
  /** ISO 3166-1 alpha-2, e.g. US. */
  country: Scalars['String']['input'];
  line1: Scalars['String']['input'];
  line2?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  phone?: InputMaybe<Scalars['String']['input']>;
  postalCode: Scalars['String']['input'];
  /** Required for US, CA and AU. */
  state?: InputMaybe<Scalars['String']['input']>;
};

export type AddressProblem = {
  __typename?: 'AddressProblem';
  field: Scalars['String']['output'];
  message: Scalars['String']['output'];
};

/** The outcome of validateAddress: every problem at once, or the normalized address. */
export type AddressValidation = {
  __typename?: 'AddressValidation';
  address?: Maybe<Address>;
  problems: Array<AddressProblem>;
  valid: Scalars['Boolean']['output'];
};

/** A discount as a cart or an order applied it: why (its source) and how much. */
export type AppliedDiscount = {
  __typename?: 'AppliedDiscount';
  amount: Money;
  kind: DiscountSourceKind;
  /** The promotion's name, the coupon's code, or e.g. "500 points". */
  name: Scalars['String']['output'];
  /** The promotion's or coupon's id; "points" for loyalty points. */
  sourceId: Scalars['ID']['output'];
  target: DiscountTarget;
};

export type BankTransferInput = {
  iban: Scalars['String']['input'];
};

export type CardInput = {
  /** Issuing country (ISO 3166-1 alpha-2). Default US. */
  country?: InputMaybe<Scalars['String']['input']>;
  cvc: Scalars['String']['input'];
  expMonth: Scalars['Int']['input'];
  expYear: Scalars['Int']['input'];
  number: Scalars['String']['input'];
};

/**
 * A shopping cart: one per signed-in customer, or per anonymous session (then `token` identifies it; send
 * it back as `cartToken`, and to mergeCart after signing in). Expires after 30 days without changes.
 */
export type Cart = {
  __typename?: 'Cart';
  /** The coupon applied with applyCoupon. */
  couponCode?: Maybe<Scalars['String']['output']>;
  /** Why the applied coupon gives nothing now (e.g. COUPON_EXPIRED); null when it applies or there is none. */
  couponProblem?: Maybe<CouponProblem>;
  /** Σ discounts off the items. */
  discountTotal: Money;
  /** The discounts that apply now (promotions for this customer, the applied coupon). */
  discounts: Array<AppliedDiscount>;
  expiresAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  itemCount: Scalars['Int']['output'];
  lines: Array<CartLine>;
  /** Sum of the lines at current prices. */
  subtotal: Money;
  /** Only for anonymous carts: the secret that names this cart. */
  token?: Maybe<Scalars['String']['output']>;
  /** subtotal - discounts; shipping and tax are added at checkout, once the destination is known. */
  total: Money;
  updatedAt: Scalars['DateTime']['output'];
};

export type CartLine = {
  __typename?: 'CartLine';
  /** False when the product is no longer active (it cannot be checked out). */
  available: Scalars['Boolean']['output'];
  /** The line's share of the cart's discounts. */
  discountAmount?: Maybe<Money>;
  lineTotal?: Maybe<Money>;
  /** The variant's option values now; empty for a default variant (or one that is gone). */
  options: Array<VariantOptionValue>;
  /** The catalog price rule that sets the unit price; null: the list price. */
  priceRuleId?: Maybe<Scalars['ID']['output']>;
  /** The product now, with its current price and stock (catalog and inventory fields). */
  product: Product;
  productId: Scalars['ID']['output'];
  quantity: Scalars['Int']['output'];
  /** The variant's SKU now; null when the product or variant is gone. */
  sku?: Maybe<Scalars['String']['output']>;
  /** The customer's unit price now for the line's quantity (catalog price rules); null when no longer sold. */
  unitPrice?: Maybe<Money>;
  /** The variant now, with its own price and stock. */
  variant: ProductVariant;
  /** The variant in the cart (a product without options: its default variant, the product's id). */
  variantId: Scalars['ID']['output'];
};

export type CartLineInput = {
  /** An anonymous cart's token (from a previous answer). */
  cartToken?: InputMaybe<Scalars['String']['input']>;
  productId: Scalars['ID']['input'];
  /** 1-100; updateCartLine with 0 removes the line. */
  quantity: Scalars['Int']['input'];
  /** Required when the product has options (VARIANT_REQUIRED otherwise). */
  variantId?: InputMaybe<Scalars['ID']['input']>;
};

export type CategorySales = {
  __typename?: 'CategorySales';
  /** Null for products without a category (or no longer in the catalog). */
  categoryId?: Maybe<Scalars['ID']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  orders: Scalars['Int']['output'];
  revenue: Money;
  units: Scalars['Int']['output'];
};

export type CheckoutInput = {
  /** One of your saved addresses to bill to. */
  billingAddressId?: InputMaybe<Scalars['ID']['input']>;
  /** An anonymous cart to check out instead of the caller's own (it is merged first). */
  cartToken?: InputMaybe<Scalars['String']['input']>;
  /** A coupon code; default the one applied to the cart. */
  couponCode?: InputMaybe<Scalars['String']['input']>;
  currency?: InputMaybe<Scalars['String']['input']>;
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  notes?: InputMaybe<Scalars['String']['input']>;
  payment: PaymentMethodInput;
  /** Loyalty points to pay with (100 points = 1.00; at most half the items). */
  redeemPoints?: InputMaybe<Scalars['Int']['input']>;
  /** A carrier service (from shippingRates) whose rate becomes the order's shipping. */
  shipping?: InputMaybe<ShippingChoiceInput>;
  /** Where it ships, typed in; or shippingAddressId (exactly one of the two). */
  shippingAddress?: InputMaybe<AddressInput>;
  /** One of your saved addresses to ship to (your address book). */
  shippingAddressId?: InputMaybe<Scalars['ID']['input']>;
};

/**
 * A coupon (Code, Discount Type, Discount Value, Valid From-To, Max Uses, Min Order Value, Applicable
 * Categories, and a per-customer use limit). Staff only: admins manage, support reads.
 */
export type Coupon = {
  __typename?: 'Coupon';
  active: Scalars['Boolean']['output'];
  /** Empty: every category. */
  applicableCategoryIds: Array<Scalars['ID']['output']>;
  /** Upper case, unique. */
  code: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** The currency of a FIXED value and of the minimum order value. */
  currency: Scalars['String']['output'];
  discountType: CouponDiscountType;
  /** FIXED: an amount in `currency`; PERCENTAGE: a percent (e.g. "12.5"). */
  discountValue: Scalars['Decimal']['output'];
  id: Scalars['ID']['output'];
  /** Null: unlimited. */
  maxUses?: Maybe<Scalars['Int']['output']>;
  minOrderValue: Money;
  name: Scalars['String']['output'];
  /** How often one customer may use it; null: unlimited. */
  perCustomerLimit?: Maybe<Scalars['Int']['output']>;
  /** Null when unlimited. */
  remainingUses?: Maybe<Scalars['Int']['output']>;
  updatedAt: Scalars['DateTime']['output'];
  /** Orders that redeemed it and were not cancelled or failed. */
  uses: Scalars['Int']['output'];
  validFrom?: Maybe<Scalars['DateTime']['output']>;
  validTo?: Maybe<Scalars['DateTime']['output']>;
};

export type CouponDiscountType =
  | 'fixed'
  | 'percentage';

export type CouponInput = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  applicableCategoryIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** 3-32 letters, digits, - or _ (stored upper case). */
  code: Scalars['String']['input'];
  currency?: InputMaybe<Scalars['String']['input']>;
  discountType: CouponDiscountType;
  /** FIXED: above 0 in `currency`; PERCENTAGE: above 0 and at most 100. */
  discountValue: Scalars['Decimal']['input'];
  maxUses?: InputMaybe<Scalars['Int']['input']>;
  minOrderValue?: InputMaybe<Scalars['Decimal']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  perCustomerLimit?: InputMaybe<Scalars['Int']['input']>;
  validFrom?: InputMaybe<Scalars['DateTime']['input']>;
  /** After validFrom. */
  validTo?: InputMaybe<Scalars['DateTime']['input']>;
};

export type CouponProblem = {
  __typename?: 'CouponProblem';
  /** The registry code that refused it (COUPON_EXPIRED, COUPON_MINIMUM_NOT_MET, ...). */
  code: Scalars['String']['output'];
  message: Scalars['String']['output'];
};

export type CreateOrderInput = {
  /** A saved address of the customer to bill to. */
  billingAddressId?: InputMaybe<Scalars['ID']['input']>;
  /** A coupon code to apply; refused with COUPON_* codes that say why. */
  couponCode?: InputMaybe<Scalars['String']['input']>;
  /** ISO 4217 code; must be the currency the products are priced in. Default USD. */
  currency?: InputMaybe<Scalars['String']['input']>;
  /**
   * 8-128 characters. The same key with the same input answers the order the first call placed; with
   * another input it is refused (IDEMPOTENCY_KEY_REUSED). Keys are kept 24 hours.
   */
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  /** 1-100 lines; lines for the same product are added together when stock is reserved. */
  items: Array<OrderItemInput>;
  /** At most 2000 characters. */
  notes?: InputMaybe<Scalars['String']['input']>;
  /** For imported orders, by an admin only (others: BAD_USER_INPUT, NOT_ALLOWED): when it was placed. Default now; never in the future. */
  orderDate?: InputMaybe<Scalars['DateTime']['input']>;
  /** Pay at once: the order's payment is charged as soon as it is placed (OrderCreatedEvent). */
  payment?: InputMaybe<PaymentMethodInput>;
  /** Loyalty points to pay with (100 points = 1.00; at most half the items). INSUFFICIENT_POINTS when the balance is lower. */
  redeemPoints?: InputMaybe<Scalars['Int']['input']>;
  /** A carrier service (from shippingRates) whose rate becomes the order's shipping; needs a shipping address. */
  shipping?: InputMaybe<ShippingChoiceInput>;
  /** Where it ships; validated (INVALID_ADDRESS lists every problem). Or shippingAddressId, not both. */
  shippingAddress?: InputMaybe<AddressInput>;
  /** A saved address of the customer (userId) to ship to, from their address book (ADDRESS_NOT_FOUND otherwise). */
  shippingAddressId?: InputMaybe<Scalars['ID']['input']>;
  userId: Scalars['ID']['input'];
};

export type CreateShipmentInput = {
  /**
   * A carrier key from shippingRates (parcelpost, swiftship, freightline). Default, and the only value
   * allowed (NOT_ALLOWED otherwise), when the order recorded a shipping choice at checkout: its carrier.
   * Required for an order placed without one.
   */
  carrier?: InputMaybe<Scalars['String']['input']>;
  orderId: Scalars['ID']['input'];
  /** As `carrier`: the service chosen at checkout, or required for an order placed without a choice. */
  service?: InputMaybe<Scalars['String']['input']>;
  /**
   * The warehouse whose parcel this is (one of `Order.pendingShipments`). Needed when more than one parcel
   * is still to be created (REQUIRED); a warehouse that allocated none of the order's units is NOT_FOUND.
   */
  warehouseId?: InputMaybe<Scalars['ID']['input']>;
};

export type CreateShipmentsInput = {
  /** As in CreateShipmentInput. */
  carrier?: InputMaybe<Scalars['String']['input']>;
  orderId: Scalars['ID']['input'];
  service?: InputMaybe<Scalars['String']['input']>;
};

export type CryptoAsset =
  | 'BTC'
  | 'ETH';

export type CryptoInput = {
  address: Scalars['String']['input'];
  asset: CryptoAsset;
};

export type DiscountSourceKind =
  | 'coupon'
  | 'loyalty'
  | 'promotion';

export type DiscountTarget =
  /** Off the items (spread over the lines: each line's discountAmount). */
  | 'items'
  /** Off the shipping rate. */
  | 'shipping';

/** The rate used to convert the order's amount into the currency the payer paid in. */
export type ExchangeRate = {
  __typename?: 'ExchangeRate';
  from: Scalars['String']['output'];
  /** Units of `to` per unit of `from`, exact decimal. */
  rate: Scalars['Decimal']['output'];
  source: Scalars['String']['output'];
  to: Scalars['String']['output'];
};

/** The fraud check made before the first charge attempt. */
export type FraudAssessment = {
  __typename?: 'FraudAssessment';
  decision: FraudDecision;
  reasons: Array<FraudReason>;
  /** 0 (nothing unusual) to 100; 50 or more holds the payment for review. */
  score: Scalars['Int']['output'];
};

export type FraudDecision =
  | 'allow'
  | 'review';

export type FraudReason =
  /** An unusually large amount. */
  | 'AMOUNT'
  /** The card or account country differs from the shipping country. */
  | 'COUNTRY_MISMATCH'
  /** Several payments by the same customer within an hour. */
  | 'VELOCITY';

export type InsightsRebuild = {
  __typename?: 'InsightsRebuild';
  finishedAt: Scalars['DateTime']['output'];
  generation: Scalars['Int']['output'];
  /** Orders in the rebuilt figures. */
  orders: Scalars['Int']['output'];
  requestedBy: Scalars['String']['output'];
  startedAt: Scalars['DateTime']['output'];
};

/** Where the sales figures stand: the generation staff read, and a rebuild under way. */
export type InsightsStatus = {
  __typename?: 'InsightsStatus';
  generation: Scalars['Int']['output'];
  lastRebuild?: Maybe<InsightsRebuild>;
  /** When the rebuild under way started. */
  rebuildStartedAt?: Maybe<Scalars['DateTime']['output']>;
  rebuilding: Scalars['Boolean']['output'];
};

/**
 * A customer's loyalty account: 1 point per whole currency unit paid for items plus 10 per delivered order;
 * tiers by lifetime points: BRONZE from 0, SILVER from 1000, GOLD from 5000 (docs/pricing.md).
 */
export type LoyaltyAccount = {
  __typename?: 'LoyaltyAccount';
  /** Never below 0. */
  balance: Scalars['Int']['output'];
  /** Oldest first. */
  ledger: Array<LoyaltyEntry>;
  /** Points earned over time, less those taken back: the tier follows from it. */
  lifetimePoints: Scalars['Int']['output'];
  tier: LoyaltyTier;
  userId: Scalars['ID']['output'];
};

/** One entry of the append-only points ledger. */
export type LoyaltyEntry = {
  __typename?: 'LoyaltyEntry';
  /** Who made it: a user id, or a service name. */
  actor?: Maybe<Scalars['String']['output']>;
  at: Scalars['DateTime']['output'];
  kind: LoyaltyEntryKind;
  orderId?: Maybe<Scalars['ID']['output']>;
  /** Signed: credits positive, debits negative. */
  points: Scalars['Int']['output'];
  reason: Scalars['String']['output'];
};

export type LoyaltyEntryKind =
  /** Staff adjusted the balance (with a reason). */
  | 'adjust'
  /** Credited when an order was delivered. */
  | 'earn'
  /** Paid for an order. */
  | 'redeem'
  /** Given back: the order failed or was cancelled. */
  | 'restore'
  /** Taken back: the order was refunded (a return, or staff). */
  | 'reverse';

export type LoyaltyTier =
  | 'bronze'
  | 'gold'
  | 'silver';

/** An exact amount of money: a decimal string in the currency's minor-unit precision, and its ISO 4217 code. */
export type Money = {
  __typename?: 'Money';
  amount: Scalars['Decimal']['output'];
  currency: Scalars['String']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /**
   * Adds a line to a PENDING order whose payment has not started (your own; admins: anyone's), priced at
   * the product's current price, and reserves its stock: INSUFFICIENT_STOCK leaves the order unchanged.
   * The totals, the history and OrderItemAddedEvent are written in the same update. Once the order is
   * being paid (placed with `payment`, or payOrder) or has moved on, ORDER_NOT_EDITABLE. `idempotencyKey`:
   * same contract as createOrder's.
   */
  addOrderItem: Order;
  /** Adds units of a product to the cart (creates an anonymous cart for a caller without credentials). */
  addToCart: Cart;
  /**
   * Staff (or the carrier integration): a tracking update of one parcel. The order becomes SHIPPED when its
   * last parcel is picked up (every parcel created, none still LABEL_CREATED), DELIVERED when its last one is
   * delivered; each with one event.
   */
  addTrackingEvent: Shipment;
  /** Staff: adds (positive) or removes (negative) points with a reason; never below 0 (INSUFFICIENT_POINTS). */
  adjustLoyaltyPoints: LoyaltyAccount;
  /** Applies a coupon to the cart (COUPON_* codes say why it does not apply); checkout uses it. */
  applyCoupon: Cart;
  /** Places an order from the caller's cart at current prices and empties the cart. */
  checkout: Order;
  /** Admin: a new coupon (BAD_USER_INPUT for a percentage above 100, a negative value, validTo before validFrom, a taken code). */
  createCoupon: Coupon;
  /**
   * Places an order: checks that the user and every product exist and are active, prices each line at
   * the product's current price, reserves stock for every line (all or nothing; INSUFFICIENT_STOCK names
   * the product and no order exists afterwards) and creates the order as PENDING with the total computed here.
   */
  createOrder: Order;
  /** Admin: a new promotion (BAD_USER_INPUT for endsAt before startsAt, a percentage above 100, ...). */
  createPromotion: Promotion;
  /**
   * Staff: buys the label of one parcel of a CONFIRMED order (one parcel per warehouse its units were
   * allocated from), with the carrier service chosen at checkout. A parcel's shipment exists once: a second
   * one is BAD_USER_INPUT ALREADY_EXISTS (409), also when two are asked for at the same time.
   */
  createShipment: Shipment;
  /**
   * Staff: buys the labels of every parcel of a CONFIRMED order still without one, in one write, and answers
   * all the order's shipments (newest last). A repeat creates nothing and answers the same shipments.
   */
  createShipments: Array<Shipment>;
  /** After signing in: moves the anonymous cart's lines into the caller's cart (quantities add up). */
  mergeCart: Cart;
  /**
   * Pays a PENDING order that has no payment yet; charged in the background (watch orderStatusChanged).
   * The total is frozen from here on: addOrderItem no longer applies.
   */
  payOrder: Payment;
  /**
   * Admins: rebuilds the sales figures and recommendations from the event log (and the orders that published
   * no events) into a new generation, which replaces the current one once it has caught up. Answers at once;
   * watch insightsStatus. INSIGHTS_REBUILD_RUNNING while another rebuild runs.
   */
  rebuildInsights: InsightsStatus;
  /** Staff: refunds all or part of a completed payment. */
  refundPayment: Payment;
  removeCoupon: Cart;
  /** Removes a line: the product's default variant, or `variantId`. */
  removeFromCart: Cart;
  /**
   * Returns a DELIVERED order (all units not returned yet, or some): it becomes RETURNED, the units are refunded
   * (their share of the line's discount and tax; the shipping with the order's last units) and restocked. A
   * returned order can be returned again for the units left.
   */
  returnOrder: Return;
  /** Staff: approves (charges now) or rejects (fails) a payment held by the fraud check. */
  reviewPayment: Payment;
  /** Admin: replaces a customer's groups. */
  setCustomerGroups: Array<Scalars['String']['output']>;
  /** Sets a line's quantity; 0 removes it. */
  updateCartLine: Cart;
  /** Admin: replaces a coupon's terms; its uses stay. */
  updateCoupon: Coupon;
  /** Notes, or CANCELLED before the order ships (the reservation is released or restocked, the payment refunded). */
  updateOrder: Order;
  updatePromotion: Promotion;
};


export type MutationAddOrderItemArgs = {
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  item: OrderItemInput;
  orderId: Scalars['ID']['input'];
};


export type MutationAddToCartArgs = {
  input: CartLineInput;
};


export type MutationAddTrackingEventArgs = {
  input: TrackingEventInput;
};


export type MutationAdjustLoyaltyPointsArgs = {
  points: Scalars['Int']['input'];
  reason: Scalars['String']['input'];
  userId: Scalars['ID']['input'];
};


export type MutationApplyCouponArgs = {
  cartToken?: InputMaybe<Scalars['String']['input']>;
  code: Scalars['String']['input'];
};


export type MutationCheckoutArgs = {
  input: CheckoutInput;
};


export type MutationCreateCouponArgs = {
  input: CouponInput;
};


export type MutationCreateOrderArgs = {
  input: CreateOrderInput;
};


export type MutationCreatePromotionArgs = {
  input: PromotionInput;
};


export type MutationCreateShipmentArgs = {
  input: CreateShipmentInput;
};


export type MutationCreateShipmentsArgs = {
  input: CreateShipmentsInput;
};


export type MutationMergeCartArgs = {
  cartToken: Scalars['String']['input'];
};


export type MutationPayOrderArgs = {
  input: PayOrderInput;
};


export type MutationRefundPaymentArgs = {
  input: RefundPaymentInput;
};


export type MutationRemoveCouponArgs = {
  cartToken?: InputMaybe<Scalars['String']['input']>;
};


export type MutationRemoveFromCartArgs = {
  cartToken?: InputMaybe<Scalars['String']['input']>;
  productId: Scalars['ID']['input'];
  variantId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationReturnOrderArgs = {
  input: ReturnOrderInput;
};


export type MutationReviewPaymentArgs = {
  approve: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


export type MutationSetCustomerGroupsArgs = {
  groups: Array<Scalars['String']['input']>;
  userId: Scalars['ID']['input'];
};


export type MutationUpdateCartLineArgs = {
  input: CartLineInput;
};


export type MutationUpdateCouponArgs = {
  id: Scalars['ID']['input'];
  input: CouponInput;
};


export type MutationUpdateOrderArgs = {
  id: Scalars['ID']['input'];
  input: UpdateOrderInput;
};


export type MutationUpdatePromotionArgs = {
  id: Scalars['ID']['input'];
  input: PromotionInput;
};

/**
 * An order. `total` is a Float (the server computes it from integer minor units, so it always
 * has at most the currency's decimals); `totalAmount` carries the same value as an exact decimal.
 */
export type Order = {
  __typename?: 'Order';
  /** Every figure as exact money: total = subtotal - discounts + shipping + tax. */
  amounts: OrderAmounts;
  /** Where the order is billed (from the customer's address book, billingAddressId); null when none was given. */
  billingAddress?: Maybe<Address>;
  /** The coupon the order used. */
  couponCode?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  /** ISO 4217 code of every amount of this order. */
  currency: Scalars['String']['output'];
  discountAmount: Scalars['Float']['output'];
  /** Every discount applied (promotions, the coupon, loyalty points), with where it came from and what it took off. */
  discounts: Array<AppliedDiscount>;
  /**
   * The sequence of the last event this order published (1 for OrderCreatedEvent, one more with each
   * change; 0 for an order that published none, like sample data). A subscription streams the changes
   * after the sequence it saw when it started; in a subscription message it is the message's own event.
   */
  eventSequence: Scalars['Int']['output'];
  /** Every state change, oldest first (append-only); a line added to a pending order is an entry from PENDING to PENDING. */
  history: Array<OrderStatusChange>;
  id: Scalars['ID']['output'];
  items: Array<OrderItem>;
  notes?: Maybe<Scalars['String']['output']>;
  /** When the order was placed (never in the future). */
  orderDate: Scalars['DateTime']['output'];
  /** The order's payment, once one was started (at placing with `payment`, or with payOrder). */
  payment?: Maybe<Payment>;
  /**
   * The parcels still to be created (createShipment / createShipments): each warehouse's units that have no
   * shipment yet. Empty once every parcel has its shipment. The order is SHIPPED when every parcel has been
   * picked up, DELIVERED when every one is delivered.
   */
  pendingShipments: Array<PendingShipment>;
  /** Loyalty points the order was paid with (its LOYALTY discount). */
  pointsRedeemed: Scalars['Int']['output'];
  /** Returns of this order (after delivery). */
  returns: Array<Return>;
  /**
   * Shipments, newest last: one parcel per warehouse the order's units were allocated from (see each line's
   * `allocations`); an order placed before per-warehouse shipments has one parcel.
   */
  shipments: Array<Shipment>;
  /** The carrier service chosen when the order was placed, and its rate; null when none was chosen. */
  shipping?: Maybe<OrderShipping>;
  /** Where the order ships; needed before a shipment can be created. */
  shippingAddress?: Maybe<Address>;
  /** What the order charges for shipping: the chosen rate less shipping discounts (0 when no rate was chosen). */
  shippingAmount: Scalars['Float']['output'];
  /**
   * The domain state. `status` is the public `OrderStatus` enum and has no CONFIRMED, FAILED or RETURNED:
   * CONFIRMED shows as PROCESSING, FAILED as CANCELLED and RETURNED as DELIVERED there.
   */
  state: OrderState;
  status: OrderStatus;
  subtotal: Scalars['Float']['output'];
  taxAmount: Scalars['Float']['output'];
  /** The destination's tax rate the lines were taxed at, in percent (e.g. "7.25"); see docs/pricing.md. */
  taxRate: Scalars['Decimal']['output'];
  total: Scalars['Float']['output'];
  totalAmount: Money;
  updatedAt: Scalars['DateTime']['output'];
  user: User;
};

/** An order's figures as exact money (integer minor units on the server). */
export type OrderAmounts = {
  __typename?: 'OrderAmounts';
  /** Σ line discounts (shipping discounts are in `shipping` already). */
  discounts: Money;
  shipping: Money;
  /** Σ unit price × quantity. */
  subtotal: Money;
  /** Σ line taxes. */
  tax: Money;
  /** subtotal - discounts + shipping + tax, never below 0. */
  total: Money;
};

/** A line of an order, priced when it was ordered (placing the order, or addOrderItem). */
export type OrderItem = {
  __typename?: 'OrderItem';
  /**
   * Which warehouses the line's units were allocated from when its stock was reserved (STOCK_ALLOCATION),
   * by warehouse id; each warehouse's units ship as their own parcel. Empty for lines ordered before this
   * was recorded.
   */
  allocations: Array<OrderItemAllocation>;
  /** When the backordered units were expected, as inventory knew it at ordering (null: none backordered, or no date). */
  backorderExpectedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Units of this line promised against incoming stock when it was ordered (0: all were in stock). */
  backordered: Scalars['Int']['output'];
  /** The line's share of the order's discounts (order-level discounts are spread over the lines by largest remainder). */
  discountAmount: Scalars['Float']['output'];
  id: Scalars['ID']['output'];
  /** unit price × quantity - discount + tax. */
  lineTotal: Scalars['Float']['output'];
  name: Scalars['String']['output'];
  /** The variant's option values when ordered (size, colour); empty for a default variant. */
  options: Array<VariantOptionValue>;
  /** The catalog price rule that set the unit price; null: the list price. */
  priceRuleId?: Maybe<Scalars['ID']['output']>;
  /** The product as the catalog knows it now. */
  product: Product;
  productId: Scalars['ID']['output'];
  quantity: Scalars['Int']['output'];
  /** The variant's SKU and the product's name as they were when the line was ordered. */
  sku: Scalars['String']['output'];
  /** Tax on what is paid for the line (unit price × quantity - discount) at the order's tax rate. */
  taxAmount: Scalars['Float']['output'];
  /** The unit price charged: the customer's price for the line's quantity when ordered (catalog price rules). */
  unitPrice: Scalars['Float']['output'];
  variant: ProductVariant;
  /** The variant ordered (a product without options: its default variant, whose id is the product's). */
  variantId: Scalars['ID']['output'];
};

/** Units of an order line one warehouse fills. */
export type OrderItemAllocation = {
  __typename?: 'OrderItemAllocation';
  /** Of those, units promised against the warehouse's incoming stock (a backorder). */
  backordered: Scalars['Int']['output'];
  quantity: Scalars['Int']['output'];
  warehouse: Warehouse;
  warehouseId: Scalars['ID']['output'];
};

export type OrderItemInput = {
  productId: Scalars['ID']['input'];
  /** An integer > 0 (at most 10000). */
  quantity: Scalars['Int']['input'];
  /** Required when the product has options (VARIANT_REQUIRED otherwise); the price is the variant's. */
  variantId?: InputMaybe<Scalars['ID']['input']>;
};

/** How `orders` sorts; ties go to the newest order. */
export type OrderOrder =
  | 'CREATED_AT_ASC'
  | 'CREATED_AT_DESC'
  | 'TOTAL_ASC'
  | 'TOTAL_DESC';

/** The shipping chosen for an order. */
export type OrderShipping = {
  __typename?: 'OrderShipping';
  /** What the order charges: rate - discount. */
  amount: Money;
  carrier: Scalars['String']['output'];
  /** Taken off the rate (free shipping). */
  discount: Money;
  /** The carrier's rate. */
  rate: Money;
  service: Scalars['String']['output'];
};

/**
 * The order's domain state (pending, confirmed, shipped, delivered, cancelled, returned, plus FAILED). Allowed moves:
 * PENDING → CONFIRMED (payment charged), FAILED (payment failed 3 times) or CANCELLED;
 * CONFIRMED → SHIPPED (every parcel is picked up) or CANCELLED; SHIPPED → DELIVERED;
 * DELIVERED → RETURNED. CANCELLED, FAILED and RETURNED are final; every other move is refused.
 */
export type OrderState =
  | 'cancelled'
  | 'confirmed'
  | 'delivered'
  | 'failed'
  | 'pending'
  | 'returned'
  | 'shipped';

/**
 * The public order statuses, kept as first published; `Order.state` is the domain state behind them:
 * PENDING = pending; PROCESSING = confirmed (paid, being fulfilled); SHIPPED = shipped; DELIVERED =
 * delivered or returned; CANCELLED = cancelled or failed. Through updateOrder only CANCELLED can be asked
 * for (before shipping); the others follow from payments and shipments.
 */
export type OrderStatus =
  | 'CANCELLED'
  | 'DELIVERED'
  | 'PENDING'
  | 'PROCESSING'
  | 'SHIPPED';

/** One entry of an order's append-only history. */
export type OrderStatusChange = {
  __typename?: 'OrderStatusChange';
  /** Who made the change: a user id, or a service name. */
  actor?: Maybe<Scalars['String']['output']>;
  at: Scalars['DateTime']['output'];
  /** The id of the event this change published. */
  eventId?: Maybe<Scalars['ID']['output']>;
  /** Null for the creation of the order. */
  from?: Maybe<OrderStatus>;
  /** The domain states behind `from` and `to`. */
  fromState?: Maybe<OrderState>;
  /** Why, when there is more to say (a payment failure, a cancellation). */
  reason?: Maybe<Scalars['String']['output']>;
  to: OrderStatus;
  toState: OrderState;
};

export type PayOrderInput = {
  /** Same contract as createOrder's. */
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  method: PaymentMethodInput;
  orderId: Scalars['ID']['input'];
};

/**
 * A payment (order, amount, method, status, transaction id, timestamp). Tried up to 3
 * times with backoff and the same provider idempotency key before it fails.
 */
export type Payment = {
  __typename?: 'Payment';
  /** What the order asks, in the order's currency. */
  amount: Money;
  attempts: Array<PaymentAttempt>;
  /** What the payer is charged, in the method's currency. */
  chargedAmount: Money;
  /** When the payment was started (its timestamp). */
  createdAt: Scalars['DateTime']['output'];
  /** Set when the payer paid in another currency. */
  exchangeRate?: Maybe<ExchangeRate>;
  failureReason?: Maybe<Scalars['String']['output']>;
  fraud: FraudAssessment;
  id: Scalars['ID']['output'];
  method: PaymentMethodKind;
  /** How a person recognises the method, e.g. "Visa •••• 4242". */
  methodSummary: Scalars['String']['output'];
  order: Order;
  refundedAmount: Money;
  refunds: Array<Refund>;
  review: PaymentReview;
  status: PaymentStatus;
  transactionId?: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['DateTime']['output'];
};

export type PaymentAttempt = {
  __typename?: 'PaymentAttempt';
  at: Scalars['DateTime']['output'];
  message?: Maybe<Scalars['String']['output']>;
  number: Scalars['Int']['output'];
  outcome: PaymentAttemptOutcome;
};

export type PaymentAttemptOutcome =
  | 'declined'
  | 'processing'
  | 'succeeded'
  | 'transient';

/**
 * How to pay. Set `kind` and the matching field. Card numbers are sent to the provider and never stored
 * (the order keeps a token and e.g. "Visa •••• 4242"). Sandbox test cards: 4242 4242 4242 4242 succeeds,
 * 4000 0000 0000 0002 is declined, 4000 0000 0000 0119 fails transiently every time, 4000 0000 0000 0101
 * fails once then succeeds.
 */
export type PaymentMethodInput = {
  bankTransfer?: InputMaybe<BankTransferInput>;
  card?: InputMaybe<CardInput>;
  crypto?: InputMaybe<CryptoInput>;
  /** ISO 4217 code the payer pays in; converted from the order's currency with the rates table. Default: the order's. */
  currency?: InputMaybe<Scalars['String']['input']>;
  kind: PaymentMethodKind;
  wallet?: InputMaybe<WalletInput>;
};

export type PaymentMethodKind =
  | 'bank_transfer'
  | 'card'
  | 'crypto'
  | 'wallet';

export type PaymentReview =
  | 'approved'
  | 'none'
  | 'rejected'
  /** Held: a staff member must approve or reject it (reviewPayment). */
  | 'review';

/** The states of a payment. */
export type PaymentStatus =
  | 'completed'
  | 'failed'
  | 'pending'
  | 'refunded';

/** A parcel of an order still without a shipment. */
export type PendingShipment = {
  __typename?: 'PendingShipment';
  lines: Array<ShipmentLine>;
  warehouse?: Maybe<Warehouse>;
  /** The warehouse it leaves from; null for units no warehouse was recorded for (orders placed before allocations were kept). */
  warehouseId?: Maybe<Scalars['ID']['output']>;
};

/** Orders contributes recommendations to the catalog's products, from the purchase log (docs/insights.md). */
export type Product = {
  __typename?: 'Product';
  /**
   * Products most often in the same shipped orders as this one, most often first. Inactive and out-of-stock
   * products are left out unless `includeUnavailable`. `limit` at least 1, capped at 20.
   */
  frequentlyBoughtTogether: Array<Product>;
  id: Scalars['ID']['output'];
  /**
   * Products like this one: the same category, the same brand, a similar price (best match first).
   * Inactive and out-of-stock products are left out unless `includeUnavailable`. `limit` at least 1, capped at 20.
   */
  similarProducts: Array<Product>;
};


/** Orders contributes recommendations to the catalog's products, from the purchase log (docs/insights.md). */
export type ProductFrequentlyBoughtTogetherArgs = {
  includeUnavailable?: InputMaybe<Scalars['Boolean']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
};


/** Orders contributes recommendations to the catalog's products, from the purchase log (docs/insights.md). */
export type ProductSimilarProductsArgs = {
  includeUnavailable?: InputMaybe<Scalars['Boolean']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
};

export type ProductSales = {
  __typename?: 'ProductSales';
  /** Paid orders with the product. */
  orders: Scalars['Int']['output'];
  product: Product;
  productId: Scalars['ID']['output'];
  /** The product's lines in those orders. */
  revenue: Money;
  units: Scalars['Int']['output'];
};

export type ProductVariant = {
  __typename?: 'ProductVariant';
  id: Scalars['ID']['output'];
};

/**
 * An automatic discount (Type, Valid Period, Discount Rules, Targeted Customers). Stacking: of a best-of
 * `group` only the best applies; an exclusive one (`combinable: false`) applies alone; the rest apply by
 * `priority`, highest first; then the coupon, then loyalty points (docs/pricing.md).
 */
export type Promotion = {
  __typename?: 'Promotion';
  active: Scalars['Boolean']['output'];
  combinable: Scalars['Boolean']['output'];
  createdAt: Scalars['DateTime']['output'];
  currency: Scalars['String']['output'];
  discount: PromotionDiscount;
  endsAt: Scalars['DateTime']['output'];
  group?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  priority: Scalars['Int']['output'];
  /** Active and within its period now. */
  running: Scalars['Boolean']['output'];
  /** Runs from startsAt (inclusive) to endsAt (exclusive). */
  startsAt: Scalars['DateTime']['output'];
  targeting: PromotionTargeting;
  /** flash_sale, seasonal, clearance, bundle, ... */
  type: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

export type PromotionDiscount = {
  __typename?: 'PromotionDiscount';
  amount?: Maybe<Money>;
  buy?: Maybe<Scalars['Int']['output']>;
  categoryIds: Array<Scalars['ID']['output']>;
  get?: Maybe<Scalars['Int']['output']>;
  kind: PromotionDiscountKind;
  percent?: Maybe<Scalars['Decimal']['output']>;
  /** The items it applies to (empty lists: every item). */
  productIds: Array<Scalars['ID']['output']>;
  threshold?: Maybe<Money>;
};

export type PromotionDiscountInput = {
  amount?: InputMaybe<Scalars['Decimal']['input']>;
  buy?: InputMaybe<Scalars['Int']['input']>;
  categoryIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  get?: InputMaybe<Scalars['Int']['input']>;
  kind: PromotionDiscountKind;
  percent?: InputMaybe<Scalars['Decimal']['input']>;
  productIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  threshold?: InputMaybe<Scalars['Decimal']['input']>;
};

export type PromotionDiscountKind =
  /** `amount` off the matching items together. */
  | 'amountOff'
  /** For every `buy` + `get` matching units, the `get` cheapest are `percent` off (default 100: free). */
  | 'buyXGetY'
  /** The shipping rate off once the subtotal reaches `threshold` (default 0). */
  | 'freeShipping'
  /** `percent` off the matching items. */
  | 'percentOff'
  /** `amount` off the order once its subtotal reaches `threshold`. */
  | 'spendAndSave';

export type PromotionInput = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  combinable?: InputMaybe<Scalars['Boolean']['input']>;
  currency?: InputMaybe<Scalars['String']['input']>;
  discount: PromotionDiscountInput;
  /** After startsAt. */
  endsAt: Scalars['DateTime']['input'];
  group?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  priority?: InputMaybe<Scalars['Int']['input']>;
  startsAt: Scalars['DateTime']['input'];
  targeting?: InputMaybe<PromotionTargetingInput>;
  type: Scalars['String']['input'];
};

/** Who a promotion is for; every condition given must hold; none given: everyone. */
export type PromotionTargeting = {
  __typename?: 'PromotionTargeting';
  /** Customer groups (setCustomerGroups). */
  groups: Array<Scalars['String']['output']>;
  /** Only customers with no earlier order that went through. */
  newCustomers: Scalars['Boolean']['output'];
  /** Loyalty tiers (bronze, silver, gold). */
  tiers: Array<Scalars['String']['output']>;
};

export type PromotionTargetingInput = {
  groups?: InputMaybe<Array<Scalars['String']['input']>>;
  newCustomers?: InputMaybe<Scalars['Boolean']['input']>;
  tiers?: InputMaybe<Array<Scalars['String']['input']>>;
};

export type Query = {
  __typename?: 'Query';
  /** The promotions running now that apply to the caller (anonymous callers: those for everyone). */
  activePromotions: Array<Promotion>;
  /** The caller's cart, or the anonymous cart named by `token`; null when there is none (or it expired). */
  cart?: Maybe<Cart>;
  /** Staff: one coupon by code or id. */
  coupon?: Maybe<Coupon>;
  /** Staff: coupons, newest first. `limit` is capped at 100. */
  coupons: Array<Coupon>;
  /** Staff: a customer's groups (for promotion targeting). */
  customerGroups: Array<Scalars['String']['output']>;
  /** Internal (catalog reviews): whether the user has a delivered (or since returned) order with the product. */
  customerReceivedProduct: Scalars['Boolean']['output'];
  /** The currency rates table payments convert with. */
  exchangeRates: Array<ExchangeRate>;
  /** Staff: the generation of the sales figures and any rebuild under way. */
  insightsStatus: InsightsStatus;
  /** Staff: a customer's loyalty account. */
  loyaltyAccount: LoyaltyAccount;
  /** The caller's loyalty account (balance, tier, ledger). */
  myLoyalty: LoyaltyAccount;
  order?: Maybe<Order>;
  /** Orders, optionally filtered, newest first unless `orderBy` says otherwise. `limit` is capped at 100. */
  orders: Array<Order>;
  payment?: Maybe<Payment>;
  /** Internal: everything this subgraph holds about a person (orders, payments, cart) as a JSON document. */
  personalData: Scalars['String']['output'];
  /** Staff: promotions, latest start first. `limit` is capped at 100. */
  promotions: Array<Promotion>;
  /** Staff: sales figures over [from, to) (at most 366 days) in one currency. Read-only accounts of staff may read them. */
  salesAnalytics: SalesAnalytics;
  /**
   * Orders matching the text, best first: an order id, a status (e.g. "shipped"), the user's name or
   * email, or a product name or SKU on the order. At most 50 results.
   */
  searchOrders: Array<Order>;
  /** Every carrier's rate for a parcel of `items` units to the address, cheapest first. */
  shippingRates: Array<ShippingRate>;
  validateAddress: AddressValidation;
};


export type QueryActivePromotionsArgs = {
  currency?: InputMaybe<Scalars['String']['input']>;
};


export type QueryCartArgs = {
  token?: InputMaybe<Scalars['String']['input']>;
};


export type QueryCouponArgs = {
  code?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryCouponsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryCustomerGroupsArgs = {
  userId: Scalars['ID']['input'];
};


export type QueryCustomerReceivedProductArgs = {
  productId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
};


export type QueryLoyaltyAccountArgs = {
  userId: Scalars['ID']['input'];
};


export type QueryOrderArgs = {
  id: Scalars['ID']['input'];
};


export type QueryOrdersArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<OrderOrder>;
  status?: InputMaybe<OrderStatus>;
  userId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryPaymentArgs = {
  id: Scalars['ID']['input'];
};


export type QueryPersonalDataArgs = {
  userId: Scalars['ID']['input'];
};


export type QueryPromotionsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


export type QuerySalesAnalyticsArgs = {
  currency?: InputMaybe<Scalars['String']['input']>;
  from: Scalars['DateTime']['input'];
  to: Scalars['DateTime']['input'];
};


export type QuerySearchOrdersArgs = {
  query: Scalars['String']['input'];
};


export type QueryShippingRatesArgs = {
  address: AddressInput;
  currency?: InputMaybe<Scalars['String']['input']>;
  items: Scalars['Int']['input'];
};


export type QueryValidateAddressArgs = {
  address: AddressInput;
};

export type Refund = {
  __typename?: 'Refund';
  amount: Money;
  at: Scalars['DateTime']['output'];
  providerRefundId: Scalars['String']['output'];
  reason?: Maybe<Scalars['String']['output']>;
};

export type RefundFigures = {
  __typename?: 'RefundFigures';
  refunded: Money;
  /** Refunds made in the period (cancellations, returns, staff refunds). */
  refunds: Scalars['Int']['output'];
  /** What those returns refund. */
  returnRefunds: Money;
  /** Returns received in the period. */
  returns: Scalars['Int']['output'];
  unitsReturned: Scalars['Int']['output'];
};

export type RefundPaymentInput = {
  /** In the order's currency; omitted: everything not yet refunded. */
  amount?: InputMaybe<Scalars['Decimal']['input']>;
  /** Same contract as createOrder's. */
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  paymentId: Scalars['ID']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
};

/** A return (order or order items, reason, status, refund amount, return tracking number). */
export type Return = {
  __typename?: 'Return';
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  lines: Array<ReturnLine>;
  reason: Scalars['String']['output'];
  /** The lines' refunds plus shippingRefund. */
  refundAmount: Money;
  returnTrackingNumber: Scalars['String']['output'];
  /** The order's shipping charge, refunded by the return that brings back its last unit; 0 for the others. */
  shippingRefund: Money;
  status: ReturnStatus;
};

export type ReturnLine = {
  __typename?: 'ReturnLine';
  orderItemId: Scalars['ID']['output'];
  productId: Scalars['ID']['output'];
  quantity: Scalars['Int']['output'];
  refund: Money;
  /** The returned line's variant. */
  variantId: Scalars['ID']['output'];
};

export type ReturnLineInput = {
  orderItemId: Scalars['ID']['input'];
  quantity: Scalars['Int']['input'];
};

export type ReturnOrderInput = {
  /** Omitted: every line in full. */
  lines?: InputMaybe<Array<ReturnLineInput>>;
  orderId: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
};

export type ReturnStatus =
  /** The goods are back; the order is RETURNED and the refund is under way. */
  | 'received'
  | 'refunded';

/**
 * Sales figures of one currency over [from, to) (UTC), from the purchase log (docs/insights.md). Each
 * field is computed when selected.
 */
export type SalesAnalytics = {
  __typename?: 'SalesAnalytics';
  /** revenue / orders, rounded half up to the minor unit (0 without orders). */
  averageOrderValue: Money;
  /** By each product's current catalog category, best first; products without one under a null category. */
  byCategory: Array<CategorySales>;
  /** Products by the revenue of their lines in orders paid in the period; `limit` 1-100. */
  byProduct: Array<ProductSales>;
  /** Currencies of the orders placed or paid in the period, whatever `currency` is, alphabetical: the others worth asking about. */
  currencies: Array<Scalars['String']['output']>;
  currency: Scalars['String']['output'];
  /** One entry per UTC day touching the period, oldest first, days without sales included. */
  daily: Array<SalesDay>;
  from: Scalars['DateTime']['output'];
  funnel: SalesFunnel;
  /** revenue - refunded. */
  netRevenue: Money;
  /** Orders paid in the period (OrderConfirmedEvent), counted on the day they were paid. */
  orders: Scalars['Int']['output'];
  /** Orders placed in the period (OrderCreatedEvent), whatever became of them. */
  ordersPlaced: Scalars['Int']['output'];
  /** Refunds made in the period (PaymentRefundedEvent), whenever the order was paid. */
  refunded: Money;
  refundsAndReturns: RefundFigures;
  /** The totals of the orders paid in the period. */
  revenue: Money;
  /** One point per day of `daily`, for a chart: counts, or money in major units (exact amounts are in `daily`). */
  series: Array<SeriesPoint>;
  to: Scalars['DateTime']['output'];
};


/**
 * Sales figures of one currency over [from, to) (UTC), from the purchase log (docs/insights.md). Each
 * field is computed when selected.
 */
export type SalesAnalyticsByProductArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * Sales figures of one currency over [from, to) (UTC), from the purchase log (docs/insights.md). Each
 * field is computed when selected.
 */
export type SalesAnalyticsSeriesArgs = {
  metric: SalesMetric;
};

export type SalesDay = {
  __typename?: 'SalesDay';
  /** The day's start (UTC midnight). */
  at: Scalars['DateTime']['output'];
  averageOrderValue: Money;
  orders: Scalars['Int']['output'];
  ordersPlaced: Scalars['Int']['output'];
  refunded: Money;
  /** Returns received that day. */
  returns: Scalars['Int']['output'];
  revenue: Money;
};

/**
 * The funnel over a period: carts that got their first line, orders placed (checkout or createOrder) and,
 * of those, the ones paid so far. Counts of every currency.
 */
export type SalesFunnel = {
  __typename?: 'SalesFunnel';
  carts: Scalars['Int']['output'];
  /** checkouts / carts; null without carts. */
  checkoutRate?: Maybe<Scalars['Float']['output']>;
  checkouts: Scalars['Int']['output'];
  paid: Scalars['Int']['output'];
  /** paid / checkouts; null without checkouts. */
  paidRate?: Maybe<Scalars['Float']['output']>;
};

export type SalesMetric =
  | 'averageOrderValue'
  | 'orders'
  | 'ordersPlaced'
  | 'refunded'
  | 'returns'
  | 'revenue';

/** A point of a chart's series. */
export type SeriesPoint = {
  __typename?: 'SeriesPoint';
  at: Scalars['DateTime']['output'];
  value: Scalars['Float']['output'];
};

/** A parcel (order, carrier, tracking number, status, estimated and actual delivery). */
export type Shipment = {
  __typename?: 'Shipment';
  actualDelivery?: Maybe<Scalars['DateTime']['output']>;
  carrier: Scalars['String']['output'];
  /** This parcel's share of what the order charged for shipping (`Order.amounts.shipping`), split like `cost`; 0 without a choice. */
  charged: Money;
  /**
   * The carrier's rate for this parcel: its share of the rate chosen at checkout (split over the order's
   * parcels by units, so the parcels add up to that one rate), or, for an order placed without a choice,
   * the carrier's rate for the parcel.
   */
  cost: Money;
  createdAt: Scalars['DateTime']['output'];
  estimatedDelivery: Scalars['DateTime']['output'];
  events: Array<TrackingEvent>;
  id: Scalars['ID']['output'];
  labelUrl: Scalars['String']['output'];
  /** The order lines and units in this parcel: exactly the units allocated to its warehouse. */
  lines: Array<ShipmentLine>;
  service: Scalars['String']['output'];
  status: ShipmentStatus;
  trackingNumber: Scalars['String']['output'];
  warehouse?: Maybe<Warehouse>;
  /** The warehouse the parcel leaves from; null for a parcel of units no warehouse was recorded for (older orders). */
  warehouseId?: Maybe<Scalars['ID']['output']>;
};

/** Units of one order line in a parcel. */
export type ShipmentLine = {
  __typename?: 'ShipmentLine';
  orderItemId: Scalars['ID']['output'];
  productId: Scalars['ID']['output'];
  quantity: Scalars['Int']['output'];
  variantId: Scalars['ID']['output'];
};

export type ShipmentStatus =
  | 'delivered'
  | 'exception'
  | 'in_transit'
  | 'label_created'
  | 'out_for_delivery';

/** Choosing a carrier service (one of shippingRates) for an order. */
export type ShippingChoiceInput = {
  carrier: Scalars['String']['input'];
  service: Scalars['String']['input'];
};

/** A carrier's price for a parcel, from its rule table. */
export type ShippingRate = {
  __typename?: 'ShippingRate';
  amount: Money;
  carrier: Scalars['String']['output'];
  carrierName: Scalars['String']['output'];
  estimatedDays: Scalars['Int']['output'];
  service: Scalars['String']['output'];
  /** DOMESTIC, REGIONAL or INTERNATIONAL, as the carrier's table sees the destination. */
  zone: Scalars['String']['output'];
};

/**
 * Streams of order changes, served by the gateway over graphql-ws (subprotocol graphql-transport-ws) on
 * /graphql; `connection_init` must carry a credential. Each message is the order as it is after the
 * change, resolved against the whole supergraph, so any Order field may be selected. A subscription
 * streams the changes made after it starts, in order, and never one made before.
 */
export type Subscription = {
  __typename?: 'Subscription';
  /** Every status change of any of the caller's own orders. */
  myOrderStatusChanged: Order;
  /** Every status change of this order. For its owner; support and admins may watch any order. */
  orderStatusChanged: Order;
};


/**
 * Streams of order changes, served by the gateway over graphql-ws (subprotocol graphql-transport-ws) on
 * /graphql; `connection_init` must carry a credential. Each message is the order as it is after the
 * change, resolved against the whole supergraph, so any Order field may be selected. A subscription
 * streams the changes made after it starts, in order, and never one made before.
 */
export type SubscriptionOrderStatusChangedArgs = {
  orderId: Scalars['ID']['input'];
};

export type TrackingEvent = {
  __typename?: 'TrackingEvent';
  at: Scalars['DateTime']['output'];
  description: Scalars['String']['output'];
  location?: Maybe<Scalars['String']['output']>;
  status: ShipmentStatus;
};

export type TrackingEventInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  location?: InputMaybe<Scalars['String']['input']>;
  shipmentId: Scalars['ID']['input'];
  status: ShipmentStatus;
};

export type UpdateOrderInput = {
  /** At most 2000 characters; an empty string clears the notes. */
  notes?: InputMaybe<Scalars['String']['input']>;
  /** The next status; only the transitions listed on OrderStatus are allowed. */
  status?: InputMaybe<OrderStatus>;
};

/** Orders contributes a user's orders to the User entity. */
export type User = {
  __typename?: 'User';
  id: Scalars['ID']['output'];
  /** The user's orders, newest first. */
  orders: Array<Order>;
  /**
   * For the user themself (staff: anyone; others: empty): what their paid orders' products were most bought
   * with, then bestsellers of the categories they bought from, then bestsellers; never what they bought
   * already. Without history: bestsellers. Inactive and out-of-stock products are left out unless
   * `includeUnavailable`. `limit` at least 1, capped at 20.
   */
  recommendedProducts: Array<Product>;
};


/** Orders contributes a user's orders to the User entity. */
export type UserRecommendedProductsArgs = {
  includeUnavailable?: InputMaybe<Scalars['Boolean']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
};

/** The value a variant takes for one option of its product. */
export type VariantOptionValue = {
  __typename?: 'VariantOptionValue';
  name: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type WalletInput = {
  country?: InputMaybe<Scalars['String']['input']>;
  provider: WalletProvider;
  token: Scalars['String']['input'];
};

export type WalletProvider =
  | 'apple_pay'
  | 'google_pay'
  | 'paypal';

/** A warehouse (the inventory subgraph owns it). */
export type Warehouse = {
  __typename?: 'Warehouse';
  id: Scalars['ID']['output'];
};

export type WithIndex<TObject> = TObject & Record<string, any>;
export type ResolversObject<TObject> = WithIndex<TObject>;

export type ResolverTypeWrapper<T> = Promise<T> | T;

export type ReferenceResolver<TResult, TReference, TContext> = (
      reference: TReference,
      context: TContext,
      info: GraphQLResolveInfo
    ) => Promise<TResult> | TResult;

      type ScalarCheck<T, S> = S extends true ? T : NullableCheck<T, S>;
      type NullableCheck<T, S> = Maybe<T> extends T ? Maybe<ListCheck<NonNullable<T>, S>> : ListCheck<T, S>;
      type ListCheck<T, S> = T extends (infer U)[] ? NullableCheck<U, S>[] : GraphQLRecursivePick<T, S>;
      export type GraphQLRecursivePick<T, S> = { [K in keyof T & keyof S]: ScalarCheck<T[K], S[K]> };
    

export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

/** Mapping of federation types */
export type FederationTypes = ResolversObject<{
  Order: Order;
  Product: Product;
  User: User;
}>;

/** Mapping of federation reference types */
export type FederationReferenceTypes = ResolversObject<{
  Order:
    ( { __typename: 'Order' }
    & GraphQLRecursivePick<FederationTypes['Order'], {"id":true}> );
  Product:
    ( { __typename: 'Product' }
    & GraphQLRecursivePick<FederationTypes['Product'], {"id":true}> );
  User:
    ( { __typename: 'User' }
    & GraphQLRecursivePick<FederationTypes['User'], {"id":true}> );
}>;



/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  Address: ResolverTypeWrapper<AddressRecord>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  AddressInput: AddressInput;
  AddressProblem: ResolverTypeWrapper<AddressProblem>;
  AddressValidation: ResolverTypeWrapper<Omit<AddressValidation, 'address'> & { address?: Maybe<ResolversTypes['Address']> }>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  AppliedDiscount: ResolverTypeWrapper<AppliedDiscountView>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  BankTransferInput: BankTransferInput;
  CardInput: CardInput;
  Cart: ResolverTypeWrapper<CartView>;
  CartLine: ResolverTypeWrapper<CartLineView>;
  CartLineInput: CartLineInput;
  CategorySales: ResolverTypeWrapper<CategoryFigures>;
  CheckoutInput: CheckoutInput;
  Coupon: ResolverTypeWrapper<CouponRecord>;
  CouponDiscountType: null;
  CouponInput: CouponInput;
  CouponProblem: ResolverTypeWrapper<CouponProblem>;
  CreateOrderInput: CreateOrderInput;
  CreateShipmentInput: CreateShipmentInput;
  CreateShipmentsInput: CreateShipmentsInput;
  CryptoAsset: CryptoAsset;
  CryptoInput: CryptoInput;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  Decimal: ResolverTypeWrapper<Scalars['Decimal']['output']>;
  DiscountSourceKind: null;
  DiscountTarget: null;
  ExchangeRate: ResolverTypeWrapper<ExchangeRateView>;
  FraudAssessment: ResolverTypeWrapper<FraudAssessmentValue>;
  FraudDecision: null;
  FraudReason: FraudReason;
  InsightsRebuild: ResolverTypeWrapper<FinishedRebuild>;
  InsightsStatus: ResolverTypeWrapper<InsightsStatusView>;
  LoyaltyAccount: ResolverTypeWrapper<LoyaltyView>;
  LoyaltyEntry: ResolverTypeWrapper<LedgerEntryRecord>;
  LoyaltyEntryKind: null;
  LoyaltyTier: null;
  Money: ResolverTypeWrapper<Money>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Order: ResolverTypeWrapper<OrderRecord>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  OrderAmounts: ResolverTypeWrapper<OrderRecord>;
  OrderItem: ResolverTypeWrapper<OrderItemView>;
  OrderItemAllocation: ResolverTypeWrapper<ItemAllocationRecord>;
  OrderItemInput: OrderItemInput;
  OrderOrder: OrderOrder;
  OrderShipping: ResolverTypeWrapper<OrderShippingView>;
  OrderState: null;
  OrderStatus: OrderStatus;
  OrderStatusChange: ResolverTypeWrapper<StatusChangeRecord>;
  PayOrderInput: PayOrderInput;
  Payment: ResolverTypeWrapper<PaymentRecord>;
  PaymentAttempt: ResolverTypeWrapper<PaymentAttemptRecord>;
  PaymentAttemptOutcome: null;
  PaymentMethodInput: PaymentMethodInput;
  PaymentMethodKind: null;
  PaymentReview: null;
  PaymentStatus: null;
  PendingShipment: ResolverTypeWrapper<Parcel>;
  Product: ResolverTypeWrapper<EntityRef>;
  ProductSales: ResolverTypeWrapper<ProductFigures>;
  ProductVariant: ResolverTypeWrapper<ProductVariant>;
  Promotion: ResolverTypeWrapper<PromotionRecord>;
  PromotionDiscount: ResolverTypeWrapper<PromotionRecord>;
  PromotionDiscountInput: PromotionDiscountInput;
  PromotionDiscountKind: null;
  PromotionInput: PromotionInput;
  PromotionTargeting: ResolverTypeWrapper<TargetingRecord>;
  PromotionTargetingInput: PromotionTargetingInput;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Refund: ResolverTypeWrapper<RefundView>;
  RefundFigures: ResolverTypeWrapper<ReturnFigures>;
  RefundPaymentInput: RefundPaymentInput;
  Return: ResolverTypeWrapper<ReturnView>;
  ReturnLine: ResolverTypeWrapper<ReturnLineView>;
  ReturnLineInput: ReturnLineInput;
  ReturnOrderInput: ReturnOrderInput;
  ReturnStatus: null;
  SalesAnalytics: ResolverTypeWrapper<SalesPeriod>;
  SalesDay: ResolverTypeWrapper<DayFigures>;
  SalesFunnel: ResolverTypeWrapper<FunnelFigures>;
  SalesMetric: null;
  SeriesPoint: ResolverTypeWrapper<SeriesPoint>;
  Shipment: ResolverTypeWrapper<ShipmentView>;
  ShipmentLine: ResolverTypeWrapper<ShipmentLine>;
  ShipmentStatus: null;
  ShippingChoiceInput: ShippingChoiceInput;
  ShippingRate: ResolverTypeWrapper<RateQuote>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  TrackingEvent: ResolverTypeWrapper<TrackingEventRecord>;
  TrackingEventInput: TrackingEventInput;
  UpdateOrderInput: UpdateOrderInput;
  User: ResolverTypeWrapper<EntityRef>;
  VariantOptionValue: ResolverTypeWrapper<VariantOptionValue>;
  WalletInput: WalletInput;
  WalletProvider: null;
  Warehouse: ResolverTypeWrapper<EntityRef>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  Address: AddressRecord;
  String: Scalars['String']['output'];
  AddressInput: AddressInput;
  AddressProblem: AddressProblem;
  AddressValidation: Omit<AddressValidation, 'address'> & { address?: Maybe<ResolversParentTypes['Address']> };
  Boolean: Scalars['Boolean']['output'];
  AppliedDiscount: AppliedDiscountView;
  ID: Scalars['ID']['output'];
  BankTransferInput: BankTransferInput;
  CardInput: CardInput;
  Cart: CartView;
  CartLine: CartLineView;
  CartLineInput: CartLineInput;
  CategorySales: CategoryFigures;
  CheckoutInput: CheckoutInput;
  Coupon: CouponRecord;
  CouponInput: CouponInput;
  CouponProblem: CouponProblem;
  CreateOrderInput: CreateOrderInput;
  CreateShipmentInput: CreateShipmentInput;
  CreateShipmentsInput: CreateShipmentsInput;
  CryptoInput: CryptoInput;
  DateTime: Scalars['DateTime']['output'];
  Decimal: Scalars['Decimal']['output'];
  ExchangeRate: ExchangeRateView;
  FraudAssessment: FraudAssessmentValue;
  InsightsRebuild: FinishedRebuild;
  InsightsStatus: InsightsStatusView;
  LoyaltyAccount: LoyaltyView;
  LoyaltyEntry: LedgerEntryRecord;
  Money: Money;
  Mutation: Record<PropertyKey, never>;
  Order: OrderRecord;
  Float: Scalars['Float']['output'];
  OrderAmounts: OrderRecord;
  OrderItem: OrderItemView;
  OrderItemAllocation: ItemAllocationRecord;
  OrderItemInput: OrderItemInput;
  OrderShipping: OrderShippingView;
  OrderStatusChange: StatusChangeRecord;
  PayOrderInput: PayOrderInput;
  Payment: PaymentRecord;
  PaymentAttempt: PaymentAttemptRecord;
  PaymentMethodInput: PaymentMethodInput;
  PendingShipment: Parcel;
  Product: EntityRef;
  ProductSales: ProductFigures;
  ProductVariant: ProductVariant;
  Promotion: PromotionRecord;
  PromotionDiscount: PromotionRecord;
  PromotionDiscountInput: PromotionDiscountInput;
  PromotionInput: PromotionInput;
  PromotionTargeting: TargetingRecord;
  PromotionTargetingInput: PromotionTargetingInput;
  Query: Record<PropertyKey, never>;
  Refund: RefundView;
  RefundFigures: ReturnFigures;
  RefundPaymentInput: RefundPaymentInput;
  Return: ReturnView;
  ReturnLine: ReturnLineView;
  ReturnLineInput: ReturnLineInput;
  ReturnOrderInput: ReturnOrderInput;
  SalesAnalytics: SalesPeriod;
  SalesDay: DayFigures;
  SalesFunnel: FunnelFigures;
  SeriesPoint: SeriesPoint;
  Shipment: ShipmentView;
  ShipmentLine: ShipmentLine;
  ShippingChoiceInput: ShippingChoiceInput;
  ShippingRate: RateQuote;
  Subscription: Record<PropertyKey, never>;
  TrackingEvent: TrackingEventRecord;
  TrackingEventInput: TrackingEventInput;
  UpdateOrderInput: UpdateOrderInput;
  User: EntityRef;
  VariantOptionValue: VariantOptionValue;
  WalletInput: WalletInput;
  Warehouse: EntityRef;
  Int: Scalars['Int']['output'];
}>;

export type RateLimitDirectiveArgs = {
  duration?: Scalars['Int']['input'];
  limit?: Scalars['Int']['input'];
};

export type RateLimitDirectiveResolver<Result, Parent, ContextType = OrdersContext, Args = RateLimitDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type AddressResolvers<ContextType = OrdersContext, ParentType extends ResolversParentTypes['Address'] = ResolversParentTypes['Address']> = ResolversObject<{
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  line1?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  line2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  postalCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type AddressProblemResolvers<ContextType = OrdersContext, ParentType extends ResolversParentTypes['AddressProblem'] = ResolversParentTypes['AddressProblem']> = ResolversObject<{
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AddressValidationResolvers<ContextType = OrdersContext, ParentType extends ResolversParentTypes['AddressValidation'] = ResolversParentTypes['AddressValidation']> = ResolversObject<{
  address?: Resolver<Maybe<ResolversTypes['Address']>, ParentType, ContextType>;
  problems?: Resolver<Array<ResolversTypes['AddressProblem']>, ParentType, ContextType>;
  valid?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type AppliedDiscountResolvers<ContextType = OrdersContext, ParentType extends ResolversParentTypes['AppliedDiscount'] = ResolversParentTypes['AppliedDiscount']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['DiscountSourceKind'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sourceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  target?: Resolver<ResolversTypes['DiscountTarget'], ParentType, ContextType>;
}>;

export type CartResolvers<ContextType = OrdersContext, ParentType extends ResolversParentTypes['Cart'] = ResolversParentTypes['Cart']> = ResolversObject<{
  couponCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  couponProblem?: Resolver<Maybe<ResolversTypes['CouponProblem']>, ParentType, ContextType>;
  discountTotal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  discounts?: Resolver<Array<ResolversTypes['AppliedDiscount']>, ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  itemCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['CartLine']>, ParentType, ContextType>;
  subtotal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  token?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type CartLineResolvers<ContextType = OrdersContext, ParentType extends ResolversParentTypes['CartLine'] = ResolversParentTypes['CartLine']> = ResolversObject<{
  available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  discountAmount?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  lineTotal?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  options?: Resolver<Array<ResolversTypes['VariantOptionValue']>, ParentType, ContextType>;
  priceRuleId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  product?: Resolver<ResolversTypes['Product'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sku?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  unitPrice?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  variant?: Resolver<ResolversTypes['ProductVariant'], ParentType, ContextType>;
  variantId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type CategorySalesResolvers<ContextType = OrdersContext, ParentType extends ResolversParentTypes['CategorySales'] = ResolversParentTypes['CategorySales']> = ResolversObject<{
  categoryId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orders?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  revenue?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  units?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CouponResolvers<ContextType = OrdersContext, ParentType extends ResolversParentTypes['Coupon'] = ResolversParentTypes['Coupon']> = ResolversObject<{
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  applicableCategoryIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  discountType?: Resolver<ResolversTypes['CouponDiscountType'], ParentType, ContextType>;
  discountValue?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  maxUses?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  minOrderValue?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  perCustomerLimit?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  remainingUses?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  uses?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  validFrom?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  validTo?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
}>;

export type CouponDiscountTypeResolvers = { FIXED: 'fixed', PERCENTAGE: 'percentage' };

export type CouponProblemResolvers<ContextType = OrdersContext, ParentType extends ResolversParentTypes['CouponProblem'] = ResolversParentTypes['CouponProblem']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export interface DecimalScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Decimal'], any> {
  name: 'Decimal';
}

export type DiscountSourceKindResolvers = { COUPON: 'coupon', LOYALTY: 'loyalty', PROMOTION: 'promotion' };

export type DiscountTargetResolvers = { ITEMS: 'items', SHIPPING: 'shipping' };

export type ExchangeRateResolvers<ContextType = OrdersContext, ParentType extends ResolversParentTypes['ExchangeRate'] = ResolversParentTypes['ExchangeRate']> = ResolversObject<{
  from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rate?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type FraudAssessmentResolvers<ContextType = OrdersContext, ParentType extends ResolversParentTypes['FraudAssessment'] = ResolversParentTypes['FraudAssessment']> = ResolversObject<{
  decision?: Resolver<ResolversTypes['FraudDecision'], ParentType, ContextType>;
  reasons?: Resolver<Array<ResolversTypes['FraudReason']>, ParentType, ContextType>;
  score?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type FraudDecisionResolvers = { ALLOW: 'allow', REVIEW: 'review' };

export type InsightsRebuildResolvers<ContextType = OrdersContext, ParentType extends ResolversParentTypes['InsightsRebuild'] = ResolversParentTypes['InsightsRebuild']> = ResolversObject<{
  finishedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  generation?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  orders?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  requestedBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type InsightsStatusResolvers<ContextType = OrdersContext, ParentType extends ResolversParentTypes['InsightsStatus'] = ResolversParentTypes['InsightsStatus']> = ResolversObject<{
  generation?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lastRebuild?: Resolver<Maybe<ResolversTypes['InsightsRebuild']>, ParentType, ContextType>;
  rebuildStartedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  rebuilding?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type LoyaltyAccountResolvers<ContextType = OrdersContext, ParentType extends ResolversParentTypes['LoyaltyAccount'] = ResolversParentTypes['LoyaltyAccount']> = ResolversObject<{
  balance?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ledger?: Resolver<Array<ResolversTypes['LoyaltyEntry']>, ParentType, ContextType>;
  lifetimePoints?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tier?: Resolver<ResolversTypes['LoyaltyTier'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type LoyaltyEntryResolvers<ContextType = OrdersContext, ParentType extends ResolversParentTypes['LoyaltyEntry'] = ResolversParentTypes['LoyaltyEntry']> = ResolversObject<{
  actor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['LoyaltyEntryKind'], ParentType, ContextType>;
  orderId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  points?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type LoyaltyEntryKindResolvers = { ADJUST: 'adjust', EARN: 'earn', REDEEM: 'redeem', RESTORE: 'restore', REVERSE: 'reverse' };

export type LoyaltyTierResolvers = { BRONZE: 'bronze', GOLD: 'gold', SILVER: 'silver' };

export type MoneyResolvers<ContextType = OrdersContext, ParentType extends ResolversParentTypes['Money'] = ResolversParentTypes['Money']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = OrdersContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  addOrderItem?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationAddOrderItemArgs, 'item' | 'orderId'>>;
  addToCart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType, RequireFields<MutationAddToCartArgs, 'input'>>;
  addTrackingEvent?: Resolver<ResolversTypes['Shipment'], ParentType, ContextType, RequireFields<MutationAddTrackingEventArgs, 'input'>>;
  adjustLoyaltyPoints?: Resolver<ResolversTypes['LoyaltyAccount'], ParentType, ContextType, RequireFields<MutationAdjustLoyaltyPointsArgs, 'points' | 'reason' | 'userId'>>;
  applyCoupon?: Resolver<ResolversTypes['Cart'], ParentType, ContextType, RequireFields<MutationApplyCouponArgs, 'code'>>;
  checkout?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationCheckoutArgs, 'input'>>;
  createCoupon?: Resolver<ResolversTypes['Coupon'], ParentType, ContextType, RequireFields<MutationCreateCouponArgs, 'input'>>;
  createOrder?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationCreateOrderArgs, 'input'>>;
  createPromotion?: Resolver<ResolversTypes['Promotion'], ParentType, ContextType, RequireFields<MutationCreatePromotionArgs, 'input'>>;
  createShipment?: Resolver<ResolversTypes['Shipment'], ParentType, ContextType, RequireFields<MutationCreateShipmentArgs, 'input'>>;
  createShipments?: Resolver<Array<ResolversTypes['Shipment']>, ParentType, ContextType, RequireFields<MutationCreateShipmentsArgs, 'input'>>;
  mergeCart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType, RequireFields<MutationMergeCartArgs, 'cartToken'>>;
  payOrder?: Resolver<ResolversTypes['Payment'], ParentType, ContextType, RequireFields<MutationPayOrderArgs, 'input'>>;
  rebuildInsights?: Resolver<ResolversTypes['InsightsStatus'], ParentType, ContextType>;
  refundPayment?: Resolver<ResolversTypes['Payment'], ParentType, ContextType, RequireFields<MutationRefundPaymentArgs, 'input'>>;
  removeCoupon?: Resolver<ResolversTypes['Cart'], ParentType, ContextType, Partial<MutationRemoveCouponArgs>>;
  removeFromCart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType, RequireFields<MutationRemoveFromCartArgs, 'productId'>>;
  returnOrder?: Resolver<ResolversTypes['Return'], ParentType, ContextType, RequireFields<MutationReturnOrderArgs, 'input'>>;
  reviewPayment?: Resolver<ResolversTypes['Payment'], ParentType, ContextType, RequireFields<MutationReviewPaymentArgs, 'approve' | 'id'>>;
  setCustomerGroups?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType, RequireFields<MutationSetCustomerGroupsArgs, 'groups' | 'userId'>>;
  updateCartLine?: Resolver<ResolversTypes['Cart'], ParentType, ContextType, RequireFields<MutationUpdateCartLineArgs, 'input'>>;
  updateCoupon?: Resolver<ResolversTypes['Coupon'], ParentType, ContextType, RequireFields<MutationUpdateCouponArgs, 'id' | 'input'>>;
  updateOrder?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationUpdateOrderArgs, 'id' | 'input'>>;
  updatePromotion?: Resolver<ResolversTypes['Promotion'], ParentType, ContextType, RequireFields<MutationUpdatePromotionArgs, 'id' | 'input'>>;
}>;

export type OrderResolvers<ContextType = OrdersContext, ParentType extends ResolversParentTypes['Order'] = ResolversParentTypes['Order'], FederationReferenceType extends FederationReferenceTypes['Order'] = FederationReferenceTypes['Order']> = ResolversObject<{
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['Order']> | FederationReferenceType, FederationReferenceType, ContextType>;
  amounts?: Resolver<ResolversTypes['OrderAmounts'], ParentType, ContextType>;
  billingAddress?: Resolver<Maybe<ResolversTypes['Address']>, ParentType, ContextType>;
  couponCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  discountAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  discounts?: Resolver<Array<ResolversTypes['AppliedDiscount']>, ParentType, ContextType>;
  eventSequence?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['OrderStatusChange']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['OrderItem']>, ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orderDate?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  payment?: Resolver<Maybe<ResolversTypes['Payment']>, ParentType, ContextType>;
  pendingShipments?: Resolver<Array<ResolversTypes['PendingShipment']>, ParentType, ContextType>;
  pointsRedeemed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  returns?: Resolver<Array<ResolversTypes['Return']>, ParentType, ContextType>;
  shipments?: Resolver<Array<ResolversTypes['Shipment']>, ParentType, ContextType>;
  shipping?: Resolver<Maybe<ResolversTypes['OrderShipping']>, ParentType, ContextType>;
  shippingAddress?: Resolver<Maybe<ResolversTypes['Address']>, ParentType, ContextType>;
  shippingAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['OrderState'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
  subtotal?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  taxAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  taxRate?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  totalAmount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
}>;

export type OrderAmountsResolvers<ContextType = OrdersContext, ParentType extends ResolversParentTypes['OrderAmounts'] = ResolversParentTypes['OrderAmounts']> = ResolversObject<{
  discounts?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  shipping?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  subtotal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  tax?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
}>;

export type OrderItemResolvers<ContextType = OrdersContext, ParentType extends ResolversParentTypes['OrderItem'] = ResolversParentTypes['OrderItem']> = ResolversObject<{
  allocations?: Resolver<Array<ResolversTypes['OrderItemAllocation']>, ParentType, ContextType>;
  backorderExpectedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  backordered?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  discountAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lineTotal?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  options?: Resolver<Array<ResolversTypes['VariantOptionValue']>, ParentType, ContextType>;
  priceRuleId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  product?: Resolver<ResolversTypes['Product'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  taxAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  unitPrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  variant?: Resolver<ResolversTypes['ProductVariant'], ParentType, ContextType>;
  variantId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type OrderItemAllocationResolvers<ContextType = OrdersContext, ParentType extends ResolversParentTypes['OrderItemAllocation'] = ResolversParentTypes['OrderItemAllocation']> = ResolversObject<{
  backordered?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  warehouse?: Resolver<ResolversTypes['Warehouse'], ParentType, ContextType>;
  warehouseId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type OrderShippingResolvers<ContextType = OrdersContext, ParentType extends ResolversParentTypes['OrderShipping'] = ResolversParentTypes['OrderShipping']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  carrier?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  discount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  rate?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  service?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type OrderStateResolvers = { CANCELLED: 'cancelled', CONFIRMED: 'confirmed', DELIVERED: 'delivered', FAILED: 'failed', PENDING: 'pending', RETURNED: 'returned', SHIPPED: 'shipped' };

export type OrderStatusChangeResolvers<ContextType = OrdersContext, ParentType extends ResolversParentTypes['OrderStatusChange'] = ResolversParentTypes['OrderStatusChange']> = ResolversObject<{
  actor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  eventId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  from?: Resolver<Maybe<ResolversTypes['OrderStatus']>, ParentType, ContextType>;
  fromState?: Resolver<Maybe<ResolversTypes['OrderState']>, ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  to?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
  toState?: Resolver<ResolversTypes['OrderState'], ParentType, ContextType>;
}>;

export type PaymentResolvers<ContextType = OrdersContext, ParentType extends ResolversParentTypes['Payment'] = ResolversParentTypes['Payment']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  attempts?: Resolver<Array<ResolversTypes['PaymentAttempt']>, ParentType, ContextType>;
  chargedAmount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  exchangeRate?: Resolver<Maybe<ResolversTypes['ExchangeRate']>, ParentType, ContextType>;
  failureReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fraud?: Resolver<ResolversTypes['FraudAssessment'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  method?: Resolver<ResolversTypes['PaymentMethodKind'], ParentType, ContextType>;
  methodSummary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Order'], ParentType, ContextType>;
  refundedAmount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  refunds?: Resolver<Array<ResolversTypes['Refund']>, ParentType, ContextType>;
  review?: Resolver<ResolversTypes['PaymentReview'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PaymentStatus'], ParentType, ContextType>;
  transactionId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type PaymentAttemptResolvers<ContextType = OrdersContext, ParentType extends ResolversParentTypes['PaymentAttempt'] = ResolversParentTypes['PaymentAttempt']> = ResolversObject<{
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  number?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  outcome?: Resolver<ResolversTypes['PaymentAttemptOutcome'], ParentType, ContextType>;
}>;

export type PaymentAttemptOutcomeResolvers = { DECLINED: 'declined', PROCESSING: 'processing', SUCCEEDED: 'succeeded', TRANSIENT_FAILURE: 'transient' };

export type PaymentMethodKindResolvers = { BANK_TRANSFER: 'bank_transfer', CARD: 'card', CRYPTO: 'crypto', WALLET: 'wallet' };

export type PaymentReviewResolvers = { APPROVED: 'approved', NONE: 'none', REJECTED: 'rejected', REVIEW: 'review' };

export type PaymentStatusResolvers = { COMPLETED: 'completed', FAILED: 'failed', PENDING: 'pending', REFUNDED: 'refunded' };

export type PendingShipmentResolvers<ContextType = OrdersContext, ParentType extends ResolversParentTypes['PendingShipment'] = ResolversParentTypes['PendingShipment']> = ResolversObject<{
  lines?: Resolver<Array<ResolversTypes['ShipmentLine']>, ParentType, ContextType>;
  warehouse?: Resolver<Maybe<ResolversTypes['Warehouse']>, ParentType, ContextType>;
  warehouseId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
}>;

export type ProductResolvers<ContextType = OrdersContext, ParentType extends ResolversParentTypes['Product'] = ResolversParentTypes['Product'], FederationReferenceType extends FederationReferenceTypes['Product'] = FederationReferenceTypes['Product']> = ResolversObject<{
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['Product']> | FederationReferenceType, FederationReferenceType, ContextType>;
  frequentlyBoughtTogether?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType, RequireFields<ProductFrequentlyBoughtTogetherArgs, 'includeUnavailable' | 'limit'>>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  similarProducts?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType, RequireFields<ProductSimilarProductsArgs, 'includeUnavailable' | 'limit'>>;
}>;

export type ProductSalesResolvers<ContextType = OrdersContext, ParentType extends ResolversParentTypes['ProductSales'] = ResolversParentTypes['ProductSales']> = ResolversObject<{
  orders?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  product?: Resolver<ResolversTypes['Product'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  revenue?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  units?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ProductVariantResolvers<ContextType = OrdersContext, ParentType extends ResolversParentTypes['ProductVariant'] = ResolversParentTypes['ProductVariant']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type PromotionResolvers<ContextType = OrdersContext, ParentType extends ResolversParentTypes['Promotion'] = ResolversParentTypes['Promotion']> = ResolversObject<{
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  combinable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  discount?: Resolver<ResolversTypes['PromotionDiscount'], ParentType, ContextType>;
  endsAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  group?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  priority?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  running?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startsAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  targeting?: Resolver<ResolversTypes['PromotionTargeting'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type PromotionDiscountResolvers<ContextType = OrdersContext, ParentType extends ResolversParentTypes['PromotionDiscount'] = ResolversParentTypes['PromotionDiscount']> = ResolversObject<{
  amount?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  buy?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  categoryIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  get?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['PromotionDiscountKind'], ParentType, ContextType>;
  percent?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  productIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  threshold?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
}>;

export type PromotionDiscountKindResolvers = { AMOUNT_OFF: 'amountOff', BUY_X_GET_Y: 'buyXGetY', FREE_SHIPPING: 'freeShipping', PERCENT_OFF: 'percentOff', SPEND_AND_SAVE: 'spendAndSave' };

export type PromotionTargetingResolvers<ContextType = OrdersContext, ParentType extends ResolversParentTypes['PromotionTargeting'] = ResolversParentTypes['PromotionTargeting']> = ResolversObject<{
  groups?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  newCustomers?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  tiers?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = OrdersContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  activePromotions?: Resolver<Array<ResolversTypes['Promotion']>, ParentType, ContextType, RequireFields<QueryActivePromotionsArgs, 'currency'>>;
  cart?: Resolver<Maybe<ResolversTypes['Cart']>, ParentType, ContextType, Partial<QueryCartArgs>>;
  coupon?: Resolver<Maybe<ResolversTypes['Coupon']>, ParentType, ContextType, Partial<QueryCouponArgs>>;
  coupons?: Resolver<Array<ResolversTypes['Coupon']>, ParentType, ContextType, RequireFields<QueryCouponsArgs, 'limit' | 'offset'>>;
  customerGroups?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType, RequireFields<QueryCustomerGroupsArgs, 'userId'>>;
  customerReceivedProduct?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<QueryCustomerReceivedProductArgs, 'productId' | 'userId'>>;
  exchangeRates?: Resolver<Array<ResolversTypes['ExchangeRate']>, ParentType, ContextType>;
  insightsStatus?: Resolver<ResolversTypes['InsightsStatus'], ParentType, ContextType>;
  loyaltyAccount?: Resolver<ResolversTypes['LoyaltyAccount'], ParentType, ContextType, RequireFields<QueryLoyaltyAccountArgs, 'userId'>>;
  myLoyalty?: Resolver<ResolversTypes['LoyaltyAccount'], ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType, RequireFields<QueryOrderArgs, 'id'>>;
  orders?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType, RequireFields<QueryOrdersArgs, 'limit' | 'offset' | 'orderBy'>>;
  payment?: Resolver<Maybe<ResolversTypes['Payment']>, ParentType, ContextType, RequireFields<QueryPaymentArgs, 'id'>>;
  personalData?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<QueryPersonalDataArgs, 'userId'>>;
  promotions?: Resolver<Array<ResolversTypes['Promotion']>, ParentType, ContextType, RequireFields<QueryPromotionsArgs, 'limit' | 'offset'>>;
  salesAnalytics?: Resolver<ResolversTypes['SalesAnalytics'], ParentType, ContextType, RequireFields<QuerySalesAnalyticsArgs, 'currency' | 'from' | 'to'>>;
  searchOrders?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType, RequireFields<QuerySearchOrdersArgs, 'query'>>;
  shippingRates?: Resolver<Array<ResolversTypes['ShippingRate']>, ParentType, ContextType, RequireFields<QueryShippingRatesArgs, 'address' | 'currency' | 'items'>>;
  validateAddress?: Resolver<ResolversTypes['AddressValidation'], ParentType, ContextType, RequireFields<QueryValidateAddressArgs, 'address'>>;
}>;

export type RefundResolvers<ContextType = OrdersContext, ParentType extends ResolversParentTypes['Refund'] = ResolversParentTypes['Refund']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  providerRefundId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type RefundFiguresResolvers<ContextType = OrdersContext, ParentType extends ResolversParentTypes['RefundFigures'] = ResolversParentTypes['RefundFigures']> = ResolversObject<{
  refunded?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  refunds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  returnRefunds?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  returns?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unitsReturned?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ReturnResolvers<ContextType = OrdersContext, ParentType extends ResolversParentTypes['Return'] = ResolversParentTypes['Return']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['ReturnLine']>, ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  refundAmount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  returnTrackingNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shippingRefund?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ReturnStatus'], ParentType, ContextType>;
}>;

export type ReturnLineResolvers<ContextType = OrdersContext, ParentType extends ResolversParentTypes['ReturnLine'] = ResolversParentTypes['ReturnLine']> = ResolversObject<{
  orderItemId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  refund?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  variantId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type ReturnStatusResolvers = { RECEIVED: 'received', REFUNDED: 'refunded' };

export type SalesAnalyticsResolvers<ContextType = OrdersContext, ParentType extends ResolversParentTypes['SalesAnalytics'] = ResolversParentTypes['SalesAnalytics']> = ResolversObject<{
  averageOrderValue?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  byCategory?: Resolver<Array<ResolversTypes['CategorySales']>, ParentType, ContextType>;
  byProduct?: Resolver<Array<ResolversTypes['ProductSales']>, ParentType, ContextType, RequireFields<SalesAnalyticsByProductArgs, 'limit'>>;
  currencies?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  daily?: Resolver<Array<ResolversTypes['SalesDay']>, ParentType, ContextType>;
  from?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  funnel?: Resolver<ResolversTypes['SalesFunnel'], ParentType, ContextType>;
  netRevenue?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  orders?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ordersPlaced?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  refunded?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  refundsAndReturns?: Resolver<ResolversTypes['RefundFigures'], ParentType, ContextType>;
  revenue?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  series?: Resolver<Array<ResolversTypes['SeriesPoint']>, ParentType, ContextType, RequireFields<SalesAnalyticsSeriesArgs, 'metric'>>;
  to?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type SalesDayResolvers<ContextType = OrdersContext, ParentType extends ResolversParentTypes['SalesDay'] = ResolversParentTypes['SalesDay']> = ResolversObject<{
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  averageOrderValue?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  orders?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ordersPlaced?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  refunded?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  returns?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  revenue?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
}>;

export type SalesFunnelResolvers<ContextType = OrdersContext, ParentType extends ResolversParentTypes['SalesFunnel'] = ResolversParentTypes['SalesFunnel']> = ResolversObject<{
  carts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  checkoutRate?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  checkouts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  paid?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  paidRate?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
}>;

export type SalesMetricResolvers = { AVERAGE_ORDER_VALUE: 'averageOrderValue', ORDERS: 'orders', ORDERS_PLACED: 'ordersPlaced', REFUNDED: 'refunded', RETURNS: 'returns', REVENUE: 'revenue' };

export type SeriesPointResolvers<ContextType = OrdersContext, ParentType extends ResolversParentTypes['SeriesPoint'] = ResolversParentTypes['SeriesPoint']> = ResolversObject<{
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type ShipmentResolvers<ContextType = OrdersContext, ParentType extends ResolversParentTypes['Shipment'] = ResolversParentTypes['Shipment']> = ResolversObject<{
  actualDelivery?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  carrier?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  charged?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  cost?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  estimatedDelivery?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  events?: Resolver<Array<ResolversTypes['TrackingEvent']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  labelUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['ShipmentLine']>, ParentType, ContextType>;
  service?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ShipmentStatus'], ParentType, ContextType>;
  trackingNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  warehouse?: Resolver<Maybe<ResolversTypes['Warehouse']>, ParentType, ContextType>;
  warehouseId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
}>;

export type ShipmentLineResolvers<ContextType = OrdersContext, ParentType extends ResolversParentTypes['ShipmentLine'] = ResolversParentTypes['ShipmentLine']> = ResolversObject<{
  orderItemId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  variantId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type ShipmentStatusResolvers = { DELIVERED: 'delivered', EXCEPTION: 'exception', IN_TRANSIT: 'in_transit', LABEL_CREATED: 'label_created', OUT_FOR_DELIVERY: 'out_for_delivery' };

export type ShippingRateResolvers<ContextType = OrdersContext, ParentType extends ResolversParentTypes['ShippingRate'] = ResolversParentTypes['ShippingRate']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  carrier?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  carrierName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  estimatedDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  service?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  zone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SubscriptionResolvers<ContextType = OrdersContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = ResolversObject<{
  myOrderStatusChanged?: SubscriptionResolver<ResolversTypes['Order'], "myOrderStatusChanged", ParentType, ContextType>;
  orderStatusChanged?: SubscriptionResolver<ResolversTypes['Order'], "orderStatusChanged", ParentType, ContextType, RequireFields<SubscriptionOrderStatusChangedArgs, 'orderId'>>;
}>;

export type TrackingEventResolvers<ContextType = OrdersContext, ParentType extends ResolversParentTypes['TrackingEvent'] = ResolversParentTypes['TrackingEvent']> = ResolversObject<{
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  location?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ShipmentStatus'], ParentType, ContextType>;
}>;

export type UserResolvers<ContextType = OrdersContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User'], FederationReferenceType extends FederationReferenceTypes['User'] = FederationReferenceTypes['User']> = ResolversObject<{
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['User']> | FederationReferenceType, FederationReferenceType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orders?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType>;
  recommendedProducts?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType, RequireFields<UserRecommendedProductsArgs, 'includeUnavailable' | 'limit'>>;
}>;

export type VariantOptionValueResolvers<ContextType = OrdersContext, ParentType extends ResolversParentTypes['VariantOptionValue'] = ResolversParentTypes['VariantOptionValue']> = ResolversObject<{
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type WalletProviderResolvers = { APPLE_PAY: 'apple_pay', GOOGLE_PAY: 'google_pay', PAYPAL: 'paypal' };

export type WarehouseResolvers<ContextType = OrdersContext, ParentType extends ResolversParentTypes['Warehouse'] = ResolversParentTypes['Warehouse']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type Resolvers<ContextType = OrdersContext> = ResolversObject<{
  Address?: AddressResolvers<ContextType>;
  AddressProblem?: AddressProblemResolvers<ContextType>;
  AddressValidation?: AddressValidationResolvers<ContextType>;
  AppliedDiscount?: AppliedDiscountResolvers<ContextType>;
  Cart?: CartResolvers<ContextType>;
  CartLine?: CartLineResolvers<ContextType>;
  CategorySales?: CategorySalesResolvers<ContextType>;
  Coupon?: CouponResolvers<ContextType>;
  CouponDiscountType?: CouponDiscountTypeResolvers;
  CouponProblem?: CouponProblemResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  Decimal?: GraphQLScalarType;
  DiscountSourceKind?: DiscountSourceKindResolvers;
  DiscountTarget?: DiscountTargetResolvers;
  ExchangeRate?: ExchangeRateResolvers<ContextType>;
  FraudAssessment?: FraudAssessmentResolvers<ContextType>;
  FraudDecision?: FraudDecisionResolvers;
  InsightsRebuild?: InsightsRebuildResolvers<ContextType>;
  InsightsStatus?: InsightsStatusResolvers<ContextType>;
  LoyaltyAccount?: LoyaltyAccountResolvers<ContextType>;
  LoyaltyEntry?: LoyaltyEntryResolvers<ContextType>;
  LoyaltyEntryKind?: LoyaltyEntryKindResolvers;
  LoyaltyTier?: LoyaltyTierResolvers;
  Money?: MoneyResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Order?: OrderResolvers<ContextType>;
  OrderAmounts?: OrderAmountsResolvers<ContextType>;
  OrderItem?: OrderItemResolvers<ContextType>;
  OrderItemAllocation?: OrderItemAllocationResolvers<ContextType>;
  OrderShipping?: OrderShippingResolvers<ContextType>;
  OrderState?: OrderStateResolvers;
  OrderStatusChange?: OrderStatusChangeResolvers<ContextType>;
  Payment?: PaymentResolvers<ContextType>;
  PaymentAttempt?: PaymentAttemptResolvers<ContextType>;
  PaymentAttemptOutcome?: PaymentAttemptOutcomeResolvers;
  PaymentMethodKind?: PaymentMethodKindResolvers;
  PaymentReview?: PaymentReviewResolvers;
  PaymentStatus?: PaymentStatusResolvers;
  PendingShipment?: PendingShipmentResolvers<ContextType>;
  Product?: ProductResolvers<ContextType>;
  ProductSales?: ProductSalesResolvers<ContextType>;
  ProductVariant?: ProductVariantResolvers<ContextType>;
  Promotion?: PromotionResolvers<ContextType>;
  PromotionDiscount?: PromotionDiscountResolvers<ContextType>;
  PromotionDiscountKind?: PromotionDiscountKindResolvers;
  PromotionTargeting?: PromotionTargetingResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Refund?: RefundResolvers<ContextType>;
  RefundFigures?: RefundFiguresResolvers<ContextType>;
  Return?: ReturnResolvers<ContextType>;
  ReturnLine?: ReturnLineResolvers<ContextType>;
  ReturnStatus?: ReturnStatusResolvers;
  SalesAnalytics?: SalesAnalyticsResolvers<ContextType>;
  SalesDay?: SalesDayResolvers<ContextType>;
  SalesFunnel?: SalesFunnelResolvers<ContextType>;
  SalesMetric?: SalesMetricResolvers;
  SeriesPoint?: SeriesPointResolvers<ContextType>;
  Shipment?: ShipmentResolvers<ContextType>;
  ShipmentLine?: ShipmentLineResolvers<ContextType>;
  ShipmentStatus?: ShipmentStatusResolvers;
  ShippingRate?: ShippingRateResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  TrackingEvent?: TrackingEventResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  VariantOptionValue?: VariantOptionValueResolvers<ContextType>;
  WalletProvider?: WalletProviderResolvers;
  Warehouse?: WarehouseResolvers<ContextType>;
}>;

export type DirectiveResolvers<ContextType = OrdersContext> = ResolversObject<{
  rateLimit?: RateLimitDirectiveResolver<any, any, ContextType>;
}>;
