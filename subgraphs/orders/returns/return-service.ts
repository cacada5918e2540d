import { randomUUID } from 'node:crypto';
import type { Clock } from '../../../platform/clock';
import { appError, badInput, notFound } from '../../../platform/errors';
import type { Caller } from '../../../platform/identity/caller';
import { refundOfReturn } from '../pricing/totals';
import type { OrderModels, OrderRecord } from '../order/model';
import type { OrderReads } from '../order/reads';
import type { OrderTransitions } from '../order/transitions';
import { trackingNumber } from '../shipping/carriers';
import type { ReturnLineRecord, ReturnRecord } from './model';

/** Units of each line given back by the order's earlier returns. */
function returnedUnits(order: OrderRecord): Map<string, number> {
  const units = new Map<string, number>();
  for (const earlier of order.returns ?? [])
    for (const line of earlier.lines)
      units.set(line.orderItemId, (units.get(line.orderItemId) ?? 0) + line.quantity);
  return units;
}

/**
 * The lines of a return of `order` as it stands, and what they refund: the named lines (each at most what
 * earlier returns left of it), or every unit not returned yet.
 */
function returning(
  order: OrderRecord,
  named: ReadonlyArray<{ orderItemId: string; quantity: number }> | null,
): Pick<ReturnRecord, 'lines' | 'refundMinor' | 'shippingMinor'> {
  const before = returnedUnits(order);
  const left = (itemId: string, quantity: number) => quantity - (before.get(itemId) ?? 0);
  const wanted =
    named ??
    order.items
      .map((item) => ({ orderItemId: item._id, quantity: left(item._id, item.quantity) }))
      .filter((line) => line.quantity > 0);
  if (wanted.length === 0)
    throw badInput('orderId', 'Every unit of the order was returned already.', 'ALREADY_EXISTS');
  wanted.forEach((line, index) => {
    const item = order.items.find((candidate) => candidate._id === line.orderItemId)!;
    const available = left(item._id, item.quantity);
    if (line.quantity > available)
      throw badInput(
        `lines[${index}].quantity`,
        available === 0
          ? 'Every unit of this line was returned already.'
          : `Return 1-${available} of this line; the rest was returned already.`,
        'OUT_OF_RANGE',
      );
  });
  const refund = refundOfReturn({
    lines: order.items.map((item) => ({
      key: item._id,
      quantity: item.quantity,
      unitPriceMinor: item.unitPriceMinor,
      discountMinor: item.discountMinor,
      taxMinor: item.taxMinor,
      returnedBefore: before.get(item._id) ?? 0,
    })),
    returning: wanted.map((line) => ({ key: line.orderItemId, quantity: line.quantity })),
    shippingMinor: order.shippingMinor ?? 0,
  });
  const lines: ReturnLineRecord[] = refund.lines.map((line) => {
    const item = order.items.find((candidate) => candidate._id === line.key)!;
    return {
      orderItemId: item._id,
      productId: item.productId,
      variantId: item.variantId,
      quantity: line.quantity,
      refundMinor: line.refundMinor,
      discountMinor: line.discountMinor,
      taxMinor: line.taxMinor,
    };
  });
  return { lines, refundMinor: refund.refundMinor, shippingMinor: refund.shippingMinor };
}

/** returnOrder: why, and which lines (default: every line in full). */
export interface ReturnOrderInput {
  orderId: string;
  /** At most 1000 characters. */
  reason: string;
  lines?: ReadonlyArray<{ orderItemId: string; quantity: number }> | null;
}

/**
 * Returns after delivery: the order becomes returned (or stays so, for a further return of the units left)
 * with the return record in one update, and OrderReturnedEvent carries the lines and the refund; the stock
 * consumer restocks them and the refund consumer refunds them (both once per return id).
 */
export class ReturnService {
  constructor(
    private readonly models: OrderModels,
    private readonly orders: { reads: OrderReads; transitions: OrderTransitions },
    private readonly clock: Clock,
  ) {}

  /**
   * Returns units of a delivered order within the caller's write reach (others answer ORDER_NOT_FOUND):
   * the named lines, or every unit not returned yet. An order may be returned in several parts; each
   * return refunds its units' share of what was paid (pricing/totals.ts `refundOfReturn`), and the one that
   * brings back the last unit refunds the shipping too, so the returns add up to what the order charged.
   */
  async returnOrder(
    caller: Caller,
    input: ReturnOrderInput,
  ): Promise<{ record: ReturnRecord; order: OrderRecord }> {
    const order = await this.orders.reads.get(caller, input.orderId, 'write');
    if (!order) throw notFound('ORDER_NOT_FOUND', input.orderId);
    const reason = input.reason.trim();
    if (!reason) throw badInput('reason', 'Say why the order is returned.', 'REQUIRED');
    if (reason.length > 1000) throw badInput('reason', 'The reason is at most 1000 characters.', 'TOO_LONG');
    const named = input.lines?.length ? input.lines : null;
    named?.forEach((line, index) => {
      const item = order.items.find((candidate) => candidate._id === line.orderItemId);
      if (!item)
        throw badInput(
          `lines[${index}].orderItemId`,
          `The order has no line "${line.orderItemId}".`,
          'NOT_FOUND',
        );
      if (!Number.isInteger(line.quantity) || line.quantity < 1 || line.quantity > item.quantity) {
        throw badInput(`lines[${index}].quantity`, `Return 1-${item.quantity} of this line.`, 'OUT_OF_RANGE');
      }
    });
    if (named && new Set(named.map((line) => line.orderItemId)).size !== named.length)
      throw badInput('lines', 'Name each order line once.', 'NOT_ALLOWED');
    if (order.status !== 'delivered' && order.status !== 'returned') {
      throw appError(
        'INVALID_STATUS_TRANSITION',
        `Only a delivered order can be returned; this one is ${order.status}.`,
        { from: order.status.toUpperCase(), to: 'RETURNED', allowed: [] },
      );
    }
    const id = randomUUID();
    const returnTrackingNumber = trackingNumber('parcelpost');
    const createdAt = new Date(this.clock.now());
    let record: ReturnRecord | null = null;
    // Decided on the order as the update finds it: a return racing this one for the same units makes this
    // one read the order again, and it can only take what that one left.
    const { order: moved } = await this.orders.transitions.move(
      caller,
      order._id,
      ['returned'],
      (current) => {
        record = {
          id,
          reason,
          status: 'received',
          returnTrackingNumber,
          createdAt,
          ...returning(current, named),
        };
        return {
          reason,
          reenter: true,
          push: { returns: record },
          data: {
            returnId: record.id,
            lines: record.lines.map((line) => ({
              productId: line.productId,
              variantId: line.variantId,
              quantity: line.quantity,
            })),
            refund: record.refundMinor,
          },
        };
      },
    );
    return { record: record!, order: moved };
  }

  /** The refund consumer marks a return refunded. */
  async markRefunded(_caller: Caller, orderId: string, returnId: string): Promise<void> {
    await this.models.Order.updateOne(
      { _id: orderId, 'returns.id': returnId },
      { $set: { 'returns.$.status': 'refunded' } },
    );
  }
}
