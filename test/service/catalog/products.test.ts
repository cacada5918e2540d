import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { InputReason } from '../../../platform/errors';
import { callerOf, type Caller } from '../../../platform/identity/caller';
import type {
  CreateProductInput,
  UpdateProductInput,
} from '../../../subgraphs/catalog/services/catalog-service';
import { parseSku } from '../../../subgraphs/catalog/services/fields';
import { admin, testCatalog, visitor, type TestCatalog } from './fixture';

/** Products and categories: every rule of the catalog service, on its own database, without a stack. */
let t: TestCatalog;
let counter = 0;
const sku = () => `T-${(counter++).toString().padStart(4, '0')}`;
const product = (fields: Partial<CreateProductInput> = {}) =>
  t.catalog.createProduct(admin, { sku: sku(), name: 'Plain Thing', price: '1.00', ...fields });
/** Ids of the active products a search for `query` finds. */
const found = async (query: string) =>
  (await t.search.searchText(visitor, { query, limit: 5 })).map((hit) => hit.product._id);
const refused = (field: string, reason: InputReason) => ({
  extensions: { code: 'BAD_USER_INPUT', field, inputField: field, reason },
});

const conflict = (field: string) => ({
  extensions: { ...refused(field, 'ALREADY_EXISTS').extensions, http: { status: 409 } },
});

beforeAll(async () => {
  t = await testCatalog('catalog_products');
});

