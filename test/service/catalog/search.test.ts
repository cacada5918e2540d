import { beforeAll, describe, expect, it, vi } from 'vitest';
import { serviceCaller } from '../../../platform/identity/caller';
import { ManualClock } from '../../../testing/clock';
import type { CreateProductInput } from '../../../subgraphs/catalog/services/catalog-service';
import { SearchSweep } from '../../../subgraphs/catalog/services/search-sweep';
import { admin, logger, legacySearchCatalog, visitor, type LegacySearchCatalog } from './fixture';

/**
 * The catalog's own search index on its own database: what indexing writes, how BM25 ranks, prefixes and
 * folding, and how reconciliation heals products whose indexing was missed.
 */
let t: LegacySearchCatalog;
let counter = 0;
const sweeper = serviceCaller('catalog', 'search-sweep-test');
const product = (t: LegacySearchCatalog, fields: Partial<CreateProductInput>) =>
  t.catalog.createProduct(admin, { sku: `S-${counter++}`, name: 'Unnamed', price: '1.00', ...fields });
const names = async (query: string, limit = 20) =>
  (await t.search.search(visitor, { query, limit })).map((hit) => hit.product.name);

/** BM25 of one posting as the index computes it (k1 1.2, b 0.75), rounded as hits are. */
const bm25 = (tf: number, length: number, df: number, documents: number, averageLength: number) => {
  const n = Math.max(documents, df);
  const idf = Math.log(1 + (n - df + 0.5) / (df + 0.5));
  return (idf * tf * 2.2) / (tf + 1.2 * (0.25 + (0.75 * length) / averageLength));
};
const rounded = (score: number) => Math.round(score * 1e4) / 1e4;

/** A product document as MongoDB holds it, written without mongoose. */
type RawProduct = { _id: string } & Record<string, unknown>;

/** A product written around the catalog service (the seed, or a crash between a write and its indexing). */
async function writtenDirectly(
  t: LegacySearchCatalog,
  id: string,
  name: string,
  at: Date,
  indexedAt: Date | null = null,
): Promise<void> {
  await t.connection.collection<RawProduct>('products').insertOne({
    _id: id,
    sku: id.toUpperCase(),
    name,
    listPriceMinor: 100,
    currency: 'USD',
    status: 'active',
    images: [],
    indexedAt,
    createdAt: at,
    updatedAt: at,
  });
}

beforeAll(async () => {
  t = await legacySearchCatalog('catalog_search');
  const lanterns = await t.catalog.createCategory(admin, { name: 'Lanterns', slug: 'lanterns' });
  const sport = await t.catalog.createCategory(admin, { name: 'Sport', slug: 'sport' });
  const shoes = await t.catalog.createCategory(admin, {
    name: 'Running Shoes',
    slug: 'running-shoes',
    parentId: sport._id,
  });
  await product(t, {
    name: 'Harbor Lantern',
    brand: 'Northwind',
    description: 'A sturdy light for the porch.',
  });
  await product(t, { name: 'Trail Torch', brand: 'Lantern Works', description: 'Bright and small.' });
  await product(t, {
    name: 'Camp Stove',
    brand: 'Northwind',
    description: 'Pairs well with any lantern on a long night.',
  });
  await product(t, { name: 'Porch Light', brand: 'Glow', categoryId: lanterns._id });
  await product(t, { name: 'Waterproof Jackets', brand: 'Tidewater', description: 'Keeps rain out.' });
  await product(t, { name: 'Café Crème Mug', brand: 'Ceramica' });
  await product(t, { name: 'Hidden Lantern Draft', status: 'draft' });
  await product(t, { name: 'Spare Battery' });
  await product(t, { name: 'Fleet Sneaker', categoryId: shoes._id });
  await product(t, { name: 'Thermoelectric Cooler' });
});

