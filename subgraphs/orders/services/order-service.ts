import { randomUUID } from 'node:crypto';
import { appError, badInput, notFound } from '../../../platform/errors';
import { escapeRegex, type Page } from '../../../platform/graphql/paging';
import { findLean } from '../../../platform/mongo/reads';
import { formatMinor, isIsoCurrency, multiplyMinor, sumMinor } from '../../../platform/money';
import { ownerFilter, reaches, type Reach } from '../../../platform/identity/access';
import type { Logger } from '../../../platform/logging';
import { newEvent } from '../../../platform/events';
import type {
  AddressRecord,
  OrderItemRecord,
  OrderModels,
  OrderRecord,
  OrderState,
  PaymentMethodRecord,
} from '../models/order';
import {
  canMove,
  eventOfState,
  statesOfStatus,
  statusOfState,
  transitions,
  type GraphQLOrderStatus,
} from '../lifecycle/machine';
import type { OrderPeers, PricedProduct } from './peers';

export interface CreateOrderFields {
  userId: string;
  items: ReadonlyArray<{ productId: string; quantity: number }>;
  currency?: string | null;
  notes?: string | null;
  orderDate?: Date | null;
  /** Validated already (shipping/address.ts). */
  shippingAddress?: AddressRecord | null;
  /** Tokenized already (the payment provider); the order's payment is charged with it once it is placed. */
  paymentMethod?: PaymentMethodRecord | null;
}

export interface UpdateOrderFields {
  status?: GraphQLOrderStatus | null;
  notes?: string | null;
}

export interface OrderFilter {
  status?: GraphQLOrderStatus | null;
  userId?: string | null;
}

/** How `orders` sorts, as the schema's OrderOrder enum names it. */
export type OrderSort = 'CREATED_AT_DESC' | 'CREATED_AT_ASC' | 'TOTAL_DESC' | 'TOTAL_ASC';

const sorts: Readonly<Record<OrderSort, Record<string, 1 | -1>>> = {
  CREATED_AT_DESC: { createdAt: -1, _id: 1 },
  CREATED_AT_ASC: { createdAt: 1, _id: 1 },
  TOTAL_DESC: { totalMinor: -1, createdAt: -1, _id: 1 },
  TOTAL_ASC: { totalMinor: 1, createdAt: -1, _id: 1 },
};

/** Who or what caused a change, kept in the order's history. */
export interface Cause {
  actor: string | null;
  reason?: string | null;
}

/** Extra fields written in the same update as a move (a shipment, a return), and extra event data. */
export interface MoveExtras {
  set?: Record<string, unknown>;
  push?: Record<string, unknown>;
  /** Additional conditions on the order document for the update to apply. */
  guard?: Record<string, unknown>;
  data?: Record<string, unknown>;
}

const MAX_LINES = 100;
const MAX_QUANTITY = 10_000;
const MAX_NOTES = 2_000;
/** DECIMAL(12,2): 10 integer digits. */
const MAX_TOTAL_MINOR = 10 ** 12 - 1;
/** Clock skew tolerated on an imported order date. */
const FUTURE_SKEW_MS = 60_000;
const SEARCH_LIMIT = 50;
const VISIBLE = { status: { $ne: 'placing' } } as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Search terms that name a state: the domain states and the GraphQL statuses. */
const searchableStates: Readonly<Record<string, OrderState[]>> = {
  pending: ['pending'],
  processing: statesOfStatus('PROCESSING'),
  confirmed: ['confirmed'],
  shipped: ['shipped'],
  delivered: ['delivered'],
  cancelled: ['cancelled'],
  returned: ['returned'],
  failed: ['failed'],
};
/** How often a move re-reads the order when a concurrent write got there first. */
const MOVE_ROUNDS = 5;

function validNotes(notes: string | null | undefined): string | null {
  if (notes === null || notes === undefined) return null;
  const trimmed = notes.trim();
  if (trimmed.length > MAX_NOTES)
    throw badInput('notes', `Notes must be at most ${MAX_NOTES} characters.`, 'TOO_LONG');
  return trimmed || null;
}

/**
 * Orders. Creating one is a saga of idempotent steps, each a single-document write:
 *   1. insert the order as `placing` (invisible),
 *   2. reserve stock for every line through inventory (all or nothing; reservation id = order id),
 *   3. promote the order to `pending`.
 * A failure at 2 releases what was held and removes the order; a crash anywhere leaves a `placing`
 * order that the sweeper releases and removes, so no stock leaks and no half-made order is ever visible.
 */
