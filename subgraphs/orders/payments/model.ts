import { Schema, type Connection, type Model } from 'mongoose';
import type { EventEnvelope } from '../../../platform/events';
import type { FraudAssessment } from './fraud';

/** What is kept of a payment method: the provider's token and what a person recognises, never a card number. */
export interface PaymentMethodRecord {
  kind: 'card' | 'wallet' | 'bank_transfer' | 'crypto';
  token: string;
  /** "Visa •••• 4242", "Apple Pay", "IBAN DE89 •••• 3000", "BTC". */
  summary: string;
  /** Issuing country of a card or account (fraud check), when known. */
  country: string | null;
  /** Currency the payer pays in (conversion from the order's currency when it differs). */
  currency: string;
}

/** A payment's states: pending, completed, failed, refunded. A partial refund keeps `completed` (with `refundedMinor`); a full one is `refunded`. */
export type PaymentStatusValue = 'pending' | 'completed' | 'failed' | 'refunded';

/** Fraud review: `review` holds the payment until staff approve (then it is charged) or reject it (failed). */
export type ReviewState = 'none' | 'review' | 'approved' | 'rejected';

export interface PaymentAttemptRecord {
  number: number;
  at: Date;
  outcome: 'succeeded' | 'processing' | 'declined' | 'transient';
  message: string | null;
}

export interface RefundRecord {
  /** The idempotency reference of the refund (client key, or `cancel:<order>` / `return:<return>`). */
  key: string;
  amountMinor: number;
  reason: string | null;
  providerRefundId: string;
  at: Date;
}

export interface PaymentRecord {
  _id: string;
  orderId: string;
  userId: string;
  /** What the order asks, in the order's currency. */
  amountMinor: number;
  currency: string;
  /** What the payer is charged, in the method's currency (converted with `conversion` when they differ). */
  chargedMinor: number;
  chargedCurrency: string;
  conversion: { from: string; to: string; rate: string; source: string } | null;
  method: PaymentMethodRecord;
  provider: string;
  status: PaymentStatusValue;
  review: ReviewState;
  fraud: FraudAssessment;
  attempts: PaymentAttemptRecord[];
  /** When the worker may try next (a retry's backoff, a settlement check, or a claim by a worker). Null when nothing is due. */
  nextAttemptAt: Date | null;
  transactionId: string | null;
  failureReason: string | null;
  refundedMinor: number;
  refunds: RefundRecord[];
  eventSeq: number;
  createdAt: Date;
  updatedAt: Date;
}

/** A refund as resolvers see it: with the payment's currency. */
export type RefundView = RefundRecord & { currency: string };
export type ExchangeRateView = { from: string; to: string; rate: string; source: string };

export type PaymentDocument = PaymentRecord & { outbox: EventEnvelope[] };

const paymentSchema = new Schema<PaymentDocument>(
  {
    _id: { type: String, required: true },
    orderId: { type: String, required: true },
    userId: { type: String, required: true },
    amountMinor: { type: Number, required: true, min: 0 },
    currency: { type: String, required: true },
    chargedMinor: { type: Number, required: true, min: 0 },
    chargedCurrency: { type: String, required: true },
    conversion: { type: Schema.Types.Mixed, default: null },
    method: { type: Schema.Types.Mixed, required: true },
    provider: { type: String, required: true },
    status: { type: String, required: true, enum: ['pending', 'completed', 'failed', 'refunded'] },
    review: { type: String, required: true, enum: ['none', 'review', 'approved', 'rejected'] },
    fraud: { type: Schema.Types.Mixed, required: true },
    attempts: { type: Schema.Types.Mixed, default: () => [] },
    nextAttemptAt: { type: Date, default: null },
    transactionId: { type: String, default: null },
    failureReason: { type: String, default: null },
    refundedMinor: { type: Number, default: 0 },
    refunds: { type: Schema.Types.Mixed, default: () => [] },
    eventSeq: { type: Number, default: 0 },
    outbox: { type: Schema.Types.Mixed, default: () => [], select: false },
  },
  { collection: 'payments', timestamps: true, versionKey: false },
);
// One payment per order: the order's payment is created once, whoever asks first (consumer or payOrder).
paymentSchema.index({ orderId: 1 }, { unique: true });
paymentSchema.index({ status: 1, nextAttemptAt: 1 });
paymentSchema.index({ userId: 1, createdAt: -1 });

export function paymentModels(connection: Connection) {
  return { Payment: connection.model<PaymentDocument>('Payment', paymentSchema) as Model<PaymentDocument> };
}

export type PaymentModels = ReturnType<typeof paymentModels>;
