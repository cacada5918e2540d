import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { callerKey, IdentitySigner, type Identity } from '../../platform/identity';

const secret = 'a-shared-secret-of-at-least-32-chars!';
const user: Identity = { kind: 'user', userId: 'u-1', roles: ['customer'], scopes: ['read'] };

/**
 * Changes the first character of the MAC. (The last one would not do: of a 32-byte MAC's 43 base64url
 * characters, the last carries two padding bits, so A and B there can decode to the same bytes.)
 */
function tamperMac(text: string): string {
  const at = text.indexOf('.') + 1;
  return text.slice(0, at) + (text[at] === 'A' ? 'B' : 'A') + text.slice(at + 1);
}

describe('IdentitySigner', () => {
  it('round-trips an identity and the request id', () => {
    const signer = new IdentitySigner(secret);
    expect(signer.verify(signer.sign(user, 'req-1'))).toEqual({ identity: user, requestId: 'req-1' });
  });

  it('rejects a tampered payload', () => {
    const signer = new IdentitySigner(secret);
    const [, mac] = signer.sign(user, 'req-1').split('.');
    const forged = Buffer.from(
      JSON.stringify({
        v: 1,
        id: { ...user, roles: ['admin'] },
        rid: 'req-1',
        exp: Math.floor(Date.now() / 1000) + 60,
      }),
    ).toString('base64url');
    expect(signer.verify(`${forged}.${mac}`)).toBeNull();
  });

  it('rejects a tampered signature', () => {
    const signer = new IdentitySigner(secret);
    expect(signer.verify(tamperMac(signer.sign(user, 'req-1')))).toBeNull();
  });

  it('rejects a header signed with another secret', () => {
    const other = new IdentitySigner('another-secret-of-at-least-32-chars!!');
    expect(new IdentitySigner(secret).verify(other.sign(user, 'req-1'))).toBeNull();
  });

  it('rejects an expired header and accepts it until its expiry', () => {
    const signer = new IdentitySigner(secret, 60);
    const issuedAt = Date.UTC(2026, 0, 1, 12, 0, 0);
    const header = signer.sign(user, 'req-1', issuedAt);
    expect(signer.verify(header, issuedAt + 59_000)).not.toBeNull();
    expect(signer.verify(header, issuedAt + 61_000)).toBeNull();
  });

  it('checks a header once for the fetches of one request, and still refuses it once expired or altered', () => {
    const signer = new IdentitySigner(secret, 60);
    const issuedAt = Date.UTC(2026, 0, 1, 12, 0, 0);
    const header = signer.sign(user, 'req-1', issuedAt);
    const first = signer.verify(header, issuedAt + 1_000);
    // The same header again (the next subgraph fetch of the request): the same answer, not checked anew.
    expect(signer.verify(header, issuedAt + 2_000)).toBe(first);
    expect(signer.verify(tamperMac(header), issuedAt + 2_000)).toBeNull();
    expect(signer.verify(header, issuedAt + 61_000)).toBeNull();
    // A refused header is never remembered as good.
    const forged = tamperMac(signer.sign(user, 'req-2', issuedAt));
    expect(signer.verify(forged, issuedAt + 1_000)).toBeNull();
    expect(signer.verify(forged, issuedAt + 1_000)).toBeNull();
  });

  it.each([[undefined], [''], ['no-dot'], ['.mac-only'], ['bm90LWpzb24.abc']])(
    'rejects the malformed header %j',
    (header) => {
      expect(new IdentitySigner(secret).verify(header)).toBeNull();
    },
  );

  it('rejects correctly signed content that is not a version-1 identity envelope', () => {
    const signer = new IdentitySigner(secret);
    // Signed with the real secret and scheme (HMAC-SHA256, base64url), so only the content is wrong.
    const signed = (payload: string) =>
      `${payload}.${createHmac('sha256', secret).update(payload).digest('base64url')}`;
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const exp = Math.floor(Date.now() / 1000) + 60;
    expect(signer.verify(signed(encode({ v: 1, id: user, rid: 'r', exp })))).not.toBeNull();
    expect(signer.verify(signed(encode({ v: 2, id: user, rid: 'r', exp })))).toBeNull();
    expect(signer.verify(signed(encode({ v: 1, id: { name: 'no kind' }, rid: 'r', exp })))).toBeNull();
    expect(signer.verify(signed(encode({ v: 1, id: user, rid: 'r' })))).toBeNull();
    expect(signer.verify(signed(Buffer.from('not json').toString('base64url')))).toBeNull();
  });
});

describe('callerKey', () => {
  it('gives each kind of caller its own bucket', () => {
    expect(callerKey({ kind: 'anonymous', ip: '10.0.0.1' })).toBe('anon:10.0.0.1');
    expect(callerKey({ kind: 'anonymous' })).toBe('anon:unknown');
    expect(callerKey(user)).toBe('user:u-1');
    expect(
      callerKey({
        kind: 'apiKey',
        userId: 'u-1',
        keyId: 'k-9',
        roles: [],
        scopes: [],
        tier: 'basic',
        keyType: 'secret',
      }),
    ).toBe('key:k-9');
    expect(callerKey({ kind: 'client', clientId: 'c-1', ownerId: 'u-1', scopes: [] })).toBe('client:c-1');
    expect(callerKey({ kind: 'service', service: 'orders' })).toBe('service:orders');
  });
});
