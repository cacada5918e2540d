import { beforeAll, describe, expect, it } from 'vitest';
import type { PlaceOrderInput } from '../../../subgraphs/orders/order/placing';
import {
  admin,
  card,
  expectBadInput,
  failure,
  ordersWorld,
  person,
  unavailable,
  TAXED_ADDRESS,
  US_ADDRESS,
  type OrdersWorld,
} from './orders-world';

/**
 * createOrder on the service ring: every branch of the placing saga (stock short, a peer failing and the
 * compensation, the sweeper finishing a crashed placing, idempotency replays and conflicts), asserted on
 * what is stored, what inventory holds and what the outbox records. The refusals of the input:
 * placing-refusals.test.ts.
 */
let world: OrdersWorld;
beforeAll(async () => {
  world = await ordersWorld('orders_placing');
});

function order(userId: string, productId: string, fields: Partial<PlaceOrderInput> = {}): PlaceOrderInput {
  return { userId, items: [{ productId, quantity: 2 }], ...fields };
}

describe('placing an order', () => {
  it('prices the lines, holds the stock under the order id and records the order with OrderCreatedEvent', async () => {
    const userId = world.peers.addUser();
    const lamp = world.peers.addProduct({ name: 'Desk Lamp', sku: 'LAMP-1', priceMinor: 2_000, stock: 5 });
    const bulb = world.peers.addProduct({ name: 'Bulb', priceMinor: 250, stock: 10 });
    const caller = person(userId);
    const placed = await world.services.placing.place(caller, {
      userId,
      items: [
        { productId: lamp.id, quantity: 1 },
        { productId: bulb.id, quantity: 3 },
      ],
      currency: ' usd ',
      notes: '  ring twice  ',
      shippingAddress: { ...TAXED_ADDRESS, postalCode: ' 94105 ', country: 'us' },
      payment: card(),
    });

    const stored = await world.stored(placed._id);
    expect(stored).toMatchObject({
      userId,
      status: 'pending',
      reservation: 'held',
      currency: 'USD',
      subtotalMinor: 2_750,
      // California's 7.25 % per line (pricing/tax-rates.ts): 20.00 → 1.45, 7.50 → 0.54375 → 0.54.
      taxMinor: 199,
      taxRateBasisPoints: 725,
      totalMinor: 2_949,
      notes: 'ring twice',
      eventSeq: 1,
      shippingAddress: { postalCode: '94105', country: 'US', state: 'CA' },
      paymentMethod: { kind: 'card', summary: 'Visa •••• 4242', country: 'US', currency: 'USD' },
    });
    expect(
      stored!.items.map((item) => [
        item.name,
        item.quantity,
        item.unitPriceMinor,
        item.taxMinor,
        item.lineTotalMinor,
      ]),
    ).toEqual([
      ['Desk Lamp', 1, 2_000, 145, 2_145],
      ['Bulb', 3, 250, 54, 804],
    ]);
    expect(stored!.paymentMethod!.token).toMatch(/^pm_sbx_success_/);
    // No card number or CVC is stored anywhere with the order.
    const raw = JSON.stringify(await world.models.Order.findById(placed._id).select('+outbox').lean());
    expect(raw).not.toContain('4242424242424242');
    expect(raw).not.toContain('"cvc"');

    expect(world.peers.holds.get(placed._id)).toEqual([
      { productId: lamp.id, quantity: 1 },
      { productId: bulb.id, quantity: 3 },
    ]);
    expect(world.peers.available.get(lamp.id)).toBe(4);
    expect(stored!.history).toEqual([
      { from: null, to: 'pending', at: stored!.createdAt, actor: userId, eventId: expect.any(String) },
    ]);
    const [created, ...more] = await world.orderEvents(placed._id);
    expect(more).toEqual([]);
    expect(created).toMatchObject({
      id: stored!.history[0]!.eventId,
      type: 'OrderCreatedEvent',
      aggregateType: 'order',
      aggregateId: placed._id,
      sequence: 1,
      data: {
        orderId: placed._id,
        userId,
        previousState: null,
        state: 'pending',
        status: 'PENDING',
        total: '29.49',
        currency: 'USD',
        paymentMethod: 'card',
        items: [
          { productId: lamp.id, quantity: 1, unitPrice: '20.00' },
          { productId: bulb.id, quantity: 3, unitPrice: '2.50' },
        ],
      },
    });
    // Every peer call carried the caller's request id.
    const ours = world.peers.calls.filter(
      (call) => call.subject.includes(lamp.id) || call.subject === placed._id,
    );
    expect(ours.map((call) => call.operation).sort()).toEqual(['products', 'reserve']);
    expect(new Set(ours.map((call) => call.requestId))).toEqual(new Set([caller.requestId]));
  });

  it('lets admins place orders for anyone, and answers a customer ordering for someone else as if the user did not exist', async () => {
    const userId = world.peers.addUser();
    const product = world.peers.addProduct();
    const forThem = await world.services.placing.place(admin(), order(userId, product.id));
    expect((await world.stored(forThem._id))!.history[0]!.actor).toBe('admin-1');
    const stranger = person(world.peers.addUser());
    const message = await expectBadInput(
      world.services.placing.place(stranger, order(userId, product.id)),
      'userId',
      'NOT_FOUND',
    );
    expect(message).toBe(`No user with id "${userId}".`);
  });
});

