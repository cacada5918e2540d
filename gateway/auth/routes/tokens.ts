import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJson } from '../../../platform/http';
import type { Route } from '../../../platform/http/router';
import { requestIdOf } from '../../context';
import { NO_STORE, readForm } from '../http';
import type { UsersClient } from '../users-client';
import { credentialsFrom, type CredentialVerifier } from '../verify';
import { clientCredentialsOf, oauthError, tokenError } from './oauth';

export interface TokenRouteDeps {
  users: UsersClient;
  verifier: CredentialVerifier;
}

const REFRESH_TOKEN = /^rt_/;

/** The authenticated client of a revocation or introspection request, or the answer already sent. */
async function authenticatedClient(
  req: IncomingMessage,
  res: ServerResponse,
  users: UsersClient,
): Promise<{ form: URLSearchParams; clientId: string; clientSecret: string | null } | null> {
  let form: URLSearchParams;
  try {
    form = await readForm(req);
  } catch {
    oauthError(res, 400, 'invalid_request', 'Send the request as application/x-www-form-urlencoded.');
    return null;
  }
  const client = clientCredentialsOf(req, form);
  if (client === 'ambiguous') {
    oauthError(res, 400, 'invalid_request', 'Authenticate the client one way: HTTP Basic or form fields.');
    return null;
  }
  if (!client) {
    oauthError(res, 401, 'invalid_client', 'Client authentication is required.', {
      'www-authenticate': 'Basic realm="oauth"',
    });
    return null;
  }
  try {
    await users.authenticateClient(
      { clientId: client.clientId, clientSecret: client.clientSecret },
      requestIdOf(res),
    );
  } catch (error) {
    tokenError(res, error, client.basic);
    return null;
  }
  if (!form.get('token')) {
    oauthError(res, 400, 'invalid_request', 'token is required.');
    return null;
  }
  return { form, clientId: client.clientId, clientSecret: client.clientSecret };
}

/**
 * Token revocation (RFC 7009), introspection (RFC 7662) and the OpenID Connect userinfo endpoint.
 * Revocation and introspection need the application's own authentication and only reach tokens issued to
 * it: anyone else's token revokes nothing and introspects as `{active: false}`, exactly like an unknown one.
 */
export function tokenRoutes(deps: TokenRouteDeps): Route[] {
  const { users, verifier } = deps;

  const revoke = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const client = await authenticatedClient(req, res, users);
    if (!client) return;
    const requestId = requestIdOf(res);
    const token = client.form.get('token')!;
    const auth = { clientId: client.clientId, clientSecret: client.clientSecret };
    if (REFRESH_TOKEN.test(token)) {
      const ended = await users.revokeClientSession(auth, { refreshToken: token }, requestId);
      if (ended) verifier.forgetSession(ended);
    } else {
      const check = await verifier.checkToken(token, requestId);
      if (check.kind === 'verified' && check.payload.client_id === client.clientId) {
        if (check.identity.kind === 'client') {
          await users.revokeApplicationTokens(auth, requestId);
          verifier.forgetApplication(client.clientId);
        } else if (check.identity.kind === 'user' && check.identity.sessionId) {
          const ended = await users.revokeClientSession(
            auth,
            { sessionId: check.identity.sessionId },
            requestId,
          );
          if (ended) verifier.forgetSession(ended);
        }
      }
    }
    // RFC 7009 2.2: the same answer whether or not there was anything to revoke.
    res.writeHead(200, NO_STORE).end();
  };

  const introspect = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const client = await authenticatedClient(req, res, users);
    if (!client) return;
    const token = client.form.get('token')!;
    const check = REFRESH_TOKEN.test(token) ? null : await verifier.checkToken(token, requestIdOf(res));
    if (!check || check.kind !== 'verified' || check.payload.client_id !== client.clientId)
      return sendJson(res, 200, { active: false }, NO_STORE);
    const { payload, identity } = check;
    return sendJson(
      res,
      200,
      {
        active: true,
        token_type: 'Bearer',
        client_id: client.clientId,
        sub: payload.sub,
        scope: 'scopes' in identity ? identity.scopes.join(' ') : '',
        iss: payload.iss,
        aud: payload.aud,
        iat: payload.iat,
        exp: payload.exp,
        jti: payload.jti,
      },
      NO_STORE,
    );
  };

  /** OpenID Connect Core 5.3: the person's claims for a token with the `openid` scope (RFC 6750 errors). */
  const userinfo = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const requestId = requestIdOf(res);
    const refuse = (status: number, error: string, description: string) =>
      sendJson(
        res,
        status,
        { error, error_description: description },
        {
          ...NO_STORE,
          'www-authenticate': `Bearer realm="commerce", error="${error}", error_description="${description}"`,
        },
      );
    const verification = await verifier.verify(credentialsFrom(req.headers), requestId);
    if (verification.kind === 'rejected') return refuse(401, 'invalid_token', verification.message);
    const identity = verification.identity;
    if (identity.kind === 'anonymous')
      return refuse(401, 'invalid_token', 'Send the access token as a Bearer credential.');
    if (identity.kind !== 'user' || !identity.scopes.includes('openid'))
      return refuse(
        403,
        'insufficient_scope',
        "userinfo needs a person's access token with the openid scope.",
      );
    const claims = await users.openIdClaims(identity.userId, identity.scopes, requestId);
    if (!claims) return refuse(401, 'invalid_token', 'The account is no longer active.');
    return sendJson(
      res,
      200,
      {
        sub: claims.sub,
        ...(claims.name != null ? { name: claims.name } : {}),
        ...(claims.email != null ? { email: claims.email } : {}),
        ...(claims.emailVerified != null ? { email_verified: claims.emailVerified } : {}),
      },
      NO_STORE,
    );
  };

  return [
    { methods: ['POST'], path: '/oauth/revoke', handler: revoke },
    { methods: ['POST'], path: '/oauth/introspect', handler: introspect },
    { methods: ['GET', 'POST'], path: '/oauth/userinfo', handler: userinfo },
  ];
}