describe('createProduct', () => {
  it('stores exact minor units and trimmed fields, with ProductCreated in the same document, and indexes it', async () => {
    const nudges = t.nudges();
    const created = await t.catalog.createProduct(admin, {
      sku: '  LAMP-1 ',
      name: '  Harbor Lamp ',
      description: '   ',
      brand: ' Northwind ',
      price: '19.99',
      costPrice: '7.5',
      currency: ' eur ',
      images: [{ url: 'https://img.example.com/a b.jpg', alt: 'Front' }, { url: 'http://img.example.com/2' }],
    });
    const stored = await t.stored(created._id);
    expect(stored).toMatchObject({
      sku: 'LAMP-1',
      name: 'Harbor Lamp',
      description: null,
      brand: 'Northwind',
      categoryId: null,
      listPriceMinor: 1999,
      costPriceMinor: 750,
      currency: 'EUR',
      status: 'active',
      images: [
        { url: 'https://img.example.com/a%20b.jpg', alt: 'Front', primary: false },
        { url: 'http://img.example.com/2', alt: null, primary: false },
      ],
      eventSeq: 1,
    });
    expect(stored!.outbox).toHaveLength(1);
    expect(stored!.outbox[0]).toMatchObject({
      type: 'ProductCreated',
      aggregateType: 'product',
      aggregateId: created._id,
      sequence: 1,
      data: {
        subject: 'Product Created',
        id: created._id,
        name: 'Harbor Lamp',
        price: 19.99,
        created_at: stored!.createdAt.toISOString(),
      },
    });
    // The answer is the product without its outbox; the relay was told at once.
    expect(created).not.toHaveProperty('outbox');
    expect(t.nudges()).toBe(nudges + 1);
    // Indexed in the same call: a search right after the write finds it.
    expect(await found('harbor')).toEqual([created._id]);
  });

  it('derives a SKU from the new id when none (or a blank one) is given', async () => {
    for (const given of [undefined, null, '   ']) {
      const created = await t.catalog.createProduct(admin, { sku: given, name: 'Anonymous', price: '2' });
      expect(created.sku).toBe(`P-${created._id.replace(/-/g, '').slice(0, 12).toUpperCase()}`);
    }
  });

  it("reads amounts in the currency's own minor units, USD unless told otherwise", async () => {
    expect((await product({ price: '12.5', currency: null })).currency).toBe('USD');
    expect((await product({ price: '12.5' })).listPriceMinor).toBe(1250);
    expect((await product({ price: '1500', currency: 'JPY' })).listPriceMinor).toBe(1500);
    expect((await product({ price: '1.234', currency: 'kwd' })).listPriceMinor).toBe(1234);
    expect((await product({ price: '0' })).listPriceMinor).toBe(0);
    expect((await product({ price: '9999999999.99' })).listPriceMinor).toBe(999_999_999_999);
    await expect(product({ price: '15.5', currency: 'JPY' })).rejects.toMatchObject(
      refused('price', 'INVALID_FORMAT'),
    );
  });

  const refusals: Array<[string, Partial<CreateProductInput>, string, InputReason]> = [
    ['a blank name', { name: '  ' }, 'name', 'REQUIRED'],
    ['a name over 255 characters', { name: 'n'.repeat(256) }, 'name', 'TOO_LONG'],
    ['a description over 20000 characters', { description: 'd'.repeat(20_001) }, 'description', 'TOO_LONG'],
    ['a brand over 100 characters', { brand: 'b'.repeat(101) }, 'brand', 'TOO_LONG'],
    ['a SKU over 50 characters', { sku: 'S'.repeat(51) }, 'sku', 'TOO_LONG'],
    ['a SKU starting with a dash', { sku: '-ABC' }, 'sku', 'INVALID_FORMAT'],
    ['a SKU with a space', { sku: 'AB C' }, 'sku', 'INVALID_FORMAT'],
    ['a SKU with a letter outside A-Z', { sku: 'ÜBER-1' }, 'sku', 'INVALID_FORMAT'],
    ['a price with too many decimals', { price: '1.005' }, 'price', 'INVALID_FORMAT'],
    ['a price that is not a number', { price: 'abc' }, 'price', 'INVALID_FORMAT'],
    ['an empty price', { price: '' }, 'price', 'INVALID_FORMAT'],
    ['a negative price', { price: '-1' }, 'price', 'OUT_OF_RANGE'],
    ['a price beyond DECIMAL(12,2)', { price: '10000000000.00' }, 'price', 'OUT_OF_RANGE'],
    ['a negative cost price', { costPrice: '-0.01' }, 'costPrice', 'OUT_OF_RANGE'],
    ['a cost price with too many decimals', { costPrice: '0.001' }, 'costPrice', 'INVALID_FORMAT'],
    ['an unknown currency', { currency: 'XYZ' }, 'currency', 'INVALID_FORMAT'],
    ['a blank currency', { currency: ' ' }, 'currency', 'INVALID_FORMAT'],
    ['a category that does not exist', { categoryId: 'no-such-category' }, 'categoryId', 'NOT_FOUND'],
    [
      'an image URL that is not absolute',
      { images: [{ url: 'images/a.jpg' }] },
      'images[0].url',
      'INVALID_FORMAT',
    ],
    [
      'an image URL that is not http(s)',
      { images: [{ url: 'https://ok.example.com/a.jpg' }, { url: 'ftp://files.example.com/b.jpg' }] },
      'images[1].url',
      'INVALID_FORMAT',
    ],
  ];

  it.each(refusals)('refuses %s, naming the field, and stores nothing', async (_, fields, field, reason) => {
    const nudges = t.nudges();
    const name = `Refused ${counter++}`;
    await expect(product({ name, ...fields })).rejects.toMatchObject(refused(field, reason));
    expect(await t.models.Product.countDocuments({ name: (fields.name ?? name).trim() })).toBe(0);
    expect(t.nudges()).toBe(nudges);
  });

  it('refuses a SKU that exists (409), keeping the first product as it was; case makes SKUs distinct', async () => {
    const first = await product({ sku: 'DUP-1', name: 'First' });
    const duplicate = product({ sku: ' DUP-1 ', name: 'Second' });
    await expect(duplicate).rejects.toMatchObject(conflict('sku'));
    expect(await t.models.Product.find({ sku: 'DUP-1' }).lean()).toEqual([
      expect.objectContaining({ _id: first._id, name: 'First' }),
    ]);
    expect((await product({ sku: 'dup-1' })).sku).toBe('dup-1');
  });
});

