/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type AddAddressInput = {
  /** Validated as a whole (INVALID_ADDRESS lists every problem). */
  address: SavedAddressFields;
  /** Make it the default of its type (the first address of a type is its default anyway). */
  isDefault?: boolean | null | undefined;
  /** At most 50 characters. */
  label?: string | null | undefined;
  type: AddressType;
};

export type AddressInput = {
  city: string;
  /** ISO 3166-1 alpha-2, e.g. US. */
  country: string;
  line1: string;
  line2?: string | null | undefined;
  name: string;
  phone?: string | null | undefined;
  postalCode: string;
  /** Required for US, CA and AU. */
  state?: string | null | undefined;
};

export type AddressType =
  | 'BILLING'
  | 'SHIPPING';

/** SECRET keys (sk_live_) act for their owner with their scopes; PUBLIC keys (pk_live_) only identify an app on public catalog operations. */
export type ApiKeyType =
  | 'PUBLIC'
  | 'SECRET';

export type BankTransferInput = {
  iban: string;
};

export type CardInput = {
  /** Issuing country (ISO 3166-1 alpha-2). Default US. */
  country?: string | null | undefined;
  cvc: string;
  expMonth: number;
  expYear: number;
  number: string;
};

export type CartLineInput = {
  /** An anonymous cart's token (from a previous answer). */
  cartToken?: string | null | undefined;
  productId: string | number;
  /** 1-100; updateCartLine with 0 removes the line. */
  quantity: number;
  /** Required when the product has options (VARIANT_REQUIRED otherwise). */
  variantId?: string | number | null | undefined;
};

export type CheckoutInput = {
  /** One of your saved addresses to bill to. */
  billingAddressId?: string | number | null | undefined;
  /** An anonymous cart to check out instead of the caller's own (it is merged first). */
  cartToken?: string | null | undefined;
  /** A coupon code; default the one applied to the cart. */
  couponCode?: string | null | undefined;
  currency?: string | null | undefined;
  idempotencyKey?: string | null | undefined;
  notes?: string | null | undefined;
  payment: PaymentMethodInput;
  /** Loyalty points to pay with (100 points = 1.00; at most half the items). */
  redeemPoints?: number | null | undefined;
  /** A carrier service (from shippingRates) whose rate becomes the order's shipping. */
  shipping?: ShippingChoiceInput | null | undefined;
  /** Where it ships, typed in; or shippingAddressId (exactly one of the two). */
  shippingAddress?: AddressInput | null | undefined;
  /** One of your saved addresses to ship to (your address book). */
  shippingAddressId?: string | number | null | undefined;
};

export type CouponDiscountType =
  | 'FIXED'
  | 'PERCENTAGE';

export type CouponInput = {
  active?: boolean | null | undefined;
  applicableCategoryIds?: Array<string | number> | null | undefined;
  /** 3-32 letters, digits, - or _ (stored upper case). */
  code: string;
  currency?: string | null | undefined;
  discountType: CouponDiscountType;
  /** FIXED: above 0 in `currency`; PERCENTAGE: above 0 and at most 100. */
  discountValue: string;
  maxUses?: number | null | undefined;
  minOrderValue?: string | null | undefined;
  name?: string | null | undefined;
  perCustomerLimit?: number | null | undefined;
  validFrom?: string | Date | null | undefined;
  /** After validFrom. */
  validTo?: string | Date | null | undefined;
};

export type CreateApiKeyInput = {
  /** 1-100 characters. */
  name: string;
  /** Secret keys: read and/or write (at most what you hold). Public keys: none. Default ["read"] for secret keys. */
  scopes?: Array<string> | null | undefined;
  /** Admins only: any other caller's keys are BASIC, and asking for another tier is FORBIDDEN (field input.tier). */
  tier?: RateLimitTier | null | undefined;
  type?: ApiKeyType | null | undefined;
};

export type CreateCategoryInput = {
  name: string;
  parentId?: string | number | null | undefined;
  /** Lower-case words joined by dashes; unique. */
  slug: string;
};

export type CreateOAuthClientInput = {
  /** read, write, and the OpenID Connect scopes openid, profile, email. Default ["read"]. */
  allowedScopes?: Array<string> | null | undefined;
  name: string;
  /** 1-10 absolute https URLs (http only for localhost), no fragment; matched exactly. */
  redirectUris: Array<string>;
  /** Require PKCE in the authorization code flow even with the client secret. Default false; PUBLIC applications always need it. */
  requirePkce?: boolean | null | undefined;
  /** Default CONFIDENTIAL (a client secret is issued). */
  type?: OAuthClientType | null | undefined;
};

export type CreateOrderInput = {
  /** A saved address of the customer to bill to. */
  billingAddressId?: string | number | null | undefined;
  /** A coupon code to apply; refused with COUPON_* codes that say why. */
  couponCode?: string | null | undefined;
  /** ISO 4217 code; must be the currency the products are priced in. Default USD. */
  currency?: string | null | undefined;
  /**
   * 8-128 characters. The same key with the same input answers the order the first call placed; with
   * another input it is refused (IDEMPOTENCY_KEY_REUSED). Keys are kept 24 hours.
   */
  idempotencyKey?: string | null | undefined;
  /** 1-100 lines; lines for the same product are added together when stock is reserved. */
  items: Array<OrderItemInput>;
  /** At most 2000 characters. */
  notes?: string | null | undefined;
  /** For imported orders, by an admin only (others: BAD_USER_INPUT, NOT_ALLOWED): when it was placed. Default now; never in the future. */
  orderDate?: string | Date | null | undefined;
  /** Pay at once: the order's payment is charged as soon as it is placed (OrderCreatedEvent). */
  payment?: PaymentMethodInput | null | undefined;
  /** Loyalty points to pay with (100 points = 1.00; at most half the items). INSUFFICIENT_POINTS when the balance is lower. */
  redeemPoints?: number | null | undefined;
  /** A carrier service (from shippingRates) whose rate becomes the order's shipping; needs a shipping address. */
  shipping?: ShippingChoiceInput | null | undefined;
  /** Where it ships; validated (INVALID_ADDRESS lists every problem). Or shippingAddressId, not both. */
  shippingAddress?: AddressInput | null | undefined;
  /** A saved address of the customer (userId) to ship to, from their address book (ADDRESS_NOT_FOUND otherwise). */
  shippingAddressId?: string | number | null | undefined;
  userId: string | number;
};

export type CreateProductInput = {
  brand?: string | null | undefined;
  categoryId?: string | number | null | undefined;
  costPrice?: string | null | undefined;
  /** ISO 4217 code. Default USD. */
  currency?: string | null | undefined;
  description?: string | null | undefined;
  images?: Array<ProductImageInput> | null | undefined;
  name: string;
  /** At most 3 options of at most 50 values each; names and values unique within their list (any case). */
  options?: Array<ProductOptionInput> | null | undefined;
  /** Selling price in `currency`, at most the currency's minor-unit digits (2 for USD). Must be >= 0. */
  price: string;
  /** Unique, at most 50 letters, digits, ".", "_" or "-". Default: P- and 12 characters of the new id. */
  sku?: string | null | undefined;
  status?: ProductStatus | null | undefined;
  /** Required (at least one) when options are given, refused otherwise; at most 100. */
  variants?: Array<ProductVariantInput> | null | undefined;
};

export type CreateReviewInput = {
  productId: string | number;
  /** 1 to 5. */
  stars: number;
  /** 1-5000 characters. */
  text: string;
  /** 1-200 characters. */
  title: string;
};

export type CreateShipmentInput = {
  /**
   * A carrier key from shippingRates (parcelpost, swiftship, freightline). Default, and the only value
   * allowed (NOT_ALLOWED otherwise), when the order recorded a shipping choice at checkout: its carrier.
   * Required for an order placed without one.
   */
  carrier?: string | null | undefined;
  orderId: string | number;
  /** As `carrier`: the service chosen at checkout, or required for an order placed without a choice. */
  service?: string | null | undefined;
  /**
   * The warehouse whose parcel this is (one of `Order.pendingShipments`). Needed when more than one parcel
   * is still to be created (REQUIRED); a warehouse that allocated none of the order's units is NOT_FOUND.
   */
  warehouseId?: string | number | null | undefined;
};

export type CreateShipmentsInput = {
  /** As in CreateShipmentInput. */
  carrier?: string | null | undefined;
  orderId: string | number;
  service?: string | null | undefined;
};

export type CreateUserInput = {
  /** Required, a valid address of at most 255 characters; unique (case-insensitive). */
  email: string;
  /** Required, 1-255 characters after trimming. */
  name: string;
  phone?: string | null | undefined;
};

export type CreateWarehouseInput = {
  code: string;
  country: string;
  name: string;
  /** 0 to 1000, lower first. Default 100. */
  priority?: number | null | undefined;
};

export type CreateWebhookEndpointInput = {
  /** At most 500 characters. */
  description?: string | null | undefined;
  /** At least one of webhookEventTypes. */
  eventTypes: Array<string>;
  /** An absolute http(s) URL without credentials; its host must resolve to public addresses only. */
  url: string;
};

export type CryptoAsset =
  | 'BTC'
  | 'ETH';

export type CryptoInput = {
  address: string;
  asset: CryptoAsset;
};

/** A customer's state: active, inactive or deleted. DELETED users no longer appear in `user` or `users`. */
export type CustomerStatus =
  | 'ACTIVE'
  | 'DELETED'
  | 'INACTIVE';

export type DiscountSourceKind =
  | 'COUPON'
  | 'LOYALTY'
  | 'PROMOTION';

export type FraudDecision =
  | 'ALLOW'
  | 'REVIEW';

export type FraudReason =
  /** An unusually large amount. */
  | 'AMOUNT'
  /** The card or account country differs from the shipping country. */
  | 'COUNTRY_MISMATCH'
  /** Several payments by the same customer within an hour. */
  | 'VELOCITY';

/**
 * OAuth client types (RFC 6749 2.1). A CONFIDENTIAL application keeps a secret on its server; a PUBLIC one
 * (single-page or native app) cannot, so it has none and must use PKCE.
 */
export type OAuthClientType =
  | 'CONFIDENTIAL'
  | 'PUBLIC';

export type OpenTicketInput = {
  /** The first message: at most TICKET_MESSAGE_MAX_CHARS (default 10000) characters. */
  body: string;
  /** One of your orders, when the question is about it. */
  orderId?: string | number | null | undefined;
  /** 1-200 characters. */
  subject: string;
};

