import { describe, expect, it } from 'vitest';
import { PollLoop, sleep } from '../../platform/events/bus';

/** A step that counts its passes and, from the pass given on, hangs until `release()`. */
function steps(hangFrom: number) {
  let passes = 0;
  let release: () => void = () => {};
  let entered: () => void = () => {};
  const hanging = new Promise<void>((resolve) => (entered = resolve));
  return {
    get passes() {
      return passes;
    },
    hanging,
    release: () => release(),
    step: async () => {
      passes++;
      if (passes < hangFrom) return false;
      entered();
      await new Promise<void>((resolve) => (release = resolve));
      return false;
    },
  };
}

describe('PollLoop.stop', () => {
  it('waits for the pass in hand when it finishes within the stop wait', async () => {
    const work = steps(1);
    const errors: unknown[] = [];
    const loop = new PollLoop(work.step, 10, (error) => errors.push(error), 2_000);
    await work.hanging;
    let stopped = false;
    const stopping = loop.stop().then(() => (stopped = true));
    await sleep(50);
    expect(stopped).toBe(false);
    work.release();
    await stopping;
    expect(errors).toEqual([]);
    expect(work.passes).toBe(1);
  });

  it('gives up on a pass that hangs after the stop wait, says so, and runs no pass after it', async () => {
    const work = steps(2);
    const errors: Error[] = [];
    const loop = new PollLoop(work.step, 1, (error) => errors.push(error as Error), 100);
    await work.hanging;
    const started = performance.now();
    await loop.stop();
    const waited = performance.now() - started;
    expect(waited).toBeGreaterThanOrEqual(95);
    expect(waited).toBeLessThan(1_000);
    expect(errors).toHaveLength(1);
    expect(errors[0]!.message).toMatch(/still running after 100 ms/);
    // The abandoned pass ends later (its connection closed): the loop ends with it.
    work.release();
    await sleep(30);
    expect(work.passes).toBe(2);
  });
});
