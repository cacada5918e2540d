import type MiniSearch from 'minisearch';
import type { Query } from 'minisearch';

/**
 * Scores a MiniSearch query tree over MiniSearch's own index, as `MiniSearch.search` does (same terms, same
 * BM25, same weights, the same additions in the same order, so the same scores to the last bit), but into
 * flat typed arrays indexed by MiniSearch's internal document number instead of a result object per match
 * (`search` allocates an object, a terms list and a match map for every matching product and sorts them
 * all, which at 100,000 products was most of a search's time). Matches are returned unsorted: the caller
 * picks the page.
 *
 * It reads MiniSearch's internal fields (pinned at 7.2.0 in package.json); test/unit/search-scorer.test.ts
 * checks it against `MiniSearch.search` so an upgrade that changes them fails there, not in production.
 */

/** Field id → internal document number → term frequency: one term's postings. */
type Postings = Map<number, Map<number, number>>;

/** The parts of MiniSearch 7.2.0's internals read here. */
interface Internals {
  _index: {
    get(term: string): Postings | undefined;
    atPrefix(prefix: string): Iterable<[string, Postings]>;
    fuzzyGet(term: string, maxDistance: number): Map<string, [Postings, number]>;
  };
  _fieldIds: Record<string, number>;
  _fieldLength: Map<number, number[]>;
  _avgFieldLength: number[];
  _documentCount: number;
  _idToShortId: Map<string, number>;
}

export interface ScorerOptions {
  /** Fields in the order MiniSearch was given them, with their boosts. */
  fields: ReadonlyArray<readonly [string, number]>;
  tokenize: (text: string) => string[];
  processTerm: (term: string) => string | null;
  fuzzy: (term: string) => number | false;
  weights: { prefix: number; fuzzy: number };
  bm25: { k: number; b: number; d: number };
}

/** One word of a query as MiniSearch expands it: the postings of each indexed term it stands for. */
interface Leaf {
  kind: 'leaf';
  /** Bit of the query word in the per-document word masks. */
  bit: number;
  terms: Array<{ term: string; postings: Postings }>;
}
interface Node {
  kind: 'and' | 'or';
  children: Tree[];
}
type Tree = Leaf | Node | { kind: 'none' };

/** A scratch result set: the documents in it, and their scores and matched words in arrays by document. */
class Scratch {
  ids: number[] = [];
  constructor(
    readonly score: Float64Array,
    readonly words: Uint32Array,
    readonly member: Uint8Array,
  ) {}

  clear(): void {
    for (const id of this.ids) {
      this.score[id] = 0;
      this.words[id] = 0;
      this.member[id] = 0;
    }
    this.ids = [];
  }
}

/** The matches of a query: their slots (see `added`) and final scores (MiniSearch's `score`). */
export interface Scored {
  ids: number[];
  scores: number[];
  /** The indexed terms that matched in the document in this slot (MiniSearch's `terms`), for highlights. */
  termsOf(slot: number): Set<string>;
}

/** Words per query beyond which the scorer hands the query to MiniSearch itself (one bit per word). */
const MAX_WORDS = 31;
/** The only query options the scorer follows; any other sends the query to MiniSearch itself. */
const KNOWN_KEYS = new Set(['combineWith', 'prefix', 'queries']);

/** A query the scorer does not reproduce (options it does not follow, too many words). */
class Unsupported extends Error {}

export class Scorer<T> {
  private readonly internals: Internals;
  private pool: Scratch[] = [];
  private capacity = 0;
  /** Per field (by MiniSearch's field id) the length of each document's field, mirrored for fast reads. */
  private readonly lengths: Float64Array[] = [];
  private lengthCapacity = 0;
  /**
   * Each live document's slot: a small number reused once its document is removed. MiniSearch numbers every
   * add anew (an updated product gets a new number), so arrays by its numbers would grow with every update;
   * arrays by slot stay the size of the catalogue.
   */
  private slotOfShort = new Int32Array(0);
  private readonly shortOfSlot: number[] = [];
  private readonly freeSlots: number[] = [];
  private readonly kPlus1: number;
  private readonly oneMinusB: number;

  constructor(
    private readonly mini: MiniSearch<T>,
    private readonly options: ScorerOptions,
  ) {
    this.internals = mini as unknown as Internals;
    // The same constants MiniSearch computes inline (k + 1, 1 - b): identical values.
    this.kPlus1 = options.bm25.k + 1;
    this.oneMinusB = 1 - options.bm25.b;
  }

  /** The slot of a document MiniSearch holds (after `added`), or undefined. */
  slotOf(id: string): number | undefined {
    const short = this.internals._idToShortId.get(id);
    if (short === undefined || short >= this.slotOfShort.length) return undefined;
    const slot = this.slotOfShort[short]!;
    return slot >= 0 ? slot : undefined;
  }

