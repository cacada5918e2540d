// Longer than most files on purpose: the whole REST route table, every route and version, is read in one place.
import { z } from 'zod';
import { subjectOf } from '../../platform/identity/access';
import { gql } from '../__generated__';
import {
  deletion,
  orderStatus,
  orderV1,
  orderV2,
  profile,
  productV3,
  searchHitV1,
  searchHitV2,
  searchHitV3,
  shapeHitV1,
  shapeHitV2,
  shapeHitV3,
  shapeProductV3,
  shapeOrderV1,
  shapeOrderV2,
  shapeUserV1,
  shapeUserV2,
  shapeSearchMeta,
  suggestion,
  userStatus,
  userV1,
  userV2,
  type GqlHit,
  type GqlOrder,
  type GqlUser,
} from './resources';
import { bind, pageMeta, pageWindow, pagination, type Binding, type RestRoute, type Shaped } from './route';
import { supportedVersions, type ApiVersion } from './versions';

/**
 * The REST API as data: every route of the resource pattern (collections, items, sub-collections), each
 * mapped per version onto one GraphQL operation of the supergraph. The adapter (adapter.ts) runs it and
 * openapi.ts documents it; neither knows any route by name.
 */

interface View<G> {
  schema: z.ZodType;
  shape(value: G): unknown;
}

/** v3 (beta) reads users and orders as v2 does; its search hits are products in v3's richer shape. */
const views: Record<
  Exclude<ApiVersion, 'v3'>,
  { user: View<GqlUser>; order: View<GqlOrder>; hit: View<GqlHit> }
> & { v3: { user: View<GqlUser>; order: View<GqlOrder> } } = {
  v1: {
    user: { schema: userV1, shape: shapeUserV1 },
    order: { schema: orderV1, shape: shapeOrderV1 },
    hit: { schema: searchHitV1, shape: shapeHitV1 },
  },
  v2: {
    user: { schema: userV2, shape: shapeUserV2 },
    order: { schema: orderV2, shape: shapeOrderV2 },
    hit: { schema: searchHitV2, shape: shapeHitV2 },
  },
  v3: {
    user: { schema: userV2, shape: shapeUserV2 },
    order: { schema: orderV2, shape: shapeOrderV2 },
  },
};

interface Resources {
  user: GqlUser;
  order: GqlOrder;
}

/** `data[field]` through the version's view of a resource; a null field answers `<RESOURCE>_NOT_FOUND`. */
function one<R extends keyof Resources, K extends string>(version: ApiVersion, kind: R, field: K) {
  const view = views[version][kind] as View<Resources[R]>;
  return (data: { [P in K]: Resources[R] | null }): Shaped => {
    const value = data[field];
    return value ? { data: view.shape(value) } : null;
  };
}

/** The same route in every version, differing only by the version's views and pagination. */
function everyVersion(make: (version: ApiVersion) => Binding): Partial<Record<ApiVersion, Binding>> {
  return Object.fromEntries(supportedVersions.map((version) => [version, make(version)]));
}

const sortParam = <T extends string>(sorts: Record<T, string>, fallback: NoInfer<T>) =>
  z
    .enum(Object.keys(sorts) as [T, ...T[]])
    .default(fallback)
    .meta({ description: 'A field to sort by; a leading "-" sorts descending.' });

const USER_SORT = {
  created_at: 'CREATED_AT_ASC',
  '-created_at': 'CREATED_AT_DESC',
  name: 'NAME_ASC',
  '-name': 'NAME_DESC',
} as const;
const ORDER_SORT = {
  created_at: 'CREATED_AT_ASC',
  '-created_at': 'CREATED_AT_DESC',
  total: 'TOTAL_ASC',
  '-total': 'TOTAL_DESC',
} as const;

const upper = <T extends string>(value: T | undefined) => value?.toUpperCase() as Uppercase<T> | undefined;

const userInput = z.object({
  name: z.string().meta({ description: '1-255 characters.' }),
  email: z.string().meta({ description: 'Unique (case-insensitive).' }),
  phone: z.string().nullable().optional(),
});
const userUpdate = z.object({
  name: z.string().optional(),
  email: z.string().optional(),
  phone: z.string().nullable().optional(),
  status: userStatus.optional().meta({ description: 'Admins only.' }),
});
const lineInput = z.object({
  product_id: z.string(),
  quantity: z.number().int().meta({ description: 'Greater than 0 (at most 10000).' }),
});
const orderInput = z.object({
  user_id: z
    .string()
    .optional()
    .meta({ description: 'Whose order it is; default the caller. Only admins order for others.' }),
  items: z.array(lineInput).meta({ description: '1-100 lines.' }),
  currency: z.string().optional().meta({ description: 'ISO 4217; default USD.' }),
  notes: z.string().optional(),
  coupon_code: z
    .string()
    .optional()
    .meta({ description: 'A coupon to apply; 409 COUPON_* codes say why one does not.' }),
});

