import { beforeAll, describe, expect, it } from 'vitest';
import {
  admin,
  card,
  expectBadInput,
  failure,
  ordersWorld,
  support,
  US_ADDRESS,
  type OrdersWorld,
} from './orders-world';

/**
 * Shipping on the service ring: rates, labels for confirmed orders, and tracking updates that move the
 * order to shipped and delivered in the same write as the shipment (with `order.shipped` and
 * OrderDeliveredEvent).
 */
let world: OrdersWorld;
beforeAll(async () => {
  world = await ordersWorld('orders_shipping');
});

async function confirmedOrder(address: typeof US_ADDRESS | null = US_ADDRESS) {
  const userId = world.peers.addUser();
  const product = world.peers.addProduct({ stock: 10 });
  const order = await world.services.placing.place(admin(), {
    userId,
    items: [{ productId: product.id, quantity: 3 }],
    shippingAddress: address,
    payment: card(),
  });
  await world.settle(order._id);
  return { userId, order };
}

describe('shipping rates', () => {
  it('quotes every carrier cheapest first, in the currency asked for (normalized once)', async () => {
    const usd = world.services.shipping.rates(admin(), { address: US_ADDRESS, items: 2 });
    expect(usd[0]).toMatchObject({
      carrier: 'freightline',
      service: 'economy',
      amountMinor: 499,
      currency: 'USD',
      zone: 'domestic',
    });
    const eur = world.services.shipping.rates(admin(), {
      address: { ...US_ADDRESS, country: 'ca', state: 'ON', postalCode: 'K1A 0B1' },
      items: 2,
      currency: ' eur ',
    });
    expect(eur.every((quote) => quote.currency === 'EUR' && quote.zone === 'regional')).toBe(true);
    expect(() =>
      world.services.shipping.rates(admin(), { address: US_ADDRESS, items: 2, currency: 'XYZ' }),
    ).toThrow(
      expect.objectContaining({
        extensions: expect.objectContaining({ field: 'currency', reason: 'INVALID_FORMAT' }),
      }),
    );
    expect(() =>
      world.services.shipping.rates(admin(), { address: US_ADDRESS, items: 2, currency: 'NOK' }),
    ).toThrow(
      expect.objectContaining({
        extensions: expect.objectContaining({ field: 'currency', reason: 'NOT_ALLOWED' }),
      }),
    );
    expect(() => world.services.shipping.rates(admin(), { address: US_ADDRESS, items: 0 })).toThrow(
      expect.objectContaining({
        extensions: expect.objectContaining({ field: 'items', reason: 'OUT_OF_RANGE' }),
      }),
    );
    expect(() =>
      world.services.shipping.rates(admin(), { address: { ...US_ADDRESS, postalCode: '1' }, items: 1 }),
    ).toThrow(
      expect.objectContaining({
        extensions: expect.objectContaining({ code: 'INVALID_ADDRESS', field: 'address' }),
      }),
    );
  });
});

describe('createShipment', () => {
  it("buys a label at the service's rate for a confirmed order, once", async () => {
    const { order } = await confirmedOrder();
    const { shipment, order: after } = await world.services.shipping.createShipment(admin(), {
      orderId: order._id,
      carrier: 'swiftship',
      service: 'express',
    });
    expect(shipment).toMatchObject({
      carrier: 'swiftship',
      service: 'express',
      status: 'label_created',
      trackingNumber: expect.stringMatching(/^SW\d{11}$/),
      rateMinor: 1_899 + 3 * 150,
      createdAt: new Date(world.clock.now()),
      actualDelivery: null,
      events: [
        {
          status: 'label_created',
          at: new Date(world.clock.now()),
          location: null,
          description: 'Label created; waiting for pick-up.',
        },
      ],
    });
    expect(shipment.labelUrl).toBe(`https://labels.sandbox.invalid/swiftship/${shipment.trackingNumber}.pdf`);
    expect(after.status).toBe('confirmed');
    expect((await world.stored(order._id))!.shipments).toHaveLength(1);
    await expectBadInput(
      world.services.shipping.createShipment(admin(), {
        orderId: order._id,
        carrier: 'swiftship',
        service: 'express',
      }),
      'orderId',
      'ALREADY_EXISTS',
    );
  });

  it('refuses unpaid orders, orders without an address, unknown carriers and services, and orders out of reach', async () => {
    const userId = world.peers.addUser();
    const product = world.peers.addProduct();
    const pending = await world.services.placing.place(admin(), {
      userId,
      items: [{ productId: product.id, quantity: 1 }],
      shippingAddress: US_ADDRESS,
    });
    const unpaid = await failure(
      world.services.shipping.createShipment(admin(), {
        orderId: pending._id,
        carrier: 'parcelpost',
        service: 'ground',
      }),
    );
    expect(unpaid.extensions).toMatchObject({
      code: 'INVALID_STATUS_TRANSITION',
      from: 'PENDING',
      to: 'SHIPPED',
    });
    const { order: nowhere } = await confirmedOrder(null);
    await expectBadInput(
      world.services.shipping.createShipment(admin(), {
        orderId: nowhere._id,
        carrier: 'parcelpost',
        service: 'ground',
      }),
      'orderId',
      'REQUIRED',
    );
    const { order } = await confirmedOrder();
    await expectBadInput(
      world.services.shipping.createShipment(admin(), {
        orderId: order._id,
        carrier: 'owl',
        service: 'ground',
      }),
      'carrier',
      'NOT_FOUND',
    );
    const message = await expectBadInput(
      world.services.shipping.createShipment(admin(), {
        orderId: order._id,
        carrier: 'parcelpost',
        service: 'teleport',
      }),
      'service',
      'NOT_FOUND',
    );
    expect(message).toBe('ParcelPost has no "teleport" service; one of ground, priority.');
    // Support staff may ship only what their write reach covers (their own orders).
    expect(
      (
        await failure(
          world.services.shipping.createShipment(support(), {
            orderId: order._id,
            carrier: 'parcelpost',
            service: 'ground',
          }),
        )
      ).extensions.code,
    ).toBe('ORDER_NOT_FOUND');
    expect((await world.stored(order._id))!.shipments).toEqual([]);
  });
});

