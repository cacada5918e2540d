/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/** A customer's state: active, inactive or deleted. DELETED users no longer appear in `user` or `users`. */
export type CustomerStatus =
  | 'ACTIVE'
  | 'DELETED'
  | 'INACTIVE';

export type OrderAddressQueryVariables = Exact<{
  userId: string | number;
  id: string | number;
}>;


export type OrderAddressQuery = { addressForOrder: { name: string, line1: string, line2: string | null, city: string, state: string | null, postalCode: string, country: string, phone: string | null } | null };

export type OrderUserQueryVariables = Exact<{
  representations: Array<{ __typename: string; [field: string]: unknown }> | { __typename: string; [field: string]: unknown };
}>;


export type OrderUserQuery = { _entities: Array<
    | { id: string, status: CustomerStatus }
    | Record<PropertyKey, never>
   | null> };

export type SearchUsersQueryVariables = Exact<{
  query: string;
}>;


export type SearchUsersQuery = { searchUsers: Array<{ id: string }> };

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

export const OrderAddressDocument = new TypedDocumentString(`
    query OrderAddress($userId: ID!, $id: ID!) {
  addressForOrder(userId: $userId, id: $id) {
    name
    line1
    line2
    city
    state
    postalCode
    country
    phone
  }
}
    `) as unknown as TypedDocumentString<OrderAddressQuery, OrderAddressQueryVariables>;
export const OrderUserDocument = new TypedDocumentString(`
    query OrderUser($representations: [_Any!]!) {
  _entities(representations: $representations) {
    ... on User {
      id
      status
    }
  }
}
    `) as unknown as TypedDocumentString<OrderUserQuery, OrderUserQueryVariables>;
export const SearchUsersDocument = new TypedDocumentString(`
    query SearchUsers($query: String!) {
  searchUsers(query: $query, limit: 50) {
    id
  }
}
    `) as unknown as TypedDocumentString<SearchUsersQuery, SearchUsersQueryVariables>;