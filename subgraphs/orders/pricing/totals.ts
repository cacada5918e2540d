/**
 * The one pricing function: lines, discounts, shipping and tax in, every amount of a cart or an order out.
 * Pure (no I/O, no clock), integer minor units only; the cart, checkout, createOrder, addOrderItem and
 * returns all go through it, so their figures cannot disagree. docs/pricing.md describes the rules.
 *
 * Invariants (test/unit/orders/pricing-totals.test.ts checks them on every case):
 *   subtotal = Σ line gross;  discounts = Σ line discount;  tax = Σ line tax;
 *   line total = gross - discount + tax;  total = subtotal - discounts + shipping + tax = Σ line total + shipping;
 *   no amount is ever negative.
 */

import { multiplyMinor, sumMinor } from '../../../platform/money';

/** Who granted a discount, so carts and orders can say why an amount is off. */
export interface DiscountSource {
  kind: 'promotion' | 'coupon' | 'loyalty';
  /** The promotion's or coupon's id; `points` for a loyalty redemption. */
  id: string;
  /** What a person reads: the promotion's name, the coupon's code, "250 points". */
  name: string;
}

/**
 * One discount to apply, as the offers engine (offers.ts) or an order's stored state decided it:
 *  - `lines`: exact amounts off named lines (a percentage off items, buy X get Y);
 *  - `order`: an amount off the order, spread over `lineKeys` (all lines when absent) in proportion to what
 *    is left of each line, by largest remainder, so the line shares add up to the amount exactly;
 *  - `shipping`: an amount off the shipping rate (free shipping).
 * Every amount is capped at what is left to take off, so a discount never makes anything negative.
 */
export type DiscountApplication =
  | { source: DiscountSource; target: 'lines'; amounts: Readonly<Record<string, number>> }
  | { source: DiscountSource; target: 'order'; amountMinor: number; lineKeys?: readonly string[] }
  | { source: DiscountSource; target: 'shipping'; amountMinor: number };

export interface PricingLineInput {
  /** Unique within the order: the order line's id, or a cart line's product id. */
  key: string;
  unitPriceMinor: number;
  quantity: number;
}

export interface PricingInput {
  lines: readonly PricingLineInput[];
  /** Applied in this order; each takes off at most what earlier ones left. */
  discounts?: readonly DiscountApplication[];
  /** The chosen shipping rate before shipping discounts; 0 when none was chosen. */
  shippingMinor?: number;
  /** The destination's tax rate in basis points (725 = 7.25 %), from tax-rates.ts; 0 when none applies. */
  taxRateBasisPoints?: number;
}

export interface PricedLine {
  key: string;
  unitPriceMinor: number;
  quantity: number;
  /** unit price × quantity. */
  grossMinor: number;
  discountMinor: number;
  taxMinor: number;
  /** gross - discount + tax. */
  lineTotalMinor: number;
}

/** A discount as applied: what it actually took off (after the caps), and where. */
export interface AppliedDiscount {
  source: DiscountSource;
  target: 'items' | 'shipping';
  amountMinor: number;
}

export interface PricedTotals {
  lines: PricedLine[];
  subtotalMinor: number;
  /** Off the items (Σ line discounts); a shipping discount is in `shippingDiscountMinor` instead. */
  discountMinor: number;
  /** The shipping rate before its discounts. */
  shippingRateMinor: number;
  shippingDiscountMinor: number;
  /** What the order charges for shipping: rate - shipping discounts. */
  shippingMinor: number;
  taxMinor: number;
  totalMinor: number;
  /** Every discount that took something off, in the order applied (a discount that took nothing is left out). */
  applied: AppliedDiscount[];
}

function requireMinor(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new RangeError(`${what} must be a non-negative integer of minor units, got ${value}`);
}

/**
 * Splits `amount` over `weights` in proportion, by largest remainder: each share is the floor of its exact
 * part, and the units left go one each to the largest fractional parts (ties: the earlier weight). The
 * shares add up to `amount` exactly; with `amount` ≤ Σ weights, no share exceeds its weight.
 */
