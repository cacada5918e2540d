import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { StockLevelRecord, WarehouseRecord } from '../models/stock';
import type { StockSummaryValue } from '../services/inventory-service';
import type { InventoryContext } from '../context';
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
  _FieldSet: { input: unknown; output: unknown; }
};

export type CreateWarehouseInput = {
  code: Scalars['String']['input'];
  country: Scalars['String']['input'];
  name: Scalars['String']['input'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Adds (or with a negative delta removes) available units atomically; never takes `available` below 0. */
  adjustStock: StockLevel;
  /** Internal: the held units leave the warehouse (the order is confirmed). Idempotent. */
  commitStock: Scalars['Boolean']['output'];
  createWarehouse: Warehouse;
  /** Internal: returns every held unit of the reservation to `available`. Idempotent. */
  releaseStock: Scalars['Boolean']['output'];
  /**
   * Internal (order saga): holds stock for every line of a reservation, each line atomically; all or
   * nothing. INSUFFICIENT_STOCK names the product (and variant) that was short. Idempotent per reservationId.
   */
  reserveStock: Scalars['Boolean']['output'];
  /**
   * Internal: units come back to `available` (a cancelled order whose units had left, a return). Each line
   * goes to the warehouse with the most stock of its variant. Idempotent per reference.
   */
  restockStock: Scalars['Boolean']['output'];
  setStock: StockLevel;
};


export type MutationAdjustStockArgs = {
  delta: Scalars['Int']['input'];
  productId: Scalars['ID']['input'];
  variantId?: InputMaybe<Scalars['ID']['input']>;
  warehouseId: Scalars['ID']['input'];
};


export type MutationCommitStockArgs = {
  reservationId: Scalars['ID']['input'];
};


export type MutationCreateWarehouseArgs = {
  input: CreateWarehouseInput;
};


export type MutationReleaseStockArgs = {
  reservationId: Scalars['ID']['input'];
};


export type MutationReserveStockArgs = {
  lines: Array<ReserveLineInput>;
  reservationId: Scalars['ID']['input'];
};


export type MutationRestockStockArgs = {
  lines: Array<ReserveLineInput>;
  reference: Scalars['ID']['input'];
};


export type MutationSetStockArgs = {
  input: SetStockInput;
};

/** Inventory contributes stock to the catalog's products. */
export type Product = {
  __typename?: 'Product';
  id: Scalars['ID']['output'];
  /** Stock summed over all active warehouses and all the product's variants. */
  stock: StockSummary;
  /** Stock per variant and warehouse. */
  stockLevels: Array<StockLevel>;
  /** The product's variants (from the catalog), whose stock the product's is. */
  variants: Array<ProductVariant>;
};

/** Inventory contributes stock to each variant (a default variant's stock is its product's). */
export type ProductVariant = {
  __typename?: 'ProductVariant';
  id: Scalars['ID']['output'];
  /** Stock of this variant summed over all active warehouses. */
  stock: StockSummary;
  /** Stock of this variant per warehouse. */
  stockLevels: Array<StockLevel>;
};

export type Query = {
  __typename?: 'Query';
  /** Stock levels of every variant of the product (newest variants' levels included), or of `variantId` only. */
  stockLevels: Array<StockLevel>;
  warehouse?: Maybe<Warehouse>;
  warehouses: Array<Warehouse>;
};


export type QueryStockLevelsArgs = {
  productId: Scalars['ID']['input'];
  variantId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryWarehouseArgs = {
  id: Scalars['ID']['input'];
};

export type ReserveLineInput = {
  productId: Scalars['ID']['input'];
  quantity: Scalars['Int']['input'];
  /** Default: the product's default variant (its own id). */
  variantId?: InputMaybe<Scalars['ID']['input']>;
};

/** Sets the absolute quantities of one product (variant) in one warehouse. Omitted fields keep their value. */
export type SetStockInput = {
  available?: InputMaybe<Scalars['Int']['input']>;
  damaged?: InputMaybe<Scalars['Int']['input']>;
  incoming?: InputMaybe<Scalars['Int']['input']>;
  productId: Scalars['ID']['input'];
  reorderPoint?: InputMaybe<Scalars['Int']['input']>;
  /** Required for a product with options (VARIANT_REQUIRED); default: the product's default variant. */
  variantId?: InputMaybe<Scalars['ID']['input']>;
  warehouseId: Scalars['ID']['input'];
};

/** The inventory level of one variant of a product in one warehouse. Quantities are integers >= 0. */
export type StockLevel = {
  __typename?: 'StockLevel';
  available: Scalars['Int']['output'];
  /** Damaged or lost units, kept out of `available`. */
  damaged: Scalars['Int']['output'];
  incoming: Scalars['Int']['output'];
  productId: Scalars['ID']['output'];
  reorderPoint: Scalars['Int']['output'];
  reserved: Scalars['Int']['output'];
  updatedAt: Scalars['DateTime']['output'];
  /** The variant; for a product without options, its default variant (the product's own id). */
  variantId: Scalars['ID']['output'];
  warehouse: Warehouse;
};

export type StockStatus =
  /** Nothing available now, but units are incoming. */
  | 'BACKORDER'
  /** More available than the reorder point. */
  | 'IN_STOCK'
  /** Available, at or below the reorder point. */
  | 'LOW_STOCK'
  /** Nothing available and nothing incoming. */
  | 'OUT_OF_STOCK';

export type StockSummary = {
  __typename?: 'StockSummary';
  /** Units that can be sold now (never below 0). */
  available: Scalars['Int']['output'];
  /** Units on order from suppliers. */
  incoming: Scalars['Int']['output'];
  /** Units held for orders that have not shipped. */
  reserved: Scalars['Int']['output'];
  status: StockStatus;
};

export type Warehouse = {
  __typename?: 'Warehouse';
  active: Scalars['Boolean']['output'];
  /** Short unique code such as WH-EAST. */
  code: Scalars['String']['output'];
  /** ISO 3166-1 alpha-2 country code. */
  country: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
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
  Product: Product;
  ProductVariant: ProductVariant;
  Warehouse: Warehouse;
}>;

/** Mapping of federation reference types */
export type FederationReferenceTypes = ResolversObject<{
  Product:
    ( { __typename: 'Product' }
    & GraphQLRecursivePick<FederationTypes['Product'], {"id":true}>
    & ( Record<PropertyKey, never>
        | GraphQLRecursivePick<FederationTypes['Product'], {"variants":{"id":true}}>
        | GraphQLRecursivePick<FederationTypes['Product'], {"variants":{"id":true}}>
        | GraphQLRecursivePick<FederationTypes['Product'], {"variants":{"id":true}}> ) );
  ProductVariant:
    ( { __typename: 'ProductVariant' }
    & GraphQLRecursivePick<FederationTypes['ProductVariant'], {"id":true}> );
  Warehouse:
    ( { __typename: 'Warehouse' }
    & GraphQLRecursivePick<FederationTypes['Warehouse'], {"id":true}> );
}>;



/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  CreateWarehouseInput: CreateWarehouseInput;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Product: ResolverTypeWrapper<Omit<Product, 'stock' | 'stockLevels' | 'variants'> & { stock: ResolversTypes['StockSummary'], stockLevels: Array<ResolversTypes['StockLevel']>, variants: Array<ResolversTypes['ProductVariant']> }>;
  ProductVariant: ResolverTypeWrapper<Omit<ProductVariant, 'stock' | 'stockLevels'> & { stock: ResolversTypes['StockSummary'], stockLevels: Array<ResolversTypes['StockLevel']> }>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  ReserveLineInput: ReserveLineInput;
  SetStockInput: SetStockInput;
  StockLevel: ResolverTypeWrapper<StockLevelRecord>;
  StockStatus: StockStatus;
  StockSummary: ResolverTypeWrapper<StockSummaryValue>;
  Warehouse: ResolverTypeWrapper<WarehouseRecord>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  CreateWarehouseInput: CreateWarehouseInput;
  String: Scalars['String']['output'];
  DateTime: Scalars['DateTime']['output'];
  Mutation: Record<PropertyKey, never>;
  ID: Scalars['ID']['output'];
  Boolean: Scalars['Boolean']['output'];
  Product: Omit<Product, 'stock' | 'stockLevels' | 'variants'> & { stock: ResolversParentTypes['StockSummary'], stockLevels: Array<ResolversParentTypes['StockLevel']>, variants: Array<ResolversParentTypes['ProductVariant']> } | FederationReferenceTypes['Product'];
  ProductVariant: Omit<ProductVariant, 'stock' | 'stockLevels'> & { stock: ResolversParentTypes['StockSummary'], stockLevels: Array<ResolversParentTypes['StockLevel']> } | FederationReferenceTypes['ProductVariant'];
  Query: Record<PropertyKey, never>;
  ReserveLineInput: ReserveLineInput;
  SetStockInput: SetStockInput;
  StockLevel: StockLevelRecord;
  StockSummary: StockSummaryValue;
  Warehouse: WarehouseRecord;
  Int: Scalars['Int']['output'];
}>;

export type RateLimitDirectiveArgs = {
  duration?: Scalars['Int']['input'];
  limit?: Scalars['Int']['input'];
};

export type RateLimitDirectiveResolver<Result, Parent, ContextType = InventoryContext, Args = RateLimitDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type MutationResolvers<ContextType = InventoryContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  adjustStock?: Resolver<ResolversTypes['StockLevel'], ParentType, ContextType, RequireFields<MutationAdjustStockArgs, 'delta' | 'productId' | 'warehouseId'>>;
  commitStock?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationCommitStockArgs, 'reservationId'>>;
  createWarehouse?: Resolver<ResolversTypes['Warehouse'], ParentType, ContextType, RequireFields<MutationCreateWarehouseArgs, 'input'>>;
  releaseStock?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationReleaseStockArgs, 'reservationId'>>;
  reserveStock?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationReserveStockArgs, 'lines' | 'reservationId'>>;
  restockStock?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRestockStockArgs, 'lines' | 'reference'>>;
  setStock?: Resolver<ResolversTypes['StockLevel'], ParentType, ContextType, RequireFields<MutationSetStockArgs, 'input'>>;
}>;

