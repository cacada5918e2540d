import type { ServerResponse } from 'node:http';
import { statusOf, type ErrorCode } from '../../platform/errors';
import { sendJson } from '../../platform/http';

/** `meta.page` of list answers; which fields are set depends on the API version's pagination. */
export interface PageMeta {
  limit: number;
  /** v1: the offset of this page. */
  offset?: number;
  /** v2: pass as `cursor` for the next page; null when this page was not full (nothing more to read). */
  next_cursor?: string | null;
  /** Whether another page may follow (a full page may be followed by an empty one). */
  has_more: boolean;
}

/** One field of a 400 answer. */
export interface FieldProblem {
  field: string;
  reason: string;
  message: string;
}

/** The envelope's error object: the registry code, a message and the HTTP status, plus details where useful. */
export interface RestError {
  code: ErrorCode;
  message: string;
  /** The registry's status of `code` (BAD_USER_INPUT for a uniqueness conflict is 409). */
  status: number;
  details?: { fields?: FieldProblem[]; supported?: string[]; [key: string]: unknown };
}

/** A RestError with the registry's status of its code. */
export function restError(code: ErrorCode, message: string, details?: RestError['details']): RestError {
  return { code, message, status: statusOf(code), ...(details ? { details } : {}) };
}

function meta(requestId: string, page?: PageMeta, extra?: Record<string, unknown>) {
  return { ...extra, timestamp: new Date().toISOString(), request_id: requestId, ...(page ? { page } : {}) };
}

/** `{ data, meta }`: the resource (or list) and `meta.timestamp` / `meta.request_id` (also `x-request-id`). */
export function sendData(
  res: ServerResponse,
  status: number,
  data: unknown,
  requestId: string,
  headers: Record<string, string>,
  page?: PageMeta,
  extra?: Record<string, unknown>,
): void {
  sendJson(
    res,
    status,
    { data, meta: meta(requestId, page, extra) },
    { ...headers, 'x-request-id': requestId },
  );
}

/** `{ error, meta }`, never with internals: 500s carry only INTERNAL_SERVER_ERROR and the request id. */
export function sendError(
  res: ServerResponse,
  error: RestError,
  requestId: string,
  headers: Record<string, string>,
): void {
  sendJson(
    res,
    error.status,
    { error, meta: meta(requestId) },
    { 'cache-control': 'no-store', ...headers, 'x-request-id': requestId },
  );
}
