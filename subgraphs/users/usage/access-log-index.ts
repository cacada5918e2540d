import type { AccessLogIndexRecord, AccessLogRecord, AccessLogRef, UsageModels } from '../models/usage';
import { GRAIN_MS, bucketStart, type Grain } from './windows';

/**
 * A user's or key's bucket is an hour: at the measured traffic of a busy account (a few requests a
 * second) it stays far below MongoDB's 16 MB document limit (~150,000 refs an hour) while a day of an
 * account is 24 `_id`s. The platform's bucket is a minute for the same reason at platform traffic
 * (~3,000 requests a second before a minute's refs approach the limit).
 */
const SCOPE_GRAIN: Record<'all' | 'user' | 'key', Grain> = { all: 'minute', user: 'hour', key: 'hour' };
/**
 * Buckets per `$in` when walking back (minute buckets, hour buckets): the first read is small, since a
 * page is usually in the newest buckets, and each next one three times larger, so a sparse filter over a
 * day or a month still takes only a handful of reads.
 */
const CHUNKS: Record<Grain, { first: number; max: number }> = {
  minute: { first: 30, max: 360 },
  hour: { first: 6, max: 168 },
  day: { first: 1, max: 30 },
};

export const grainOf = (scope: string): Grain =>
  SCOPE_GRAIN[scope === 'all' ? 'all' : scope.startsWith('key:') ? 'key' : 'user'];

const indexId = (scope: string, start: number) => `${scope}|${new Date(start).toISOString()}`;

/** Newest first; ties by `_id`, descending, as the listing's cursor orders them. */
export const newestFirst = (a: AccessLogRef, b: AccessLogRef) =>
  b.t - a.t || (a.i < b.i ? 1 : a.i > b.i ? -1 : 0);

/**
 * The access log's index: per scope and time bucket, the refs (id, time, status, endpoint) of its entries,
 * appended with `$push` by every batch (one upsert per scope and bucket, atomic on its document, so
 * concurrent batches never lose each other's refs).
 */
export class AccessLogIndex {
  constructor(private readonly models: Pick<UsageModels, 'AccessLogIndex'>) {}

  async record(records: readonly AccessLogRecord[]): Promise<void> {
    const buckets = new Map<
      string,
      { scope: string; userId: string | null; at: number; refs: AccessLogRef[]; expiresAt: Date }
    >();
    for (const record of records) {
      const ref: AccessLogRef = {
        i: record._id,
        t: record.at.getTime(),
        s: record.status,
        e: record.endpoint,
      };
      const scopes: Array<[string, string | null]> = [['all', null]];
      if (record.userId) scopes.push([`user:${record.userId}`, record.userId]);
      if (record.keyId) scopes.push([`key:${record.keyId}`, record.userId]);
      for (const [scope, userId] of scopes) {
        const at = bucketStart(ref.t, grainOf(scope));
        const id = indexId(scope, at);
        let bucket = buckets.get(id);
        if (!bucket) buckets.set(id, (bucket = { scope, userId, at, refs: [], expiresAt: record.expiresAt }));
        bucket.refs.push(ref);
        if (record.expiresAt > bucket.expiresAt) bucket.expiresAt = record.expiresAt;
      }
    }
    if (!buckets.size) return;
    await this.models.AccessLogIndex.bulkWrite(
      [...buckets].map(([id, bucket]) => ({
        updateOne: {
          filter: { _id: id },
          update: {
            $push: { refs: { $each: bucket.refs } },
            // The bucket lives as long as its longest-lived entry.
            $max: { expiresAt: bucket.expiresAt },
            $setOnInsert: { scope: bucket.scope, userId: bucket.userId, at: new Date(bucket.at) },
          },
          upsert: true,
        },
      })),
      { ordered: false },
    );
  }

  /**
   * The refs of `scope` with `from <= t <= until`, newest first, a few buckets at a time (each chunk
   * one `_id: {$in}` read); the caller stops pulling once it has a page.
   */
  async *walk(scope: string, from: Date, until: Date, now: Date): AsyncGenerator<AccessLogRef[]> {
    const grain = grainOf(scope);
    const step = GRAIN_MS[grain];
    const first = bucketStart(from.getTime(), grain);
    let next = bucketStart(until.getTime(), grain);
    let size = CHUNKS[grain].first;
    while (next >= first) {
      const starts: number[] = [];
      for (; starts.length < size && next >= first; next -= step) starts.push(next);
      size = Math.min(size * 3, CHUNKS[grain].max);
      const rows = await this.models.AccessLogIndex.find(
        { _id: { $in: starts.map((start) => indexId(scope, start)) } },
        { refs: 1, expiresAt: 1 },
      ).lean<Array<Pick<AccessLogIndexRecord, '_id' | 'refs' | 'expiresAt'>>>();
      const refs = rows
        .filter((row) => row.expiresAt > now)
        .flatMap((row) => row.refs)
        .filter((ref) => ref.t >= from.getTime() && ref.t <= until.getTime());
      if (refs.length) yield refs.sort(newestFirst);
    }
  }

  /** An account's buckets and its keys' (the platform's keep refs only: no person in them). */
  async erase(userId: string): Promise<void> {
    await this.models.AccessLogIndex.deleteMany({ userId });
  }

  async sweep(now: Date): Promise<number> {
    return (await this.models.AccessLogIndex.deleteMany({ expiresAt: { $lte: now } })).deletedCount;
  }
}
