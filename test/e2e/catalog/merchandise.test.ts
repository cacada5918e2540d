import { beforeAll, describe, expect, it } from 'vitest';
import {
  accountWithRole,
  adminCaller,
  cards,
  createProduct,
  createWarehouse,
  registerCustomer,
  setStock,
  US_ADDRESS,
  type Account,
  type Caller,
} from '../../../testing/fixtures';
import { graphql, graphqlOk, startTestStack } from '../../../testing/harness';
import type { Stack } from '../../../stack';
import { gql } from '../../../testing/__generated__';

/**
 * Variants and reviews through the gateway: a product in sizes and colours, stock per variant, an order of
 * a variant, and a review by the customer who received it, moderated by support.
 */
let stack: Stack;
let admin: Caller;
let customer: Account;
let support: Account;
let warehouse: { id: string };

const CREATE = gql(`
  mutation MerchCreateProduct($input: CreateProductInput!) {
    createProduct(input: $input) {
      id sku options { name values }
      variants { id sku barcode options { name value } price { amount } status }
    }
  }
`);
const PRODUCT = gql(`
  query MerchProduct($id: ID!) {
    product(id: $id) {
      sku rating reviewCount stock { available reserved }
      variants { id sku price { amount } stock { available reserved } stockLevels { variantId available } }
    }
  }
`);
const SET_VARIANT_STOCK = gql(`
  mutation MerchSetVariantStock($input: SetStockInput!) { setStock(input: $input) { productId variantId available } }
`);
const ADD_VARIANT = gql(`
  mutation MerchAddVariant($productId: ID!, $input: ProductVariantInput!) {
    addProductVariant(productId: $productId, input: $input) { id sku product { id } }
  }
`);
const PLACE = gql(`
  mutation MerchCreateOrder($input: CreateOrderInput!) {
    createOrder(input: $input) {
      id status total
      items { productId variantId sku options { name value } unitPrice variant { id stock { reserved } } }
    }
  }
`);
const VARIANT = gql(
  `query MerchVariant($id: ID!) { productVariant(id: $id) { id sku product { id } stock { available } } }`,
);
const REVIEW = gql(`
  mutation MerchCreateReview($input: CreateReviewInput!) { createReview(input: $input) { id stars userId hidden } }
`);
const HIDE = gql(`
  mutation MerchHideReview($id: ID!, $reason: String!) { hideReview(id: $id, reason: $reason) { id hidden hiddenReason } }
`);
const REVIEWS = gql(`
  query MerchReviews($id: ID!) {
    product(id: $id) { rating reviewCount reviews(limit: 10) { total items { id stars title hidden } } }
  }
`);
const STAFF_REVIEWS = gql(`
  query MerchStaffReviews($id: ID!) {
    product(id: $id) { reviews(limit: 10) { total items { id hidden hiddenReason } } }
  }
`);

const codeOf = (result: { errors?: Array<{ extensions?: Record<string, unknown> }> }) =>
  result.errors?.[0]?.extensions?.code;

let tee: { id: string; variants: Array<{ id: string; sku: string }> };

beforeAll(async () => {
  stack = await startTestStack({ env: { FIELD_RATE_LIMITS: 'false' } });
  admin = await adminCaller(stack);
  customer = await registerCustomer(stack);
  support = await accountWithRole(stack, admin, 'support');
  warehouse = await createWarehouse(admin);
  tee = (
    await graphqlOk(admin, CREATE, {
      input: {
        sku: 'E2E-TEE',
        name: 'Harbor Tee',
        price: '20.00',
        options: [
          { name: 'Size', values: ['S', 'M'] },
          { name: 'Colour', values: ['Navy'] },
        ],
        variants: [
          {
            sku: 'E2E-TEE-S-NAVY',
            barcode: '4006381333931',
            options: [
              { name: 'Size', value: 'S' },
              { name: 'Colour', value: 'Navy' },
            ],
          },
          {
            sku: 'E2E-TEE-M-NAVY',
            price: '22.00',
            options: [
              { name: 'Size', value: 'M' },
              { name: 'Colour', value: 'Navy' },
            ],
          },
        ],
      },
    })
  ).createProduct;
}, 120_000);

