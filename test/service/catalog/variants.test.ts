import { beforeAll, describe, expect, it } from 'vitest';
import type { InputReason } from '../../../platform/errors';
import type { CreateProductInput } from '../../../subgraphs/catalog/services/catalog-service';
import { admin, testCatalog, visitor, type TestCatalog } from './fixture';

/** Variants: options, SKUs unique across products and variants, barcodes, option combinations. */
let t: TestCatalog;
let counter = 0;
const next = (prefix: string) => `${prefix}-${(counter++).toString().padStart(4, '0')}`;
const refused = (field: string, reason: InputReason) => ({
  extensions: { code: 'BAD_USER_INPUT', field, reason },
});

const tee = (fields: Partial<CreateProductInput> = {}) => {
  const sku = next('TEE');
  return t.catalog.createProduct(admin, {
    sku,
    name: 'Tee',
    price: '20.00',
    options: [
      { name: 'Size', values: ['S', 'M', 'L'] },
      { name: 'Colour', values: ['Black', 'White'] },
    ],
    variants: [
      {
        sku: `${sku}-S-BLK`,
        barcode: '4006381333931',
        options: [
          { name: 'Size', value: 'S' },
          { name: 'Colour', value: 'Black' },
        ],
      },
      {
        sku: `${sku}-M-WHT`,
        options: [
          { name: 'colour', value: 'white' },
          { name: 'size', value: 'm' },
        ],
        price: '22.50',
        costPrice: '8',
        weightGrams: 180,
      },
    ],
    ...fields,
  });
};

/** Nothing of a refused write is left behind: no product, and its SKUs still free. */
async function nothingWritten(skus: string[]) {
  expect(
    await t.models.Product.countDocuments({ $or: [{ sku: { $in: skus } }, { skus: { $in: skus } }] }),
  ).toBe(0);
}

beforeAll(async () => {
  t = await testCatalog('catalog_variants');
});

