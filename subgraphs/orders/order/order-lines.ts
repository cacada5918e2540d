import { randomUUID } from 'node:crypto';
import { appError, badInput } from '../../../platform/errors';
import { multiplyMinor } from '../../../platform/money';
import {
  priceKey,
  type BackorderedStock,
  type LinePrice,
  type PricedProduct,
  type PricedVariant,
  type ReservedStock,
} from '../peers/order-peers';
import type { ItemAllocationRecord, OrderItemRecord } from './model';

/** A line as a client asks for it: a product (and its variant, when it has options) and how many. */
export interface OrderLineInput {
  productId: string;
  /** Required for a product with options; default: the product's default variant. */
  variantId?: string | null;
  quantity: number;
}

export const MAX_LINES = 100;
const MAX_QUANTITY = 10_000;
const MAX_NOTES = 2_000;
/** DECIMAL(12,2): 10 integer digits. */
export const MAX_TOTAL_MINOR = 10 ** 12 - 1;

/** Notes trimmed (empty: none), at most 2000 characters. */
export function validNotes(notes: string | null | undefined): string | null {
  if (notes === null || notes === undefined) return null;
  const trimmed = notes.trim();
  if (trimmed.length > MAX_NOTES)
    throw badInput('notes', `Notes must be at most ${MAX_NOTES} characters.`, 'TOO_LONG');
  return trimmed || null;
}

/** Shape checks of one requested line (`field` names it in errors: `items[2]`, `item`). */
export function validLine(line: OrderLineInput, field: string): void {
  if (!line.productId.trim()) throw badInput(`${field}.productId`, 'productId is required.', 'REQUIRED');
  if (!Number.isInteger(line.quantity) || line.quantity <= 0 || line.quantity > MAX_QUANTITY) {
    throw badInput(
      `${field}.quantity`,
      `Quantity must be an integer greater than 0 (at most ${MAX_QUANTITY}).`,
      'OUT_OF_RANGE',
    );
  }
}

/**
 * The variant a line means: the one named (it must be the product's), or the default variant of a product
 * without options. A product with options needs one named (VARIANT_REQUIRED).
 */
export function chosenVariant(
  product: PricedProduct,
  variantId: string | null | undefined,
  field: string,
): PricedVariant {
  if (!variantId) {
    const only = product.variants.find((variant) => variant.id === product.id);
    if (product.hasOptions || !only)
      throw appError(
        'VARIANT_REQUIRED',
        `"${product.name}" comes in variants (${product.variants.map((variant) => variant.sku).join(', ')}): choose one with variantId.`,
        { productId: product.id, field: `${field}.variantId` },
      );
    return only;
  }
  const variant = product.variants.find((candidate) => candidate.id === variantId);
  if (!variant)
    throw appError('VARIANT_NOT_FOUND', `"${product.name}" has no variant "${variantId}".`, {
      productId: product.id,
      variantId,
      field: `${field}.variantId`,
    });
  return variant;
}

/**
 * What a unit of the variant costs on a line of `quantity`: the catalog's effective price for the customer
 * when it was asked for (price rules), else the variant's list price.
 */
export function unitPriceOf(product: PricedProduct, variant: PricedVariant, quantity: number): LinePrice {
  return (
    product.linePrices?.get(priceKey(variant.id, quantity)) ?? {
      unitPriceMinor: variant.priceMinor,
      priceRuleId: null,
    }
  );
}

/**
 * A line priced at the customer's current price for its quantity (unitPriceOf), recording the rule that set
 * it; the product must exist, be active and be priced in `currency`.
 */
export function pricedLine(
  line: OrderLineInput,
  products: ReadonlyMap<string, PricedProduct>,
  currency: string,
  field: string,
  currencyField: string,
): OrderItemRecord {
  const product = products.get(line.productId);
  if (!product) throw badInput(`${field}.productId`, `No product with id "${line.productId}".`, 'NOT_FOUND');
  if (product.status !== 'ACTIVE') {
    throw appError(
      'PRODUCT_UNAVAILABLE',
      `"${product.name}" is not available for ordering (${product.status.toLowerCase()}).`,
      {
        productId: product.id,
        field: `${field}.productId`,
      },
    );
  }
  const variant = chosenVariant(product, line.variantId, field);
  if (variant.status !== 'ACTIVE')
    throw appError(
      'PRODUCT_UNAVAILABLE',
      `"${product.name}" (${variant.sku}) is not available for ordering (${variant.status.toLowerCase()}).`,
      { productId: product.id, variantId: variant.id, field: `${field}.variantId` },
    );
  if (product.currency !== currency) {
    throw badInput(
      currencyField,
      `"${product.name}" is priced in ${product.currency}; the order currency (${currency}) must match.`,
      'NOT_ALLOWED',
    );
  }
  const price = unitPriceOf(product, variant, line.quantity);
  return {
    _id: randomUUID(),
    productId: product.id,
    variantId: variant.id,
    sku: variant.sku,
    options: variant.options,
    name: product.name,
    quantity: line.quantity,
    unitPriceMinor: price.unitPriceMinor,
    priceRuleId: price.priceRuleId,
    discountMinor: 0,
    taxMinor: 0,
    lineTotalMinor: multiplyMinor(price.unitPriceMinor, line.quantity),
  };
}

