import { randomUUID } from 'node:crypto';
import { appError, badInput } from '../../../platform/errors';
import type { ProductRecord } from '../models/product';
import { money } from '../services/fields';
import { hasOptions } from '../variants/variants';
import { periodsOverlap, type PriceRuleKind, type PriceRuleRecord, type PriceTierRecord } from './rules';

/** A price rule as staff write it. Amounts are decimal text in the product's currency. */
export interface PriceRuleInput {
  productId: string;
  /** One variant of the product; absent or null (or the product's own id): the whole product. */
  variantId?: string | null;
  kind: PriceRuleKind;
  /** The unit price of a scheduled or group rule. */
  price?: string | null;
  /** A tiers rule's tiers: 1-20, each minQuantity (1 or more) once. */
  tiers?: ReadonlyArray<{ minQuantity: number; price: string }> | null;
  /** A group rule's customer group (as setCustomerGroups names it). */
  group?: string | null;
  /** Required for a scheduled rule; optional for the others. */
  validFrom?: Date | null;
  validTo?: Date | null;
}

export const MAX_RULES_PER_PRODUCT = 50;
const MAX_TIERS = 20;
const MAX_GROUP_LENGTH = 64;
const MAX_QUANTITY = 10_000;

/** A positive unit price: a rule that gives the product away is a mistake, not a price. */
function unitPrice(value: string | null | undefined, currency: string, field: string): number {
  if (value === null || value === undefined || value === '')
    throw badInput(field, 'A price is required for this kind of rule.', 'REQUIRED');
  const minor = money(value, currency, field);
  if (minor <= 0) throw badInput(field, 'A rule price must be more than zero.', 'OUT_OF_RANGE');
  return minor;
}

function notForKind(field: string, kind: PriceRuleKind): never {
  throw badInput(field, `A ${kind} rule has no ${field}.`, 'NOT_ALLOWED');
}

/**
 * The rule as stored, checked against its product: the target exists, the kind's fields are given (and
 * only those), prices are above zero, the period ends after it starts, tiers do not overlap, and no other
 * tier table of the same target applies in the same period. Throws before anything is written.
 */
export function parseRule(
  input: PriceRuleInput,
  product: ProductRecord,
  others: readonly PriceRuleRecord[],
  now: Date,
  existing?: PriceRuleRecord,
): PriceRuleRecord {
  const variantId = input.variantId && input.variantId !== product._id ? input.variantId : null;
  if (variantId !== null && !(hasOptions(product) && product.variants?.some((v) => v._id === variantId)))
    throw appError('VARIANT_NOT_FOUND', `Product "${product.name}" has no variant "${variantId}".`, {
      productId: product._id,
      variantId,
      field: 'variantId',
    });
  const { kind, validFrom = null, validTo = null } = input;
  if (validFrom && Number.isNaN(validFrom.getTime()))
    throw badInput('validFrom', 'Not a date.', 'INVALID_FORMAT');
  if (validTo && Number.isNaN(validTo.getTime())) throw badInput('validTo', 'Not a date.', 'INVALID_FORMAT');
  if (validFrom && validTo && validTo.getTime() <= validFrom.getTime())
    throw badInput('validTo', 'validTo must be after validFrom.', 'OUT_OF_RANGE');
  if (kind === 'scheduled' && !validFrom)
    throw badInput('validFrom', 'A scheduled price needs validFrom (when it starts).', 'REQUIRED');
  let unitPriceMinor: number | null = null;
  let tiers: PriceTierRecord[] = [];
  let group: string | null = null;
  if (kind === 'tiers') {
    if (input.price != null) notForKind('price', kind);
    tiers = parseTiers(input.tiers ?? [], product.currency);
  } else {
    if (input.tiers?.length) notForKind('tiers', kind);
    unitPriceMinor = unitPrice(input.price, product.currency, 'price');
  }
  if (kind === 'group') {
    group = input.group?.trim() ?? '';
    if (!group) throw badInput('group', 'A group price needs the customer group.', 'REQUIRED');
    if (group.length > MAX_GROUP_LENGTH)
      throw badInput('group', `A group name is at most ${MAX_GROUP_LENGTH} characters.`, 'TOO_LONG');
  } else if (input.group?.trim()) notForKind('group', kind);
  const rule: PriceRuleRecord = {
    _id: existing?._id ?? randomUUID(),
    variantId,
    kind,
    unitPriceMinor,
    tiers,
    group,
    validFrom,
    validTo,
    createdAt: existing?.createdAt ?? now,
    updatedAt: now,
  };
  if (kind === 'tiers') {
    const clash = others.find(
      (other) =>
        other._id !== rule._id &&
        other.kind === 'tiers' &&
        other.variantId === rule.variantId &&
        periodsOverlap(other, rule),
    );
    if (clash)
      throw appError(
        'PRICE_RULE_CONFLICT',
        `Quantity tiers of ${variantId ? 'this variant' : 'this product'} already apply in that period (rule ${clash._id}); end that rule first or choose another period.`,
        { ruleId: clash._id, field: 'tiers' },
      );
  }
  if (!existing && others.length >= MAX_RULES_PER_PRODUCT)
    throw badInput(
      'productId',
      `A product has at most ${MAX_RULES_PER_PRODUCT} price rules.`,
      'OUT_OF_RANGE',
    );
  return rule;
}

function parseTiers(
  given: ReadonlyArray<{ minQuantity: number; price: string }>,
  currency: string,
): PriceTierRecord[] {
  if (given.length === 0) throw badInput('tiers', 'Quantity tiers need at least one tier.', 'REQUIRED');
  if (given.length > MAX_TIERS) throw badInput('tiers', `At most ${MAX_TIERS} tiers.`, 'OUT_OF_RANGE');
  const seen = new Set<number>();
  const tiers = given.map((tier, index) => {
    const field = `tiers[${index}]`;
    if (!Number.isInteger(tier.minQuantity) || tier.minQuantity < 1 || tier.minQuantity > MAX_QUANTITY)
      throw badInput(
        `${field}.minQuantity`,
        `minQuantity is a whole number from 1 to ${MAX_QUANTITY}.`,
        'OUT_OF_RANGE',
      );
    if (seen.has(tier.minQuantity))
      throw badInput(
        `${field}.minQuantity`,
        `Tiers overlap: two tiers start at ${tier.minQuantity} units.`,
        'ALREADY_EXISTS',
      );
    seen.add(tier.minQuantity);
    return {
      minQuantity: tier.minQuantity,
      unitPriceMinor: unitPrice(tier.price, currency, `${field}.price`),
    };
  });
  return tiers.sort((a, b) => a.minQuantity - b.minQuantity);
}