describe('products with options', () => {
  it('stores options and variants in the product document, in the option order and spelling, with all SKUs', async () => {
    const product = await tee();
    const stored = await t.stored(product._id);
    expect(stored).toMatchObject({
      options: [
        { name: 'Size', values: ['S', 'M', 'L'] },
        { name: 'Colour', values: ['Black', 'White'] },
      ],
      variants: [
        {
          sku: `${product.sku}-S-BLK`,
          barcode: '4006381333931',
          options: [
            { name: 'Size', value: 'S' },
            { name: 'Colour', value: 'Black' },
          ],
          priceMinor: 2000,
          costPriceMinor: null,
          weightGrams: null,
          images: [],
          status: 'active',
        },
        {
          sku: `${product.sku}-M-WHT`,
          barcode: null,
          options: [
            { name: 'Size', value: 'M' },
            { name: 'Colour', value: 'White' },
          ],
          priceMinor: 2250,
          costPriceMinor: 800,
          weightGrams: 180,
          status: 'active',
        },
      ],
      skus: [product.sku, `${product.sku}-S-BLK`, `${product.sku}-M-WHT`],
      reviewCount: 0,
      ratingSum: 0,
    });
    const [first, second] = await t.variants.variantsByIds(
      visitor,
      stored!.variants!.map((v) => v._id),
    );
    expect(first!.product._id).toBe(product._id);
    expect(second!.sku).toBe(`${product.sku}-M-WHT`);
  });

  it('a product without options is one default variant: its own id, SKU, price and status', async () => {
    const plain = await t.catalog.createProduct(admin, {
      sku: next('PLAIN'),
      name: 'Mug',
      price: '9.00',
      costPrice: '3',
    });
    expect((await t.stored(plain._id))!.variants).toBeUndefined();
    const [variant] = await t.variants.variantsByIds(visitor, [plain._id]);
    expect(variant).toMatchObject({
      _id: plain._id,
      sku: plain.sku,
      barcode: null,
      options: [],
      priceMinor: 900,
      costPriceMinor: 300,
      status: 'active',
    });
  });

  it.each<[string, Partial<CreateProductInput>, string, InputReason]>([
    [
      'a barcode with a wrong check digit',
      { variants: [{ sku: 'X-1', barcode: '4006381333932', options: [{ name: 'Size', value: 'S' }] }] },
      'variants[0].barcode',
      'INVALID_FORMAT',
    ],
    [
      'a barcode that is no GTIN',
      { variants: [{ sku: 'X-1', barcode: '12345', options: [{ name: 'Size', value: 'S' }] }] },
      'variants[0].barcode',
      'INVALID_FORMAT',
    ],
    [
      'a value the option does not have',
      { variants: [{ sku: 'X-1', options: [{ name: 'Size', value: 'XXL' }] }] },
      'variants[0].options',
      'NOT_ALLOWED',
    ],
    [
      'an option the product does not have',
      {
        variants: [
          {
            sku: 'X-1',
            options: [
              { name: 'Size', value: 'S' },
              { name: 'Fit', value: 'Slim' },
            ],
          },
        ],
      },
      'variants[0].options',
      'NOT_ALLOWED',
    ],
    [
      'a missing option value',
      { variants: [{ sku: 'X-1', options: [] }] },
      'variants[0].options',
      'NOT_ALLOWED',
    ],
    [
      'two variants with the same combination',
      {
        variants: [
          { sku: 'X-1', options: [{ name: 'Size', value: 'S' }] },
          { sku: 'X-2', options: [{ name: 'size', value: 's' }] },
        ],
      },
      'variants[1].options',
      'ALREADY_EXISTS',
    ],
    [
      'two variants with the same SKU',
      {
        variants: [
          { sku: 'X-1', options: [{ name: 'Size', value: 'S' }] },
          { sku: 'X-1', options: [{ name: 'Size', value: 'M' }] },
        ],
      },
      'variants[1].sku',
      'ALREADY_EXISTS',
    ],
    [
      "a variant with the product's own SKU",
      { sku: 'X-1', variants: [{ sku: 'X-1', options: [{ name: 'Size', value: 'S' }] }] },
      'variants[0].sku',
      'ALREADY_EXISTS',
    ],
    ['options without variants', { variants: [] }, 'variants', 'REQUIRED'],
    [
      'variants without options',
      { options: [], variants: [{ sku: 'X-1', options: [] }] },
      'variants',
      'NOT_ALLOWED',
    ],
    [
      'an option listed twice',
      {
        options: [
          { name: 'Size', values: ['S'] },
          { name: 'size', values: ['M'] },
        ],
      },
      'options[1].name',
      'ALREADY_EXISTS',
    ],
    [
      'an option without values',
      { options: [{ name: 'Size', values: [] }] },
      'options[0].values',
      'OUT_OF_RANGE',
    ],
    [
      'a negative weight',
      { variants: [{ sku: 'X-1', weightGrams: -1, options: [{ name: 'Size', value: 'S' }] }] },
      'variants[0].weightGrams',
      'OUT_OF_RANGE',
    ],
  ])('refuses %s, writing nothing', async (_, fields, field, reason) => {
    const sku = next('BAD');
    await expect(
      t.catalog.createProduct(admin, {
        sku,
        name: 'Bad',
        price: '1.00',
        options: [{ name: 'Size', values: ['S', 'M'] }],
        ...fields,
      }),
    ).rejects.toMatchObject(refused(field, reason));
    await nothingWritten([sku, 'X-1', 'X-2']);
  });

  it('keeps a SKU unique across products and variants, both ways, with a 409', async () => {
    const product = await tee();
    const variantSku = `${product.sku}-S-BLK`;
    // A product may not take a variant's SKU ...
    await expect(
      t.catalog.createProduct(admin, { sku: variantSku, name: 'Clash', price: '1.00' }),
    ).rejects.toMatchObject({
      extensions: { ...refused('sku', 'ALREADY_EXISTS').extensions, http: { status: 409 } },
    });
    // ... nor a variant a product's (nor another product's variant's).
    const plain = await t.catalog.createProduct(admin, { sku: next('PLAIN'), name: 'Plain', price: '1.00' });
    for (const taken of [plain.sku, variantSku])
      await expect(
        t.catalog.createProduct(admin, {
          sku: next('OTHER'),
          name: 'Other',
          price: '1.00',
          options: [{ name: 'Size', values: ['S'] }],
          variants: [{ sku: taken, options: [{ name: 'Size', value: 'S' }] }],
        }),
      ).rejects.toMatchObject(refused('variants[0].sku', 'ALREADY_EXISTS'));
    await expect(
      t.variants.addVariant(admin, product._id, {
        sku: plain.sku,
        options: [
          { name: 'Size', value: 'L' },
          { name: 'Colour', value: 'Black' },
        ],
      }),
    ).rejects.toMatchObject(refused('variant.sku', 'ALREADY_EXISTS'));
    expect((await t.stored(product._id))!.variants).toHaveLength(2);
  });

  it('finds a product written before variants by its SKU too (no `skus` list on it)', async () => {
    const legacy = next('OLD');
    await t.models.Product.collection.insertOne({
      _id: legacy,
      sku: legacy,
      name: 'Old',
      listPriceMinor: 100,
      currency: 'USD',
      status: 'active',
      images: [],
    } as never);
    const product = await tee();
    await expect(
      t.variants.addVariant(admin, product._id, {
        sku: legacy,
        options: [
          { name: 'Size', value: 'L' },
          { name: 'Colour', value: 'White' },
        ],
      }),
    ).rejects.toMatchObject(refused('variant.sku', 'ALREADY_EXISTS'));
    const [old] = await t.variants.variantsByIds(visitor, [legacy]);
    expect(old).toMatchObject({ _id: legacy, sku: legacy, priceMinor: 100 });
  });

  it('adds and changes variants, checking them as on creation', async () => {
    const product = await tee();
    const added = await t.variants.addVariant(admin, product._id, {
      sku: `${product.sku}-L-BLK`,
      barcode: '036000291452',
      options: [
        { name: 'Size', value: 'L' },
        { name: 'Colour', value: 'Black' },
      ],
      price: '24.00',
    });
    expect(added).toMatchObject({ barcode: '036000291452', priceMinor: 2400, product: { _id: product._id } });
    await expect(
      t.variants.addVariant(admin, product._id, {
        sku: next('DUP'),
        options: [
          { name: 'Size', value: 'L' },
          { name: 'Colour', value: 'Black' },
        ],
      }),
    ).rejects.toMatchObject(refused('variant.options', 'ALREADY_EXISTS'));
    const changed = await t.variants.updateVariant(admin, added._id, {
      price: '25.00',
      barcode: null,
      status: 'discontinued',
    });
    expect(changed).toMatchObject({ priceMinor: 2500, barcode: null, status: 'discontinued' });
    await expect(
      t.variants.updateVariant(admin, added._id, { barcode: '036000291453' }),
    ).rejects.toMatchObject(refused('variant.barcode', 'INVALID_FORMAT'));
    await expect(
      t.variants.updateVariant(admin, added._id, {
        options: [
          { name: 'Size', value: 'S' },
          { name: 'Colour', value: 'Black' },
        ],
      }),
    ).rejects.toMatchObject(refused('variant.options', 'ALREADY_EXISTS'));
    const renamed = await t.variants.updateVariant(admin, added._id, { sku: `${product.sku}-LARGE` });
    expect((await t.stored(product._id))!.skus).toContain(renamed.sku);
    expect((await t.stored(product._id))!.skus).not.toContain(`${product.sku}-L-BLK`);
    // A default variant changes with its product; an unknown id is not found.
    const plain = await t.catalog.createProduct(admin, { sku: next('PLAIN'), name: 'Plain', price: '1.00' });
    await expect(t.variants.updateVariant(admin, plain._id, { price: '2.00' })).rejects.toMatchObject(
      refused('id', 'NOT_ALLOWED'),
    );
    await expect(t.variants.updateVariant(admin, 'nope', { price: '2.00' })).rejects.toMatchObject({
      extensions: { code: 'VARIANT_NOT_FOUND' },
    });
    await expect(
      t.variants.addVariant(admin, plain._id, { sku: next('V'), options: [] }),
    ).rejects.toMatchObject(refused('productId', 'NOT_ALLOWED'));
  });

  it("records ProductUpdatedEvent with the variant's new and previous price when a variant's price changes", async () => {
    const product = await tee();
    const variant = product.variants![1]!;
    const nudges = t.nudges();
    await t.variants.updateVariant(admin, variant._id, { price: '19.50' });
    const stored = await t.stored(product._id);
    expect(stored!.eventSeq).toBe(2);
    expect(stored!.outbox.at(-1)).toMatchObject({
      type: 'ProductUpdatedEvent',
      sequence: 2,
      data: {
        id: product._id,
        changed: ['price'],
        variants: [{ id: variant._id, price: '19.50', previousPrice: '22.50' }],
        currency: 'USD',
      },
    });
    expect(t.nudges()).toBe(nudges + 1);
    // A change no client sees as a price (the cost) records nothing.
    await t.variants.updateVariant(admin, variant._id, { costPrice: '9.00' });
    expect((await t.stored(product._id))!.outbox).toHaveLength(2);
  });

  it('loses no variant when several are added at once (each write guarded, the losers told to retry)', async () => {
    const product = await tee({
      options: [{ name: 'Size', values: Array.from({ length: 12 }, (_, i) => `EU${36 + i}`) }],
      variants: [{ sku: next('SHOE'), options: [{ name: 'Size', value: 'EU36' }] }],
    });
    const results = await Promise.allSettled(
      Array.from({ length: 11 }, (_, i) =>
        t.variants.addVariant(admin, product._id, {
          sku: `${product.sku}-${37 + i}`,
          options: [{ name: 'Size', value: `EU${37 + i}` }],
        }),
      ),
    );
    const added = results.filter((result) => result.status === 'fulfilled').length;
    expect(added).toBeGreaterThan(0);
    for (const result of results)
      if (result.status === 'rejected')
        expect(result.reason).toMatchObject({ extensions: { code: 'CONCURRENT_MODIFICATION' } });
    const stored = await t.stored(product._id);
    expect(stored!.variants).toHaveLength(1 + added);
    expect(stored!.skus).toHaveLength(2 + added);
  });

  it('changes option values through updateProduct, keeping those in use', async () => {
    const product = await tee();
    const updated = await t.catalog.updateProduct(admin, product._id, {
      options: [
        { name: 'Colour', values: ['BLACK', 'White', 'Red'] },
        { name: 'Size', values: ['S', 'M'] },
      ],
    });
    expect(updated.options).toEqual([
      { name: 'Colour', values: ['BLACK', 'White', 'Red'] },
      { name: 'Size', values: ['S', 'M'] },
    ]);
    // Variants take the new order and spelling.
    expect(updated.variants![0]!.options).toEqual([
      { name: 'Colour', value: 'BLACK' },
      { name: 'Size', value: 'S' },
    ]);
    await expect(
      t.catalog.updateProduct(admin, product._id, {
        options: [
          { name: 'Colour', values: ['White'] },
          { name: 'Size', values: ['S', 'M'] },
        ],
      }),
    ).rejects.toMatchObject(refused('options', 'NOT_ALLOWED'));
    await expect(
      t.catalog.updateProduct(admin, product._id, { options: [{ name: 'Size', values: ['S', 'M'] }] }),
    ).rejects.toMatchObject(refused('options', 'NOT_ALLOWED'));
    const plain = await t.catalog.createProduct(admin, { sku: next('PLAIN'), name: 'Plain', price: '1.00' });
    await expect(
      t.catalog.updateProduct(admin, plain._id, { options: [{ name: 'Size', values: ['S'] }] }),
    ).rejects.toMatchObject(refused('options', 'NOT_ALLOWED'));
    // A product's new SKU may not be one of its variants'.
    await expect(
      t.catalog.updateProduct(admin, product._id, { sku: `${product.sku}-S-BLK` }),
    ).rejects.toMatchObject(refused('variants[0].sku', 'ALREADY_EXISTS'));
  });
});

describe('search', () => {
  it("finds a product by its options' values, and filters on them, as soon as the write returns", async () => {
    const created = await tee({ name: 'Quokka Tee' });
    const ids = async (query: string, options?: Array<{ name: string; values: string[] }>) =>
      (await t.search.search(visitor, { query, options, limit: 5, offset: 0 })).hits.map(
        (hit) => hit.product._id,
      );
    expect(await ids('quokka white')).toEqual([created._id]);
    expect(await ids('quokka', [{ name: 'Colour', values: ['Black'] }])).toEqual([created._id]);
    expect(await ids('quokka', [{ name: 'Colour', values: ['Red'] }])).toEqual([]);
  });
});
