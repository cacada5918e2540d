import type { Page } from '../../../platform/graphql/paging';
import type { Caller } from '../../../platform/identity/caller';
import { ownerFilter } from '../../../platform/identity/access';
import { findLean } from '../../../platform/mongo/reads';
import type { OrderModels, OrderRecord } from './model';
import { statesOfStatus, type GraphQLOrderStatus } from './state-machine';

/**
 * Whose orders a read may find: those within the caller's read reach, within their write reach (the
 * order is about to change), or any order (a later step of a command that checked reach already, or a
 * read whose answer the caller's reach is applied to afterwards).
 */
export type OrderScope = 'read' | 'write' | 'any';

/** How `orders` sorts, as the schema's OrderOrder enum names it. */
export type OrderSort = 'CREATED_AT_DESC' | 'CREATED_AT_ASC' | 'TOTAL_DESC' | 'TOTAL_ASC';

export interface OrderListQuery {
  status?: GraphQLOrderStatus | null;
  /** Staff may narrow the list to one user; for anybody else it must be themselves (else nothing). */
  userId?: string | null;
  /** Default CREATED_AT_DESC. */
  sort?: OrderSort | null;
  page: Page;
}

const sorts: Readonly<Record<OrderSort, Record<string, 1 | -1>>> = {
  CREATED_AT_DESC: { createdAt: -1, _id: 1 },
  CREATED_AT_ASC: { createdAt: 1, _id: 1 },
  TOTAL_DESC: { totalMinor: -1, createdAt: -1, _id: 1 },
  TOTAL_ASC: { totalMinor: 1, createdAt: -1, _id: 1 },
};

/** Orders being placed are not orders yet: every read leaves them out. */
export const VISIBLE = { status: { $ne: 'placing' } } as const;

/** Reading orders. Someone else's order is answered exactly like one that does not exist. */
export class OrderReads {
  constructor(private readonly models: OrderModels) {}

  /** The order, or null when there is none (or it is out of `scope`). */
  get(caller: Caller, id: string, scope: OrderScope): Promise<OrderRecord | null> {
    const reach = scope === 'any' ? {} : ownerFilter(caller.reach[scope]);
    return this.models.Order.findOne({ _id: id, ...VISIBLE, ...reach }).lean<OrderRecord>();
  }

  /**
   * Visible orders by id, whoever owns them (the loaders' batch; resolvers apply the caller's reach). The
   * filter names `_id` alone and `placing` orders are dropped here: the embedded server uses an index only
   * for a filter on exactly its keys, so `_id` plus `status` scanned every order.
   */
  async byIds(_caller: Caller, ids: readonly string[]): Promise<OrderRecord[]> {
    const orders = await findLean<OrderRecord>(this.models.Order, { _id: { $in: ids } });
    return orders.filter((order) => order.status !== 'placing');
  }

  /** Orders of these users, newest first (the loaders' batch; resolvers apply the caller's reach). */
  byUsers(_caller: Caller, userIds: readonly string[]): Promise<OrderRecord[]> {
    return findLean<OrderRecord>(
      this.models.Order,
      { userId: { $in: userIds }, ...VISIBLE },
      { sort: { createdAt: -1, _id: 1 } },
    );
  }

  /**
   * Whether `userId` received `productId`: one of their orders with a line of it was delivered (and may
   * since have been returned). Asked by the catalog before it accepts a review.
   */
  async received(_caller: Caller, userId: string, productId: string): Promise<boolean> {
    const found = await this.models.Order.exists({
      userId,
      status: { $in: ['delivered', 'returned'] },
      'items.productId': productId,
    });
    return found != null;
  }

  /** Orders within the caller's read reach (a customer's own; staff everyone's, optionally one user's). */
  list(caller: Caller, query: OrderListQuery): Promise<OrderRecord[]> {
    const filter: Record<string, unknown> = { ...VISIBLE, ...ownerFilter(caller.reach.read, query.userId) };
    if (query.status) filter.status = { $in: statesOfStatus(query.status) };
    return this.models.Order.find(filter)
      .sort(sorts[query.sort ?? 'CREATED_AT_DESC'])
      .skip(query.page.offset)
      .limit(query.page.limit)
      .lean<OrderRecord[]>();
  }
}
