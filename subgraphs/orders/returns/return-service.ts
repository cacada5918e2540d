import { randomUUID } from 'node:crypto';
import type { Clock } from '../../../platform/clock';
import { appError, badInput, notFound } from '../../../platform/errors';
import type { Caller } from '../../../platform/identity/caller';
import { sumMinor } from '../../../platform/money';
import { refundOfLine } from '../pricing/totals';
import type { OrderModels, OrderRecord } from '../order/model';
import type { OrderReads } from '../order/reads';
import type { OrderTransitions } from '../order/transitions';
import { trackingNumber } from '../shipping/carriers';
import type { ReturnLineRecord, ReturnRecord } from './model';

/** returnOrder: why, and which lines (default: every line in full). */
export interface ReturnOrderInput {
  orderId: string;
  /** At most 1000 characters. */
  reason: string;
  lines?: ReadonlyArray<{ orderItemId: string; quantity: number }> | null;
}

/**
 * Returns after delivery: the order becomes returned with its return record in one update, and
 * OrderReturnedEvent carries the lines and the refund; the stock consumer restocks them and the refund
 * consumer refunds them (both once per return id).
 */
export class ReturnService {
  constructor(
    private readonly models: OrderModels,
    private readonly orders: { reads: OrderReads; transitions: OrderTransitions },
    private readonly clock: Clock,
  ) {}

  /** Returns a delivered order within the caller's write reach (others answer ORDER_NOT_FOUND). */
  async returnOrder(
    caller: Caller,
    input: ReturnOrderInput,
  ): Promise<{ record: ReturnRecord; order: OrderRecord }> {
    const order = await this.orders.reads.get(caller, input.orderId, 'write');
    if (!order) throw notFound('ORDER_NOT_FOUND', input.orderId);
    const reason = input.reason.trim();
    if (!reason) throw badInput('reason', 'Say why the order is returned.', 'REQUIRED');
    if (reason.length > 1000) throw badInput('reason', 'The reason is at most 1000 characters.', 'TOO_LONG');
    const wanted = input.lines?.length
      ? input.lines
      : order.items.map((item) => ({ orderItemId: item._id, quantity: item.quantity }));
    const lines: ReturnLineRecord[] = wanted.map((line, index) => {
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
      // What the customer paid for these units: their share of the line's discount and tax (pricing/).
      const share = refundOfLine(item, line.quantity);
      return {
        orderItemId: item._id,
        productId: item.productId,
        variantId: item.variantId,
        quantity: line.quantity,
        refundMinor: share.refundMinor,
        discountMinor: share.discountMinor,
        taxMinor: share.taxMinor,
      };
    });
    if (new Set(lines.map((line) => line.orderItemId)).size !== lines.length)
      throw badInput('lines', 'Name each order line once.', 'NOT_ALLOWED');
    const record: ReturnRecord = {
      id: randomUUID(),
      reason,
      status: 'received',
      lines,
      refundMinor: sumMinor(lines.map((line) => line.refundMinor)),
      returnTrackingNumber: trackingNumber('parcelpost'),
      createdAt: new Date(this.clock.now()),
    };
    if (order.status !== 'delivered' && order.status !== 'returned') {
      throw appError(
        'INVALID_STATUS_TRANSITION',
        `Only a delivered order can be returned; this one is ${order.status}.`,
        { from: order.status.toUpperCase(), to: 'RETURNED', allowed: [] },
      );
    }
    const { order: moved, moved: changed } = await this.orders.transitions.move(
      caller,
      order._id,
      ['returned'],
      {
        reason,
        push: { returns: record },
        data: {
          returnId: record.id,
          lines: lines.map((line) => ({
            productId: line.productId,
            variantId: line.variantId,
            quantity: line.quantity,
          })),
          refund: record.refundMinor,
        },
      },
    );
    if (!changed) throw badInput('orderId', 'The order was already returned.', 'ALREADY_EXISTS');
    return { record, order: moved };
  }

  /** The refund consumer marks a return refunded. */
  async markRefunded(_caller: Caller, orderId: string, returnId: string): Promise<void> {
    await this.models.Order.updateOne(
      { _id: orderId, 'returns.id': returnId },
      { $set: { 'returns.$.status': 'refunded' } },
    );
  }
}
