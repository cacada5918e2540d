import { Metadata, status, type ServiceError } from '@grpc/grpc-js';
import type { ErrorCode } from '../../platform/errors';
import type { OperationError, Refusal } from '../edge';

/** gRPC statuses of the registry codes that say more than their HTTP status. */
const BY_CODE: Partial<Record<ErrorCode, status>> = {
  CONCURRENT_MODIFICATION: status.ABORTED,
  SERVICE_UNAVAILABLE: status.UNAVAILABLE,
  RATE_LIMITED: status.RESOURCE_EXHAUSTED,
  UNAUTHENTICATED: status.UNAUTHENTICATED,
};

/** The usual gRPC status of each HTTP status of the registry; any other is INTERNAL. */
const BY_STATUS: Readonly<Record<number, status>> = {
  400: status.INVALID_ARGUMENT,
  401: status.UNAUTHENTICATED,
  403: status.PERMISSION_DENIED,
  404: status.NOT_FOUND,
  409: status.FAILED_PRECONDITION,
  429: status.RESOURCE_EXHAUSTED,
  503: status.UNAVAILABLE,
};

/**
 * The gRPC face's one table from a registry code (with its status) to a gRPC status, for the edge's
 * refusals and the supergraph's errors alike: by code where the code says more than its HTTP status (a
 * stale write is ABORTED; bad input is INVALID_ARGUMENT, or ALREADY_EXISTS for a uniqueness conflict),
 * else by the registry's status.
 */
export function grpcStatusOf(error: {
  code: ErrorCode;
  status: number;
  extensions?: Readonly<Record<string, unknown>>;
}): status {
  if (error.code === 'BAD_USER_INPUT')
    return error.extensions?.reason === 'ALREADY_EXISTS' ? status.ALREADY_EXISTS : status.INVALID_ARGUMENT;
  return BY_CODE[error.code] ?? BY_STATUS[error.status] ?? status.INTERNAL;
}

/** A ServiceError with `trailer` (the registry code, a retry-after, ...) as its trailing metadata. */
export function serviceError(
  code: status,
  details: string,
  trailer: Record<string, string> = {},
): Partial<ServiceError> {
  const metadata = new Metadata();
  for (const [key, value] of Object.entries(trailer)) metadata.set(key, value);
  return { code, details, metadata };
}

/**
 * A refusal of the edge: its status by the table, the registry code in `error-code`, and its headers
 * (X-RateLimit-*, Retry-After) as trailer entries; `WWW-Authenticate` is an HTTP challenge and stays out.
 */
export function fromRefusal(refusal: Refusal): Partial<ServiceError> {
  const { 'www-authenticate': _challenge, ...headers } = refusal.headers;
  const trailer: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) trailer[name.toLowerCase()] = value;
  return serviceError(grpcStatusOf(refusal), refusal.message, { ...trailer, 'error-code': refusal.code });
}

/**
 * A supergraph error: its status by the table, the registry code in `error-code`, a wait in `retry-after`,
 * and for bad input the request field at fault in `error-field` (the service's name of it, which the
 * UserService messages share).
 */
export function fromOperationError(error: OperationError): Partial<ServiceError> {
  const { retryAfter, inputField } = error.extensions;
  return serviceError(grpcStatusOf(error), error.message, {
    'error-code': error.code,
    ...(typeof retryAfter === 'number' ? { 'retry-after': String(retryAfter) } : {}),
    ...(error.code === 'BAD_USER_INPUT' && typeof inputField === 'string' && inputField
      ? { 'error-field': inputField }
      : {}),
  });
}
