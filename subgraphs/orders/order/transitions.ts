import type { Clock } from '../../../platform/clock';
import { appError, badInput, notFound } from '../../../platform/errors';
import { newEvent } from '../../../platform/events';
import type { Caller } from '../../../platform/identity/caller';
import type { PaymentMethodRecord } from '../payments/model';
import { PICKED_UP } from '../shipping/model';
import { EDITABLE } from './adding-items';
import type { OrderModels, OrderRecord, OrderState } from './model';
import { validNotes } from './order-lines';
import { VISIBLE, type OrderReads } from './reads';
import {
  canMove,
  eventOfState,
  stateEventData,
  statusOfState,
  transitions,
  type GraphQLOrderStatus,
} from './state-machine';

/** updateOrder: the notes, and CANCELLED. */
export interface UpdateOrderInput {
  status?: GraphQLOrderStatus | null;
  /** At most 2000 characters; an empty string clears the notes. */
  notes?: string | null;
}

/** What comes with a move: why, fields written in the same update (a shipment, a return), extra event data. */
export interface MoveChange {
  /** Kept in the history and in each event. */
  reason?: string | null;
  set?: Record<string, unknown>;
  push?: Record<string, unknown>;
  /** Additional conditions on the order document for the update to apply. */
  guard?: Record<string, unknown>;
  data?: Record<string, unknown>;
  /**
   * The order may enter the target state again from itself (a further return of a returned order): the
   * history then shows returned → returned and the state's event is recorded again.
   */
  reenter?: boolean;
}

/** How often a move re-reads the order when a concurrent write got there first. */
const ROUNDS = 5;

/**
 * Moving orders through the state machine (state-machine.ts): the caller's own changes (cancelling,
 * notes) and the moves the lifecycle makes on events, shipments and returns. The caller is recorded as the
 * actor of each change.
 */
export class OrderTransitions {
  constructor(
    private readonly models: OrderModels,
    private readonly reads: OrderReads,
    private readonly clock: Clock,
    /** Called after a write that recorded an event (nudges the outbox relay). */
    private readonly onEvent: () => void,
  ) {}

  /**
   * Moves an order along `path` (one state, or several in a row: shipped then delivered) in one guarded
   * update that appends each change to the history and each state's event to the outbox. Repeating a
   * move already made (a redelivered event) answers the order unchanged with `moved: false`; a move the
   * machine does not allow is INVALID_STATUS_TRANSITION. Whoever calls it has decided the caller may: it
   * reads the order whoever owns it. A change that depends on the order (a return's refund depends on the
   * units returned before) is given as a function of it, decided again on every round, so a concurrent
   * write can never leave it decided on a stale order.
   */
  async move(
    caller: Caller,
    id: string,
    path: readonly OrderState[],
    changeOf: MoveChange | ((current: OrderRecord) => MoveChange) = {},
  ): Promise<{ order: OrderRecord; moved: boolean }> {
    const target = path.at(-1)!;
    for (let round = 0; round < ROUNDS; round++) {
      const current = await this.reads.get(caller, id, 'any');
      if (!current) throw notFound('ORDER_NOT_FOUND', id);
      const from = current.status as OrderState;
      const change = typeof changeOf === 'function' ? changeOf(current) : changeOf;
      const again = from === target && change.reenter === true;
      if (from === target && !again) return { order: current, moved: false };
      // A path partly walked already (shipped, now delivered) continues from where the order is.
      const steps = again ? [target] : path.includes(from) ? path.slice(path.indexOf(from) + 1) : path;
      let state = from;
      for (const next of again ? [] : steps) {
        if (!canMove(state, next)) throw invalidMove(from, next);
        state = next;
      }
      const now = new Date(this.clock.now());
      const reason = change.reason ?? null;
      const history = [];
      const events = [];
      let previous = from;
      let sequence = current.eventSeq ?? 0;
      for (const next of steps) {
        sequence += 1;
        const data = {
          ...stateEventData(
            {
              orderId: current._id,
              userId: current.userId,
              totalMinor: current.totalMinor,
              currency: current.currency,
            },
            previous,
            next,
          ),
          reason,
          ...change.data,
        };
        const event = newEvent(eventOfState[next], 'order', id, sequence, data, now);
        events.push(event);
        history.push({ from: previous, to: next, at: now, actor: caller.actor, reason, eventId: event.id });
        previous = next;
      }
      const changed = await this.models.Order.findOneAndUpdate(
        { _id: id, status: from, eventSeq: current.eventSeq ?? 0, ...change.guard },
        {
          $set: { ...change.set, status: target, eventSeq: sequence },
          $push: { ...change.push, history: { $each: history }, outbox: { $each: events } },
        },
        { returnDocument: 'after' },
      ).lean<OrderRecord>();
      if (changed) {
        this.onEvent();
        return { order: changed, moved: true };
      }
      // Someone else changed it first: decide again from the new state.
    }
    throw appError(
      'CONCURRENT_MODIFICATION',
      'The order kept changing while this update ran; read it again and retry.',
    );
  }

