import { z } from 'zod';
import { formatMinor, parseDecimalToMinor } from '../../platform/money';
import { gql } from '../__generated__';
import type {
  RestHitFragment,
  RestHitV3Fragment,
  RestOrderFragment,
  RestProductV3Fragment,
  RestSearchFacetsFragment,
  RestUserFragment,
} from '../__generated__/graphql';

/**
 * What REST clients see of each resource, per API version: the selection on the supergraph (a fragment,
 * declared here by a `gql` call that codegen reads, spread by the routes' operations, and typed as
 * `Rest<Resource>Fragment`), the documented schema (zod: also the OpenAPI components), and the shaping
 * from GraphQL to JSON. Shaping renames and regroups; it never decides anything.
 */

const timestamp = z.string().meta({ format: 'date-time', description: 'ISO 8601, UTC.' });
const lower = <T extends string>(value: T) => value.toLowerCase() as Lowercase<T>;

export const userStatus = z.enum(['active', 'inactive']);
export const orderStatus = z.enum(['pending', 'processing', 'shipped', 'delivered', 'cancelled']);
export const inventoryStatus = z.enum(['in_stock', 'low_stock', 'out_of_stock', 'backorder']);

export const money = z
  .object({
    amount: z.string().meta({ description: 'Exact decimal amount, e.g. "19.99".' }),
    currency: z.string().meta({ description: 'ISO 4217 code.' }),
  })
  .meta({ id: 'Money' });

/** An exact amount from a GraphQL Float that the server computed from integer minor units. */
function moneyOf(value: number, currency: string): z.infer<typeof money> {
  return { amount: formatMinor(parseDecimalToMinor(String(value), currency) ?? 0, currency), currency };
}

// ---------------------------------------------------------------- users

gql(`fragment RestUser on User { id number name email phone status createdAt updatedAt }`);

export type GqlUser = RestUserFragment;

export const userV1 = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    status: userStatus,
    created_at: timestamp,
    updated_at: timestamp,
  })
  .meta({ id: 'UserV1' });
export const userV2 = z
  .object({
    id: z.string(),
    number: z.number().int().meta({ description: 'The int32 id of the gRPC API.' }),
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    status: userStatus,
    created_at: timestamp,
    updated_at: timestamp,
  })
  .meta({ id: 'UserV2' });

const userStatusOf = (user: GqlUser) => lower(user.status) as z.infer<typeof userStatus>;

export const shapeUserV1 = (user: GqlUser): z.infer<typeof userV1> => ({
  id: user.id,
  name: user.name,
  email: user.email,
  status: userStatusOf(user),
  created_at: user.createdAt,
  updated_at: user.updatedAt,
});

export const shapeUserV2 = (user: GqlUser): z.infer<typeof userV2> => ({
  id: user.id,
  number: user.number,
  name: user.name,
  email: user.email,
  phone: user.phone,
  status: userStatusOf(user),
  created_at: user.createdAt,
  updated_at: user.updatedAt,
});

export const profile = z
  .object({ id: z.string(), name: z.string(), email: z.string() })
  .meta({ id: 'Profile' });
export const deletion = z.object({ id: z.string(), deleted: z.literal(true) }).meta({ id: 'Deletion' });

// ---------------------------------------------------------------- orders

gql(
  `fragment RestOrder on Order { id status currency total subtotal discountAmount shippingAmount taxAmount couponCode discounts { kind sourceId name target amount { amount } } createdAt updatedAt user { id name email } items { id productId sku name quantity unitPrice priceRuleId discountAmount taxAmount lineTotal } }`,
);

export type GqlOrder = RestOrderFragment;

const priceRuleId = z
  .string()
  .nullable()
  .meta({ description: 'The catalog price rule that set unit_price; null: the list price.' });

const discountV1 = z
  .object({
    kind: z.enum(['promotion', 'coupon', 'loyalty']),
    source_id: z.string(),
    name: z.string(),
    target: z.enum(['items', 'shipping']),
    amount: z.number(),
  })
  .meta({ id: 'AppliedDiscountV1', description: 'A discount the order applied, and why (its source).' });

const discountV2 = discountV1
  .extend({ amount: money })
  .meta({ id: 'AppliedDiscountV2', description: 'A discount the order applied, and why (its source).' });

