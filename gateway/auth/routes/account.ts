import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TokenGrant } from '../../../platform/identity/access';
import { sendJson } from '../../../platform/http';
import type { Route } from '../../../platform/http/router';
import { requestIdOf } from '../../context';
import {
  clientAddress,
  codeOf,
  field,
  NO_STORE,
  readJsonObject,
  sendError,
  sendServiceError,
  tokenResponse,
} from '../http';
import type { BackgroundWork } from '../background';
import type { PortalSessions } from '../portal-session';
import type { LoginThrottle } from '../throttle';
import type { UsersClient } from '../users-client';
import type { CredentialVerifier } from '../verify';

export interface AccountRouteDeps {
  users: UsersClient;
  logins: LoginThrottle;
  /** Password-reset requests, throttled like failed logins (every request counts). */
  resets: LoginThrottle;
  verifier: CredentialVerifier;
  /** Sign-ups that met a taken email, throttled per address. */
  signups: LoginThrottle;
  /** Where the reset's own work runs, after the answer. */
  background: BackgroundWork;
  /** The portal's cookie sessions (`X-Portal-Session: cookie` on register, login, refresh, logout). */
  portal: PortalSessions;
  publicUrl: () => string;
}

const CSRF_REFUSED = 'The portal session needs its CSRF token (X-CSRF-Token) on this request.';

const tooMany = (res: ServerResponse, wait: number) =>
  sendError(res, 'RATE_LIMITED', `Too many attempts; try again in ${wait} s.`, {
    'retry-after': String(wait),
  });

/**
 * First-party account endpoints (JSON in, JSON out), on paths of our choosing:
 * POST /auth/login, /auth/refresh, /auth/logout, /auth/password/reset, /auth/password/reset/confirm,
 * /auth/account/deletion/cancel (the token mailed with a deletion request; the account signs in again).
 * Multi-factor enrolment is GraphQL (startMfaEnrollment, confirmMfaEnrollment, disableMfa); at login the
 * one-time code travels as `otp` (or `recovery_code`) next to the password.
 */
