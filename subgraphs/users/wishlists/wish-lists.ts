import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Schema, type Connection, type Model } from 'mongoose';
import type { Clock } from '../../../platform/clock';
import { appError, badInput, notFound } from '../../../platform/errors';
import { ownerFilter, reaches, type Reach } from '../../../platform/identity/access';
import type { Caller } from '../../../platform/identity/caller';
import { personOf } from '../services/callers';

export interface WishListItemRecord {
  productId: string;
  /** A variant of the product, once the catalog has variants; null for the product itself. */
  variantId: string | null;
  addedAt: Date;
}

export interface WishListRecord {
  _id: string;
  userId: string;
  name: string;
  items: WishListItemRecord[];
  /** Opt-in alerts about the list's items (marketing: sent on a channel only with consent). */
  alerts: { priceDrop: boolean; backInStock: boolean };
  /** SHA-256 of the share token; absent while the list is private (the default). */
  shareTokenHash?: string;
  createdAt: Date;
  updatedAt: Date;
}

const wishListSchema = new Schema<WishListRecord>(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true },
    name: { type: String, required: true },
    items: {
      type: [
        {
          productId: { type: String, required: true },
          variantId: { type: String, default: null },
          addedAt: { type: Date, required: true },
          _id: false,
        },
      ],
      default: () => [],
    },
    alerts: {
      priceDrop: { type: Boolean, required: true, default: false },
      backInStock: { type: Boolean, required: true, default: false },
    },
    // Never null: the sparse unique index would take every private list's null for one duplicate value.
    shareTokenHash: { type: String },
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
  },
  { collection: 'wish_lists', versionKey: false },
);
wishListSchema.index({ userId: 1, createdAt: 1 });
wishListSchema.index({ 'items.productId': 1 });
// Sparse: every private list has no token, and only real tokens must be unique.
wishListSchema.index({ shareTokenHash: 1 }, { unique: true, sparse: true });

export function wishListModels(connection: Connection) {
  return { WishList: connection.model<WishListRecord>('WishList', wishListSchema) as Model<WishListRecord> };
}

/** Items per list: a single document stays small, and a list is a wish list, not a catalog copy. */
export const MAX_ITEMS = 100;
const MAX_NAME = 100;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Named wish lists of products (a variant id optional), private by default. A share link carries an
 * unguessable token (only its hash is stored, so the link is shown once; sharing again makes a new one and
 * the old link stops working); whoever has it sees the list's name and items, nothing else.
 */
export class WishLists {
  constructor(
    private readonly models: ReturnType<typeof wishListModels>,
    private readonly clock: Clock,
  ) {}

  list(caller: Caller, userId?: string | null): Promise<WishListRecord[]> {
    return this.models.WishList.find(ownerFilter(caller.reach.read, userId ?? caller.person))
      .sort({ createdAt: 1, _id: 1 })
      .lean<WishListRecord[]>();
  }

  get(caller: Caller, id: string): Promise<WishListRecord | null> {
    return this.within(caller.reach.read, id);
  }

  async create(
    caller: Caller,
    input: { name: string; priceDrop?: boolean | null; backInStock?: boolean | null },
  ) {
    const userId = personOf(caller);
    if (!reaches(caller.reach.write, userId))
      throw appError('FORBIDDEN', 'This account cannot change anything.');
    const now = new Date(this.clock.now());
    const list: WishListRecord = {
      _id: randomUUID(),
      userId,
      name: listName(input.name),
      items: [],
      alerts: { priceDrop: input.priceDrop ?? false, backInStock: input.backInStock ?? false },
      createdAt: now,
      updatedAt: now,
    };
    await this.models.WishList.create(list);
    return list;
  }

  async update(
    caller: Caller,
    id: string,
    input: { name?: string | null; priceDrop?: boolean | null; backInStock?: boolean | null },
  ): Promise<WishListRecord> {
    const set: Record<string, unknown> = { updatedAt: new Date(this.clock.now()) };
    if (input.name != null) set.name = listName(input.name);
    if (input.priceDrop != null) set['alerts.priceDrop'] = input.priceDrop;
    if (input.backInStock != null) set['alerts.backInStock'] = input.backInStock;
    return this.write(caller, id, {}, { $set: set });
  }

  async delete(caller: Caller, id: string): Promise<boolean> {
    const deleted = await this.models.WishList.deleteOne({ _id: id, ...ownerFilter(caller.reach.write) });
    if (deleted.deletedCount !== 1) throw notFound('WISH_LIST_NOT_FOUND', id);
    return true;
  }

