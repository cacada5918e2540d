import { sendJson } from '../../../platform/http';
import type { Route } from '../../../platform/http/router';
import { requestIdOf } from '../../context';
import { sendError } from '../http';
import type { UsersClient } from '../users-client';

/**
 * Development and tests only (never registered in production): GET /dev/messages?to=<address> lists what
 * the development mailbox "sent" to an address, newest first, so a password-reset token can be read
 * without a mail server.
 */
export function devRoutes(deps: { users: UsersClient }): Route[] {
  return [
    {
      methods: ['GET'],
      path: '/dev/messages',
      handler: async (req, res) => {
        const to = new URL(req.url ?? '/', 'http://gateway').searchParams.get('to');
        if (!to) return sendError(res, 'BAD_USER_INPUT', 'Name the recipient: /dev/messages?to=<address>.');
        sendJson(
          res,
          200,
          { messages: await deps.users.devMessages(to, requestIdOf(res)) },
          { 'cache-control': 'no-store' },
        );
      },
    },
  ];
}
