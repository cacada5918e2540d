import { Schema, type Connection, type Model } from 'mongoose';
import type { Histogram } from './histogram';
import type { Grain } from './windows';

/** Requests and errors of one API key within a rollup. */
export interface KeyTally {
  requests: number;
  errors: number;
}

/** What a rollup counts, for all its requests and for each endpoint. */
export interface Tally extends KeyTally {
  latencyMsSum: number;
  /** Latency bucket index → requests (see histogram.ts). */
  histogram: Histogram;
  /** HTTP status → requests. */
  statuses: Record<string, number>;
}

/**
 * The requests of one scope in one minute, hour or day, pre-aggregated from the access log as it is
 * written, so the usage dashboard and the operator console read at most a few hundred small documents by
 * `_id` whatever the size of the log. A scope is `all` (the platform), `user:<id>` or `key:<id>`. Map keys
 * (endpoints, clients, key ids) are escaped: field names cannot hold dots.
 *
 * The platform's per-endpoint clients and keys sit in their own top-level maps, not inside `endpoints`,
 * so that reports which do not show them leave them out by projection (they are the bulk of a platform
 * rollup: endpoints x keys).
 */
export interface TrafficRollup extends Tally {
  /**
   * `<grain>|<scope>|<bucket start ISO>`: computable from a window, so reads are `_id: {$in}`; a merged
   * window (grain `window`) is `window|<scope>|<digest of the buckets it merges>`.
   */
  _id: string;
  grain: Grain | 'window';
  scope: string;
  at: Date;
  endpoints: Record<string, Tally>;
  /** Platform rollups: endpoint → client → requests. */
  endpointClients?: Record<string, Record<string, number>>;
  /** Platform rollups: endpoint → API key id → its requests and errors. */
  endpointKeys?: Record<string, Record<string, KeyTally>>;
  /** Platform and account rollups: API key id → its requests and errors. */
  keys: Record<string, KeyTally>;
  expiresAt: Date;
}

const rollupSchema = new Schema<TrafficRollup>(
  {
    _id: { type: String, required: true },
    grain: { type: String, required: true },
    scope: { type: String, required: true },
    at: { type: Date, required: true },
    requests: { type: Number, default: 0 },
    errors: { type: Number, default: 0 },
    latencyMsSum: { type: Number, default: 0 },
    histogram: { type: Schema.Types.Mixed, default: {} },
    statuses: { type: Schema.Types.Mixed, default: {} },
    endpoints: { type: Schema.Types.Mixed, default: {} },
    endpointClients: { type: Schema.Types.Mixed },
    endpointKeys: { type: Schema.Types.Mixed },
    keys: { type: Schema.Types.Mixed, default: {} },
    expiresAt: { type: Date, required: true },
  },
  // `errors` is a reserved mongoose path name; it is never read through a document here (lean only).
  { collection: 'traffic_rollups', versionKey: false, minimize: false, suppressReservedKeysWarning: true },
);
rollupSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

export function rollupModels(connection: Connection) {
  return {
    TrafficRollup: connection.model<TrafficRollup>('TrafficRollup', rollupSchema) as Model<TrafficRollup>,
  };
}

export type RollupModels = ReturnType<typeof rollupModels>;