describe('indexing on write', () => {
  it('posts every word and its prefixes with field-weighted frequencies and the product’s length', async () => {
    const created = await product(t, {
      name: 'Quokka Quokka Lamp',
      brand: 'Zephyr',
      description: 'The quokka of lamps.',
    });
    // name ×3: quokka, quokka, lamp; brand ×2: zephyr; description ×1: quokka, lamp ("the", "of" dropped).
    const length = 3 * 3 + 2 + 2;
    const terms = t.searchModels.SearchTerm;
    const posting = async (term: string) =>
      ((await terms.findById(term).lean())?.postings ?? {})[created._id];
    expect(await posting('w:quokka')).toEqual([3 + 3 + 1, length]);
    expect(await posting('w:lamp')).toEqual([3 + 1, length]);
    expect(await posting('w:zephyr')).toEqual([2, length]);
    expect(await posting('p:qu')).toEqual([7, length]);
    expect(await posting('p:quokk')).toEqual([7, length]);
    expect(await posting('p:la')).toEqual([4, length]);
    expect(await posting('p:q')).toBeUndefined();
    expect(await posting('w:the')).toBeUndefined();
    const document = await t.searchModels.SearchDocument.findById(created._id).lean();
    expect(document!.length).toBe(length);
    expect([...document!.terms].sort()).toEqual(
      [
        'w:quokka',
        'p:qu',
        'p:quo',
        'p:quok',
        'p:quokk',
        'p:quokka',
        'w:lamp',
        'p:la',
        'p:lam',
        'p:lamp',
        'w:zephyr',
        'p:ze',
        'p:zep',
        'p:zeph',
        'p:zephy',
        'p:zephyr',
      ].sort(),
    );
  });

  it('moves a renamed product’s postings: the old words no longer hold it', async () => {
    const created = await product(t, { name: 'Copper Kettle' });
    expect(await names('kettle')).toEqual(['Copper Kettle']);
    await t.catalog.updateProduct(admin, created._id, { name: 'Copper Teapot' });
    expect(await names('kettle')).toEqual([]);
    expect(await names('teapot')).toEqual(['Copper Teapot']);
    const kettle = await t.searchModels.SearchTerm.findById('w:kettle').lean();
    expect(Object.keys(kettle?.postings ?? {})).not.toContain(created._id);
    const document = await t.searchModels.SearchDocument.findById(created._id).lean();
    expect(document!.terms).not.toContain('w:kettle');
    expect(document!.terms).toContain('w:teapot');
  });

  it('indexes a product twice without counting it twice', async () => {
    const created = await product(t, { name: 'Twice Indexed Yurt' });
    const before = await t.searchModels.SearchTerm.findById('w:yurt').lean();
    await t.search.index(admin, [created]);
    await t.search.index(admin, [created]);
    expect(await t.searchModels.SearchTerm.findById('w:yurt').lean()).toEqual(before);
  });

  it('leaves a product that changed while an older copy was indexed stale, for the sweep', async () => {
    const created = await product(t, { name: 'Racing Gnu' });
    const older = await t.models.Product.findById(created._id).lean();
    await t.models.Product.updateOne(
      { _id: created._id },
      { $set: { name: 'Racing Ibex', updatedAt: new Date(older!.updatedAt.getTime() + 1000) } },
      { timestamps: false },
    );
    await t.search.index(sweeper, [older!]);
    const stored = await t.models.Product.findById(created._id).lean();
    expect(stored!.indexedAt!.getTime()).toBeLessThan(stored!.updatedAt.getTime());
    // The index still holds the older copy's words until the sweep comes.
    const ids = async (query: string) =>
      (await t.search.search(visitor, { query, limit: 5 })).map((hit) => hit.product._id);
    expect(await ids('gnu')).toEqual([created._id]);
    expect(await ids('ibex')).toEqual([]);
    expect(await t.search.reconcile(sweeper)).toBe(1);
    expect(await names('ibex')).toEqual(['Racing Ibex']);
    expect(await names('gnu')).toEqual([]);
  });
});

