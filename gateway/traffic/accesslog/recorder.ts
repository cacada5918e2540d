import type { Logger } from '../../../platform/logging';
import type { AccessLogEntry, UsageEntry } from '../../../platform/usage';
import { latencyMs, principalOf, type Observation } from '../metrics/observation';

/** Where batches go: the users service's internal mutations (it owns API keys). */
export interface UsageSink {
  recordApiKeyUsage(entries: readonly UsageEntry[], requestId: string): Promise<void>;
  recordAccessLogs(entries: readonly AccessLogEntry[], requestId: string): Promise<void>;
}

export interface RecorderOptions {
  sink: UsageSink;
  logger: Logger;
  /** How often batches are written (ms). */
  flushIntervalMs: number;
  /** Access-log entries kept while the users service is unreachable; older ones are dropped. Default 20000. */
  maxBufferedEntries?: number;
  /** Distinct endpoints counted per key and minute; the rest count as "other". Default 50. */
  maxEndpointsPerMinute?: number;
}

interface MinuteCounts extends Omit<UsageEntry, 'statuses' | 'endpoints' | 'minute'> {
  minute: string;
  statuses: Map<number, number>;
  endpoints: Map<string, number>;
}

/**
 * Per-key-per-minute usage and the access log, kept in memory and written in batches every
 * `flushIntervalMs` (and when the log buffer passes 1000 entries), never a write per request. Every request
 * also gets one structured log line here (debug level, so the hot path pays nothing by default).
 * A failed flush is retried with the next one; usage counts are merged, not lost, and the access-log
 * buffer is bounded so an outage of the users service cannot exhaust the gateway's memory.
 */
export class UsageRecorder {
  private usage = new Map<string, MinuteCounts>();
  private log: AccessLogEntry[] = [];
  private dropped = 0;
  private flushing: Promise<void> | undefined;
  private readonly timer: NodeJS.Timeout;
  private readonly maxBuffered: number;
  private readonly maxEndpoints: number;

  constructor(private readonly options: RecorderOptions) {
    this.maxBuffered = options.maxBufferedEntries ?? 20_000;
    this.maxEndpoints = options.maxEndpointsPerMinute ?? 50;
    this.timer = setInterval(() => void this.flush(), options.flushIntervalMs);
    this.timer.unref();
  }

  record(observation: Observation, status: number, now = Date.now(), finished?: bigint): void {
    const latency = latencyMs(observation, finished);
    const { keyId, userId } = principalOf(observation.identity);
    const errored = status >= 400 || observation.errorCode !== undefined;
    if (this.log.length >= this.maxBuffered) {
      this.log.shift();
      this.dropped++;
    }
    const entry: AccessLogEntry = {
      requestId: observation.requestId,
      at: new Date(observation.at).toISOString(),
      keyId,
      userId,
      client: observation.client,
      endpoint: observation.endpoint,
      status,
      latencyMs: Math.round(latency * 1000) / 1000,
      ip: observation.ip,
      error: errored,
    };
    this.log.push(entry);
    // The line's object is only built when debug lines are written at all.
    if (this.options.logger.isLevelEnabled('debug'))
      this.options.logger.debug({ ...entry, errorCode: observation.errorCode }, 'access');
    if (keyId && userId) this.count(keyId, userId, observation.endpoint, status, errored, latency, now);
    if (this.log.length >= 1000 && !this.flushing) void this.flush();
  }

  /** Writes what is buffered; concurrent calls share one flush. */
  flush(): Promise<void> {
    if (!this.flushing) this.flushing = this.write().finally(() => (this.flushing = undefined));
    return this.flushing;
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
    // A second pass writes what arrived during the first.
    await this.flush();
  }

  private count(
    keyId: string,
    userId: string,
    endpoint: string,
    status: number,
    errored: boolean,
    latency: number,
    now: number,
  ): void {
    const minute = new Date(Math.floor(now / 60_000) * 60_000).toISOString();
    const id = `${keyId}|${minute}`;
    let counts = this.usage.get(id);
    if (!counts) {
      counts = {
        keyId,
        userId,
        minute,
        requests: 0,
        errors: 0,
        limited: 0,
        latencyMsSum: 0,
        latencyMsMax: 0,
        statuses: new Map(),
        endpoints: new Map(),
      };
      this.usage.set(id, counts);
    }
    counts.requests++;
    if (errored) counts.errors++;
    if (status === 429) counts.limited++;
    counts.latencyMsSum += latency;
    counts.latencyMsMax = Math.max(counts.latencyMsMax, latency);
    counts.statuses.set(status, (counts.statuses.get(status) ?? 0) + 1);
    const label =
      counts.endpoints.has(endpoint) || counts.endpoints.size < this.maxEndpoints ? endpoint : 'other';
    counts.endpoints.set(label, (counts.endpoints.get(label) ?? 0) + 1);
  }

  private async write(): Promise<void> {
    const usage = this.usage;
    const log = this.log;
    if (!usage.size && !log.length) return;
    this.usage = new Map();
    this.log = [];
    const requestId = `usage-${Date.now()}`;
    const entries: UsageEntry[] = [...usage.values()].map((counts) => ({
      ...counts,
      statuses: [...counts.statuses].map(([status, count]) => ({ status, count })),
      endpoints: [...counts.endpoints].map(([endpoint, count]) => ({ endpoint, count })),
    }));
    const [usageResult, logResult] = await Promise.allSettled([
      entries.length ? this.options.sink.recordApiKeyUsage(entries, requestId) : Promise.resolve(),
      log.length ? this.options.sink.recordAccessLogs(log, requestId) : Promise.resolve(),
    ]);
    if (usageResult.status === 'rejected') {
      for (const [id, counts] of usage) this.merge(id, counts);
      this.options.logger.warn(
        { err: usageResult.reason, keysMinutes: usage.size },
        'could not write API key usage; will retry with the next batch',
      );
    }
    if (logResult.status === 'rejected') {
      this.log = [...log, ...this.log].slice(-this.maxBuffered);
      this.options.logger.warn(
        { err: logResult.reason, entries: log.length },
        'could not write the access log; will retry with the next batch',
      );
    }
    if (this.dropped) {
      this.options.logger.warn(
        { dropped: this.dropped },
        'access-log entries dropped while the users service was unreachable',
      );
      this.dropped = 0;
    }
  }

  private merge(id: string, counts: MinuteCounts): void {
    const current = this.usage.get(id);
    if (!current) {
      this.usage.set(id, counts);
      return;
    }
    current.requests += counts.requests;
    current.errors += counts.errors;
    current.limited += counts.limited;
    current.latencyMsSum += counts.latencyMsSum;
    current.latencyMsMax = Math.max(current.latencyMsMax, counts.latencyMsMax);
    for (const [status, count] of counts.statuses)
      current.statuses.set(status, (current.statuses.get(status) ?? 0) + count);
    for (const [endpoint, count] of counts.endpoints)
      current.endpoints.set(endpoint, (current.endpoints.get(endpoint) ?? 0) + count);
  }
}
