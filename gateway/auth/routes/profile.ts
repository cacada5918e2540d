import { sendJson } from '../../../platform/http';
import type { Route } from '../../../platform/http/router';
import { scopesOf, subjectOf } from '../../../platform/identity/access';
import { sendError } from '../http';
import type { UsersClient } from '../users-client';
import { credentialsOfRequest, type CredentialVerifier } from '../verify';
import { requestIdOf } from './account';

/**
 * GET /api/user/profile: the spec's `{id, name, email}` of the person behind a bearer token or API key
 * with the `read` scope; 401 without a (valid) credential, 403 without the scope or without a person.
 */
export function profileRoutes(deps: { users: UsersClient; verifier: CredentialVerifier }): Route[] {
  return [
    {
      methods: ['GET'],
      path: '/api/user/profile',
      handler: async (req, res) => {
        const requestId = requestIdOf(res);
        const verification = await deps.verifier.verify(credentialsOfRequest(req), requestId);
        if (verification.kind === 'rejected')
          return sendError(res, 401, 'UNAUTHENTICATED', verification.message, {
            'www-authenticate': verification.challenge,
          });
        const { identity } = verification;
        if (identity.kind === 'anonymous') {
          return sendError(res, 401, 'UNAUTHENTICATED', 'A bearer token with the "read" scope is required.', {
            'www-authenticate': 'Bearer realm="commerce"',
          });
        }
        if (!scopesOf(identity).includes('read'))
          return sendError(res, 403, 'FORBIDDEN', 'The credential lacks the "read" scope.', {
            'www-authenticate': 'Bearer realm="commerce", error="insufficient_scope", scope="read"',
          });
        const subject = identity.kind === 'client' ? null : subjectOf(identity);
        if (!subject) return sendError(res, 403, 'FORBIDDEN', 'This credential does not act for a person.');
        const profile = await deps.users.profile(subject, requestId);
        if (!profile)
          return sendError(res, 404, 'USER_NOT_FOUND', 'The account of this credential no longer exists.');
        sendJson(res, 200, profile, { 'cache-control': 'private, no-store' });
      },
    },
  ];
}
