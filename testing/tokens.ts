import { randomUUID } from 'node:crypto';
import { SignJWT, importJWK, type CryptoKey, type JWK } from 'jose';
import { SecretBox } from '../platform/identity/secret-box';
import type { Stack } from '../stack';
import { SIGNING_KEYS } from '../subgraphs/users/services/token-service';

/**
 * The users service's current private signing key, unsealed with the stack's configuration: tests mint
 * tokens that differ from real ones in exactly one thing.
 */
export async function currentSigningKey(
  stack: Stack,
): Promise<{ kid: string; key: CryptoKey; publicJwk: JWK }> {
  const users = stack.connections.users!;
  const state = await users
    .collection<{ _id: string; kid: string }>('signing_state')
    .findOne({ _id: 'current' });
  const record = await users
    .collection<{ _id: string; sealedPrivateJwk: string; publicJwk: JWK }>('signing_keys')
    .findOne({ _id: state!.kid });
  const opened = new SecretBox(stack.config.auth.signingKeySecret, SIGNING_KEYS).open(
    record!.sealedPrivateJwk,
    record!._id,
  );
  return {
    kid: record!._id,
    key: (await importJWK(JSON.parse(opened!) as JWK, 'RS256')) as CryptoKey,
    publicJwk: record!.publicJwk,
  };
}

export interface MintOptions {
  sub: string;
  /** Extra or replaced claims (`sid`, `scope`, `gty`, ...). */
  claims?: Record<string, unknown>;
  iss?: string;
  aud?: string;
  iat?: number;
  exp?: number;
  nbf?: number;
  kid?: string;
  key?: CryptoKey;
  typ?: string;
}

/** An access token shaped like the users service's, signed with its real key unless told otherwise. */
export async function mintAccessToken(stack: Stack, options: MintOptions): Promise<string> {
  const signing = await currentSigningKey(stack);
  const now = Math.floor(Date.now() / 1000);
  const jwt = new SignJWT({ scope: 'read write', ...options.claims })
    .setProtectedHeader({ alg: 'RS256', kid: options.kid ?? signing.kid, typ: options.typ ?? 'at+jwt' })
    .setSubject(options.sub)
    .setIssuer(options.iss ?? stack.gatewayUrl)
    .setAudience(options.aud ?? stack.config.auth.audience)
    .setIssuedAt(options.iat ?? now - 10)
    .setExpirationTime(options.exp ?? now + 600)
    .setJti(randomUUID());
  if (options.nbf !== undefined) jwt.setNotBefore(options.nbf);
  return jwt.sign(options.key ?? signing.key);
}

/** The claims of a JWT, unverified (tests read what they were given). */
export function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;
}