export function allocate(amount: number, weights: readonly number[]): number[] {
  const total = weights.reduce((sum, weight) => sum + BigInt(weight), 0n);
  if (total === 0n || amount === 0) return weights.map(() => 0);
  const exact = weights.map((weight) => BigInt(amount) * BigInt(weight));
  const shares = exact.map((part) => part / total);
  let left = amount - Number(shares.reduce((sum, share) => sum + share, 0n));
  const byRemainder = exact
    .map((part, index) => ({ index, remainder: part % total }))
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const { index } of byRemainder) {
    if (left === 0) break;
    shares[index]! += 1n;
    left--;
  }
  return shares.map(Number);
}

/** `amount × basisPoints / 10000`, rounded half up, exact for any safe integer amount. */
export function basisPointsOf(amount: number, basisPoints: number): number {
  return Number((BigInt(amount) * BigInt(basisPoints) * 2n + 10_000n) / 20_000n);
}

/** Prices lines, discounts, shipping and tax into every figure of a cart or an order. */
export function computeTotals(input: PricingInput): PricedTotals {
  const rate = input.taxRateBasisPoints ?? 0;
  if (!Number.isInteger(rate) || rate < 0 || rate > 10_000)
    throw new RangeError(`tax rate must be 0-10000 basis points, got ${rate}`);
  const shippingRateMinor = input.shippingMinor ?? 0;
  requireMinor(shippingRateMinor, 'shipping');
  const keys = new Set<string>();
  const lines = input.lines.map((line) => {
    if (keys.has(line.key)) throw new RangeError(`line key "${line.key}" appears twice`);
    keys.add(line.key);
    requireMinor(line.unitPriceMinor, 'unit price');
    if (!Number.isSafeInteger(line.quantity) || line.quantity < 1)
      throw new RangeError(`quantity must be a positive integer, got ${line.quantity}`);
    return { ...line, grossMinor: multiplyMinor(line.unitPriceMinor, line.quantity), discountMinor: 0 };
  });
  const index = new Map(lines.map((line, at) => [line.key, at]));
  const applied: AppliedDiscount[] = [];
  let shippingLeft = shippingRateMinor;

  for (const discount of input.discounts ?? []) {
    let taken = 0;
    switch (discount.target) {
      case 'lines':
        for (const [key, amount] of Object.entries(discount.amounts)) {
          requireMinor(amount, 'discount');
          const line = lines[index.get(key) ?? -1];
          if (!line) continue;
          const share = Math.min(amount, line.grossMinor - line.discountMinor);
          line.discountMinor += share;
          taken += share;
        }
        break;
      case 'order': {
        requireMinor(discount.amountMinor, 'discount');
        const eligible = discount.lineKeys
          ? lines.filter((line) => discount.lineKeys!.includes(line.key))
          : lines;
        const left = eligible.map((line) => line.grossMinor - line.discountMinor);
        const amount = Math.min(discount.amountMinor, sumMinor(left));
        allocate(amount, left).forEach((share, at) => {
          eligible[at]!.discountMinor += share;
        });
        taken = amount;
        break;
      }
      case 'shipping':
        requireMinor(discount.amountMinor, 'discount');
        taken = Math.min(discount.amountMinor, shippingLeft);
        shippingLeft -= taken;
        break;
      default: {
        const exhaustive: never = discount;
        throw new TypeError(`unknown discount target ${JSON.stringify(exhaustive)}`);
      }
    }
    if (taken > 0)
      applied.push({
        source: discount.source,
        target: discount.target === 'shipping' ? 'shipping' : 'items',
        amountMinor: taken,
      });
  }

  const priced: PricedLine[] = lines.map((line) => {
    // Tax on what the customer pays for the line, per line, so the order's tax is the sum of its lines'.
    const taxMinor = basisPointsOf(line.grossMinor - line.discountMinor, rate);
    return {
      key: line.key,
      unitPriceMinor: line.unitPriceMinor,
      quantity: line.quantity,
      grossMinor: line.grossMinor,
      discountMinor: line.discountMinor,
      taxMinor,
      lineTotalMinor: line.grossMinor - line.discountMinor + taxMinor,
    };
  });
  const subtotalMinor = sumMinor(priced.map((line) => line.grossMinor));
  const discountMinor = sumMinor(priced.map((line) => line.discountMinor));
  const taxMinor = sumMinor(priced.map((line) => line.taxMinor));
  const totalMinor = Math.max(0, subtotalMinor - discountMinor + shippingLeft + taxMinor);
  return {
    lines: priced,
    subtotalMinor,
    discountMinor,
    shippingRateMinor,
    shippingDiscountMinor: shippingRateMinor - shippingLeft,
    shippingMinor: shippingLeft,
    taxMinor,
    totalMinor,
    applied,
  };
}

