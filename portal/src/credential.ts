/**
 * The credential a developer picks for the interactive references (the GraphQL explorer and the REST
 * reference's Swagger UI): an API key, a bearer token, or the portal session (the HttpOnly cookie with its
 * CSRF token). Kept in this tab's sessionStorage only: it goes when the tab closes, and no other site
 * can read it.
 */
export type PickedCredential =
  | { kind: 'none' }
  | { kind: 'apiKey'; value: string }
  | { kind: 'bearer'; value: string }
  | { kind: 'session' };

export const CREDENTIAL_STORAGE_KEY = 'commerce.reference.credential';

export function readPickedCredential(): PickedCredential {
  try {
    const raw = sessionStorage.getItem(CREDENTIAL_STORAGE_KEY);
    const parsed = raw ? (JSON.parse(raw) as PickedCredential) : null;
    if (parsed && (parsed.kind === 'apiKey' || parsed.kind === 'bearer') && typeof parsed.value === 'string')
      return parsed;
    if (parsed?.kind === 'session') return parsed;
  } catch {
    // A broken entry is no credential.
  }
  return { kind: 'none' };
}

export function storePickedCredential(credential: PickedCredential): void {
  if (credential.kind === 'none') sessionStorage.removeItem(CREDENTIAL_STORAGE_KEY);
  else sessionStorage.setItem(CREDENTIAL_STORAGE_KEY, JSON.stringify(credential));
}

/** The portal's CSRF token, readable by this origin's scripts only (the session cookie itself is HttpOnly). */
export function csrfToken(): string | null {
  const match = /(?:^|;\s*)portal_csrf=([^;]+)/.exec(document.cookie);
  return match ? decodeURIComponent(match[1]!) : null;
}

/** The request headers a picked credential adds. */
export function credentialHeaders(credential: PickedCredential): Record<string, string> {
  switch (credential.kind) {
    case 'none':
      return {};
    case 'apiKey':
      return { 'x-api-key': credential.value };
    case 'bearer':
      return { authorization: `Bearer ${credential.value}` };
    case 'session': {
      const token = csrfToken();
      return token ? { 'x-csrf-token': token } : {};
    }
    default: {
      const exhaustive: never = credential;
      return exhaustive;
    }
  }
}
