import { sendJson } from '../../../platform/http';
import type { Route } from '../../../platform/http/router';
import { isStaff, rolesOf } from '../../../platform/identity/access';
import { requestIdOf } from '../../context';
import { clientAddress, sendError } from '../http';
import type { UsersClient } from '../users-client';
import { credentialsFrom, type CredentialVerifier } from '../verify';

/**
 * Development and tests only (never registered in production): GET /dev/messages?to=<address> lists what
 * the development mailbox "sent" to an address, newest first, so a password-reset token can be read
 * without a mail server. The mailbox holds those tokens, so reading it takes a staff credential (admin or
 * support): a development stack reachable by others must not hand out anyone's account. Not the
 * address's owner either: the token is what proves they own the address.
 */
export function devRoutes(deps: { users: UsersClient; verifier: CredentialVerifier }): Route[] {
  return [
    {
      methods: ['GET'],
      path: '/dev/messages',
      handler: async (req, res) => {
        const requestId = requestIdOf(res);
        const verification = await deps.verifier.verify(
          credentialsFrom(req.headers, clientAddress(req)),
          requestId,
        );
        if (verification.kind === 'rejected')
          return sendError(res, 'UNAUTHENTICATED', verification.message, {
            'www-authenticate': verification.challenge,
          });
        const { identity } = verification;
        if (identity.kind === 'anonymous')
          return sendError(res, 'UNAUTHENTICATED', 'The development mailbox needs a staff credential.', {
            'www-authenticate': 'Bearer realm="commerce"',
          });
        if (!isStaff(rolesOf(identity)))
          return sendError(res, 'FORBIDDEN', 'Only staff (admin or support) read the development mailbox.');
        const to = new URL(req.url ?? '/', 'http://gateway').searchParams.get('to');
        if (!to) return sendError(res, 'BAD_USER_INPUT', 'Name the recipient: /dev/messages?to=<address>.');
        sendJson(
          res,
          200,
          { messages: await deps.users.devMessages(to, requestId) },
          { 'cache-control': 'no-store' },
        );
      },
    },
  ];
}
