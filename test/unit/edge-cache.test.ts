import { describe, expect, it } from 'vitest';
import { loadConfig, type ConfigError } from '../../platform/config';
import { newEvent } from '../../platform/events';
import {
  cacheControl,
  cacheWindows,
  entityTag,
  matchesIfNoneMatch,
  productIdsOf,
  surrogateKeyHeaders,
} from '../../gateway/edge-cache';
import { keysToPurge } from '../../gateway/edge-cache/invalidation';
import { purgerOf } from '../../gateway/edge-cache/purgers';

describe('cache windows (REQ-LIM-5)', () => {
  it('reconciles the six windows into browser and shared parts', () => {
    expect(cacheControl('listing', 'shared')).toBe('public, max-age=300, s-maxage=600');
    expect(cacheControl('search', 'shared')).toBe('public, max-age=60, s-maxage=300');
    expect(cacheControl('product', 'shared')).toBe('public, max-age=300, s-maxage=600');
    expect(cacheControl('product', 'private')).toBe('private, max-age=300');
    expect(cacheControl('search', 'private')).toBe('private, max-age=60');
    // No browser keeps anything longer than "browser API GET 5 min"; no shared cache less than the endpoint.
    for (const kind of ['listing', 'search', 'product'] as const) {
      const [, maxAge, sMaxAge] = /max-age=(\d+), s-maxage=(\d+)/.exec(cacheControl(kind, 'shared'))!;
      expect(Number(maxAge)).toBeLessThanOrEqual(cacheWindows.browser);
      expect(Number(sMaxAge)).toBeGreaterThanOrEqual(cacheWindows.endpoint[kind]);
    }
  });
});

describe('validators', () => {
  it('tags equal representations alike and others apart, weakly', () => {
    const tag = entityTag(['v3', { id: 'a' }]);
    expect(tag).toMatch(/^W\/"[A-Za-z0-9_-]{27}"$/);
    expect(entityTag(['v3', { id: 'a' }])).toBe(tag);
    expect(entityTag(['v2', { id: 'a' }])).not.toBe(tag);
  });

  it('matches If-None-Match by weak comparison, in lists, and *', () => {
    const tag = 'W/"abc"';
    expect(matchesIfNoneMatch(undefined, tag)).toBe(false);
    expect(matchesIfNoneMatch('"abc"', tag)).toBe(true);
    expect(matchesIfNoneMatch('"x", W/"abc"', tag)).toBe(true);
    expect(matchesIfNoneMatch(' * ', tag)).toBe(true);
    expect(matchesIfNoneMatch('"abcd"', tag)).toBe(false);
  });
});

describe('surrogate keys', () => {
  it('finds the products of every answer shape', () => {
    expect(productIdsOf({ id: 'p1', name: 'x' })).toEqual(['p1']);
    expect(productIdsOf([{ id: 'p1' }, { product: { id: 'p2' } }, { score: 1 }])).toEqual(['p1', 'p2']);
    expect(productIdsOf(null)).toEqual([]);
  });

  it('puts the same keys in xkey and Surrogate-Key, dropping what is not one token', () => {
    expect(surrogateKeyHeaders(['search', 'product-1', 'product-1', 'two words'])).toEqual({
      xkey: 'search product-1',
      'surrogate-key': 'search product-1',
    });
    expect(surrogateKeyHeaders([])).toEqual({});
  });

  it('purges what each event makes stale', () => {
    const updated = (changed: string[]) =>
      newEvent('ProductUpdatedEvent', 'product', 'p1', 2, { id: 'p1', changed });
    expect(keysToPurge(updated(['price']))).toEqual(['product-p1']);
    expect(keysToPurge(updated(['name', 'price']))).toEqual(['product-p1', 'products', 'search']);
    expect(keysToPurge(updated(['status']))).toEqual(['product-p1', 'products', 'search']);
    expect(keysToPurge(newEvent('ProductCreated', 'product', 'p2', 1, { id: 'p2' }))).toEqual([
      'products',
      'search',
    ]);
    expect(
      keysToPurge(
        newEvent('StockReplenishedEvent', 'stock', 'p3:w1', 1, { productId: 'p3', warehouseId: 'w1' }),
      ),
    ).toEqual(['product-p3']);
    // A stock event without productId still names its product in the aggregate id.
    expect(keysToPurge(newEvent('LowStockEvent', 'stock', 'p4:w1', 1, {}))).toEqual(['product-p4']);
  });
});

describe('purger configuration', () => {
  const problems = (env: Record<string, string>) => {
    try {
      loadConfig(env);
      return [];
    } catch (error) {
      return (error as ConfigError).problems;
    }
  };

  it('is off by default and needs addresses when on', () => {
    expect(purgerOf(loadConfig({}).edgePurge)).toBeUndefined();
    expect(problems({ EDGE_PURGE: 'varnish' })).toEqual([
      'EDGE_PURGE_URLS: required when EDGE_PURGE=varnish (where purges go)',
    ]);
    expect(problems({ EDGE_PURGE_URLS: 'http://varnish' })[0]).toMatch(/EDGE_PURGE is none/);
    expect(problems({ EDGE_PURGE: 'http', EDGE_PURGE_URLS: 'not a url' })[0]).toMatch(/^EDGE_PURGE_URLS/);
    expect(problems({ EDGE_PURGE: 'fastly' })[0]).toMatch(/^EDGE_PURGE:/);
    expect(
      purgerOf(loadConfig({ EDGE_PURGE: 'http', EDGE_PURGE_URLS: 'https://cdn.example/purge' }).edgePurge)
        ?.kind,
    ).toBe('http');
  });
});
