/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/** A line the orders subgraph prices: a variant (a default variant's id is its product's) and its units. */
export type PriceLineInput = {
  productId: string | number;
  quantity: number;
  variantId?: string | number | null | undefined;
};

export type ProductStatus =
  /** Orderable. */
  | 'ACTIVE'
  /** No longer sold; not orderable. */
  | 'DISCONTINUED'
  /** Not yet published; not orderable. */
  | 'DRAFT';

export type AlikeProductsQueryVariables = Exact<{
  categoryId?: string | number | null | undefined;
  brand?: string | null | undefined;
  byCategory: boolean;
  byBrand: boolean;
}>;


export type AlikeProductsQuery = { sameCategory?: Array<{ id: string, status: ProductStatus, brand: string | null, category: { id: string, name: string } | null, price: { amount: string, currency: string } }>, sameBrand?: Array<{ id: string, status: ProductStatus, brand: string | null, category: { id: string, name: string } | null, price: { amount: string, currency: string } }> };

export type InsightProductsQueryVariables = Exact<{
  representations: Array<{ __typename: string; [field: string]: unknown }> | { __typename: string; [field: string]: unknown };
}>;


export type InsightProductsQuery = { _entities: Array<
    | { id: string, status: ProductStatus, brand: string | null, category: { id: string, name: string } | null, price: { amount: string, currency: string } }
    | Record<PropertyKey, never>
   | null> };

export type InsightProductFieldsFragment = { id: string, status: ProductStatus, brand: string | null, category: { id: string, name: string } | null, price: { amount: string, currency: string } };

export type OrderProductsQueryVariables = Exact<{
  representations: Array<{ __typename: string; [field: string]: unknown }> | { __typename: string; [field: string]: unknown };
  lines: Array<PriceLineInput> | PriceLineInput;
  groups: Array<string> | string;
}>;


export type OrderProductsQuery = { linePrices: Array<{ productId: string, variantId: string, quantity: number, priceRuleId: string | null, unitPrice: { amount: string, currency: string } } | null>, _entities: Array<
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
export const InsightProductFieldsFragmentDoc = new TypedDocumentString(`
    fragment InsightProductFields on Product {
  id
  status
  brand
  category {
    id
    name
  }
  price {
    amount
    currency
  }
}
    `, {"fragmentName":"InsightProductFields"}) as unknown as TypedDocumentString<InsightProductFieldsFragment, unknown>;
export const AlikeProductsDocument = new TypedDocumentString(`
    query AlikeProducts($categoryId: ID, $brand: String, $byCategory: Boolean!, $byBrand: Boolean!) {
  sameCategory: products(categoryId: $categoryId, status: ACTIVE, limit: 100) @include(if: $byCategory) {
    ...InsightProductFields
  }
  sameBrand: products(brand: $brand, status: ACTIVE, limit: 100) @include(if: $byBrand) {
    ...InsightProductFields
  }
}
    fragment InsightProductFields on Product {
  id
  status
  brand
  category {
    id
    name
  }
  price {
    amount
    currency
  }
}`) as unknown as TypedDocumentString<AlikeProductsQuery, AlikeProductsQueryVariables>;
export const InsightProductsDocument = new TypedDocumentString(`
    query InsightProducts($representations: [_Any!]!) {
  _entities(representations: $representations) {
    ... on Product {
      ...InsightProductFields
    }
  }
}
    fragment InsightProductFields on Product {
  id
  status
  brand
  category {
    id
    name
  }
  price {
    amount
    currency
  }
}`) as unknown as TypedDocumentString<InsightProductsQuery, InsightProductsQueryVariables>;
export const OrderProductsDocument = new TypedDocumentString(`
    query OrderProducts($representations: [_Any!]!, $lines: [PriceLineInput!]!, $groups: [String!]!) {
  linePrices(lines: $lines, customerGroups: $groups) {
    productId
    variantId
    quantity
    unitPrice {
      amount
      currency
    }
    priceRuleId
  }
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