describe('tracking', () => {
  it("ships the order when the parcel is picked up and delivers it on delivery, each in the shipment's own write", async () => {
    const { order } = await confirmedOrder();
    const { shipment } = await world.services.shipping.createShipment(admin(), {
      orderId: order._id,
      carrier: 'parcelpost',
      service: 'ground',
    });
    const courier = support();
    world.clock.advance(3_600_000);
    const picked = await world.services.shipping.track(courier, {
      shipmentId: shipment.id,
      status: 'in_transit',
      location: ' Oakland ',
    });
    expect(picked.order).toMatchObject({ status: 'shipped' });
    expect(picked.shipment.events.at(-1)).toEqual({
      status: 'in_transit',
      at: new Date(world.clock.now()),
      location: 'Oakland',
      description: 'Picked up by the carrier; in transit.',
    });
    expect(picked.order.history.at(-1)).toMatchObject({
      from: 'confirmed',
      to: 'shipped',
      actor: 'support-1',
    });
    const shipped = (await world.orderEvents(order._id)).at(-1)!;
    expect(shipped).toMatchObject({
      type: 'order.shipped',
      data: {
        state: 'shipped',
        shipmentId: shipment.id,
        carrier: 'parcelpost',
        trackingNumber: shipment.trackingNumber,
      },
    });
    // Another scan in transit adds to the history of the shipment only.
    const scanned = await world.services.shipping.track(courier, {
      shipmentId: shipment.id,
      status: 'in_transit',
      description: 'Arrived at hub',
    });
    expect(scanned.shipment.events).toHaveLength(3);
    expect(scanned.order.eventSeq).toBe(picked.order.eventSeq);

    const delivered = await world.services.shipping.track(courier, {
      shipmentId: shipment.id,
      status: 'delivered',
    });
    expect(delivered.shipment).toMatchObject({
      status: 'delivered',
      actualDelivery: new Date(world.clock.now()),
    });
    expect(delivered.order.status).toBe('delivered');
    expect((await world.orderEvents(order._id)).map((event) => event.type)).toEqual([
      'OrderCreatedEvent',
      'OrderConfirmedEvent',
      'order.shipped',
      'OrderDeliveredEvent',
    ]);
    const final = await failure(
      world.services.shipping.track(courier, { shipmentId: shipment.id, status: 'in_transit' }),
    );
    expect(final.extensions).toMatchObject({
      code: 'INVALID_STATUS_TRANSITION',
      from: 'DELIVERED',
      to: 'IN_TRANSIT',
      allowed: [],
    });
  });

  it('passes through shipped when a parcel is delivered between two scans', async () => {
    const { order } = await confirmedOrder();
    const { shipment } = await world.services.shipping.createShipment(admin(), {
      orderId: order._id,
      carrier: 'parcelpost',
      service: 'ground',
    });
    const { order: delivered } = await world.services.shipping.track(admin(), {
      shipmentId: shipment.id,
      status: 'delivered',
    });
    expect(delivered.history.slice(-2).map((change) => [change.from, change.to])).toEqual([
      ['confirmed', 'shipped'],
      ['shipped', 'delivered'],
    ]);
    expect(
      (await world.orderEvents(order._id)).slice(-2).map((event) => [event.type, event.sequence]),
    ).toEqual([
      ['order.shipped', 3],
      ['OrderDeliveredEvent', 4],
    ]);
  });

  it('refuses unknown shipments, moves out of order and locations over 200 characters', async () => {
    expect(
      (await failure(world.services.shipping.track(admin(), { shipmentId: 'nothing', status: 'in_transit' })))
        .extensions.code,
    ).toBe('SHIPMENT_NOT_FOUND');
    const { order } = await confirmedOrder();
    const { shipment } = await world.services.shipping.createShipment(admin(), {
      orderId: order._id,
      carrier: 'parcelpost',
      service: 'ground',
    });
    const backwards = await failure(
      world.services.shipping.track(admin(), { shipmentId: shipment.id, status: 'label_created' }),
    );
    expect(backwards.extensions).toMatchObject({
      code: 'INVALID_STATUS_TRANSITION',
      from: 'LABEL_CREATED',
      to: 'LABEL_CREATED',
      allowed: ['IN_TRANSIT', 'OUT_FOR_DELIVERY', 'DELIVERED', 'EXCEPTION'],
    });
    await expectBadInput(
      world.services.shipping.track(admin(), {
        shipmentId: shipment.id,
        status: 'exception',
        location: 'x'.repeat(201),
      }),
      'location',
      'TOO_LONG',
    );
    expect(await world.stored(order._id)).toMatchObject({
      status: 'confirmed',
      shipments: [expect.objectContaining({ status: 'label_created' })],
    });
  });
});