describe('ranking', () => {
  it('ranks a word in the name above brand, category and description', async () => {
    expect(await names('lantern')).toEqual(['Harbor Lantern', 'Trail Torch', 'Porch Light', 'Camp Stove']);
  });

  it('answers scores in descending order and honours the limit', async () => {
    const hits = await t.search.search(visitor, { query: 'lantern', limit: 3 });
    expect(hits).toHaveLength(3);
    expect(hits[0]!.score).toBeGreaterThan(hits[1]!.score);
    expect(hits[1]!.score).toBeGreaterThan(hits[2]!.score);
  });

  it('puts products matching every word before those matching some', async () => {
    expect((await names('northwind lantern'))[0]).toBe('Harbor Lantern');
    expect((await names('northwind stove'))[0]).toBe('Camp Stove');
  });

  it('ranks the shorter of two products with the same word weight first (length normalisation)', async () => {
    await product(t, {
      name: 'Nebula Projector Deluxe',
      description: 'Brass body, a long braided cord, a dimmer switch and three spare bulbs in the box.',
    });
    await product(t, { name: 'Nebula Projector' });
    expect(await names('nebula')).toEqual(['Nebula Projector', 'Nebula Projector Deluxe']);
  });

  it('finds a product by its category and its category’s parent', async () => {
    expect(await names('running')).toEqual(['Fleet Sneaker']);
    expect(await names('sport')).toEqual(['Fleet Sneaker']);
  });

  it('fills the limit with active products however many better-scored drafts come first', async () => {
    for (let i = 0; i < 5; i++) await product(t, { name: 'Zircon Zircon Zircon', status: 'draft' });
    await product(t, { name: 'Zircon Box' });
    expect(await names('zircon', 1)).toEqual(['Zircon Box']);
  });
});

describe('prefixes and folding', () => {
  it('matches the beginning of a word as it is typed, from two letters', async () => {
    expect(await names('wat')).toEqual(['Waterproof Jackets']);
    expect(await names('tide')).toEqual(['Waterproof Jackets']);
    expect(await names('wa')).toEqual(['Waterproof Jackets']);
    expect(await names('w')).toEqual([]);
  });

  it('matches a word being typed beyond the longest posted prefix by that prefix', async () => {
    // "thermoelectric" is posted under its prefixes of 2 to 12 letters and as the whole word.
    expect(await names('thermoelectr')).toEqual(['Thermoelectric Cooler']);
    expect(await names('thermoelectri')).toEqual(['Thermoelectric Cooler']);
    expect(await names('thermoelectric')).toEqual(['Thermoelectric Cooler']);
    const typed = await t.search.search(visitor, { query: 'thermoelectri', limit: 1 });
    const whole = await t.search.search(visitor, { query: 'thermoelectric', limit: 1 });
    expect(typed[0]!.score).toBeLessThan(whole[0]!.score);
  });

  it('ranks a whole-word match above a prefix match of the same weight', async () => {
    await product(t, { name: 'Lutefisk' });
    await product(t, { name: 'Lute' });
    expect(await names('lute')).toEqual(['Lute', 'Lutefisk']);
  });

  it('folds plurals, case, accents and compatibility forms, and ignores common English words', async () => {
    expect(await names('JACKET')).toEqual(['Waterproof Jackets']);
    expect(await names('jackets')).toEqual(['Waterproof Jackets']);
    expect(await names('cafe creme')).toEqual(['Café Crème Mug']);
    expect(await names('CAFÉ')).toEqual(['Café Crème Mug']);
    expect(await names('batteries')).toEqual(['Spare Battery']);
    expect(await names('ﬂeet')).toEqual(['Fleet Sneaker']);
    expect(await names('the of and')).toEqual([]);
  });

  it('never answers drafts or discontinued products, and takes a product back when it is active again', async () => {
    expect(await names('hidden')).toEqual([]);
    const created = await product(t, { name: 'Sunset Kayak' });
    await t.catalog.updateProduct(admin, created._id, { status: 'discontinued' });
    expect(await names('kayak')).toEqual([]);
    await t.catalog.updateProduct(admin, created._id, { status: 'active' });
    expect(await names('kayak')).toEqual(['Sunset Kayak']);
    expect(await names('zeppelin')).toEqual([]);
  });

  it('reads at most ten distinct words of a query', async () => {
    const ten = 'alpha bravo charlie delta echo foxtrot golf hotel india juliet';
    expect(await names(`${ten} lantern`)).toEqual([]);
    expect(await names(`lantern ${ten}`)).toHaveLength(4);
  });

  it('refuses an empty or overlong query, naming it', async () => {
    await expect(t.search.search(visitor, { query: '   ', limit: 5 })).rejects.toMatchObject({
      extensions: { code: 'BAD_USER_INPUT', field: 'query', reason: 'REQUIRED' },
    });
    await expect(t.search.search(visitor, { query: 'x'.repeat(201), limit: 5 })).rejects.toMatchObject({
      extensions: { code: 'BAD_USER_INPUT', field: 'query', reason: 'TOO_LONG' },
    });
    expect(await t.search.search(visitor, { query: 'x'.repeat(200), limit: 5 })).toEqual([]);
  });
});

