import { randomUUID } from 'node:crypto';
import { badInput, orRefuse } from '../../../platform/errors';
import type {
  ProductImageRecord,
  ProductOptionRecord,
  ProductRecord,
  ProductStatusValue,
  VariantOptionValueRecord,
  VariantRecord,
} from '../models/product';
import { images, money, parseSku, text } from '../services/fields';
import { parseGtin } from './barcode';

export interface OptionInput {
  name: string;
  values: readonly string[];
}

export interface OptionValueInput {
  name: string;
  value: string;
}

/** A new variant. Amounts are decimal text in the product's currency. */
export interface VariantInput {
  sku: string;
  barcode?: string | null;
  options: readonly OptionValueInput[];
  /** Default: the product's price. */
  price?: string | null;
  costPrice?: string | null;
  weightGrams?: number | null;
  images?: ReadonlyArray<{ url: string; alt?: string | null; primary?: boolean | null }> | null;
  /** Default active. */
  status?: ProductStatusValue | null;
}

/** Changes to a variant: absent keeps, null clears barcode, costPrice and weightGrams. */
export type VariantChanges = { [K in keyof VariantInput]?: VariantInput[K] | null };

/** A variant with the product it belongs to, as reads answer it. */
export interface VariantView extends VariantRecord {
  product: ProductRecord;
}

const MAX_OPTIONS = 3;
const MAX_VALUES = 50;
const MAX_LABEL = 50;
export const MAX_VARIANTS = 100;
/** 1000 kg: a guard against a unit mix-up (kilograms typed as grams is within it; tonnes are not). */
const MAX_WEIGHT_GRAMS = 1_000_000;

const sameLabel = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'accent' }) === 0;

/** Whether the product is sold through variants of its own (it has options). */
export function hasOptions(product: Pick<ProductRecord, 'options'>): boolean {
  return (product.options?.length ?? 0) > 0;
}

/** The one variant of a product without options: the product itself, under its own id and SKU. */
export function defaultVariant(product: ProductRecord): VariantRecord {
  return {
    _id: product._id,
    sku: product.sku,
    barcode: null,
    options: [],
    priceMinor: product.listPriceMinor,
    costPriceMinor: product.costPriceMinor ?? null,
    weightGrams: null,
    images: product.images ?? [],
    status: product.status,
  };
}

/** Every variant of the product (its default variant when it has no options). */
export function variantsOf(product: ProductRecord): VariantRecord[] {
  return hasOptions(product) ? (product.variants ?? []) : [defaultVariant(product)];
}

/** The product's SKU and its variants', as the unique `skus` index holds them. */
export function skusOf(sku: string, variants: readonly VariantRecord[]): string[] {
  return [...new Set([sku, ...variants.map((variant) => variant.sku)])];
}

/** Options as stored: 1-3, names and values unique (any case) and trimmed, 1-50 values each. */
export function parseOptions(given: readonly OptionInput[], field: string): ProductOptionRecord[] {
  if (given.length > MAX_OPTIONS)
    throw badInput(field, `A product has at most ${MAX_OPTIONS} options.`, 'OUT_OF_RANGE');
  const options: ProductOptionRecord[] = [];
  given.forEach((option, index) => {
    const name = text(option.name, `${field}[${index}].name`, MAX_LABEL, true)!;
    if (options.some((other) => sameLabel(other.name, name)))
      throw badInput(`${field}[${index}].name`, `Option "${name}" is listed twice.`, 'ALREADY_EXISTS');
    if (option.values.length === 0 || option.values.length > MAX_VALUES)
      throw badInput(`${field}[${index}].values`, `An option has 1 to ${MAX_VALUES} values.`, 'OUT_OF_RANGE');
    const values: string[] = [];
    option.values.forEach((raw, position) => {
      const value = text(raw, `${field}[${index}].values[${position}]`, MAX_LABEL, true)!;
      if (values.some((other) => sameLabel(other, value)))
        throw badInput(
          `${field}[${index}].values[${position}]`,
          `Value "${value}" of option "${name}" is listed twice.`,
          'ALREADY_EXISTS',
        );
      values.push(value);
    });
    options.push({ name, values });
  });
  return options;
}

/**
 * A variant's option values in the product's option order and spelling: exactly one value for every
 * option, each one of that option's values.
 */
export function parseOptionValues(
  given: readonly OptionValueInput[],
  options: readonly ProductOptionRecord[],
  field: string,
): VariantOptionValueRecord[] {
  const refuse = (message: string) => badInput(field, message, 'NOT_ALLOWED');
  for (const value of given)
    if (!options.some((option) => sameLabel(option.name, value.name.trim())))
      throw refuse(
        `The product has no option "${value.name.trim()}" (its options: ${options.map((o) => o.name).join(', ')}).`,
      );
  return options.map((option) => {
    const chosen = given.filter((value) => sameLabel(option.name, value.name.trim()));
    if (chosen.length !== 1)
      throw refuse(
        chosen.length === 0
          ? `A value for option "${option.name}" is required.`
          : `Option "${option.name}" is given more than once.`,
      );
    const value = option.values.find((candidate) => sameLabel(candidate, chosen[0]!.value.trim()));
    if (value === undefined)
      throw refuse(
        `"${chosen[0]!.value.trim()}" is not a value of option "${option.name}" (${option.values.join(', ')}).`,
      );
    return { name: option.name, value };
  });
}

