import { beforeAll, describe, expect, it } from 'vitest';
import type { PaymentMethodDetails } from '../../../subgraphs/orders/payments/methods';
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
 * Payments on the service ring: payOrder's refusals and what it freezes, the worker's attempts and
 * backoff on a clock the test moves, the fraud review, the events that confirm or fail the order (handed
 * to the real consumers), and refunds.
 */
let world: OrdersWorld;
beforeAll(async () => {
  world = await ordersWorld('orders_payments');
});

async function pendingOrder(priceMinor = 2_000) {
  const userId = world.peers.addUser();
  const product = world.peers.addProduct({ priceMinor, stock: 10 });
  const order = await world.services.placing.place(admin(), {
    userId,
    items: [{ productId: product.id, quantity: 1 }],
    shippingAddress: US_ADDRESS,
  });
  return { userId, product, order };
}

const work = () => world.worker.work(service('payments'));

async function paid(method: PaymentMethodDetails = card(), priceMinor = 2_000) {
  const placed = await pendingOrder(priceMinor);
  const payment = await world.services.payments.pay(person(placed.userId), {
    orderId: placed.order._id,
    method,
  });
  return { ...placed, payment };
}

describe('payOrder', () => {
  it("tokenizes the method, freezes the order's total and starts a payment the worker charges", async () => {
    const { userId, order, payment } = await paid();
    expect(payment).toMatchObject({
      orderId: order._id,
      userId,
      status: 'pending',
      review: 'none',
      amountMinor: 2_000,
      currency: 'USD',
      chargedMinor: 2_000,
      chargedCurrency: 'USD',
      conversion: null,
      method: { kind: 'card', summary: 'Visa •••• 4242' },
      nextAttemptAt: new Date(world.clock.now()),
    });
    expect((await world.stored(order._id))!.paymentMethod).toEqual(payment.method);
    expect(JSON.stringify(await world.models.Payment.findById(payment._id).lean())).not.toContain(
      '4242424242424242',
    );

    expect(await work()).toBe(true);
    const charged = (await world.models.Payment.findById(payment._id).lean())!;
    expect(charged).toMatchObject({
      status: 'completed',
      transactionId: expect.stringMatching(/^txn_sbx_/),
      nextAttemptAt: null,
      attempts: [{ number: 1, outcome: 'succeeded', message: null }],
      eventSeq: 1,
    });
    const [event] = await world.paymentEvents(payment._id);
    expect(event).toMatchObject({
      type: 'PaymentChargedEvent',
      sequence: 1,
      data: { paymentId: payment._id, orderId: order._id, amount: '20.00', method: 'card', attempts: 1 },
    });

    // The order's consumer confirms it; the stock consumer then commits its reservation.
    expect(await world.bus.deliver(event!)).toEqual(['orders-state']);
    const confirmed = (await world.stored(order._id))!;
    expect(confirmed).toMatchObject({ status: 'confirmed', eventSeq: 2 });
    expect(confirmed.history.at(-1)).toMatchObject({
      from: 'pending',
      to: 'confirmed',
      actor: 'service:payments',
      reason: `payment ${charged.transactionId}`,
    });
    await world.deliverOrderEvents(order._id, 2);
    expect(world.peers.committed.has(order._id)).toBe(true);
    expect((await world.stored(order._id))!.reservation).toBe('committed');
    // A redelivered charge changes nothing.
    await world.bus.deliver(event!);
    expect((await world.stored(order._id))!.eventSeq).toBe(2);
  });

  it("refuses another customer's order, a paid or moved-on order, and bad method details by the method's field", async () => {
    const { userId, order } = await pendingOrder();
    const stranger = person(world.peers.addUser());
    expect(
      (await failure(world.services.payments.pay(stranger, { orderId: order._id, method: card() })))
        .extensions.code,
    ).toBe('ORDER_NOT_FOUND');
    const owner = person(userId);
    await expectBadInput(
      world.services.payments.pay(owner, { orderId: order._id, method: card('4242424242424241') }),
      'method.card.number',
      'INVALID_FORMAT',
    );
    await expectBadInput(
      world.services.payments.pay(owner, {
        orderId: order._id,
        method: {
          kind: 'card',
          card: { number: '4242424242424242', expMonth: 13, expYear: 2099, cvc: '123' },
        },
      }),
      'method.card.expMonth',
      'OUT_OF_RANGE',
    );
    await expectBadInput(
      world.services.payments.pay(owner, { orderId: order._id, method: { kind: 'crypto' } }),
      'method.crypto',
      'REQUIRED',
    );
    await expectBadInput(
      world.services.payments.pay(owner, {
        orderId: order._id,
        method: { kind: 'crypto', crypto: { asset: 'ETH', address: '0x12' } },
      }),
      'method.crypto.address',
      'INVALID_FORMAT',
    );
    await expectBadInput(
      world.services.payments.pay(owner, { orderId: order._id, method: { ...card(), currency: 'usdx' } }),
      'method.currency',
      'INVALID_FORMAT',
    );
    // None of that started a payment or froze the order.
    expect((await world.stored(order._id))!.paymentMethod).toBeNull();
    await world.services.payments.pay(owner, { orderId: order._id, method: card() });
    await expectBadInput(
      world.services.payments.pay(owner, { orderId: order._id, method: card() }),
      'orderId',
      'ALREADY_EXISTS',
    );
    const cancelled = await pendingOrder();
    await world.services.transitions.update(admin(), cancelled.order._id, { status: 'CANCELLED' });
    const message = await expectBadInput(
      world.services.payments.pay(admin(), { orderId: cancelled.order._id, method: card() }),
      'orderId',
      'NOT_ALLOWED',
    );
    expect(message).toBe('Only a pending order can be paid; this one is cancelled.');
  });

  it("converts to the payer's currency with the rates table", async () => {
    const { payment } = await paid({ ...card(), currency: 'eur' }, 10_000);
    expect(payment).toMatchObject({
      amountMinor: 10_000,
      currency: 'USD',
      chargedMinor: 9_200,
      chargedCurrency: 'EUR',
      conversion: { from: 'USD', to: 'EUR', rate: '0.92' },
    });
  });

  it('starts one payment for a repeated key', async () => {
    const { userId, order } = await pendingOrder();
    const input = { orderId: order._id, method: card(), idempotencyKey: 'pay-once-1' };
    const first = await world.services.payments.pay(person(userId), input);
    const again = await world.services.payments.pay(person(userId), input);
    expect(again._id).toBe(first._id);
    expect(
      (
        await failure(
          world.services.payments.pay(person(userId), { ...input, method: card('5555555555554444') }),
        )
      ).extensions.code,
    ).toBe('IDEMPOTENCY_KEY_REUSED');
  });
});

