import type { TypedDocument } from '../../platform/graphql/documents';
import type { Identity } from '../../platform/identity';
import { subjectOf } from '../../platform/identity/access';
import { gql } from '../__generated__';
import type { CacheRule } from '../edge-cache';
import type { ServerlessOrderFragment, ServerlessProductFragment } from '../__generated__/graphql';

/**
 * The serverless-style product and order handlers as data: each maps one method and path onto one
 * supergraph operation and shapes the answer exactly as their clients expect it (the bare resource or a
 * list on success). `handlers.ts` says what; `index.ts` runs them.
 */

export interface HandlerInput {
  params: Record<string, string>;
  body: Record<string, unknown>;
  identity: Identity;
}

export interface ServerlessHandler {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  /** Whether the handler reads a JSON object body. */
  body?: boolean;
  /** The supergraph operation, typed by codegen. */
  document: TypedDocument<unknown, Record<string, unknown>>;
  /**
   * The operation's variables, taken from the request as sent: the body is not validated here, the
   * supergraph's variable coercion is the validation (its errors are the handler's 400s).
   */
  variables(input: HandlerInput): Record<string, unknown>;
  /** The answer; null is 404 (`{ "error": ... }`). */
  shape(data: never, input: HandlerInput): { status: number; body: unknown } | null;
  /**
   * How a success may be cached (gateway/edge-cache): always by the caller's browser only, since every
   * handler needs a credential. Without it: `no-store`.
   */
  cache?: CacheRule;
}

/**
 * A handler with its types inferred from its operation (the shaping gets the operation's result type);
 * the table stores the erased form.
 */
function handler<TResult, TVariables>(
  spec: Omit<ServerlessHandler, 'document' | 'shape'> & {
    document: TypedDocument<TResult, TVariables>;
    shape(data: NoInfer<TResult>, input: HandlerInput): { status: number; body: unknown } | null;
  },
): ServerlessHandler {
  return spec as unknown as ServerlessHandler;
}

/**
 * A serverless product (REQ-SLS-3): id, name, price (decimal number), inventory (available units), created_at.
 * The fragment is declared for codegen, which reads it here; the handlers' operations spread it.
 */
gql(`fragment ServerlessProduct on Product { id name listPrice createdAt stock { available } }`);
const product = (p: ServerlessProductFragment) => ({
  id: p.id,
  name: p.name,
  price: p.listPrice,
  inventory: p.stock.available,
  created_at: p.createdAt,
});

/** Orders in the shape of a key-value order store (REQ-SLS-3): customer_id, order_id, total, status, items, created_at. */
gql(
  `fragment ServerlessOrder on Order { id total status createdAt user { id } items { productId quantity unitPrice } }`,
);
const order = (o: ServerlessOrderFragment) => ({
  order_id: o.id,
  customer_id: o.user.id,
  items: o.items.map((item) => ({
    product_id: item.productId,
    quantity: item.quantity,
    unit_price: item.unitPrice,
  })),
  total: o.total,
  status: o.status.toLowerCase(),
  created_at: o.createdAt,
});

/** Order lines as sent: `product_id` (or `productId`) and `quantity`; anything else is left for GraphQL to refuse. */
function lines(items: unknown): unknown {
  if (!Array.isArray(items)) return items;
  return items.map((item: Record<string, unknown>) => ({
    productId: item?.product_id ?? item?.productId,
    quantity: item?.quantity,
  }));
}

const text = (value: unknown) => (typeof value === 'string' ? value.toUpperCase() : value);

export const serverlessHandlers: readonly ServerlessHandler[] = [
  handler({
    method: 'GET',
    path: '/products',
    document: gql(
      `query ServerlessProducts { products(limit: 20, status: ACTIVE) { ...ServerlessProduct } }`,
    ),
    variables: () => ({}),
    shape: (data) => ({ status: 200, body: data.products.map(product) }),
    cache: { kind: 'listing' },
  }),
  handler({
    method: 'GET',
    path: '/products/:id',
    document: gql(`query ServerlessProduct($id: ID!) { product(id: $id) { ...ServerlessProduct } }`),
    variables: ({ params }) => ({ id: params.id }),
    shape: (data) => (data.product ? { status: 200, body: product(data.product) } : null),
    cache: { kind: 'product' },
  }),
  handler({
    method: 'POST',
    path: '/products',
    body: true,
    // The catalog records the product-created notification (subject "Product Created") with the product.
    document: gql(
      `mutation ServerlessCreateProduct($input: CreateProductInput!) { createProduct(input: $input) { id name listPrice createdAt } }`,
    ),
    variables: ({ body }) => ({ input: { name: body.name, price: body.price } }),
    shape: (data) => {
      const created = data.createProduct;
      return {
        status: 201,
        body: { id: created.id, name: created.name, price: created.listPrice, created_at: created.createdAt },
      };
    },
  }),
  handler({
    method: 'GET',
    path: '/orders',
    // "Orders of the caller": its own, even for staff, newest first (at most the page cap).
    document: gql(
      `query ServerlessOrders($userId: ID) { orders(userId: $userId, limit: 100) { ...ServerlessOrder } }`,
    ),
    variables: ({ identity }) => ({ userId: subjectOf(identity) }),
    shape: (data) => ({ status: 200, body: data.orders.map(order) }),
  }),
  handler({
    method: 'POST',
    path: '/orders',
    body: true,
    document: gql(
      `mutation ServerlessCreateOrder($input: CreateOrderInput!) { createOrder(input: $input) { ...ServerlessOrder } }`,
    ),
    variables: ({ body, identity }) => ({
      input: {
        userId: body.customer_id ?? body.user_id ?? subjectOf(identity),
        items: lines(body.items),
        ...(body.currency ? { currency: body.currency } : {}),
        ...(body.notes ? { notes: body.notes } : {}),
      },
    }),
    shape: (data) => ({ status: 201, body: order(data.createOrder) }),
  }),
  handler({
    method: 'GET',
    path: '/orders/:id',
    document: gql(`query ServerlessOrder($id: ID!) { order(id: $id) { ...ServerlessOrder } }`),
    variables: ({ params }) => ({ id: params.id }),
    shape: (data) => (data.order ? { status: 200, body: order(data.order) } : null),
  }),
  handler({
    method: 'PUT',
    path: '/orders/:id',
    body: true,
    document: gql(
      `mutation ServerlessUpdateOrder($id: ID!, $input: UpdateOrderInput!) { updateOrder(id: $id, input: $input) { ...ServerlessOrder } }`,
    ),
    variables: ({ params, body }) => ({
      id: params.id,
      input: { status: text(body.status), ...(body.notes !== undefined ? { notes: body.notes } : {}) },
    }),
    shape: (data) => ({ status: 200, body: order(data.updateOrder) }),
  }),
];