describe('updateProduct', () => {
  it('keeps what is absent, clears what is null, and records ProductUpdatedEvent naming what changed (with the previous price)', async () => {
    const category = await t.catalog.createCategory(admin, { name: 'Kettles', slug: 'kettles' });
    const created = await product({
      name: 'Copper Kettle',
      description: 'Whistles.',
      brand: 'Hearth',
      costPrice: '3.00',
      categoryId: category._id,
    });
    const nudges = t.nudges();
    const update: UpdateProductInput = { name: 'Copper Teapot', brand: null, costPrice: null, price: '4.25' };
    const updated = await t.catalog.updateProduct(admin, created._id, update);
    expect(updated).toMatchObject({
      name: 'Copper Teapot',
      description: 'Whistles.',
      brand: null,
      costPriceMinor: null,
      listPriceMinor: 425,
      categoryId: category._id,
      sku: created.sku,
    });
    const stored = await t.stored(created._id);
    expect(stored!.eventSeq).toBe(2);
    expect(stored!.outbox.map((event) => [event.type, event.sequence])).toEqual([
      ['ProductCreated', 1],
      ['ProductUpdatedEvent', 2],
    ]);
    expect(stored!.outbox[1]!.data).toEqual({
      id: created._id,
      changed: ['name', 'price', 'brand'],
      name: 'Copper Teapot',
      description: 'Whistles.',
      price: '4.25',
      previousPrice: expect.stringMatching(/^\d+\.\d{2}$/),
      currency: 'USD',
    });
    expect(t.nudges()).toBe(nudges + 1);
    expect(await found('copper')).toEqual([created._id]);

    // Both fields at once; null clears the description.
    await t.catalog.updateProduct(admin, created._id, { name: 'Tin Teapot', description: null });
    const again = await t.stored(created._id);
    expect(again!.description).toBeNull();
    expect(again!.outbox[2]).toMatchObject({
      type: 'ProductUpdatedEvent',
      sequence: 3,
      data: { changed: ['name', 'description'], name: 'Tin Teapot', description: null },
    });
  });

  it('records ProductUpdatedEvent for every change a client sees (SKU, brand, status, category, images), so caches holding the product are purged', async () => {
    const category = await t.catalog.createCategory(admin, { name: 'Jugs', slug: 'jugs' });
    const created = await product({ name: 'Steady Name', description: 'Steady.' });
    const nudges = t.nudges();
    await t.catalog.updateProduct(admin, created._id, {
      name: 'Steady Name',
      description: 'Steady.',
      brand: 'Newbrand',
      status: 'draft',
      categoryId: category._id,
      images: [{ url: 'https://img.example.com/x.jpg', primary: true }],
      sku: ` ${created.sku}-B `,
    });
    const stored = await t.stored(created._id);
    expect(stored).toMatchObject({
      brand: 'Newbrand',
      status: 'draft',
      sku: `${created.sku}-B`,
      images: [{ url: 'https://img.example.com/x.jpg', alt: null, primary: true }],
      eventSeq: 2,
    });
    expect(stored!.outbox[1]).toMatchObject({
      type: 'ProductUpdatedEvent',
      data: { changed: ['sku', 'brand', 'status', 'category', 'images'], name: 'Steady Name' },
    });
    expect(t.nudges()).toBe(nudges + 1);
    // The change was indexed: a draft leaves search at once.
    expect(await found('steady')).toEqual([]);
  });

  it('records no event for what clients do not see (the cost price), nor for values set to themselves', async () => {
    const created = await product({ name: 'Quiet Name', description: 'Quiet.', costPrice: '1.00' });
    const nudges = t.nudges();
    await t.catalog.updateProduct(admin, created._id, {
      name: 'Quiet Name',
      description: 'Quiet.',
      costPrice: '2.00',
      status: created.status,
      images: created.images,
    });
    const stored = await t.stored(created._id);
    expect(stored).toMatchObject({ eventSeq: 1 });
    expect(stored!.outbox).toHaveLength(1);
    expect(t.nudges()).toBe(nudges);
  });

  it('refuses bad changes naming the field, in the product’s own currency, and changes nothing', async () => {
    const yen = await product({ name: 'Yen Thing', price: '100', currency: 'JPY' });
    const other = await product();
    const cases: Array<[UpdateProductInput, string, InputReason]> = [
      [{ sku: '  ' }, 'sku', 'REQUIRED'],
      [{ sku: 'bad sku' }, 'sku', 'INVALID_FORMAT'],
      [{ sku: other.sku }, 'sku', 'ALREADY_EXISTS'],
      [{ name: '' }, 'name', 'REQUIRED'],
      [{ price: '1.5' }, 'price', 'INVALID_FORMAT'],
      [{ costPrice: '-3' }, 'costPrice', 'OUT_OF_RANGE'],
      [{ brand: 'b'.repeat(101) }, 'brand', 'TOO_LONG'],
      [{ categoryId: 'no-such-category' }, 'categoryId', 'NOT_FOUND'],
      [{ images: [{ url: 'mailto:someone@example.com' }] }, 'images[0].url', 'INVALID_FORMAT'],
    ];
    const before = await t.stored(yen._id);
    for (const [input, field, reason] of cases)
      await expect(t.catalog.updateProduct(admin, yen._id, input)).rejects.toMatchObject(
        refused(field, reason),
      );
    expect(await t.stored(yen._id)).toEqual(before);
  });

  it('answers PRODUCT_NOT_FOUND for an unknown id', async () => {
    await expect(t.catalog.updateProduct(admin, 'no-such-product', { name: 'X' })).rejects.toMatchObject({
      extensions: { code: 'PRODUCT_NOT_FOUND', id: 'no-such-product' },
    });
  });

  it('refuses a rename based on a version someone else changed meanwhile (CONCURRENT_MODIFICATION)', async () => {
    const created = await product({ name: 'Contested' });
    await t.catalog.updateProduct(admin, created._id, { name: 'Contested Twice' });
    // This update read the product before the rename above landed.
    vi.spyOn(t.catalog, 'product').mockResolvedValueOnce({ ...created, eventSeq: 1 });
    await expect(t.catalog.updateProduct(admin, created._id, { name: 'Lost Update' })).rejects.toMatchObject({
      extensions: { code: 'CONCURRENT_MODIFICATION' },
    });
    const stored = await t.stored(created._id);
    expect(stored).toMatchObject({ name: 'Contested Twice', eventSeq: 2 });
    expect(stored!.outbox).toHaveLength(2);
  });
});

