import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SearchEngine } from '../../../subgraphs/catalog/search/engine';
import { SearchFeed } from '../../../subgraphs/catalog/search/feed';
import { searchEngineModels } from '../../../subgraphs/catalog/search/models';
import { admin, logger, testCatalog, type TestCatalog } from './fixture';

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
