import MiniSearch, { type Query } from 'minisearch';
import { words } from '../services/analyzer';
import { Scorer, type Scored } from './scorer';

/**
 * The catalog's search engine: MiniSearch (an in-process inverted index with BM25, prefix and fuzzy term
 * lookup in a radix tree) for the text, scored into flat arrays (scorer.ts), and typed columns beside it
 * (one slot per product: brand, category, price, stock, rating, option values as small integers) for
 * filters, facets and sorts, so a search that matches most of 100,000 products stays a few passes over
 * arrays. Only the page is sorted (a bounded heap) and highlighted. It holds no I/O: the feed (feed.ts)
 * fills it from the database and the event bus, so every catalog replica that has seen the same products
 * answers the same.
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

const BM25 = { k: 1.2, b: 0.7, d: 0.5 } as const;
const WEIGHTS = { prefix: 0.5, fuzzy: 0.3 } as const;

/** Strings numbered in the order first seen, so columns and counters can be typed arrays. */
class Interner {
  readonly values: string[] = [];
  private readonly codes = new Map<string, number>();

  code(value: string): number {
    let code = this.codes.get(value);
    if (code === undefined) {
      code = this.values.length;
      this.codes.set(value, code);
      this.values.push(value);
    }
    return code;
  }

  find(value: string): number | undefined {
    return this.codes.get(value);
  }
}

/**
 * The first `size` of the candidates 0..n-1 by `compare` (over candidate numbers), in order, keeping only
 * that many while they are offered (a heap with the worst kept on top), instead of sorting every match for
 * one page.
 */
class TopK {
  private readonly heap: number[] = [];

  constructor(
    private readonly size: number,
    private readonly compare: (a: number, b: number) => number,
  ) {}

  offer(candidate: number): void {
    if (this.size <= 0) return;
    const heap = this.heap;
    if (heap.length < this.size) {
      heap.push(candidate);
      let at = heap.length - 1;
      while (at > 0) {
        const parent = (at - 1) >> 1;
        if (this.compare(heap[at]!, heap[parent]!) <= 0) break;
        [heap[at], heap[parent]] = [heap[parent]!, heap[at]!];
        at = parent;
      }
      return;
    }
    if (this.compare(candidate, heap[0]!) >= 0) return;
    heap[0] = candidate;
    for (let at = 0; ;) {
      const left = at * 2 + 1;
      const right = left + 1;
      let worst = at;
      if (left < heap.length && this.compare(heap[left]!, heap[worst]!) > 0) worst = left;
      if (right < heap.length && this.compare(heap[right]!, heap[worst]!) > 0) worst = right;
      if (worst === at) break;
      [heap[at], heap[worst]] = [heap[worst]!, heap[at]!];
      at = worst;
    }
  }

  sorted(): number[] {
    return [...this.heap].sort(this.compare);
  }
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
  private readonly scorer: Scorer<IndexedFields>;

