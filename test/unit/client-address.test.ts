import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../platform/config';
import { clientAddressResolver } from '../../platform/http/client-address';
import { thrown } from '../../testing/assertions';

/** A request as the resolver reads it: the peer's address and the X-Forwarded-For header. */
const request = (peer: string, forwardedFor?: string) =>
  ({
    socket: { remoteAddress: peer },
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  }) as unknown as IncomingMessage;

const resolverFor = (value?: string) =>
  clientAddressResolver(loadConfig({ TRUSTED_PROXIES: value }).trustedProxies);

describe('TRUSTED_PROXIES', () => {
  it('ignores X-Forwarded-For unless set', () => {
    expect(resolverFor()(request('10.0.0.5', '203.0.113.7'))).toBe('10.0.0.5');
    expect(resolverFor()(request('::ffff:10.0.0.5'))).toBe('10.0.0.5');
  });

  it('believes trusted ranges only, stepping over every trusted hop from the right', () => {
    const resolve = resolverFor('10.0.0.0/8, ::1');
    expect(resolve(request('10.0.0.5', '203.0.113.7'))).toBe('203.0.113.7');
    expect(resolve(request('10.0.0.5', '198.51.100.1, 203.0.113.7, 10.1.2.3'))).toBe('203.0.113.7');
    expect(resolve(request('::1', '203.0.113.7'))).toBe('203.0.113.7');
    // An untrusted peer's header is its own claim.
    expect(resolve(request('192.0.2.9', '203.0.113.7'))).toBe('192.0.2.9');
    // A malformed entry names nobody: the last trusted proxy stands for its client.
    expect(resolve(request('10.0.0.5', 'not-an-address'))).toBe('10.0.0.5');
  });

  it('takes a hop count', () => {
    const resolve = resolverFor('2');
    expect(resolve(request('10.0.0.5', '198.51.100.1, 203.0.113.7, 10.9.9.9'))).toBe('203.0.113.7');
    expect(resolve(request('10.0.0.5', '203.0.113.7'))).toBe('203.0.113.7');
  });

  it('refuses values that are no address, range or hop count', () => {
    for (const value of ['10.0.0.0/33', 'proxy.internal', '0', '11'])
      expect(thrown(() => loadConfig({ TRUSTED_PROXIES: value }), ConfigError).problems[0]).toMatch(
        /^TRUSTED_PROXIES: /,
      );
  });
});
