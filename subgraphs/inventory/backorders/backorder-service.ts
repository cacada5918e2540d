import { randomUUID } from 'node:crypto';
import { badInput } from '../../../platform/errors';
import type { Caller } from '../../../platform/identity/caller';
import {
  variantOf,
  type BackorderHoldRecord,
  type InventoryModels,
  type StockLevelRecord,
} from '../models/stock';
import { movementOf } from '../movements/ledger';
import { levelRef, removalGuard } from '../services/availability';
import { quantity } from '../services/fields';
import type { BackorderPolicyRecord } from './model';

export interface SetBackorderPolicyInput {
  productId: string;
  /** False: refuse orders beyond what is available. */
  allow: boolean;
  /** Units that may be promised against incoming stock at a time (0 to 1000000); required to allow. */
  limit?: number | null;
  expectedAt?: Date | null;
}

/** What a reservation has on backorder for one variant (the product's own id for its default variant). */
export interface BackorderedLineValue {
  productId: string;
  variantId: string;
  quantity: number;
  expectedAt: Date | null;
}

/** What `reservationId` has on backorder in `levels`, per variant (waiting ones only). */
export function backorderedLines(
  levels: readonly Pick<StockLevelRecord, 'productId' | 'variantId' | 'backorders'>[],
  reservationId: string,
): BackorderedLineValue[] {
  const byVariant = new Map<string, BackorderedLineValue>();
  for (const level of levels)
    for (const hold of level.backorders ?? []) {
      if (hold.reservationId !== reservationId || hold.state !== 'waiting') continue;
      const variantId = variantOf(level);
      const line = byVariant.get(variantId) ?? {
        productId: level.productId,
        variantId,
        quantity: 0,
        expectedAt: hold.expectedAt,
      };
      line.quantity += hold.quantity;
      byVariant.set(variantId, line);
    }
  return [...byVariant.values()];
}

/** How often a promise re-reads the levels when concurrent promises or receipts moved `incoming`. */
const PROMISE_PASSES = 10;

/** How many backorders one receipt fills at most before leaving the rest to the next one. */
const FILL_PASSES = 200;

/**
 * Backorders: units of an order promised against incoming stock, within the product's policy. Two guards,
 * each one single-document update, make it impossible to promise more than allowed however many orders race:
 * the policy's `promised <= limit - units`, then the stock level's `backordered <= incoming - units`. A
 * promise the level cannot take gives its units back to the policy. Received units fill waiting backorders
 * first in, first out (`fill`).
 */
export class Backorders {
  constructor(
    private readonly models: InventoryModels,
    /** Refuses a product the catalog does not know (BAD_USER_INPUT NOT_FOUND on `field`). */
    private readonly requireProduct: (caller: Caller, productId: string, field: string) => Promise<void>,
  ) {}

  async setPolicy(caller: Caller, input: SetBackorderPolicyInput): Promise<BackorderPolicyRecord> {
    if (input.allow && input.limit == null)
      throw badInput('limit', 'Say how many units may be backordered.', 'REQUIRED');
    const limit = input.allow ? quantity(input.limit!, 'limit') : 0;
    const expectedAt = input.expectedAt ?? null;
    if (expectedAt && Number.isNaN(expectedAt.getTime()))
      throw badInput('expectedAt', 'expectedAt must be a date.', 'INVALID_FORMAT');
    await this.requireProduct(caller, input.productId, 'productId');
    // Levels written before backorders existed lack the counter the promise guards on.
    await this.models.StockLevel.updateMany(
      { productId: input.productId, backordered: { $exists: false } },
      { $set: { backordered: 0 } },
    );
    return (await this.models.BackorderPolicy.findOneAndUpdate(
      { _id: input.productId },
      {
        $set: {
          productId: input.productId,
          variantId: input.productId,
          mode: input.allow ? 'ALLOW' : 'REFUSE',
          limit,
          expectedAt,
        },
        $setOnInsert: { promised: 0 },
      },
      { upsert: true, returnDocument: 'after' },
    ).lean<BackorderPolicyRecord>())!;
  }

  policies(_caller: Caller, productIds: readonly string[]): Promise<BackorderPolicyRecord[]> {
    return this.models.BackorderPolicy.find({ _id: { $in: productIds } }).lean<BackorderPolicyRecord[]>();
  }

  /**
   * Promises `units` of a product's variant to the reservation against incoming stock in one of `levels` (the
   * variant's), within the product's policy. Answers the level that took it, or null (no policy allowing it,
   * over the limit, or not that much incoming).
   */
  async promise(
    caller: Caller,
    reservationId: string,
    productId: string,
    units: number,
    levels: readonly StockLevelRecord[],
  ): Promise<string | null> {
    const policy = await this.models.BackorderPolicy.findById(productId).lean<BackorderPolicyRecord>();
    if (!policy || policy.mode !== 'ALLOW') return null;
    const granted = await this.models.BackorderPolicy.updateOne(
      { _id: productId, mode: 'ALLOW', limit: policy.limit, promised: { $lte: policy.limit - units } },
      { $inc: { promised: units } },
    );
    if (granted.modifiedCount !== 1) return null;
    const ids = levels.map((level) => level._id);
    for (let pass = 0; pass < PROMISE_PASSES; pass++) {
      const current =
        pass === 0
          ? levels
          : await this.models.StockLevel.find({ _id: { $in: ids } }, { holds: 0 }).lean<StockLevelRecord[]>();
      const candidates = current
        .map((level) => ({ level, spare: level.incoming - (level.backordered ?? 0) }))
        .filter(({ spare }) => spare >= units)
        .sort((a, b) => b.spare - a.spare);
      if (candidates.length === 0) break;
      for (const { level } of candidates) {
        const hold: BackorderHoldRecord = {
          id: randomUUID(),
          reservationId,
          quantity: units,
          state: 'waiting',
          committed: false,
          expectedAt: policy.expectedAt,
          at: new Date(),
        };
        const taken = await this.models.StockLevel.updateOne(
          {
            _id: level._id,
            incoming: level.incoming,
            backordered: { $lte: level.incoming - units },
            'backorders.reservationId': { $ne: reservationId },
          },
          {
            $inc: { backordered: units },
            $push: {
              backorders: hold,
              journal: movementOf(
                caller,
                level,
                'BACKORDER',
                { backordered: units },
                { reference: reservationId },
              ),
            },
          },
        );
        if (taken.modifiedCount === 1) return level._id;
      }
    }
    await this.models.BackorderPolicy.updateOne({ _id: productId }, { $inc: { promised: -units } });
    return null;
  }

