import { Schema, type Connection, type Model } from 'mongoose';

/**
 * What the gateway measured, persisted so the developer portal can draw usage, quota and access-log views.
 * Both collections expire: `expiresAt` is filtered on every read, swept by the app, and carries a TTL index
 * for real MongoDB.
 */

/** One API key's requests in one minute; the gateway adds to it in batches (`$inc`), never per request. */
export interface UsageRecord {
  /** `<keyId>|<minute ISO>`: one document per key and minute, so concurrent batches meet in one upsert. */
  _id: string;
  keyId: string;
  userId: string;
  minute: Date;
  requests: number;
  /** Answers with errors (`errors` is a reserved mongoose path name). */
  errorCount: number;
  limited: number;
  latencyMsSum: number;
  latencyMsMax: number;
  /** HTTP status → count. */
  statuses: Record<string, number>;
  /** Endpoint (dots escaped, see usage-service) → count. */
  endpoints: Record<string, number>;
  expiresAt: Date;
}

/** One request through the gateway. */
export interface AccessLogRecord {
  _id: string;
  requestId: string;
  at: Date;
  keyId: string | null;
  userId: string | null;
  client: string;
  endpoint: string;
  status: number;
  latencyMs: number;
  ip: string | null;
  expiresAt: Date;
}

/** What the access-log index keeps of one entry: enough to filter and order without reading it. */
export interface AccessLogRef {
  /** The entry's `_id`. */
  i: string;
  /** `at` in epoch milliseconds. */
  t: number;
  /** HTTP status. */
  s: number;
  /** Endpoint. */
  e: string;
}

/**
 * A ref as a bucket stores it: `<t in base 36>|<status>|<id>|<endpoint>` (the endpoint last, so it may hold
 * any character), or, in buckets written before refs were strings, the AccessLogRef itself (still read).
 */
export type StoredAccessLogRef = string | AccessLogRef;

/**
 * The entries of one scope (`all`, `user:<id>`, `key:<id>`) in one time bucket (a minute for `all`, an
 * hour for a user or a key, the minutes of an hour once its bucket is full: `<scope>|m|<minute ISO>`), as
 * refs: `_id` is `<scope>|<bucket start ISO>`, computable from a range, so
 * the access log is walked newest first by `_id: {$in}` and filtered in the app, never by a range scan
 * over every entry.
 */
export interface AccessLogIndexRecord {
  _id: string;
  scope: string;
  /** The account a user or key bucket belongs to (erasure finds them by it); null for `all`. */
  userId: string | null;
  at: Date;
  refs: StoredAccessLogRef[];
  /** How many refs the bucket holds (buckets written before it was counted have none). */
  n?: number;
  /** An hour bucket that filled up: its scope's further refs of the hour are in minute buckets. */
  spill?: boolean;
  expiresAt: Date;
}

const usageSchema = new Schema<UsageRecord>(
  {
    _id: { type: String, required: true },
    keyId: { type: String, required: true },
    userId: { type: String, required: true },
    minute: { type: Date, required: true },
    requests: { type: Number, default: 0 },
    errorCount: { type: Number, default: 0 },
    limited: { type: Number, default: 0 },
    latencyMsSum: { type: Number, default: 0 },
    latencyMsMax: { type: Number, default: 0 },
    statuses: { type: Schema.Types.Mixed, default: {} },
    endpoints: { type: Schema.Types.Mixed, default: {} },
    expiresAt: { type: Date, required: true },
  },
  { collection: 'api_key_usage', versionKey: false, minimize: false },
);
usageSchema.index({ userId: 1, minute: 1 });
usageSchema.index({ keyId: 1, minute: 1 });
usageSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

const accessLogSchema = new Schema<AccessLogRecord>(
  {
    _id: { type: String, required: true },
    requestId: { type: String, required: true },
    at: { type: Date, required: true },
    keyId: { type: String, default: null },
    userId: { type: String, default: null },
    client: { type: String, required: true },
    endpoint: { type: String, required: true },
    status: { type: Number, required: true },
    latencyMs: { type: Number, required: true },
    ip: { type: String, default: null },
    expiresAt: { type: Date, required: true },
  },
  { collection: 'access_logs', versionKey: false },
);
accessLogSchema.index({ userId: 1, at: -1 });
accessLogSchema.index({ keyId: 1, at: -1 });
// Staff read everyone's log newest first, and find one request by its id.
accessLogSchema.index({ at: -1, _id: -1 });
accessLogSchema.index({ requestId: 1 });
accessLogSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

const accessLogIndexSchema = new Schema<AccessLogIndexRecord>(
  {
    _id: { type: String, required: true },
    scope: { type: String, required: true },
    userId: { type: String, default: null },
    at: { type: Date, required: true },
    refs: { type: Schema.Types.Mixed, default: [] },
    n: { type: Number },
    spill: { type: Boolean },
    expiresAt: { type: Date, required: true },
  },
  { collection: 'access_log_index', versionKey: false, minimize: false },
);
accessLogIndexSchema.index({ userId: 1 });
accessLogIndexSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

export function usageModels(connection: Connection) {
  return {
    AccessLogIndex: connection.model<AccessLogIndexRecord>(
      'AccessLogIndex',
      accessLogIndexSchema,
    ) as Model<AccessLogIndexRecord>,
    Usage: connection.model<UsageRecord>('Usage', usageSchema) as Model<UsageRecord>,
    AccessLog: connection.model<AccessLogRecord>('AccessLog', accessLogSchema) as Model<AccessLogRecord>,
  };
}

export type UsageModels = ReturnType<typeof usageModels>;
