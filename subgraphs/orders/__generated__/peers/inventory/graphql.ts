/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type ReserveLineInput = {
  productId: string | number;
  quantity: number;
  /** Default: the product's default variant (its own id). */
  variantId?: string | number | null | undefined;
};

export type AllocateStockMutationVariables = Exact<{
  reservationId: string | number;
  lines: Array<ReserveLineInput> | ReserveLineInput;
  destinationCountry?: string | null | undefined;
}>;


export type AllocateStockMutation = { allocateStock: { allocations: Array<{ productId: string, variantId: string, warehouseId: string, quantity: number, backordered: number }>, backordered: Array<{ productId: string, variantId: string, quantity: number, expectedAt: string | null }> } };

export type CommitStockMutationVariables = Exact<{
  reservationId: string | number;
}>;


export type CommitStockMutation = { commitStock: boolean };

export type ProductStockQueryVariables = Exact<{
  representations: Array<{ __typename: string; [field: string]: unknown }> | { __typename: string; [field: string]: unknown };
}>;


export type ProductStockQuery = { _entities: Array<
    | { id: string, stock: { available: number } }
    | Record<PropertyKey, never>
   | null> };

export type ReleaseStockMutationVariables = Exact<{
  reservationId: string | number;
}>;


export type ReleaseStockMutation = { releaseStock: boolean };

export type RestockStockMutationVariables = Exact<{
  reference: string | number;
  lines: Array<ReserveLineInput> | ReserveLineInput;
}>;


export type RestockStockMutation = { restockStock: boolean };

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

export const AllocateStockDocument = new TypedDocumentString(`
    mutation AllocateStock($reservationId: ID!, $lines: [ReserveLineInput!]!, $destinationCountry: String) {
  allocateStock(
    reservationId: $reservationId
    lines: $lines
    destinationCountry: $destinationCountry
  ) {
    allocations {
      productId
      variantId
      warehouseId
      quantity
      backordered
    }
    backordered {
      productId
      variantId
      quantity
      expectedAt
    }
  }
}
    `) as unknown as TypedDocumentString<AllocateStockMutation, AllocateStockMutationVariables>;
export const CommitStockDocument = new TypedDocumentString(`
    mutation CommitStock($reservationId: ID!) {
  commitStock(reservationId: $reservationId)
}
    `) as unknown as TypedDocumentString<CommitStockMutation, CommitStockMutationVariables>;
export const ProductStockDocument = new TypedDocumentString(`
    query ProductStock($representations: [_Any!]!) {
  _entities(representations: $representations) {
    ... on Product {
      id
      stock {
        available
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ProductStockQuery, ProductStockQueryVariables>;
export const ReleaseStockDocument = new TypedDocumentString(`
    mutation ReleaseStock($reservationId: ID!) {
  releaseStock(reservationId: $reservationId)
}
    `) as unknown as TypedDocumentString<ReleaseStockMutation, ReleaseStockMutationVariables>;
export const RestockStockDocument = new TypedDocumentString(`
    mutation RestockStock($reference: ID!, $lines: [ReserveLineInput!]!) {
  restockStock(reference: $reference, lines: $lines)
}
    `) as unknown as TypedDocumentString<RestockStockMutation, RestockStockMutationVariables>;