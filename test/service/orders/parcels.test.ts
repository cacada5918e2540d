import { beforeAll, describe, expect, it } from 'vitest';
import {
  admin,
  card,
  expectBadInput,
  failure,
  MAIN_WAREHOUSE,
  ordersWorld,
  support,
  US_ADDRESS,
  type OrdersWorld,
} from './orders-world';

/**
 * One shipment per warehouse: "a line may be filled from several warehouses ... with one shipment per
 * warehouse". The stub inventory allocates a product's units over the warehouses a test names; the real
 * orders services record the allocation on the lines, make one parcel per warehouse, split the checkout
 * rate over the parcels, and move the order once, when its last parcel is picked up (delivered).
 */
let world: OrdersWorld;
beforeAll(async () => {
  world = await ordersWorld('orders_parcels');
});

const EAST = 'wh-east';
const WEST = 'wh-west';

/**
 * A confirmed order of 5 units of a product split 2 (east) + 3 (west) and 2 units of a product all in the
 * east, shipped with parcelpost ground (chosen at checkout: 599 + 7 × 75 = 1124 cents).
 */
async function splitOrder(
  shipping: { carrier: string; service: string } | null = {
    carrier: 'parcelpost',
    service: 'ground',
  },
) {
  const split = world.peers.addProduct({ stock: 10 });
  const east = world.peers.addProduct({ stock: 10 });
  world.peers.split.set(split.id, [
    { warehouseId: EAST, units: 2 },
    { warehouseId: WEST, units: 10 },
  ]);
  world.peers.split.set(east.id, [{ warehouseId: EAST, units: 10 }]);
  const order = await world.services.placing.place(admin(), {
    userId: world.peers.addUser(),
    items: [
      { productId: split.id, quantity: 5 },
      { productId: east.id, quantity: 2 },
    ],
    shippingAddress: US_ADDRESS,
    shipping,
    payment: card(),
  });
  await world.settle(order._id);
  return { order: (await world.stored(order._id))!, split, east };
}

const eventTypes = async (orderId: string) => (await world.orderEvents(orderId)).map((event) => event.type);

