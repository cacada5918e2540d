import { createHmac } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { decodeJwt } from 'jose';
import { safeEqual } from '../../platform/identity/secrets';
import type { HeaderLike } from './verify';

/** The access token (HttpOnly): sent with every same-site request to the gateway. */
export const SESSION_COOKIE = 'portal_session';
/** The refresh token (HttpOnly), sent only to /auth, where it is exchanged or ended. */
export const REFRESH_COOKIE = 'portal_refresh';
/** The CSRF token, readable by the portal's own scripts (not HttpOnly), echoed in CSRF_HEADER. */
export const CSRF_COOKIE = 'portal_csrf';
export const CSRF_HEADER = 'x-csrf-token';
/** The header that asks an /auth endpoint for a cookie session; a custom header, so never cross-site. */
export const SESSION_MODE_HEADER = 'x-portal-session';

/** As long as a refresh token lives (30 days): the browser keeps the session as long as it can be renewed. */
const COOKIE_MAX_AGE_S = 30 * 24 * 3600;

export function cookiesOf(headers: HeaderLike): Map<string, string> {
  const raw = headers.cookie;
  const cookies = new Map<string, string>();
  for (const part of String(Array.isArray(raw) ? raw.join(';') : (raw ?? '')).split(';')) {
    const eq = part.indexOf('=');
    if (eq < 1) continue;
    const name = part.slice(0, eq).trim();
    if (!cookies.has(name)) cookies.set(name, part.slice(eq + 1).trim());
  }
  return cookies;
}

function header(headers: HeaderLike, name: string): string | undefined {
  const value = headers[name];
  return value == null ? undefined : Array.isArray(value) ? value[0] : String(value);
}

/**
 * The developer portal's session: the access and refresh tokens of an ordinary login, kept by the
 * browser in HttpOnly, SameSite=Strict cookies (scripts never see them, other sites never send them), and
 * a CSRF token bound to the session: HMAC(GATEWAY_SECRET-derived key, session id), the same in every
 * gateway replica and across refreshes. A cookie authenticates a request only when the request also
 * carries that token in X-CSRF-Token, which only this origin's scripts can read (docs/portal.md).
 */
export class PortalSessions {
  private readonly key: Buffer;

  constructor(
    secret: string,
    /** Mark the cookies Secure (the gateway's public URL is https). */
    private readonly secure: () => boolean,
  ) {
    this.key = createHmac('sha256', secret).update('portal-session-csrf/1').digest();
  }

  csrfFor(sessionId: string): string {
    return createHmac('sha256', this.key).update(sessionId).digest('base64url');
  }

  /** Whether an /auth request asks for a cookie session (the portal's sign-up, sign-in, refresh, sign-out). */
  wanted(req: IncomingMessage): boolean {
    return header(req.headers, SESSION_MODE_HEADER) === 'cookie';
  }

  /**
   * A cookie-session request from another origin is refused: browsers send `Origin` with every POST
   * from a script or a form, and only the gateway's own pages may start or renew a session.
   */
  sameOrigin(req: IncomingMessage, publicUrl: string): boolean {
    const origin = header(req.headers, 'origin');
    if (!origin) return true;
    const host = header(req.headers, 'host');
    return origin === new URL(publicUrl).origin || (host !== undefined && new URL(origin).host === host);
  }

  /** Sets the cookies that hold a person's new grant; answers its CSRF token. */
  store(
    res: ServerResponse,
    grant: { accessToken: string; refreshToken: string | null; sessionId: string | null },
  ): string {
    // Sign-up, sign-in and refresh always name the person's session.
    if (!grant.sessionId) throw new Error("A portal session needs the grant of a person's session.");
    const csrf = this.csrfFor(grant.sessionId);
    const base = `SameSite=Strict; Max-Age=${COOKIE_MAX_AGE_S}${this.secure() ? '; Secure' : ''}`;
    res.setHeader('set-cookie', [
      `${SESSION_COOKIE}=${grant.accessToken}; Path=/; HttpOnly; ${base}`,
      ...(grant.refreshToken
        ? [`${REFRESH_COOKIE}=${grant.refreshToken}; Path=/auth; HttpOnly; ${base}`]
        : []),
      `${CSRF_COOKIE}=${csrf}; Path=/; ${base}`,
    ]);
    return csrf;
  }

  clear(res: ServerResponse): void {
    const gone = `SameSite=Strict; Max-Age=0${this.secure() ? '; Secure' : ''}`;
    res.setHeader('set-cookie', [
      `${SESSION_COOKIE}=; Path=/; HttpOnly; ${gone}`,
      `${REFRESH_COOKIE}=; Path=/auth; HttpOnly; ${gone}`,
      `${CSRF_COOKIE}=; Path=/; ${gone}`,
    ]);
  }

  /**
   * The session cookie's access token as a bearer credential, for a request that sends no header
   * credential and carries the session's CSRF token; otherwise nothing (the request is anonymous).
   * The token's session id is read before verification only to check the CSRF token against it: the
   * verifier then checks the token itself, its signature, expiry and live session.
   */
  bearerOf(headers: HeaderLike): string | undefined {
    const token = cookiesOf(headers).get(SESSION_COOKIE);
    const csrf = header(headers, CSRF_HEADER);
    if (!token || !csrf) return undefined;
    const sessionId = this.sessionIdOf(token);
    return sessionId && safeEqual(csrf, this.csrfFor(sessionId)) ? token : undefined;
  }

  /**
   * The cookie session of an /auth request (refresh, sign-out), when its CSRF token matches: the
   * refresh token and the session it belongs to.
   */
  refreshOf(req: IncomingMessage): { refreshToken: string } | 'csrf' | null {
    const cookies = cookiesOf(req.headers);
    const refreshToken = cookies.get(REFRESH_COOKIE);
    const access = cookies.get(SESSION_COOKIE);
    if (!refreshToken || !access) return null;
    const sessionId = this.sessionIdOf(access);
    const csrf = header(req.headers, CSRF_HEADER);
    if (!sessionId || !csrf || !safeEqual(csrf, this.csrfFor(sessionId))) return 'csrf';
    return { refreshToken };
  }

  private sessionIdOf(token: string): string | undefined {
    try {
      const sid = decodeJwt(token).sid;
      return typeof sid === 'string' ? sid : undefined;
    } catch {
      return undefined;
    }
  }
}
