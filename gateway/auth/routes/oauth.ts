import type { IncomingMessage, ServerResponse } from 'node:http';
import { GraphQLError } from 'graphql';
import { decodeComponent, sendJson } from '../../../platform/http';
import type { Route } from '../../../platform/http/router';
import { requestIdOf } from '../../context';
import { clientAddress, codeOf, NO_STORE, readForm, tokenResponse } from '../http';
import { sendConsentPage as sendPage, sendErrorPage as sendError, type ConsentPage } from '../pages';
import type { LoginThrottle } from '../throttle';
import type { ClientAuth, OAuthClientInfo, UsersClient } from '../users-client';
import type { CredentialVerifier } from '../verify';
import { forgetRevoked } from './account';

export interface OAuthRouteDeps {
  users: UsersClient;
  logins: LoginThrottle;
  verifier: CredentialVerifier;
  issuer: () => string;
  /** The portal's stylesheets, which the sign-in and consent page wears (none when the app is not built). */
  stylesheets: () => readonly string[];
}

/** The authorization request parameters carried from the GET to the form POST. */
const REQUEST_FIELDS = [
  'client_id',
  'redirect_uri',
  'response_type',
  'scope',
  'state',
  'code_challenge',
  'code_challenge_method',
  'nonce',
] as const;

type AuthorizationCheck =
  | { kind: 'page'; status: number; message: string }
  | { kind: 'redirect'; url: string }
  | {
      kind: 'ok';
      client: OAuthClientInfo;
      redirectUri: string;
      scopes: string[];
      request: Record<string, string>;
    };

function parseScopes(scope: string | null): string[] {
  return [...new Set((scope ?? '').split(/[\s,]+/).filter(Boolean))];
}

/**
 * Validates an authorization request. Until client and redirect URI are known good, errors are shown
 * on a page and never redirected (an open redirector otherwise); after that they go back to the client
 * as RFC 6749 4.1.2.1 error parameters, with `state` and `iss` (RFC 9207).
 */
async function checkAuthorization(
  params: URLSearchParams,
  deps: OAuthRouteDeps,
  requestId: string,
): Promise<AuthorizationCheck> {
  const clientId = params.get('client_id');
  const redirectUri = params.get('redirect_uri');
  if (!clientId) return { kind: 'page', status: 400, message: 'client_id is missing.' };
  const client = await deps.users.oauthClient(clientId, requestId);
  if (!client) return { kind: 'page', status: 400, message: 'Unknown client_id.' };
  if (!redirectUri || !client.redirectUris.includes(redirectUri)) {
    return {
      kind: 'page',
      status: 400,
      message: 'redirect_uri is missing or is not registered for this application (it must match exactly).',
    };
  }
  const back = (error: string, description: string) => ({
    kind: 'redirect' as const,
    url: redirectTo(redirectUri, {
      error,
      error_description: description,
      state: params.get('state'),
      iss: deps.issuer(),
    }),
  });
  if (params.get('response_type') !== 'code')
    return back('unsupported_response_type', 'Only response_type=code is supported.');
  // RFC 9700 2.1.1: PKCE is required of public applications and of those that asked for it; a confidential
  // application authenticating with its secret may go without.
  if (params.get('code_challenge') || params.get('code_challenge_method')) {
    if (params.get('code_challenge_method') !== 'S256')
      return back('invalid_request', 'Only code_challenge_method=S256 is supported.');
    if (!/^[A-Za-z0-9_-]{43}$/.test(params.get('code_challenge') ?? ''))
      return back('invalid_request', 'code_challenge must be the BASE64URL SHA-256 of the code verifier.');
  } else if (client.type === 'public' || client.requirePkce) {
    return back('invalid_request', 'PKCE is required: send code_challenge and code_challenge_method=S256.');
  }
  const requested = parseScopes(params.get('scope'));
  const scopes = requested.length ? requested : client.allowedScopes;
  const denied = scopes.find((scope) => !client.allowedScopes.includes(scope));
  if (denied) return back('invalid_scope', `The application may not ask for "${denied}".`);
  const request: Record<string, string> = {};
  for (const name of REQUEST_FIELDS) {
    const value = params.get(name);
    if (value !== null) request[name] = value;
  }
  return { kind: 'ok', client, redirectUri, scopes, request };
}