/** Inventory knows product and variant ids only; the client should read which of its lines was short, by name. */
export function describeShortage(
  error: unknown,
  items: readonly OrderItemRecord[],
  fieldOf: (index: number) => string,
  outcome: string,
): unknown {
  const extensions = (error as { extensions?: Record<string, unknown> }).extensions;
  if (extensions?.code !== 'INSUFFICIENT_STOCK') return error;
  const productId = extensions.productId as string;
  const variantId = (extensions.variantId as string | undefined) ?? productId;
  const index = items.findIndex((candidate) => (candidate.variantId ?? candidate.productId) === variantId);
  const item = items[index];
  const requested = extensions.requested as number;
  return appError(
    'INSUFFICIENT_STOCK',
    `Not enough stock for "${item?.name ?? productId}" (${item?.sku ?? 'unknown SKU'}): ${requested} requested. ${outcome}`,
    {
      productId,
      variantId,
      requested,
      field: fieldOf(Math.max(index, 0)),
    },
  );
}

/**
 * The lines with what inventory put on backorder marked on them. Inventory answers per variant, so a
 * variant's backordered units go to its lines last line first (the units it could hold went first).
 */
function withBackorders(
  items: readonly OrderItemRecord[],
  backorders: readonly BackorderedStock[],
): OrderItemRecord[] {
  // Inventory answers per variant; a line without one is for its product's default variant.
  const left = new Map(backorders.map((line) => [line.variantId, line.quantity]));
  const expected = new Map(backorders.map((line) => [line.variantId, line.expectedAt]));
  const marked = items.map((item) => ({ ...item }));
  for (let index = marked.length - 1; index >= 0; index--) {
    const item = marked[index]!;
    const variantId = item.variantId || item.productId;
    const units = Math.min(left.get(variantId) ?? 0, item.quantity);
    if (units <= 0) continue;
    left.set(variantId, left.get(variantId)! - units);
    item.backordered = units;
    item.backorderExpectedAt = expected.get(variantId) ?? null;
  }
  return marked;
}

/**
 * The lines with what inventory reserved marked on them: the backordered units (withBackorders) and which
 * warehouses each line's units come from. Inventory answers per variant, so a variant's warehouses are
 * shared out over its lines in order: a line's backordered units from the warehouses that promised
 * backorders, its other units from those holding stock. A line inventory answered nothing for keeps no
 * allocations (it ships in the order's parcel without a warehouse, as before per-warehouse shipments).
 */
export function withReservation(
  items: readonly OrderItemRecord[],
  reserved: ReservedStock,
): OrderItemRecord[] {
  const marked = withBackorders(items, reserved.backordered);
  type Pool = Array<{ warehouseId: string; units: number }>;
  const held = new Map<string, Pool>();
  const waiting = new Map<string, Pool>();
  for (const allocation of reserved.allocations) {
    const push = (pools: Map<string, Pool>, units: number) => {
      if (units <= 0) return;
      const pool = pools.get(allocation.variantId) ?? [];
      pool.push({ warehouseId: allocation.warehouseId, units });
      pools.set(allocation.variantId, pool);
    };
    push(held, allocation.quantity - allocation.backordered);
    push(waiting, allocation.backordered);
  }
  const take = (
    pool: Pool | undefined,
    wanted: number,
    into: Map<string, ItemAllocationRecord>,
    late: boolean,
  ) => {
    let left = wanted;
    for (const entry of pool ?? []) {
      if (left === 0) break;
      const units = Math.min(left, entry.units);
      if (units === 0) continue;
      entry.units -= units;
      left -= units;
      const share = into.get(entry.warehouseId) ?? {
        warehouseId: entry.warehouseId,
        quantity: 0,
        backordered: 0,
      };
      share.quantity += units;
      if (late) share.backordered += units;
      into.set(entry.warehouseId, share);
    }
  };
  for (const item of marked) {
    const variantId = item.variantId || item.productId;
    if (!held.has(variantId) && !waiting.has(variantId)) continue;
    const shares = new Map<string, ItemAllocationRecord>();
    const late = item.backordered ?? 0;
    take(held.get(variantId), item.quantity - late, shares, false);
    take(waiting.get(variantId), late, shares, true);
    item.allocations = [...shares.values()];
  }
  return marked;
}