describe('scores', () => {
  let exact: LegacySearchCatalog;
  let clock: ManualClock;

  beforeAll(async () => {
    clock = new ManualClock(Date.now());
    exact = await legacySearchCatalog('catalog_scores', { clock });
    await product(exact, { name: 'Alpha' });
    await product(exact, { name: 'Beta' });
  });

  const score = async (query: string) => (await exact.search.search(visitor, { query, limit: 5 }))[0]?.score;

  it('is BM25 over field-weighted frequencies, and half of it for a prefix', async () => {
    // Two products of one name word each: length 3, corpus average 3; "alpha" is posted for one of two.
    expect(await score('alpha')).toBe(rounded(bm25(3, 3, 1, 2, 3)));
    expect(await score('alp')).toBe(rounded(0.5 * bm25(3, 3, 1, 2, 3)));
  });

  it('keeps the corpus statistics for a minute of the clock, then reads them again', async () => {
    const before = await score('alpha');
    // Three longer products: more documents and a longer average, which a fresh look would see.
    for (const name of ['Gamma Delta Epsilon Zeta', 'Eta Theta Iota Kappa', 'Lambda Mu Nu Xi'])
      await product(exact, { name });
    expect(await score('alpha')).toBe(before);
    clock.advance(59_999);
    expect(await score('alpha')).toBe(before);
    clock.advance(1);
    expect(await score('alpha')).toBe(rounded(bm25(3, 3, 1, 5, (3 + 3 + 12 + 12 + 12) / 5)));
  });
});