describe('an order split across warehouses', () => {
  it('records per line which warehouses its units come from', async () => {
    const { order } = await splitOrder();
    expect(order.status).toBe('confirmed');
    expect(order.items.map((item) => item.allocations)).toEqual([
      [
        { warehouseId: EAST, quantity: 2, backordered: 0 },
        { warehouseId: WEST, quantity: 3, backordered: 0 },
      ],
      [{ warehouseId: EAST, quantity: 2, backordered: 0 }],
    ]);
  });

  it("gets one shipment per warehouse, each with exactly its warehouse's units and its share of the checkout rate", async () => {
    const { order, split, east } = await splitOrder();
    const [splitLine, eastLine] = order.items;
    // Two parcels wait: naming none is refused, as is a warehouse that allocated nothing.
    await expectBadInput(
      world.services.shipping.createShipment(admin(), { orderId: order._id }),
      'warehouseId',
      'REQUIRED',
    );
    await expectBadInput(
      world.services.shipping.createShipment(admin(), { orderId: order._id, warehouseId: MAIN_WAREHOUSE }),
      'warehouseId',
      'NOT_FOUND',
    );
    // The customer paid for parcelpost ground: another service is refused, the recorded one is the default.
    await expectBadInput(
      world.services.shipping.createShipment(admin(), {
        orderId: order._id,
        warehouseId: EAST,
        carrier: 'swiftship',
        service: 'overnight',
      }),
      'carrier',
      'NOT_ALLOWED',
    );
    const { shipment: fromEast } = await world.services.shipping.createShipment(admin(), {
      orderId: order._id,
      warehouseId: EAST,
    });
    const { shipment: fromWest } = await world.services.shipping.createShipment(admin(), {
      orderId: order._id,
      warehouseId: WEST,
      carrier: 'parcelpost',
      service: 'ground',
    });
    expect(fromEast).toMatchObject({
      warehouseId: EAST,
      carrier: 'parcelpost',
      service: 'ground',
      lines: [
        { orderItemId: splitLine!._id, productId: split.id, variantId: split.id, quantity: 2 },
        { orderItemId: eastLine!._id, productId: east.id, variantId: east.id, quantity: 2 },
      ],
      // 1124 × 4/7 and 1124 × 3/7 by largest remainder: the parcels cost the one rate chosen, not two.
      rateMinor: 642,
      chargedMinor: 642,
    });
    expect(fromWest).toMatchObject({
      warehouseId: WEST,
      lines: [{ orderItemId: splitLine!._id, quantity: 3 }],
      rateMinor: 482,
      chargedMinor: 482,
    });
    const stored = (await world.stored(order._id))!;
    expect(stored.shipping!.rateMinor).toBe(1124);
    expect(stored.shippingMinor).toBe(1124);
    expect(stored.totalMinor).toBe(order.totalMinor);
    await expectBadInput(
      world.services.shipping.createShipment(admin(), { orderId: order._id, warehouseId: EAST }),
      'warehouseId',
      'ALREADY_EXISTS',
    );
    await expectBadInput(
      world.services.shipping.createShipment(admin(), { orderId: order._id }),
      'orderId',
      'ALREADY_EXISTS',
    );
  });

  it('ships the order only when every parcel is picked up, and delivers it only when every one is delivered, each once', async () => {
    const { order } = await splitOrder();
    const courier = support();
    const { shipment: east } = await world.services.shipping.createShipment(admin(), {
      orderId: order._id,
      warehouseId: EAST,
    });
    // One parcel leaves while the other has no label yet: the order is not shipped.
    const first = await world.services.shipping.track(courier, { shipmentId: east.id, status: 'in_transit' });
    expect(first.order.status).toBe('confirmed');
    expect(first.shipment.status).toBe('in_transit');
    const { shipment: west } = await world.services.shipping.createShipment(admin(), {
      orderId: order._id,
      warehouseId: WEST,
    });
    expect((await world.stored(order._id))!.status).toBe('confirmed');
    const second = await world.services.shipping.track(courier, {
      shipmentId: west.id,
      status: 'in_transit',
    });
    expect(second.order.status).toBe('shipped');
    expect(second.order.history.at(-1)).toMatchObject({
      from: 'confirmed',
      to: 'shipped',
      actor: 'support-1',
    });
    expect((await world.orderEvents(order._id)).at(-1)).toMatchObject({
      type: 'order.shipped',
      data: { state: 'shipped', shipmentId: west.id },
    });
    const firstDelivered = await world.services.shipping.track(courier, {
      shipmentId: west.id,
      status: 'delivered',
    });
    expect(firstDelivered.order.status).toBe('shipped');
    expect(firstDelivered.shipment).toMatchObject({
      status: 'delivered',
      actualDelivery: new Date(world.clock.now()),
    });
    const lastDelivered = await world.services.shipping.track(courier, {
      shipmentId: east.id,
      status: 'delivered',
    });
    expect(lastDelivered.order.status).toBe('delivered');
    expect(await eventTypes(order._id)).toEqual([
      'OrderCreatedEvent',
      'OrderConfirmedEvent',
      'order.shipped',
      'OrderDeliveredEvent',
    ]);
  });

  it('ships the order exactly once when its parcels are picked up at the same time', async () => {
    const { order } = await splitOrder();
    const { shipments } = await world.services.shipping.createShipments(admin(), { orderId: order._id });
    expect(shipments.map((shipment) => shipment.warehouseId)).toEqual([EAST, WEST]);
    const picked = await Promise.all(
      shipments.map((shipment) =>
        world.services.shipping.track(support(), { shipmentId: shipment.id, status: 'in_transit' }),
      ),
    );
    expect(picked.some((answer) => answer.order.status === 'shipped')).toBe(true);
    const stored = (await world.stored(order._id))!;
    expect(stored.status).toBe('shipped');
    expect(stored.shipments.map((shipment) => [shipment.status, shipment.events.length])).toEqual([
      ['in_transit', 2],
      ['in_transit', 2],
    ]);
    expect((await eventTypes(order._id)).filter((type) => type === 'order.shipped')).toHaveLength(1);
    // Both delivered at once: delivered exactly once too.
    await Promise.all(
      shipments.map((shipment) =>
        world.services.shipping.track(support(), { shipmentId: shipment.id, status: 'delivered' }),
      ),
    );
    expect((await world.stored(order._id))!.status).toBe('delivered');
    expect(await eventTypes(order._id)).toEqual([
      'OrderCreatedEvent',
      'OrderConfirmedEvent',
      'order.shipped',
      'OrderDeliveredEvent',
    ]);
  });
});

describe('cancelling a split order', () => {
  it('is refused once one of its parcels has been picked up', async () => {
    const { order } = await splitOrder();
    const { shipments } = await world.services.shipping.createShipments(admin(), { orderId: order._id });
    // Labels only: the order may still be cancelled (shown on another order below).
    await world.services.shipping.track(support(), { shipmentId: shipments[0]!.id, status: 'in_transit' });
    const refused = await failure(
      world.services.transitions.update(admin(), order._id, { status: 'CANCELLED' }),
    );
    expect(refused.extensions).toMatchObject({ code: 'INVALID_STATUS_TRANSITION', to: 'CANCELLED' });
    expect((await world.stored(order._id))!.status).toBe('confirmed');

    const { order: labelled } = await splitOrder();
    await world.services.shipping.createShipments(admin(), { orderId: labelled._id });
    const cancelled = await world.services.transitions.update(admin(), labelled._id, { status: 'CANCELLED' });
    expect(cancelled.status).toBe('cancelled');
  });
});

