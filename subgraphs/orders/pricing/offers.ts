/**
 * Which discounts a cart or an order gets, from the promotions that apply and the coupon it carries: pure
 * (the promotion and coupon services decide validity and targeting, with the clock; this decides amounts
 * and stacking). Its answer is the `discounts` input of computeTotals (totals.ts).
 *
 * Stacking (docs/pricing.md "Stacking"):
 *  1. Best-of groups: of the promotions sharing a `group`, only the one saving the most stays
 *     (ties: higher priority, then the smaller id).
 *  2. Exclusive promotions (`combinable: false`): when any stays, the one with the highest priority (ties:
 *     the larger saving, then the smaller id) is the only promotion applied.
 *  3. What stays is applied by priority, highest first (ties: smaller id); then the coupon; then points.
 *     Each is computed on the lines' list amounts and capped by computeTotals at what is left, so stacked
 *     discounts never take a line or the shipping below 0.
 */

import { basisPointsOf, computeTotals, type DiscountApplication, type DiscountSource } from './totals';

/** A line as offers see it. */
export interface OfferLine {
  key: string;
  productId: string;
  categoryId: string | null;
  unitPriceMinor: number;
  quantity: number;
}

/** Which lines a rule applies to: none given means every line. */
export interface LineScope {
  productIds?: readonly string[];
  categoryIds?: readonly string[];
}

/** What a promotion gives (or a coupon, as `percentOff` / `amountOff`). */
export type DiscountRule =
  | ({ kind: 'percentOff'; basisPoints: number } & LineScope)
  | ({ kind: 'amountOff'; amountMinor: number } & LineScope)
  /** For every `buy + get` units of the matching lines, the `get` cheapest are `basisPoints` off (10000: free). */
  | ({ kind: 'buyXGetY'; buy: number; get: number; basisPoints: number } & LineScope)
  /** `amountMinor` off once the subtotal reaches `thresholdMinor`. */
  | { kind: 'spendAndSave'; thresholdMinor: number; amountMinor: number }
  /** The shipping rate off, once the subtotal reaches `minSubtotalMinor`. */
  | { kind: 'freeShipping'; minSubtotalMinor: number };

export interface Offer {
  source: DiscountSource;
  rule: DiscountRule;
  /** Higher first. */
  priority: number;
  /** False: exclusive, applied alone (see stacking). */
  combinable: boolean;
  /** A best-of group: only the best offer of a group applies. */
  group?: string | null;
}

export function inScope(line: OfferLine, scope: LineScope): boolean {
  const byProduct = scope.productIds?.length ? scope.productIds.includes(line.productId) : null;
  const byCategory = scope.categoryIds?.length
    ? line.categoryId !== null && scope.categoryIds.includes(line.categoryId)
    : null;
  if (byProduct === null && byCategory === null) return true;
  return Boolean(byProduct) || Boolean(byCategory);
}

const gross = (line: OfferLine) => line.unitPriceMinor * line.quantity;
const subtotalOf = (lines: readonly OfferLine[]) => lines.reduce((sum, line) => sum + gross(line), 0);

