import { randomBytes } from 'node:crypto';
import { Schema, type Connection, type Model } from 'mongoose';
import { badInput, isDuplicateKeyError } from '../../../platform/errors';
import type { PaymentMethodRecord } from './model';
import type { ChargeResult, PaymentProvider, RawPaymentMethod, RefundResult } from './provider';

/**
 * Sandbox test methods, like a real provider's test mode. Cards (any future expiry, any 3-4 digit CVC):
 *
 * | number | outcome |
 * |---|---|
 * | 4242 4242 4242 4242, 5555 5555 5555 4444, 3782 822463 10005, any other valid number | succeeds |
 * | 4000 0000 0000 0002 | declined (`card_declined`) |
 * | 4000 0000 0000 9995 | declined (`insufficient_funds`) |
 * | 4000 0000 0000 0119 | fails transiently on every attempt (`processing_error`) |
 * | 4000 0000 0000 0101 | fails transiently once, then succeeds |
 *
 * Wallets: token `wallet-decline` is declined, `wallet-error` fails transiently, anything else succeeds.
 * Bank transfers (a valid IBAN) and crypto (BTC or ETH with an address) are accepted as processing and
 * settle after `settleMs`, as the real rails do.
 */
export const sandboxCards = {
  success: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  alwaysTransient: '4000000000000119',
  transientOnce: '4000000000000101',
} as const;

type Scenario =
  'success' | 'declined' | 'insufficient_funds' | 'always_transient' | 'transient_once' | 'settles';

interface ChargeRecord {
  /** The idempotency key of the charge. */
  _id: string;
  transactionId: string;
  scenario: Scenario;
  amountMinor: number;
  currency: string;
  transientFailures: number;
  outcome: 'succeeded' | 'declined' | 'processing' | null;
  settleAt: Date | null;
  refundedMinor: number;
}

interface RefundRecord {
  _id: string;
  refundId: string;
  transactionId: string;
  amountMinor: number;
}

const chargeSchema = new Schema<ChargeRecord>(
  {
    _id: String,
    transactionId: { type: String, required: true },
    scenario: String,
    amountMinor: Number,
    currency: String,
    transientFailures: { type: Number, default: 0 },
    outcome: { type: String, default: null },
    settleAt: { type: Date, default: null },
    refundedMinor: { type: Number, default: 0 },
  },
  { collection: 'sandbox_charges', versionKey: false },
);
chargeSchema.index({ transactionId: 1 }, { unique: true });
const refundSchema = new Schema<RefundRecord>(
  { _id: String, refundId: String, transactionId: String, amountMinor: Number },
  { collection: 'sandbox_refunds', versionKey: false },
);

