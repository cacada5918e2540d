import { randomUUID } from 'node:crypto';
import type { Clock } from '../../../platform/clock';
import { appError, badInput, isDuplicateKeyError, notFound } from '../../../platform/errors';
import { newEvent } from '../../../platform/events';
import type { IdempotencyStore } from '../../../platform/idempotency';
import { reaches } from '../../../platform/identity/access';
import type { Caller } from '../../../platform/identity/caller';
import type { Logger } from '../../../platform/logging';
import { formatMinor, parseDecimalToMinor } from '../../../platform/money';
import { runKeyed } from '../idempotency';
import type { OrderModels, OrderRecord } from '../order/model';
import type { OrderReads } from '../order/reads';
import type { OrderTransitions } from '../order/transitions';
import { assessFraud } from './fraud';
import type { PaymentMethodDetails, PaymentMethods } from './methods';
import type { PaymentMethodRecord, PaymentModels, PaymentRecord } from './model';
import { settlePayment } from './payment-worker';
import type { PaymentProvider } from './provider';
import { convert, isConvertible } from './rates';

const VELOCITY_WINDOW_MS = 3_600_000;

/** payOrder: a pending order without a payment, and how the payer pays. */
export interface PayOrderInput {
  orderId: string;
  /** Goes to the provider's tokenization only. */
  method: PaymentMethodDetails;
  /** createOrder's contract: the same key with the same input starts one payment. */
  idempotencyKey?: string | null;
}

/** refundPayment: all or part of a completed payment. */
export interface RefundPaymentInput {
  paymentId: string;
  /** A decimal in the order's currency; absent: everything not yet refunded. */
  amount?: string | null;
  reason?: string | null;
  /** With a key, the key names the refund; without one, every call is a new refund. */
  idempotencyKey?: string | null;
}

/** A refund the lifecycle asks for (a cancellation, a return) or a client's, recorded once under `key`. */
export interface RefundRequest {
  paymentId: string;
  /** In the order's currency; null: everything not yet refunded. */
  amountMinor: number | null;
  reason: string | null;
  /** The refund's idempotency reference (client key, `cancel:<order>`, `return:<return>`). */
  key: string;
}

export interface PaymentServiceOptions {
  /** Called after a write that recorded an event (nudges the outbox relay). */
  onEvent: () => void;
  /** Called when a payment becomes due (nudges the payment worker). */
  onDue: () => void;
}

/**
 * Payments: one per order, started by payOrder or, for an order placed with a method, by the lifecycle;
 * charged by the worker (payment-worker.ts) after a fraud check that may hold it for review; refunded in
 * part or in full. Outcomes are recorded with their events in the payment's outbox, in the same update.
 */
export class PaymentService {
  constructor(
    private readonly models: PaymentModels & OrderModels,
    private readonly provider: PaymentProvider,
    private readonly methods: PaymentMethods,
    private readonly orders: { reads: OrderReads; transitions: OrderTransitions },
    private readonly keys: IdempotencyStore,
    private readonly clock: Clock,
    private readonly options: PaymentServiceOptions,
    private readonly logger: Logger,
  ) {}

  /** Payments by id, whoever owns them (resolvers apply the caller's reach). */
  byIds(_caller: Caller, ids: readonly string[]): Promise<PaymentRecord[]> {
    return this.models.Payment.find({ _id: { $in: ids } }).lean<PaymentRecord[]>();
  }

  /** The payments of these orders (the loaders' batch; at most one per order). */
  byOrders(_caller: Caller, orderIds: readonly string[]): Promise<PaymentRecord[]> {
    return this.models.Payment.find({ orderId: { $in: orderIds } }).lean<PaymentRecord[]>();
  }

  /** The payment, if the caller may change it; PAYMENT_NOT_FOUND otherwise, as if it did not exist. */
  async writable(caller: Caller, id: string): Promise<PaymentRecord> {
    const payment = await this.models.Payment.findById(id).lean<PaymentRecord>();
    if (!payment || !reaches(caller.reach.write, payment.userId)) throw notFound('PAYMENT_NOT_FOUND', id);
    return payment;
  }

  /**
   * payOrder: pays a pending order of the caller's (admins: anyone's) that has no payment yet. The method
   * is tokenized, the order's total frozen (no line can be added to what is being charged), and the
   * payment started; the worker charges it in the background.
   */
  pay(caller: Caller, input: PayOrderInput): Promise<PaymentRecord> {
    const { idempotencyKey, ...request } = input;
    return runKeyed(this.keys, caller, {
      operation: 'payOrder',
      key: idempotencyKey,
      input: request,
      execute: async () => {
        const order = await this.orders.reads.get(caller, request.orderId, 'write');
        if (!order) throw notFound('ORDER_NOT_FOUND', request.orderId);
        if (order.status !== 'pending')
          throw badInput(
            'orderId',
            `Only a pending order can be paid; this one is ${order.status}.`,
            'NOT_ALLOWED',
          );
        const existing = (await this.byOrders(caller, [order._id]))[0];
        if (existing) throw badInput('orderId', 'The order already has a payment.', 'ALREADY_EXISTS');
        const method = await this.methods.tokenize(caller, request.method, order.currency, 'method');
        const frozen = await this.orders.transitions.freezeForPayment(caller, order._id, method);
        const payment = await this.start(caller, frozen, method);
        return { id: payment._id, result: payment };
      },
      load: (id) => this.writable(caller, id),
    });
  }

