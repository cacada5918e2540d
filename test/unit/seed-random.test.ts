import { describe, expect, it } from 'vitest';
import { SeededRandom } from '../../scripts/seed/random';
import { scaledSize } from '../../scripts/seed/plan';

/** What `sample` promised before it stopped copying the pool: draw, remove, repeat. */
function sampleByRemoving<T>(random: SeededRandom, items: readonly T[], count: number): T[] {
  const pool = [...items];
  const chosen: T[] = [];
  while (chosen.length < count && pool.length)
    chosen.push(pool.splice(Math.floor(random.next() * pool.length), 1)[0]!);
  return chosen;
}

describe('the seed planner at scale', () => {
  it('samples exactly what drawing from a shrinking copy of the pool would, so the sample data is unchanged', () => {
    const reference = new SeededRandom(11);
    const random = new SeededRandom(11);
    const items = Array.from({ length: 40 }, (_, index) => `item-${index}`);
    for (let round = 0; round < 5000; round++) {
      const pool = items.slice(0, (round % items.length) + 1);
      const count = (round % 6) + 1;
      expect(random.sample(pool, count)).toEqual(sampleByRemoving(reference, pool, count));
    }
  });

  it('scales the sample size by whole numbers only', () => {
    expect(scaledSize(100)).toEqual({ products: 120_000, users: 6_000, orders: 40_000 });
    expect(scaledSize(3, { products: 200, users: 50, orders: 400 })).toEqual({
      products: 600,
      users: 150,
      orders: 1200,
    });
    expect(() => scaledSize(0)).toThrow(RangeError);
    expect(() => scaledSize(1.5)).toThrow(/whole number/);
  });
});
