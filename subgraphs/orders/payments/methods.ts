import { badInput } from '../../../platform/errors';
import { isIsoCurrency } from '../../../platform/money';
import type { PaymentMethodInput } from '../__generated__/resolvers-types';
import type { RawPaymentMethod } from './provider';
import { isConvertible } from './rates';

/** The GraphQL `PaymentMethodInput` as a provider request: exactly the field its `kind` names. */
export function rawMethod(
  input: PaymentMethodInput,
  orderCurrency: string,
  field = 'payment',
): RawPaymentMethod {
  const currency = (input.currency ?? orderCurrency).trim().toUpperCase();
  if (!isIsoCurrency(currency))
    throw badInput(
      `${field}.currency`,
      `"${input.currency}" is not an ISO 4217 currency code.`,
      'INVALID_FORMAT',
    );
  if (currency !== orderCurrency && !isConvertible(currency))
    throw badInput(`${field}.currency`, `Payments in ${currency} are not supported.`, 'NOT_ALLOWED');
  const need = <T>(value: T | null | undefined, name: string): T => {
    if (!value)
      throw badInput(
        `${field}.${name}`,
        `A ${input.kind.toLowerCase().replace('_', ' ')} payment needs \`${name}\`.`,
        'REQUIRED',
      );
    return value;
  };
  switch (input.kind) {
    case 'card': {
      const card = need(input.card, 'card');
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
      const wallet = need(input.wallet, 'wallet');
      return {
        kind: 'wallet',
        provider: wallet.provider,
        token: wallet.token,
        country: wallet.country,
        currency,
      };
    }
    case 'bank_transfer':
      return { kind: 'bank_transfer', iban: need(input.bankTransfer, 'bankTransfer').iban, currency };
    case 'crypto': {
      const crypto = need(input.crypto, 'crypto');
      return { kind: 'crypto', asset: crypto.asset, address: crypto.address, currency };
    }
    default: {
      const exhaustive: never = input.kind;
      return exhaustive;
    }
  }
}