describe('search indexing on write', () => {
  it("keeps the write when indexing fails, and the feed's next look at the database indexes it", async () => {
    const failing = vi.spyOn(t.feed, 'index').mockRejectedValueOnce(new Error('index unavailable'));
    const created = await product({ name: 'Unindexed Walrus' });
    expect(failing).toHaveBeenCalledWith(admin, [expect.objectContaining({ _id: created._id })]);
    expect(await t.stored(created._id)).toMatchObject({ name: 'Unindexed Walrus' });
    await expect.poll(() => found('walrus')).toEqual([created._id]);
  });
});

describe('reads', () => {
  it('finds a product by SKU as parseSku reads it, and nothing for a SKU no product could have', async () => {
    const created = await product({ sku: 'FIND-ME-1' });
    expect((await t.catalog.productBySku(visitor, '  FIND-ME-1  '))?._id).toBe(created._id);
    expect(await t.catalog.productBySku(visitor, 'find-me-1')).toBeNull();
    const queries = vi.spyOn(t.models.Product, 'findOne');
    for (const invalid of ['', '   ', 'FIND ME', 'x'.repeat(51)])
      expect(await t.catalog.productBySku(visitor, invalid)).toBeNull();
    expect(queries).not.toHaveBeenCalled();
    queries.mockRestore();
  });

  it('parses SKUs in one place for writes and lookups alike', () => {
    expect(parseSku('  AB-1.x_Y ')).toEqual({ ok: true, value: 'AB-1.x_Y' });
    expect(parseSku('S'.repeat(50))).toEqual({ ok: true, value: 'S'.repeat(50) });
    expect(parseSku('')).toMatchObject({ ok: false, reason: 'REQUIRED' });
    expect(parseSku('S'.repeat(51))).toMatchObject({ ok: false, reason: 'TOO_LONG' });
    expect(parseSku('_AB')).toMatchObject({ ok: false, reason: 'INVALID_FORMAT' });
  });

  it('lists products newest first, filtered by category, brand and status, a page at a time', async () => {
    const category = await t.catalog.createCategory(admin, { name: 'Listed', slug: 'listed' });
    const made = [];
    const first = Date.now();
    for (let i = 0; i < 4; i++) {
      const created = await product({
        name: `Listed ${i}`,
        categoryId: category._id,
        brand: i % 2 ? 'Odd' : 'Even',
        status: i === 3 ? 'draft' : 'active',
      });
      // createdAt orders the list: one second apart, whatever the speed of the machine.
      await t.models.Product.updateOne(
        { _id: created._id },
        { $set: { createdAt: new Date(first + i * 1000) } },
        { timestamps: false },
      );
      made.push(created);
    }
    const names = async (filter: Parameters<typeof t.catalog.products>[1], offset = 0, limit = 10) =>
      (await t.catalog.products(admin, filter, { limit, offset })).map((found) => found.name);
    expect(await names({ categoryId: category._id })).toEqual([
      'Listed 3',
      'Listed 2',
      'Listed 1',
      'Listed 0',
    ]);
    expect(await names({ categoryId: category._id, brand: 'Odd' })).toEqual(['Listed 3', 'Listed 1']);
    expect(await names({ categoryId: category._id, status: 'active', brand: 'Odd' })).toEqual(['Listed 1']);
    expect(await names({ categoryId: category._id }, 1, 2)).toEqual(['Listed 2', 'Listed 1']);
    const byIds = await t.catalog.productsByIds(visitor, [made[0]!._id, 'missing', made[2]!._id]);
    expect(byIds.map((found) => found.name).sort()).toEqual(['Listed 0', 'Listed 2']);
    for (const found of byIds) expect(found).not.toHaveProperty('outbox');
  });
});

