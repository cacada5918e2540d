import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';

/**
 * A GraphQL operation as the project sends it: its text, typed with its result and variables. Codegen makes
 * them (`gql(...)` of a `__generated__` folder, validated against the schema the operation goes to, so a
 * field renamed there fails `npm test` naming the operation); `untypedDocument` wraps the few that cannot be.
 *
 * A string object rather than a parsed DocumentNode: the faces execute in process and clients post JSON,
 * both of which want the text, so nothing prints or parses it on the way. `object` keeps a bare string out,
 * so every untyped operation goes through `untypedDocument` and says why.
 */
export type TypedDocument<TResult, TVariables> = String &
  object &
  DocumentTypeDecoration<TResult, TVariables>;

/** The result type of a typed document. */
export type ResultOf<T> = T extends DocumentTypeDecoration<infer TResult, unknown> ? TResult : never;

/** The variables type of a typed document. */
export type VariablesOf<T> = T extends DocumentTypeDecoration<unknown, infer TVariables> ? TVariables : never;

/**
 * The variables argument of an operation: optional when the operation has no required variable (`{}` is
 * then a valid value), required otherwise.
 */
export type VariablesArgument<TVariables> = {} extends TVariables
  ? [variables?: TVariables]
  : [variables: TVariables];

/**
 * The escape hatch for an operation codegen cannot type: one built at run time (the subscription hub's
 * per-event query, a depth or size made to measure), or one that is meant to be wrong (a test of validation
 * errors, a malformed query the protection must refuse). Each call site says which. `TResult` is what the
 * caller expects back; nothing checks it.
 */
export function untypedDocument<TResult = Record<string, unknown>>(
  source: string,
): TypedDocument<TResult, Record<string, unknown>> {
  return new String(source) as TypedDocument<TResult, Record<string, unknown>>;
}