describe('the placing saga', () => {
  it('reports a short line by name and leaves no order and no hold behind', async () => {
    const userId = world.peers.addUser();
    const plenty = world.peers.addProduct({ stock: 10 });
    const scarce = world.peers.addProduct({ name: 'Rare Vase', sku: 'VASE-9', stock: 1 });
    const before = await world.models.Order.countDocuments({ userId });
    const error = await failure(
      world.services.placing.place(admin(), {
        userId,
        items: [
          { productId: plenty.id, quantity: 2 },
          { productId: scarce.id, quantity: 3 },
        ],
      }),
    );
    expect(error.extensions).toMatchObject({
      code: 'INSUFFICIENT_STOCK',
      productId: scarce.id,
      requested: 3,
      field: 'items[1].quantity',
    });
    expect(error.message).toBe(
      'Not enough stock for "Rare Vase" (VASE-9): 3 requested. No order was created.',
    );
    expect(await world.models.Order.countDocuments({ userId })).toBe(before);
    expect(world.peers.available.get(plenty.id)).toBe(10);
    expect(world.peers.available.get(scarce.id)).toBe(1);
  });

  it('passes on a peer failure before anything is written', async () => {
    const userId = world.peers.addUser();
    const product = world.peers.addProduct();
    world.peers.failNext('user');
    const error = await failure(world.services.placing.place(admin(), order(userId, product.id)));
    expect(error.extensions.code).toBe('SERVICE_UNAVAILABLE');
    expect(await world.models.Order.countDocuments({ userId })).toBe(0);
  });

  it('releases and removes the order when the reservation fails', async () => {
    const userId = world.peers.addUser();
    const product = world.peers.addProduct();
    world.peers.failNext('reserve');
    const error = await failure(world.services.placing.place(admin(), order(userId, product.id)));
    expect(error.extensions.code).toBe('SERVICE_UNAVAILABLE');
    expect(await world.models.Order.countDocuments({ userId })).toBe(0);
    const released = world.peers.calls.filter((call) => call.operation === 'release').at(-1)!;
    const reserved = world.peers.calls.filter((call) => call.operation === 'reserve').at(-1)!;
    expect(released.subject).toBe(reserved.subject);
  });

  it('leaves the order invisible for the sweeper when inventory cannot release it, which finishes it once it is old enough', async () => {
    const userId = world.peers.addUser();
    const product = world.peers.addProduct();
    world.peers.failNext('reserve');
    world.peers.failNext('release');
    await failure(world.services.placing.place(admin(), order(userId, product.id)));
    const [left] = await world.models.Order.find({ userId }).lean();
    expect(left).toMatchObject({ status: 'placing', reservation: 'holding' });
    expect(await world.services.orders.get(admin(), left!._id, 'any')).toBeNull();
    expect(await world.services.orders.list(admin(), { userId, page: { limit: 10, offset: 0 } })).toEqual([]);

    const sweep = person('sweeper');
    expect(await world.saga.sweep(sweep, 2 * 60_000)).toBe(0);
    world.clock.advance(2 * 60_000 + 1);
    expect(await world.saga.sweep(sweep, 2 * 60_000)).toBe(1);
    expect(await world.stored(left!._id)).toBeNull();
    expect(world.peers.calls.at(-1)).toEqual({
      operation: 'release',
      subject: left!._id,
      requestId: sweep.requestId,
    });
  });

  it('gives up an order the sweeper took over while stock was being reserved', async () => {
    const userId = world.peers.addUser();
    const product = world.peers.addProduct({ stock: 4 });
    world.peers.duringReserve = async () => {
      world.peers.duringReserve = null;
      // The request stalls long enough for the sweeper to treat the order as abandoned.
      world.clock.advance(10 * 60_000);
      await world.saga.sweep(person('sweeper'), 2 * 60_000);
    };
    const error = await failure(world.services.placing.place(admin(), order(userId, product.id)));
    expect(error.extensions.code).toBe('CONCURRENT_MODIFICATION');
    expect(await world.models.Order.countDocuments({ userId })).toBe(0);
    expect(world.peers.available.get(product.id)).toBe(4);
  });
});

