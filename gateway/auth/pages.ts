import type { ServerResponse } from 'node:http';
import { scopeCatalogue, isScope } from '../../platform/identity/access';

/**
 * The auth pages are never framed (clickjacking) and never cached; they load nothing from elsewhere
 * (the empty icon is inline, so browsers do not fetch /favicon.ico against `default-src 'none'`). They
 * wear the portal's look: its stylesheet from this origin (`style-src 'self'`); a gateway whose web app
 * is not built falls back to a few inline rules.
 *
 * `form-action` lists where the page's form may lead. Chromium applies it to every redirect the form
 * submission follows, not only to the form's own target (Firefox checks the target only), so the
 * consent page also names the origin of the redirect URI this request was validated for: the 303 that
 * hands the code back to the application goes there. Only that one origin, so the page cannot be made
 * to post anywhere else; a redirect URI whose origin cannot be written as a CSP source is left out,
 * which fails closed.
 */
function pageHeaders(styled: boolean, formTargets: readonly string[] = []): Record<string, string> {
  const formAction = ["'self'", ...formTargets].join(' ');
  return {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'x-frame-options': 'DENY',
    'content-security-policy': `default-src 'none'; style-src ${styled ? "'self'" : "'unsafe-inline'"}; img-src data:; form-action ${formAction}; frame-ancestors 'none'`,
    'referrer-policy': 'no-referrer',
  };
}

/** The origin of an http(s) URL as a CSP source expression, or null when it cannot be one. */
function cspOrigin(uri: string): string | null {
  let origin: string;
  try {
    origin = new URL(uri).origin;
  } catch {
    return null;
  }
  // Hosts may legally hold characters that end or split a CSP directive (";", ","): those are refused.
  return /^https?:\/\/[A-Za-z0-9.-]+(:\d+)?$|^https?:\/\/\[[0-9A-Fa-f:.]+\](:\d+)?$/.test(origin)
    ? origin
    : null;
}

export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

const STYLE =
  'body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#222}' +
  'label{display:block;margin:.8rem 0 .2rem}input{width:100%;padding:.5rem;box-sizing:border-box}' +
  'button{margin:1rem .5rem 0 0;padding:.5rem 1.2rem}.error{color:#b00020}li{margin:.3rem 0}';

function page(title: string, body: string, stylesheets: readonly string[]): string {
  const style = stylesheets.length
    ? stylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join('')
    : `<style>${STYLE}</style>`;
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<title>${escapeHtml(title)}</title><link rel="icon" href="data:,">${style}</head>` +
    `<body class="static-page consent-page"><main><section class="auth-card">${body}</section></main></body></html>`
  );
}

/** Shown instead of redirecting when the client or its redirect URI cannot be trusted (RFC 6749 4.1.2.1). */
export function sendErrorPage(
  res: ServerResponse,
  status: number,
  message: string,
  stylesheets: readonly string[] = [],
): void {
  const html = page(
    'Authorization error',
    `<h1>This request cannot be authorized</h1><p class="error">${escapeHtml(message)}</p><p>Nothing was shared. You can close this page.</p>`,
    stylesheets,
  );
  res.writeHead(status, pageHeaders(stylesheets.length > 0)).end(html);
}

export interface ConsentPage {
  clientName: string;
  scopes: string[];
  /** The authorization request, carried through the form unchanged and checked again on submit. */
  request: Record<string, string>;
  /** The registered redirect URI this request was validated for: the page's form may lead there. */
  redirectUri: string;
  error?: string;
  email?: string;
}

export function sendConsentPage(
  res: ServerResponse,
  status: number,
  view: ConsentPage,
  stylesheets: readonly string[] = [],
): void {
  const hidden = Object.entries(view.request)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  const scopes = view.scopes
    .map(
      (scope) =>
        `<li><strong>${escapeHtml(scope)}</strong>: ${escapeHtml(isScope(scope) ? scopeCatalogue[scope] : scope)}</li>`,
    )
    .join('');
  const html = page(
    `Sign in to authorize ${view.clientName}`,
    `<h1>Authorize ${escapeHtml(view.clientName)}</h1>` +
      `<p>${escapeHtml(view.clientName)} asks to act for you with:</p><ul class="scopes">${scopes}</ul>` +
      (view.error ? `<p class="error" role="alert">${escapeHtml(view.error)}</p>` : '') +
      `<form method="post" action="/oauth/authorize">${hidden}` +
      `<label for="email">Email</label><input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(view.email ?? '')}">` +
      `<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required>` +
      `<label for="otp">One-time code (if your account uses one)</label><input id="otp" name="otp" inputmode="numeric" autocomplete="one-time-code">` +
      `<div class="buttons"><button type="submit" class="primary" name="decision" value="approve">Sign in and allow</button>` +
      `<button type="submit" name="decision" value="deny" formnovalidate>Deny</button></div></form>`,
    stylesheets,
  );
  const target = cspOrigin(view.redirectUri);
  res.writeHead(status, pageHeaders(stylesheets.length > 0, target ? [target] : [])).end(html);
}
