import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { TypedDocument } from '../../platform/graphql/documents';
import type { Identity } from '../../platform/identity';
import type { CacheRule } from '../edge-cache';
import type { RouteSecurity } from '../edge';
import type { FieldProblem, PageMeta } from './envelope';
import type { ApiVersion } from './versions';
import { snakeCase } from '../edge/input-errors';

/** What a route's binding sees of a request once it has been validated. */
export interface RouteInput<Q = Record<string, unknown>, B = unknown> {
  /** The path's parameters: every `:name` of the route's path is there (`params.id!`). */
  params: Record<string, string>;
  query: Q;
  body: B;
  identity: Identity;
  /** The `Idempotency-Key` header, on routes that take one (`RestRoute.idempotent`). */
  idempotencyKey?: string;
}

/**
 * What a binding makes of the GraphQL answer: the resource (or list), or null for "not found". `meta`
 * adds fields of the route's own to the envelope's `meta` (a search's total and facets).
 */
export type Shaped = { data: unknown; page?: PageMeta; meta?: Record<string, unknown> } | null;

/** How one route behaves in one API version: the request template, the operation and the response shape. */
export interface Binding {
  /** Query-string parameters: validated (400 with field details) and documented. */
  query?: z.ZodObject;
  /** The JSON body: validated and documented. Structural only; business rules stay in the services. */
  body?: z.ZodType;
  /** The GraphQL operation on the supergraph (fragments included), typed by codegen. */
  document: TypedDocument<unknown, Record<string, unknown>>;
  /** The request template: path, query and body (and the caller) to GraphQL variables. */
  variables(input: RouteInput<never, never>): Record<string, unknown>;
  /** Response shaping; null answers `<RESOURCE>_NOT_FOUND` (404). */
  shape(data: never, input: RouteInput<never, never>): Shaped;
  /** The documented schema of `data` (an item schema when `list`). */
  response: z.ZodType;
  list?: boolean;
  /** Default 200. */
  status?: 200 | 201;
  /**
   * Where the JSON body sits in the operation's input, as the service names it: absent when the body is the
   * input itself (`items[0].productId` is the body's `items[0].product_id`), `item` when the body is the
   * `item` of it (`item.quantity` is the body's `quantity`).
   */
  bodyAt?: string;
  /**
   * Inputs that do not come from the body, by the service's name, to this route's name for them in 400
   * details: a query parameter (`search` → `q`) or a header (`idempotencyKey` → `Idempotency-Key`).
   */
  fields?: Record<string, string>;
}

/**
 * Binds with types inferred from the zod schemas and the operation: the variables are checked against the
 * operation's, the shaping gets its result type. The table stores the erased form.
 */
export function bind<
  Q extends z.ZodObject = z.ZodObject<Record<string, never>>,
  B extends z.ZodType = z.ZodUndefined,
  TResult = never,
  TVariables = never,