describe('reconciliation', () => {
  it('indexes products written around the service, stamps them, and then has nothing to do', async () => {
    const at = new Date();
    await writtenDirectly(t, 'direct-1', 'Orphaned Gizmo', at);
    await writtenDirectly(t, 'direct-2', 'Orphaned Widget', at, new Date(at.getTime() - 1000));
    expect(await names('orphaned')).toEqual([]);
    expect(await t.search.reconcile(sweeper)).toBe(2);
    expect((await names('orphaned')).sort()).toEqual(['Orphaned Gizmo', 'Orphaned Widget']);
    for (const id of ['direct-1', 'direct-2'])
      expect((await t.models.Product.findById(id).lean())!.indexedAt).toEqual(at);
    expect(await t.search.reconcile(sweeper)).toBe(0);
  });

  it('re-indexes a product changed around the service, dropping its old words', async () => {
    const created = await product(t, { name: 'Velvet Hammock' });
    await t.models.Product.updateOne(
      { _id: created._id },
      { $set: { name: 'Velvet Swing', updatedAt: new Date(created.updatedAt.getTime() + 1000) } },
      { timestamps: false },
    );
    expect(await names('swing')).toEqual([]);
    expect(await t.search.reconcile(sweeper)).toBe(1);
    expect(await names('swing')).toEqual(['Velvet Swing']);
    expect(await names('hammock')).toEqual([]);
  });

  it('looks only at products changed since a date when given one', async () => {
    const now = Date.now();
    await writtenDirectly(t, 'old-stale', 'Ancient Abacus', new Date(now - 3_600_000));
    await writtenDirectly(t, 'new-stale', 'Modern Abacus', new Date(now));
    expect(await t.search.reconcile(sweeper, new Date(now - 60_000))).toBe(1);
    expect(await names('abacus')).toEqual(['Modern Abacus']);
    expect(await t.search.reconcile(sweeper)).toBe(1);
    expect((await names('abacus')).sort()).toEqual(['Ancient Abacus', 'Modern Abacus']);
  });

  it('works through more stale products than one batch holds', async () => {
    const own = await legacySearchCatalog('catalog_batches');
    const at = new Date();
    await own.connection.collection<RawProduct>('products').insertMany(
      Array.from({ length: 205 }, (_, i) => ({
        _id: `bulk-${i}`,
        sku: `BULK-${i}`,
        name: `Bulk Item ${i}`,
        listPriceMinor: 100,
        currency: 'USD',
        status: 'active',
        images: [],
        indexedAt: null,
        createdAt: at,
        updatedAt: at,
      })),
    );
    expect(await own.search.reconcile(sweeper)).toBe(205);
    expect(await own.models.Product.countDocuments({ indexedAt: at })).toBe(205);
    expect(await own.search.reconcile(sweeper)).toBe(0);
  });
});

describe('the sweep', () => {
  it('checks every product first, then only those changed since its look-back before the last pass', async () => {
    const clock = new ManualClock(Date.now());
    const own = await legacySearchCatalog('catalog_sweep', { clock });
    const sweep = new SearchSweep(own.search, { logger, clock, lookbackMs: 5 * 60_000 });
    const start = clock.now();
    await writtenDirectly(own, 'before-start', 'Seeded Sextant', new Date(start - 3_600_000));
    expect(sweep.nextSince).toBeUndefined();
    expect(await sweep.run()).toBe(1);
    expect(sweep.nextSince).toEqual(new Date(start - 5 * 60_000));

    // A crash left two products stale: one within the look-back, one before it.
    await writtenDirectly(own, 'recent', 'Recent Sextant', new Date(start - 60_000));
    await writtenDirectly(own, 'too-old', 'Forgotten Sextant', new Date(start - 10 * 60_000));
    clock.advance(30_000);
    expect(await sweep.run()).toBe(1);
    expect(sweep.nextSince).toEqual(new Date(start + 30_000 - 5 * 60_000));
    expect((await own.models.Product.findById('too-old').lean())!.indexedAt).toBeNull();
    // A sweep starting afresh (a restart) checks everything again.
    expect(await new SearchSweep(own.search, { logger, clock }).run()).toBe(1);
  });

  it('runs one pass at a time, and keeps its look-back after a failed pass', async () => {
    const clock = new ManualClock(Date.now());
    const own = await legacySearchCatalog('catalog_sweep_failures', { clock });
    const sweep = new SearchSweep(own.search, { logger, clock });
    const reconcile = vi.spyOn(own.search, 'reconcile');
    const [a, b] = [sweep.run(), sweep.run()];
    expect(await a).toBe(await b);
    expect(reconcile).toHaveBeenCalledTimes(1);
    expect(reconcile.mock.calls[0]![0]).toMatchObject({
      identity: { kind: 'service', service: 'catalog' },
      actor: 'service:catalog',
    });
    const since = sweep.nextSince;
    clock.advance(60_000);
    reconcile.mockRejectedValueOnce(new Error('database unavailable'));
    await expect(sweep.run()).rejects.toThrow('database unavailable');
    expect(sweep.nextSince).toEqual(since);
    // The next pass, after the failure, looks as far back as the failed one would have.
    await sweep.run();
    expect(reconcile).toHaveBeenLastCalledWith(expect.anything(), since);
  });
});
