import { randomUUID } from 'node:crypto';
import { appError, badInput } from '../../../platform/errors';
import { multiplyMinor } from '../../../platform/money';
import type { BackorderedStock, PricedProduct } from '../peers/order-peers';
import type { OrderItemRecord } from './model';

/** A line as a client asks for it: a product and how many. */
export interface OrderLineInput {
  productId: string;
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

/** A line priced at the product's current price; the product must exist, be active and be priced in `currency`. */
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
  if (product.currency !== currency) {
    throw badInput(
      currencyField,
      `"${product.name}" is priced in ${product.currency}; the order currency (${currency}) must match.`,
      'NOT_ALLOWED',
    );
  }
  return {
    _id: randomUUID(),
    productId: product.id,
    sku: product.sku,
    name: product.name,
    quantity: line.quantity,
    unitPriceMinor: product.priceMinor,
    discountMinor: 0,
    taxMinor: 0,
    lineTotalMinor: multiplyMinor(product.priceMinor, line.quantity),
  };
}

/** Inventory knows product ids only; the client should read which of its lines was short, by name. */
export function describeShortage(
  error: unknown,
  items: readonly OrderItemRecord[],
  fieldOf: (index: number) => string,
  outcome: string,
): unknown {
  const extensions = (error as { extensions?: Record<string, unknown> }).extensions;
  if (extensions?.code !== 'INSUFFICIENT_STOCK') return error;
  const productId = extensions.productId as string;
  const index = items.findIndex((candidate) => candidate.productId === productId);
  const item = items[index];
  const requested = extensions.requested as number;
  return appError(
    'INSUFFICIENT_STOCK',
    `Not enough stock for "${item?.name ?? productId}" (${item?.sku ?? 'unknown SKU'}): ${requested} requested. ${outcome}`,
    {
      productId,
      requested,
      field: fieldOf(Math.max(index, 0)),
    },
  );
}

/**
 * The lines with what inventory put on backorder marked on them. Inventory answers per product, so a
 * product's backordered units go to its lines last line first (the units it could hold went first).
 */
export function withBackorders(
  items: readonly OrderItemRecord[],
  backorders: readonly BackorderedStock[],
): OrderItemRecord[] {
  const left = new Map(backorders.map((line) => [line.productId, line.quantity]));
  const expected = new Map(backorders.map((line) => [line.productId, line.expectedAt]));
  const marked = items.map((item) => ({ ...item }));
  for (let index = marked.length - 1; index >= 0; index--) {
    const item = marked[index]!;
    const units = Math.min(left.get(item.productId) ?? 0, item.quantity);
    if (units <= 0) continue;
    left.set(item.productId, left.get(item.productId)! - units);
    item.backordered = units;
    item.backorderExpectedAt = expected.get(item.productId) ?? null;
  }
  return marked;
}