/** What giving back some units of a line refunds: the units' price, less their discount share, plus their tax share. */
export interface UnitsRefund {
  /** unit price × quantity. */
  grossMinor: number;
  discountMinor: number;
  taxMinor: number;
  /** gross - discount + tax. */
  refundMinor: number;
}

/**
 * What giving back `quantity` more units of a line refunds, when `before` of its units were given back
 * already: the units' price, less their share of the line's discount, plus their share of its tax.
 *
 * Remainders: the shares are **cumulative**. After k of the line's n units have come back, k/n of the
 * line's discount (and of its tax) has been refunded, rounded half up; each refund is the difference
 * between the cumulative share after it and before it. So the rounding never adds up: however the units
 * are split over refunds, the refund that brings back the last unit takes exactly what is left, the
 * refunds of a line add up to its line total exactly, and no refund is negative.
 */
export function refundOfUnits(
  line: Pick<PricedLine, 'quantity' | 'unitPriceMinor' | 'discountMinor' | 'taxMinor'>,
  before: number,
  quantity: number,
): UnitsRefund {
  const units = line.quantity;
  if (!Number.isSafeInteger(before) || before < 0 || before > units)
    throw new RangeError(`${before} of ${units} units cannot have been given back`);
  if (!Number.isSafeInteger(quantity) || quantity < 0 || quantity > units - before)
    throw new RangeError(`give back 0-${units - before} units, not ${quantity}`);
  const upTo = (amount: number, returned: number) =>
    Number((BigInt(amount) * BigInt(returned) * 2n + BigInt(units)) / (2n * BigInt(units)));
  const between = (amount: number) => upTo(amount, before + quantity) - upTo(amount, before);
  const grossMinor = multiplyMinor(line.unitPriceMinor, quantity);
  const discountMinor = between(line.discountMinor);
  const taxMinor = between(line.taxMinor);
  return { grossMinor, discountMinor, taxMinor, refundMinor: grossMinor - discountMinor + taxMinor };
}

/** A priced line of an order, with how many of its units were given back before this return. */
export interface ReturnableLine extends Pick<
  PricedLine,
  'key' | 'quantity' | 'unitPriceMinor' | 'discountMinor' | 'taxMinor'
> {
  returnedBefore: number;
}

export interface ReturnRefund {
  lines: Array<UnitsRefund & { key: string; quantity: number }>;
  /** The shipping charged, when this return brings back the order's last units; 0 otherwise. */
  shippingMinor: number;
  /** Σ line refunds + shipping. */
  refundMinor: number;
}

/**
 * What a return of some units of an order's lines refunds: each line's units by `refundOfUnits`, and the
 * shipping the order charged only with the return that brings back every unit of every line (a partial
 * return keeps the shipping: the parcel was delivered). So the returns of an order add up to exactly what
 * it charged (Σ line totals + shipping), and never to more.
 */
export function refundOfReturn(input: {
  lines: readonly ReturnableLine[];
  returning: ReadonlyArray<{ key: string; quantity: number }>;
  shippingMinor: number;
}): ReturnRefund {
  requireMinor(input.shippingMinor, 'shipping');
  const byKey = new Map(input.lines.map((line) => [line.key, line]));
  const returning = new Map<string, number>();
  const lines = input.returning.map(({ key, quantity }) => {
    const line = byKey.get(key);
    if (!line) throw new RangeError(`no line "${key}"`);
    if (returning.has(key)) throw new RangeError(`line "${key}" is returned twice`);
    returning.set(key, quantity);
    return { key, quantity, ...refundOfUnits(line, line.returnedBefore, quantity) };
  });
  const complete = input.lines.every(
    (line) => line.returnedBefore + (returning.get(line.key) ?? 0) === line.quantity,
  );
  const shippingMinor = complete ? input.shippingMinor : 0;
  return {
    lines,
    shippingMinor,
    refundMinor: sumMinor([...lines.map((line) => line.refundMinor), shippingMinor]),
  };
}