export type ProductResolvers<ContextType = InventoryContext, ParentType extends ResolversParentTypes['Product'] = ResolversParentTypes['Product'], FederationReferenceType extends FederationReferenceTypes['Product'] = FederationReferenceTypes['Product']> = ResolversObject<{
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['Product']> | FederationReferenceType, FederationReferenceType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  stock?: Resolver<ResolversTypes['StockSummary'], ParentType, ContextType>;
  stockLevels?: Resolver<Array<ResolversTypes['StockLevel']>, ParentType, ContextType>;
}>;

export type ProductVariantResolvers<ContextType = InventoryContext, ParentType extends ResolversParentTypes['ProductVariant'] = ResolversParentTypes['ProductVariant'], FederationReferenceType extends FederationReferenceTypes['ProductVariant'] = FederationReferenceTypes['ProductVariant']> = ResolversObject<{
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['ProductVariant']> | FederationReferenceType, FederationReferenceType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  stock?: Resolver<ResolversTypes['StockSummary'], ParentType, ContextType>;
  stockLevels?: Resolver<Array<ResolversTypes['StockLevel']>, ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = InventoryContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  stockLevels?: Resolver<Array<ResolversTypes['StockLevel']>, ParentType, ContextType, RequireFields<QueryStockLevelsArgs, 'productId'>>;
  warehouse?: Resolver<Maybe<ResolversTypes['Warehouse']>, ParentType, ContextType, RequireFields<QueryWarehouseArgs, 'id'>>;
  warehouses?: Resolver<Array<ResolversTypes['Warehouse']>, ParentType, ContextType>;
}>;

