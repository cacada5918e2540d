import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { OrderRecord, OrderItemView, StatusChangeRecord, EntityRef } from '../models/order';
import type { OrdersContext } from '../context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
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

export type CreateOrderInput = {
  /** ISO 4217 code; must be the currency the products are priced in. Default USD. */
  currency?: InputMaybe<Scalars['String']['input']>;
  /** 1-100 lines; lines for the same product are added together when stock is reserved. */
  items: Array<OrderItemInput>;
  /** At most 2000 characters. */
  notes?: InputMaybe<Scalars['String']['input']>;
  /** For imported orders: when it was placed. Default now; never in the future. */
  orderDate?: InputMaybe<Scalars['DateTime']['input']>;
  userId: Scalars['ID']['input'];
};

/** An exact amount of money: a decimal string in the currency's minor-unit precision, and its ISO 4217 code. */
export type Money = {
  __typename?: 'Money';
  amount: Scalars['Decimal']['output'];
  currency: Scalars['String']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /**
   * Adds a line to a PENDING order (your own; admins: anyone's), priced at the product's current price, and
   * reserves its stock: INSUFFICIENT_STOCK leaves the order unchanged. Totals are updated in the same write.
   * An order that is no longer PENDING answers ORDER_NOT_EDITABLE.
   */
  addOrderItem: Order;
  /**
   * Places an order: checks that the user and every product exist and are active, prices each line at
   * the product's current price, reserves stock for every line (all or nothing; INSUFFICIENT_STOCK names
   * the product and no order exists afterwards) and creates the order as PENDING with the total computed here.
   */
  createOrder: Order;
  updateOrder: Order;
};


export type MutationAddOrderItemArgs = {
  item: OrderItemInput;
  orderId: Scalars['ID']['input'];
};


export type MutationCreateOrderArgs = {
  input: CreateOrderInput;
};


export type MutationUpdateOrderArgs = {
  id: Scalars['ID']['input'];
  input: UpdateOrderInput;
};

/**
 * An order. `total` is the spec's Float (the server computes it from integer minor units, so it always
 * has at most the currency's decimals); `totalAmount` carries the same value as an exact decimal.
 */
export type Order = {
  __typename?: 'Order';
  createdAt: Scalars['DateTime']['output'];
  /** ISO 4217 code of every amount of this order. */
  currency: Scalars['String']['output'];
  discountAmount: Scalars['Float']['output'];
  /** Every status change, oldest first (append-only). */
  history: Array<OrderStatusChange>;
  id: Scalars['ID']['output'];
  items: Array<OrderItem>;
  notes?: Maybe<Scalars['String']['output']>;
  /** When the order was placed (the spec's order_date; never in the future). */
  orderDate: Scalars['DateTime']['output'];
  status: OrderStatus;
  subtotal: Scalars['Float']['output'];
  taxAmount: Scalars['Float']['output'];
  total: Scalars['Float']['output'];
  totalAmount: Money;
  updatedAt: Scalars['DateTime']['output'];
  user: User;
};

