import { Metadata, status, type ServiceError } from '@grpc/grpc-js';
import type { OperationError } from '../edge';

/**
 * The usual gRPC status of an error from the supergraph: by code where the code says more than its HTTP
 * status (a uniqueness conflict is ALREADY_EXISTS, a stale write ABORTED), else by the registry's status.
 */
export function grpcStatusOf(error: Pick<OperationError, 'code' | 'status' | 'extensions'>): status {
  if (error.code === 'BAD_USER_INPUT')
    return error.extensions.reason === 'ALREADY_EXISTS' ? status.ALREADY_EXISTS : status.INVALID_ARGUMENT;
  if (error.code === 'CONCURRENT_MODIFICATION') return status.ABORTED;
  if (error.code === 'SERVICE_UNAVAILABLE') return status.UNAVAILABLE;
  switch (error.status) {
    case 400:
      return status.INVALID_ARGUMENT;
    case 401:
      return status.UNAUTHENTICATED;
    case 403:
      return status.PERMISSION_DENIED;
    case 404:
      return status.NOT_FOUND;
    case 409:
      return status.FAILED_PRECONDITION;
    case 429:
      return status.RESOURCE_EXHAUSTED;
    case 503:
      return status.UNAVAILABLE;
    default:
      return status.INTERNAL;
  }
}

/** A ServiceError with the registry code (and a retry-after, where there is one) in its trailing metadata. */
export function serviceError(
  code: status,
  details: string,
  extra: Record<string, string> = {},
): Partial<ServiceError> {
  const metadata = new Metadata();
  for (const [key, value] of Object.entries(extra)) metadata.set(key, value);
  return { code, details, metadata };
}

export function fromOperationError(error: OperationError): Partial<ServiceError> {
  const retryAfter = error.extensions.retryAfter;
  return serviceError(grpcStatusOf(error), error.message, {
    'error-code': error.code,
    ...(typeof retryAfter === 'number' ? { 'retry-after': String(retryAfter) } : {}),
  });
}
