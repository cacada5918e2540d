import type { Clock } from '../../../platform/clock';
import { appError, notFound } from '../../../platform/errors';
import type { Caller } from '../../../platform/identity/caller';
import type { Logger } from '../../../platform/logging';
import { findLean } from '../../../platform/mongo/reads';
import type { CatalogModels, ProductRecord } from '../models/product';
import { productUpdated, type CatalogService } from '../services/catalog-service';
import { variantsOf } from '../variants/variants';
import { publicPriceMinor, variantPriceChanges } from './prices';
import {
  boundariesAfter,
  effectivePrice,
  isValidAt,
  needsGroups,
  type EffectivePrice,
  type PriceRuleRecord,
  type PriceTierRecord,
} from './rules';
import { parseRule, type PriceRuleInput } from './validation';

/** The customer groups of a person (kept by the orders subgraph, next to the promotions that target them). */
export type CustomerGroupsLookup = (caller: Caller, userId: string) => Promise<string[]>;

/** A line to price for the orders subgraph: a variant (a default variant's id is its product's) and units. */
export interface PriceLine {
  productId: string;
  variantId?: string | null;
  quantity: number;
}

/** A rule as staff read it: with its product and the currency of its amounts. */
export type PriceRuleView = PriceRuleRecord & { productId: string; currency: string };
export type PriceTierView = PriceTierRecord & { currency: string };

const viewOf = (product: Pick<ProductRecord, '_id' | 'currency'>, rule: PriceRuleRecord): PriceRuleView => ({
  ...rule,
  productId: product._id,
  currency: product.currency,
});

export interface QuotedPrice extends EffectivePrice {
  productId: string;
  variantId: string;
  quantity: number;
  listPriceMinor: number;
  currency: string;
}

/**
 * Price rules: staff write them (admins) and read them (staff, permissions.ts); every read of a price goes
 * through `priceOf`, which needs nothing beyond the product document (its rules are embedded in it) and,
 * only when a customer-group rule could apply, the caller's groups (asked once per request).
 *
 * Every write is one update of the product document, guarded by the rules' revision, so two concurrent rule
 * writes never undo each other and the overlap check sees every rule it must. When the write changes a
 * price that applies now, ProductUpdatedEvent goes into the same update (outbox). A rule that starts or
 * ends later changes the price without a write: `sweep` announces it when the moment comes.
 */
export class PriceRuleService {
  constructor(
    private readonly models: CatalogModels,
    private readonly catalog: Pick<CatalogService, 'indexed' | 'clock'>,
    private readonly logger: Logger,
    /** Called after a write that recorded an event, so the outbox relay runs at once. */
    private readonly onEvent: () => void = () => {},
  ) {}

  private now(): number {
    return this.catalog.clock.now();
  }

  /** The unit price of a variant (null: the product as a whole) for whoever `groups` stands for, now. */
  priceOf(
    product: ProductRecord,
    variantId: string | null,
    listPriceMinor: number,
    customer: { groups: () => Promise<readonly string[]>; quantity?: number },
  ): EffectivePrice | Promise<EffectivePrice> {
    const question = { at: this.now(), groups: [] as readonly string[], quantity: customer.quantity ?? 1 };
    // Most products have no group rule: their price is answered without waiting for anything.
    if (!needsGroups(product.priceRules, variantId))
      return effectivePrice(product.priceRules, variantId, listPriceMinor, question);
    return customer
      .groups()
      .then((groups) =>
        effectivePrice(product.priceRules, variantId, listPriceMinor, { ...question, groups }),
      );
  }

  /**
   * Unit prices for the orders subgraph's lines (cart, checkout, createOrder, addOrderItem): each line's
   * variant for a customer of `groups` at its quantity, now. One read for all products; a line whose
   * product or variant does not exist answers null (orders names it).
   */
  async quote(
    _caller: Caller,
    lines: readonly PriceLine[],
    groups: readonly string[],
    /**
     * Reads products by id: the request's loader, so the same call's `_entities` and this share one
     * read. Default: one read of its own.
     */
    load: (ids: readonly string[]) => Promise<ReadonlyArray<ProductRecord | null | Error>> = (ids) =>
      findLean<ProductRecord>(this.models.Product, { _id: { $in: ids } }),
  ): Promise<(QuotedPrice | null)[]> {
    if (lines.length === 0) return [];
    const ids = [...new Set(lines.map((line) => line.productId))];
    const products = new Map<string, ProductRecord>();
    for (const found of await load(ids))
      if (found && !(found instanceof Error)) products.set(found._id, found);
    const at = this.now();
    return lines.map((line) => {
      const product = products.get(line.productId);
      if (!product) return null;
      const variantId = line.variantId || product._id;
      const variant = variantsOf(product).find((candidate) => candidate._id === variantId);
      if (!variant) return null;
      const price = effectivePrice(product.priceRules, variantId, variant.priceMinor, {
        at,
        groups,
        quantity: line.quantity,
      });
      return {
        ...price,
        productId: product._id,
        variantId,
        quantity: line.quantity,
        listPriceMinor: variant.priceMinor,
        currency: product.currency,
      };
    });
  }

  /** The product's rules (staff). */
  list(_caller: Caller, product: ProductRecord): PriceRuleView[] {
    return (product.priceRules ?? []).map((rule) => viewOf(product, rule));
  }

  async create(caller: Caller, input: PriceRuleInput): Promise<PriceRuleView> {
    const product = await this.models.Product.findById(input.productId).lean<ProductRecord>().exec();
    if (!product) throw notFound('PRODUCT_NOT_FOUND', input.productId);
    const rules = product.priceRules ?? [];
    const rule = parseRule(input, product, rules, new Date(this.now()));
    await this.write(caller, product, [...rules, rule], [rule]);
    return viewOf(product, rule);
  }

