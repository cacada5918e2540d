import { badInput } from '../errors';

export interface Page {
  limit: number;
  offset: number;
}

/**
 * Validates `limit`/`offset`: non-positive limits and negative offsets are rejected naming the argument;
 * limits above `max` are capped to `max` (documented on each list field), as large pages are a request
 * for "as many as allowed", not a mistake.
 */
export function page(
  limit: number | null | undefined,
  offset: number | null | undefined,
  defaults: Page,
  max: number,
): Page {
  const l = limit ?? defaults.limit;
  const o = offset ?? defaults.offset;
  if (!Number.isInteger(l) || l < 1)
    throw badInput('limit', '`limit` must be a positive integer.', 'OUT_OF_RANGE');
  if (!Number.isInteger(o) || o < 0)
    throw badInput('offset', '`offset` must be zero or a positive integer.', 'OUT_OF_RANGE');
  return { limit: Math.min(l, max), offset: o };
}

/**
 * Escapes user text for use inside a RegExp (search never takes a regex from a client). A NUL is written
 * as `\x00`: BSON refuses a regex with a NUL byte in it, which would fail the query instead of matching.
 */
export function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\0/g, '\\x00');
}
