import { randomUUID } from 'node:crypto';
import type { Clock } from '../../../platform/clock';
import { appError, badInput, isDuplicateKeyError } from '../../../platform/errors';
import { newEvent } from '../../../platform/events';
import type { Caller } from '../../../platform/identity/caller';
import { randomSecret } from '../../../platform/identity/secrets';
import type { GraphQLError } from 'graphql';
import { normalCode } from '../coupons/coupon-service';
import type { OrderPeers, PricedProduct } from '../peers/order-peers';
import { chosenVariant, unitPriceOf } from '../order/order-lines';
import type { Pricer } from '../pricing/pricer';
import type { CartLineRecord, CartModels, CartRecord, CartView } from './model';

/** A line's variant: lines older than variants hold their product's default variant. */
const variantOfLine = (line: Pick<CartLineRecord, 'productId' | 'variantId'>) =>
  line.variantId ?? line.productId;

/**
 * Where a line sits in the cart's array: a default variant's line is the product's only one (a product
 * without options has no other variant), found by product as before variants; another variant's by its id.
 */
function lineAt(productId: string, variantId: string) {
  return variantId === productId
    ? {
        match: { 'lines.productId': productId },
        absent: { 'lines.productId': { $ne: productId } },
        pull: { productId },
      }
    : {
        match: { 'lines.variantId': variantId },
        absent: { 'lines.variantId': { $ne: variantId } },
        pull: { variantId },
      };
}

/** Whose cart: a signed-in person's, or an anonymous session's by token (null: none yet). */
export type CartOwner = { kind: 'user'; userId: string } | { kind: 'anonymous'; token: string | null };

/** A change of one cart line (addToCart, updateCartLine, removeFromCart). */
export interface CartLineChange {
  productId: string;
  /** Required for a product with options; default: the product's default variant (its own id). */
  variantId?: string | null;
  /** addToCart: 1-100 more units; updateCartLine: the new quantity, 0-100 (0 removes the line). */
  quantity: number;
  /** An anonymous cart's token; without one, a signed-in caller's own cart (or a new anonymous one). */
  cartToken?: string | null;
}

const MAX_LINES = 100;
const MAX_QUANTITY = 100;
const TOKEN = /^[A-Za-z0-9_-]{32}$/;
/** Updates answer the cart as changed, so a change costs no second read. */
const AFTER = { returnDocument: 'after' } as const;

/** The signed-in person a cart operation needs (mergeCart, checkout), or UNAUTHENTICATED. */
export function signedIn(caller: Caller): string {
  if (!caller.person) throw appError('UNAUTHENTICATED', 'Sign in first: this needs a customer account.');
  return caller.person;
}

/**
 * Carts. Each change is one atomic update of the cart document (`$inc` on an existing line, `$push`
 * guarded by the line's absence), and moves `expiresAt` a full TTL ahead on the service's clock; reads
 * ignore expired carts and the sweeper deletes them.
 */
export class CartService {
  constructor(
    private readonly models: CartModels,
    private readonly peers: Pick<OrderPeers, 'products'>,
    private readonly clock: Clock,
    /** Inactivity after which a cart expires (ms). */
    private readonly ttlMs: number,
    private readonly pricer: Pricer,
  ) {}

  /**
   * Whose cart a request means. A cart token names an anonymous cart, whoever holds it. Without one, a
   * credential reaches its person's signed-in cart only with the scope the access needs (`read` to read,
   * `write` to change; read-only accounts never change). A credential that carries no scope at all (a
   * public `pk_live_` key identifies an app, not a person's consent) is treated as anonymous; any other
   * credential without the scope is refused.
   */
  ownerOf(caller: Caller, token: string | null | undefined, access: 'read' | 'write'): CartOwner {
    if (token || !caller.person) return { kind: 'anonymous', token: token ?? null };
    const allowed =
      caller.scopes.includes(access) && (access === 'read' || caller.reach.write.kind !== 'none');
    if (allowed) return { kind: 'user', userId: caller.person };
    if (!caller.scopes.length) return { kind: 'anonymous', token: null };
    throw appError(
      'FORBIDDEN',
      access === 'read'
        ? 'Reading your signed-in cart needs the "read" scope.'
        : 'Changing your signed-in cart needs the "write" scope (and an account that may write).',
    );
  }

