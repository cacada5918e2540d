import { gql } from '../../testing/__generated__';

/**
 * The federated read the benchmark drives: one order with its user (users subgraph), its items (orders),
 * each item's product (catalog) and that product's stock and per-warehouse levels (inventory). Every
 * request names a different order, so no gateway can fold concurrent requests into one.
 */
export const ORDER_QUERY = gql(`query BenchOrder($id: ID!) {
  order(id: $id) {
    id
    status
    total
    currency
    createdAt
    user { id name email }
    items {
      quantity
      unitPrice
      lineTotal
      product {
        id
        name
        sku
        price { amount currency }
        stock { available reserved status }
        stockLevels { available warehouse { code } }
      }
    }
  }
}`);

export const ORDER_OPERATION = 'BenchOrder';

/** The request body for one order id, exactly as every gateway receives it. */
export function orderRequestBody(id: string): string {
  return JSON.stringify({ query: String(ORDER_QUERY), variables: { id }, operationName: ORDER_OPERATION });
}