export class OrderService {
  constructor(
    private readonly models: OrderModels,
    private readonly peers: OrderPeers,
    private readonly logger: Logger,
    /** Called after a write that recorded an event (nudges the outbox relay). Default: nothing. */
    private readonly onEvent: () => void = () => {},
  ) {}

  /** The order as the lifecycle sees it (`placing` ones are not orders yet); with `reach`, only one within it. */
  get(id: string, reach?: Reach): Promise<OrderRecord | null> {
    return this.models.Order.findOne({
      _id: id,
      ...VISIBLE,
      ...(reach ? ownerFilter(reach) : {}),
    }).lean<OrderRecord>();
  }

  /**
   * Visible orders by id. The filter names `_id` alone and `placing` orders are dropped here: the embedded
   * server uses an index only for a filter on exactly its keys, so `_id` plus `status` scanned every order.
   */
  async byIds(ids: readonly string[]): Promise<OrderRecord[]> {
    const orders = await findLean<OrderRecord>(this.models.Order, { _id: { $in: ids } });
    return orders.filter((order) => order.status !== 'placing');
  }

  byUsers(userIds: readonly string[]): Promise<OrderRecord[]> {
    return findLean<OrderRecord>(
      this.models.Order,
      { userId: { $in: userIds }, ...VISIBLE },
      { sort: { createdAt: -1, _id: 1 } },
    );
  }

  /** Orders within reach (a customer's own; staff everyone's, optionally one user's). */
  list(
    filter: OrderFilter,
    page: Page,
    reach: Reach,
    sort: OrderSort = 'CREATED_AT_DESC',
  ): Promise<OrderRecord[]> {
    const query: Record<string, unknown> = { ...VISIBLE, ...ownerFilter(reach, filter.userId) };
    if (filter.status) query.status = { $in: statesOfStatus(filter.status) };
    return this.models.Order.find(query)
      .sort(sorts[sort])
      .skip(page.offset)
      .limit(page.limit)
      .lean<OrderRecord[]>();
  }

  /**
   * Customers place orders for themselves only; admins for anyone. An order for somebody out of reach is
   * answered exactly like one for a user that does not exist.
   */
  async create(
    input: CreateOrderFields,
    actor: string | null,
    requestId: string,
    reach: Reach,
  ): Promise<OrderRecord> {
    const currency = (input.currency ?? 'USD').trim().toUpperCase();
    if (!isIsoCurrency(currency))
      throw badInput('currency', `"${input.currency}" is not an ISO 4217 currency code.`, 'INVALID_FORMAT');
    if (!input.userId.trim()) throw badInput('userId', 'userId is required.', 'REQUIRED');
    if (input.items.length === 0) throw badInput('items', 'An order needs at least one item.', 'REQUIRED');
    if (input.items.length > MAX_LINES)
      throw badInput('items', `An order has at most ${MAX_LINES} lines.`, 'OUT_OF_RANGE');
    input.items.forEach((item, index) => validLine(item, `items[${index}]`));
    const orderDate = input.orderDate ?? new Date();
    if (orderDate.getTime() > Date.now() + FUTURE_SKEW_MS)
      throw badInput('orderDate', 'The order date must not be in the future.', 'OUT_OF_RANGE');
    const notes = validNotes(input.notes);

    const productIds = [...new Set(input.items.map((item) => item.productId))];
    if (!reaches(reach, input.userId))
      throw badInput('userId', `No user with id "${input.userId}".`, 'NOT_FOUND');
    const [user, products] = await Promise.all([
      this.peers.user(input.userId, requestId),
      this.peers.products(productIds, requestId),
    ]);
    if (!user || user.status === 'DELETED')
      throw badInput('userId', `No user with id "${input.userId}".`, 'NOT_FOUND');
    if (user.status !== 'ACTIVE')
      throw badInput('userId', 'Inactive customers cannot place orders.', 'NOT_ALLOWED');

    const items = input.items.map((item, index) =>
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
      userId: input.userId,
      items,
      currency,
      subtotalMinor,
      discountMinor,
      taxMinor,
      totalMinor,
      status: 'placing',
      reservation: 'holding',
      orderDate,
      notes,
      history: [],
      eventSeq: 0,
      shippingAddress: input.shippingAddress ?? null,
      paymentMethod: input.paymentMethod ?? null,
      shipments: [],
      returns: [],
      outbox: [],
    });