describe('variants', () => {
  it('creates a product in variants; a plain product is its own default variant', async () => {
    expect(tee.variants.map((variant) => variant.sku)).toEqual(['E2E-TEE-S-NAVY', 'E2E-TEE-M-NAVY']);
    const plain = await createProduct(admin, { sku: 'E2E-MUG', price: '9.00' });
    const read = await graphqlOk(admin, PRODUCT, { id: plain.id });
    expect(read.product!.variants).toMatchObject([
      { id: plain.id, sku: 'E2E-MUG', price: { amount: '9.00' } },
    ]);
    const variant = await graphqlOk(admin, VARIANT, { id: tee.variants[1]!.id });
    expect(variant.productVariant).toMatchObject({ sku: 'E2E-TEE-M-NAVY', product: { id: tee.id } });
  });

  it('refuses a wrong check digit, a taken SKU and a customer, and writes nothing', async () => {
    const input = {
      sku: 'E2E-OTHER',
      name: 'Other',
      price: '1.00',
      options: [{ name: 'Size', values: ['S'] }],
      variants: [{ sku: 'E2E-OTHER-S', barcode: '4006381333932', options: [{ name: 'Size', value: 'S' }] }],
    };
    const badBarcode = await graphql(admin, CREATE, { input });
    expect(badBarcode.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      reason: 'INVALID_FORMAT',
    });
    const taken = await graphql(admin, ADD_VARIANT, {
      productId: tee.id,
      input: {
        sku: 'E2E-TEE-S-NAVY',
        options: [
          { name: 'Size', value: 'S' },
          { name: 'Colour', value: 'Navy' },
        ],
      },
    });
    expect(taken.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'ALREADY_EXISTS' });
    const byCustomer = await graphql(customer.caller, CREATE, { input: { ...input, variants: [] } });
    expect(codeOf(byCustomer)).toBe('FORBIDDEN');
    const bySupport = await graphql(support.caller, ADD_VARIANT, {
      productId: tee.id,
      input: {
        sku: 'E2E-TEE-X',
        options: [
          { name: 'Size', value: 'S' },
          { name: 'Colour', value: 'Navy' },
        ],
      },
    });
    expect(codeOf(bySupport)).toBe('FORBIDDEN');
    expect(
      (
        await graphql(admin, gql(`query MerchBySku($sku: String!) { productBySku(sku: $sku) { id } }`), {
          sku: 'E2E-OTHER',
        })
      ).data?.productBySku,
    ).toBeNull();
  });

  it('keeps stock per variant, sums the product over its variants, and asks for a variant', async () => {
    const [small, medium] = [tee.variants[0]!, tee.variants[1]!];
    await graphqlOk(admin, SET_VARIANT_STOCK, {
      input: {
        productId: tee.id,
        variantId: small.id,
        warehouseId: warehouse.id,
        available: 4,
        reorderPoint: 0,
      },
    });
    await graphqlOk(admin, SET_VARIANT_STOCK, {
      input: {
        productId: tee.id,
        variantId: medium.id,
        warehouseId: warehouse.id,
        available: 6,
        reorderPoint: 0,
      },
    });
    const withoutVariant = await graphql(admin, SET_VARIANT_STOCK, {
      input: { productId: tee.id, warehouseId: warehouse.id, available: 1 },
    });
    expect(codeOf(withoutVariant)).toBe('VARIANT_REQUIRED');
    const read = await graphqlOk(admin, PRODUCT, { id: tee.id });
    expect(read.product!.stock).toEqual({ available: 10, reserved: 0 });
    expect(read.product!.variants.map((variant) => variant.stock.available)).toEqual([4, 6]);
    expect(read.product!.variants[0]!.stockLevels).toEqual([{ variantId: small.id, available: 4 }]);
    // Asked by product alone (no variant ids at hand), every variant's levels.
    const byProduct = await graphqlOk(
      admin,
      gql(`query MerchStockLevels($p: ID!) { stockLevels(productId: $p) { variantId available } }`),
      { p: tee.id },
    );
    expect(byProduct.stockLevels.map((level) => level.available).sort()).toEqual([4, 6]);
  });

  it('orders a variant at its price, holding its own stock; a line without one is refused', async () => {
    const medium = tee.variants[1]!;
    const order = (
      await graphqlOk(customer.caller, PLACE, {
        input: {
          userId: customer.id,
          items: [{ productId: tee.id, variantId: medium.id, quantity: 2 }],
          shippingAddress: US_ADDRESS,
        },
      })
    ).createOrder;
    expect(order.items).toEqual([
      {
        productId: tee.id,
        variantId: medium.id,
        sku: 'E2E-TEE-M-NAVY',
        options: [
          { name: 'Size', value: 'M' },
          { name: 'Colour', value: 'Navy' },
        ],
        unitPrice: 22,
        variant: { id: medium.id, stock: { reserved: 2 } },
      },
    ]);
    const read = await graphqlOk(admin, PRODUCT, { id: tee.id });
    expect(read.product!.stock).toEqual({ available: 8, reserved: 2 });
    expect(read.product!.variants.map((variant) => variant.stock)).toEqual([
      { available: 4, reserved: 0 },
      { available: 4, reserved: 2 },
    ]);
    const refused = await graphql(customer.caller, PLACE, {
      input: {
        userId: customer.id,
        items: [{ productId: tee.id, quantity: 1 }],
        shippingAddress: US_ADDRESS,
      },
    });
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'VARIANT_REQUIRED', productId: tee.id });
  });
});

