import { randomUUID } from 'node:crypto';
import { appError, badInput, isDuplicateKeyError, notFound } from '../../../platform/errors';
import { newEvent } from '../../../platform/events';
import { reaches, type Reach } from '../../../platform/identity/access';
import type { Logger } from '../../../platform/logging';
import { formatMinor } from '../../../platform/money';
import type { OrderModels, OrderRecord, PaymentMethodRecord } from '../models/order';
import { assessFraud } from './fraud';
import type { PaymentAttemptRecord, PaymentModels, PaymentRecord } from './model';
import type { ChargeResult, PaymentProvider } from './provider';
import { convert, isConvertible } from './rates';

/** The spec's limit: a payment is tried this many times before PaymentFailedEvent. */
export const PAYMENT_ATTEMPTS = 3;
/** While a worker is talking to the provider, the payment is not due for anyone else for this long. */
const CLAIM_MS = 15_000;
const WORK_BATCH = 20;
const VELOCITY_WINDOW_MS = 3_600_000;

export interface PaymentServiceOptions {
  /** Before retry n (n = 1, 2) the worker waits base × 2^(n-1) ms. */
  retryBaseMs: number;
  /** Called after a write that recorded an event (nudges the outbox relay). */
  onEvent: () => void;
  /** Called when a payment becomes due (nudges the payment worker). */
  onDue: () => void;
}

/**
 * Payments: one per order, charged by the worker (`work`) with up to 3 attempts, exponential backoff and
 * the payment id as the provider's idempotency key; a fraud check runs first and may hold the payment for
 * review. Outcomes are recorded with PaymentChargedEvent / PaymentFailedEvent / PaymentRefundedEvent in
 * the payment's outbox, in the same update.
 */
export class PaymentService {
  constructor(
    private readonly models: PaymentModels & OrderModels,
    private readonly provider: PaymentProvider,
    private readonly options: PaymentServiceOptions,
    private readonly logger: Logger,
  ) {}

  byIds(ids: readonly string[]): Promise<PaymentRecord[]> {
    return this.models.Payment.find({ _id: { $in: ids } }).lean<PaymentRecord[]>();
  }

  byOrders(orderIds: readonly string[]): Promise<PaymentRecord[]> {
    return this.models.Payment.find({ orderId: { $in: orderIds } }).lean<PaymentRecord[]>();
  }

  async visible(id: string, reach: Reach): Promise<PaymentRecord> {
    const payment = await this.models.Payment.findById(id).lean<PaymentRecord>();
    if (!payment || !reaches(reach, payment.userId)) throw notFound('PAYMENT_NOT_FOUND', id);
    return payment;
  }

  tokenize = (method: Parameters<PaymentProvider['tokenize']>[0]) => this.provider.tokenize(method);

