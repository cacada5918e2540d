import { randomUUID } from 'node:crypto';
import { appError, badInput, isDuplicateKeyError } from '../../../platform/errors';
import { randomSecret } from '../../../platform/identity/secrets';
import { sumMinor, multiplyMinor } from '../../../platform/money';
import type { PricedProduct } from '../services/peers';
import type { CartLineRecord, CartModels, CartRecord, CartView } from './model';

/** Whose cart: a signed-in person's, or an anonymous session's by token (null: none yet). */
export type CartOwner = { kind: 'user'; userId: string } | { kind: 'anonymous'; token: string | null };

const MAX_LINES = 100;
const MAX_QUANTITY = 100;
const TOKEN = /^[A-Za-z0-9_-]{32}$/;
/** Updates answer the cart as changed, so a change costs no second read. */
const AFTER = { returnDocument: 'after' } as const;

/**
 * Carts. Each change is one atomic update of the cart document (`$inc` on an existing line, `$push`
 * guarded by the line's absence), and moves `expiresAt` a full TTL ahead.
 */
export class CartService {
  constructor(
    private readonly models: CartModels,
    private readonly prices: (
      productIds: readonly string[],
      requestId: string,
    ) => Promise<Map<string, PricedProduct>>,
    /** Inactivity after which a cart expires (ms). */
    private readonly ttlMs: number,
  ) {}

  private ownerFilter(owner: CartOwner): Record<string, unknown> | null {
    if (owner.kind === 'user') return { userId: owner.userId };
    if (!owner.token) return null;
    if (!TOKEN.test(owner.token)) throw badInput('cartToken', 'That is not a cart token.', 'INVALID_FORMAT');
    return { token: owner.token };
  }

  /** The live cart of `owner`, or null (none, or expired). */
  async find(owner: CartOwner): Promise<CartRecord | null> {
    const filter = this.ownerFilter(owner);
    if (!filter) return null;
    return this.models.Cart.findOne({ ...filter, expiresAt: { $gt: new Date() } }).lean<CartRecord>();
  }

  /** The owner's live cart, created (or, when expired, emptied) first. */
  private async ensure(owner: CartOwner): Promise<CartRecord> {
    const now = new Date();
    const expiresAt = new Date(now.getTime() + this.ttlMs);
    const live = await this.find(owner);
    if (live) return live;
    if (owner.kind === 'anonymous' && owner.token)
      throw badInput('cartToken', 'No such cart (it may have expired).', 'NOT_FOUND');
    const filter = owner.kind === 'user' ? { userId: owner.userId } : null;
    if (filter) {
      // An expired cart not yet swept starts over empty.
      await this.models.Cart.updateOne(
        { ...filter, expiresAt: { $lte: now } },
        { $set: { lines: [], updatedAt: now, expiresAt } },
      );
    }
    const fields = {
      _id: randomUUID(),
      lines: [],
      createdAt: now,
      updatedAt: now,
      expiresAt,
      ...(owner.kind === 'user' ? { userId: owner.userId } : { token: randomSecret(24) }),
    };
    try {
      return (await this.models.Cart.create(fields)).toObject();
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
      return (await this.find(owner))!;
    }
  }

  private async requireProduct(productId: string, requestId: string): Promise<void> {
    const product = (await this.prices([productId], requestId)).get(productId);
    if (!product) throw badInput('productId', `No product with id "${productId}".`, 'NOT_FOUND');
    if (product.status !== 'ACTIVE')
      throw appError('PRODUCT_UNAVAILABLE', `"${product.name}" is not available.`, {
        productId,
        field: 'productId',
      });
  }