  private now(): Date {
    return new Date(this.clock.now());
  }

  private ownerFilter(owner: CartOwner): Record<string, unknown> | null {
    if (owner.kind === 'user') return { userId: owner.userId };
    if (!owner.token) return null;
    if (!TOKEN.test(owner.token)) throw badInput('cartToken', 'That is not a cart token.', 'INVALID_FORMAT');
    return { token: owner.token };
  }

  /** The live cart of `owner`, or null (none, or expired). */
  async find(_caller: Caller, owner: CartOwner): Promise<CartRecord | null> {
    const filter = this.ownerFilter(owner);
    if (!filter) return null;
    return this.models.Cart.findOne({ ...filter, expiresAt: { $gt: this.now() } }).lean<CartRecord>();
  }

  /** The `cart` query: the caller's cart (or the token's) with current prices, or null. */
  async current(caller: Caller, token: string | null | undefined): Promise<CartView | null> {
    const cart = await this.find(caller, this.ownerOf(caller, token, 'read'));
    return cart ? this.view(caller, cart) : null;
  }

  /** The owner's live cart, created (or, when expired, emptied) first. */
  private async ensure(caller: Caller, owner: CartOwner): Promise<CartRecord> {
    const now = this.now();
    const expiresAt = new Date(now.getTime() + this.ttlMs);
    const live = await this.find(caller, owner);
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
      return (await this.find(caller, owner))!;
    }
  }

  /** The variant a change means (the product's default one when none is named), orderable now. */
  private async requireVariant(caller: Caller, change: CartLineChange): Promise<string> {
    const { productId } = change;
    const product = (await this.peers.products(caller, [productId])).get(productId);
    if (!product) throw badInput('productId', `No product with id "${productId}".`, 'NOT_FOUND');
    const variant = chosenVariant(product, change.variantId, 'input');
    if (product.status !== 'ACTIVE' || variant.status !== 'ACTIVE')
      throw appError('PRODUCT_UNAVAILABLE', `"${product.name}" is not available.`, {
        productId,
        variantId: variant.id,
        field: product.status !== 'ACTIVE' ? 'productId' : 'variantId',
      });
    return variant.id;
  }

  /** addToCart: adds `quantity` units (a line's total stays within 1-100). */
  async add(caller: Caller, change: CartLineChange): Promise<CartView> {
    const { productId, quantity } = change;
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_QUANTITY)
      throw badInput('quantity', `Quantity is 1-${MAX_QUANTITY}.`, 'OUT_OF_RANGE');
    const variantId = await this.requireVariant(caller, change);
    const cart = await this.ensure(caller, this.ownerOf(caller, change.cartToken, 'write'));
    const changed = await this.change(cart._id, productId, variantId, (current) =>
      Math.min(MAX_QUANTITY, (current ?? 0) + quantity),
    );
    return this.view(caller, changed);
  }

  /** updateCartLine (and removeFromCart, quantity 0): sets a line's quantity; 0 removes it. */
  async set(caller: Caller, change: CartLineChange): Promise<CartView> {
    const { productId, quantity } = change;
    if (!Number.isInteger(quantity) || quantity < 0 || quantity > MAX_QUANTITY)
      throw badInput('quantity', `Quantity is 0-${MAX_QUANTITY}.`, 'OUT_OF_RANGE');
    // Removing needs no catalog: a line of a variant that is gone can still be removed.
    const variantId =
      quantity > 0 ? await this.requireVariant(caller, change) : (change.variantId ?? productId);
    const cart = await this.ensure(caller, this.ownerOf(caller, change.cartToken, 'write'));
    return this.view(caller, await this.change(cart._id, productId, variantId, () => quantity));
  }

  private async change(
    cartId: string,
    productId: string,
    variantId: string,
    next: (current: number | null) => number,
  ): Promise<CartRecord> {
    const at = lineAt(productId, variantId);
    for (let round = 0; round < 5; round++) {
      const cart = await this.models.Cart.findById(cartId).lean<CartRecord>();
      if (!cart) break;
      const line = cart.lines.find(
        (candidate) => candidate.productId === productId && variantOfLine(candidate) === variantId,
      );
      const quantity = next(line?.quantity ?? null);
      const now = this.now();
      const touch = { updatedAt: now, expiresAt: new Date(now.getTime() + this.ttlMs) };
      let result: CartRecord | null;
      if (line && quantity === 0) {
        result = await this.models.Cart.findOneAndUpdate(
          { _id: cartId, ...at.match },
          { $pull: { lines: at.pull }, $set: touch },
          AFTER,
        ).lean<CartRecord>();
      } else if (line) {
        // Two changes of the same line at the same moment: the last one wins (a cart is one shopper's).
        result = await this.models.Cart.findOneAndUpdate(
          { _id: cartId, ...at.match },
          { $set: { 'lines.$.quantity': quantity, ...touch } },
          AFTER,
        ).lean<CartRecord>();
      } else if (quantity > 0) {
        if (cart.lines.length >= MAX_LINES)
          throw badInput('productId', `A cart has at most ${MAX_LINES} lines.`, 'OUT_OF_RANGE');
        const added: CartLineRecord = { productId, variantId, quantity, addedAt: now };
        // The first line of an empty cart starts a shopping session (the funnel's first step): its event
        // goes out with the line, guarded by the cart still being empty at its event sequence.
        const starting = cart.lines.length === 0;
        const sequence = (cart.eventSeq ?? 0) + 1;
        result = await this.models.Cart.findOneAndUpdate(
          starting
            ? {
                _id: cartId,
                'lines.0': { $exists: false },
                eventSeq: { $in: cart.eventSeq ? [cart.eventSeq] : [0, null] },
              }
            : { _id: cartId, ...at.absent },
          starting
            ? {
                $push: {
                  lines: added,
                  outbox: newEvent(
                    'CartStartedEvent',
                    'cart',
                    cartId,
                    sequence,
                    { cartId, userId: cart.userId ?? null, productId, variantId, quantity },
                    now,
                  ),
                },
                $set: { ...touch, eventSeq: sequence },
              }
            : { $push: { lines: added }, $set: touch },
          AFTER,
        ).lean<CartRecord>();
      } else {
        return cart;
      }
      if (result) return result;
    }
    throw appError('CONCURRENT_MODIFICATION', 'The cart kept changing; read it again and retry.');
  }

  /**
   * Moves an anonymous cart's lines into the signed-in caller's cart (quantities add up, capped) and
   * deletes it. Answers the caller's cart.
   */
  async mergeInto(caller: Caller, token: string): Promise<CartRecord> {
    const userId = signedIn(caller);
    const anonymous = await this.find(caller, { kind: 'anonymous', token });
    const mine = await this.ensure(caller, { kind: 'user', userId });
    if (!anonymous) throw badInput('cartToken', 'No such cart (it may have expired).', 'NOT_FOUND');
    let merged = mine;
    for (const line of anonymous.lines) {
      merged = await this.change(mine._id, line.productId, variantOfLine(line), (current) =>
        Math.min(MAX_QUANTITY, (current ?? 0) + line.quantity),
      );
    }
    await this.models.Cart.deleteOne({ _id: anonymous._id });
    return merged;
  }

  /** mergeCart: mergeInto, answered with current prices. */
  async merge(caller: Caller, token: string): Promise<CartView> {
    return this.view(caller, await this.mergeInto(caller, token));
  }

  /** Empties a cart once its order is placed (its coupon went with the order). */
  async clear(_caller: Caller, cartId: string): Promise<void> {
    await this.models.Cart.updateOne(
      { _id: cartId },
      { $set: { lines: [], couponCode: null, updatedAt: this.now() } },
    );
  }

  /**
   * applyCoupon: checks the coupon against the cart as it is now (the COUPON_* error says why it does not
   * apply) and keeps it on the cart; checkout uses it unless told another.
   */
  async applyCoupon(caller: Caller, code: string, token: string | null | undefined): Promise<CartView> {
    const cart = await this.ensure(caller, this.ownerOf(caller, token, 'write'));
    const trimmed = normalCode(code);
    if (!trimmed) throw badInput('code', 'Give a coupon code.', 'REQUIRED');
    const priced = await this.view(caller, { ...cart, couponCode: trimmed }, true);
    const now = this.now();
    await this.models.Cart.updateOne(
      { _id: cart._id },
      { $set: { couponCode: trimmed, updatedAt: now, expiresAt: new Date(now.getTime() + this.ttlMs) } },
    );
    return { ...priced, cart: { ...priced.cart, couponCode: trimmed, updatedAt: now } };
  }

  /** removeCoupon: the cart without its coupon. */
  async removeCoupon(caller: Caller, token: string | null | undefined): Promise<CartView> {
    const cart = await this.ensure(caller, this.ownerOf(caller, token, 'write'));
    await this.models.Cart.updateOne(
      { _id: cart._id },
      { $set: { couponCode: null, updatedAt: this.now() } },
    );
    return this.view(caller, { ...cart, couponCode: null });
  }

  /**
   * The cart with current prices (one catalog call for all lines) and its discounts: promotions that
   * target the customer now and the applied coupon, priced by the one pricing function. A coupon that no
   * longer applies is reported in `couponProblem` (or thrown, when `strict`) and the cart priced without it.
   */
  async view(caller: Caller, cart: CartRecord, strict = false): Promise<CartView> {
    // The customer's groups decide their unit prices (catalog price rules) as well as their promotions.
    const segment = await this.pricer.segmentOf(caller, cart.userId ?? null);
    const products = cart.lines.length
      ? await this.peers.products(
          caller,
          cart.lines.map((line) => line.productId),
          {
            groups: segment.groups,
            lines: cart.lines.map((line) => ({ ...line, variantId: variantOfLine(line) })),
          },
        )
      : new Map<string, PricedProduct>();
    const currency = products.values().next().value?.currency ?? 'USD';
    const lines = cart.lines.map((line) => {
      const product = products.get(line.productId);
      const variantId = variantOfLine(line);
      const variant = product?.variants.find((candidate) => candidate.id === variantId);
      const available = Boolean(product?.status === 'ACTIVE' && variant?.status === 'ACTIVE');
      const price = available ? unitPriceOf(product!, variant!, line.quantity) : null;
      return {
        productId: line.productId,
        variantId,
        sku: variant?.sku ?? null,
        options: variant?.options ?? [],
        quantity: line.quantity,
        unitPriceMinor: price?.unitPriceMinor ?? null,
        priceRuleId: price?.priceRuleId ?? null,
        discountMinor: 0,
        currency: product?.currency ?? currency,
        available,
      };
    });
    const priceable = lines.filter((line) => line.unitPriceMinor !== null && line.currency === currency);
    const quoteOf = (couponCode: string | null) =>
      this.pricer.quote(caller, {
        userId: cart.userId ?? null,
        currency,
        lines: priceable.map((line) => ({
          // One line per variant: two sizes of a product are two lines.
          key: line.variantId,
          productId: line.productId,
          categoryId: products.get(line.productId)?.categoryId ?? null,
          unitPriceMinor: line.unitPriceMinor!,
          quantity: line.quantity,
        })),
        destination: null,
        shipping: null,
        couponCode,
        segment,
      });
    let couponProblem: CartView['couponProblem'] = null;
    let quote;
    try {
      quote = await quoteOf(cart.couponCode ?? null);
    } catch (error) {
      const code = (error as GraphQLError).extensions?.code;
      if (strict || !cart.couponCode || typeof code !== 'string' || !code.startsWith('COUPON_')) throw error;
      couponProblem = { code, message: (error as Error).message };
      quote = await quoteOf(null);
    }
    const discountOf = new Map(quote.totals.lines.map((line) => [line.key, line.discountMinor]));
    return {
      cart,
      lines: lines.map((line) => ({ ...line, discountMinor: discountOf.get(line.variantId) ?? 0 })),
      subtotalMinor: quote.totals.subtotalMinor,
      discountMinor: quote.totals.discountMinor,
      totalMinor: quote.totals.totalMinor,
      discounts: quote.discounts,
      couponProblem,
      currency,
    };
  }

  /** Deletes expired carts; answers how many. */
  async sweep(_caller: Caller): Promise<number> {
    return (await this.models.Cart.deleteMany({ expiresAt: { $lte: this.now() } })).deletedCount;
  }
}
