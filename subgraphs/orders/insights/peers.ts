import type { Caller } from '../../../platform/identity/caller';

/** A product as recommendations and the sales figures by category need it, from the catalog. */
export interface ProductFacts {
  id: string;
  status: 'ACTIVE' | 'DRAFT' | 'DISCONTINUED';
  brand: string | null;
  categoryId: string | null;
  categoryName: string | null;
  priceMinor: number;
  currency: string;
}

/**
 * What insights need from catalog and inventory: an interface so the services can be driven with peers
 * in memory (test/service/orders/insights). Each call carries the caller's request id to the peer.
 */
export interface InsightPeers {
  /** The products the catalog has of `ids` (unknown ids are left out). */
  products(caller: Caller, ids: readonly string[]): Promise<Map<string, ProductFacts>>;
  /** Units available now per product, summed over warehouses (unknown products are left out). */
  available(caller: Caller, ids: readonly string[]): Promise<Map<string, number>>;
  /** Active products of the category and of the brand (at most 100 of each), candidates for "similar". */
  alike(caller: Caller, like: { categoryId: string | null; brand: string | null }): Promise<ProductFacts[]>;
}