export type OrderItemInput = {
  productId: string | number;
  /** An integer > 0 (at most 10000). */
  quantity: number;
  /** Required when the product has options (VARIANT_REQUIRED otherwise); the price is the variant's. */
  variantId?: string | number | null | undefined;
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
 * CONFIRMED → SHIPPED (every parcel is picked up) or CANCELLED; SHIPPED → DELIVERED;
 * DELIVERED → RETURNED. CANCELLED, FAILED and RETURNED are final; every other move is refused.
 */
export type OrderState =
  | 'CANCELLED'
  | 'CONFIRMED'
  | 'DELIVERED'
  | 'FAILED'
  | 'PENDING'
  | 'RETURNED'
  | 'SHIPPED';

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

export type PayOrderInput = {
  /** Same contract as createOrder's. */
  idempotencyKey?: string | null | undefined;
  method: PaymentMethodInput;
  orderId: string | number;
};

export type PaymentAttemptOutcome =
  | 'DECLINED'
  | 'PROCESSING'
  | 'SUCCEEDED'
  | 'TRANSIENT_FAILURE';

/**
 * How to pay. Set `kind` and the matching field. Card numbers are sent to the provider and never stored
 * (the order keeps a token and e.g. "Visa •••• 4242"). Sandbox test cards: 4242 4242 4242 4242 succeeds,
 * 4000 0000 0000 0002 is declined, 4000 0000 0000 0119 fails transiently every time, 4000 0000 0000 0101
 * fails once then succeeds.
 */
export type PaymentMethodInput = {
  bankTransfer?: BankTransferInput | null | undefined;
  card?: CardInput | null | undefined;
  crypto?: CryptoInput | null | undefined;
  /** ISO 4217 code the payer pays in; converted from the order's currency with the rates table. Default: the order's. */
  currency?: string | null | undefined;
  kind: PaymentMethodKind;
  wallet?: WalletInput | null | undefined;
};

export type PaymentMethodKind =
  | 'BANK_TRANSFER'
  | 'CARD'
  | 'CRYPTO'
  | 'WALLET';

export type PaymentReview =
  | 'APPROVED'
  | 'NONE'
  | 'REJECTED'
  /** Held: a staff member must approve or reject it (reviewPayment). */
  | 'REVIEW';

/** The states of a payment. */
export type PaymentStatus =
  | 'COMPLETED'
  | 'FAILED'
  | 'PENDING'
  | 'REFUNDED';

/** Where a personal-data export is: PENDING while a job builds it, READY to download until `expiresAt`. */
export type PersonalDataExportStatus =
  | 'PENDING'
  | 'READY';

export type PlanChangeStatus =
  | 'APPROVED'
  | 'CANCELLED'
  | 'PENDING'
  | 'REFUSED';

/**
 * A price rule. SCHEDULED needs `price` and `validFrom`; QUANTITY_TIERS needs `tiers` (1-20) and no `price`;
 * CUSTOMER_GROUP needs `price` and `customerGroup`. Prices above 0, in the product's currency; `validTo`
 * after `validFrom`. Two QUANTITY_TIERS rules of the same product or variant may not overlap in time.
 */
export type PriceRuleInput = {
  customerGroup?: string | null | undefined;
  kind: PriceRuleKind;
  price?: string | null | undefined;
  productId: string | number;
  tiers?: Array<PriceTierInput> | null | undefined;
  validFrom?: string | Date | null | undefined;
  validTo?: string | Date | null | undefined;
  /** A variant of the product; null (or the product's own id): the whole product. */
  variantId?: string | number | null | undefined;
};

/** How a price rule sets a unit price. */
export type PriceRuleKind =
  /** One unit price for the customers of a customer group (as setCustomerGroups assigns them). */
  | 'CUSTOMER_GROUP'
  /** A unit price by the quantity of the line: the tier with the largest `minQuantity` not above it. */
  | 'QUANTITY_TIERS'
  /** One unit price from `validFrom` (required) until `validTo` (exclusive; null: open-ended). */
  | 'SCHEDULED';

export type PriceTierInput = {
  /** 1-10000; each tier of a rule starts at another quantity. */
  minQuantity: number;
  /** Above 0. */
  price: string;
};

export type ProductImageInput = {
  alt?: string | null | undefined;
  primary?: boolean | null | undefined;
  url: string;
};

export type ProductOptionInput = {
  /** 1-50 characters, e.g. Size. */
  name: string;
  /** 1-50 values of 1-50 characters each. */
  values: Array<string>;
};

/**
 * A product search: text and filters, all optional. Filters of different kinds combine with AND, the
 * values of one filter with OR.
 */
export type ProductSearchInput = {
  brands?: Array<string> | null | undefined;
  /** Products in these categories or any of their descendants. */
  categoryIds?: Array<string | number> | null | undefined;
  /** true: only products with units available; false: only those without. */
  inStock?: boolean | null | undefined;
  /** 1-100 (larger values are capped). Default 20. */
  limit?: number | null | undefined;
  maxPrice?: string | null | undefined;
  minPrice?: string | null | undefined;
  /** 0-5: products whose average rating is at least this (unrated products are left out). */
  minRating?: number | null | undefined;
  /** 0-10000. Default 0. */
  offset?: number | null | undefined;
  options?: Array<SearchOptionFilter> | null | undefined;
  /** 0-200 characters. Empty lists every active product (browsing by filters). */
  query?: string | null | undefined;
  sort?: ProductSearchSort | null | undefined;
};

/** How `productSearch` orders its hits. */
export type ProductSearchSort =
  | 'NEWEST'
  | 'PRICE_ASC'
  | 'PRICE_DESC'
  /** Highest average rating first (more reviews first on a tie); unrated products last. */
  | 'RATING'
  /** Best match first (newest first when there is no text). */
  | 'RELEVANCE';

export type ProductStatus =
  /** Orderable. */
  | 'ACTIVE'
  /** No longer sold; not orderable. */
  | 'DISCONTINUED'
  /** Not yet published; not orderable. */
  | 'DRAFT';

export type ProductVariantInput = {
  /** GTIN-8/12/13/14 digits; a wrong check digit is refused. */
  barcode?: string | null | undefined;
  costPrice?: string | null | undefined;
  images?: Array<ProductImageInput> | null | undefined;
  /** Exactly one value of every option of the product; no two variants share a combination. */
  options: Array<VariantOptionValueInput>;
  /** Default: the product's price. */
  price?: string | null | undefined;
  /** Unique across all products and variants (as a product SKU). */
  sku: string;
  status?: ProductStatus | null | undefined;
  /** An integer >= 0. */
  weightGrams?: number | null | undefined;
};

export type PromotionDiscountInput = {
  amount?: string | null | undefined;
  buy?: number | null | undefined;
  categoryIds?: Array<string | number> | null | undefined;
  get?: number | null | undefined;
  kind: PromotionDiscountKind;
  percent?: string | null | undefined;
  productIds?: Array<string | number> | null | undefined;
  threshold?: string | null | undefined;
};

export type PromotionDiscountKind =
  /** `amount` off the matching items together. */
  | 'AMOUNT_OFF'
  /** For every `buy` + `get` matching units, the `get` cheapest are `percent` off (default 100: free). */
  | 'BUY_X_GET_Y'
  /** The shipping rate off once the subtotal reaches `threshold` (default 0). */
  | 'FREE_SHIPPING'
  /** `percent` off the matching items. */
  | 'PERCENT_OFF'
  /** `amount` off the order once its subtotal reaches `threshold`. */
  | 'SPEND_AND_SAVE';

export type PromotionInput = {
  active?: boolean | null | undefined;
  combinable?: boolean | null | undefined;
  currency?: string | null | undefined;
  discount: PromotionDiscountInput;
  /** After startsAt. */
  endsAt: string | Date;
  group?: string | null | undefined;
  name: string;
  priority?: number | null | undefined;
  startsAt: string | Date;
  targeting?: PromotionTargetingInput | null | undefined;
  type: string;
};

export type PromotionTargetingInput = {
  groups?: Array<string> | null | undefined;
  newCustomers?: boolean | null | undefined;
  tiers?: Array<string> | null | undefined;
};

/** Per-key request budget, enforced by the gateway's rate limiter: basic 1000/min, professional 10000/min, enterprise unlimited. */
export type RateLimitTier =
  | 'BASIC'
  | 'ENTERPRISE'
  | 'PROFESSIONAL';

export type ReceiveStockInput = {
  productId: string | number;
  /** Units received, 1 to 1000000. */
  quantity: number;
  reason?: string | null | undefined;
  /** The delivery's own reference (a purchase order, a delivery note). */
  reference?: string | null | undefined;
  /** Required for a product with options (VARIANT_REQUIRED); default: the product's default variant. */
  variantId?: string | number | null | undefined;
  warehouseId: string | number;
};

export type RefundPaymentInput = {
  /** In the order's currency; omitted: everything not yet refunded. */
  amount?: string | null | undefined;
  /** Same contract as createOrder's. */
  idempotencyKey?: string | null | undefined;
  paymentId: string | number;
  reason?: string | null | undefined;
};

export type ReturnLineInput = {
  orderItemId: string | number;
  quantity: number;
};

export type ReturnOrderInput = {
  /** Omitted: every line in full. */
  lines?: Array<ReturnLineInput> | null | undefined;
  orderId: string | number;
  reason: string;
};

export type ReturnStatus =
  /** The goods are back; the order is RETURNED and the refund is under way. */
  | 'RECEIVED'
  | 'REFUNDED';

/**
 * Roles. ADMIN does everything; SUPPORT reads everyone's records and creates customer records;
 * READ_ONLY never writes; CUSTOMER reads and changes only its own records.
 */
export type Role =
  | 'ADMIN'
  | 'CUSTOMER'
  | 'READ_ONLY'
  | 'SUPPORT';

export type SavedAddressFields = {
  city?: string | null | undefined;
  country?: string | null | undefined;
  line1?: string | null | undefined;
  line2?: string | null | undefined;
  name?: string | null | undefined;
  phone?: string | null | undefined;
  postalCode?: string | null | undefined;
  state?: string | null | undefined;
};

/** Products having any of `values` for the variant option `name` (e.g. Color: Red or Blue). */
export type SearchOptionFilter = {
  name: string;
  values: Array<string>;
};

export type SetBackorderPolicyInput = {
  allow: boolean;
  expectedAt?: string | Date | null | undefined;
  /** Required when `allow` is true: 0 to 1000000 units. */
  limit?: number | null | undefined;
  productId: string | number;
};

/** Sets the absolute quantities of one product (variant) in one warehouse. Omitted fields keep their value. */
export type SetStockInput = {
  available?: number | null | undefined;
  damaged?: number | null | undefined;
  incoming?: number | null | undefined;
  productId: string | number;
  /** Why, for the stock ledger (recorded as an ADJUSTMENT by the difference). At most 500 characters. */
  reason?: string | null | undefined;
  reorderPoint?: number | null | undefined;
  /** Required for a product with options (VARIANT_REQUIRED); default: the product's default variant. */
  variantId?: string | number | null | undefined;
  warehouseId: string | number;
};

export type ShipmentStatus =
  | 'DELIVERED'
  | 'EXCEPTION'
  | 'IN_TRANSIT'
  | 'LABEL_CREATED'
  | 'OUT_FOR_DELIVERY';

/** Choosing a carrier service (one of shippingRates) for an order. */
export type ShippingChoiceInput = {
  carrier: string;
  service: string;
};

/** Why a stock level changed; every change is one entry of the append-only stock ledger. */
export type StockMovementKind =
  /** setStock or adjustStock. */
  | 'ADJUSTMENT'
  /** Units promised to an order against `incoming`. */
  | 'BACKORDER'
  /** Received units handed to a waiting backorder. */
  | 'BACKORDER_FILL'
  /** A backorder released before it was filled. */
  | 'BACKORDER_RELEASE'
  /** Held units left the warehouse (the order was confirmed). */
  | 'COMMIT'
  /** Units taken out of `available` as damaged (kept in `damaged`). */
  | 'DAMAGED'
  /** Units taken out of `available` as lost. */
  | 'LOST'
  /** Units delivered into a warehouse (expected ones leave `incoming`). */
  | 'RECEIPT'
  /** Held units back to `available` (an order that failed or was cancelled). */
  | 'RELEASE'
  /** Units held for an order. */
  | 'RESERVATION'
  /** Units back into stock (a return, a cancelled order whose units had left). */
  | 'RESTOCK'
  | 'TRANSFER_IN'
  | 'TRANSFER_OUT';

export type StockStatus =
  /** Nothing available now, but units can be ordered against incoming stock (the backorder policy allows it). */
  | 'BACKORDER'
  /** More available than the reorder point. */
  | 'IN_STOCK'
  /** Available, at or below the reorder point. */
  | 'LOW_STOCK'
  /** Nothing available, and nothing can be ordered on backorder. */
  | 'OUT_OF_STOCK';

export type TicketStatus =
  | 'CLOSED'
  | 'OPEN'
  | 'RESOLVED'
  | 'WAITING_ON_CUSTOMER'
  | 'WAITING_ON_SUPPORT';

export type TrackingEventInput = {
  description?: string | null | undefined;
  location?: string | null | undefined;
  shipmentId: string | number;
  status: ShipmentStatus;
};

export type TransferStockInput = {
  fromWarehouseId: string | number;
  productId: string | number;
  quantity: number;
  reason?: string | null | undefined;
  /** Another active warehouse. */
  toWarehouseId: string | number;
  /** Required for a product with options (VARIANT_REQUIRED); default: the product's default variant. */
  variantId?: string | number | null | undefined;
};

/** What an application's owner may change; absent fields stay as they are. */
export type UpdateOAuthClientInput = {
  /** read, write, openid, profile, email; replaces the list. */
  allowedScopes?: Array<string> | null | undefined;
  name?: string | null | undefined;
  /** 1-10 absolute https URLs (http only for localhost), no fragment; replaces the list. */
  redirectUris?: Array<string> | null | undefined;
};

export type UpdateProductInput = {
  brand?: string | null | undefined;
  categoryId?: string | number | null | undefined;
  costPrice?: string | null | undefined;
  description?: string | null | undefined;
  images?: Array<ProductImageInput> | null | undefined;
  name?: string | null | undefined;
  /**
   * Only for a product with options: the same option names in any order, each value list keeping every
   * value a variant uses (values may be added, reordered or dropped when unused).
   */
  options?: Array<ProductOptionInput> | null | undefined;
  price?: string | null | undefined;
  sku?: string | null | undefined;
  status?: ProductStatus | null | undefined;
};

/** How `users` sorts; ties go to creation order. */
export type UserOrder =
  | 'CREATED_AT_ASC'
  | 'CREATED_AT_DESC'
  | 'NAME_ASC'
  | 'NAME_DESC';

export type VariantOptionValueInput = {
  name: string;
  value: string;
};

export type WalletInput = {
  country?: string | null | undefined;
  provider: WalletProvider;
  token: string;
};

export type WalletProvider =
  | 'APPLE_PAY'
  | 'GOOGLE_PAY'
  | 'PAYPAL';

/**
 * How one attempt ended. SUCCEEDED: 2xx. REJECTED: a 4xx other than 408/409/429 (never retried). HTTP_ERROR:
 * any other status (408, 409, 429, 5xx, and 3xx: redirects are never followed). TIMEOUT: no full answer in
 * time. NETWORK_ERROR: no connection. BLOCKED: the host resolved to an address webhooks may not reach.
 */
export type WebhookAttemptOutcome =
  | 'BLOCKED'
  | 'HTTP_ERROR'
  | 'NETWORK_ERROR'
  | 'REJECTED'
  | 'SUCCEEDED'
  | 'TIMEOUT';

/** PENDING: due or waiting for a retry. SUCCEEDED: a 2xx answer. FAILED: not retried (4xx other than 408/409/429), retries exhausted, or the endpoint was disabled. */
export type WebhookDeliveryStatus =
  | 'FAILED'
  | 'PENDING'
  | 'SUCCEEDED';

/** Why an endpoint is disabled: its owner switched it off, it kept failing (5 days, 10+ failures in a row), or the account was closed. */
export type WebhookDisabledReason =
  | 'ACCOUNT_CLOSED'
  | 'FAILING'
  | 'MANUAL';

/** Whether an endpoint receives deliveries. */
export type WebhookEndpointStatus =
  | 'ACTIVE'
  | 'DISABLED';

export type WriteOffKind =
  | 'DAMAGED'
  | 'LOST';

export type WriteOffStockInput = {
  kind: WriteOffKind;
  productId: string | number;
  quantity: number;
  /** Required, at most 500 characters. */
  reason: string;
  /** Required for a product with options (VARIANT_REQUIRED); default: the product's default variant. */
  variantId?: string | number | null | undefined;
  warehouseId: string | number;
};

export type AuthBenchCategoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type AuthBenchCategoriesQuery = { categories: Array<{ id: string }> };

export type AuthBenchKeyMutationVariables = Exact<{ [key: string]: never; }>;


export type AuthBenchKeyMutation = { createApiKey: { key: string } };

export type BenchPricingAddToCartMutationVariables = Exact<{
  input: CartLineInput;
}>;


export type BenchPricingAddToCartMutation = { addToCart: { itemCount: number } };

export type BenchPricingCheckoutMutationVariables = Exact<{
  input: CheckoutInput;
}>;


export type BenchPricingCheckoutMutation = { checkout: { id: string, amounts: { discounts: { amount: string }, total: { amount: string } }, discounts: Array<{ name: string }>, items: Array<{ priceRuleId: string | null }> } };

export type BenchPricingPromotionMutationVariables = Exact<{
  input: PromotionInput;
}>;


export type BenchPricingPromotionMutation = { createPromotion: { id: string } };

export type BenchPricingCouponMutationVariables = Exact<{
  input: CouponInput;
}>;


export type BenchPricingCouponMutation = { createCoupon: { code: string } };

export type BenchPricingGroupsMutationVariables = Exact<{
  userId: string | number;
  groups: Array<string> | string;
}>;


export type BenchPricingGroupsMutation = { setCustomerGroups: Array<string> };

export type BenchPricingPointsMutationVariables = Exact<{
  userId: string | number;
}>;


export type BenchPricingPointsMutation = { adjustLoyaltyPoints: { balance: number } };

export type BenchPricingPriceRuleMutationVariables = Exact<{
  input: PriceRuleInput;
}>;


export type BenchPricingPriceRuleMutation = { createPriceRule: { id: string } };

export type BenchPricingCategoryMutationVariables = Exact<{
  input: CreateCategoryInput;
}>;


export type BenchPricingCategoryMutation = { createCategory: { id: string } };

export type BenchEdgeRenameMutationVariables = Exact<{
  id: string | number;
  input: UpdateProductInput;
}>;


export type BenchEdgeRenameMutation = { updateProduct: { id: string, name: string } };

export type FacesSearchQueryVariables = Exact<{
  q: string;
}>;


export type FacesSearchQuery = { searchProducts: Array<{ score: number, product: { id: string, sku: string, name: string, brand: string | null, category: { id: string, name: string } | null, price: { amount: string, currency: string }, stock: { status: StockStatus, available: number } } }> };

export type FacesUsersQueryVariables = Exact<{ [key: string]: never; }>;


export type FacesUsersQuery = { users: Array<{ id: string, number: number }> };

export type FacesProductsQueryVariables = Exact<{ [key: string]: never; }>;


export type FacesProductsQuery = { products: Array<{ id: string }> };

export type FacesUserQueryVariables = Exact<{
  id: string | number;
}>;


export type FacesUserQuery = { user: { id: string, number: number, name: string, email: string, phone: string | null, status: CustomerStatus, createdAt: string, updatedAt: string } | null };

export type FacesProductQueryVariables = Exact<{
  id: string | number;
}>;


export type FacesProductQuery = { product: { id: string, name: string, listPrice: number, createdAt: string, stock: { available: number } } | null };

export type BenchOrderQueryVariables = Exact<{
  id: string | number;
}>;


export type BenchOrderQuery = { order: { id: string, status: OrderStatus, total: number, currency: string, createdAt: string, user: { id: string, name: string, email: string }, items: Array<{ quantity: number, unitPrice: number, lineTotal: number, product: { id: string, name: string, sku: string, price: { amount: string, currency: string }, stock: { available: number, reserved: number, status: StockStatus }, stockLevels: Array<{ available: number, warehouse: { code: string } }> } }> } | null };

export type BenchReadKeyMutationVariables = Exact<{ [key: string]: never; }>;


export type BenchReadKeyMutation = { createApiKey: { key: string, apiKey: { id: string, scopes: Array<string>, tier: RateLimitTier, type: ApiKeyType } } };

export type BenchOrderStatusSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type BenchOrderStatusSubscription = { myOrderStatusChanged: { id: string, status: OrderStatus, state: OrderState, total: number, updatedAt: string, user: { email: string }, items: Array<{ quantity: number, product: { name: string, stock: { available: number } } }> } };

export type BenchWarehouseMutationVariables = Exact<{ [key: string]: never; }>;


export type BenchWarehouseMutation = { createWarehouse: { id: string } };

export type BenchProductMutationVariables = Exact<{ [key: string]: never; }>;


export type BenchProductMutation = { createProduct: { id: string } };

export type BenchStockMutationVariables = Exact<{
  input: SetStockInput;
}>;


export type BenchStockMutation = { setStock: { available: number } };

export type BenchPlaceOrderMutationVariables = Exact<{
  input: CreateOrderInput;
}>;


export type BenchPlaceOrderMutation = { createOrder: { id: string } };

export type BenchCancelMutationVariables = Exact<{
  id: string | number;
}>;


export type BenchCancelMutation = { updateOrder: { id: string } };

export type BenchWebhookEndpointMutationVariables = Exact<{
  input: CreateWebhookEndpointInput;
}>;


export type BenchWebhookEndpointMutation = { createWebhookEndpoint: { secret: string } };

export type ShotCategoryMutationVariables = Exact<{
  input: CreateCategoryInput;
}>;


export type ShotCategoryMutation = { createCategory: { id: string } };

export type ShotAddToCartMutationVariables = Exact<{
  input: CartLineInput;
}>;


export type ShotAddToCartMutation = { addToCart: { id: string } };

export type ShotPaymentQueryVariables = Exact<{
  id: string | number;
}>;


export type ShotPaymentQuery = { order: { payment: { id: string, status: PaymentStatus } | null } | null };

export type ShotRefundMutationVariables = Exact<{
  input: RefundPaymentInput;
}>;


export type ShotRefundMutation = { refundPayment: { id: string } };

export type ShotSearchQueryVariables = Exact<{
  input: ProductSearchInput;
}>;


export type ShotSearchQuery = { productSearch: { total: number } };

export type ShotSalesQueryVariables = Exact<{
  from: string | Date;
  to: string | Date;
}>;


export type ShotSalesQuery = { salesAnalytics: { orders: number } };

export type ShotCreateKeyMutationVariables = Exact<{
  input: CreateApiKeyInput;
}>;


export type ShotCreateKeyMutation = { createApiKey: { key: string, apiKey: { id: string } } };

export type ShotCreateWebhookMutationVariables = Exact<{
  input: CreateWebhookEndpointInput;
}>;


export type ShotCreateWebhookMutation = { createWebhookEndpoint: { endpoint: { id: string } } };

export type ShotTestWebhookMutationVariables = Exact<{
  id: string | number;
}>;


export type ShotTestWebhookMutation = { sendTestWebhook: { id: string } };

export type ShotCreateOAuthMutationVariables = Exact<{
  input: CreateOAuthClientInput;
}>;


export type ShotCreateOAuthMutation = { createOAuthClient: { client: { id: string } } };

export type ShotKeysQueryVariables = Exact<{ [key: string]: never; }>;


export type ShotKeysQuery = { apiKeys: Array<{ id: string, name: string }> };

export type ShotPlanChangeMutationVariables = Exact<{
  keyId: string | number;
}>;


export type ShotPlanChangeMutation = { requestPlanChange: { id: string } };

export type ShotUsageQueryVariables = Exact<{ [key: string]: never; }>;


export type ShotUsageQuery = { usageReport: { requests: number } };

export type ShotClientsQueryVariables = Exact<{ [key: string]: never; }>;


export type ShotClientsQuery = { oauthClients: Array<{ id: string, redirectUris: Array<string> }> };

export type MerchCreateProductMutationVariables = Exact<{
  input: CreateProductInput;
}>;


export type MerchCreateProductMutation = { createProduct: { id: string, sku: string, options: Array<{ name: string, values: Array<string> }>, variants: Array<{ id: string, sku: string, barcode: string | null, status: ProductStatus, options: Array<{ name: string, value: string }>, price: { amount: string } }> } };

export type MerchProductQueryVariables = Exact<{
  id: string | number;
}>;


export type MerchProductQuery = { product: { sku: string, rating: number | null, reviewCount: number, stock: { available: number, reserved: number }, variants: Array<{ id: string, sku: string, price: { amount: string }, stock: { available: number, reserved: number }, stockLevels: Array<{ variantId: string, available: number }> }> } | null };

export type MerchSetVariantStockMutationVariables = Exact<{
  input: SetStockInput;
}>;


export type MerchSetVariantStockMutation = { setStock: { productId: string, variantId: string, available: number } };

export type MerchAddVariantMutationVariables = Exact<{
  productId: string | number;
  input: ProductVariantInput;
}>;


export type MerchAddVariantMutation = { addProductVariant: { id: string, sku: string, product: { id: string } } };

export type MerchCreateOrderMutationVariables = Exact<{
  input: CreateOrderInput;
}>;


export type MerchCreateOrderMutation = { createOrder: { id: string, status: OrderStatus, total: number, items: Array<{ productId: string, variantId: string, sku: string, unitPrice: number, options: Array<{ name: string, value: string }>, variant: { id: string, stock: { reserved: number } } }> } };

export type MerchVariantQueryVariables = Exact<{
  id: string | number;
}>;


export type MerchVariantQuery = { productVariant: { id: string, sku: string, product: { id: string }, stock: { available: number } } | null };

export type MerchCreateReviewMutationVariables = Exact<{
  input: CreateReviewInput;
}>;


export type MerchCreateReviewMutation = { createReview: { id: string, stars: number, userId: string, hidden: boolean } };

export type MerchHideReviewMutationVariables = Exact<{
  id: string | number;
  reason: string;
}>;


export type MerchHideReviewMutation = { hideReview: { id: string, hidden: boolean, hiddenReason: string | null } };

export type MerchReviewsQueryVariables = Exact<{
  id: string | number;
}>;


export type MerchReviewsQuery = { product: { rating: number | null, reviewCount: number, reviews: { total: number, items: Array<{ id: string, stars: number, title: string, hidden: boolean }> } } | null };

export type MerchStaffReviewsQueryVariables = Exact<{
  id: string | number;
}>;


export type MerchStaffReviewsQuery = { product: { reviews: { total: number, items: Array<{ id: string, hidden: boolean, hiddenReason: string | null }> } } | null };

export type MerchBySkuQueryVariables = Exact<{
  sku: string;
}>;


export type MerchBySkuQuery = { productBySku: { id: string } | null };

export type MerchStockLevelsQueryVariables = Exact<{
  p: string | number;
}>;


export type MerchStockLevelsQuery = { stockLevels: Array<{ variantId: string, available: number }> };

export type MerchOrderStateQueryVariables = Exact<{
  id: string | number;
}>;


export type MerchOrderStateQuery = { order: { state: OrderState } | null };

export type MerchCreateShipmentMutationVariables = Exact<{
  input: CreateShipmentInput;
}>;


export type MerchCreateShipmentMutation = { createShipment: { id: string } };

export type MerchTrackMutationVariables = Exact<{
  input: TrackingEventInput;
}>;


export type MerchTrackMutation = { addTrackingEvent: { status: ShipmentStatus } };

export type RulesCreateMutationVariables = Exact<{
  input: PriceRuleInput;
}>;


export type RulesCreateMutation = { createPriceRule: { id: string, productId: string, variantId: string | null, kind: PriceRuleKind, customerGroup: string | null, validFrom: string | null, validTo: string | null, price: { amount: string, currency: string } | null, tiers: Array<{ minQuantity: number, price: { amount: string } }> } };

export type RulesProductPriceQueryVariables = Exact<{
  id: string | number;
}>;


export type RulesProductPriceQuery = { product: { listPrice: number, price: { amount: string }, compareAtPrice: { amount: string } | null, variants: Array<{ price: { amount: string }, listPrice: { amount: string } }> } | null };

export type RulesOfProductQueryVariables = Exact<{
  id: string | number;
}>;


export type RulesOfProductQuery = { product: { priceRules: Array<{ id: string, kind: PriceRuleKind, customerGroup: string | null }> } | null };

export type RulesSetGroupsMutationVariables = Exact<{
  userId: string | number;
  groups: Array<string> | string;
}>;


export type RulesSetGroupsMutation = { setCustomerGroups: Array<string> };

export type RulesAddToCartMutationVariables = Exact<{
  input: CartLineInput;
}>;


export type RulesAddToCartMutation = { addToCart: { lines: Array<{ productId: string, quantity: number, priceRuleId: string | null, unitPrice: { amount: string } | null }>, subtotal: { amount: string } } };

export type RulesCreateOrderMutationVariables = Exact<{
  input: CreateOrderInput;
}>;


export type RulesCreateOrderMutation = { createOrder: { id: string, subtotal: number, items: Array<{ productId: string, quantity: number, unitPrice: number, priceRuleId: string | null }> } };

export type RulesOrderQueryVariables = Exact<{
  id: string | number;
}>;


export type RulesOrderQuery = { order: { items: Array<{ unitPrice: number, priceRuleId: string | null }> } | null };

export type ProductSearchFacetsQueryVariables = Exact<{
  input: ProductSearchInput;
}>;


export type ProductSearchFacetsQuery = { productSearch: { total: number, didYouMean: string | null, hits: Array<{ score: number, product: { id: string, name: string }, highlights: Array<{ field: string, snippet: string }> }>, facets: { brands: Array<{ value: string, label: string, count: number }>, categories: Array<{ value: string, label: string, count: number }>, prices: Array<{ min: string | null, max: string | null, count: number }>, options: Array<{ name: string, values: Array<{ value: string, count: number }> }> } } };

export type SearchFacetCategoryMutationVariables = Exact<{
  input: CreateCategoryInput;
}>;


export type SearchFacetCategoryMutation = { createCategory: { id: string } };

export type SearchSaveSynonymsMutationVariables = Exact<{
  terms: Array<string> | string;
}>;


export type SearchSaveSynonymsMutation = { saveSearchSynonyms: { id: string, terms: Array<string> } };

export type SearchDeleteSynonymsMutationVariables = Exact<{
  id: string | number;
}>;


export type SearchDeleteSynonymsMutation = { deleteSearchSynonyms: boolean };

export type SearchSynonymsDeniedMutationVariables = Exact<{ [key: string]: never; }>;


export type SearchSynonymsDeniedMutation = { saveSearchSynonyms: { id: string } };

export type SearchSynonymsReadQueryVariables = Exact<{ [key: string]: never; }>;


export type SearchSynonymsReadQuery = { searchSynonyms: Array<{ id: string }> };

export type SearchLegacyFieldQueryVariables = Exact<{ [key: string]: never; }>;


export type SearchLegacyFieldQuery = { searchProducts: Array<{ product: { name: string } }> };

export type SearchSuggestQueryVariables = Exact<{
  prefix: string;
  limit?: number | null | undefined;
}>;


export type SearchSuggestQuery = { suggest: { completions: Array<string>, products: Array<{ name: string }> } };

export type SearchReportQueryVariables = Exact<{
  from: string | Date;
  to: string | Date;
}>;


export type SearchReportQuery = { searchQueryReport: { totalSearches: number, zeroResultSearches: number, topQueries: Array<{ query: string, searches: number, zeroResults: number, lastResults: number }>, zeroResultQueries: Array<{ query: string, searches: number, zeroResults: number }> } };

export type SearchJudgementQueryVariables = Exact<{
  q: string;
}>;


export type SearchJudgementQuery = { productSearch: { total: number, hits: Array<{ product: { name: string } }> } };

export type SearchReplicaHitsQueryVariables = Exact<{
  input: ProductSearchInput;
}>;


export type SearchReplicaHitsQuery = { productSearch: { total: number, hits: Array<{ product: { id: string } }> } };

export type SearchReplicaUpdateMutationVariables = Exact<{
  id: string | number;
  input: UpdateProductInput;
}>;


export type SearchReplicaUpdateMutation = { updateProduct: { id: string } };

export type SearchReplicaAdjustMutationVariables = Exact<{
  productId: string | number;
  warehouseId: string | number;
  delta: number;
}>;


export type SearchReplicaAdjustMutation = { adjustStock: { available: number } };

export type SearchReplicaWriteOffMutationVariables = Exact<{
  input: WriteOffStockInput;
}>;


export type SearchReplicaWriteOffMutation = { writeOffStock: { available: number } };

export type SearchProductsByTextQueryVariables = Exact<{
  q: string;
  limit?: number | null | undefined;
}>;


export type SearchProductsByTextQuery = { searchProducts: Array<{ score: number, product: { id: string, name: string } }> };

export type SearchCreateCategoryMutationVariables = Exact<{ [key: string]: never; }>;


export type SearchCreateCategoryMutation = { createCategory: { id: string } };

export type SearchUpdateProductMutationVariables = Exact<{
  id: string | number;
}>;


export type SearchUpdateProductMutation = { updateProduct: { id: string } };

export type SearchUpdateAroundIndexMutationVariables = Exact<{
  id: string | number;
  input: UpdateProductInput;
}>;


export type SearchUpdateAroundIndexMutation = { updateProduct: { id: string } };

export type SearchCreateProductMutationVariables = Exact<{ [key: string]: never; }>;


export type SearchCreateProductMutation = { createProduct: { id: string, sku: string } };

export type EdgeRenameProductMutationVariables = Exact<{
  id: string | number;
  input: UpdateProductInput;
}>;


export type EdgeRenameProductMutation = { updateProduct: { id: string, name: string } };

export type AdmissionMyOrderStatusChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type AdmissionMyOrderStatusChangedSubscription = { myOrderStatusChanged: { id: string } };

export type AdmissionCreateCategoryMutationVariables = Exact<{ [key: string]: never; }>;


export type AdmissionCreateCategoryMutation = { createCategory: { id: string } };

export type AdmissionCategoriesCategoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type AdmissionCategoriesCategoriesQuery = { categories: Array<{ name: string }> };

export type ClientsCreateApiKeyMutationVariables = Exact<{
  name: string;
}>;


export type ClientsCreateApiKeyMutation = { createApiKey: { key: string } };

export type GrpcUserByNumberQueryVariables = Exact<{
  n: number;
}>;


export type GrpcUserByNumberQuery = { userByNumber: { email: string } | null };

export type GrpcMeQueryVariables = Exact<{ [key: string]: never; }>;


export type GrpcMeQuery = { me: { number: number } | null };

export type GrpcCreateApiKeyMutationVariables = Exact<{ [key: string]: never; }>;


export type GrpcCreateApiKeyMutation = { createApiKey: { key: string } };

export type GrpcUsersQueryVariables = Exact<{ [key: string]: never; }>;


export type GrpcUsersQuery = { a: Array<{ id: string }>, b: Array<{ id: string }> };

export type RestCreateApiKeyMutationVariables = Exact<{ [key: string]: never; }>;


export type RestCreateApiKeyMutation = { createApiKey: { key: string } };

export type RestUpdateOrderMutationVariables = Exact<{
  id: string | number;
}>;


export type RestUpdateOrderMutation = { updateOrder: { id: string } };

export type RestProductQueryVariables = Exact<{
  id: string | number;
}>;


export type RestProductQuery = { product: { stock: { reserved: number } } | null };

export type RestPayOrderMutationVariables = Exact<{
  input: PayOrderInput;
}>;


export type RestPayOrderMutation = { payOrder: { id: string } };

export type RestSetStockMutationVariables = Exact<{
  p: string | number;
  w: string | number;
}>;


export type RestSetStockMutation = { setStock: { available: number } };

export type RestAllowBackordersMutationVariables = Exact<{
  input: SetBackorderPolicyInput;
}>;


export type RestAllowBackordersMutation = { setBackorderPolicy: { allowed: boolean } };

export type RoutesCreateApiKeyMutationVariables = Exact<{
  input: CreateApiKeyInput;
}>;


export type RoutesCreateApiKeyMutation = { createApiKey: { key: string } };

export type RestFuzzCreateApiKeyMutationVariables = Exact<{ [key: string]: never; }>;


export type RestFuzzCreateApiKeyMutation = { createApiKey: { key: string } };

export type AccountsSessionsQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountsSessionsQuery = { sessions: Array<{ id: string, current: boolean }> };

export type AccountsRevokeSessionMutationVariables = Exact<{
  id: string | number;
}>;


export type AccountsRevokeSessionMutation = { revokeSession: boolean };

export type AccountsRevokeSessionMissingMutationVariables = Exact<{
  id: string | number;
}>;


export type AccountsRevokeSessionMissingMutation = { revokeSession: boolean };

export type AccountsRevokeOthersSessionMutationVariables = Exact<{
  id: string | number;
}>;


export type AccountsRevokeOthersSessionMutation = { revokeSession: boolean };

export type AccountsStartMfaEnrollmentMutationVariables = Exact<{ [key: string]: never; }>;


export type AccountsStartMfaEnrollmentMutation = { startMfaEnrollment: { secret: string, otpauthUri: string } };

export type AccountsConfirmMfaEnrollmentMutationVariables = Exact<{ [key: string]: never; }>;


export type AccountsConfirmMfaEnrollmentMutation = { confirmMfaEnrollment: { recoveryCodes: Array<string> } };

export type AccountsConfirmMfaEnrollmentConfirmedMutationVariables = Exact<{
  code: string;
}>;


export type AccountsConfirmMfaEnrollmentConfirmedMutation = { confirmMfaEnrollment: { recoveryCodes: Array<string> } };

export type AccountsMfaEnabledQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountsMfaEnabledQuery = { me: { mfaEnabled: boolean } | null };

export type AccountsBootstrapAdminQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountsBootstrapAdminQuery = { me: { roles: Array<Role>, email: string } | null };

export type ApiKeysCreateApiKeyMutationVariables = Exact<{
  input: CreateApiKeyInput;
}>;


export type ApiKeysCreateApiKeyMutation = { createApiKey: { key: string, apiKey: { id: string, name: string, type: ApiKeyType, hint: string, scopes: Array<string>, tier: RateLimitTier, isActive: boolean, lastUsed: string | null, expiresAt: string | null } } };

export type ApiKeysUpdateApiKeyMutationVariables = Exact<{
  id: string | number;
  tier: RateLimitTier;
}>;


export type ApiKeysUpdateApiKeyMutation = { updateApiKey: { tier: RateLimitTier } };

export type ApiKeysApiKeysQueryVariables = Exact<{ [key: string]: never; }>;


export type ApiKeysApiKeysQuery = { apiKeys: Array<{ id: string, name: string, tier: RateLimitTier }> };

export type ApiKeysApiKeysListedQueryVariables = Exact<{ [key: string]: never; }>;


export type ApiKeysApiKeysListedQuery = { apiKeys: Array<{ id: string, hint: string }> };

export type ApiKeysProductsQueryVariables = Exact<{ [key: string]: never; }>;


export type ApiKeysProductsQuery = { products: Array<{ id: string }> };

export type ApiKeysSwitchKeyMutationVariables = Exact<{
  id: string | number;
  a: boolean;
}>;


export type ApiKeysSwitchKeyMutation = { updateApiKey: { isActive: boolean } };

export type ApiKeysRevokeApiKeyMutationVariables = Exact<{
  id: string | number;
}>;


export type ApiKeysRevokeApiKeyMutation = { revokeApiKey: boolean };

export type ApiKeysRotateApiKeyMutationVariables = Exact<{
  id: string | number;
}>;


export type ApiKeysRotateApiKeyMutation = { rotateApiKey: { key: string, apiKey: { id: string, name: string, scopes: Array<string>, tier: RateLimitTier, expiresAt: string | null } } };

export type ApiKeysApiKeyQueryVariables = Exact<{
  id: string | number;
}>;


export type ApiKeysApiKeyQuery = { apiKey: { expiresAt: string | null } | null };

export type ApiKeysRotateApiKeyBadMutationVariables = Exact<{
  id: string | number;
}>;


export type ApiKeysRotateApiKeyBadMutation = { rotateApiKey: { key: string } };

export type ApiKeysDeleteUserMutationVariables = Exact<{
  id: string | number;
}>;


export type ApiKeysDeleteUserMutation = { deleteUser: boolean };

export type AuthzCreateApiKeyMutationVariables = Exact<{ [key: string]: never; }>;


export type AuthzCreateApiKeyMutation = { createApiKey: { key: string, apiKey: { id: string } } };

export type AuthzCreateOAuthClientMutationVariables = Exact<{ [key: string]: never; }>;


export type AuthzCreateOAuthClientMutation = { createOAuthClient: { client: { id: string } } };

export type AuthzSessionsQueryVariables = Exact<{ [key: string]: never; }>;


export type AuthzSessionsQuery = { sessions: Array<{ id: string }> };

export type AuthzMeQueryVariables = Exact<{ [key: string]: never; }>;


export type AuthzMeQuery = { me: { number: number } | null };

export type AuthzCareRecordsMutationVariables = Exact<{
  address: SavedAddressFields;
  order: string | number;
}>;


export type AuthzCareRecordsMutation = { addAddress: { id: string }, createWishList: { id: string }, openTicket: { id: string } };

export type AuthzRequestExportMutationVariables = Exact<{
  id: string | number;
}>;


export type AuthzRequestExportMutation = { requestPersonalDataExport: { downloadToken: string, export: { id: string } } };

export type AuthzRegisterPushDeviceMutationVariables = Exact<{ [key: string]: never; }>;


export type AuthzRegisterPushDeviceMutation = { registerPushDevice: { id: string } };

export type AuthzProbeAddressQueryVariables = Exact<{
  id: string | number;
}>;


export type AuthzProbeAddressQuery = { address: { id: string, city: string } | null };

export type AuthzProbeAddressesQueryVariables = Exact<{
  id: string | number;
}>;


export type AuthzProbeAddressesQuery = { addresses: Array<{ id: string }> };

export type AuthzProbeUpdateAddressMutationVariables = Exact<{
  id: string | number;
}>;


export type AuthzProbeUpdateAddressMutation = { updateAddress: { id: string } };

export type AuthzProbeDeleteAddressMutationVariables = Exact<{
  id: string | number;
}>;


export type AuthzProbeDeleteAddressMutation = { deleteAddress: boolean };

export type AuthzProbeSetDefaultAddressMutationVariables = Exact<{
  id: string | number;
}>;


export type AuthzProbeSetDefaultAddressMutation = { setDefaultAddress: { id: string } };

export type AuthzProbeOrderToAddressMutationVariables = Exact<{
  input: CreateOrderInput;
}>;


export type AuthzProbeOrderToAddressMutation = { createOrder: { id: string } };

export type AuthzProbeWishListQueryVariables = Exact<{
  id: string | number;
}>;


export type AuthzProbeWishListQuery = { wishList: { id: string, name: string } | null };

export type AuthzProbeWishListsQueryVariables = Exact<{
  id: string | number;
}>;


export type AuthzProbeWishListsQuery = { wishLists: Array<{ id: string }> };

export type AuthzProbeUpdateWishListMutationVariables = Exact<{
  id: string | number;
}>;


export type AuthzProbeUpdateWishListMutation = { updateWishList: { id: string } };

export type AuthzProbeAddWishListItemMutationVariables = Exact<{
  id: string | number;
  p: string | number;
}>;


export type AuthzProbeAddWishListItemMutation = { addWishListItem: { id: string } };

export type AuthzProbeShareWishListMutationVariables = Exact<{
  id: string | number;
}>;


export type AuthzProbeShareWishListMutation = { shareWishList: { token: string } };

export type AuthzProbeDeleteWishListMutationVariables = Exact<{
  id: string | number;
}>;


export type AuthzProbeDeleteWishListMutation = { deleteWishList: boolean };

export type AuthzProbeTicketQueryVariables = Exact<{
  id: string | number;
}>;


export type AuthzProbeTicketQuery = { ticket: { id: string, subject: string } | null };

export type AuthzProbeTicketsQueryVariables = Exact<{
  id: string | number;
}>;


export type AuthzProbeTicketsQuery = { tickets: Array<{ id: string }> };

export type AuthzProbeReplyToTicketMutationVariables = Exact<{
  id: string | number;
}>;


export type AuthzProbeReplyToTicketMutation = { replyToTicket: { id: string } };

export type AuthzProbeCloseTicketMutationVariables = Exact<{
  id: string | number;
}>;


export type AuthzProbeCloseTicketMutation = { closeTicket: { id: string } };

export type AuthzProbePreferencesQueryVariables = Exact<{
  id: string | number;
}>;


export type AuthzProbePreferencesQuery = { preferences: { newsletter: boolean } };

export type AuthzProbeUpdatePreferencesMutationVariables = Exact<{
  id: string | number;
}>;


export type AuthzProbeUpdatePreferencesMutation = { updatePreferences: { newsletter: boolean } };

export type AuthzProbeUserQueryVariables = Exact<{
  id: string | number;
}>;


export type AuthzProbeUserQuery = { user: { id: string, email: string } | null };

export type AuthzProbeUserByNumberQueryVariables = Exact<{
  n: number;
}>;


export type AuthzProbeUserByNumberQuery = { userByNumber: { id: string, email: string } | null };

export type AuthzProbeOrderQueryVariables = Exact<{
  id: string | number;
}>;


export type AuthzProbeOrderQuery = { order: { id: string, total: number, status: OrderStatus } | null };

export type AuthzProbeOrderWithItsUserQueryVariables = Exact<{
  id: string | number;
}>;


export type AuthzProbeOrderWithItsUserQuery = { order: { id: string, total: number, user: { email: string } } | null };

export type AuthzProbeOrdersQueryVariables = Exact<{
  id: string | number;
}>;


export type AuthzProbeOrdersQuery = { orders: Array<{ id: string }> };

export type AuthzProbeSearchOrdersQueryVariables = Exact<{
  id: string;
}>;


export type AuthzProbeSearchOrdersQuery = { searchOrders: Array<{ id: string }> };

export type AuthzProbeApiKeyQueryVariables = Exact<{
  id: string | number;
}>;


export type AuthzProbeApiKeyQuery = { apiKey: { id: string, hint: string } | null };

export type AuthzProbeApiKeysQueryVariables = Exact<{
  id: string | number;
}>;


export type AuthzProbeApiKeysQuery = { apiKeys: Array<{ id: string }> };

export type AuthzProbeOauthClientQueryVariables = Exact<{
  id: string | number;
}>;


export type AuthzProbeOauthClientQuery = { oauthClient: { id: string, redirectUris: Array<string> } | null };

export type AuthzProbeOauthClientsQueryVariables = Exact<{
  id: string | number;
}>;


export type AuthzProbeOauthClientsQuery = { oauthClients: Array<{ id: string }> };

export type AuthzProbeSessionsQueryVariables = Exact<{
  id: string | number;
}>;


export type AuthzProbeSessionsQuery = { sessions: Array<{ id: string }> };

export type AuthzProbeUpdateUserMutationVariables = Exact<{
  id: string | number;
}>;


export type AuthzProbeUpdateUserMutation = { updateUser: { id: string } };

export type AuthzProbeDeleteUserMutationVariables = Exact<{
  id: string | number;
}>;


export type AuthzProbeDeleteUserMutation = { deleteUser: boolean };

export type AuthzProbeRequestUserDeletionMutationVariables = Exact<{
  id: string | number;
}>;


export type AuthzProbeRequestUserDeletionMutation = { requestUserDeletion: { userId: string, dueAt: string } };

export type AuthzProbeRequestExportMutationVariables = Exact<{
  id: string | number;
}>;


export type AuthzProbeRequestExportMutation = { requestPersonalDataExport: { downloadToken: string, export: { id: string } } };

export type AuthzProbeExportsQueryVariables = Exact<{
  id: string | number;
}>;


export type AuthzProbeExportsQuery = { personalDataExports: Array<{ id: string, status: PersonalDataExportStatus }> };

export type AuthzProbeExportQueryVariables = Exact<{
  id: string | number;
  token: string;
}>;


export type AuthzProbeExportQuery = { personalDataExport: string };

export type AuthzProbeRemovePushDeviceMutationVariables = Exact<{
  id: string | number;
}>;


export type AuthzProbeRemovePushDeviceMutation = { removePushDevice: boolean };

export type AuthzProbeSetUserRolesMutationVariables = Exact<{
  id: string | number;
}>;


export type AuthzProbeSetUserRolesMutation = { setUserRoles: { id: string } };

export type AuthzProbeUpdateOrderMutationVariables = Exact<{
  id: string | number;
}>;


export type AuthzProbeUpdateOrderMutation = { updateOrder: { id: string } };

export type AuthzProbeUpdateApiKeyMutationVariables = Exact<{
  id: string | number;
}>;


export type AuthzProbeUpdateApiKeyMutation = { updateApiKey: { id: string } };

export type AuthzProbeRevokeApiKeyMutationVariables = Exact<{
  id: string | number;
}>;


export type AuthzProbeRevokeApiKeyMutation = { revokeApiKey: boolean };

export type AuthzProbeRotateApiKeyMutationVariables = Exact<{
  id: string | number;
}>;


export type AuthzProbeRotateApiKeyMutation = { rotateApiKey: { key: string } };

export type AuthzProbeDeleteOAuthClientMutationVariables = Exact<{
  id: string | number;
}>;


export type AuthzProbeDeleteOAuthClientMutation = { deleteOAuthClient: boolean };

export type AuthzProbeRevokeSessionMutationVariables = Exact<{
  id: string | number;
}>;


export type AuthzProbeRevokeSessionMutation = { revokeSession: boolean };

export type AuthzMeMineQueryVariables = Exact<{
  o: string | number;
  k: string | number;
  c: string | number;
  me: string | number;
}>;


export type AuthzMeMineQuery = { me: { name: string, roles: Array<Role> } | null, order: { status: OrderStatus } | null, apiKey: { isActive: boolean, expiresAt: string | null } | null, oauthClient: { id: string } | null, sessions: Array<{ id: string }>, pushDevices: Array<{ id: string }>, personalDataExports: Array<{ id: string }> };

export type AuthzMineCareQueryVariables = Exact<{
  a: string | number;
  w: string | number;
  t: string | number;
}>;


export type AuthzMineCareQuery = { address: { label: string | null, isDefault: boolean } | null, wishList: { name: string, shared: boolean, items: Array<{ variantId: string | null }> } | null, ticket: { status: TicketStatus, messages: Array<{ body: string }> } | null, preferences: { newsletter: boolean } };

export type AuthzProductsQueryVariables = Exact<{
  id: string | number;
}>;


export type AuthzProductsQuery = { products: Array<{ id: string, name: string, price: { amount: string } }>, product: { stock: { available: number }, stockLevels: Array<{ available: number }> } | null, categories: Array<{ id: string }>, warehouses: Array<{ id: string }> };

export type AuthzAnonymousMeQueryVariables = Exact<{ [key: string]: never; }>;


export type AuthzAnonymousMeQuery = { me: { id: string } | null };

export type AuthzAnonymousOrdersQueryVariables = Exact<{ [key: string]: never; }>;


export type AuthzAnonymousOrdersQuery = { orders: Array<{ id: string }> };

export type AuthzAnonymousUsersQueryVariables = Exact<{ [key: string]: never; }>;


export type AuthzAnonymousUsersQuery = { users: Array<{ id: string }> };

export type AuthzAnonymousReviewMutationVariables = Exact<{
  p: string | number;
}>;


export type AuthzAnonymousReviewMutation = { createReview: { id: string } };

export type AuthzAnonymousCreateWarehouseMutationVariables = Exact<{ [key: string]: never; }>;


export type AuthzAnonymousCreateWarehouseMutation = { createWarehouse: { id: string } };

export type AuthzCustomerUsersQueryVariables = Exact<{ [key: string]: never; }>;


export type AuthzCustomerUsersQuery = { users: Array<{ id: string }> };

export type AuthzCustomerCreateUserMutationVariables = Exact<{ [key: string]: never; }>;


export type AuthzCustomerCreateUserMutation = { createUser: { id: string } };

export type AuthzCustomerCreateProductMutationVariables = Exact<{ [key: string]: never; }>;


export type AuthzCustomerCreateProductMutation = { createProduct: { id: string } };

export type AuthzCustomerCreateWarehouseMutationVariables = Exact<{ [key: string]: never; }>;


export type AuthzCustomerCreateWarehouseMutation = { createWarehouse: { id: string } };

export type AuthzCustomerSetStockMutationVariables = Exact<{
  p: string | number;
}>;


export type AuthzCustomerSetStockMutation = { setStock: { available: number } };

export type AuthzCustomerCostPriceQueryVariables = Exact<{
  p: string | number;
}>;


export type AuthzCustomerCostPriceQuery = { product: { costPrice: number | null } | null };

export type AuthzCustomerVariantCostPriceQueryVariables = Exact<{
  p: string | number;
}>;


export type AuthzCustomerVariantCostPriceQuery = { product: { variants: Array<{ costPrice: { amount: string } | null }> } | null };

export type AuthzCustomerAddVariantMutationVariables = Exact<{
  p: string | number;
}>;


export type AuthzCustomerAddVariantMutation = { addProductVariant: { id: string } };

export type AuthzCustomerUpdateVariantMutationVariables = Exact<{
  v: string | number;
}>;


export type AuthzCustomerUpdateVariantMutation = { updateProductVariant: { id: string } };

export type AuthzCustomerHideReviewMutationVariables = Exact<{ [key: string]: never; }>;


export type AuthzCustomerHideReviewMutation = { hideReview: { id: string } };

export type AuthzCustomerUnhideReviewMutationVariables = Exact<{ [key: string]: never; }>;


export type AuthzCustomerUnhideReviewMutation = { unhideReview: { id: string } };

export type AuthzOrderQueryVariables = Exact<{
  o: string | number;
  u: string | number;
}>;


export type AuthzOrderQuery = { order: { user: { email: string } } | null, user: { email: string } | null, users: Array<{ id: string }> };

export type AuthzCreateUserMutationVariables = Exact<{ [key: string]: never; }>;


export type AuthzCreateUserMutation = { createUser: { id: string } };

export type AuthzUpdateOrderMutationVariables = Exact<{
  id: string | number;
}>;


export type AuthzUpdateOrderMutation = { updateOrder: { id: string } };

export type AuthzCreateProductMutationVariables = Exact<{ [key: string]: never; }>;


export type AuthzCreateProductMutation = { createProduct: { id: string } };

export type AuthzSupportUpdateUserMutationVariables = Exact<{
  id: string | number;
}>;


export type AuthzSupportUpdateUserMutation = { updateUser: { id: string } };

export type AuthzSupportDeleteUserMutationVariables = Exact<{
  id: string | number;
}>;


export type AuthzSupportDeleteUserMutation = { deleteUser: boolean };

export type AuthzSupportReadsVictimQueryVariables = Exact<{
  id: string | number;
}>;


export type AuthzSupportReadsVictimQuery = { user: { name: string } | null };

export type AuthzReadOnlyRolesQueryVariables = Exact<{ [key: string]: never; }>;


export type AuthzReadOnlyRolesQuery = { me: { roles: Array<Role> } | null };

export type AuthzReadOnlyUpdatesSelfMutationVariables = Exact<{
  id: string | number;
}>;


export type AuthzReadOnlyUpdatesSelfMutation = { updateUser: { id: string } };

export type AuthzReadOnlyCreatesKeyMutationVariables = Exact<{ [key: string]: never; }>;


export type AuthzReadOnlyCreatesKeyMutation = { createApiKey: { key: string } };

export type AuthzReadOnlyReviewsMutationVariables = Exact<{
  p: string | number;
}>;


export type AuthzReadOnlyReviewsMutation = { createReview: { id: string } };

export type AuthzUpdateOrderAlongMutationVariables = Exact<{
  id: string | number;
}>;


export type AuthzUpdateOrderAlongMutation = { updateOrder: { status: OrderStatus } };

export type AuthzUpdateOrderByAdminMutationVariables = Exact<{
  id: string | number;
}>;


export type AuthzUpdateOrderByAdminMutation = { updateOrder: { status: OrderStatus } };

export type AuthzUpdateOrderCancelledMutationVariables = Exact<{
  id: string | number;
}>;


export type AuthzUpdateOrderCancelledMutation = { updateOrder: { status: OrderStatus } };

export type AuthzProductQueryVariables = Exact<{
  id: string | number;
}>;


export type AuthzProductQuery = { product: { costPrice: number | null } | null };

export type ScopesCartQueryVariables = Exact<{ [key: string]: never; }>;


export type ScopesCartQuery = { cart: { id: string, itemCount: number } | null };

export type ScopesAddMutationVariables = Exact<{
  input: CartLineInput;
}>;


export type ScopesAddMutation = { addToCart: { id: string, itemCount: number, token: string | null } };

export type ScopesCreateKeyMutationVariables = Exact<{
  input: CreateApiKeyInput;
}>;


export type ScopesCreateKeyMutation = { createApiKey: { key: string } };

export type ScopesCreateClientMutationVariables = Exact<{
  input: CreateOAuthClientInput;
}>;


export type ScopesCreateClientMutation = { createOAuthClient: { clientSecret: string | null, client: { id: string } } };

export type ScopesWatchMineSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type ScopesWatchMineSubscription = { myOrderStatusChanged: { id: string, status: OrderStatus } };

export type CareAddAddressMutationVariables = Exact<{
  input: AddAddressInput;
}>;


export type CareAddAddressMutation = { addAddress: { id: string, type: AddressType, isDefault: boolean, city: string, state: string | null, postalCode: string, country: string } };

export type CareOrderToSavedAddressesMutationVariables = Exact<{
  input: CreateOrderInput;
}>;


export type CareOrderToSavedAddressesMutation = { createOrder: { id: string, shippingAddress: { city: string, state: string | null } | null, billingAddress: { line1: string, postalCode: string } | null } };

export type CareMyAddressesQueryVariables = Exact<{ [key: string]: never; }>;


export type CareMyAddressesQuery = { addresses: Array<{ id: string, isDefault: boolean, type: AddressType }> };

export type CareSetDefaultMutationVariables = Exact<{
  id: string | number;
}>;


export type CareSetDefaultMutation = { setDefaultAddress: { id: string } };

export type CareBusyBookQueryVariables = Exact<{ [key: string]: never; }>;


export type CareBusyBookQuery = { addresses: Array<{ id: string, isDefault: boolean }> };

export type CareTicketOrderMutationVariables = Exact<{
  input: CreateOrderInput;
}>;


export type CareTicketOrderMutation = { createOrder: { id: string } };

export type CareOpenTicketMutationVariables = Exact<{
  input: OpenTicketInput;
}>;


export type CareOpenTicketMutation = { openTicket: { id: string, status: TicketStatus, order: { id: string } | null } };

export type CareMyTicketsQueryVariables = Exact<{ [key: string]: never; }>;


export type CareMyTicketsQuery = { tickets: Array<{ id: string }> };

export type CareAnswerMutationVariables = Exact<{
  id: string | number;
}>;


export type CareAnswerMutation = { replyToTicket: { status: TicketStatus, firstResponseSeconds: number | null, order: { id: string, status: OrderStatus, user: { id: string } } | null } };

export type CareRecordQueryVariables = Exact<{
  id: string | number;
}>;


export type CareRecordQuery = { user: { customerRecord: { registeredVia: string | null, orderCount: number, openTickets: number, newsletter: boolean, marketing: { email: boolean } } | null } | null };

export type CareRecordDirectQueryVariables = Exact<{
  id: string | number;
}>;


export type CareRecordDirectQuery = { customerRecord: { orderCount: number } | null };

export type CareWishListMutationVariables = Exact<{ [key: string]: never; }>;


export type CareWishListMutation = { createWishList: { id: string } };

export type CareWishMutationVariables = Exact<{
  id: string | number;
  p: string | number;
}>;


export type CareWishMutation = { addWishListItem: { id: string } };

export type CareShareMutationVariables = Exact<{
  id: string | number;
}>;


export type CareShareMutation = { shareWishList: { token: string, wishList: { shared: boolean } } };

export type CareSharedViewQueryVariables = Exact<{
  token: string;
}>;


export type CareSharedViewQuery = { sharedWishList: { name: string, items: Array<{ product: { id: string, name: string } }> } | null };

export type CareUnshareMutationVariables = Exact<{
  id: string | number;
}>;


export type CareUnshareMutation = { unshareWishList: { shared: boolean } };

export type CorpusMeQueryVariables = Exact<{ [key: string]: never; }>;


export type CorpusMeQuery = { me: { id: string } | null };

export type CorpusUsersQueryVariables = Exact<{ [key: string]: never; }>;


export type CorpusUsersQuery = { users: Array<{ id: string }> };

export type CorpusRenameMutationVariables = Exact<{
  id: string | number;
  name: string;
}>;


export type CorpusRenameMutation = { updateUser: { id: string } };

export type CorpusCreateClientMutationVariables = Exact<{
  input: CreateOAuthClientInput;
}>;


export type CorpusCreateClientMutation = { createOAuthClient: { clientSecret: string | null, client: { id: string } } };

export type CorpusDeleteClientMutationVariables = Exact<{
  id: string | number;
}>;


export type CorpusDeleteClientMutation = { deleteOAuthClient: boolean };

export type CorpusDeactivateMutationVariables = Exact<{
  id: string | number;
}>;


export type CorpusDeactivateMutation = { updateUser: { id: string } };

export type CorpusDeleteUserMutationVariables = Exact<{
  id: string | number;
}>;


export type CorpusDeleteUserMutation = { deleteUser: boolean };

export type BrowserCreateOAuthClientMutationVariables = Exact<{
  input: CreateOAuthClientInput;
}>;


export type BrowserCreateOAuthClientMutation = { createOAuthClient: { clientSecret: string | null, client: { id: string } } };

export type OAuthCreateOAuthClientMutationVariables = Exact<{
  input: CreateOAuthClientInput;
}>;


export type OAuthCreateOAuthClientMutation = { createOAuthClient: { clientSecret: string | null, client: { id: string } } };

export type OAuthSessionsQueryVariables = Exact<{ [key: string]: never; }>;


export type OAuthSessionsQuery = { sessions: Array<{ clientId: string | null }> };

export type OpenIdCreateClientMutationVariables = Exact<{
  input: CreateOAuthClientInput;
}>;


export type OpenIdCreateClientMutation = { createOAuthClient: { clientSecret: string | null, client: { id: string } } };

export type PrivacyRequestDeletionMutationVariables = Exact<{
  id: string | number;
}>;


export type PrivacyRequestDeletionMutation = { requestUserDeletion: { userId: string, requestedAt: string, dueAt: string } };

export type PrivacyRequestExportMutationVariables = Exact<{
  userId: string | number;
}>;


export type PrivacyRequestExportMutation = { requestPersonalDataExport: { downloadToken: string, export: { id: string, status: PersonalDataExportStatus } } };

export type PrivacyExportsQueryVariables = Exact<{
  userId: string | number;
}>;


export type PrivacyExportsQuery = { personalDataExports: Array<{ id: string, status: PersonalDataExportStatus, bytes: number | null, readyAt: string | null, expiresAt: string | null }> };

export type PrivacyDownloadQueryVariables = Exact<{
  id: string | number;
  token: string;
}>;


export type PrivacyDownloadQuery = { personalDataExport: string };

export type PrivacyStaffCancelMutationVariables = Exact<{
  id: string | number;
}>;


export type PrivacyStaffCancelMutation = { cancelUserDeletion: { userId: string } };

export type PrivacyCustomerCancelMutationVariables = Exact<{
  id: string | number;
}>;


export type PrivacyCustomerCancelMutation = { cancelUserDeletion: { userId: string } };

export type PrivacyKeptOrderQueryVariables = Exact<{
  id: string | number;
}>;


export type PrivacyKeptOrderQuery = { order: { id: string, total: number, user: { id: string, name: string } } | null };

export type WindowCreateKeyMutationVariables = Exact<{ [key: string]: never; }>;


export type WindowCreateKeyMutation = { createApiKey: { key: string, apiKey: { id: string } } };

export type WindowRevokeKeyMutationVariables = Exact<{
  id: string | number;
}>;


export type WindowRevokeKeyMutation = { revokeApiKey: boolean };

export type WindowRevokeSessionMutationVariables = Exact<{
  id: string | number;
}>;


export type WindowRevokeSessionMutation = { revokeSession: boolean };

export type WindowCreateClientMutationVariables = Exact<{
  input: CreateOAuthClientInput;
}>;


export type WindowCreateClientMutation = { createOAuthClient: { clientSecret: string | null, client: { id: string } } };

export type WindowDeleteClientMutationVariables = Exact<{
  id: string | number;
}>;


export type WindowDeleteClientMutation = { deleteOAuthClient: boolean };

export type TokensMeQueryVariables = Exact<{ [key: string]: never; }>;


export type TokensMeQuery = { me: { id: string, email: string } | null };

export type TokensCreateApiKeyMutationVariables = Exact<{ [key: string]: never; }>;


export type TokensCreateApiKeyMutation = { createApiKey: { key: string } };

export type TokensCreateWriterKeyMutationVariables = Exact<{ [key: string]: never; }>;


export type TokensCreateWriterKeyMutation = { createApiKey: { key: string } };

export type TokensRotateSigningKeyMutationVariables = Exact<{ [key: string]: never; }>;


export type TokensRotateSigningKeyMutation = { rotateSigningKey: { kid: string } };

export type TokensRotateSigningKeyDeniedMutationVariables = Exact<{ [key: string]: never; }>;


export type TokensRotateSigningKeyDeniedMutation = { rotateSigningKey: { kid: string } };

export type OpsSetStockMutationVariables = Exact<{
  input: SetStockInput;
}>;


export type OpsSetStockMutation = { setStock: { available: number, incoming: number, reorderPoint: number } };

export type OpsStockQueryVariables = Exact<{
  id: string | number;
}>;


export type OpsStockQuery = { product: { stock: { available: number, incoming: number, backorderable: number, status: StockStatus }, stockLevels: Array<{ available: number, reserved: number, incoming: number, backordered: number, warehouse: { id: string } }> } | null };

export type OpsCreateOrderMutationVariables = Exact<{
  input: CreateOrderInput;
}>;


export type OpsCreateOrderMutation = { createOrder: { id: string, items: Array<{ productId: string, quantity: number, backordered: number, backorderExpectedAt: string | null }> } };

export type OpsSetBackorderPolicyMutationVariables = Exact<{
  input: SetBackorderPolicyInput;
}>;


export type OpsSetBackorderPolicyMutation = { setBackorderPolicy: { allowed: boolean, limit: number, promised: number, expectedAt: string | null } };

export type OpsReceiveStockMutationVariables = Exact<{
  input: ReceiveStockInput;
}>;


export type OpsReceiveStockMutation = { receiveStock: { available: number, incoming: number, backordered: number, reserved: number } };

export type OpsWriteOffStockMutationVariables = Exact<{
  input: WriteOffStockInput;
}>;


export type OpsWriteOffStockMutation = { writeOffStock: { available: number, damaged: number } };

export type OpsTransferStockMutationVariables = Exact<{
  input: TransferStockInput;
}>;


export type OpsTransferStockMutation = { transferStock: { id: string, from: { available: number }, to: { available: number, warehouse: { id: string } } } };

export type OpsStockMovementsQueryVariables = Exact<{
  productId: string | number;
  kinds?: Array<StockMovementKind> | StockMovementKind | null | undefined;
}>;


export type OpsStockMovementsQuery = { stockMovements: Array<{ kind: StockMovementKind, available: number, reserved: number, damaged: number, incoming: number, backordered: number, reason: string | null, actor: string | null, reference: string | null, warehouse: { id: string } }> };

export type OpsLowStockQueryVariables = Exact<{ [key: string]: never; }>;


export type OpsLowStockQuery = { lowStock: Array<{ productId: string, variantId: string, available: number, reorderPoint: number, dailySales: number, suggestedReorder: number, warehouse: { id: string } }> };

export type OpsNotificationsQueryVariables = Exact<{ [key: string]: never; }>;


export type OpsNotificationsQuery = { notifications: Array<{ kind: string, title: string, body: string }> };

export type OpsWebhookEventTypesQueryVariables = Exact<{ [key: string]: never; }>;


export type OpsWebhookEventTypesQuery = { webhookEventTypes: Array<string> };

export type VarOpsCreateProductMutationVariables = Exact<{
  input: CreateProductInput;
}>;


export type VarOpsCreateProductMutation = { createProduct: { id: string, variants: Array<{ id: string }> } };

export type VarOpsSetStockMutationVariables = Exact<{
  input: SetStockInput;
}>;


export type VarOpsSetStockMutation = { setStock: { variantId: string, available: number, incoming: number } };

export type VarOpsReceiveStockMutationVariables = Exact<{
  input: ReceiveStockInput;
}>;


export type VarOpsReceiveStockMutation = { receiveStock: { productId: string, variantId: string, available: number, incoming: number, reserved: number, backordered: number } };

export type VarOpsTransferStockMutationVariables = Exact<{
  input: TransferStockInput;
}>;


export type VarOpsTransferStockMutation = { transferStock: { from: { variantId: string, available: number }, to: { variantId: string, available: number } } };

export type VarOpsStockMovementsQueryVariables = Exact<{
  productId: string | number;
  variantId?: string | number | null | undefined;
}>;


export type VarOpsStockMovementsQuery = { stockMovements: Array<{ kind: StockMovementKind, productId: string, variantId: string, available: number, warehouse: { id: string } }> };

export type VarOpsSetBackorderPolicyMutationVariables = Exact<{
  input: SetBackorderPolicyInput;
}>;


export type VarOpsSetBackorderPolicyMutation = { setBackorderPolicy: { productId: string, allowed: boolean, limit: number } };

export type VarOpsStockQueryVariables = Exact<{
  id: string | number;
}>;


export type VarOpsStockQuery = { product: { backorderPolicy: { limit: number, promised: number } | null, stock: { available: number, backorderable: number, status: StockStatus }, variants: Array<{ id: string, stock: { available: number, backorderable: number, status: StockStatus } }> } | null };

export type VarOpsCreateOrderMutationVariables = Exact<{
  input: CreateOrderInput;
}>;


export type VarOpsCreateOrderMutation = { createOrder: { items: Array<{ productId: string, variantId: string, quantity: number, backordered: number, backorderExpectedAt: string | null }> } };

export type CommerceCreateOrderMutationVariables = Exact<{
  input: CreateOrderInput;
}>;


export type CommerceCreateOrderMutation = { createOrder: { id: string, state: OrderState } };

export type CommerceOrderQueryVariables = Exact<{
  id: string | number;
}>;


export type CommerceOrderQuery = { order: { state: OrderState } | null };

export type CommercePayOnceMutationVariables = Exact<{
  input: PayOrderInput;
}>;


export type CommercePayOnceMutation = { payOrder: { id: string, status: PaymentStatus } };

export type CommerceRefundOnceMutationVariables = Exact<{
  input: RefundPaymentInput;
}>;


export type CommerceRefundOnceMutation = { refundPayment: { status: PaymentStatus, refundedAmount: { amount: string }, refunds: Array<{ amount: { amount: string } }> } };

export type CommerceUpdateOrderMutationVariables = Exact<{
  id: string | number;
}>;


export type CommerceUpdateOrderMutation = { updateOrder: { id: string } };

export type CommerceRefundedPaymentQueryVariables = Exact<{
  id: string | number;
}>;


export type CommerceRefundedPaymentQuery = { order: { payment: { status: PaymentStatus, refundedAmount: { amount: string } } | null } | null };

export type CommerceCreateShipmentMutationVariables = Exact<{
  input: CreateShipmentInput;
}>;


export type CommerceCreateShipmentMutation = { createShipment: { id: string } };

export type CommerceShipForReturnMutationVariables = Exact<{
  input: CreateShipmentInput;
}>;


export type CommerceShipForReturnMutation = { createShipment: { id: string } };

export type CommerceAddTrackingEventMutationVariables = Exact<{
  input: TrackingEventInput;
}>;


export type CommerceAddTrackingEventMutation = { addTrackingEvent: { status: ShipmentStatus } };

export type CommerceOrderLinesQueryVariables = Exact<{
  id: string | number;
}>;


export type CommerceOrderLinesQuery = { order: { items: Array<{ id: string }> } | null };

export type CommerceReturnOrderMutationVariables = Exact<{
  input: ReturnOrderInput;
}>;


export type CommerceReturnOrderMutation = { returnOrder: { status: ReturnStatus, returnTrackingNumber: string, refundAmount: { amount: string } } };

export type CommerceReturnedOrderQueryVariables = Exact<{
  id: string | number;
}>;


export type CommerceReturnedOrderQuery = { order: { state: OrderState, status: OrderStatus, returns: Array<{ status: ReturnStatus }>, payment: { refundedAmount: { amount: string } } | null } | null };

export type CommerceReturnTheRestMutationVariables = Exact<{
  input: ReturnOrderInput;
}>;


export type CommerceReturnTheRestMutation = { returnOrder: { status: ReturnStatus, refundAmount: { amount: string }, shippingRefund: { amount: string }, lines: Array<{ quantity: number, refund: { amount: string } }> } };

export type CommerceReturnOrderTwiceMutationVariables = Exact<{
  input: ReturnOrderInput;
}>;


export type CommerceReturnOrderTwiceMutation = { returnOrder: { status: ReturnStatus } };

export type CommerceReviewedPaymentQueryVariables = Exact<{
  id: string | number;
}>;


export type CommerceReviewedPaymentQuery = { order: { payment: { id: string, status: PaymentStatus, review: PaymentReview, fraud: { score: number, reasons: Array<FraudReason>, decision: FraudDecision } } | null } | null };

export type CommerceReviewPaymentDeniedMutationVariables = Exact<{
  id: string | number;
}>;


export type CommerceReviewPaymentDeniedMutation = { reviewPayment: { status: PaymentStatus } };

export type CommerceApprovePaymentMutationVariables = Exact<{
  id: string | number;
}>;


export type CommerceApprovePaymentMutation = { reviewPayment: { review: PaymentReview } };

export type CommerceOrderPaymentQueryVariables = Exact<{
  id: string | number;
}>;


export type CommerceOrderPaymentQuery = { order: { payment: { amount: { amount: string, currency: string }, chargedAmount: { amount: string, currency: string }, exchangeRate: { rate: string } | null } | null } | null };

export type CommercePayBadMethodMutationVariables = Exact<{
  input: PayOrderInput;
}>;


export type CommercePayBadMethodMutation = { payOrder: { id: string } };

export type CommerceValidateAddressQueryVariables = Exact<{
  a: AddressInput;
}>;


export type CommerceValidateAddressQuery = { validateAddress: { valid: boolean, address: { postalCode: string } | null } };

export type CommerceCartFragment = { id: string, token: string | null, itemCount: number, subtotal: { amount: string }, lines: Array<{ productId: string, quantity: number, available: boolean, unitPrice: { amount: string } | null, product: { stock: { available: number } } }> };

export type CommerceStartCartMutationVariables = Exact<{
  input: CartLineInput;
}>;


export type CommerceStartCartMutation = { addToCart: { id: string, token: string | null, itemCount: number, subtotal: { amount: string }, lines: Array<{ productId: string, quantity: number, available: boolean, unitPrice: { amount: string } | null, product: { stock: { available: number } } }> } };

export type CommerceAddToCartMutationVariables = Exact<{
  input: CartLineInput;
}>;


export type CommerceAddToCartMutation = { addToCart: { id: string } };

export type CommerceUpdateCartLineMutationVariables = Exact<{
  input: CartLineInput;
}>;


export type CommerceUpdateCartLineMutation = { updateCartLine: { id: string } };

export type CommerceCartByTokenQueryVariables = Exact<{
  t?: string | null | undefined;
}>;


export type CommerceCartByTokenQuery = { cart: { id: string, token: string | null, itemCount: number, subtotal: { amount: string }, lines: Array<{ productId: string, quantity: number, available: boolean, unitPrice: { amount: string } | null, product: { stock: { available: number } } }> } | null };

export type CommerceShopperAddsToCartMutationVariables = Exact<{
  input: CartLineInput;
}>;


export type CommerceShopperAddsToCartMutation = { addToCart: { id: string } };

export type CommerceMergeCartMutationVariables = Exact<{
  t: string;
}>;


export type CommerceMergeCartMutation = { mergeCart: { id: string, token: string | null, itemCount: number, subtotal: { amount: string }, lines: Array<{ productId: string, quantity: number, available: boolean, unitPrice: { amount: string } | null, product: { stock: { available: number } } }> } };

export type CommerceCartQueryVariables = Exact<{
  t?: string | null | undefined;
}>;


export type CommerceCartQuery = { cart: { id: string } | null };

export type CommerceUpdateProductMutationVariables = Exact<{
  id: string | number;
}>;


export type CommerceUpdateProductMutation = { updateProduct: { id: string } };

export type CommerceCheckoutMutationVariables = Exact<{
  input: CheckoutInput;
}>;


export type CommerceCheckoutMutation = { checkout: { id: string, total: number, items: Array<{ quantity: number }> } };

export type CommerceCartAfterCheckoutQueryVariables = Exact<{ [key: string]: never; }>;


export type CommerceCartAfterCheckoutQuery = { cart: { lines: Array<{ productId: string }> } | null };

export type CommerceAddToCartStartedMutationVariables = Exact<{
  input: CartLineInput;
}>;


export type CommerceAddToCartStartedMutation = { addToCart: { token: string | null } };

export type CommerceAnonymousAddsToCartMutationVariables = Exact<{
  input: CartLineInput;
}>;


export type CommerceAnonymousAddsToCartMutation = { addToCart: { id: string } };

export type CommerceRemoveFromCartMutationVariables = Exact<{
  p: string | number;
  t?: string | null | undefined;
}>;


export type CommerceRemoveFromCartMutation = { removeFromCart: { itemCount: number, lines: Array<{ productId: string }> } };

export type CommerceCheckoutCheckoutMutationVariables = Exact<{
  input: CheckoutInput;
}>;


export type CommerceCheckoutCheckoutMutation = { checkout: { total: number, items: Array<{ productId: string, quantity: number }> } };

export type CommerceCartAfterTokenCheckoutQueryVariables = Exact<{ [key: string]: never; }>;


export type CommerceCartAfterTokenCheckoutQuery = { cart: { lines: Array<{ productId: string }> } | null };

export type CommerceAddToCartCartMutationVariables = Exact<{
  input: CartLineInput;
}>;


export type CommerceAddToCartCartMutation = { addToCart: { id: string, expiresAt: string } };

export type CommerceExpiredCartQueryVariables = Exact<{ [key: string]: never; }>;


export type CommerceExpiredCartQuery = { cart: { id: string } | null };

export type CommerceAddToCartFreshMutationVariables = Exact<{
  input: CartLineInput;
}>;


export type CommerceAddToCartFreshMutation = { addToCart: { itemCount: number } };

export type CommerceRepriceProductMutationVariables = Exact<{
  id: string | number;
}>;


export type CommerceRepriceProductMutation = { updateProduct: { id: string } };

export type CommerceRenameProductMutationVariables = Exact<{
  id: string | number;
}>;


export type CommerceRenameProductMutation = { updateProduct: { id: string } };

export type CrashCreateOrderMutationVariables = Exact<{
  input: CreateOrderInput;
}>;


export type CrashCreateOrderMutation = { createOrder: { id: string } };

export type LifecycleCreateOrderMutationVariables = Exact<{
  input: CreateOrderInput;
}>;


export type LifecycleCreateOrderMutation = { createOrder: { id: string, status: OrderStatus, state: OrderState } };

export type LifecycleWatchMineSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type LifecycleWatchMineSubscription = { myOrderStatusChanged: { id: string, status: OrderStatus, state: OrderState, total: number, user: { id: string, email: string }, items: Array<{ quantity: number, product: { name: string, stock: { available: number, reserved: number } } }>, payment: { status: PaymentStatus } | null } };

export type LifecycleOrderStatusChangedSubscriptionVariables = Exact<{
  id: string | number;
}>;


export type LifecycleOrderStatusChangedSubscription = { orderStatusChanged: { status: OrderStatus, payment: { status: PaymentStatus } | null } };

export type LifecycleShippingRatesQueryVariables = Exact<{
  a: AddressInput;
}>;


export type LifecycleShippingRatesQuery = { shippingRates: Array<{ carrier: string, service: string, amount: { amount: string } }> };

export type LifecycleCreateShipmentMutationVariables = Exact<{
  input: CreateShipmentInput;
}>;


export type LifecycleCreateShipmentMutation = { createShipment: { id: string, trackingNumber: string, status: ShipmentStatus } };

export type LifecycleAddTrackingEventMutationVariables = Exact<{
  input: TrackingEventInput;
}>;


export type LifecycleAddTrackingEventMutation = { addTrackingEvent: { status: ShipmentStatus } };

export type LifecycleOrderQueryVariables = Exact<{
  id: string | number;
}>;


export type LifecycleOrderQuery = { order: { history: Array<{ toState: OrderState, actor: string | null }>, shipments: Array<{ status: ShipmentStatus, actualDelivery: string | null, events: Array<{ status: ShipmentStatus }> }> } | null };

export type LifecycleNotificationsQueryVariables = Exact<{ [key: string]: never; }>;


export type LifecycleNotificationsQuery = { notifications: Array<{ kind: string, read: boolean }> };

export type LifecycleMyOrderStatusChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type LifecycleMyOrderStatusChangedSubscription = { myOrderStatusChanged: { id: string, status: OrderStatus, state: OrderState } };

export type LifecycleOrderPaymentQueryVariables = Exact<{
  id: string | number;
}>;


export type LifecycleOrderPaymentQuery = { order: { payment: { status: PaymentStatus, attempts: Array<{ number: number, outcome: PaymentAttemptOutcome }> } | null } | null };

export type LifecycleRetriedPaymentQueryVariables = Exact<{
  id: string | number;
}>;


export type LifecycleRetriedPaymentQuery = { order: { state: OrderState, payment: { attempts: Array<{ outcome: PaymentAttemptOutcome }> } | null } | null };

export type LifecycleWatchWithoutCredentialSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type LifecycleWatchWithoutCredentialSubscription = { myOrderStatusChanged: { id: string } };

export type LifecycleOrderStatusChangedRefusedSubscriptionVariables = Exact<{
  id: string | number;
}>;


export type LifecycleOrderStatusChangedRefusedSubscription = { orderStatusChanged: { id: string } };

export type LifecycleOrderStatusChangedWatchedSubscriptionVariables = Exact<{
  id: string | number;
}>;


export type LifecycleOrderStatusChangedWatchedSubscription = { orderStatusChanged: { status: OrderStatus } };

export type LifecycleUpdateOrderMutationVariables = Exact<{
  id: string | number;
}>;


export type LifecycleUpdateOrderMutation = { updateOrder: { id: string } };

export type LifecycleWatchCostPriceSubscriptionVariables = Exact<{
  id: string | number;
}>;


export type LifecycleWatchCostPriceSubscription = { orderStatusChanged: { status: OrderStatus, items: Array<{ product: { name: string, costPrice: number | null } }> } };

export type LifecycleCancelWatchedOrderMutationVariables = Exact<{
  id: string | number;
}>;


export type LifecycleCancelWatchedOrderMutation = { updateOrder: { id: string } };

export type LifecycleWatchEverywhereSubscriptionVariables = Exact<{
  id: string | number;
}>;


export type LifecycleWatchEverywhereSubscription = { orderStatusChanged: { status: OrderStatus } };

export type LifecycleCancelElsewhereMutationVariables = Exact<{
  id: string | number;
}>;


export type LifecycleCancelElsewhereMutation = { updateOrder: { id: string } };

export type LifecycleSubscriptionFieldsQueryVariables = Exact<{ [key: string]: never; }>;


export type LifecycleSubscriptionFieldsQuery = { __schema: { subscriptionType: { fields: Array<{ name: string }> | null } | null } };

export type LifecycleMyOrderStatusChangedOverHttpSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type LifecycleMyOrderStatusChangedOverHttpSubscription = { myOrderStatusChanged: { id: string } };

export type NatsMyOrderStatusChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type NatsMyOrderStatusChangedSubscription = { myOrderStatusChanged: { id: string, status: OrderStatus } };

export type NatsCreateOrderMutationVariables = Exact<{
  input: CreateOrderInput;
}>;


export type NatsCreateOrderMutation = { createOrder: { id: string } };

export type NatsNotificationsQueryVariables = Exact<{ [key: string]: never; }>;


export type NatsNotificationsQuery = { notifications: Array<{ kind: string }> };

export type SubscriptionStartCreateOrderMutationVariables = Exact<{
  input: CreateOrderInput;
}>;


export type SubscriptionStartCreateOrderMutation = { createOrder: { id: string } };

export type SubscriptionStartOrderStatusChangedSubscriptionVariables = Exact<{
  id: string | number;
}>;


export type SubscriptionStartOrderStatusChangedSubscription = { orderStatusChanged: { status: OrderStatus, eventSequence: number } };

export type SubscriptionStartMyOrderStatusChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type SubscriptionStartMyOrderStatusChangedSubscription = { myOrderStatusChanged: { id: string, status: OrderStatus, eventSequence: number } };

export type SubscriptionStartUpdateOrderMutationVariables = Exact<{
  id: string | number;
}>;


export type SubscriptionStartUpdateOrderMutation = { updateOrder: { id: string } };

export type MediaImagesQueryVariables = Exact<{
  id: string | number;
}>;


export type MediaImagesQuery = { product: { images: Array<{ url: string, alt: string | null, primary: boolean, thumbnails: Array<{ width: number, height: number, url: string }> }> } | null };

export type AddItemAddOrderItemMutationVariables = Exact<{
  id: string | number;
  item: OrderItemInput;
  key?: string | null | undefined;
}>;


export type AddItemAddOrderItemMutation = { addOrderItem: { id: string, total: number, status: OrderStatus, items: Array<{ name: string, quantity: number, lineTotal: number }> } };

export type AddItemUpdateOrderMutationVariables = Exact<{
  id: string | number;
}>;


export type AddItemUpdateOrderMutation = { updateOrder: { status: OrderStatus } };

export type AddItemPayOrderMutationVariables = Exact<{
  input: PayOrderInput;
}>;


export type AddItemPayOrderMutation = { payOrder: { id: string, amount: { amount: string } } };

export type AddItemOrderStateQueryVariables = Exact<{
  id: string | number;
}>;


export type AddItemOrderStateQuery = { order: { state: OrderState, total: number, payment: { status: PaymentStatus, amount: { amount: string } } | null } | null };

export type AddItemOrderQueryVariables = Exact<{
  id: string | number;
}>;


export type AddItemOrderQuery = { order: { history: Array<{ fromState: OrderState | null, toState: OrderState, reason: string | null, eventId: string | null }> } | null };

export type AddItemOrderOrderQueryVariables = Exact<{
  id: string | number;
}>;


export type AddItemOrderOrderQuery = { order: { total: number, items: Array<{ name: string }> } | null };

export type AddItemUpdateUserMutationVariables = Exact<{
  id: string | number;
}>;


export type AddItemUpdateUserMutation = { updateUser: { id: string } };

export type AddItemSortedUsersQueryVariables = Exact<{
  s?: string | null | undefined;
  o?: UserOrder | null | undefined;
  st?: CustomerStatus | null | undefined;
}>;


export type AddItemSortedUsersQuery = { users: Array<{ name: string }> };

export type AddItemSortedOrdersQueryVariables = Exact<{
  u: string | number;
  o?: OrderOrder | null | undefined;
}>;


export type AddItemSortedOrdersQuery = { orders: Array<{ total: number }> };

export type CouponsCreateCouponMutationVariables = Exact<{
  input: CouponInput;
}>;


export type CouponsCreateCouponMutation = { createCoupon: { id: string, code: string, remainingUses: number | null } };

export type CouponsCouponQueryVariables = Exact<{
  code: string;
}>;


export type CouponsCouponQuery = { coupon: { uses: number, remainingUses: number | null } | null };

export type CouponsCreateOrderMutationVariables = Exact<{
  input: CreateOrderInput;
}>;


export type CouponsCreateOrderMutation = { createOrder: { id: string, couponCode: string | null, amounts: { subtotal: { amount: string }, discounts: { amount: string }, total: { amount: string } }, discounts: Array<{ kind: DiscountSourceKind, name: string, amount: { amount: string } }>, items: Array<{ discountAmount: number }> } };

export type CouponsCancelOrderMutationVariables = Exact<{
  id: string | number;
}>;


export type CouponsCancelOrderMutation = { updateOrder: { status: OrderStatus } };

export type InsightsSalesFiguresQueryVariables = Exact<{
  from: string | Date;
  to: string | Date;
}>;


export type InsightsSalesFiguresQuery = { salesAnalytics: { orders: number, revenue: { amount: string, currency: string }, averageOrderValue: { amount: string }, daily: Array<{ at: string, orders: number, revenue: { amount: string } }>, series: Array<{ at: string, value: number }>, byProduct: Array<{ productId: string, orders: number, units: number, revenue: { amount: string }, product: { id: string, name: string } }>, byCategory: Array<{ categoryId: string | null, orders: number, revenue: { amount: string } }>, funnel: { carts: number, checkouts: number, paid: number, paidRate: number | null }, refundsAndReturns: { refunds: number, returns: number, refunded: { amount: string } } } };

export type InsightsTogetherQueryVariables = Exact<{
  id: string | number;
  all?: boolean | null | undefined;
}>;


export type InsightsTogetherQuery = { product: { frequentlyBoughtTogether: Array<{ id: string, name: string }>, similarProducts: Array<{ id: string }> } | null };

export type InsightsForMeQueryVariables = Exact<{ [key: string]: never; }>;


export type InsightsForMeQuery = { me: { id: string, recommendedProducts: Array<{ id: string, name: string }> } | null };

export type InsightsRebuildMutationVariables = Exact<{ [key: string]: never; }>;


export type InsightsRebuildMutation = { rebuildInsights: { generation: number, rebuilding: boolean, rebuildStartedAt: string | null } };

export type InsightsStatusQueryVariables = Exact<{ [key: string]: never; }>;


export type InsightsStatusQuery = { insightsStatus: { generation: number, rebuilding: boolean, lastRebuild: { generation: number, orders: number } | null } };

export type InsightsCreateShipmentMutationVariables = Exact<{
  input: CreateShipmentInput;
}>;


export type InsightsCreateShipmentMutation = { createShipment: { id: string } };

export type InsightsTrackMutationVariables = Exact<{
  input: TrackingEventInput;
}>;


export type InsightsTrackMutation = { addTrackingEvent: { status: ShipmentStatus } };

export type InsightsOrderStateQueryVariables = Exact<{
  id: string | number;
}>;


export type InsightsOrderStateQuery = { order: { state: OrderState } | null };

export type InsightsProductStatusMutationVariables = Exact<{
  id: string | number;
}>;


export type InsightsProductStatusMutation = { updateProduct: { status: ProductStatus } };

export type InsightsStockLevelsQueryVariables = Exact<{
  id: string | number;
}>;


export type InsightsStockLevelsQuery = { stockLevels: Array<{ warehouse: { id: string } }> };

export type ParcelsOrderQueryVariables = Exact<{
  id: string | number;
}>;


export type ParcelsOrderQuery = { order: { state: OrderState, amounts: { shipping: { amount: string } }, shipping: { rate: { amount: string } } | null, items: Array<{ id: string, quantity: number, allocations: Array<{ warehouseId: string, quantity: number, backordered: number, warehouse: { code: string } }> }>, pendingShipments: Array<{ warehouseId: string | null, lines: Array<{ orderItemId: string, quantity: number }> }>, shipments: Array<{ id: string, warehouseId: string | null, status: ShipmentStatus, warehouse: { code: string } | null, lines: Array<{ orderItemId: string, quantity: number }>, cost: { amount: string }, charged: { amount: string } }>, history: Array<{ from: OrderStatus | null, to: OrderStatus }> } | null };

export type ParcelsCreateShipmentsMutationVariables = Exact<{
  input: CreateShipmentsInput;
}>;


export type ParcelsCreateShipmentsMutation = { createShipments: Array<{ id: string, warehouseId: string | null }> };

export type ParcelsCreateShipmentMutationVariables = Exact<{
  input: CreateShipmentInput;
}>;


export type ParcelsCreateShipmentMutation = { createShipment: { id: string, warehouseId: string | null, carrier: string, service: string } };

export type ParcelsTrackMutationVariables = Exact<{
  input: TrackingEventInput;
}>;


export type ParcelsTrackMutation = { addTrackingEvent: { status: ShipmentStatus } };

export type PortalAdminNameQueryVariables = Exact<{ [key: string]: never; }>;


export type PortalAdminNameQuery = { me: { name: string } | null };

export type PortalCreateApiKeyMutationVariables = Exact<{
  name: string;
}>;


export type PortalCreateApiKeyMutation = { createApiKey: { key: string, apiKey: { id: string, tier: RateLimitTier } } };

export type PortalUsageReportQueryVariables = Exact<{
  keyId?: string | number | null | undefined;
}>;


export type PortalUsageReportQuery = { usageReport: { requests: number, errors: number, errorRate: number, p50Ms: number | null, p95Ms: number | null, p99Ms: number | null, statusCodes: Array<{ status: number, count: number }>, topEndpoints: Array<{ endpoint: string, requests: number }>, series: Array<{ at: string, requests: number }> } };

export type PortalEndpointMetricsQueryVariables = Exact<{ [key: string]: never; }>;


export type PortalEndpointMetricsQuery = { endpointMetrics: Array<{ endpoint: string, requests: number, p95Ms: number | null, p99Ms: number | null, errorRate: number, clients: Array<{ client: string, requests: number }>, keys: Array<{ keyId: string, name: string | null, requests: number }> }>, topApiKeys: Array<{ keyId: string, requests: number }> };

export type PortalRequestPlanChangeMutationVariables = Exact<{
  keyId: string | number;
  tier: RateLimitTier;
  note?: string | null | undefined;
}>;


export type PortalRequestPlanChangeMutation = { requestPlanChange: { id: string, keyId: string, keyName: string, fromTier: RateLimitTier, toTier: RateLimitTier, status: PlanChangeStatus, note: string | null, requestedAt: string } };

export type PortalDecidePlanChangeMutationVariables = Exact<{
  id: string | number;
  approve: boolean;
  reason?: string | null | undefined;
}>;


export type PortalDecidePlanChangeMutation = { decidePlanChange: { id: string, status: PlanChangeStatus, decidedAt: string | null, decidedBy: string | null, reason: string | null } };

export type PortalPlanChangesQueryVariables = Exact<{
  status?: PlanChangeStatus | null | undefined;
}>;


export type PortalPlanChangesQuery = { planChangeRequests: Array<{ id: string, keyId: string, status: PlanChangeStatus }> };

export type PortalPlansQueryVariables = Exact<{ [key: string]: never; }>;


export type PortalPlansQuery = { plans: Array<{ tier: RateLimitTier, name: string, requestsPerMinute: number | null, description: string }> };

export type PortalCancelPlanChangeMutationVariables = Exact<{
  id: string | number;
}>;


export type PortalCancelPlanChangeMutation = { cancelPlanChange: { status: PlanChangeStatus } };

export type PortalSetApiKeyPolicyMutationVariables = Exact<{
  days?: number | null | undefined;
}>;


export type PortalSetApiKeyPolicyMutation = { setApiKeyPolicy: { maxAgeDays: number | null } };

export type PortalKeysRotationQueryVariables = Exact<{ [key: string]: never; }>;


export type PortalKeysRotationQuery = { apiKeys: Array<{ id: string, rotationDue: boolean }> };

export type PortalMyKeyPolicyQueryVariables = Exact<{ [key: string]: never; }>;


export type PortalMyKeyPolicyQuery = { me: { apiKeyPolicy: { maxAgeDays: number | null } | null } | null };

export type PortalCreateOAuthClientMutationVariables = Exact<{
  input: CreateOAuthClientInput;
}>;


export type PortalCreateOAuthClientMutation = { createOAuthClient: { clientSecret: string | null, client: { id: string } } };

export type PortalUpdateOAuthClientMutationVariables = Exact<{
  clientId: string | number;
  input: UpdateOAuthClientInput;
}>;


export type PortalUpdateOAuthClientMutation = { updateOAuthClient: { id: string, name: string, redirectUris: Array<string>, allowedScopes: Array<string> } };

export type PortalRotateOAuthClientSecretMutationVariables = Exact<{
  clientId: string | number;
  overlap?: number | null | undefined;
}>;


export type PortalRotateOAuthClientSecretMutation = { rotateOAuthClientSecret: { clientId: string, clientSecret: string, previousSecretExpiresAt: string | null } };

export type PortalClientWhoAmIQueryVariables = Exact<{ [key: string]: never; }>;


export type PortalClientWhoAmIQuery = { me: { id: string } | null };

export type SalesPageFiguresQueryVariables = Exact<{
  from: string | Date;
  to: string | Date;
}>;


export type SalesPageFiguresQuery = { salesAnalytics: { orders: number, ordersPlaced: number, currencies: Array<string>, revenue: { amount: string }, averageOrderValue: { amount: string }, refunded: { amount: string }, netRevenue: { amount: string }, daily: Array<{ at: string, orders: number, ordersPlaced: number, revenue: { amount: string } }>, byCategory: Array<{ name: string | null, orders: number, units: number, revenue: { amount: string } }>, byProduct: Array<{ orders: number, units: number, product: { name: string }, revenue: { amount: string } }>, funnel: { carts: number, checkouts: number, paid: number, checkoutRate: number | null, paidRate: number | null }, refundsAndReturns: { refunds: number, returns: number, unitsReturned: number, refunded: { amount: string }, returnRefunds: { amount: string } } } };

export type SalesPageSearchesQueryVariables = Exact<{
  from: string | Date;
  to: string | Date;
}>;


export type SalesPageSearchesQuery = { searchQueryReport: { totalSearches: number, zeroResultSearches: number, topQueries: Array<{ query: string, searches: number, zeroResults: number }>, zeroResultQueries: Array<{ query: string, searches: number }> } };

export type SalesPageCategoryMutationVariables = Exact<{ [key: string]: never; }>;


export type SalesPageCategoryMutation = { createCategory: { id: string } };

export type SalesPageAddToCartMutationVariables = Exact<{
  input: CartLineInput;
}>;


export type SalesPageAddToCartMutation = { addToCart: { id: string } };

export type SalesPagePaymentQueryVariables = Exact<{
  id: string | number;
}>;


export type SalesPagePaymentQuery = { order: { state: OrderState, payment: { id: string } | null } | null };

export type SalesPageRefundMutationVariables = Exact<{
  input: RefundPaymentInput;
}>;


export type SalesPageRefundMutation = { refundPayment: { status: PaymentStatus } };

export type SalesPageSearchQueryVariables = Exact<{
  input: ProductSearchInput;
}>;


export type SalesPageSearchQuery = { productSearch: { total: number } };

export type ConcurrencyProductQueryVariables = Exact<{
  id: string | number;
}>;


export type ConcurrencyProductQuery = { product: { stock: { available: number, status: StockStatus } } | null };

export type DataloaderOrdersQueryQueryVariables = Exact<{
  limit: number;
}>;


export type DataloaderOrdersQueryQuery = { orders: Array<{ id: string, total: number, status: OrderStatus, user: { id: string, name: string, email: string }, items: Array<{ quantity: number, unitPrice: number, product: { id: string, name: string, sku: string, price: { amount: string }, stock: { available: number, status: StockStatus }, stockLevels: Array<{ available: number, warehouse: { code: string } }> } }> }> };

export type DataloaderOrdersQueryVariables = Exact<{ [key: string]: never; }>;


export type DataloaderOrdersQuery = { orders: Array<{ id: string }> };

export type DataloaderOrderQueryVariables = Exact<{
  id: string | number;
}>;


export type DataloaderOrderQuery = { order: { id: string } | null };

export type DataloaderOrderBothQueryVariables = Exact<{
  a: string | number;
  b: string | number;
}>;


export type DataloaderOrderBothQuery = { a: { id: string } | null, b: { id: string } | null };

export type DataloaderIndexKeyMutationVariables = Exact<{ [key: string]: never; }>;


export type DataloaderIndexKeyMutation = { createApiKey: { key: string } };

export type DataloaderIndexOrderQueryVariables = Exact<{ [key: string]: never; }>;


export type DataloaderIndexOrderQuery = { orders: Array<{ id: string }> };

export type MonolithReadKeyMutationVariables = Exact<{ [key: string]: never; }>;


export type MonolithReadKeyMutation = { createApiKey: { key: string } };

export type ProcessesOrderQueryVariables = Exact<{
  id: string | number;
}>;


export type ProcessesOrderQuery = { order: { id: string, user: { id: string }, items: Array<{ quantity: number, product: { id: string, stock: { reserved: number } } }> } | null };

export type SeedUsersQueryVariables = Exact<{ [key: string]: never; }>;


export type SeedUsersQuery = { users: Array<{ email: string, roles: Array<Role> }> };

export type SeedProductsQueryVariables = Exact<{ [key: string]: never; }>;


export type SeedProductsQuery = { products: Array<{ name: string, brand: string | null }> };

export type SeedSearchProductsQueryVariables = Exact<{
  q: string;
}>;


export type SeedSearchProductsQuery = { searchProducts: Array<{ product: { name: string } }> };

export type SeedOrdersQueryVariables = Exact<{ [key: string]: never; }>;


export type SeedOrdersQuery = { orders: Array<{ id: string, status: OrderStatus, total: number, user: { name: string, email: string }, items: Array<{ sku: string, quantity: number, unitPrice: number, product: { sku: string, price: { amount: string }, stock: { available: number, reserved: number } } }> }> };

export type SeedUpdateOrderMutationVariables = Exact<{
  id: string | number;
}>;


export type SeedUpdateOrderMutation = { updateOrder: { status: OrderStatus } };

export type SeedOrdersPendingQueryVariables = Exact<{ [key: string]: never; }>;


export type SeedOrdersPendingQuery = { orders: Array<{ id: string, total: number, items: Array<{ id: string }> }> };

export type SeedProductsStockedQueryVariables = Exact<{ [key: string]: never; }>;


export type SeedProductsStockedQuery = { products: Array<{ id: string, price: { amount: string }, stock: { available: number } }> };

export type SeedAddOrderItemMutationVariables = Exact<{
  id: string | number;
  item: OrderItemInput;
}>;


export type SeedAddOrderItemMutation = { addOrderItem: { total: number, items: Array<{ id: string }>, history: Array<{ toState: OrderState }> } };

export type SpineTypenameQueryVariables = Exact<{ [key: string]: never; }>;


export type SpineTypenameQuery = { __typename: 'Query' };

export type SpineCreateUserMutationVariables = Exact<{ [key: string]: never; }>;


export type SpineCreateUserMutation = { createUser: { id: string, name: string, email: string, number: number, status: CustomerStatus } };

export type SpineUserQueryVariables = Exact<{
  id: string | number;
}>;


export type SpineUserQuery = { user: { email: string, orders: Array<{ id: string }> } | null };

export type SpineUpdateUserMutationVariables = Exact<{
  id: string | number;
}>;


export type SpineUpdateUserMutation = { updateUser: { name: string, status: CustomerStatus } };

export type SpineDeleteUserMutationVariables = Exact<{
  id: string | number;
}>;


export type SpineDeleteUserMutation = { deleteUser: boolean };

export type SpineUserGoneQueryVariables = Exact<{
  id: string | number;
}>;


export type SpineUserGoneQuery = { user: { id: string } | null };

export type SpineDeleteDeletedUserMutationVariables = Exact<{
  id: string | number;
}>;


export type SpineDeleteDeletedUserMutation = { deleteUser: boolean };

export type SpineCreateTakenUserMutationVariables = Exact<{
  input: CreateUserInput;
}>;


export type SpineCreateTakenUserMutation = { createUser: { id: string } };

export type SpineUsersQueryVariables = Exact<{ [key: string]: never; }>;


export type SpineUsersQuery = { users: Array<{ id: string }> };

export type SpineUsersCappedQueryVariables = Exact<{ [key: string]: never; }>;


export type SpineUsersCappedQuery = { users: Array<{ id: string }> };

export type SpineUsersPagedQueryVariables = Exact<{ [key: string]: never; }>;


export type SpineUsersPagedQuery = { a: Array<{ id: string }>, b: Array<{ id: string }> };

export type SpineUsersBadQueryVariables = Exact<{ [key: string]: never; }>;


export type SpineUsersBadQuery = { users: Array<{ id: string }> };

export type SpineCreateInvalidUserMutationVariables = Exact<{
  input: CreateUserInput;
}>;


export type SpineCreateInvalidUserMutation = { createUser: { id: string } };

export type SpineCreateDuplicateEmailMutationVariables = Exact<{ [key: string]: never; }>;


export type SpineCreateDuplicateEmailMutation = { createUser: { id: string } };

export type SpineSetDeletedStatusMutationVariables = Exact<{
  id: string | number;
}>;


export type SpineSetDeletedStatusMutation = { updateUser: { id: string } };

export type SpineOrderQueryVariables = Exact<{
  id: string | number;
}>;


export type SpineOrderQuery = { order: { totalAmount: { amount: string }, user: { name: string }, items: Array<{ quantity: number, unitPrice: number, product: { name: string, stock: { available: number, reserved: number } } }>, history: Array<{ from: OrderStatus | null, to: OrderStatus }> } | null };

export type SpineUserMineQueryVariables = Exact<{
  id: string | number;
}>;


export type SpineUserMineQuery = { user: { orders: Array<{ id: string }> } | null };

export type SpineMissingOrderQueryVariables = Exact<{ [key: string]: never; }>;


export type SpineMissingOrderQuery = { order: { id: string } | null };

export type SpineNothingReservedQueryVariables = Exact<{
  u: string | number;
  p: string | number;
}>;


export type SpineNothingReservedQuery = { user: { orders: Array<{ id: string }> } | null, p: { stock: { available: number, reserved: number } } | null };

export type SpineStockLevelsQueryVariables = Exact<{
  id: string | number;
}>;


export type SpineStockLevelsQuery = { stockLevels: Array<{ available: number, reserved: number }> };

export type SpineDeactivateUserMutationVariables = Exact<{
  id: string | number;
}>;


export type SpineDeactivateUserMutation = { updateUser: { id: string } };

export type SpineUpdateOrderMutationVariables = Exact<{
  id: string | number;
  s: OrderStatus;
}>;


export type SpineUpdateOrderMutation = { updateOrder: { status: OrderStatus, state: OrderState } };

export type SpineOrderHistoryQueryVariables = Exact<{
  id: string | number;
}>;


export type SpineOrderHistoryQuery = { order: { history: Array<{ from: OrderStatus | null, to: OrderStatus, toState: OrderState, eventId: string | null }> } | null };

export type SpineUpdateOrderNotedMutationVariables = Exact<{
  id: string | number;
}>;


export type SpineUpdateOrderNotedMutation = { updateOrder: { notes: string | null, status: OrderStatus } };

export type SpineUpdateOrderMissingMutationVariables = Exact<{ [key: string]: never; }>;


export type SpineUpdateOrderMissingMutation = { updateOrder: { id: string } };

export type SpineSearchOrdersQueryVariables = Exact<{
  q: string;
}>;


export type SpineSearchOrdersQuery = { searchOrders: Array<{ id: string }> };

export type SpineSearchOrdersEmptyQueryVariables = Exact<{ [key: string]: never; }>;


export type SpineSearchOrdersEmptyQuery = { searchOrders: Array<{ id: string }> };

export type SpineCreateProductMutationVariables = Exact<{ [key: string]: never; }>;


export type SpineCreateProductMutation = { createProduct: { id: string } };

export type SpineCreateProductPreciseMutationVariables = Exact<{ [key: string]: never; }>;


export type SpineCreateProductPreciseMutation = { createProduct: { id: string } };

export type SpineCreateProductNegativeMutationVariables = Exact<{ [key: string]: never; }>;


export type SpineCreateProductNegativeMutation = { createProduct: { id: string } };

export type SpineAdjustBelowZeroMutationVariables = Exact<{
  p: string | number;
  w: string | number;
}>;


export type SpineAdjustBelowZeroMutation = { adjustStock: { available: number } };

export type SpineSetNegativeStockMutationVariables = Exact<{
  p: string | number;
  w: string | number;
}>;


export type SpineSetNegativeStockMutation = { setStock: { available: number } };

export type SpineSetStockOrphanMutationVariables = Exact<{
  w: string | number;
}>;


export type SpineSetStockOrphanMutation = { setStock: { available: number } };

export type SpineProductQueryVariables = Exact<{
  id: string | number;
}>;


export type SpineProductQuery = { product: { stock: { status: StockStatus } } | null };

export type SpineLevelFragment = { available: number, reserved: number, damaged: number, incoming: number, reorderPoint: number };

export type SpineSetStockMutationVariables = Exact<{
  input: SetStockInput;
}>;


export type SpineSetStockMutation = { setStock: { available: number, reserved: number, damaged: number, incoming: number, reorderPoint: number } };

export type SpineAdjustStockMutationVariables = Exact<{
  p: string | number;
  w: string | number;
  d: number;
}>;


export type SpineAdjustStockMutation = { adjustStock: { available: number, reserved: number, damaged: number, incoming: number, reorderPoint: number } };

export type SpineAllowBackordersMutationVariables = Exact<{
  input: SetBackorderPolicyInput;
}>;


export type SpineAllowBackordersMutation = { setBackorderPolicy: { allowed: boolean } };

export type StandaloneOrderQueryVariables = Exact<{
  id: string | number;
}>;


export type StandaloneOrderQuery = { order: { total: number, user: { name: string }, items: Array<{ product: { name: string, stock: { available: number, reserved: number } } }> } | null };

export type LimitsCreateApiKeyMutationVariables = Exact<{
  input: CreateApiKeyInput;
}>;


export type LimitsCreateApiKeyMutation = { createApiKey: { key: string, apiKey: { id: string } } };

export type LimitsUpdateApiKeyMutationVariables = Exact<{
  id: string | number;
  tier: RateLimitTier;
}>;


export type LimitsUpdateApiKeyMutation = { updateApiKey: { tier: RateLimitTier } };

export type LimitsUpdateApiKeyUpdatedMutationVariables = Exact<{
  id: string | number;
}>;


export type LimitsUpdateApiKeyUpdatedMutation = { updateApiKey: { tier: RateLimitTier } };

export type LimitsUpdateApiKeyEnterpriseMutationVariables = Exact<{
  id: string | number;
}>;


export type LimitsUpdateApiKeyEnterpriseMutation = { updateApiKey: { tier: RateLimitTier } };

export type LimitsUpgradeOnOtherReplicaMutationVariables = Exact<{
  id: string | number;
}>;


export type LimitsUpgradeOnOtherReplicaMutation = { updateApiKey: { tier: RateLimitTier } };

export type LimitsMyOrderStatusChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type LimitsMyOrderStatusChangedSubscription = { myOrderStatusChanged: { status: OrderStatus } };

export type ExtraSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type ExtraSubscription = { myOrderStatusChanged: { status: OrderStatus } };

export type LimitsOnRefusedConnectionSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type LimitsOnRefusedConnectionSubscription = { myOrderStatusChanged: { status: OrderStatus } };

export type LimitsCreateApiKeyMutationMutationVariables = Exact<{ [key: string]: never; }>;


export type LimitsCreateApiKeyMutationMutation = { createApiKey: { key: string } };

export type ObservabilityCreateApiKeyMutationVariables = Exact<{ [key: string]: never; }>;


export type ObservabilityCreateApiKeyMutation = { createApiKey: { key: string, apiKey: { id: string } } };

export type ListCategoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type ListCategoriesQuery = { categories: Array<{ id: string }> };

export type BrokenQueryVariables = Exact<{ [key: string]: never; }>;


export type BrokenQuery = { users: Array<{ id: string }> };

export type Usage1QueryVariables = Exact<{ [key: string]: never; }>;


export type Usage1Query = { categories: Array<{ id: string }> };

export type ObservabilityUsageQueryVariables = Exact<{
  keyId?: string | number | null | undefined;
}>;


export type ObservabilityUsageQuery = { apiKeyUsage: Array<{ keyId: string, minute: string, requests: number, errors: number, limited: number, averageLatencyMs: number, maxLatencyMs: number, statuses: Array<{ status: number, count: number }>, endpoints: Array<{ endpoint: string, count: number }> }> };

export type TracedQueryVariables = Exact<{ [key: string]: never; }>;


export type TracedQuery = { me: { id: string } | null };

export type ObservabilityAccessLogsQueryVariables = Exact<{
  keyId?: string | number | null | undefined;
}>;


export type ObservabilityAccessLogsQuery = { accessLogs: Array<{ requestId: string, keyId: string | null, userId: string | null, client: string, endpoint: string, status: number, latencyMs: number, at: string }> };

export type ObservabilityLargeAnswerQueryVariables = Exact<{ [key: string]: never; }>;


export type ObservabilityLargeAnswerQuery = { __schema: { types: Array<{ name: string | null, description: string | null }> } };

export type ObservabilityMeQueryVariables = Exact<{ [key: string]: never; }>;


export type ObservabilityMeQuery = { me: { id: string } | null, categories: Array<{ id: string }> };

export type OutagesCreateApiKeyMutationVariables = Exact<{ [key: string]: never; }>;


export type OutagesCreateApiKeyMutation = { createApiKey: { key: string } };

export type ProtectionMeQueryVariables = Exact<{ [key: string]: never; }>;


export type ProtectionMeQuery = { me: { id: string, orders: Array<{ id: string, items: Array<{ quantity: number }> }> } | null };

export type ProtectionMeDeepQueryVariables = Exact<{ [key: string]: never; }>;


export type ProtectionMeDeepQuery = { me: { orders: Array<{ items: Array<{ product: { name: string } }> }> } | null };

export type ProtectionMeThroughFragmentQueryVariables = Exact<{ [key: string]: never; }>;


export type ProtectionMeThroughFragmentQuery = { me: { orders: Array<{ items: Array<{ product: { name: string } }> }> } | null };

export type ProtectionOrdersOfUserFragment = { orders: Array<{ items: Array<{ product: { name: string } }> }> };

export type ProtectionIntrospectionQueryVariables = Exact<{ [key: string]: never; }>;


export type ProtectionIntrospectionQuery = { __schema: { types: Array<{ name: string | null, fields: Array<{ name: string, type: { name: string | null, ofType: { name: string | null, ofType: { name: string | null } | null } | null } }> | null }> } };

export type ProtectionProductsQueryVariables = Exact<{ [key: string]: never; }>;


export type ProtectionProductsQuery = { products: Array<{ id: string, name: string, stock: { available: number } }> };

export type ProtectionProductsVariableQueryVariables = Exact<{
  n?: number | null | undefined;
}>;


export type ProtectionProductsVariableQuery = { products: Array<{ id: string, name: string, stock: { available: number } }> };

export type ProtectionCreateOrderMutationVariables = Exact<{
  input: CreateOrderInput;
}>;


export type ProtectionCreateOrderMutation = { createOrder: { id: string } };

export type ProtectionIntrospectionInProductionQueryVariables = Exact<{ [key: string]: never; }>;


export type ProtectionIntrospectionInProductionQuery = { __schema: { types: Array<{ name: string | null }> } };

export type ProtectionProductQueryVariables = Exact<{ [key: string]: never; }>;


export type ProtectionProductQuery = { product: { id: string } | null };

export type ProtectionIntrospectionAskedQueryVariables = Exact<{ [key: string]: never; }>;


export type ProtectionIntrospectionAskedQuery = { __schema: { queryType: { name: string | null } } };

export type ResilienceCrossingQueryVariables = Exact<{
  id: string | number;
}>;


export type ResilienceCrossingQuery = { categories: Array<{ id: string }>, warehouse: { id: string, code: string } | null };

export type ResilienceCreateCategoryMutationVariables = Exact<{
  input: CreateCategoryInput;
}>;


export type ResilienceCreateCategoryMutation = { createCategory: { id: string } };

export type ResilienceFailoverKeyMutationVariables = Exact<{
  name: string;
}>;


export type ResilienceFailoverKeyMutation = { createApiKey: { key: string } };

export type WebhookEndpointFieldsFragment = { id: string, url: string, description: string | null, eventTypes: Array<string>, status: WebhookEndpointStatus, disabledReason: WebhookDisabledReason | null, disabledAt: string | null, secretHint: string, previousSecretExpiresAt: string | null, failureStreak: number, failingSince: string | null, owner: { id: string } };

export type WebhookDeliveryFieldsFragment = { id: string, endpointId: string, eventId: string, eventType: string, payload: string, test: boolean, status: WebhookDeliveryStatus, nextAttemptAt: string | null, attemptCount: number, failureReason: string | null, attempts: Array<{ number: number, attemptedAt: string, outcome: WebhookAttemptOutcome, responseStatus: number | null, latencyMs: number, responseBody: string | null, error: string | null }> };

export type WebhooksRegisterMutationVariables = Exact<{
  input: CreateWebhookEndpointInput;
}>;


export type WebhooksRegisterMutation = { createWebhookEndpoint: { secret: string, endpoint: { id: string, url: string, description: string | null, eventTypes: Array<string>, status: WebhookEndpointStatus, disabledReason: WebhookDisabledReason | null, disabledAt: string | null, secretHint: string, previousSecretExpiresAt: string | null, failureStreak: number, failingSince: string | null, owner: { id: string } } } };

export type WebhooksDeliveriesQueryVariables = Exact<{
  id: string | number;
}>;


export type WebhooksDeliveriesQuery = { webhookDeliveries: Array<{ id: string, endpointId: string, eventId: string, eventType: string, payload: string, test: boolean, status: WebhookDeliveryStatus, nextAttemptAt: string | null, attemptCount: number, failureReason: string | null, attempts: Array<{ number: number, attemptedAt: string, outcome: WebhookAttemptOutcome, responseStatus: number | null, latencyMs: number, responseBody: string | null, error: string | null }> }> };

export type WebhooksEndpointQueryVariables = Exact<{
  id: string | number;
}>;


export type WebhooksEndpointQuery = { webhookEndpoint: { id: string, url: string, description: string | null, eventTypes: Array<string>, status: WebhookEndpointStatus, disabledReason: WebhookDisabledReason | null, disabledAt: string | null, secretHint: string, previousSecretExpiresAt: string | null, failureStreak: number, failingSince: string | null, owner: { id: string } } | null };

export type WebhooksSendTestMutationVariables = Exact<{
  id: string | number;
}>;


export type WebhooksSendTestMutation = { sendTestWebhook: { id: string, endpointId: string, eventId: string, eventType: string, payload: string, test: boolean, status: WebhookDeliveryStatus, nextAttemptAt: string | null, attemptCount: number, failureReason: string | null, attempts: Array<{ number: number, attemptedAt: string, outcome: WebhookAttemptOutcome, responseStatus: number | null, latencyMs: number, responseBody: string | null, error: string | null }> } };

export type WebhooksEndpointsQueryVariables = Exact<{ [key: string]: never; }>;


export type WebhooksEndpointsQuery = { webhookEndpoints: Array<{ id: string, url: string, description: string | null, eventTypes: Array<string>, status: WebhookEndpointStatus, disabledReason: WebhookDisabledReason | null, disabledAt: string | null, secretHint: string, previousSecretExpiresAt: string | null, failureStreak: number, failingSince: string | null, owner: { id: string } }> };

export type WebhooksCreateWebhookEndpointMutationVariables = Exact<{
  input: CreateWebhookEndpointInput;
}>;


export type WebhooksCreateWebhookEndpointMutation = { createWebhookEndpoint: { secret: string } };

export type WebhooksNotificationsQueryVariables = Exact<{ [key: string]: never; }>;


export type WebhooksNotificationsQuery = { notifications: Array<{ kind: string, body: string }> };

export type WebhooksSendTestWebhookMutationVariables = Exact<{
  id: string | number;
}>;


export type WebhooksSendTestWebhookMutation = { sendTestWebhook: { id: string } };

export type WebhooksEnableMutationVariables = Exact<{
  id: string | number;
}>;


export type WebhooksEnableMutation = { updateWebhookEndpoint: { id: string, url: string, description: string | null, eventTypes: Array<string>, status: WebhookEndpointStatus, disabledReason: WebhookDisabledReason | null, disabledAt: string | null, secretHint: string, previousSecretExpiresAt: string | null, failureStreak: number, failingSince: string | null, owner: { id: string } } };

export type WebhooksReplayMutationVariables = Exact<{
  id: string | number;
}>;


export type WebhooksReplayMutation = { replayWebhookDelivery: { id: string, endpointId: string, eventId: string, eventType: string, payload: string, test: boolean, status: WebhookDeliveryStatus, nextAttemptAt: string | null, attemptCount: number, failureReason: string | null, attempts: Array<{ number: number, attemptedAt: string, outcome: WebhookAttemptOutcome, responseStatus: number | null, latencyMs: number, responseBody: string | null, error: string | null }> } };

export type WebhooksRotateMutationVariables = Exact<{
  id: string | number;
  overlap?: number | null | undefined;
}>;


export type WebhooksRotateMutation = { rotateWebhookSecret: { secret: string, endpoint: { id: string, url: string, description: string | null, eventTypes: Array<string>, status: WebhookEndpointStatus, disabledReason: WebhookDisabledReason | null, disabledAt: string | null, secretHint: string, previousSecretExpiresAt: string | null, failureStreak: number, failingSince: string | null, owner: { id: string } } } };

export type WebhooksStrangerDisablesMutationVariables = Exact<{
  id: string | number;
}>;


export type WebhooksStrangerDisablesMutation = { updateWebhookEndpoint: { id: string } };

export type WebhooksStrangerDeletesMutationVariables = Exact<{
  id: string | number;
}>;


export type WebhooksStrangerDeletesMutation = { deleteWebhookEndpoint: boolean };

export type WebhooksStrangerRotatesMutationVariables = Exact<{
  id: string | number;
}>;


export type WebhooksStrangerRotatesMutation = { rotateWebhookSecret: { secret: string } };

export type WebhooksStrangerTestsMutationVariables = Exact<{
  id: string | number;
}>;


export type WebhooksStrangerTestsMutation = { sendTestWebhook: { id: string } };

export type WebhooksStrangerReadsQueryVariables = Exact<{
  id: string | number;
}>;


export type WebhooksStrangerReadsQuery = { webhookDeliveries: Array<{ id: string }> };

export type WebhooksReplayWebhookDeliveryMutationVariables = Exact<{
  id: string | number;
}>;


export type WebhooksReplayWebhookDeliveryMutation = { replayWebhookDelivery: { id: string } };

export type WebhooksUpdateWebhookEndpointMutationVariables = Exact<{
  id: string | number;
}>;


export type WebhooksUpdateWebhookEndpointMutation = { updateWebhookEndpoint: { id: string } };

export type WebhooksDisableByAdminMutationVariables = Exact<{
  id: string | number;
}>;


export type WebhooksDisableByAdminMutation = { updateWebhookEndpoint: { id: string, url: string, description: string | null, eventTypes: Array<string>, status: WebhookEndpointStatus, disabledReason: WebhookDisabledReason | null, disabledAt: string | null, secretHint: string, previousSecretExpiresAt: string | null, failureStreak: number, failingSince: string | null, owner: { id: string } } };

export type WebhooksCreateApiKeyMutationVariables = Exact<{ [key: string]: never; }>;


export type WebhooksCreateApiKeyMutation = { createApiKey: { key: string } };

export type WebhooksCreateWebhookEndpointByKeyMutationVariables = Exact<{
  input: CreateWebhookEndpointInput;
}>;


export type WebhooksCreateWebhookEndpointByKeyMutation = { createWebhookEndpoint: { secret: string } };

export type WebhooksDeleteWebhookEndpointMutationVariables = Exact<{
  id: string | number;
}>;


export type WebhooksDeleteWebhookEndpointMutation = { deleteWebhookEndpoint: boolean };

export type WebhooksWebhookDeliveryQueryVariables = Exact<{
  id: string | number;
}>;


export type WebhooksWebhookDeliveryQuery = { webhookDelivery: { id: string } | null };

export type FixtureCreateUserMutationVariables = Exact<{
  input: CreateUserInput;
}>;


export type FixtureCreateUserMutation = { createUser: { id: string, number: number, email: string } };

export type FixtureCreateWarehouseMutationVariables = Exact<{
  input: CreateWarehouseInput;
}>;


export type FixtureCreateWarehouseMutation = { createWarehouse: { id: string, code: string } };

export type FixtureCreateProductMutationVariables = Exact<{
  input: CreateProductInput;
}>;


export type FixtureCreateProductMutation = { createProduct: { id: string, sku: string, name: string } };

export type FixtureSetStockMutationVariables = Exact<{
  input: SetStockInput;
}>;


export type FixtureSetStockMutation = { setStock: { available: number } };

export type FixtureStockOfQueryVariables = Exact<{
  id: string | number;
}>;


export type FixtureStockOfQuery = { product: { stock: { available: number, reserved: number } } | null };

export type FixtureSetUserRolesMutationVariables = Exact<{
  id: string | number;
  roles: Array<Role> | Role;
}>;


export type FixtureSetUserRolesMutation = { setUserRoles: { id: string } };

export type CreateOrderMutationVariables = Exact<{
  input: CreateOrderInput;
}>;


export type CreateOrderMutation = { createOrder: { id: string, total: number, status: OrderStatus, currency: string, items: Array<{ quantity: number, unitPrice: number, lineTotal: number }> } };

export type WhoAmIQueryVariables = Exact<{ [key: string]: never; }>;


export type WhoAmIQuery = { me: { id: string } | null };

export type CategoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type CategoriesQuery = { categories: Array<{ id: string }> };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const CommerceCartFragmentDoc = new TypedDocumentString(`
    fragment CommerceCart on Cart {
  id
  token
  itemCount
  subtotal {
    amount
  }
  lines {
    productId
    quantity
    unitPrice {
      amount
    }
    available
    product {
      stock {
        available
      }
    }
  }
}
    `, {"fragmentName":"CommerceCart"}) as unknown as TypedDocumentString<CommerceCartFragment, unknown>;
export const SpineLevelFragmentDoc = new TypedDocumentString(`
    fragment SpineLevel on StockLevel {
  available
  reserved
  damaged
  incoming
  reorderPoint
}
    `, {"fragmentName":"SpineLevel"}) as unknown as TypedDocumentString<SpineLevelFragment, unknown>;
export const ProtectionOrdersOfUserFragmentDoc = new TypedDocumentString(`
    fragment ProtectionOrdersOfUser on User {
  orders {
    items {
      product {
        name
      }
    }
  }
}
    `, {"fragmentName":"ProtectionOrdersOfUser"}) as unknown as TypedDocumentString<ProtectionOrdersOfUserFragment, unknown>;
export const WebhookEndpointFieldsFragmentDoc = new TypedDocumentString(`
    fragment WebhookEndpointFields on WebhookEndpoint {
  id
  url
  description
  eventTypes
  status
  disabledReason
  disabledAt
  secretHint
  previousSecretExpiresAt
  failureStreak
  failingSince
  owner {
    id
  }
}
    `, {"fragmentName":"WebhookEndpointFields"}) as unknown as TypedDocumentString<WebhookEndpointFieldsFragment, unknown>;
export const WebhookDeliveryFieldsFragmentDoc = new TypedDocumentString(`
    fragment WebhookDeliveryFields on WebhookDelivery {
  id
  endpointId
  eventId
  eventType
  payload
  test
  status
  nextAttemptAt
  attemptCount
  failureReason
  attempts {
    number
    attemptedAt
    outcome
    responseStatus
    latencyMs
    responseBody
    error
  }
}
    `, {"fragmentName":"WebhookDeliveryFields"}) as unknown as TypedDocumentString<WebhookDeliveryFieldsFragment, unknown>;
export const AuthBenchCategoriesDocument = new TypedDocumentString(`
    query AuthBenchCategories {
  categories {
    id
  }
}
    `) as unknown as TypedDocumentString<AuthBenchCategoriesQuery, AuthBenchCategoriesQueryVariables>;
export const AuthBenchKeyDocument = new TypedDocumentString(`
    mutation AuthBenchKey {
  createApiKey(input: {name: "bench"}) {
    key
  }
}
    `) as unknown as TypedDocumentString<AuthBenchKeyMutation, AuthBenchKeyMutationVariables>;
export const BenchPricingAddToCartDocument = new TypedDocumentString(`
    mutation BenchPricingAddToCart($input: CartLineInput!) {
  addToCart(input: $input) {
    itemCount
  }
}
    `) as unknown as TypedDocumentString<BenchPricingAddToCartMutation, BenchPricingAddToCartMutationVariables>;
export const BenchPricingCheckoutDocument = new TypedDocumentString(`
    mutation BenchPricingCheckout($input: CheckoutInput!) {
  checkout(input: $input) {
    id
    amounts {
      discounts {
        amount
      }
      total {
        amount
      }
    }
    discounts {
      name
    }
    items {
      priceRuleId
    }
  }
}
    `) as unknown as TypedDocumentString<BenchPricingCheckoutMutation, BenchPricingCheckoutMutationVariables>;
export const BenchPricingPromotionDocument = new TypedDocumentString(`
    mutation BenchPricingPromotion($input: PromotionInput!) {
  createPromotion(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<BenchPricingPromotionMutation, BenchPricingPromotionMutationVariables>;
export const BenchPricingCouponDocument = new TypedDocumentString(`
    mutation BenchPricingCoupon($input: CouponInput!) {
  createCoupon(input: $input) {
    code
  }
}
    `) as unknown as TypedDocumentString<BenchPricingCouponMutation, BenchPricingCouponMutationVariables>;
export const BenchPricingGroupsDocument = new TypedDocumentString(`
    mutation BenchPricingGroups($userId: ID!, $groups: [String!]!) {
  setCustomerGroups(userId: $userId, groups: $groups)
}
    `) as unknown as TypedDocumentString<BenchPricingGroupsMutation, BenchPricingGroupsMutationVariables>;
export const BenchPricingPointsDocument = new TypedDocumentString(`
    mutation BenchPricingPoints($userId: ID!) {
  adjustLoyaltyPoints(userId: $userId, points: 10000000, reason: "bench") {
    balance
  }
}
    `) as unknown as TypedDocumentString<BenchPricingPointsMutation, BenchPricingPointsMutationVariables>;
export const BenchPricingPriceRuleDocument = new TypedDocumentString(`
    mutation BenchPricingPriceRule($input: PriceRuleInput!) {
  createPriceRule(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<BenchPricingPriceRuleMutation, BenchPricingPriceRuleMutationVariables>;
export const BenchPricingCategoryDocument = new TypedDocumentString(`
    mutation BenchPricingCategory($input: CreateCategoryInput!) {
  createCategory(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<BenchPricingCategoryMutation, BenchPricingCategoryMutationVariables>;
export const BenchEdgeRenameDocument = new TypedDocumentString(`
    mutation BenchEdgeRename($id: ID!, $input: UpdateProductInput!) {
  updateProduct(id: $id, input: $input) {
    id
    name
  }
}
    `) as unknown as TypedDocumentString<BenchEdgeRenameMutation, BenchEdgeRenameMutationVariables>;
export const FacesSearchDocument = new TypedDocumentString(`
    query FacesSearch($q: String!) {
  searchProducts(query: $q, limit: 20) {
    score
    product {
      id
      sku
      name
      brand
      category {
        id
        name
      }
      price {
        amount
        currency
      }
      stock {
        status
        available
      }
    }
  }
}
    `) as unknown as TypedDocumentString<FacesSearchQuery, FacesSearchQueryVariables>;
export const FacesUsersDocument = new TypedDocumentString(`
    query FacesUsers {
  users(limit: 1, offset: 5) {
    id
    number
  }
}
    `) as unknown as TypedDocumentString<FacesUsersQuery, FacesUsersQueryVariables>;
export const FacesProductsDocument = new TypedDocumentString(`
    query FacesProducts {
  products(limit: 1) {
    id
  }
}
    `) as unknown as TypedDocumentString<FacesProductsQuery, FacesProductsQueryVariables>;
export const FacesUserDocument = new TypedDocumentString(`
    query FacesUser($id: ID!) {
  user(id: $id) {
    id
    number
    name
    email
    phone
    status
    createdAt
    updatedAt
  }
}
    `) as unknown as TypedDocumentString<FacesUserQuery, FacesUserQueryVariables>;
export const FacesProductDocument = new TypedDocumentString(`
    query FacesProduct($id: ID!) {
  product(id: $id) {
    id
    name
    listPrice
    createdAt
    stock {
      available
    }
  }
}
    `) as unknown as TypedDocumentString<FacesProductQuery, FacesProductQueryVariables>;
export const BenchOrderDocument = new TypedDocumentString(`
    query BenchOrder($id: ID!) {
  order(id: $id) {
    id
    status
    total
    currency
    createdAt
    user {
      id
      name
      email
    }
    items {
      quantity
      unitPrice
      lineTotal
      product {
        id
        name
        sku
        price {
          amount
          currency
        }
        stock {
          available
          reserved
          status
        }
        stockLevels {
          available
          warehouse {
            code
          }
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<BenchOrderQuery, BenchOrderQueryVariables>;
export const BenchReadKeyDocument = new TypedDocumentString(`
    mutation BenchReadKey {
  createApiKey(input: {name: "bench", scopes: ["read"]}) {
    key
    apiKey {
      id
      scopes
      tier
      type
    }
  }
}
    `) as unknown as TypedDocumentString<BenchReadKeyMutation, BenchReadKeyMutationVariables>;
export const BenchOrderStatusDocument = new TypedDocumentString(`
    subscription BenchOrderStatus {
  myOrderStatusChanged {
    id
    status
    state
    total
    updatedAt
    user {
      email
    }
    items {
      quantity
      product {
        name
        stock {
          available
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<BenchOrderStatusSubscription, BenchOrderStatusSubscriptionVariables>;
export const BenchWarehouseDocument = new TypedDocumentString(`
    mutation BenchWarehouse {
  createWarehouse(input: {code: "BENCH", name: "Bench", country: "US"}) {
    id
  }
}
    `) as unknown as TypedDocumentString<BenchWarehouseMutation, BenchWarehouseMutationVariables>;
export const BenchProductDocument = new TypedDocumentString(`
    mutation BenchProduct {
  createProduct(input: {sku: "BENCH-1", name: "Bench Lamp", price: "10.00"}) {
    id
  }
}
    `) as unknown as TypedDocumentString<BenchProductMutation, BenchProductMutationVariables>;
export const BenchStockDocument = new TypedDocumentString(`
    mutation BenchStock($input: SetStockInput!) {
  setStock(input: $input) {
    available
  }
}
    `) as unknown as TypedDocumentString<BenchStockMutation, BenchStockMutationVariables>;
export const BenchPlaceOrderDocument = new TypedDocumentString(`
    mutation BenchPlaceOrder($input: CreateOrderInput!) {
  createOrder(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<BenchPlaceOrderMutation, BenchPlaceOrderMutationVariables>;
export const BenchCancelDocument = new TypedDocumentString(`
    mutation BenchCancel($id: ID!) {
  updateOrder(id: $id, input: {status: CANCELLED}) {
    id
  }
}
    `) as unknown as TypedDocumentString<BenchCancelMutation, BenchCancelMutationVariables>;
export const BenchWebhookEndpointDocument = new TypedDocumentString(`
    mutation BenchWebhookEndpoint($input: CreateWebhookEndpointInput!) {
  createWebhookEndpoint(input: $input) {
    secret
  }
}
    `) as unknown as TypedDocumentString<BenchWebhookEndpointMutation, BenchWebhookEndpointMutationVariables>;
export const ShotCategoryDocument = new TypedDocumentString(`
    mutation ShotCategory($input: CreateCategoryInput!) {
  createCategory(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<ShotCategoryMutation, ShotCategoryMutationVariables>;
export const ShotAddToCartDocument = new TypedDocumentString(`
    mutation ShotAddToCart($input: CartLineInput!) {
  addToCart(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<ShotAddToCartMutation, ShotAddToCartMutationVariables>;
export const ShotPaymentDocument = new TypedDocumentString(`
    query ShotPayment($id: ID!) {
  order(id: $id) {
    payment {
      id
      status
    }
  }
}
    `) as unknown as TypedDocumentString<ShotPaymentQuery, ShotPaymentQueryVariables>;
export const ShotRefundDocument = new TypedDocumentString(`
    mutation ShotRefund($input: RefundPaymentInput!) {
  refundPayment(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<ShotRefundMutation, ShotRefundMutationVariables>;
export const ShotSearchDocument = new TypedDocumentString(`
    query ShotSearch($input: ProductSearchInput!) {
  productSearch(input: $input) {
    total
  }
}
    `) as unknown as TypedDocumentString<ShotSearchQuery, ShotSearchQueryVariables>;
export const ShotSalesDocument = new TypedDocumentString(`
    query ShotSales($from: DateTime!, $to: DateTime!) {
  salesAnalytics(from: $from, to: $to) {
    orders
  }
}
    `) as unknown as TypedDocumentString<ShotSalesQuery, ShotSalesQueryVariables>;
export const ShotCreateKeyDocument = new TypedDocumentString(`
    mutation ShotCreateKey($input: CreateApiKeyInput!) {
  createApiKey(input: $input) {
    key
    apiKey {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<ShotCreateKeyMutation, ShotCreateKeyMutationVariables>;
export const ShotCreateWebhookDocument = new TypedDocumentString(`
    mutation ShotCreateWebhook($input: CreateWebhookEndpointInput!) {
  createWebhookEndpoint(input: $input) {
    endpoint {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<ShotCreateWebhookMutation, ShotCreateWebhookMutationVariables>;
export const ShotTestWebhookDocument = new TypedDocumentString(`
    mutation ShotTestWebhook($id: ID!) {
  sendTestWebhook(endpointId: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<ShotTestWebhookMutation, ShotTestWebhookMutationVariables>;
export const ShotCreateOAuthDocument = new TypedDocumentString(`
    mutation ShotCreateOAuth($input: CreateOAuthClientInput!) {
  createOAuthClient(input: $input) {
    client {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<ShotCreateOAuthMutation, ShotCreateOAuthMutationVariables>;
export const ShotKeysDocument = new TypedDocumentString(`
    query ShotKeys {
  apiKeys {
    id
    name
  }
}
    `) as unknown as TypedDocumentString<ShotKeysQuery, ShotKeysQueryVariables>;
export const ShotPlanChangeDocument = new TypedDocumentString(`
    mutation ShotPlanChange($keyId: ID!) {
  requestPlanChange(
    keyId: $keyId
    tier: PROFESSIONAL
    note: "Black Friday traffic"
  ) {
    id
  }
}
    `) as unknown as TypedDocumentString<ShotPlanChangeMutation, ShotPlanChangeMutationVariables>;
export const ShotUsageDocument = new TypedDocumentString(`
    query ShotUsage {
  usageReport(window: LAST_HOUR) {
    requests
  }
}
    `) as unknown as TypedDocumentString<ShotUsageQuery, ShotUsageQueryVariables>;
export const ShotClientsDocument = new TypedDocumentString(`
    query ShotClients {
  oauthClients {
    id
    redirectUris
  }
}
    `) as unknown as TypedDocumentString<ShotClientsQuery, ShotClientsQueryVariables>;
export const MerchCreateProductDocument = new TypedDocumentString(`
    mutation MerchCreateProduct($input: CreateProductInput!) {
  createProduct(input: $input) {
    id
    sku
    options {
      name
      values
    }
    variants {
      id
      sku
      barcode
      options {
        name
        value
      }
      price {
        amount
      }
      status
    }
  }
}
    `) as unknown as TypedDocumentString<MerchCreateProductMutation, MerchCreateProductMutationVariables>;
export const MerchProductDocument = new TypedDocumentString(`
    query MerchProduct($id: ID!) {
  product(id: $id) {
    sku
    rating
    reviewCount
    stock {
      available
      reserved
    }
    variants {
      id
      sku
      price {
        amount
      }
      stock {
        available
        reserved
      }
      stockLevels {
        variantId
        available
      }
    }
  }
}
    `) as unknown as TypedDocumentString<MerchProductQuery, MerchProductQueryVariables>;
export const MerchSetVariantStockDocument = new TypedDocumentString(`
    mutation MerchSetVariantStock($input: SetStockInput!) {
  setStock(input: $input) {
    productId
    variantId
    available
  }
}
    `) as unknown as TypedDocumentString<MerchSetVariantStockMutation, MerchSetVariantStockMutationVariables>;
export const MerchAddVariantDocument = new TypedDocumentString(`
    mutation MerchAddVariant($productId: ID!, $input: ProductVariantInput!) {
  addProductVariant(productId: $productId, input: $input) {
    id
    sku
    product {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<MerchAddVariantMutation, MerchAddVariantMutationVariables>;
export const MerchCreateOrderDocument = new TypedDocumentString(`
    mutation MerchCreateOrder($input: CreateOrderInput!) {
  createOrder(input: $input) {
    id
    status
    total
    items {
      productId
      variantId
      sku
      options {
        name
        value
      }
      unitPrice
      variant {
        id
        stock {
          reserved
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<MerchCreateOrderMutation, MerchCreateOrderMutationVariables>;
export const MerchVariantDocument = new TypedDocumentString(`
    query MerchVariant($id: ID!) {
  productVariant(id: $id) {
    id
    sku
    product {
      id
    }
    stock {
      available
    }
  }
}
    `) as unknown as TypedDocumentString<MerchVariantQuery, MerchVariantQueryVariables>;
export const MerchCreateReviewDocument = new TypedDocumentString(`
    mutation MerchCreateReview($input: CreateReviewInput!) {
  createReview(input: $input) {
    id
    stars
    userId
    hidden
  }
}
    `) as unknown as TypedDocumentString<MerchCreateReviewMutation, MerchCreateReviewMutationVariables>;
export const MerchHideReviewDocument = new TypedDocumentString(`
    mutation MerchHideReview($id: ID!, $reason: String!) {
  hideReview(id: $id, reason: $reason) {
    id
    hidden
    hiddenReason
  }
}
    `) as unknown as TypedDocumentString<MerchHideReviewMutation, MerchHideReviewMutationVariables>;
export const MerchReviewsDocument = new TypedDocumentString(`
    query MerchReviews($id: ID!) {
  product(id: $id) {
    rating
    reviewCount
    reviews(limit: 10) {
      total
      items {
        id
        stars
        title
        hidden
      }
    }
  }
}
    `) as unknown as TypedDocumentString<MerchReviewsQuery, MerchReviewsQueryVariables>;
export const MerchStaffReviewsDocument = new TypedDocumentString(`
    query MerchStaffReviews($id: ID!) {
  product(id: $id) {
    reviews(limit: 10) {
      total
      items {
        id
        hidden
        hiddenReason
      }
    }
  }
}
    `) as unknown as TypedDocumentString<MerchStaffReviewsQuery, MerchStaffReviewsQueryVariables>;
export const MerchBySkuDocument = new TypedDocumentString(`
    query MerchBySku($sku: String!) {
  productBySku(sku: $sku) {
    id
  }
}
    `) as unknown as TypedDocumentString<MerchBySkuQuery, MerchBySkuQueryVariables>;
export const MerchStockLevelsDocument = new TypedDocumentString(`
    query MerchStockLevels($p: ID!) {
  stockLevels(productId: $p) {
    variantId
    available
  }
}
    `) as unknown as TypedDocumentString<MerchStockLevelsQuery, MerchStockLevelsQueryVariables>;
export const MerchOrderStateDocument = new TypedDocumentString(`
    query MerchOrderState($id: ID!) {
  order(id: $id) {
    state
  }
}
    `) as unknown as TypedDocumentString<MerchOrderStateQuery, MerchOrderStateQueryVariables>;
export const MerchCreateShipmentDocument = new TypedDocumentString(`
    mutation MerchCreateShipment($input: CreateShipmentInput!) {
  createShipment(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<MerchCreateShipmentMutation, MerchCreateShipmentMutationVariables>;
export const MerchTrackDocument = new TypedDocumentString(`
    mutation MerchTrack($input: TrackingEventInput!) {
  addTrackingEvent(input: $input) {
    status
  }
}
    `) as unknown as TypedDocumentString<MerchTrackMutation, MerchTrackMutationVariables>;
export const RulesCreateDocument = new TypedDocumentString(`
    mutation RulesCreate($input: PriceRuleInput!) {
  createPriceRule(input: $input) {
    id
    productId
    variantId
    kind
    price {
      amount
      currency
    }
    tiers {
      minQuantity
      price {
        amount
      }
    }
    customerGroup
    validFrom
    validTo
  }
}
    `) as unknown as TypedDocumentString<RulesCreateMutation, RulesCreateMutationVariables>;
export const RulesProductPriceDocument = new TypedDocumentString(`
    query RulesProductPrice($id: ID!) {
  product(id: $id) {
    price {
      amount
    }
    listPrice
    compareAtPrice {
      amount
    }
    variants {
      price {
        amount
      }
      listPrice {
        amount
      }
    }
  }
}
    `) as unknown as TypedDocumentString<RulesProductPriceQuery, RulesProductPriceQueryVariables>;
export const RulesOfProductDocument = new TypedDocumentString(`
    query RulesOfProduct($id: ID!) {
  product(id: $id) {
    priceRules {
      id
      kind
      customerGroup
    }
  }
}
    `) as unknown as TypedDocumentString<RulesOfProductQuery, RulesOfProductQueryVariables>;
export const RulesSetGroupsDocument = new TypedDocumentString(`
    mutation RulesSetGroups($userId: ID!, $groups: [String!]!) {
  setCustomerGroups(userId: $userId, groups: $groups)
}
    `) as unknown as TypedDocumentString<RulesSetGroupsMutation, RulesSetGroupsMutationVariables>;
export const RulesAddToCartDocument = new TypedDocumentString(`
    mutation RulesAddToCart($input: CartLineInput!) {
  addToCart(input: $input) {
    lines {
      productId
      quantity
      unitPrice {
        amount
      }
      priceRuleId
    }
    subtotal {
      amount
    }
  }
}
    `) as unknown as TypedDocumentString<RulesAddToCartMutation, RulesAddToCartMutationVariables>;
export const RulesCreateOrderDocument = new TypedDocumentString(`
    mutation RulesCreateOrder($input: CreateOrderInput!) {
  createOrder(input: $input) {
    id
    subtotal
    items {
      productId
      quantity
      unitPrice
      priceRuleId
    }
  }
}
    `) as unknown as TypedDocumentString<RulesCreateOrderMutation, RulesCreateOrderMutationVariables>;
export const RulesOrderDocument = new TypedDocumentString(`
    query RulesOrder($id: ID!) {
  order(id: $id) {
    items {
      unitPrice
      priceRuleId
    }
  }
}
    `) as unknown as TypedDocumentString<RulesOrderQuery, RulesOrderQueryVariables>;
export const ProductSearchFacetsDocument = new TypedDocumentString(`
    query ProductSearchFacets($input: ProductSearchInput!) {
  productSearch(input: $input) {
    total
    didYouMean
    hits {
      score
      product {
        id
        name
      }
      highlights {
        field
        snippet
      }
    }
    facets {
      brands {
        value
        label
        count
      }
      categories {
        value
        label
        count
      }
      prices {
        min
        max
        count
      }
      options {
        name
        values {
          value
          count
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ProductSearchFacetsQuery, ProductSearchFacetsQueryVariables>;
export const SearchFacetCategoryDocument = new TypedDocumentString(`
    mutation SearchFacetCategory($input: CreateCategoryInput!) {
  createCategory(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<SearchFacetCategoryMutation, SearchFacetCategoryMutationVariables>;
export const SearchSaveSynonymsDocument = new TypedDocumentString(`
    mutation SearchSaveSynonyms($terms: [String!]!) {
  saveSearchSynonyms(terms: $terms) {
    id
    terms
  }
}
    `) as unknown as TypedDocumentString<SearchSaveSynonymsMutation, SearchSaveSynonymsMutationVariables>;
export const SearchDeleteSynonymsDocument = new TypedDocumentString(`
    mutation SearchDeleteSynonyms($id: ID!) {
  deleteSearchSynonyms(id: $id)
}
    `) as unknown as TypedDocumentString<SearchDeleteSynonymsMutation, SearchDeleteSynonymsMutationVariables>;
export const SearchSynonymsDeniedDocument = new TypedDocumentString(`
    mutation SearchSynonymsDenied {
  saveSearchSynonyms(terms: ["a", "b"]) {
    id
  }
}
    `) as unknown as TypedDocumentString<SearchSynonymsDeniedMutation, SearchSynonymsDeniedMutationVariables>;
export const SearchSynonymsReadDocument = new TypedDocumentString(`
    query SearchSynonymsRead {
  searchSynonyms {
    id
  }
}
    `) as unknown as TypedDocumentString<SearchSynonymsReadQuery, SearchSynonymsReadQueryVariables>;
export const SearchLegacyFieldDocument = new TypedDocumentString(`
    query SearchLegacyField {
  searchProducts(query: "sandel", limit: 5) {
    product {
      name
    }
  }
}
    `) as unknown as TypedDocumentString<SearchLegacyFieldQuery, SearchLegacyFieldQueryVariables>;
export const SearchSuggestDocument = new TypedDocumentString(`
    query SearchSuggest($prefix: String!, $limit: Int) {
  suggest(prefix: $prefix, limit: $limit) {
    completions
    products {
      name
    }
  }
}
    `) as unknown as TypedDocumentString<SearchSuggestQuery, SearchSuggestQueryVariables>;
export const SearchReportDocument = new TypedDocumentString(`
    query SearchReport($from: DateTime!, $to: DateTime!) {
  searchQueryReport(from: $from, to: $to, limit: 50) {
    totalSearches
    zeroResultSearches
    topQueries {
      query
      searches
      zeroResults
      lastResults
    }
    zeroResultQueries {
      query
      searches
      zeroResults
    }
  }
}
    `) as unknown as TypedDocumentString<SearchReportQuery, SearchReportQueryVariables>;
export const SearchJudgementDocument = new TypedDocumentString(`
    query SearchJudgement($q: String!) {
  productSearch(input: {query: $q, limit: 3}) {
    total
    hits {
      product {
        name
      }
    }
  }
}
    `) as unknown as TypedDocumentString<SearchJudgementQuery, SearchJudgementQueryVariables>;
export const SearchReplicaHitsDocument = new TypedDocumentString(`
    query SearchReplicaHits($input: ProductSearchInput!) {
  productSearch(input: $input) {
    total
    hits {
      product {
        id
      }
    }
  }
}
    `) as unknown as TypedDocumentString<SearchReplicaHitsQuery, SearchReplicaHitsQueryVariables>;
export const SearchReplicaUpdateDocument = new TypedDocumentString(`
    mutation SearchReplicaUpdate($id: ID!, $input: UpdateProductInput!) {
  updateProduct(id: $id, input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<SearchReplicaUpdateMutation, SearchReplicaUpdateMutationVariables>;
export const SearchReplicaAdjustDocument = new TypedDocumentString(`
    mutation SearchReplicaAdjust($productId: ID!, $warehouseId: ID!, $delta: Int!) {
  adjustStock(productId: $productId, warehouseId: $warehouseId, delta: $delta) {
    available
  }
}
    `) as unknown as TypedDocumentString<SearchReplicaAdjustMutation, SearchReplicaAdjustMutationVariables>;
export const SearchReplicaWriteOffDocument = new TypedDocumentString(`
    mutation SearchReplicaWriteOff($input: WriteOffStockInput!) {
  writeOffStock(input: $input) {
    available
  }
}
    `) as unknown as TypedDocumentString<SearchReplicaWriteOffMutation, SearchReplicaWriteOffMutationVariables>;
export const SearchProductsByTextDocument = new TypedDocumentString(`
    query SearchProductsByText($q: String!, $limit: Int) {
  searchProducts(query: $q, limit: $limit) {
    score
    product {
      id
      name
    }
  }
}
    `) as unknown as TypedDocumentString<SearchProductsByTextQuery, SearchProductsByTextQueryVariables>;
export const SearchCreateCategoryDocument = new TypedDocumentString(`
    mutation SearchCreateCategory {
  createCategory(input: {name: "Lanterns", slug: "lanterns"}) {
    id
  }
}
    `) as unknown as TypedDocumentString<SearchCreateCategoryMutation, SearchCreateCategoryMutationVariables>;
export const SearchUpdateProductDocument = new TypedDocumentString(`
    mutation SearchUpdateProduct($id: ID!) {
  updateProduct(id: $id, input: {name: "Copper Teapot"}) {
    id
  }
}
    `) as unknown as TypedDocumentString<SearchUpdateProductMutation, SearchUpdateProductMutationVariables>;
export const SearchUpdateAroundIndexDocument = new TypedDocumentString(`
    mutation SearchUpdateAroundIndex($id: ID!, $input: UpdateProductInput!) {
  updateProduct(id: $id, input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<SearchUpdateAroundIndexMutation, SearchUpdateAroundIndexMutationVariables>;
export const SearchCreateProductDocument = new TypedDocumentString(`
    mutation SearchCreateProduct {
  createProduct(input: {name: "Signal Lamp", price: "8.00"}) {
    id
    sku
  }
}
    `) as unknown as TypedDocumentString<SearchCreateProductMutation, SearchCreateProductMutationVariables>;
export const EdgeRenameProductDocument = new TypedDocumentString(`
    mutation EdgeRenameProduct($id: ID!, $input: UpdateProductInput!) {
  updateProduct(id: $id, input: $input) {
    id
    name
  }
}
    `) as unknown as TypedDocumentString<EdgeRenameProductMutation, EdgeRenameProductMutationVariables>;
export const AdmissionMyOrderStatusChangedDocument = new TypedDocumentString(`
    subscription AdmissionMyOrderStatusChanged {
  myOrderStatusChanged {
    id
  }
}
    `) as unknown as TypedDocumentString<AdmissionMyOrderStatusChangedSubscription, AdmissionMyOrderStatusChangedSubscriptionVariables>;
export const AdmissionCreateCategoryDocument = new TypedDocumentString(`
    mutation AdmissionCreateCategory {
  createCategory(input: {name: "Never", slug: "never-made"}) {
    id
  }
}
    `) as unknown as TypedDocumentString<AdmissionCreateCategoryMutation, AdmissionCreateCategoryMutationVariables>;
export const AdmissionCategoriesCategoriesDocument = new TypedDocumentString(`
    query AdmissionCategoriesCategories {
  categories {
    name
  }
}
    `) as unknown as TypedDocumentString<AdmissionCategoriesCategoriesQuery, AdmissionCategoriesCategoriesQueryVariables>;
export const ClientsCreateApiKeyDocument = new TypedDocumentString(`
    mutation ClientsCreateApiKey($name: String!) {
  createApiKey(input: {name: $name}) {
    key
  }
}
    `) as unknown as TypedDocumentString<ClientsCreateApiKeyMutation, ClientsCreateApiKeyMutationVariables>;
export const GrpcUserByNumberDocument = new TypedDocumentString(`
    query GrpcUserByNumber($n: Int!) {
  userByNumber(number: $n) {
    email
  }
}
    `) as unknown as TypedDocumentString<GrpcUserByNumberQuery, GrpcUserByNumberQueryVariables>;
export const GrpcMeDocument = new TypedDocumentString(`
    query GrpcMe {
  me {
    number
  }
}
    `) as unknown as TypedDocumentString<GrpcMeQuery, GrpcMeQueryVariables>;
export const GrpcCreateApiKeyDocument = new TypedDocumentString(`
    mutation GrpcCreateApiKey {
  createApiKey(input: {name: "grpc", scopes: ["read"]}) {
    key
  }
}
    `) as unknown as TypedDocumentString<GrpcCreateApiKeyMutation, GrpcCreateApiKeyMutationVariables>;
export const GrpcUsersDocument = new TypedDocumentString(`
    query GrpcUsers {
  a: users(limit: 100, offset: 0) {
    id
  }
  b: users(limit: 100, offset: 100) {
    id
  }
}
    `) as unknown as TypedDocumentString<GrpcUsersQuery, GrpcUsersQueryVariables>;
export const RestCreateApiKeyDocument = new TypedDocumentString(`
    mutation RestCreateApiKey {
  createApiKey(input: {name: "w", scopes: ["write"]}) {
    key
  }
}
    `) as unknown as TypedDocumentString<RestCreateApiKeyMutation, RestCreateApiKeyMutationVariables>;
export const RestUpdateOrderDocument = new TypedDocumentString(`
    mutation RestUpdateOrder($id: ID!) {
  updateOrder(id: $id, input: {status: CANCELLED}) {
    id
  }
}
    `) as unknown as TypedDocumentString<RestUpdateOrderMutation, RestUpdateOrderMutationVariables>;
export const RestProductDocument = new TypedDocumentString(`
    query RestProduct($id: ID!) {
  product(id: $id) {
    stock {
      reserved
    }
  }
}
    `) as unknown as TypedDocumentString<RestProductQuery, RestProductQueryVariables>;
export const RestPayOrderDocument = new TypedDocumentString(`
    mutation RestPayOrder($input: PayOrderInput!) {
  payOrder(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<RestPayOrderMutation, RestPayOrderMutationVariables>;
export const RestSetStockDocument = new TypedDocumentString(`
    mutation RestSetStock($p: ID!, $w: ID!) {
  setStock(input: {productId: $p, warehouseId: $w, incoming: 40}) {
    available
  }
}
    `) as unknown as TypedDocumentString<RestSetStockMutation, RestSetStockMutationVariables>;
export const RestAllowBackordersDocument = new TypedDocumentString(`
    mutation RestAllowBackorders($input: SetBackorderPolicyInput!) {
  setBackorderPolicy(input: $input) {
    allowed
  }
}
    `) as unknown as TypedDocumentString<RestAllowBackordersMutation, RestAllowBackordersMutationVariables>;
export const RoutesCreateApiKeyDocument = new TypedDocumentString(`
    mutation RoutesCreateApiKey($input: CreateApiKeyInput!) {
  createApiKey(input: $input) {
    key
  }
}
    `) as unknown as TypedDocumentString<RoutesCreateApiKeyMutation, RoutesCreateApiKeyMutationVariables>;
export const RestFuzzCreateApiKeyDocument = new TypedDocumentString(`
    mutation RestFuzzCreateApiKey {
  createApiKey(input: {name: "fuzz", scopes: ["read", "write"]}) {
    key
  }
}
    `) as unknown as TypedDocumentString<RestFuzzCreateApiKeyMutation, RestFuzzCreateApiKeyMutationVariables>;
export const AccountsSessionsDocument = new TypedDocumentString(`
    query AccountsSessions {
  sessions {
    id
    current
  }
}
    `) as unknown as TypedDocumentString<AccountsSessionsQuery, AccountsSessionsQueryVariables>;
export const AccountsRevokeSessionDocument = new TypedDocumentString(`
    mutation AccountsRevokeSession($id: ID!) {
  revokeSession(id: $id)
}
    `) as unknown as TypedDocumentString<AccountsRevokeSessionMutation, AccountsRevokeSessionMutationVariables>;
export const AccountsRevokeSessionMissingDocument = new TypedDocumentString(`
    mutation AccountsRevokeSessionMissing($id: ID!) {
  revokeSession(id: $id)
}
    `) as unknown as TypedDocumentString<AccountsRevokeSessionMissingMutation, AccountsRevokeSessionMissingMutationVariables>;
export const AccountsRevokeOthersSessionDocument = new TypedDocumentString(`
    mutation AccountsRevokeOthersSession($id: ID!) {
  revokeSession(id: $id)
}
    `) as unknown as TypedDocumentString<AccountsRevokeOthersSessionMutation, AccountsRevokeOthersSessionMutationVariables>;
export const AccountsStartMfaEnrollmentDocument = new TypedDocumentString(`
    mutation AccountsStartMfaEnrollment {
  startMfaEnrollment {
    secret
    otpauthUri
  }
}
    `) as unknown as TypedDocumentString<AccountsStartMfaEnrollmentMutation, AccountsStartMfaEnrollmentMutationVariables>;
export const AccountsConfirmMfaEnrollmentDocument = new TypedDocumentString(`
    mutation AccountsConfirmMfaEnrollment {
  confirmMfaEnrollment(code: "000000") {
    recoveryCodes
  }
}
    `) as unknown as TypedDocumentString<AccountsConfirmMfaEnrollmentMutation, AccountsConfirmMfaEnrollmentMutationVariables>;
export const AccountsConfirmMfaEnrollmentConfirmedDocument = new TypedDocumentString(`
    mutation AccountsConfirmMfaEnrollmentConfirmed($code: String!) {
  confirmMfaEnrollment(code: $code) {
    recoveryCodes
  }
}
    `) as unknown as TypedDocumentString<AccountsConfirmMfaEnrollmentConfirmedMutation, AccountsConfirmMfaEnrollmentConfirmedMutationVariables>;
export const AccountsMfaEnabledDocument = new TypedDocumentString(`
    query AccountsMfaEnabled {
  me {
    mfaEnabled
  }
}
    `) as unknown as TypedDocumentString<AccountsMfaEnabledQuery, AccountsMfaEnabledQueryVariables>;
export const AccountsBootstrapAdminDocument = new TypedDocumentString(`
    query AccountsBootstrapAdmin {
  me {
    roles
    email
  }
}
    `) as unknown as TypedDocumentString<AccountsBootstrapAdminQuery, AccountsBootstrapAdminQueryVariables>;
export const ApiKeysCreateApiKeyDocument = new TypedDocumentString(`
    mutation ApiKeysCreateApiKey($input: CreateApiKeyInput!) {
  createApiKey(input: $input) {
    key
    apiKey {
      id
      name
      type
      hint
      scopes
      tier
      isActive
      lastUsed
      expiresAt
    }
  }
}
    `) as unknown as TypedDocumentString<ApiKeysCreateApiKeyMutation, ApiKeysCreateApiKeyMutationVariables>;
export const ApiKeysUpdateApiKeyDocument = new TypedDocumentString(`
    mutation ApiKeysUpdateApiKey($id: ID!, $tier: RateLimitTier!) {
  updateApiKey(id: $id, input: {tier: $tier}) {
    tier
  }
}
    `) as unknown as TypedDocumentString<ApiKeysUpdateApiKeyMutation, ApiKeysUpdateApiKeyMutationVariables>;
export const ApiKeysApiKeysDocument = new TypedDocumentString(`
    query ApiKeysApiKeys {
  apiKeys {
    id
    name
    tier
  }
}
    `) as unknown as TypedDocumentString<ApiKeysApiKeysQuery, ApiKeysApiKeysQueryVariables>;
export const ApiKeysApiKeysListedDocument = new TypedDocumentString(`
    query ApiKeysApiKeysListed {
  apiKeys {
    id
    hint
  }
}
    `) as unknown as TypedDocumentString<ApiKeysApiKeysListedQuery, ApiKeysApiKeysListedQueryVariables>;
export const ApiKeysProductsDocument = new TypedDocumentString(`
    query ApiKeysProducts {
  products(limit: 1) {
    id
  }
}
    `) as unknown as TypedDocumentString<ApiKeysProductsQuery, ApiKeysProductsQueryVariables>;
export const ApiKeysSwitchKeyDocument = new TypedDocumentString(`
    mutation ApiKeysSwitchKey($id: ID!, $a: Boolean!) {
  updateApiKey(id: $id, input: {isActive: $a}) {
    isActive
  }
}
    `) as unknown as TypedDocumentString<ApiKeysSwitchKeyMutation, ApiKeysSwitchKeyMutationVariables>;
export const ApiKeysRevokeApiKeyDocument = new TypedDocumentString(`
    mutation ApiKeysRevokeApiKey($id: ID!) {
  revokeApiKey(id: $id)
}
    `) as unknown as TypedDocumentString<ApiKeysRevokeApiKeyMutation, ApiKeysRevokeApiKeyMutationVariables>;
export const ApiKeysRotateApiKeyDocument = new TypedDocumentString(`
    mutation ApiKeysRotateApiKey($id: ID!) {
  rotateApiKey(id: $id, overlapSeconds: 2) {
    key
    apiKey {
      id
      name
      scopes
      tier
      expiresAt
    }
  }
}
    `) as unknown as TypedDocumentString<ApiKeysRotateApiKeyMutation, ApiKeysRotateApiKeyMutationVariables>;
export const ApiKeysApiKeyDocument = new TypedDocumentString(`
    query ApiKeysApiKey($id: ID!) {
  apiKey(id: $id) {
    expiresAt
  }
}
    `) as unknown as TypedDocumentString<ApiKeysApiKeyQuery, ApiKeysApiKeyQueryVariables>;
export const ApiKeysRotateApiKeyBadDocument = new TypedDocumentString(`
    mutation ApiKeysRotateApiKeyBad($id: ID!) {
  rotateApiKey(id: $id, overlapSeconds: -1) {
    key
  }
}
    `) as unknown as TypedDocumentString<ApiKeysRotateApiKeyBadMutation, ApiKeysRotateApiKeyBadMutationVariables>;
export const ApiKeysDeleteUserDocument = new TypedDocumentString(`
    mutation ApiKeysDeleteUser($id: ID!) {
  deleteUser(id: $id)
}
    `) as unknown as TypedDocumentString<ApiKeysDeleteUserMutation, ApiKeysDeleteUserMutationVariables>;
export const AuthzCreateApiKeyDocument = new TypedDocumentString(`
    mutation AuthzCreateApiKey {
  createApiKey(input: {name: "victim key"}) {
    key
    apiKey {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<AuthzCreateApiKeyMutation, AuthzCreateApiKeyMutationVariables>;
export const AuthzCreateOAuthClientDocument = new TypedDocumentString(`
    mutation AuthzCreateOAuthClient {
  createOAuthClient(
    input: {name: "Victim App", redirectUris: ["https://victim.example/cb"]}
  ) {
    client {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<AuthzCreateOAuthClientMutation, AuthzCreateOAuthClientMutationVariables>;
export const AuthzSessionsDocument = new TypedDocumentString(`
    query AuthzSessions {
  sessions {
    id
  }
}
    `) as unknown as TypedDocumentString<AuthzSessionsQuery, AuthzSessionsQueryVariables>;
export const AuthzMeDocument = new TypedDocumentString(`
    query AuthzMe {
  me {
    number
  }
}
    `) as unknown as TypedDocumentString<AuthzMeQuery, AuthzMeQueryVariables>;
export const AuthzCareRecordsDocument = new TypedDocumentString(`
    mutation AuthzCareRecords($address: SavedAddressFields!, $order: ID!) {
  addAddress(input: {type: SHIPPING, address: $address}) {
    id
  }
  createWishList(input: {name: "Victim wishes"}) {
    id
  }
  openTicket(
    input: {subject: "Victim question", body: "About my order", orderId: $order}
  ) {
    id
  }
}
    `) as unknown as TypedDocumentString<AuthzCareRecordsMutation, AuthzCareRecordsMutationVariables>;
export const AuthzRequestExportDocument = new TypedDocumentString(`
    mutation AuthzRequestExport($id: ID!) {
  requestPersonalDataExport(userId: $id) {
    downloadToken
    export {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<AuthzRequestExportMutation, AuthzRequestExportMutationVariables>;
export const AuthzRegisterPushDeviceDocument = new TypedDocumentString(`
    mutation AuthzRegisterPushDevice {
  registerPushDevice(input: {token: "victim-device-token", platform: "web"}) {
    id
  }
}
    `) as unknown as TypedDocumentString<AuthzRegisterPushDeviceMutation, AuthzRegisterPushDeviceMutationVariables>;
export const AuthzProbeAddressDocument = new TypedDocumentString(`
    query AuthzProbeAddress($id: ID!) {
  address(id: $id) {
    id
    city
  }
}
    `) as unknown as TypedDocumentString<AuthzProbeAddressQuery, AuthzProbeAddressQueryVariables>;
export const AuthzProbeAddressesDocument = new TypedDocumentString(`
    query AuthzProbeAddresses($id: ID!) {
  addresses(userId: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<AuthzProbeAddressesQuery, AuthzProbeAddressesQueryVariables>;
export const AuthzProbeUpdateAddressDocument = new TypedDocumentString(`
    mutation AuthzProbeUpdateAddress($id: ID!) {
  updateAddress(id: $id, input: {label: "Owned"}) {
    id
  }
}
    `) as unknown as TypedDocumentString<AuthzProbeUpdateAddressMutation, AuthzProbeUpdateAddressMutationVariables>;
export const AuthzProbeDeleteAddressDocument = new TypedDocumentString(`
    mutation AuthzProbeDeleteAddress($id: ID!) {
  deleteAddress(id: $id)
}
    `) as unknown as TypedDocumentString<AuthzProbeDeleteAddressMutation, AuthzProbeDeleteAddressMutationVariables>;
export const AuthzProbeSetDefaultAddressDocument = new TypedDocumentString(`
    mutation AuthzProbeSetDefaultAddress($id: ID!) {
  setDefaultAddress(id: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<AuthzProbeSetDefaultAddressMutation, AuthzProbeSetDefaultAddressMutationVariables>;
export const AuthzProbeOrderToAddressDocument = new TypedDocumentString(`
    mutation AuthzProbeOrderToAddress($input: CreateOrderInput!) {
  createOrder(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<AuthzProbeOrderToAddressMutation, AuthzProbeOrderToAddressMutationVariables>;
export const AuthzProbeWishListDocument = new TypedDocumentString(`
    query AuthzProbeWishList($id: ID!) {
  wishList(id: $id) {
    id
    name
  }
}
    `) as unknown as TypedDocumentString<AuthzProbeWishListQuery, AuthzProbeWishListQueryVariables>;
export const AuthzProbeWishListsDocument = new TypedDocumentString(`
    query AuthzProbeWishLists($id: ID!) {
  wishLists(userId: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<AuthzProbeWishListsQuery, AuthzProbeWishListsQueryVariables>;
export const AuthzProbeUpdateWishListDocument = new TypedDocumentString(`
    mutation AuthzProbeUpdateWishList($id: ID!) {
  updateWishList(id: $id, input: {name: "Owned"}) {
    id
  }
}
    `) as unknown as TypedDocumentString<AuthzProbeUpdateWishListMutation, AuthzProbeUpdateWishListMutationVariables>;
export const AuthzProbeAddWishListItemDocument = new TypedDocumentString(`
    mutation AuthzProbeAddWishListItem($id: ID!, $p: ID!) {
  addWishListItem(id: $id, item: {productId: $p}) {
    id
  }
}
    `) as unknown as TypedDocumentString<AuthzProbeAddWishListItemMutation, AuthzProbeAddWishListItemMutationVariables>;
export const AuthzProbeShareWishListDocument = new TypedDocumentString(`
    mutation AuthzProbeShareWishList($id: ID!) {
  shareWishList(id: $id) {
    token
  }
}
    `) as unknown as TypedDocumentString<AuthzProbeShareWishListMutation, AuthzProbeShareWishListMutationVariables>;
export const AuthzProbeDeleteWishListDocument = new TypedDocumentString(`
    mutation AuthzProbeDeleteWishList($id: ID!) {
  deleteWishList(id: $id)
}
    `) as unknown as TypedDocumentString<AuthzProbeDeleteWishListMutation, AuthzProbeDeleteWishListMutationVariables>;
export const AuthzProbeTicketDocument = new TypedDocumentString(`
    query AuthzProbeTicket($id: ID!) {
  ticket(id: $id) {
    id
    subject
  }
}
    `) as unknown as TypedDocumentString<AuthzProbeTicketQuery, AuthzProbeTicketQueryVariables>;
export const AuthzProbeTicketsDocument = new TypedDocumentString(`
    query AuthzProbeTickets($id: ID!) {
  tickets(filter: {userId: $id}) {
    id
  }
}
    `) as unknown as TypedDocumentString<AuthzProbeTicketsQuery, AuthzProbeTicketsQueryVariables>;
export const AuthzProbeReplyToTicketDocument = new TypedDocumentString(`
    mutation AuthzProbeReplyToTicket($id: ID!) {
  replyToTicket(id: $id, body: "mine") {
    id
  }
}
    `) as unknown as TypedDocumentString<AuthzProbeReplyToTicketMutation, AuthzProbeReplyToTicketMutationVariables>;
export const AuthzProbeCloseTicketDocument = new TypedDocumentString(`
    mutation AuthzProbeCloseTicket($id: ID!) {
  closeTicket(id: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<AuthzProbeCloseTicketMutation, AuthzProbeCloseTicketMutationVariables>;
export const AuthzProbePreferencesDocument = new TypedDocumentString(`
    query AuthzProbePreferences($id: ID!) {
  preferences(userId: $id) {
    newsletter
  }
}
    `) as unknown as TypedDocumentString<AuthzProbePreferencesQuery, AuthzProbePreferencesQueryVariables>;
export const AuthzProbeUpdatePreferencesDocument = new TypedDocumentString(`
    mutation AuthzProbeUpdatePreferences($id: ID!) {
  updatePreferences(userId: $id, input: {newsletter: true}) {
    newsletter
  }
}
    `) as unknown as TypedDocumentString<AuthzProbeUpdatePreferencesMutation, AuthzProbeUpdatePreferencesMutationVariables>;
export const AuthzProbeUserDocument = new TypedDocumentString(`
    query AuthzProbeUser($id: ID!) {
  user(id: $id) {
    id
    email
  }
}
    `) as unknown as TypedDocumentString<AuthzProbeUserQuery, AuthzProbeUserQueryVariables>;
export const AuthzProbeUserByNumberDocument = new TypedDocumentString(`
    query AuthzProbeUserByNumber($n: Int!) {
  userByNumber(number: $n) {
    id
    email
  }
}
    `) as unknown as TypedDocumentString<AuthzProbeUserByNumberQuery, AuthzProbeUserByNumberQueryVariables>;
export const AuthzProbeOrderDocument = new TypedDocumentString(`
    query AuthzProbeOrder($id: ID!) {
  order(id: $id) {
    id
    total
    status
  }
}
    `) as unknown as TypedDocumentString<AuthzProbeOrderQuery, AuthzProbeOrderQueryVariables>;
export const AuthzProbeOrderWithItsUserDocument = new TypedDocumentString(`
    query AuthzProbeOrderWithItsUser($id: ID!) {
  order(id: $id) {
    id
    total
    user {
      email
    }
  }
}
    `) as unknown as TypedDocumentString<AuthzProbeOrderWithItsUserQuery, AuthzProbeOrderWithItsUserQueryVariables>;
export const AuthzProbeOrdersDocument = new TypedDocumentString(`
    query AuthzProbeOrders($id: ID!) {
  orders(userId: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<AuthzProbeOrdersQuery, AuthzProbeOrdersQueryVariables>;
export const AuthzProbeSearchOrdersDocument = new TypedDocumentString(`
    query AuthzProbeSearchOrders($id: String!) {
  searchOrders(query: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<AuthzProbeSearchOrdersQuery, AuthzProbeSearchOrdersQueryVariables>;
export const AuthzProbeApiKeyDocument = new TypedDocumentString(`
    query AuthzProbeApiKey($id: ID!) {
  apiKey(id: $id) {
    id
    hint
  }
}
    `) as unknown as TypedDocumentString<AuthzProbeApiKeyQuery, AuthzProbeApiKeyQueryVariables>;
export const AuthzProbeApiKeysDocument = new TypedDocumentString(`
    query AuthzProbeApiKeys($id: ID!) {
  apiKeys(userId: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<AuthzProbeApiKeysQuery, AuthzProbeApiKeysQueryVariables>;
export const AuthzProbeOauthClientDocument = new TypedDocumentString(`
    query AuthzProbeOauthClient($id: ID!) {
  oauthClient(id: $id) {
    id
    redirectUris
  }
}
    `) as unknown as TypedDocumentString<AuthzProbeOauthClientQuery, AuthzProbeOauthClientQueryVariables>;
export const AuthzProbeOauthClientsDocument = new TypedDocumentString(`
    query AuthzProbeOauthClients($id: ID!) {
  oauthClients(userId: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<AuthzProbeOauthClientsQuery, AuthzProbeOauthClientsQueryVariables>;
export const AuthzProbeSessionsDocument = new TypedDocumentString(`
    query AuthzProbeSessions($id: ID!) {
  sessions(userId: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<AuthzProbeSessionsQuery, AuthzProbeSessionsQueryVariables>;
export const AuthzProbeUpdateUserDocument = new TypedDocumentString(`
    mutation AuthzProbeUpdateUser($id: ID!) {
  updateUser(id: $id, input: {name: "Owned"}) {
    id
  }
}
    `) as unknown as TypedDocumentString<AuthzProbeUpdateUserMutation, AuthzProbeUpdateUserMutationVariables>;
export const AuthzProbeDeleteUserDocument = new TypedDocumentString(`
    mutation AuthzProbeDeleteUser($id: ID!) {
  deleteUser(id: $id)
}
    `) as unknown as TypedDocumentString<AuthzProbeDeleteUserMutation, AuthzProbeDeleteUserMutationVariables>;
export const AuthzProbeRequestUserDeletionDocument = new TypedDocumentString(`
    mutation AuthzProbeRequestUserDeletion($id: ID!) {
  requestUserDeletion(id: $id) {
    userId
    dueAt
  }
}
    `) as unknown as TypedDocumentString<AuthzProbeRequestUserDeletionMutation, AuthzProbeRequestUserDeletionMutationVariables>;
export const AuthzProbeRequestExportDocument = new TypedDocumentString(`
    mutation AuthzProbeRequestExport($id: ID!) {
  requestPersonalDataExport(userId: $id) {
    downloadToken
    export {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<AuthzProbeRequestExportMutation, AuthzProbeRequestExportMutationVariables>;
export const AuthzProbeExportsDocument = new TypedDocumentString(`
    query AuthzProbeExports($id: ID!) {
  personalDataExports(userId: $id) {
    id
    status
  }
}
    `) as unknown as TypedDocumentString<AuthzProbeExportsQuery, AuthzProbeExportsQueryVariables>;
export const AuthzProbeExportDocument = new TypedDocumentString(`
    query AuthzProbeExport($id: ID!, $token: String!) {
  personalDataExport(id: $id, token: $token)
}
    `) as unknown as TypedDocumentString<AuthzProbeExportQuery, AuthzProbeExportQueryVariables>;
export const AuthzProbeRemovePushDeviceDocument = new TypedDocumentString(`
    mutation AuthzProbeRemovePushDevice($id: ID!) {
  removePushDevice(id: $id)
}
    `) as unknown as TypedDocumentString<AuthzProbeRemovePushDeviceMutation, AuthzProbeRemovePushDeviceMutationVariables>;
export const AuthzProbeSetUserRolesDocument = new TypedDocumentString(`
    mutation AuthzProbeSetUserRoles($id: ID!) {
  setUserRoles(id: $id, roles: [ADMIN]) {
    id
  }
}
    `) as unknown as TypedDocumentString<AuthzProbeSetUserRolesMutation, AuthzProbeSetUserRolesMutationVariables>;
export const AuthzProbeUpdateOrderDocument = new TypedDocumentString(`
    mutation AuthzProbeUpdateOrder($id: ID!) {
  updateOrder(id: $id, input: {status: CANCELLED}) {
    id
  }
}
    `) as unknown as TypedDocumentString<AuthzProbeUpdateOrderMutation, AuthzProbeUpdateOrderMutationVariables>;
export const AuthzProbeUpdateApiKeyDocument = new TypedDocumentString(`
    mutation AuthzProbeUpdateApiKey($id: ID!) {
  updateApiKey(id: $id, input: {isActive: false}) {
    id
  }
}
    `) as unknown as TypedDocumentString<AuthzProbeUpdateApiKeyMutation, AuthzProbeUpdateApiKeyMutationVariables>;
export const AuthzProbeRevokeApiKeyDocument = new TypedDocumentString(`
    mutation AuthzProbeRevokeApiKey($id: ID!) {
  revokeApiKey(id: $id)
}
    `) as unknown as TypedDocumentString<AuthzProbeRevokeApiKeyMutation, AuthzProbeRevokeApiKeyMutationVariables>;
export const AuthzProbeRotateApiKeyDocument = new TypedDocumentString(`
    mutation AuthzProbeRotateApiKey($id: ID!) {
  rotateApiKey(id: $id, overlapSeconds: 0) {
    key
  }
}
    `) as unknown as TypedDocumentString<AuthzProbeRotateApiKeyMutation, AuthzProbeRotateApiKeyMutationVariables>;
export const AuthzProbeDeleteOAuthClientDocument = new TypedDocumentString(`
    mutation AuthzProbeDeleteOAuthClient($id: ID!) {
  deleteOAuthClient(id: $id)
}
    `) as unknown as TypedDocumentString<AuthzProbeDeleteOAuthClientMutation, AuthzProbeDeleteOAuthClientMutationVariables>;
export const AuthzProbeRevokeSessionDocument = new TypedDocumentString(`
    mutation AuthzProbeRevokeSession($id: ID!) {
  revokeSession(id: $id)
}
    `) as unknown as TypedDocumentString<AuthzProbeRevokeSessionMutation, AuthzProbeRevokeSessionMutationVariables>;
export const AuthzMeMineDocument = new TypedDocumentString(`
    query AuthzMeMine($o: ID!, $k: ID!, $c: ID!, $me: ID!) {
  me {
    name
    roles
  }
  order(id: $o) {
    status
  }
  apiKey(id: $k) {
    isActive
    expiresAt
  }
  oauthClient(id: $c) {
    id
  }
  sessions {
    id
  }
  pushDevices {
    id
  }
  personalDataExports(userId: $me) {
    id
  }
}
    `) as unknown as TypedDocumentString<AuthzMeMineQuery, AuthzMeMineQueryVariables>;
export const AuthzMineCareDocument = new TypedDocumentString(`
    query AuthzMineCare($a: ID!, $w: ID!, $t: ID!) {
  address(id: $a) {
    label
    isDefault
  }
  wishList(id: $w) {
    name
    items {
      variantId
    }
    shared
  }
  ticket(id: $t) {
    status
    messages {
      body
    }
  }
  preferences {
    newsletter
  }
}
    `) as unknown as TypedDocumentString<AuthzMineCareQuery, AuthzMineCareQueryVariables>;
export const AuthzProductsDocument = new TypedDocumentString(`
    query AuthzProducts($id: ID!) {
  products(limit: 5) {
    id
    name
    price {
      amount
    }
  }
  product(id: $id) {
    stock {
      available
    }
    stockLevels {
      available
    }
  }
  categories {
    id
  }
  warehouses {
    id
  }
}
    `) as unknown as TypedDocumentString<AuthzProductsQuery, AuthzProductsQueryVariables>;
export const AuthzAnonymousMeDocument = new TypedDocumentString(`
    query AuthzAnonymousMe {
  me {
    id
  }
}
    `) as unknown as TypedDocumentString<AuthzAnonymousMeQuery, AuthzAnonymousMeQueryVariables>;
export const AuthzAnonymousOrdersDocument = new TypedDocumentString(`
    query AuthzAnonymousOrders {
  orders {
    id
  }
}
    `) as unknown as TypedDocumentString<AuthzAnonymousOrdersQuery, AuthzAnonymousOrdersQueryVariables>;
export const AuthzAnonymousUsersDocument = new TypedDocumentString(`
    query AuthzAnonymousUsers {
  users {
    id
  }
}
    `) as unknown as TypedDocumentString<AuthzAnonymousUsersQuery, AuthzAnonymousUsersQueryVariables>;
export const AuthzAnonymousReviewDocument = new TypedDocumentString(`
    mutation AuthzAnonymousReview($p: ID!) {
  createReview(input: {productId: $p, stars: 5, title: "t", text: "t"}) {
    id
  }
}
    `) as unknown as TypedDocumentString<AuthzAnonymousReviewMutation, AuthzAnonymousReviewMutationVariables>;
export const AuthzAnonymousCreateWarehouseDocument = new TypedDocumentString(`
    mutation AuthzAnonymousCreateWarehouse {
  createWarehouse(input: {code: "X", name: "X", country: "US"}) {
    id
  }
}
    `) as unknown as TypedDocumentString<AuthzAnonymousCreateWarehouseMutation, AuthzAnonymousCreateWarehouseMutationVariables>;
export const AuthzCustomerUsersDocument = new TypedDocumentString(`
    query AuthzCustomerUsers {
  users {
    id
  }
}
    `) as unknown as TypedDocumentString<AuthzCustomerUsersQuery, AuthzCustomerUsersQueryVariables>;
export const AuthzCustomerCreateUserDocument = new TypedDocumentString(`
    mutation AuthzCustomerCreateUser {
  createUser(input: {name: "X", email: "x-by-customer@example.com"}) {
    id
  }
}
    `) as unknown as TypedDocumentString<AuthzCustomerCreateUserMutation, AuthzCustomerCreateUserMutationVariables>;
export const AuthzCustomerCreateProductDocument = new TypedDocumentString(`
    mutation AuthzCustomerCreateProduct {
  createProduct(input: {sku: "CUST-1", name: "X", price: "1.00"}) {
    id
  }
}
    `) as unknown as TypedDocumentString<AuthzCustomerCreateProductMutation, AuthzCustomerCreateProductMutationVariables>;
export const AuthzCustomerCreateWarehouseDocument = new TypedDocumentString(`
    mutation AuthzCustomerCreateWarehouse {
  createWarehouse(input: {code: "CUST", name: "X", country: "US"}) {
    id
  }
}
    `) as unknown as TypedDocumentString<AuthzCustomerCreateWarehouseMutation, AuthzCustomerCreateWarehouseMutationVariables>;
export const AuthzCustomerSetStockDocument = new TypedDocumentString(`
    mutation AuthzCustomerSetStock($p: ID!) {
  setStock(input: {productId: $p, warehouseId: "w", available: 1}) {
    available
  }
}
    `) as unknown as TypedDocumentString<AuthzCustomerSetStockMutation, AuthzCustomerSetStockMutationVariables>;
export const AuthzCustomerCostPriceDocument = new TypedDocumentString(`
    query AuthzCustomerCostPrice($p: ID!) {
  product(id: $p) {
    costPrice
  }
}
    `) as unknown as TypedDocumentString<AuthzCustomerCostPriceQuery, AuthzCustomerCostPriceQueryVariables>;
export const AuthzCustomerVariantCostPriceDocument = new TypedDocumentString(`
    query AuthzCustomerVariantCostPrice($p: ID!) {
  product(id: $p) {
    variants {
      costPrice {
        amount
      }
    }
  }
}
    `) as unknown as TypedDocumentString<AuthzCustomerVariantCostPriceQuery, AuthzCustomerVariantCostPriceQueryVariables>;
export const AuthzCustomerAddVariantDocument = new TypedDocumentString(`
    mutation AuthzCustomerAddVariant($p: ID!) {
  addProductVariant(productId: $p, input: {sku: "CUST-V", options: []}) {
    id
  }
}
    `) as unknown as TypedDocumentString<AuthzCustomerAddVariantMutation, AuthzCustomerAddVariantMutationVariables>;
export const AuthzCustomerUpdateVariantDocument = new TypedDocumentString(`
    mutation AuthzCustomerUpdateVariant($v: ID!) {
  updateProductVariant(id: $v, input: {price: "1.00"}) {
    id
  }
}
    `) as unknown as TypedDocumentString<AuthzCustomerUpdateVariantMutation, AuthzCustomerUpdateVariantMutationVariables>;
export const AuthzCustomerHideReviewDocument = new TypedDocumentString(`
    mutation AuthzCustomerHideReview {
  hideReview(id: "r", reason: "x") {
    id
  }
}
    `) as unknown as TypedDocumentString<AuthzCustomerHideReviewMutation, AuthzCustomerHideReviewMutationVariables>;
export const AuthzCustomerUnhideReviewDocument = new TypedDocumentString(`
    mutation AuthzCustomerUnhideReview {
  unhideReview(id: "r") {
    id
  }
}
    `) as unknown as TypedDocumentString<AuthzCustomerUnhideReviewMutation, AuthzCustomerUnhideReviewMutationVariables>;
export const AuthzOrderDocument = new TypedDocumentString(`
    query AuthzOrder($o: ID!, $u: ID!) {
  order(id: $o) {
    user {
      email
    }
  }
  user(id: $u) {
    email
  }
  users(limit: 100) {
    id
  }
}
    `) as unknown as TypedDocumentString<AuthzOrderQuery, AuthzOrderQueryVariables>;
export const AuthzCreateUserDocument = new TypedDocumentString(`
    mutation AuthzCreateUser {
  createUser(input: {name: "Walk-in", email: "walk-in@example.com"}) {
    id
  }
}
    `) as unknown as TypedDocumentString<AuthzCreateUserMutation, AuthzCreateUserMutationVariables>;
export const AuthzUpdateOrderDocument = new TypedDocumentString(`
    mutation AuthzUpdateOrder($id: ID!) {
  updateOrder(id: $id, input: {notes: "x"}) {
    id
  }
}
    `) as unknown as TypedDocumentString<AuthzUpdateOrderMutation, AuthzUpdateOrderMutationVariables>;
export const AuthzCreateProductDocument = new TypedDocumentString(`
    mutation AuthzCreateProduct {
  createProduct(input: {sku: "SUP-1", name: "X", price: "1.00"}) {
    id
  }
}
    `) as unknown as TypedDocumentString<AuthzCreateProductMutation, AuthzCreateProductMutationVariables>;
export const AuthzSupportUpdateUserDocument = new TypedDocumentString(`
    mutation AuthzSupportUpdateUser($id: ID!) {
  updateUser(id: $id, input: {name: "Changed"}) {
    id
  }
}
    `) as unknown as TypedDocumentString<AuthzSupportUpdateUserMutation, AuthzSupportUpdateUserMutationVariables>;
export const AuthzSupportDeleteUserDocument = new TypedDocumentString(`
    mutation AuthzSupportDeleteUser($id: ID!) {
  deleteUser(id: $id)
}
    `) as unknown as TypedDocumentString<AuthzSupportDeleteUserMutation, AuthzSupportDeleteUserMutationVariables>;
export const AuthzSupportReadsVictimDocument = new TypedDocumentString(`
    query AuthzSupportReadsVictim($id: ID!) {
  user(id: $id) {
    name
  }
}
    `) as unknown as TypedDocumentString<AuthzSupportReadsVictimQuery, AuthzSupportReadsVictimQueryVariables>;
export const AuthzReadOnlyRolesDocument = new TypedDocumentString(`
    query AuthzReadOnlyRoles {
  me {
    roles
  }
}
    `) as unknown as TypedDocumentString<AuthzReadOnlyRolesQuery, AuthzReadOnlyRolesQueryVariables>;
export const AuthzReadOnlyUpdatesSelfDocument = new TypedDocumentString(`
    mutation AuthzReadOnlyUpdatesSelf($id: ID!) {
  updateUser(id: $id, input: {name: "Changed"}) {
    id
  }
}
    `) as unknown as TypedDocumentString<AuthzReadOnlyUpdatesSelfMutation, AuthzReadOnlyUpdatesSelfMutationVariables>;
export const AuthzReadOnlyCreatesKeyDocument = new TypedDocumentString(`
    mutation AuthzReadOnlyCreatesKey {
  createApiKey(input: {name: "k"}) {
    key
  }
}
    `) as unknown as TypedDocumentString<AuthzReadOnlyCreatesKeyMutation, AuthzReadOnlyCreatesKeyMutationVariables>;
export const AuthzReadOnlyReviewsDocument = new TypedDocumentString(`
    mutation AuthzReadOnlyReviews($p: ID!) {
  createReview(input: {productId: $p, stars: 5, title: "t", text: "t"}) {
    id
  }
}
    `) as unknown as TypedDocumentString<AuthzReadOnlyReviewsMutation, AuthzReadOnlyReviewsMutationVariables>;
export const AuthzUpdateOrderAlongDocument = new TypedDocumentString(`
    mutation AuthzUpdateOrderAlong($id: ID!) {
  updateOrder(id: $id, input: {status: PROCESSING}) {
    status
  }
}
    `) as unknown as TypedDocumentString<AuthzUpdateOrderAlongMutation, AuthzUpdateOrderAlongMutationVariables>;
export const AuthzUpdateOrderByAdminDocument = new TypedDocumentString(`
    mutation AuthzUpdateOrderByAdmin($id: ID!) {
  updateOrder(id: $id, input: {status: PROCESSING}) {
    status
  }
}
    `) as unknown as TypedDocumentString<AuthzUpdateOrderByAdminMutation, AuthzUpdateOrderByAdminMutationVariables>;
export const AuthzUpdateOrderCancelledDocument = new TypedDocumentString(`
    mutation AuthzUpdateOrderCancelled($id: ID!) {
  updateOrder(id: $id, input: {status: CANCELLED}) {
    status
  }
}
    `) as unknown as TypedDocumentString<AuthzUpdateOrderCancelledMutation, AuthzUpdateOrderCancelledMutationVariables>;
export const AuthzProductDocument = new TypedDocumentString(`
    query AuthzProduct($id: ID!) {
  product(id: $id) {
    costPrice
  }
}
    `) as unknown as TypedDocumentString<AuthzProductQuery, AuthzProductQueryVariables>;
export const ScopesCartDocument = new TypedDocumentString(`
    query ScopesCart {
  cart {
    id
    itemCount
  }
}
    `) as unknown as TypedDocumentString<ScopesCartQuery, ScopesCartQueryVariables>;
export const ScopesAddDocument = new TypedDocumentString(`
    mutation ScopesAdd($input: CartLineInput!) {
  addToCart(input: $input) {
    id
    itemCount
    token
  }
}
    `) as unknown as TypedDocumentString<ScopesAddMutation, ScopesAddMutationVariables>;
export const ScopesCreateKeyDocument = new TypedDocumentString(`
    mutation ScopesCreateKey($input: CreateApiKeyInput!) {
  createApiKey(input: $input) {
    key
  }
}
    `) as unknown as TypedDocumentString<ScopesCreateKeyMutation, ScopesCreateKeyMutationVariables>;
export const ScopesCreateClientDocument = new TypedDocumentString(`
    mutation ScopesCreateClient($input: CreateOAuthClientInput!) {
  createOAuthClient(input: $input) {
    client {
      id
    }
    clientSecret
  }
}
    `) as unknown as TypedDocumentString<ScopesCreateClientMutation, ScopesCreateClientMutationVariables>;
export const ScopesWatchMineDocument = new TypedDocumentString(`
    subscription ScopesWatchMine {
  myOrderStatusChanged {
    id
    status
  }
}
    `) as unknown as TypedDocumentString<ScopesWatchMineSubscription, ScopesWatchMineSubscriptionVariables>;
export const CareAddAddressDocument = new TypedDocumentString(`
    mutation CareAddAddress($input: AddAddressInput!) {
  addAddress(input: $input) {
    id
    type
    isDefault
    city
    state
    postalCode
    country
  }
}
    `) as unknown as TypedDocumentString<CareAddAddressMutation, CareAddAddressMutationVariables>;
export const CareOrderToSavedAddressesDocument = new TypedDocumentString(`
    mutation CareOrderToSavedAddresses($input: CreateOrderInput!) {
  createOrder(input: $input) {
    id
    shippingAddress {
      city
      state
    }
    billingAddress {
      line1
      postalCode
    }
  }
}
    `) as unknown as TypedDocumentString<CareOrderToSavedAddressesMutation, CareOrderToSavedAddressesMutationVariables>;
export const CareMyAddressesDocument = new TypedDocumentString(`
    query CareMyAddresses {
  addresses {
    id
    isDefault
    type
  }
}
    `) as unknown as TypedDocumentString<CareMyAddressesQuery, CareMyAddressesQueryVariables>;
export const CareSetDefaultDocument = new TypedDocumentString(`
    mutation CareSetDefault($id: ID!) {
  setDefaultAddress(id: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<CareSetDefaultMutation, CareSetDefaultMutationVariables>;
export const CareBusyBookDocument = new TypedDocumentString(`
    query CareBusyBook {
  addresses(type: SHIPPING) {
    id
    isDefault
  }
}
    `) as unknown as TypedDocumentString<CareBusyBookQuery, CareBusyBookQueryVariables>;
export const CareTicketOrderDocument = new TypedDocumentString(`
    mutation CareTicketOrder($input: CreateOrderInput!) {
  createOrder(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<CareTicketOrderMutation, CareTicketOrderMutationVariables>;
export const CareOpenTicketDocument = new TypedDocumentString(`
    mutation CareOpenTicket($input: OpenTicketInput!) {
  openTicket(input: $input) {
    id
    status
    order {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<CareOpenTicketMutation, CareOpenTicketMutationVariables>;
export const CareMyTicketsDocument = new TypedDocumentString(`
    query CareMyTickets {
  tickets {
    id
  }
}
    `) as unknown as TypedDocumentString<CareMyTicketsQuery, CareMyTicketsQueryVariables>;
export const CareAnswerDocument = new TypedDocumentString(`
    mutation CareAnswer($id: ID!) {
  replyToTicket(id: $id, body: "On its way.") {
    status
    firstResponseSeconds
    order {
      id
      status
      user {
        id
      }
    }
  }
}
    `) as unknown as TypedDocumentString<CareAnswerMutation, CareAnswerMutationVariables>;
export const CareRecordDocument = new TypedDocumentString(`
    query CareRecord($id: ID!) {
  user(id: $id) {
    customerRecord {
      registeredVia
      orderCount
      openTickets
      newsletter
      marketing {
        email
      }
    }
  }
}
    `) as unknown as TypedDocumentString<CareRecordQuery, CareRecordQueryVariables>;
export const CareRecordDirectDocument = new TypedDocumentString(`
    query CareRecordDirect($id: ID!) {
  customerRecord(userId: $id) {
    orderCount
  }
}
    `) as unknown as TypedDocumentString<CareRecordDirectQuery, CareRecordDirectQueryVariables>;
export const CareWishListDocument = new TypedDocumentString(`
    mutation CareWishList {
  createWishList(input: {name: "Birthday"}) {
    id
  }
}
    `) as unknown as TypedDocumentString<CareWishListMutation, CareWishListMutationVariables>;
export const CareWishDocument = new TypedDocumentString(`
    mutation CareWish($id: ID!, $p: ID!) {
  addWishListItem(id: $id, item: {productId: $p}) {
    id
  }
}
    `) as unknown as TypedDocumentString<CareWishMutation, CareWishMutationVariables>;
export const CareShareDocument = new TypedDocumentString(`
    mutation CareShare($id: ID!) {
  shareWishList(id: $id) {
    token
    wishList {
      shared
    }
  }
}
    `) as unknown as TypedDocumentString<CareShareMutation, CareShareMutationVariables>;
export const CareSharedViewDocument = new TypedDocumentString(`
    query CareSharedView($token: String!) {
  sharedWishList(token: $token) {
    name
    items {
      product {
        id
        name
      }
    }
  }
}
    `) as unknown as TypedDocumentString<CareSharedViewQuery, CareSharedViewQueryVariables>;
export const CareUnshareDocument = new TypedDocumentString(`
    mutation CareUnshare($id: ID!) {
  unshareWishList(id: $id) {
    shared
  }
}
    `) as unknown as TypedDocumentString<CareUnshareMutation, CareUnshareMutationVariables>;
export const CorpusMeDocument = new TypedDocumentString(`
    query CorpusMe {
  me {
    id
  }
}
    `) as unknown as TypedDocumentString<CorpusMeQuery, CorpusMeQueryVariables>;
export const CorpusUsersDocument = new TypedDocumentString(`
    query CorpusUsers {
  users(limit: 1) {
    id
  }
}
    `) as unknown as TypedDocumentString<CorpusUsersQuery, CorpusUsersQueryVariables>;
export const CorpusRenameDocument = new TypedDocumentString(`
    mutation CorpusRename($id: ID!, $name: String!) {
  updateUser(id: $id, input: {name: $name}) {
    id
  }
}
    `) as unknown as TypedDocumentString<CorpusRenameMutation, CorpusRenameMutationVariables>;
export const CorpusCreateClientDocument = new TypedDocumentString(`
    mutation CorpusCreateClient($input: CreateOAuthClientInput!) {
  createOAuthClient(input: $input) {
    client {
      id
    }
    clientSecret
  }
}
    `) as unknown as TypedDocumentString<CorpusCreateClientMutation, CorpusCreateClientMutationVariables>;
export const CorpusDeleteClientDocument = new TypedDocumentString(`
    mutation CorpusDeleteClient($id: ID!) {
  deleteOAuthClient(id: $id)
}
    `) as unknown as TypedDocumentString<CorpusDeleteClientMutation, CorpusDeleteClientMutationVariables>;
export const CorpusDeactivateDocument = new TypedDocumentString(`
    mutation CorpusDeactivate($id: ID!) {
  updateUser(id: $id, input: {status: INACTIVE}) {
    id
  }
}
    `) as unknown as TypedDocumentString<CorpusDeactivateMutation, CorpusDeactivateMutationVariables>;
export const CorpusDeleteUserDocument = new TypedDocumentString(`
    mutation CorpusDeleteUser($id: ID!) {
  deleteUser(id: $id)
}
    `) as unknown as TypedDocumentString<CorpusDeleteUserMutation, CorpusDeleteUserMutationVariables>;
export const BrowserCreateOAuthClientDocument = new TypedDocumentString(`
    mutation BrowserCreateOAuthClient($input: CreateOAuthClientInput!) {
  createOAuthClient(input: $input) {
    client {
      id
    }
    clientSecret
  }
}
    `) as unknown as TypedDocumentString<BrowserCreateOAuthClientMutation, BrowserCreateOAuthClientMutationVariables>;
export const OAuthCreateOAuthClientDocument = new TypedDocumentString(`
    mutation OAuthCreateOAuthClient($input: CreateOAuthClientInput!) {
  createOAuthClient(input: $input) {
    client {
      id
    }
    clientSecret
  }
}
    `) as unknown as TypedDocumentString<OAuthCreateOAuthClientMutation, OAuthCreateOAuthClientMutationVariables>;
export const OAuthSessionsDocument = new TypedDocumentString(`
    query OAuthSessions {
  sessions {
    clientId
  }
}
    `) as unknown as TypedDocumentString<OAuthSessionsQuery, OAuthSessionsQueryVariables>;
export const OpenIdCreateClientDocument = new TypedDocumentString(`
    mutation OpenIdCreateClient($input: CreateOAuthClientInput!) {
  createOAuthClient(input: $input) {
    client {
      id
    }
    clientSecret
  }
}
    `) as unknown as TypedDocumentString<OpenIdCreateClientMutation, OpenIdCreateClientMutationVariables>;
export const PrivacyRequestDeletionDocument = new TypedDocumentString(`
    mutation PrivacyRequestDeletion($id: ID!) {
  requestUserDeletion(id: $id) {
    userId
    requestedAt
    dueAt
  }
}
    `) as unknown as TypedDocumentString<PrivacyRequestDeletionMutation, PrivacyRequestDeletionMutationVariables>;
export const PrivacyRequestExportDocument = new TypedDocumentString(`
    mutation PrivacyRequestExport($userId: ID!) {
  requestPersonalDataExport(userId: $userId) {
    downloadToken
    export {
      id
      status
    }
  }
}
    `) as unknown as TypedDocumentString<PrivacyRequestExportMutation, PrivacyRequestExportMutationVariables>;
export const PrivacyExportsDocument = new TypedDocumentString(`
    query PrivacyExports($userId: ID!) {
  personalDataExports(userId: $userId) {
    id
    status
    bytes
    readyAt
    expiresAt
  }
}
    `) as unknown as TypedDocumentString<PrivacyExportsQuery, PrivacyExportsQueryVariables>;
export const PrivacyDownloadDocument = new TypedDocumentString(`
    query PrivacyDownload($id: ID!, $token: String!) {
  personalDataExport(id: $id, token: $token)
}
    `) as unknown as TypedDocumentString<PrivacyDownloadQuery, PrivacyDownloadQueryVariables>;
export const PrivacyStaffCancelDocument = new TypedDocumentString(`
    mutation PrivacyStaffCancel($id: ID!) {
  cancelUserDeletion(id: $id) {
    userId
  }
}
    `) as unknown as TypedDocumentString<PrivacyStaffCancelMutation, PrivacyStaffCancelMutationVariables>;
export const PrivacyCustomerCancelDocument = new TypedDocumentString(`
    mutation PrivacyCustomerCancel($id: ID!) {
  cancelUserDeletion(id: $id) {
    userId
  }
}
    `) as unknown as TypedDocumentString<PrivacyCustomerCancelMutation, PrivacyCustomerCancelMutationVariables>;
export const PrivacyKeptOrderDocument = new TypedDocumentString(`
    query PrivacyKeptOrder($id: ID!) {
  order(id: $id) {
    id
    total
    user {
      id
      name
    }
  }
}
    `) as unknown as TypedDocumentString<PrivacyKeptOrderQuery, PrivacyKeptOrderQueryVariables>;
export const WindowCreateKeyDocument = new TypedDocumentString(`
    mutation WindowCreateKey {
  createApiKey(input: {name: "window"}) {
    apiKey {
      id
    }
    key
  }
}
    `) as unknown as TypedDocumentString<WindowCreateKeyMutation, WindowCreateKeyMutationVariables>;
export const WindowRevokeKeyDocument = new TypedDocumentString(`
    mutation WindowRevokeKey($id: ID!) {
  revokeApiKey(id: $id)
}
    `) as unknown as TypedDocumentString<WindowRevokeKeyMutation, WindowRevokeKeyMutationVariables>;
export const WindowRevokeSessionDocument = new TypedDocumentString(`
    mutation WindowRevokeSession($id: ID!) {
  revokeSession(id: $id)
}
    `) as unknown as TypedDocumentString<WindowRevokeSessionMutation, WindowRevokeSessionMutationVariables>;
export const WindowCreateClientDocument = new TypedDocumentString(`
    mutation WindowCreateClient($input: CreateOAuthClientInput!) {
  createOAuthClient(input: $input) {
    client {
      id
    }
    clientSecret
  }
}
    `) as unknown as TypedDocumentString<WindowCreateClientMutation, WindowCreateClientMutationVariables>;
export const WindowDeleteClientDocument = new TypedDocumentString(`
    mutation WindowDeleteClient($id: ID!) {
  deleteOAuthClient(id: $id)
}
    `) as unknown as TypedDocumentString<WindowDeleteClientMutation, WindowDeleteClientMutationVariables>;
export const TokensMeDocument = new TypedDocumentString(`
    query TokensMe {
  me {
    id
    email
  }
}
    `) as unknown as TypedDocumentString<TokensMeQuery, TokensMeQueryVariables>;
export const TokensCreateApiKeyDocument = new TypedDocumentString(`
    mutation TokensCreateApiKey {
  createApiKey(input: {name: "grpc"}) {
    key
  }
}
    `) as unknown as TypedDocumentString<TokensCreateApiKeyMutation, TokensCreateApiKeyMutationVariables>;
export const TokensCreateWriterKeyDocument = new TypedDocumentString(`
    mutation TokensCreateWriterKey {
  createApiKey(input: {name: "writer", scopes: ["write"]}) {
    key
  }
}
    `) as unknown as TypedDocumentString<TokensCreateWriterKeyMutation, TokensCreateWriterKeyMutationVariables>;
export const TokensRotateSigningKeyDocument = new TypedDocumentString(`
    mutation TokensRotateSigningKey {
  rotateSigningKey {
    kid
  }
}
    `) as unknown as TypedDocumentString<TokensRotateSigningKeyMutation, TokensRotateSigningKeyMutationVariables>;
export const TokensRotateSigningKeyDeniedDocument = new TypedDocumentString(`
    mutation TokensRotateSigningKeyDenied {
  rotateSigningKey {
    kid
  }
}
    `) as unknown as TypedDocumentString<TokensRotateSigningKeyDeniedMutation, TokensRotateSigningKeyDeniedMutationVariables>;
export const OpsSetStockDocument = new TypedDocumentString(`
    mutation OpsSetStock($input: SetStockInput!) {
  setStock(input: $input) {
    available
    incoming
    reorderPoint
  }
}
    `) as unknown as TypedDocumentString<OpsSetStockMutation, OpsSetStockMutationVariables>;
export const OpsStockDocument = new TypedDocumentString(`
    query OpsStock($id: ID!) {
  product(id: $id) {
    stock {
      available
      incoming
      backorderable
      status
    }
    stockLevels {
      warehouse {
        id
      }
      available
      reserved
      incoming
      backordered
    }
  }
}
    `) as unknown as TypedDocumentString<OpsStockQuery, OpsStockQueryVariables>;
export const OpsCreateOrderDocument = new TypedDocumentString(`
    mutation OpsCreateOrder($input: CreateOrderInput!) {
  createOrder(input: $input) {
    id
    items {
      productId
      quantity
      backordered
      backorderExpectedAt
    }
  }
}
    `) as unknown as TypedDocumentString<OpsCreateOrderMutation, OpsCreateOrderMutationVariables>;
export const OpsSetBackorderPolicyDocument = new TypedDocumentString(`
    mutation OpsSetBackorderPolicy($input: SetBackorderPolicyInput!) {
  setBackorderPolicy(input: $input) {
    allowed
    limit
    promised
    expectedAt
  }
}
    `) as unknown as TypedDocumentString<OpsSetBackorderPolicyMutation, OpsSetBackorderPolicyMutationVariables>;
export const OpsReceiveStockDocument = new TypedDocumentString(`
    mutation OpsReceiveStock($input: ReceiveStockInput!) {
  receiveStock(input: $input) {
    available
    incoming
    backordered
    reserved
  }
}
    `) as unknown as TypedDocumentString<OpsReceiveStockMutation, OpsReceiveStockMutationVariables>;
export const OpsWriteOffStockDocument = new TypedDocumentString(`
    mutation OpsWriteOffStock($input: WriteOffStockInput!) {
  writeOffStock(input: $input) {
    available
    damaged
  }
}
    `) as unknown as TypedDocumentString<OpsWriteOffStockMutation, OpsWriteOffStockMutationVariables>;
export const OpsTransferStockDocument = new TypedDocumentString(`
    mutation OpsTransferStock($input: TransferStockInput!) {
  transferStock(input: $input) {
    id
    from {
      available
    }
    to {
      available
      warehouse {
        id
      }
    }
  }
}
    `) as unknown as TypedDocumentString<OpsTransferStockMutation, OpsTransferStockMutationVariables>;
export const OpsStockMovementsDocument = new TypedDocumentString(`
    query OpsStockMovements($productId: ID!, $kinds: [StockMovementKind!]) {
  stockMovements(productId: $productId, kinds: $kinds) {
    kind
    available
    reserved
    damaged
    incoming
    backordered
    reason
    actor
    reference
    warehouse {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<OpsStockMovementsQuery, OpsStockMovementsQueryVariables>;
export const OpsLowStockDocument = new TypedDocumentString(`
    query OpsLowStock {
  lowStock {
    productId
    variantId
    available
    reorderPoint
    dailySales
    suggestedReorder
    warehouse {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<OpsLowStockQuery, OpsLowStockQueryVariables>;
export const OpsNotificationsDocument = new TypedDocumentString(`
    query OpsNotifications {
  notifications(limit: 100) {
    kind
    title
    body
  }
}
    `) as unknown as TypedDocumentString<OpsNotificationsQuery, OpsNotificationsQueryVariables>;
export const OpsWebhookEventTypesDocument = new TypedDocumentString(`
    query OpsWebhookEventTypes {
  webhookEventTypes
}
    `) as unknown as TypedDocumentString<OpsWebhookEventTypesQuery, OpsWebhookEventTypesQueryVariables>;
export const VarOpsCreateProductDocument = new TypedDocumentString(`
    mutation VarOpsCreateProduct($input: CreateProductInput!) {
  createProduct(input: $input) {
    id
    variants {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<VarOpsCreateProductMutation, VarOpsCreateProductMutationVariables>;
export const VarOpsSetStockDocument = new TypedDocumentString(`
    mutation VarOpsSetStock($input: SetStockInput!) {
  setStock(input: $input) {
    variantId
    available
    incoming
  }
}
    `) as unknown as TypedDocumentString<VarOpsSetStockMutation, VarOpsSetStockMutationVariables>;
export const VarOpsReceiveStockDocument = new TypedDocumentString(`
    mutation VarOpsReceiveStock($input: ReceiveStockInput!) {
  receiveStock(input: $input) {
    productId
    variantId
    available
    incoming
    reserved
    backordered
  }
}
    `) as unknown as TypedDocumentString<VarOpsReceiveStockMutation, VarOpsReceiveStockMutationVariables>;
export const VarOpsTransferStockDocument = new TypedDocumentString(`
    mutation VarOpsTransferStock($input: TransferStockInput!) {
  transferStock(input: $input) {
    from {
      variantId
      available
    }
    to {
      variantId
      available
    }
  }
}
    `) as unknown as TypedDocumentString<VarOpsTransferStockMutation, VarOpsTransferStockMutationVariables>;
export const VarOpsStockMovementsDocument = new TypedDocumentString(`
    query VarOpsStockMovements($productId: ID!, $variantId: ID) {
  stockMovements(productId: $productId, variantId: $variantId) {
    kind
    productId
    variantId
    available
    warehouse {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<VarOpsStockMovementsQuery, VarOpsStockMovementsQueryVariables>;
export const VarOpsSetBackorderPolicyDocument = new TypedDocumentString(`
    mutation VarOpsSetBackorderPolicy($input: SetBackorderPolicyInput!) {
  setBackorderPolicy(input: $input) {
    productId
    allowed
    limit
  }
}
    `) as unknown as TypedDocumentString<VarOpsSetBackorderPolicyMutation, VarOpsSetBackorderPolicyMutationVariables>;
export const VarOpsStockDocument = new TypedDocumentString(`
    query VarOpsStock($id: ID!) {
  product(id: $id) {
    backorderPolicy {
      limit
      promised
    }
    stock {
      available
      backorderable
      status
    }
    variants {
      id
      stock {
        available
        backorderable
        status
      }
    }
  }
}
    `) as unknown as TypedDocumentString<VarOpsStockQuery, VarOpsStockQueryVariables>;
export const VarOpsCreateOrderDocument = new TypedDocumentString(`
    mutation VarOpsCreateOrder($input: CreateOrderInput!) {
  createOrder(input: $input) {
    items {
      productId
      variantId
      quantity
      backordered
      backorderExpectedAt
    }
  }
}
    `) as unknown as TypedDocumentString<VarOpsCreateOrderMutation, VarOpsCreateOrderMutationVariables>;
export const CommerceCreateOrderDocument = new TypedDocumentString(`
    mutation CommerceCreateOrder($input: CreateOrderInput!) {
  createOrder(input: $input) {
    id
    state
  }
}
    `) as unknown as TypedDocumentString<CommerceCreateOrderMutation, CommerceCreateOrderMutationVariables>;
export const CommerceOrderDocument = new TypedDocumentString(`
    query CommerceOrder($id: ID!) {
  order(id: $id) {
    state
  }
}
    `) as unknown as TypedDocumentString<CommerceOrderQuery, CommerceOrderQueryVariables>;
export const CommercePayOnceDocument = new TypedDocumentString(`
    mutation CommercePayOnce($input: PayOrderInput!) {
  payOrder(input: $input) {
    id
    status
  }
}
    `) as unknown as TypedDocumentString<CommercePayOnceMutation, CommercePayOnceMutationVariables>;
export const CommerceRefundOnceDocument = new TypedDocumentString(`
    mutation CommerceRefundOnce($input: RefundPaymentInput!) {
  refundPayment(input: $input) {
    status
    refundedAmount {
      amount
    }
    refunds {
      amount {
        amount
      }
    }
  }
}
    `) as unknown as TypedDocumentString<CommerceRefundOnceMutation, CommerceRefundOnceMutationVariables>;
export const CommerceUpdateOrderDocument = new TypedDocumentString(`
    mutation CommerceUpdateOrder($id: ID!) {
  updateOrder(id: $id, input: {status: CANCELLED}) {
    id
  }
}
    `) as unknown as TypedDocumentString<CommerceUpdateOrderMutation, CommerceUpdateOrderMutationVariables>;
export const CommerceRefundedPaymentDocument = new TypedDocumentString(`
    query CommerceRefundedPayment($id: ID!) {
  order(id: $id) {
    payment {
      status
      refundedAmount {
        amount
      }
    }
  }
}
    `) as unknown as TypedDocumentString<CommerceRefundedPaymentQuery, CommerceRefundedPaymentQueryVariables>;
export const CommerceCreateShipmentDocument = new TypedDocumentString(`
    mutation CommerceCreateShipment($input: CreateShipmentInput!) {
  createShipment(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<CommerceCreateShipmentMutation, CommerceCreateShipmentMutationVariables>;
export const CommerceShipForReturnDocument = new TypedDocumentString(`
    mutation CommerceShipForReturn($input: CreateShipmentInput!) {
  createShipment(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<CommerceShipForReturnMutation, CommerceShipForReturnMutationVariables>;
export const CommerceAddTrackingEventDocument = new TypedDocumentString(`
    mutation CommerceAddTrackingEvent($input: TrackingEventInput!) {
  addTrackingEvent(input: $input) {
    status
  }
}
    `) as unknown as TypedDocumentString<CommerceAddTrackingEventMutation, CommerceAddTrackingEventMutationVariables>;
export const CommerceOrderLinesDocument = new TypedDocumentString(`
    query CommerceOrderLines($id: ID!) {
  order(id: $id) {
    items {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<CommerceOrderLinesQuery, CommerceOrderLinesQueryVariables>;
export const CommerceReturnOrderDocument = new TypedDocumentString(`
    mutation CommerceReturnOrder($input: ReturnOrderInput!) {
  returnOrder(input: $input) {
    status
    refundAmount {
      amount
    }
    returnTrackingNumber
  }
}
    `) as unknown as TypedDocumentString<CommerceReturnOrderMutation, CommerceReturnOrderMutationVariables>;
export const CommerceReturnedOrderDocument = new TypedDocumentString(`
    query CommerceReturnedOrder($id: ID!) {
  order(id: $id) {
    state
    status
    returns {
      status
    }
    payment {
      refundedAmount {
        amount
      }
    }
  }
}
    `) as unknown as TypedDocumentString<CommerceReturnedOrderQuery, CommerceReturnedOrderQueryVariables>;
export const CommerceReturnTheRestDocument = new TypedDocumentString(`
    mutation CommerceReturnTheRest($input: ReturnOrderInput!) {
  returnOrder(input: $input) {
    status
    refundAmount {
      amount
    }
    shippingRefund {
      amount
    }
    lines {
      quantity
      refund {
        amount
      }
    }
  }
}
    `) as unknown as TypedDocumentString<CommerceReturnTheRestMutation, CommerceReturnTheRestMutationVariables>;
export const CommerceReturnOrderTwiceDocument = new TypedDocumentString(`
    mutation CommerceReturnOrderTwice($input: ReturnOrderInput!) {
  returnOrder(input: $input) {
    status
  }
}
    `) as unknown as TypedDocumentString<CommerceReturnOrderTwiceMutation, CommerceReturnOrderTwiceMutationVariables>;
export const CommerceReviewedPaymentDocument = new TypedDocumentString(`
    query CommerceReviewedPayment($id: ID!) {
  order(id: $id) {
    payment {
      id
      status
      review
      fraud {
        score
        reasons
        decision
      }
    }
  }
}
    `) as unknown as TypedDocumentString<CommerceReviewedPaymentQuery, CommerceReviewedPaymentQueryVariables>;
export const CommerceReviewPaymentDeniedDocument = new TypedDocumentString(`
    mutation CommerceReviewPaymentDenied($id: ID!) {
  reviewPayment(id: $id, approve: true) {
    status
  }
}
    `) as unknown as TypedDocumentString<CommerceReviewPaymentDeniedMutation, CommerceReviewPaymentDeniedMutationVariables>;
export const CommerceApprovePaymentDocument = new TypedDocumentString(`
    mutation CommerceApprovePayment($id: ID!) {
  reviewPayment(id: $id, approve: true) {
    review
  }
}
    `) as unknown as TypedDocumentString<CommerceApprovePaymentMutation, CommerceApprovePaymentMutationVariables>;
export const CommerceOrderPaymentDocument = new TypedDocumentString(`
    query CommerceOrderPayment($id: ID!) {
  order(id: $id) {
    payment {
      amount {
        amount
        currency
      }
      chargedAmount {
        amount
        currency
      }
      exchangeRate {
        rate
      }
    }
  }
}
    `) as unknown as TypedDocumentString<CommerceOrderPaymentQuery, CommerceOrderPaymentQueryVariables>;
export const CommercePayBadMethodDocument = new TypedDocumentString(`
    mutation CommercePayBadMethod($input: PayOrderInput!) {
  payOrder(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<CommercePayBadMethodMutation, CommercePayBadMethodMutationVariables>;
export const CommerceValidateAddressDocument = new TypedDocumentString(`
    query CommerceValidateAddress($a: AddressInput!) {
  validateAddress(address: $a) {
    valid
    address {
      postalCode
    }
  }
}
    `) as unknown as TypedDocumentString<CommerceValidateAddressQuery, CommerceValidateAddressQueryVariables>;
export const CommerceStartCartDocument = new TypedDocumentString(`
    mutation CommerceStartCart($input: CartLineInput!) {
  addToCart(input: $input) {
    ...CommerceCart
  }
}
    fragment CommerceCart on Cart {
  id
  token
  itemCount
  subtotal {
    amount
  }
  lines {
    productId
    quantity
    unitPrice {
      amount
    }
    available
    product {
      stock {
        available
      }
    }
  }
}`) as unknown as TypedDocumentString<CommerceStartCartMutation, CommerceStartCartMutationVariables>;
export const CommerceAddToCartDocument = new TypedDocumentString(`
    mutation CommerceAddToCart($input: CartLineInput!) {
  addToCart(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<CommerceAddToCartMutation, CommerceAddToCartMutationVariables>;
export const CommerceUpdateCartLineDocument = new TypedDocumentString(`
    mutation CommerceUpdateCartLine($input: CartLineInput!) {
  updateCartLine(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<CommerceUpdateCartLineMutation, CommerceUpdateCartLineMutationVariables>;
export const CommerceCartByTokenDocument = new TypedDocumentString(`
    query CommerceCartByToken($t: String) {
  cart(token: $t) {
    ...CommerceCart
  }
}
    fragment CommerceCart on Cart {
  id
  token
  itemCount
  subtotal {
    amount
  }
  lines {
    productId
    quantity
    unitPrice {
      amount
    }
    available
    product {
      stock {
        available
      }
    }
  }
}`) as unknown as TypedDocumentString<CommerceCartByTokenQuery, CommerceCartByTokenQueryVariables>;
export const CommerceShopperAddsToCartDocument = new TypedDocumentString(`
    mutation CommerceShopperAddsToCart($input: CartLineInput!) {
  addToCart(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<CommerceShopperAddsToCartMutation, CommerceShopperAddsToCartMutationVariables>;
export const CommerceMergeCartDocument = new TypedDocumentString(`
    mutation CommerceMergeCart($t: String!) {
  mergeCart(cartToken: $t) {
    ...CommerceCart
  }
}
    fragment CommerceCart on Cart {
  id
  token
  itemCount
  subtotal {
    amount
  }
  lines {
    productId
    quantity
    unitPrice {
      amount
    }
    available
    product {
      stock {
        available
      }
    }
  }
}`) as unknown as TypedDocumentString<CommerceMergeCartMutation, CommerceMergeCartMutationVariables>;
export const CommerceCartDocument = new TypedDocumentString(`
    query CommerceCart($t: String) {
  cart(token: $t) {
    id
  }
}
    `) as unknown as TypedDocumentString<CommerceCartQuery, CommerceCartQueryVariables>;
export const CommerceUpdateProductDocument = new TypedDocumentString(`
    mutation CommerceUpdateProduct($id: ID!) {
  updateProduct(id: $id, input: {price: "45.00"}) {
    id
  }
}
    `) as unknown as TypedDocumentString<CommerceUpdateProductMutation, CommerceUpdateProductMutationVariables>;
export const CommerceCheckoutDocument = new TypedDocumentString(`
    mutation CommerceCheckout($input: CheckoutInput!) {
  checkout(input: $input) {
    id
    total
    items {
      quantity
    }
  }
}
    `) as unknown as TypedDocumentString<CommerceCheckoutMutation, CommerceCheckoutMutationVariables>;
export const CommerceCartAfterCheckoutDocument = new TypedDocumentString(`
    query CommerceCartAfterCheckout {
  cart {
    lines {
      productId
    }
  }
}
    `) as unknown as TypedDocumentString<CommerceCartAfterCheckoutQuery, CommerceCartAfterCheckoutQueryVariables>;
export const CommerceAddToCartStartedDocument = new TypedDocumentString(`
    mutation CommerceAddToCartStarted($input: CartLineInput!) {
  addToCart(input: $input) {
    token
  }
}
    `) as unknown as TypedDocumentString<CommerceAddToCartStartedMutation, CommerceAddToCartStartedMutationVariables>;
export const CommerceAnonymousAddsToCartDocument = new TypedDocumentString(`
    mutation CommerceAnonymousAddsToCart($input: CartLineInput!) {
  addToCart(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<CommerceAnonymousAddsToCartMutation, CommerceAnonymousAddsToCartMutationVariables>;
export const CommerceRemoveFromCartDocument = new TypedDocumentString(`
    mutation CommerceRemoveFromCart($p: ID!, $t: String) {
  removeFromCart(productId: $p, cartToken: $t) {
    itemCount
    lines {
      productId
    }
  }
}
    `) as unknown as TypedDocumentString<CommerceRemoveFromCartMutation, CommerceRemoveFromCartMutationVariables>;
export const CommerceCheckoutCheckoutDocument = new TypedDocumentString(`
    mutation CommerceCheckoutCheckout($input: CheckoutInput!) {
  checkout(input: $input) {
    total
    items {
      productId
      quantity
    }
  }
}
    `) as unknown as TypedDocumentString<CommerceCheckoutCheckoutMutation, CommerceCheckoutCheckoutMutationVariables>;
export const CommerceCartAfterTokenCheckoutDocument = new TypedDocumentString(`
    query CommerceCartAfterTokenCheckout {
  cart {
    lines {
      productId
    }
  }
}
    `) as unknown as TypedDocumentString<CommerceCartAfterTokenCheckoutQuery, CommerceCartAfterTokenCheckoutQueryVariables>;
export const CommerceAddToCartCartDocument = new TypedDocumentString(`
    mutation CommerceAddToCartCart($input: CartLineInput!) {
  addToCart(input: $input) {
    id
    expiresAt
  }
}
    `) as unknown as TypedDocumentString<CommerceAddToCartCartMutation, CommerceAddToCartCartMutationVariables>;
export const CommerceExpiredCartDocument = new TypedDocumentString(`
    query CommerceExpiredCart {
  cart {
    id
  }
}
    `) as unknown as TypedDocumentString<CommerceExpiredCartQuery, CommerceExpiredCartQueryVariables>;
export const CommerceAddToCartFreshDocument = new TypedDocumentString(`
    mutation CommerceAddToCartFresh($input: CartLineInput!) {
  addToCart(input: $input) {
    itemCount
  }
}
    `) as unknown as TypedDocumentString<CommerceAddToCartFreshMutation, CommerceAddToCartFreshMutationVariables>;
export const CommerceRepriceProductDocument = new TypedDocumentString(`
    mutation CommerceRepriceProduct($id: ID!) {
  updateProduct(id: $id, input: {price: "13.00"}) {
    id
  }
}
    `) as unknown as TypedDocumentString<CommerceRepriceProductMutation, CommerceRepriceProductMutationVariables>;
export const CommerceRenameProductDocument = new TypedDocumentString(`
    mutation CommerceRenameProduct($id: ID!) {
  updateProduct(id: $id, input: {name: "Evented Armchair"}) {
    id
  }
}
    `) as unknown as TypedDocumentString<CommerceRenameProductMutation, CommerceRenameProductMutationVariables>;
export const CrashCreateOrderDocument = new TypedDocumentString(`
    mutation CrashCreateOrder($input: CreateOrderInput!) {
  createOrder(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<CrashCreateOrderMutation, CrashCreateOrderMutationVariables>;
export const LifecycleCreateOrderDocument = new TypedDocumentString(`
    mutation LifecycleCreateOrder($input: CreateOrderInput!) {
  createOrder(input: $input) {
    id
    status
    state
  }
}
    `) as unknown as TypedDocumentString<LifecycleCreateOrderMutation, LifecycleCreateOrderMutationVariables>;
export const LifecycleWatchMineDocument = new TypedDocumentString(`
    subscription LifecycleWatchMine {
  myOrderStatusChanged {
    id
    status
    state
    total
    user {
      id
      email
    }
    items {
      quantity
      product {
        name
        stock {
          available
          reserved
        }
      }
    }
    payment {
      status
    }
  }
}
    `) as unknown as TypedDocumentString<LifecycleWatchMineSubscription, LifecycleWatchMineSubscriptionVariables>;
export const LifecycleOrderStatusChangedDocument = new TypedDocumentString(`
    subscription LifecycleOrderStatusChanged($id: ID!) {
  orderStatusChanged(orderId: $id) {
    status
    payment {
      status
    }
  }
}
    `) as unknown as TypedDocumentString<LifecycleOrderStatusChangedSubscription, LifecycleOrderStatusChangedSubscriptionVariables>;
export const LifecycleShippingRatesDocument = new TypedDocumentString(`
    query LifecycleShippingRates($a: AddressInput!) {
  shippingRates(address: $a, items: 2) {
    carrier
    service
    amount {
      amount
    }
  }
}
    `) as unknown as TypedDocumentString<LifecycleShippingRatesQuery, LifecycleShippingRatesQueryVariables>;
export const LifecycleCreateShipmentDocument = new TypedDocumentString(`
    mutation LifecycleCreateShipment($input: CreateShipmentInput!) {
  createShipment(input: $input) {
    id
    trackingNumber
    status
  }
}
    `) as unknown as TypedDocumentString<LifecycleCreateShipmentMutation, LifecycleCreateShipmentMutationVariables>;
export const LifecycleAddTrackingEventDocument = new TypedDocumentString(`
    mutation LifecycleAddTrackingEvent($input: TrackingEventInput!) {
  addTrackingEvent(input: $input) {
    status
  }
}
    `) as unknown as TypedDocumentString<LifecycleAddTrackingEventMutation, LifecycleAddTrackingEventMutationVariables>;
export const LifecycleOrderDocument = new TypedDocumentString(`
    query LifecycleOrder($id: ID!) {
  order(id: $id) {
    history {
      toState
      actor
    }
    shipments {
      status
      actualDelivery
      events {
        status
      }
    }
  }
}
    `) as unknown as TypedDocumentString<LifecycleOrderQuery, LifecycleOrderQueryVariables>;
export const LifecycleNotificationsDocument = new TypedDocumentString(`
    query LifecycleNotifications {
  notifications(limit: 50) {
    kind
    read
  }
}
    `) as unknown as TypedDocumentString<LifecycleNotificationsQuery, LifecycleNotificationsQueryVariables>;
export const LifecycleMyOrderStatusChangedDocument = new TypedDocumentString(`
    subscription LifecycleMyOrderStatusChanged {
  myOrderStatusChanged {
    id
    status
    state
  }
}
    `) as unknown as TypedDocumentString<LifecycleMyOrderStatusChangedSubscription, LifecycleMyOrderStatusChangedSubscriptionVariables>;
export const LifecycleOrderPaymentDocument = new TypedDocumentString(`
    query LifecycleOrderPayment($id: ID!) {
  order(id: $id) {
    payment {
      status
      attempts {
        number
        outcome
      }
    }
  }
}
    `) as unknown as TypedDocumentString<LifecycleOrderPaymentQuery, LifecycleOrderPaymentQueryVariables>;
export const LifecycleRetriedPaymentDocument = new TypedDocumentString(`
    query LifecycleRetriedPayment($id: ID!) {
  order(id: $id) {
    state
    payment {
      attempts {
        outcome
      }
    }
  }
}
    `) as unknown as TypedDocumentString<LifecycleRetriedPaymentQuery, LifecycleRetriedPaymentQueryVariables>;
export const LifecycleWatchWithoutCredentialDocument = new TypedDocumentString(`
    subscription LifecycleWatchWithoutCredential {
  myOrderStatusChanged {
    id
  }
}
    `) as unknown as TypedDocumentString<LifecycleWatchWithoutCredentialSubscription, LifecycleWatchWithoutCredentialSubscriptionVariables>;
export const LifecycleOrderStatusChangedRefusedDocument = new TypedDocumentString(`
    subscription LifecycleOrderStatusChangedRefused($id: ID!) {
  orderStatusChanged(orderId: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<LifecycleOrderStatusChangedRefusedSubscription, LifecycleOrderStatusChangedRefusedSubscriptionVariables>;
export const LifecycleOrderStatusChangedWatchedDocument = new TypedDocumentString(`
    subscription LifecycleOrderStatusChangedWatched($id: ID!) {
  orderStatusChanged(orderId: $id) {
    status
  }
}
    `) as unknown as TypedDocumentString<LifecycleOrderStatusChangedWatchedSubscription, LifecycleOrderStatusChangedWatchedSubscriptionVariables>;
export const LifecycleUpdateOrderDocument = new TypedDocumentString(`
    mutation LifecycleUpdateOrder($id: ID!) {
  updateOrder(id: $id, input: {status: CANCELLED}) {
    id
  }
}
    `) as unknown as TypedDocumentString<LifecycleUpdateOrderMutation, LifecycleUpdateOrderMutationVariables>;
export const LifecycleWatchCostPriceDocument = new TypedDocumentString(`
    subscription LifecycleWatchCostPrice($id: ID!) {
  orderStatusChanged(orderId: $id) {
    status
    items {
      product {
        name
        costPrice
      }
    }
  }
}
    `) as unknown as TypedDocumentString<LifecycleWatchCostPriceSubscription, LifecycleWatchCostPriceSubscriptionVariables>;
export const LifecycleCancelWatchedOrderDocument = new TypedDocumentString(`
    mutation LifecycleCancelWatchedOrder($id: ID!) {
  updateOrder(id: $id, input: {status: CANCELLED}) {
    id
  }
}
    `) as unknown as TypedDocumentString<LifecycleCancelWatchedOrderMutation, LifecycleCancelWatchedOrderMutationVariables>;
export const LifecycleWatchEverywhereDocument = new TypedDocumentString(`
    subscription LifecycleWatchEverywhere($id: ID!) {
  orderStatusChanged(orderId: $id) {
    status
  }
}
    `) as unknown as TypedDocumentString<LifecycleWatchEverywhereSubscription, LifecycleWatchEverywhereSubscriptionVariables>;
export const LifecycleCancelElsewhereDocument = new TypedDocumentString(`
    mutation LifecycleCancelElsewhere($id: ID!) {
  updateOrder(id: $id, input: {status: CANCELLED}) {
    id
  }
}
    `) as unknown as TypedDocumentString<LifecycleCancelElsewhereMutation, LifecycleCancelElsewhereMutationVariables>;
export const LifecycleSubscriptionFieldsDocument = new TypedDocumentString(`
    query LifecycleSubscriptionFields {
  __schema {
    subscriptionType {
      fields {
        name
      }
    }
  }
}
    `) as unknown as TypedDocumentString<LifecycleSubscriptionFieldsQuery, LifecycleSubscriptionFieldsQueryVariables>;
export const LifecycleMyOrderStatusChangedOverHttpDocument = new TypedDocumentString(`
    subscription LifecycleMyOrderStatusChangedOverHttp {
  myOrderStatusChanged {
    id
  }
}
    `) as unknown as TypedDocumentString<LifecycleMyOrderStatusChangedOverHttpSubscription, LifecycleMyOrderStatusChangedOverHttpSubscriptionVariables>;
export const NatsMyOrderStatusChangedDocument = new TypedDocumentString(`
    subscription NatsMyOrderStatusChanged {
  myOrderStatusChanged {
    id
    status
  }
}
    `) as unknown as TypedDocumentString<NatsMyOrderStatusChangedSubscription, NatsMyOrderStatusChangedSubscriptionVariables>;
export const NatsCreateOrderDocument = new TypedDocumentString(`
    mutation NatsCreateOrder($input: CreateOrderInput!) {
  createOrder(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<NatsCreateOrderMutation, NatsCreateOrderMutationVariables>;
export const NatsNotificationsDocument = new TypedDocumentString(`
    query NatsNotifications {
  notifications {
    kind
  }
}
    `) as unknown as TypedDocumentString<NatsNotificationsQuery, NatsNotificationsQueryVariables>;
export const SubscriptionStartCreateOrderDocument = new TypedDocumentString(`
    mutation SubscriptionStartCreateOrder($input: CreateOrderInput!) {
  createOrder(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<SubscriptionStartCreateOrderMutation, SubscriptionStartCreateOrderMutationVariables>;
export const SubscriptionStartOrderStatusChangedDocument = new TypedDocumentString(`
    subscription SubscriptionStartOrderStatusChanged($id: ID!) {
  orderStatusChanged(orderId: $id) {
    status
    eventSequence
  }
}
    `) as unknown as TypedDocumentString<SubscriptionStartOrderStatusChangedSubscription, SubscriptionStartOrderStatusChangedSubscriptionVariables>;
export const SubscriptionStartMyOrderStatusChangedDocument = new TypedDocumentString(`
    subscription SubscriptionStartMyOrderStatusChanged {
  myOrderStatusChanged {
    id
    status
    eventSequence
  }
}
    `) as unknown as TypedDocumentString<SubscriptionStartMyOrderStatusChangedSubscription, SubscriptionStartMyOrderStatusChangedSubscriptionVariables>;
export const SubscriptionStartUpdateOrderDocument = new TypedDocumentString(`
    mutation SubscriptionStartUpdateOrder($id: ID!) {
  updateOrder(id: $id, input: {status: CANCELLED}) {
    id
  }
}
    `) as unknown as TypedDocumentString<SubscriptionStartUpdateOrderMutation, SubscriptionStartUpdateOrderMutationVariables>;
export const MediaImagesDocument = new TypedDocumentString(`
    query MediaImages($id: ID!) {
  product(id: $id) {
    images {
      url
      alt
      primary
      thumbnails {
        width
        height
        url
      }
    }
  }
}
    `) as unknown as TypedDocumentString<MediaImagesQuery, MediaImagesQueryVariables>;
export const AddItemAddOrderItemDocument = new TypedDocumentString(`
    mutation AddItemAddOrderItem($id: ID!, $item: OrderItemInput!, $key: String) {
  addOrderItem(orderId: $id, item: $item, idempotencyKey: $key) {
    id
    total
    status
    items {
      name
      quantity
      lineTotal
    }
  }
}
    `) as unknown as TypedDocumentString<AddItemAddOrderItemMutation, AddItemAddOrderItemMutationVariables>;
export const AddItemUpdateOrderDocument = new TypedDocumentString(`
    mutation AddItemUpdateOrder($id: ID!) {
  updateOrder(id: $id, input: {status: CANCELLED}) {
    status
  }
}
    `) as unknown as TypedDocumentString<AddItemUpdateOrderMutation, AddItemUpdateOrderMutationVariables>;
export const AddItemPayOrderDocument = new TypedDocumentString(`
    mutation AddItemPayOrder($input: PayOrderInput!) {
  payOrder(input: $input) {
    id
    amount {
      amount
    }
  }
}
    `) as unknown as TypedDocumentString<AddItemPayOrderMutation, AddItemPayOrderMutationVariables>;
export const AddItemOrderStateDocument = new TypedDocumentString(`
    query AddItemOrderState($id: ID!) {
  order(id: $id) {
    state
    total
    payment {
      status
      amount {
        amount
      }
    }
  }
}
    `) as unknown as TypedDocumentString<AddItemOrderStateQuery, AddItemOrderStateQueryVariables>;
export const AddItemOrderDocument = new TypedDocumentString(`
    query AddItemOrder($id: ID!) {
  order(id: $id) {
    history {
      fromState
      toState
      reason
      eventId
    }
  }
}
    `) as unknown as TypedDocumentString<AddItemOrderQuery, AddItemOrderQueryVariables>;
export const AddItemOrderOrderDocument = new TypedDocumentString(`
    query AddItemOrderOrder($id: ID!) {
  order(id: $id) {
    total
    items {
      name
    }
  }
}
    `) as unknown as TypedDocumentString<AddItemOrderOrderQuery, AddItemOrderOrderQueryVariables>;
export const AddItemUpdateUserDocument = new TypedDocumentString(`
    mutation AddItemUpdateUser($id: ID!) {
  updateUser(id: $id, input: {status: INACTIVE}) {
    id
  }
}
    `) as unknown as TypedDocumentString<AddItemUpdateUserMutation, AddItemUpdateUserMutationVariables>;
export const AddItemSortedUsersDocument = new TypedDocumentString(`
    query AddItemSortedUsers($s: String, $o: UserOrder, $st: CustomerStatus) {
  users(search: $s, orderBy: $o, status: $st) {
    name
  }
}
    `) as unknown as TypedDocumentString<AddItemSortedUsersQuery, AddItemSortedUsersQueryVariables>;
export const AddItemSortedOrdersDocument = new TypedDocumentString(`
    query AddItemSortedOrders($u: ID!, $o: OrderOrder) {
  orders(userId: $u, orderBy: $o) {
    total
  }
}
    `) as unknown as TypedDocumentString<AddItemSortedOrdersQuery, AddItemSortedOrdersQueryVariables>;
export const CouponsCreateCouponDocument = new TypedDocumentString(`
    mutation CouponsCreateCoupon($input: CouponInput!) {
  createCoupon(input: $input) {
    id
    code
    remainingUses
  }
}
    `) as unknown as TypedDocumentString<CouponsCreateCouponMutation, CouponsCreateCouponMutationVariables>;
export const CouponsCouponDocument = new TypedDocumentString(`
    query CouponsCoupon($code: String!) {
  coupon(code: $code) {
    uses
    remainingUses
  }
}
    `) as unknown as TypedDocumentString<CouponsCouponQuery, CouponsCouponQueryVariables>;
export const CouponsCreateOrderDocument = new TypedDocumentString(`
    mutation CouponsCreateOrder($input: CreateOrderInput!) {
  createOrder(input: $input) {
    id
    couponCode
    amounts {
      subtotal {
        amount
      }
      discounts {
        amount
      }
      total {
        amount
      }
    }
    discounts {
      kind
      name
      amount {
        amount
      }
    }
    items {
      discountAmount
    }
  }
}
    `) as unknown as TypedDocumentString<CouponsCreateOrderMutation, CouponsCreateOrderMutationVariables>;
export const CouponsCancelOrderDocument = new TypedDocumentString(`
    mutation CouponsCancelOrder($id: ID!) {
  updateOrder(id: $id, input: {status: CANCELLED}) {
    status
  }
}
    `) as unknown as TypedDocumentString<CouponsCancelOrderMutation, CouponsCancelOrderMutationVariables>;
export const InsightsSalesFiguresDocument = new TypedDocumentString(`
    query InsightsSalesFigures($from: DateTime!, $to: DateTime!) {
  salesAnalytics(from: $from, to: $to) {
    orders
    revenue {
      amount
      currency
    }
    averageOrderValue {
      amount
    }
    daily {
      at
      orders
      revenue {
        amount
      }
    }
    series(metric: REVENUE) {
      at
      value
    }
    byProduct(limit: 10) {
      productId
      orders
      units
      revenue {
        amount
      }
      product {
        id
        name
      }
    }
    byCategory {
      categoryId
      orders
      revenue {
        amount
      }
    }
    funnel {
      carts
      checkouts
      paid
      paidRate
    }
    refundsAndReturns {
      refunds
      refunded {
        amount
      }
      returns
    }
  }
}
    `) as unknown as TypedDocumentString<InsightsSalesFiguresQuery, InsightsSalesFiguresQueryVariables>;
export const InsightsTogetherDocument = new TypedDocumentString(`
    query InsightsTogether($id: ID!, $all: Boolean) {
  product(id: $id) {
    frequentlyBoughtTogether(includeUnavailable: $all) {
      id
      name
    }
    similarProducts(limit: 3, includeUnavailable: $all) {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<InsightsTogetherQuery, InsightsTogetherQueryVariables>;
export const InsightsForMeDocument = new TypedDocumentString(`
    query InsightsForMe {
  me {
    id
    recommendedProducts(limit: 5) {
      id
      name
    }
  }
}
    `) as unknown as TypedDocumentString<InsightsForMeQuery, InsightsForMeQueryVariables>;
export const InsightsRebuildDocument = new TypedDocumentString(`
    mutation InsightsRebuild {
  rebuildInsights {
    generation
    rebuilding
    rebuildStartedAt
  }
}
    `) as unknown as TypedDocumentString<InsightsRebuildMutation, InsightsRebuildMutationVariables>;
export const InsightsStatusDocument = new TypedDocumentString(`
    query InsightsStatus {
  insightsStatus {
    generation
    rebuilding
    lastRebuild {
      generation
      orders
    }
  }
}
    `) as unknown as TypedDocumentString<InsightsStatusQuery, InsightsStatusQueryVariables>;
export const InsightsCreateShipmentDocument = new TypedDocumentString(`
    mutation InsightsCreateShipment($input: CreateShipmentInput!) {
  createShipment(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<InsightsCreateShipmentMutation, InsightsCreateShipmentMutationVariables>;
export const InsightsTrackDocument = new TypedDocumentString(`
    mutation InsightsTrack($input: TrackingEventInput!) {
  addTrackingEvent(input: $input) {
    status
  }
}
    `) as unknown as TypedDocumentString<InsightsTrackMutation, InsightsTrackMutationVariables>;
export const InsightsOrderStateDocument = new TypedDocumentString(`
    query InsightsOrderState($id: ID!) {
  order(id: $id) {
    state
  }
}
    `) as unknown as TypedDocumentString<InsightsOrderStateQuery, InsightsOrderStateQueryVariables>;
export const InsightsProductStatusDocument = new TypedDocumentString(`
    mutation InsightsProductStatus($id: ID!) {
  updateProduct(id: $id, input: {status: DISCONTINUED}) {
    status
  }
}
    `) as unknown as TypedDocumentString<InsightsProductStatusMutation, InsightsProductStatusMutationVariables>;
export const InsightsStockLevelsDocument = new TypedDocumentString(`
    query InsightsStockLevels($id: ID!) {
  stockLevels(productId: $id) {
    warehouse {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<InsightsStockLevelsQuery, InsightsStockLevelsQueryVariables>;
export const ParcelsOrderDocument = new TypedDocumentString(`
    query ParcelsOrder($id: ID!) {
  order(id: $id) {
    state
    amounts {
      shipping {
        amount
      }
    }
    shipping {
      rate {
        amount
      }
    }
    items {
      id
      quantity
      allocations {
        warehouseId
        warehouse {
          code
        }
        quantity
        backordered
      }
    }
    pendingShipments {
      warehouseId
      lines {
        orderItemId
        quantity
      }
    }
    shipments {
      id
      warehouseId
      warehouse {
        code
      }
      status
      lines {
        orderItemId
        quantity
      }
      cost {
        amount
      }
      charged {
        amount
      }
    }
    history {
      from
      to
    }
  }
}
    `) as unknown as TypedDocumentString<ParcelsOrderQuery, ParcelsOrderQueryVariables>;
export const ParcelsCreateShipmentsDocument = new TypedDocumentString(`
    mutation ParcelsCreateShipments($input: CreateShipmentsInput!) {
  createShipments(input: $input) {
    id
    warehouseId
  }
}
    `) as unknown as TypedDocumentString<ParcelsCreateShipmentsMutation, ParcelsCreateShipmentsMutationVariables>;
export const ParcelsCreateShipmentDocument = new TypedDocumentString(`
    mutation ParcelsCreateShipment($input: CreateShipmentInput!) {
  createShipment(input: $input) {
    id
    warehouseId
    carrier
    service
  }
}
    `) as unknown as TypedDocumentString<ParcelsCreateShipmentMutation, ParcelsCreateShipmentMutationVariables>;
export const ParcelsTrackDocument = new TypedDocumentString(`
    mutation ParcelsTrack($input: TrackingEventInput!) {
  addTrackingEvent(input: $input) {
    status
  }
}
    `) as unknown as TypedDocumentString<ParcelsTrackMutation, ParcelsTrackMutationVariables>;
export const PortalAdminNameDocument = new TypedDocumentString(`
    query PortalAdminName {
  me {
    name
  }
}
    `) as unknown as TypedDocumentString<PortalAdminNameQuery, PortalAdminNameQueryVariables>;
export const PortalCreateApiKeyDocument = new TypedDocumentString(`
    mutation PortalCreateApiKey($name: String!) {
  createApiKey(input: {name: $name, scopes: ["read"]}) {
    key
    apiKey {
      id
      tier
    }
  }
}
    `) as unknown as TypedDocumentString<PortalCreateApiKeyMutation, PortalCreateApiKeyMutationVariables>;
export const PortalUsageReportDocument = new TypedDocumentString(`
    query PortalUsageReport($keyId: ID) {
  usageReport(window: LAST_HOUR, keyId: $keyId) {
    requests
    errors
    errorRate
    p50Ms
    p95Ms
    p99Ms
    statusCodes {
      status
      count
    }
    topEndpoints {
      endpoint
      requests
    }
    series {
      at
      requests
    }
  }
}
    `) as unknown as TypedDocumentString<PortalUsageReportQuery, PortalUsageReportQueryVariables>;
export const PortalEndpointMetricsDocument = new TypedDocumentString(`
    query PortalEndpointMetrics {
  endpointMetrics(window: LAST_HOUR) {
    endpoint
    requests
    p95Ms
    p99Ms
    errorRate
    clients {
      client
      requests
    }
    keys {
      keyId
      name
      requests
    }
  }
  topApiKeys(window: LAST_HOUR) {
    keyId
    requests
  }
}
    `) as unknown as TypedDocumentString<PortalEndpointMetricsQuery, PortalEndpointMetricsQueryVariables>;
export const PortalRequestPlanChangeDocument = new TypedDocumentString(`
    mutation PortalRequestPlanChange($keyId: ID!, $tier: RateLimitTier!, $note: String) {
  requestPlanChange(keyId: $keyId, tier: $tier, note: $note) {
    id
    keyId
    keyName
    fromTier
    toTier
    status
    note
    requestedAt
  }
}
    `) as unknown as TypedDocumentString<PortalRequestPlanChangeMutation, PortalRequestPlanChangeMutationVariables>;
export const PortalDecidePlanChangeDocument = new TypedDocumentString(`
    mutation PortalDecidePlanChange($id: ID!, $approve: Boolean!, $reason: String) {
  decidePlanChange(id: $id, approve: $approve, reason: $reason) {
    id
    status
    decidedAt
    decidedBy
    reason
  }
}
    `) as unknown as TypedDocumentString<PortalDecidePlanChangeMutation, PortalDecidePlanChangeMutationVariables>;
export const PortalPlanChangesDocument = new TypedDocumentString(`
    query PortalPlanChanges($status: PlanChangeStatus) {
  planChangeRequests(status: $status) {
    id
    keyId
    status
  }
}
    `) as unknown as TypedDocumentString<PortalPlanChangesQuery, PortalPlanChangesQueryVariables>;
export const PortalPlansDocument = new TypedDocumentString(`
    query PortalPlans {
  plans {
    tier
    name
    requestsPerMinute
    description
  }
}
    `) as unknown as TypedDocumentString<PortalPlansQuery, PortalPlansQueryVariables>;
export const PortalCancelPlanChangeDocument = new TypedDocumentString(`
    mutation PortalCancelPlanChange($id: ID!) {
  cancelPlanChange(id: $id) {
    status
  }
}
    `) as unknown as TypedDocumentString<PortalCancelPlanChangeMutation, PortalCancelPlanChangeMutationVariables>;
export const PortalSetApiKeyPolicyDocument = new TypedDocumentString(`
    mutation PortalSetApiKeyPolicy($days: Int) {
  setApiKeyPolicy(maxAgeDays: $days) {
    maxAgeDays
  }
}
    `) as unknown as TypedDocumentString<PortalSetApiKeyPolicyMutation, PortalSetApiKeyPolicyMutationVariables>;
export const PortalKeysRotationDocument = new TypedDocumentString(`
    query PortalKeysRotation {
  apiKeys {
    id
    rotationDue
  }
}
    `) as unknown as TypedDocumentString<PortalKeysRotationQuery, PortalKeysRotationQueryVariables>;
export const PortalMyKeyPolicyDocument = new TypedDocumentString(`
    query PortalMyKeyPolicy {
  me {
    apiKeyPolicy {
      maxAgeDays
    }
  }
}
    `) as unknown as TypedDocumentString<PortalMyKeyPolicyQuery, PortalMyKeyPolicyQueryVariables>;
export const PortalCreateOAuthClientDocument = new TypedDocumentString(`
    mutation PortalCreateOAuthClient($input: CreateOAuthClientInput!) {
  createOAuthClient(input: $input) {
    clientSecret
    client {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<PortalCreateOAuthClientMutation, PortalCreateOAuthClientMutationVariables>;
export const PortalUpdateOAuthClientDocument = new TypedDocumentString(`
    mutation PortalUpdateOAuthClient($clientId: ID!, $input: UpdateOAuthClientInput!) {
  updateOAuthClient(clientId: $clientId, input: $input) {
    id
    name
    redirectUris
    allowedScopes
  }
}
    `) as unknown as TypedDocumentString<PortalUpdateOAuthClientMutation, PortalUpdateOAuthClientMutationVariables>;
export const PortalRotateOAuthClientSecretDocument = new TypedDocumentString(`
    mutation PortalRotateOAuthClientSecret($clientId: ID!, $overlap: Int) {
  rotateOAuthClientSecret(clientId: $clientId, overlapSeconds: $overlap) {
    clientId
    clientSecret
    previousSecretExpiresAt
  }
}
    `) as unknown as TypedDocumentString<PortalRotateOAuthClientSecretMutation, PortalRotateOAuthClientSecretMutationVariables>;
export const PortalClientWhoAmIDocument = new TypedDocumentString(`
    query PortalClientWhoAmI {
  me {
    id
  }
}
    `) as unknown as TypedDocumentString<PortalClientWhoAmIQuery, PortalClientWhoAmIQueryVariables>;
export const SalesPageFiguresDocument = new TypedDocumentString(`
    query SalesPageFigures($from: DateTime!, $to: DateTime!) {
  salesAnalytics(from: $from, to: $to, currency: "USD") {
    orders
    ordersPlaced
    currencies
    revenue {
      amount
    }
    averageOrderValue {
      amount
    }
    refunded {
      amount
    }
    netRevenue {
      amount
    }
    daily {
      at
      orders
      ordersPlaced
      revenue {
        amount
      }
    }
    byCategory {
      name
      orders
      units
      revenue {
        amount
      }
    }
    byProduct(limit: 10) {
      product {
        name
      }
      orders
      units
      revenue {
        amount
      }
    }
    funnel {
      carts
      checkouts
      paid
      checkoutRate
      paidRate
    }
    refundsAndReturns {
      refunds
      refunded {
        amount
      }
      returns
      unitsReturned
      returnRefunds {
        amount
      }
    }
  }
}
    `) as unknown as TypedDocumentString<SalesPageFiguresQuery, SalesPageFiguresQueryVariables>;
export const SalesPageSearchesDocument = new TypedDocumentString(`
    query SalesPageSearches($from: DateTime!, $to: DateTime!) {
  searchQueryReport(from: $from, to: $to, limit: 10) {
    totalSearches
    zeroResultSearches
    topQueries {
      query
      searches
      zeroResults
    }
    zeroResultQueries {
      query
      searches
    }
  }
}
    `) as unknown as TypedDocumentString<SalesPageSearchesQuery, SalesPageSearchesQueryVariables>;
export const SalesPageCategoryDocument = new TypedDocumentString(`
    mutation SalesPageCategory {
  createCategory(input: {name: "Lighting", slug: "lighting"}) {
    id
  }
}
    `) as unknown as TypedDocumentString<SalesPageCategoryMutation, SalesPageCategoryMutationVariables>;
export const SalesPageAddToCartDocument = new TypedDocumentString(`
    mutation SalesPageAddToCart($input: CartLineInput!) {
  addToCart(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<SalesPageAddToCartMutation, SalesPageAddToCartMutationVariables>;
export const SalesPagePaymentDocument = new TypedDocumentString(`
    query SalesPagePayment($id: ID!) {
  order(id: $id) {
    state
    payment {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<SalesPagePaymentQuery, SalesPagePaymentQueryVariables>;
export const SalesPageRefundDocument = new TypedDocumentString(`
    mutation SalesPageRefund($input: RefundPaymentInput!) {
  refundPayment(input: $input) {
    status
  }
}
    `) as unknown as TypedDocumentString<SalesPageRefundMutation, SalesPageRefundMutationVariables>;
export const SalesPageSearchDocument = new TypedDocumentString(`
    query SalesPageSearch($input: ProductSearchInput!) {
  productSearch(input: $input) {
    total
  }
}
    `) as unknown as TypedDocumentString<SalesPageSearchQuery, SalesPageSearchQueryVariables>;
export const ConcurrencyProductDocument = new TypedDocumentString(`
    query ConcurrencyProduct($id: ID!) {
  product(id: $id) {
    stock {
      available
      status
    }
  }
}
    `) as unknown as TypedDocumentString<ConcurrencyProductQuery, ConcurrencyProductQueryVariables>;
export const DataloaderOrdersQueryDocument = new TypedDocumentString(`
    query DataloaderOrdersQuery($limit: Int!) {
  orders(limit: $limit) {
    id
    total
    status
    user {
      id
      name
      email
    }
    items {
      quantity
      unitPrice
      product {
        id
        name
        sku
        price {
          amount
        }
        stock {
          available
          status
        }
        stockLevels {
          available
          warehouse {
            code
          }
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<DataloaderOrdersQueryQuery, DataloaderOrdersQueryQueryVariables>;
export const DataloaderOrdersDocument = new TypedDocumentString(`
    query DataloaderOrders {
  orders(limit: 1) {
    id
  }
}
    `) as unknown as TypedDocumentString<DataloaderOrdersQuery, DataloaderOrdersQueryVariables>;
export const DataloaderOrderDocument = new TypedDocumentString(`
    query DataloaderOrder($id: ID!) {
  order(id: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<DataloaderOrderQuery, DataloaderOrderQueryVariables>;
export const DataloaderOrderBothDocument = new TypedDocumentString(`
    query DataloaderOrderBoth($a: ID!, $b: ID!) {
  a: order(id: $a) {
    id
  }
  b: order(id: $b) {
    id
  }
}
    `) as unknown as TypedDocumentString<DataloaderOrderBothQuery, DataloaderOrderBothQueryVariables>;
export const DataloaderIndexKeyDocument = new TypedDocumentString(`
    mutation DataloaderIndexKey {
  createApiKey(input: {name: "index check", scopes: ["read"]}) {
    key
  }
}
    `) as unknown as TypedDocumentString<DataloaderIndexKeyMutation, DataloaderIndexKeyMutationVariables>;
export const DataloaderIndexOrderDocument = new TypedDocumentString(`
    query DataloaderIndexOrder {
  orders(limit: 1) {
    id
  }
}
    `) as unknown as TypedDocumentString<DataloaderIndexOrderQuery, DataloaderIndexOrderQueryVariables>;
export const MonolithReadKeyDocument = new TypedDocumentString(`
    mutation MonolithReadKey {
  createApiKey(input: {name: "monolith", scopes: ["read"]}) {
    key
  }
}
    `) as unknown as TypedDocumentString<MonolithReadKeyMutation, MonolithReadKeyMutationVariables>;
export const ProcessesOrderDocument = new TypedDocumentString(`
    query ProcessesOrder($id: ID!) {
  order(id: $id) {
    id
    user {
      id
    }
    items {
      quantity
      product {
        id
        stock {
          reserved
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ProcessesOrderQuery, ProcessesOrderQueryVariables>;
export const SeedUsersDocument = new TypedDocumentString(`
    query SeedUsers {
  users(limit: 100) {
    email
    roles
  }
}
    `) as unknown as TypedDocumentString<SeedUsersQuery, SeedUsersQueryVariables>;
export const SeedProductsDocument = new TypedDocumentString(`
    query SeedProducts {
  products(limit: 1, status: ACTIVE) {
    name
    brand
  }
}
    `) as unknown as TypedDocumentString<SeedProductsQuery, SeedProductsQueryVariables>;
export const SeedSearchProductsDocument = new TypedDocumentString(`
    query SeedSearchProducts($q: String!) {
  searchProducts(query: $q, limit: 100) {
    product {
      name
    }
  }
}
    `) as unknown as TypedDocumentString<SeedSearchProductsQuery, SeedSearchProductsQueryVariables>;
export const SeedOrdersDocument = new TypedDocumentString(`
    query SeedOrders {
  orders(status: PROCESSING, limit: 10) {
    id
    status
    total
    user {
      name
      email
    }
    items {
      sku
      quantity
      unitPrice
      product {
        sku
        price {
          amount
        }
        stock {
          available
          reserved
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<SeedOrdersQuery, SeedOrdersQueryVariables>;
export const SeedUpdateOrderDocument = new TypedDocumentString(`
    mutation SeedUpdateOrder($id: ID!) {
  updateOrder(id: $id, input: {status: CANCELLED}) {
    status
  }
}
    `) as unknown as TypedDocumentString<SeedUpdateOrderMutation, SeedUpdateOrderMutationVariables>;
export const SeedOrdersPendingDocument = new TypedDocumentString(`
    query SeedOrdersPending {
  orders(status: PENDING, limit: 1) {
    id
    total
    items {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<SeedOrdersPendingQuery, SeedOrdersPendingQueryVariables>;
export const SeedProductsStockedDocument = new TypedDocumentString(`
    query SeedProductsStocked {
  products(limit: 50, status: ACTIVE) {
    id
    price {
      amount
    }
    stock {
      available
    }
  }
}
    `) as unknown as TypedDocumentString<SeedProductsStockedQuery, SeedProductsStockedQueryVariables>;
export const SeedAddOrderItemDocument = new TypedDocumentString(`
    mutation SeedAddOrderItem($id: ID!, $item: OrderItemInput!) {
  addOrderItem(orderId: $id, item: $item) {
    total
    items {
      id
    }
    history {
      toState
    }
  }
}
    `) as unknown as TypedDocumentString<SeedAddOrderItemMutation, SeedAddOrderItemMutationVariables>;
export const SpineTypenameDocument = new TypedDocumentString(`
    query SpineTypename {
  __typename
}
    `) as unknown as TypedDocumentString<SpineTypenameQuery, SpineTypenameQueryVariables>;
export const SpineCreateUserDocument = new TypedDocumentString(`
    mutation SpineCreateUser {
  createUser(input: {name: "  Grace Hopper ", email: "Grace@Example.com"}) {
    id
    name
    email
    number
    status
  }
}
    `) as unknown as TypedDocumentString<SpineCreateUserMutation, SpineCreateUserMutationVariables>;
export const SpineUserDocument = new TypedDocumentString(`
    query SpineUser($id: ID!) {
  user(id: $id) {
    email
    orders {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<SpineUserQuery, SpineUserQueryVariables>;
export const SpineUpdateUserDocument = new TypedDocumentString(`
    mutation SpineUpdateUser($id: ID!) {
  updateUser(id: $id, input: {name: "Rear Admiral Hopper", status: INACTIVE}) {
    name
    status
  }
}
    `) as unknown as TypedDocumentString<SpineUpdateUserMutation, SpineUpdateUserMutationVariables>;
export const SpineDeleteUserDocument = new TypedDocumentString(`
    mutation SpineDeleteUser($id: ID!) {
  deleteUser(id: $id)
}
    `) as unknown as TypedDocumentString<SpineDeleteUserMutation, SpineDeleteUserMutationVariables>;
export const SpineUserGoneDocument = new TypedDocumentString(`
    query SpineUserGone($id: ID!) {
  user(id: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<SpineUserGoneQuery, SpineUserGoneQueryVariables>;
export const SpineDeleteDeletedUserDocument = new TypedDocumentString(`
    mutation SpineDeleteDeletedUser($id: ID!) {
  deleteUser(id: $id)
}
    `) as unknown as TypedDocumentString<SpineDeleteDeletedUserMutation, SpineDeleteDeletedUserMutationVariables>;
export const SpineCreateTakenUserDocument = new TypedDocumentString(`
    mutation SpineCreateTakenUser($input: CreateUserInput!) {
  createUser(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<SpineCreateTakenUserMutation, SpineCreateTakenUserMutationVariables>;
export const SpineUsersDocument = new TypedDocumentString(`
    query SpineUsers {
  users {
    id
  }
}
    `) as unknown as TypedDocumentString<SpineUsersQuery, SpineUsersQueryVariables>;
export const SpineUsersCappedDocument = new TypedDocumentString(`
    query SpineUsersCapped {
  users(limit: 5000) {
    id
  }
}
    `) as unknown as TypedDocumentString<SpineUsersCappedQuery, SpineUsersCappedQueryVariables>;
export const SpineUsersPagedDocument = new TypedDocumentString(`
    query SpineUsersPaged {
  a: users(limit: 2, offset: 0) {
    id
  }
  b: users(limit: 2, offset: 1) {
    id
  }
}
    `) as unknown as TypedDocumentString<SpineUsersPagedQuery, SpineUsersPagedQueryVariables>;
export const SpineUsersBadDocument = new TypedDocumentString(`
    query SpineUsersBad {
  users(limit: 0) {
    id
  }
}
    `) as unknown as TypedDocumentString<SpineUsersBadQuery, SpineUsersBadQueryVariables>;
export const SpineCreateInvalidUserDocument = new TypedDocumentString(`
    mutation SpineCreateInvalidUser($input: CreateUserInput!) {
  createUser(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<SpineCreateInvalidUserMutation, SpineCreateInvalidUserMutationVariables>;
export const SpineCreateDuplicateEmailDocument = new TypedDocumentString(`
    mutation SpineCreateDuplicateEmail {
  createUser(input: {name: "B", email: "DUP@example.com"}) {
    id
  }
}
    `) as unknown as TypedDocumentString<SpineCreateDuplicateEmailMutation, SpineCreateDuplicateEmailMutationVariables>;
export const SpineSetDeletedStatusDocument = new TypedDocumentString(`
    mutation SpineSetDeletedStatus($id: ID!) {
  updateUser(id: $id, input: {status: DELETED}) {
    id
  }
}
    `) as unknown as TypedDocumentString<SpineSetDeletedStatusMutation, SpineSetDeletedStatusMutationVariables>;
export const SpineOrderDocument = new TypedDocumentString(`
    query SpineOrder($id: ID!) {
  order(id: $id) {
    totalAmount {
      amount
    }
    user {
      name
    }
    items {
      quantity
      unitPrice
      product {
        name
        stock {
          available
          reserved
        }
      }
    }
    history {
      from
      to
    }
  }
}
    `) as unknown as TypedDocumentString<SpineOrderQuery, SpineOrderQueryVariables>;
export const SpineUserMineDocument = new TypedDocumentString(`
    query SpineUserMine($id: ID!) {
  user(id: $id) {
    orders {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<SpineUserMineQuery, SpineUserMineQueryVariables>;
export const SpineMissingOrderDocument = new TypedDocumentString(`
    query SpineMissingOrder {
  order(id: "00000000-0000-0000-0000-000000000000") {
    id
  }
}
    `) as unknown as TypedDocumentString<SpineMissingOrderQuery, SpineMissingOrderQueryVariables>;
export const SpineNothingReservedDocument = new TypedDocumentString(`
    query SpineNothingReserved($u: ID!, $p: ID!) {
  user(id: $u) {
    orders {
      id
    }
  }
  p: product(id: $p) {
    stock {
      available
      reserved
    }
  }
}
    `) as unknown as TypedDocumentString<SpineNothingReservedQuery, SpineNothingReservedQueryVariables>;
export const SpineStockLevelsDocument = new TypedDocumentString(`
    query SpineStockLevels($id: ID!) {
  stockLevels(productId: $id) {
    available
    reserved
  }
}
    `) as unknown as TypedDocumentString<SpineStockLevelsQuery, SpineStockLevelsQueryVariables>;
export const SpineDeactivateUserDocument = new TypedDocumentString(`
    mutation SpineDeactivateUser($id: ID!) {
  updateUser(id: $id, input: {status: INACTIVE}) {
    id
  }
}
    `) as unknown as TypedDocumentString<SpineDeactivateUserMutation, SpineDeactivateUserMutationVariables>;
export const SpineUpdateOrderDocument = new TypedDocumentString(`
    mutation SpineUpdateOrder($id: ID!, $s: OrderStatus!) {
  updateOrder(id: $id, input: {status: $s}) {
    status
    state
  }
}
    `) as unknown as TypedDocumentString<SpineUpdateOrderMutation, SpineUpdateOrderMutationVariables>;
export const SpineOrderHistoryDocument = new TypedDocumentString(`
    query SpineOrderHistory($id: ID!) {
  order(id: $id) {
    history {
      from
      to
      toState
      eventId
    }
  }
}
    `) as unknown as TypedDocumentString<SpineOrderHistoryQuery, SpineOrderHistoryQueryVariables>;
export const SpineUpdateOrderNotedDocument = new TypedDocumentString(`
    mutation SpineUpdateOrderNoted($id: ID!) {
  updateOrder(id: $id, input: {notes: "Leave at the door"}) {
    notes
    status
  }
}
    `) as unknown as TypedDocumentString<SpineUpdateOrderNotedMutation, SpineUpdateOrderNotedMutationVariables>;
export const SpineUpdateOrderMissingDocument = new TypedDocumentString(`
    mutation SpineUpdateOrderMissing {
  updateOrder(
    id: "33333333-3333-3333-3333-333333333333"
    input: {status: PROCESSING}
  ) {
    id
  }
}
    `) as unknown as TypedDocumentString<SpineUpdateOrderMissingMutation, SpineUpdateOrderMissingMutationVariables>;
export const SpineSearchOrdersDocument = new TypedDocumentString(`
    query SpineSearchOrders($q: String!) {
  searchOrders(query: $q) {
    id
  }
}
    `) as unknown as TypedDocumentString<SpineSearchOrdersQuery, SpineSearchOrdersQueryVariables>;
export const SpineSearchOrdersEmptyDocument = new TypedDocumentString(`
    query SpineSearchOrdersEmpty {
  searchOrders(query: "   ") {
    id
  }
}
    `) as unknown as TypedDocumentString<SpineSearchOrdersEmptyQuery, SpineSearchOrdersEmptyQueryVariables>;
export const SpineCreateProductDocument = new TypedDocumentString(`
    mutation SpineCreateProduct {
  createProduct(input: {sku: "UNIQUE-SKU-1", name: "Again", price: "1.00"}) {
    id
  }
}
    `) as unknown as TypedDocumentString<SpineCreateProductMutation, SpineCreateProductMutationVariables>;
export const SpineCreateProductPreciseDocument = new TypedDocumentString(`
    mutation SpineCreateProductPrecise {
  createProduct(input: {sku: "P-3DP", name: "Too precise", price: "1.005"}) {
    id
  }
}
    `) as unknown as TypedDocumentString<SpineCreateProductPreciseMutation, SpineCreateProductPreciseMutationVariables>;
export const SpineCreateProductNegativeDocument = new TypedDocumentString(`
    mutation SpineCreateProductNegative {
  createProduct(input: {sku: "P-NEG", name: "Negative", price: "-1"}) {
    id
  }
}
    `) as unknown as TypedDocumentString<SpineCreateProductNegativeMutation, SpineCreateProductNegativeMutationVariables>;
export const SpineAdjustBelowZeroDocument = new TypedDocumentString(`
    mutation SpineAdjustBelowZero($p: ID!, $w: ID!) {
  adjustStock(productId: $p, warehouseId: $w, delta: -1) {
    available
  }
}
    `) as unknown as TypedDocumentString<SpineAdjustBelowZeroMutation, SpineAdjustBelowZeroMutationVariables>;
export const SpineSetNegativeStockDocument = new TypedDocumentString(`
    mutation SpineSetNegativeStock($p: ID!, $w: ID!) {
  setStock(input: {productId: $p, warehouseId: $w, available: -5}) {
    available
  }
}
    `) as unknown as TypedDocumentString<SpineSetNegativeStockMutation, SpineSetNegativeStockMutationVariables>;
export const SpineSetStockOrphanDocument = new TypedDocumentString(`
    mutation SpineSetStockOrphan($w: ID!) {
  setStock(input: {productId: "no-such-product", warehouseId: $w, available: 5}) {
    available
  }
}
    `) as unknown as TypedDocumentString<SpineSetStockOrphanMutation, SpineSetStockOrphanMutationVariables>;
export const SpineProductDocument = new TypedDocumentString(`
    query SpineProduct($id: ID!) {
  product(id: $id) {
    stock {
      status
    }
  }
}
    `) as unknown as TypedDocumentString<SpineProductQuery, SpineProductQueryVariables>;
export const SpineSetStockDocument = new TypedDocumentString(`
    mutation SpineSetStock($input: SetStockInput!) {
  setStock(input: $input) {
    ...SpineLevel
  }
}
    fragment SpineLevel on StockLevel {
  available
  reserved
  damaged
  incoming
  reorderPoint
}`) as unknown as TypedDocumentString<SpineSetStockMutation, SpineSetStockMutationVariables>;
export const SpineAdjustStockDocument = new TypedDocumentString(`
    mutation SpineAdjustStock($p: ID!, $w: ID!, $d: Int!) {
  adjustStock(productId: $p, warehouseId: $w, delta: $d) {
    ...SpineLevel
  }
}
    fragment SpineLevel on StockLevel {
  available
  reserved
  damaged
  incoming
  reorderPoint
}`) as unknown as TypedDocumentString<SpineAdjustStockMutation, SpineAdjustStockMutationVariables>;
export const SpineAllowBackordersDocument = new TypedDocumentString(`
    mutation SpineAllowBackorders($input: SetBackorderPolicyInput!) {
  setBackorderPolicy(input: $input) {
    allowed
  }
}
    `) as unknown as TypedDocumentString<SpineAllowBackordersMutation, SpineAllowBackordersMutationVariables>;
export const StandaloneOrderDocument = new TypedDocumentString(`
    query StandaloneOrder($id: ID!) {
  order(id: $id) {
    total
    user {
      name
    }
    items {
      product {
        name
        stock {
          available
          reserved
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<StandaloneOrderQuery, StandaloneOrderQueryVariables>;
export const LimitsCreateApiKeyDocument = new TypedDocumentString(`
    mutation LimitsCreateApiKey($input: CreateApiKeyInput!) {
  createApiKey(input: $input) {
    key
    apiKey {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<LimitsCreateApiKeyMutation, LimitsCreateApiKeyMutationVariables>;
export const LimitsUpdateApiKeyDocument = new TypedDocumentString(`
    mutation LimitsUpdateApiKey($id: ID!, $tier: RateLimitTier!) {
  updateApiKey(id: $id, input: {tier: $tier}) {
    tier
  }
}
    `) as unknown as TypedDocumentString<LimitsUpdateApiKeyMutation, LimitsUpdateApiKeyMutationVariables>;
export const LimitsUpdateApiKeyUpdatedDocument = new TypedDocumentString(`
    mutation LimitsUpdateApiKeyUpdated($id: ID!) {
  updateApiKey(id: $id, input: {tier: PROFESSIONAL}) {
    tier
  }
}
    `) as unknown as TypedDocumentString<LimitsUpdateApiKeyUpdatedMutation, LimitsUpdateApiKeyUpdatedMutationVariables>;
export const LimitsUpdateApiKeyEnterpriseDocument = new TypedDocumentString(`
    mutation LimitsUpdateApiKeyEnterprise($id: ID!) {
  updateApiKey(id: $id, input: {tier: ENTERPRISE}) {
    tier
  }
}
    `) as unknown as TypedDocumentString<LimitsUpdateApiKeyEnterpriseMutation, LimitsUpdateApiKeyEnterpriseMutationVariables>;
export const LimitsUpgradeOnOtherReplicaDocument = new TypedDocumentString(`
    mutation LimitsUpgradeOnOtherReplica($id: ID!) {
  updateApiKey(id: $id, input: {tier: PROFESSIONAL}) {
    tier
  }
}
    `) as unknown as TypedDocumentString<LimitsUpgradeOnOtherReplicaMutation, LimitsUpgradeOnOtherReplicaMutationVariables>;
export const LimitsMyOrderStatusChangedDocument = new TypedDocumentString(`
    subscription LimitsMyOrderStatusChanged {
  myOrderStatusChanged {
    status
  }
}
    `) as unknown as TypedDocumentString<LimitsMyOrderStatusChangedSubscription, LimitsMyOrderStatusChangedSubscriptionVariables>;
export const ExtraDocument = new TypedDocumentString(`
    subscription Extra {
  myOrderStatusChanged {
    status
  }
}
    `) as unknown as TypedDocumentString<ExtraSubscription, ExtraSubscriptionVariables>;
export const LimitsOnRefusedConnectionDocument = new TypedDocumentString(`
    subscription LimitsOnRefusedConnection {
  myOrderStatusChanged {
    status
  }
}
    `) as unknown as TypedDocumentString<LimitsOnRefusedConnectionSubscription, LimitsOnRefusedConnectionSubscriptionVariables>;
export const LimitsCreateApiKeyMutationDocument = new TypedDocumentString(`
    mutation LimitsCreateApiKeyMutation {
  createApiKey(input: {name: "during outage"}) {
    key
  }
}
    `) as unknown as TypedDocumentString<LimitsCreateApiKeyMutationMutation, LimitsCreateApiKeyMutationMutationVariables>;
export const ObservabilityCreateApiKeyDocument = new TypedDocumentString(`
    mutation ObservabilityCreateApiKey {
  createApiKey(input: {name: "metered", scopes: ["read"]}) {
    key
    apiKey {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<ObservabilityCreateApiKeyMutation, ObservabilityCreateApiKeyMutationVariables>;
export const ListCategoriesDocument = new TypedDocumentString(`
    query ListCategories {
  categories {
    id
  }
}
    `) as unknown as TypedDocumentString<ListCategoriesQuery, ListCategoriesQueryVariables>;
export const BrokenDocument = new TypedDocumentString(`
    query Broken {
  users {
    id
  }
}
    `) as unknown as TypedDocumentString<BrokenQuery, BrokenQueryVariables>;
export const Usage1Document = new TypedDocumentString(`
    query Usage1 {
  categories {
    id
  }
}
    `) as unknown as TypedDocumentString<Usage1Query, Usage1QueryVariables>;
export const ObservabilityUsageDocument = new TypedDocumentString(`
    query ObservabilityUsage($keyId: ID) {
  apiKeyUsage(keyId: $keyId) {
    keyId
    minute
    requests
    errors
    limited
    averageLatencyMs
    maxLatencyMs
    statuses {
      status
      count
    }
    endpoints {
      endpoint
      count
    }
  }
}
    `) as unknown as TypedDocumentString<ObservabilityUsageQuery, ObservabilityUsageQueryVariables>;
export const TracedDocument = new TypedDocumentString(`
    query Traced {
  me {
    id
  }
}
    `) as unknown as TypedDocumentString<TracedQuery, TracedQueryVariables>;
export const ObservabilityAccessLogsDocument = new TypedDocumentString(`
    query ObservabilityAccessLogs($keyId: ID) {
  accessLogs(keyId: $keyId, limit: 100) {
    requestId
    keyId
    userId
    client
    endpoint
    status
    latencyMs
    at
  }
}
    `) as unknown as TypedDocumentString<ObservabilityAccessLogsQuery, ObservabilityAccessLogsQueryVariables>;
export const ObservabilityLargeAnswerDocument = new TypedDocumentString(`
    query ObservabilityLargeAnswer {
  __schema {
    types {
      name
      description
    }
  }
}
    `) as unknown as TypedDocumentString<ObservabilityLargeAnswerQuery, ObservabilityLargeAnswerQueryVariables>;
export const ObservabilityMeDocument = new TypedDocumentString(`
    query ObservabilityMe {
  me {
    id
  }
  categories {
    id
  }
}
    `) as unknown as TypedDocumentString<ObservabilityMeQuery, ObservabilityMeQueryVariables>;
export const OutagesCreateApiKeyDocument = new TypedDocumentString(`
    mutation OutagesCreateApiKey {
  createApiKey(input: {name: "outage", scopes: ["read"]}) {
    key
  }
}
    `) as unknown as TypedDocumentString<OutagesCreateApiKeyMutation, OutagesCreateApiKeyMutationVariables>;
export const ProtectionMeDocument = new TypedDocumentString(`
    query ProtectionMe {
  me {
    id
    orders {
      id
      items {
        quantity
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ProtectionMeQuery, ProtectionMeQueryVariables>;
export const ProtectionMeDeepDocument = new TypedDocumentString(`
    query ProtectionMeDeep {
  me {
    orders {
      items {
        product {
          name
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ProtectionMeDeepQuery, ProtectionMeDeepQueryVariables>;
export const ProtectionMeThroughFragmentDocument = new TypedDocumentString(`
    query ProtectionMeThroughFragment {
  me {
    ...ProtectionOrdersOfUser
  }
}
    fragment ProtectionOrdersOfUser on User {
  orders {
    items {
      product {
        name
      }
    }
  }
}`) as unknown as TypedDocumentString<ProtectionMeThroughFragmentQuery, ProtectionMeThroughFragmentQueryVariables>;
export const ProtectionIntrospectionDocument = new TypedDocumentString(`
    query ProtectionIntrospection {
  __schema {
    types {
      name
      fields {
        name
        type {
          name
          ofType {
            name
            ofType {
              name
            }
          }
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ProtectionIntrospectionQuery, ProtectionIntrospectionQueryVariables>;
export const ProtectionProductsDocument = new TypedDocumentString(`
    query ProtectionProducts {
  products(limit: 100) {
    id
    name
    stock {
      available
    }
  }
}
    `) as unknown as TypedDocumentString<ProtectionProductsQuery, ProtectionProductsQueryVariables>;
export const ProtectionProductsVariableDocument = new TypedDocumentString(`
    query ProtectionProductsVariable($n: Int) {
  products(limit: $n) {
    id
    name
    stock {
      available
    }
  }
}
    `) as unknown as TypedDocumentString<ProtectionProductsVariableQuery, ProtectionProductsVariableQueryVariables>;
export const ProtectionCreateOrderDocument = new TypedDocumentString(`
    mutation ProtectionCreateOrder($input: CreateOrderInput!) {
  createOrder(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<ProtectionCreateOrderMutation, ProtectionCreateOrderMutationVariables>;
export const ProtectionIntrospectionInProductionDocument = new TypedDocumentString(`
    query ProtectionIntrospectionInProduction {
  __schema {
    types {
      name
    }
  }
}
    `) as unknown as TypedDocumentString<ProtectionIntrospectionInProductionQuery, ProtectionIntrospectionInProductionQueryVariables>;
export const ProtectionProductDocument = new TypedDocumentString(`
    query ProtectionProduct {
  product(id: "missing") {
    id
  }
}
    `) as unknown as TypedDocumentString<ProtectionProductQuery, ProtectionProductQueryVariables>;
export const ProtectionIntrospectionAskedDocument = new TypedDocumentString(`
    query ProtectionIntrospectionAsked {
  __schema {
    queryType {
      name
    }
  }
}
    `) as unknown as TypedDocumentString<ProtectionIntrospectionAskedQuery, ProtectionIntrospectionAskedQueryVariables>;
export const ResilienceCrossingDocument = new TypedDocumentString(`
    query ResilienceCrossing($id: ID!) {
  categories {
    id
  }
  warehouse(id: $id) {
    id
    code
  }
}
    `) as unknown as TypedDocumentString<ResilienceCrossingQuery, ResilienceCrossingQueryVariables>;
export const ResilienceCreateCategoryDocument = new TypedDocumentString(`
    mutation ResilienceCreateCategory($input: CreateCategoryInput!) {
  createCategory(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<ResilienceCreateCategoryMutation, ResilienceCreateCategoryMutationVariables>;
export const ResilienceFailoverKeyDocument = new TypedDocumentString(`
    mutation ResilienceFailoverKey($name: String!) {
  createApiKey(input: {name: $name}) {
    key
  }
}
    `) as unknown as TypedDocumentString<ResilienceFailoverKeyMutation, ResilienceFailoverKeyMutationVariables>;
export const WebhooksRegisterDocument = new TypedDocumentString(`
    mutation WebhooksRegister($input: CreateWebhookEndpointInput!) {
  createWebhookEndpoint(input: $input) {
    secret
    endpoint {
      ...WebhookEndpointFields
    }
  }
}
    fragment WebhookEndpointFields on WebhookEndpoint {
  id
  url
  description
  eventTypes
  status
  disabledReason
  disabledAt
  secretHint
  previousSecretExpiresAt
  failureStreak
  failingSince
  owner {
    id
  }
}`) as unknown as TypedDocumentString<WebhooksRegisterMutation, WebhooksRegisterMutationVariables>;
export const WebhooksDeliveriesDocument = new TypedDocumentString(`
    query WebhooksDeliveries($id: ID!) {
  webhookDeliveries(endpointId: $id, limit: 100) {
    ...WebhookDeliveryFields
  }
}
    fragment WebhookDeliveryFields on WebhookDelivery {
  id
  endpointId
  eventId
  eventType
  payload
  test
  status
  nextAttemptAt
  attemptCount
  failureReason
  attempts {
    number
    attemptedAt
    outcome
    responseStatus
    latencyMs
    responseBody
    error
  }
}`) as unknown as TypedDocumentString<WebhooksDeliveriesQuery, WebhooksDeliveriesQueryVariables>;
export const WebhooksEndpointDocument = new TypedDocumentString(`
    query WebhooksEndpoint($id: ID!) {
  webhookEndpoint(id: $id) {
    ...WebhookEndpointFields
  }
}
    fragment WebhookEndpointFields on WebhookEndpoint {
  id
  url
  description
  eventTypes
  status
  disabledReason
  disabledAt
  secretHint
  previousSecretExpiresAt
  failureStreak
  failingSince
  owner {
    id
  }
}`) as unknown as TypedDocumentString<WebhooksEndpointQuery, WebhooksEndpointQueryVariables>;
export const WebhooksSendTestDocument = new TypedDocumentString(`
    mutation WebhooksSendTest($id: ID!) {
  sendTestWebhook(endpointId: $id) {
    ...WebhookDeliveryFields
  }
}
    fragment WebhookDeliveryFields on WebhookDelivery {
  id
  endpointId
  eventId
  eventType
  payload
  test
  status
  nextAttemptAt
  attemptCount
  failureReason
  attempts {
    number
    attemptedAt
    outcome
    responseStatus
    latencyMs
    responseBody
    error
  }
}`) as unknown as TypedDocumentString<WebhooksSendTestMutation, WebhooksSendTestMutationVariables>;
export const WebhooksEndpointsDocument = new TypedDocumentString(`
    query WebhooksEndpoints {
  webhookEndpoints {
    ...WebhookEndpointFields
  }
}
    fragment WebhookEndpointFields on WebhookEndpoint {
  id
  url
  description
  eventTypes
  status
  disabledReason
  disabledAt
  secretHint
  previousSecretExpiresAt
  failureStreak
  failingSince
  owner {
    id
  }
}`) as unknown as TypedDocumentString<WebhooksEndpointsQuery, WebhooksEndpointsQueryVariables>;
export const WebhooksCreateWebhookEndpointDocument = new TypedDocumentString(`
    mutation WebhooksCreateWebhookEndpoint($input: CreateWebhookEndpointInput!) {
  createWebhookEndpoint(input: $input) {
    secret
  }
}
    `) as unknown as TypedDocumentString<WebhooksCreateWebhookEndpointMutation, WebhooksCreateWebhookEndpointMutationVariables>;
export const WebhooksNotificationsDocument = new TypedDocumentString(`
    query WebhooksNotifications {
  notifications {
    kind
    body
  }
}
    `) as unknown as TypedDocumentString<WebhooksNotificationsQuery, WebhooksNotificationsQueryVariables>;
export const WebhooksSendTestWebhookDocument = new TypedDocumentString(`
    mutation WebhooksSendTestWebhook($id: ID!) {
  sendTestWebhook(endpointId: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<WebhooksSendTestWebhookMutation, WebhooksSendTestWebhookMutationVariables>;
export const WebhooksEnableDocument = new TypedDocumentString(`
    mutation WebhooksEnable($id: ID!) {
  updateWebhookEndpoint(id: $id, input: {enabled: true}) {
    ...WebhookEndpointFields
  }
}
    fragment WebhookEndpointFields on WebhookEndpoint {
  id
  url
  description
  eventTypes
  status
  disabledReason
  disabledAt
  secretHint
  previousSecretExpiresAt
  failureStreak
  failingSince
  owner {
    id
  }
}`) as unknown as TypedDocumentString<WebhooksEnableMutation, WebhooksEnableMutationVariables>;
export const WebhooksReplayDocument = new TypedDocumentString(`
    mutation WebhooksReplay($id: ID!) {
  replayWebhookDelivery(id: $id) {
    ...WebhookDeliveryFields
  }
}
    fragment WebhookDeliveryFields on WebhookDelivery {
  id
  endpointId
  eventId
  eventType
  payload
  test
  status
  nextAttemptAt
  attemptCount
  failureReason
  attempts {
    number
    attemptedAt
    outcome
    responseStatus
    latencyMs
    responseBody
    error
  }
}`) as unknown as TypedDocumentString<WebhooksReplayMutation, WebhooksReplayMutationVariables>;
export const WebhooksRotateDocument = new TypedDocumentString(`
    mutation WebhooksRotate($id: ID!, $overlap: Int) {
  rotateWebhookSecret(id: $id, overlapSeconds: $overlap) {
    secret
    endpoint {
      ...WebhookEndpointFields
    }
  }
}
    fragment WebhookEndpointFields on WebhookEndpoint {
  id
  url
  description
  eventTypes
  status
  disabledReason
  disabledAt
  secretHint
  previousSecretExpiresAt
  failureStreak
  failingSince
  owner {
    id
  }
}`) as unknown as TypedDocumentString<WebhooksRotateMutation, WebhooksRotateMutationVariables>;
export const WebhooksStrangerDisablesDocument = new TypedDocumentString(`
    mutation WebhooksStrangerDisables($id: ID!) {
  updateWebhookEndpoint(id: $id, input: {enabled: false}) {
    id
  }
}
    `) as unknown as TypedDocumentString<WebhooksStrangerDisablesMutation, WebhooksStrangerDisablesMutationVariables>;
export const WebhooksStrangerDeletesDocument = new TypedDocumentString(`
    mutation WebhooksStrangerDeletes($id: ID!) {
  deleteWebhookEndpoint(id: $id)
}
    `) as unknown as TypedDocumentString<WebhooksStrangerDeletesMutation, WebhooksStrangerDeletesMutationVariables>;
export const WebhooksStrangerRotatesDocument = new TypedDocumentString(`
    mutation WebhooksStrangerRotates($id: ID!) {
  rotateWebhookSecret(id: $id) {
    secret
  }
}
    `) as unknown as TypedDocumentString<WebhooksStrangerRotatesMutation, WebhooksStrangerRotatesMutationVariables>;
export const WebhooksStrangerTestsDocument = new TypedDocumentString(`
    mutation WebhooksStrangerTests($id: ID!) {
  sendTestWebhook(endpointId: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<WebhooksStrangerTestsMutation, WebhooksStrangerTestsMutationVariables>;
export const WebhooksStrangerReadsDocument = new TypedDocumentString(`
    query WebhooksStrangerReads($id: ID!) {
  webhookDeliveries(endpointId: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<WebhooksStrangerReadsQuery, WebhooksStrangerReadsQueryVariables>;
export const WebhooksReplayWebhookDeliveryDocument = new TypedDocumentString(`
    mutation WebhooksReplayWebhookDelivery($id: ID!) {
  replayWebhookDelivery(id: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<WebhooksReplayWebhookDeliveryMutation, WebhooksReplayWebhookDeliveryMutationVariables>;
export const WebhooksUpdateWebhookEndpointDocument = new TypedDocumentString(`
    mutation WebhooksUpdateWebhookEndpoint($id: ID!) {
  updateWebhookEndpoint(id: $id, input: {description: "x"}) {
    id
  }
}
    `) as unknown as TypedDocumentString<WebhooksUpdateWebhookEndpointMutation, WebhooksUpdateWebhookEndpointMutationVariables>;
export const WebhooksDisableByAdminDocument = new TypedDocumentString(`
    mutation WebhooksDisableByAdmin($id: ID!) {
  updateWebhookEndpoint(id: $id, input: {enabled: false}) {
    ...WebhookEndpointFields
  }
}
    fragment WebhookEndpointFields on WebhookEndpoint {
  id
  url
  description
  eventTypes
  status
  disabledReason
  disabledAt
  secretHint
  previousSecretExpiresAt
  failureStreak
  failingSince
  owner {
    id
  }
}`) as unknown as TypedDocumentString<WebhooksDisableByAdminMutation, WebhooksDisableByAdminMutationVariables>;
export const WebhooksCreateApiKeyDocument = new TypedDocumentString(`
    mutation WebhooksCreateApiKey {
  createApiKey(input: {name: "hooks", scopes: ["read", "write"]}) {
    key
  }
}
    `) as unknown as TypedDocumentString<WebhooksCreateApiKeyMutation, WebhooksCreateApiKeyMutationVariables>;
export const WebhooksCreateWebhookEndpointByKeyDocument = new TypedDocumentString(`
    mutation WebhooksCreateWebhookEndpointByKey($input: CreateWebhookEndpointInput!) {
  createWebhookEndpoint(input: $input) {
    secret
  }
}
    `) as unknown as TypedDocumentString<WebhooksCreateWebhookEndpointByKeyMutation, WebhooksCreateWebhookEndpointByKeyMutationVariables>;
export const WebhooksDeleteWebhookEndpointDocument = new TypedDocumentString(`
    mutation WebhooksDeleteWebhookEndpoint($id: ID!) {
  deleteWebhookEndpoint(id: $id)
}
    `) as unknown as TypedDocumentString<WebhooksDeleteWebhookEndpointMutation, WebhooksDeleteWebhookEndpointMutationVariables>;
export const WebhooksWebhookDeliveryDocument = new TypedDocumentString(`
    query WebhooksWebhookDelivery($id: ID!) {
  webhookDelivery(id: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<WebhooksWebhookDeliveryQuery, WebhooksWebhookDeliveryQueryVariables>;
export const FixtureCreateUserDocument = new TypedDocumentString(`
    mutation FixtureCreateUser($input: CreateUserInput!) {
  createUser(input: $input) {
    id
    number
    email
  }
}
    `) as unknown as TypedDocumentString<FixtureCreateUserMutation, FixtureCreateUserMutationVariables>;
export const FixtureCreateWarehouseDocument = new TypedDocumentString(`
    mutation FixtureCreateWarehouse($input: CreateWarehouseInput!) {
  createWarehouse(input: $input) {
    id
    code
  }
}
    `) as unknown as TypedDocumentString<FixtureCreateWarehouseMutation, FixtureCreateWarehouseMutationVariables>;
export const FixtureCreateProductDocument = new TypedDocumentString(`
    mutation FixtureCreateProduct($input: CreateProductInput!) {
  createProduct(input: $input) {
    id
    sku
    name
  }
}
    `) as unknown as TypedDocumentString<FixtureCreateProductMutation, FixtureCreateProductMutationVariables>;
export const FixtureSetStockDocument = new TypedDocumentString(`
    mutation FixtureSetStock($input: SetStockInput!) {
  setStock(input: $input) {
    available
  }
}
    `) as unknown as TypedDocumentString<FixtureSetStockMutation, FixtureSetStockMutationVariables>;
export const FixtureStockOfDocument = new TypedDocumentString(`
    query FixtureStockOf($id: ID!) {
  product(id: $id) {
    stock {
      available
      reserved
    }
  }
}
    `) as unknown as TypedDocumentString<FixtureStockOfQuery, FixtureStockOfQueryVariables>;
export const FixtureSetUserRolesDocument = new TypedDocumentString(`
    mutation FixtureSetUserRoles($id: ID!, $roles: [Role!]!) {
  setUserRoles(id: $id, roles: $roles) {
    id
  }
}
    `) as unknown as TypedDocumentString<FixtureSetUserRolesMutation, FixtureSetUserRolesMutationVariables>;
export const CreateOrderDocument = new TypedDocumentString(`
    mutation CreateOrder($input: CreateOrderInput!) {
  createOrder(input: $input) {
    id
    total
    status
    currency
    items {
      quantity
      unitPrice
      lineTotal
    }
  }
}
    `) as unknown as TypedDocumentString<CreateOrderMutation, CreateOrderMutationVariables>;
export const WhoAmIDocument = new TypedDocumentString(`
    query WhoAmI {
  me {
    id
  }
}
    `) as unknown as TypedDocumentString<WhoAmIQuery, WhoAmIQueryVariables>;
export const CategoriesDocument = new TypedDocumentString(`
    query Categories {
  categories {
    id
  }
}
    `) as unknown as TypedDocumentString<CategoriesQuery, CategoriesQueryVariables>;