  // Columns by slot (the scorer's small number for a product while the engine holds it; reused once freed).
  private slotDocs: Array<SearchDocument | undefined> = [];
  private capacity = 0;
  private brandOf = new Int32Array(0);
  private categoryOf = new Int32Array(0);
  private priceOf = new Float64Array(0);
  private bucketOfSlot = new Uint8Array(0);
  private stockOf = new Uint8Array(0);
  private createdOf = new Float64Array(0);
  private reviewsOf = new Float64Array(0);
  private ratingSumOf = new Float64Array(0);
  /** The id's first three UTF-16 units as one number, ordered as the strings are: most id comparisons end there. */
  private idKeyOf = new Float64Array(0);
  /**
   * A product's options as the facet pass reads them, flat: for each option its name's code, how many
   * distinct values, then their codes. Products with the same options share one array.
   */
  private optionsOf: Array<Int32Array | undefined> = [];
  private readonly optionLayouts = new Map<string, Int32Array>();
  private readonly brandCodes = new Interner();
  private readonly categoryCodes = new Interner();
  private readonly optionNames = new Interner();
  /** An option's name and value together ("Colour" + "Navy"), with the parts kept by code. */
  private readonly optionValues = new Interner();
  private readonly optionValueName: number[] = [];
  private readonly optionValueText: string[] = [];
  /** Category code → itself and its ancestors' codes (the facet counts a product under each); rebuilt lazily. */
  private lineageCodes: Array<number[] | undefined> = [];

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
        weights: { ...WEIGHTS },
        bm25: { ...BM25 },
      },
    });
    this.scorer = new Scorer(this.mini, {
      fields: FIELDS.map((field) => [field, FIELD_BOOSTS[field]] as const),
      tokenize: (text) => text.split(/[^\p{L}\p{N}]+/u),
      processTerm: (term) => words(term)[0] ?? null,
      fuzzy: (term) => typoBudget(term) || false,
      weights: WEIGHTS,
      bm25: BM25,
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
    this.lineageCodes = [];
    // Coded before any count: the facet's counters are sized by the codes known when a search starts.
    for (const category of list) this.categoryCodes.code(category.id);
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
    this.place(doc, this.scorer.added(doc.id));
  }

  remove(id: string): void {
    const fields = this.indexed.get(id);
    if (!fields) return;
    const slot = this.scorer.slotOf(id);
    this.scorer.removing(id);
    this.mini.remove(fields);
    this.indexed.delete(id);
    this.docs.delete(id);
    this.count(fields, -1);
    if (slot !== undefined) {
      this.slotDocs[slot] = undefined;
      this.optionsOf[slot] = undefined;
    }
  }

  /** Sets a product's stock status; false when the engine does not hold it. */
  setInStock(id: string, inStock: boolean): boolean {
    const doc = this.docs.get(id);
    if (!doc) return false;
    if (doc.inStock !== inStock) {
      const changed = { ...doc, inStock };
      this.docs.set(id, changed);
      const slot = this.scorer.slotOf(id)!;
      this.slotDocs[slot] = changed;
      this.stockOf[slot] = inStock ? 1 : 0;
    }
    return true;
  }

  /** Writes a product's columns into its slot. */
  private place(doc: SearchDocument, slot: number): void {
    if (slot >= this.capacity) this.grow(slot + 1);
    this.slotDocs[slot] = doc;
    this.brandOf[slot] = doc.brand ? this.brandCodes.code(doc.brand) : -1;
    this.categoryOf[slot] = doc.categoryId ? this.categoryCodes.code(doc.categoryId) : -1;
    if (doc.categoryId) this.lineageOf(this.categoryOf[slot]!);
    this.priceOf[slot] = doc.priceMinor;
    this.bucketOfSlot[slot] = bucketOf(doc.priceMinor);
    this.stockOf[slot] = doc.inStock ? 1 : 0;
    this.createdOf[slot] = doc.createdAt;
    this.reviewsOf[slot] = doc.reviewCount;
    this.ratingSumOf[slot] = doc.ratingSum;
    this.idKeyOf[slot] = idKey(doc.id);
    this.optionsOf[slot] = doc.options.length ? this.optionLayout(doc.options) : undefined;
  }

  private optionLayout(options: SearchDocument['options']): Int32Array {
    const layout: number[] = [];
    for (const option of options) {
      const values = [...new Set(option.values)];
      layout.push(this.optionNames.code(option.name), values.length);
      for (const value of values) layout.push(this.optionValueCode(option.name, value));
    }
    const key = layout.join(',');
    let shared = this.optionLayouts.get(key);
    if (!shared) this.optionLayouts.set(key, (shared = Int32Array.from(layout)));
    return shared;
  }

  private optionValueCode(name: string, value: string): number {
    const code = this.optionValues.code(JSON.stringify([name, value]));
    if (code === this.optionValueName.length) {
      this.optionValueName.push(this.optionNames.code(name));
      this.optionValueText.push(value);
    }
    return code;
  }

  private grow(needed: number): void {
    const capacity = Math.max(1024, this.capacity * 2, needed);
    const widen = <A extends Int32Array | Float64Array | Uint8Array>(old: A, make: (n: number) => A): A => {
      const grown = make(capacity);
      grown.set(old);
      return grown;
    };
    this.brandOf = widen(this.brandOf, (n) => new Int32Array(n));
    this.categoryOf = widen(this.categoryOf, (n) => new Int32Array(n));
    this.priceOf = widen(this.priceOf, (n) => new Float64Array(n));
    this.bucketOfSlot = widen(this.bucketOfSlot, (n) => new Uint8Array(n));
    this.stockOf = widen(this.stockOf, (n) => new Uint8Array(n));
    this.createdOf = widen(this.createdOf, (n) => new Float64Array(n));
    this.reviewsOf = widen(this.reviewsOf, (n) => new Float64Array(n));
    this.ratingSumOf = widen(this.ratingSumOf, (n) => new Float64Array(n));
    this.idKeyOf = widen(this.idKeyOf, (n) => new Float64Array(n));
    this.capacity = capacity;
  }

  private lineageOf(category: number): number[] {
    let codes = this.lineageCodes[category];
    if (!codes) {
      const id = this.categoryCodes.values[category]!;
      codes = (this.lineage.get(id) ?? [id]).map((at) => this.categoryCodes.code(at));
      this.lineageCodes[category] = codes;
    }
    return codes;
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
      result.total === 0 && ranked && ranked.ids.length === 0 ? this.correction(tokens.words) : null;
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
    // The most used few only, so a short prefix stays cheap; after other words, only completions that
    // find something with them (what the words before the last find is looked up once for all).
    let terms = candidates.slice(0, limit * 2).map(({ term }) => term);
    if (head && terms.length) {
      const before = this.match(tokens.words.slice(0, -1), false).ids;
      const finds = before.length
        ? this.scorer.anyOf(
            terms.map((term) => this.query([term], false)),
            before,
          )
        : [];
      terms = terms.filter((_term, index) => finds[index]);
    }
    const completed = terms.slice(0, limit);
    const completions = completed.map((term) => `${head ? `${head} ` : ''}${this.spelling(term)}`);
    const ranked = this.match(...this.productWords(tokens, completed));
    const slots = Int32Array.from(ranked.ids);
    const top = new TopK(
      limit,
      (a, b) => ranked.scores[b]! - ranked.scores[a]! || this.byId(slots[a]!, slots[b]!),
    );
    for (let index = 0; index < slots.length; index++) top.offer(index);
    const productIds = top.sorted().map((index) => this.slotDocs[slots[index]!]!.id);
    return { completions, productIds };
  }

  /**
   * The words a suggestion's products are ranked by. Products from the third letter on: a word still under
   * three letters matches a large part of a big catalogue. Alone ("sa"), it gets no products (a full
   * ranking for a list nobody reads yet); after other words ("trail h"), its first completion stands for
   * it ("trail hiking"), or the words before it when it has none: ranking every product that any word
   * starting with "h" matches was most of a suggestion's time at 100,000 products.
   */
  private productWords(
    tokens: { words: string[]; typing: boolean },
    completed: readonly string[],
  ): [string[], boolean] {
    const last = tokens.words[tokens.words.length - 1]!;
    if (!tokens.typing || last.length >= MIN_PRODUCT_PREFIX) return [tokens.words, tokens.typing];
    const before = tokens.words.slice(0, -1);
    if (before.length === 0) return [[], false];
    return [completed.length ? [...before, completed[0]!] : before, false];
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

  /** Products matching every word (each exactly, as typed, corrected or by a synonym), unordered. */
  private match(terms: readonly string[], typing: boolean): Scored {
    return this.scorer.score(this.query(terms, typing));
  }

  private anyMatch(terms: readonly string[]): boolean {
    return this.match(terms, false).ids.length > 0;
  }

  /** Orders two slots by their products' ids, so equal scores show in the same order on every replica. */
  private byId(a: number, b: number): number {
    const keys = this.idKeyOf[a]! - this.idKeyOf[b]!;
    if (keys) return keys < 0 ? -1 : 1;
    const left = this.slotDocs[a]!.id;
    const right = this.slotDocs[b]!.id;
    return left < right ? -1 : left > right ? 1 : 0;
  }

  /**
   * Each word that matched nothing replaced by the closest known word (up to two edits beyond the typo
   * budget, the most used first), when the corrected query finds something.
   */
  private correction(terms: readonly string[]): string | null {
    const corrected = terms.map((term) => {
      if (this.anyMatch([term])) return term;
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

  private optionFailures(doc: SearchDocument, filters: readonly OptionFilter[]): number {
    let mask = 0;
    filters.forEach((filter, index) => {
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

  /** Marks, by code, the values a filter accepts; null when the filter is not set. */
  private accepted(interner: Interner, values: Iterable<string> | null): Uint8Array | null {
    if (!values) return null;
    const marks = new Uint8Array(interner.values.length);
    for (const value of values) {
      const code = interner.find(value);
      if (code !== undefined) marks[code] = 1;
    }
    return marks;
  }

  private filterAndPage(query: EngineQuery, ranked: Scored | null): Omit<EngineResult, 'didYouMean'> {
    // The candidates: the text's matches, or every product when browsing.
    let slots: Int32Array;
    let scores: Float64Array;
    if (ranked) {
      slots = Int32Array.from(ranked.ids);
      scores = Float64Array.from(ranked.scores);
    } else {
      slots = new Int32Array(this.docs.size);
      let count = 0;
      for (let slot = 0; slot < this.slotDocs.length; slot++) if (this.slotDocs[slot]) slots[count++] = slot;
      slots = slots.subarray(0, count);
      scores = new Float64Array(count);
    }
    const n = slots.length;

    // The filters each candidate fails, one filter at a time.
    const masks = new Int32Array(n);
    const { brandOf, categoryOf, priceOf, bucketOfSlot, stockOf, reviewsOf, ratingSumOf, createdOf } = this;
    const brandOk = this.accepted(this.brandCodes, query.brands?.length ? query.brands : null);
    if (brandOk)
      for (let i = 0; i < n; i++) {
        const brand = brandOf[slots[i]!]!;
        if (brand < 0 || !brandOk[brand]) masks[i]! |= Dim.Brand;
      }
    const categoryOk = this.accepted(
      this.categoryCodes,
      query.categoryIds?.length ? this.descendants(query.categoryIds) : null,
    );
    if (categoryOk)
      for (let i = 0; i < n; i++) {
        const category = categoryOf[slots[i]!]!;
        if (category < 0 || !categoryOk[category]) masks[i]! |= Dim.Category;
      }
    const { minPriceMinor, maxPriceMinor, minRating } = query;
    if (minPriceMinor != null || maxPriceMinor != null) {
      const low = minPriceMinor ?? -Infinity;
      const high = maxPriceMinor ?? Infinity;
      for (let i = 0; i < n; i++) {
        const price = priceOf[slots[i]!]!;
        if (price < low || price > high) masks[i]! |= Dim.Price;
      }
    }
    if (query.inStock != null) {
      const wanted = query.inStock ? 1 : 0;
      for (let i = 0; i < n; i++) if (stockOf[slots[i]!] !== wanted) masks[i]! |= Dim.Stock;
    }
    if (minRating != null)
      for (let i = 0; i < n; i++) {
        const slot = slots[i]!;
        if (!(reviewsOf[slot]! > 0 && ratingSumOf[slot]! / reviewsOf[slot]! >= minRating))
          masks[i]! |= Dim.Rating;
      }
    const optionFilters = query.options ?? [];
    if (optionFilters.length)
      for (let i = 0; i < n; i++) masks[i]! |= this.optionFailures(this.slotDocs[slots[i]!]!, optionFilters);

    const rating = (slot: number) => (reviewsOf[slot] ? ratingSumOf[slot]! / reviewsOf[slot]! : -1);
    const compare: Record<SearchSort, (a: number, b: number) => number> = {
      relevance: ranked
        ? (a, b) => scores[b]! - scores[a]! || this.byId(slots[a]!, slots[b]!)
        : (a, b) => createdOf[slots[b]!]! - createdOf[slots[a]!]! || this.byId(slots[a]!, slots[b]!),
      priceAsc: (a, b) =>
        priceOf[slots[a]!]! - priceOf[slots[b]!]! ||
        scores[b]! - scores[a]! ||
        this.byId(slots[a]!, slots[b]!),
      priceDesc: (a, b) =>
        priceOf[slots[b]!]! - priceOf[slots[a]!]! ||
        scores[b]! - scores[a]! ||
        this.byId(slots[a]!, slots[b]!),
      newest: (a, b) => createdOf[slots[b]!]! - createdOf[slots[a]!]! || this.byId(slots[a]!, slots[b]!),
      rating: (a, b) =>
        rating(slots[b]!) - rating(slots[a]!) ||
        reviewsOf[slots[b]!]! - reviewsOf[slots[a]!]! ||
        scores[b]! - scores[a]! ||
        this.byId(slots[a]!, slots[b]!),
    };
    const page = new TopK(query.offset + query.limit, compare[query.sort]);
    let total = 0;
    for (let i = 0; i < n; i++)
      if (masks[i] === 0) {
        total++;
        page.offer(i);
      }

    const facets = query.facets !== false ? this.facets(slots, masks, optionFilters) : emptyFacets();
    return {
      total,
      hits: page
        .sorted()
        .slice(query.offset)
        .map((index) => {
          const doc = this.slotDocs[slots[index]!]!;
          return {
            id: doc.id,
            score: Math.round(scores[index]! * 1e4) / 1e4,
            highlights: ranked ? this.highlights(doc, ranked.termsOf(slots[index]!)) : [],
          };
        }),
      facets,
    };
  }

  /** Disjunctive facets: each counts the candidates that pass every OTHER filter. */
  private facets(slots: Int32Array, masks: Int32Array, optionFilters: readonly OptionFilter[]): EngineFacets {
    const n = slots.length;
    const { brandOf, categoryOf, bucketOfSlot } = this;
    const brandCounts = new Int32Array(this.brandCodes.values.length);
    for (let i = 0; i < n; i++) {
      if ((masks[i]! & ~Dim.Brand) !== 0) continue;
      const brand = brandOf[slots[i]!]!;
      if (brand >= 0) brandCounts[brand]!++;
    }
    const categoryCounts = new Int32Array(this.categoryCodes.values.length);
    for (let i = 0; i < n; i++) {
      if ((masks[i]! & ~Dim.Category) !== 0) continue;
      const category = categoryOf[slots[i]!]!;
      if (category >= 0) for (const code of this.lineageOf(category)) categoryCounts[code]!++;
    }
    const priceCounts = new Array<number>(PRICE_EDGES_MINOR.length + 1).fill(0);
    for (let i = 0; i < n; i++) if ((masks[i]! & ~Dim.Price) === 0) priceCounts[bucketOfSlot[slots[i]!]!]!++;

    /** Option name code → the bit of the first filter on that option. */
    const optionBits = new Map<number, number>();
    optionFilters.forEach((filter, index) => {
      const code = this.optionNames.find(filter.name);
      if (code !== undefined && !optionBits.has(code)) optionBits.set(code, Dim.OptionBase << index);
    });
    const optionCounts = new Int32Array(this.optionValues.values.length);
    const optionSeen = new Set<number>();
    for (let i = 0; i < n; i++) {
      const layout = this.optionsOf[slots[i]!];
      if (!layout) continue;
      for (let at = 0; at < layout.length; at += 2 + layout[at + 1]!) {
        const name = layout[at]!;
        if ((masks[i]! & ~(optionBits.get(name) ?? 0)) !== 0) continue;
        optionSeen.add(name);
        for (let value = at + 2; value < at + 2 + layout[at + 1]!; value++) optionCounts[layout[value]!]!++;
      }
    }

    const top = (counts: Int32Array, label: (code: number) => string, only?: (code: number) => boolean) => {
      const list: Array<[string, number]> = [];
      for (let code = 0; code < counts.length; code++)
        if (counts[code]! > 0 && (!only || only(code))) list.push([label(code), counts[code]!]);
      return list
        .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
        .slice(0, FACET_VALUES)
        .map(([value, count]) => ({ value, count }));
    };
    return {
      brands: top(brandCounts, (code) => this.brandCodes.values[code]!),
      categories: top(categoryCounts, (code) => this.categoryCodes.values[code]!),
      prices: priceCounts.map((count, index) => ({
        minMinor: index === 0 ? null : PRICE_EDGES_MINOR[index - 1]!,
        maxMinor: index === PRICE_EDGES_MINOR.length ? null : PRICE_EDGES_MINOR[index]!,
        count,
      })),
      options: [...optionSeen]
        .map((code) => ({ code, name: this.optionNames.values[code]! }))
        .sort((a, b) => (a.name < b.name ? -1 : 1))
        .map(({ code, name }) => ({
          name,
          values: top(
            optionCounts,
            (value) => this.optionValueText[value]!,
            (value) => this.optionValueName[value] === code,
          ),
        })),
    };
  }

  private highlights(doc: SearchDocument, terms: ReadonlySet<string>): Highlight[] {
    const out: Highlight[] = [];
    const name = mark(doc.name, terms);
    if (name) out.push({ field: 'name', snippet: name.text });
    const description = doc.description ? mark(doc.description, terms) : null;
    if (description) out.push({ field: 'description', snippet: description.text });
    return out;
  }
}

/** Three UTF-16 units of 17 bits each (a missing unit is 0, before every unit), so keys order as strings do. */
function idKey(id: string): number {
  let key = 0;
  for (let index = 0; index < 3; index++)
    key = key * 131_072 + (index < id.length ? id.charCodeAt(index) + 1 : 0);
  return key;
}

/** The facets of a search that asked for none: empty, with the price buckets at 0 (as before). */
function emptyFacets(): EngineFacets {
  return {
    brands: [],
    categories: [],
    prices: Array.from({ length: PRICE_EDGES_MINOR.length + 1 }, (_, index) => ({
      minMinor: index === 0 ? null : PRICE_EDGES_MINOR[index - 1]!,
      maxMinor: index === PRICE_EDGES_MINOR.length ? null : PRICE_EDGES_MINOR[index]!,
      count: 0,
    })),
    options: [],
  };
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
