import { beforeAll, describe, expect, it } from 'vitest';
import {
  admin,
  card,
  expectBadInput,
  failure,
  ordersWorld,
  person,
  service,
  support,
  US_ADDRESS,
  type OrdersWorld,
} from './orders-world';

/**
 * updateOrder and the state machine on the service ring: notes, cancelling before shipment (and what the
 * stock and refund consumers then do), the moves only events may make, and redelivered events.
 */
let world: OrdersWorld;
beforeAll(async () => {
  world = await ordersWorld('orders_transitions');
});

async function placed(options: { payment?: boolean } = {}) {
  const userId = world.peers.addUser();
  const product = world.peers.addProduct({ priceMinor: 3_000, stock: 10 });
  const order = await world.services.placing.place(admin(), {
    userId,
    items: [{ productId: product.id, quantity: 2 }],
    shippingAddress: US_ADDRESS,
    ...(options.payment ? { payment: card() } : {}),
  });
  return { userId, product, order, owner: person(userId) };
}

describe('cancelling', () => {
  it("cancels a pending order on its owner's request; the stock consumer releases its hold", async () => {
    const { owner, order, product, userId } = await placed();
    const cancelled = await world.services.transitions.update(owner, order._id, { status: 'CANCELLED' });
    expect(cancelled).toMatchObject({ status: 'cancelled', eventSeq: 2 });
    expect(cancelled.history.at(-1)).toMatchObject({
      from: 'pending',
      to: 'cancelled',
      actor: userId,
      reason: 'cancelled on request',
    });
    const events = await world.orderEvents(order._id);
    expect(events.at(-1)).toMatchObject({
      type: 'OrderCancelledEvent',
      sequence: 2,
      data: {
        previousState: 'pending',
        state: 'cancelled',
        status: 'CANCELLED',
        reason: 'cancelled on request',
      },
    });
    expect(world.peers.available.get(product.id)).toBe(8);
    expect(await world.bus.deliver(events.at(-1)!)).toEqual([
      'orders-stock',
      'orders-refunds',
      'orders-coupons',
      'orders-loyalty',
    ]);
    expect(world.peers.available.get(product.id)).toBe(10);
    expect((await world.stored(order._id))!.reservation).toBe('released');
    // Cancelling again changes nothing: the order is cancelled already.
    await world.services.transitions.update(owner, order._id, { status: 'CANCELLED' });
    expect((await world.stored(order._id))!.eventSeq).toBe(2);
  });

  it('cancels a confirmed order: the committed units are restocked and the payment refunded, once', async () => {
    const { order, product } = await placed({ payment: true });
    await world.settle(order._id);
    expect(await world.stored(order._id)).toMatchObject({ status: 'confirmed', reservation: 'committed' });
    expect(world.peers.available.get(product.id)).toBe(8);
    await world.services.transitions.update(admin(), order._id, { status: 'CANCELLED' });
    await world.settle(order._id);
    expect(world.peers.restocked.get(`cancel:${order._id}`)).toEqual([
      { productId: product.id, variantId: product.id, quantity: 2 },
    ]);
    expect(world.peers.available.get(product.id)).toBe(10);
    const payment = (await world.models.Payment.findOne({ orderId: order._id }).lean())!;
    expect(payment).toMatchObject({ status: 'refunded', refundedMinor: 6_000 });
    expect(payment.refunds.map((refund) => [refund.key, refund.reason])).toEqual([
      [`cancel:${order._id}`, 'order cancelled'],
    ]);
    expect((await world.stored(order._id))!.reservation).toBe('restocked');
    // The cancellation handed over a second time restocks and refunds nothing more.
    await world.deliverOrderEvents(order._id, 3);
    expect(world.peers.available.get(product.id)).toBe(10);
    expect((await world.models.Payment.findOne({ orderId: order._id }).lean())!.refunds).toHaveLength(1);
  });

  it('stops a payment not yet charged when its order is cancelled, and refunds a charge that lands afterwards', async () => {
    const { order } = await placed({ payment: true });
    // The payment starts (OrderCreatedEvent) but the worker has not charged it yet.
    await world.deliverOrderEvents(order._id, 1);
    await world.services.transitions.update(admin(), order._id, { status: 'CANCELLED' });
    await world.deliverOrderEvents(order._id, 2);
    expect(await world.models.Payment.findOne({ orderId: order._id }).lean()).toMatchObject({
      status: 'failed',
      failureReason: 'The order was cancelled.',
    });

    const late = await placed({ payment: true });
    await world.deliverOrderEvents(late.order._id, 1);
    await world.worker.work(service('payments'));
    await world.services.transitions.update(admin(), late.order._id, { status: 'CANCELLED' });
    // The charge's event reaches the order after it was cancelled: it is refunded, the order stays cancelled.
    const payment = (await world.models.Payment.findOne({ orderId: late.order._id }).lean())!;
    const [charged] = await world.paymentEvents(payment._id);
    await world.bus.deliver(charged!);
    expect((await world.stored(late.order._id))!.status).toBe('cancelled');
    expect(await world.models.Payment.findById(payment._id).lean()).toMatchObject({
      status: 'refunded',
      refunds: [
        expect.objectContaining({
          key: `cancel:${late.order._id}`,
          reason: 'order cancelled before the charge completed',
        }),
      ],
    });
  });

  it('refuses to cancel an order that has shipped, naming where it can go', async () => {
    const { order } = await placed({ payment: true });
    await world.settle(order._id);
    const { shipment } = await world.services.shipping.createShipment(admin(), {
      orderId: order._id,
      carrier: 'parcelpost',
      service: 'ground',
    });
    await world.services.shipping.track(admin(), { shipmentId: shipment.id, status: 'in_transit' });
    const error = await failure(
      world.services.transitions.update(admin(), order._id, { status: 'CANCELLED' }),
    );
    expect(error.extensions).toMatchObject({
      code: 'INVALID_STATUS_TRANSITION',
      from: 'SHIPPED',
      to: 'CANCELLED',
      fromState: 'SHIPPED',
      toState: 'CANCELLED',
      allowed: ['DELIVERED'],
    });
    expect(error.message).toBe(
      'An order that is shipped cannot become cancelled; next it can be: delivered.',
    );
  });
});

