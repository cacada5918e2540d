import DataLoader from 'dataloader';
import { badInput } from '../../../platform/errors';
import { oneLoader } from '../../../platform/graphql/loaders';
import type { Caller } from '../../../platform/identity/caller';
import type { InsightGenerations } from './generations';
import {
  coPurchaseId,
  productOfKey,
  type CoPurchaseRecord,
  type InsightsModels,
  type PurchaseRecord,
} from './model';
import type { InsightPeers, ProductFacts } from './peers';

/** The most products one recommendation answers (larger limits are capped). */
export const MAX_RECOMMENDATIONS = 20;
/** How many bestsellers are weighed for a customer (by their categories) or a newcomer. */
const BESTSELLER_POOL = 100;

export interface RecommendationOptions {
  limit?: number | null;
  /** Also inactive (draft, discontinued) and out-of-stock products. Default false. */
  includeUnavailable?: boolean | null;
}

/**
 * A request's lookups, batched across every product and user the request asks about: what the catalog
 * says of a product, what inventory has of it, and what it was bought with. Built per request.
 */
export interface RecommendationLookups {
  facts: DataLoader<string, ProductFacts | null>;
  available: DataLoader<string, number | null>;
  coPurchase: DataLoader<string, CoPurchaseRecord | null>;
  alike: DataLoader<string, ProductFacts[]>;
}

/** A loadMany result: a peer's failure fails the recommendation rather than quietly thinning it. */
function settled<T>(loaded: T | Error): T {
  if (loaded instanceof Error) throw loaded;
  return loaded;
}

const orderedBy = <T>(entries: Iterable<[T, number]>, key: (value: T) => string) =>
  [...entries].sort((a, b) => b[1] - a[1] || key(a[0]).localeCompare(key(b[0]))).map(([value]) => value);

/**
 * Recommendations from the purchase log and the catalog: frequently bought together (co-purchases of
 * shipped orders), similar products (category, brand, price band), and for a customer: what their
 * purchases were bought with, then bestsellers of their categories, then bestsellers. Inactive and
 * out-of-stock products are left out unless asked for.
 */
export class Recommendations {
  constructor(
    private readonly models: InsightsModels,
    private readonly generations: InsightGenerations,
    private readonly peers: InsightPeers,
  ) {}

  lookups(caller: Caller): RecommendationLookups {
    return {
      facts: oneLoader(
        async (ids) => [...(await this.peers.products(caller, ids)).values()],
        (product) => product.id,
      ),
      available: new DataLoader(async (ids: readonly string[]) => {
        const found = await this.peers.available(caller, ids);
        return ids.map((id) => found.get(id) ?? null);
      }),
      coPurchase: oneLoader(
        async (ids) => {
          const gen = await this.generations.active();
          return this.models.CoPurchase.find({ _id: { $in: ids.map((id) => coPurchaseId(gen, id)) } }).lean<
            CoPurchaseRecord[]
          >();
        },
        (record) => record.productId,
      ),
      // Keyed by one category or one brand: a page of products shares a few of each, asked once apiece.
      alike: new DataLoader(async (keys: readonly string[]) =>
        Promise.all(
          keys.map((key) => {
            const { categoryId = null, brand = null } = JSON.parse(key) as {
              categoryId?: string;
              brand?: string;
            };
            return this.peers.alike(caller, { categoryId, brand });
          }),
        ),
      ),
    };
  }

  private limitOf(options: RecommendationOptions, fallback: number): number {
    const limit = options.limit ?? fallback;
    if (!Number.isInteger(limit) || limit < 1)
      throw badInput('limit', 'limit is at least 1.', 'OUT_OF_RANGE');
    return Math.min(limit, MAX_RECOMMENDATIONS);
  }

  /**
   * The first `limit` of `ranked` that may be shown: in the catalog, and unless `includeUnavailable`,
   * active with units available. Looks at a few times `limit` candidates, in batches.
   */
  private async pick(
    lookups: RecommendationLookups,
    ranked: readonly string[],
    limit: number,
    options: RecommendationOptions,
  ): Promise<string[]> {
    const chosen: string[] = [];
    const candidates = [...new Set(ranked)].slice(0, limit * 4 + 20);
    const [facts, available] = await Promise.all([
      lookups.facts.loadMany(candidates),
      options.includeUnavailable ? null : lookups.available.loadMany(candidates),
    ]);
    for (const [index, id] of candidates.entries()) {
      const product = settled(facts[index]);
      if (!product) continue;
      if (!options.includeUnavailable) {
        const units = settled(available![index]);
        if (product.status !== 'ACTIVE' || typeof units !== 'number' || units <= 0) continue;
      }
      chosen.push(id);
      if (chosen.length === limit) break;
    }
    return chosen;
  }

