import type { Clock } from '../../../platform/clock';
import { newEvent } from '../../../platform/events';
import type { Caller } from '../../../platform/identity/caller';
import type { Logger } from '../../../platform/logging';
import { formatMinor } from '../../../platform/money';
import type { PaymentAttemptRecord, PaymentModels, PaymentRecord } from './model';
import type { ChargeResult, PaymentProvider } from './provider';

/** A payment is tried this many times before PaymentFailedEvent. */
export const PAYMENT_ATTEMPTS = 3;
/** While a worker is talking to the provider, the payment is not due for anyone else for this long. */
const CLAIM_MS = 15_000;
const WORK_BATCH = 20;

export interface PaymentWorkerOptions {
  /** Before retry n (n = 1, 2) the worker waits base × 2^(n-1) ms. */
  retryBaseMs: number;
  /** Called after a write that recorded an event (nudges the outbox relay). */
  onEvent: () => void;
  /** Called when a payment becomes due (nudges the worker's loop), also when a retry or check falls due. */
  onDue: () => void;
}

/**
 * A final outcome of a payment (charged, failed, rejected in review), its attempt and its event, in one
 * update guarded by the payment still pending at the event sequence read.
 */
export async function settlePayment(
  models: PaymentModels,
  clock: Clock,
  payment: PaymentRecord,
  outcome: {
    set: Partial<PaymentRecord>;
    attempt: PaymentAttemptRecord | null;
    type: 'PaymentChargedEvent' | 'PaymentFailedEvent';
    data: Record<string, unknown>;
  },
): Promise<boolean> {
  const sequence = payment.eventSeq + 1;
  const attempts = payment.attempts.length + (outcome.attempt ? 1 : 0);
  const event = newEvent(
    outcome.type,
    'payment',
    payment._id,
    sequence,
    {
      paymentId: payment._id,
      orderId: payment.orderId,
      userId: payment.userId,
      amount: formatMinor(payment.amountMinor, payment.currency),
      currency: payment.currency,
      chargedAmount: formatMinor(payment.chargedMinor, payment.chargedCurrency),
      chargedCurrency: payment.chargedCurrency,
      rate: payment.conversion?.rate ?? '1',
      method: payment.method.kind,
      attempts,
      ...outcome.data,
    },
    new Date(clock.now()),
  );
  const updated = await models.Payment.updateOne(
    { _id: payment._id, status: 'pending', eventSeq: payment.eventSeq },
    {
      $set: { ...outcome.set, eventSeq: sequence },
      $push: { outbox: event, ...(outcome.attempt ? { attempts: outcome.attempt } : {}) },
    },
  );
  return updated.modifiedCount === 1;
}

/**
 * Charges due payments: up to 3 attempts with exponential backoff and the payment id as the provider's
 * idempotency key; a `processing` charge (bank transfer, crypto) is checked again until it settles.
 * Outcomes are recorded with PaymentChargedEvent / PaymentFailedEvent in the payment's outbox.
 */
export class PaymentWorker {
  constructor(
    private readonly models: PaymentModels,
    private readonly provider: PaymentProvider,
    private readonly clock: Clock,
    private readonly options: PaymentWorkerOptions,
    private readonly logger: Logger,
  ) {}

  /** One pass: every due payment gets its next attempt (or settlement check). Answers whether any was due. */
  async work(_caller: Caller): Promise<boolean> {
    const due = await this.models.Payment.find({
      status: 'pending',
      nextAttemptAt: { $lte: new Date(this.clock.now()) },
    })
      .limit(WORK_BATCH)
      .lean<PaymentRecord[]>();
    for (const payment of due) {
      const claimed = await this.models.Payment.updateOne(
        { _id: payment._id, status: 'pending', nextAttemptAt: payment.nextAttemptAt },
        { $set: { nextAttemptAt: this.after(CLAIM_MS) } },
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

  private after(ms: number): Date {
    return new Date(this.clock.now() + ms);
  }

  /**
   * Wakes the worker when a payment it just rescheduled falls due, so a retry or a settlement check waits
   * its own delay, not the next look (PAYMENTS_POLL_MS). The timer holds no process open.
   */
  private dueIn(ms: number): void {
    setTimeout(() => this.options.onDue(), ms).unref();
  }

  private async settle(payment: PaymentRecord, outcome: Parameters<typeof settlePayment>[3]): Promise<void> {
    if (await settlePayment(this.models, this.clock, payment, outcome)) this.options.onEvent();
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
      at: new Date(this.clock.now()),
      outcome,
      message,
    });
    switch (result.kind) {
      case 'succeeded':
        await this.settle(payment, {
          set: { status: 'completed', transactionId: result.transactionId, nextAttemptAt: null },
          attempt: settling ? null : record('succeeded', null),
          type: 'PaymentChargedEvent',
          data: { transactionId: result.transactionId },
        });
        return;
      case 'processing':
        await this.models.Payment.updateOne(
          { _id: payment._id, status: 'pending' },
          {
            $set: { transactionId: result.transactionId, nextAttemptAt: this.after(result.checkAfterMs) },
            ...(settling ? {} : { $push: { attempts: record('processing', 'accepted; settling') } }),
          },
        );
        this.dueIn(result.checkAfterMs);
        return;
      case 'declined':
        await this.settle(payment, {
          set: { status: 'failed', failureReason: result.message, nextAttemptAt: null },
          attempt: record('declined', `${result.code}: ${result.message}`),
          type: 'PaymentFailedEvent',
          data: { reason: result.code, message: result.message },
        });
        return;
      case 'transient': {
        const attempt = record('transient', result.message);
        if (attempt.number >= PAYMENT_ATTEMPTS) {
          await this.settle(payment, {
            set: {
              status: 'failed',
              failureReason: `Failed ${PAYMENT_ATTEMPTS} times: ${result.message}`,
              nextAttemptAt: null,
            },
            attempt,
            type: 'PaymentFailedEvent',
            data: { reason: 'attempts_exhausted', message: result.message },
          });
          return;
        }
        const delay = this.options.retryBaseMs * 2 ** (attempt.number - 1);
        await this.models.Payment.updateOne(
          { _id: payment._id, status: 'pending' },
          { $set: { nextAttemptAt: this.after(delay) }, $push: { attempts: attempt } },
        );
        this.logger.info(
          { paymentId: payment._id, attempt: attempt.number, retryInMs: delay },
          'payment failed transiently; retrying',
        );
        this.dueIn(delay);
        return;
      }
      default: {
        const exhaustive: never = result;
        return exhaustive;
      }
    }
  }
}
