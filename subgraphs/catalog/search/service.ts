import { badInput, notFound } from '../../../platform/errors';
import type { Caller } from '../../../platform/identity/caller';
import { parseDecimalToMinor } from '../../../platform/money';
import type { CatalogModels, ProductRecord } from '../models/product';
import type { EngineFacets, EngineQuery, Highlight, OptionFilter, SearchEngine, SearchSort } from './engine';
import type { SearchFeed } from './feed';
import type { SearchEngineModels, SynonymSetRecord } from './models';
import type { QueryLog, QueryReport } from './query-log';

const MAX_QUERY_LENGTH = 200;
const MAX_OFFSET = 10_000;
const MAX_FILTER_VALUES = 50;
const MAX_SYNONYM_TERMS = 20;

/** A search as the catalog takes it: text (may be empty: browse), filters, sort and page. */
export interface ProductSearchInput {
  query?: string | null;
  brands?: readonly string[] | null;
  categoryIds?: readonly string[] | null;
  /** Decimal amounts in the store's currency. */
  minPrice?: string | null;
  maxPrice?: string | null;
  inStock?: boolean | null;
  minRating?: number | null;
  options?: readonly OptionFilter[] | null;
  sort?: SearchSort | null;
  limit: number;
  offset: number;
}

export interface SearchHitRecord {
  score: number;
  product: ProductRecord;
  highlights: Highlight[];
}

export interface SearchResultRecord {
  total: number;
  hits: SearchHitRecord[];
  facets: EngineFacets;
  didYouMean: string | null;
}

export type SearchQueryReportResult = QueryReport & { from: Date; to: Date };

export interface SuggestionsRecord {
  completions: string[];
  products: ProductRecord[];
}

function text(value: string | null | undefined, field: string, required: boolean): string {
  const trimmed = (value ?? '').trim();
  if (required && !trimmed) throw badInput(field, 'The search text is required.', 'REQUIRED');
  if (trimmed.length > MAX_QUERY_LENGTH)
    throw badInput(field, `The search text is at most ${MAX_QUERY_LENGTH} characters.`, 'TOO_LONG');
  return trimmed;
}

function price(value: string | null | undefined, field: string): number | undefined {
  if (value == null) return undefined;
  const minor = parseDecimalToMinor(value);
  if (minor === undefined || minor < 0)
    throw badInput(field, `${field} must be a non-negative amount with at most 2 decimals.`);
  return minor;
}

function values(list: readonly string[] | null | undefined, field: string): string[] | undefined {
  if (!list?.length) return undefined;
  if (list.length > MAX_FILTER_VALUES)
    throw badInput(field, `At most ${MAX_FILTER_VALUES} values.`, 'OUT_OF_RANGE');
  return [...list];
}

/**
 * Product search for shoppers and staff (REQ-SRC-1): full text with typo tolerance, filters, facets,
 * sorts and pages, suggestions for the search box, the staff's synonym list and the query report. The
 * engine answers from memory; the products of a page are read from the database, so a page always shows
 * the stored product.
 */
/** Product documents a replica keeps for its result pages (the most recently used). */
const PAGE_CACHE_SIZE = 20_000;

export class SearchService {
  /**
   * The documents of products on recent result pages, by id, least recently used first. The feed hands
   * every newer version it applies to `refresh`, so an entry is never older than what the engine ranked
   * (the same freshness as the index itself); a page then needs no read at all. On the embedded server
   * a read by `_id` list was most of a search's tail at 100,000 products.
   */
  private readonly pageCache = new Map<string, ProductRecord>();

  constructor(
    private readonly catalog: CatalogModels,
    private readonly models: SearchEngineModels,
    private readonly engine: SearchEngine,
    private readonly feed: SearchFeed,
    private readonly log: QueryLog,
  ) {
    feed.onApplied((product) => {
      if (this.pageCache.has(product._id)) this.pageCache.set(product._id, product);
    });
  }

  async search(_caller: Caller, input: ProductSearchInput): Promise<SearchResultRecord> {
    const query = this.engineQuery(input);
    await this.feed.ready;
    const result = this.engine.search(query);
    if (query.text && input.offset === 0) this.log.record(query.text, result.total);
    const products = await this.products(result.hits.map((hit) => hit.id));
    return {
      total: result.total,
      facets: result.facets,
      didYouMean: result.didYouMean,
      hits: result.hits.flatMap((hit) => {
        const product = products.get(hit.id);
        return product ? [{ score: hit.score, product, highlights: hit.highlights }] : [];
      }),
    };
  }

  /** Active products ranked by relevance to `query` (the first page of `search`, without facets). */
  async searchText(caller: Caller, input: { query: string; limit: number }): Promise<SearchHitRecord[]> {
    const query = text(input.query, 'query', true);
    const result = await this.search(caller, { query, limit: input.limit, offset: 0, sort: 'relevance' });
    return result.hits;
  }

  async suggest(_caller: Caller, input: { prefix: string; limit: number }): Promise<SuggestionsRecord> {
    const prefix = text(input.prefix, 'prefix', true);
    await this.feed.ready;
    const { completions, productIds } = this.engine.suggest(prefix, input.limit);
    const products = await this.products(productIds);
    return {
      completions,
      products: productIds.flatMap((id) => (products.has(id) ? [products.get(id)!] : [])),
    };
  }

