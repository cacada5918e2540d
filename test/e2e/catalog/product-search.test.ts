import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Stack } from '../../../stack';
import {
  adminCaller,
  createProduct,
  createWarehouse,
  registerCustomer,
  setStock,
  type Caller,
} from '../../../testing/fixtures';
import { graphql, graphqlOk, startTestStack } from '../../../testing/harness';
import { gql } from '../../../testing/__generated__';
import type { ProductSearchInput } from '../../../testing/__generated__/graphql';

/**
 * `productSearch`, `suggest`, the synonym list and the query report through the gateway (GraphQL and
 * REST, one engine), on a small catalogue built for the filters and facets.
 */
let stack: Stack;
let admin: Caller;
const ids: Record<string, string> = {};
let lighting: string;
let lamps: string;
let shoes: string;

const SEARCH = gql(`query ProductSearchFacets($input: ProductSearchInput!) {
  productSearch(input: $input) {
    total didYouMean
    hits { score product { id name } highlights { field snippet } }
    facets {
      brands { value label count }
      categories { value label count }
      prices { min max count }
      options { name values { value count } }
    }
  }
}`);

async function search(input: ProductSearchInput) {
  return (await graphqlOk(stack.graphqlUrl, SEARCH, { input })).productSearch;
}
const names = async (input: ProductSearchInput) => (await search(input)).hits.map((hit) => hit.product.name);

async function rest(path: string): Promise<{ status: number; body: any; headers: Headers }> {
  const response = await fetch(`${stack.gatewayUrl}${path}`);
  return { status: response.status, body: await response.json(), headers: response.headers };
}

beforeAll(async () => {
  stack = await startTestStack({ env: { FIELD_RATE_LIMITS: 'false' } });
  admin = await adminCaller(stack);
  const category = gql(
    `mutation SearchFacetCategory($input: CreateCategoryInput!) { createCategory(input: $input) { id } }`,
  );
  lighting = (await graphqlOk(admin, category, { input: { name: 'Lighting', slug: 'sf-lighting' } }))
    .createCategory.id;
  lamps = (
    await graphqlOk(admin, category, {
      input: { name: 'Desk Lamps', slug: 'sf-desk-lamps', parentId: lighting },
    })
  ).createCategory.id;
  shoes = (await graphqlOk(admin, category, { input: { name: 'Sandals', slug: 'sf-sandals' } }))
    .createCategory.id;
  const make = async (key: string, fields: Parameters<typeof createProduct>[1]) => {
    ids[key] = (await createProduct(admin, fields)).id;
  };
  await make('arc', { name: 'Arc Desk Lamp', brand: 'Lumen Home', price: '45.00', categoryId: lamps });
  await make('orb', { name: 'Orb Table Lamp', brand: 'Lumen Home', price: '120.00', categoryId: lighting });
  await make('pole', { name: 'Pole Floor Lamp', brand: 'Brightway', price: '15.00', categoryId: lighting });
  await make('slide', {
    name: 'Strappy Sandal',
    brand: 'Trailhead',
    price: '30.00',
    categoryId: shoes,
    description: 'A light sandal for the beach and the trail, with a cushioned footbed.',
  });
  await make('flip', { name: 'Beach Flip-Flop', brand: 'Sunny', price: '9.00', categoryId: shoes });
  await make('shelf', { name: 'Oak Bookshelf', brand: 'Woodline', price: '250.00' });
  // Stock: the arc lamp and the sandal have units; the others none.
  const warehouse = await createWarehouse(admin);
  // A new level's first units are announced by inventory (StockReplenishedEvent).
  for (const [key, units] of [
    ['arc', 5],
    ['slide', 3],
  ] as const)
    await setStock(admin, ids[key]!, warehouse.id, units);
  // Ratings and variant options are product document fields the merchandising side writes.
  const products = stack.connections.catalog!.collection<{ _id: string }>('products');
  const now = () => ({ updatedAt: new Date() });
  await products.updateOne(
    { _id: ids.arc! },
    {
      $set: {
        reviewCount: 4,
        ratingSum: 18,
        ...now(),
        options: [{ name: 'Color', values: ['Black', 'White'] }],
      },
    },
  );
  await products.updateOne(
    { _id: ids.orb! },
    { $set: { reviewCount: 2, ratingSum: 6, ...now(), options: [{ name: 'Color', values: ['White'] }] } },
  );
  await products.updateOne(
    { _id: ids.slide! },
    { $set: { reviewCount: 1, ratingSum: 5, ...now(), options: [{ name: 'Size', values: ['40', '41'] }] } },
  );
  // The engine learns ratings from the documents and stock from inventory's events.
  await vi.waitFor(
    async () => {
      expect((await search({ query: 'lamp', minRating: 4 })).total).toBe(1);
      expect((await search({ query: 'lamp', inStock: true })).total).toBe(1);
    },
    { timeout: 5_000, interval: 50 },
  );
});

