import type { AddressFields } from '../../../platform/address';
import type { Caller } from '../../../platform/identity/caller';

/** A product as orders need it, from the catalog. */
export interface PricedProduct {
  id: string;
  sku: string;
  name: string;
  status: 'ACTIVE' | 'DRAFT' | 'DISCONTINUED';
  priceMinor: number;
  currency: string;
}

export interface CustomerRef {
  id: string;
  status: 'ACTIVE' | 'INACTIVE' | 'DELETED';
}

/** Units of one product, as inventory holds, commits and restocks them. */
export interface StockLine {
  productId: string;
  quantity: number;
}

/** Units of a reservation inventory promised against incoming stock (a backorder). */
export interface BackorderedStock {
  productId: string;
  quantity: number;
  /** When the incoming units are expected, if inventory knows. */
  expectedAt: Date | null;
}

/**
 * What orders needs from the other subgraphs (users, catalog, inventory): an interface so the services can
 * be driven with peers stubbed (test/service/orders). Each call carries the caller's request id to the peer.
 */
export interface OrderPeers {
  user(caller: Caller, userId: string): Promise<CustomerRef | null>;
  products(caller: Caller, ids: readonly string[]): Promise<Map<string, PricedProduct>>;
  /**
   * Holds stock for every line under `reservationId`, all or nothing (INSUFFICIENT_STOCK otherwise); what
   * the products' backorder policies let inventory promise against incoming stock comes back as backorders.
   */
  reserve(
    caller: Caller,
    reservationId: string,
    lines: readonly StockLine[],
    /** The shipping address's country, for inventory's `nearest` allocation. */
    destinationCountry?: string | null,
  ): Promise<BackorderedStock[]>;
  release(caller: Caller, reservationId: string): Promise<void>;
  commit(caller: Caller, reservationId: string): Promise<void>;
  /** Puts units back into stock, once per reference. */
  restock(caller: Caller, reference: string, lines: readonly StockLine[]): Promise<void>;
  /** Ids of users whose name or email contains the text. */
  searchUsers(caller: Caller, text: string): Promise<string[]>;
  /** A saved address of `userId`'s address book; null when it is not theirs (or does not exist). */
  savedAddress(caller: Caller, userId: string, id: string): Promise<AddressFields | null>;
}
