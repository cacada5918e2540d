import { csrfToken } from './credential';

/** What the portal's calls can fail with: the registry code, its HTTP status, and a sentence for people. */
export class ApiError extends Error {
  constructor(
    readonly code: string,
    readonly detail: string,
    readonly status: number,
  ) {
    super(humanMessage(code, detail));
    this.name = 'ApiError';
  }
}

/**
 * The platform's error codes (docs/errors.md) as a person reads them; the server's own sentence is kept
 * for input errors, which name the field and what it must be.
 */
const MESSAGES: Record<string, string> = {
  UNAUTHENTICATED: 'Your session has ended. Please sign in again.',
  FORBIDDEN: 'You are not allowed to do that with this account.',
  INVALID_CREDENTIALS: 'That email and password do not match an account.',
  MFA_REQUIRED: 'Enter the one-time code from your authenticator app.',
  INVALID_TOKEN: 'That link or token is invalid or has expired.',
  RATE_LIMITED: 'Too many attempts in a short time. Wait a moment and try again.',
  SERVICE_UNAVAILABLE: 'Part of the platform is unavailable right now. Try again shortly.',
  INTERNAL_SERVER_ERROR: 'Something went wrong on our side. Try again; if it persists, contact support.',
  API_KEY_NOT_FOUND: 'That API key no longer exists.',
  API_KEY_EXPIRED: 'That API key is older than your account allows and no longer works. Rotate it.',
  OAUTH_CLIENT_NOT_FOUND: 'That OAuth application no longer exists.',
  SESSION_NOT_FOUND: 'That session has already ended.',
  WEBHOOK_ENDPOINT_NOT_FOUND: 'That webhook endpoint no longer exists.',
  WEBHOOK_DELIVERY_NOT_FOUND: 'That delivery no longer exists (deliveries are kept 30 days).',
  WEBHOOK_URL_NOT_ALLOWED:
    'Webhooks may not be sent to that address (private or local addresses are refused).',
  WEBHOOK_ENDPOINT_DISABLED: 'The endpoint is disabled. Enable it first.',
  CONCURRENT_MODIFICATION: 'Someone changed this at the same time. Reload and try again.',
  NETWORK: 'The gateway could not be reached. Check your connection and try again.',
};

export function humanMessage(code: string, detail: string): string {
  if (code === 'BAD_USER_INPUT' || code === 'BAD_REQUEST') return detail;
  return MESSAGES[code] ?? detail;
}

/** A typed operation from codegen (documentMode string): its text, with result and variable types. */
export interface TypedDocument<TResult, TVariables> {
  toString(): string;
  __apiType?: (variables: TVariables) => TResult;
}

function sessionHeaders(): Record<string, string> {
  const token = csrfToken();
  return token ? { 'x-csrf-token': token } : {};
}

let renewing: Promise<boolean> | null = null;

/** Renews the cookie session once for every call that found its access token expired. */
export function renewSession(): Promise<boolean> {
  renewing ??= fetch('/auth/refresh', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', 'x-portal-session': 'cookie', ...sessionHeaders() },
    body: '{}',
  })
    .then((response) => response.ok)
    .catch(() => false)
    .finally(() => {
      renewing = null;
    });
  return renewing;
}

async function send(path: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(path, { credentials: 'same-origin', ...init });
  } catch {
    throw new ApiError('NETWORK', 'The gateway could not be reached.', 0);
  }
}

/**
 * Runs a GraphQL operation with the portal session (cookie + CSRF token). An expired access token is
 * renewed once and the operation sent again; the first error becomes an ApiError.
 */
export async function graphql<TResult, TVariables>(
  document: TypedDocument<TResult, TVariables>,
  ...[variables]: TVariables extends Record<string, never> ? [] | [TVariables] : [TVariables]
): Promise<TResult> {
  const body = JSON.stringify({ query: document.toString(), variables: variables ?? {} });
  const attempt = () =>
    send('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...sessionHeaders() },
      body,
    });
  let response = await attempt();
  if (response.status === 401 && (await renewSession())) response = await attempt();
  const payload = (await response.json().catch(() => null)) as {
    data?: TResult;
    errors?: Array<{ message: string; extensions?: { code?: string } }>;
  } | null;
  const error = payload?.errors?.[0];
  if (error || !payload?.data)
    throw new ApiError(
      error?.extensions?.code ?? (response.ok ? 'INTERNAL_SERVER_ERROR' : `HTTP_${response.status}`),
      error?.message ?? `The gateway answered ${response.status}.`,
      response.status,
    );
  return payload.data;
}

/** A JSON call to the gateway's own endpoints (/auth/..., /portal/api/...). */
export async function json<T>(
  path: string,
  options: { method?: 'GET' | 'POST'; body?: unknown; cookieSession?: boolean } = {},
): Promise<T> {
  const attempt = () =>
    send(path, {
      method: options.method ?? 'GET',
      headers: {
        accept: 'application/json',
        ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(options.cookieSession ? { 'x-portal-session': 'cookie' } : {}),
        ...sessionHeaders(),
      },
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
    });
  let response = await attempt();
  if (response.status === 401 && !path.startsWith('/auth/') && (await renewSession()))
    response = await attempt();
  if (response.status === 204) return undefined as T;
  const payload = (await response.json().catch(() => null)) as (T & { code?: string; error?: string }) | null;
  if (!response.ok)
    throw new ApiError(
      payload?.code ?? `HTTP_${response.status}`,
      payload?.error ?? `The gateway answered ${response.status}.`,
      response.status,
    );
  return payload as T;
}
