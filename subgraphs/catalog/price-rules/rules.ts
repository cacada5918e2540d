/**
 * Price rules and the one function that decides a unit price from them. Pure: no I/O, and the time comes
 * in as an argument (the service reads it from its Clock), so tests can put "now" anywhere.
 *
 * A rule belongs to a product, either to the whole product (`variantId` null: every variant of it, or its
 * one default variant) or to one variant. Kinds:
 * - `scheduled`: one unit price while the rule is valid (`validFrom` inclusive to `validTo` exclusive).
 * - `tiers`: a unit price by quantity: the tier with the largest `minQuantity` not above the quantity.
 * - `group`: one unit price for the customers of a customer group (the groups staff keep with
 *   setCustomerGroups in the orders subgraph, which promotions target as well).
 * Every kind may carry a validity period; outside it the rule does not apply.
 *
 * Precedence when several rules apply (the unit price a customer pays):
 * 1. the most specific target wins: a rule for the variant beats any rule for the whole product;
 * 2. among the rules of that target, the lowest unit price wins (a customer never pays more than the
 *    same target's other applicable rules ask), ties to the rule created first, then the smaller id;
 * 3. when no rule applies, the list price (the variant's own price, else the product's).
 * A rule's price replaces the list price even when higher: it is the merchant's explicit price.
 */

export type PriceRuleKind = 'scheduled' | 'tiers' | 'group';

export interface PriceTierRecord {
  /** From this many units of the line (1 or more). */
  minQuantity: number;
  unitPriceMinor: number;
}

/** A price rule, embedded in its product's document (`priceRules`); money in the product's currency. */
export interface PriceRuleRecord {
  _id: string;
  /** null: the whole product (all its variants). */
  variantId: string | null;
  kind: PriceRuleKind;
  /** The unit price of a `scheduled` or `group` rule; null for `tiers`. */
  unitPriceMinor: number | null;
  /** Ascending by minQuantity, each minQuantity once; empty unless `tiers`. */
  tiers: PriceTierRecord[];
  /** The customer group of a `group` rule; null otherwise. */
  group: string | null;
  /** Inclusive; null: since ever. */
  validFrom: Date | null;
  /** Exclusive; null: open-ended. */
  validTo: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

/** For whom and when a unit price is asked. */
export interface PriceQuestion {
  /** Epoch milliseconds. */
  at: number;
  /** The customer's groups (none for an anonymous caller). */
  groups: readonly string[];
  /** Units of the line; a product page asks for 1. */
  quantity: number;
}

export interface EffectivePrice {
  unitPriceMinor: number;
  /** The rule that set it; null: the list price. */
  rule: PriceRuleRecord | null;
}

/** Whether the rule's period holds `at` (validFrom inclusive, validTo exclusive). */
export function isValidAt(rule: Pick<PriceRuleRecord, 'validFrom' | 'validTo'>, at: number): boolean {
  return (
    (rule.validFrom === null || rule.validFrom.getTime() <= at) &&
    (rule.validTo === null || at < rule.validTo.getTime())
  );
}

/** The unit price `rule` asks for the question, or null when it does not apply. */
export function ruleUnitPrice(rule: PriceRuleRecord, question: PriceQuestion): number | null {
  if (!isValidAt(rule, question.at)) return null;
  switch (rule.kind) {
    case 'scheduled':
      return rule.unitPriceMinor;
    case 'group':
      return rule.group !== null && question.groups.includes(rule.group) ? rule.unitPriceMinor : null;
    case 'tiers': {
      let price: number | null = null;
      for (const tier of rule.tiers) if (tier.minQuantity <= question.quantity) price = tier.unitPriceMinor;
      return price;
    }
  }
}

/** Whether any rule of the list would look at the customer's groups (only then are they worth asking for). */
export function needsGroups(
  rules: readonly PriceRuleRecord[] | undefined,
  variantId: string | null,
): boolean {
  return (rules ?? []).some(
    (rule) => rule.kind === 'group' && (rule.variantId === null || rule.variantId === variantId),
  );
}

/**
 * The unit price of one variant (or, `variantId` null, of the product as a whole) by the precedence above.
 * `rules` are the product's; `listPriceMinor` the variant's own price (the product's for the product).
 */
export function effectivePrice(
  rules: readonly PriceRuleRecord[] | undefined,
  variantId: string | null,
  listPriceMinor: number,
  question: PriceQuestion,
): EffectivePrice {
  let best: { rule: PriceRuleRecord; price: number; specific: boolean } | null = null;
  for (const rule of rules ?? []) {
    if (rule.variantId !== null && rule.variantId !== variantId) continue;
    const price = ruleUnitPrice(rule, question);
    if (price === null) continue;
    const specific = rule.variantId !== null;
    if (!best || beats({ rule, price, specific }, best)) best = { rule, price, specific };
  }
  return best
    ? { unitPriceMinor: best.price, rule: best.rule }
    : { unitPriceMinor: listPriceMinor, rule: null };
}

type Candidate = { rule: PriceRuleRecord; price: number; specific: boolean };

function beats(a: Candidate, b: Candidate): boolean {
  if (a.specific !== b.specific) return a.specific;
  if (a.price !== b.price) return a.price < b.price;
  const created = a.rule.createdAt.getTime() - b.rule.createdAt.getTime();
  if (created !== 0) return created < 0;
  return a.rule._id < b.rule._id;
}

/** Whether two periods share a moment (each validFrom inclusive, validTo exclusive, null open). */
export function periodsOverlap(
  a: Pick<PriceRuleRecord, 'validFrom' | 'validTo'>,
  b: Pick<PriceRuleRecord, 'validFrom' | 'validTo'>,
): boolean {
  const startA = a.validFrom?.getTime() ?? -Infinity;
  const endA = a.validTo?.getTime() ?? Infinity;
  const startB = b.validFrom?.getTime() ?? -Infinity;
  const endB = b.validTo?.getTime() ?? Infinity;
  return startA < endB && startB < endA;
}

/**
 * The moments after `at` at which some rule starts or stops applying: when a scheduled price begins or
 * ends, the effective price changes without any write (the sweeper announces it then).
 */
export function boundariesAfter(rules: readonly PriceRuleRecord[] | undefined, at: number): number[] {
  const moments = new Set<number>();
  for (const rule of rules ?? [])
    for (const date of [rule.validFrom, rule.validTo])
      if (date && date.getTime() > at) moments.add(date.getTime());
  return [...moments].sort((a, b) => a - b);
}
