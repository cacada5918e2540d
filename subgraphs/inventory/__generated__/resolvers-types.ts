import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { StockLevelRecord, WarehouseRecord } from '../models/stock';
import type { StockSummaryValue, StockReservationValue } from '../services/inventory-service';
import type { MovementRecord } from '../movements/model';
import type { TransferResult } from '../movements/movement-service';
import type { LowStockItemValue } from '../low-stock/low-stock-service';
import type { BackorderPolicyRecord } from '../backorders/model';
import type { BackorderedLineValue } from '../backorders/backorder-service';
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

/** One warehouse's share of a reservation's units of one variant. */
export type AllocatedStock = {
  __typename?: 'AllocatedStock';
  /** Of those, units promised against this warehouse's incoming stock. */
  backordered: Scalars['Int']['output'];
  productId: Scalars['ID']['output'];
  /** Units of the variant this warehouse holds for the reservation, backordered ones included. */
  quantity: Scalars['Int']['output'];
  /** The variant (the product's own id for its default variant). */
  variantId: Scalars['ID']['output'];
  warehouseId: Scalars['ID']['output'];
};

/**
 * Whether a product may be ordered beyond what is available. Without a policy, or with `allowed: false`, such
 * orders are refused (INSUFFICIENT_STOCK); with `allowed: true`, up to `limit` units at a time are promised
 * against incoming stock and filled first in, first out as it is received.
 */
export type BackorderPolicy = {
  __typename?: 'BackorderPolicy';
  allowed: Scalars['Boolean']['output'];
  /** When the incoming units are expected; shown on backordered order lines. */
  expectedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Units that may be promised against incoming stock at a time. */
  limit: Scalars['Int']['output'];
  productId: Scalars['ID']['output'];
  /** Units promised now, waiting for incoming stock. */
  promised: Scalars['Int']['output'];
  /** The product's own id for its default variant. */
  variantId: Scalars['ID']['output'];
};

/** Units of a reservation promised against incoming stock. */
export type BackorderedLine = {
  __typename?: 'BackorderedLine';
  expectedAt?: Maybe<Scalars['DateTime']['output']>;
  productId: Scalars['ID']['output'];
  quantity: Scalars['Int']['output'];
  /** The variant on backorder (the product's own id for its default variant). */
  variantId: Scalars['ID']['output'];
};

export type CreateWarehouseInput = {
  code: Scalars['String']['input'];
  country: Scalars['String']['input'];
  name: Scalars['String']['input'];
  /** 0 to 1000, lower first. Default 100. */
  priority?: InputMaybe<Scalars['Int']['input']>;
};

/** A stock level at or below its reorder point, with a reorder suggestion. */
export type LowStockItem = {
  __typename?: 'LowStockItem';
  available: Scalars['Int']['output'];
  /** Units sold per day over the sales window (committed units less restocked ones, from the ledger). */
  dailySales: Scalars['Float']['output'];
  incoming: Scalars['Int']['output'];
  productId: Scalars['ID']['output'];
  reorderPoint: Scalars['Int']['output'];
  reserved: Scalars['Int']['output'];
  /**
   * Units to order: enough to cover `coverDays` of sales above the reorder point, less what is available and
   * incoming, never below 0: max(0, ceil(reorderPoint + dailySales * coverDays) - available - incoming).
   */
  suggestedReorder: Scalars['Int']['output'];
  variantId: Scalars['ID']['output'];
  warehouse: Warehouse;
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Adds (or with a negative delta removes) available units atomically; never takes `available` below 0. */
  adjustStock: StockLevel;
  /**
   * Internal (order saga): reserveStockLines, also answering which warehouses the units were allocated from
   * (STOCK_ALLOCATION decides), so each warehouse's units can ship as their own parcel. Idempotent per
   * reservationId: a retry answers what the first call holds.
   */
  allocateStock: StockReservation;
  /** Internal: the held units leave the warehouse (the order is confirmed). Idempotent. */
  commitStock: Scalars['Boolean']['output'];
  createWarehouse: Warehouse;
  /** Units delivered: added to `available`; expected ones leave `incoming`; waiting backorders are filled first. */
  receiveStock: StockLevel;
  /** Internal: returns every held unit of the reservation to `available`. Idempotent. */
  releaseStock: Scalars['Boolean']['output'];
  /**
   * Internal (order saga): holds stock for every line of a reservation, each line atomically; all or
   * nothing. INSUFFICIENT_STOCK names the product (and variant) that was short. Idempotent per reservationId.
   */
  reserveStock: Scalars['Boolean']['output'];
  /**
   * Internal (order saga): reserveStock, where a product short of available units whose backorder policy allows
   * it gets the rest promised against incoming stock; answers what is on backorder (empty: nothing).
   */
  reserveStockLines: Array<BackorderedLine>;
  /**
   * Internal: units come back to `available` (a cancelled order whose units had left, a return). Each line
   * goes to the warehouse with the most stock of its variant. Idempotent per reference.
   */
  restockStock: Scalars['Boolean']['output'];
  setBackorderPolicy: BackorderPolicy;
  setStock: StockLevel;
  /** Available units moved to another warehouse; INSUFFICIENT_STOCK when the source has fewer. */
  transferStock: StockTransfer;
  /** Units written off as damaged or lost; INSUFFICIENT_STOCK when fewer are available. */
  writeOffStock: StockLevel;
};