/** A line of an order, priced when the order was placed. */
export type OrderItem = {
  __typename?: 'OrderItem';
  discountAmount: Scalars['Float']['output'];
  id: Scalars['ID']['output'];
  lineTotal: Scalars['Float']['output'];
  name: Scalars['String']['output'];
  /** The product as the catalog knows it now. */
  product: Product;
  productId: Scalars['ID']['output'];
  quantity: Scalars['Int']['output'];
  /** SKU and name as they were when the order was placed. */
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
 * GraphQL order states. Allowed changes through updateOrder: PENDING → PROCESSING → SHIPPED → DELIVERED,
 * and CANCELLED from PENDING or PROCESSING (which returns the reserved stock).
 */
export type OrderStatus =
  | 'cancelled'
  | 'delivered'
  | 'pending'
  | 'processing'
  | 'shipped';

export type OrderStatusChange = {
  __typename?: 'OrderStatusChange';
  /** Who made the change: a user id, or a service name. */
  actor?: Maybe<Scalars['String']['output']>;
  at: Scalars['DateTime']['output'];
  /** Null for the creation of the order. */
  from?: Maybe<OrderStatus>;
  to: OrderStatus;
};

export type Product = {
  __typename?: 'Product';
  id: Scalars['ID']['output'];
};

export type Query = {
  __typename?: 'Query';
  order?: Maybe<Order>;
  /** Orders, optionally filtered, newest first unless `orderBy` says otherwise. `limit` is capped at 100. */
  orders: Array<Order>;
  /**
   * Orders matching the text, best first: an order id, a status (e.g. "shipped"), the user's name or
   * email, or a product name or SKU on the order. At most 50 results.
   */
  searchOrders: Array<Order>;
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


export type QuerySearchOrdersArgs = {
  query: Scalars['String']['input'];
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
  CreateOrderInput: CreateOrderInput;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  Decimal: ResolverTypeWrapper<Scalars['Decimal']['output']>;
  Money: ResolverTypeWrapper<Money>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Order: ResolverTypeWrapper<OrderRecord>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  OrderItem: ResolverTypeWrapper<OrderItemView>;
  OrderItemInput: OrderItemInput;
  OrderOrder: OrderOrder;
  OrderStatus: null;
  OrderStatusChange: ResolverTypeWrapper<StatusChangeRecord>;
  Product: ResolverTypeWrapper<EntityRef>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  UpdateOrderInput: UpdateOrderInput;
  User: ResolverTypeWrapper<EntityRef>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  CreateOrderInput: CreateOrderInput;
  String: Scalars['String']['output'];
  ID: Scalars['ID']['output'];
  DateTime: Scalars['DateTime']['output'];
  Decimal: Scalars['Decimal']['output'];
  Money: Money;
  Mutation: Record<PropertyKey, never>;
  Order: OrderRecord;
  Float: Scalars['Float']['output'];
  OrderItem: OrderItemView;
  OrderItemInput: OrderItemInput;
  OrderStatusChange: StatusChangeRecord;
  Product: EntityRef;
  Query: Record<PropertyKey, never>;
  UpdateOrderInput: UpdateOrderInput;
  User: EntityRef;
  Int: Scalars['Int']['output'];
  Boolean: Scalars['Boolean']['output'];
}>;

export type RateLimitDirectiveArgs = {
  duration?: Scalars['Int']['input'];
  limit?: Scalars['Int']['input'];
};

export type RateLimitDirectiveResolver<Result, Parent, ContextType = OrdersContext, Args = RateLimitDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export interface DecimalScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Decimal'], any> {
  name: 'Decimal';
}

export type MoneyResolvers<ContextType = OrdersContext, ParentType extends ResolversParentTypes['Money'] = ResolversParentTypes['Money']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = OrdersContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  addOrderItem?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationAddOrderItemArgs, 'item' | 'orderId'>>;
  createOrder?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationCreateOrderArgs, 'input'>>;
  updateOrder?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationUpdateOrderArgs, 'id' | 'input'>>;
}>;

export type OrderResolvers<ContextType = OrdersContext, ParentType extends ResolversParentTypes['Order'] = ResolversParentTypes['Order'], FederationReferenceType extends FederationReferenceTypes['Order'] = FederationReferenceTypes['Order']> = ResolversObject<{
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['Order']> | FederationReferenceType, FederationReferenceType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  discountAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['OrderStatusChange']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['OrderItem']>, ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orderDate?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
  subtotal?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  taxAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  totalAmount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
}>;

export type OrderItemResolvers<ContextType = OrdersContext, ParentType extends ResolversParentTypes['OrderItem'] = ResolversParentTypes['OrderItem']> = ResolversObject<{
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

export type OrderStatusResolvers = { CANCELLED: 'cancelled', DELIVERED: 'delivered', PENDING: 'pending', PROCESSING: 'processing', SHIPPED: 'shipped' };

export type OrderStatusChangeResolvers<ContextType = OrdersContext, ParentType extends ResolversParentTypes['OrderStatusChange'] = ResolversParentTypes['OrderStatusChange']> = ResolversObject<{
  actor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  from?: Resolver<Maybe<ResolversTypes['OrderStatus']>, ParentType, ContextType>;
  to?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
}>;

export type ProductResolvers<ContextType = OrdersContext, ParentType extends ResolversParentTypes['Product'] = ResolversParentTypes['Product']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = OrdersContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType, RequireFields<QueryOrderArgs, 'id'>>;
  orders?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType, RequireFields<QueryOrdersArgs, 'limit' | 'offset' | 'orderBy'>>;
  searchOrders?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType, RequireFields<QuerySearchOrdersArgs, 'query'>>;
}>;

export type UserResolvers<ContextType = OrdersContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User'], FederationReferenceType extends FederationReferenceTypes['User'] = FederationReferenceTypes['User']> = ResolversObject<{
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['User']> | FederationReferenceType, FederationReferenceType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orders?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType>;
}>;

export type Resolvers<ContextType = OrdersContext> = ResolversObject<{
  DateTime?: GraphQLScalarType;
  Decimal?: GraphQLScalarType;
  Money?: MoneyResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Order?: OrderResolvers<ContextType>;
  OrderItem?: OrderItemResolvers<ContextType>;
  OrderStatus?: OrderStatusResolvers;
  OrderStatusChange?: OrderStatusChangeResolvers<ContextType>;
  Product?: ProductResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
}>;

export type DirectiveResolvers<ContextType = OrdersContext> = ResolversObject<{
  rateLimit?: RateLimitDirectiveResolver<any, any, ContextType>;
}>;
