import { beforeAll, describe, expect, it } from 'vitest';
import type { Connection } from 'mongoose';
import { JobQueue } from '../../../platform/jobs';
import { createLogger } from '../../../platform/logging';
import { ManualClock } from '../../../testing/clock';
import { testDatabase } from '../../../testing/harness';

/** The job queue on the test MongoDB: due times on a moved clock, leases, retries with backoff, steps. */
const START = Date.parse('2026-03-02T09:00:00Z');
const logger = createLogger({ level: 'silent', service: 'jobs-test' });
let connection: Connection;

beforeAll(async () => {
  connection = await testDatabase('platform_jobs');
});

function queue(clock: ManualClock, options: { leaseMs?: number } = {}) {
  return new JobQueue(connection, { clock, logger, maxAttempts: 3, retryBaseMs: 1_000, ...options });
}

describe('jobs', () => {
  it('runs a job only once it is due, once, and never a cancelled one', async () => {
    const clock = new ManualClock(START);
    const jobs = queue(clock);
    const ran: string[] = [];
    jobs.handle('once', async ({ job }) => void ran.push(job._id));
    expect(await jobs.schedule({ id: 'once-1', kind: 'once', dueAt: new Date(START + 60_000) })).toBe(true);
    expect(await jobs.schedule({ id: 'once-1', kind: 'once', dueAt: new Date(START) })).toBe(false);
    await jobs.schedule({ id: 'once-2', kind: 'once', dueAt: new Date(START + 60_000) });
    expect(await jobs.cancel('once-2')).toBe(true);
    expect(await jobs.runDue()).toBe(0);
    clock.advance(60_000);
    expect(await jobs.runDue()).toBe(1);
    expect(await jobs.runDue()).toBe(0);
    expect(ran).toEqual(['once-1']);
    expect(await jobs.get('once-1')).toMatchObject({ status: 'done', attempts: 1, claim: null });
    expect(await jobs.get('once-2')).toMatchObject({ status: 'cancelled', attempts: 0 });
  });

  it('retries a failing job with doubling backoff, skipping the steps that finished, then marks it failed', async () => {
    const clock = new ManualClock(START);
    const jobs = queue(clock);
    const calls: string[] = [];
    jobs.handle('flaky', async ({ step }) => {
      await step('first', async () => void calls.push('first'));
      await step('second', async () => {
        calls.push('second');
        throw new Error('provider down');
      });
    });
    await jobs.schedule({ id: 'flaky-1', kind: 'flaky', dueAt: new Date(START) });
    await jobs.runDue();
    expect(await jobs.get('flaky-1')).toMatchObject({
      status: 'pending',
      attempts: 1,
      steps: ['first'],
      lastError: 'provider down',
      dueAt: new Date(START + 1_000),
    });
    clock.advance(999);
    expect(await jobs.runDue()).toBe(0);
    clock.advance(1);
    await jobs.runDue();
    expect(await jobs.get('flaky-1')).toMatchObject({ attempts: 2, dueAt: new Date(START + 3_000) });
    clock.advance(2_000);
    await jobs.runDue();
    expect(await jobs.get('flaky-1')).toMatchObject({
      status: 'failed',
      attempts: 3,
      lastError: 'provider down',
    });
    expect(calls).toEqual(['first', 'second', 'second', 'second']);
  });

  it('lets another process take over a job whose claimant died, once its lease lapsed', async () => {
    const clock = new ManualClock(START);
    const dead = queue(clock, { leaseMs: 30_000 });
    let release: () => void = () => {};
    dead.handle('long', () => new Promise<void>((resolve) => (release = resolve)));
    await dead.schedule({ id: 'long-1', kind: 'long', dueAt: new Date(START) });
    const stuck = dead.runDue();
    await expect.poll(async () => (await dead.get('long-1'))?.attempts).toBe(1);

    const other = queue(clock, { leaseMs: 30_000 });
    const ran: number[] = [];
    other.handle('long', async ({ job }) => void ran.push(job.attempts));
    expect(await other.runDue()).toBe(0);
    clock.advance(30_000);
    expect(await other.runDue()).toBe(1);
    expect(ran).toEqual([2]);
    // The first claimant finishing late writes nothing over the job it lost.
    release();
    await stuck;
    expect(await other.get('long-1')).toMatchObject({ status: 'done', attempts: 2 });
  });
});
