/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "query OrderAddress($userId: ID!, $id: ID!) {\n  addressForOrder(userId: $userId, id: $id) {\n    name\n    line1\n    line2\n    city\n    state\n    postalCode\n    country\n    phone\n  }\n}": typeof types.OrderAddressDocument,
    "query OrderUser($representations: [_Any!]!) {\n  _entities(representations: $representations) {\n    ... on User {\n      id\n      status\n    }\n  }\n}": typeof types.OrderUserDocument,
    "query SearchUsers($query: String!) {\n  searchUsers(query: $query, limit: 50) {\n    id\n  }\n}": typeof types.SearchUsersDocument,
};
const documents: Documents = {
    "query OrderAddress($userId: ID!, $id: ID!) {\n  addressForOrder(userId: $userId, id: $id) {\n    name\n    line1\n    line2\n    city\n    state\n    postalCode\n    country\n    phone\n  }\n}": types.OrderAddressDocument,
    "query OrderUser($representations: [_Any!]!) {\n  _entities(representations: $representations) {\n    ... on User {\n      id\n      status\n    }\n  }\n}": types.OrderUserDocument,
    "query SearchUsers($query: String!) {\n  searchUsers(query: $query, limit: 50) {\n    id\n  }\n}": types.SearchUsersDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query OrderAddress($userId: ID!, $id: ID!) {\n  addressForOrder(userId: $userId, id: $id) {\n    name\n    line1\n    line2\n    city\n    state\n    postalCode\n    country\n    phone\n  }\n}"): typeof import('./graphql').OrderAddressDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query OrderUser($representations: [_Any!]!) {\n  _entities(representations: $representations) {\n    ... on User {\n      id\n      status\n    }\n  }\n}"): typeof import('./graphql').OrderUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SearchUsers($query: String!) {\n  searchUsers(query: $query, limit: 50) {\n    id\n  }\n}"): typeof import('./graphql').SearchUsersDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
