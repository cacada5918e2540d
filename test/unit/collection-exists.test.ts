import { describe, expect, it } from 'vitest';
import { collectionExists } from '../../platform/mongo/connection';

/**
 * createCollection at start-up: "it is there already" is not a failure. The on-disk embedded store says so
 * in its own words when another connection created the collection first (seen under load in
 * test/e2e/lifecycle/embedded-store.test.ts); anything else must still stop the start.
 */
describe('collectionExists', () => {
  it('takes NamespaceExists and the on-disk store’s duplicate namespace entry as "already there"', () => {
    expect(collectionExists({ code: 48, message: 'Collection already exists. NS: shop.products' })).toBe(
      true,
    );
    expect(
      collectionExists({
        message:
          "Unknown error: Document with key 't_e00c76eab8_catalog.products' already existed in " +
          'H2Collection(t_e00c76eab8_catalog.system.namespaces): {"name" : "t_e00c76eab8_catalog.products"}',
      }),
    ).toBe(true);
  });

  it('lets every other failure through', () => {
    expect(collectionExists({ code: 13, message: 'not authorized on shop to execute command' })).toBe(false);
    // A duplicate in a collection of the shop's own is a real conflict, not a namespace that exists.
    expect(
      collectionExists({
        message: "Document with key 'x' already existed in H2Collection(shop.products): {}",
      }),
    ).toBe(false);
    expect(collectionExists({})).toBe(false);
  });
});