export type StockLevelResolvers<ContextType = InventoryContext, ParentType extends ResolversParentTypes['StockLevel'] = ResolversParentTypes['StockLevel']> = ResolversObject<{
  available?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  damaged?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  incoming?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reorderPoint?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reserved?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  variantId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  warehouse?: Resolver<ResolversTypes['Warehouse'], ParentType, ContextType>;
}>;

export type StockSummaryResolvers<ContextType = InventoryContext, ParentType extends ResolversParentTypes['StockSummary'] = ResolversParentTypes['StockSummary']> = ResolversObject<{
  available?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  incoming?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reserved?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['StockStatus'], ParentType, ContextType>;
}>;

export type WarehouseResolvers<ContextType = InventoryContext, ParentType extends ResolversParentTypes['Warehouse'] = ResolversParentTypes['Warehouse'], FederationReferenceType extends FederationReferenceTypes['Warehouse'] = FederationReferenceTypes['Warehouse']> = ResolversObject<{
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['Warehouse']> | FederationReferenceType, FederationReferenceType, ContextType>;
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type Resolvers<ContextType = InventoryContext> = ResolversObject<{
  DateTime?: GraphQLScalarType;
  Mutation?: MutationResolvers<ContextType>;
  Product?: ProductResolvers<ContextType>;
  ProductVariant?: ProductVariantResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  StockLevel?: StockLevelResolvers<ContextType>;
  StockSummary?: StockSummaryResolvers<ContextType>;
  Warehouse?: WarehouseResolvers<ContextType>;
}>;

export type DirectiveResolvers<ContextType = InventoryContext> = ResolversObject<{
  rateLimit?: RateLimitDirectiveResolver<any, any, ContextType>;
}>;
