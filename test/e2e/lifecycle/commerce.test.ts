import { beforeAll, describe, expect, it } from 'vitest';
import { loggedEvents } from '../../../testing/events';
import { graphql, graphqlOk, startTestStack } from '../../../testing/harness';
import {
  adminCaller,
  cards,
  createProduct,
  createWarehouse,
  registerCustomer,
  stockedProduct,
  stockOf,
  US_ADDRESS,
  type Account,
  type Caller,
} from '../../../testing/fixtures';
import type { Stack } from '../../../stack';
import { gql } from '../../../testing/__generated__';

/** Idempotency keys, carts, cancellation, returns, fraud review, currency conversion, addresses, catalog events. */
let stack: Stack;
let admin: Caller;
let customer: Account;
let warehouses: Array<{ id: string }>;

beforeAll(async () => {
  stack = await startTestStack({
    env: { FIELD_RATE_LIMITS: 'false', EVENTS_POLL_MS: '50', PAYMENT_RETRY_BASE_MS: '50' },
  });
  admin = await adminCaller(stack);
  warehouses = [await createWarehouse(admin)];
  customer = await registerCustomer(stack);
});

const PLACE = gql(
  `mutation CommerceCreateOrder($input: CreateOrderInput!) { createOrder(input: $input) { id state } }`,
);
const firstError = (result: { errors?: Array<{ extensions?: Record<string, unknown> }> }) =>
  result.errors?.[0]?.extensions ?? {};
const stateOf = async (orderId: string) =>
  (
    await graphqlOk(admin, gql(`query CommerceOrder($id: ID!) { order(id: $id) { state } }`), {
      id: orderId,
    })
  ).order!.state;

async function confirmedOrder(quantity = 1, price = '20.00') {
  const product = await stockedProduct(admin, warehouses, 10, { price });
  const order = (
    await graphqlOk(customer.caller, PLACE, {
      input: {
        userId: customer.id,
        items: [{ productId: product.id, quantity }],
        shippingAddress: US_ADDRESS,
        payment: cards.success,
      },
    })
  ).createOrder;
  await expect.poll(() => stateOf(order.id), { timeout: 10_000 }).toBe('CONFIRMED');
  await expect
    .poll(() => stockOf(admin, product.id), { timeout: 10_000 })
    .toEqual({ available: 10 - quantity, reserved: 0 });
  return { product, order };
}

