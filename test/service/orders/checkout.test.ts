import { beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutInput } from '../../../subgraphs/orders/checkout/checkout-service';
import {
  anonymous,
  card,
  expectBadInput,
  failure,
  ordersWorld,
  person,
  US_ADDRESS,
  type OrdersWorld,
} from './orders-world';

/** Checkout on the service ring: the cart placed through the placing saga, the cart emptied, keys honoured. */
let world: OrdersWorld;
beforeAll(async () => {
  world = await ordersWorld('orders_checkout');
});

const checkoutInput = (fields: Partial<CheckoutInput> = {}): CheckoutInput => ({
  shippingAddress: US_ADDRESS,
  payment: card(),
  ...fields,
});

async function shopperWithCart() {
  const userId = world.peers.addUser();
  const shopper = person(userId);
  const sock = world.peers.addProduct({ priceMinor: 500, stock: 10 });
  await world.services.carts.add(shopper, { productId: sock.id, quantity: 3 });
  return { userId, shopper, sock };
}

describe('checkout', () => {
  it('places the cart as an order at current prices with a tokenized method, then empties the cart', async () => {
    const { userId, shopper, sock } = await shopperWithCart();
    world.peers.catalog.set(sock.id, { ...world.peers.catalog.get(sock.id)!, priceMinor: 600 });
    const order = await world.services.checkout.checkout(shopper, checkoutInput({ notes: 'gift' }));
    expect(await world.stored(order._id)).toMatchObject({
      userId,
      status: 'pending',
      reservation: 'held',
      totalMinor: 1_800,
      notes: 'gift',
      items: [{ productId: sock.id, quantity: 3, unitPriceMinor: 600 }],
      shippingAddress: { city: 'Portland', country: 'US' },
      paymentMethod: { kind: 'card', summary: 'Visa •••• 4242' },
    });
    expect(world.peers.holds.get(order._id)).toEqual([{ productId: sock.id, quantity: 3 }]);
    expect((await world.services.carts.current(shopper, null))!.lines).toEqual([]);
    expect((await world.orderEvents(order._id)).map((event) => event.type)).toEqual(['OrderCreatedEvent']);
  });

  it("checks out an anonymous cart by its token, merged into the customer's first", async () => {
    const { shopper, sock } = await shopperWithCart();
    const hat = world.peers.addProduct({ priceMinor: 1_000 });
    const visitor = await world.services.carts.add(anonymous(), { productId: hat.id, quantity: 1 });
    const order = await world.services.checkout.checkout(
      shopper,
      checkoutInput({ cartToken: visitor.cart.token }),
    );
    expect(order.items.map((item) => [item.productId, item.quantity])).toEqual([
      [sock.id, 3],
      [hat.id, 1],
    ]);
    expect(await world.models.Cart.countDocuments({ token: visitor.cart.token })).toBe(0);
  });

  it('needs a signed-in customer and a cart with lines', async () => {
    expect(
      (await failure(world.services.checkout.checkout(anonymous(), checkoutInput()))).extensions.code,
    ).toBe('UNAUTHENTICATED');
    const empty = person(world.peers.addUser());
    const message = await expectBadInput(
      world.services.checkout.checkout(empty, checkoutInput()),
      '',
      'REQUIRED',
    );
    expect(message).toBe('The cart is empty.');
  });

  it('keeps the cart when the order cannot be placed', async () => {
    const { userId, shopper, sock } = await shopperWithCart();
    const error = await failure(
      world.services.checkout.checkout(
        shopper,
        checkoutInput({ shippingAddress: { ...US_ADDRESS, country: 'XX' } }),
      ),
    );
    expect(error.extensions).toMatchObject({ code: 'INVALID_ADDRESS', field: 'shippingAddress' });
    await expectBadInput(
      world.services.checkout.checkout(shopper, checkoutInput({ payment: card('1234') })),
      'payment.card.number',
      'INVALID_FORMAT',
    );
    world.peers.available.set(sock.id, 2);
    expect((await failure(world.services.checkout.checkout(shopper, checkoutInput()))).extensions.code).toBe(
      'INSUFFICIENT_STOCK',
    );
    expect(await world.models.Order.countDocuments({ userId })).toBe(0);
    expect((await world.services.carts.current(shopper, null))!.lines).toEqual([
      expect.objectContaining({ productId: sock.id, quantity: 3 }),
    ]);
  });

  it('places one order for a repeated key, and refuses the key with another request', async () => {
    const { userId, shopper } = await shopperWithCart();
    const first = await world.services.checkout.checkout(
      shopper,
      checkoutInput({ idempotencyKey: 'checkout-once' }),
    );
    const again = await world.services.checkout.checkout(
      shopper,
      checkoutInput({ idempotencyKey: 'checkout-once' }),
    );
    expect(again._id).toBe(first._id);
    expect(await world.models.Order.countDocuments({ userId })).toBe(1);
    const reused = await failure(
      world.services.checkout.checkout(
        shopper,
        checkoutInput({ idempotencyKey: 'checkout-once', notes: 'other' }),
      ),
    );
    expect(reused.extensions.code).toBe('IDEMPOTENCY_KEY_REUSED');
  });
});

describe('checkout by saved address', () => {
  it("ships and bills to the customer's saved addresses, asked of the users service by id", async () => {
    const { userId, shopper } = await shopperWithCart();
    world.peers.addresses.set('ship-1', {
      userId,
      address: { ...US_ADDRESS, city: 'Oakland', postalCode: '94607' },
    });
    world.peers.addresses.set('bill-1', { userId, address: { ...US_ADDRESS, line1: '2 Billing Way' } });
    const order = await world.services.checkout.checkout(
      shopper,
      checkoutInput({ shippingAddress: null, shippingAddressId: 'ship-1', billingAddressId: 'bill-1' }),
    );
    expect(await world.stored(order._id)).toMatchObject({
      shippingAddress: { city: 'Oakland', postalCode: '94607' },
      billingAddress: { line1: '2 Billing Way' },
    });
    expect(
      world.peers.calls.filter((call) => call.operation === 'savedAddress').map((call) => call.subject),
    ).toEqual(expect.arrayContaining(['ship-1', 'bill-1']));
  });

  it("refuses someone else's address id, both forms at once, or neither, and places nothing", async () => {
    const { userId, shopper } = await shopperWithCart();
    world.peers.addresses.set('theirs', { userId: world.peers.addUser(), address: US_ADDRESS });
    world.peers.addresses.set('mine', { userId, address: US_ADDRESS });
    const error = await failure(
      world.services.checkout.checkout(
        shopper,
        checkoutInput({ shippingAddress: null, shippingAddressId: 'theirs' }),
      ),
    );
    expect(error.extensions).toMatchObject({ code: 'ADDRESS_NOT_FOUND', field: 'shippingAddressId' });
    await expectBadInput(
      world.services.checkout.checkout(shopper, checkoutInput({ shippingAddressId: 'mine' })),
      'shippingAddressId',
      'NOT_ALLOWED',
    );
    await expectBadInput(
      world.services.checkout.checkout(shopper, checkoutInput({ shippingAddress: null })),
      'shippingAddress',
      'REQUIRED',
    );
    expect(await world.models.Order.countDocuments({ userId })).toBe(0);
  });
});