export const orderV1 = z
  .object({
    id: z.string(),
    user_id: z.string(),
    status: orderStatus,
    currency: z.string(),
    total: z.number().meta({ description: 'In `currency`, at most its minor-unit decimals.' }),
    subtotal: z.number(),
    discount_total: z.number(),
    shipping: z.number(),
    tax: z.number(),
    coupon_code: z.string().nullable(),
    discounts: z.array(discountV1),
    items: z.array(
      z.object({
        id: z.string(),
        product_id: z.string(),
        sku: z.string(),
        name: z.string(),
        quantity: z.number().int(),
        unit_price: z.number(),
        price_rule_id: priceRuleId,
        discount_amount: z.number(),
        tax_amount: z.number(),
        line_total: z.number().meta({ description: 'unit_price × quantity - discount_amount + tax_amount.' }),
      }),
    ),
    created_at: timestamp,
  })
  .meta({ id: 'OrderV1' });

export const orderV2 = z
  .object({
    id: z.string(),
    customer: z.object({ id: z.string(), name: z.string(), email: z.string() }),
    status: orderStatus,
    total: money,
    subtotal: money,
    discount_total: money,
    shipping: money,
    tax: money,
    coupon_code: z.string().nullable(),
    discounts: z.array(discountV2),
    items: z.array(
      z.object({
        id: z.string(),
        product: z
          .object({ id: z.string(), sku: z.string(), name: z.string() })
          .meta({ description: 'SKU and name as they were when the line was ordered.' }),
        quantity: z.number().int(),
        unit_price: money,
        price_rule_id: priceRuleId,
        discount_amount: money,
        tax_amount: money,
        line_total: money.meta({ description: 'unit_price × quantity - discount_amount + tax_amount.' }),
      }),
    ),
    created_at: timestamp,
    updated_at: timestamp,
  })
  .meta({ id: 'OrderV2' });

const discountOf = (discount: GqlOrder['discounts'][number]) => ({
  kind: lower(discount.kind),
  source_id: discount.sourceId,
  name: discount.name,
  target: lower(discount.target),
});

export const shapeOrderV1 = (order: GqlOrder): z.infer<typeof orderV1> => ({
  id: order.id,
  user_id: order.user.id,
  status: lower(order.status),
  currency: order.currency,
  total: order.total,
  subtotal: order.subtotal,
  discount_total: order.discountAmount,
  shipping: order.shippingAmount,
  tax: order.taxAmount,
  coupon_code: order.couponCode ?? null,
  discounts: order.discounts.map((discount) => ({
    ...discountOf(discount),
    amount: Number(discount.amount.amount),
  })),
  items: order.items.map((item) => ({
    id: item.id,
    product_id: item.productId,
    sku: item.sku,
    name: item.name,
    quantity: item.quantity,
    unit_price: item.unitPrice,
    price_rule_id: item.priceRuleId ?? null,
    discount_amount: item.discountAmount,
    tax_amount: item.taxAmount,
    line_total: item.lineTotal,
  })),
  created_at: order.createdAt,
});

export const shapeOrderV2 = (order: GqlOrder): z.infer<typeof orderV2> => ({
  id: order.id,
  customer: order.user,
  status: lower(order.status),
  total: moneyOf(order.total, order.currency),
  subtotal: moneyOf(order.subtotal, order.currency),
  discount_total: moneyOf(order.discountAmount, order.currency),
  shipping: moneyOf(order.shippingAmount, order.currency),
  tax: moneyOf(order.taxAmount, order.currency),
  coupon_code: order.couponCode ?? null,
  discounts: order.discounts.map((discount) => ({
    ...discountOf(discount),
    amount: moneyOf(Number(discount.amount.amount), order.currency),
  })),
  items: order.items.map((item) => ({
    id: item.id,
    product: { id: item.productId, sku: item.sku, name: item.name },
    quantity: item.quantity,
    unit_price: moneyOf(item.unitPrice, order.currency),
    price_rule_id: item.priceRuleId ?? null,
    discount_amount: moneyOf(item.discountAmount, order.currency),
    tax_amount: moneyOf(item.taxAmount, order.currency),
    line_total: moneyOf(item.lineTotal, order.currency),
  })),
  created_at: order.createdAt,
  updated_at: order.updatedAt,
});

// ---------------------------------------------------------------- search

gql(
  `fragment RestHit on ProductSearchHit { score product { id sku name brand category { id name } price { amount currency } stock { status available } } }`,
);

export type GqlHit = RestHitFragment;

const score = z
  .number()
  .meta({ description: 'Relevance; higher is better, comparable within one search only.' });

export const searchHitV1 = z
  .object({
    id: z.string(),
    sku: z.string(),
    name: z.string(),
    brand: z.string().nullable(),
    category: z.string().nullable(),
    price: z.number(),
    currency: z.string(),
    inventory_status: inventoryStatus,
    score,
  })
  .meta({ id: 'SearchResultV1' });