  /** refundPayment (staff): refunds all or part of a completed payment. */
  async refundPayment(caller: Caller, input: RefundPaymentInput): Promise<PaymentRecord> {
    const { idempotencyKey, ...request } = input;
    const payment = await this.writable(caller, request.paymentId);
    let amountMinor: number | null = null;
    if (request.amount !== null && request.amount !== undefined) {
      const parsed = parseDecimalToMinor(request.amount, payment.currency);
      if (parsed === undefined)
        throw badInput(
          'amount',
          `"${request.amount}" is not a ${payment.currency} amount.`,
          'INVALID_FORMAT',
        );
      amountMinor = parsed;
    }
    const reason = request.reason?.trim().slice(0, 500) || null;
    // Without a client key, every call is a new refund; with one, the key names it.
    const key = idempotencyKey ? `client:${caller.key}:${idempotencyKey}` : `staff:${caller.requestId}`;
    return runKeyed(this.keys, caller, {
      operation: 'refundPayment',
      key: idempotencyKey,
      input: request,
      execute: async () => {
        const refunded = await this.refund(caller, { paymentId: payment._id, amountMinor, reason, key });
        return { id: refunded._id, result: refunded };
      },
      load: (id) => this.writable(caller, id),
    });
  }

  /**
   * Creates the order's payment (once: a second call for the same order answers the existing one) and
   * makes it due. The fraud check decides whether it waits for review.
   */
  async start(_caller: Caller, order: OrderRecord, method: PaymentMethodRecord): Promise<PaymentRecord> {
    const existing = await this.models.Payment.findOne({ orderId: order._id }).lean<PaymentRecord>();
    if (existing) return existing;
    if (method.currency !== order.currency && !isConvertible(method.currency)) {
      throw badInput('method.currency', `Payments in ${method.currency} are not supported.`, 'NOT_ALLOWED');
    }
    const conversion =
      method.currency === order.currency ? null : convert(order.totalMinor, order.currency, method.currency);
    const now = new Date(this.clock.now());
    const recentPayments = await this.models.Payment.countDocuments({
      userId: order.userId,
      createdAt: { $gte: new Date(now.getTime() - VELOCITY_WINDOW_MS) },
    });
    const fraud = assessFraud({
      amountMinor: order.totalMinor,
      currency: order.currency,
      recentPayments,
      methodCountry: method.country,
      shippingCountry: order.shippingAddress?.country ?? null,
    });
    try {
      const created = await this.models.Payment.create({
        _id: randomUUID(),
        orderId: order._id,
        userId: order.userId,
        amountMinor: order.totalMinor,
        currency: order.currency,
        chargedMinor: conversion?.amountMinor ?? order.totalMinor,
        chargedCurrency: method.currency,
        conversion: conversion
          ? { from: conversion.from, to: conversion.to, rate: conversion.rate, source: conversion.source }
          : null,
        method,
        provider: this.provider.name,
        status: 'pending',
        review: fraud.decision === 'review' ? 'review' : 'none',
        fraud,
        attempts: [],
        nextAttemptAt: fraud.decision === 'review' ? null : now,
        eventSeq: 0,
        outbox: [],
        // The velocity check counts payments by this time, on the same clock.
        createdAt: now,
      });
      if (fraud.decision === 'review')
        this.logger.info({ paymentId: created._id, fraud }, 'payment held for fraud review');
      else this.options.onDue();
      const { outbox: _outbox, ...payment } = created.toObject();
      return payment;
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
      return (await this.models.Payment.findOne({ orderId: order._id }).lean<PaymentRecord>())!;
    }
  }