  /** Adds an item once (adding it again changes nothing); a full list refuses more. */
  async addItem(caller: Caller, id: string, item: { productId: string; variantId?: string | null }) {
    const productId = item.productId.trim();
    if (!productId) throw badInput('productId', 'productId is required.', 'REQUIRED');
    const variantId = item.variantId?.trim() || null;
    const current = await this.within(caller.reach.write, id);
    if (!current) throw notFound('WISH_LIST_NOT_FOUND', id);
    if (current.items.some((entry) => entry.productId === productId && entry.variantId === variantId))
      return current;
    const updated = await this.models.WishList.findOneAndUpdate(
      {
        _id: id,
        ...ownerFilter(caller.reach.write),
        [`items.${MAX_ITEMS - 1}`]: { $exists: false },
        items: { $not: { $elemMatch: { productId, variantId } } },
      },
      {
        $push: { items: { productId, variantId, addedAt: new Date(this.clock.now()) } },
        $set: { updatedAt: new Date(this.clock.now()) },
      },
      { returnDocument: 'after' },
    ).lean<WishListRecord>();
    if (updated) return updated;
    const now = await this.within(caller.reach.write, id);
    if (!now) throw notFound('WISH_LIST_NOT_FOUND', id);
    if (now.items.some((entry) => entry.productId === productId && entry.variantId === variantId)) return now;
    throw badInput('productId', `A wish list holds at most ${MAX_ITEMS} items.`, 'OUT_OF_RANGE');
  }

  removeItem(caller: Caller, id: string, item: { productId: string; variantId?: string | null }) {
    return this.write(
      caller,
      id,
      {},
      {
        $pull: { items: { productId: item.productId, variantId: item.variantId ?? null } },
        $set: { updatedAt: new Date(this.clock.now()) },
      },
    );
  }

  /** A new share token (shown once); a previous link stops working. */
  async share(caller: Caller, id: string): Promise<{ list: WishListRecord; token: string }> {
    const token = `wl_${randomBytes(24).toString('base64url')}`;
    const list = await this.write(
      caller,
      id,
      {},
      { $set: { shareTokenHash: hashToken(token), updatedAt: new Date(this.clock.now()) } },
    );
    return { list, token };
  }

  /** Makes the list private again: its link stops working at once. */
  unshare(caller: Caller, id: string): Promise<WishListRecord> {
    return this.write(
      caller,
      id,
      {},
      { $unset: { shareTokenHash: 1 }, $set: { updatedAt: new Date(this.clock.now()) } },
    );
  }

  /** The list a share token opens (anyone holding it), or null. */
  async shared(token: string): Promise<Pick<WishListRecord, 'name' | 'items'> | null> {
    if (!token.startsWith('wl_')) return null;
    const list = await this.models.WishList.findOne({
      shareTokenHash: hashToken(token),
    }).lean<WishListRecord>();
    return list ? { name: list.name, items: list.items } : null;
  }

  /** Lists with an item of `productId` whose owners asked for `alert`. */
  watching(productId: string, alert: 'priceDrop' | 'backInStock'): Promise<WishListRecord[]> {
    return this.models.WishList.find({ 'items.productId': productId, [`alerts.${alert}`]: true }).lean<
      WishListRecord[]
    >();
  }

  private within(reach: Reach, id: string): Promise<WishListRecord | null> {
    return this.models.WishList.findOne({ _id: id, ...ownerFilter(reach) }).lean<WishListRecord>();
  }

  private async write(
    caller: Caller,
    id: string,
    guard: Record<string, unknown>,
    update: Record<string, unknown>,
  ) {
    const updated = await this.models.WishList.findOneAndUpdate(
      { _id: id, ...ownerFilter(caller.reach.write), ...guard },
      update,
      { returnDocument: 'after' },
    ).lean<WishListRecord>();
    if (!updated) throw notFound('WISH_LIST_NOT_FOUND', id);
    return updated;
  }
}

function listName(given: string): string {
  const name = given.trim().replace(/\s+/g, ' ');
  if (!name) throw badInput('name', 'name is required.', 'REQUIRED');
  if (name.length > MAX_NAME) throw badInput('name', `name is at most ${MAX_NAME} characters.`, 'TOO_LONG');
  return name;
}
