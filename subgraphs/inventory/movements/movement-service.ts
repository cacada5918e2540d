import { randomUUID } from 'node:crypto';
import { appError, badInput } from '../../../platform/errors';
import type { Caller } from '../../../platform/identity/caller';
import { stockId, type InventoryModels, type StockLevelRecord } from '../models/stock';
import { parseReason, quantity } from '../services/fields';
import type { InventoryService, StockItem } from '../services/inventory-service';
import { drainJournals } from './ledger';
import type { MovementKind, MovementRecord } from './model';

/** Units received into a warehouse (a delivery from a supplier). */
export interface ReceiveStockInput {
  productId: string;
  /** Required for a product with options; default: the product's default variant (its own id). */
  variantId?: string | null;
  warehouseId: string;
  quantity: number;
  reason?: string | null;
  /** The delivery's own reference (a purchase order, a delivery note), kept on the ledger entry. */
  reference?: string | null;
}

/** Units that can no longer be sold: DAMAGED ones are kept (counted in `damaged`), LOST ones are gone. */
export interface WriteOffStockInput {
  productId: string;
  /** Required for a product with options; default: the product's default variant (its own id). */
  variantId?: string | null;
  warehouseId: string;
  quantity: number;
  kind: 'DAMAGED' | 'LOST';
  reason: string;
}

/** Available units moved from one warehouse to another. */
export interface TransferStockInput {
  productId: string;
  /** Required for a product with options; default: the product's default variant (its own id). */
  variantId?: string | null;
  fromWarehouseId: string;
  toWarehouseId: string;
  quantity: number;
  reason?: string | null;
}

export interface TransferResult {
  transferId: string;
  from: StockLevelRecord;
  to: StockLevelRecord;
}

/** Which ledger entries to list, newest first. */
export interface MovementQuery {
  productId: string;
  /** One variant's entries only; default: every variant of the product. */
  variantId?: string | null;
  warehouseId?: string | null;
  kinds?: readonly MovementKind[] | null;
  limit: number;
  offset: number;
}

/** How often a receipt reads the level again when `incoming` changed between its read and its write. */
const RECEIPT_ATTEMPTS = 10;

/** Called with the level a receipt added units to (backorders waiting there are filled from them). */
export type OnReceived = (caller: Caller, item: StockItem, warehouseId: string) => Promise<void>;

/**
 * Stock movements staff record: receipts, write-offs (damaged, lost) and transfers, and the ledger they
 * (and every other change of a stock level) leave. Each movement is validated whole before anything is
 * written, then applied with its ledger entry in the same single-document update (InventoryService).
 */
export class StockMovements {
  constructor(
    private readonly models: InventoryModels,
    private readonly inventory: InventoryService,
    private readonly onReceived: OnReceived = async () => {},
  ) {}

  /**
   * Adds received units to `available`. Units that were expected leave `incoming` (as many of them as
   * were incoming, at most the quantity received), in the same update. Waiting backorders are then filled.
   */
  async receive(caller: Caller, input: ReceiveStockInput): Promise<StockLevelRecord> {
    const units = quantity(input.quantity, 'quantity', false);
    const reason = parseReason(input.reason, 'reason');
    const reference = parseReason(input.reference, 'reference');
    const { productId, warehouseId } = input;
    await this.inventory.requireWarehouse(warehouseId, 'warehouseId');
    const item = await this.inventory.requireItem(caller, productId, input.variantId);
    for (let attempt = 0; attempt < RECEIPT_ATTEMPTS; attempt++) {
      const current = await this.models.StockLevel.findById(stockId(item.variantId, warehouseId), {
        incoming: 1,
      }).lean<Pick<StockLevelRecord, 'incoming'>>();
      const expected = Math.min(units, current?.incoming ?? 0);
      const received = await this.inventory.addAvailable(
        caller,
        item,
        warehouseId,
        units,
        'RECEIPT',
        { reason, reference },
        expected > 0 ? { incoming: -expected } : {},
        current ? { incoming: { $gte: expected } } : undefined,
      );
      if (!received) continue;
      await this.onReceived(caller, item, warehouseId);
      return (await this.models.StockLevel.findById(received._id, {
        holds: 0,
        journal: 0,
      }).lean<StockLevelRecord>())!;
    }
    throw appError('CONCURRENT_MODIFICATION', 'The stock level kept changing during the receipt. Retry.', {
      ...item,
      warehouseId,
    });
  }

