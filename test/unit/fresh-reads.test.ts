import { describe, expect, it } from 'vitest';
import { freshReads } from '../../platform/events/bus';

/** A read that the test finishes by hand, counting how many were started. */
function manualReads() {
  const pending: Array<(value: number) => void> = [];
  let started = 0;
  return {
    read: () =>
      new Promise<number>((resolve) => {
        started++;
        pending.push(resolve);
      }),
    started: () => started,
    finish: (value: number) => pending.shift()!(value),
  };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('freshReads', () => {
  it('shares one read among callers that arrive before it starts', async () => {
    const reads = manualReads();
    const position = freshReads(reads.read);
    const answers = Promise.all([position(), position(), position()]);
    await tick();
    expect(reads.started()).toBe(1);
    reads.finish(7);
    expect(await answers).toEqual([7, 7, 7]);
  });

  it('never answers a caller with a read that started before it asked', async () => {
    const reads = manualReads();
    const position = freshReads(reads.read);
    const early = position();
    await tick();
    // This caller arrives while the first read runs: it must wait for a read of its own.
    const late = position();
    const later = position();
    reads.finish(1);
    expect(await early).toBe(1);
    await tick();
    expect(reads.started()).toBe(2);
    reads.finish(2);
    expect(await late).toBe(2);
    expect(await later).toBe(2);
  });

  it('lets the next callers read again after a failed read', async () => {
    let calls = 0;
    const position = freshReads(async () => {
      calls++;
      if (calls === 1) throw new Error('unreachable');
      return calls;
    });
    await expect(position()).rejects.toThrow('unreachable');
    expect(await position()).toBe(2);
  });
});
