import { beforeAll, describe, expect, it } from 'vitest';
import type { PricedProduct } from '../../../subgraphs/orders/peers/order-peers';
import { card, ordersWorld, person, US_ADDRESS, type OrdersWorld } from './orders-world';

/** Variants in carts and orders: the line names the variant, is priced at it and holds its stock. */
let world: OrdersWorld;
beforeAll(async () => {
  world = await ordersWorld('orders_variants');
});

/** A tee in two sizes (the stub catalog answers it as the catalog would: options, variants). */
function tee(status: PricedProduct['status'] = 'ACTIVE') {
  const product = world.peers.addProduct({ name: 'Tee', priceMinor: 2_000, hasOptions: true, stock: 20 });
  const variants = [
    {
      id: `${product.id}-s`,
      sku: `${product.sku}-S`,
      status,
      priceMinor: 2_000,
      options: [{ name: 'Size', value: 'S' }],
    },
    {
      id: `${product.id}-xl`,
      sku: `${product.sku}-XL`,
      status: 'ACTIVE' as const,
      priceMinor: 2_400,
      options: [{ name: 'Size', value: 'XL' }],
    },
  ];
  world.peers.catalog.set(product.id, { ...world.peers.catalog.get(product.id)!, variants });
  return { product, small: variants[0]!, large: variants[1]! };
}

describe('order lines of variants', () => {
  it('records the variant, its SKU and option values, prices it at the variant and reserves it', async () => {
    const userId = world.peers.addUser();
    const { product, small, large } = tee();
    const plain = world.peers.addProduct({ priceMinor: 300 });
    const placed = await world.services.placing.place(person(userId), {
      userId,
      items: [
        { productId: product.id, variantId: large.id, quantity: 2 },
        { productId: product.id, variantId: small.id, quantity: 1 },
        { productId: plain.id, quantity: 1 },
      ],
      shippingAddress: US_ADDRESS,
      payment: card(),
    });
    const stored = await world.stored(placed._id);
    expect(stored!.items).toMatchObject([
      {
        productId: product.id,
        variantId: large.id,
        sku: large.sku,
        options: [{ name: 'Size', value: 'XL' }],
        unitPriceMinor: 2_400,
        lineTotalMinor: 4_800,
      },
      {
        productId: product.id,
        variantId: small.id,
        sku: small.sku,
        options: [{ name: 'Size', value: 'S' }],
        unitPriceMinor: 2_000,
      },
      // A product without options: its default variant, the product's own id and SKU.
      { productId: plain.id, variantId: plain.id, sku: plain.sku, options: [], unitPriceMinor: 300 },
    ]);
    expect(stored!.totalMinor).toBe(4_800 + 2_000 + 300);
    expect(world.peers.holds.get(placed._id)).toBeDefined();
    const withOutbox = await world.models.Order.findById(placed._id)
      .select('+outbox')
      .lean<{ outbox: Array<{ data: unknown }> }>();
    expect(withOutbox!.outbox[0]!.data).toMatchObject({
      items: [
        { productId: product.id, variantId: large.id, quantity: 2 },
        { productId: product.id, variantId: small.id, quantity: 1 },
        { productId: plain.id, variantId: plain.id, quantity: 1 },
      ],
    });
  });

  it.each([
    ['no variant of a product with options', undefined, 'VARIANT_REQUIRED'],
    ['a variant of another product', 'someone-elses', 'VARIANT_NOT_FOUND'],
  ])('refuses %s, creating nothing', async (_, variantId, code) => {
    const userId = world.peers.addUser();
    const { product } = tee();
    const before = world.peers.calls.filter((call) => call.operation === 'reserve').length;
    await expect(
      world.services.placing.place(person(userId), {
        userId,
        items: [{ productId: product.id, variantId, quantity: 1 }],
        shippingAddress: US_ADDRESS,
      }),
    ).rejects.toMatchObject({ extensions: { code, productId: product.id, field: 'items[0].variantId' } });
    expect(world.peers.calls.filter((call) => call.operation === 'reserve')).toHaveLength(before);
    expect(await world.models.Order.countDocuments({ userId })).toBe(0);
  });

  it('refuses a variant that is not active', async () => {
    const userId = world.peers.addUser();
    const { product, small } = tee('DISCONTINUED');
    await expect(
      world.services.placing.place(person(userId), {
        userId,
        items: [{ productId: product.id, variantId: small.id, quantity: 1 }],
        shippingAddress: US_ADDRESS,
      }),
    ).rejects.toMatchObject({ extensions: { code: 'PRODUCT_UNAVAILABLE', variantId: small.id } });
  });
});

describe('cart lines of variants', () => {
  it('keeps one line per variant, prices each at its variant, and checks them out as such', async () => {
    const userId = world.peers.addUser();
    const shopper = person(userId);
    const { product, small, large } = tee();
    await world.services.carts.add(shopper, { productId: product.id, variantId: small.id, quantity: 1 });
    await world.services.carts.add(shopper, { productId: product.id, variantId: large.id, quantity: 2 });
    const cart = await world.services.carts.add(shopper, {
      productId: product.id,
      variantId: small.id,
      quantity: 2,
    });
    expect(cart.lines).toMatchObject([
      { productId: product.id, variantId: small.id, sku: small.sku, quantity: 3, unitPriceMinor: 2_000 },
      {
        productId: product.id,
        variantId: large.id,
        sku: large.sku,
        options: [{ name: 'Size', value: 'XL' }],
        quantity: 2,
        unitPriceMinor: 2_400,
      },
    ]);
    expect(cart.subtotalMinor).toBe(3 * 2_000 + 2 * 2_400);
    await expect(
      world.services.carts.add(shopper, { productId: product.id, quantity: 1 }),
    ).rejects.toMatchObject({ extensions: { code: 'VARIANT_REQUIRED' } });
    // Removing one variant's line leaves the other's.
    const removed = await world.services.carts.set(shopper, {
      productId: product.id,
      variantId: small.id,
      quantity: 0,
    });
    expect(removed.lines.map((line) => line.variantId)).toEqual([large.id]);
    const order = await world.services.checkout.checkout(shopper, {
      shippingAddress: US_ADDRESS,
      payment: card(),
    });
    expect((await world.stored(order._id))!.items).toMatchObject([
      { productId: product.id, variantId: large.id, sku: large.sku, quantity: 2, unitPriceMinor: 2_400 },
    ]);
  });
});
