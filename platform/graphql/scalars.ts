import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';

const isoPattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

function parseIso(value: unknown): Date {
  if (typeof value !== 'string' || !isoPattern.test(value) || Number.isNaN(Date.parse(value))) {
    throw new GraphQLError(
      'DateTime must be an ISO 8601 timestamp with a time zone, e.g. 2026-11-22T10:15:00Z.',
      {
        extensions: { code: 'BAD_USER_INPUT', reason: 'INVALID_FORMAT', http: { status: 400 } },
      },
    );
  }
  return new Date(value);
}

/** ISO 8601 UTC timestamps out; ISO 8601 with an explicit zone in. Shared by every subgraph's `DateTime`. */
export const DateTime = new GraphQLScalarType<Date, string>({
  name: 'DateTime',
  description: 'An ISO 8601 timestamp in UTC, for example 2026-11-22T10:15:00.000Z.',
  serialize(value) {
    const date = value instanceof Date ? value : new Date(value as string | number);
    if (Number.isNaN(date.getTime())) throw new TypeError(`DateTime cannot represent ${String(value)}`);
    return date.toISOString();
  },
  parseValue: parseIso,
  parseLiteral(ast) {
    if (ast.kind !== Kind.STRING) return parseIso(undefined);
    return parseIso(ast.value);
  },
});

const decimalPattern = /^-?\d{1,13}(\.\d{1,4})?$/;

function parseDecimal(value: unknown): string {
  const text =
    typeof value === 'number' && Number.isFinite(value)
      ? String(value)
      : typeof value === 'string'
        ? value.trim()
        : '';
  if (!decimalPattern.test(text)) {
    throw new GraphQLError('Decimal must be a number or decimal string such as "19.99".', {
      extensions: { code: 'BAD_USER_INPUT', reason: 'INVALID_FORMAT', http: { status: 400 } },
    });
  }
  return text;
}

/**
 * An exact decimal amount, written as a string ("19.99") so no binary float rounds it on the way.
 * Inputs accept a string or a number; services convert it to integer minor units of the currency.
 */
export const Decimal = new GraphQLScalarType<string, string>({
  name: 'Decimal',
  description: 'An exact decimal amount as a string, e.g. "19.99". Inputs also accept a JSON number.',
  serialize: (value) => String(value),
  parseValue: parseDecimal,
  parseLiteral(ast) {
    if (ast.kind === Kind.STRING || ast.kind === Kind.FLOAT || ast.kind === Kind.INT)
      return parseDecimal(ast.value);
    return parseDecimal(undefined);
  },
});