describe('the payment worker', () => {
  it('fails a declined card at once; the order fails and its stock is released', async () => {
    const { order, payment, product } = await paid(card('4000000000000002'));
    await work();
    expect(await world.models.Payment.findById(payment._id).lean()).toMatchObject({
      status: 'failed',
      failureReason: 'The card was declined.',
      attempts: [{ number: 1, outcome: 'declined', message: 'card_declined: The card was declined.' }],
    });
    const [failed] = await world.paymentEvents(payment._id);
    expect(failed).toMatchObject({
      type: 'PaymentFailedEvent',
      data: { reason: 'card_declined', attempts: 1 },
    });
    await world.bus.deliver(failed!);
    expect((await world.stored(order._id))!.status).toBe('failed');
    await world.deliverOrderEvents(order._id, 2);
    expect(world.peers.holds.has(order._id)).toBe(false);
    expect(world.peers.available.get(product.id)).toBe(10);
    expect((await world.stored(order._id))!.reservation).toBe('released');
  });

  it('retries transient failures after 500 ms, then 1 s, and fails after the third attempt', async () => {
    const { payment } = await paid(card('4000000000000119'));
    await work();
    const afterFirst = (await world.models.Payment.findById(payment._id).lean())!;
    expect(afterFirst.attempts.map((attempt) => attempt.outcome)).toEqual(['transient']);
    expect(afterFirst.nextAttemptAt!.getTime()).toBe(world.clock.now() + 500);
    // Not due until the backoff has passed.
    world.clock.advance(499);
    await work();
    expect((await world.models.Payment.findById(payment._id).lean())!.attempts).toHaveLength(1);
    world.clock.advance(1);
    await work();
    const afterSecond = (await world.models.Payment.findById(payment._id).lean())!;
    expect(afterSecond.attempts).toHaveLength(2);
    expect(afterSecond.nextAttemptAt!.getTime()).toBe(world.clock.now() + 1_000);
    world.clock.advance(1_000);
    await work();
    expect(await world.models.Payment.findById(payment._id).lean()).toMatchObject({
      status: 'failed',
      failureReason: 'Failed 3 times: processing_error: the issuer did not answer in time',
      nextAttemptAt: null,
    });
    const events = await world.paymentEvents(payment._id);
    expect(events.map((event) => [event.type, event.data.reason, event.data.attempts])).toEqual([
      ['PaymentFailedEvent', 'attempts_exhausted', 3],
    ]);
  });

  it('succeeds on the retry of a card that failed transiently once', async () => {
    const { payment } = await paid(card('4000000000000101'));
    await work();
    world.clock.advance(500);
    await work();
    const done = (await world.models.Payment.findById(payment._id).lean())!;
    expect(done.status).toBe('completed');
    expect(done.attempts.map((attempt) => [attempt.number, attempt.outcome])).toEqual([
      [1, 'transient'],
      [2, 'succeeded'],
    ]);
  });
});

