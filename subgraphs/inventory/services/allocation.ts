import type { Config } from '../../../platform/config';
import type { StockLevelRecord, WarehouseRecord } from '../models/stock';

/**
 * How a line is filled from several warehouses (`STOCK_ALLOCATION`): which warehouse's units are taken
 * first, then the next, until the line is held.
 * - `most-stocked` (default): the warehouse with the most available units first, so a line touches as few
 *   warehouses as the stock allows.
 * - `priority`: by the warehouses' `priority` (lower first), then code.
 * - `nearest`: warehouses in the destination's country first (the only location a warehouse and an address
 *   share), then by priority.
 * - `ship-complete-first`: a warehouse that can fill the whole line alone first (by priority), so the line
 *   ships as one parcel; otherwise the most stocked first.
 */
export type AllocationStrategy = Config['inventory']['allocation'];

/** Where a reservation's units go, when the caller knows. */
export interface Destination {
  /** ISO 3166-1 alpha-2. */
  country?: string | null;
}

const DEFAULT_PRIORITY = 100;

/** The levels to draw from, in the order the strategy takes them. */
export function allocationOrder(
  strategy: AllocationStrategy,
  levels: readonly StockLevelRecord[],
  warehouses: readonly WarehouseRecord[],
  wanted: number,
  destination: Destination = {},
): StockLevelRecord[] {
  const byId = new Map(warehouses.map((warehouse) => [warehouse._id, warehouse]));
  const priority = (level: StockLevelRecord) => byId.get(level.warehouseId)?.priority ?? DEFAULT_PRIORITY;
  const code = (level: StockLevelRecord) => byId.get(level.warehouseId)?.code ?? level.warehouseId;
  const byPriority = (a: StockLevelRecord, b: StockLevelRecord) =>
    priority(a) - priority(b) || code(a).localeCompare(code(b));
  const byStock = (a: StockLevelRecord, b: StockLevelRecord) => b.available - a.available || byPriority(a, b);
  const first =
    (rank: (level: StockLevelRecord) => number, then: typeof byPriority) =>
    (a: StockLevelRecord, b: StockLevelRecord) =>
      rank(a) - rank(b) || then(a, b);
  const country = destination.country?.trim().toUpperCase();
  switch (strategy) {
    case 'most-stocked':
      return [...levels].sort(byStock);
    case 'priority':
      return [...levels].sort(byPriority);
    case 'nearest':
      return [...levels].sort(
        first((level) => (country && byId.get(level.warehouseId)?.country === country ? 0 : 1), byPriority),
      );
    case 'ship-complete-first':
      return [...levels].sort(
        first(
          (level) => (level.available >= wanted ? 0 : 1),
          (a, b) => (a.available >= wanted ? byPriority(a, b) : byStock(a, b)),
        ),
      );
    default: {
      const exhaustive: never = strategy;
      return exhaustive;
    }
  }
}
