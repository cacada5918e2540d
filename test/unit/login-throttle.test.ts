import { describe, expect, it } from 'vitest';
import { LoginThrottle } from '../../gateway/auth/throttle';

/** The login throttle in memory: it slows whoever guesses, and never the account's owner elsewhere. */
const options = { maxFailures: 3, maxFailuresPerAddress: 5, windowSeconds: 900 };
const attacker = '203.0.113.7';
const owner = '198.51.100.20';

describe('the login throttle', () => {
  it('makes the guessing address wait, while the owner signs in from another address', async () => {
    const throttle = new LoginThrottle(options);
    for (let i = 0; i < 5; i++) await throttle.failed('victim@example.com', attacker);
    expect(await throttle.blockedFor('victim@example.com', attacker)).toBeGreaterThan(0);
    expect(await throttle.blockedFor('Victim@Example.com', owner)).toBeNull();
  });

  it('doubles the wait with every further failure, up to the window', async () => {
    const throttle = new LoginThrottle({ ...options, maxFailuresPerAddress: 1_000 });
    const waits: Array<number | null> = [];
    for (let i = 0; i < 14; i++) {
      waits.push(await throttle.blockedFor('pat@example.com', attacker));
      await throttle.failed('pat@example.com', attacker);
    }
    expect(waits.slice(0, 3)).toEqual([null, null, null]);
    expect(waits.slice(3, 13)).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 512]);
    expect(await throttle.blockedFor('pat@example.com', attacker)).toBe(900);
  });

  it('slows an address that tries many accounts, once per address, whichever account it tries next', async () => {
    const throttle = new LoginThrottle(options);
    for (let i = 0; i < 5; i++) await throttle.failed(`person-${i}@example.com`, attacker);
    expect(await throttle.blockedFor('someone-new@example.com', attacker)).toBeGreaterThan(0);
    expect(await throttle.blockedFor('someone-new@example.com', owner)).toBeNull();
  });

  it('forgets an account-and-address count on success, but not the address’s own count', async () => {
    const throttle = new LoginThrottle(options);
    for (let i = 0; i < 2; i++) await throttle.failed('sam@example.com', attacker);
    await throttle.succeeded('sam@example.com', attacker);
    for (let i = 0; i < 2; i++) await throttle.failed('sam@example.com', attacker);
    expect(await throttle.blockedFor('sam@example.com', attacker)).toBeNull();
    // Four failures so far from this address; the fifth spends its budget for every account.
    await throttle.failed('other@example.com', attacker);
    expect(await throttle.blockedFor('third@example.com', attacker)).toBeGreaterThan(0);
  });

  it('caps an account over every address when told to (password resets)', async () => {
    const throttle = new LoginThrottle({ ...options, maxPerAccount: 2 });
    await throttle.failed('inbox@example.com', '192.0.2.1');
    await throttle.failed('inbox@example.com', '192.0.2.2');
    expect(await throttle.blockedFor('inbox@example.com', '192.0.2.3')).toBeGreaterThan(0);
  });
});