  /**
   * Changes an order within the caller's write reach (others answer ORDER_NOT_FOUND): its notes, and
   * CANCELLED before it ships (the stock consumer then releases or restocks, the payment consumer refunds).
   * The other statuses follow from events: PROCESSING when the payment is charged, SHIPPED and DELIVERED
   * from the shipment's tracking; asking for them here is INVALID_STATUS_TRANSITION (FORBIDDEN for customers).
   */
  async update(caller: Caller, id: string, input: UpdateOrderInput): Promise<OrderRecord> {
    const set: Record<string, unknown> = {};
    if (input.notes !== undefined) set.notes = validNotes(input.notes);
    const current = await this.reads.get(caller, id, 'write');
    if (!current) throw notFound('ORDER_NOT_FOUND', id);
    const from = current.status as OrderState;
    const wanted = input.status;
    if (!wanted || wanted === statusOfState[from]) {
      if (Object.keys(set).length === 0) return current;
      const updated = await this.models.Order.findOneAndUpdate(
        { _id: id, ...VISIBLE },
        { $set: set },
        { returnDocument: 'after' },
      ).lean<OrderRecord>();
      return updated ?? current;
    }
    if (wanted !== 'CANCELLED') {
      if (caller.reach.write.kind !== 'all')
        throw appError('FORBIDDEN', `Only staff move an order to ${wanted}; you may cancel it.`);
      const how: Record<Exclude<GraphQLOrderStatus, 'CANCELLED'>, string> = {
        PENDING: 'An order is PENDING only until it is paid, fails or is cancelled.',
        PROCESSING: 'An order becomes PROCESSING when its payment is charged.',
        SHIPPED:
          'An order becomes SHIPPED when its shipment is picked up (createShipment, then addTrackingEvent IN_TRANSIT).',
        DELIVERED: 'An order becomes DELIVERED when its shipment is delivered (addTrackingEvent DELIVERED).',
      };
      throw appError('INVALID_STATUS_TRANSITION', how[wanted], {
        from: statusOfState[from],
        to: wanted,
        fromState: from.toUpperCase(),
        allowed: transitions[from].map((state) => state.toUpperCase()),
      });
    }
    // An order shipping in several parcels stays CONFIRMED until the last is picked up; once one has left,
    // cancelling would restock units that are on their way.
    if (from === 'confirmed' && current.shipments?.some((shipment) => PICKED_UP.includes(shipment.status)))
      throw appError(
        'INVALID_STATUS_TRANSITION',
        'A parcel of this order has been picked up by the carrier; it can no longer be cancelled.',
        {
          from: statusOfState[from],
          to: 'CANCELLED',
          fromState: from.toUpperCase(),
          toState: 'CANCELLED',
          allowed: ['SHIPPED'],
        },
      );
    const { order } = await this.move(caller, id, ['cancelled'], {
      reason: 'cancelled on request',
      set,
      guard: { 'shipments.status': { $nin: PICKED_UP } },
    });
    return order;
  }

  /**
   * Freezes a pending order's total for its payment (payOrder): records the method in one update guarded
   * by the total the payment will charge, so a line added concurrently either lands first (and the total
   * is read again) or finds the order no longer editable. An order whose payment already started is
   * frozen already. Answers the order as frozen, whose `totalMinor` the payment must charge.
   */
  async freezeForPayment(caller: Caller, id: string, method: PaymentMethodRecord): Promise<OrderRecord> {
    for (let round = 0; round < ROUNDS; round++) {
      const order = await this.reads.get(caller, id, 'any');
      if (!order) throw notFound('ORDER_NOT_FOUND', id);
      if (order.status !== 'pending')
        throw badInput(
          'orderId',
          `Only a pending order can be paid; this one is ${order.status}.`,
          'NOT_ALLOWED',
        );
      if (order.paymentMethod) return order;
      const frozen = await this.models.Order.updateOne(
        { _id: id, ...EDITABLE, totalMinor: order.totalMinor },
        { $set: { paymentMethod: method } },
      );
      if (frozen.modifiedCount === 1) return { ...order, paymentMethod: method };
    }
    throw appError(
      'CONCURRENT_MODIFICATION',
      'The order kept changing while its payment started; read it again and retry.',
    );
  }
}

function invalidMove(from: OrderState, to: OrderState) {
  const allowed = transitions[from];
  return appError(
    'INVALID_STATUS_TRANSITION',
    `An order that is ${from} cannot become ${to}` +
      (allowed.length ? `; next it can be: ${allowed.join(', ')}.` : '; it is final.'),
    {
      from: statusOfState[from],
      to: statusOfState[to],
      fromState: from.toUpperCase(),
      toState: to.toUpperCase(),
      allowed: allowed.map((state) => state.toUpperCase()),
    },
  );
}
