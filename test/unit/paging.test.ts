import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { escapeRegex, page } from '../../platform/graphql/paging';
import { thrown } from '../../testing/assertions';

const defaults = { limit: 10, offset: 0 };

function rejection(run: () => unknown): Record<string, unknown> {
  return thrown(run, GraphQLError).extensions;
}

describe('page', () => {
  it('uses the defaults for missing arguments', () => {
    expect(page(undefined, undefined, defaults, 100)).toEqual({ limit: 10, offset: 0 });
    expect(page(null, null, defaults, 100)).toEqual({ limit: 10, offset: 0 });
  });

  it('keeps valid values and caps large limits at the maximum', () => {
    expect(page(25, 50, defaults, 100)).toEqual({ limit: 25, offset: 50 });
    expect(page(5000, 0, defaults, 100)).toEqual({ limit: 100, offset: 0 });
  });

  it.each([[0], [-1], [1.5]])('rejects limit %d naming the argument', (limit) => {
    expect(rejection(() => page(limit, 0, defaults, 100))).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'limit',
      reason: 'OUT_OF_RANGE',
      http: { status: 400 },
    });
  });

  it.each([[-1], [2.5]])('rejects offset %d naming the argument', (offset) => {
    expect(rejection(() => page(10, offset, defaults, 100))).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'offset',
      reason: 'OUT_OF_RANGE',
    });
  });
});

describe('escapeRegex', () => {
  it('makes user text match itself literally', () => {
    const text = 'a.b*c+(d)?[e]{f}|g^h$i\\j';
    expect(new RegExp(escapeRegex(text)).test(text)).toBe(true);
    expect(new RegExp(`^${escapeRegex('a.c')}$`).test('abc')).toBe(false);
  });

  it('writes a NUL as \\x00, which BSON accepts in a pattern and which still matches a NUL', () => {
    const escaped = escapeRegex('a\u0000b');
    expect(escaped).toBe('a\\x00b');
    expect(escaped.includes('\u0000')).toBe(false);
    expect(new RegExp(escaped).test('xa\u0000by')).toBe(true);
  });
});
