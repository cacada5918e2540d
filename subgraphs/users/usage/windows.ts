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
