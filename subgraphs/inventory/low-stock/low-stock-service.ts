import { systemClock, type Clock } from '../../../platform/clock';
import { badInput } from '../../../platform/errors';
import type { Caller } from '../../../platform/identity/caller';
import type { InventoryModels, StockLevelRecord } from '../models/stock';
import type { MovementRecord } from '../movements/model';

export interface LowStockQuery {
  warehouseId?: string | null;
  /** Days of sales the velocity is measured over (1-365). */
  salesWindowDays: number;
  /** Days of sales a reorder should cover above the reorder point (0-365). */
  coverDays: number;
}

export interface LowStockItemValue {
  level: StockLevelRecord;
  dailySales: number;
  suggestedReorder: number;
}

const DAY_MS = 86_400_000;

function days(value: number, field: string, min: number): number {
  if (!Number.isInteger(value) || value < min || value > 365)
    throw badInput(field, `${field} must be an integer from ${min} to 365.`, 'OUT_OF_RANGE');
  return value;
}

/**
 * Units to order for a level: enough for `coverDays` of sales on top of the reorder point, less what is
 * there and on its way; never negative.
 */
export function suggestedReorder(
  level: Pick<StockLevelRecord, 'available' | 'incoming' | 'reorderPoint'>,
  dailySales: number,
  coverDays: number,
): number {
  return Math.max(
    0,
    Math.ceil(level.reorderPoint + dailySales * coverDays) - level.available - level.incoming,
  );
}

/** The low-stock list staff reorder from: levels at or below their reorder point, with suggestions. */
export class LowStockList {
  constructor(
    private readonly models: InventoryModels,
    private readonly clock: Clock = systemClock,
  ) {}

  async list(_caller: Caller, query: LowStockQuery): Promise<LowStockItemValue[]> {
    const window = days(query.salesWindowDays, 'salesWindowDays', 1);
    const cover = days(query.coverDays, 'coverDays', 0);
    // A level above its point is armed; the rest are candidates, checked exactly below (the flag can lag a
    // write by the moment its check takes).
    const filter: Record<string, unknown> = { lowStockArmed: { $ne: true } };
    if (query.warehouseId) filter.warehouseId = query.warehouseId;
    const levels = (
      await this.models.StockLevel.find(filter, { holds: 0, journal: 0, outbox: 0 }).lean<
        StockLevelRecord[]
      >()
    ).filter((level) => level.available <= level.reorderPoint);
    if (levels.length === 0) return [];
    const since = new Date(this.clock.now() - window * DAY_MS);
    const sales = await this.models.Movement.find(
      {
        levelId: { $in: levels.map((level) => level._id) },
        kind: { $in: ['COMMIT', 'RESTOCK'] },
        at: { $gte: since },
      },
      { levelId: 1, kind: 1, reserved: 1, available: 1 },
    ).lean<Array<Pick<MovementRecord, 'levelId' | 'kind' | 'reserved' | 'available'>>>();
    const sold = new Map<string, number>();
    for (const entry of sales) {
      // A commit takes units out of `reserved` (they left); a restock brings some back.
      const units = entry.kind === 'COMMIT' ? -(entry.reserved ?? 0) : -(entry.available ?? 0);
      sold.set(entry.levelId, (sold.get(entry.levelId) ?? 0) + units);
    }
    return levels
      .map((level) => {
        const dailySales = Math.max(0, sold.get(level._id) ?? 0) / window;
        return { level, dailySales, suggestedReorder: suggestedReorder(level, dailySales, cover) };
      })
      .sort((a, b) => a.level.available - b.level.available || a.level._id.localeCompare(b.level._id));
  }
}
