import { beforeAll, describe, expect, it } from 'vitest';
import {
  anonymous,
  DAY_MS,
  expectBadInput,
  failure,
  ordersWorld,
  person,
  service,
  type OrdersWorld,
} from './orders-world';

/**
 * Carts on the service ring: adding, setting and removing lines, anonymous carts and their tokens,
 * merging into a signed-in customer's cart, prices as the catalog says now, and expiry on a clock the
 * test moves (no waiting 30 days).
 */
let world: OrdersWorld;
beforeAll(async () => {
  world = await ordersWorld('orders_cart');
});

describe("a signed-in customer's cart", () => {
  it('adds units to a line (capped at 100), sets and removes lines, and prices them as the catalog does now', async () => {
    const shopper = person(world.peers.addUser());
    const sock = world.peers.addProduct({ priceMinor: 500 });
    const shoe = world.peers.addProduct({ priceMinor: 5_000 });
    const first = await world.services.carts.add(shopper, { productId: sock.id, quantity: 3 });
    expect(first.cart.userId).toBe(shopper.person);
    expect(first.cart.token).toBeUndefined();
    await world.services.carts.add(shopper, { productId: sock.id, quantity: 2 });
    const both = await world.services.carts.add(shopper, { productId: shoe.id, quantity: 1 });
    expect(both.lines).toEqual([
      // Products without options: each line is the product's default variant (its own id and SKU).
      {
        productId: sock.id,
        variantId: sock.id,
        sku: sock.sku,
        options: [],
        quantity: 5,
        unitPriceMinor: 500,
        priceRuleId: null,
        discountMinor: 0,
        currency: 'USD',
        available: true,
      },
      {
        productId: shoe.id,
        variantId: shoe.id,
        sku: shoe.sku,
        options: [],
        quantity: 1,
        unitPriceMinor: 5_000,
        priceRuleId: null,
        discountMinor: 0,
        currency: 'USD',
        available: true,
      },
    ]);
    expect(both.subtotalMinor).toBe(7_500);
    const capped = await world.services.carts.add(shopper, { productId: sock.id, quantity: 100 });
    expect(capped.lines[0]!.quantity).toBe(100);
    const set = await world.services.carts.set(shopper, { productId: sock.id, quantity: 4 });
    expect(set.lines[0]!.quantity).toBe(4);
    // A product that became unorderable stays in the cart, unpriced.
    world.peers.catalog.set(shoe.id, { ...world.peers.catalog.get(shoe.id)!, status: 'DISCONTINUED' });
    const current = (await world.services.carts.current(shopper, null))!;
    expect(current.lines[1]).toEqual({
      productId: shoe.id,
      variantId: shoe.id,
      sku: shoe.sku,
      options: [],
      quantity: 1,
      unitPriceMinor: null,
      priceRuleId: null,
      discountMinor: 0,
      currency: 'USD',
      available: false,
    });
    expect(current.subtotalMinor).toBe(2_000);
    const removed = await world.services.carts.set(shopper, { productId: shoe.id, quantity: 0 });
    expect(removed.lines.map((line) => line.productId)).toEqual([sock.id]);
    const stored = await world.models.Cart.findOne({ userId: shopper.person }).lean();
    expect(stored!.lines).toEqual([
      { productId: sock.id, variantId: sock.id, quantity: 4, addedAt: expect.any(Date) },
    ]);
  });

  it('refuses quantities out of range and products that are unknown or not orderable', async () => {
    const shopper = person(world.peers.addUser());
    const sock = world.peers.addProduct();
    await expectBadInput(
      world.services.carts.add(shopper, { productId: sock.id, quantity: 0 }),
      'quantity',
      'OUT_OF_RANGE',
    );
    await expectBadInput(
      world.services.carts.add(shopper, { productId: sock.id, quantity: 101 }),
      'quantity',
      'OUT_OF_RANGE',
    );
    await expectBadInput(
      world.services.carts.set(shopper, { productId: sock.id, quantity: -1 }),
      'quantity',
      'OUT_OF_RANGE',
    );
    await expectBadInput(
      world.services.carts.add(shopper, { productId: 'nothing', quantity: 1 }),
      'productId',
      'NOT_FOUND',
    );
    const draft = world.peers.addProduct({ status: 'DRAFT' });
    const error = await failure(world.services.carts.add(shopper, { productId: draft.id, quantity: 1 }));
    expect(error.extensions).toMatchObject({
      code: 'PRODUCT_UNAVAILABLE',
      productId: draft.id,
      field: 'productId',
    });
    expect(await world.models.Cart.countDocuments({ userId: shopper.person })).toBe(0);
  });

  it('holds at most 100 lines', async () => {
    const shopper = person(world.peers.addUser());
    const first = world.peers.addProduct();
    await world.services.carts.add(shopper, { productId: first.id, quantity: 1 });
    await world.models.Cart.updateOne(
      { userId: shopper.person },
      {
        $set: {
          lines: Array.from({ length: 100 }, (_, index) => ({
            productId: `p${index}`,
            quantity: 1,
            addedAt: new Date(),
          })),
        },
      },
    );
    const another = world.peers.addProduct();
    await expectBadInput(
      world.services.carts.add(shopper, { productId: another.id, quantity: 1 }),
      'productId',
      'OUT_OF_RANGE',
    );
  });
});