const lineOf = (line: z.infer<typeof lineInput>) => ({ productId: line.product_id, quantity: line.quantity });

// ---------------------------------------------------------------- search parameters

/** As the search enforces: 1-200 characters once trimmed. */
const searchText = z
  .string()
  .trim()
  .min(1, 'The search text is required.')
  .max(200, 'The search text is at most 200 characters.');

/** A parameter that may be given several times (`brand=A&brand=B`): always a list. */
const repeated = (description: string, item: z.ZodString = z.string().min(1).max(200)) =>
  z
    .union([item, z.array(item).max(50)])
    .transform((value) => (Array.isArray(value) ? value : [value]))
    .optional()
    .meta({ description: `${description} Repeat the parameter for more than one (any of them matches).` });

const decimal = (description: string) =>
  z
    .string()
    .regex(/^\d{1,10}(\.\d{1,2})?$/, 'A decimal amount such as 10 or 19.99.')
    .optional()
    .meta({ description });

const SEARCH_SORT = {
  relevance: 'RELEVANCE',
  price: 'PRICE_ASC',
  '-price': 'PRICE_DESC',
  newest: 'NEWEST',
  rating: 'RATING',
} as const;

/** The service's names for the search's inputs, to this route's parameter names (in 400 details). */
const SEARCH_FIELDS = {
  query: 'q',
  brands: 'brand',
  categoryIds: 'category',
  minPrice: 'min_price',
  maxPrice: 'max_price',
  inStock: 'in_stock',
  minRating: 'min_rating',
  options: 'option',
};

/** The search's query string; strict, so a misspelt parameter is a 400 naming it, never ignored. */
function searchQuery(version: ApiVersion, maxPageSize: number) {
  return z
    .object({
      q: searchText.meta({ description: 'Search text, 1-200 characters; the last word may be incomplete.' }),
      ...pagination(version, 20, maxPageSize),
      brand: repeated('Only this brand.'),
      category: repeated('Only this category (by id) or its descendants.'),
      min_price: decimal('Lowest price, as a decimal amount.'),
      max_price: decimal('Highest price, as a decimal amount.'),
      in_stock: z
        .enum(['true', 'false'])
        .transform((value) => value === 'true')
        .optional()
        .meta({ description: 'true: only products with units available; false: only those without.' }),
      min_rating: z.coerce
        .number()
        .min(0)
        .max(5)
        .optional()
        .meta({ description: 'Lowest average rating, 0-5 (unrated products are left out).' }),
      option: repeated(
        'A variant option value as `Name:Value` (e.g. `Color:Red`); values of one option combine with OR, options with AND.',
        z.string().regex(/^[^:]{1,100}:.{1,200}$/, 'An option as Name:Value, e.g. Color:Red.'),
      ),
      sort: sortParam(SEARCH_SORT, 'relevance'),
    })
    .strict();
}

function searchInput(query: z.infer<ReturnType<typeof searchQuery>>) {
  const options = new Map<string, string[]>();
  for (const pair of query.option ?? []) {
    const at = pair.indexOf(':');
    const name = pair.slice(0, at);
    options.set(name, [...(options.get(name) ?? []), pair.slice(at + 1)]);
  }
  return {
    query: query.q,
    brands: query.brand,
    categoryIds: query.category,
    minPrice: query.min_price,
    maxPrice: query.max_price,
    inStock: query.in_stock,
    minRating: query.min_rating,
    options: options.size ? [...options].map(([name, values]) => ({ name, values })) : undefined,
    sort: SEARCH_SORT[query.sort],
    ...pageWindow(query),
  };
}

