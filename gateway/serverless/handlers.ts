import type { Identity } from '../../platform/identity';
import { subjectOf } from '../../platform/identity/access';

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
  document: string;
  variables(input: HandlerInput): Record<string, unknown>;
  /** The answer; null is 404 (`{ "error": ... }`). */
  shape(data: never, input: HandlerInput): { status: number; body: unknown } | null;
  /** `Cache-Control` of a success (each handler's cache window; private, since every handler needs a credential). */
  cache?: string;
}

/** A serverless product: id, name, price (decimal number), inventory (available units), created_at. */
interface GqlProduct {
  id: string;
  name: string;
  listPrice: number;
  createdAt: string;
  stock: { available: number };
}

const PRODUCT = 'fragment ServerlessProduct on Product { id name listPrice createdAt stock { available } }';
const product = (p: GqlProduct) => ({
  id: p.id,
  name: p.name,
  price: p.listPrice,
  inventory: p.stock.available,
  created_at: p.createdAt,
});

/** Orders in the shape of a key-value order store: customer_id, order_id, total, status, items, created_at. */
interface GqlOrder {
  id: string;
  total: number;
  status: string;
  createdAt: string;
  user: { id: string };
  items: Array<{ productId: string; quantity: number; unitPrice: number }>;
}

const ORDER =
  'fragment ServerlessOrder on Order { id total status createdAt user { id } items { productId quantity unitPrice } }';
const order = (o: GqlOrder) => ({
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
  {
    method: 'GET',
    path: '/products',
    document: `query ServerlessProducts { products(limit: 20, status: ACTIVE) { ...ServerlessProduct } } ${PRODUCT}`,
    variables: () => ({}),
    shape: (data: { products: GqlProduct[] }) => ({ status: 200, body: data.products.map(product) }),
    cache: 'private, max-age=300',
  },
  {
    method: 'GET',
    path: '/products/:id',
    document: `query ServerlessProduct($id: ID!) { product(id: $id) { ...ServerlessProduct } } ${PRODUCT}`,
    variables: ({ params }) => ({ id: params.id }),
    shape: (data: { product: GqlProduct | null }) =>
      data.product ? { status: 200, body: product(data.product) } : null,
    cache: 'private, max-age=600',
  },
  {
    method: 'POST',
    path: '/products',
    body: true,
    // The catalog records the product-created notification (subject "Product Created") with the product.
    document: `mutation ServerlessCreateProduct($input: CreateProductInput!) { createProduct(input: $input) { id name listPrice createdAt } }`,
    variables: ({ body }) => ({ input: { name: body.name, price: body.price } }),
    shape: (data: { createProduct: Omit<GqlProduct, 'stock'> }) => {
      const created = data.createProduct;
      return {
        status: 201,
        body: { id: created.id, name: created.name, price: created.listPrice, created_at: created.createdAt },
      };
    },
  },
  {
    method: 'GET',
    path: '/orders',
    // "Orders of the caller": its own, even for staff, newest first (at most the page cap).
    document: `query ServerlessOrders($userId: ID) { orders(userId: $userId, limit: 100) { ...ServerlessOrder } } ${ORDER}`,
    variables: ({ identity }) => ({ userId: subjectOf(identity) }),
    shape: (data: { orders: GqlOrder[] }) => ({ status: 200, body: data.orders.map(order) }),
  },
  {
    method: 'POST',
    path: '/orders',
    body: true,
    document: `mutation ServerlessCreateOrder($input: CreateOrderInput!) { createOrder(input: $input) { ...ServerlessOrder } } ${ORDER}`,
    variables: ({ body, identity }) => ({
      input: {
        userId: body.customer_id ?? body.user_id ?? subjectOf(identity),
        items: lines(body.items),
        ...(body.currency ? { currency: body.currency } : {}),
        ...(body.notes ? { notes: body.notes } : {}),
      },
    }),
    shape: (data: { createOrder: GqlOrder }) => ({ status: 201, body: order(data.createOrder) }),
  },
  {
    method: 'GET',
    path: '/orders/:id',
    document: `query ServerlessOrder($id: ID!) { order(id: $id) { ...ServerlessOrder } } ${ORDER}`,
    variables: ({ params }) => ({ id: params.id }),
    shape: (data: { order: GqlOrder | null }) =>
      data.order ? { status: 200, body: order(data.order) } : null,
  },
  {
    method: 'PUT',
    path: '/orders/:id',
    body: true,
    document: `mutation ServerlessUpdateOrder($id: ID!, $input: UpdateOrderInput!) { updateOrder(id: $id, input: $input) { ...ServerlessOrder } } ${ORDER}`,
    variables: ({ params, body }) => ({
      id: params.id,
      input: { status: text(body.status), ...(body.notes !== undefined ? { notes: body.notes } : {}) },
    }),
    shape: (data: { updateOrder: GqlOrder }) => ({ status: 200, body: order(data.updateOrder) }),
  },
];
