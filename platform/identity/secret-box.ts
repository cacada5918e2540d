import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * What a box seals, as HKDF salt and info: each purpose derives its own key from the same configured
 * material, so a ciphertext of one purpose never opens as another's.
 */
export interface SealingPurpose {
  salt: string;
  info: string;
}

/**
 * Encrypts secrets at rest: AES-256-GCM under a key derived (HKDF-SHA256) from configuration. The record's
 * id is the associated data, so a ciphertext copied onto another record does not decrypt.
 * Format: `v1.<iv>.<tag>.<ciphertext>` (base64url).
 */
export class SecretBox {
  private readonly key: Buffer;

  constructor(keyMaterial: string, purpose: SealingPurpose) {
    this.key = Buffer.from(
      hkdfSync('sha256', Buffer.from(keyMaterial, 'utf8'), purpose.salt, purpose.info, 32),
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

  /** Null when the ciphertext is not ours (another key, another record, tampered). */
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
