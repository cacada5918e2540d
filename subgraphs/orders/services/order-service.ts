import { randomUUID } from 'node:crypto';
import { appError, badInput, notFound } from '../../../platform/errors';
import { escapeRegex, type Page } from '../../../platform/graphql/paging';
import { isIsoCurrency, multiplyMinor, sumMinor } from '../../../platform/money';
import { ownerFilter, reaches, type Reach } from '../../../platform/identity/access';
import type { Logger } from '../../../platform/logging';
import type { OrderItemRecord, OrderModels, OrderRecord, ReservationState, VisibleOrderStatus } from '../models/order';
import type { OrderPeers, PricedProduct } from './peers';

export interface CreateOrderFields {
  userId: string;
  items: ReadonlyArray<{ productId: string; quantity: number }>;
  currency?: string | null;
  notes?: string | null;
  orderDate?: Date | null;
}

export interface UpdateOrderFields {
  status?: VisibleOrderStatus | null;
  notes?: string | null;
}

export interface OrderFilter {
  status?: VisibleOrderStatus | null;
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

/**
 * The interim order machine (the events issue replaces it with the domain lifecycle):
 * pending → processing → shipped → delivered, and cancelled from pending or processing.
 */
export const transitions: Readonly<Record<VisibleOrderStatus, readonly VisibleOrderStatus[]>> = {
  pending: ['processing', 'cancelled'],
  processing: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
};

/** What a transition does to the stock reservation: cancelling returns stock, shipping takes it out. */
const reservationEffect: Partial<Record<VisibleOrderStatus, { pending: ReservationState; done: ReservationState; run: 'release' | 'commit' }>> = {
  cancelled: { pending: 'releasing', done: 'released', run: 'release' },
  shipped: { pending: 'committing', done: 'committed', run: 'commit' },
};

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
const statusNames: readonly VisibleOrderStatus[] = ['pending', 'processing', 'shipped', 'delivered', 'cancelled'];

function validNotes(notes: string | null | undefined): string | null {
  if (notes === null || notes === undefined) return null;
  const trimmed = notes.trim();
  if (trimmed.length > MAX_NOTES) throw badInput('input.notes', `Notes must be at most ${MAX_NOTES} characters.`, 'TOO_LONG');
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
  ) {}

  byIds(ids: readonly string[]): Promise<OrderRecord[]> {
    return this.models.Order.find({ _id: { $in: ids }, ...VISIBLE }).lean<OrderRecord[]>();
  }

  byUsers(userIds: readonly string[]): Promise<OrderRecord[]> {
    return this.models.Order.find({ userId: { $in: userIds }, ...VISIBLE }).sort({ createdAt: -1, _id: 1 }).lean<OrderRecord[]>();
  }

  /** Orders within reach (a customer's own; staff everyone's, optionally one user's). */
  list(filter: OrderFilter, page: Page, reach: Reach, sort: OrderSort = 'CREATED_AT_DESC'): Promise<OrderRecord[]> {
    const query: Record<string, unknown> = { ...VISIBLE, ...ownerFilter(reach, filter.userId) };
    if (filter.status) query.status = filter.status;
    return this.models.Order.find(query).sort(sorts[sort]).skip(page.offset).limit(page.limit).lean<OrderRecord[]>();
  }

