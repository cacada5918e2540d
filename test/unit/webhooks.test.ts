import { Webhook, WebhookVerificationError } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../platform/config';
import { thrown } from '../../testing/assertions';
import { refusal } from '../../subgraphs/users/webhooks/address-policy';
import { outcomeOfStatus } from '../../subgraphs/users/webhooks/outbound';
import {
  DISABLE_AFTER_MS,
  disableCutoff,
  RETRY_CAP_MS,
  RETRY_FLOOR_MS,
  RETRY_WINDOW_MS,
  retriesLeft,
  retryDelayMs,
} from '../../subgraphs/users/webhooks/schedule';
import { SecretBox } from '../../platform/identity/secret-box';
import { newWebhookSecret, signedHeaders, WEBHOOK_SECRETS } from '../../subgraphs/users/webhooks/signing';

describe('webhook address policy (SSRF)', () => {
  const strict = { allowLoopback: false };
  const local = { allowLoopback: true };

  it('lets public unicast addresses through', () => {
    for (const address of ['8.8.8.8', '1.1.1.1', '93.184.216.34', '2606:4700:4700::1111', '::ffff:8.8.8.8'])
      expect(refusal(address, strict), address).toBeNull();
  });

  it('refuses private, loopback, link-local, CGNAT, multicast, unspecified, reserved and metadata addresses in both families', () => {
    for (const address of [
      '0.0.0.0',
      '10.1.2.3',
      '100.64.0.1',
      '100.100.100.200',
      '127.0.0.1',
      '127.255.0.9',
      '169.254.169.254',
      '172.16.5.4',
      '172.31.255.255',
      '192.168.0.1',
      '198.18.0.1',
      '224.0.0.251',
      '255.255.255.255',
      '168.63.129.16',
      '::',
      '::1',
      'fe80::1',
      'fd00:ec2::254',
      'fc00::1',
      'ff02::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '0:0:0:0:0:ffff:a9fe:a9fe',
      '::ffff:10.0.0.1',
      '64:ff9b::a9fe:a9fe',
      '2002:a00:1::1',
      'localhost',
    ]) {
      expect(refusal(address, strict), address).toEqual(expect.any(String));
    }
  });

  it('lets loopback (only) through when allowed', () => {
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1'])
      expect(refusal(address, local), address).toBeNull();
    for (const address of ['10.0.0.1', '169.254.169.254', '::ffff:192.168.1.1', 'fd00::1'])
      expect(refusal(address, local), address).toEqual(expect.any(String));
  });
});

describe('webhook retry schedule', () => {
  const jitter = (value: number) => () => value;

  it('waits a full-jitter delay: up to 30 s doubling per failure, at most 12 h, at least 1 s', () => {
    expect(retryDelayMs(1, jitter(0.999999))).toBeCloseTo(30_000, -1);
    expect(retryDelayMs(2, jitter(0.5))).toBe(30_000);
    expect(retryDelayMs(4, jitter(0.5))).toBe(120_000);
    expect(retryDelayMs(20, jitter(0.999999))).toBeCloseTo(RETRY_CAP_MS, -3);
    expect(retryDelayMs(3, jitter(0))).toBe(RETRY_FLOOR_MS);
  });

  it('keeps retrying until an attempt fails at or after 72 hours, so a delivery is tried for at least 72 hours', () => {
    const start = new Date(0);
    expect(retriesLeft(start, new Date(RETRY_WINDOW_MS - 1))).toBe(true);
    expect(retriesLeft(start, new Date(RETRY_WINDOW_MS))).toBe(false);
    for (const random of [0, 0.3, 0.5, 0.999999]) {
      let now = 0;
      let attempts = 1;
      while (retriesLeft(start, new Date(now))) now += retryDelayMs(attempts++, jitter(random));
      expect(now, `random ${random}`).toBeGreaterThanOrEqual(RETRY_WINDOW_MS);
      expect(now - RETRY_WINDOW_MS).toBeLessThanOrEqual(RETRY_CAP_MS);
    }
  });

  it('makes an endpoint failing since 5 days ago (or longer) eligible for disabling, and no later one', () => {
    const now = new Date(Date.parse('2026-03-10T12:00:00Z'));
    expect(disableCutoff(now).getTime()).toBe(now.getTime() - DISABLE_AFTER_MS);
    expect(DISABLE_AFTER_MS).toBe(5 * 24 * 3_600_000);
  });

  it('retries 408, 409, 429, 5xx and 3xx, and no other 4xx', () => {
    expect([200, 201, 204, 299].map(outcomeOfStatus)).toEqual([
      'succeeded',
      'succeeded',
      'succeeded',
      'succeeded',
    ]);
    expect([400, 401, 403, 404, 410, 413, 422].map(outcomeOfStatus)).toEqual(Array(7).fill('rejected'));
    expect([408, 409, 429, 500, 502, 503, 301, 302, 307].map(outcomeOfStatus)).toEqual(
      Array(9).fill('http-error'),
    );
  });
});

