import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** `length` uniformly random base-62 characters (~5.95 bits each), from the OS CSPRNG. */
export function randomBase62(length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += BASE62[randomInt(62)];
  return out;
}

/** An opaque URL-safe secret of `bytes` random bytes. */
export function randomSecret(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/**
 * SHA-256, hex. Right for secrets that are themselves long random strings (API keys, client secrets,
 * refresh/reset tokens, recovery codes): guessing the input is hopeless, so a slow hash adds nothing.
 * Passwords are never hashed with this (argon2id is used for them).
 */
export function sha256(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** Constant-time string comparison (lengths may differ). */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}
