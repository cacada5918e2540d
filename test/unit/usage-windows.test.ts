import { describe, expect, it } from 'vitest';
import { coveringBuckets, GRAIN_MS, windowRange } from '../../subgraphs/users/usage/windows';

/** Which rollups a report reads: whole buckets, and for figures without a series the fewest that cover. */
describe('usage windows', () => {
  const now = Date.parse('2026-03-04T09:17:30Z');

  it('ends at now and starts at a bucket boundary', () => {
    const hour = windowRange('lastHour', now);
    expect(hour.grain).toBe('minute');
    expect(hour.starts).toHaveLength(60);
    expect(hour.from.toISOString()).toBe('2026-03-04T08:18:00.000Z');
    expect(windowRange('last7Days', now).from.toISOString()).toBe('2026-02-25T10:00:00.000Z');
    expect(windowRange('last30Days', now).from.toISOString()).toBe('2026-02-03T00:00:00.000Z');
  });

  it.each(['lastDay', 'last7Days'] as const)(
    'covers %s exactly with whole days and the hours before them',
    (window) => {
      const range = windowRange(window, now);
      const buckets = coveringBuckets(range);
      const spans = buckets
        .map(({ grain, start }) => [start.getTime(), start.getTime() + GRAIN_MS[grain]] as const)
        .sort((a, b) => a[0] - b[0]);
      expect(spans[0]![0]).toBe(range.from.getTime());
      for (let i = 1; i < spans.length; i++) expect(spans[i]![0]).toBe(spans[i - 1]![1]);
      expect(spans.at(-1)![1]).toBeGreaterThan(now);
      if (window === 'last7Days') {
        // 14 hours of the first day (10:00-23:00), then 7 days (the last one still filling).
        expect(buckets.filter((bucket) => bucket.grain === 'hour')).toHaveLength(14);
        expect(buckets.filter((bucket) => bucket.grain === 'day')).toHaveLength(7);
      }
    },
  );
});