export type MutationAdjustStockArgs = {
  delta: Scalars['Int']['input'];
  productId: Scalars['ID']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
  variantId?: InputMaybe<Scalars['ID']['input']>;
  warehouseId: Scalars['ID']['input'];
};


export type MutationAllocateStockArgs = {
  destinationCountry?: InputMaybe<Scalars['String']['input']>;
  lines: Array<ReserveLineInput>;
  reservationId: Scalars['ID']['input'];
};


export type MutationCommitStockArgs = {
  reservationId: Scalars['ID']['input'];
};


export type MutationCreateWarehouseArgs = {
  input: CreateWarehouseInput;
};


export type MutationReceiveStockArgs = {
  input: ReceiveStockInput;
};


export type MutationReleaseStockArgs = {
  reservationId: Scalars['ID']['input'];
};


export type MutationReserveStockArgs = {
  lines: Array<ReserveLineInput>;
  reservationId: Scalars['ID']['input'];
};


export type MutationReserveStockLinesArgs = {
  destinationCountry?: InputMaybe<Scalars['String']['input']>;
  lines: Array<ReserveLineInput>;
  reservationId: Scalars['ID']['input'];
};


export type MutationRestockStockArgs = {
  lines: Array<ReserveLineInput>;
  reference: Scalars['ID']['input'];
};


export type MutationSetBackorderPolicyArgs = {
  input: SetBackorderPolicyInput;
};


export type MutationSetStockArgs = {
  input: SetStockInput;
};


export type MutationTransferStockArgs = {
  input: TransferStockInput;
};


export type MutationWriteOffStockArgs = {
  input: WriteOffStockInput;
};

/** Inventory contributes stock to the catalog's products. */
export type Product = {
  __typename?: 'Product';
  /** Null when none was set: orders beyond what is available are refused. One policy covers every variant. */
  backorderPolicy?: Maybe<BackorderPolicy>;
  id: Scalars['ID']['output'];
  /** Stock summed over all active warehouses and all the product's variants. */
  stock: StockSummary;
  /** Stock per variant and warehouse. */
  stockLevels: Array<StockLevel>;
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
  /**
   * Staff: stock levels at or below their reorder point (in one warehouse, or all), least available first,
   * with reorder suggestions from the sales of the last `salesWindowDays` (1-365) to cover `coverDays` (0-365).
   */
  lowStock: Array<LowStockItem>;
  /** Stock levels of every variant of the product (newest variants' levels included), or of `variantId` only. */
  stockLevels: Array<StockLevel>;
  /** Staff: the stock ledger of a product (or of one of its variants), newest first. `limit` is capped at 200. */
  stockMovements: Array<StockMovement>;
  warehouse?: Maybe<Warehouse>;
  warehouses: Array<Warehouse>;
};


