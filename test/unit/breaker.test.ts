import { describe, expect, it } from 'vitest';
import { CircuitBreaker } from '../../gateway/traffic/resilience/breaker';
import { InstancePool } from '../../gateway/traffic/resilience/pool';
import { ManualClock } from '../../testing/clock';

/** The circuit breaker and the instance pool on a clock the test moves. */
describe('CircuitBreaker', () => {
  it('opens after consecutive failures, lets one trial through after the cooldown, and closes on its success', () => {
    const clock = new ManualClock();
    const changes: boolean[] = [];
    const breaker = new CircuitBreaker({
      failures: 3,
      cooldownMs: 1000,
      clock,
      onChange: (open) => changes.push(open),
    });
    breaker.failure();
    breaker.failure();
    breaker.success();
    // Consecutive: a success in between starts the count again.
    breaker.failure();
    breaker.failure();
    expect(breaker.current).toEqual({ kind: 'closed', failures: 2 });
    breaker.failure();
    expect(breaker.current).toEqual({ kind: 'open', until: clock.now() + 1000 });
    expect(changes).toEqual([true]);

    clock.advance(999);
    expect(breaker.available()).toBe(false);
    expect(breaker.tryAcquire()).toBe(false);
    clock.advance(1);
    expect(breaker.available()).toBe(true);
    expect(breaker.tryAcquire()).toBe(true);
    // One trial at a time.
    expect(breaker.current).toEqual({ kind: 'half-open', trialInFlight: true });
    expect(breaker.available()).toBe(false);
    expect(breaker.tryAcquire()).toBe(false);
    breaker.success();
    expect(breaker.current).toEqual({ kind: 'closed', failures: 0 });
    expect(changes).toEqual([true, false]);
  });

  it('opens again for a whole cooldown when the trial fails', () => {
    const clock = new ManualClock();
    const breaker = new CircuitBreaker({ failures: 1, cooldownMs: 500, clock });
    breaker.failure();
    clock.advance(500);
    expect(breaker.tryAcquire()).toBe(true);
    clock.advance(200);
    breaker.failure();
    expect(breaker.current).toEqual({ kind: 'open', until: clock.now() + 500 });
    // A fetch that started before the circuit opened changes nothing.
    breaker.failure();
    expect(breaker.current).toEqual({ kind: 'open', until: clock.now() + 500 });
    clock.advance(499);
    expect(breaker.tryAcquire()).toBe(false);
  });
});

describe('InstancePool', () => {
  it('sends nothing to an instance whose circuit is open until its cooldown ends, then one trial', () => {
    const clock = new ManualClock();
    const pool = new InstancePool(['http://a', 'http://b'], { failures: 1, cooldownMs: 1000, clock });
    const [a, b] = pool.instances;
    a!.breaker.failure();
    for (let index = 0; index < 4; index++) {
      const picked = pool.pick()!;
      expect(picked).toBe(b);
      picked.breaker.success();
    }
    clock.advance(1000);
    const picks = [pool.pick(), pool.pick()];
    // The trial claimed a's circuit: the other pick goes to b.
    expect(picks).toContain(a);
    expect(picks).toContain(b);
    expect(a!.breaker.current).toEqual({ kind: 'half-open', trialInFlight: true });
  });

  it('answers null when every circuit is open', () => {
    const clock = new ManualClock();
    const pool = new InstancePool(['http://only'], { failures: 1, cooldownMs: 1000, clock });
    pool.instances[0]!.breaker.failure();
    expect(pool.pick()).toBeNull();
    clock.advance(1000);
    expect(pool.pick()).toBe(pool.instances[0]);
  });
});