describe('webhook signing', () => {
  it('produces headers the standardwebhooks package verifies, with one signature per live secret', () => {
    const [current, previous] = [newWebhookSecret(), newWebhookSecret()];
    const body = JSON.stringify({ type: 'ProductCreated', data: { id: 'p1' } });
    const headers = signedHeaders([current, previous], 'evt-1', body, new Date());
    expect(headers['webhook-id']).toBe('evt-1');
    expect(headers['webhook-signature']!.split(' ')).toHaveLength(2);
    for (const secret of [current, previous])
      expect(new Webhook(secret).verify(body, headers)).toEqual({
        type: 'ProductCreated',
        data: { id: 'p1' },
      });
    expect(() => new Webhook(newWebhookSecret()).verify(body, headers)).toThrow(WebhookVerificationError);
    expect(() => new Webhook(current).verify(body, { ...headers, 'webhook-id': 'evt-2' })).toThrow(
      WebhookVerificationError,
    );
  });

  it('encrypts secrets at rest, bound to their endpoint and to the configured key', () => {
    const box = new SecretBox('k'.repeat(32), WEBHOOK_SECRETS);
    const secret = newWebhookSecret();
    const sealed = box.seal(secret, 'endpoint-1');
    expect(sealed).not.toContain(secret.slice(6));
    expect(box.open(sealed, 'endpoint-1')).toBe(secret);
    expect(box.open(sealed, 'endpoint-2')).toBeNull();
    expect(new SecretBox('j'.repeat(32), WEBHOOK_SECRETS).open(sealed, 'endpoint-1')).toBeNull();
    // One bit of the ciphertext flipped (in its bytes: a changed base64 character may only touch padding bits).
    const [version, iv, tag, cipher] = sealed.split('.');
    const bytes = Buffer.from(cipher!, 'base64url');
    bytes[0]! ^= 1;
    expect(box.open([version, iv, tag, bytes.toString('base64url')].join('.'), 'endpoint-1')).toBeNull();
  });
});

describe('webhook configuration', () => {
  it('refuses loopback delivery in production', () => {
    const problems = thrown(
      () =>
        loadConfig({
          NODE_ENV: 'production',
          NOTIFY_ALLOW_CAPTURE_IN_PRODUCTION: 'true',
          GATEWAY_SECRET: 's'.repeat(32),
          AUTH_ISSUER: 'https://api.example.com',
          WEBHOOK_ALLOW_LOOPBACK: 'true',
        }),
      ConfigError,
    ).problems;
    expect(problems).toEqual([expect.stringContaining('WEBHOOK_ALLOW_LOOPBACK')]);
    expect(loadConfig({}).webhooks).toMatchObject({
      timeoutMs: 10_000,
      pollMs: 1_000,
      concurrency: 32,
      allowLoopback: false,
    });
  });
});
