import { sendJson } from '../../../platform/http';
import type { Route } from '../../../platform/http/router';
import { requestIdOf } from '../../context';
import { applicationScopes } from '../../../platform/identity/access';
import type { UsersClient } from '../users-client';

/**
 * GET /.well-known/jwks.json (the public keys of live tokens, fresh from the users service so a rotation
 * shows at once) and the provider metadata (OpenID Connect Discovery 1.0, which RFC 8414 extends), under
 * both the OpenID discovery path and RFC 8414's. The issuer is one configured value (AUTH_ISSUER), never
 * the Host a request came with: a client that reached the gateway by another name (localhost for
 * 127.0.0.1) would otherwise be told another issuer than its tokens carry.
 */
export function discoveryRoutes(deps: { users: UsersClient; issuer: () => string }): Route[] {
  const metadata = () => {
    const issuer = deps.issuer();
    return {
      issuer,
      authorization_endpoint: `${issuer}/oauth/authorize`,
      token_endpoint: `${issuer}/oauth/token`,
      userinfo_endpoint: `${issuer}/oauth/userinfo`,
      revocation_endpoint: `${issuer}/oauth/revoke`,
      introspection_endpoint: `${issuer}/oauth/introspect`,
      jwks_uri: `${issuer}/.well-known/jwks.json`,
      response_types_supported: ['code'],
      response_modes_supported: ['query'],
      grant_types_supported: ['authorization_code', 'refresh_token', 'client_credentials'],
      code_challenge_methods_supported: ['S256'],
      token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post', 'none'],
      revocation_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post', 'none'],
      introspection_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
      scopes_supported: applicationScopes,
      claims_supported: [
        'sub',
        'iss',
        'aud',
        'exp',
        'iat',
        'auth_time',
        'nonce',
        'at_hash',
        'azp',
        'name',
        'email',
        'email_verified',
      ],
      id_token_signing_alg_values_supported: ['RS256'],
      claims_parameter_supported: false,
      request_parameter_supported: false,
      request_uri_parameter_supported: false,
      authorization_response_iss_parameter_supported: true,
      subject_types_supported: ['public'],
    };
  };
  return [
    {
      methods: ['GET'],
      path: '/.well-known/jwks.json',
      handler: async (_req, res) => {
        const keys = await deps.users.jsonWebKeys(requestIdOf(res));
        sendJson(res, 200, { keys }, { 'cache-control': 'public, max-age=60' });
      },
    },
    {
      methods: ['GET'],
      path: '/.well-known/openid-configuration',
      handler: (_req, res) => sendJson(res, 200, metadata(), { 'cache-control': 'public, max-age=300' }),
    },
    {
      methods: ['GET'],
      path: '/.well-known/oauth-authorization-server',
      handler: (_req, res) => sendJson(res, 200, metadata(), { 'cache-control': 'public, max-age=300' }),
    },
  ];
}
