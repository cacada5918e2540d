import { createHash, randomBytes } from 'node:crypto';
import type { GatewayAddress } from './fixtures';

/** A PKCE pair (RFC 7636, S256). */
export function pkce(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#39;': "'",
  '&lt;': '<',
  '&gt;': '>',
};

/**
 * The person's browser on the consent page: load it, fill the form (hidden fields included), submit and
 * follow nothing. Answers the form POST's response (a 303 to the redirect URI when approved).
 */
export async function consent(
  stack: GatewayAddress,
  authorizationUrl: URL,
  who: { email: string; password: string },
  decision = 'approve',
): Promise<Response> {
  const page = await fetch(authorizationUrl);
  if (page.status !== 200) throw new Error(`the consent page answered ${page.status}`);
  const html = await page.text();
  const form = new URLSearchParams();
  for (const match of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g))
    form.set(
      match[1]!,
      match[2]!.replace(/&amp;|&quot;|&#39;|&lt;|&gt;/g, (entity) => ENTITIES[entity]!),
    );
  form.set('email', who.email);
  form.set('password', who.password);
  form.set('decision', decision);
  return fetch(new URL('/oauth/authorize', stack.gatewayUrl), {
    method: 'POST',
    body: form,
    redirect: 'manual',
  });
}

/** POSTs form fields to a gateway path (the token, revocation and introspection endpoints). */
export function postForm(
  stack: GatewayAddress,
  path: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(`${stack.gatewayUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields),
  });
}