  /** Call after adding a document to MiniSearch: gives it a slot (returned) and copies its field lengths. */
  added(id: string): number {
    const short = this.internals._idToShortId.get(id)!;
    const slot = this.freeSlots.pop() ?? this.shortOfSlot.length;
    if (short >= this.slotOfShort.length) {
      const grown = new Int32Array(Math.max(1024, this.slotOfShort.length * 2, short + 1)).fill(-1);
      grown.set(this.slotOfShort);
      this.slotOfShort = grown;
    }
    this.slotOfShort[short] = slot;
    this.shortOfSlot[slot] = short;
    if (slot >= this.lengthCapacity) {
      const capacity = Math.max(1024, this.lengthCapacity * 2, slot + 1);
      for (let field = 0; field < this.options.fields.length; field++) {
        const grown = new Float64Array(capacity);
        if (this.lengths[field]) grown.set(this.lengths[field]!);
        this.lengths[field] = grown;
      }
      this.lengthCapacity = capacity;
    }
    const lengths = this.internals._fieldLength.get(short) ?? [];
    for (let field = 0; field < this.options.fields.length; field++)
      this.lengths[field]![slot] = lengths[field] ?? 0;
    return slot;
  }

  /** Call before removing a document from MiniSearch: frees its slot. */
  removing(id: string): void {
    const slot = this.slotOf(id);
    if (slot === undefined) return;
    this.freeSlots.push(slot);
    this.slotOfShort[this.shortOfSlot[slot]!] = -1;
  }

  /**
   * Every document matching the query, with MiniSearch's score. `within`: only these documents (as if the
   * query were ANDed with one that matches exactly them; their scores are not added).
   */
  score(query: Query, within?: readonly number[]): Scored {
    const words = new Map<string, number>();
    let tree: Tree;
    try {
      tree = this.plan(query, { combineWith: 'OR', prefix: false }, words);
      if (words.size > MAX_WORDS) throw new Unsupported();
    } catch (error) {
      if (!(error instanceof Unsupported)) throw error;
      return this.fallback(query, within);
    }
    this.ensureCapacity();
    let limit: Scratch | null = null;
    if (within) {
      limit = this.acquire();
      for (const id of within) {
        if (limit.member[id]) continue;
        limit.member[id] = 1;
        limit.ids.push(id);
      }
    }
    const result = this.evaluate(tree, limit);
    if (limit) {
      limit.clear();
      this.release(limit);
    }
    const ids = result.ids;
    const scores = new Array<number>(ids.length);
    for (let index = 0; index < ids.length; index++) {
      const id = ids[index]!;
      // MiniSearch multiplies by the number of distinct query words the document matched.
      scores[index] = result.score[id]! * (popcount(result.words[id]!) || 1);
    }
    const kept = [...ids];
    result.clear();
    this.release(result);
    return { ids: kept, scores, termsOf: (id) => this.termsOf(tree, id) ?? new Set() };
  }

  /** Whether the query matches any of these documents; stops at the first it finds. */
  any(query: Query, within: readonly number[]): boolean {
    return this.anyOf([query], within)[0]!;
  }

  /**
   * For each query, whether it matches any of these documents (each stops at the first it finds). The
   * documents are marked once for all the queries: a suggestion checks up to ten completions against
   * what the words before them found, which at 100,000 products can be thousands of documents.
   */
  anyOf(queries: readonly Query[], within: readonly number[]): boolean[] {
    this.ensureCapacity();
    const limit = this.acquire();
    for (const id of within) {
      if (limit.member[id]) continue;
      limit.member[id] = 1;
      limit.ids.push(id);
    }
    try {
      return queries.map((query) => {
        let tree: Tree;
        try {
          tree = this.plan(query, { combineWith: 'OR', prefix: false }, new Map());
        } catch (error) {
          if (!(error instanceof Unsupported)) throw error;
          return this.fallback(query, within).ids.length > 0;
        }
        return this.anyIn(tree, limit);
      });
    } finally {
      limit.clear();
      this.release(limit);
    }
  }

  private anyIn(tree: Tree, within: Scratch): boolean {
    if (tree.kind === 'none') return false;
    if (tree.kind === 'or') return tree.children.some((child) => this.anyIn(child, within));
    if (tree.kind === 'and') {
      const result = this.evaluate(tree, within);
      const found = result.ids.length > 0;
      result.clear();
      this.release(result);
      return found;
    }
    const fieldIds = this.options.fields.map(([field]) => this.internals._fieldIds[field]!);
    for (const { postings } of (tree as Leaf).terms)
      for (const fieldId of fieldIds) {
        const frequencies = postings.get(fieldId);
        if (!frequencies) continue;
        if (within.ids.length < frequencies.size) {
          for (const slot of within.ids) if (frequencies.has(this.shortOfSlot[slot]!)) return true;
        } else {
          for (const short of frequencies.keys()) {
            const slot = this.slotOfShort[short]!;
            if (slot >= 0 && within.member[slot]) return true;
          }
        }
      }
    return false;
  }

