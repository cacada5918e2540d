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
    "mutation AllocateStock($reservationId: ID!, $lines: [ReserveLineInput!]!, $destinationCountry: String) {\n  allocateStock(\n    reservationId: $reservationId\n    lines: $lines\n    destinationCountry: $destinationCountry\n  ) {\n    allocations {\n      productId\n      variantId\n      warehouseId\n      quantity\n      backordered\n    }\n    backordered {\n      productId\n      variantId\n      quantity\n      expectedAt\n    }\n  }\n}": typeof types.AllocateStockDocument,
    "mutation CommitStock($reservationId: ID!) {\n  commitStock(reservationId: $reservationId)\n}": typeof types.CommitStockDocument,
    "query ProductStock($representations: [_Any!]!) {\n  _entities(representations: $representations) {\n    ... on Product {\n      id\n      stock {\n        available\n      }\n    }\n  }\n}": typeof types.ProductStockDocument,
    "mutation ReleaseStock($reservationId: ID!) {\n  releaseStock(reservationId: $reservationId)\n}": typeof types.ReleaseStockDocument,
    "mutation RestockStock($reference: ID!, $lines: [ReserveLineInput!]!) {\n  restockStock(reference: $reference, lines: $lines)\n}": typeof types.RestockStockDocument,
};
const documents: Documents = {
    "mutation AllocateStock($reservationId: ID!, $lines: [ReserveLineInput!]!, $destinationCountry: String) {\n  allocateStock(\n    reservationId: $reservationId\n    lines: $lines\n    destinationCountry: $destinationCountry\n  ) {\n    allocations {\n      productId\n      variantId\n      warehouseId\n      quantity\n      backordered\n    }\n    backordered {\n      productId\n      variantId\n      quantity\n      expectedAt\n    }\n  }\n}": types.AllocateStockDocument,
    "mutation CommitStock($reservationId: ID!) {\n  commitStock(reservationId: $reservationId)\n}": types.CommitStockDocument,
    "query ProductStock($representations: [_Any!]!) {\n  _entities(representations: $representations) {\n    ... on Product {\n      id\n      stock {\n        available\n      }\n    }\n  }\n}": types.ProductStockDocument,
    "mutation ReleaseStock($reservationId: ID!) {\n  releaseStock(reservationId: $reservationId)\n}": types.ReleaseStockDocument,
    "mutation RestockStock($reference: ID!, $lines: [ReserveLineInput!]!) {\n  restockStock(reference: $reference, lines: $lines)\n}": types.RestockStockDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AllocateStock($reservationId: ID!, $lines: [ReserveLineInput!]!, $destinationCountry: String) {\n  allocateStock(\n    reservationId: $reservationId\n    lines: $lines\n    destinationCountry: $destinationCountry\n  ) {\n    allocations {\n      productId\n      variantId\n      warehouseId\n      quantity\n      backordered\n    }\n    backordered {\n      productId\n      variantId\n      quantity\n      expectedAt\n    }\n  }\n}"): typeof import('./graphql').AllocateStockDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CommitStock($reservationId: ID!) {\n  commitStock(reservationId: $reservationId)\n}"): typeof import('./graphql').CommitStockDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ProductStock($representations: [_Any!]!) {\n  _entities(representations: $representations) {\n    ... on Product {\n      id\n      stock {\n        available\n      }\n    }\n  }\n}"): typeof import('./graphql').ProductStockDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ReleaseStock($reservationId: ID!) {\n  releaseStock(reservationId: $reservationId)\n}"): typeof import('./graphql').ReleaseStockDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RestockStock($reference: ID!, $lines: [ReserveLineInput!]!) {\n  restockStock(reference: $reference, lines: $lines)\n}"): typeof import('./graphql').RestockStockDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
