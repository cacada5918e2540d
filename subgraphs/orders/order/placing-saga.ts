import { randomUUID } from 'node:crypto';
import type { Clock } from '../../../platform/clock';
import { appError, badInput } from '../../../platform/errors';
import { newEvent } from '../../../platform/events';
import { reaches } from '../../../platform/identity/access';
import type { Caller } from '../../../platform/identity/caller';
import type { Logger } from '../../../platform/logging';
import { formatMinor } from '../../../platform/money';
import type { CouponService } from '../coupons/coupon-service';
import { restorePoints } from '../loyalty/event-consumers';
import { loyaltyProgram, pointsValueMinor, type LoyaltyService } from '../loyalty/loyalty-service';
import { linesOf, pricedItems } from '../pricing/order-figures';
import type { Pricer } from '../pricing/pricer';
import type { PaymentMethodRecord } from '../payments/model';
import type { OrderPeers } from '../peers/order-peers';
import type { AddressRecord } from '../../../platform/address';
import type { OrderModels, OrderRecord } from './model';
import {
  describeShortage,
  MAX_TOTAL_MINOR,
  pricedLine,
  withReservation,
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
  /** A carrier service from shippingRates; its rate is part of the order. Needs a shipping address. */
  shipping?: { carrier: string; service: string } | null;
  /** A coupon to apply; redeemed once the stock is held. */
  couponCode?: string | null;
  /** Loyalty points to pay with; taken from the balance once the stock is held. */
  redeemPoints?: number | null;
}

/**
 * Placing an order: a saga of idempotent steps, each a single-document write.
 *   1. insert the order as `placing` (invisible),
 *   2. reserve stock for every line through inventory (all or nothing; reservation id = order id),
 *   3. redeem the coupon, if any (one guarded update of the coupon: Max Uses holds under any concurrency),
 *   4. promote the order to `pending`, with OrderCreatedEvent in its outbox.
 * A failure at 2 or 3 releases what was held (stock, the coupon's use) and removes the order; a crash
 * anywhere leaves a `placing` order that the sweeper releases and removes, so no stock or coupon use
 * leaks and no half-made order is ever visible. The order is priced by the Pricer (pricing/) before step 1.
 */