export const searchHitV2 = z
  .object({
    product: z.object({
      id: z.string(),
      sku: z.string(),
      name: z.string(),
      brand: z.string().nullable(),
      category: z.object({ id: z.string(), name: z.string() }).nullable(),
    }),
    price: money,
    inventory: z.object({ status: inventoryStatus, available: z.number().int() }),
    score,
  })
  .meta({ id: 'SearchResultV2' });

export const shapeHitV1 = ({ score: relevance, product }: GqlHit): z.infer<typeof searchHitV1> => ({
  id: product.id,
  sku: product.sku,
  name: product.name,
  brand: product.brand,
  category: product.category?.name ?? null,
  price: Number(product.price.amount),
  currency: product.price.currency,
  inventory_status: lower(product.stock.status),
  score: relevance,
});

export const shapeHitV2 = ({ score: relevance, product }: GqlHit): z.infer<typeof searchHitV2> => ({
  product: {
    id: product.id,
    sku: product.sku,
    name: product.name,
    brand: product.brand,
    category: product.category,
  },
  price: product.price,
  inventory: { status: lower(product.stock.status), available: product.stock.available },
  score: relevance,
});

// ---------------------------------------------------------------- products (v3, beta)

/**
 * v3 shows a product as a shop page needs it: the description, the images (the primary one first), its
 * sale status, the category's slug for links, and stock with what is on its way. v1 and v2 leave all of
 * this out.
 */
gql(
  `fragment RestProductV3 on Product { id sku name brand description category { id name slug } status images { url alt primary } price { amount currency } stock { status available incoming } }`,
);
gql(`fragment RestHitV3 on ProductSearchHit { score product { ...RestProductV3 } }`);

export type GqlProductV3 = RestProductV3Fragment;
export type GqlHitV3 = RestHitV3Fragment;

export const productV3 = z
  .object({
    id: z.string(),
    sku: z.string(),
    name: z.string(),
    brand: z.string().nullable(),
    description: z.string().nullable(),
    category: z.object({ id: z.string(), name: z.string(), slug: z.string() }).nullable(),
    images: z
      .array(z.object({ url: z.string(), alt: z.string().nullable(), primary: z.boolean() }))
      .meta({ description: 'The primary image first.' }),
    status: z
      .enum(['active', 'draft', 'discontinued'])
      .meta({ description: 'Only active products are orderable.' }),
    price: money,
    inventory: z.object({
      status: inventoryStatus,
      available: z.number().int(),
      incoming: z.number().int().meta({ description: 'Units on their way to the warehouses.' }),
    }),
  })
  .meta({ id: 'ProductV3' });

export const searchHitV3 = z.object({ product: productV3, score }).meta({ id: 'SearchResultV3' });

export const shapeProductV3 = (product: GqlProductV3): z.infer<typeof productV3> => ({
  id: product.id,
  sku: product.sku,
  name: product.name,
  brand: product.brand,
  description: product.description,
  category: product.category,
  images: [...product.images].sort((a, b) => Number(b.primary) - Number(a.primary)),
  status: lower(product.status),
  price: product.price,
  inventory: {
    status: lower(product.stock.status),
    available: product.stock.available,
    incoming: product.stock.incoming,
  },
});

export const shapeHitV3 = ({ score: relevance, product }: GqlHitV3): z.infer<typeof searchHitV3> => ({
  product: shapeProductV3(product),
  score: relevance,
});

// ---------------------------------------------------------------- search: facets and suggestions

gql(
  `fragment RestSearchFacets on SearchFacets { brands { value label count } categories { value label count } prices { min max count } options { name values { value label count } } }`,
);

export type GqlSearchFacets = RestSearchFacetsFragment;

/** `meta.search` of a search answer: the total over every page, the facets, and "did you mean". */
export const shapeSearchMeta = (result: {
  total: number;
  didYouMean?: string | null;
  facets: GqlSearchFacets;
}) => ({
  search: {
    total: result.total,
    did_you_mean: result.didYouMean ?? null,
    facets: {
      brands: result.facets.brands,
      categories: result.facets.categories,
      prices: result.facets.prices.map((bucket) => ({
        min: bucket.min == null ? null : Number(bucket.min),
        max: bucket.max == null ? null : Number(bucket.max),
        count: bucket.count,
      })),
      options: result.facets.options,
    },
  },
});

gql(
  `fragment RestSuggestion on SearchSuggestions { completions products { id sku name price { amount currency } } }`,
);

export const suggestion = z
  .object({
    completions: z.array(z.string()).meta({ description: 'Whole queries completing the word being typed.' }),
    products: z.array(z.object({ id: z.string(), sku: z.string(), name: z.string(), price: money })),
  })
  .meta({ id: 'SearchSuggestions' });
