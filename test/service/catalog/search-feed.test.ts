import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SearchEngine } from '../../../subgraphs/catalog/search/engine';
import { SearchFeed } from '../../../subgraphs/catalog/search/feed';
import { searchEngineModels } from '../../../subgraphs/catalog/search/models';
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
