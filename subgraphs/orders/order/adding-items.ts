import type { Clock } from '../../../platform/clock';
import { appError, badInput, notFound } from '../../../platform/errors';
import { newEvent } from '../../../platform/events';
import type { IdempotencyStore } from '../../../platform/idempotency';
import type { Caller } from '../../../platform/identity/caller';
import type { Logger } from '../../../platform/logging';
import { formatMinor } from '../../../platform/money';
import { runKeyed } from '../idempotency';
import type { OrderPeers } from '../peers/order-peers';
import type { OrderModels, OrderRecord, OrderState } from './model';
import {
  describeShortage,
  MAX_LINES,
  MAX_TOTAL_MINOR,
  pricedLine,
  validLine,
  withReservation,
  type OrderLineInput,
} from './order-lines';
import type { OrderReads } from './reads';
import { withAddedLine } from '../pricing/order-figures';
import { stateEventData, statusOfState } from './state-machine';

/** addOrderItem: one line more on a pending, unpaid order. */
export interface AddOrderItemInput {
  orderId: string;
  item: OrderLineInput;
  /** createOrder's contract: the same key with the same input adds the line once. */
  idempotencyKey?: string | null;
}

/** What an order must be for a line to be added: pending, and its payment not started (the total is not frozen). */
export const EDITABLE = { status: 'pending', paymentMethod: null } as const;

/** How often a step re-reads the order when a concurrent write got there first. */
const ROUNDS = 5;

function isEditable(order: Pick<OrderRecord, 'status' | 'paymentMethod'>): boolean {
  return order.status === 'pending' && !order.paymentMethod;
}

function notEditable(id: string, order: Pick<OrderRecord, 'status' | 'paymentMethod'> | null): unknown {
  if (!order || order.status === 'placing') return notFound('ORDER_NOT_FOUND', id);
  const state = order.status as OrderState;
  const extensions = {
    status: statusOfState[state],
    state: state.toUpperCase(),
    paymentStarted: Boolean(order.paymentMethod),
  };
  if (state === 'pending') {
    return appError(
      'ORDER_NOT_EDITABLE',
      'The order is being paid, so its total cannot change; place another order for more items.',
      extensions,
    );
  }
  return appError(
    'ORDER_NOT_EDITABLE',
    `Items can be added only while an order is PENDING and unpaid; this one is ${state.toUpperCase()}.`,
    extensions,
  );
}

function totalOutOfRange() {
  return badInput('item.quantity', 'The order total must stay between 0 and 9999999999.99.', 'OUT_OF_RANGE');
}

/**
 * Adding a line to a pending order within the caller's write reach whose payment has not started, as a
 * saga of single-document steps like placing one:
 *   1. note the line on the order (`pendingLines`), so a crash from here on leaves something the
 *      sweeper finds and releases;
 *   2. reserve its stock under a reservation of its own (`<order>/<line>`: inventory keeps one hold per
 *      reservation and stock level, so the order's own reservation cannot grow);
 *   3. in one update, guarded by the order still being editable and at the event sequence read: the
 *      line, its reservation, the new totals, a history entry and OrderItemAddedEvent in the outbox.
 * A failure at 2 or 3 releases the line's stock and leaves the order as it was.
 */
export class OrderItems {
  constructor(
    private readonly models: OrderModels,
    private readonly reads: OrderReads,
    private readonly peers: OrderPeers,
    private readonly keys: IdempotencyStore,
    private readonly clock: Clock,
    private readonly logger: Logger,
    /** Called after a write that recorded an event (nudges the outbox relay). */
    private readonly onEvent: () => void,
    /** The customer's groups, for their unit prices (catalog price rules). Default: none. */
    private readonly groupsOf: (caller: Caller, userId: string) => Promise<string[]> = async () => [],
  ) {}

  addItem(caller: Caller, input: AddOrderItemInput): Promise<OrderRecord> {
    const { idempotencyKey, ...request } = input;
    return runKeyed(this.keys, caller, {
      operation: 'addOrderItem',
      key: idempotencyKey,
      input: request,
      execute: async () => {
        const order = await this.add(caller, request.orderId, request.item);
        return { id: order._id, result: order };
      },
      load: async (id) => {
        const order = await this.reads.get(caller, id, 'any');
        if (!order) throw notFound('ORDER_NOT_FOUND', id);
        return order;
      },
    });
  }

