import { beforeAll, describe, expect, it } from 'vitest';
import {
  decodeProtectedHeader,
  exportJWK,
  generateKeyPair,
  createLocalJWKSet,
  jwtVerify,
  type JWK,
} from 'jose';
import { platform, signUp, usersRing, type UsersRing } from './fixtures';

/** JWT private keys are sealed at rest like webhook secrets, and keys stored in plaintext are sealed at start. */
let ring: UsersRing;

beforeAll(async () => {
  ring = await usersRing('signing');
});

describe('signing keys at rest', () => {
  it('stores no private key material in plaintext', async () => {
    await ring.services.tokens.ensureKey(platform);
    const stored = await ring.connection.collection('signing_keys').find({}).toArray();
    expect(stored.length).toBeGreaterThanOrEqual(2);
    for (const record of stored) {
      expect(record).not.toHaveProperty('privateJwk');
      expect(record.sealedPrivateJwk).toMatch(/^v1\./);
      // The RSA private exponent and primes appear nowhere in the document.
      expect(JSON.stringify(record)).not.toMatch(/"(d|p|q|dp|dq|qi)":/);
    }
  });

  it('seals a key stored in plaintext by an older version at start, and keeps signing with it', async () => {
    const legacy = await usersRing('signing-legacy');
    const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
    const common = { kid: 'legacy-1', alg: 'RS256', use: 'sig' };
    const privateJwk = { ...(await exportJWK(privateKey)), ...common };
    const now = new Date();
    await legacy.connection.collection('signing_keys').insertMany([
      {
        _id: 'legacy-1',
        privateJwk,
        publicJwk: { ...(await exportJWK(publicKey)), ...common },
        createdAt: now,
        retiredAt: null,
      },
    ] as never[]);
    await legacy.connection
      .collection('signing_state')
      .insertOne({ _id: 'current', kid: 'legacy-1', nextKid: 'legacy-1', updatedAt: now } as never);

    expect(await legacy.services.tokens.ensureKey(platform)).toBe('legacy-1');
    const stored = await legacy.connection.collection('signing_keys').findOne({ _id: 'legacy-1' as never });
    expect(stored).not.toHaveProperty('privateJwk');
    expect(JSON.stringify(stored)).not.toContain(privateJwk.d!);

    const account = await signUp(legacy, 'legacy@example.com');
    const grant = await legacy.services.grants.passwordLogin(platform, {
      email: account.email,
      password: 'correct horse battery',
    });
    expect(decodeProtectedHeader(grant.accessToken).kid).toBe('legacy-1');
    const jwks = createLocalJWKSet({ keys: (await legacy.services.tokens.publicKeys(platform)) as JWK[] });
    await jwtVerify(grant.accessToken, jwks);
  });

  it('switches to new keys when the stored ones cannot be unsealed (the sealing secret changed)', async () => {
    const kid = await ring.services.tokens.ensureKey(platform);
    const other = await usersRing('signing-other', { AUTH_SIGNING_KEY_SECRET: 'x'.repeat(40) });
    // The same database under another sealing secret.
    const state = await ring.connection.collection('signing_state').findOne({});
    const keys = await ring.connection.collection('signing_keys').find({}).toArray();
    await other.connection.collection('signing_keys').insertMany(keys as never[]);
    await other.connection.collection('signing_state').insertOne(state as never);
    const replaced = await other.services.tokens.ensureKey(platform);
    expect(replaced).not.toBe(kid);
    // The old public key stays published (tokens it signed keep verifying until they expire).
    const published = (await other.services.tokens.publicKeys(platform)).map((key) => key.kid);
    expect(published).toEqual(expect.arrayContaining([kid, replaced]));
  });
});
