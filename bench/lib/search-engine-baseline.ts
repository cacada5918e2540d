/**
 * The catalog's search engine as it stood before the work for 100,000 products (commit 6d3fd24 of
 * subgraphs/catalog/search/engine.ts), frozen so bench/search.ts can measure it beside today's engine in the
 * same run and check both answer the same. Nothing but the benchmark uses it.
 */
import MiniSearch, { type Query, type SearchResult } from 'minisearch';
import { words } from '../../subgraphs/catalog/services/analyzer';

/**
 * The catalog's search engine: MiniSearch (an in-process inverted index with BM25, prefix and fuzzy term
 * lookup in a radix tree) for the text, and plain arrays beside it for filters, facets and sorts. It holds
 * no I/O: the feed (feed.ts) fills it from the database and the event bus, so every catalog replica that
 * has seen the same products answers the same.
 */

/** What the engine knows of one product; only active products are put in. */
export interface SearchDocument {
  id: string;
  name: string;
  description: string | null;
  brand: string | null;
  categoryId: string | null;
  priceMinor: number;
  createdAt: number;
  inStock: boolean;
  reviewCount: number;
  ratingSum: number;
  options: ReadonlyArray<{ name: string; values: readonly string[] }>;
}

export interface SearchCategory {
  id: string;
  name: string;
  parentId: string | null;
}

export type SearchSort = 'relevance' | 'priceAsc' | 'priceDesc' | 'newest' | 'rating';

export interface OptionFilter {
  name: string;
  values: readonly string[];
}

/** One search as the engine takes it; every filter is optional. */
export interface EngineQuery {
  text: string;
  brands?: readonly string[];
  /** A category matches its descendants too. */
  categoryIds?: readonly string[];
  minPriceMinor?: number;
  maxPriceMinor?: number;
  inStock?: boolean;
  minRating?: number;
  options?: readonly OptionFilter[];
  sort: SearchSort;
  limit: number;
  offset: number;
  /** Skip facet counting (the legacy field and suggestions do not show them). */
  facets?: boolean;
}

export interface FacetCount {
  value: string;
  count: number;
  /** What to show, where it differs from the value (a category's name). */
  label?: string;
}

export interface PriceBucketCount {
  minMinor: number | null;
  maxMinor: number | null;
  count: number;
}

export interface EngineFacets {
  brands: FacetCount[];
  categories: FacetCount[];
  prices: PriceBucketCount[];
  options: Array<{ name: string; values: FacetCount[] }>;
}

export interface Highlight {
  field: 'name' | 'description';
  /** The field's text, HTML-escaped, with each matched word wrapped in `<mark>`. */
  snippet: string;
}

export interface EngineHit {
  id: string;
  score: number;
  highlights: Highlight[];
}

export interface EngineResult {
  total: number;
  hits: EngineHit[];
  facets: EngineFacets;
  /** A corrected query that finds something, when this one found nothing. */
  didYouMean: string | null;
}

export interface Suggestions {
  completions: string[];
  productIds: string[];
}

/** How much a word counts by where it stands: the name says most about a product, the description least. */
export const FIELD_BOOSTS = { name: 3, brand: 2, category: 1.5, options: 1.2, description: 1 } as const;
/** Upper price bounds of the facet's buckets, in minor units; the last bucket is open. */
export const PRICE_EDGES_MINOR = [2_500, 5_000, 10_000, 20_000, 50_000] as const;
const MAX_QUERY_WORDS = 10;
const FACET_VALUES = 20;
const SNIPPET_CONTEXT = 60;
/** Shortest single word `suggest` looks up products for. */
const MIN_PRODUCT_PREFIX = 3;

/**
 * Typos tolerated in a query word by its length: none under 5 letters (too many short words are one edit
 * apart), one from 5, two from 9.
 */
export function typoBudget(term: string): number {
  return term.length >= 9 ? 2 : term.length >= 5 ? 1 : 0;
}

const FIELDS = ['name', 'brand', 'category', 'options', 'description'] as const;
type IndexedFields = Record<(typeof FIELDS)[number], string> & { id: string };