describe('productSearch over GraphQL', () => {
  it('forgives typos by word length and ranks exact matches above corrected ones', async () => {
    // The flip-flop is in the Sandals category: a weaker match, after the sandal by name.
    expect(await names({ query: 'sandel' })).toEqual(['Strappy Sandal', 'Beach Flip-Flop']);
    expect(await names({ query: 'bokshelf' })).toEqual(['Oak Bookshelf']);
    expect(await names({ query: 'bookshelff' })).toEqual(['Oak Bookshelf']);
    expect(await names({ query: 'trailhed' })).toEqual(['Strappy Sandal']);
    // Four letters: no typo allowed ("lamb" is not "lamp").
    expect(await names({ query: 'lamb' })).toEqual([]);
    // "beach" is exact in the flip-flop's name and one edit from nothing else; "beech" (one typo) finds
    // both beach products, the one with the exact word in its name first.
    expect((await names({ query: 'beech' }))[0]).toBe('Beach Flip-Flop');
  });

  it('matches the word being typed as a prefix, and synonyms staff keep', async () => {
    expect(await names({ query: 'bookshe' })).toEqual(['Oak Bookshelf']);
    expect(await names({ query: 'flip flo' })).toEqual(['Beach Flip-Flop']);
    expect(await names({ query: 'lantern' })).toEqual([]);
    const saved = await graphqlOk(
      admin,
      gql(
        `mutation SearchSaveSynonyms($terms: [String!]!) { saveSearchSynonyms(terms: $terms) { id terms } }`,
      ),
      { terms: ['lantern', 'lamp'] },
    );
    expect(saved.saveSearchSynonyms.terms).toEqual(['lantern', 'lamp']);
    expect(await search({ query: 'lantern' })).toMatchObject({ total: 3 });
    const deleted = await graphqlOk(
      admin,
      gql(`mutation SearchDeleteSynonyms($id: ID!) { deleteSearchSynonyms(id: $id) }`),
      { id: saved.saveSearchSynonyms.id },
    );
    expect(deleted.deleteSearchSynonyms).toBe(true);
    expect(await names({ query: 'lantern' })).toEqual([]);
  });

  it('only lets admins edit synonyms and staff read the list', async () => {
    const customer = (await registerCustomer(stack, { name: 'Synonym Shopper' })).caller;
    const attempt = await graphql(
      customer,
      gql(`mutation SearchSynonymsDenied { saveSearchSynonyms(terms: ["a", "b"]) { id } }`),
    );
    expect(attempt.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const read = await graphql(customer, gql(`query SearchSynonymsRead { searchSynonyms { id } }`));
    expect(read.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('highlights the matched words and offers "did you mean" when nothing matches', async () => {
    const [hit] = (await search({ query: 'cushioned sandal' })).hits;
    expect(hit!.highlights).toEqual([
      { field: 'name', snippet: 'Strappy <mark>Sandal</mark>' },
      {
        field: 'description',
        snippet:
          'A light <mark>sandal</mark> for the beach and the trail, with a <mark>cushioned</mark> footbed.',
      },
    ]);
    expect(await search({ query: 'bokshef' })).toMatchObject({ total: 0, didYouMean: 'bookshelf' });
    expect(await search({ query: 'sandal' })).toMatchObject({ didYouMean: null });
    expect(await search({ query: 'qqqqqqq' })).toMatchObject({ total: 0, didYouMean: null });
  });

  it('filters by brand, category with descendants, price, stock, rating and options', async () => {
    expect(await names({ query: 'lamp', brands: ['Lumen Home'], sort: 'PRICE_ASC' })).toEqual([
      'Arc Desk Lamp',
      'Orb Table Lamp',
    ]);
    // Lighting includes its child Desk Lamps.
    expect((await search({ categoryIds: [lighting] })).total).toBe(3);
    expect(await names({ categoryIds: [lamps] })).toEqual(['Arc Desk Lamp']);
    expect(await names({ query: 'lamp', minPrice: '20', maxPrice: '100' })).toEqual(['Arc Desk Lamp']);
    expect(await names({ query: 'lamp', inStock: false, sort: 'PRICE_ASC' })).toEqual([
      'Pole Floor Lamp',
      'Orb Table Lamp',
    ]);
    expect(await names({ minRating: 3.5, sort: 'RATING' })).toEqual(['Strappy Sandal', 'Arc Desk Lamp']);
    expect(await names({ options: [{ name: 'Color', values: ['White'] }], sort: 'PRICE_DESC' })).toEqual([
      'Orb Table Lamp',
      'Arc Desk Lamp',
    ]);
    expect(await names({ options: [{ name: 'Color', values: ['Black'] }] })).toEqual(['Arc Desk Lamp']);
  });

  it('counts each facet over the other active filters (disjunctive faceting)', async () => {
    const result = await search({ query: 'lamp', brands: ['Lumen Home'], maxPrice: '100' });
    expect(result.total).toBe(1);
    // Brand counts ignore the brand filter but honour the price filter: the 120.00 orb is out.
    expect(result.facets.brands).toEqual([
      { value: 'Brightway', label: 'Brightway', count: 1 },
      { value: 'Lumen Home', label: 'Lumen Home', count: 1 },
    ]);
    // Price counts ignore the price filter but honour the brand: both Lumen Home lamps.
    expect(result.facets.prices.filter((bucket) => bucket.count > 0)).toEqual([
      { min: '25.00', max: '50.00', count: 1 },
      { min: '100.00', max: '200.00', count: 1 },
    ]);
    // A category counts its subtree.
    expect(result.facets.categories).toHaveLength(2);
    expect(result.facets.categories).toEqual(
      expect.arrayContaining([
        { value: lighting, label: 'Lighting', count: 1 },
        { value: lamps, label: 'Desk Lamps', count: 1 },
      ]),
    );
    const colors = await search({ query: 'lamp', options: [{ name: 'Color', values: ['Black'] }] });
    expect(colors.facets.options).toEqual([
      {
        name: 'Color',
        values: [
          { value: 'White', count: 2 },
          { value: 'Black', count: 1 },
        ],
      },
    ]);
  });

  it('sorts by price, newest and rating, and pages with a total', async () => {
    expect(await names({ query: 'lamp', sort: 'PRICE_DESC' })).toEqual([
      'Orb Table Lamp',
      'Arc Desk Lamp',
      'Pole Floor Lamp',
    ]);
    expect(await names({ query: 'lamp', sort: 'NEWEST' })).toEqual([
      'Pole Floor Lamp',
      'Orb Table Lamp',
      'Arc Desk Lamp',
    ]);
    expect(await names({ query: 'lamp', sort: 'RATING' })).toEqual([
      'Arc Desk Lamp',
      'Orb Table Lamp',
      'Pole Floor Lamp',
    ]);
    const page = await search({ query: 'lamp', sort: 'PRICE_ASC', limit: 2, offset: 2 });
    expect(page.total).toBe(3);
    expect(page.hits.map((hit) => hit.product.name)).toEqual(['Orb Table Lamp']);
  });

  it('refuses malformed input naming the field', async () => {
    for (const [input, field] of [
      [{ minPrice: '-1' }, 'minPrice'],
      [{ minPrice: '30', maxPrice: '10' }, 'maxPrice'],
      [{ minRating: 6 }, 'minRating'],
      [{ query: 'x'.repeat(201) }, 'query'],
      [{ offset: -1 }, 'offset'],
    ] as const) {
      const result = await graphql(stack.graphqlUrl, SEARCH, { input });
      expect(result.errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        field: `input.${field}`,
      });
    }
  });

  it('keeps searchProducts working on the same engine', async () => {
    const data = await graphqlOk(
      stack.graphqlUrl,
      gql(`query SearchLegacyField { searchProducts(query: "sandel", limit: 5) { product { name } } }`),
    );
    expect(data.searchProducts.map((hit) => hit.product.name)).toEqual(['Strappy Sandal', 'Beach Flip-Flop']);
  });
});

describe('suggest', () => {
  const SUGGEST = gql(
    `query SearchSuggest($prefix: String!, $limit: Int) { suggest(prefix: $prefix, limit: $limit) { completions products { name } } }`,
  );

  it('completes the word being typed and names the best products', async () => {
    const { suggest } = await graphqlOk(stack.graphqlUrl, SUGGEST, { prefix: 'lam', limit: 5 });
    // "Lamp" and the category's "Lamps" are one word once plurals are folded.
    expect(suggest.completions).toEqual(['lamp']);
    expect(suggest.products.map((product) => product.name).sort()).toEqual([
      'Arc Desk Lamp',
      'Orb Table Lamp',
      'Pole Floor Lamp',
    ]);
    const twoWords = await graphqlOk(stack.graphqlUrl, SUGGEST, { prefix: 'oak boo' });
    expect(twoWords.suggest).toEqual({
      completions: ['oak bookshelf'],
      products: [{ name: 'Oak Bookshelf' }],
    });
  });

  it('answers the same over REST', async () => {
    const { status, body, headers } = await rest('/api/v2/search/suggest?q=oak%20boo');
    expect(status).toBe(200);
    expect(body.data.completions).toEqual(['oak bookshelf']);
    expect(body.data.products.map((product: { name: string }) => product.name)).toEqual(['Oak Bookshelf']);
    // Cached as a search answer, purged with the search key or any product it suggests.
    expect(headers.get('cache-control')).toBe('public, max-age=60, s-maxage=300');
    expect(headers.get('xkey')!.split(' ')).toEqual(['search', `product-${body.data.products[0].id}`]);
    const unknown = await rest('/api/v2/search/suggest?q=oak&size=3');
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.details.fields).toEqual([
      expect.objectContaining({ field: 'size', reason: 'NOT_ALLOWED' }),
    ]);
  });
});

describe('GET /api/{version}/search', () => {
  it('applies the filters and answers the total and facets in meta.search', async () => {
    const { status, body } = await rest(
      '/api/v2/search?q=lamp&brand=Lumen%20Home&min_price=10&max_price=100',
    );
    expect(status).toBe(200);
    expect(body.data.map((hit: { product: { name: string } }) => hit.product.name)).toEqual([
      'Arc Desk Lamp',
    ]);
    const graph = await search({ query: 'lamp', brands: ['Lumen Home'], minPrice: '10', maxPrice: '100' });
    expect(body.meta.search).toEqual({
      total: graph.total,
      did_you_mean: null,
      facets: {
        brands: graph.facets.brands,
        categories: graph.facets.categories,
        prices: graph.facets.prices.map((bucket) => ({
          min: bucket.min == null ? null : Number(bucket.min),
          max: bucket.max == null ? null : Number(bucket.max),
          count: bucket.count,
        })),
        options: graph.facets.options.map((option) => ({
          name: option.name,
          values: option.values.map((value) => ({ ...value, label: value.value })),
        })),
      },
    });
  });

  it('takes repeated lists, stock, rating, options and sort in every version', async () => {
    for (const version of ['v1', 'v2', 'v3']) {
      const { status, body } = await rest(
        `/api/${version}/search?q=lamp&brand=Lumen%20Home&brand=Brightway&in_stock=false&sort=-price`,
      );
      expect(status).toBe(200);
      expect(body.meta.search.total).toBe(2);
    }
    const rated = await rest('/api/v1/search?q=lamp&min_rating=4&option=Color:Black');
    expect(rated.body.data.map((hit: { name: string }) => hit.name)).toEqual(['Arc Desk Lamp']);
    const typo = await rest('/api/v2/search?q=bokshef');
    expect(typo.body.meta.search).toMatchObject({ total: 0, did_you_mean: 'bookshelf' });
  });

  it('answers 400 naming an unknown or malformed parameter, never ignoring it', async () => {
    const cases: Array<[string, string]> = [
      ['q=lamp&colour=red', 'colour'],
      ['q=lamp&min_price=cheap', 'min_price'],
      ['q=lamp&in_stock=yes', 'in_stock'],
      ['q=lamp&min_rating=9', 'min_rating'],
      ['q=lamp&sort=popularity', 'sort'],
      ['q=lamp&option=Color', 'option'],
      ['q=lamp&min_price=50&max_price=10', 'max_price'],
    ];
    for (const [query, field] of cases) {
      const { status, body } = await rest(`/api/v2/search?${query}`);
      expect(status, query).toBe(400);
      expect(
        body.error.details.fields.map((problem: { field: string }) => problem.field),
        query,
      ).toContain(field);
    }
  });
});

describe('searchQueryReport', () => {
  const REPORT = gql(`query SearchReport($from: DateTime!, $to: DateTime!) {
    searchQueryReport(from: $from, to: $to, limit: 50) {
      totalSearches zeroResultSearches
      topQueries { query searches zeroResults lastResults }
      zeroResultQueries { query searches zeroResults }
    }
  }`);

  it('counts normalised queries per day, with the zero-result ones, for staff only', async () => {
    await search({ query: 'Report Lamps' });
    await search({ query: 'report lamp' });
    await search({ query: 'reportnothing' });
    const today = new Date();
    const { searchQueryReport } = await graphqlOk(admin, REPORT, { from: today, to: today });
    expect(searchQueryReport.topQueries).toContainEqual({
      query: 'report lamp',
      searches: 2,
      zeroResults: 2,
      lastResults: 0,
    });
    expect(searchQueryReport.zeroResultQueries).toContainEqual({
      query: 'reportnothing',
      searches: 1,
      zeroResults: 1,
    });
    expect(searchQueryReport.totalSearches).toBeGreaterThanOrEqual(3);
    const customer = (await registerCustomer(stack, { name: 'Report Shopper' })).caller;
    const denied = await graphql(customer, REPORT, { from: today, to: today });
    expect(denied.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
