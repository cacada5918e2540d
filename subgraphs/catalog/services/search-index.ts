import { systemClock, type Clock } from '../../../platform/clock';
import { badInput } from '../../../platform/errors';
import type { Caller } from '../../../platform/identity/caller';
import type { Logger } from '../../../platform/logging';
import type { CatalogModels, CategoryRecord, ProductRecord } from '../models/product';
import type { Posting, SearchModels, SearchTermRecord } from '../models/search';
import { MAX_PREFIX, prefixesOf, words } from './analyzer';

/** A product found by a search, with its relevance (comparable within one search only). */
export interface SearchHit {
  score: number;
  product: ProductRecord;
}

/** How much a word counts by where it stands: the name says most about a product, the description least. */
export const FIELD_WEIGHTS = { name: 3, brand: 2, category: 1.5, description: 1 } as const;
/** A query word that only matches as the prefix of an indexed word counts this much of a whole-word match. */
const PREFIX_FACTOR = 0.5;
/** BM25 parameters (the usual defaults): term-frequency saturation and length normalisation. */
const K1 = 1.2;
const B = 0.75;
const MAX_QUERY_LENGTH = 200;
const MAX_QUERY_WORDS = 10;
/** How long the corpus statistics (document count, average length) are reused before being recomputed. */
const STATS_TTL_MS = 60_000;
/** Products re-indexed per reconciliation batch. */
const SWEEP_BATCH = 200;

interface CorpusStats {
  documents: number;
  averageLength: number;
}

/** What a search asks for. */
export interface SearchQuery {
  /** 1-200 characters of text. */
  query: string;
  /** Most hits answered. */
  limit: number;
}

export interface SearchIndexOptions {
  /** Where indexing and reconciliation report. Default: nowhere. */
  logger?: Logger;
  /** Ages the cached corpus statistics and stamps indexed documents. Default: the system clock. */
  clock?: Clock;
}

/**
 * The catalog's own full-text search (no `$text`: the embedded server lacks it, and a search component of
 * our own behaves the same on every MongoDB). An inverted index in two collections, maintained
 * synchronously by the catalog service whenever a product is created or changed, and scored with BM25
 * over field-weighted term frequencies (name > brand > category > description). Every word of a product
 * is also posted under its prefixes, so a query word being typed matches too (at a lower weight).
 *
 * Indexing one product is three idempotent steps, none of which needs a transaction:
 *   1. add the new term ids to the product's search document (a superset of what will be posted),
 *   2. post the product under its new terms and remove it from the terms it no longer has,
 *   3. record exactly the new terms, then stamp the product's `indexedAt` with the `updatedAt` it indexed.
 * A crash anywhere leaves `indexedAt` behind `updatedAt`; the reconciliation sweep indexes such products
 * again, and step 1 guarantees that every posting ever written is listed for removal.
 */
export class SearchIndex {
  private stats: { at: number; value: Promise<CorpusStats> } | undefined;
  private readonly logger: Logger | undefined;
  private readonly clock: Clock;

  constructor(
    private readonly catalog: CatalogModels,
    private readonly models: SearchModels,
    options: SearchIndexOptions = {},
  ) {
    this.logger = options.logger;
    this.clock = options.clock ?? systemClock;
  }

