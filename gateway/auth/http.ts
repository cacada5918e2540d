import type { IncomingMessage, ServerResponse } from 'node:http';
import { GraphQLError } from 'graphql';
import { httpStatusOfExtensions, isKnownErrorCode, statusOf, type ErrorCode } from '../../platform/errors';
import { errorBody, HttpError, readBody, readJson, sendJson } from '../../platform/http';
import { clientAddressOf } from '../../platform/http/client-address';

/** Auth answers must never be cached by a browser or a proxy (RFC 6749 5.1). */
export const NO_STORE = { 'cache-control': 'no-store', pragma: 'no-cache' } as const;

/** A JSON object body; anything else is a 400. */
export async function readJsonObject(req: IncomingMessage): Promise<Record<string, unknown>> {
  const body = await readJson(req, 64 * 1024);
  if (!body || typeof body !== 'object' || Array.isArray(body))
    throw new HttpError('BAD_REQUEST', 'Send a JSON object.');
  return body as Record<string, unknown>;
}

/** An `application/x-www-form-urlencoded` body (OAuth endpoints and the consent form). */
export async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const type = (req.headers['content-type'] ?? '').split(';', 1)[0]!.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded')
    throw new HttpError('BAD_REQUEST', 'Send application/x-www-form-urlencoded form fields.');
  return new URLSearchParams((await readBody(req, 64 * 1024)).toString('utf8'));
}

/** A required string field, trimmed unless `raw` (passwords keep their spaces). */
export function field(
  body: Record<string, unknown>,
  name: string,
  options: { required?: boolean; raw?: boolean } = {},
): string | null {
  const value = body[name];
  if (value === undefined || value === null || value === '') {
    if (options.required ?? true) throw new HttpError('BAD_USER_INPUT', `"${name}" is required.`);
    return null;
  }
  if (typeof value !== 'string') throw new HttpError('BAD_USER_INPUT', `"${name}" must be a string.`);
  return options.raw ? value : value.trim();
}

export function clientAddress(req: IncomingMessage): string {
  return clientAddressOf(req) ?? 'unknown';
}

/** The plain error body (`{ error, code }`, see errorBody) with the registry's status, never cached. */
export function sendError(
  res: ServerResponse,
  code: ErrorCode,
  message: string,
  headers: Record<string, string> = {},
): void {
  sendJson(res, statusOf(code), errorBody(code, message), { ...NO_STORE, ...headers });
}

/** Typed errors from the users service keep their code and status; anything else propagates (500). */
export function sendServiceError(
  res: ServerResponse,
  error: unknown,
  headers: Record<string, string> = {},
): void {
  if (!(error instanceof GraphQLError)) throw error;
  const code = error.extensions.code;
  if (!isKnownErrorCode(code) || code === 'INTERNAL_SERVER_ERROR') throw error;
  const extra =
    code === 'BAD_USER_INPUT' ? { field: error.extensions.inputField, reason: error.extensions.reason } : {};
  sendJson(
    res,
    httpStatusOfExtensions(error.extensions),
    { ...errorBody(code, error.message), ...extra },
    { ...NO_STORE, ...headers },
  );
}

export function codeOf(error: unknown): string | undefined {
  return error instanceof GraphQLError && typeof error.extensions.code === 'string'
    ? error.extensions.code
    : undefined;
}

/** The token response shape of RFC 6749 5.1, used by /auth/* and /oauth/token alike. */
export function tokenResponse(grant: {
  accessToken: string;
  expiresIn: number;
  refreshToken: string | null;
  scopes: string[];
  idToken?: string | null;
}): Record<string, unknown> {
  return {
    access_token: grant.accessToken,
    token_type: 'Bearer',
    expires_in: grant.expiresIn,
    ...(grant.refreshToken ? { refresh_token: grant.refreshToken } : {}),
    ...(grant.idToken ? { id_token: grant.idToken } : {}),
    scope: grant.scopes.join(' '),
  };
}