describe('creating shipments', () => {
  it('makes one shipment per warehouse when two staff create the same one at the same time', async () => {
    const { order } = await splitOrder();
    const answers = await Promise.allSettled(
      [admin(), admin(), admin()].map((caller) =>
        world.services.shipping.createShipment(caller, { orderId: order._id, warehouseId: WEST }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 'fulfilled')).toHaveLength(1);
    for (const answer of answers)
      if (answer.status === 'rejected')
        expect((answer.reason as { extensions: Record<string, unknown> }).extensions).toMatchObject({
          code: 'BAD_USER_INPUT',
          field: 'warehouseId',
          reason: 'ALREADY_EXISTS',
        });
    expect((await world.stored(order._id))!.shipments.map((shipment) => shipment.warehouseId)).toEqual([
      WEST,
    ]);
  });

  it('createShipments makes every pending parcel once, however often and concurrently it is asked', async () => {
    const { order } = await splitOrder();
    await world.services.shipping.createShipment(admin(), { orderId: order._id, warehouseId: WEST });
    const answers = await Promise.all(
      [admin(), admin()].map((caller) =>
        world.services.shipping.createShipments(caller, { orderId: order._id }),
      ),
    );
    const stored = (await world.stored(order._id))!;
    expect(stored.shipments.map((shipment) => shipment.warehouseId)).toEqual([WEST, EAST]);
    for (const { shipments } of answers)
      expect(shipments.map((shipment) => shipment.id)).toEqual(
        stored.shipments.map((shipment) => shipment.id),
      );
    const again = await world.services.shipping.createShipments(admin(), { orderId: order._id });
    expect(again.shipments).toHaveLength(2);
    expect(stored.shipments.reduce((sum, shipment) => sum + shipment.rateMinor, 0)).toBe(1124);
  });

  it('without a checkout choice, needs a carrier and service and quotes each parcel, charging nothing', async () => {
    const { order } = await splitOrder(null);
    await expectBadInput(
      world.services.shipping.createShipments(admin(), { orderId: order._id }),
      'carrier',
      'REQUIRED',
    );
    const { shipments } = await world.services.shipping.createShipments(admin(), {
      orderId: order._id,
      carrier: 'swiftship',
      service: 'express',
    });
    expect(
      shipments.map((shipment) => [shipment.warehouseId, shipment.rateMinor, shipment.chargedMinor]),
    ).toEqual([
      [EAST, 1_899 + 4 * 150, 0],
      [WEST, 1_899 + 3 * 150, 0],
    ]);
  });

  it('an order from one warehouse ships as its one parcel, at the whole checkout rate', async () => {
    const product = world.peers.addProduct({ stock: 10 });
    const placed = await world.services.placing.place(admin(), {
      userId: world.peers.addUser(),
      items: [{ productId: product.id, quantity: 3 }],
      shippingAddress: US_ADDRESS,
      shipping: { carrier: 'swiftship', service: 'express' },
      payment: card(),
    });
    await world.settle(placed._id);
    const { shipment } = await world.services.shipping.createShipment(admin(), { orderId: placed._id });
    expect(shipment).toMatchObject({
      warehouseId: MAIN_WAREHOUSE,
      carrier: 'swiftship',
      service: 'express',
      rateMinor: 1_899 + 3 * 150,
      chargedMinor: 1_899 + 3 * 150,
      lines: [{ quantity: 3 }],
    });
    const { order } = await world.services.shipping.track(admin(), {
      shipmentId: shipment.id,
      status: 'in_transit',
    });
    expect(order.status).toBe('shipped');
  });

  it('an order whose lines have no recorded warehouse ships as one parcel without one, as before', async () => {
    const product = world.peers.addProduct({ stock: 10 });
    world.peers.split.set(product.id, []);
    const placed = await world.services.placing.place(admin(), {
      userId: world.peers.addUser(),
      items: [{ productId: product.id, quantity: 2 }],
      shippingAddress: US_ADDRESS,
      payment: card(),
    });
    await world.settle(placed._id);
    expect((await world.stored(placed._id))!.items[0]!.allocations).toBeUndefined();
    const { shipment } = await world.services.shipping.createShipment(admin(), {
      orderId: placed._id,
      carrier: 'parcelpost',
      service: 'ground',
    });
    expect(shipment).toMatchObject({ warehouseId: null, lines: [{ quantity: 2 }], rateMinor: 599 + 2 * 75 });
    const refused = await failure(
      world.services.shipping.createShipment(admin(), {
        orderId: placed._id,
        carrier: 'parcelpost',
        service: 'ground',
      }),
    );
    expect(refused.extensions).toMatchObject({ field: 'orderId', reason: 'ALREADY_EXISTS' });
    const { order } = await world.services.shipping.track(admin(), {
      shipmentId: shipment.id,
      status: 'delivered',
    });
    expect(order.status).toBe('delivered');
  });
});