function weight(value: number, field: string): number {
  if (!Number.isInteger(value) || value < 0 || value > MAX_WEIGHT_GRAMS)
    throw badInput(field, `Weight is whole grams from 0 to ${MAX_WEIGHT_GRAMS}.`, 'OUT_OF_RANGE');
  return value;
}

/** A new variant of a product with these options, priced in `currency` (default price: `priceMinor`). */
export function parseVariant(
  input: VariantInput,
  product: { options: readonly ProductOptionRecord[]; currency: string; listPriceMinor: number },
  field: string,
): VariantRecord {
  return {
    _id: randomUUID(),
    sku: orRefuse(parseSku(input.sku), `${field}.sku`),
    barcode: input.barcode?.trim() ? orRefuse(parseGtin(input.barcode), `${field}.barcode`) : null,
    options: parseOptionValues(input.options, product.options, `${field}.options`),
    priceMinor: input.price ? money(input.price, product.currency, `${field}.price`) : product.listPriceMinor,
    costPriceMinor: input.costPrice ? money(input.costPrice, product.currency, `${field}.costPrice`) : null,
    weightGrams: input.weightGrams == null ? null : weight(input.weightGrams, `${field}.weightGrams`),
    images: input.images ? prefixed(input.images, field) : [],
    status: input.status ?? 'active',
  };
}

/** The variant with the changes applied (a new SKU, barcode, option values ... checked as on creation). */
export function changedVariant(
  current: VariantRecord,
  changes: VariantChanges,
  product: { options: readonly ProductOptionRecord[]; currency: string },
  field: string,
): VariantRecord {
  const next = { ...current };
  if (changes.sku != null) next.sku = orRefuse(parseSku(changes.sku), `${field}.sku`);
  if (changes.barcode !== undefined)
    next.barcode = changes.barcode?.trim() ? orRefuse(parseGtin(changes.barcode), `${field}.barcode`) : null;
  if (changes.options != null)
    next.options = parseOptionValues(changes.options, product.options, `${field}.options`);
  if (changes.price != null) next.priceMinor = money(changes.price, product.currency, `${field}.price`);
  if (changes.costPrice !== undefined)
    next.costPriceMinor = changes.costPrice
      ? money(changes.costPrice, product.currency, `${field}.costPrice`)
      : null;
  if (changes.weightGrams !== undefined)
    next.weightGrams =
      changes.weightGrams == null ? null : weight(changes.weightGrams, `${field}.weightGrams`);
  if (changes.images != null) next.images = prefixed(changes.images, field);
  if (changes.status != null) next.status = changes.status;
  return next;
}

/** `images` names its fields `images[i].url`; a variant's are under the variant's own field. */
function prefixed(list: NonNullable<VariantInput['images']>, field: string): ProductImageRecord[] {
  try {
    return images(list);
  } catch (error) {
    const extensions = (error as { extensions?: Record<string, unknown> }).extensions;
    if (extensions?.field) throw badInput(`${field}.${String(extensions.field)}`, (error as Error).message);
    throw error;
  }
}

const combination = (variant: VariantRecord) =>
  JSON.stringify(variant.options.map((option) => option.value.toLowerCase()));

/**
 * The variants of one product together: no SKU twice (nor the product's own SKU), no option combination
 * twice. `fieldOf` names a variant in errors.
 */
export function checkVariants(
  productSku: string,
  variants: readonly VariantRecord[],
  fieldOf: (index: number) => string,
): void {
  const skus = new Set([productSku]);
  const combinations = new Set<string>();
  variants.forEach((variant, index) => {
    if (skus.has(variant.sku))
      throw badInput(
        `${fieldOf(index)}.sku`,
        `SKU "${variant.sku}" is already used by this product or another of its variants.`,
        'ALREADY_EXISTS',
      );
    skus.add(variant.sku);
    const key = combination(variant);
    if (combinations.has(key))
      throw badInput(
        `${fieldOf(index)}.options`,
        `Another variant already has ${variant.options.map((o) => `${o.name} ${o.value}`).join(', ')}.`,
        'ALREADY_EXISTS',
      );
    combinations.add(key);
  });
}

/**
 * New options for a product with variants: the same option names, each keeping the values its variants
 * use; variants take the new spelling of their values.
 */
export function reoptioned(
  current: readonly ProductOptionRecord[],
  next: readonly ProductOptionRecord[],
  variants: readonly VariantRecord[],
  field: string,
): VariantRecord[] {
  if (
    next.length !== current.length ||
    !current.every((option) => next.some((other) => sameLabel(other.name, option.name)))
  )
    throw badInput(
      field,
      `Options can gain and lose values but not change names (${current.map((o) => o.name).join(', ')}).`,
      'NOT_ALLOWED',
    );
  return variants.map((variant) => ({
    ...variant,
    options: parseOptionValues(variant.options, next, field),
  }));
}