    try {
      await this.peers.reserve(orderId, items, requestId);
    } catch (error) {
      await this.abandon(orderId, requestId);
      throw describeShortage(error, items, (index) => `items[${index}].quantity`, 'No order was created.');
    }

    const now = new Date();
    // OrderCreatedEvent goes out with the promotion, in the same update: a placing order never published one.
    const created = newEvent(
      'OrderCreatedEvent',
      'order',
      orderId,
      1,
      {
        ...this.stateData(orderId, input.userId, null, 'pending', totalMinor, currency),
        items: items.map((item) => ({
          productId: item.productId,
          quantity: item.quantity,
          unitPrice: formatMinor(item.unitPriceMinor, currency),
        })),
        paymentMethod: input.paymentMethod ? input.paymentMethod.kind : null,
      },
      now,
    );
    const promoted = await this.models.Order.findOneAndUpdate(
      { _id: orderId, status: 'placing' },
      {
        $set: { status: 'pending', reservation: 'held', eventSeq: 1 },
        $push: {
          history: { from: null, to: 'pending', at: now, actor, eventId: created.id },
          outbox: created,
        },
      },
      { returnDocument: 'after' },
    ).lean<OrderRecord>();
    if (promoted) this.onEvent();
    if (!promoted) {
      // Only the sweeper moves a `placing` order, and only after the request's time is long over.
      await this.abandon(orderId, requestId);
      throw appError(
        'CONCURRENT_MODIFICATION',
        'The order could not be completed in time; nothing was charged or reserved. Retry.',
      );
    }
    return promoted;
  }

  /** Releases whatever the order holds and removes it; leaves it for the sweeper when inventory is unreachable. */
  private async abandon(orderId: string, requestId: string): Promise<void> {
    try {
      await this.peers.release(orderId, requestId);
    } catch (error) {
      this.logger.warn({ err: error, orderId }, 'release failed; the sweeper will retry');
      return;
    }
    await this.models.Order.deleteOne({ _id: orderId, status: 'placing' });
  }

  /**
   * Adds a line to a pending order within write reach whose payment has not started, as a saga of
   * single-document steps like placing one:
   *   1. note the line on the order (`pendingLines`), so a crash from here on leaves something the
   *      sweeper finds and releases;
   *   2. reserve its stock under a reservation of its own (`<order>/<line>`: inventory keeps one hold per
   *      reservation and stock level, so the order's own reservation cannot grow);
   *   3. in one update, guarded by the order still being editable and at the event sequence read: the
   *      line, its reservation, the new totals, a history entry and OrderItemAddedEvent in the outbox.
   * A failure at 2 or 3 releases the line's stock and leaves the order as it was.
   */
  async addItem(
    id: string,
    line: { productId: string; quantity: number },
    actor: string | null,
    requestId: string,
    reach: Reach,
  ): Promise<OrderRecord> {
    validLine(line, 'item');
    const current = await this.get(id, reach);
    if (!current) throw notFound('ORDER_NOT_FOUND', id);
    if (!isEditable(current)) throw notEditable(id, current);
    if (current.items.length >= MAX_LINES)
      throw badInput('item', `An order has at most ${MAX_LINES} lines.`, 'OUT_OF_RANGE');
    const products = await this.peers.products([line.productId], requestId);
    const item = pricedLine(line, products, current.currency, 'item', 'item.productId');
    if (current.totalMinor + item.lineTotalMinor > MAX_TOTAL_MINOR) throw totalOutOfRange();

    const reservationId = `${id}/${item._id}`;
    const noted = await this.models.Order.updateOne(
      { _id: id, ...EDITABLE },
      { $push: { pendingLines: { _id: item._id, reservationId, at: new Date() } } },
    );
    if (noted.modifiedCount === 0) throw notEditable(id, await this.get(id));
    try {
      await this.peers.reserve(reservationId, [line], requestId);
    } catch (error) {
      await this.dropPendingLine(id, item._id, reservationId, requestId);
      throw describeShortage(error, [item], () => 'item.quantity', 'The order was not changed.');
    }

    for (let round = 0; round < MOVE_ROUNDS; round++) {
      const order = await this.get(id);
      if (!order || !isEditable(order)) {
        await this.dropPendingLine(id, item._id, reservationId, requestId);
        throw notEditable(id, order);
      }
      // The sweeper gave the line up (this request outlived the sweep's age): its stock is released already.
      if (!order.pendingLines?.some((pending) => pending._id === item._id)) break;
      const totalMinor = order.totalMinor + item.lineTotalMinor;
      if (totalMinor > MAX_TOTAL_MINOR) {
        await this.dropPendingLine(id, item._id, reservationId, requestId);
        throw totalOutOfRange();
      }
      const sequence = (order.eventSeq ?? 0) + 1;
      const now = new Date();
      const event = newEvent(
        'OrderItemAddedEvent',
        'order',
        id,
        sequence,
        {
          ...this.stateData(id, order.userId, 'pending', 'pending', totalMinor, order.currency),
          item: {
            orderItemId: item._id,
            productId: item.productId,
            sku: item.sku,
            quantity: item.quantity,
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
          $set: { eventSeq: sequence },
          $inc: { subtotalMinor: item.lineTotalMinor, totalMinor: item.lineTotalMinor },
          $push: {
            items: item,
            lineReservations: reservationId,
            history: { from: 'pending', to: 'pending', at: now, actor, reason, eventId: event.id },
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
    await this.dropPendingLine(id, item._id, reservationId, requestId);
    throw appError(
      'CONCURRENT_MODIFICATION',
      'The order kept changing while the item was added; nothing was added. Retry.',
    );
  }

  /** Gives back a pending line's stock and forgets the line; leaves both to the sweeper when inventory is unreachable. */
  private async dropPendingLine(
    orderId: string,
    lineId: string,
    reservationId: string,
    requestId: string,
  ): Promise<void> {
    try {
      await this.peers.release(reservationId, requestId);
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
   * Freezes a pending order's total for its payment (payOrder): records the method in one update guarded
   * by the total the payment will charge, so a line added concurrently either lands first (and the total
   * is read again) or finds the order no longer editable. An order whose payment already started is
   * frozen already. Answers the order as frozen, whose `totalMinor` the payment must charge.
   */
  async freezeForPayment(id: string, method: PaymentMethodRecord): Promise<OrderRecord> {
    for (let round = 0; round < MOVE_ROUNDS; round++) {
      const order = await this.get(id);
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

  private stateData(
    orderId: string,
    userId: string,
    from: OrderState | null,
    to: OrderState,
    totalMinor: number,
    currency: string,
  ) {
    return {
      orderId,
      userId,
      previousState: from,
      state: to,
      previousStatus: from ? statusOfState[from] : null,
      status: statusOfState[to],
      total: formatMinor(totalMinor, currency),
      currency,
    };
  }

  /**
   * Moves an order along `path` (one state, or several in a row: shipped then delivered) in one guarded
   * update that appends each change to the history and each state's event to the outbox. Repeating a
   * move already made (a redelivered event) answers the order unchanged with `moved: false`; a move the
   * machine does not allow is INVALID_STATUS_TRANSITION.
   */
  async move(
    id: string,
    path: readonly OrderState[],
    cause: Cause,
    extras: MoveExtras = {},
    reach?: Reach,
  ): Promise<{ order: OrderRecord; moved: boolean }> {
    const target = path.at(-1)!;
    for (let round = 0; round < MOVE_ROUNDS; round++) {
      const current = await this.get(id, reach);
      if (!current) throw notFound('ORDER_NOT_FOUND', id);
      const from = current.status as OrderState;
      if (from === target) return { order: current, moved: false };
      // A path partly walked already (shipped, now delivered) continues from where the order is.
      const steps = path.includes(from) ? path.slice(path.indexOf(from) + 1) : path;
      let state = from;
      for (const next of steps) {
        if (!canMove(state, next)) throw this.invalid(from, next);
        state = next;
      }
      const now = new Date();
      const history = [];
      const events = [];
      let previous = from;
      let sequence = current.eventSeq ?? 0;
      for (const next of steps) {
        sequence += 1;
        const data = {
          ...this.stateData(
            current._id,
            current.userId,
            previous,
            next,
            current.totalMinor,
            current.currency,
          ),
          reason: cause.reason ?? null,
          ...extras.data,
        };
        const event = newEvent(eventOfState[next], 'order', id, sequence, data, now);
        events.push(event);
        history.push({
          from: previous,
          to: next,
          at: now,
          actor: cause.actor,
          reason: cause.reason ?? null,
          eventId: event.id,
        });
        previous = next;
      }
      const changed = await this.models.Order.findOneAndUpdate(
        { _id: id, status: from, eventSeq: current.eventSeq ?? 0, ...extras.guard },
        {
          $set: { ...extras.set, status: target, eventSeq: sequence },
          $push: { ...extras.push, history: { $each: history }, outbox: { $each: events } },
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

  private invalid(from: OrderState, to: OrderState) {
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

  /**
   * Changes an order within reach (others answer ORDER_NOT_FOUND): its notes, and CANCELLED before it
   * ships (the stock consumer then releases or restocks, the payment consumer refunds). The other
   * statuses follow from events: PROCESSING when the payment is charged, SHIPPED and DELIVERED from the
   * shipment's tracking; asking for them here is INVALID_STATUS_TRANSITION (FORBIDDEN for customers).
   */
  async update(
    id: string,
    input: UpdateOrderFields,
    actor: string | null,
    _requestId: string,
    reach: Reach,
  ): Promise<OrderRecord> {
    const set: Record<string, unknown> = {};
    if (input.notes !== undefined) set.notes = validNotes(input.notes);
    const current = await this.get(id, reach);
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
      if (reach.kind !== 'all')
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
    const { order } = await this.move(
      id,
      ['cancelled'],
      { actor, reason: 'cancelled on request' },
      { set },
      reach,
    );
    return order;
  }

  /**
   * Ranked search: an exact order id scores highest, then an exact SKU, a status name, the user's name or
   * email, and product names on the order; ties go to the newest order. `ownerId` restricts to one user.
   */
  async search(text: string, requestId: string, ownerId?: string): Promise<OrderRecord[]> {
    const query = text.trim();
    if (!query) throw badInput('query', 'The search text is required.', 'REQUIRED');
    if (query.length > 200) throw badInput('query', 'The search text is at most 200 characters.', 'TOO_LONG');
    const scope: Record<string, unknown> = ownerId ? { ...VISIBLE, userId: ownerId } : { ...VISIBLE };
    const pattern = new RegExp(escapeRegex(query), 'i');
    const lower = query.toLowerCase();
    const status = Object.hasOwn(searchableStates, lower) ? searchableStates[lower] : undefined;
    const newest = { createdAt: -1 as const, _id: 1 as const };

    const [byId, byStatus, byProduct, userIds] = await Promise.all([
      UUID.test(query)
        ? this.models.Order.find({ ...scope, _id: query.toLowerCase() }).lean<OrderRecord[]>()
        : Promise.resolve([]),
      status
        ? this.models.Order.find({ ...scope, status: { $in: status } })
            .sort(newest)
            .limit(SEARCH_LIMIT)
            .lean<OrderRecord[]>()
        : Promise.resolve([]),
      this.models.Order.find({ ...scope, $or: [{ 'items.name': pattern }, { 'items.sku': pattern }] })
        .sort(newest)
        .limit(SEARCH_LIMIT)
        .lean<OrderRecord[]>(),
      // Matching users matters only across owners: one owner's orders are all that owner's.
      ownerId ? Promise.resolve([]) : this.peers.searchUsers(query, requestId),
    ]);
    const byUser = userIds.length
      ? await this.models.Order.find({ ...scope, userId: { $in: userIds } })
          .sort(newest)
          .limit(SEARCH_LIMIT)
          .lean<OrderRecord[]>()
      : [];

    const scored = new Map<string, { order: OrderRecord; score: number }>();
    const add = (orders: OrderRecord[], score: (order: OrderRecord) => number) => {
      for (const order of orders) {
        const entry = scored.get(order._id);
        const value = score(order);
        if (entry) entry.score += value;
        else scored.set(order._id, { order, score: value });
      }
    };
    add(byId, () => 100);
    add(byStatus, () => 40);
    add(byUser, () => 30);
    add(byProduct, (order) => (order.items.some((item) => item.sku.toLowerCase() === lower) ? 50 : 20));
    return [...scored.values()]
      .sort((a, b) => b.score - a.score || b.order.createdAt.getTime() - a.order.createdAt.getTime())
      .slice(0, SEARCH_LIMIT)
      .map((entry) => entry.order);
  }

  /**
   * Finishes what a crashed create or add left behind: `placing` orders older than `placingAgeMs` are
   * released and removed, and lines noted for adding that long ago are released and forgotten.
   * (Everything after creation is driven by durable events, which need no sweep.)
   */
  async sweep(placingAgeMs: number, requestId: string): Promise<{ abandoned: number; droppedLines: number }> {
    const cutoff = new Date(Date.now() - placingAgeMs);
    let abandoned = 0;
    let droppedLines = 0;
    const stale = await this.models.Order.find({ status: 'placing', createdAt: { $lt: cutoff } }, { _id: 1 })
      .limit(100)
      .lean<Array<{ _id: string }>>();
    for (const { _id } of stale) {
      try {
        await this.peers.release(_id, requestId);
        const removed = await this.models.Order.deleteOne({ _id, status: 'placing' });
        abandoned += removed.deletedCount;
      } catch (error) {
        this.logger.warn({ err: error, orderId: _id }, 'sweeper could not release a placing order');
      }
    }
    const interrupted = await this.models.Order.find(
      { 'pendingLines.at': { $lt: cutoff } },
      { _id: 1, pendingLines: 1 },
    )
      .limit(100)
      .lean<OrderRecord[]>();
    for (const order of interrupted) {
      for (const line of order.pendingLines ?? []) {
        if (line.at >= cutoff) continue;
        await this.dropPendingLine(order._id, line._id, line.reservationId, requestId);
        droppedLines++;
      }
    }
    return { abandoned, droppedLines };
  }
}

/** What an order must be for a line to be added: pending, and its payment not started (the total is not frozen). */
const EDITABLE = { status: 'pending', paymentMethod: null } as const;

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

/** Shape checks of one requested line (`field` names it in errors: `items[2]`, `item`). */
function validLine(line: { productId: string; quantity: number }, field: string): void {
  if (!line.productId.trim()) throw badInput(`${field}.productId`, 'productId is required.', 'REQUIRED');
  if (!Number.isInteger(line.quantity) || line.quantity <= 0 || line.quantity > MAX_QUANTITY) {
    throw badInput(
      `${field}.quantity`,
      `Quantity must be an integer greater than 0 (at most ${MAX_QUANTITY}).`,
      'OUT_OF_RANGE',
    );
  }
}

/** A line priced at the product's current price; the product must exist, be active and be priced in `currency`. */
function pricedLine(
  line: { productId: string; quantity: number },
  products: ReadonlyMap<string, PricedProduct>,
  currency: string,
  field: string,
  currencyField: string,
): OrderItemRecord {
  const product = products.get(line.productId);
  if (!product) throw badInput(`${field}.productId`, `No product with id "${line.productId}".`, 'NOT_FOUND');
  if (product.status !== 'ACTIVE') {
    throw appError(
      'PRODUCT_UNAVAILABLE',
      `"${product.name}" is not available for ordering (${product.status.toLowerCase()}).`,
      {
        productId: product.id,
        field: `${field}.productId`,
      },
    );
  }
  if (product.currency !== currency) {
    throw badInput(
      currencyField,
      `"${product.name}" is priced in ${product.currency}; the order currency (${currency}) must match.`,
      'NOT_ALLOWED',
    );
  }
  return {
    _id: randomUUID(),
    productId: product.id,
    sku: product.sku,
    name: product.name,
    quantity: line.quantity,
    unitPriceMinor: product.priceMinor,
    discountMinor: 0,
    taxMinor: 0,
    lineTotalMinor: multiplyMinor(product.priceMinor, line.quantity),
  };
}

/** Inventory knows product ids only; the client should read which of its lines was short, by name. */
function describeShortage(
  error: unknown,
  items: readonly OrderItemRecord[],
  fieldOf: (index: number) => string,
  outcome: string,
): unknown {
  const extensions = (error as { extensions?: Record<string, unknown> }).extensions;
  if (extensions?.code !== 'INSUFFICIENT_STOCK') return error;
  const productId = extensions.productId as string;
  const index = items.findIndex((candidate) => candidate.productId === productId);
  const item = items[index];
  const requested = extensions.requested as number;
  return appError(
    'INSUFFICIENT_STOCK',
    `Not enough stock for "${item?.name ?? productId}" (${item?.sku ?? 'unknown SKU'}): ${requested} requested. ${outcome}`,
    {
      productId,
      requested,
      field: fieldOf(Math.max(index, 0)),
    },
  );
}
