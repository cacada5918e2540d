import { badInput } from '../../../platform/errors';
import { escapeRegex } from '../../../platform/graphql/paging';
import type { Caller } from '../../../platform/identity/caller';
import type { OrderPeers } from '../peers/order-peers';
import type { OrderModels, OrderRecord, OrderState } from './model';
import { VISIBLE } from './reads';
import { statesOfStatus } from './state-machine';

const SEARCH_LIMIT = 50;
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

/**
 * searchOrders, within the caller's read reach. Ranked: an exact order id scores highest, then an exact
 * SKU, a status name, the user's name or email, and product names on the order; ties go to the newest
 * order. A caller who reads only their own orders searches only those; one who reads none finds nothing.
 */
export class OrderSearch {
  constructor(
    private readonly models: OrderModels,
    private readonly peers: OrderPeers,
  ) {}

  async search(caller: Caller, text: string): Promise<OrderRecord[]> {
    const reach = caller.reach.read;
    if (reach.kind === 'none') return [];
    const ownerId = reach.kind === 'own' ? reach.userId : undefined;
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
      ownerId ? Promise.resolve([]) : this.peers.searchUsers(caller, query),
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
}
