import { badInput, notFound } from '../../../platform/errors';
import { IdempotencyStore } from '../../../platform/idempotency';
import { reaches, type Reach } from '../../../platform/identity/access';
import { parseDecimalToMinor } from '../../../platform/money';
import type {
  AddressInput,
  CheckoutInput,
  CreateOrderInput,
  OrderItemInput,
  PaymentMethodInput,
} from '../__generated__/resolvers-types';
import type { CartService } from '../cart/cart-service';
import type { OrderRecord } from '../models/order';
import { rawMethod } from '../payments/methods';
import type { PaymentRecord } from '../payments/model';
import type { PaymentService } from '../payments/payment-service';
import { requireAddress } from '../shipping/address';
import type { OrderService } from '../services/order-service';

/** Who is asking, as the lifecycle's commands need it. */
export interface Caller {
  actor: string | null;
  /** Whose idempotency keys these are (identity `callerKey`). */
  key: string;
  requestId: string;
  reach: Reach;
}

/**
 * The lifecycle's commands with effects beyond one document (placing, adding a line, paying, refunding,
 * checking out): input validation that needs the provider (tokenizing a method), then idempotency keys
 * around the work.
 */
export class OrderDesk {
  constructor(
    private readonly orders: OrderService,
    private readonly payments: PaymentService,
    private readonly carts: CartService,
    private readonly keys: IdempotencyStore,
  ) {}

  private async withKey<T>(
    operation: string,
    caller: Caller,
    key: string | null | undefined,
    input: unknown,
    execute: () => Promise<{ id: string; result: T }>,
    load: (id: string) => Promise<T>,
    field = 'idempotencyKey',
  ): Promise<T> {
    if (key === null || key === undefined) return (await execute()).result;
    IdempotencyStore.validKey(key, field);
    return this.keys.run({ operation, caller: caller.key, key, input, execute, load });
  }

  private async loadOrder(id: string): Promise<OrderRecord> {
    const order = await this.orders.get(id);
    if (!order) throw notFound('ORDER_NOT_FOUND', id);
    return order;
  }

  private async prepare(
    address: AddressInput | null | undefined,
    payment: PaymentMethodInput | null | undefined,
    currency: string,
  ) {
    const shippingAddress = address ? requireAddress(address, 'shippingAddress') : null;
    const paymentMethod = payment ? await this.payments.tokenize(rawMethod(payment, currency)) : null;
    return { shippingAddress, paymentMethod };
  }

  async placeOrder(input: CreateOrderInput, caller: Caller): Promise<OrderRecord> {
    const { idempotencyKey, ...rest } = input;
    return this.withKey(
      'createOrder',
      caller,
      idempotencyKey,
      rest,
      async () => {
        const currency = (input.currency ?? 'USD').trim().toUpperCase();
        const prepared = await this.prepare(input.shippingAddress, input.payment, currency);
        const order = await this.orders.create(
          { ...rest, orderDate: input.orderDate ? new Date(input.orderDate) : null, ...prepared },
          caller.actor,
          caller.requestId,
          caller.reach,
        );
        return { id: order._id, result: order };
      },
      (id) => this.loadOrder(id),
    );
  }

  /** Pays a pending order without a payment; the worker charges it in the background. */
  async payOrder(
    input: { orderId: string; method: PaymentMethodInput; idempotencyKey?: string | null },
    caller: Caller,
  ): Promise<PaymentRecord> {
    const { idempotencyKey, ...rest } = input;
    return this.withKey(
      'payOrder',
      caller,
      idempotencyKey,
      rest,
      async () => {
        const order = await this.orders.get(input.orderId);
        if (!order || !reaches(caller.reach, order.userId)) throw notFound('ORDER_NOT_FOUND', input.orderId);
        if (order.status !== 'pending')
          throw badInput(
            'orderId',
            `Only a pending order can be paid; this one is ${order.status}.`,
            'NOT_ALLOWED',
          );
        const existing = (await this.payments.byOrders([order._id]))[0];
        if (existing) throw badInput('orderId', 'The order already has a payment.', 'ALREADY_EXISTS');
        const method = await this.payments.tokenize(rawMethod(input.method, order.currency, 'method'));
        // The payment charges the total as frozen here; no line can be added to the order after this.
        const payment = await this.payments.start(
          await this.orders.freezeForPayment(order._id, method),
          method,
        );
        return { id: payment._id, result: payment };
      },
      (id) => this.payments.visible(id, caller.reach),
    );
  }

  /** Adds a line to a pending, unpaid order (OrderService.addItem); a repeated key adds it once. */
  async addItem(
    input: { orderId: string; item: OrderItemInput; idempotencyKey?: string | null },
    caller: Caller,
  ): Promise<OrderRecord> {
    const { idempotencyKey, ...rest } = input;
    return this.withKey(
      'addOrderItem',
      caller,
      idempotencyKey,
      rest,
      async () => {
        const order = await this.orders.addItem(
          input.orderId,
          input.item,
          caller.actor,
          caller.requestId,
          caller.reach,
        );
        return { id: order._id, result: order };
      },
      (id) => this.loadOrder(id),
      'idempotencyKey',
    );
  }

  async refund(
    input: {
      paymentId: string;
      amount?: string | null;
      reason?: string | null;
      idempotencyKey?: string | null;
    },
    caller: Caller,
  ): Promise<PaymentRecord> {
    const { idempotencyKey, ...rest } = input;
    const payment = await this.payments.visible(input.paymentId, caller.reach);
    let amountMinor: number | null = null;
    if (input.amount !== null && input.amount !== undefined) {
      const parsed = parseDecimalToMinor(input.amount, payment.currency);
      if (parsed === undefined)
        throw badInput('amount', `"${input.amount}" is not a ${payment.currency} amount.`, 'INVALID_FORMAT');
      amountMinor = parsed;
    }
    const reason = input.reason?.trim().slice(0, 500) || null;
    // Without a client key, every call is a new refund; with one, the key names it.
    const key = idempotencyKey ? `client:${caller.key}:${idempotencyKey}` : `staff:${caller.requestId}`;
    return this.withKey(
      'refundPayment',
      caller,
      idempotencyKey,
      rest,
      async () => {
        const refunded = await this.payments.refund(payment._id, amountMinor, reason, key);
        return { id: refunded._id, result: refunded };
      },
      (id) => this.payments.visible(id, caller.reach),
    );
  }

  /** Places the caller's cart as an order at current prices, then empties the cart. */
  async checkout(input: CheckoutInput, userId: string, caller: Caller): Promise<OrderRecord> {
    const { idempotencyKey, ...rest } = input;
    return this.withKey(
      'checkout',
      caller,
      idempotencyKey,
      rest,
      async () => {
        const cart = input.cartToken
          ? await this.carts.merge(userId, input.cartToken)
          : await this.carts.find({ kind: 'user', userId });
        if (!cart || cart.lines.length === 0) throw badInput('', 'The cart is empty.', 'REQUIRED');
        const currency = (input.currency ?? 'USD').trim().toUpperCase();
        const prepared = await this.prepare(input.shippingAddress, input.payment, currency);
        const order = await this.orders.create(
          {
            userId,
            items: cart.lines.map((line) => ({ productId: line.productId, quantity: line.quantity })),
            currency,
            notes: input.notes,
            ...prepared,
          },
          caller.actor,
          caller.requestId,
          caller.reach,
        );
        await this.carts.clear(cart._id);
        return { id: order._id, result: order };
      },
      (id) => this.loadOrder(id),
    );
  }
}
