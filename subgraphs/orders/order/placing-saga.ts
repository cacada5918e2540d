import { randomUUID } from 'node:crypto';
import type { Clock } from '../../../platform/clock';
import { appError, badInput } from '../../../platform/errors';
import { newEvent } from '../../../platform/events';
import { reaches } from '../../../platform/identity/access';
import type { Caller } from '../../../platform/identity/caller';
import type { Logger } from '../../../platform/logging';
import { formatMinor, sumMinor } from '../../../platform/money';
import type { PaymentMethodRecord } from '../payments/model';
import type { OrderPeers } from '../peers/order-peers';
import type { AddressRecord } from '../../../platform/address';
import type { OrderModels, OrderRecord } from './model';
import {
  describeShortage,
  MAX_TOTAL_MINOR,
  pricedLine,
  withBackorders,
  type OrderLineInput,
} from './order-lines';
import { stateEventData } from './state-machine';

/** An order to place, its fields validated already (see OrderPlacing). */
export interface NewOrder {
  userId: string;
  items: readonly OrderLineInput[];
  /** An ISO 4217 code (platform/money `currencyCode`). */
  currency: string;
  notes: string | null;
  orderDate: Date;
  shippingAddress: AddressRecord | null;
  billingAddress: AddressRecord | null;
  /** Tokenized already: no card number ever reaches the order. Its payment is charged once the order is placed. */
  paymentMethod: PaymentMethodRecord | null;
}

/**
 * Placing an order: a saga of idempotent steps, each a single-document write.
 *   1. insert the order as `placing` (invisible),
 *   2. reserve stock for every line through inventory (all or nothing; reservation id = order id),
 *   3. promote the order to `pending`, with OrderCreatedEvent in its outbox.
 * A failure at 2 releases what was held and removes the order; a crash anywhere leaves a `placing`
 * order that the sweeper releases and removes, so no stock leaks and no half-made order is ever visible.
 */
export class PlacingSaga {
  constructor(
    private readonly models: OrderModels,
    private readonly peers: OrderPeers,
    private readonly clock: Clock,
    private readonly logger: Logger,
    /** Called after a write that recorded an event (nudges the outbox relay). */
    private readonly onEvent: () => void,
  ) {}

  /**
   * Customers place orders for themselves only; admins for anyone. An order for somebody out of reach is
   * answered exactly like one for a user that does not exist.
   */
  async create(caller: Caller, order: NewOrder): Promise<OrderRecord> {
    const { userId, currency } = order;
    if (!reaches(caller.reach.write, userId))
      throw badInput('userId', `No user with id "${userId}".`, 'NOT_FOUND');
    const productIds = [...new Set(order.items.map((item) => item.productId))];
    const [user, products] = await Promise.all([
      this.peers.user(caller, userId),
      this.peers.products(caller, productIds),
    ]);
    if (!user || user.status === 'DELETED')
      throw badInput('userId', `No user with id "${userId}".`, 'NOT_FOUND');
    if (user.status !== 'ACTIVE')
      throw badInput('userId', 'Inactive customers cannot place orders.', 'NOT_ALLOWED');

    const items = order.items.map((item, index) =>
      pricedLine(item, products, currency, `items[${index}]`, 'currency'),
    );
    const subtotalMinor = sumMinor(items.map((item) => item.lineTotalMinor));
    const discountMinor = sumMinor(items.map((item) => item.discountMinor));
    const taxMinor = sumMinor(items.map((item) => item.taxMinor));
    const totalMinor = subtotalMinor - discountMinor + taxMinor;
    if (totalMinor < 0 || totalMinor > MAX_TOTAL_MINOR)
      throw badInput('items', 'The order total must be between 0 and 9999999999.99.', 'OUT_OF_RANGE');

    const orderId = randomUUID();
    await this.models.Order.create({
      _id: orderId,
      userId,
      items,
      currency,
      subtotalMinor,
      discountMinor,
      taxMinor,
      totalMinor,
      status: 'placing',
      reservation: 'holding',
      orderDate: order.orderDate,
      notes: order.notes,
      history: [],
      eventSeq: 0,
      shippingAddress: order.shippingAddress,
      billingAddress: order.billingAddress,
      paymentMethod: order.paymentMethod,
      shipments: [],
      returns: [],
      outbox: [],
      // The sweeper measures a placing order's age from here, on the same clock.
      createdAt: new Date(this.clock.now()),
    });

    let placed = items;
    try {
      placed = withBackorders(
        items,
        await this.peers.reserve(caller, orderId, items, order.shippingAddress?.country),
      );
    } catch (error) {
      await this.abandon(caller, orderId);
      throw describeShortage(error, items, (index) => `items[${index}].quantity`, 'No order was created.');
    }

    const now = new Date(this.clock.now());
    // OrderCreatedEvent goes out with the promotion, in the same update: a placing order never published one.
    const created = newEvent(
      'OrderCreatedEvent',
      'order',
      orderId,
      1,
      {
        ...stateEventData({ orderId, userId, totalMinor, currency }, null, 'pending'),
        items: items.map((item) => ({
          productId: item.productId,
          quantity: item.quantity,
          unitPrice: formatMinor(item.unitPriceMinor, currency),
        })),
        paymentMethod: order.paymentMethod ? order.paymentMethod.kind : null,
      },
      now,
    );
    const promoted = await this.models.Order.findOneAndUpdate(
      { _id: orderId, status: 'placing' },
      {
        $set: { status: 'pending', reservation: 'held', eventSeq: 1, items: placed },
        $push: {
          history: { from: null, to: 'pending', at: now, actor: caller.actor, eventId: created.id },
          outbox: created,
        },
      },
      { returnDocument: 'after' },
    ).lean<OrderRecord>();
    if (!promoted) {
      // Only the sweeper moves a `placing` order, and only after the request's time is long over.
      await this.abandon(caller, orderId);
      throw appError(
        'CONCURRENT_MODIFICATION',
        'The order could not be completed in time; nothing was charged or reserved. Retry.',
      );
    }
    this.onEvent();
    return promoted;
  }

  /** Releases whatever the order holds and removes it; leaves it for the sweeper when inventory is unreachable. */
  private async abandon(caller: Caller, orderId: string): Promise<void> {
    try {
      await this.peers.release(caller, orderId);
    } catch (error) {
      this.logger.warn({ err: error, orderId }, 'release failed; the sweeper will retry');
      return;
    }
    await this.models.Order.deleteOne({ _id: orderId, status: 'placing' });
  }

  /**
   * Finishes what a crashed placing left behind: `placing` orders created more than `ageMs` ago are
   * released and removed. Answers how many were.
   */
  async sweep(caller: Caller, ageMs: number): Promise<number> {
    const cutoff = new Date(this.clock.now() - ageMs);
    let abandoned = 0;
    const stale = await this.models.Order.find({ status: 'placing', createdAt: { $lt: cutoff } }, { _id: 1 })
      .limit(100)
      .lean<Array<{ _id: string }>>();
    for (const { _id } of stale) {
      try {
        await this.peers.release(caller, _id);
        const removed = await this.models.Order.deleteOne({ _id, status: 'placing' });
        abandoned += removed.deletedCount;
      } catch (error) {
        this.logger.warn({ err: error, orderId: _id }, 'sweeper could not release a placing order');
      }
    }
    return abandoned;
  }
}