  /**
   * Indexes products (as stored now); safe to repeat. A batch costs one round trip per product (step 1)
   * plus one bulk write per step, whatever the number of terms.
   */
  async index(_caller: Caller, products: readonly ProductRecord[]): Promise<void> {
    if (products.length === 0) return;
    const { SearchDocument, SearchTerm } = this.models;
    const categories = await this.categoryNames(products);
    const analysed = products.map((product) => ({
      product,
      ...analyse(product, product.categoryId ? (categories.get(product.categoryId) ?? []) : []),
    }));

    // Per term: the postings to set and to remove, gathered over the batch so each term is written once.
    const changes = new Map<string, { $set: Record<string, Posting>; $unset: Record<string, ''> }>();
    const change = (term: string) => {
      let entry = changes.get(term);
      if (!entry) changes.set(term, (entry = { $set: {}, $unset: {} }));
      return entry;
    };
    for (const { product, terms, length } of analysed) {
      // One atomic read-and-extend: the returned list includes whatever a concurrent indexer added first.
      const before = await SearchDocument.findOneAndUpdate(
        { _id: product._id },
        {
          $addToSet: { terms: { $each: [...terms.keys()] } },
          $setOnInsert: { length, indexedAt: new Date(0) },
        },
        { upsert: true, returnDocument: 'before' },
      ).lean();
      const key = `postings.${product._id}`;
      for (const [term, weight] of terms) change(term).$set[key] = [weight, length];
      for (const term of before?.terms ?? []) if (!terms.has(term)) change(term).$unset[key] = '';
    }
    await SearchTerm.bulkWrite(
      [...changes].map(([term, { $set, $unset }]) => ({
        updateOne: {
          filter: { _id: term },
          update: {
            ...(Object.keys($set).length ? { $set } : {}),
            ...(Object.keys($unset).length ? { $unset } : {}),
          },
          upsert: true,
        },
      })),
      { ordered: false },
    );
    const now = new Date(this.clock.now());
    await SearchDocument.bulkWrite(
      analysed.map(({ product, terms, length }) => ({
        updateOne: {
          filter: { _id: product._id },
          update: { $set: { terms: [...terms.keys()], length, indexedAt: now } },
        },
      })),
      { ordered: false },
    );
    // Only where nobody changed the product meanwhile: a newer version stays stale and is indexed again.
    await this.catalog.Product.bulkWrite(
      products.map((product) => ({
        updateOne: {
          filter: { _id: product._id, updatedAt: product.updatedAt },
          update: { $set: { indexedAt: product.updatedAt } },
          timestamps: false,
        },
      })),
      { ordered: false },
    );
  }

  /**
   * Indexes every product whose `indexedAt` is missing or older than its `updatedAt` (a crash between a
   * product write and its indexing, or products written directly, such as by the seed). `since` narrows
   * the look to products changed after it; without it every product is checked.
   */
  async reconcile(caller: Caller, since?: Date): Promise<number> {
    let indexed = 0;
    for (;;) {
      const stale = await this.catalog.Product.find({
        ...(since ? { updatedAt: { $gte: since } } : {}),
        $or: [{ indexedAt: null }, { $expr: { $lt: ['$indexedAt', '$updatedAt'] } }],
      })
        .limit(SWEEP_BATCH)
        .lean<ProductRecord[]>();
      if (stale.length === 0) break;
      await this.index(caller, stale);
      indexed += stale.length;
      if (stale.length < SWEEP_BATCH) break;
    }
    if (indexed) {
      this.stats = undefined;
      this.logger?.info({ indexed, requestId: caller.requestId }, 'search index reconciled');
    }
    return indexed;
  }

  /** Active products ranked by relevance to the query's text, at most `limit`. */
  async search(_caller: Caller, { query: text, limit }: SearchQuery): Promise<SearchHit[]> {
    const query = text.trim();
    if (!query) throw badInput('query', 'The search text is required.', 'REQUIRED');
    if (query.length > MAX_QUERY_LENGTH)
      throw badInput('query', `The search text is at most ${MAX_QUERY_LENGTH} characters.`, 'TOO_LONG');
    const queryWords = [...new Set(words(query))].slice(0, MAX_QUERY_WORDS);
    if (queryWords.length === 0) return [];

    // A query word longer than any posted prefix is still a word being typed: its longest prefix matches.
    const prefixOf = (word: string) => `p:${word.slice(0, MAX_PREFIX)}`;
    const termIds = queryWords.flatMap((word) => [`w:${word}`, prefixOf(word)]);
    const [rows, stats] = await Promise.all([
      this.models.SearchTerm.find({ _id: { $in: termIds } }).lean<SearchTermRecord[]>(),
      this.corpusStats(),
    ]);
    const postings = new Map(rows.map((row) => [row._id, row.postings ?? {}]));
    const candidates = new Set<string>();
    for (const row of rows) for (const id of Object.keys(row.postings ?? {})) candidates.add(id);
    if (candidates.size === 0) return [];

    const scores: Array<{ id: string; score: number }> = [];
    for (const id of candidates) {
      let score = 0;
      let matched = 0;
      for (const word of queryWords) {
        const exact = postings.get(`w:${word}`);
        const prefix = postings.get(prefixOf(word));
        const contribution = exact?.[id]
          ? bm25(exact[id], Object.keys(exact).length, stats)
          : prefix?.[id]
            ? PREFIX_FACTOR * bm25(prefix[id], Object.keys(prefix).length, stats)
            : 0;
        if (contribution > 0) matched++;
        score += contribution;
      }
      // Products matching every word of the query come before those matching some.
      if (score > 0) scores.push({ id, score: score * (matched / queryWords.length) });
    }
    scores.sort((a, b) => b.score - a.score || (a.id < b.id ? -1 : 1));

    // Postings include drafts and discontinued products (their status may change back); skip them here.
    const hits: SearchHit[] = [];
    for (let start = 0; start < scores.length && hits.length < limit; start += limit * 2) {
      const slice = scores.slice(start, start + limit * 2);
      const products = new Map(
        (
          await this.catalog.Product.find({
            _id: { $in: slice.map((entry) => entry.id) },
            status: 'active',
          }).lean<ProductRecord[]>()
        ).map((product) => [product._id, product]),
      );
      for (const entry of slice) {
        const product = products.get(entry.id);
        if (product && hits.length < limit)
          hits.push({ score: Math.round(entry.score * 1e4) / 1e4, product });
      }
    }
    return hits;
  }

