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
    "query AlikeProducts($categoryId: ID, $brand: String, $byCategory: Boolean!, $byBrand: Boolean!) {\n  sameCategory: products(categoryId: $categoryId, status: ACTIVE, limit: 100) @include(if: $byCategory) {\n    ...InsightProductFields\n  }\n  sameBrand: products(brand: $brand, status: ACTIVE, limit: 100) @include(if: $byBrand) {\n    ...InsightProductFields\n  }\n}": typeof types.AlikeProductsDocument,
    "query InsightProducts($representations: [_Any!]!) {\n  _entities(representations: $representations) {\n    ... on Product {\n      ...InsightProductFields\n    }\n  }\n}\n\nfragment InsightProductFields on Product {\n  id\n  status\n  brand\n  category {\n    id\n    name\n  }\n  price {\n    amount\n    currency\n  }\n}": typeof types.InsightProductsDocument,
    "query OrderProducts($representations: [_Any!]!, $lines: [PriceLineInput!]!, $groups: [String!]!) {\n  linePrices(lines: $lines, customerGroups: $groups) {\n    productId\n    variantId\n    quantity\n    unitPrice {\n      amount\n      currency\n    }\n    priceRuleId\n  }\n  _entities(representations: $representations) {\n    ... on Product {\n      id\n      sku\n      name\n      status\n      category {\n        id\n      }\n      price {\n        amount\n        currency\n      }\n      options {\n        name\n      }\n      variants {\n        id\n        sku\n        status\n        price {\n          amount\n          currency\n        }\n        options {\n          name\n          value\n        }\n      }\n    }\n  }\n}": typeof types.OrderProductsDocument,
};
const documents: Documents = {
    "query AlikeProducts($categoryId: ID, $brand: String, $byCategory: Boolean!, $byBrand: Boolean!) {\n  sameCategory: products(categoryId: $categoryId, status: ACTIVE, limit: 100) @include(if: $byCategory) {\n    ...InsightProductFields\n  }\n  sameBrand: products(brand: $brand, status: ACTIVE, limit: 100) @include(if: $byBrand) {\n    ...InsightProductFields\n  }\n}": types.AlikeProductsDocument,
    "query InsightProducts($representations: [_Any!]!) {\n  _entities(representations: $representations) {\n    ... on Product {\n      ...InsightProductFields\n    }\n  }\n}\n\nfragment InsightProductFields on Product {\n  id\n  status\n  brand\n  category {\n    id\n    name\n  }\n  price {\n    amount\n    currency\n  }\n}": types.InsightProductsDocument,
    "query OrderProducts($representations: [_Any!]!, $lines: [PriceLineInput!]!, $groups: [String!]!) {\n  linePrices(lines: $lines, customerGroups: $groups) {\n    productId\n    variantId\n    quantity\n    unitPrice {\n      amount\n      currency\n    }\n    priceRuleId\n  }\n  _entities(representations: $representations) {\n    ... on Product {\n      id\n      sku\n      name\n      status\n      category {\n        id\n      }\n      price {\n        amount\n        currency\n      }\n      options {\n        name\n      }\n      variants {\n        id\n        sku\n        status\n        price {\n          amount\n          currency\n        }\n        options {\n          name\n          value\n        }\n      }\n    }\n  }\n}": types.OrderProductsDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AlikeProducts($categoryId: ID, $brand: String, $byCategory: Boolean!, $byBrand: Boolean!) {\n  sameCategory: products(categoryId: $categoryId, status: ACTIVE, limit: 100) @include(if: $byCategory) {\n    ...InsightProductFields\n  }\n  sameBrand: products(brand: $brand, status: ACTIVE, limit: 100) @include(if: $byBrand) {\n    ...InsightProductFields\n  }\n}"): typeof import('./graphql').AlikeProductsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query InsightProducts($representations: [_Any!]!) {\n  _entities(representations: $representations) {\n    ... on Product {\n      ...InsightProductFields\n    }\n  }\n}\n\nfragment InsightProductFields on Product {\n  id\n  status\n  brand\n  category {\n    id\n    name\n  }\n  price {\n    amount\n    currency\n  }\n}"): typeof import('./graphql').InsightProductsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query OrderProducts($representations: [_Any!]!, $lines: [PriceLineInput!]!, $groups: [String!]!) {\n  linePrices(lines: $lines, customerGroups: $groups) {\n    productId\n    variantId\n    quantity\n    unitPrice {\n      amount\n      currency\n    }\n    priceRuleId\n  }\n  _entities(representations: $representations) {\n    ... on Product {\n      id\n      sku\n      name\n      status\n      category {\n        id\n      }\n      price {\n        amount\n        currency\n      }\n      options {\n        name\n      }\n      variants {\n        id\n        sku\n        status\n        price {\n          amount\n          currency\n        }\n        options {\n          name\n          value\n        }\n      }\n    }\n  }\n}"): typeof import('./graphql').OrderProductsDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