>(binding: {
  query?: Q;
  body?: B;
  document: TypedDocument<TResult, TVariables>;
  variables(input: RouteInput<z.output<Q>, z.output<B>>): NoInfer<TVariables>;
  shape(data: NoInfer<TResult>, input: RouteInput<z.output<Q>, z.output<B>>): Shaped;
  response: z.ZodType;
  list?: boolean;
  status?: 200 | 201;
  bodyAt?: string;
  fields?: Record<string, string>;
}): Binding {
  return binding as unknown as Binding;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One row of the declarative route table. */
export interface RestRoute {
  method: Method;
  /** Below `/api/<version>`, with `:name` parameters (`/users/:id`). */
  path: string;
  /** Stable name: the OpenAPI operationId (prefixed with the version). */
  name: string;
  summary: string;
  description?: string;
  tag: 'Users' | 'Orders' | 'Search' | 'Products';
  /** What a null result means: `<RESOURCE>_NOT_FOUND`. */
  resource: 'USER' | 'ORDER' | 'PRODUCT';
  /**
   * The required credential, the same requirement a configured gateway route declares (see RouteSecurity):
   * the edge refuses a request without it with 401 before the rate limiter counts it. Scopes and roles
   * are enforced by the subgraphs exactly as for GraphQL (403); `scopes` documents them.
   */
  security: RouteSecurity;
  scopes?: readonly string[];
  /**
   * How a successful answer may be cached (gateway/edge-cache): shared caches keep answers to anonymous
   * callers, browsers any caller's; with an ETag and surrogate keys. Without it: `private, no-store`.
   */
  cache?: CacheRule;
  /**
   * Takes an `Idempotency-Key` header, passed to the operation's own idempotency key: a retry with the same
   * key and body answers what the first call made, the same key with another body is 422. Default false.
   */
  idempotent?: boolean;
  versions: Partial<Record<ApiVersion, Binding>>;
}

/** A request the route cannot take: 400 with the fields at fault. */
export class BadRequest extends Error {
  constructor(readonly fields: FieldProblem[]) {
    super(fields.map((field) => `${field.field}: ${field.message}`).join('; '));
    this.name = 'BadRequest';
  }
}

/**
 * zod issues as field problems (`items[0].quantity`); `input` is what was validated (absent values, and
 * blank text too short for its field, are REQUIRED).
 */
export function problemsOf(error: z.ZodError, input: unknown): FieldProblem[] {
  return error.issues.flatMap((issue): FieldProblem[] => {
    // A strict object's unknown keys (a misspelt query parameter): each is named, never ignored.
    if (issue.code === 'unrecognized_keys')
      return issue.keys.map((key) => ({
        field: [...issue.path.map(String), key].join('.'),
        reason: 'NOT_ALLOWED',
        message: `Unknown parameter "${key}".`,
      }));
    const value = issue.path.reduce<unknown>(
      (at, key) => (at && typeof at === 'object' ? (at as Record<PropertyKey, unknown>)[key] : undefined),
      input,
    );
    return [
      {
        field:
          issue.path
            .map((part, index) =>
              typeof part === 'number' ? `[${part}]` : `${index === 0 ? '' : '.'}${String(part)}`,
            )
            .join('') || '(body)',
        reason:
          value === undefined || (issue.code === 'too_small' && typeof value === 'string' && !value.trim())
            ? 'REQUIRED'
            : issue.code === 'too_big' || issue.code === 'too_small'
              ? 'OUT_OF_RANGE'
              : 'INVALID_FORMAT',
        message: issue.message,
      },
    ];
  });
}

// ---------------------------------------------------------------- field naming

/** A name in REST's naming: `productId` → `product_id` (shared with the edge's input refusals). */
export { snakeCase };

/**
 * The REST name of an input the service named `inputField` (its `extensions.inputField`): the route's own
 * name for inputs outside the body, else the body's path in snake_case; `(input)` for the input as a
 * whole or when no field is named.
 */
export function restFieldOf(inputField: unknown, binding: Pick<Binding, 'bodyAt' | 'fields'>): string {
  if (typeof inputField !== 'string' || !inputField) return '(input)';
  const named = binding.fields?.[inputField];
  if (named) return named;
  const prefix = binding.bodyAt ? `${binding.bodyAt}.` : '';
  return snakeCase(prefix && inputField.startsWith(prefix) ? inputField.slice(prefix.length) : inputField);
}

// ---------------------------------------------------------------- pagination

/** The largest offset a list reaches: GraphQL's Int is 32-bit, and the operations behind lists take one. */
export const MAX_OFFSET = 2_147_483_647;

/**
 * List pagination per version. v1: `limit` + `offset`. v2 and v3: `limit` + an opaque `cursor` from the previous
 * page's `meta.page.next_cursor`, bound to the filters and sort it was issued for (another query refuses
 * it). Pages come newest-first or as `sort` says; `next_cursor` is null once a page is not full.
 */
export function pagination(version: ApiVersion, defaultLimit: number, maxLimit: number) {
  const limit = z.coerce
    .number()
    .int()
    .min(1)
    .max(maxLimit)
    .default(defaultLimit)
    .meta({ description: `Page size, 1-${maxLimit}.` });
  switch (version) {
    case 'v1':
      return {
        limit,
        offset: z.coerce
          .number()
          .int()
          .min(0)
          .max(MAX_OFFSET)
          .default(0)
          .meta({ description: `Items to skip, 0-${MAX_OFFSET}.` }),
      };
    case 'v2':
    case 'v3':
      return {
        limit,
        cursor: z
          .string()
          .max(200)
          .optional()
          .meta({ description: '`meta.page.next_cursor` of the previous page; omit for the first.' }),
      };
    default: {
      const exhaustive: never = version;
      return exhaustive;
    }
  }
}

/** The filters and sort a cursor belongs to (everything in the query but the page itself). */
function fingerprint(query: Record<string, unknown>): string {
  const { limit: _limit, offset: _offset, cursor: _cursor, ...rest } = query;
  const stable = Object.keys(rest)
    .sort()
    .map((key) => [key, rest[key]]);
  return createHash('sha256').update(JSON.stringify(stable)).digest('base64url').slice(0, 10);
}

/** The window to fetch for a validated list query. */
export function pageWindow(query: Record<string, unknown>): { limit: number; offset: number } {
  const limit = query.limit as number;
  if (typeof query.offset === 'number') return { limit, offset: query.offset };
  if (typeof query.cursor !== 'string') return { limit, offset: 0 };
  let decoded: { o?: unknown; f?: unknown };
  try {
    decoded = JSON.parse(Buffer.from(query.cursor, 'base64url').toString('utf8')) as typeof decoded;
  } catch {
    decoded = {};
  }
  if (
    !Number.isSafeInteger(decoded.o) ||
    (decoded.o as number) < 0 ||
    (decoded.o as number) > MAX_OFFSET ||
    decoded.f !== fingerprint(query)
  ) {
    throw new BadRequest([
      {
        field: 'cursor',
        reason: 'INVALID_FORMAT',
        message: 'Not a cursor of this list with these filters; start again without one.',
      },
    ]);
  }
  return { limit, offset: decoded.o as number };
}

/** `meta.page` for a page of `returned` items. */
export function pageMeta(query: Record<string, unknown>, returned: number): PageMeta {
  const { limit, offset } = pageWindow(query);
  const full = returned >= limit;
  // v1 queries always carry an offset (it defaults to 0); v2 queries never do.
  if (typeof query.offset === 'number') return { limit, offset, has_more: full };
  const next = full
    ? Buffer.from(JSON.stringify({ o: offset + returned, f: fingerprint(query) })).toString('base64url')
    : null;
  return { limit, next_cursor: next, has_more: full };
}
