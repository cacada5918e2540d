import type { EventEnvelope, EventType } from '../../../platform/events';
import { isDuplicateKeyError } from '../../../platform/errors';
import { multiplyMinor, parseDecimalToMinor } from '../../../platform/money';
import type { OrderModels, OrderRecord, OrderState } from '../order/model';
import {
  coPurchaseId,
  productKey,
  purchaseId,
  type InsightsModels,
  type PurchaseLine,
  type PurchaseRecord,
} from './model';

/** The events the purchase log follows: the order's life, its refunds, and carts getting their first line. */
export const insightEvents = [
  'OrderCreatedEvent',
  'OrderItemAddedEvent',
  'OrderConfirmedEvent',
  'OrderFailedEvent',
  'order.shipped',
  'OrderDeliveredEvent',
  'OrderCancelledEvent',
  'OrderReturnedEvent',
  'PaymentRefundedEvent',
  'CartStartedEvent',
] as const satisfies readonly EventType[];

/** How many trained order ids a co-purchase document remembers (a redelivery comes long before that many others). */
const REMEMBERED = 1000;

/** The time field each state's event sets on the purchase. */
const stateField: Partial<Record<OrderState, keyof PurchaseRecord>> = {
  confirmed: 'paidAt',
  shipped: 'shippedAt',
  delivered: 'deliveredAt',
  cancelled: 'cancelledAt',
  failed: 'failedAt',
  returned: 'returnedAt',
};

const eventState: Partial<Record<string, OrderState>> = {
  OrderConfirmedEvent: 'confirmed',
  OrderFailedEvent: 'failed',
  'order.shipped': 'shipped',
  OrderDeliveredEvent: 'delivered',
  OrderCancelledEvent: 'cancelled',
  OrderReturnedEvent: 'returned',
};

interface EventItem {
  orderItemId?: string;
  productId: string;
  quantity: number;
  unitPrice: string;
  lineTotal?: string;
}

/**
 * Applies events (and orders written without any, like the sample data) to one generation of the
 * read models. Every effect is idempotent and independent of the order events arrive in, so the live
 * consumer and a rebuild may both apply the same event to the generation being built.
 */
export class PurchaseProjection {
  constructor(
    private readonly models: InsightsModels,
    private readonly orders: OrderModels,
  ) {}

  async apply(gen: number, event: EventEnvelope): Promise<void> {
    const data = event.data as Record<string, unknown>;
    const at = new Date(event.occurredAt);
    if (event.type === 'CartStartedEvent') {
      await this.models.CartStart.updateOne(
        { _id: `${gen}:${event.id}` },
        { $setOnInsert: { gen, cartId: String(data.cartId ?? event.aggregateId), at } },
        { upsert: true },
      ).catch(ignoreDuplicate);
      return;
    }
    const orderId = String(data.orderId ?? event.aggregateId);
    const currency = String(data.currency ?? 'USD');
    const minor = (value: unknown) => parseDecimalToMinor(String(value ?? '0'), currency) ?? 0;
    const base = { userId: data.userId == null ? null : String(data.userId), currency };
    switch (event.type) {
      case 'OrderCreatedEvent': {
        const items = (data.items as EventItem[] | undefined) ?? [];
        const lines = items.map((item, index) =>
          line(`created:${index}`, item.productId, item.quantity, minor(item.unitPrice), null),
        );
        await this.upsert(gen, orderId, { $set: { ...base, placedAt: at, createdLines: lines } });
        return this.train(gen, orderId);
      }
      case 'OrderItemAddedEvent': {
        const item = data.item as EventItem;
        const added = line(
          item.orderItemId ?? event.id,
          item.productId,
          item.quantity,
          minor(item.unitPrice),
          item.lineTotal === undefined ? null : minor(item.lineTotal),
        );
        await this.upsert(gen, orderId, { $set: base, $addToSet: { addedLines: added } });
        return this.train(gen, orderId);
      }
      case 'PaymentRefundedEvent':
        await this.upsert(gen, orderId, {
          $set: base,
          $addToSet: {
            refunds: { refundId: String(data.refundId ?? event.id), amountMinor: minor(data.amount), at },
          },
        });
        return;
      default:
        break;
    }
    const state = eventState[event.type];
    if (!state) return;
    const set: Record<string, unknown> = { ...base, [stateField[state]!]: at };
    if (state === 'confirmed') set.paidTotalMinor = minor(data.total);
    const update: Record<string, unknown> = { $set: set };
    if (state === 'returned') {
      const lines = (data.lines as Array<{ quantity: number }> | undefined) ?? [];
      update.$addToSet = {
        returns: {
          returnId: String(data.returnId ?? event.id),
          refundMinor: Number(data.refund ?? 0),
          units: lines.reduce((sum, returned) => sum + returned.quantity, 0),
          at,
        },
      };
    }
    await this.upsert(gen, orderId, update);
    if (state === 'shipped' || state === 'delivered') await this.train(gen, orderId);
  }

