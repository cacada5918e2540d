import { beforeAll, describe, expect, it } from 'vitest';
import type { PlaceOrderInput } from '../../../subgraphs/orders/order/placing';
import {
  admin,
  card,
  expectBadInput,
  failure,
  ordersWorld,
  person,
  service,
  US_ADDRESS,
  type OrdersWorld,
} from './orders-world';

/**
 * createOrder's refusals on the service ring: every check of the input (lines, currency, date, notes,
 * address, payment method and the provider's checks of it), of the customer and of the products, each
 * named in the service's own terms, and none of them holding any stock.
 */
let world: OrdersWorld;
beforeAll(async () => {
  world = await ordersWorld('orders_placing_refusals');
});

function order(userId: string, productId: string, fields: Partial<PlaceOrderInput> = {}): PlaceOrderInput {
  return { userId, items: [{ productId, quantity: 2 }], ...fields };
}

describe('refusing what cannot be placed', () => {
  const placeWith = (fields: Partial<PlaceOrderInput>, caller = admin()) => {
    const userId = world.peers.addUser();
    const product = world.peers.addProduct();
    return world.services.placing.place(caller, order(userId, product.id, fields));
  };

  it.each([
    ['a currency that is not ISO 4217', { currency: 'XYZ' }, 'currency', 'INVALID_FORMAT'],
    ['no user', { userId: '  ' }, 'userId', 'REQUIRED'],
    ['no lines', { items: [] }, 'items', 'REQUIRED'],
    [
      'more than 100 lines',
      { items: Array.from({ length: 101 }, () => ({ productId: 'p', quantity: 1 })) },
      'items',
      'OUT_OF_RANGE',
    ],
    [
      'a line without a product',
      { items: [{ productId: ' ', quantity: 1 }] },
      'items[0].productId',
      'REQUIRED',
    ],
    ['a quantity of 0', { items: [{ productId: 'p', quantity: 0 }] }, 'items[0].quantity', 'OUT_OF_RANGE'],
    [
      'a negative quantity',
      { items: [{ productId: 'p', quantity: -2 }] },
      'items[0].quantity',
      'OUT_OF_RANGE',
    ],
    [
      'a fractional quantity',
      { items: [{ productId: 'p', quantity: 1.5 }] },
      'items[0].quantity',
      'OUT_OF_RANGE',
    ],
    [
      'more than 10000 units',
      { items: [{ productId: 'p', quantity: 10_001 }] },
      'items[0].quantity',
      'OUT_OF_RANGE',
    ],
    ['notes over 2000 characters', { notes: 'x'.repeat(2_001) }, 'notes', 'TOO_LONG'],
    ['a card without its details', { payment: { kind: 'card' } }, 'payment.card', 'REQUIRED'],
    ['a wallet without its details', { payment: { kind: 'wallet' } }, 'payment.wallet', 'REQUIRED'],
    [
      'a payment currency that is not ISO 4217',
      { payment: { ...card(), currency: 'ABC' } },
      'payment.currency',
      'INVALID_FORMAT',
    ],
    [
      'a payment currency without rates',
      { payment: { ...card(), currency: 'NOK' } },
      'payment.currency',
      'NOT_ALLOWED',
    ],
    [
      'an invalid card number',
      { payment: card('4242424242424241') },
      'payment.card.number',
      'INVALID_FORMAT',
    ],
    [
      'an expired card',
      {
        payment: {
          kind: 'card',
          card: { number: '4242424242424242', expMonth: 1, expYear: 2020, cvc: '123' },
        },
      },
      'payment.card.expYear',
      'OUT_OF_RANGE',
    ],
    [
      'a bad CVC',
      {
        payment: {
          kind: 'card',
          card: { number: '4242424242424242', expMonth: 1, expYear: 2099, cvc: '12' },
        },
      },
      'payment.card.cvc',
      'INVALID_FORMAT',
    ],
    [
      'an IBAN with wrong check digits',
      { payment: { kind: 'bank_transfer', bankTransfer: { iban: 'DE89370400440532013001' } } },
      'payment.bankTransfer.iban',
      'INVALID_FORMAT',
    ],
  ] as const)('refuses %s, and holds nothing', async (_case, fields, field, reason) => {
    const reservationsBefore = world.peers.calls.filter((call) => call.operation === 'reserve').length;
    await expectBadInput(placeWith(fields as Partial<PlaceOrderInput>), field, reason);
    expect(world.peers.calls.filter((call) => call.operation === 'reserve')).toHaveLength(reservationsBefore);
  });

  it('refuses an order date in the future of its clock, and accepts one in the past', async () => {
    await expectBadInput(
      placeWith({ orderDate: new Date(world.clock.now() + 5 * 60_000) }),
      'orderDate',
      'OUT_OF_RANGE',
    );
    const imported = await placeWith({ orderDate: new Date(world.clock.now() - 86_400_000) });
    expect(imported.orderDate.getTime()).toBe(world.clock.now() - 86_400_000);
  });

  it('lets only admins and services set the order date (imports): a customer cannot backdate an order', async () => {
    for (const who of ['customer', 'support'] as const) {
      const userId = world.peers.addUser();
      const product = world.peers.addProduct();
      const caller = person(who === 'customer' ? userId : `support-${userId}`, [who]);
      for (const orderDate of [new Date(world.clock.now() - 30 * 86_400_000), new Date(world.clock.now())])
        await expectBadInput(
          world.services.placing.place(caller, order(userId, product.id, { orderDate })),
          'orderDate',
          'NOT_ALLOWED',
        );
      // Without a date the order is placed now.
      const placed = await world.services.placing.place(person(userId), order(userId, product.id));
      expect(placed.orderDate.getTime()).toBe(world.clock.now());
    }
    const imported = await placeWith({ orderDate: new Date(world.clock.now() - 86_400_000) }, service());
    expect(imported.orderDate.getTime()).toBe(world.clock.now() - 86_400_000);
  });

  it('refuses an address the carriers cannot serve, naming every problem', async () => {
    const error = await failure(
      placeWith({ shippingAddress: { ...US_ADDRESS, postalCode: 'ABC', state: null } }),
    );
    expect(error.extensions).toMatchObject({
      code: 'INVALID_ADDRESS',
      field: 'shippingAddress',
      problems: [
        { field: 'shippingAddress.postalCode', message: expect.any(String) },
        { field: 'shippingAddress.state', message: expect.any(String) },
      ],
    });
  });

  it('refuses users that do not exist, were deleted or are inactive', async () => {
    const product = world.peers.addProduct();
    const missing = '11111111-1111-1111-1111-111111111111';
    await expectBadInput(
      world.services.placing.place(admin(), order(missing, product.id)),
      'userId',
      'NOT_FOUND',
    );
    const deleted = world.peers.addUser('DELETED');
    await expectBadInput(
      world.services.placing.place(admin(), order(deleted, product.id)),
      'userId',
      'NOT_FOUND',
    );
    const inactive = world.peers.addUser('INACTIVE');
    const message = await expectBadInput(
      world.services.placing.place(admin(), order(inactive, product.id)),
      'userId',
      'NOT_ALLOWED',
    );
    expect(message).toBe('Inactive customers cannot place orders.');
  });

  it('refuses products that do not exist, are not orderable or are priced in another currency', async () => {
    const userId = world.peers.addUser();
    const good = world.peers.addProduct();
    await expectBadInput(
      world.services.placing.place(admin(), {
        userId,
        items: [
          { productId: good.id, quantity: 1 },
          { productId: 'no-such-product', quantity: 1 },
        ],
      }),
      'items[1].productId',
      'NOT_FOUND',
    );
    const draft = world.peers.addProduct({ name: 'Draft Chair', status: 'DRAFT' });
    const unavailableError = await failure(world.services.placing.place(admin(), order(userId, draft.id)));
    expect(unavailableError.extensions).toMatchObject({
      code: 'PRODUCT_UNAVAILABLE',
      productId: draft.id,
      field: 'items[0].productId',
    });
    expect(unavailableError.message).toBe('"Draft Chair" is not available for ordering (draft).');
    const euro = world.peers.addProduct({ currency: 'EUR' });
    await expectBadInput(
      world.services.placing.place(admin(), order(userId, euro.id)),
      'currency',
      'NOT_ALLOWED',
    );
  });

  it('refuses a total beyond DECIMAL(12,2)', async () => {
    const userId = world.peers.addUser();
    const dear = world.peers.addProduct({ priceMinor: 200_000_000_000, stock: 100 });
    await expectBadInput(
      world.services.placing.place(admin(), { userId, items: [{ productId: dear.id, quantity: 5 }] }),
      'items',
      'OUT_OF_RANGE',
    );
    expect(world.peers.held(dear.id)).toBe(0);
  });
});
