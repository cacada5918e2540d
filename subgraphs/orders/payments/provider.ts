import type { PaymentMethodRecord } from './model';

/** What a provider answers to a charge. `processing`: accepted, settles later (bank transfer, crypto). */
export type ChargeResult =
  | { kind: 'succeeded'; transactionId: string }
  | { kind: 'processing'; transactionId: string; checkAfterMs: number }
  | { kind: 'declined'; code: string; message: string }
  /** Network trouble or a provider error: the same request may succeed when retried with the same key. */
  | { kind: 'transient'; message: string };

export type RefundResult = { kind: 'refunded'; refundId: string } | { kind: 'failed'; message: string };

/**
 * A payment provider. Calls with the same idempotency key answer the first final outcome again instead of
 * charging twice (as real providers do); transient failures are not remembered, so a retry with the same
 * key runs again.
 */
export interface PaymentProvider {
  readonly name: string;
  /**
   * Makes a reusable token of raw method details, validating them (cards: Luhn, expiry; IBAN: check
   * digits). A bad detail is BAD_USER_INPUT naming its field within the method (`card.number`).
   */
  tokenize(method: RawPaymentMethod): Promise<PaymentMethodRecord>;
  charge(request: {
    idempotencyKey: string;
    amountMinor: number;
    currency: string;
    method: PaymentMethodRecord;
  }): Promise<ChargeResult>;
  /** The current outcome of a `processing` charge. */
  status(transactionId: string): Promise<ChargeResult>;
  refund(request: {
    idempotencyKey: string;
    transactionId: string;
    amountMinor: number;
    currency: string;
  }): Promise<RefundResult>;
}

/** Method details as the provider takes them to tokenize (PaymentMethods.tokenize); never stored. */
export type RawPaymentMethod =
  | {
      kind: 'card';
      number: string;
      expMonth: number;
      expYear: number;
      cvc: string;
      country?: string | null;
      currency: string;
    }
  | {
      kind: 'wallet';
      provider: 'apple_pay' | 'google_pay' | 'paypal';
      token: string;
      country?: string | null;
      currency: string;
    }
  | { kind: 'bank_transfer'; iban: string; currency: string }
  | { kind: 'crypto'; asset: 'BTC' | 'ETH'; address: string; currency: string };
