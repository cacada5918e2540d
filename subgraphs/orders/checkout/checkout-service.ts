import { badInput, notFound } from '../../../platform/errors';
import type { IdempotencyStore } from '../../../platform/idempotency';
import type { Caller } from '../../../platform/identity/caller';
import { signedIn, type CartService } from '../cart/cart-service';
import { runKeyed } from '../idempotency';
import type { OrderRecord } from '../order/model';
import type { OrderPlacing } from '../order/placing';
import type { OrderReads } from '../order/reads';
import type { PaymentMethodDetails } from '../payments/methods';
import type { AddressFields } from '../../../platform/address';

/** checkout: the caller's cart (or an anonymous one, merged first), where it ships and how it is paid. */
export interface CheckoutInput {
  /** An anonymous cart to check out instead of the caller's own (it is merged into theirs first). */
  cartToken?: string | null;
  /** Typed in; or `shippingAddressId` (exactly one of the two). */
  shippingAddress?: AddressFields | null;
  /** One of the caller's saved addresses (their address book). */
  shippingAddressId?: string | null;
  billingAddressId?: string | null;
  /** Goes to the provider's tokenization only. */
  payment: PaymentMethodDetails;
  /** ISO 4217; must be the currency the products are priced in. Default USD. */
  currency?: string | null;
  notes?: string | null;
  /** A carrier service from shippingRates; its rate is part of the order. */
  shipping?: { carrier: string; service: string } | null;
  /** A coupon code; default the one applied to the cart (applyCoupon). */
  couponCode?: string | null;
  /** Loyalty points to pay with. */
  redeemPoints?: number | null;
  /** createOrder's contract: the same key with the same input places one order. */
  idempotencyKey?: string | null;
}

/**
 * Checkout: places the signed-in caller's cart as an order at current prices (through the placing saga,
 * like createOrder, so it is priced the same way: promotions, the coupon, shipping and tax), then empties
 * the cart; under the client's idempotency key when it sent one.
 */
export class CheckoutService {
  constructor(
    private readonly carts: CartService,
    private readonly placing: OrderPlacing,
    private readonly reads: OrderReads,
    private readonly keys: IdempotencyStore,
  ) {}

  async checkout(caller: Caller, input: CheckoutInput): Promise<OrderRecord> {
    const userId = signedIn(caller);
    const { idempotencyKey, ...request } = input;
    return runKeyed(this.keys, caller, {
      operation: 'checkout',
      key: idempotencyKey,
      input: request,
      execute: async () => {
        const cart = request.cartToken
          ? await this.carts.mergeInto(caller, request.cartToken)
          : await this.carts.find(caller, { kind: 'user', userId });
        if (!request.shippingAddress && !request.shippingAddressId)
          throw badInput('shippingAddress', 'Give shippingAddress or shippingAddressId.', 'REQUIRED');
        if (!cart || cart.lines.length === 0) throw badInput('', 'The cart is empty.', 'REQUIRED');
        const order = await this.placing.place(caller, {
          userId,
          items: cart.lines.map((line) => ({
            productId: line.productId,
            variantId: line.variantId,
            quantity: line.quantity,
          })),
          currency: request.currency,
          notes: request.notes,
          shippingAddress: request.shippingAddress,
          shippingAddressId: request.shippingAddressId,
          billingAddressId: request.billingAddressId,
          payment: request.payment,
          shipping: request.shipping,
          couponCode: request.couponCode ?? cart.couponCode ?? null,
          redeemPoints: request.redeemPoints,
        });
        await this.carts.clear(caller, cart._id);
        return { id: order._id, result: order };
      },
      load: async (id) => {
        const order = await this.reads.get(caller, id, 'any');
        if (!order) throw notFound('ORDER_NOT_FOUND', id);
        return order;
      },
    });
  }
}