  private corpusStats(): Promise<CorpusStats> {
    const now = this.clock.now();
    if (this.stats && now - this.stats.at < STATS_TTL_MS) return this.stats.value;
    const value = this.models.SearchDocument.aggregate<{ documents: number; total: number }>([
      { $group: { _id: null, documents: { $sum: 1 }, total: { $sum: '$length' } } },
    ]).then(([row]) => ({
      documents: row?.documents ?? 0,
      averageLength: row && row.documents ? row.total / row.documents : 1,
    }));
    this.stats = { at: now, value };
    value.catch(() => {
      this.stats = undefined;
    });
    return value;
  }

  /** Each category's own name and its parent's ("Running shoes" under "Sport"), by category id. */
  private async categoryNames(products: readonly ProductRecord[]): Promise<Map<string, string[]>> {
    const ids = [
      ...new Set(products.map((product) => product.categoryId).filter((id): id is string => Boolean(id))),
    ];
    if (ids.length === 0) return new Map();
    const categories = await this.catalog.Category.find({ _id: { $in: ids } }).lean<CategoryRecord[]>();
    const parentIds = [
      ...new Set(categories.map((category) => category.parentId).filter((id): id is string => Boolean(id))),
    ];
    const parents = new Map(
      (parentIds.length
        ? await this.catalog.Category.find({ _id: { $in: parentIds } }).lean<CategoryRecord[]>()
        : []
      ).map((parent) => [parent._id, parent.name]),
    );
    return new Map(
      categories.map((category) => [
        category._id,
        [
          category.name,
          ...(category.parentId && parents.has(category.parentId) ? [parents.get(category.parentId)!] : []),
        ],
      ]),
    );
  }
}

/** Term ids with their field-weighted frequency, and the product's field-weighted length. */
export function analyse(
  product: Pick<ProductRecord, 'name' | 'brand' | 'description'>,
  categoryNames: readonly string[],
): { terms: Map<string, number>; length: number } {
  const terms = new Map<string, number>();
  let length = 0;
  const add = (term: string, weight: number) => terms.set(term, (terms.get(term) ?? 0) + weight);
  const fields: Array<[string[], number]> = [
    [words(product.name), FIELD_WEIGHTS.name],
    [words(product.brand), FIELD_WEIGHTS.brand],
    [categoryNames.flatMap((name) => words(name)), FIELD_WEIGHTS.category],
    [words(product.description), FIELD_WEIGHTS.description],
  ];
  for (const [list, weight] of fields) {
    length += list.length * weight;
    for (const word of list) {
      add(`w:${word}`, weight);
      for (const prefix of prefixesOf(word)) add(`p:${prefix}`, weight);
    }
  }
  return { terms, length };
}

/** BM25 of one term in one product (its posting), `df` products being posted under the term. */
function bm25([tf, length]: Posting, df: number, stats: CorpusStats): number {
  const n = Math.max(stats.documents, df);
  const idf = Math.log(1 + (n - df + 0.5) / (df + 0.5));
  return (idf * tf * (K1 + 1)) / (tf + K1 * (1 - B + (B * length) / stats.averageLength));
}
