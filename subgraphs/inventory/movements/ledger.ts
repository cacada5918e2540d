import { randomUUID } from 'node:crypto';
import { isDuplicateKeyError } from '../../../platform/errors';
import type { Caller } from '../../../platform/identity/caller';
import type { InventoryModels, StockLevelRecord } from '../models/stock';
import { ledgerQuantities, type MovementDeltas, type MovementKind, type MovementRecord } from './model';

/** The level a movement belongs to, as its document names it. */
export interface LevelRef {
  _id: string;
  productId: string;
  variantId?: string | null;
  warehouseId: string;
}

let issued = 0;

/**
 * A ledger entry id that sorts in time order: the time (ms, base 36), then this process's counter, then
 * random characters so ids from several processes never collide (their entries in one millisecond sort in
 * an arbitrary but fixed order).
 */
function movementId(at: Date): string {
  issued = (issued + 1) % 1_000_000;
  return `${at.getTime().toString(36).padStart(9, '0')}-${String(issued).padStart(6, '0')}-${randomUUID().slice(0, 8)}`;
}

/** A ledger entry for `level`, to push into its `journal` in the same update as the change. */
export function movementOf(
  caller: Caller,
  level: LevelRef,
  kind: MovementKind,
  deltas: MovementDeltas,
  details: { reason?: string | null; reference?: string | null; at?: Date } = {},
): MovementRecord {
  const at = details.at ?? new Date();
  const entry: MovementRecord = {
    _id: movementId(at),
    levelId: level._id,
    productId: level.productId,
    variantId: level.variantId ?? level.productId,
    warehouseId: level.warehouseId,
    kind,
    reason: details.reason ?? null,
    actor: caller.actor,
    reference: details.reference ?? null,
    at,
  };
  // Only the quantities that move are stored, so a sum over the ledger reads what it needs.
  for (const quantity of ledgerQuantities) {
    const value = deltas[quantity];
    if (value) entry[quantity] = value;
  }
  return entry;
}

/** Whether a movement changes anything (a write that changes nothing records nothing). */
export function moves(deltas: MovementDeltas): boolean {
  return ledgerQuantities.some((quantity) => (deltas[quantity] ?? 0) !== 0);
}

/**
 * Copies journal entries of these levels into `stock_movements`, then pulls exactly those from the
 * journals. A crash between the two only copies again (the entry's `_id` makes the copy a no-op), so the
 * ledger never loses or doubles an entry, and until the copy a level's journal still holds it.
 */
export async function flushJournals(
  models: InventoryModels,
  levels: ReadonlyArray<Pick<StockLevelRecord, '_id' | 'journal'>>,
): Promise<void> {
  for (const level of levels) {
    const entries = level.journal ?? [];
    if (entries.length === 0) continue;
    try {
      await models.Movement.insertMany(entries, { ordered: false });
    } catch (error) {
      if (!isDuplicateKeyError(error) && !isBulkOfDuplicates(error)) throw error;
    }
    await models.StockLevel.updateOne(
      { _id: level._id },
      { $pull: { journal: { _id: { $in: entries.map((entry) => entry._id) } } } },
    );
  }
}

/** Every level that still has journal entries matching `filter` (all of them by default), flushed. */
export async function drainJournals(
  models: InventoryModels,
  filter: Record<string, unknown> = {},
): Promise<void> {
  const pending = await models.StockLevel.find(
    { ...filter, 'journal.0': { $exists: true } },
    { journal: 1 },
  ).lean<Array<Pick<StockLevelRecord, '_id' | 'journal'>>>();
  await flushJournals(models, pending);
}

function isBulkOfDuplicates(error: unknown): boolean {
  const writeErrors = (error as { writeErrors?: Array<{ code?: number; err?: { code?: number } }> })
    .writeErrors;
  return (
    Array.isArray(writeErrors) &&
    writeErrors.length > 0 &&
    writeErrors.every((item) => (item.code ?? item.err?.code) === 11000)
  );
}

/** Sums of the ledger's deltas per level: what each level's quantities must equal. */
export async function ledgerSums(
  models: InventoryModels,
  levelIds: readonly string[],
): Promise<Map<string, Required<MovementDeltas>>> {
  const sums = new Map<string, Required<MovementDeltas>>();
  const zero = (): Required<MovementDeltas> => ({
    available: 0,
    reserved: 0,
    damaged: 0,
    incoming: 0,
    backordered: 0,
  });
  for (const id of levelIds) sums.set(id, zero());
  const add = (entry: MovementRecord) => {
    const sum = sums.get(entry.levelId);
    if (!sum) return;
    for (const quantity of ledgerQuantities) sum[quantity] += entry[quantity] ?? 0;
  };
  const [copied, pending] = await Promise.all([
    models.Movement.find({ levelId: { $in: levelIds } }).lean<MovementRecord[]>(),
    models.StockLevel.find({ _id: { $in: levelIds } }, { journal: 1 }).lean<
      Array<Pick<StockLevelRecord, '_id' | 'journal'>>
    >(),
  ]);
  const seen = new Set<string>();
  for (const entry of copied) {
    seen.add(entry._id);
    add(entry);
  }
  // An entry copied but not yet pulled is in both places: count it once.
  for (const level of pending) for (const entry of level.journal ?? []) if (!seen.has(entry._id)) add(entry);
  return sums;
}
