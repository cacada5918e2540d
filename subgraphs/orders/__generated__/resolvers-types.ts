import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { OrderRecord, OrderItemView, StatusChangeRecord, EntityRef } from '../order/model';
import type { AddressRecord } from '../../../platform/address';
import type { PaymentRecord, PaymentAttemptRecord, RefundView, ExchangeRateView } from '../payments/model';
import type { FraudAssessmentValue } from '../payments/fraud';
import type { ShipmentView, TrackingEventRecord } from '../shipping/model';
import type { RateQuote } from '../shipping/carriers';
import type { ReturnView, ReturnLineView } from '../returns/model';
import type { CartView, CartLineView } from '../cart/model';
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
  expiresAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  itemCount: Scalars['Int']['output'];
  lines: Array<CartLine>;
  /** Sum of the lines at current prices. */
  subtotal: Money;
  /** Only for anonymous carts: the secret that names this cart. */
  token?: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['DateTime']['output'];
};

export type CartLine = {
  __typename?: 'CartLine';
  /** False when the product is no longer active (it cannot be checked out). */
  available: Scalars['Boolean']['output'];
  lineTotal?: Maybe<Money>;
  /** The product now, with its current price and stock (catalog and inventory fields). */
  product: Product;
  productId: Scalars['ID']['output'];
  quantity: Scalars['Int']['output'];
  /** The current price; null when the product is no longer sold. */
  unitPrice?: Maybe<Money>;
};

export type CartLineInput = {
  /** An anonymous cart's token (from a previous answer). */
  cartToken?: InputMaybe<Scalars['String']['input']>;
  productId: Scalars['ID']['input'];
  /** 1-100; updateCartLine with 0 removes the line. */
  quantity: Scalars['Int']['input'];
};

export type CheckoutInput = {
  /** One of your saved addresses to bill to. */
  billingAddressId?: InputMaybe<Scalars['ID']['input']>;
  /** An anonymous cart to check out instead of the caller's own (it is merged first). */
  cartToken?: InputMaybe<Scalars['String']['input']>;
  currency?: InputMaybe<Scalars['String']['input']>;
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  notes?: InputMaybe<Scalars['String']['input']>;
  payment: PaymentMethodInput;
  /** Where it ships, typed in; or shippingAddressId (exactly one of the two). */
  shippingAddress?: InputMaybe<AddressInput>;
  /** One of your saved addresses to ship to (your address book). */
  shippingAddressId?: InputMaybe<Scalars['ID']['input']>;
};

export type CreateOrderInput = {
  /** A saved address of the customer to bill to. */
  billingAddressId?: InputMaybe<Scalars['ID']['input']>;
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
  /** Where it ships; validated (INVALID_ADDRESS lists every problem). Or shippingAddressId, not both. */
  shippingAddress?: InputMaybe<AddressInput>;
  /** A saved address of the customer (userId) to ship to, from their address book (ADDRESS_NOT_FOUND otherwise). */
  shippingAddressId?: InputMaybe<Scalars['ID']['input']>;
  userId: Scalars['ID']['input'];
};

export type CreateShipmentInput = {
  /** A carrier key from shippingRates (parcelpost, swiftship, freightline). */
  carrier: Scalars['String']['input'];
  orderId: Scalars['ID']['input'];
  service: Scalars['String']['input'];
};

export type CryptoAsset =
  | 'BTC'
  | 'ETH';

export type CryptoInput = {
  address: Scalars['String']['input'];
  asset: CryptoAsset;
};

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
  /** Staff (or the carrier integration): a tracking update. IN_TRANSIT ships the order; DELIVERED delivers it. */
  addTrackingEvent: Shipment;
  /** Places an order from the caller's cart at current prices and empties the cart. */
  checkout: Order;
  /**
   * Places an order: checks that the user and every product exist and are active, prices each line at
   * the product's current price, reserves stock for every line (all or nothing; INSUFFICIENT_STOCK names
   * the product and no order exists afterwards) and creates the order as PENDING with the total computed here.
   */
  createOrder: Order;
  /** Staff: buys a label for a CONFIRMED order's parcel with the chosen carrier service. */
  createShipment: Shipment;
  /** After signing in: moves the anonymous cart's lines into the caller's cart (quantities add up). */
  mergeCart: Cart;
  /**
   * Pays a PENDING order that has no payment yet; charged in the background (watch orderStatusChanged).
   * The total is frozen from here on: addOrderItem no longer applies.
   */
  payOrder: Payment;
  /** Staff: refunds all or part of a completed payment. */
  refundPayment: Payment;
  removeFromCart: Cart;
  /** Returns a DELIVERED order (all lines, or some): it becomes RETURNED, the lines are refunded and restocked. */
  returnOrder: Return;
  /** Staff: approves (charges now) or rejects (fails) a payment held by the fraud check. */
  reviewPayment: Payment;
  /** Sets a line's quantity; 0 removes it. */
  updateCartLine: Cart;
  /** Notes, or CANCELLED before the order ships (the reservation is released or restocked, the payment refunded). */
  updateOrder: Order;
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


