import type {
  AccessLogIndexRecord,
  AccessLogRecord,
  AccessLogRef,
  StoredAccessLogRef,
  UsageModels,
} from '../models/usage';
import { isDuplicateKeyError } from '../../../platform/errors';
import { GRAIN_MS, bucketStart, type Grain } from './windows';

/**
 * A user's or key's bucket is an hour, so a day of a quiet account is 24 `_id`s; the platform's bucket is a
 * minute (about 3,000 requests a second before a minute's refs approach MongoDB's 16 MB document limit).
 * An hour bucket takes at most HOUR_BUCKET_REFS refs: a busier scope's further refs of that hour go to
 * minute buckets (`<scope>|m|<minute>`), and the hour bucket says so (`spill`). Without that bound, one
 * key at its default limit of 100 requests a second filled its hour bucket past 16 MB in about half an
 * hour (every later write of the hour failing), and every batch rewrote a document that grew all hour
 * (the bench's key: the read's MongoDB cost rose from round to round).
 */
const SCOPE_GRAIN: Record<'all' | 'user' | 'key', Grain> = { all: 'minute', user: 'hour', key: 'hour' };
/** Refs an hour bucket takes before its scope's refs of that hour go to minute buckets (about 1 MB). */
export const HOUR_BUCKET_REFS = 10_000;
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
/** A minute bucket of a user or key whose hour bucket is full. */
const spillId = (scope: string, start: number) => `${scope}|m|${new Date(start).toISOString()}`;

interface Bucket {
  id: string;
  scope: string;
  userId: string | null;
  at: number;
  refs: string[];
  expiresAt: Date;
}

/**
 * A ref as one string (StoredAccessLogRef). A bucket's refs are rewritten with it on every batch, and one
 * string costs the embedded server about a sixth of a four-field subdocument (14 against 80 us a ref, each
 * request writing three: its platform's, account's and key's buckets); it is smaller on any MongoDB.
 */
export function encodeRef(ref: AccessLogRef): string {
  return `${ref.t.toString(36)}|${ref.s}|${ref.i}|${ref.e}`;
}

export function decodeRef(stored: StoredAccessLogRef): AccessLogRef {
  if (typeof stored !== 'string') return stored;
  const time = stored.indexOf('|');
  const status = stored.indexOf('|', time + 1);
  const id = stored.indexOf('|', status + 1);
  return {
    t: parseInt(stored.slice(0, time), 36),
    s: Number(stored.slice(time + 1, status)),
    i: stored.slice(status + 1, id),
    e: stored.slice(id + 1),
  };
}

type BucketRow = Pick<AccessLogIndexRecord, '_id' | 'refs' | 'expiresAt' | 'spill'>;

/** Newest first; ties by `_id`, descending, as the listing's cursor orders them. */
export const newestFirst = (a: AccessLogRef, b: AccessLogRef) =>
  b.t - a.t || (a.i < b.i ? 1 : a.i > b.i ? -1 : 0);

/**
 * The access log's index: per scope and time bucket, the refs (id, time, status, endpoint) of its entries,
 * appended with `$push` by every batch (one upsert per scope and bucket, atomic on its document, so
 * concurrent batches never lose each other's refs).
 */
export class AccessLogIndex {
  private readonly hourBucketRefs: number;

  constructor(
    private readonly models: Pick<UsageModels, 'AccessLogIndex'>,
    /** `hourBucketRefs`: default HOUR_BUCKET_REFS (tests fill a bucket with fewer). */
    options: { hourBucketRefs?: number } = {},
  ) {
    this.hourBucketRefs = options.hourBucketRefs ?? HOUR_BUCKET_REFS;
  }