  /** Adds `quantity` units (a line's total stays within 1-100). */
  async add(owner: CartOwner, productId: string, quantity: number, requestId: string): Promise<CartRecord> {
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_QUANTITY)
      throw badInput('quantity', `Quantity is 1-${MAX_QUANTITY}.`, 'OUT_OF_RANGE');
    await this.requireProduct(productId, requestId);
    const cart = await this.ensure(owner);
    return this.change(cart._id, productId, (current) => Math.min(MAX_QUANTITY, (current ?? 0) + quantity));
  }

  /** Sets a line's quantity; 0 removes it. */
  async set(owner: CartOwner, productId: string, quantity: number, requestId: string): Promise<CartRecord> {
    if (!Number.isInteger(quantity) || quantity < 0 || quantity > MAX_QUANTITY)
      throw badInput('quantity', `Quantity is 0-${MAX_QUANTITY}.`, 'OUT_OF_RANGE');
    if (quantity > 0) await this.requireProduct(productId, requestId);
    const cart = await this.ensure(owner);
    return this.change(cart._id, productId, () => quantity);
  }

  private async change(
    cartId: string,
    productId: string,
    next: (current: number | null) => number,
  ): Promise<CartRecord> {
    for (let round = 0; round < 5; round++) {
      const cart = await this.models.Cart.findById(cartId).lean<CartRecord>();
      if (!cart) break;
      const line = cart.lines.find((candidate) => candidate.productId === productId);
      const quantity = next(line?.quantity ?? null);
      const now = new Date();
      const touch = { updatedAt: now, expiresAt: new Date(now.getTime() + this.ttlMs) };
      let result: CartRecord | null;
      if (line && quantity === 0) {
        result = await this.models.Cart.findOneAndUpdate(
          { _id: cartId, 'lines.productId': productId },
          { $pull: { lines: { productId } }, $set: touch },
          AFTER,
        ).lean<CartRecord>();
      } else if (line) {
        // Two changes of the same line at the same moment: the last one wins (a cart is one shopper's).
        result = await this.models.Cart.findOneAndUpdate(
          { _id: cartId, 'lines.productId': productId },
          { $set: { 'lines.$.quantity': quantity, ...touch } },
          AFTER,
        ).lean<CartRecord>();
      } else if (quantity > 0) {
        if (cart.lines.length >= MAX_LINES)
          throw badInput('productId', `A cart has at most ${MAX_LINES} lines.`, 'OUT_OF_RANGE');
        const added: CartLineRecord = { productId, quantity, addedAt: now };
        result = await this.models.Cart.findOneAndUpdate(
          { _id: cartId, 'lines.productId': { $ne: productId } },
          { $push: { lines: added }, $set: touch },
          AFTER,
        ).lean<CartRecord>();
      } else {
        return cart;
      }
      if (result) return result;
    }
    throw appError('CONCURRENT_MODIFICATION', 'The cart kept changing; read it again and retry.');
  }

  /** Moves an anonymous cart's lines into the user's cart (quantities add up, capped) and deletes it. */
  async merge(userId: string, token: string): Promise<CartRecord> {
    const anonymous = await this.find({ kind: 'anonymous', token });
    const mine = await this.ensure({ kind: 'user', userId });
    if (!anonymous) throw badInput('cartToken', 'No such cart (it may have expired).', 'NOT_FOUND');
    let merged = mine;
    for (const line of anonymous.lines) {
      merged = await this.change(mine._id, line.productId, (current) =>
        Math.min(MAX_QUANTITY, (current ?? 0) + line.quantity),
      );
    }
    await this.models.Cart.deleteOne({ _id: anonymous._id });
    return merged;
  }

  /** Empties a cart once its order is placed. */
  async clear(cartId: string): Promise<void> {
    await this.models.Cart.updateOne({ _id: cartId }, { $set: { lines: [], updatedAt: new Date() } });
  }

  /** The cart with current prices (one catalog call for all lines). */
  async view(cart: CartRecord, requestId: string): Promise<CartView> {
    const products = cart.lines.length
      ? await this.prices(
          cart.lines.map((line) => line.productId),
          requestId,
        )
      : new Map<string, PricedProduct>();
    const currency = products.values().next().value?.currency ?? 'USD';
    const lines = cart.lines.map((line) => {
      const product = products.get(line.productId);
      const available = Boolean(product && product.status === 'ACTIVE');
      return {
        productId: line.productId,
        quantity: line.quantity,
        unitPriceMinor: available ? product!.priceMinor : null,
        currency: product?.currency ?? currency,
        available,
      };
    });
    const subtotalMinor = sumMinor(
      lines.map((line) =>
        line.unitPriceMinor === null ? 0 : multiplyMinor(line.unitPriceMinor, line.quantity),
      ),
    );
    return { cart, lines, subtotalMinor, currency };
  }

  async sweep(): Promise<number> {
    return (await this.models.Cart.deleteMany({ expiresAt: { $lte: new Date() } })).deletedCount;
  }
}