describe('unreleased products', () => {
  const customer = callerOf(
    { kind: 'user', userId: 'customer-1', roles: ['customer'], scopes: ['read', 'write'] },
    'request-customer',
  );
  const support = callerOf(
    { kind: 'user', userId: 'support-1', roles: ['support'], scopes: ['read', 'write'] },
    'request-support',
  );

  it('lists only active products to anyone but staff, and refuses them a non-active status filter', async () => {
    const brand = `Unreleased-${sku()}`;
    await product({ name: 'Out now', brand });
    const draft = await product({ name: 'Secret draft', brand, status: 'draft', sku: `DRAFT-${sku()}` });
    await product({ name: 'Old one', brand, status: 'discontinued' });
    const names = async (who: Caller, filter: Parameters<typeof t.catalog.products>[1] = {}) =>
      (await t.catalog.products(who, { brand, ...filter }, { limit: 10, offset: 0 }))
        .map((found) => found.name)
        .sort();
    for (const who of [visitor, customer]) {
      expect(await names(who)).toEqual(['Out now']);
      expect(await names(who, { status: 'active' })).toEqual(['Out now']);
      for (const status of ['draft', 'discontinued'] as const)
        await expect(
          t.catalog.products(who, { brand, status }, { limit: 10, offset: 0 }),
        ).rejects.toMatchObject({
          extensions: { code: 'FORBIDDEN' },
        });
      // Nor one by one: a SKU is easy to guess.
      expect(await t.catalog.product(who, draft._id)).toBeNull();
      expect(await t.catalog.productBySku(who, draft.sku)).toBeNull();
    }
    for (const who of [admin, support]) {
      expect(await names(who)).toEqual(['Old one', 'Out now', 'Secret draft']);
      expect(await names(who, { status: 'draft' })).toEqual(['Secret draft']);
      expect((await t.catalog.productBySku(who, draft.sku))?._id).toBe(draft._id);
    }
  });
});

describe('createCategory', () => {
  it('stores a trimmed name and slug under an existing parent', async () => {
    const parent = await t.catalog.createCategory(admin, { name: ' Sport ', slug: ' sport ' });
    const child = await t.catalog.createCategory(admin, {
      name: 'Running Shoes',
      slug: 'running-shoes',
      parentId: parent._id,
    });
    expect(await t.models.Category.findById(child._id).lean()).toMatchObject({
      name: 'Running Shoes',
      slug: 'running-shoes',
      parentId: parent._id,
    });
    expect(parent).toMatchObject({ name: 'Sport', slug: 'sport', parentId: null });
    const listed = (await t.catalog.categories(visitor)).map((category) => category.name);
    expect(listed).toEqual([...listed].sort());
    expect(await t.catalog.categoriesByIds(visitor, [child._id, 'missing'])).toEqual([
      expect.objectContaining({ _id: child._id }),
    ]);
  });

  const refusals: Array<[string, { name?: string; slug?: string; parentId?: string }, string, InputReason]> =
    [
      ['a blank name', { name: ' ' }, 'name', 'REQUIRED'],
      ['a name over 100 characters', { name: 'c'.repeat(101) }, 'name', 'TOO_LONG'],
      ['a slug with upper case', { slug: 'Bad' }, 'slug', 'INVALID_FORMAT'],
      ['a slug with spaces', { slug: 'two words' }, 'slug', 'INVALID_FORMAT'],
      ['a slug with doubled dashes', { slug: 'a--b' }, 'slug', 'INVALID_FORMAT'],
      ['a slug ending in a dash', { slug: 'a-' }, 'slug', 'INVALID_FORMAT'],
      ['a slug over 100 characters', { slug: 's'.repeat(101) }, 'slug', 'INVALID_FORMAT'],
      ['a parent that does not exist', { parentId: 'no-such-category' }, 'parentId', 'NOT_FOUND'],
    ];

  it.each(refusals)('refuses %s and stores nothing', async (_, fields, field, reason) => {
    const slug = `refused-${counter++}`;
    await expect(t.catalog.createCategory(admin, { name: 'Refused', slug, ...fields })).rejects.toMatchObject(
      refused(field, reason),
    );
    expect(await t.models.Category.countDocuments({ slug: fields.slug ?? slug })).toBe(0);
  });

  it('refuses a slug that exists (409)', async () => {
    await t.catalog.createCategory(admin, { name: 'Once', slug: 'only-once' });
    await expect(t.catalog.createCategory(admin, { name: 'Twice', slug: 'only-once' })).rejects.toMatchObject(
      conflict('slug'),
    );
    expect(await t.models.Category.countDocuments({ slug: 'only-once' })).toBe(1);
  });
});