describe('idempotency keys on createOrder', () => {
  it('answers a repeated key with the order the first call placed, holding stock once', async () => {
    const userId = world.peers.addUser();
    const product = world.peers.addProduct({ stock: 10 });
    const caller = person(userId);
    const input = order(userId, product.id, { idempotencyKey: 'place-once-1', payment: card() });
    const first = await world.services.placing.place(caller, input);
    const again = await world.services.placing.place(person(userId), { ...input });
    expect(again._id).toBe(first._id);
    expect(await world.models.Order.countDocuments({ userId })).toBe(1);
    expect(world.peers.available.get(product.id)).toBe(8);
    // Another caller's key of the same name is theirs alone.
    const other = await world.services.placing.place(admin(), input);
    expect(other._id).not.toBe(first._id);
  });

  it('refuses the same key with another request, and a key that is not one', async () => {
    const userId = world.peers.addUser();
    const product = world.peers.addProduct();
    const caller = person(userId);
    await world.services.placing.place(
      caller,
      order(userId, product.id, { idempotencyKey: 'place-twice-1' }),
    );
    const reused = await failure(
      world.services.placing.place(caller, {
        ...order(userId, product.id, { idempotencyKey: 'place-twice-1' }),
        notes: 'changed my mind',
      }),
    );
    expect(reused.extensions.code).toBe('IDEMPOTENCY_KEY_REUSED');
    // A different card is a different request, though the order keeps only its token.
    await world.services.placing.place(
      caller,
      order(userId, product.id, { idempotencyKey: 'pay-card-1', payment: card() }),
    );
    const otherCard = await failure(
      world.services.placing.place(
        caller,
        order(userId, product.id, { idempotencyKey: 'pay-card-1', payment: card('5555555555554444') }),
      ),
    );
    expect(otherCard.extensions.code).toBe('IDEMPOTENCY_KEY_REUSED');
    await expectBadInput(
      world.services.placing.place(caller, order(userId, product.id, { idempotencyKey: 'short' })),
      'idempotencyKey',
      'INVALID_FORMAT',
    );
  });

  it('frees the key of a call that failed, so the client may retry it', async () => {
    const userId = world.peers.addUser();
    const product = world.peers.addProduct({ stock: 1 });
    const caller = person(userId);
    const input = order(userId, product.id, { idempotencyKey: 'retry-after-restock' });
    expect((await failure(world.services.placing.place(caller, input))).extensions.code).toBe(
      'INSUFFICIENT_STOCK',
    );
    world.peers.available.set(product.id, 5);
    const placed = await world.services.placing.place(caller, input);
    expect((await world.stored(placed._id))!.status).toBe('pending');
  });

  it('reports a peer failure without keeping the key', async () => {
    const userId = world.peers.addUser();
    const product = world.peers.addProduct();
    const caller = person(userId);
    const input = order(userId, product.id, { idempotencyKey: 'peer-down-then-up' });
    world.peers.failNext('products', unavailable());
    expect((await failure(world.services.placing.place(caller, input))).extensions.code).toBe(
      'SERVICE_UNAVAILABLE',
    );
    expect((await world.services.placing.place(caller, input)).userId).toBe(userId);
  });
});
