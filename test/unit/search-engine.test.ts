import { describe, expect, it } from 'vitest';
import {
  editDistance,
  SearchEngine,
  typoBudget,
  type EngineQuery,
  type SearchDocument,
} from '../../subgraphs/catalog/search/engine';

const base: Omit<SearchDocument, 'id' | 'name'> = {
  description: null,
  brand: null,
  categoryId: null,
  priceMinor: 1_000,
  createdAt: 0,
  inStock: true,
  reviewCount: 0,
  ratingSum: 0,
  options: [],
};
const query = (fields: Partial<EngineQuery>): EngineQuery => ({
  text: '',
  sort: 'relevance',
  limit: 20,
  offset: 0,
  ...fields,
});

function engine(): SearchEngine {
  const search = new SearchEngine();
  search.setCategories([
    { id: 'home', name: 'Home', parentId: null },
    { id: 'lamps', name: 'Lamps', parentId: 'home' },
  ]);
  search.upsert({
    ...base,
    id: 'a',
    name: 'Arc <Lamp>',
    brand: 'Lumen',
    categoryId: 'lamps',
    priceMinor: 4_500,
  });
  search.upsert({
    ...base,
    id: 'b',
    name: 'Orb Lamp',
    brand: 'Lumen',
    categoryId: 'home',
    priceMinor: 12_000,
  });
  search.upsert({
    ...base,
    id: 'c',
    name: 'Pole Lamp',
    brand: 'Bright',
    categoryId: 'home',
    priceMinor: 1_500,
  });
  return search;
}

describe('the search engine', () => {
  it('allows no typo under 5 letters, one from 5 and two from 9', () => {
    expect([
      typoBudget('lamp'),
      typoBudget('lampe'),
      typoBudget('bookshelf'),
      typoBudget('bookshelves'),
    ]).toEqual([0, 1, 2, 2]);
    expect(editDistance('bokshelf', 'bookshelf', 2)).toBe(1);
    // "bookshelves" is analysed to "bookshelve" (plural folding) before it is compared.
    expect(editDistance('bookshelve', 'bookshelf', 2)).toBe(2);
    expect(editDistance('kettel', 'kettle', 2)).toBe(2);
    expect(editDistance('abcdef', 'uvwxyz', 2)).toBe(3);
  });

  it('counts each facet over the other filters only', () => {
    const result = engine().search(query({ text: 'lamp', brands: ['Lumen'], maxPriceMinor: 10_000 }));
    expect(result.hits.map((hit) => hit.id)).toEqual(['a']);
    expect(result.facets.brands).toEqual([
      { value: 'Bright', count: 1 },
      { value: 'Lumen', count: 1 },
    ]);
    expect(result.facets.prices.filter((bucket) => bucket.count)).toEqual([
      { minMinor: 2_500, maxMinor: 5_000, count: 1 },
      { minMinor: 10_000, maxMinor: 20_000, count: 1 },
    ]);
  });

  it('re-indexes products when their category is renamed, and forgets removed products', () => {
    const search = engine();
    expect(search.search(query({ text: 'lamps' })).total).toBe(3);
    search.setCategories([
      { id: 'home', name: 'Living', parentId: null },
      { id: 'lamps', name: 'Lighting', parentId: 'home' },
    ]);
    expect(search.search(query({ text: 'lighting' })).hits.map((hit) => hit.id)).toEqual(['a']);
    expect(search.search(query({ text: 'living' })).total).toBe(3);
    search.remove('a');
    expect(search.search(query({ text: 'lighting' })).total).toBe(0);
    expect(search.size).toBe(2);
  });

  it('escapes the text it highlights', () => {
    const [hit] = engine().search(query({ text: 'arc' })).hits;
    expect(hit!.highlights).toEqual([{ field: 'name', snippet: '<mark>Arc</mark> &#60;Lamp&#62;' }]);
  });
});

describe('suggest', () => {
  function trails(): SearchEngine {
    const search = new SearchEngine();
    const names: Array<[string, string]> = [
      ['t1', 'Trail Hiking Boot'],
      ['t2', 'Trail Hiking Pole'],
      ['t3', 'Trail Headlamp'],
      ['t4', 'Trail Runner'],
      ['h1', 'Hiking Hat'],
      ['h2', 'Hiking Hat Wide'],
      ['h3', 'Hiking Hat Cap'],
    ];
    for (const [id, name] of names) search.upsert({ ...base, id, name });
    return search;
  }

  it('gives products for a word from its third letter on, and none for a shorter word alone', () => {
    const search = trails();
    expect(search.suggest('hi', 5)).toEqual({ completions: ['hiking'], productIds: [] });
    expect(search.suggest('hik', 5).productIds.sort()).toEqual(['h1', 'h2', 'h3', 't1', 't2']);
  });

  it('ranks products for a short last word after others by its first completion, or without it when it has none', () => {
    const search = trails();
    // "hiking" is the most used word starting with "h" that goes with "trail"; its products, not
    // every product with any "h" word (the headlamp).
    const short = search.suggest('trail h', 5);
    expect(short.completions).toEqual(['trail hiking', 'trail headlamp']);
    expect(short.productIds.sort()).toEqual(['t1', 't2']);
    // From the third letter on, the word being typed is a prefix as usual.
    expect(search.suggest('trail he', 5)).toEqual({ completions: ['trail headlamp'], productIds: ['t3'] });
    // No completion goes with "trail": the products of "trail" alone.
    expect(search.suggest('trail x', 5)).toEqual({
      completions: [],
      productIds: expect.arrayContaining(['t1', 't2', 't3', 't4']),
    });
  });
});