function luhn(number: string): boolean {
  let sum = 0;
  for (let index = 0; index < number.length; index++) {
    let digit = Number(number[number.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

function ibanValid(iban: string): boolean {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const value = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of value) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

const cardScenario: Record<string, Scenario> = {
  [sandboxCards.declined]: 'declined',
  [sandboxCards.insufficientFunds]: 'insufficient_funds',
  [sandboxCards.alwaysTransient]: 'always_transient',
  [sandboxCards.transientOnce]: 'transient_once',
};

const brandOf = (number: string) =>
  number.startsWith('4')
    ? 'Visa'
    : number.startsWith('5')
      ? 'Mastercard'
      : number.startsWith('3')
        ? 'Amex'
        : 'Card';
const token = (scenario: Scenario) => `pm_sbx_${scenario}_${randomBytes(8).toString('hex')}`;
const scenarioOf = (method: PaymentMethodRecord): Scenario =>
  (/^pm_sbx_([a-z_]+)_[0-9a-f]{16}$/.exec(method.token)?.[1] as Scenario | undefined) ?? 'success';

/**
 * The sandbox payment provider. Its own state (charges by idempotency key, refunds) is kept in MongoDB,
 * like a real provider's, so it survives a restart of our process and answers a retried key the same.
 */
export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox';
  private readonly charges: Model<ChargeRecord>;
  private readonly refunds: Model<RefundRecord>;

  constructor(
    connection: Connection,
    /** How long bank transfers and crypto payments take to settle (ms). Default 1000. */
    private readonly settleMs = 1000,
  ) {
    this.charges = connection.model<ChargeRecord>('SandboxCharge', chargeSchema);
    this.refunds = connection.model<RefundRecord>('SandboxRefund', refundSchema);
  }

  async tokenize(method: RawPaymentMethod): Promise<PaymentMethodRecord> {
    switch (method.kind) {
      case 'card': {
        const number = method.number.replace(/[\s-]/g, '');
        if (!/^\d{13,19}$/.test(number) || !luhn(number))
          throw badInput('card.number', 'The card number is not valid.', 'INVALID_FORMAT');
        const now = new Date();
        const expired =
          method.expYear < now.getUTCFullYear() ||
          (method.expYear === now.getUTCFullYear() && method.expMonth < now.getUTCMonth() + 1);
        if (!Number.isInteger(method.expMonth) || method.expMonth < 1 || method.expMonth > 12)
          throw badInput('card.expMonth', 'The expiry month is 1-12.', 'OUT_OF_RANGE');
        if (expired) throw badInput('card.expYear', 'The card has expired.', 'OUT_OF_RANGE');
        if (!/^\d{3,4}$/.test(method.cvc))
          throw badInput('card.cvc', 'The CVC is 3 or 4 digits.', 'INVALID_FORMAT');
        return {
          kind: 'card',
          token: token(cardScenario[number] ?? 'success'),
          summary: `${brandOf(number)} •••• ${number.slice(-4)}`,
          country: (method.country ?? 'US').toUpperCase(),
          currency: method.currency,
        };
      }
      case 'wallet': {
        const scenario: Scenario =
          method.token === 'wallet-decline'
            ? 'declined'
            : method.token === 'wallet-error'
              ? 'always_transient'
              : 'success';
        const names = { apple_pay: 'Apple Pay', google_pay: 'Google Pay', paypal: 'PayPal' } as const;
        return {
          kind: 'wallet',
          token: token(scenario),
          summary: names[method.provider],
          country: method.country?.toUpperCase() ?? null,
          currency: method.currency,
        };
      }
      case 'bank_transfer': {
        const iban = method.iban.replace(/\s/g, '').toUpperCase();
        if (!ibanValid(iban))
          throw badInput('bankTransfer.iban', 'The IBAN is not valid (check digits).', 'INVALID_FORMAT');
        return {
          kind: 'bank_transfer',
          token: token('settles'),
          summary: `IBAN ${iban.slice(0, 4)} •••• ${iban.slice(-4)}`,
          country: iban.slice(0, 2),
          currency: method.currency,
        };
      }
      case 'crypto': {
        const pattern =
          method.asset === 'BTC' ? /^(bc1|[13])[a-zA-HJ-NP-Z0-9]{25,62}$/ : /^0x[0-9a-fA-F]{40}$/;
        if (!pattern.test(method.address))
          throw badInput('crypto.address', `That is not a ${method.asset} address.`, 'INVALID_FORMAT');
        return {
          kind: 'crypto',
          token: token('settles'),
          summary: method.asset,
          country: null,
          currency: method.currency,
        };
      }
      default: {
        const exhaustive: never = method;
        return exhaustive;
      }
    }
  }

  async charge(request: {
    idempotencyKey: string;
    amountMinor: number;
    currency: string;
    method: PaymentMethodRecord;
  }): Promise<ChargeResult> {
    const scenario = scenarioOf(request.method);
    try {
      await this.charges.create({
        _id: request.idempotencyKey,
        transactionId: `txn_sbx_${randomBytes(10).toString('hex')}`,
        scenario,
        amountMinor: request.amountMinor,
        currency: request.currency,
      });
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
    }
    const charge = (await this.charges.findById(request.idempotencyKey).lean<ChargeRecord>())!;
    if (charge.outcome) return this.answer(charge);
    let outcome: ChargeRecord['outcome'];
    switch (charge.scenario) {
      case 'always_transient':
        await this.charges.updateOne({ _id: charge._id }, { $inc: { transientFailures: 1 } });
        return { kind: 'transient', message: 'processing_error: the issuer did not answer in time' };
      case 'transient_once':
        if (charge.transientFailures === 0) {
          await this.charges.updateOne({ _id: charge._id }, { $inc: { transientFailures: 1 } });
          return { kind: 'transient', message: 'processing_error: the issuer did not answer in time' };
        }
        outcome = 'succeeded';
        break;
      case 'declined':
      case 'insufficient_funds':
        outcome = 'declined';
        break;
      case 'settles':
        outcome = 'processing';
        break;
      case 'success':
        outcome = 'succeeded';
        break;
      default: {
        const exhaustive: never = charge.scenario;
        return exhaustive;
      }
    }
    // The first final outcome sticks: a retry with this key gets the same answer.
    await this.charges.updateOne(
      { _id: charge._id, outcome: null },
      { $set: { outcome, settleAt: outcome === 'processing' ? new Date(Date.now() + this.settleMs) : null } },
    );
    return this.answer((await this.charges.findById(charge._id).lean<ChargeRecord>())!);
  }

  private answer(charge: ChargeRecord): ChargeResult {
    switch (charge.outcome) {
      case 'succeeded':
        return { kind: 'succeeded', transactionId: charge.transactionId };
      case 'declined':
        return charge.scenario === 'insufficient_funds'
          ? { kind: 'declined', code: 'insufficient_funds', message: 'The card has insufficient funds.' }
          : { kind: 'declined', code: 'card_declined', message: 'The card was declined.' };
      case 'processing': {
        const left = (charge.settleAt?.getTime() ?? 0) - Date.now();
        return left <= 0
          ? { kind: 'succeeded', transactionId: charge.transactionId }
          : { kind: 'processing', transactionId: charge.transactionId, checkAfterMs: left };
      }
      case null:
        return { kind: 'transient', message: 'the charge is still being processed' };
      default: {
        const exhaustive: never = charge.outcome;
        return exhaustive;
      }
    }
  }

  async status(transactionId: string): Promise<ChargeResult> {
    const charge = await this.charges.findOne({ transactionId }).lean<ChargeRecord>();
    if (!charge) return { kind: 'declined', code: 'no_such_charge', message: 'Unknown transaction.' };
    return this.answer(charge);
  }

  async refund(request: {
    idempotencyKey: string;
    transactionId: string;
    amountMinor: number;
    currency: string;
  }): Promise<RefundResult> {
    const done = await this.refunds.findById(request.idempotencyKey).lean<RefundRecord>();
    if (done) return { kind: 'refunded', refundId: done.refundId };
    const charge = await this.charges.findOne({ transactionId: request.transactionId }).lean<ChargeRecord>();
    if (!charge || this.answer(charge).kind !== 'succeeded')
      return { kind: 'failed', message: 'Only a completed charge can be refunded.' };
    const taken = await this.charges.updateOne(
      { _id: charge._id, refundedMinor: { $lte: charge.amountMinor - request.amountMinor } },
      { $inc: { refundedMinor: request.amountMinor } },
    );
    if (taken.modifiedCount === 0)
      return { kind: 'failed', message: 'The refund exceeds what is left of the charge.' };
    const refundId = `re_sbx_${randomBytes(10).toString('hex')}`;
    await this.refunds.create({
      _id: request.idempotencyKey,
      refundId,
      transactionId: request.transactionId,
      amountMinor: request.amountMinor,
    });
    return { kind: 'refunded', refundId };
  }
}
