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
