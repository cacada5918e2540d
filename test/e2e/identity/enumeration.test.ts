import { beforeAll, describe, expect, it } from 'vitest';
import { startTestStack } from '../../../testing/harness';
import { postJson, registerCustomer, type Account } from '../../../testing/fixtures';
import { consumersCaughtUp } from '../../../testing/events';
import type { Stack } from '../../../stack';

/** Whether an email has an account must not show in password-reset answers or their timing. */
let stack: Stack;

beforeAll(async () => {
  // Every run below comes from one address: its budget must not be what is measured.
  stack = await startTestStack({ env: { LOGIN_MAX_FAILURES_PER_ADDRESS: '1000' } });
});

function fasterHalfMean(values: number[]): number {
  const half = [...values].sort((a, b) => a - b).slice(0, Math.ceil(values.length / 2));
  return half.reduce((sum, value) => sum + value, 0) / half.length;
}

describe('password reset', () => {
  it('answers in the same time whether or not the account exists (alternating runs, their faster halves)', async () => {
    const runs = 25;
    const accounts: Account[] = [];
    for (let i = 0; i < runs; i++) accounts.push(await registerCustomer(stack));
    // Sign-ups start background work (welcome messages): measure once it is done.
    await consumersCaughtUp(stack.connections.users!.getClient().db(`${stack.dbPrefix}_events`));
    const timed = async (email: string) => {
      const started = performance.now();
      const answer = await postJson(stack, '/auth/password/reset', { email });
      expect(answer.status).toBe(202);
      await answer.arrayBuffer();
      const elapsed = performance.now() - started;
      // Whatever the request left running (a reset's message) must not slow the next measurement.
      await stack.gateway.auth.idle();
      return elapsed;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    // Alternating, so a slow moment of a shared machine falls on both sides alike.
    for (let i = 0; i < runs; i++) {
      known.push(await timed(accounts[i]!.email));
      unknown.push(await timed(`nobody-${i}-${Date.now()}@example.com`));
    }
    // The faster half of each side: the runs no other work on this shared machine slowed down. Doing the
    // reset's work before answering made an account's answers 1.3-2.5 ms slower there (of 4-8 ms); since
    // it is done after answering, the two differ by a few tenths of a millisecond.
    const [a, b] = [fasterHalfMean(known), fasterHalfMean(unknown)];
    expect(
      Math.abs(a - b),
      `faster-half means: account ${a.toFixed(2)} ms, no account ${b.toFixed(2)} ms`,
    ).toBeLessThan(0.75 + 0.1 * Math.min(a, b));
  });
});
