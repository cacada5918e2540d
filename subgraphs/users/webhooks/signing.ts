import { createHmac, randomBytes } from 'node:crypto';
import type { SealingPurpose } from '../../../platform/identity/secret-box';

/**
 * Standard Webhooks signing (https://www.standardwebhooks.com): the secret is `whsec_` + base64 of random
 * bytes; each request carries `webhook-id`, `webhook-timestamp` (Unix seconds) and `webhook-signature`,
 * a space-separated list of `v1,<base64 HMAC-SHA256 of "id.timestamp.body">`, one per live secret.
 */
const SECRET_PREFIX = 'whsec_';
/** 32 bytes: within Standard Webhooks' 24-64, the HMAC-SHA256 block's strength. */
const SECRET_BYTES = 32;

export function newWebhookSecret(): string {
  return `${SECRET_PREFIX}${randomBytes(SECRET_BYTES).toString('base64')}`;
}

export function secretHint(secret: string): string {
  return `${secret.slice(0, SECRET_PREFIX.length + 4)}…`;
}

export function signature(secret: string, id: string, timestampSeconds: number, body: string): string {
  const key = Buffer.from(secret.slice(SECRET_PREFIX.length), 'base64');
  return `v1,${createHmac('sha256', key).update(`${id}.${timestampSeconds}.${body}`).digest('base64')}`;
}

/** The three headers of one attempt; `secrets` newest first (during a rotation's overlap both sign). */
export function signedHeaders(
  secrets: readonly string[],
  id: string,
  body: string,
  now: Date,
): Record<string, string> {
  const timestamp = Math.floor(now.getTime() / 1000);
  return {
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': secrets.map((secret) => signature(secret, id, timestamp, body)).join(' '),
  };
}

/**
 * Webhook signing secrets are sealed at rest (AES-256-GCM, `platform/identity/secret-box`) under
 * WEBHOOK_SECRET_KEY (by default GATEWAY_SECRET), bound to the endpoint id. These values derive the key
 * every stored secret was sealed with: changing them makes them unreadable.
 */
export const WEBHOOK_SECRETS: SealingPurpose = {
  salt: 'commerce-webhooks',
  info: 'webhook signing secrets v1',
};