describe('reviews', () => {
  it('takes a review from the customer who received the product, refuses others, and lets support hide it', async () => {
    const small = tee.variants[0]!;
    const order = (
      await graphqlOk(customer.caller, PLACE, {
        input: {
          userId: customer.id,
          items: [{ productId: tee.id, variantId: small.id, quantity: 1 }],
          shippingAddress: US_ADDRESS,
          payment: cards.success,
        },
      })
    ).createOrder;
    const state = gql(`query MerchOrderState($id: ID!) { order(id: $id) { state } }`);
    await expect
      .poll(async () => (await graphqlOk(admin, state, { id: order.id })).order!.state, { timeout: 15_000 })
      .toBe('CONFIRMED');
    // Before delivery nobody has received it.
    const early = await graphql(customer.caller, REVIEW, {
      input: { productId: tee.id, stars: 5, title: 'Great', text: 'Fits well.' },
    });
    expect(codeOf(early)).toBe('REVIEW_NOT_ALLOWED');
    const shipment = (
      await graphqlOk(
        admin,
        gql(
          `mutation MerchCreateShipment($input: CreateShipmentInput!) { createShipment(input: $input) { id } }`,
        ),
        { input: { orderId: order.id, carrier: 'parcelpost', service: 'ground' } },
      )
    ).createShipment;
    const track = gql(
      `mutation MerchTrack($input: TrackingEventInput!) { addTrackingEvent(input: $input) { status } }`,
    );
    await graphqlOk(admin, track, { input: { shipmentId: shipment.id, status: 'IN_TRANSIT' } });
    await graphqlOk(admin, track, { input: { shipmentId: shipment.id, status: 'DELIVERED' } });

    const review = (
      await graphqlOk(customer.caller, REVIEW, {
        input: { productId: tee.id, stars: 4, title: 'Great', text: 'Fits well.' },
      })
    ).createReview;
    expect(review).toMatchObject({ stars: 4, userId: customer.id, hidden: false });
    const again = await graphql(customer.caller, REVIEW, {
      input: { productId: tee.id, stars: 5, title: 'Again', text: 'Twice?' },
    });
    expect(again.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'ALREADY_EXISTS' });
    const stranger = await registerCustomer(stack);
    const notReceived = await graphql(stranger.caller, REVIEW, {
      input: { productId: tee.id, stars: 1, title: 'Bad', text: 'Never had it.' },
    });
    expect(codeOf(notReceived)).toBe('REVIEW_NOT_ALLOWED');
    expect((await graphqlOk(stranger.caller, REVIEWS, { id: tee.id })).product).toMatchObject({
      rating: 4,
      reviewCount: 1,
      reviews: { total: 1, items: [{ stars: 4, hidden: false }] },
    });

    // Moderation: support hides (a customer may not); the rating leaves with it; staff still see it.
    expect(codeOf(await graphql(customer.caller, HIDE, { id: review.id, reason: 'mine' }))).toBe('FORBIDDEN');
    expect(codeOf(await graphql(customer.caller, STAFF_REVIEWS, { id: tee.id }))).toBe('FORBIDDEN');
    expect(
      (await graphqlOk(support.caller, HIDE, { id: review.id, reason: 'Off topic' })).hideReview,
    ).toEqual({
      id: review.id,
      hidden: true,
      hiddenReason: 'Off topic',
    });
    expect((await graphqlOk(stranger.caller, REVIEWS, { id: tee.id })).product).toMatchObject({
      rating: null,
      reviewCount: 0,
      reviews: { total: 0, items: [] },
    });
    expect((await graphqlOk(support.caller, STAFF_REVIEWS, { id: tee.id })).product!.reviews).toMatchObject({
      total: 1,
      items: [{ hidden: true, hiddenReason: 'Off topic' }],
    });
  });
});