function redirectTo(uri: string, values: Record<string, string | null>): string {
  const url = new URL(uri);
  for (const [name, value] of Object.entries(values))
    if (value !== null && value !== '') url.searchParams.set(name, value);
  return url.toString();
}

function redirect(res: ServerResponse, url: string): void {
  res.writeHead(303, { location: url, 'cache-control': 'no-store' }).end();
}

export function oauthError(
  res: ServerResponse,
  status: number,
  error: string,
  description: string,
  headers: Record<string, string> = {},
): void {
  sendJson(res, status, { error, error_description: description }, { ...NO_STORE, ...headers });
}

/**
 * Client authentication: HTTP Basic (RFC 6749 2.3.1) or client_id/client_secret form fields, not both; a
 * public application sends its client_id alone (`none`), which the users service accepts only for public
 * applications.
 */
export function clientCredentialsOf(
  req: IncomingMessage,
  form: URLSearchParams,
): (ClientAuth & { basic: boolean }) | 'ambiguous' | null {
  const header = req.headers.authorization;
  const basic =
    header && /^Basic\s+/i.test(header)
      ? Buffer.from(header.replace(/^Basic\s+/i, ''), 'base64').toString('utf8')
      : null;
  if (basic !== null && form.has('client_secret')) return 'ambiguous';
  if (basic !== null) {
    const colon = basic.indexOf(':');
    if (colon < 0) return null;
    const clientId = decodeComponent(basic.slice(0, colon));
    const clientSecret = decodeComponent(basic.slice(colon + 1));
    if (clientId === undefined || clientSecret === undefined) return null;
    return { clientId, clientSecret, basic: true };
  }
  const clientId = form.get('client_id');
  const clientSecret = form.get('client_secret');
  return clientId ? { clientId, clientSecret: clientSecret || null, basic: false } : null;
}

/** RFC 6749 error codes for the users service's typed errors. */
export function tokenError(res: ServerResponse, error: unknown, basic: boolean): void {
  if (!(error instanceof GraphQLError)) throw error;
  switch (codeOf(error)) {
    case 'INVALID_GRANT':
      return oauthError(res, 400, 'invalid_grant', error.message);
    case 'INVALID_CLIENT':
      return oauthError(
        res,
        401,
        'invalid_client',
        error.message,
        basic ? { 'www-authenticate': 'Basic realm="oauth"' } : {},
      );
    case 'INVALID_SCOPE':
      return oauthError(res, 400, 'invalid_scope', error.message);
    case 'UNAUTHORIZED_CLIENT':
      return oauthError(res, 400, 'unauthorized_client', error.message);
    case 'BAD_USER_INPUT':
      return oauthError(res, 400, 'invalid_request', error.message);
    default:
      throw error;
  }
}

/**
 * The OAuth 2.0 authorization server: GET/POST /oauth/authorize (an HTML sign-in and consent page whose
 * form posts back to the same path) and POST /oauth/token (form fields; authorization_code with PKCE
 * S256, refresh_token and client_credentials grants; RFC 6749 errors; `Cache-Control: no-store`).
 */