describe('the fraud review', () => {
  it('holds a large payment until staff approve it, then charges it', async () => {
    const { payment } = await paid(card(), 600_000);
    expect(payment).toMatchObject({
      review: 'review',
      nextAttemptAt: null,
      fraud: { decision: 'review', reasons: ['AMOUNT'] },
    });
    await work();
    expect(await world.models.Payment.findById(payment._id).lean()).toMatchObject({
      status: 'pending',
      attempts: [],
    });
    const approved = await world.services.payments.review(support(), payment._id, true);
    expect(approved).toMatchObject({ review: 'approved', nextAttemptAt: new Date(world.clock.now()) });
    await work();
    expect((await world.models.Payment.findById(payment._id).lean())!.status).toBe('completed');
    const again = await failure(world.services.payments.review(support(), payment._id, false));
    expect(again.extensions).toMatchObject({
      code: 'INVALID_STATUS_TRANSITION',
      from: 'APPROVED',
      to: 'REJECTED',
    });
  });

  it('fails a rejected payment with PaymentFailedEvent', async () => {
    const { payment } = await paid(card(), 600_000);
    const rejected = await world.services.payments.review(support(), payment._id, false);
    expect(rejected).toMatchObject({
      status: 'failed',
      review: 'rejected',
      failureReason: 'Rejected in fraud review.',
    });
    expect((await world.paymentEvents(payment._id)).map((event) => [event.type, event.data.reason])).toEqual([
      ['PaymentFailedEvent', 'fraud_review_rejected'],
    ]);
    expect((await failure(world.services.payments.review(support(), 'nothing', true))).extensions.code).toBe(
      'PAYMENT_NOT_FOUND',
    );
  });
});

describe('refunds', () => {
  async function charged() {
    const result = await paid(card(), 5_000);
    await work();
    return result;
  }

  it('refunds part, then the rest, each with PaymentRefundedEvent', async () => {
    const { payment } = await charged();
    const part = await world.services.payments.refundPayment(admin(), {
      paymentId: payment._id,
      amount: '12.50',
      reason: '  scratched  ',
    });
    expect(part).toMatchObject({ status: 'completed', refundedMinor: 1_250 });
    expect(part.refunds).toEqual([
      expect.objectContaining({
        amountMinor: 1_250,
        reason: 'scratched',
        providerRefundId: expect.stringMatching(/^re_sbx_/),
      }),
    ]);
    const rest = await world.services.payments.refundPayment(admin(), { paymentId: payment._id });
    expect(rest).toMatchObject({ status: 'refunded', refundedMinor: 5_000 });
    const refunds = (await world.paymentEvents(payment._id)).filter(
      (event) => event.type === 'PaymentRefundedEvent',
    );
    expect(refunds.map((event) => [event.sequence, event.data.amount, event.data.fullyRefunded])).toEqual([
      [2, '12.50', false],
      [3, '37.50', true],
    ]);
  });

  it('refuses amounts that are malformed or more than is left, and payments that are not completed', async () => {
    const { payment } = await charged();
    await expectBadInput(
      world.services.payments.refundPayment(admin(), { paymentId: payment._id, amount: '1.234' }),
      'amount',
      'INVALID_FORMAT',
    );
    await expectBadInput(
      world.services.payments.refundPayment(admin(), { paymentId: payment._id, amount: '50.01' }),
      'amount',
      'OUT_OF_RANGE',
    );
    await expectBadInput(
      world.services.payments.refundPayment(admin(), { paymentId: payment._id, amount: '0' }),
      'amount',
      'OUT_OF_RANGE',
    );
    const pending = await paid();
    const error = await failure(
      world.services.payments.refundPayment(admin(), { paymentId: pending.payment._id }),
    );
    expect(error.extensions).toMatchObject({
      code: 'INVALID_STATUS_TRANSITION',
      from: 'PENDING',
      to: 'REFUNDED',
    });
    // Out of the caller's write reach, a payment does not exist.
    expect(
      (
        await failure(
          world.services.payments.refundPayment(person('someone-else'), { paymentId: payment._id }),
        )
      ).extensions.code,
    ).toBe('PAYMENT_NOT_FOUND');
    expect((await world.models.Payment.findById(payment._id).lean())!.refundedMinor).toBe(0);
  });

  it('refunds once per client key, and once per request without one', async () => {
    const { payment } = await charged();
    const caller = admin();
    const keyed = { paymentId: payment._id, amount: '1.00', idempotencyKey: 'refund-one-dollar' };
    await world.services.payments.refundPayment(caller, keyed);
    const replay = await world.services.payments.refundPayment(admin(), keyed);
    expect(replay.refundedMinor).toBe(100);
    expect(replay.refunds.map((refund) => refund.key)).toEqual([`client:${caller.key}:refund-one-dollar`]);
    expect(
      (await failure(world.services.payments.refundPayment(admin(), { ...keyed, amount: '2.00' }))).extensions
        .code,
    ).toBe('IDEMPOTENCY_KEY_REUSED');
    const plain = admin();
    await world.services.payments.refundPayment(plain, { paymentId: payment._id, amount: '1.00' });
    const twice = await world.services.payments.refundPayment(admin(), {
      paymentId: payment._id,
      amount: '1.00',
    });
    expect(twice.refundedMinor).toBe(300);
    expect(twice.refunds.map((refund) => refund.key)).toContain(`staff:${plain.requestId}`);
  });
});
