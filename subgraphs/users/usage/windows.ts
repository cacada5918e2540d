/** The windows the portal and the console read usage over, and the rollup grain each reads. */
export type UsageWindow = 'lastHour' | 'lastDay' | 'last7Days' | 'last30Days';
export type Grain = 'minute' | 'hour' | 'day';

export const GRAIN_MS: Record<Grain, number> = { minute: 60_000, hour: 3_600_000, day: 86_400_000 };
export const GRAINS: readonly Grain[] = ['minute', 'hour', 'day'];

const SHAPE: Record<UsageWindow, { grain: Grain; buckets: number }> = {
  lastHour: { grain: 'minute', buckets: 60 },
  lastDay: { grain: 'hour', buckets: 24 },
  last7Days: { grain: 'hour', buckets: 168 },
  last30Days: { grain: 'day', buckets: 30 },
};

export interface WindowRange {
  grain: Grain;
  /** Start of the first bucket: a window covers whole buckets, the last one still filling. */
  from: Date;
  to: Date;
  /** Start of every bucket, oldest first. */
  starts: Date[];
}

export const bucketStart = (at: number, grain: Grain) => Math.floor(at / GRAIN_MS[grain]) * GRAIN_MS[grain];

export function windowRange(window: UsageWindow, now: number): WindowRange {
  const { grain, buckets } = SHAPE[window];
  const step = GRAIN_MS[grain];
  const last = bucketStart(now, grain);
  const starts = Array.from({ length: buckets }, (_, i) => new Date(last - (buckets - 1 - i) * step));
  return { grain, from: starts[0]!, to: new Date(now), starts };
}

/**
 * The fewest rollups that cover a window exactly, for figures without a series: whole days from day
 * rollups (today's is complete up to now), the hours before the first whole day from hour rollups. Seven
 * days then read about 30 documents instead of 168.
 */
export function coveringBuckets(range: WindowRange): Array<{ grain: Grain; start: Date }> {
  if (range.grain !== 'hour') return range.starts.map((start) => ({ grain: range.grain, start }));
  const from = range.from.getTime();
  const buckets: Array<{ grain: Grain; start: Date }> = [];
  const days = new Set<number>();
  for (const start of range.starts) {
    const day = bucketStart(start.getTime(), 'day');
    if (day < from) buckets.push({ grain: 'hour', start });
    else days.add(day);
  }
  for (const day of days) buckets.push({ grain: 'day', start: new Date(day) });
  return buckets;
}
