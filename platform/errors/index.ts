import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { errorCatalog, isKnownErrorCode, statusOf, type ErrorCode } from './registry';

export { errorCatalog, isKnownErrorCode, statusOf, type ErrorCode } from './registry';

/** Why an input was rejected; closed so clients can switch on it. */
export type InputReason =
  | 'REQUIRED'
  | 'INVALID_FORMAT'
  | 'OUT_OF_RANGE'
  | 'NOT_ALLOWED'
  | 'ALREADY_EXISTS'
  | 'TOO_LONG'
  | 'NOT_FOUND'
  /** A password that is common, breached or easy to guess; the message says how to choose a better one. */
  | 'WEAK_PASSWORD';

export interface ErrorDetails {
  [key: string]: unknown;
}

/** Builds a client-visible error whose code comes from the registry. */
export function appError(code: ErrorCode, message: string, details: ErrorDetails = {}): GraphQLError {
  return new GraphQLError(message, {
    extensions: { ...details, code, http: { status: statusOf(code) } },
  });
}

/**
 * Invalid input, named in the service's own terms: `field` is a path in the input the service was given
 * (`items[0].quantity`, `email`; '' for the input as a whole), never a GraphQL argument path or a REST field
 * name. Each face adds its own naming (see platform/subgraph/input-paths.ts and the REST adapter);
 * `extensions.inputField` keeps the service's name for them.
 *
 * Uniqueness conflicts use the same code (as clients expect one code for "your input is wrong") but answer
 * 409 so REST and gRPC can tell a conflict from bad syntax.
 */
export function badInput(
  field: string,
  message: string,
  reason: InputReason = 'INVALID_FORMAT',
): GraphQLError {
  return new GraphQLError(message, {
    extensions: {
      code: 'BAD_USER_INPUT',
      field,
      inputField: field,
      reason,
      http: { status: reason === 'ALREADY_EXISTS' ? 409 : 400 },
    },
  });
}

/**
 * A value read from a caller: normalised, or why it is refused. Writes turn a refusal into BAD_USER_INPUT
 * naming their field (`orRefuse`); a lookup answers "nothing" instead, as no stored value can be invalid.
 */
export type Parsed<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly reason: InputReason; readonly message: string };

/** The value, or BAD_USER_INPUT naming `field` with the refusal's reason. */
export function orRefuse<T>(parsed: Parsed<T>, field: string): T {
  if (!parsed.ok) throw badInput(field, parsed.message, parsed.reason);
  return parsed.value;
}

/** `WEBHOOK_ENDPOINT_NOT_FOUND` reads "No webhook endpoint with id …". */
export function notFound(code: Extract<ErrorCode, `${string}_NOT_FOUND`>, id: string): GraphQLError {
  const noun = code.slice(0, -'_NOT_FOUND'.length).toLowerCase().replaceAll('_', ' ');
  return appError(code, `No ${noun} with id "${id}".`, { id });
}

/**
 * The HTTP status of a GraphQL error as a client received it (Apollo strips `extensions.http` on the way
 * out, so REST and gRPC adapters derive it from the code and reason instead).
 */
export function httpStatusOfExtensions(extensions: Record<string, unknown> | undefined): number {
  const code = extensions?.code;
  if (code === 'BAD_USER_INPUT' && extensions?.reason === 'ALREADY_EXISTS') return 409;
  return isKnownErrorCode(code) ? statusOf(code) : 500;
}

/** Mongo duplicate-key error (E11000), from a unique index. */
export function isDuplicateKeyError(
  error: unknown,
): error is { code: 11000; keyPattern?: Record<string, unknown> } {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 11000;
}

export interface MaskOptions {
  /** Keep `extensions.stacktrace`; only ever true in development. */
  includeStacktrace: boolean;
  /** Called with every error that is not a registered, client-facing one before it is masked. */
  onUnexpected: (error: unknown) => void;
}

/**
 * Apollo `formatError`: registered codes pass through (minus stack traces outside development);
 * anything else is logged and replaced by INTERNAL_SERVER_ERROR so internals never leak.
 */
export function maskError(
  formatted: GraphQLFormattedError,
  original: unknown,
  options: MaskOptions,
): GraphQLFormattedError {
  const code = formatted.extensions?.code;
  if (isKnownErrorCode(code) && code !== 'INTERNAL_SERVER_ERROR') {
    if (options.includeStacktrace || !formatted.extensions || !('stacktrace' in formatted.extensions)) {
      return formatted;
    }
    const { stacktrace: _dropped, ...extensions } = formatted.extensions;
    return { ...formatted, extensions };
  }
  if (isCodelessClientError(original)) {
    // Apollo Server's own refusals of a malformed request (a persisted-query extension of the wrong shape
    // or version, a hash that does not match) carry a 4xx status and no code: the client's mistake.
    return {
      message: formatted.message,
      extensions: { code: 'BAD_REQUEST', http: { status: errorCatalog.BAD_REQUEST.status } },
    };
  }
  options.onUnexpected(original);
  return {
    message: 'Internal server error',
    ...(formatted.locations ? { locations: formatted.locations } : {}),
    ...(formatted.path ? { path: formatted.path } : {}),
    extensions: {
      code: 'INTERNAL_SERVER_ERROR',
      http: { status: errorCatalog.INTERNAL_SERVER_ERROR.status },
      ...(options.includeStacktrace && formatted.extensions?.stacktrace
        ? { stacktrace: formatted.extensions.stacktrace }
        : {}),
    },
  };
}

/** A GraphQLError without a code whose `extensions.http.status` says the request was at fault. */
function isCodelessClientError(error: unknown): boolean {
  if (!(error instanceof GraphQLError) || error.extensions.code !== undefined) return false;
  const status = (error.extensions.http as { status?: unknown } | undefined)?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
}