export function restRoutes(options: { maxPageSize: number }): RestRoute[] {
  const { maxPageSize } = options;
  return [
    {
      method: 'GET',
      path: '/users',
      name: 'listUsers',
      summary: 'List users (staff)',
      tag: 'Users',
      resource: 'USER',
      security: 'any',
      scopes: ['read'],
      versions: everyVersion((version) =>
        bind({
          query: z.object({
            ...pagination(version, 10, maxPageSize),
            status: userStatus.optional().meta({ description: 'Only accounts in this state.' }),
            q: z
              .string()
              .max(200)
              .optional()
              .meta({ description: 'Only users whose name or email contains this text.' }),
            sort: sortParam(USER_SORT, 'created_at'),
          }),
          document:
            gql(`query RestUsers($limit: Int, $offset: Int, $status: CustomerStatus, $search: String, $orderBy: UserOrder) {
            users(limit: $limit, offset: $offset, status: $status, search: $search, orderBy: $orderBy) { ...RestUser } }`),
          variables: ({ query }) => ({
            ...pageWindow(query),
            status: upper(query.status),
            search: query.q,
            orderBy: USER_SORT[query.sort],
          }),
          shape: (data, { query }) => ({
            data: data.users.map(views[version].user.shape),
            page: pageMeta(query, data.users.length),
          }),
          response: views[version].user.schema,
          list: true,
          fields: { search: 'q' },
        }),
      ),
    },
    {
      method: 'POST',
      path: '/users',
      name: 'createUser',
      summary: 'Create a customer record (staff)',
      tag: 'Users',
      resource: 'USER',
      security: 'any',
      scopes: ['write'],
      versions: everyVersion((version) =>
        bind({
          body: userInput,
          document: gql(
            `mutation RestCreateUser($input: CreateUserInput!) { createUser(input: $input) { ...RestUser } }`,
          ),
          variables: ({ body }) => ({ input: body }),
          shape: one(version, 'user', 'createUser'),
          response: views[version].user.schema,
          status: 201,
        }),
      ),
    },
    {
      method: 'GET',
      path: '/users/:id',
      name: 'getUser',
      summary: 'Get a user (yourself; staff: anyone)',
      tag: 'Users',
      resource: 'USER',
      security: 'any',
      scopes: ['read'],
      versions: everyVersion((version) =>
        bind({
          document: gql(`query RestUser($id: ID!) { user(id: $id) { ...RestUser } }`),
          variables: ({ params }) => ({ id: params.id! }),
          shape: one(version, 'user', 'user'),
          response: views[version].user.schema,
        }),
      ),
    },
    {
      method: 'PUT',
      path: '/users/:id',
      name: 'updateUser',
      summary: 'Change a user (yourself; admins: anyone)',
      description: 'Only the fields sent change. `status` (active, inactive) is for admins.',
      tag: 'Users',
      resource: 'USER',
      security: 'any',
      scopes: ['write'],
      versions: everyVersion((version) =>
        bind({
          body: userUpdate,
          document: gql(
            `mutation RestUpdateUser($id: ID!, $input: UpdateUserInput!) { updateUser(id: $id, input: $input) { ...RestUser } }`,
          ),
          variables: ({ params, body }) => ({
            id: params.id!,
            input: { ...body, status: upper(body.status) },
          }),
          shape: one(version, 'user', 'updateUser'),
          response: views[version].user.schema,
        }),
      ),
    },
    {
      method: 'DELETE',
      path: '/users/:id',
      name: 'deleteUser',
      summary: 'Delete a user (yourself; admins: anyone)',
      description:
        'A deletion request: the account closes at once and its personal data is erased after the deletion ' +
        'window (30 days) unless cancelled; orders are kept, anonymised, and show "Deleted user". A second ' +
        'request while one is pending answers 409 DELETION_ALREADY_REQUESTED.',
      tag: 'Users',
      resource: 'USER',
      security: 'any',
      scopes: ['write'],
      versions: everyVersion(() =>
        bind({
          document: gql(`mutation RestDeleteUser($id: ID!) { deleteUser(id: $id) }`),
          variables: ({ params }) => ({ id: params.id! }),
          shape: (_data, { params }) => ({ data: { id: params.id, deleted: true } }),
          response: deletion,
        }),
      ),
    },
    {
      method: 'GET',
      path: '/users/:id/orders',
      name: 'listUserOrders',
      summary: "A user's orders",
      tag: 'Orders',
      resource: 'USER',
      security: 'any',
      scopes: ['read'],
      versions: everyVersion((version) =>
        bind({
          query: z.object({
            ...pagination(version, 20, maxPageSize),
            status: orderStatus.optional().meta({ description: 'Only orders in this state.' }),
            sort: sortParam(ORDER_SORT, '-created_at'),
          }),
          document:
            gql(`query RestUserOrders($id: ID!, $limit: Int, $offset: Int, $status: OrderStatus, $orderBy: OrderOrder) {
            user(id: $id) { id }
            orders(userId: $id, limit: $limit, offset: $offset, status: $status, orderBy: $orderBy) { ...RestOrder } }`),
          variables: ({ params, query }) => ({
            id: params.id!,
            ...pageWindow(query),
            status: upper(query.status),
            orderBy: ORDER_SORT[query.sort],
          }),
          shape: (data, { query }) =>
            data.user
              ? {
                  data: data.orders.map(views[version].order.shape),
                  page: pageMeta(query, data.orders.length),
                }
              : null,
          response: views[version].order.schema,
          list: true,
        }),
      ),
    },
    {
      method: 'POST',
      path: '/orders',
      name: 'createOrder',
      summary: 'Place an order',
      description:
        'Prices every line at the current price and reserves stock, all or nothing (409 INSUFFICIENT_STOCK).',
      tag: 'Orders',
      resource: 'ORDER',
      security: 'any',
      scopes: ['write'],
      idempotent: true,
      versions: everyVersion((version) =>
        bind({
          body: orderInput,
          document: gql(
            `mutation RestCreateOrder($input: CreateOrderInput!) { createOrder(input: $input) { ...RestOrder } }`,
          ),
          variables: ({ body, identity, idempotencyKey }) => ({
            input: {
              userId: body.user_id ?? subjectOf(identity) ?? '',
              items: body.items.map(lineOf),
              currency: body.currency,
              notes: body.notes,
              couponCode: body.coupon_code,
              idempotencyKey,
            },
          }),
          shape: one(version, 'order', 'createOrder'),
          response: views[version].order.schema,
          status: 201,
          fields: { idempotencyKey: 'Idempotency-Key' },
        }),
      ),
    },
    {
      method: 'GET',
      path: '/orders/:id',
      name: 'getOrder',
      summary: 'Get an order (yours; staff: anyone’s)',
      tag: 'Orders',
      resource: 'ORDER',
      security: 'any',
      scopes: ['read'],
      versions: everyVersion((version) =>
        bind({
          document: gql(`query RestOrder($id: ID!) { order(id: $id) { ...RestOrder } }`),
          variables: ({ params }) => ({ id: params.id! }),
          shape: one(version, 'order', 'order'),
          response: views[version].order.schema,
        }),
      ),
    },
    {
      method: 'POST',
      path: '/orders/:id/items',
      name: 'addOrderItem',
      summary: 'Add an item to a pending order',
      description:
        'Priced at the current price, its stock reserved (409 INSUFFICIENT_STOCK leaves the order as it was); 409 ORDER_NOT_EDITABLE once the order is being paid or is no longer pending.',
      tag: 'Orders',
      resource: 'ORDER',
      security: 'any',
      scopes: ['write'],
      idempotent: true,
      versions: everyVersion((version) =>
        bind({
          body: lineInput,
          document: gql(
            `mutation RestAddItem($id: ID!, $item: OrderItemInput!, $key: String) { addOrderItem(orderId: $id, item: $item, idempotencyKey: $key) { ...RestOrder } }`,
          ),
          variables: ({ params, body, idempotencyKey }) => ({
            id: params.id!,
            item: lineOf(body),
            key: idempotencyKey,
          }),
          shape: one(version, 'order', 'addOrderItem'),
          response: views[version].order.schema,
          bodyAt: 'item',
          fields: { idempotencyKey: 'Idempotency-Key' },
        }),
      ),
    },
    {
      method: 'GET',
      path: '/user/profile',
      name: 'getProfile',
      summary: 'The profile of the credential’s owner',
      tag: 'Users',
      resource: 'USER',
      security: 'any',
      scopes: ['read'],
      versions: everyVersion(() =>
        bind({
          document: gql(`query RestProfile { me { id name email } }`),
          variables: () => ({}),
          shape: (data) => (data.me ? { data: data.me } : null),
          response: profile,
        }),
      ),
    },
    {
      method: 'GET',
      path: '/search',
      name: 'searchProducts',
      summary: 'Search products',
      description:
        'Active products ranked by relevance over name, brand, category, options and description (typos forgiven: one in words of 5-8 letters, two from 9), each with its current price and inventory status, filtered and sorted as asked. `meta.search` carries the total over all pages, facet counts for brand, category, price and option values (each honouring the other filters), and `did_you_mean` when nothing matched. Unknown parameters answer 400. Public: anonymous answers may be kept by browsers for a minute and by shared caches for 5 minutes (purged when a product changes).',
      tag: 'Search',
      resource: 'PRODUCT',
      security: 'none',
      cache: { kind: 'search' },
      versions: everyVersion((version) => {
        const query = searchQuery(version, maxPageSize);
        const fields = SEARCH_FIELDS;
        if (version === 'v3')
          return bind({
            query,
            document: gql(
              `query RestSearchV3($input: ProductSearchInput!) { productSearch(input: $input) { total didYouMean hits { ...RestHitV3 } facets { ...RestSearchFacets } } }`,
            ),
            variables: ({ query }) => ({ input: searchInput(query) }),
            shape: (data, { query }) => ({
              data: data.productSearch.hits.map(shapeHitV3),
              page: pageMeta(query, data.productSearch.hits.length),
              meta: shapeSearchMeta(data.productSearch),
            }),
            response: searchHitV3,
            list: true,
            fields,
          });
        const hit = views[version].hit;
        return bind({
          query,
          document: gql(
            `query RestSearch($input: ProductSearchInput!) { productSearch(input: $input) { total didYouMean hits { ...RestHit } facets { ...RestSearchFacets } } }`,
          ),
          variables: ({ query }) => ({ input: searchInput(query) }),
          shape: (data, { query }) => ({
            data: data.productSearch.hits.map(hit.shape),
            page: pageMeta(query, data.productSearch.hits.length),
            meta: shapeSearchMeta(data.productSearch),
          }),
          response: hit.schema,
          list: true,
          fields,
        });
      }),
    },
    {
      method: 'GET',
      path: '/search/suggest',
      name: 'suggestSearch',
      summary: 'Search-box suggestions',
      description:
        'Completions of the word being typed (whole queries, the most used first) and the best few products. Unknown parameters answer 400. Public: anonymous answers may be kept by browsers for a minute and by shared caches for 5 minutes (purged when a product changes).',
      tag: 'Search',
      resource: 'PRODUCT',
      security: 'none',
      // The products suggested are inside the answer's object, not its top level.
      cache: {
        kind: 'search',
        products: (data) =>
          (data as { products: Array<{ id: string }> }).products.map((product) => product.id),
      },
      versions: everyVersion(() =>
        bind({
          query: z
            .object({
              q: searchText.meta({ description: 'What is typed so far, 1-200 characters.' }),
              limit: z.coerce
                .number()
                .int()
                .min(1)
                .max(10)
                .default(5)
                .meta({ description: 'At most this many completions and products, 1-10.' }),
            })
            .strict(),
          document: gql(
            `query RestSuggest($q: String!, $limit: Int) { suggest(prefix: $q, limit: $limit) { ...RestSuggestion } }`,
          ),
          variables: ({ query }) => ({ q: query.q, limit: query.limit }),
          shape: (data) => ({ data: data.suggest }),
          response: suggestion,
          fields: { prefix: 'q' },
        }),
      ),
    },
    {
      method: 'GET',
      path: '/products',
      name: 'listProducts',
      summary: 'List active products (beta: v3 only)',
      description:
        'Active products, newest first, as `GET /products/{id}` shows them. Anonymous answers may be kept by browsers for 5 minutes and by shared caches for 10 (purged when a listed product changes or one is added).',
      tag: 'Products',
      resource: 'PRODUCT',
      security: 'none',
      cache: { kind: 'listing' },
      versions: {
        v3: bind({
          // REQ-LIM-4: "GET /products at most 20 items per response".
          query: z.object({ ...pagination('v3', 20, 20) }),
          document: gql(
            `query RestProductsV3($limit: Int, $offset: Int) { products(limit: $limit, offset: $offset, status: ACTIVE) { ...RestProductV3 } }`,
          ),
          variables: ({ query }) => pageWindow(query),
          shape: (data, { query }) => ({
            data: data.products.map(shapeProductV3),
            page: pageMeta(query, data.products.length),
          }),
          response: productV3,
          list: true,
        }),
      },
    },
    {
      method: 'GET',
      path: '/products/:id',
      name: 'getProduct',
      summary: 'Get a product (beta: v3 only)',
      description:
        'A product as a shop page shows it: description, images, category, price and stock. New in v3; v1 and v2 reach products only through search. Anonymous answers may be kept by browsers for 5 minutes and by shared caches for 10 (purged when the product changes).',
      tag: 'Products',
      resource: 'PRODUCT',
      security: 'none',
      cache: { kind: 'product' },
      versions: {
        v3: bind({
          document: gql(`query RestProductV3($id: ID!) { product(id: $id) { ...RestProductV3 } }`),
          variables: ({ params }) => ({ id: params.id! }),
          shape: (data) => (data.product ? { data: shapeProductV3(data.product) } : null),
          response: productV3,
        }),
      },
    },
  ];
}
