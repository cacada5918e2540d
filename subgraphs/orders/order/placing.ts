import type { Clock } from '../../../platform/clock';
import { appError, badInput, notFound } from '../../../platform/errors';
import type { IdempotencyStore } from '../../../platform/idempotency';
import type { Caller } from '../../../platform/identity/caller';
import { currencyCode } from '../../../platform/money';
import { runKeyed } from '../idempotency';
import type { PaymentMethodDetails, PaymentMethods } from '../payments/methods';
import { requireAddress, type AddressFields, type AddressRecord } from '../../../platform/address';
import type { OrderPeers } from '../peers/order-peers';
import type { OrderRecord } from './model';
import { MAX_LINES, validLine, validNotes, type OrderLineInput } from './order-lines';
import type { PlacingSaga } from './placing-saga';
import type { OrderReads } from './reads';

/** Placing an order (createOrder; checkout places the cart's lines through it too). */
export interface PlaceOrderInput {
  userId: string;
  /** 1-100 lines. */
  items: readonly OrderLineInput[];
  /** Where it ships; validated (INVALID_ADDRESS lists every problem). Or `shippingAddressId`, not both. */
  shippingAddress?: AddressFields | null;
  /** A saved address of the customer's (`userId`) address book to ship to. */
  shippingAddressId?: string | null;
  /** A saved address of the customer's address book to bill to. */
  billingAddressId?: string | null;
  /** Pay at once. Its details go to the payment provider's tokenization only; the order keeps the token. */
  payment?: PaymentMethodDetails | null;
  /** ISO 4217; must be the currency the products are priced in. Default USD. */
  currency?: string | null;
  /** At most 2000 characters. */
  notes?: string | null;
  /** For imported orders (admins and services only): when it was placed. Default now; never in the future. */
  orderDate?: Date | null;
  /** A carrier service from shippingRates: its rate becomes the order's shipping. Needs a shipping address. */
  shipping?: { carrier: string; service: string } | null;
  /** A coupon code to apply (COUPON_* errors say why one does not). */
  couponCode?: string | null;
  /** Loyalty points to pay with (INSUFFICIENT_POINTS when the balance is lower). */
  redeemPoints?: number | null;
  /** The same key with the same input answers the order the first call placed (createOrder's contract). */
  idempotencyKey?: string | null;
}

/** Clock skew tolerated on an imported order date. */
const FUTURE_SKEW_MS = 60_000;

/**
 * createOrder: checks what can be checked without asking anyone (the lines, the currency, the date, the
 * notes, the address), tokenizes the payment method, and hands the order to the placing saga; all under
 * the client's idempotency key when it sent one.
 */
export class OrderPlacing {
  constructor(
    private readonly saga: PlacingSaga,
    private readonly reads: OrderReads,
    private readonly methods: PaymentMethods,
    private readonly keys: IdempotencyStore,
    private readonly clock: Clock,
    private readonly addressBook: Pick<OrderPeers, 'savedAddress'>,
  ) {}

  place(caller: Caller, input: PlaceOrderInput): Promise<OrderRecord> {
    const { idempotencyKey, ...request } = input;
    return runKeyed(this.keys, caller, {
      operation: 'createOrder',
      key: idempotencyKey,
      input: request,
      execute: async () => {
        const order = await this.placeNow(caller, request);
        return { id: order._id, result: order };
      },
      load: (id) => this.load(caller, id),
    });
  }

  private async placeNow(caller: Caller, request: Omit<PlaceOrderInput, 'idempotencyKey'>) {
    const currency = currencyCode(request.currency, 'currency');
    if (!request.userId.trim()) throw badInput('userId', 'userId is required.', 'REQUIRED');
    if (request.items.length === 0) throw badInput('items', 'An order needs at least one item.', 'REQUIRED');
    if (request.items.length > MAX_LINES)
      throw badInput('items', `An order has at most ${MAX_LINES} lines.`, 'OUT_OF_RANGE');
    request.items.forEach((item, index) => validLine(item, `items[${index}]`));
    const now = this.clock.now();
    // A customer who dated their own order could make it look older than it is (return windows, loyalty,
    // reports): the date is for imports, so only callers who write everyone's records (admins, the
    // platform's services) may send one at all.
    if (request.orderDate && caller.reach.write.kind !== 'all')
      throw badInput('orderDate', 'Only an admin importing orders sets the order date.', 'NOT_ALLOWED');
    const orderDate = request.orderDate ?? new Date(now);
    if (orderDate.getTime() > now + FUTURE_SKEW_MS)
      throw badInput('orderDate', 'The order date must not be in the future.', 'OUT_OF_RANGE');
    const notes = validNotes(request.notes);
    if (request.shippingAddress && request.shippingAddressId)
      throw badInput(
        'shippingAddressId',
        'Give shippingAddress or shippingAddressId, not both.',
        'NOT_ALLOWED',
      );
    const shippingAddress = request.shippingAddressId
      ? await this.saved(caller, request.userId, request.shippingAddressId, 'shippingAddressId')
      : request.shippingAddress
        ? requireAddress(request.shippingAddress, 'shippingAddress')
        : null;
    const billingAddress = request.billingAddressId
      ? await this.saved(caller, request.userId, request.billingAddressId, 'billingAddressId')
      : null;
    const paymentMethod = request.payment
      ? await this.methods.tokenize(caller, request.payment, currency, 'payment')
      : null;
    return this.saga.create(caller, {
      userId: request.userId,
      items: request.items,
      currency,
      notes,
      orderDate,
      shippingAddress,
      billingAddress,
      paymentMethod,
      shipping: request.shipping ?? null,
      couponCode: request.couponCode?.trim() || null,
      redeemPoints: request.redeemPoints ?? 0,
    });
  }

  /**
   * A saved address of the customer the order is for, asked of the users service (which answers only
   * that customer's own); validated again, as an address book may predate today's rules.
   */
  private async saved(caller: Caller, userId: string, id: string, field: string): Promise<AddressRecord> {
    const fields = await this.addressBook.savedAddress(caller, userId, id);
    if (!fields) throw appError('ADDRESS_NOT_FOUND', `No saved address with id "${id}".`, { id, field });
    return requireAddress(fields, field);
  }

  /** What a repeated key answers: the order the first call placed, as it is now. */
  private async load(caller: Caller, id: string): Promise<OrderRecord> {
    const order = await this.reads.get(caller, id, 'any');
    if (!order) throw notFound('ORDER_NOT_FOUND', id);
    return order;
  }
}