  async record(records: readonly AccessLogRecord[]): Promise<void> {
    const buckets = new Map<string, Bucket>();
    for (const record of records) {
      const t = record.at.getTime();
      const ref = encodeRef({ i: record._id, t, s: record.status, e: record.endpoint });
      const scopes: Array<[string, string | null]> = [['all', null]];
      if (record.userId) scopes.push([`user:${record.userId}`, record.userId]);
      if (record.keyId) scopes.push([`key:${record.keyId}`, record.userId]);
      for (const [scope, userId] of scopes)
        add(buckets, indexId, scope, userId, bucketStart(t, grainOf(scope)), ref, record.expiresAt);
    }
    if (!buckets.size) return;
    const list = [...buckets.values()];
    const full = await this.write(list, (bucket) =>
      // An hour bucket takes refs while it holds fewer than `hourBucketRefs`; a full one (or one written
      // before it counted) does not match, so the upsert's insert meets its `_id` and fails (E11000).
      grainOf(bucket.scope) === 'hour'
        ? { _id: bucket.id, n: { $lt: this.hourBucketRefs } }
        : { _id: bucket.id },
    );
    if (!full.length) return;
    // The hour says it spills before the minutes get refs, so a reader never misses them.
    await this.models.AccessLogIndex.updateMany(
      { _id: { $in: full.map((bucket) => bucket.id) } },
      {
        $set: { spill: true },
      },
    );
    const minutes = new Map<string, Bucket>();
    for (const bucket of full)
      for (const ref of bucket.refs)
        add(
          minutes,
          spillId,
          bucket.scope,
          bucket.userId,
          bucketStart(decodeRef(ref).t, 'minute'),
          ref,
          bucket.expiresAt,
        );
    const left = await this.write([...minutes.values()], (bucket) => ({ _id: bucket.id }));
    if (left.length) throw new Error(`access log index: ${left.length} minute buckets could not be written`);
  }

  /** One unordered bulk of upserts; answers the buckets whose filter did not match an existing `_id`. */
  private async write(
    buckets: readonly Bucket[],
    filter: (bucket: Bucket) => Record<string, unknown>,
  ): Promise<Bucket[]> {
    try {
      await this.models.AccessLogIndex.bulkWrite(
        buckets.map((bucket) => ({
          updateOne: {
            filter: filter(bucket),
            update: {
              $push: { refs: { $each: bucket.refs } },
              $inc: { n: bucket.refs.length },
              // The bucket lives as long as its longest-lived entry.
              $max: { expiresAt: bucket.expiresAt },
              $setOnInsert: { scope: bucket.scope, userId: bucket.userId, at: new Date(bucket.at) },
            },
            upsert: true,
          },
        })),
        { ordered: false },
      );
      return [];
    } catch (error) {
      const failures = (error as { writeErrors?: Array<{ index: number; code?: number }> }).writeErrors;
      if (!failures?.length || !failures.every((failure) => isDuplicateKeyError(failure))) throw error;
      return failures.map((failure) => buckets[failure.index]!);
    }
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
      const rows = await this.read(starts.map((start) => indexId(scope, start)));
      // A full hour's further refs are in its minute buckets.
      const spilled = rows
        .filter((row) => row.spill)
        .map((row) => Date.parse(row._id.slice(scope.length + 1)));
      if (spilled.length)
        rows.push(
          ...(await this.read(
            spilled.flatMap((hour) =>
              Array.from({ length: 60 }, (_, minute) => spillId(scope, hour + minute * 60_000)),
            ),
          )),
        );
      const refs = rows
        .filter((row) => row.expiresAt > now)
        .flatMap((row) => row.refs.map(decodeRef))
        .filter((ref) => ref.t >= from.getTime() && ref.t <= until.getTime());
      if (refs.length) yield refs.sort(newestFirst);
    }
  }

  private read(ids: readonly string[]): Promise<BucketRow[]> {
    return this.models.AccessLogIndex.find({ _id: { $in: ids } }, { refs: 1, expiresAt: 1, spill: 1 })
      .lean<BucketRow[]>()
      .exec();
  }

  /** An account's buckets and its keys' (the platform's keep refs only: no person in them). */
  async erase(userId: string): Promise<void> {
    await this.models.AccessLogIndex.deleteMany({ userId });
  }

  async sweep(now: Date): Promise<number> {
    return (await this.models.AccessLogIndex.deleteMany({ expiresAt: { $lte: now } })).deletedCount;
  }
}

/** Adds a ref to its bucket of `buckets` (made on first use). */
function add(
  buckets: Map<string, Bucket>,
  idOf: (scope: string, start: number) => string,
  scope: string,
  userId: string | null,
  at: number,
  ref: string,
  expiresAt: Date,
): void {
  const id = idOf(scope, at);
  let bucket = buckets.get(id);
  if (!bucket) buckets.set(id, (bucket = { id, scope, userId, at, refs: [], expiresAt }));
  bucket.refs.push(ref);
  if (expiresAt > bucket.expiresAt) bucket.expiresAt = expiresAt;
}
