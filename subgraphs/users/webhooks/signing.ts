import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

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
 * Encrypts signing secrets at rest: AES-256-GCM under a key derived (HKDF-SHA256) from configuration
 * (WEBHOOK_SECRET_KEY, by default GATEWAY_SECRET). The endpoint id is the associated data, so a
 * ciphertext copied onto another endpoint does not decrypt. Format: `v1.<iv>.<tag>.<ciphertext>` (base64url).
 */
export class SecretBox {
  private readonly key: Buffer;

  constructor(keyMaterial: string) {
    this.key = Buffer.from(
      hkdfSync(
        'sha256',
        Buffer.from(keyMaterial, 'utf8'),
        'commerce-webhooks',
        'webhook signing secrets v1',
        32,
      ),
    );
  }

  seal(plaintext: string, boundTo: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(boundTo, 'utf8'));
    const sealed = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return ['v1', iv, cipher.getAuthTag(), sealed]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
      .join('.');
  }

  /** Null when the ciphertext is not ours (another key, another endpoint, tampered). */
  open(ciphertext: string, boundTo: string): string | null {
    const [version, iv, tag, sealed] = ciphertext.split('.');
    if (version !== 'v1' || !iv || !tag || sealed === undefined) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(boundTo, 'utf8'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    } catch {
      return null;
    }
  }
}