  /** What the reservation has on backorder, per variant (waiting ones only). */
  async lines(_caller: Caller, reservationId: string): Promise<BackorderedLineValue[]> {
    const levels = await this.models.StockLevel.find(
      { 'backorders.reservationId': reservationId },
      { productId: 1, variantId: 1, backorders: 1 },
    ).lean<StockLevelRecord[]>();
    return backorderedLines(levels, reservationId);
  }

  /**
   * Settles the reservation's backorders: RELEASE gives waiting ones back to the policy and filled ones back
   * to `available`; COMMIT lets filled ones leave and marks waiting ones so their units leave on arrival.
   * Each step is guarded by the backorder's own state, so a repeat changes nothing. Answers the levels
   * changed.
   */
  async settle(
    caller: Caller,
    reservationId: string,
    how: 'RELEASE' | 'COMMIT',
    /** The levels holding the reservation's backorders (and maybe others), as just read. */
    levels: readonly StockLevelRecord[],
  ): Promise<string[]> {
    const touched: string[] = [];
    for (const level of levels)
      for (const hold of level.backorders ?? []) {
        if (hold.reservationId !== reservationId) continue;
        const q = hold.quantity;
        const mine = { _id: level._id, backorders: { $elemMatch: { id: hold.id, state: hold.state } } };
        const entry = (kind: 'BACKORDER_RELEASE' | 'RELEASE' | 'COMMIT', deltas: Record<string, number>) =>
          movementOf(caller, level, kind, deltas, { reference: reservationId });
        if (hold.state === 'waiting' && how === 'COMMIT') {
          if (!hold.committed)
            await this.models.StockLevel.updateOne(
              { _id: level._id, 'backorders.id': hold.id },
              { $set: { 'backorders.$.committed': true } },
            );
          continue;
        }
        const deltas: Record<string, number> =
          hold.state === 'waiting'
            ? { backordered: -q }
            : how === 'RELEASE'
              ? { available: q, reserved: -q }
              : { reserved: -q };
        const kind = hold.state === 'waiting' ? 'BACKORDER_RELEASE' : how;
        const done = await this.models.StockLevel.updateOne(mine, {
          $inc: deltas,
          $pull: { backorders: { id: hold.id } },
          $push: { journal: entry(kind, deltas) },
        });
        if (done.modifiedCount !== 1) continue;
        touched.push(level._id);
        if (hold.state === 'waiting')
          await this.models.BackorderPolicy.updateOne({ _id: level.productId }, { $inc: { promised: -q } });
      }
    return touched;
  }

  /**
   * Hands available units of a level to its waiting backorders, oldest first, stopping at the first that
   * cannot be filled whole (a later, smaller one never jumps the queue). A filled backorder is held like a
   * reservation, or leaves at once when its order was confirmed while it waited. Answers whether any was.
   */
  async fill(caller: Caller, levelId: string): Promise<boolean> {
    let filled = false;
    // Bounded: a fill that keeps losing to concurrent writes leaves the rest to the level's next receipt.
    for (let pass = 0; pass < FILL_PASSES; pass++) {
      const level = await this.models.StockLevel.findById(levelId, { holds: 0 }).lean<StockLevelRecord>();
      const next = (level?.backorders ?? [])
        .filter((hold) => hold.state === 'waiting')
        .sort((a, b) => new Date(a.at).getTime() - new Date(b.at).getTime())[0];
      if (!level || !next || level.available < next.quantity) return filled;
      const q = next.quantity;
      const deltas = next.committed
        ? { available: -q, backordered: -q }
        : { available: -q, reserved: q, backordered: -q };
      const journal = movementOf(caller, level, 'BACKORDER_FILL', deltas, { reference: next.reservationId });
      // A fill that takes the level's last units publishes StockDepletedEvent with it.
      const ref = levelRef({ productId: level.productId, variantId: variantOf(level) }, level.warehouseId);
      const removal = await removalGuard(this.models, ref, level, q);
      const push = removal.event ? { journal, outbox: removal.event } : { journal };
      const update = next.committed
        ? {
            $inc: deltas,
            $pull: { backorders: { id: next.id } },
            $push: push,
            ...(removal.event && { $set: removal.set }),
          }
        : { $inc: deltas, $set: { 'backorders.$[filled].state': 'filled', ...removal.set }, $push: push };
      const done = await this.models.StockLevel.updateOne(
        {
          _id: levelId,
          ...removal.filter,
          backorders: { $elemMatch: { id: next.id, state: 'waiting', committed: next.committed } },
        },
        update,
        // The guard matches the backorder with $elemMatch; the filter names the element to change.
        next.committed ? {} : { arrayFilters: [{ 'filled.id': next.id }] },
      );
      if (done.modifiedCount === 1) {
        filled = true;
        await this.models.BackorderPolicy.updateOne({ _id: level.productId }, { $inc: { promised: -q } });
      }
    }
    return filled;
  }
}
