/**
 * A seeded pseudo-random source (mulberry32): the same seed gives the same sequence on every machine and
 * Node version, which `Math.random` does not: two seed runs plan identical data, and a fuzz run's failure is found again
 * by running it with the same seed.
 */
export class SeededRandom {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('pick from an empty list');
    return items[Math.floor(this.next() * items.length)]!;
  }

  /** One of the keys, with probability proportional to its weight. */
  weighted<K extends string>(weights: Readonly<Record<K, number>>): K {
    const entries = Object.entries(weights) as Array<[K, number]>;
    const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
    let roll = this.next() * total;
    for (const [key, weight] of entries) {
      roll -= weight;
      if (roll < 0) return key;
    }
    return entries[entries.length - 1]![0];
  }

  /**
   * `count` distinct items, in the order drawn: each draw picks a position among the items not drawn yet.
   * The pool is never copied (a scaled seed samples from tens of thousands of products per order); the
   * position is mapped past the positions already taken, so the draws, and the data, are what removing
   * each chosen item from a copy would give.
   */
  sample<T>(items: readonly T[], count: number): T[] {
    const taken: number[] = [];
    const chosen: T[] = [];
    while (chosen.length < count && taken.length < items.length) {
      let index = Math.floor(this.next() * (items.length - taken.length));
      // `taken` stays sorted: each earlier pick at or before the position shifts it one to the right.
      for (const earlier of taken) if (earlier <= index) index++;
      taken.splice(sortedIndex(taken, index), 0, index);
      chosen.push(items[index]!);
    }
    return chosen;
  }
}

/** Where `value` goes in the ascending `sorted`. */
function sortedIndex(sorted: readonly number[], value: number): number {
  let at = 0;
  while (at < sorted.length && sorted[at]! < value) at++;
  return at;
}