  /**
   * Creates the order's payment (once: a second call for the same order answers the existing one) and
   * makes it due. The fraud check decides whether it waits for review.
   */
  async start(order: OrderRecord, method: PaymentMethodRecord): Promise<PaymentRecord> {
    const existing = await this.models.Payment.findOne({ orderId: order._id }).lean<PaymentRecord>();
    if (existing) return existing;
    if (method.currency !== order.currency && !isConvertible(method.currency)) {
      throw badInput('payment.currency', `Payments in ${method.currency} are not supported.`, 'NOT_ALLOWED');
    }
    const conversion =
      method.currency === order.currency ? null : convert(order.totalMinor, order.currency, method.currency);
    const recentPayments = await this.models.Payment.countDocuments({
      userId: order.userId,
      createdAt: { $gte: new Date(Date.now() - VELOCITY_WINDOW_MS) },
    });
    const fraud = assessFraud({
      amountMinor: order.totalMinor,
      currency: order.currency,
      recentPayments,
      methodCountry: method.country,
      shippingCountry: order.shippingAddress?.country ?? null,
    });
    const now = new Date();
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
  async review(id: string, approve: boolean): Promise<PaymentRecord> {
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
        { $set: { review: 'approved', nextAttemptAt: new Date() } },
        { returnDocument: 'after' },
      ).lean<PaymentRecord>();
      this.options.onDue();
      return updated ?? (await this.models.Payment.findById(id).lean<PaymentRecord>())!;
    }
    await this.settle(
      payment,
      { status: 'failed', review: 'rejected', failureReason: 'Rejected in fraud review.' },
      null,
      'PaymentFailedEvent',
      {
        reason: 'fraud_review_rejected',
        message: 'Rejected in fraud review.',
      },
    );
    return (await this.models.Payment.findById(id).lean<PaymentRecord>())!;
  }

  /** Stops a payment that has not completed (its order was cancelled). No event: the order already says why. */
  async abandon(orderId: string): Promise<void> {
    await this.models.Payment.updateOne(
      { orderId, status: 'pending' },
      { $set: { status: 'failed', failureReason: 'The order was cancelled.', nextAttemptAt: null } },
    );
  }

  /** One pass of the worker: every due payment gets its next attempt (or settlement check). */
  async work(): Promise<boolean> {
    const now = new Date();
    const due = await this.models.Payment.find({ status: 'pending', nextAttemptAt: { $lte: now } })
      .limit(WORK_BATCH)
      .lean<PaymentRecord[]>();
    for (const payment of due) {
      const claimed = await this.models.Payment.updateOne(
        { _id: payment._id, status: 'pending', nextAttemptAt: payment.nextAttemptAt },
        { $set: { nextAttemptAt: new Date(Date.now() + CLAIM_MS) } },
      );
      if (claimed.modifiedCount === 0) continue;
      try {
        await this.attempt(payment);
      } catch (error) {
        // The claim lapses and the attempt is made again with the same idempotency key.
        this.logger.warn({ err: error, paymentId: payment._id }, 'payment attempt failed unexpectedly');
      }
    }
    return due.length > 0;
  }

  private async attempt(payment: PaymentRecord): Promise<void> {
    const settling = payment.transactionId !== null && payment.attempts.at(-1)?.outcome === 'processing';
    const result: ChargeResult = settling
      ? await this.provider.status(payment.transactionId!)
      : await this.provider.charge({
          idempotencyKey: payment._id,
          amountMinor: payment.chargedMinor,
          currency: payment.chargedCurrency,
          method: payment.method,
        });
    const counted = payment.attempts.filter((attempt) => attempt.outcome !== 'processing').length;
    const record = (
      outcome: PaymentAttemptRecord['outcome'],
      message: string | null,
    ): PaymentAttemptRecord => ({
      number: counted + 1,
      at: new Date(),
      outcome,
      message,
    });
    switch (result.kind) {
      case 'succeeded':
        await this.settle(
          payment,
          { status: 'completed', transactionId: result.transactionId, nextAttemptAt: null },
          settling ? null : record('succeeded', null),
          'PaymentChargedEvent',
          {
            transactionId: result.transactionId,
          },
        );
        return;
      case 'processing':
        await this.models.Payment.updateOne(
          { _id: payment._id, status: 'pending' },
          {
            $set: {
              transactionId: result.transactionId,
              nextAttemptAt: new Date(Date.now() + result.checkAfterMs),
            },
            ...(settling ? {} : { $push: { attempts: record('processing', 'accepted; settling') } }),
          },
        );
        this.options.onDue();
        return;
      case 'declined':
        await this.settle(
          payment,
          { status: 'failed', failureReason: result.message, nextAttemptAt: null },
          record('declined', `${result.code}: ${result.message}`),
          'PaymentFailedEvent',
          {
            reason: result.code,
            message: result.message,
          },
        );
        return;
      case 'transient': {
        const attempt = record('transient', result.message);
        if (attempt.number >= PAYMENT_ATTEMPTS) {
          await this.settle(
            payment,
            {
              status: 'failed',
              failureReason: `Failed ${PAYMENT_ATTEMPTS} times: ${result.message}`,
              nextAttemptAt: null,
            },
            attempt,
            'PaymentFailedEvent',
            {
              reason: 'attempts_exhausted',
              message: result.message,
            },
          );
          return;
        }
        const delay = this.options.retryBaseMs * 2 ** (attempt.number - 1);
        await this.models.Payment.updateOne(
          { _id: payment._id, status: 'pending' },
          { $set: { nextAttemptAt: new Date(Date.now() + delay) }, $push: { attempts: attempt } },
        );
        this.logger.info(
          { paymentId: payment._id, attempt: attempt.number, retryInMs: delay },
          'payment failed transiently; retrying',
        );
        return;
      }
      default: {
        const exhaustive: never = result;
        return exhaustive;
      }
    }
  }

  /** A final outcome, its attempt and its event in one guarded update. */
  private async settle(
    payment: PaymentRecord,
    set: Partial<PaymentRecord>,
    attempt: PaymentAttemptRecord | null,
    type: 'PaymentChargedEvent' | 'PaymentFailedEvent',
    data: Record<string, unknown>,
  ): Promise<void> {
    const sequence = payment.eventSeq + 1;
    const attempts = payment.attempts.length + (attempt ? 1 : 0);
    const event = newEvent(type, 'payment', payment._id, sequence, {
      paymentId: payment._id,
      orderId: payment.orderId,
      userId: payment.userId,
      amount: formatMinor(payment.amountMinor, payment.currency),
      currency: payment.currency,
      chargedAmount: formatMinor(payment.chargedMinor, payment.chargedCurrency),
      chargedCurrency: payment.chargedCurrency,
      rate: payment.conversion?.rate ?? '1',
      method: payment.method.kind,
      attempts: attempts,
      ...data,
    });
    const updated = await this.models.Payment.updateOne(
      { _id: payment._id, status: 'pending', eventSeq: payment.eventSeq },
      {
        $set: { ...set, eventSeq: sequence },
        $push: { outbox: event, ...(attempt ? { attempts: attempt } : {}) },
      },
    );
    if (updated.modifiedCount === 1) this.options.onEvent();
  }

  /**
   * Refunds `amountMinor` (order currency; null: everything not yet refunded) of a completed payment. The
   * provider's idempotency key is derived from `key`, and the refund is recorded under `key` once, so a
   * repeated call (an event redelivered, a client retry) refunds once.
   */
  async refund(
    paymentId: string,
    amountMinor: number | null,
    reason: string | null,
    key: string,
  ): Promise<PaymentRecord> {
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
      const updated = await this.models.Payment.findOneAndUpdate(
        { _id: payment._id, eventSeq: payment.eventSeq, 'refunds.key': { $ne: key } },
        {
          $inc: { refundedMinor: amount },
          $set: { eventSeq: sequence, ...(full ? { status: 'refunded' } : {}) },
          $push: {
            refunds: { key, amountMinor: amount, reason, providerRefundId: result.refundId, at: new Date() },
            outbox: newEvent('PaymentRefundedEvent', 'payment', payment._id, sequence, {
              paymentId: payment._id,
              orderId: payment.orderId,
              userId: payment.userId,
              refundId: result.refundId,
              amount: formatMinor(amount, payment.currency),
              currency: payment.currency,
              reason,
              fullyRefunded: full,
            }),
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