describe('anonymous carts', () => {
  it('are named by a secret token, and a malformed or unknown token is refused', async () => {
    const visitor = anonymous();
    const sock = world.peers.addProduct();
    const started = await world.services.carts.add(visitor, { productId: sock.id, quantity: 2 });
    const token = started.cart.token!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const again = await world.services.carts.add(anonymous(), {
      productId: sock.id,
      quantity: 1,
      cartToken: token,
    });
    expect(again.cart._id).toBe(started.cart._id);
    expect(again.lines[0]!.quantity).toBe(3);
    // Without a token an anonymous caller has no cart.
    expect(await world.services.carts.current(anonymous(), null)).toBeNull();
    await expectBadInput(
      world.services.carts.current(anonymous(), 'not-a-token'),
      'cartToken',
      'INVALID_FORMAT',
    );
    await expectBadInput(
      world.services.carts.add(anonymous(), { productId: sock.id, quantity: 1, cartToken: 'y'.repeat(32) }),
      'cartToken',
      'NOT_FOUND',
    );
  });

  it("merge into the signed-in customer's cart: quantities add up (capped), the anonymous cart is gone", async () => {
    const sock = world.peers.addProduct();
    const hat = world.peers.addProduct();
    const visitor = await world.services.carts.add(anonymous(), { productId: sock.id, quantity: 60 });
    const token = visitor.cart.token!;
    await world.services.carts.add(anonymous(), { productId: hat.id, quantity: 1, cartToken: token });
    const shopper = person(world.peers.addUser());
    await world.services.carts.add(shopper, { productId: sock.id, quantity: 50 });
    const merged = await world.services.carts.merge(shopper, token);
    expect(merged.cart.userId).toBe(shopper.person);
    expect(merged.lines.map((line) => [line.productId, line.quantity])).toEqual([
      [sock.id, 100],
      [hat.id, 1],
    ]);
    expect(await world.models.Cart.countDocuments({ token })).toBe(0);
    await expectBadInput(world.services.carts.merge(shopper, token), 'cartToken', 'NOT_FOUND');
    const nobody = await failure(world.services.carts.merge(anonymous(), token));
    expect(nobody.extensions.code).toBe('UNAUTHENTICATED');
  });
});

describe('cart expiry', () => {
  it('moves expiry a full window ahead on each change; an expired cart is invisible, starts over empty, and is swept', async () => {
    const window = 30 * DAY_MS;
    const shopper = person(world.peers.addUser());
    const sock = world.peers.addProduct();
    const first = await world.services.carts.add(shopper, { productId: sock.id, quantity: 1 });
    expect(first.cart.expiresAt.getTime()).toBe(world.clock.now() + window);
    world.clock.advance(10 * DAY_MS);
    const touched = await world.services.carts.add(shopper, { productId: sock.id, quantity: 1 });
    expect(touched.cart.expiresAt.getTime()).toBe(world.clock.now() + window);
    expect(touched.cart.updatedAt.getTime()).toBe(world.clock.now());

    const visitor = await world.services.carts.add(anonymous(), { productId: sock.id, quantity: 2 });
    world.clock.advance(window - 1);
    expect((await world.services.carts.current(shopper, null))!.lines[0]!.quantity).toBe(2);
    world.clock.advance(1);
    // 30 days without a change: gone for reads at once, whether swept yet or not.
    expect(await world.services.carts.current(shopper, null)).toBeNull();
    expect(await world.services.carts.current(anonymous(), visitor.cart.token)).toBeNull();
    await expectBadInput(
      world.services.carts.add(anonymous(), {
        productId: sock.id,
        quantity: 1,
        cartToken: visitor.cart.token,
      }),
      'cartToken',
      'NOT_FOUND',
    );
    // The customer's next change starts over with an empty cart (the same document, emptied).
    const fresh = await world.services.carts.add(shopper, { productId: sock.id, quantity: 3 });
    expect(fresh.cart._id).toBe(first.cart._id);
    expect(fresh.lines.map((line) => line.quantity)).toEqual([3]);

    expect(await world.services.carts.sweep(service('sweeper'))).toBeGreaterThanOrEqual(1);
    expect(await world.models.Cart.countDocuments({ token: visitor.cart.token })).toBe(0);
    expect(await world.models.Cart.countDocuments({ userId: shopper.person })).toBe(1);
  });
});