  /** Staff decide a held payment: approved is charged now, rejected fails (PaymentFailedEvent). */
  async review(_caller: Caller, id: string, approve: boolean): Promise<PaymentRecord> {
    const payment = await this.models.Payment.findById(id).lean<PaymentRecord>();
    if (!payment) throw notFound('PAYMENT_NOT_FOUND', id);
    if (payment.review !== 'review' || payment.status !== 'pending') {
      throw appError(
        'INVALID_STATUS_TRANSITION',
        'Only a payment held for review can be approved or rejected.',
        { from: payment.review.toUpperCase(), to: approve ? 'APPROVED' : 'REJECTED', allowed: [] },
      );
    }
    if (approve) {
      const updated = await this.models.Payment.findOneAndUpdate(
        { _id: id, review: 'review', status: 'pending' },
        { $set: { review: 'approved', nextAttemptAt: new Date(this.clock.now()) } },
        { returnDocument: 'after' },
      ).lean<PaymentRecord>();
      this.options.onDue();
      return updated ?? (await this.models.Payment.findById(id).lean<PaymentRecord>())!;
    }
    const rejected = await settlePayment(this.models, this.clock, payment, {
      set: { status: 'failed', review: 'rejected', failureReason: 'Rejected in fraud review.' },
      attempt: null,
      type: 'PaymentFailedEvent',
      data: { reason: 'fraud_review_rejected', message: 'Rejected in fraud review.' },
    });
    if (rejected) this.options.onEvent();
    return (await this.models.Payment.findById(id).lean<PaymentRecord>())!;
  }

  /** Stops a payment that has not completed (its order was cancelled). No event: the order already says why. */
  async abandon(_caller: Caller, orderId: string): Promise<void> {
    await this.models.Payment.updateOne(
      { orderId, status: 'pending' },
      { $set: { status: 'failed', failureReason: 'The order was cancelled.', nextAttemptAt: null } },
    );
  }

  /**
   * Refunds part or all of a completed payment. The provider's idempotency key is derived from `key`, and
   * the refund is recorded under `key` once, so a repeated call (an event redelivered, a client retry)
   * refunds once.
   */
  async refund(_caller: Caller, request: RefundRequest): Promise<PaymentRecord> {
    const { paymentId, amountMinor, reason, key } = request;
    for (let round = 0; round < 3; round++) {
      const payment = await this.models.Payment.findById(paymentId).lean<PaymentRecord>();
      if (!payment) throw notFound('PAYMENT_NOT_FOUND', paymentId);
      if (payment.refunds.some((refund) => refund.key === key)) return payment;
      if (payment.status !== 'completed') {
        throw appError('INVALID_STATUS_TRANSITION', `A ${payment.status} payment cannot be refunded.`, {
          from: payment.status.toUpperCase(),
          to: 'REFUNDED',
          allowed: [],
        });
      }
      const left = payment.amountMinor - payment.refundedMinor;
      const amount = amountMinor ?? left;
      if (!Number.isSafeInteger(amount) || amount <= 0 || amount > left) {
        throw badInput(
          'amount',
          `The refund must be more than 0 and at most ${formatMinor(left, payment.currency)} ${payment.currency}.`,
          'OUT_OF_RANGE',
        );
      }
      // In the charged currency at the rate recorded on the payment; the last refund takes exactly what is left.
      const chargedLeft =
        payment.chargedMinor -
        Math.round((payment.refundedMinor * payment.chargedMinor) / Math.max(payment.amountMinor, 1));
      const charged =
        amount === left
          ? chargedLeft
          : Math.round((amount * payment.chargedMinor) / Math.max(payment.amountMinor, 1));
      const result = await this.provider.refund({
        idempotencyKey: `refund:${payment._id}:${key}`,
        transactionId: payment.transactionId!,
        amountMinor: charged,
        currency: payment.chargedCurrency,
      });
      if (result.kind === 'failed')
        throw appError('PAYMENT_DECLINED', `The refund was refused: ${result.message}`, {
          reason: 'refund_failed',
        });
      const full = payment.refundedMinor + amount === payment.amountMinor;
      const sequence = payment.eventSeq + 1;
      const now = new Date(this.clock.now());
      const updated = await this.models.Payment.findOneAndUpdate(
        { _id: payment._id, eventSeq: payment.eventSeq, 'refunds.key': { $ne: key } },
        {
          $inc: { refundedMinor: amount },
          $set: { eventSeq: sequence, ...(full ? { status: 'refunded' } : {}) },
          $push: {
            refunds: { key, amountMinor: amount, reason, providerRefundId: result.refundId, at: now },
            outbox: newEvent(
              'PaymentRefundedEvent',
              'payment',
              payment._id,
              sequence,
              {
                paymentId: payment._id,
                orderId: payment.orderId,
                userId: payment.userId,
                refundId: result.refundId,
                amount: formatMinor(amount, payment.currency),
                currency: payment.currency,
                reason,
                fullyRefunded: full,
                // Lets consumers work out shares of all refunds so far (loyalty reversal) without rounding up.
                totalRefunded: formatMinor(payment.refundedMinor + amount, payment.currency),
              },
              now,
            ),
          },
        },
        { returnDocument: 'after' },
      ).lean<PaymentRecord>();
      if (updated) {
        this.options.onEvent();
        return updated;
      }
    }
    throw appError(
      'CONCURRENT_MODIFICATION',
      'The payment kept changing while refunding; retry with the same idempotency key.',
    );
  }
}
