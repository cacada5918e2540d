import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SearchEngine } from '../../../subgraphs/catalog/search/engine';
import { SearchFeed } from '../../../subgraphs/catalog/search/feed';
import { searchEngineModels } from '../../../subgraphs/catalog/search/models';
import { catalogModels } from '../../../subgraphs/catalog/models/product';
import { testDatabase } from '../../../testing/harness';
import { admin, logger, testCatalog, visitor, type TestCatalog } from './fixture';

/** The feed that fills one replica's search engine from the database. */
let t: TestCatalog;

beforeAll(async () => {
  t = await testCatalog('catalog_search_feed');
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the first load', () => {
  it('is tried again after a failed read, so the replica does not stay without search', async () => {
    const created = await t.catalog.createProduct(admin, {
      sku: 'FEED-1',
      name: 'Numbat Lamp',
      price: '3.00',
    });
    const failing = vi.spyOn(t.models.Category, 'find').mockImplementationOnce(() => {
      throw new Error('server hiccup');
    });
    const engine = new SearchEngine();
    const feed = new SearchFeed(
      t.models,
      searchEngineModels(t.connection),
      engine,
      null,
      async () => new Map(),
      {
        logger,
        refreshMs: 20,
      },
    );
    try {
      await feed.ready;
      expect(failing).toHaveBeenCalled();
      expect(engine.get(created._id)).toMatchObject({ name: 'Numbat Lamp' });
    } finally {
      await feed.stop();
    }
  });
});

describe('result pages', () => {
  const names = async (query: string) =>
    (await t.search.search(visitor, { query, limit: 5, offset: 0 })).hits.map((hit) => hit.product.name);

  it('show a product as it is now after a change, also when an earlier page already read it', async () => {
    const created = await t.catalog.createProduct(admin, {
      sku: 'PAGE-1',
      name: 'Quokka Lantern',
      price: '5.00',
    });
    await expect.poll(() => names('quokka')).toEqual(['Quokka Lantern']);
    // The page before kept the document; the change must replace it, not only the index entry.
    await t.catalog.updateProduct(admin, created._id, { name: 'Quokka Lantern Pro' });
    await expect.poll(() => names('quokka'), { timeout: 5_000 }).toEqual(['Quokka Lantern Pro']);
    await t.catalog.updateProduct(admin, created._id, { status: 'draft' });
    await expect.poll(() => names('quokka'), { timeout: 5_000 }).toEqual([]);
  });
});

describe('the first stock sweep', () => {
  it('learns every product’s stock in batches without reading the products again for each batch', async () => {
    // A database of its own with no catalog service on it, so the only reads are this feed's.
    const connection = await testDatabase('catalog_search_feed_sweep');
    const models = catalogModels(connection);
    const at = new Date();
    await connection.collection('products').insertMany(
      Array.from({ length: 1_600 }, (_, i) => ({
        _id: `sweep-${i}`,
        sku: `SWEEP-${i}`,
        name: `Sweep Item ${i}`,
        listPriceMinor: 100 + i,
        currency: 'USD',
        status: 'active',
        images: [],
        createdAt: at,
        updatedAt: at,
      })) as never,
    );
    const asked: number[] = [];
    const finds = vi.spyOn(models.Product, 'find');
    const engine = new SearchEngine();
    const feed = new SearchFeed(
      models,
      searchEngineModels(connection),
      engine,
      null,
      async (ids) => {
        asked.push(ids.length);
        return new Map(ids.map((id) => [id, Number(id.split('-')[1]) % 2 === 0]));
      },
      // Longer than the sweep takes: every look after the first load would be a batch's own.
      { logger, refreshMs: 60_000 },
    );
    try {
      await feed.ready;
      await expect.poll(() => feed.stockPendingCount, { timeout: 10_000 }).toBe(0);
      // 1,600 products in batches of 500: four asks, every product asked once.
      expect(asked).toEqual([500, 500, 500, 100]);
      expect(engine.get('sweep-10')?.inStock).toBe(true);
      expect(engine.get('sweep-11')?.inStock).toBe(false);
      // The first load's cursor and the first look's read: not one read per batch.
      expect(finds.mock.calls.length).toBeLessThanOrEqual(2);
    } finally {
      await feed.stop();
    }
  });
});
