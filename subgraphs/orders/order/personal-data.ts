import type { EventBus, Subscription } from '../../../platform/events';
import type { Caller } from '../../../platform/identity/caller';
import type { CartModels, CartRecord } from '../cart/model';
import type { PaymentModels, PaymentRecord } from '../payments/model';
import type { OrderModels, OrderRecord } from './model';

/** What replaces the identifying parts of a kept order's shipping address. */
const ERASED = '(erased)';

/**
 * The orders subgraph's part of a person's data: their orders (items, status history, shipments,
 * returns), payments and cart. Exported on the users service's request (it assembles the export), and
 * anonymised when the users service announces the erasure: orders and payments stay for accounting,
 * without the name, street lines, phone and notes; the cart goes.
 */
export class OrderPersonalData {
  constructor(private readonly models: OrderModels & PaymentModels & CartModels) {}

  /** Plain JSON of everything this subgraph holds about `userId`; payment tokens are never included. */
  async collect(_caller: Caller, userId: string): Promise<Record<string, unknown>> {
    const orders = await this.models.Order.find({ userId }, { 'paymentMethod.token': 0 } as never)
      .sort({ createdAt: 1 })
      .lean<OrderRecord[]>();
    const payments = await this.models.Payment.find({ userId }, { 'method.token': 0 } as never)
      .sort({ createdAt: 1 })
      .lean<PaymentRecord[]>();
    const cart = await this.models.Cart.findOne({ userId }).lean<CartRecord>();
    return { orders, payments, cart };
  }

  /** Idempotent: a redelivered erasure finds the orders already anonymised and changes nothing new. */
  async anonymise(_caller: Caller, userId: string): Promise<void> {
    await this.models.Order.updateMany(
      { userId, shippingAddress: { $ne: null } },
      {
        $set: {
          'shippingAddress.name': 'Deleted user',
          'shippingAddress.line1': ERASED,
          'shippingAddress.line2': null,
          'shippingAddress.phone': null,
        },
      },
    );
    await this.models.Order.updateMany({ userId, notes: { $ne: null } }, { $set: { notes: null } });
    await this.models.Cart.deleteMany({ userId });
  }
}

/** `orders-privacy`: anonymises a person's orders when the users service has erased their account. */
export function startPrivacyConsumer(
  bus: EventBus,
  personalData: OrderPersonalData,
  callerOf: (eventId: string) => Caller,
): Subscription {
  return bus.subscribe('orders-privacy', ['UserErasedEvent'], async (event) => {
    await personalData.anonymise(callerOf(event.id), String(event.data.userId ?? event.aggregateId));
  });
}