  /**
   * An order that published no events (sample data, imports) as its own document tells it: lines from its
   * items, the times of its states from its history.
   */
  async importOrder(gen: number, order: OrderRecord): Promise<void> {
    const set: Record<string, unknown> = {
      userId: order.userId,
      currency: order.currency,
      placedAt: order.orderDate,
      createdLines: order.items.map((item, index) =>
        line(`created:${index}`, item.productId, item.quantity, item.unitPriceMinor, item.lineTotalMinor),
      ),
      source: 'import',
    };
    for (const change of order.history) {
      const field = stateField[change.to as OrderState];
      if (field) set[field] = change.at;
      if (change.to === 'confirmed') set.paidTotalMinor = order.totalMinor;
    }
    await this.upsert(gen, order._id, { $set: set });
    await this.train(gen, order._id);
  }

  /**
   * Imports every order that was not placed through the events (its creation has no event id: sample
   * data, imports) and is not in this generation yet, in batches; answers how many. Such an order's later
   * changes do publish events, which then apply on top of the imported document.
   */
  async importUnlogged(gen: number, progress?: (done: number) => void): Promise<number> {
    let done = 0;
    let after = '';
    for (;;) {
      const batch = await this.orders.Order.find({
        _id: { $gt: after },
        status: { $ne: 'placing' },
        'history.0': { $exists: true },
        'history.0.eventId': null,
      })
        .sort({ _id: 1 })
        .limit(200)
        .lean<OrderRecord[]>();
      if (!batch.length) return done;
      const present = new Set(
        (
          await this.models.Purchase.find(
            { _id: { $in: batch.map((order) => purchaseId(gen, order._id)) } },
            { orderId: 1 },
          ).lean<Array<Pick<PurchaseRecord, 'orderId'>>>()
        ).map((purchase) => purchase.orderId),
      );
      for (const order of batch) {
        if (present.has(order._id)) continue;
        await this.importOrder(gen, order);
        done++;
      }
      after = batch[batch.length - 1]!._id;
      progress?.(done);
    }
  }

  private async upsert(gen: number, orderId: string, update: Record<string, unknown>): Promise<void> {
    const filter = { _id: purchaseId(gen, orderId) };
    try {
      await this.models.Purchase.updateOne(
        filter,
        { ...update, $setOnInsert: { gen, orderId } },
        { upsert: true },
      );
    } catch (error) {
      // Two first events of one order raced to create its document: apply this one onto the winner's.
      if (!isDuplicateKeyError(error)) throw error;
      await this.models.Purchase.updateOne(filter, update);
    }
  }

  /**
   * Co-purchase training, once per shipped (or delivered) order: each product of the order counts the
   * order and every other product in it. Runs whenever the order's lines or its shipping arrive, so it
   * happens whichever comes first; each product document remembers the order id in the same update.
   */
  private async train(gen: number, orderId: string): Promise<void> {
    const purchase = await this.models.Purchase.findById(purchaseId(gen, orderId)).lean<PurchaseRecord>();
    if (!purchase || (!purchase.shippedAt && !purchase.deliveredAt)) return;
    const units = new Map<string, number>();
    for (const bought of [...purchase.createdLines, ...purchase.addedLines])
      units.set(bought.productId, (units.get(bought.productId) ?? 0) + bought.quantity);
    for (const [productId, quantity] of units) {
      const inc: Record<string, number> = { orders: 1, units: quantity };
      for (const other of units.keys()) if (other !== productId) inc[`with.${productKey(other)}`] = 1;
      await this.models.CoPurchase.updateOne(
        { _id: coPurchaseId(gen, productId), applied: { $ne: orderId } },
        {
          $inc: inc,
          $push: { applied: { $each: [orderId], $slice: -REMEMBERED } },
          $setOnInsert: { gen, productId },
        },
        { upsert: true },
      ).catch(ignoreDuplicate);
    }
  }
}

function line(
  key: string,
  productId: string,
  quantity: number,
  unitPriceMinor: number,
  lineTotalMinor: number | null,
): PurchaseLine {
  return {
    key,
    productId,
    quantity,
    unitPriceMinor,
    lineTotalMinor: lineTotalMinor ?? multiplyMinor(unitPriceMinor, quantity),
  };
}

/** An upsert whose filter no longer matched an existing document: the effect is there already. */
function ignoreDuplicate(error: unknown): void {
  if (!isDuplicateKeyError(error)) throw error;
}