  /** Products most often in the same shipped orders as `productId`, most often first. */
  async frequentlyBoughtTogether(
    _caller: Caller,
    lookups: RecommendationLookups,
    productId: string,
    options: RecommendationOptions = {},
  ): Promise<string[]> {
    const limit = this.limitOf(options, 5);
    const record = await lookups.coPurchase.load(productId);
    if (!record) return [];
    const ranked = orderedBy(
      Object.entries(record.with ?? {}).map(([key, count]) => [productOfKey(key), count] as [string, number]),
      (id) => id,
    ).filter((id) => id !== productId);
    return this.pick(lookups, ranked, limit, options);
  }

  /**
   * Products like `productId`: the same category counts 3, the same brand 2, a price within 25 % of its
   * price 1 (within 50 %: 0.5); ties go to the closer price, then the id.
   */
  async similar(
    _caller: Caller,
    lookups: RecommendationLookups,
    productId: string,
    options: RecommendationOptions = {},
  ): Promise<string[]> {
    const limit = this.limitOf(options, 5);
    const product = await lookups.facts.load(productId);
    if (!product || (!product.categoryId && !product.brand)) return [];
    const keys = [
      ...(product.categoryId ? [JSON.stringify({ categoryId: product.categoryId })] : []),
      ...(product.brand ? [JSON.stringify({ brand: product.brand })] : []),
    ];
    const found = new Map<string, ProductFacts>();
    for (const list of await lookups.alike.loadMany(keys))
      for (const other of settled(list)) found.set(other.id, other);
    const candidates = [...found.values()];
    const distance = (other: ProductFacts) =>
      other.currency === product.currency && product.priceMinor > 0
        ? Math.abs(other.priceMinor - product.priceMinor) / product.priceMinor
        : Infinity;
    const score = (other: ProductFacts) =>
      (product.categoryId && other.categoryId === product.categoryId ? 3 : 0) +
      (product.brand && other.brand === product.brand ? 2 : 0) +
      (distance(other) <= 0.25 ? 1 : distance(other) <= 0.5 ? 0.5 : 0);
    const ranked = candidates
      .filter((other) => other.id !== productId)
      .sort((a, b) => score(b) - score(a) || distance(a) - distance(b) || a.id.localeCompare(b.id))
      .map((other) => other.id);
    return this.pick(lookups, ranked, limit, options);
  }

  /** Products sold in the most shipped orders, most first. */
  private async bestsellers(): Promise<string[]> {
    const gen = await this.generations.active();
    const top = await this.models.CoPurchase.find({ gen }, { productId: 1, orders: 1 })
      .sort({ orders: -1, _id: 1 })
      .limit(BESTSELLER_POOL)
      .lean<Array<Pick<CoPurchaseRecord, 'productId' | 'orders'>>>();
    return top.map((record) => record.productId);
  }

  /**
   * For a customer: what their paid orders' products were most bought with, then bestsellers of the
   * categories they bought from, then bestsellers; never what they bought already. Without any history,
   * bestsellers.
   */
  async forCustomer(
    _caller: Caller,
    lookups: RecommendationLookups,
    userId: string,
    options: RecommendationOptions = {},
  ): Promise<string[]> {
    const limit = this.limitOf(options, 10);
    const gen = await this.generations.active();
    const purchases = await this.models.Purchase.find(
      { gen, userId, paidAt: { $ne: null } },
      { createdLines: 1, addedLines: 1 },
    ).lean<Array<Pick<PurchaseRecord, 'createdLines' | 'addedLines'>>>();
    const bought = new Set(
      purchases.flatMap((purchase) =>
        [...purchase.createdLines, ...purchase.addedLines].map((l) => l.productId),
      ),
    );
    const scores = new Map<string, number>();
    for (const loaded of await lookups.coPurchase.loadMany([...bought])) {
      const record = settled(loaded);
      if (!record) continue;
      for (const [key, count] of Object.entries(record.with ?? {})) {
        const other = productOfKey(key);
        if (!bought.has(other)) scores.set(other, (scores.get(other) ?? 0) + count);
      }
    }
    const bestsellers = (await this.bestsellers()).filter((id) => !bought.has(id));
    let preferred: string[] = [];
    if (bought.size) {
      const categories = new Set(
        (await lookups.facts.loadMany([...bought])).flatMap((loaded) => {
          const product = settled(loaded);
          return product?.categoryId ? [product.categoryId] : [];
        }),
      );
      const bestsellerFacts = await lookups.facts.loadMany(bestsellers);
      preferred = bestsellers.filter((_, index) => {
        const categoryId = settled(bestsellerFacts[index])?.categoryId;
        return !!categoryId && categories.has(categoryId);
      });
    }
    const ranked = [...orderedBy(scores, (id) => id), ...preferred, ...bestsellers];
    return this.pick(lookups, ranked, limit, options);
  }
}
