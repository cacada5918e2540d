import MiniSearch, { type Query } from 'minisearch';
import { describe, expect, it } from 'vitest';
import { SearchEngine, type SearchDocument } from '../../subgraphs/catalog/search/engine';
import { Scorer } from '../../subgraphs/catalog/search/scorer';
import { words } from '../../subgraphs/catalog/services/analyzer';

type Doc = { id: string; name: string; description: string };

const tokenize = (text: string) => text.split(/[^\p{L}\p{N}]+/u);
const processTerm = (term: string) => words(term)[0] ?? null;
const fuzzy = (term: string) => (term.length >= 9 ? 2 : term.length >= 5 ? 1 : 0) || false;
const weights = { prefix: 0.5, fuzzy: 0.3 };
const bm25 = { k: 1.2, b: 0.7, d: 0.5 };

const NAMES = ['Oak Bookshelf', 'Walnut Bookshelves', 'Arc Lamp', 'Floor Lamp', 'Lantern', 'Light Fixture'];
const EXTRAS = ['tall', 'narrow', 'light', 'warm', 'brass', 'fixture', 'bookcase', 'lamps'];

function index() {
  const mini = new MiniSearch<Doc>({
    fields: ['name', 'description'],
    tokenize,
    processTerm,
    searchOptions: { boost: { name: 3, description: 1 }, fuzzy, maxFuzzy: 2, weights, bm25 },
  });
  const scorer = new Scorer(mini, {
    fields: [
      ['name', 3],
      ['description', 1],
    ],
    tokenize,
    processTerm,
    fuzzy,
    weights,
    bm25,
  });
  const docs: Doc[] = [];
  for (let n = 0; n < 60; n++) {
    const name = `${NAMES[n % NAMES.length]} ${EXTRAS[(n * 7) % EXTRAS.length]}`;
    const description = Array.from(
      { length: 1 + (n % 5) },
      (_, k) => EXTRAS[(n + k * 3) % EXTRAS.length],
    ).join(' ');
    docs.push({ id: `p${n}`, name, description });
    mini.add(docs[n]!);
    scorer.added(`p${n}`);
  }
  // Removed documents take their postings with them and change the averages the scores use; an updated
  // one comes back under a new internal number, in a reused slot.
  for (let n = 0; n < 60; n += 7) {
    scorer.removing(docs[n]!.id);
    mini.remove(docs[n]!);
  }
  for (let n = 0; n < 60; n += 14) {
    mini.add(docs[n]!);
    scorer.added(docs[n]!.id);
  }
  const idOf = (slot: number) => docs.find((doc) => scorer.slotOf(doc.id) === slot)!.id;
  return { mini, scorer, idOf };
}

const word = (term: string, prefix: boolean, synonyms: string[][] = []): Query => ({
  combineWith: 'OR',
  prefix,
  queries: [
    term,
    ...synonyms.map((phrase): Query => ({ combineWith: 'AND', prefix: false, queries: phrase })),
  ],
});

const QUERIES: Array<[string, Query]> = [
  ['one word', { combineWith: 'AND', queries: [word('lamp', false)] }],
  ['a typo', { combineWith: 'AND', queries: [word('bokshelf', false)] }],
  ['two typos in a long word', { combineWith: 'AND', queries: [word('bookshelff', false)] }],
  ['a prefix', { combineWith: 'AND', queries: [word('book', true)] }],
  ['two words, the last typed', { combineWith: 'AND', queries: [word('oak', false), word('bo', true)] }],
  [
    'a synonym phrase',
    { combineWith: 'AND', queries: [word('lantern', false, [['lamp'], ['light', 'fixture']])] },
  ],
  ['nothing', { combineWith: 'AND', queries: [word('zzzz', false)] }],
];

describe('the scorer', () => {
  it.each(QUERIES)('scores %s exactly as MiniSearch does', (_label, query) => {
    const { mini, scorer, idOf } = index();
    const expected = new Map(mini.search(query).map((result) => [result.id as string, result]));
    const scored = scorer.score(query);
    const ids = scored.ids.map(idOf);
    expect(new Set(ids)).toEqual(new Set(expected.keys()));
    ids.forEach((id, index) => {
      // The same additions in the same order: equal to the last bit, not merely close.
      expect(scored.scores[index]).toBe(expected.get(id)!.score);
      expect(scored.termsOf(scored.ids[index]!)).toEqual(new Set(expected.get(id)!.terms));
    });
    if (query !== QUERIES[6]![1]) expect(ids.length).toBeGreaterThan(0);
  });

  it('finds whether a query matches within given documents, as an AND with them would', () => {
    const { mini, scorer } = index();
    const oak = scorer.score({ combineWith: 'AND', queries: [word('oak', false)] }).ids;
    const lamp: Query = { combineWith: 'AND', queries: [word('lamp', false)] };
    const shelf: Query = { combineWith: 'AND', queries: [word('bookshelf', false)] };
    expect(scorer.any(lamp, oak)).toBe(
      mini.search({ combineWith: 'AND', queries: [word('oak', false), word('lamp', false)] }).length > 0,
    );
    expect(scorer.any(shelf, oak)).toBe(true);
    expect(scorer.score(shelf, oak).ids.every((id) => oak.includes(id))).toBe(true);
  });
});

describe('the engine picks pages without sorting every match', () => {
  const docs: SearchDocument[] = Array.from({ length: 300 }, (_, n) => ({
    id: `id-${(n * 7919) % 1000}`.padEnd(8, 'x'),
    name: `${NAMES[n % NAMES.length]} ${EXTRAS[n % EXTRAS.length]}`,
    description: null,
    brand: n % 2 ? 'Lumen' : 'Oak & Co',
    categoryId: null,
    // Many equal prices, dates and scores: ties fall back to the id.
    priceMinor: 1_000 * (n % 4),
    createdAt: n % 3,
    inStock: n % 5 !== 0,
    reviewCount: n % 3,
    ratingSum: (n % 3) * (n % 5),
    options: [],
  }));
  const engine = new SearchEngine();
  for (const doc of docs) engine.upsert(doc);

  it.each(['relevance', 'priceAsc', 'priceDesc', 'newest', 'rating'] as const)(
    'pages by %s are slices of one order',
    (sort) => {
      for (const text of ['lamp', '']) {
        const all = engine.search({ text, sort, limit: 300, offset: 0 }).hits.map((hit) => hit.id);
        expect(all.length).toBeGreaterThan(20);
        const pages = [0, 7, 14, 21].flatMap((offset) =>
          engine.search({ text, sort, limit: 7, offset }).hits.map((hit) => hit.id),
        );
        expect(pages).toEqual(all.slice(0, 28));
      }
    },
  );
});
