/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
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

export type CreateUserInput = {
  /** Required, a valid address of at most 255 characters; unique (case-insensitive). */
  email: string;
  /** Required, 1-255 characters after trimming. */
  name: string;
  phone?: string | null | undefined;
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

export type DiscountTarget =
  /** Off the items (spread over the lines: each line's discountAmount). */
  | 'ITEMS'
  /** Off the shipping rate. */
  | 'SHIPPING';

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

/** Per-key request budget, enforced by the gateway's rate limiter: basic 1000/min, professional 10000/min, enterprise unlimited. */
export type RateLimitTier =
  | 'BASIC'
  | 'ENTERPRISE'
  | 'PROFESSIONAL';

/** Products having any of `values` for the variant option `name` (e.g. Color: Red or Blue). */
export type SearchOptionFilter = {
  name: string;
  values: Array<string>;
};

/** Choosing a carrier service (one of shippingRates) for an order. */
export type ShippingChoiceInput = {
  carrier: string;
  service: string;
};

export type StockStatus =
  /** Nothing available now, but units can be ordered against incoming stock (the backorder policy allows it). */
  | 'BACKORDER'
  /** More available than the reorder point. */
  | 'IN_STOCK'
  /** Available, at or below the reorder point. */
  | 'LOW_STOCK'
  /** Nothing available, and nothing can be ordered on backorder. */
  | 'OUT_OF_STOCK';

export type UpdateOrderInput = {
  /** At most 2000 characters; an empty string clears the notes. */
  notes?: string | null | undefined;
  /** The next status; only the transitions listed on OrderStatus are allowed. */
  status?: OrderStatus | null | undefined;
};

export type UpdateUserInput = {
  email?: string | null | undefined;
  name?: string | null | undefined;
  phone?: string | null | undefined;
  /** ACTIVE or INACTIVE; use deleteUser to delete. */
  status?: CustomerStatus | null | undefined;
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

export type GrpcUserFragment = { id: string, number: number, name: string, email: string };

export type GrpcUserByNumberQueryVariables = Exact<{
  number: number;
}>;


export type GrpcUserByNumberQuery = { userByNumber: { id: string, number: number, name: string, email: string } | null };

export type GrpcUsersQueryVariables = Exact<{
  limit: number;
  offset: number;
}>;


export type GrpcUsersQuery = { users: Array<{ id: string, number: number, name: string, email: string }> };

export type GrpcCreateUserMutationVariables = Exact<{
  input: CreateUserInput;
}>;


export type GrpcCreateUserMutation = { createUser: { id: string, number: number, name: string, email: string } };

export type GrpcDeleteUserMutationVariables = Exact<{
  id: string | number;
}>;


export type GrpcDeleteUserMutation = { deleteUser: boolean };

export type MediaProductQueryVariables = Exact<{
  id: string | number;
}>;


export type MediaProductQuery = { product: { id: string } | null };

export type PortalQuotaKeysQueryVariables = Exact<{ [key: string]: never; }>;


export type PortalQuotaKeysQuery = { apiKeys: Array<{ id: string, name: string, tier: RateLimitTier, isActive: boolean, revoked: boolean, expiresAt: string | null }> };

export type PortalPendingPlanChangesQueryVariables = Exact<{ [key: string]: never; }>;


export type PortalPendingPlanChangesQuery = { planChangeRequests: Array<{ id: string }> };

export type RestUserFragment = { id: string, number: number, name: string, email: string, phone: string | null, status: CustomerStatus, createdAt: string, updatedAt: string };

export type RestOrderFragment = { id: string, status: OrderStatus, currency: string, total: number, subtotal: number, discountAmount: number, shippingAmount: number, taxAmount: number, couponCode: string | null, createdAt: string, updatedAt: string, discounts: Array<{ kind: DiscountSourceKind, sourceId: string, name: string, target: DiscountTarget, amount: { amount: string } }>, user: { id: string, name: string, email: string }, items: Array<{ id: string, productId: string, sku: string, name: string, quantity: number, unitPrice: number, priceRuleId: string | null, discountAmount: number, taxAmount: number, lineTotal: number }> };

export type RestHitFragment = { score: number, product: { id: string, sku: string, name: string, brand: string | null, category: { id: string, name: string } | null, price: { amount: string, currency: string }, stock: { status: StockStatus, available: number } } };

export type RestProductV3Fragment = { id: string, sku: string, name: string, brand: string | null, description: string | null, status: ProductStatus, category: { id: string, name: string, slug: string } | null, images: Array<{ url: string, alt: string | null, primary: boolean }>, price: { amount: string, currency: string }, stock: { status: StockStatus, available: number, incoming: number } };

export type RestHitV3Fragment = { score: number, product: { id: string, sku: string, name: string, brand: string | null, description: string | null, status: ProductStatus, category: { id: string, name: string, slug: string } | null, images: Array<{ url: string, alt: string | null, primary: boolean }>, price: { amount: string, currency: string }, stock: { status: StockStatus, available: number, incoming: number } } };

export type RestSearchFacetsFragment = { brands: Array<{ value: string, label: string, count: number }>, categories: Array<{ value: string, label: string, count: number }>, prices: Array<{ min: string | null, max: string | null, count: number }>, options: Array<{ name: string, values: Array<{ value: string, label: string, count: number }> }> };

export type RestSuggestionFragment = { completions: Array<string>, products: Array<{ id: string, sku: string, name: string, price: { amount: string, currency: string } }> };

export type RestUsersQueryVariables = Exact<{
  limit?: number | null | undefined;
  offset?: number | null | undefined;
  status?: CustomerStatus | null | undefined;
  search?: string | null | undefined;
  orderBy?: UserOrder | null | undefined;
}>;


export type RestUsersQuery = { users: Array<{ id: string, number: number, name: string, email: string, phone: string | null, status: CustomerStatus, createdAt: string, updatedAt: string }> };

export type RestCreateUserMutationVariables = Exact<{
  input: CreateUserInput;
}>;


export type RestCreateUserMutation = { createUser: { id: string, number: number, name: string, email: string, phone: string | null, status: CustomerStatus, createdAt: string, updatedAt: string } };

export type RestUserQueryVariables = Exact<{
  id: string | number;
}>;


export type RestUserQuery = { user: { id: string, number: number, name: string, email: string, phone: string | null, status: CustomerStatus, createdAt: string, updatedAt: string } | null };

export type RestUpdateUserMutationVariables = Exact<{
  id: string | number;
  input: UpdateUserInput;
}>;


export type RestUpdateUserMutation = { updateUser: { id: string, number: number, name: string, email: string, phone: string | null, status: CustomerStatus, createdAt: string, updatedAt: string } };

export type RestDeleteUserMutationVariables = Exact<{
  id: string | number;
}>;


export type RestDeleteUserMutation = { deleteUser: boolean };

export type RestUserOrdersQueryVariables = Exact<{
  id: string | number;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
  status?: OrderStatus | null | undefined;
  orderBy?: OrderOrder | null | undefined;
}>;


export type RestUserOrdersQuery = { user: { id: string } | null, orders: Array<{ id: string, status: OrderStatus, currency: string, total: number, subtotal: number, discountAmount: number, shippingAmount: number, taxAmount: number, couponCode: string | null, createdAt: string, updatedAt: string, discounts: Array<{ kind: DiscountSourceKind, sourceId: string, name: string, target: DiscountTarget, amount: { amount: string } }>, user: { id: string, name: string, email: string }, items: Array<{ id: string, productId: string, sku: string, name: string, quantity: number, unitPrice: number, priceRuleId: string | null, discountAmount: number, taxAmount: number, lineTotal: number }> }> };

export type RestCreateOrderMutationVariables = Exact<{
  input: CreateOrderInput;
}>;


export type RestCreateOrderMutation = { createOrder: { id: string, status: OrderStatus, currency: string, total: number, subtotal: number, discountAmount: number, shippingAmount: number, taxAmount: number, couponCode: string | null, createdAt: string, updatedAt: string, discounts: Array<{ kind: DiscountSourceKind, sourceId: string, name: string, target: DiscountTarget, amount: { amount: string } }>, user: { id: string, name: string, email: string }, items: Array<{ id: string, productId: string, sku: string, name: string, quantity: number, unitPrice: number, priceRuleId: string | null, discountAmount: number, taxAmount: number, lineTotal: number }> } };

export type RestOrderQueryVariables = Exact<{
  id: string | number;
}>;


export type RestOrderQuery = { order: { id: string, status: OrderStatus, currency: string, total: number, subtotal: number, discountAmount: number, shippingAmount: number, taxAmount: number, couponCode: string | null, createdAt: string, updatedAt: string, discounts: Array<{ kind: DiscountSourceKind, sourceId: string, name: string, target: DiscountTarget, amount: { amount: string } }>, user: { id: string, name: string, email: string }, items: Array<{ id: string, productId: string, sku: string, name: string, quantity: number, unitPrice: number, priceRuleId: string | null, discountAmount: number, taxAmount: number, lineTotal: number }> } | null };

export type RestAddItemMutationVariables = Exact<{
  id: string | number;
  item: OrderItemInput;
  key?: string | null | undefined;
}>;


export type RestAddItemMutation = { addOrderItem: { id: string, status: OrderStatus, currency: string, total: number, subtotal: number, discountAmount: number, shippingAmount: number, taxAmount: number, couponCode: string | null, createdAt: string, updatedAt: string, discounts: Array<{ kind: DiscountSourceKind, sourceId: string, name: string, target: DiscountTarget, amount: { amount: string } }>, user: { id: string, name: string, email: string }, items: Array<{ id: string, productId: string, sku: string, name: string, quantity: number, unitPrice: number, priceRuleId: string | null, discountAmount: number, taxAmount: number, lineTotal: number }> } };

export type RestProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type RestProfileQuery = { me: { id: string, name: string, email: string } | null };

export type RestSearchV3QueryVariables = Exact<{
  input: ProductSearchInput;
}>;


export type RestSearchV3Query = { productSearch: { total: number, didYouMean: string | null, hits: Array<{ score: number, product: { id: string, sku: string, name: string, brand: string | null, description: string | null, status: ProductStatus, category: { id: string, name: string, slug: string } | null, images: Array<{ url: string, alt: string | null, primary: boolean }>, price: { amount: string, currency: string }, stock: { status: StockStatus, available: number, incoming: number } } }>, facets: { brands: Array<{ value: string, label: string, count: number }>, categories: Array<{ value: string, label: string, count: number }>, prices: Array<{ min: string | null, max: string | null, count: number }>, options: Array<{ name: string, values: Array<{ value: string, label: string, count: number }> }> } } };

export type RestSearchQueryVariables = Exact<{
  input: ProductSearchInput;
}>;


export type RestSearchQuery = { productSearch: { total: number, didYouMean: string | null, hits: Array<{ score: number, product: { id: string, sku: string, name: string, brand: string | null, category: { id: string, name: string } | null, price: { amount: string, currency: string }, stock: { status: StockStatus, available: number } } }>, facets: { brands: Array<{ value: string, label: string, count: number }>, categories: Array<{ value: string, label: string, count: number }>, prices: Array<{ min: string | null, max: string | null, count: number }>, options: Array<{ name: string, values: Array<{ value: string, label: string, count: number }> }> } } };

export type RestSuggestQueryVariables = Exact<{
  q: string;
  limit?: number | null | undefined;
}>;


export type RestSuggestQuery = { suggest: { completions: Array<string>, products: Array<{ id: string, sku: string, name: string, price: { amount: string, currency: string } }> } };

export type RestProductsV3QueryVariables = Exact<{
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type RestProductsV3Query = { products: Array<{ id: string, sku: string, name: string, brand: string | null, description: string | null, status: ProductStatus, category: { id: string, name: string, slug: string } | null, images: Array<{ url: string, alt: string | null, primary: boolean }>, price: { amount: string, currency: string }, stock: { status: StockStatus, available: number, incoming: number } }> };

export type RestProductV3QueryVariables = Exact<{
  id: string | number;
}>;


export type RestProductV3Query = { product: { id: string, sku: string, name: string, brand: string | null, description: string | null, status: ProductStatus, category: { id: string, name: string, slug: string } | null, images: Array<{ url: string, alt: string | null, primary: boolean }>, price: { amount: string, currency: string }, stock: { status: StockStatus, available: number, incoming: number } } | null };

export type ServerlessProductFragment = { id: string, name: string, listPrice: number, createdAt: string, stock: { available: number } };

export type ServerlessOrderFragment = { id: string, total: number, status: OrderStatus, createdAt: string, user: { id: string }, items: Array<{ productId: string, quantity: number, unitPrice: number }> };

export type ServerlessProductsQueryVariables = Exact<{ [key: string]: never; }>;


export type ServerlessProductsQuery = { products: Array<{ id: string, name: string, listPrice: number, createdAt: string, stock: { available: number } }> };

export type ServerlessProductQueryVariables = Exact<{
  id: string | number;
}>;


export type ServerlessProductQuery = { product: { id: string, name: string, listPrice: number, createdAt: string, stock: { available: number } } | null };

export type ServerlessCreateProductMutationVariables = Exact<{
  input: CreateProductInput;
}>;


export type ServerlessCreateProductMutation = { createProduct: { id: string, name: string, listPrice: number, createdAt: string } };

export type ServerlessOrdersQueryVariables = Exact<{
  userId?: string | number | null | undefined;
}>;


export type ServerlessOrdersQuery = { orders: Array<{ id: string, total: number, status: OrderStatus, createdAt: string, user: { id: string }, items: Array<{ productId: string, quantity: number, unitPrice: number }> }> };

export type ServerlessCreateOrderMutationVariables = Exact<{
  input: CreateOrderInput;
}>;


export type ServerlessCreateOrderMutation = { createOrder: { id: string, total: number, status: OrderStatus, createdAt: string, user: { id: string }, items: Array<{ productId: string, quantity: number, unitPrice: number }> } };

export type ServerlessOrderQueryVariables = Exact<{
  id: string | number;
}>;


export type ServerlessOrderQuery = { order: { id: string, total: number, status: OrderStatus, createdAt: string, user: { id: string }, items: Array<{ productId: string, quantity: number, unitPrice: number }> } | null };

export type ServerlessUpdateOrderMutationVariables = Exact<{
  id: string | number;
  input: UpdateOrderInput;
}>;


export type ServerlessUpdateOrderMutation = { updateOrder: { id: string, total: number, status: OrderStatus, createdAt: string, user: { id: string }, items: Array<{ productId: string, quantity: number, unitPrice: number }> } };

export type SubscriptionCheckQueryVariables = Exact<{
  id: string | number;
}>;


export type SubscriptionCheckQuery = { order: { id: string, eventSequence: number, user: { id: string } } | null };

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
export const GrpcUserFragmentDoc = new TypedDocumentString(`
    fragment GrpcUser on User {
  id
  number
  name
  email
}
    `, {"fragmentName":"GrpcUser"}) as unknown as TypedDocumentString<GrpcUserFragment, unknown>;
export const RestUserFragmentDoc = new TypedDocumentString(`
    fragment RestUser on User {
  id
  number
  name
  email
  phone
  status
  createdAt
  updatedAt
}
    `, {"fragmentName":"RestUser"}) as unknown as TypedDocumentString<RestUserFragment, unknown>;
export const RestOrderFragmentDoc = new TypedDocumentString(`
    fragment RestOrder on Order {
  id
  status
  currency
  total
  subtotal
  discountAmount
  shippingAmount
  taxAmount
  couponCode
  discounts {
    kind
    sourceId
    name
    target
    amount {
      amount
    }
  }
  createdAt
  updatedAt
  user {
    id
    name
    email
  }
  items {
    id
    productId
    sku
    name
    quantity
    unitPrice
    priceRuleId
    discountAmount
    taxAmount
    lineTotal
  }
}
    `, {"fragmentName":"RestOrder"}) as unknown as TypedDocumentString<RestOrderFragment, unknown>;
export const RestHitFragmentDoc = new TypedDocumentString(`
    fragment RestHit on ProductSearchHit {
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
    `, {"fragmentName":"RestHit"}) as unknown as TypedDocumentString<RestHitFragment, unknown>;
export const RestProductV3FragmentDoc = new TypedDocumentString(`
    fragment RestProductV3 on Product {
  id
  sku
  name
  brand
  description
  category {
    id
    name
    slug
  }
  status
  images {
    url
    alt
    primary
  }
  price {
    amount
    currency
  }
  stock {
    status
    available
    incoming
  }
}
    `, {"fragmentName":"RestProductV3"}) as unknown as TypedDocumentString<RestProductV3Fragment, unknown>;
export const RestHitV3FragmentDoc = new TypedDocumentString(`
    fragment RestHitV3 on ProductSearchHit {
  score
  product {
    ...RestProductV3
  }
}
    fragment RestProductV3 on Product {
  id
  sku
  name
  brand
  description
  category {
    id
    name
    slug
  }
  status
  images {
    url
    alt
    primary
  }
  price {
    amount
    currency
  }
  stock {
    status
    available
    incoming
  }
}`, {"fragmentName":"RestHitV3"}) as unknown as TypedDocumentString<RestHitV3Fragment, unknown>;
export const RestSearchFacetsFragmentDoc = new TypedDocumentString(`
    fragment RestSearchFacets on SearchFacets {
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
      label
      count
    }
  }
}
    `, {"fragmentName":"RestSearchFacets"}) as unknown as TypedDocumentString<RestSearchFacetsFragment, unknown>;
export const RestSuggestionFragmentDoc = new TypedDocumentString(`
    fragment RestSuggestion on SearchSuggestions {
  completions
  products {
    id
    sku
    name
    price {
      amount
      currency
    }
  }
}
    `, {"fragmentName":"RestSuggestion"}) as unknown as TypedDocumentString<RestSuggestionFragment, unknown>;
export const ServerlessProductFragmentDoc = new TypedDocumentString(`
    fragment ServerlessProduct on Product {
  id
  name
  listPrice
  createdAt
  stock {
    available
  }
}
    `, {"fragmentName":"ServerlessProduct"}) as unknown as TypedDocumentString<ServerlessProductFragment, unknown>;
export const ServerlessOrderFragmentDoc = new TypedDocumentString(`
    fragment ServerlessOrder on Order {
  id
  total
  status
  createdAt
  user {
    id
  }
  items {
    productId
    quantity
    unitPrice
  }
}
    `, {"fragmentName":"ServerlessOrder"}) as unknown as TypedDocumentString<ServerlessOrderFragment, unknown>;
export const GrpcUserByNumberDocument = new TypedDocumentString(`
    query GrpcUserByNumber($number: Int!) {
  userByNumber(number: $number) {
    ...GrpcUser
  }
}
    fragment GrpcUser on User {
  id
  number
  name
  email
}`) as unknown as TypedDocumentString<GrpcUserByNumberQuery, GrpcUserByNumberQueryVariables>;
export const GrpcUsersDocument = new TypedDocumentString(`
    query GrpcUsers($limit: Int!, $offset: Int!) {
  users(limit: $limit, offset: $offset) {
    ...GrpcUser
  }
}
    fragment GrpcUser on User {
  id
  number
  name
  email
}`) as unknown as TypedDocumentString<GrpcUsersQuery, GrpcUsersQueryVariables>;
export const GrpcCreateUserDocument = new TypedDocumentString(`
    mutation GrpcCreateUser($input: CreateUserInput!) {
  createUser(input: $input) {
    ...GrpcUser
  }
}
    fragment GrpcUser on User {
  id
  number
  name
  email
}`) as unknown as TypedDocumentString<GrpcCreateUserMutation, GrpcCreateUserMutationVariables>;
export const GrpcDeleteUserDocument = new TypedDocumentString(`
    mutation GrpcDeleteUser($id: ID!) {
  deleteUser(id: $id)
}
    `) as unknown as TypedDocumentString<GrpcDeleteUserMutation, GrpcDeleteUserMutationVariables>;
export const MediaProductDocument = new TypedDocumentString(`
    query MediaProduct($id: ID!) {
  product(id: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<MediaProductQuery, MediaProductQueryVariables>;
export const PortalQuotaKeysDocument = new TypedDocumentString(`
    query PortalQuotaKeys {
  apiKeys {
    id
    name
    tier
    isActive
    revoked
    expiresAt
  }
}
    `) as unknown as TypedDocumentString<PortalQuotaKeysQuery, PortalQuotaKeysQueryVariables>;
export const PortalPendingPlanChangesDocument = new TypedDocumentString(`
    query PortalPendingPlanChanges {
  planChangeRequests(status: PENDING) {
    id
  }
}
    `) as unknown as TypedDocumentString<PortalPendingPlanChangesQuery, PortalPendingPlanChangesQueryVariables>;
export const RestUsersDocument = new TypedDocumentString(`
    query RestUsers($limit: Int, $offset: Int, $status: CustomerStatus, $search: String, $orderBy: UserOrder) {
  users(
    limit: $limit
    offset: $offset
    status: $status
    search: $search
    orderBy: $orderBy
  ) {
    ...RestUser
  }
}
    fragment RestUser on User {
  id
  number
  name
  email
  phone
  status
  createdAt
  updatedAt
}`) as unknown as TypedDocumentString<RestUsersQuery, RestUsersQueryVariables>;
export const RestCreateUserDocument = new TypedDocumentString(`
    mutation RestCreateUser($input: CreateUserInput!) {
  createUser(input: $input) {
    ...RestUser
  }
}
    fragment RestUser on User {
  id
  number
  name
  email
  phone
  status
  createdAt
  updatedAt
}`) as unknown as TypedDocumentString<RestCreateUserMutation, RestCreateUserMutationVariables>;
export const RestUserDocument = new TypedDocumentString(`
    query RestUser($id: ID!) {
  user(id: $id) {
    ...RestUser
  }
}
    fragment RestUser on User {
  id
  number
  name
  email
  phone
  status
  createdAt
  updatedAt
}`) as unknown as TypedDocumentString<RestUserQuery, RestUserQueryVariables>;
export const RestUpdateUserDocument = new TypedDocumentString(`
    mutation RestUpdateUser($id: ID!, $input: UpdateUserInput!) {
  updateUser(id: $id, input: $input) {
    ...RestUser
  }
}
    fragment RestUser on User {
  id
  number
  name
  email
  phone
  status
  createdAt
  updatedAt
}`) as unknown as TypedDocumentString<RestUpdateUserMutation, RestUpdateUserMutationVariables>;
export const RestDeleteUserDocument = new TypedDocumentString(`
    mutation RestDeleteUser($id: ID!) {
  deleteUser(id: $id)
}
    `) as unknown as TypedDocumentString<RestDeleteUserMutation, RestDeleteUserMutationVariables>;
export const RestUserOrdersDocument = new TypedDocumentString(`
    query RestUserOrders($id: ID!, $limit: Int, $offset: Int, $status: OrderStatus, $orderBy: OrderOrder) {
  user(id: $id) {
    id
  }
  orders(
    userId: $id
    limit: $limit
    offset: $offset
    status: $status
    orderBy: $orderBy
  ) {
    ...RestOrder
  }
}
    fragment RestOrder on Order {
  id
  status
  currency
  total
  subtotal
  discountAmount
  shippingAmount
  taxAmount
  couponCode
  discounts {
    kind
    sourceId
    name
    target
    amount {
      amount
    }
  }
  createdAt
  updatedAt
  user {
    id
    name
    email
  }
  items {
    id
    productId
    sku
    name
    quantity
    unitPrice
    priceRuleId
    discountAmount
    taxAmount
    lineTotal
  }
}`) as unknown as TypedDocumentString<RestUserOrdersQuery, RestUserOrdersQueryVariables>;
export const RestCreateOrderDocument = new TypedDocumentString(`
    mutation RestCreateOrder($input: CreateOrderInput!) {
  createOrder(input: $input) {
    ...RestOrder
  }
}
    fragment RestOrder on Order {
  id
  status
  currency
  total
  subtotal
  discountAmount
  shippingAmount
  taxAmount
  couponCode
  discounts {
    kind
    sourceId
    name
    target
    amount {
      amount
    }
  }
  createdAt
  updatedAt
  user {
    id
    name
    email
  }
  items {
    id
    productId
    sku
    name
    quantity
    unitPrice
    priceRuleId
    discountAmount
    taxAmount
    lineTotal
  }
}`) as unknown as TypedDocumentString<RestCreateOrderMutation, RestCreateOrderMutationVariables>;
export const RestOrderDocument = new TypedDocumentString(`
    query RestOrder($id: ID!) {
  order(id: $id) {
    ...RestOrder
  }
}
    fragment RestOrder on Order {
  id
  status
  currency
  total
  subtotal
  discountAmount
  shippingAmount
  taxAmount
  couponCode
  discounts {
    kind
    sourceId
    name
    target
    amount {
      amount
    }
  }
  createdAt
  updatedAt
  user {
    id
    name
    email
  }
  items {
    id
    productId
    sku
    name
    quantity
    unitPrice
    priceRuleId
    discountAmount
    taxAmount
    lineTotal
  }
}`) as unknown as TypedDocumentString<RestOrderQuery, RestOrderQueryVariables>;
export const RestAddItemDocument = new TypedDocumentString(`
    mutation RestAddItem($id: ID!, $item: OrderItemInput!, $key: String) {
  addOrderItem(orderId: $id, item: $item, idempotencyKey: $key) {
    ...RestOrder
  }
}
    fragment RestOrder on Order {
  id
  status
  currency
  total
  subtotal
  discountAmount
  shippingAmount
  taxAmount
  couponCode
  discounts {
    kind
    sourceId
    name
    target
    amount {
      amount
    }
  }
  createdAt
  updatedAt
  user {
    id
    name
    email
  }
  items {
    id
    productId
    sku
    name
    quantity
    unitPrice
    priceRuleId
    discountAmount
    taxAmount
    lineTotal
  }
}`) as unknown as TypedDocumentString<RestAddItemMutation, RestAddItemMutationVariables>;
export const RestProfileDocument = new TypedDocumentString(`
    query RestProfile {
  me {
    id
    name
    email
  }
}
    `) as unknown as TypedDocumentString<RestProfileQuery, RestProfileQueryVariables>;
export const RestSearchV3Document = new TypedDocumentString(`
    query RestSearchV3($input: ProductSearchInput!) {
  productSearch(input: $input) {
    total
    didYouMean
    hits {
      ...RestHitV3
    }
    facets {
      ...RestSearchFacets
    }
  }
}
    fragment RestProductV3 on Product {
  id
  sku
  name
  brand
  description
  category {
    id
    name
    slug
  }
  status
  images {
    url
    alt
    primary
  }
  price {
    amount
    currency
  }
  stock {
    status
    available
    incoming
  }
}
fragment RestHitV3 on ProductSearchHit {
  score
  product {
    ...RestProductV3
  }
}
fragment RestSearchFacets on SearchFacets {
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
      label
      count
    }
  }
}`) as unknown as TypedDocumentString<RestSearchV3Query, RestSearchV3QueryVariables>;
export const RestSearchDocument = new TypedDocumentString(`
    query RestSearch($input: ProductSearchInput!) {
  productSearch(input: $input) {
    total
    didYouMean
    hits {
      ...RestHit
    }
    facets {
      ...RestSearchFacets
    }
  }
}
    fragment RestHit on ProductSearchHit {
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
fragment RestSearchFacets on SearchFacets {
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
      label
      count
    }
  }
}`) as unknown as TypedDocumentString<RestSearchQuery, RestSearchQueryVariables>;
export const RestSuggestDocument = new TypedDocumentString(`
    query RestSuggest($q: String!, $limit: Int) {
  suggest(prefix: $q, limit: $limit) {
    ...RestSuggestion
  }
}
    fragment RestSuggestion on SearchSuggestions {
  completions
  products {
    id
    sku
    name
    price {
      amount
      currency
    }
  }
}`) as unknown as TypedDocumentString<RestSuggestQuery, RestSuggestQueryVariables>;
export const RestProductsV3Document = new TypedDocumentString(`
    query RestProductsV3($limit: Int, $offset: Int) {
  products(limit: $limit, offset: $offset, status: ACTIVE) {
    ...RestProductV3
  }
}
    fragment RestProductV3 on Product {
  id
  sku
  name
  brand
  description
  category {
    id
    name
    slug
  }
  status
  images {
    url
    alt
    primary
  }
  price {
    amount
    currency
  }
  stock {
    status
    available
    incoming
  }
}`) as unknown as TypedDocumentString<RestProductsV3Query, RestProductsV3QueryVariables>;
export const RestProductV3Document = new TypedDocumentString(`
    query RestProductV3($id: ID!) {
  product(id: $id) {
    ...RestProductV3
  }
}
    fragment RestProductV3 on Product {
  id
  sku
  name
  brand
  description
  category {
    id
    name
    slug
  }
  status
  images {
    url
    alt
    primary
  }
  price {
    amount
    currency
  }
  stock {
    status
    available
    incoming
  }
}`) as unknown as TypedDocumentString<RestProductV3Query, RestProductV3QueryVariables>;
export const ServerlessProductsDocument = new TypedDocumentString(`
    query ServerlessProducts {
  products(limit: 20, status: ACTIVE) {
    ...ServerlessProduct
  }
}
    fragment ServerlessProduct on Product {
  id
  name
  listPrice
  createdAt
  stock {
    available
  }
}`) as unknown as TypedDocumentString<ServerlessProductsQuery, ServerlessProductsQueryVariables>;
export const ServerlessProductDocument = new TypedDocumentString(`
    query ServerlessProduct($id: ID!) {
  product(id: $id) {
    ...ServerlessProduct
  }
}
    fragment ServerlessProduct on Product {
  id
  name
  listPrice
  createdAt
  stock {
    available
  }
}`) as unknown as TypedDocumentString<ServerlessProductQuery, ServerlessProductQueryVariables>;
export const ServerlessCreateProductDocument = new TypedDocumentString(`
    mutation ServerlessCreateProduct($input: CreateProductInput!) {
  createProduct(input: $input) {
    id
    name
    listPrice
    createdAt
  }
}
    `) as unknown as TypedDocumentString<ServerlessCreateProductMutation, ServerlessCreateProductMutationVariables>;
export const ServerlessOrdersDocument = new TypedDocumentString(`
    query ServerlessOrders($userId: ID) {
  orders(userId: $userId, limit: 100) {
    ...ServerlessOrder
  }
}
    fragment ServerlessOrder on Order {
  id
  total
  status
  createdAt
  user {
    id
  }
  items {
    productId
    quantity
    unitPrice
  }
}`) as unknown as TypedDocumentString<ServerlessOrdersQuery, ServerlessOrdersQueryVariables>;
export const ServerlessCreateOrderDocument = new TypedDocumentString(`
    mutation ServerlessCreateOrder($input: CreateOrderInput!) {
  createOrder(input: $input) {
    ...ServerlessOrder
  }
}
    fragment ServerlessOrder on Order {
  id
  total
  status
  createdAt
  user {
    id
  }
  items {
    productId
    quantity
    unitPrice
  }
}`) as unknown as TypedDocumentString<ServerlessCreateOrderMutation, ServerlessCreateOrderMutationVariables>;
export const ServerlessOrderDocument = new TypedDocumentString(`
    query ServerlessOrder($id: ID!) {
  order(id: $id) {
    ...ServerlessOrder
  }
}
    fragment ServerlessOrder on Order {
  id
  total
  status
  createdAt
  user {
    id
  }
  items {
    productId
    quantity
    unitPrice
  }
}`) as unknown as TypedDocumentString<ServerlessOrderQuery, ServerlessOrderQueryVariables>;
export const ServerlessUpdateOrderDocument = new TypedDocumentString(`
    mutation ServerlessUpdateOrder($id: ID!, $input: UpdateOrderInput!) {
  updateOrder(id: $id, input: $input) {
    ...ServerlessOrder
  }
}
    fragment ServerlessOrder on Order {
  id
  total
  status
  createdAt
  user {
    id
  }
  items {
    productId
    quantity
    unitPrice
  }
}`) as unknown as TypedDocumentString<ServerlessUpdateOrderMutation, ServerlessUpdateOrderMutationVariables>;
export const SubscriptionCheckDocument = new TypedDocumentString(`
    query SubscriptionCheck($id: ID!) {
  order(id: $id) {
    id
    eventSequence
    user {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<SubscriptionCheckQuery, SubscriptionCheckQueryVariables>;