  /** MiniSearch's own search, in the same shape. */
  private fallback(query: Query, within?: readonly number[]): Scored {
    const only = within && new Set(within);
    const results = this.mini
      .search(query)
      .filter((result) => !only || only.has(this.slotOf(result.id as string)!));
    const terms = new Map<number, Set<string>>();
    const ids = results.map((result) => {
      const slot = this.slotOf(result.id as string)!;
      terms.set(slot, new Set(result.terms));
      return slot;
    });
    return {
      ids,
      scores: results.map((result) => result.score),
      termsOf: (id) => terms.get(id) ?? new Set(),
    };
  }

  /** The query tree with each word's indexed terms looked up, as `executeQuery` expands them. */
  private plan(
    query: Query,
    inherited: { combineWith: string; prefix: boolean },
    words: Map<string, number>,
  ): Tree {
    if (typeof query === 'symbol') throw new Unsupported();
    if (typeof query !== 'string') {
      const own = {
        combineWith: query.combineWith ?? inherited.combineWith,
        prefix: typeof query.prefix === 'boolean' ? query.prefix : inherited.prefix,
      };
      if (Object.keys(query).some((key) => !KNOWN_KEYS.has(key)) || typeof query.prefix === 'function')
        throw new Unsupported();
      return this.combine(
        own.combineWith,
        (query.queries ?? []).map((sub) => this.plan(sub, own, words)),
      );
    }
    const terms = this.options
      .tokenize(query)
      .map((term) => this.options.processTerm(term))
      .filter((term): term is string => !!term);
    return this.combine(
      inherited.combineWith,
      terms.map((term) => this.leaf(term, inherited.prefix, words)),
    );
  }

  private combine(combineWith: string, children: Tree[]): Tree {
    if (children.length === 0) return { kind: 'none' };
    const kind = combineWith.toLowerCase();
    if (kind !== 'and' && kind !== 'or') throw new Unsupported();
    if (children.length === 1) return children[0]!;
    return { kind, children };
  }

  /** `executeQuerySpec`: the exact term, then its completions (when prefix), then its corrections. */
  private leaf(term: string, prefix: boolean, words: Map<string, number>): Leaf {
    let bit = words.get(term);
    if (bit === undefined) words.set(term, (bit = words.size));
    const { _index: index } = this.internals;
    const found: Leaf['terms'] = [];
    const exact = index.get(term);
    if (exact) found.push({ term, postings: exact });
    const leaf: Leaf & { weights: number[] } = { kind: 'leaf', bit, terms: found, weights: [1] };
    const budget = this.options.fuzzy(term);
    const fuzzy = budget ? index.fuzzyGet(term, budget) : undefined;
    if (!exact) leaf.weights.pop();
    if (prefix) {
      for (const [candidate, postings] of index.atPrefix(term)) {
        const distance = candidate.length - term.length;
        if (!distance) continue;
        fuzzy?.delete(candidate);
        found.push({ term: candidate, postings });
        leaf.weights.push(
          (this.options.weights.prefix * candidate.length) / (candidate.length + 0.3 * distance),
        );
      }
    }
    if (fuzzy) {
      for (const [candidate, [postings, distance]] of fuzzy) {
        if (!distance) continue;
        found.push({ term: candidate, postings });
        leaf.weights.push((this.options.weights.fuzzy * candidate.length) / (candidate.length + distance));
      }
    }
    return leaf;
  }

  /**
   * The tree's result set. `within`: only documents in this set matter (the caller intersects with it), so
   * postings of other documents are skipped; the scores of those kept are unchanged.
   */
  private evaluate(tree: Tree, within: Scratch | null): Scratch {
    if (tree.kind === 'none') return this.acquire();
    if (tree.kind === 'leaf') return this.evaluateLeaf(tree as Leaf & { weights: number[] }, within);
    const [first, ...rest] = tree.children;
    const into = this.evaluate(first!, within);
    for (const child of rest) {
      // Under AND, a later word only needs the documents every earlier word matched.
      const other = this.evaluate(child, tree.kind === 'and' ? into : within);
      if (tree.kind === 'or') {
        for (const id of other.ids) {
          if (into.member[id]) {
            into.score[id] = into.score[id]! + other.score[id]!;
            into.words[id] = into.words[id]! | other.words[id]!;
          } else {
            into.member[id] = 1;
            into.score[id] = other.score[id]!;
            into.words[id] = other.words[id]!;
            into.ids.push(id);
          }
        }
      } else {
        const kept: number[] = [];
        for (const id of other.ids) {
          if (!into.member[id]) continue;
          into.member[id] = 2;
          into.score[id] = into.score[id]! + other.score[id]!;
          into.words[id] = into.words[id]! | other.words[id]!;
          kept.push(id);
        }
        for (const id of into.ids) {
          if (into.member[id] === 2) into.member[id] = 1;
          else {
            into.member[id] = 0;
            into.score[id] = 0;
            into.words[id] = 0;
          }
        }
        into.ids = kept;
      }
      other.clear();
      this.release(other);
    }
    return into;
  }