  /**
   * Customers place orders for themselves only; admins for anyone. An order for somebody out of reach is
   * answered exactly like one for a user that does not exist.
   */
  async create(input: CreateOrderFields, actor: string | null, requestId: string, reach: Reach): Promise<OrderRecord> {
    const currency = (input.currency ?? 'USD').trim().toUpperCase();
    if (!isIsoCurrency(currency)) throw badInput('input.currency', `"${input.currency}" is not an ISO 4217 currency code.`, 'INVALID_FORMAT');
    if (!input.userId.trim()) throw badInput('input.userId', 'userId is required.', 'REQUIRED');
    if (input.items.length === 0) throw badInput('input.items', 'An order needs at least one item.', 'REQUIRED');
    if (input.items.length > MAX_LINES) throw badInput('input.items', `An order has at most ${MAX_LINES} lines.`, 'OUT_OF_RANGE');
    input.items.forEach((item, index) => validLine(item, `input.items[${index}]`));
    const orderDate = input.orderDate ?? new Date();
    if (orderDate.getTime() > Date.now() + FUTURE_SKEW_MS) throw badInput('input.orderDate', 'The order date must not be in the future.', 'OUT_OF_RANGE');
    const notes = validNotes(input.notes);

    const productIds = [...new Set(input.items.map((item) => item.productId))];
    if (!reaches(reach, input.userId)) throw badInput('input.userId', `No user with id "${input.userId}".`, 'NOT_FOUND');
    const [user, products] = await Promise.all([this.peers.user(input.userId, requestId), this.peers.products(productIds, requestId)]);
    if (!user || user.status === 'DELETED') throw badInput('input.userId', `No user with id "${input.userId}".`, 'NOT_FOUND');
    if (user.status !== 'ACTIVE') throw badInput('input.userId', 'Inactive customers cannot place orders.', 'NOT_ALLOWED');

    const items = input.items.map((item, index) => pricedLine(item, products, currency, `input.items[${index}]`, 'input.currency'));
    const subtotalMinor = sumMinor(items.map((item) => item.lineTotalMinor));
    const discountMinor = sumMinor(items.map((item) => item.discountMinor));
    const taxMinor = sumMinor(items.map((item) => item.taxMinor));
    const totalMinor = subtotalMinor - discountMinor + taxMinor;
    if (totalMinor < 0 || totalMinor > MAX_TOTAL_MINOR) throw badInput('input.items', 'The order total must be between 0 and 9999999999.99.', 'OUT_OF_RANGE');

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
    });

    try {
      await this.peers.reserve(orderId, items, requestId);
    } catch (error) {
      await this.abandon(orderId, requestId);
      throw describeShortage(error, items, (index) => `input.items[${index}].quantity`);
    }

    const now = new Date();
    const promoted = await this.models.Order.findOneAndUpdate(
      { _id: orderId, status: 'placing' },
      { $set: { status: 'pending', reservation: 'held' }, $push: { history: { from: null, to: 'pending', at: now, actor } } },
      { returnDocument: 'after' },
    ).lean<OrderRecord>();
    if (!promoted) {
      // Only the sweeper moves a `placing` order, and only after the request's time is long over.
      await this.abandon(orderId, requestId);
      throw appError('CONCURRENT_MODIFICATION', 'The order could not be completed in time; nothing was charged or reserved. Retry.');
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
   * Adds a line to a PENDING order within write reach, as a saga like placing one: the line is noted on
   * the order (`pendingLines`), its stock reserved under a reservation of its own, then the line, its
   * reservation and the new totals are written in one atomic update guarded by the order still being
   * PENDING. A failure releases the line's stock and leaves the order as it was; a crash leaves a pending
   * line that the sweeper releases.
   */
  async addItem(id: string, line: { productId: string; quantity: number }, requestId: string, reach: Reach): Promise<OrderRecord> {
    validLine(line, 'item');
    const current = await this.models.Order.findOne({ _id: id, ...VISIBLE, ...ownerFilter(reach) }).lean<OrderRecord>();
    if (!current) throw notFound('ORDER_NOT_FOUND', id);
    if (current.status !== 'pending') throw notEditable(id, current);
    if (current.items.length >= MAX_LINES) throw badInput('item', `An order has at most ${MAX_LINES} lines.`, 'OUT_OF_RANGE');
    const products = await this.peers.products([line.productId], requestId);
    const item = pricedLine(line, products, current.currency, 'item', 'item.productId');

    const reservationId = `${id}/${item._id}`;
    const noted = await this.models.Order.updateOne(
      { _id: id, status: 'pending' },
      { $push: { pendingLines: { _id: item._id, reservationId, at: new Date() } } },
    );
    if (noted.modifiedCount === 0) throw notEditable(id, await this.models.Order.findById(id).lean<OrderRecord>());
    try {
      await this.peers.reserve(reservationId, [line], requestId);
    } catch (error) {
      await this.dropPendingLine(id, item._id, reservationId, requestId);
      throw describeShortage(error, [item], () => 'item.quantity');
    }
    const added = await this.models.Order.findOneAndUpdate(
      { _id: id, status: 'pending', 'pendingLines._id': item._id, totalMinor: { $lte: MAX_TOTAL_MINOR - item.lineTotalMinor } },
      {
        $push: { items: item, lineReservations: reservationId },
        $pull: { pendingLines: { _id: item._id } },
        $inc: { subtotalMinor: item.lineTotalMinor, totalMinor: item.lineTotalMinor },
      },
      { returnDocument: 'after' },
    ).lean<OrderRecord>();
    if (added) return added;
    await this.dropPendingLine(id, item._id, reservationId, requestId);
    const now = await this.models.Order.findById(id).lean<OrderRecord>();
    if (now?.status !== 'pending') throw notEditable(id, now);
    throw badInput('item.quantity', 'The order total must stay between 0 and 9999999999.99.', 'OUT_OF_RANGE');
  }

  /** Gives back a pending line's stock and forgets it; leaves both to the sweeper when inventory is unreachable. */
  private async dropPendingLine(orderId: string, lineId: string, reservationId: string, requestId: string): Promise<void> {
    try {
      await this.peers.release(reservationId, requestId);
    } catch (error) {
      this.logger.warn({ err: error, orderId, reservationId }, 'release of an added line failed; the sweeper will retry');
      return;
    }
    await this.models.Order.updateOne({ _id: orderId }, { $pull: { pendingLines: { _id: lineId } } });
  }

  /**
   * Changes an order within reach (others answer ORDER_NOT_FOUND). Customers may edit notes and cancel;
   * moving an order along (processing, shipped, delivered) is for admins.
   */
  async update(id: string, input: UpdateOrderFields, actor: string | null, requestId: string, reach: Reach): Promise<OrderRecord> {
    const set: Record<string, unknown> = {};
    if (input.notes !== undefined) set.notes = validNotes(input.notes);
    for (let attempt = 0; attempt < 3; attempt++) {
      const current = await this.models.Order.findOne({ _id: id, ...VISIBLE, ...ownerFilter(reach) }).lean<OrderRecord>();
      if (!current) throw notFound('ORDER_NOT_FOUND', id);
      const from = current.status as VisibleOrderStatus;
      const to = input.status ?? from;
      if (to === from) {
        // Not a transition: an idempotent repeat of the current status, or a notes-only update.
        if (Object.keys(set).length === 0) return current;
        const updated = await this.models.Order.findOneAndUpdate({ _id: id, status: from }, { $set: set }, { returnDocument: 'after' }).lean<OrderRecord>();
        if (updated) return updated;
        continue;
      }
      const allowed = transitions[from];
      if (reach.kind !== 'all' && to !== 'cancelled') {
        throw appError('FORBIDDEN', `Only staff move an order to ${to.toUpperCase()}; you may cancel it.`);
      }
      if (!allowed.includes(to)) {
        throw appError(
          'INVALID_STATUS_TRANSITION',
          `An order that is ${from.toUpperCase()} cannot become ${to.toUpperCase()}` +
            (allowed.length ? `; allowed: ${allowed.map((s) => s.toUpperCase()).join(', ')}.` : '; it is final.'),
          { from: from.toUpperCase(), to: to.toUpperCase(), allowed: allowed.map((s) => s.toUpperCase()) },
        );
      }
      const effect = reservationEffect[to];
      const changed = await this.models.Order.findOneAndUpdate(
        { _id: id, status: from },
        {
          $set: { ...set, status: to, ...(effect ? { reservation: effect.pending } : {}) },
          $push: { history: { from, to, at: new Date(), actor } },
        },
        { returnDocument: 'after' },
      ).lean<OrderRecord>();
      if (!changed) continue; // someone else moved it first: decide again from the new state
      if (!effect) return changed;
      return (await this.settleReservation(changed, effect, requestId)) ?? changed;
    }
    throw appError('CONCURRENT_MODIFICATION', 'The order kept changing while this update ran; read it again and retry.');
  }

  /** Releases or commits every reservation of the order: its own (id = order id) and those of added lines. */
  private async settleReservation(
    order: Pick<OrderRecord, '_id' | 'lineReservations'>,
    effect: { pending: ReservationState; done: ReservationState; run: 'release' | 'commit' },
    requestId: string,
  ): Promise<OrderRecord | null> {
    const id = order._id;
    try {
      for (const reservationId of [id, ...(order.lineReservations ?? [])]) await this.peers[effect.run](reservationId, requestId);
    } catch (error) {
      // The status change stands; the sweeper finishes the stock side (release/commit are idempotent).
      this.logger.warn({ err: error, orderId: id }, `stock ${effect.run} failed; the sweeper will retry`);
      return null;
    }
    return this.models.Order.findOneAndUpdate({ _id: id, reservation: effect.pending }, { $set: { reservation: effect.done } }, { returnDocument: 'after' }).lean<OrderRecord>();
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
    const status = statusNames.find((name) => name === lower);
    const newest = { createdAt: -1 as const, _id: 1 as const };

    const [byId, byStatus, byProduct, userIds] = await Promise.all([
      UUID.test(query) ? this.models.Order.find({ ...scope, _id: query.toLowerCase() }).lean<OrderRecord[]>() : Promise.resolve([]),
      status ? this.models.Order.find({ ...scope, status }).sort(newest).limit(SEARCH_LIMIT).lean<OrderRecord[]>() : Promise.resolve([]),
      this.models.Order.find({ ...scope, $or: [{ 'items.name': pattern }, { 'items.sku': pattern }] }).sort(newest).limit(SEARCH_LIMIT).lean<OrderRecord[]>(),
      ownerId ? Promise.resolve([ownerId]) : this.peers.searchUsers(query, requestId),
    ]);
    const byUser =
      userIds.length && !ownerId
        ? await this.models.Order.find({ ...scope, userId: { $in: userIds } }).sort(newest).limit(SEARCH_LIMIT).lean<OrderRecord[]>()
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
   * Finishes what crashed or unreachable steps left behind: `placing` orders older than `placingAgeMs` are
   * released and removed; cancellations and shipments whose stock step failed are retried.
   */
  async sweep(placingAgeMs: number, requestId: string): Promise<{ abandoned: number; settled: number }> {
    const cutoff = new Date(Date.now() - placingAgeMs);
    let abandoned = 0;
    let settled = 0;
    const stale = await this.models.Order.find({ status: 'placing', createdAt: { $lt: cutoff } }, { _id: 1 }).limit(100).lean<Array<{ _id: string }>>();
    for (const { _id } of stale) {
      try {
        await this.peers.release(_id, requestId);
        const removed = await this.models.Order.deleteOne({ _id, status: 'placing' });
        abandoned += removed.deletedCount;
      } catch (error) {
        this.logger.warn({ err: error, orderId: _id }, 'sweeper could not release a placing order');
      }
    }
    for (const state of ['releasing', 'committing'] as const) {
      const pending = await this.models.Order.find({ reservation: state, updatedAt: { $lt: cutoff } }, { _id: 1, lineReservations: 1 }).limit(100).lean<OrderRecord[]>();
      for (const order of pending) {
        const effect = state === 'releasing' ? reservationEffect.cancelled! : reservationEffect.shipped!;
        if (await this.settleReservation(order, effect, requestId)) settled++;
      }
    }
    const interrupted = await this.models.Order.find({ 'pendingLines.at': { $lt: cutoff } }, { _id: 1, pendingLines: 1 }).limit(100).lean<OrderRecord[]>();
    for (const order of interrupted) {
      for (const line of order.pendingLines ?? []) {
        if (line.at >= cutoff) continue;
        await this.dropPendingLine(order._id, line._id, line.reservationId, requestId);
        abandoned++;
      }
    }
    return { abandoned, settled };
  }
}

/** Shape checks of one requested line (`field` names it in errors: `input.items[2]`, `item`). */
function validLine(line: { productId: string; quantity: number }, field: string): void {
  if (!line.productId.trim()) throw badInput(`${field}.productId`, 'productId is required.', 'REQUIRED');
  if (!Number.isInteger(line.quantity) || line.quantity <= 0 || line.quantity > MAX_QUANTITY) {
    throw badInput(`${field}.quantity`, `Quantity must be an integer greater than 0 (at most ${MAX_QUANTITY}).`, 'OUT_OF_RANGE');
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
    throw appError('PRODUCT_UNAVAILABLE', `"${product.name}" is not available for ordering (${product.status.toLowerCase()}).`, {
      productId: product.id,
      field: `${field}.productId`,
    });
  }
  if (product.currency !== currency) {
    throw badInput(currencyField, `"${product.name}" is priced in ${product.currency}; the order currency (${currency}) must match.`, 'NOT_ALLOWED');
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
function describeShortage(error: unknown, items: readonly OrderItemRecord[], fieldOf: (index: number) => string): unknown {
  const extensions = (error as { extensions?: Record<string, unknown> }).extensions;
  if (extensions?.code !== 'INSUFFICIENT_STOCK') return error;
  const productId = extensions.productId as string;
  const index = items.findIndex((candidate) => candidate.productId === productId);
  const item = items[index];
  const requested = extensions.requested as number;
  return appError('INSUFFICIENT_STOCK', `Not enough stock for "${item?.name ?? productId}" (${item?.sku ?? 'unknown SKU'}): ${requested} requested. Nothing was changed.`, {
    productId,
    requested,
    field: fieldOf(Math.max(index, 0)),
  });
}

function notEditable(id: string, order: Pick<OrderRecord, 'status'> | null): unknown {
  if (!order || order.status === 'placing') return notFound('ORDER_NOT_FOUND', id);
  return appError('ORDER_NOT_EDITABLE', `Items can be added only while an order is PENDING; this one is ${order.status.toUpperCase()}.`, {
    status: order.status.toUpperCase(),
  });
}
