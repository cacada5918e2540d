/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type ProductStatus =
  /** Orderable. */
  | 'ACTIVE'
  /** No longer sold; not orderable. */
  | 'DISCONTINUED'
  /** Not yet published; not orderable. */
  | 'DRAFT';

export type OrderProductsQueryVariables = Exact<{
  representations: Array<{ __typename: string; [field: string]: unknown }> | { __typename: string; [field: string]: unknown };
}>;


export type OrderProductsQuery = { _entities: Array<
    | { id: string, sku: string, name: string, status: ProductStatus, category: { id: string } | null, price: { amount: string, currency: string }, options: Array<{ name: string }>, variants: Array<{ id: string, sku: string, status: ProductStatus, price: { amount: string, currency: string }, options: Array<{ name: string, value: string }> }> }
    | Record<PropertyKey, never>
   | null> };

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

export const OrderProductsDocument = new TypedDocumentString(`
    query OrderProducts($representations: [_Any!]!) {
  _entities(representations: $representations) {
    ... on Product {
      id
      sku
      name
      status
      category {
        id
      }
      price {
        amount
        currency
      }
      options {
        name
      }
      variants {
        id
        sku
        status
        price {
          amount
          currency
        }
        options {
          name
          value
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<OrderProductsQuery, OrderProductsQueryVariables>;