export function oauthRoutes(deps: OAuthRouteDeps): Route[] {
  const { users, logins, verifier } = deps;
  const sendConsentPage = (res: ServerResponse, status: number, view: ConsentPage) =>
    sendPage(res, status, view, deps.stylesheets());
  const sendErrorPage = (res: ServerResponse, status: number, message: string) =>
    sendError(res, status, message, deps.stylesheets());

  const authorize = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const posted = req.method === 'POST' ? await readForm(req) : null;
    const params = posted ?? new URL(req.url ?? '/', 'http://gateway').searchParams;
    const requestId = requestIdOf(res);
    const check = await checkAuthorization(params, deps, requestId);
    if (check.kind === 'page') return sendErrorPage(res, check.status, check.message);
    if (check.kind === 'redirect') return redirect(res, check.url);
    const view = {
      clientName: check.client.name,
      scopes: check.scopes,
      request: check.request,
      redirectUri: check.redirectUri,
    };
    if (!posted) return sendConsentPage(res, 200, view);

    const back = (values: Record<string, string | null>) =>
      redirect(
        res,
        redirectTo(check.redirectUri, { ...values, state: params.get('state'), iss: deps.issuer() }),
      );
    if (posted.get('decision') !== 'approve')
      return back({ error: 'access_denied', error_description: 'The person declined.' });
    const email = posted.get('email')?.trim() ?? '';
    const address = clientAddress(req);
    const wait = await logins.blockedFor(email, address);
    if (wait !== null)
      return sendConsentPage(res, 429, {
        ...view,
        email,
        error: `Too many attempts; try again in ${wait} s.`,
      });
    let userId: string;
    try {
      userId = await users.authenticate(
        { email, password: posted.get('password') ?? '', otp: posted.get('otp') || null },
        requestId,
      );
    } catch (error) {
      const code = codeOf(error);
      if (code === 'INVALID_CREDENTIALS') {
        await logins.failed(email, address);
        return sendConsentPage(res, 401, { ...view, email, error: 'Email, password or code is wrong.' });
      }
      if (code === 'MFA_REQUIRED')
        return sendConsentPage(res, 401, {
          ...view,
          email,
          error: 'Enter the one-time code from your authenticator app.',
        });
      throw error;
    }
    await logins.succeeded(email, address);
    const code = await users.issueCode(
      {
        clientId: check.client.id,
        userId,
        redirectUri: check.redirectUri,
        scopes: check.scopes,
        codeChallenge: params.get('code_challenge') || null,
        codeChallengeMethod: params.get('code_challenge_method') || null,
        nonce: params.get('nonce') || null,
      },
      requestId,
    );
    return back({ code });
  };

  const token = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    let form: URLSearchParams;
    try {
      form = await readForm(req);
    } catch {
      return oauthError(
        res,
        400,
        'invalid_request',
        'Send the token request as application/x-www-form-urlencoded.',
      );
    }
    const client = clientCredentialsOf(req, form);
    if (client === 'ambiguous')
      return oauthError(
        res,
        400,
        'invalid_request',
        'Authenticate the client one way: HTTP Basic or form fields.',
      );
    const grantType = form.get('grant_type');
    const requestId = requestIdOf(res);
    const missing = (...names: string[]) => names.find((name) => !form.get(name));
    try {
      switch (grantType) {
        case 'authorization_code': {
          const absent = missing('code', 'redirect_uri');
          if (absent) return oauthError(res, 400, 'invalid_request', `${absent} is required.`);
          if (!client) return oauthError(res, 401, 'invalid_client', 'Client authentication is required.');
          const grant = await users.exchangeCode(
            {
              code: form.get('code')!,
              clientId: client.clientId,
              clientSecret: client.clientSecret,
              redirectUri: form.get('redirect_uri')!,
              codeVerifier: form.get('code_verifier') || null,
            },
            requestId,
          );
          return sendJson(res, 200, tokenResponse(grant), NO_STORE);
        }
        case 'refresh_token': {
          if (!form.get('refresh_token'))
            return oauthError(res, 400, 'invalid_request', 'refresh_token is required.');
          if (!client) return oauthError(res, 401, 'invalid_client', 'Client authentication is required.');
          const narrower = parseScopes(form.get('scope'));
          const grant = await users.refresh(
            form.get('refresh_token')!,
            { clientId: client.clientId, clientSecret: client.clientSecret },
            requestId,
            narrower.length ? narrower : null,
          );
          return sendJson(res, 200, tokenResponse(grant), NO_STORE);
        }
        case 'client_credentials': {
          if (!client) return oauthError(res, 401, 'invalid_client', 'Client authentication is required.');
          const grant = await users.clientCredentials(
            { clientId: client.clientId, clientSecret: client.clientSecret },
            parseScopes(form.get('scope')),
            requestId,
          );
          return sendJson(res, 200, tokenResponse(grant), NO_STORE);
        }
        case null:
          return oauthError(res, 400, 'invalid_request', 'grant_type is required.');
        default:
          return oauthError(
            res,
            400,
            'unsupported_grant_type',
            `grant_type "${grantType}" is not supported.`,
          );
      }
    } catch (error) {
      forgetRevoked(verifier, error);
      return tokenError(res, error, client?.basic ?? false);
    }
  };

  return [
    { methods: ['GET', 'POST'], path: '/oauth/authorize', handler: authorize },
    { methods: ['POST'], path: '/oauth/token', handler: token },
  ];
}