  async synonyms(_caller: Caller): Promise<SynonymSetRecord[]> {
    return this.models.SynonymSet.find().sort({ _id: 1 }).lean<SynonymSetRecord[]>().exec();
  }

  /** Creates a synonym group (no id) or replaces one; every replica uses it within seconds, this one at once. */
  async saveSynonyms(_caller: Caller, input: { id?: string | null; terms: readonly string[] }) {
    const terms = [...new Set(input.terms.map((term) => term.trim().toLowerCase()).filter(Boolean))];
    if (terms.length < 2) throw badInput('terms', 'A synonym group needs at least two terms.', 'REQUIRED');
    if (terms.length > MAX_SYNONYM_TERMS)
      throw badInput('terms', `At most ${MAX_SYNONYM_TERMS} terms.`, 'OUT_OF_RANGE');
    if (terms.some((term) => term.length > 100))
      throw badInput('terms', 'Each term is at most 100 characters.', 'TOO_LONG');
    let saved: SynonymSetRecord | null;
    if (input.id) {
      saved = await this.models.SynonymSet.findOneAndUpdate(
        { _id: input.id },
        { $set: { terms } },
        { returnDocument: 'after' },
      ).lean<SynonymSetRecord>();
      if (!saved) throw notFound('SYNONYMS_NOT_FOUND', input.id);
    } else {
      saved = (await this.models.SynonymSet.create({ terms })).toObject();
    }
    await this.feed.refreshSynonyms();
    return saved;
  }

  async deleteSynonyms(_caller: Caller, id: string): Promise<boolean> {
    const { deletedCount } = await this.models.SynonymSet.deleteOne({ _id: id });
    await this.feed.refreshSynonyms();
    return deletedCount > 0;
  }

  async queryReport(
    _caller: Caller,
    input: { from: Date; to: Date; limit: number },
  ): Promise<SearchQueryReportResult> {
    if (input.to.getTime() < input.from.getTime())
      throw badInput('to', '`to` must not be before `from`.', 'OUT_OF_RANGE');
    if (input.to.getTime() - input.from.getTime() > 366 * 86_400_000)
      throw badInput('to', 'A report covers at most 366 days.', 'OUT_OF_RANGE');
    return { from: input.from, to: input.to, ...(await this.log.report(input.from, input.to, input.limit)) };
  }

  private engineQuery(input: ProductSearchInput): EngineQuery {
    const query = text(input.query, 'query', false);
    const minPriceMinor = price(input.minPrice, 'minPrice');
    const maxPriceMinor = price(input.maxPrice, 'maxPrice');
    if (minPriceMinor !== undefined && maxPriceMinor !== undefined && minPriceMinor > maxPriceMinor)
      throw badInput('maxPrice', 'maxPrice must not be below minPrice.', 'OUT_OF_RANGE');
    if (input.minRating != null && !(input.minRating >= 0 && input.minRating <= 5))
      throw badInput('minRating', 'minRating is between 0 and 5.', 'OUT_OF_RANGE');
    if (input.offset < 0 || input.offset > MAX_OFFSET)
      throw badInput('offset', `offset is between 0 and ${MAX_OFFSET}.`, 'OUT_OF_RANGE');
    const options = (input.options ?? []).map((option, index) => {
      if (!option.name.trim())
        throw badInput(`options[${index}].name`, 'The option name is required.', 'REQUIRED');
      return { name: option.name, values: values(option.values, `options[${index}].values`) ?? [] };
    });
    return {
      text: query,
      brands: values(input.brands, 'brands'),
      categoryIds: values(input.categoryIds, 'categoryIds'),
      minPriceMinor,
      maxPriceMinor,
      inStock: input.inStock ?? undefined,
      minRating: input.minRating ?? undefined,
      options,
      sort: input.sort ?? 'relevance',
      limit: input.limit,
      offset: input.offset,
    };
  }

  private async products(ids: readonly string[]): Promise<Map<string, ProductRecord>> {
    if (ids.length === 0) return new Map();
    const found = new Map<string, ProductRecord>();
    const missing: string[] = [];
    for (const id of ids) {
      const cached = this.pageCache.get(id);
      if (!cached) {
        missing.push(id);
        continue;
      }
      // Most recently used last.
      this.pageCache.delete(id);
      this.pageCache.set(id, cached);
      found.set(id, cached);
    }
    if (missing.length > 0) {
      // By `_id` alone, status checked below: the embedded server answers an `_id` list from its index
      // only when the query has no other field (with `status` it scans every product: 240 ms against
      // 17 ms for 20 of 50,000).
      const read = await this.catalog.Product.find({ _id: { $in: missing } })
        .lean<ProductRecord[]>()
        .exec();
      for (const product of read) {
        found.set(product._id, product);
        // A read that raced a newer version the feed already applied is not kept.
        const applied = this.feed.versionOf(product._id);
        if (applied !== undefined && applied > new Date(product.updatedAt).getTime()) continue;
        this.pageCache.set(product._id, product);
      }
      for (const id of this.pageCache.keys()) {
        if (this.pageCache.size <= PAGE_CACHE_SIZE) break;
        this.pageCache.delete(id);
      }
    }
    return new Map([...found].filter(([, product]) => product.status === 'active'));
  }
}