export class PlacingSaga {
  constructor(
    private readonly models: OrderModels,
    private readonly peers: OrderPeers,
    private readonly clock: Clock,
    private readonly logger: Logger,
    /** Called after a write that recorded an event (nudges the outbox relay). */
    private readonly onEvent: () => void,
    private readonly pricer: Pricer,
    private readonly coupons: CouponService,
    private readonly loyalty: LoyaltyService,
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
    // The customer's groups decide their unit prices (catalog price rules) as well as their promotions.
    const segment = this.pricer.segmentOf(caller, userId);
    const [user, products] = await Promise.all([
      this.peers.user(caller, userId),
      segment.then(({ groups }) => this.peers.products(caller, productIds, { groups, lines: order.items })),
    ]);
    if (!user || user.status === 'DELETED')
      throw badInput('userId', `No user with id "${userId}".`, 'NOT_FOUND');
    if (user.status !== 'ACTIVE')
      throw badInput('userId', 'Inactive customers cannot place orders.', 'NOT_ALLOWED');

    const listed = order.items.map((item, index) =>
      pricedLine(item, products, currency, `items[${index}]`, 'currency'),
    );
    const points = order.redeemPoints ?? 0;
    if (!Number.isSafeInteger(points) || points < 0)
      throw badInput('redeemPoints', 'Redeem a whole number of points, 0 or more.', 'OUT_OF_RANGE');
    // The balance is checked by the guarded debit once the stock is held (INSUFFICIENT_POINTS then gives
    // everything back): one read fewer on every checkout that pays with points.
    const quote = await this.pricer.quote(caller, {
      userId,
      currency,
      lines: linesOf(listed, products),
      destination: order.shippingAddress,
      shipping: order.shipping ?? null,
      couponCode: order.couponCode ?? null,
      points: points > 0 ? { points, valueMinor: pointsValueMinor(points, currency) } : null,
      segment: await segment,
    });
    const { totals } = quote;
    const pointsTaken = quote.discounts
      .filter((discount) => discount.kind === 'loyalty')
      .reduce((sum, discount) => sum + discount.amountMinor, 0);
    // Points are spent whole: more than the order can take (after its other discounts, within the
    // program's share) would be lost, so they are refused instead.
    if (
      points > 0 &&
      (pointsTaken < pointsValueMinor(points, currency) ||
        pointsTaken * 10_000 > totals.subtotalMinor * loyaltyProgram.maxRedeemBasisPoints)
    )
      throw badInput(
        'redeemPoints',
        `Points may pay at most ${loyaltyProgram.maxRedeemBasisPoints / 100} % of the items, and no more than is left to pay.`,
        'OUT_OF_RANGE',
      );
    const items = pricedItems(listed, totals);
    const { subtotalMinor, discountMinor, taxMinor, totalMinor } = totals;
    if (totalMinor > MAX_TOTAL_MINOR)
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
      shippingMinor: totals.shippingMinor,
      shipping: quote.shipping,
      taxRateBasisPoints: quote.taxRateBasisPoints,
      discounts: quote.discounts,
      coupon: quote.coupon ? { id: quote.coupon._id, code: quote.coupon.code, released: false } : null,
      pointsRedeemed: points,
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
      placed = withReservation(
        items,
        await this.peers.reserve(caller, orderId, items, order.shippingAddress?.country),
      );
    } catch (error) {
      await this.abandon(caller, orderId);
      throw describeShortage(error, items, (index) => `items[${index}].quantity`, 'No order was created.');
    }
    if (quote.coupon) {
      try {
        await this.coupons.redeem(caller, {
          coupon: quote.coupon,
          orderId,
          userId,
          discountMinor: quote.discounts
            .filter((discount) => discount.kind === 'coupon')
            .reduce((sum, discount) => sum + discount.amountMinor, 0),
          currency,
        });
      } catch (error) {
        await this.abandon(caller, orderId);
        throw error;
      }
    }
    if (points > 0) {
      try {
        await this.loyalty.move(caller, {
          userId,
          key: `redeem:${orderId}`,
          kind: 'redeem',
          points: -points,
          orderId,
          reason: 'paid for an order',
        });
      } catch (error) {
        await this.abandon(caller, orderId);
        throw error;
      }
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
          variantId: item.variantId,
          quantity: item.quantity,
          unitPrice: formatMinor(item.unitPriceMinor, currency),
          priceRuleId: item.priceRuleId ?? null,
          discount: formatMinor(item.discountMinor, currency),
          tax: formatMinor(item.taxMinor, currency),
        })),
        subtotal: formatMinor(subtotalMinor, currency),
        discounts: formatMinor(discountMinor, currency),
        shipping: formatMinor(totals.shippingMinor, currency),
        tax: formatMinor(taxMinor, currency),
        couponCode: quote.coupon?.code ?? null,
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

  /**
   * Releases whatever the order holds (stock, the coupon's use) and removes it; leaves it for the sweeper
   * when inventory is unreachable.
   */
  private async abandon(caller: Caller, orderId: string): Promise<void> {
    try {
      const placing = await this.models.Order.findOne(
        { _id: orderId, status: 'placing' },
        { coupon: 1, userId: 1, pointsRedeemed: 1 },
      ).lean<Pick<OrderRecord, 'coupon' | 'userId' | 'pointsRedeemed'>>();
      if (placing) await this.giveBack(caller, orderId, placing);
      await this.peers.release(caller, orderId);
    } catch (error) {
      this.logger.warn({ err: error, orderId }, 'release failed; the sweeper will retry');
      return;
    }
    await this.models.Order.deleteOne({ _id: orderId, status: 'placing' });
  }

  /** Gives back what an order that was not placed took: its coupon's use and its points (each once). */
  private async giveBack(
    caller: Caller,
    orderId: string,
    placing: Pick<OrderRecord, 'coupon' | 'userId' | 'pointsRedeemed'>,
  ): Promise<void> {
    if (placing.coupon) await this.coupons.release(caller, placing.coupon.id, orderId, 'order not placed');
    if (placing.pointsRedeemed)
      await restorePoints(this.loyalty, caller, placing.userId, orderId, 'order not placed');
  }

  /**
   * Finishes what a crashed placing left behind: `placing` orders created more than `ageMs` ago are
   * released and removed. Answers how many were.
   */
  async sweep(caller: Caller, ageMs: number): Promise<number> {
    const cutoff = new Date(this.clock.now() - ageMs);
    let abandoned = 0;
    const stale = await this.models.Order.find(
      { status: 'placing', createdAt: { $lt: cutoff } },
      { _id: 1, coupon: 1, userId: 1, pointsRedeemed: 1 },
    )
      .limit(100)
      .lean<Array<Pick<OrderRecord, '_id' | 'coupon' | 'userId' | 'pointsRedeemed'>>>();
    for (const placing of stale) {
      const { _id } = placing;
      try {
        await this.giveBack(caller, _id, placing);
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