  /** Replaces a rule (its id and creation time stay); the product stays the rule's own. */
  async update(caller: Caller, id: string, input: Omit<PriceRuleInput, 'productId'>): Promise<PriceRuleView> {
    const product = await this.productOfRule(id);
    const rules = product.priceRules ?? [];
    const current = rules.find((rule) => rule._id === id)!;
    const rule = parseRule(
      { ...input, productId: product._id },
      product,
      rules,
      new Date(this.now()),
      current,
    );
    await this.write(
      caller,
      product,
      rules.map((other) => (other._id === id ? rule : other)),
      [current, rule],
    );
    return viewOf(product, rule);
  }

  async remove(caller: Caller, id: string): Promise<PriceRuleView> {
    const product = await this.productOfRule(id);
    const rules = product.priceRules ?? [];
    const current = rules.find((rule) => rule._id === id)!;
    await this.write(
      caller,
      product,
      rules.filter((rule) => rule._id !== id),
      [current],
    );
    return viewOf(product, current);
  }

  private async productOfRule(id: string): Promise<ProductRecord> {
    const product = await this.models.Product.findOne({ 'priceRules._id': id }).lean<ProductRecord>().exec();
    if (!product) throw notFound('PRICE_RULE_NOT_FOUND', id);
    return product;
  }

  /**
   * Stores the product's new rule list in one update guarded by the rules' revision. `touched` are the
   * rule versions the write adds or takes away: when one of them applies now, prices change now, and
   * ProductUpdatedEvent goes in the same update (`price` when the public price of the product or a variant
   * changed, otherwise `priceRules`: a tier or group price changed).
   */
  private async write(
    caller: Caller,
    product: ProductRecord,
    rules: PriceRuleRecord[],
    touched: readonly PriceRuleRecord[],
  ): Promise<void> {
    const at = this.now();
    const after: ProductRecord = { ...product, priceRules: rules };
    const changed = priceChanges(
      product,
      after,
      at,
      touched.some((rule) => isValidAt(rule, at)),
    );
    const sequence = (product.eventSeq ?? 0) + 1;
    const set = { priceRules: rules, nextPriceChangeAt: nextChange(rules, at) };
    const updated = await this.models.Product.findOneAndUpdate(
      {
        _id: product._id,
        priceRulesRev: product.priceRulesRev ?? null,
        ...(changed.fields.length ? { eventSeq: product.eventSeq ?? 0 } : {}),
      },
      changed.fields.length
        ? {
            $set: { ...set, eventSeq: sequence },
            $inc: { priceRulesRev: 1 },
            $push: {
              outbox: productUpdated(after, product, sequence, changed.fields, at, changed.variants),
            },
          }
        : { $set: set, $inc: { priceRulesRev: 1 } },
      { returnDocument: 'after' },
    ).lean<ProductRecord>();
    if (!updated)
      throw appError(
        'CONCURRENT_MODIFICATION',
        "The product's price rules changed while this write ran; read them again and retry.",
      );
    if (changed.fields.length) {
      this.onEvent();
      // Search filters and sorts by price: it re-reads the product as after any other price change.
      await this.catalog.indexed(caller, updated);
    }
  }

  /**
   * Announces the prices that changed by themselves: products whose next rule boundary (a scheduled price
   * starting or ending) has come get ProductUpdatedEvent, and their next boundary. Answers how many.
   */
  async sweep(caller: Caller, limit = 100): Promise<number> {
    const at = this.now();
    const due = await this.models.Product.find({ nextPriceChangeAt: { $ne: null, $lte: new Date(at) } })
      .limit(limit)
      .lean<ProductRecord[]>()
      .exec();
    let announced = 0;
    for (const product of due) {
      // What the prices were just before the boundary, against what they are now.
      const beforeAt = product.nextPriceChangeAt!.getTime() - 1;
      const changed = priceChanges(product, product, at, true, beforeAt);
      const sequence = (product.eventSeq ?? 0) + 1;
      const next = nextChange(product.priceRules ?? [], at);
      const updated = await this.models.Product.updateOne(
        { _id: product._id, eventSeq: product.eventSeq ?? 0, nextPriceChangeAt: product.nextPriceChangeAt },
        {
          $set: { nextPriceChangeAt: next, eventSeq: sequence },
          $push: {
            outbox: productUpdated(
              product,
              product,
              sequence,
              changed.fields,
              at,
              changed.variants,
              beforeAt,
            ),
          },
        },
      );
      if (updated.modifiedCount === 1) {
        announced++;
        await this.catalog.indexed(caller, { ...product, nextPriceChangeAt: next });
      } else this.logger.debug({ productId: product._id }, 'price sweep lost a race; the next sweep retries');
    }
    if (announced) this.onEvent();
    return announced;
  }
}

function nextChange(rules: readonly PriceRuleRecord[], at: number): Date | null {
  const next = boundariesAfter(rules, at)[0];
  return next === undefined ? null : new Date(next);
}

/**
 * What a change of rules changes for clients at `at` (the version `before` read at `beforeAt`, default the
 * same moment): `price` when the public price of the product or a variant moved, else `priceRules` when a
 * rule that applies now was touched (a tier or group price), else nothing.
 */
function priceChanges(
  before: ProductRecord,
  after: ProductRecord,
  at: number,
  touchedNow: boolean,
  beforeAt = at,
) {
  const variants = variantPriceChanges(before, after, at, beforeAt);
  const priceMoved =
    publicPriceMinor(before, beforeAt) !== publicPriceMinor(after, at) || variants.length > 0;
  const fields = priceMoved ? ['price'] : touchedNow ? ['priceRules'] : [];
  return { fields, variants };
}
