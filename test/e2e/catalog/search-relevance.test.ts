import { beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { seed } from '../../../scripts/seed/index';
import { defaultSize, planSeed } from '../../../scripts/seed/plan';
import type { Stack } from '../../../stack';
import { graphqlOk, startTestStack, uniquePrefix } from '../../../testing/harness';
import { gql } from '../../../testing/__generated__';

/**
 * The relevance judgement list, against the seeded store (`npm run seed`, the sample size): for each query
 * (typos, plurals, prefixes, several words, brand names) the products that must rank in the top 3. Where
 * more than three products are relevant, all of the top 3 must be; where three or fewer are, each must be
 * among the top 3. Relevant products are named from the seed's own plan, so the list follows the data.
 */
const judgements: Array<{ query: string; why: string; relevant: RegExp }> = [
  { query: 'sandel', why: 'one typo (6 letters)', relevant: /Sandal/ },
  { query: 'sandals', why: 'plural', relevant: /Sandal/ },
  { query: 'bokshelf', why: 'one typo (8 letters)', relevant: /Bookshelf/ },
  { query: 'bookshelff', why: 'one typo (10 letters)', relevant: /Bookshelf/ },
  { query: 'bookshelves', why: 'irregular plural: two edits (11 letters)', relevant: /Bookshelf/ },
  { query: 'trailhed', why: 'a brand with one typo', relevant: /^Trailhead / },
  { query: 'ketle', why: 'one typo (5 letters)', relevant: /Kettle/ },
  { query: 'mirorless camera', why: 'typo in a long word, two words', relevant: /Mirrorless Camera/ },
  { query: 'dumbell', why: 'one typo (7 letters)', relevant: /Dumbbells/ },
  { query: 'headl', why: 'prefix of the word being typed', relevant: /Headlamp/ },
  {
    query: 'noise cancelling headph',
    why: 'three words, the last typed',
    relevant: /Noise-Cancelling Headphones/,
  },
  { query: 'waterproof boot', why: 'two words', relevant: /Waterproof Mid Boot/ },
  { query: 'yoga mats', why: 'two words, plural', relevant: /Yoga Mat/ },
  { query: 'lumen home', why: 'a brand of two words', relevant: /^Lumen Home / },
  { query: 'oakhaven bookshelf', why: 'brand and kind', relevant: /^Oakhaven .*Bookshelf/ },
  { query: 'trailhead headlamp', why: 'brand and kind, one product', relevant: /^Trailhead .*Headlamp/ },
  { query: 'nimbus earbuds', why: 'first word of a brand and a kind', relevant: /^Nimbus Audio .*Earbuds/ },
];

let stack: Stack;
const active = planSeed(defaultSize).products.filter((product) => product.status === 'active');

const SEARCH = gql(
  `query SearchJudgement($q: String!) { productSearch(input: { query: $q, limit: 3 }) { total hits { product { name } } } }`,
);

beforeAll(async () => {
  const dbPrefix = uniquePrefix('relevance');
  await seed({ uri: inject('mongoUri'), dbPrefix });
  stack = await startTestStack({ dbPrefix, env: { FIELD_RATE_LIMITS: 'false' } });
  // The catalog builds its engine from the seeded documents as it starts.
  await vi.waitFor(
    async () => {
      const data = await graphqlOk(stack.graphqlUrl, SEARCH, { q: 'bookshelf' });
      expect(data.productSearch.total).toBeGreaterThan(0);
    },
    { timeout: 60_000, interval: 200 },
  );
}, 300_000);

describe('relevance on the seeded store', () => {
  it.each(judgements)('"$query" ($why)', async ({ query, relevant }) => {
    const expected = active.filter((product) => relevant.test(product.name)).map((product) => product.name);
    expect(expected.length, 'the judgement names products the seed has').toBeGreaterThan(0);
    const data = await graphqlOk(stack.graphqlUrl, SEARCH, { q: query });
    const top = data.productSearch.hits.map((hit) => hit.product.name);
    if (expected.length > 3) {
      expect(top).toHaveLength(3);
      for (const name of top) expect(name).toMatch(relevant);
    } else {
      for (const name of expected) expect(top).toContain(name);
    }
  });
});
