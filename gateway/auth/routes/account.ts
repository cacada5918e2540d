import type { ServerResponse } from 'node:http';
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
}

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
  const { users, logins, resets, signups, verifier, background } = deps;
  return [
    {
      methods: ['POST'],
      path: '/auth/register',
      handler: async (req, res) => {
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
          sendJson(res, 201, { ...tokenResponse(grant), user_id: grant.userId }, NO_STORE);
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
          sendJson(res, 200, { ...tokenResponse(grant), user_id: grant.userId }, NO_STORE);
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
        const body = await readJsonObject(req);
        try {
          const grant = await users.refresh(field(body, 'refresh_token')!, null, requestIdOf(res));
          sendJson(res, 200, { ...tokenResponse(grant), user_id: grant.userId }, NO_STORE);
        } catch (error) {
          forgetRevoked(verifier, error);
          sendServiceError(res, error);
        }
      },
    },
    {
      methods: ['POST'],
      path: '/auth/logout',
      handler: async (req, res) => {
        const body = await readJsonObject(req);
        const ended = await users.endSession(field(body, 'refresh_token')!, requestIdOf(res));
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
