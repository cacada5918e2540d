import { badInput, type Parsed } from '../../../platform/errors';
import { parseDecimalToMinor } from '../../../platform/money';
import type { ProductImageRecord } from '../models/product';

/** REQ-CAT-1: "`sku` VARCHAR(50) required unique". */
export const MAX_SKU_LENGTH = 50;
const SKU = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/**
 * The one reading of a SKU, for creating, changing and looking up a product alike, so a lookup finds a
 * SKU exactly as it was stored: surrounding blanks dropped, then 1-50 letters, digits, ".", "_" or "-",
 * starting with a letter or digit. Case is kept: SKUs are the merchant's own codes, and "ab-1" and "AB-1"
 * are two products.
 */
export function parseSku(given: string): Parsed<string> {
  const sku = given.trim();
  if (!sku) return { ok: false, reason: 'REQUIRED', message: 'sku is required.' };
  if (sku.length > MAX_SKU_LENGTH)
    return { ok: false, reason: 'TOO_LONG', message: `sku must be at most ${MAX_SKU_LENGTH} characters.` };
  if (!SKU.test(sku))
    return {
      ok: false,
      reason: 'INVALID_FORMAT',
      message: `SKU must be letters, digits, ".", "_" or "-" (at most ${MAX_SKU_LENGTH}).`,
    };
  return { ok: true, value: sku };
}

/** Trimmed text of at most `max` characters; blank is refused when `required`, and otherwise null. */
export function text(value: string, field: string, max: number, required: boolean): string | null {
  const label = field.split('.').pop();
  const trimmed = value.trim();
  if (!trimmed) {
    if (required) throw badInput(field, `${label} is required.`, 'REQUIRED');
    return null;
  }
  if (trimmed.length > max) throw badInput(field, `${label} must be at most ${max} characters.`, 'TOO_LONG');
  return trimmed;
}

/** Optional text: absent or blank is null. */
export function optionalText(value: string | null | undefined, field: string, max: number): string | null {
  return value ? text(value, field, max, false) : null;
}

/** Prices fit what REQ-CAT-1 declares for them, DECIMAL(12,2): at most 10 integer digits. */
const MAX_MINOR = 10 ** 12 - 1;

/** A decimal amount of `currency` in integer minor units: at most the currency's digits, 0 or more. */
export function money(value: string, currency: string, field: string): number {
  const minor = parseDecimalToMinor(value, currency);
  if (minor === undefined)
    throw badInput(
      field,
      `"${value}" is not a ${currency} amount (too many decimal places?).`,
      'INVALID_FORMAT',
    );
  if (minor < 0) throw badInput(field, 'Amounts must be zero or more.', 'OUT_OF_RANGE');
  if (minor > MAX_MINOR) throw badInput(field, 'Amounts must fit DECIMAL(12,2).', 'OUT_OF_RANGE');
  return minor;
}

/** Product images: each URL absolute http(s), stored in its normal form. */
export function images(
  list: ReadonlyArray<{ url: string; alt?: string | null; primary?: boolean | null }>,
): ProductImageRecord[] {
  return list.map((image, index) => {
    const refuse = () =>
      badInput(`images[${index}].url`, 'Image URL must be an absolute http(s) URL.', 'INVALID_FORMAT');
    let url: URL;
    try {
      url = new URL(image.url);
    } catch {
      throw refuse();
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw refuse();
    return { url: url.toString(), alt: image.alt ?? null, primary: image.primary ?? false };
  });
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_SLUG_LENGTH = 100;

/** A category slug: lower-case words joined by dashes, at most 100 characters. */
export function slug(given: string): string {
  const value = given.trim();
  if (!SLUG.test(value) || value.length > MAX_SLUG_LENGTH)
    throw badInput('slug', 'Slug must be lower-case words joined by dashes.', 'INVALID_FORMAT');
  return value;
}