export function accountRoutes(deps: AccountRouteDeps): Route[] {
  const { users, logins, resets, signups, verifier, background, portal } = deps;
  /**
   * A grant as the caller asked for it: the token response (RFC 6749 5.1), or, for the portal's cookie
   * session, the tokens in HttpOnly cookies and only the CSRF token in the body.
   */
  const sendGrant = (req: IncomingMessage, res: ServerResponse, status: number, grant: TokenGrant): void => {
    if (!portal.wanted(req))
      return sendJson(res, status, { ...tokenResponse(grant), user_id: grant.userId }, NO_STORE);
    const csrf = portal.store(res, grant);
    sendJson(
      res,
      status,
      { user_id: grant.userId, expires_in: grant.expiresIn, scope: grant.scopes.join(' '), csrf_token: csrf },
      NO_STORE,
    );
  };
  /** A cookie session is started or renewed only by the gateway's own pages; false when refused. */
  const sessionAllowed = (req: IncomingMessage, res: ServerResponse): boolean => {
    if (!portal.wanted(req) || portal.sameOrigin(req, deps.publicUrl())) return true;
    sendError(res, 'FORBIDDEN', 'A portal session is started only from the portal itself.');
    return false;
  };
  return [
    {
      methods: ['POST'],
      path: '/auth/register',
      handler: async (req, res) => {
        if (!sessionAllowed(req, res)) return;
        const body = await readJsonObject(req);
        const email = field(body, 'email')!;
        const address = clientAddress(req);
        const wait = await signups.blockedFor(email, address);
        if (wait !== null) return tooMany(res, wait);
        try {
          const grant = await users.register(
            {
              email,
              password: field(body, 'password', { raw: true })!,
              name: field(body, 'name', { required: false }),
              userAgent: req.headers['user-agent'] ?? null,
              ipAddress: address,
            },
            requestIdOf(res),
          );
          sendGrant(req, res, 201, grant);
        } catch (error) {
          // The 409 says the email has an account (sign-up answers a token, so an existing address cannot
          // get the same answer): an address that keeps meeting taken emails is slowed like a guesser.
          if (reasonOf(error) === 'ALREADY_EXISTS') await signups.failed(email, address);
          sendServiceError(res, error);
        }
      },
    },
    {
      methods: ['POST'],
      path: '/auth/login',
      handler: async (req, res) => {
        if (!sessionAllowed(req, res)) return;
        const body = await readJsonObject(req);
        const email = field(body, 'email')!;
        const address = clientAddress(req);
        const wait = await logins.blockedFor(email, address);
        if (wait !== null) return tooMany(res, wait);
        try {
          const grant = await users.login(
            {
              email,
              password: field(body, 'password', { raw: true })!,
              otp: field(body, 'otp', { required: false }),
              recoveryCode: field(body, 'recovery_code', { required: false }),
              userAgent: req.headers['user-agent'] ?? null,
              ipAddress: address,
            },
            requestIdOf(res),
          );
          await logins.succeeded(email, address);
          sendGrant(req, res, 200, grant);
        } catch (error) {
          if (codeOf(error) === 'INVALID_CREDENTIALS') await logins.failed(email, address);
          sendServiceError(res, error, { 'www-authenticate': 'Bearer realm="commerce"' });
        }
      },
    },
    {
      methods: ['POST'],
      path: '/auth/refresh',
      handler: async (req, res) => {
        if (!sessionAllowed(req, res)) return;
        const body = await readJsonObject(req);
        let refreshToken: string;
        if (portal.wanted(req)) {
          const session = portal.refreshOf(req);
          if (session === 'csrf') return sendError(res, 'FORBIDDEN', CSRF_REFUSED);
          if (!session) return sendError(res, 'UNAUTHENTICATED', 'There is no portal session to renew.');
          refreshToken = session.refreshToken;
        } else refreshToken = field(body, 'refresh_token')!;
        try {
          const grant = await users.refresh(refreshToken, null, requestIdOf(res));
          sendGrant(req, res, 200, grant);
        } catch (error) {
          forgetRevoked(verifier, error);
          if (portal.wanted(req)) portal.clear(res);
          sendServiceError(res, error);
        }
      },
    },
    {
      methods: ['POST'],
      path: '/auth/logout',
      handler: async (req, res) => {
        const body = await readJsonObject(req);
        let refreshToken: string | undefined;
        if (portal.wanted(req)) {
          const session = portal.refreshOf(req);
          if (session === 'csrf') return sendError(res, 'FORBIDDEN', CSRF_REFUSED);
          refreshToken = session?.refreshToken;
          portal.clear(res);
        } else refreshToken = field(body, 'refresh_token')!;
        const ended = refreshToken ? await users.endSession(refreshToken, requestIdOf(res)) : null;
        // The session's access tokens stop working in this gateway at once (elsewhere within the cache TTL).
        if (ended) verifier.forgetSession(ended);
        res.writeHead(204, NO_STORE).end();
      },
    },
    {
      methods: ['POST'],
      path: '/auth/password/reset',
      handler: async (req, res) => {
        const body = await readJsonObject(req);
        const email = field(body, 'email')!;
        const address = clientAddress(req);
        const wait = await resets.blockedFor(email, address);
        if (wait !== null) return tooMany(res, wait);
        await resets.failed(email, address);
        // Answered before the work starts: an account's reset (a token, a message) takes longer than an
        // unknown address's lookup, and that difference alone would tell who has an account. A failure is
        // logged; the person can ask again.
        const requestId = requestIdOf(res);
        res.once('finish', () =>
          background.run('password reset request', requestId, () =>
            users.requestPasswordReset(email, requestId),
          ),
        );
        sendJson(
          res,
          202,
          { status: 'If an active account has this address, a reset token is on its way.' },
          NO_STORE,
        );
      },
    },
    {
      methods: ['POST'],
      path: '/auth/password/reset/confirm',
      handler: async (req, res) => {
        const body = await readJsonObject(req);
        try {
          await users.resetPassword(
            field(body, 'token')!,
            field(body, 'password', { raw: true })!,
            requestIdOf(res),
          );
          res.writeHead(204, NO_STORE).end();
        } catch (error) {
          sendServiceError(res, error);
        }
      },
    },
    {
      methods: ['POST'],
      path: '/auth/account/deletion/cancel',
      handler: async (req, res) => {
        const body = await readJsonObject(req);
        try {
          const { userId } = await users.cancelAccountDeletion(field(body, 'token')!, requestIdOf(res));
          sendJson(res, 200, { user_id: userId, deletion: 'cancelled' }, NO_STORE);
        } catch (error) {
          sendServiceError(res, error);
        }
      },
    },
  ];
}

/** A refresh-token reuse or code replay revoked a session: this gateway stops accepting its tokens now. */
export function forgetRevoked(verifier: CredentialVerifier, error: unknown): void {
  const revoked = (error as { extensions?: { revokedSessionId?: unknown } }).extensions?.revokedSessionId;
  if (typeof revoked === 'string') verifier.forgetSession(revoked);
}

function reasonOf(error: unknown): unknown {
  return (error as { extensions?: { reason?: unknown } }).extensions?.reason;
}