export type QueryLowStockArgs = {
  coverDays?: InputMaybe<Scalars['Int']['input']>;
  salesWindowDays?: InputMaybe<Scalars['Int']['input']>;
  warehouseId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryStockLevelsArgs = {
  productId: Scalars['ID']['input'];
  variantId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryStockMovementsArgs = {
  kinds?: InputMaybe<Array<StockMovementKind>>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  productId: Scalars['ID']['input'];
  variantId?: InputMaybe<Scalars['ID']['input']>;
  warehouseId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryWarehouseArgs = {
  id: Scalars['ID']['input'];
};

export type ReceiveStockInput = {
  productId: Scalars['ID']['input'];
  /** Units received, 1 to 1000000. */
  quantity: Scalars['Int']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
  /** The delivery's own reference (a purchase order, a delivery note). */
  reference?: InputMaybe<Scalars['String']['input']>;
  /** Required for a product with options (VARIANT_REQUIRED); default: the product's default variant. */
  variantId?: InputMaybe<Scalars['ID']['input']>;
  warehouseId: Scalars['ID']['input'];
};

export type ReserveLineInput = {
  productId: Scalars['ID']['input'];
  quantity: Scalars['Int']['input'];
  /** Default: the product's default variant (its own id). */
  variantId?: InputMaybe<Scalars['ID']['input']>;
};

export type SetBackorderPolicyInput = {
  allow: Scalars['Boolean']['input'];
  expectedAt?: InputMaybe<Scalars['DateTime']['input']>;
  /** Required when `allow` is true: 0 to 1000000 units. */
  limit?: InputMaybe<Scalars['Int']['input']>;
  productId: Scalars['ID']['input'];
};

/** Sets the absolute quantities of one product (variant) in one warehouse. Omitted fields keep their value. */
export type SetStockInput = {
  available?: InputMaybe<Scalars['Int']['input']>;
  damaged?: InputMaybe<Scalars['Int']['input']>;
  incoming?: InputMaybe<Scalars['Int']['input']>;
  productId: Scalars['ID']['input'];
  /** Why, for the stock ledger (recorded as an ADJUSTMENT by the difference). At most 500 characters. */
  reason?: InputMaybe<Scalars['String']['input']>;
  reorderPoint?: InputMaybe<Scalars['Int']['input']>;
  /** Required for a product with options (VARIANT_REQUIRED); default: the product's default variant. */
  variantId?: InputMaybe<Scalars['ID']['input']>;
  warehouseId: Scalars['ID']['input'];
};

/** The inventory level of one variant of a product in one warehouse. Quantities are integers >= 0. */
export type StockLevel = {
  __typename?: 'StockLevel';
  available: Scalars['Int']['output'];
  /** Units promised to backorders against `incoming`. */
  backordered: Scalars['Int']['output'];
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

/**
 * One entry of the stock ledger. The quantities are signed changes; a stock level's quantities always equal
 * the sums of its entries.
 */
export type StockMovement = {
  __typename?: 'StockMovement';
  /** Who made the change: a user id, `client:<id>` or `service:<name>`. */
  actor?: Maybe<Scalars['String']['output']>;
  at: Scalars['DateTime']['output'];
  available: Scalars['Int']['output'];
  backordered: Scalars['Int']['output'];
  damaged: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  incoming: Scalars['Int']['output'];
  kind: StockMovementKind;
  productId: Scalars['ID']['output'];
  reason?: Maybe<Scalars['String']['output']>;
  /** What it belongs to: an order's reservation, a transfer, a restock reference, a delivery's reference. */
  reference?: Maybe<Scalars['String']['output']>;
  reserved: Scalars['Int']['output'];
  /** The product's own id for its default variant. */
  variantId: Scalars['ID']['output'];
  warehouse: Warehouse;
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

/** What a reservation holds: where each variant's units were allocated, and what of them is on backorder. */
export type StockReservation = {
  __typename?: 'StockReservation';
  /** One entry per variant and warehouse, by variant then warehouse id. */
  allocations: Array<AllocatedStock>;
  backordered: Array<BackorderedLine>;
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

export type StockSummary = {
  __typename?: 'StockSummary';
  /** Units that can be sold now (never below 0). */
  available: Scalars['Int']['output'];
  /** Units that can be ordered now beyond `available`, on backorder (0 unless the backorder policy allows it). */
  backorderable: Scalars['Int']['output'];
  /** Units on order from suppliers. */
  incoming: Scalars['Int']['output'];
  /** Units held for orders that have not shipped. */
  reserved: Scalars['Int']['output'];
  status: StockStatus;
};

/** Both ends of a transfer, as written; their ledger entries share `id` as their reference. */
export type StockTransfer = {
  __typename?: 'StockTransfer';
  from: StockLevel;
  id: Scalars['ID']['output'];
  to: StockLevel;
};

export type TransferStockInput = {
  fromWarehouseId: Scalars['ID']['input'];
  productId: Scalars['ID']['input'];
  quantity: Scalars['Int']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
  /** Another active warehouse. */
  toWarehouseId: Scalars['ID']['input'];
  /** Required for a product with options (VARIANT_REQUIRED); default: the product's default variant. */
  variantId?: InputMaybe<Scalars['ID']['input']>;
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
  /** Lower is drawn from first when STOCK_ALLOCATION is `priority` (and breaks ties in the other strategies). */
  priority: Scalars['Int']['output'];
};

export type WriteOffKind =
  | 'DAMAGED'
  | 'LOST';

export type WriteOffStockInput = {
  kind: WriteOffKind;
  productId: Scalars['ID']['input'];
  quantity: Scalars['Int']['input'];
  /** Required, at most 500 characters. */
  reason: Scalars['String']['input'];
  /** Required for a product with options (VARIANT_REQUIRED); default: the product's default variant. */
  variantId?: InputMaybe<Scalars['ID']['input']>;
  warehouseId: Scalars['ID']['input'];
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
    & GraphQLRecursivePick<FederationTypes['Product'], {"id":true}> );
  ProductVariant:
    ( { __typename: 'ProductVariant' }
    & GraphQLRecursivePick<FederationTypes['ProductVariant'], {"id":true}> );
  Warehouse:
    ( { __typename: 'Warehouse' }
    & GraphQLRecursivePick<FederationTypes['Warehouse'], {"id":true}> );
}>;



/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  AllocatedStock: ResolverTypeWrapper<AllocatedStock>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  BackorderPolicy: ResolverTypeWrapper<BackorderPolicyRecord>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  BackorderedLine: ResolverTypeWrapper<BackorderedLineValue>;
  CreateWarehouseInput: CreateWarehouseInput;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  LowStockItem: ResolverTypeWrapper<LowStockItemValue>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Product: ResolverTypeWrapper<Omit<Product, 'backorderPolicy' | 'stock' | 'stockLevels'> & { backorderPolicy?: Maybe<ResolversTypes['BackorderPolicy']>, stock: ResolversTypes['StockSummary'], stockLevels: Array<ResolversTypes['StockLevel']> }>;
  ProductVariant: ResolverTypeWrapper<Omit<ProductVariant, 'stock' | 'stockLevels'> & { stock: ResolversTypes['StockSummary'], stockLevels: Array<ResolversTypes['StockLevel']> }>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  ReceiveStockInput: ReceiveStockInput;
  ReserveLineInput: ReserveLineInput;
  SetBackorderPolicyInput: SetBackorderPolicyInput;
  SetStockInput: SetStockInput;
  StockLevel: ResolverTypeWrapper<StockLevelRecord>;
  StockMovement: ResolverTypeWrapper<MovementRecord>;
  StockMovementKind: StockMovementKind;
  StockReservation: ResolverTypeWrapper<StockReservationValue>;
  StockStatus: StockStatus;
  StockSummary: ResolverTypeWrapper<StockSummaryValue>;
  StockTransfer: ResolverTypeWrapper<TransferResult>;
  TransferStockInput: TransferStockInput;
  Warehouse: ResolverTypeWrapper<WarehouseRecord>;
  WriteOffKind: WriteOffKind;
  WriteOffStockInput: WriteOffStockInput;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  AllocatedStock: AllocatedStock;
  ID: Scalars['ID']['output'];
  BackorderPolicy: BackorderPolicyRecord;
  Boolean: Scalars['Boolean']['output'];
  BackorderedLine: BackorderedLineValue;
  CreateWarehouseInput: CreateWarehouseInput;
  String: Scalars['String']['output'];
  DateTime: Scalars['DateTime']['output'];
  LowStockItem: LowStockItemValue;
  Float: Scalars['Float']['output'];
  Mutation: Record<PropertyKey, never>;
  Product: Omit<Product, 'backorderPolicy' | 'stock' | 'stockLevels'> & { backorderPolicy?: Maybe<ResolversParentTypes['BackorderPolicy']>, stock: ResolversParentTypes['StockSummary'], stockLevels: Array<ResolversParentTypes['StockLevel']> } | FederationReferenceTypes['Product'];
  ProductVariant: Omit<ProductVariant, 'stock' | 'stockLevels'> & { stock: ResolversParentTypes['StockSummary'], stockLevels: Array<ResolversParentTypes['StockLevel']> } | FederationReferenceTypes['ProductVariant'];
  Query: Record<PropertyKey, never>;
  ReceiveStockInput: ReceiveStockInput;
  ReserveLineInput: ReserveLineInput;
  SetBackorderPolicyInput: SetBackorderPolicyInput;
  SetStockInput: SetStockInput;
  StockLevel: StockLevelRecord;
  StockMovement: MovementRecord;
  StockReservation: StockReservationValue;
  StockSummary: StockSummaryValue;
  StockTransfer: TransferResult;
  TransferStockInput: TransferStockInput;
  Warehouse: WarehouseRecord;
  WriteOffStockInput: WriteOffStockInput;
  Int: Scalars['Int']['output'];
}>;

export type RateLimitDirectiveArgs = {
  duration?: Scalars['Int']['input'];
  limit?: Scalars['Int']['input'];
};

export type RateLimitDirectiveResolver<Result, Parent, ContextType = InventoryContext, Args = RateLimitDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type AllocatedStockResolvers<ContextType = InventoryContext, ParentType extends ResolversParentTypes['AllocatedStock'] = ResolversParentTypes['AllocatedStock']> = ResolversObject<{
  backordered?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  variantId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  warehouseId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type BackorderPolicyResolvers<ContextType = InventoryContext, ParentType extends ResolversParentTypes['BackorderPolicy'] = ResolversParentTypes['BackorderPolicy']> = ResolversObject<{
  allowed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  expectedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  limit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  promised?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  variantId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type BackorderedLineResolvers<ContextType = InventoryContext, ParentType extends ResolversParentTypes['BackorderedLine'] = ResolversParentTypes['BackorderedLine']> = ResolversObject<{
  expectedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  variantId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type LowStockItemResolvers<ContextType = InventoryContext, ParentType extends ResolversParentTypes['LowStockItem'] = ResolversParentTypes['LowStockItem']> = ResolversObject<{
  available?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  dailySales?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  incoming?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reorderPoint?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reserved?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  suggestedReorder?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  variantId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  warehouse?: Resolver<ResolversTypes['Warehouse'], ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = InventoryContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  adjustStock?: Resolver<ResolversTypes['StockLevel'], ParentType, ContextType, RequireFields<MutationAdjustStockArgs, 'delta' | 'productId' | 'warehouseId'>>;
  allocateStock?: Resolver<ResolversTypes['StockReservation'], ParentType, ContextType, RequireFields<MutationAllocateStockArgs, 'lines' | 'reservationId'>>;
  commitStock?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationCommitStockArgs, 'reservationId'>>;
  createWarehouse?: Resolver<ResolversTypes['Warehouse'], ParentType, ContextType, RequireFields<MutationCreateWarehouseArgs, 'input'>>;
  receiveStock?: Resolver<ResolversTypes['StockLevel'], ParentType, ContextType, RequireFields<MutationReceiveStockArgs, 'input'>>;
  releaseStock?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationReleaseStockArgs, 'reservationId'>>;
  reserveStock?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationReserveStockArgs, 'lines' | 'reservationId'>>;
  reserveStockLines?: Resolver<Array<ResolversTypes['BackorderedLine']>, ParentType, ContextType, RequireFields<MutationReserveStockLinesArgs, 'lines' | 'reservationId'>>;
  restockStock?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRestockStockArgs, 'lines' | 'reference'>>;
  setBackorderPolicy?: Resolver<ResolversTypes['BackorderPolicy'], ParentType, ContextType, RequireFields<MutationSetBackorderPolicyArgs, 'input'>>;
  setStock?: Resolver<ResolversTypes['StockLevel'], ParentType, ContextType, RequireFields<MutationSetStockArgs, 'input'>>;
  transferStock?: Resolver<ResolversTypes['StockTransfer'], ParentType, ContextType, RequireFields<MutationTransferStockArgs, 'input'>>;
  writeOffStock?: Resolver<ResolversTypes['StockLevel'], ParentType, ContextType, RequireFields<MutationWriteOffStockArgs, 'input'>>;
}>;

export type ProductResolvers<ContextType = InventoryContext, ParentType extends ResolversParentTypes['Product'] = ResolversParentTypes['Product'], FederationReferenceType extends FederationReferenceTypes['Product'] = FederationReferenceTypes['Product']> = ResolversObject<{
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['Product']> | FederationReferenceType, FederationReferenceType, ContextType>;
  backorderPolicy?: Resolver<Maybe<ResolversTypes['BackorderPolicy']>, ParentType, ContextType>;
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
  lowStock?: Resolver<Array<ResolversTypes['LowStockItem']>, ParentType, ContextType, RequireFields<QueryLowStockArgs, 'coverDays' | 'salesWindowDays'>>;
  stockLevels?: Resolver<Array<ResolversTypes['StockLevel']>, ParentType, ContextType, RequireFields<QueryStockLevelsArgs, 'productId'>>;
  stockMovements?: Resolver<Array<ResolversTypes['StockMovement']>, ParentType, ContextType, RequireFields<QueryStockMovementsArgs, 'limit' | 'offset' | 'productId'>>;
  warehouse?: Resolver<Maybe<ResolversTypes['Warehouse']>, ParentType, ContextType, RequireFields<QueryWarehouseArgs, 'id'>>;
  warehouses?: Resolver<Array<ResolversTypes['Warehouse']>, ParentType, ContextType>;
}>;

export type StockLevelResolvers<ContextType = InventoryContext, ParentType extends ResolversParentTypes['StockLevel'] = ResolversParentTypes['StockLevel']> = ResolversObject<{
  available?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  backordered?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  damaged?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  incoming?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reorderPoint?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reserved?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  variantId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  warehouse?: Resolver<ResolversTypes['Warehouse'], ParentType, ContextType>;
}>;

export type StockMovementResolvers<ContextType = InventoryContext, ParentType extends ResolversParentTypes['StockMovement'] = ResolversParentTypes['StockMovement']> = ResolversObject<{
  actor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  available?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  backordered?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  damaged?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  incoming?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['StockMovementKind'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reference?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reserved?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  variantId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  warehouse?: Resolver<ResolversTypes['Warehouse'], ParentType, ContextType>;
}>;

export type StockReservationResolvers<ContextType = InventoryContext, ParentType extends ResolversParentTypes['StockReservation'] = ResolversParentTypes['StockReservation']> = ResolversObject<{
  allocations?: Resolver<Array<ResolversTypes['AllocatedStock']>, ParentType, ContextType>;
  backordered?: Resolver<Array<ResolversTypes['BackorderedLine']>, ParentType, ContextType>;
}>;

export type StockSummaryResolvers<ContextType = InventoryContext, ParentType extends ResolversParentTypes['StockSummary'] = ResolversParentTypes['StockSummary']> = ResolversObject<{
  available?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  backorderable?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  incoming?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reserved?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['StockStatus'], ParentType, ContextType>;
}>;

export type StockTransferResolvers<ContextType = InventoryContext, ParentType extends ResolversParentTypes['StockTransfer'] = ResolversParentTypes['StockTransfer']> = ResolversObject<{
  from?: Resolver<ResolversTypes['StockLevel'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['StockLevel'], ParentType, ContextType>;
}>;

export type WarehouseResolvers<ContextType = InventoryContext, ParentType extends ResolversParentTypes['Warehouse'] = ResolversParentTypes['Warehouse'], FederationReferenceType extends FederationReferenceTypes['Warehouse'] = FederationReferenceTypes['Warehouse']> = ResolversObject<{
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['Warehouse']> | FederationReferenceType, FederationReferenceType, ContextType>;
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  priority?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type Resolvers<ContextType = InventoryContext> = ResolversObject<{
  AllocatedStock?: AllocatedStockResolvers<ContextType>;
  BackorderPolicy?: BackorderPolicyResolvers<ContextType>;
  BackorderedLine?: BackorderedLineResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  LowStockItem?: LowStockItemResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Product?: ProductResolvers<ContextType>;
  ProductVariant?: ProductVariantResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  StockLevel?: StockLevelResolvers<ContextType>;
  StockMovement?: StockMovementResolvers<ContextType>;
  StockReservation?: StockReservationResolvers<ContextType>;
  StockSummary?: StockSummaryResolvers<ContextType>;
  StockTransfer?: StockTransferResolvers<ContextType>;
  Warehouse?: WarehouseResolvers<ContextType>;
}>;

export type DirectiveResolvers<ContextType = InventoryContext> = ResolversObject<{
  rateLimit?: RateLimitDirectiveResolver<any, any, ContextType>;
}>;
