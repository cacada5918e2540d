import type { AddressFields } from '../../../platform/address';
import type { Caller } from '../../../platform/identity/caller';

/** A variant as orders need it: what a line records (SKU, option values) and its own price and status. */
export interface PricedVariant {
  id: string;
  sku: string;
  status: 'ACTIVE' | 'DRAFT' | 'DISCONTINUED';
  priceMinor: number;
  options: Array<{ name: string; value: string }>;
}

/** A product as orders need it, from the catalog. */
export interface PricedProduct {
  id: string;
  sku: string;
  name: string;
  status: 'ACTIVE' | 'DRAFT' | 'DISCONTINUED';
  priceMinor: number;
  currency: string;
  /** True when the product is sold in variants (size, colour): a line must name one. */
  hasOptions: boolean;
  /** At least one; a product without options has its default variant, whose id is the product's. */
  variants: PricedVariant[];
  /** The product's category, which coupons and promotions may be limited to; null or absent: none. */
  categoryId?: string | null;
  /**
   * The unit prices the catalog's price rules give the lines asked for (`products` with `pricing`), by
   * `priceKey(variantId, quantity)`; absent: only list prices were asked for.
   */
  linePrices?: ReadonlyMap<string, LinePrice>;
}

/** A line's unit price for the customer at its quantity, now, and the catalog rule that set it. */
export interface LinePrice {
  unitPriceMinor: number;
  /** null: the variant's list price. */
  priceRuleId: string | null;
}

/** What to price: the customer's groups (the orders subgraph keeps them) and the lines with their units. */
export interface PriceRequest {
  groups: readonly string[];
  lines: ReadonlyArray<{ productId: string; variantId?: string | null; quantity: number }>;
}

export const priceKey = (variantId: string, quantity: number) => `${variantId}:${quantity}`;

export interface CustomerRef {
  id: string;
  status: 'ACTIVE' | 'INACTIVE' | 'DELETED';
}

/** Units of one product's variant (default: its default variant), as inventory holds and restocks them. */
export interface StockLine {
  productId: string;
  variantId?: string | null;
  quantity: number;
}

/** Units of a reservation inventory promised against incoming stock (a backorder). */
export interface BackorderedStock {
  productId: string;
  /** The variant on backorder (the product's own id for its default variant). */
  variantId: string;
  quantity: number;
  /** When the incoming units are expected, if inventory knows. */
  expectedAt: Date | null;
}

/** One warehouse's share of a reservation's units of a variant, as inventory allocated them. */
export interface AllocatedStock {
  productId: string;
  /** The variant (the product's own id for its default variant). */
  variantId: string;
  warehouseId: string;
  /** Units of the variant this warehouse holds for the reservation, backordered ones included. */
  quantity: number;
  /** Of those, units promised against the warehouse's incoming stock. */
  backordered: number;
}

/** What a reservation holds: where its units come from (per variant and warehouse) and what is on backorder. */
export interface ReservedStock {
  allocations: AllocatedStock[];
  backordered: BackorderedStock[];
}

/**
 * What orders needs from the other subgraphs (users, catalog, inventory): an interface so the services can
 * be driven with peers stubbed (test/service/orders). Each call carries the caller's request id to the peer.
 */
export interface OrderPeers {
  user(caller: Caller, userId: string): Promise<CustomerRef | null>;
  /**
   * The products; with `pricing`, each line's unit price too (`linePrices`), from the catalog's price rules
   * for the customer's groups at the line's quantity, in the same call.
   */
  products(
    caller: Caller,
    ids: readonly string[],
    pricing?: PriceRequest,
  ): Promise<Map<string, PricedProduct>>;
  /**
   * Holds stock for every line under `reservationId`, all or nothing (INSUFFICIENT_STOCK otherwise); what
   * the products' backorder policies let inventory promise against incoming stock comes back as backorders,
   * and which warehouses the units were allocated from (STOCK_ALLOCATION) as allocations.
   */
  reserve(
    caller: Caller,
    reservationId: string,
    lines: readonly StockLine[],
    /** The shipping address's country, for inventory's `nearest` allocation. */
    destinationCountry?: string | null,
  ): Promise<ReservedStock>;
  release(caller: Caller, reservationId: string): Promise<void>;
  commit(caller: Caller, reservationId: string): Promise<void>;
  /** Puts units back into stock, once per reference. */
  restock(caller: Caller, reference: string, lines: readonly StockLine[]): Promise<void>;
  /** Ids of users whose name or email contains the text. */
  searchUsers(caller: Caller, text: string): Promise<string[]>;
  /** A saved address of `userId`'s address book; null when it is not theirs (or does not exist). */
  savedAddress(caller: Caller, userId: string, id: string): Promise<AddressFields | null>;
}