describe('idempotency keys', () => {
  it('answers a replayed createOrder with the original order, refuses the key with another input, and places once', async () => {
    const product = await stockedProduct(admin, warehouses, 10);
    const input = {
      userId: customer.id,
      items: [{ productId: product.id, quantity: 2 }],
      idempotencyKey: 'order-key-0001',
    };
    const first = await graphqlOk(customer.caller, PLACE, { input });
    const again = await graphqlOk(customer.caller, PLACE, { input });
    expect(again.createOrder.id).toBe(first.createOrder.id);
    const changed = await graphql(customer.caller, PLACE, {
      input: { ...input, items: [{ productId: product.id, quantity: 3 }] },
    });
    expect(firstError(changed).code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await stockOf(admin, product.id)).toEqual({ available: 8, reserved: 2 });
    expect(
      await stack.connections
        .orders!.collection('orders')
        .countDocuments({ userId: customer.id, 'items.productId': product.id }),
    ).toBe(1);
    // Keys are per caller: another customer's identical key is theirs alone.
    const other = await registerCustomer(stack);
    const theirs = await graphqlOk(other.caller, PLACE, {
      input: { ...input, userId: other.id },
    });
    expect(theirs.createOrder.id).not.toBe(first.createOrder.id);
    const stored = await stack.connections
      .orders!.collection('idempotency_keys')
      .findOne({ _id: { $regex: 'order-key-0001$' } as never });
    expect(stored!.expiresAt.getTime() - stored!.createdAt.getTime()).toBeGreaterThanOrEqual(24 * 3_600_000);
  });

  it('replays payOrder and refundPayment by key, refunding once', async () => {
    const product = await stockedProduct(admin, warehouses, 10, { price: '30.00' });
    const order = (
      await graphqlOk(customer.caller, PLACE, {
        input: { userId: customer.id, items: [{ productId: product.id, quantity: 1 }] },
      })
    ).createOrder;
    const pay = { orderId: order.id, method: cards.success, idempotencyKey: 'pay-key-00001' };
    const PAY = gql(
      `mutation CommercePayOnce($input: PayOrderInput!) { payOrder(input: $input) { id status } }`,
    );
    const paid = await graphqlOk(customer.caller, PAY, { input: pay });
    expect((await graphqlOk(customer.caller, PAY, { input: pay })).payOrder.id).toBe(paid.payOrder.id);
    await expect.poll(() => stateOf(order.id), { timeout: 10_000 }).toBe('CONFIRMED');

    const REFUND = gql(
      `mutation CommerceRefundOnce($input: RefundPaymentInput!) { refundPayment(input: $input) { status refundedAmount { amount } refunds { amount { amount } } } }`,
    );
    const refund = {
      paymentId: paid.payOrder.id,
      amount: '10.00',
      reason: 'scratched',
      idempotencyKey: 'refund-key-0001',
    };
    const once = await graphqlOk(admin, REFUND, { input: refund });
    const twice = await graphqlOk(admin, REFUND, { input: refund });
    expect(once.refundPayment).toMatchObject({ status: 'COMPLETED', refundedAmount: { amount: '10.00' } });
    expect(twice.refundPayment.refunds).toHaveLength(1);
    const tooMuch = await graphql(admin, REFUND, {
      input: { paymentId: paid.payOrder.id, amount: '25.00', idempotencyKey: 'refund-key-0002' },
    });
    expect(firstError(tooMuch)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.amount' });
    const rest = await graphqlOk(admin, REFUND, {
      input: { paymentId: paid.payOrder.id, idempotencyKey: 'refund-key-0003' },
    });
    expect(rest.refundPayment).toMatchObject({ status: 'REFUNDED', refundedAmount: { amount: '30.00' } });
    await loggedEvents(stack, { type: 'PaymentRefundedEvent', 'data.paymentId': paid.payOrder.id }, 2);
  });
});

describe('cancellation and returns', () => {
  it('cancels a confirmed order: the committed units are restocked and the payment refunded', async () => {
    const { product, order } = await confirmedOrder(2);
    await graphqlOk(
      customer.caller,
      gql(
        `mutation CommerceUpdateOrder($id: ID!) { updateOrder(id: $id, input: { status: CANCELLED }) { id } }`,
      ),
      { id: order.id },
    );
    await expect
      .poll(() => stockOf(admin, product.id), { timeout: 10_000 })
      .toEqual({ available: 10, reserved: 0 });
    const paymentOf = async () =>
      (
        await graphqlOk(
          customer.caller,
          gql(
            `query CommerceRefundedPayment($id: ID!) { order(id: $id) { payment { status refundedAmount { amount } } } }`,
          ),
          { id: order.id },
        )
      ).order!.payment;
    await expect
      .poll(paymentOf, { timeout: 10_000 })
      .toEqual({ status: 'REFUNDED', refundedAmount: { amount: '40.00' } });
    const shipping = await graphql(
      admin,
      gql(
        `mutation CommerceCreateShipment($input: CreateShipmentInput!) { createShipment(input: $input) { id } }`,
      ),
      { input: { orderId: order.id, carrier: 'parcelpost', service: 'ground' } },
    );
    expect(firstError(shipping).code).toBe('INVALID_STATUS_TRANSITION');
  });

  it('returns a delivered order in parts: RETURNED, each part refunded and restocked once, adding up to the payment', async () => {
    const { product, order } = await confirmedOrder(3, '15.00');
    const shipment = (
      await graphqlOk(
        admin,
        gql(
          `mutation CommerceShipForReturn($input: CreateShipmentInput!) { createShipment(input: $input) { id } }`,
        ),
        {
          input: { orderId: order.id, carrier: 'swiftship', service: 'express' },
        },
      )
    ).createShipment;
    // Delivered straight from a label: the order passes through SHIPPED in the same write.
    await graphqlOk(
      admin,
      gql(
        `mutation CommerceAddTrackingEvent($input: TrackingEventInput!) { addTrackingEvent(input: $input) { status } }`,
      ),
      { input: { shipmentId: shipment.id, status: 'DELIVERED' } },
    );
    expect(await stateOf(order.id)).toBe('DELIVERED');
    const lines = (
      await graphqlOk(
        customer.caller,
        gql(`query CommerceOrderLines($id: ID!) { order(id: $id) { items { id } } }`),
        { id: order.id },
      )
    ).order!.items;
    const returned = await graphqlOk(
      customer.caller,
      gql(
        `mutation CommerceReturnOrder($input: ReturnOrderInput!) { returnOrder(input: $input) { status refundAmount { amount } returnTrackingNumber } }`,
      ),
      {
        input: { orderId: order.id, reason: 'too big', lines: [{ orderItemId: lines[0]!.id, quantity: 2 }] },
      },
    );
    expect(returned.returnOrder).toMatchObject({ status: 'RECEIVED', refundAmount: { amount: '30.00' } });
    await expect
      .poll(() => stockOf(admin, product.id), { timeout: 10_000 })
      .toEqual({ available: 9, reserved: 0 });
    const after = async () =>
      (
        await graphqlOk(
          customer.caller,
          gql(
            `query CommerceReturnedOrder($id: ID!) { order(id: $id) { state status returns { status } payment { refundedAmount { amount } } } }`,
          ),
          { id: order.id },
        )
      ).order;
    await expect.poll(after, { timeout: 10_000 }).toEqual({
      state: 'RETURNED',
      status: 'DELIVERED',
      returns: [{ status: 'REFUNDED' }],
      payment: { refundedAmount: { amount: '30.00' } },
    });
    // The rest comes back later: the last unit, 15.00 (the order charged no shipping; untaxed), and the
    // payment is then refunded in full, exactly what it charged.
    const rest = await graphqlOk(
      customer.caller,
      gql(
        `mutation CommerceReturnTheRest($input: ReturnOrderInput!) { returnOrder(input: $input) { status refundAmount { amount } shippingRefund { amount } lines { quantity refund { amount } } } }`,
      ),
      { input: { orderId: order.id, reason: 'the last one too' } },
    );
    expect(rest.returnOrder).toMatchObject({
      status: 'RECEIVED',
      refundAmount: { amount: '15.00' },
      shippingRefund: { amount: '0.00' },
      lines: [{ quantity: 1, refund: { amount: '15.00' } }],
    });
    await expect
      .poll(() => stockOf(admin, product.id), { timeout: 10_000 })
      .toEqual({ available: 10, reserved: 0 });
    await expect.poll(after, { timeout: 10_000 }).toEqual({
      state: 'RETURNED',
      status: 'DELIVERED',
      returns: [{ status: 'REFUNDED' }, { status: 'REFUNDED' }],
      payment: { refundedAmount: { amount: '45.00' } },
    });
    const again = await graphql(
      customer.caller,
      gql(
        `mutation CommerceReturnOrderTwice($input: ReturnOrderInput!) { returnOrder(input: $input) { status } }`,
      ),
      { input: { orderId: order.id, reason: 'again' } },
    );
    expect(firstError(again)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.orderId' });
    expect(await loggedEvents(stack, { aggregateId: order.id, type: 'OrderReturnedEvent' }, 2)).toHaveLength(
      2,
    );
  });
});

describe('payments', () => {
  it('holds a risky payment for review; approval charges it', async () => {
    const product = await stockedProduct(admin, warehouses, 10, { price: '2000.00' });
    // A new customer, so velocity (this file's many payments) does not add to the score.
    const buyer = await registerCustomer(stack);
    const order = (
      await graphqlOk(buyer.caller, PLACE, {
        input: {
          userId: buyer.id,
          items: [{ productId: product.id, quantity: 1 }],
          shippingAddress: US_ADDRESS,
          payment: { ...cards.success, card: { ...cards.success.card, country: 'BR' } },
        },
      })
    ).createOrder;
    const paymentOf = async () =>
      (
        await graphqlOk(
          admin,
          gql(
            `query CommerceReviewedPayment($id: ID!) { order(id: $id) { payment { id status review fraud { score reasons decision } } } }`,
          ),
          { id: order.id },
        )
      ).order!.payment;
    await expect.poll(async () => (await paymentOf())?.review, { timeout: 10_000 }).toBe('REVIEW');
    const held = (await paymentOf())!;
    expect(held.fraud).toEqual({ score: 60, reasons: ['AMOUNT', 'COUNTRY_MISMATCH'], decision: 'REVIEW' });
    expect(held.status).toBe('PENDING');
    const denied = await graphql(
      customer.caller,
      gql(
        `mutation CommerceReviewPaymentDenied($id: ID!) { reviewPayment(id: $id, approve: true) { status } }`,
      ),
      { id: held.id },
    );
    expect(denied.status).toBe(403);
    await graphqlOk(
      admin,
      gql(`mutation CommerceApprovePayment($id: ID!) { reviewPayment(id: $id, approve: true) { review } }`),
      {
        id: held.id,
      },
    );
    await expect.poll(() => stateOf(order.id), { timeout: 10_000 }).toBe('CONFIRMED');
  });

  it('converts to the payer currency with the rates table and records the rate', async () => {
    const product = await stockedProduct(admin, warehouses, 10, { price: '100.00' });
    const order = (
      await graphqlOk(customer.caller, PLACE, {
        input: {
          userId: customer.id,
          items: [{ productId: product.id, quantity: 1 }],
          payment: { ...cards.success, currency: 'EUR' },
        },
      })
    ).createOrder;
    await expect.poll(() => stateOf(order.id), { timeout: 10_000 }).toBe('CONFIRMED');
    const payment = await graphqlOk(
      customer.caller,
      gql(
        `query CommerceOrderPayment($id: ID!) { order(id: $id) { payment { amount { amount currency } chargedAmount { amount currency } exchangeRate { rate } } } }`,
      ),
      { id: order.id },
    );
    expect(payment.order!.payment).toEqual({
      amount: { amount: '100.00', currency: 'USD' },
      chargedAmount: { amount: '92.00', currency: 'EUR' },
      exchangeRate: { rate: '0.92' },
    });
  });

  it('fails a declined card at once, and validates card numbers and addresses with clear errors', async () => {
    const product = await stockedProduct(admin, warehouses, 10);
    const declined = (
      await graphqlOk(customer.caller, PLACE, {
        input: {
          userId: customer.id,
          items: [{ productId: product.id, quantity: 1 }],
          payment: cards.declined,
        },
      })
    ).createOrder;
    await expect.poll(() => stateOf(declined.id), { timeout: 10_000 }).toBe('FAILED');
    const badCard = await graphql(customer.caller, PLACE, {
      input: {
        userId: customer.id,
        items: [{ productId: product.id, quantity: 1 }],
        payment: { kind: 'CARD', card: { number: '4242424242424241', expMonth: 1, expYear: 2099, cvc: '1' } },
      },
    });
    expect(firstError(badCard)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.payment.card.number' });
    // payOrder names the method where its input has it: `method`, not createOrder's `payment`.
    const unpaid = (
      await graphqlOk(customer.caller, PLACE, {
        input: { userId: customer.id, items: [{ productId: product.id, quantity: 1 }] },
      })
    ).createOrder;
    const badMethod = await graphql(
      customer.caller,
      gql(`mutation CommercePayBadMethod($input: PayOrderInput!) { payOrder(input: $input) { id } }`),
      {
        input: {
          orderId: unpaid.id,
          method: {
            kind: 'CARD',
            card: { number: '4242424242424242', expMonth: 1, expYear: 2099, cvc: '1' },
          },
        },
      },
    );
    expect(firstError(badMethod)).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'input.method.card.cvc',
      inputField: 'method.card.cvc',
    });
    const badAddress = await graphql(customer.caller, PLACE, {
      input: {
        userId: customer.id,
        items: [{ productId: product.id, quantity: 1 }],
        shippingAddress: { ...US_ADDRESS, postalCode: 'ABC', state: null, country: 'US' },
      },
    });
    expect(firstError(badAddress).code).toBe('INVALID_ADDRESS');
    expect(
      (firstError(badAddress).problems as Array<{ field: string }>).map((problem) => problem.field).sort(),
    ).toEqual(['input.shippingAddress.postalCode', 'input.shippingAddress.state']);
    const validation = await graphqlOk(
      customer.caller,
      gql(
        `query CommerceValidateAddress($a: AddressInput!) { validateAddress(address: $a) { valid address { postalCode } } }`,
      ),
      { a: { ...US_ADDRESS, country: 'gb', postalCode: 'sw1a 1aa', state: null } },
    );
    expect(validation.validateAddress).toEqual({ valid: true, address: { postalCode: 'SW1A 1AA' } });
  });
});

describe('carts', () => {
  gql(
    `fragment CommerceCart on Cart { id token itemCount subtotal { amount } lines { productId quantity unitPrice { amount } available product { stock { available } } } }`,
  );

  it('keeps an anonymous cart by token, merges it at sign-in and checks it out at current prices', async () => {
    const shoe = await stockedProduct(admin, warehouses, 10, { price: '50.00' });
    const sock = await stockedProduct(admin, warehouses, 10, { price: '5.00' });
    const anonymous = { url: stack.graphqlUrl };
    const started = await graphqlOk(
      anonymous,
      gql(
        `mutation CommerceStartCart($input: CartLineInput!) { addToCart(input: $input) { ...CommerceCart } }`,
      ),
      { input: { productId: shoe.id, quantity: 1 } },
    );
    const token = started.addToCart.token!;
    expect(token).toHaveLength(32);
    await graphqlOk(
      anonymous,
      gql(`mutation CommerceAddToCart($input: CartLineInput!) { addToCart(input: $input) { id } }`),
      {
        input: { productId: sock.id, quantity: 4, cartToken: token },
      },
    );
    await graphqlOk(
      anonymous,
      gql(`mutation CommerceUpdateCartLine($input: CartLineInput!) { updateCartLine(input: $input) { id } }`),
      {
        input: { productId: sock.id, quantity: 2, cartToken: token },
      },
    );
    const seen = await graphqlOk(
      anonymous,
      gql(`query CommerceCartByToken($t: String) { cart(token: $t) { ...CommerceCart } }`),
      { t: token },
    );
    expect(seen.cart).toMatchObject({ itemCount: 3, subtotal: { amount: '60.00' } });
    expect(seen.cart!.lines.find((line) => line.productId === shoe.id)!.product.stock.available).toBe(10);

    const shopper = await registerCustomer(stack);
    await graphqlOk(
      shopper.caller,
      gql(`mutation CommerceShopperAddsToCart($input: CartLineInput!) { addToCart(input: $input) { id } }`),
      {
        input: { productId: shoe.id, quantity: 1 },
      },
    );
    const merged = await graphqlOk(
      shopper.caller,
      gql(`mutation CommerceMergeCart($t: String!) { mergeCart(cartToken: $t) { ...CommerceCart } }`),
      { t: token },
    );
    expect(merged.mergeCart).toMatchObject({ token: null, itemCount: 4, subtotal: { amount: '110.00' } });
    expect(
      (
        await graphqlOk(anonymous, gql(`query CommerceCart($t: String) { cart(token: $t) { id } }`), {
          t: token,
        })
      ).cart,
    ).toBeNull();

    // The price changes before checkout: the order takes the current one.
    await graphqlOk(
      admin,
      gql(
        `mutation CommerceUpdateProduct($id: ID!) { updateProduct(id: $id, input: { price: "45.00" }) { id } }`,
      ),
      { id: shoe.id },
    );
    const checkout = await graphqlOk(
      shopper.caller,
      gql(
        `mutation CommerceCheckout($input: CheckoutInput!) { checkout(input: $input) { id total items { quantity } } }`,
      ),
      { input: { shippingAddress: US_ADDRESS, payment: cards.success, idempotencyKey: 'checkout-key-1' } },
    );
    expect(checkout.checkout.total).toBe(100);
    expect(
      (
        await graphqlOk(
          shopper.caller,
          gql(`query CommerceCartAfterCheckout { cart { lines { productId } } }`),
        )
      ).cart!.lines,
    ).toEqual([]);
    await expect.poll(() => stateOf(checkout.checkout.id), { timeout: 10_000 }).toBe('CONFIRMED');
  });

  it('checks out an anonymous cart given by token, merged into the shopper’s cart first', async () => {
    const sock = await stockedProduct(admin, warehouses, 10, { price: '5.00' });
    const anonymous = { url: stack.graphqlUrl };
    const started = await graphqlOk(
      anonymous,
      gql(`mutation CommerceAddToCartStarted($input: CartLineInput!) { addToCart(input: $input) { token } }`),
      { input: { productId: sock.id, quantity: 3 } },
    );
    const cartToken = started.addToCart.token;
    const shoe = await stockedProduct(admin, warehouses, 10, { price: '50.00' });
    await graphqlOk(
      anonymous,
      gql(`mutation CommerceAnonymousAddsToCart($input: CartLineInput!) { addToCart(input: $input) { id } }`),
      {
        input: { productId: shoe.id, quantity: 1, cartToken },
      },
    );
    const removed = await graphqlOk(
      anonymous,
      gql(
        `mutation CommerceRemoveFromCart($p: ID!, $t: String) { removeFromCart(productId: $p, cartToken: $t) { itemCount lines { productId } } }`,
      ),
      { p: shoe.id, t: cartToken },
    );
    expect(removed.removeFromCart).toEqual({ itemCount: 3, lines: [{ productId: sock.id }] });
    const shopper = await registerCustomer(stack);
    const checkout = await graphqlOk(
      shopper.caller,
      gql(
        `mutation CommerceCheckoutCheckout($input: CheckoutInput!) { checkout(input: $input) { total items { productId quantity } } }`,
      ),
      { input: { cartToken, shippingAddress: US_ADDRESS, payment: cards.success } },
    );
    expect(checkout.checkout).toEqual({ total: 15, items: [{ productId: sock.id, quantity: 3 }] });
    expect(
      (
        await graphqlOk(
          shopper.caller,
          gql(`query CommerceCartAfterTokenCheckout { cart { lines { productId } } }`),
        )
      ).cart!.lines,
    ).toEqual([]);
  });

  it('expires a cart after its inactivity window: invisible at once, and a new one starts', async () => {
    const product = await createProduct(admin);
    const shopper = await registerCustomer(stack);
    const cart = await graphqlOk(
      shopper.caller,
      gql(
        `mutation CommerceAddToCartCart($input: CartLineInput!) { addToCart(input: $input) { id expiresAt } }`,
      ),
      {
        input: { productId: product.id, quantity: 1 },
      },
    );
    const days = (new Date(cart.addToCart.expiresAt).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    // 30 days pass without a change.
    const carts = stack.connections.orders!.collection('carts');
    await carts.updateOne(
      { _id: cart.addToCart.id as never },
      { $set: { expiresAt: new Date(Date.now() - 1000) } },
    );
    expect(
      (await graphqlOk(shopper.caller, gql(`query CommerceExpiredCart { cart { id } }`))).cart,
    ).toBeNull();
    const fresh = await graphqlOk(
      shopper.caller,
      gql(
        `mutation CommerceAddToCartFresh($input: CartLineInput!) { addToCart(input: $input) { itemCount } }`,
      ),
      {
        input: { productId: product.id, quantity: 2 },
      },
    );
    expect(fresh.addToCart.itemCount).toBe(2);
  });
});

describe('catalog events', () => {
  it('records ProductCreated with the created product and ProductUpdatedEvent when the price, name or description changes', async () => {
    const product = await createProduct(admin, { name: 'Evented Chair', price: '12.50' });
    const [created] = await loggedEvents(stack, { aggregateId: product.id, type: 'ProductCreated' });
    expect(created!.data).toMatchObject({
      subject: 'Product Created',
      id: product.id,
      name: 'Evented Chair',
      price: 12.5,
      created_at: expect.any(String),
    });
    await graphqlOk(
      admin,
      gql(
        `mutation CommerceRepriceProduct($id: ID!) { updateProduct(id: $id, input: { price: "13.00" }) { id } }`,
      ),
      { id: product.id },
    );
    await graphqlOk(
      admin,
      gql(
        `mutation CommerceRenameProduct($id: ID!) { updateProduct(id: $id, input: { name: "Evented Armchair" }) { id } }`,
      ),
      { id: product.id },
    );
    const events = await loggedEvents(stack, { aggregateId: product.id }, 3);
    expect(events.map((event) => [event.type, event.sequence])).toEqual([
      ['ProductCreated', 1],
      ['ProductUpdatedEvent', 2],
      ['ProductUpdatedEvent', 3],
    ]);
    expect(events[1]!.data).toMatchObject({ changed: ['price'], price: '13.00', previousPrice: '12.50' });
    expect(events[2]!.data).toMatchObject({ changed: ['name'], name: 'Evented Armchair', price: '13.00' });
  });
});