export type MutationCheckoutArgs = {
  input: CheckoutInput;
};


export type MutationCreateOrderArgs = {
  input: CreateOrderInput;
};


export type MutationCreateShipmentArgs = {
  input: CreateShipmentInput;
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


export type MutationRemoveFromCartArgs = {
  cartToken?: InputMaybe<Scalars['String']['input']>;
  productId: Scalars['ID']['input'];
};


export type MutationReturnOrderArgs = {
  input: ReturnOrderInput;
};


export type MutationReviewPaymentArgs = {
  approve: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


export type MutationUpdateCartLineArgs = {
  input: CartLineInput;
};


export type MutationUpdateOrderArgs = {
  id: Scalars['ID']['input'];
  input: UpdateOrderInput;
};

/**
 * An order. `total` is a Float (the server computes it from integer minor units, so it always
 * has at most the currency's decimals); `totalAmount` carries the same value as an exact decimal.
 */
export type Order = {
  __typename?: 'Order';
  /** Where the order is billed (from the customer's address book, billingAddressId); null when none was given. */
  billingAddress?: Maybe<Address>;
  createdAt: Scalars['DateTime']['output'];
  /** ISO 4217 code of every amount of this order. */
  currency: Scalars['String']['output'];
  discountAmount: Scalars['Float']['output'];
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
  /** Returns of this order (after delivery). */
  returns: Array<Return>;
  /** Shipments, newest last (one parcel per order). */
  shipments: Array<Shipment>;
  /** Where the order ships; needed before a shipment can be created. */
  shippingAddress?: Maybe<Address>;
  /**
   * The domain state. `status` is the public `OrderStatus` enum and has no CONFIRMED, FAILED or RETURNED:
   * CONFIRMED shows as PROCESSING, FAILED as CANCELLED and RETURNED as DELIVERED there.
   */
  state: OrderState;
  status: OrderStatus;
  subtotal: Scalars['Float']['output'];
  taxAmount: Scalars['Float']['output'];
  total: Scalars['Float']['output'];
  totalAmount: Money;
  updatedAt: Scalars['DateTime']['output'];
  user: User;
};

/** A line of an order, priced when it was ordered (placing the order, or addOrderItem). */
export type OrderItem = {
  __typename?: 'OrderItem';
  /** When the backordered units were expected, as inventory knew it at ordering (null: none backordered, or no date). */
  backorderExpectedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Units of this line promised against incoming stock when it was ordered (0: all were in stock). */
  backordered: Scalars['Int']['output'];
  discountAmount: Scalars['Float']['output'];
  id: Scalars['ID']['output'];
  lineTotal: Scalars['Float']['output'];
  name: Scalars['String']['output'];
  /** The product as the catalog knows it now. */
  product: Product;
  productId: Scalars['ID']['output'];
  quantity: Scalars['Int']['output'];
  /** SKU and name as they were when the line was ordered. */
  sku: Scalars['String']['output'];
  taxAmount: Scalars['Float']['output'];
  unitPrice: Scalars['Float']['output'];
};

export type OrderItemInput = {
  productId: Scalars['ID']['input'];
  /** An integer > 0 (at most 10000). */
  quantity: Scalars['Int']['input'];
};

/** How `orders` sorts; ties go to the newest order. */
export type OrderOrder =
  | 'CREATED_AT_ASC'
  | 'CREATED_AT_DESC'
  | 'TOTAL_ASC'
  | 'TOTAL_DESC';

/**
 * The order's domain state (pending, confirmed, shipped, delivered, cancelled, returned, plus FAILED). Allowed moves:
 * PENDING → CONFIRMED (payment charged), FAILED (payment failed 3 times) or CANCELLED;
 * CONFIRMED → SHIPPED (the shipment is picked up) or CANCELLED; SHIPPED → DELIVERED;
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

export type Product = {
  __typename?: 'Product';
  id: Scalars['ID']['output'];
};

export type Query = {
  __typename?: 'Query';
  /** The caller's cart, or the anonymous cart named by `token`; null when there is none (or it expired). */
  cart?: Maybe<Cart>;
  /** The currency rates table payments convert with. */
  exchangeRates: Array<ExchangeRate>;
  order?: Maybe<Order>;
  /** Orders, optionally filtered, newest first unless `orderBy` says otherwise. `limit` is capped at 100. */
  orders: Array<Order>;
  payment?: Maybe<Payment>;
  /** Internal: everything this subgraph holds about a person (orders, payments, cart) as a JSON document. */
  personalData: Scalars['String']['output'];
  /**
   * Orders matching the text, best first: an order id, a status (e.g. "shipped"), the user's name or
   * email, or a product name or SKU on the order. At most 50 results.
   */
  searchOrders: Array<Order>;
  /** Every carrier's rate for a parcel of `items` units to the address, cheapest first. */
  shippingRates: Array<ShippingRate>;
  validateAddress: AddressValidation;
};


export type QueryCartArgs = {
  token?: InputMaybe<Scalars['String']['input']>;
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
  refundAmount: Money;
  returnTrackingNumber: Scalars['String']['output'];
  status: ReturnStatus;
};

export type ReturnLine = {
  __typename?: 'ReturnLine';
  orderItemId: Scalars['ID']['output'];
  productId: Scalars['ID']['output'];
  quantity: Scalars['Int']['output'];
  refund: Money;
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

/** A parcel (order, carrier, tracking number, status, estimated and actual delivery). */
export type Shipment = {
  __typename?: 'Shipment';
  actualDelivery?: Maybe<Scalars['DateTime']['output']>;
  carrier: Scalars['String']['output'];
  cost: Money;
  createdAt: Scalars['DateTime']['output'];
  estimatedDelivery: Scalars['DateTime']['output'];
  events: Array<TrackingEvent>;
  id: Scalars['ID']['output'];
  labelUrl: Scalars['String']['output'];
  service: Scalars['String']['output'];
  status: ShipmentStatus;
  trackingNumber: Scalars['String']['output'];
};

export type ShipmentStatus =
  | 'delivered'
  | 'exception'
  | 'in_transit'
  | 'label_created'
  | 'out_for_delivery';

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
  User: User;
}>;

/** Mapping of federation reference types */
export type FederationReferenceTypes = ResolversObject<{
  Order:
    ( { __typename: 'Order' }
    & GraphQLRecursivePick<FederationTypes['Order'], {"id":true}> );
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
  BankTransferInput: BankTransferInput;
  CardInput: CardInput;
  Cart: ResolverTypeWrapper<CartView>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  CartLine: ResolverTypeWrapper<CartLineView>;
  CartLineInput: CartLineInput;
  CheckoutInput: CheckoutInput;
  CreateOrderInput: CreateOrderInput;
  CreateShipmentInput: CreateShipmentInput;
  CryptoAsset: CryptoAsset;
  CryptoInput: CryptoInput;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  Decimal: ResolverTypeWrapper<Scalars['Decimal']['output']>;
  ExchangeRate: ResolverTypeWrapper<ExchangeRateView>;
  FraudAssessment: ResolverTypeWrapper<FraudAssessmentValue>;
  FraudDecision: null;
  FraudReason: FraudReason;
  Money: ResolverTypeWrapper<Money>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Order: ResolverTypeWrapper<OrderRecord>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  OrderItem: ResolverTypeWrapper<OrderItemView>;
  OrderItemInput: OrderItemInput;
  OrderOrder: OrderOrder;
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
  Product: ResolverTypeWrapper<EntityRef>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Refund: ResolverTypeWrapper<RefundView>;
  RefundPaymentInput: RefundPaymentInput;
  Return: ResolverTypeWrapper<ReturnView>;
  ReturnLine: ResolverTypeWrapper<ReturnLineView>;
  ReturnLineInput: ReturnLineInput;
  ReturnOrderInput: ReturnOrderInput;
  ReturnStatus: null;
  Shipment: ResolverTypeWrapper<ShipmentView>;
  ShipmentStatus: null;
  ShippingRate: ResolverTypeWrapper<RateQuote>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  TrackingEvent: ResolverTypeWrapper<TrackingEventRecord>;
  TrackingEventInput: TrackingEventInput;
  UpdateOrderInput: UpdateOrderInput;
  User: ResolverTypeWrapper<EntityRef>;
  WalletInput: WalletInput;
  WalletProvider: null;
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
  BankTransferInput: BankTransferInput;
  CardInput: CardInput;
  Cart: CartView;
  ID: Scalars['ID']['output'];
  CartLine: CartLineView;
  CartLineInput: CartLineInput;
  CheckoutInput: CheckoutInput;
  CreateOrderInput: CreateOrderInput;
  CreateShipmentInput: CreateShipmentInput;
  CryptoInput: CryptoInput;
  DateTime: Scalars['DateTime']['output'];
  Decimal: Scalars['Decimal']['output'];
  ExchangeRate: ExchangeRateView;
  FraudAssessment: FraudAssessmentValue;
  Money: Money;
  Mutation: Record<PropertyKey, never>;
  Order: OrderRecord;
  Float: Scalars['Float']['output'];
  OrderItem: OrderItemView;
  OrderItemInput: OrderItemInput;
  OrderStatusChange: StatusChangeRecord;
  PayOrderInput: PayOrderInput;
  Payment: PaymentRecord;
  PaymentAttempt: PaymentAttemptRecord;
  PaymentMethodInput: PaymentMethodInput;
  Product: EntityRef;
  Query: Record<PropertyKey, never>;
  Refund: RefundView;
  RefundPaymentInput: RefundPaymentInput;
  Return: ReturnView;
  ReturnLine: ReturnLineView;
  ReturnLineInput: ReturnLineInput;
  ReturnOrderInput: ReturnOrderInput;
  Shipment: ShipmentView;
  ShippingRate: RateQuote;
  Subscription: Record<PropertyKey, never>;
  TrackingEvent: TrackingEventRecord;
  TrackingEventInput: TrackingEventInput;
  UpdateOrderInput: UpdateOrderInput;
  User: EntityRef;
  WalletInput: WalletInput;
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

export type CartResolvers<ContextType = OrdersContext, ParentType extends ResolversParentTypes['Cart'] = ResolversParentTypes['Cart']> = ResolversObject<{
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  itemCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['CartLine']>, ParentType, ContextType>;
  subtotal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  token?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type CartLineResolvers<ContextType = OrdersContext, ParentType extends ResolversParentTypes['CartLine'] = ResolversParentTypes['CartLine']> = ResolversObject<{
  available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lineTotal?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  product?: Resolver<ResolversTypes['Product'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unitPrice?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
}>;

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export interface DecimalScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Decimal'], any> {
  name: 'Decimal';
}

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

export type MoneyResolvers<ContextType = OrdersContext, ParentType extends ResolversParentTypes['Money'] = ResolversParentTypes['Money']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = OrdersContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  addOrderItem?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationAddOrderItemArgs, 'item' | 'orderId'>>;
  addToCart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType, RequireFields<MutationAddToCartArgs, 'input'>>;
  addTrackingEvent?: Resolver<ResolversTypes['Shipment'], ParentType, ContextType, RequireFields<MutationAddTrackingEventArgs, 'input'>>;
  checkout?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationCheckoutArgs, 'input'>>;
  createOrder?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationCreateOrderArgs, 'input'>>;
  createShipment?: Resolver<ResolversTypes['Shipment'], ParentType, ContextType, RequireFields<MutationCreateShipmentArgs, 'input'>>;
  mergeCart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType, RequireFields<MutationMergeCartArgs, 'cartToken'>>;
  payOrder?: Resolver<ResolversTypes['Payment'], ParentType, ContextType, RequireFields<MutationPayOrderArgs, 'input'>>;
  refundPayment?: Resolver<ResolversTypes['Payment'], ParentType, ContextType, RequireFields<MutationRefundPaymentArgs, 'input'>>;
  removeFromCart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType, RequireFields<MutationRemoveFromCartArgs, 'productId'>>;
  returnOrder?: Resolver<ResolversTypes['Return'], ParentType, ContextType, RequireFields<MutationReturnOrderArgs, 'input'>>;
  reviewPayment?: Resolver<ResolversTypes['Payment'], ParentType, ContextType, RequireFields<MutationReviewPaymentArgs, 'approve' | 'id'>>;
  updateCartLine?: Resolver<ResolversTypes['Cart'], ParentType, ContextType, RequireFields<MutationUpdateCartLineArgs, 'input'>>;
  updateOrder?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationUpdateOrderArgs, 'id' | 'input'>>;
}>;

export type OrderResolvers<ContextType = OrdersContext, ParentType extends ResolversParentTypes['Order'] = ResolversParentTypes['Order'], FederationReferenceType extends FederationReferenceTypes['Order'] = FederationReferenceTypes['Order']> = ResolversObject<{
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['Order']> | FederationReferenceType, FederationReferenceType, ContextType>;
  billingAddress?: Resolver<Maybe<ResolversTypes['Address']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  discountAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  eventSequence?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['OrderStatusChange']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['OrderItem']>, ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orderDate?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  payment?: Resolver<Maybe<ResolversTypes['Payment']>, ParentType, ContextType>;
  returns?: Resolver<Array<ResolversTypes['Return']>, ParentType, ContextType>;
  shipments?: Resolver<Array<ResolversTypes['Shipment']>, ParentType, ContextType>;
  shippingAddress?: Resolver<Maybe<ResolversTypes['Address']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['OrderState'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
  subtotal?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  taxAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  totalAmount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
}>;

export type OrderItemResolvers<ContextType = OrdersContext, ParentType extends ResolversParentTypes['OrderItem'] = ResolversParentTypes['OrderItem']> = ResolversObject<{
  backorderExpectedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  backordered?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  discountAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lineTotal?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  product?: Resolver<ResolversTypes['Product'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  taxAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  unitPrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
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

export type ProductResolvers<ContextType = OrdersContext, ParentType extends ResolversParentTypes['Product'] = ResolversParentTypes['Product']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = OrdersContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  cart?: Resolver<Maybe<ResolversTypes['Cart']>, ParentType, ContextType, Partial<QueryCartArgs>>;
  exchangeRates?: Resolver<Array<ResolversTypes['ExchangeRate']>, ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType, RequireFields<QueryOrderArgs, 'id'>>;
  orders?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType, RequireFields<QueryOrdersArgs, 'limit' | 'offset' | 'orderBy'>>;
  payment?: Resolver<Maybe<ResolversTypes['Payment']>, ParentType, ContextType, RequireFields<QueryPaymentArgs, 'id'>>;
  personalData?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<QueryPersonalDataArgs, 'userId'>>;
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

export type ReturnResolvers<ContextType = OrdersContext, ParentType extends ResolversParentTypes['Return'] = ResolversParentTypes['Return']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['ReturnLine']>, ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  refundAmount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  returnTrackingNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ReturnStatus'], ParentType, ContextType>;
}>;

export type ReturnLineResolvers<ContextType = OrdersContext, ParentType extends ResolversParentTypes['ReturnLine'] = ResolversParentTypes['ReturnLine']> = ResolversObject<{
  orderItemId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  refund?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
}>;

export type ReturnStatusResolvers = { RECEIVED: 'received', REFUNDED: 'refunded' };

export type ShipmentResolvers<ContextType = OrdersContext, ParentType extends ResolversParentTypes['Shipment'] = ResolversParentTypes['Shipment']> = ResolversObject<{
  actualDelivery?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  carrier?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cost?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  estimatedDelivery?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  events?: Resolver<Array<ResolversTypes['TrackingEvent']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  labelUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  service?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ShipmentStatus'], ParentType, ContextType>;
  trackingNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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
}>;

export type WalletProviderResolvers = { APPLE_PAY: 'apple_pay', GOOGLE_PAY: 'google_pay', PAYPAL: 'paypal' };

export type Resolvers<ContextType = OrdersContext> = ResolversObject<{
  Address?: AddressResolvers<ContextType>;
  AddressProblem?: AddressProblemResolvers<ContextType>;
  AddressValidation?: AddressValidationResolvers<ContextType>;
  Cart?: CartResolvers<ContextType>;
  CartLine?: CartLineResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  Decimal?: GraphQLScalarType;
  ExchangeRate?: ExchangeRateResolvers<ContextType>;
  FraudAssessment?: FraudAssessmentResolvers<ContextType>;
  FraudDecision?: FraudDecisionResolvers;
  Money?: MoneyResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Order?: OrderResolvers<ContextType>;
  OrderItem?: OrderItemResolvers<ContextType>;
  OrderState?: OrderStateResolvers;
  OrderStatusChange?: OrderStatusChangeResolvers<ContextType>;
  Payment?: PaymentResolvers<ContextType>;
  PaymentAttempt?: PaymentAttemptResolvers<ContextType>;
  PaymentAttemptOutcome?: PaymentAttemptOutcomeResolvers;
  PaymentMethodKind?: PaymentMethodKindResolvers;
  PaymentReview?: PaymentReviewResolvers;
  PaymentStatus?: PaymentStatusResolvers;
  Product?: ProductResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Refund?: RefundResolvers<ContextType>;
  Return?: ReturnResolvers<ContextType>;
  ReturnLine?: ReturnLineResolvers<ContextType>;
  ReturnStatus?: ReturnStatusResolvers;
  Shipment?: ShipmentResolvers<ContextType>;
  ShipmentStatus?: ShipmentStatusResolvers;
  ShippingRate?: ShippingRateResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  TrackingEvent?: TrackingEventResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  WalletProvider?: WalletProviderResolvers;
}>;

export type DirectiveResolvers<ContextType = OrdersContext> = ResolversObject<{
  rateLimit?: RateLimitDirectiveResolver<any, any, ContextType>;
}>;