describe('what updateOrder refuses', () => {
  it("answers another customer's order as missing, and read-only or support staff cannot change it", async () => {
    const { order } = await placed();
    for (const caller of [person(world.peers.addUser()), support(), person('viewer', ['read-only'])]) {
      const error = await failure(
        world.services.transitions.update(caller, order._id, { notes: 'mine now' }),
      );
      expect(error.extensions).toMatchObject({ code: 'ORDER_NOT_FOUND', id: order._id });
    }
    expect((await world.stored(order._id))!.notes).toBeNull();
  });

  it('leaves statuses that follow from events to the events: FORBIDDEN for customers, explained to admins', async () => {
    const { owner, order } = await placed();
    const customer = await failure(
      world.services.transitions.update(owner, order._id, { status: 'PROCESSING' }),
    );
    expect(customer.extensions.code).toBe('FORBIDDEN');
    expect(customer.message).toBe('Only staff move an order to PROCESSING; you may cancel it.');
    const staff = await failure(world.services.transitions.update(admin(), order._id, { status: 'SHIPPED' }));
    expect(staff.extensions).toMatchObject({
      code: 'INVALID_STATUS_TRANSITION',
      from: 'PENDING',
      to: 'SHIPPED',
      fromState: 'PENDING',
      allowed: ['CONFIRMED', 'FAILED', 'CANCELLED'],
    });
    expect(staff.message).toContain('createShipment, then addTrackingEvent IN_TRANSIT');
    expect((await world.stored(order._id))!).toMatchObject({ status: 'pending', eventSeq: 1 });
  });

  it('sets and clears notes without an event, and refuses notes over 2000 characters', async () => {
    const { owner, order } = await placed();
    expect(
      (await world.services.transitions.update(owner, order._id, { notes: '  leave at door ' })).notes,
    ).toBe('leave at door');
    // Asking for the status it has already is no move.
    expect(
      (await world.services.transitions.update(owner, order._id, { status: 'PENDING', notes: '' })).notes,
    ).toBeNull();
    await expectBadInput(
      world.services.transitions.update(owner, order._id, { notes: 'n'.repeat(2_001) }),
      'notes',
      'TOO_LONG',
    );
    expect((await world.stored(order._id))!.eventSeq).toBe(1);
  });
});

describe('moves made by events', () => {
  it('fails a pending order on PaymentFailedEvent, and ignores a charge that arrives for a failed order', async () => {
    const { order } = await placed();
    const caller = service('payments');
    const { moved, order: failed } = await world.services.transitions.move(caller, order._id, ['failed'], {
      reason: 'payment failed: declined',
      data: { attempts: 1 },
    });
    expect(moved).toBe(true);
    expect(failed.history.at(-1)).toMatchObject({ to: 'failed', actor: 'service:payments' });
    expect((await world.orderEvents(order._id)).at(-1)).toMatchObject({
      type: 'OrderFailedEvent',
      data: { state: 'failed', status: 'CANCELLED', reason: 'payment failed: declined', attempts: 1 },
    });
    // The same move again (a redelivered event) answers the order as it is.
    const again = await world.services.transitions.move(caller, order._id, ['failed']);
    expect(again.moved).toBe(false);
    expect(
      (await failure(world.services.transitions.move(caller, order._id, ['confirmed']))).extensions.code,
    ).toBe('INVALID_STATUS_TRANSITION');
    expect((await world.stored(order._id))!.eventSeq).toBe(2);
  });
});
