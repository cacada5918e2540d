import { beforeAll, describe, expect, it } from 'vitest';
import { loggedEvents } from '../../../testing/events';
import { adminCaller, createProduct, type Caller } from '../../../testing/fixtures';
import { graphql, graphqlOk, startTestStack } from '../../../testing/harness';
import type { Stack } from '../../../stack';
import { gql } from '../../../testing/__generated__';

/** The catalog's own full-text search (no $text), through the gateway on the real MongoDB wire server. */
let stack: Stack;
let admin: Caller;

const SEARCH = gql(
  `query SearchProductsByText($q: String!, $limit: Int) { searchProducts(query: $q, limit: $limit) { score product { id name } } }`,
);

async function search(
  q: string,
  limit?: number,
): Promise<Array<{ score: number; product: { id: string; name: string } }>> {
  const data = await graphqlOk(stack.graphqlUrl, SEARCH, { q, limit });
  return data.searchProducts;
}

const names = async (q: string, limit?: number) => (await search(q, limit)).map((hit) => hit.product.name);

beforeAll(async () => {
  stack = await startTestStack({ env: { FIELD_RATE_LIMITS: 'false' } });
  admin = await adminCaller(stack);
  const category = await graphqlOk(
    admin,
    gql(
      `mutation SearchCreateCategory { createCategory(input: { name: "Lanterns", slug: "lanterns" }) { id } }`,
    ),
  );
  await createProduct(admin, {
    name: 'Harbor Lantern',
    brand: 'Northwind',
    description: 'A sturdy light for the porch.',
  });
  await createProduct(admin, {
    name: 'Trail Torch',
    brand: 'Lantern Works',
    description: 'Bright and small.',
  });
  await createProduct(admin, {
    name: 'Camp Stove',
    brand: 'Northwind',
    description: 'Pairs well with any lantern on a long night.',
  });
  await createProduct(admin, { name: 'Porch Light', brand: 'Glow', categoryId: category.createCategory.id });
  await createProduct(admin, {
    name: 'Waterproof Jackets',
    brand: 'Tidewater',
    description: 'Keeps rain out.',
  });
  await createProduct(admin, { name: 'Café Crème Mug', brand: 'Ceramica' });
  await createProduct(admin, { name: 'Hidden Lantern Draft', status: 'DRAFT' });
});

describe('searchProducts', () => {
  it('ranks a word in the name above brand, category and description', async () => {
    expect(await names('lantern')).toEqual(['Harbor Lantern', 'Trail Torch', 'Porch Light', 'Camp Stove']);
  });

  it('returns scores in descending order and honours the limit', async () => {
    const hits = await search('lantern', 2);
    expect(hits).toHaveLength(2);
    expect(hits[0]!.score).toBeGreaterThan(hits[1]!.score);
  });

  it('puts products matching every word before those matching some', async () => {
    expect((await names('northwind lantern'))[0]).toBe('Harbor Lantern');
    expect((await names('northwind stove'))[0]).toBe('Camp Stove');
  });

  it('matches the beginning of a word as it is typed', async () => {
    expect(await names('wat')).toEqual(['Waterproof Jackets']);
    expect(await names('tide')).toEqual(['Waterproof Jackets']);
  });

  it('folds plurals, case and accents', async () => {
    expect(await names('JACKET')).toEqual(['Waterproof Jackets']);
    expect(await names('cafe creme')).toEqual(['Café Crème Mug']);
  });

  it('never returns drafts, and answers an empty list for words nobody has', async () => {
    expect(await names('hidden')).toEqual([]);
    expect(await names('zeppelin')).toEqual([]);
  });

  it('reflects a rename at once: the old word stops matching, the new one matches', async () => {
    const product = await createProduct(admin, { name: 'Copper Kettle' });
    expect(await names('kettle')).toEqual(['Copper Kettle']);
    await graphqlOk(
      admin,
      gql(
        `mutation SearchUpdateProduct($id: ID!) { updateProduct(id: $id, input: { name: "Copper Teapot" }) { id } }`,
      ),
      { id: product.id },
    );
    expect(await names('kettle')).toEqual([]);
    expect(await names('teapot')).toEqual(['Copper Teapot']);
  });

  it('rejects an empty or overlong query naming the argument', async () => {
    for (const q of ['   ', 'x'.repeat(201)]) {
      const result = await graphql(stack.graphqlUrl, SEARCH, { q });
      expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'query' });
    }
  });
});

describe('indexing and the catalog events', () => {
  /** What the product document says about its index stamp and its last event. */
  const stored = (id: string) =>
    stack.connections
      .catalog!.collection<{ _id: string; indexedAt: Date | null; updatedAt: Date; eventSeq: number }>(
        'products',
      )
      .findOne({ _id: id });
  const updateProduct = (id: string, input: Record<string, string>) =>
    graphqlOk(
      admin,
      gql(
        `mutation SearchUpdateAroundIndex($id: ID!, $input: UpdateProductInput!) { updateProduct(id: $id, input: $input) { id } }`,
      ),
      {
        id,
        input,
      },
    );

  it('indexes a created product and records ProductCreated with the product; a rename re-indexes it and records ProductUpdatedEvent', async () => {
    // Without a SKU, as the serverless POST /products creates one.
    const created = await graphqlOk(
      admin,
      gql(
        `mutation SearchCreateProduct { createProduct(input: { name: "Signal Lamp", price: "8.00" }) { id sku } }`,
      ),
    );
    const id = created.createProduct.id;
    expect(created.createProduct.sku).toMatch(/^P-[0-9A-F]{12}$/);
    expect(await names('signal')).toEqual(['Signal Lamp']);
    const [announced] = await loggedEvents(stack, { aggregateId: id, type: 'ProductCreated' });
    expect(announced!.data).toMatchObject({ subject: 'Product Created', id, name: 'Signal Lamp', price: 8 });
    expect((await stored(id))!.eventSeq).toBe(1);

    await updateProduct(id, { name: 'Signal Beacon', brand: 'Harborline' });
    expect(await names('beacon')).toEqual(['Signal Beacon']);
    expect(await names('harborline')).toEqual(['Signal Beacon']);
    expect(await names('lamp')).toEqual([]);
    const events = await loggedEvents(stack, { aggregateId: id }, 2);
    expect(events.map((event) => [event.type, event.sequence])).toEqual([
      ['ProductCreated', 1],
      ['ProductUpdatedEvent', 2],
    ]);
    expect(events[1]!.data).toMatchObject({ changed: ['name', 'brand'], name: 'Signal Beacon' });
    expect((await stored(id))!.eventSeq).toBe(2);

    // Any change clients see re-indexes and records an event (caches holding the product are purged on it).
    await updateProduct(id, { brand: 'Tidewater' });
    expect(await names('harborline')).toEqual([]);
    expect((await stored(id))!.eventSeq).toBe(3);
  });
});