  private async add(caller: Caller, id: string, line: OrderLineInput): Promise<OrderRecord> {
    validLine(line, 'item');
    const current = await this.reads.get(caller, id, 'write');
    if (!current) throw notFound('ORDER_NOT_FOUND', id);
    if (!isEditable(current)) throw notEditable(id, current);
    if (current.items.length >= MAX_LINES)
      throw badInput('item', `An order has at most ${MAX_LINES} lines.`, 'OUT_OF_RANGE');
    const products = await this.peers.products(caller, [line.productId], {
      groups: await this.groupsOf(caller, current.userId),
      lines: [line],
    });
    const listed = pricedLine(line, products, current.currency, 'item', 'item.productId');
    let { item } = withAddedLine(current, listed);
    if (current.totalMinor + item.lineTotalMinor > MAX_TOTAL_MINOR) throw totalOutOfRange();

    const reservationId = `${id}/${item._id}`;
    const noted = await this.models.Order.updateOne(
      { _id: id, ...EDITABLE },
      { $push: { pendingLines: { _id: item._id, reservationId, at: new Date(this.clock.now()) } } },
    );
    if (noted.modifiedCount === 0) throw notEditable(id, await this.reads.get(caller, id, 'any'));
    try {
      // The priced line names the variant chosen (a default variant's id when none was asked for).
      const reserved = await this.peers.reserve(
        caller,
        reservationId,
        [item],
        current.shippingAddress?.country,
      );
      item = withReservation([item], reserved)[0]!;
    } catch (error) {
      await this.dropPendingLine(caller, id, item._id, reservationId);
      throw describeShortage(error, [item], () => 'item.quantity', 'The order was not changed.');
    }

    for (let round = 0; round < ROUNDS; round++) {
      const order = await this.reads.get(caller, id, 'any');
      if (!order || !isEditable(order)) {
        await this.dropPendingLine(caller, id, item._id, reservationId);
        throw notEditable(id, order);
      }
      // The sweeper gave the line up (this request outlived the sweep's age): its stock is released already.
      if (!order.pendingLines?.some((pending) => pending._id === item._id)) break;
      const { subtotalMinor, taxMinor, totalMinor } = withAddedLine(order, listed);
      if (totalMinor > MAX_TOTAL_MINOR) {
        await this.dropPendingLine(caller, id, item._id, reservationId);
        throw totalOutOfRange();
      }
      const sequence = (order.eventSeq ?? 0) + 1;
      const now = new Date(this.clock.now());
      const event = newEvent(
        'OrderItemAddedEvent',
        'order',
        id,
        sequence,
        {
          ...stateEventData(
            { orderId: id, userId: order.userId, totalMinor, currency: order.currency },
            'pending',
            'pending',
          ),
          item: {
            orderItemId: item._id,
            productId: item.productId,
            variantId: item.variantId,
            sku: item.sku,
            quantity: item.quantity,
            priceRuleId: item.priceRuleId ?? null,
            unitPrice: formatMinor(item.unitPriceMinor, order.currency),
            lineTotal: formatMinor(item.lineTotalMinor, order.currency),
          },
          reservationId,
        },
        now,
      );
      const reason = `added ${item.quantity} × ${item.name} (${item.sku})`;
      const added = await this.models.Order.findOneAndUpdate(
        { _id: id, ...EDITABLE, eventSeq: order.eventSeq ?? 0, 'pendingLines._id': item._id },
        {
          // Guarded by the event sequence: the figures were computed from the order as it is.
          $set: { eventSeq: sequence, subtotalMinor, taxMinor, totalMinor },
          $push: {
            items: item,
            lineReservations: reservationId,
            history: {
              from: 'pending',
              to: 'pending',
              at: now,
              actor: caller.actor,
              reason,
              eventId: event.id,
            },
            outbox: event,
          },
          $pull: { pendingLines: { _id: item._id } },
        },
        { returnDocument: 'after' },
      ).lean<OrderRecord>();
      if (added) {
        this.onEvent();
        return added;
      }
      // Another line was added, or the order moved, meanwhile: decide again from what it is now.
    }
    await this.dropPendingLine(caller, id, item._id, reservationId);
    throw appError(
      'CONCURRENT_MODIFICATION',
      'The order kept changing while the item was added; nothing was added. Retry.',
    );
  }

  /** Gives back a pending line's stock and forgets the line; leaves both to the sweeper when inventory is unreachable. */
  private async dropPendingLine(
    caller: Caller,
    orderId: string,
    lineId: string,
    reservationId: string,
  ): Promise<void> {
    try {
      await this.peers.release(caller, reservationId);
    } catch (error) {
      this.logger.warn(
        { err: error, orderId, reservationId },
        'release of an added line failed; the sweeper will retry',
      );
      return;
    }
    await this.models.Order.updateOne({ _id: orderId }, { $pull: { pendingLines: { _id: lineId } } });
  }

  /**
   * Finishes what a crashed addOrderItem left behind: lines noted for adding more than `ageMs` ago are
   * released and forgotten. Answers how many were.
   */
  async sweep(caller: Caller, ageMs: number): Promise<number> {
    const cutoff = new Date(this.clock.now() - ageMs);
    let dropped = 0;
    const interrupted = await this.models.Order.find(
      { 'pendingLines.at': { $lt: cutoff } },
      { _id: 1, pendingLines: 1 },
    )
      .limit(100)
      .lean<OrderRecord[]>();
    for (const order of interrupted) {
      for (const line of order.pendingLines ?? []) {
        if (line.at >= cutoff) continue;
        await this.dropPendingLine(caller, order._id, line._id, line.reservationId);
        dropped++;
      }
    }
    return dropped;
  }
}
