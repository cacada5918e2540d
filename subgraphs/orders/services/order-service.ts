import { randomUUID } from 'node:crypto';
import { appError, badInput, notFound } from '../../../platform/errors';
import { escapeRegex, type Page } from '../../../platform/graphql/paging';
import { findLean } from '../../../platform/mongo/reads';
import { isIsoCurrency, multiplyMinor, sumMinor } from '../../../platform/money';
import { ownerFilter, reaches, type Reach } from '../../../platform/identity/access';
import type { Logger } from '../../../platform/logging';
import type { OrderItemRecord, OrderModels, OrderRecord, ReservationState, VisibleOrderStatus } from '../models/order';
import type { OrderPeers } from './peers';

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

  /**
   * Visible orders by id. The filter names `_id` alone and `placing` orders are dropped here: the embedded
   * server uses an index only for a filter on exactly its keys, so `_id` plus `status` scanned every order.
   */
  async byIds(ids: readonly string[]): Promise<OrderRecord[]> {
    const orders = await findLean<OrderRecord>(this.models.Order, { _id: { $in: ids } });
    return orders.filter((order) => order.status !== 'placing');
  }

  byUsers(userIds: readonly string[]): Promise<OrderRecord[]> {
    return findLean<OrderRecord>(this.models.Order, { userId: { $in: userIds }, ...VISIBLE }, { sort: { createdAt: -1, _id: 1 } });
  }

  /** Orders within reach (a customer's own; staff everyone's, optionally one user's). */
  list(filter: OrderFilter, page: Page, reach: Reach): Promise<OrderRecord[]> {
    const query: Record<string, unknown> = { ...VISIBLE, ...ownerFilter(reach, filter.userId) };
    if (filter.status) query.status = filter.status;
    return this.models.Order.find(query).sort({ createdAt: -1, _id: 1 }).skip(page.offset).limit(page.limit).lean<OrderRecord[]>();
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
    input.items.forEach((item, index) => {
      if (!item.productId.trim()) throw badInput(`input.items[${index}].productId`, 'productId is required.', 'REQUIRED');
      if (!Number.isInteger(item.quantity) || item.quantity <= 0 || item.quantity > MAX_QUANTITY) {
        throw badInput(`input.items[${index}].quantity`, `Quantity must be an integer greater than 0 (at most ${MAX_QUANTITY}).`, 'OUT_OF_RANGE');
      }
    });
    const orderDate = input.orderDate ?? new Date();
    if (orderDate.getTime() > Date.now() + FUTURE_SKEW_MS) throw badInput('input.orderDate', 'The order date must not be in the future.', 'OUT_OF_RANGE');
    const notes = validNotes(input.notes);

    const productIds = [...new Set(input.items.map((item) => item.productId))];
    if (!reaches(reach, input.userId)) throw badInput('input.userId', `No user with id "${input.userId}".`, 'NOT_FOUND');
    const [user, products] = await Promise.all([this.peers.user(input.userId, requestId), this.peers.products(productIds, requestId)]);
    if (!user || user.status === 'DELETED') throw badInput('input.userId', `No user with id "${input.userId}".`, 'NOT_FOUND');
    if (user.status !== 'ACTIVE') throw badInput('input.userId', 'Inactive customers cannot place orders.', 'NOT_ALLOWED');

    const items: OrderItemRecord[] = input.items.map((item, index) => {
      const product = products.get(item.productId);
      if (!product) throw badInput(`input.items[${index}].productId`, `No product with id "${item.productId}".`, 'NOT_FOUND');
      if (product.status !== 'ACTIVE') {
        throw appError('PRODUCT_UNAVAILABLE', `"${product.name}" is not available for ordering (${product.status.toLowerCase()}).`, {
          productId: product.id,
          field: `input.items[${index}].productId`,
        });
      }
      if (product.currency !== currency) {
        throw badInput('input.currency', `"${product.name}" is priced in ${product.currency}; the order currency must match.`, 'NOT_ALLOWED');
      }
      const lineTotalMinor = multiplyMinor(product.priceMinor, item.quantity);
      return {
        _id: randomUUID(),
        productId: product.id,
        sku: product.sku,
        name: product.name,
        quantity: item.quantity,
        unitPriceMinor: product.priceMinor,
        discountMinor: 0,
        taxMinor: 0,
        lineTotalMinor,
      };
    });
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
      throw this.describeShortage(error, items, input.items);
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

  /** Inventory knows product ids only; the client should read which of its lines was short, by name. */
  private describeShortage(error: unknown, items: readonly OrderItemRecord[], lines: CreateOrderFields['items']): unknown {
    const extensions = (error as { extensions?: Record<string, unknown> }).extensions;
    if (extensions?.code !== 'INSUFFICIENT_STOCK') return error;
    const productId = extensions.productId as string;
    const item = items.find((candidate) => candidate.productId === productId);
    const requested = extensions.requested as number;
    const index = lines.findIndex((line) => line.productId === productId);
    return appError('INSUFFICIENT_STOCK', `Not enough stock for "${item?.name ?? productId}" (${item?.sku ?? 'unknown SKU'}): ${requested} requested. No order was created.`, {
      productId,
      requested,
      field: `input.items[${Math.max(index, 0)}].quantity`,
    });
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
      return (await this.settleReservation(id, effect, requestId)) ?? changed;
    }
    throw appError('CONCURRENT_MODIFICATION', 'The order kept changing while this update ran; read it again and retry.');
  }

  private async settleReservation(
    id: string,
    effect: { pending: ReservationState; done: ReservationState; run: 'release' | 'commit' },
    requestId: string,
  ): Promise<OrderRecord | null> {
    try {
      await this.peers[effect.run](id, requestId);
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
      const pending = await this.models.Order.find({ reservation: state, updatedAt: { $lt: cutoff } }, { _id: 1 }).limit(100).lean<Array<{ _id: string }>>();
      for (const { _id } of pending) {
        const effect = state === 'releasing' ? reservationEffect.cancelled! : reservationEffect.shipped!;
        if (await this.settleReservation(_id, effect, requestId)) settled++;
      }
    }
    return { abandoned, settled };
  }
}