/** The bits of the filters a product fails; 0 = it passes every filter. */
const enum Dim {
  Brand = 1,
  Category = 2,
  Price = 4,
  Stock = 8,
  Rating = 16,
  /** Option filter k has bit OptionBase << k. */
  OptionBase = 32,
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Levenshtein distance, giving up (returning max + 1) once it must exceed `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      current.push(value);
      if (value < best) best = value;
    }
    if (best > max) return max + 1;
    previous = current;
  }
  return previous[b.length]!;
}

export class SearchEngine {
  private readonly mini: MiniSearch<IndexedFields>;
  private readonly docs = new Map<string, SearchDocument>();
  /** What each product was indexed with, so a change removes exactly that (no stale postings, same scores everywhere). */
  private readonly indexed = new Map<string, IndexedFields>();
  private categories = new Map<string, SearchCategory>();
  /** Category id → itself and its ancestors, nearest first. */
  private lineage = new Map<string, string[]>();
  /** Analysed term → equivalent phrases (each a list of words), from the staff's synonym list. */
  private synonyms = new Map<string, string[][]>();
  /**
   * Words of names, brands and categories: analysed term → how many products use it and the spelling
   * most seen, for completions and "did you mean".
   */
  private readonly vocabulary = new Map<string, { count: number; spellings: Map<string, number> }>();

  constructor() {
    this.mini = new MiniSearch<IndexedFields>({
      fields: [...FIELDS],
      idField: 'id',
      tokenize: (text) => text.split(/[^\p{L}\p{N}]+/u),
      processTerm: (term) => words(term)[0] ?? null,
      searchOptions: {
        boost: { ...FIELD_BOOSTS },
        fuzzy: (term) => typoBudget(term) || false,
        maxFuzzy: 2,
        // Exact words rank above the words being typed, and those above corrected ones.
        weights: { prefix: 0.5, fuzzy: 0.3 },
      },
    });
  }

  get size(): number {
    return this.docs.size;
  }

  has(id: string): boolean {
    return this.docs.has(id);
  }

  get(id: string): SearchDocument | undefined {
    return this.docs.get(id);
  }

  /** The category tree; products under a renamed or moved category are re-indexed. */
  setCategories(list: readonly SearchCategory[]): void {
    const before = this.categories;
    this.categories = new Map(list.map((category) => [category.id, category]));
    this.lineage = new Map();
    for (const category of list) {
      const path: string[] = [];
      const seen = new Set<string>();
      for (let at: SearchCategory | undefined = category; at && !seen.has(at.id);) {
        path.push(at.id);
        seen.add(at.id);
        at = at.parentId ? this.categories.get(at.parentId) : undefined;
      }
      this.lineage.set(category.id, path);
    }
    const changed = (id: string | null) => {
      if (!id) return false;
      const old = before.get(id);
      const now = this.categories.get(id);
      return !old || !now || old.name !== now.name || old.parentId !== now.parentId;
    };
    // A copy: re-indexing takes a product out of the map and puts it back (at the end).
    for (const doc of [...this.docs.values()])
      if (doc.categoryId && (this.lineage.get(doc.categoryId) ?? []).some(changed)) this.upsert(doc);
  }

  /** Equivalence groups: every phrase of a group also finds what the others find. */
  setSynonyms(groups: ReadonlyArray<readonly string[]>): void {
    const map = new Map<string, string[][]>();
    for (const group of groups) {
      const phrases = group.map((phrase) => words(phrase)).filter((list) => list.length > 0);
      for (const phrase of phrases) {
        if (phrase.length !== 1) continue;
        const others = phrases.filter((other) => other.join(' ') !== phrase[0]);
        map.set(phrase[0]!, [...(map.get(phrase[0]!) ?? []), ...others]);
      }
    }
    this.synonyms = map;
  }

  /** Adds or replaces a product. */
  upsert(doc: SearchDocument): void {
    this.remove(doc.id);
    const fields: IndexedFields = {
      id: doc.id,
      name: doc.name,
      brand: doc.brand ?? '',
      category: (doc.categoryId ? (this.lineage.get(doc.categoryId) ?? []) : [])
        .map((id) => this.categories.get(id)?.name ?? '')
        .join(' '),
      options: doc.options.flatMap((option) => option.values).join(' '),
      description: doc.description ?? '',
    };
    this.mini.add(fields);
    this.indexed.set(doc.id, fields);
    this.docs.set(doc.id, doc);
    this.count(fields, 1);
  }

  remove(id: string): void {
    const fields = this.indexed.get(id);
    if (!fields) return;
    this.mini.remove(fields);
    this.indexed.delete(id);
    this.docs.delete(id);
    this.count(fields, -1);
  }

  /** Sets a product's stock status; false when the engine does not hold it. */
  setInStock(id: string, inStock: boolean): boolean {
    const doc = this.docs.get(id);
    if (!doc) return false;
    if (doc.inStock !== inStock) this.docs.set(id, { ...doc, inStock });
    return true;
  }

  private count(fields: IndexedFields, delta: 1 | -1): void {
    const seen = new Set<string>();
    for (const text of [fields.name, fields.brand, fields.category]) {
      for (const spelling of text.split(/[^\p{L}\p{N}]+/u)) {
        const term = words(spelling)[0];
        if (!term || term.length < 2) continue;
        let entry = this.vocabulary.get(term);
        if (!entry) this.vocabulary.set(term, (entry = { count: 0, spellings: new Map() }));
        const lower = spelling.toLowerCase();
        const uses = (entry.spellings.get(lower) ?? 0) + delta;
        if (uses > 0) entry.spellings.set(lower, uses);
        else entry.spellings.delete(lower);
        if (seen.has(term)) continue;
        seen.add(term);
        entry.count += delta;
        if (entry.count <= 0) this.vocabulary.delete(term);
      }
    }
  }

  search(query: EngineQuery): EngineResult {
    const tokens = this.tokens(query.text);
    const ranked = tokens.words.length ? this.match(tokens.words, tokens.typing) : null;
    const result = this.filterAndPage(query, ranked);
    const didYouMean =
      result.total === 0 && ranked && ranked.length === 0 ? this.correction(tokens.words) : null;
    return { ...result, didYouMean };
  }

  /** Completions of what is being typed, and the best few products for it. */
  suggest(prefix: string, limit: number): Suggestions {
    const tokens = this.tokens(prefix);
    if (tokens.words.length === 0) return { completions: [], productIds: [] };
    const last = tokens.words[tokens.words.length - 1]!;
    const head = tokens.raw.slice(0, -1).join(' ');
    const candidates: Array<{ term: string; count: number }> = [];
    if (tokens.typing) {
      for (const [term, entry] of this.vocabulary)
        if (term.startsWith(last) && term !== last) candidates.push({ term, count: entry.count });
    }
    candidates.sort((a, b) => b.count - a.count || (a.term < b.term ? -1 : 1));
    const completions: string[] = [];
    const completed: string[] = [];
    // Each check below is a search: look at the most used few only, so a short prefix stays cheap.
    for (const { term } of candidates.slice(0, limit * 2)) {
      if (completions.length >= limit) break;
      const phrase = `${head ? `${head} ` : ''}${this.spelling(term)}`;
      // Only completions that find something with the words before them.
      if (head && !this.anyMatch([...tokens.words.slice(0, -1), term])) continue;
      completions.push(phrase);
      completed.push(term);
    }
    // Products from the third letter on, as the catalog's engine ranks them (its `productWords`, the same
    // rule here so both engines answer alike): a short last word alone gets none; after other words, its
    // first completion stands for it, or the words before it.
    if (tokens.typing && last.length < MIN_PRODUCT_PREFIX) {
      const before = tokens.words.slice(0, -1);
      if (before.length === 0) return { completions, productIds: [] };
      const words = completed.length ? [...before, completed[0]!] : before;
      return {
        completions,
        productIds: this.match(words, false)
          .slice(0, limit)
          .map((hit) => hit.id as string),
      };
    }
    const ranked = this.match(tokens.words, tokens.typing);
    const productIds = ranked.slice(0, limit).map((hit) => hit.id as string);
    return { completions, productIds };
  }

  /** The analysed query words (at most 10), their spellings, and whether the last is still being typed. */
  private tokens(text: string): { words: string[]; raw: string[]; typing: boolean } {
    const raw = text
      .split(/[^\p{L}\p{N}]+/u)
      .filter((word) => word && words(word).length > 0)
      .slice(0, MAX_QUERY_WORDS);
    return {
      words: raw.map((word) => words(word)[0]!),
      raw,
      typing: /[\p{L}\p{N}]$/u.test(text),
    };
  }

  private spelling(term: string): string {
    const spellings = this.vocabulary.get(term)?.spellings;
    if (!spellings || spellings.size === 0) return term;
    return [...spellings].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]![0];
  }

  private query(terms: readonly string[], typing: boolean): Query {
    return {
      combineWith: 'AND',
      queries: terms.map((term, index) => {
        const prefix = typing && index === terms.length - 1;
        const alternatives = (this.synonyms.get(term) ?? []).map((phrase): Query => ({
          combineWith: 'AND',
          prefix: false,
          queries: phrase,
        }));
        return { combineWith: 'OR', prefix, queries: [term, ...alternatives] };
      }),
    };
  }

  /** Products matching every word (each exactly, as typed, corrected or by a synonym), best first. */
  private match(terms: readonly string[], typing: boolean): SearchResult[] {
    const results = this.mini.search(this.query(terms, typing));
    // Same order on every replica: equal scores fall back to the id.
    return results.sort((a, b) => b.score - a.score || (a.id < b.id ? -1 : 1));
  }

  private anyMatch(terms: readonly string[]): boolean {
    return this.mini.search(this.query(terms, false)).length > 0;
  }

  /**
   * Each word that matched nothing replaced by the closest known word (up to two edits beyond the typo
   * budget, the most used first), when the corrected query finds something.
   */
  private correction(terms: readonly string[]): string | null {
    const corrected = terms.map((term) => {
      if (this.mini.search(this.query([term], false)).length > 0) return term;
      const max = Math.max(2, typoBudget(term) + 1);
      let best: { term: string; distance: number; count: number } | null = null;
      for (const [candidate, entry] of this.vocabulary) {
        const distance = editDistance(term, candidate, max);
        if (distance > max) continue;
        if (!best || distance < best.distance || (distance === best.distance && entry.count > best.count))
          best = { term: candidate, distance, count: entry.count };
      }
      return best?.term ?? null;
    });
    if (corrected.some((term) => term === null)) return null;
    const fixed = corrected as string[];
    if (fixed.every((term, index) => term === terms[index])) return null;
    if (!this.anyMatch(fixed)) return null;
    return fixed.map((term) => this.spelling(term)).join(' ');
  }

  private failures(doc: SearchDocument, query: EngineQuery, categorySet: Set<string> | null): number {
    let mask = 0;
    if (query.brands?.length && !(doc.brand && query.brands.includes(doc.brand))) mask |= Dim.Brand;
    if (categorySet && !(doc.categoryId && categorySet.has(doc.categoryId))) mask |= Dim.Category;
    if (
      (query.minPriceMinor != null && doc.priceMinor < query.minPriceMinor) ||
      (query.maxPriceMinor != null && doc.priceMinor > query.maxPriceMinor)
    )
      mask |= Dim.Price;
    if (query.inStock != null && doc.inStock !== query.inStock) mask |= Dim.Stock;
    if (
      query.minRating != null &&
      !(doc.reviewCount > 0 && doc.ratingSum / doc.reviewCount >= query.minRating)
    )
      mask |= Dim.Rating;
    query.options?.forEach((filter, index) => {
      const option = doc.options.find((candidate) => candidate.name === filter.name);
      if (!option || !option.values.some((value) => filter.values.includes(value)))
        mask |= Dim.OptionBase << index;
    });
    return mask;
  }

  private descendants(ids: readonly string[]): Set<string> {
    const wanted = new Set(ids);
    const set = new Set<string>();
    for (const [id, path] of this.lineage) if (path.some((at) => wanted.has(at))) set.add(id);
    // An unknown category still filters (to nothing), rather than being ignored.
    for (const id of ids) set.add(id);
    return set;
  }

  private filterAndPage(query: EngineQuery, ranked: SearchResult[] | null): Omit<EngineResult, 'didYouMean'> {
    const categorySet = query.categoryIds?.length ? this.descendants(query.categoryIds) : null;
    const wantFacets = query.facets !== false;
    const brandCounts = new Map<string, number>();
    const categoryCounts = new Map<string, number>();
    const priceCounts = new Array<number>(PRICE_EDGES_MINOR.length + 1).fill(0);
    const optionFilters = query.options ?? [];
    const optionCounts = new Map<string, Map<string, number>>();
    const matched: Array<{ doc: SearchDocument; score: number; result: SearchResult | null }> = [];

    const consider = (doc: SearchDocument, score: number, result: SearchResult | null) => {
      const mask = this.failures(doc, query, categorySet);
      if (mask === 0) matched.push({ doc, score, result });
      if (!wantFacets) return;
      // Disjunctive faceting: a facet counts the products that pass every OTHER filter.
      if ((mask & ~Dim.Brand) === 0 && doc.brand)
        brandCounts.set(doc.brand, (brandCounts.get(doc.brand) ?? 0) + 1);
      if ((mask & ~Dim.Category) === 0 && doc.categoryId)
        for (const id of this.lineage.get(doc.categoryId) ?? [doc.categoryId])
          categoryCounts.set(id, (categoryCounts.get(id) ?? 0) + 1);
      if ((mask & ~Dim.Price) === 0) priceCounts[bucketOf(doc.priceMinor)]!++;
      for (const option of doc.options) {
        const index = optionFilters.findIndex((filter) => filter.name === option.name);
        const own = index >= 0 ? Dim.OptionBase << index : 0;
        if ((mask & ~own) !== 0) continue;
        let counts = optionCounts.get(option.name);
        if (!counts) optionCounts.set(option.name, (counts = new Map()));
        for (const value of new Set(option.values)) counts.set(value, (counts.get(value) ?? 0) + 1);
      }
    };
    if (ranked) {
      for (const result of ranked) {
        const doc = this.docs.get(result.id as string);
        if (doc) consider(doc, result.score, result);
      }
    } else {
      for (const doc of this.docs.values()) consider(doc, 0, null);
    }

    const byId = (a: SearchDocument, b: SearchDocument) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
    const rating = (doc: SearchDocument) => (doc.reviewCount ? doc.ratingSum / doc.reviewCount : -1);
    const compare: Record<SearchSort, (a: (typeof matched)[number], b: (typeof matched)[number]) => number> =
      {
        relevance: (a, b) =>
          ranked
            ? b.score - a.score || byId(a.doc, b.doc)
            : b.doc.createdAt - a.doc.createdAt || byId(a.doc, b.doc),
        priceAsc: (a, b) => a.doc.priceMinor - b.doc.priceMinor || b.score - a.score || byId(a.doc, b.doc),
        priceDesc: (a, b) => b.doc.priceMinor - a.doc.priceMinor || b.score - a.score || byId(a.doc, b.doc),
        newest: (a, b) => b.doc.createdAt - a.doc.createdAt || byId(a.doc, b.doc),
        rating: (a, b) =>
          rating(b.doc) - rating(a.doc) ||
          b.doc.reviewCount - a.doc.reviewCount ||
          b.score - a.score ||
          byId(a.doc, b.doc),
      };
    // Relevance from the engine is already in order; other sorts (and browsing) sort the matches.
    if (!(ranked && query.sort === 'relevance')) matched.sort(compare[query.sort]);
    const page = matched.slice(query.offset, query.offset + query.limit);

    const top = (counts: Map<string, number>) =>
      [...counts]
        .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
        .slice(0, FACET_VALUES)
        .map(([value, count]) => ({ value, count }));
    return {
      total: matched.length,
      hits: page.map(({ doc, score, result }) => ({
        id: doc.id,
        score: Math.round(score * 1e4) / 1e4,
        highlights: result ? this.highlights(doc, result) : [],
      })),
      facets: {
        brands: top(brandCounts),
        categories: top(categoryCounts),
        prices: priceCounts.map((count, index) => ({
          minMinor: index === 0 ? null : PRICE_EDGES_MINOR[index - 1]!,
          maxMinor: index === PRICE_EDGES_MINOR.length ? null : PRICE_EDGES_MINOR[index]!,
          count,
        })),
        options: [...optionCounts]
          .sort((a, b) => (a[0] < b[0] ? -1 : 1))
          .map(([name, counts]) => ({ name, values: top(counts) })),
      },
    };
  }

  private highlights(doc: SearchDocument, result: SearchResult): Highlight[] {
    const terms = new Set(result.terms);
    const out: Highlight[] = [];
    const name = mark(doc.name, terms);
    if (name) out.push({ field: 'name', snippet: name.text });
    const description = doc.description ? mark(doc.description, terms) : null;
    if (description) out.push({ field: 'description', snippet: description.text });
    return out;
  }
}

function bucketOf(priceMinor: number): number {
  const index = PRICE_EDGES_MINOR.findIndex((edge) => priceMinor < edge);
  return index === -1 ? PRICE_EDGES_MINOR.length : index;
}

/**
 * The text with each word whose analysed term matched wrapped in `<mark>`; long texts are cut to a window
 * around the first match. Null when no word matched.
 */
function mark(text: string, terms: ReadonlySet<string>): { text: string } | null {
  const pattern = /[\p{L}\p{N}]+/gu;
  const spans: Array<[number, number]> = [];
  for (const found of text.matchAll(pattern)) {
    const term = words(found[0])[0];
    if (term && terms.has(term)) spans.push([found.index, found.index + found[0].length]);
  }
  if (spans.length === 0) return null;
  let start = 0;
  let end = text.length;
  if (text.length > SNIPPET_CONTEXT * 3) {
    start = Math.max(0, spans[0]![0] - SNIPPET_CONTEXT);
    end = Math.min(text.length, spans[0]![1] + SNIPPET_CONTEXT * 2);
  }
  let out = start > 0 ? '…' : '';
  let at = start;
  for (const [from, to] of spans) {
    if (from < start || to > end) continue;
    out += `${escapeHtml(text.slice(at, from))}<mark>${escapeHtml(text.slice(from, to))}</mark>`;
    at = to;
  }
  out += escapeHtml(text.slice(at, end)) + (end < text.length ? '…' : '');
  return { text: out };
}
