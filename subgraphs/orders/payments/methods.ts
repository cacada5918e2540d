import { GraphQLError } from 'graphql';
import { badInput } from '../../../platform/errors';
import type { Caller } from '../../../platform/identity/caller';
import { currencyCode } from '../../../platform/money';
import type { PaymentMethodRecord } from './model';
import type { PaymentProvider, RawPaymentMethod } from './provider';
import { isConvertible } from './rates';

export type PaymentMethodKind = 'card' | 'wallet' | 'bank_transfer' | 'crypto';

/**
 * A payment method as a payer gives it: the kind, and the details of that kind. Card numbers and CVCs
 * live here only on their way to the provider's tokenization (PaymentMethods.tokenize); nothing keeps them.
 */
export interface PaymentMethodDetails {
  kind: PaymentMethodKind;
  card?: { number: string; expMonth: number; expYear: number; cvc: string; country?: string | null } | null;
  wallet?: { provider: 'apple_pay' | 'google_pay' | 'paypal'; token: string; country?: string | null } | null;
  bankTransfer?: { iban: string } | null;
  crypto?: { asset: 'BTC' | 'ETH'; address: string } | null;
  /** ISO 4217 code the payer pays in; converted from the order's currency. Default: the order's. */
  currency?: string | null;
}

/** The details as a provider request: exactly the fields its `kind` names, in a currency the rates table has. */
export function rawMethod(
  details: PaymentMethodDetails,
  orderCurrency: string,
  field: string,
): RawPaymentMethod {
  const currency = currencyCode(details.currency, `${field}.currency`, orderCurrency);
  if (currency !== orderCurrency && !isConvertible(currency))
    throw badInput(`${field}.currency`, `Payments in ${currency} are not supported.`, 'NOT_ALLOWED');
  const need = <T>(value: T | null | undefined, name: string): T => {
    if (!value)
      throw badInput(
        `${field}.${name}`,
        `A ${details.kind.toLowerCase().replace('_', ' ')} payment needs \`${name}\`.`,
        'REQUIRED',
      );
    return value;
  };
  switch (details.kind) {
    case 'card': {
      const card = need(details.card, 'card');
      return {
        kind: 'card',
        number: card.number,
        expMonth: card.expMonth,
        expYear: card.expYear,
        cvc: card.cvc,
        country: card.country,
        currency,
      };
    }
    case 'wallet': {
      const wallet = need(details.wallet, 'wallet');
      return {
        kind: 'wallet',
        provider: wallet.provider,
        token: wallet.token,
        country: wallet.country,
        currency,
      };
    }
    case 'bank_transfer':
      return { kind: 'bank_transfer', iban: need(details.bankTransfer, 'bankTransfer').iban, currency };
    case 'crypto': {
      const crypto = need(details.crypto, 'crypto');
      return { kind: 'crypto', asset: crypto.asset, address: crypto.address, currency };
    }
    default: {
      const exhaustive: never = details.kind;
      return exhaustive;
    }
  }
}

/**
 * A provider names a bad detail within the method (`card.number`); the payer gave the method as `field`
 * of their request (createOrder's `payment`, payOrder's `method`), so that is where the error points.
 */
function underField(field: string, error: unknown): unknown {
  if (!(error instanceof GraphQLError) || error.extensions.code !== 'BAD_USER_INPUT') return error;
  const inner = error.extensions.field;
  if (typeof inner !== 'string') return error;
  const named = inner ? `${field}.${inner}` : field;
  return badInput(named, error.message, error.extensions.reason as Parameters<typeof badInput>[2]);
}

/** The one way a payment method's details reach the provider: tokenized, and only the token is kept. */
export class PaymentMethods {
  constructor(private readonly provider: PaymentProvider) {}

  /**
   * Validates the details (kind, currency, then the provider's checks: Luhn, expiry, IBAN check digits)
   * and answers the provider's token. `field` names the method in the caller's request.
   */
  async tokenize(
    _caller: Caller,
    details: PaymentMethodDetails,
    orderCurrency: string,
    field: string,
  ): Promise<PaymentMethodRecord> {
    const raw = rawMethod(details, orderCurrency, field);
    try {
      return await this.provider.tokenize(raw);
    } catch (error) {
      throw underField(field, error);
    }
  }
}