  /** Takes units out of `available` as DAMAGED (kept in `damaged`) or LOST. */
  async writeOff(caller: Caller, input: WriteOffStockInput): Promise<StockLevelRecord> {
    const units = quantity(input.quantity, 'quantity', false);
    const reason = parseReason(input.reason, 'reason');
    if (!reason) throw badInput('reason', 'Say why the units are written off.', 'REQUIRED');
    if (input.kind !== 'DAMAGED' && input.kind !== 'LOST')
      throw badInput('kind', 'kind must be DAMAGED or LOST.', 'INVALID_FORMAT');
    await this.inventory.requireWarehouse(input.warehouseId, 'warehouseId');
    const item = await this.inventory.requireItem(caller, input.productId, input.variantId);
    return this.inventory.removeAvailable(
      caller,
      item,
      input.warehouseId,
      units,
      input.kind,
      input.kind === 'DAMAGED' ? { damaged: units } : {},
      { reason },
    );
  }

  /**
   * Moves available units between two warehouses: out of the source (guarded, INSUFFICIENT_STOCK when it
   * has fewer), then into the destination, both ledger entries under one transfer id. Should the second
   * step fail, the units go back to the source (a TRANSFER_IN there) before the error is answered.
   */
  async transfer(caller: Caller, input: TransferStockInput): Promise<TransferResult> {
    const units = quantity(input.quantity, 'quantity', false);
    const reason = parseReason(input.reason, 'reason');
    const { productId, fromWarehouseId, toWarehouseId } = input;
    if (fromWarehouseId === toWarehouseId)
      throw badInput('toWarehouseId', 'A transfer goes to another warehouse.', 'NOT_ALLOWED');
    await this.inventory.requireWarehouse(fromWarehouseId, 'fromWarehouseId');
    const destination = await this.inventory.requireWarehouse(toWarehouseId, 'toWarehouseId');
    if (!destination.active)
      throw badInput('toWarehouseId', `Warehouse ${destination.code} is not active.`, 'NOT_ALLOWED');
    const item = await this.inventory.requireItem(caller, productId, input.variantId);
    const transferId = randomUUID();
    const details = { reason, reference: transferId };
    const from = await this.inventory.removeAvailable(
      caller,
      item,
      fromWarehouseId,
      units,
      'TRANSFER_OUT',
      {},
      details,
    );
    try {
      const to = await this.inventory.addAvailable(
        caller,
        item,
        toWarehouseId,
        units,
        'TRANSFER_IN',
        details,
      );
      return { transferId, from, to: to! };
    } catch (error) {
      await this.inventory.addAvailable(caller, item, fromWarehouseId, units, 'TRANSFER_IN', {
        reason: 'transfer failed; units returned',
        reference: transferId,
      });
      throw error;
    }
  }

  /** Ledger entries of a product (of one variant, in one warehouse, of some kinds), newest first. */
  async list(_caller: Caller, query: MovementQuery): Promise<MovementRecord[]> {
    if (!query.productId) throw badInput('productId', 'productId is required.', 'REQUIRED');
    // Entries a crash left in a level's journal are copied first, so the listing is the whole ledger.
    await drainJournals(this.models, { productId: query.productId });
    const filter: Record<string, unknown> = { productId: query.productId };
    if (query.variantId) filter.variantId = query.variantId;
    if (query.warehouseId) filter.warehouseId = query.warehouseId;
    if (query.kinds?.length) filter.kind = { $in: [...query.kinds] };
    return this.models.Movement.find(filter)
      .sort({ _id: -1 })
      .skip(query.offset)
      .limit(query.limit)
      .lean<MovementRecord[]>();
  }
}