  /** `termResults` for each of the word's terms, field by field, into one result set. */
  private evaluateLeaf(leaf: Leaf & { weights: number[] }, within: Scratch | null): Scratch {
    const out = this.acquire();
    const { _fieldIds: fieldIds, _avgFieldLength: averages, _documentCount: total } = this.internals;
    const { k, b, d } = this.options.bm25;
    const kPlus1 = this.kPlus1;
    const oneMinusB = this.oneMinusB;
    const bit = 1 << leaf.bit;
    const { score, words, member } = out;
    leaf.terms.forEach(({ postings }, index) => {
      const weight = leaf.weights[index]!;
      for (const [field, boost] of this.options.fields) {
        const fieldId = fieldIds[field]!;
        const frequencies = postings.get(fieldId);
        if (!frequencies) continue;
        const matching = frequencies.size;
        const average = averages[fieldId]!;
        const lengths = this.lengths[fieldId]!;
        const inverse = Math.log(1 + (total - matching + 0.5) / (matching + 0.5));
        const factor = weight * 1 * boost * 1;
        const add = (slot: number, frequency: number) => {
          const raw =
            inverse *
            (d + (frequency * kPlus1) / (frequency + k * (oneMinusB + (b * lengths[slot]!) / average)));
          const weighted = factor * raw;
          if (member[slot]) score[slot] = score[slot]! + weighted;
          else {
            member[slot] = 1;
            score[slot] = weighted;
            out.ids.push(slot);
          }
          words[slot] = words[slot]! | bit;
        };
        const slotOfShort = this.slotOfShort;
        if (!within) {
          for (const [short, frequency] of frequencies) {
            const slot = slotOfShort[short]!;
            if (slot >= 0) add(slot, frequency);
          }
        } else if (within.ids.length < matching) {
          for (const slot of within.ids) {
            const frequency = frequencies.get(this.shortOfSlot[slot]!);
            if (frequency !== undefined) add(slot, frequency);
          }
        } else {
          const inside = within.member;
          for (const [short, frequency] of frequencies) {
            const slot = slotOfShort[short]!;
            if (slot >= 0 && inside[slot]) add(slot, frequency);
          }
        }
      }
    });
    return out;
  }

  /** The indexed terms that matched in one document, as MiniSearch's merged `match` keeps them; null: no match. */
  private termsOf(tree: Tree, slot: number): Set<string> | null {
    if (tree.kind === 'none') return null;
    if (tree.kind === 'leaf') {
      const id = this.shortOfSlot[slot]!;
      const terms = new Set<string>();
      for (const { term, postings } of tree.terms)
        for (const [field] of this.options.fields)
          if (postings.get(this.internals._fieldIds[field]!)?.has(id)) terms.add(term);
      return terms.size ? terms : null;
    }
    const sets = tree.children.map((child) => this.termsOf(child, slot));
    if (tree.kind === 'and' && sets.some((set) => set === null)) return null;
    const union = new Set<string>();
    for (const set of sets) if (set) for (const term of set) union.add(term);
    return tree.kind === 'or' && sets.every((set) => set === null) ? null : union;
  }

  private ensureCapacity(): void {
    const needed = this.shortOfSlot.length;
    if (needed <= this.capacity) return;
    this.capacity = Math.max(1024, needed * 1.25) | 0;
    this.pool = [];
  }

  private acquire(): Scratch {
    return (
      this.pool.pop() ??
      new Scratch(
        new Float64Array(this.capacity),
        new Uint32Array(this.capacity),
        new Uint8Array(this.capacity),
      )
    );
  }

  private release(scratch: Scratch): void {
    if (scratch.score.length === this.capacity) this.pool.push(scratch);
  }
}

function popcount(value: number): number {
  let bits = value - ((value >>> 1) & 0x55555555);
  bits = (bits & 0x33333333) + ((bits >>> 2) & 0x33333333);
  return (((bits + (bits >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}
