import type { PlaceOrderInput } from '../order/placing';
import type { PaymentMethodDetails } from '../payments/methods';
import type { AddressFields } from '../../../platform/address';
import type {
  AddressInput,
  CouponInput as GqlCouponInput,
  CreateOrderInput,
  OrderItemInput,
  PaymentMethodInput,
  PromotionInput as GqlPromotionInput,
  ShippingChoiceInput,
} from '../__generated__/resolvers-types';
import type { CouponInput } from '../coupons/coupon-service';
import type { PromotionInput } from '../promotions/promotion-service';

/**
 * GraphQL input objects as the services' own inputs. Fields are copied as the client sent them (absent
 * stays absent, null stays null), so an idempotency key compares the same request whichever face sent it.
 */

/** `null` and `undefined` are kept apart: an input field sent as null is not one left out. */
export function maybe<T, U>(value: T | null | undefined, map: (value: T) => U): U | null | undefined {
  if (value === null) return null;
  if (value === undefined) return undefined;
  return map(value);
}

export const lineInput = (item: OrderItemInput) => ({
  productId: item.productId,
  variantId: item.variantId,
  quantity: item.quantity,
});

export function addressFields(address: AddressInput): AddressFields {
  const { name, line1, line2, city, state, postalCode, country, phone } = address;
  return { name, line1, line2, city, state, postalCode, country, phone };
}

export function paymentDetails(method: PaymentMethodInput): PaymentMethodDetails {
  const { kind, card, wallet, bankTransfer, crypto, currency } = method;
  return {
    kind,
    card: card && {
      number: card.number,
      expMonth: card.expMonth,
      expYear: card.expYear,
      cvc: card.cvc,
      country: card.country,
    },
    wallet: wallet && { provider: wallet.provider, token: wallet.token, country: wallet.country },
    bankTransfer: bankTransfer && { iban: bankTransfer.iban },
    crypto: crypto && { asset: crypto.asset, address: crypto.address },
    currency,
  };
}

export function placeOrderInput(input: CreateOrderInput): PlaceOrderInput {
  return {
    userId: input.userId,
    items: input.items.map(lineInput),
    shippingAddress: maybe(input.shippingAddress, addressFields),
    shippingAddressId: input.shippingAddressId,
    billingAddressId: input.billingAddressId,
    payment: maybe(input.payment, paymentDetails),
    currency: input.currency,
    notes: input.notes,
    orderDate: maybe(input.orderDate, (date) => new Date(date)),
    idempotencyKey: input.idempotencyKey,
    ...shippingAndCoupon(input),
  };
}

/** The pricing choices of createOrder and checkout, present only when sent (idempotency keys compare inputs). */
export function shippingAndCoupon(input: {
  shipping?: ShippingChoiceInput | null;
  couponCode?: string | null;
  redeemPoints?: number | null;
}): Pick<PlaceOrderInput, 'shipping' | 'couponCode' | 'redeemPoints'> {
  return {
    ...(input.shipping !== undefined
      ? {
          shipping: maybe(input.shipping, (choice) => ({ carrier: choice.carrier, service: choice.service })),
        }
      : {}),
    ...(input.couponCode !== undefined ? { couponCode: input.couponCode } : {}),
    ...(input.redeemPoints !== undefined ? { redeemPoints: input.redeemPoints } : {}),
  };
}

const date = (value: Date | string) => new Date(value);

export function couponInput(input: GqlCouponInput): CouponInput {
  return {
    code: input.code,
    name: input.name,
    discountType: input.discountType,
    discountValue: input.discountValue,
    currency: input.currency,
    validFrom: maybe(input.validFrom, date),
    validTo: maybe(input.validTo, date),
    maxUses: input.maxUses,
    perCustomerLimit: input.perCustomerLimit,
    minOrderValue: input.minOrderValue,
    categoryIds: input.applicableCategoryIds,
    active: input.active,
  };
}

export function promotionInput(input: GqlPromotionInput): PromotionInput {
  const { discount, targeting } = input;
  return {
    name: input.name,
    type: input.type,
    startsAt: date(input.startsAt),
    endsAt: date(input.endsAt),
    discount: {
      kind: discount.kind,
      percent: discount.percent,
      amount: discount.amount,
      threshold: discount.threshold,
      buy: discount.buy,
      get: discount.get,
      productIds: discount.productIds,
      categoryIds: discount.categoryIds,
    },
    currency: input.currency,
    priority: input.priority,
    combinable: input.combinable,
    group: input.group,
    targeting: targeting && {
      newCustomers: targeting.newCustomers ?? undefined,
      tiers: targeting.tiers ?? undefined,
      groups: targeting.groups ?? undefined,
    },
    active: input.active,
  };
}