/** The discount one rule gives on `lines` (null: nothing). */
export function applicationOf(
  offer: Pick<Offer, 'source' | 'rule'>,
  lines: readonly OfferLine[],
  shippingMinor: number,
): DiscountApplication | null {
  const { source, rule } = offer;
  switch (rule.kind) {
    case 'percentOff': {
      const amounts: Record<string, number> = {};
      for (const line of lines)
        if (inScope(line, rule)) amounts[line.key] = basisPointsOf(gross(line), rule.basisPoints);
      return Object.keys(amounts).length ? { source, target: 'lines', amounts } : null;
    }
    case 'amountOff': {
      const lineKeys = lines.filter((line) => inScope(line, rule)).map((line) => line.key);
      return lineKeys.length ? { source, target: 'order', amountMinor: rule.amountMinor, lineKeys } : null;
    }
    case 'buyXGetY': {
      const units = lines
        .filter((line) => inScope(line, rule))
        .flatMap((line) => Array.from({ length: line.quantity }, () => line))
        .sort((a, b) => a.unitPriceMinor - b.unitPriceMinor || (a.key < b.key ? -1 : 1));
      const free = Math.floor(units.length / (rule.buy + rule.get)) * rule.get;
      const amounts: Record<string, number> = {};
      for (const line of units.slice(0, free))
        amounts[line.key] = (amounts[line.key] ?? 0) + basisPointsOf(line.unitPriceMinor, rule.basisPoints);
      return free ? { source, target: 'lines', amounts } : null;
    }
    case 'spendAndSave':
      return subtotalOf(lines) >= rule.thresholdMinor
        ? { source, target: 'order', amountMinor: rule.amountMinor }
        : null;
    case 'freeShipping':
      return shippingMinor > 0 && subtotalOf(lines) >= rule.minSubtotalMinor
        ? { source, target: 'shipping', amountMinor: shippingMinor }
        : null;
    default: {
      const exhaustive: never = rule;
      throw new TypeError(`unknown rule ${JSON.stringify(exhaustive)}`);
    }
  }
}

/** What an offer alone would save on these lines (after the caps). */
function savingOf(
  application: DiscountApplication | null,
  lines: readonly OfferLine[],
  shippingMinor: number,
) {
  if (!application) return 0;
  const alone = computeTotals({ lines, discounts: [application], shippingMinor });
  return alone.discountMinor + alone.shippingDiscountMinor;
}

/**
 * The discounts to apply, in order: the promotions that stay after the stacking rules, then the coupon's,
 * then the points'. `promotions` are those whose period and targeting already apply.
 */
export function decideDiscounts(input: {
  lines: readonly OfferLine[];
  shippingMinor: number;
  promotions: readonly Offer[];
  coupon?: Pick<Offer, 'source' | 'rule'> | null;
  points?: { source: DiscountSource; amountMinor: number } | null;
}): DiscountApplication[] {
  const { lines, shippingMinor } = input;
  const candidates = input.promotions
    .map((offer) => {
      const application = applicationOf(offer, lines, shippingMinor);
      return { offer, application, saving: savingOf(application, lines, shippingMinor) };
    })
    .filter((candidate) => candidate.saving > 0);
  const byId = (a: (typeof candidates)[number], b: (typeof candidates)[number]) =>
    a.offer.source.id < b.offer.source.id ? -1 : a.offer.source.id > b.offer.source.id ? 1 : 0;

  const bestOfGroup = new Map<string, (typeof candidates)[number]>();
  const kept: typeof candidates = [];
  for (const candidate of candidates) {
    const group = candidate.offer.group;
    if (!group) {
      kept.push(candidate);
      continue;
    }
    const best = bestOfGroup.get(group);
    const better =
      !best ||
      candidate.saving > best.saving ||
      (candidate.saving === best.saving &&
        (candidate.offer.priority > best.offer.priority ||
          (candidate.offer.priority === best.offer.priority && byId(candidate, best) < 0)));
    if (better) bestOfGroup.set(group, candidate);
  }
  kept.push(...bestOfGroup.values());

  const exclusive = kept
    .filter((candidate) => !candidate.offer.combinable)
    .sort((a, b) => b.offer.priority - a.offer.priority || b.saving - a.saving || byId(a, b));
  const applied = exclusive.length
    ? [exclusive[0]!]
    : kept.sort((a, b) => b.offer.priority - a.offer.priority || byId(a, b));

  const discounts = applied.map((candidate) => candidate.application!);
  if (input.coupon) {
    const application = applicationOf(input.coupon, lines, shippingMinor);
    if (application) discounts.push(application);
  }
  if (input.points && input.points.amountMinor > 0)
    discounts.push({ source: input.points.source, target: 'order', amountMinor: input.points.amountMinor });
  return discounts;
}
