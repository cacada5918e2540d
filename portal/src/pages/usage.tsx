import { useMemo, useState } from 'react';
import type { Series } from '../chart';
import { BarList, TimeChart } from '../chart';
import { ApiError, graphql, json } from '../api';
import { gql } from '../__generated__';
import type { PortalApiKeyUsageQuery } from '../__generated__/graphql';
import { Empty, ErrorBox, Field, Loaded, PageHeader, Time, useLoad } from '../ui';
import { useEffect } from 'react';

export const API_KEY_NAMES = gql(
  `query PortalApiKeyNames { apiKeys { id name hint tier revoked expiresAt } }`,
);
const USAGE = gql(`
  query PortalApiKeyUsage($keyId: ID, $from: DateTime, $to: DateTime) {
    apiKeyUsage(keyId: $keyId, from: $from, to: $to) {
      keyId minute requests errors limited averageLatencyMs maxLatencyMs
      statuses { status count }
      endpoints { endpoint count }
    }
  }
`);

type Minute = PortalApiKeyUsageQuery['apiKeyUsage'][number];

const WINDOWS: Array<[string, number, number]> = [
  // label, length, bucket
  ['Last hour', 3600_000, 60_000],
  ['Last 24 hours', 86_400_000, 15 * 60_000],
  ['Last 7 days', 7 * 86_400_000, 3600_000],
  ['Last 30 days', 30 * 86_400_000, 6 * 3600_000],
];

interface Summary {
  requests: number;
  errors: number;
  limited: number;
  avgMs: number | null;
  maxMs: number | null;
  times: number[];
  series: Series[];
  statuses: Array<{ label: string; value: number; tone?: string }>;
  endpoints: Array<{ label: string; value: number }>;
}

/** Per-minute usage rolled up into the chart's buckets and the window's totals. */
export function summarise(minutes: Minute[], from: number, to: number, bucketMs: number): Summary {
  const start = Math.floor(from / bucketMs) * bucketMs;
  const count = Math.max(1, Math.ceil((to - start) / bucketMs));
  const requests = new Array<number>(count).fill(0);
  const errors = new Array<number>(count).fill(0);
  const latencySum = new Array<number>(count).fill(0);
  const statuses = new Map<number, number>();
  const endpoints = new Map<string, number>();
  let total = 0;
  let failed = 0;
  let limited = 0;
  let weighted = 0;
  let max: number | null = null;
  for (const minute of minutes) {
    const index = Math.min(
      count - 1,
      Math.max(0, Math.floor((Date.parse(minute.minute) - start) / bucketMs)),
    );
    requests[index]! += minute.requests;
    errors[index]! += minute.errors;
    latencySum[index]! += minute.averageLatencyMs * minute.requests;
    total += minute.requests;
    failed += minute.errors;
    limited += minute.limited;
    weighted += minute.averageLatencyMs * minute.requests;
    max = Math.max(max ?? 0, minute.maxLatencyMs);
    for (const s of minute.statuses) statuses.set(s.status, (statuses.get(s.status) ?? 0) + s.count);
    for (const e of minute.endpoints) endpoints.set(e.endpoint, (endpoints.get(e.endpoint) ?? 0) + e.count);
  }
  return {
    requests: total,
    errors: failed,
    limited,
    avgMs: total ? weighted / total : null,
    maxMs: max,
    times: requests.map((_, i) => start + i * bucketMs),
    series: [
      { label: 'Requests', values: requests, color: '#2f5d8a', bars: true },
      { label: 'Errors', values: errors, color: '#c0392b', bars: true },
      {
        label: 'Average latency',
        values: latencySum.map((sum, i) => (requests[i] ? sum / requests[i]! : null)),
        color: '#8e44ad',
        unit: ' ms',
      },
    ],
    statuses: [...statuses]
      .sort(([a], [b]) => a - b)
      .map(([status, value]) => ({
        label: String(status),
        value,
        tone: status >= 500 ? 'bad' : status >= 400 ? 'warn' : 'ok',
      })),
    endpoints: [...endpoints]
      .sort(([, a], [, b]) => b - a)
      .slice(0, 10)
      .map(([label, value]) => ({ label, value })),
  };
}

export function Usage() {
  const keys = useLoad(async () => (await graphql(API_KEY_NAMES)).apiKeys, []);
  const [keyId, setKeyId] = useState('');
  const [windowIndex, setWindowIndex] = useState(0);
  const [label, length, bucket] = WINDOWS[windowIndex]!;
  const usage = useLoad(async () => {
    const to = Date.now();
    const from = to - length;
    const minutes = (
      await graphql(USAGE, {
        keyId: keyId || null,
        from: new Date(from).toISOString(),
        to: new Date(to).toISOString(),
      })
    ).apiKeyUsage;
    return summarise(minutes, from, to, bucket);
  }, [keyId, windowIndex]);
  return (
    <>
      <PageHeader title="Usage and quota">
        <button type="button" onClick={usage.reload}>
          Refresh
        </button>
      </PageHeader>
      <Quotas />
      <form className="filters" onSubmit={(e) => e.preventDefault()} aria-label="Choose what to chart">
        <Field label="Window">
          {(id) => (
            <select id={id} value={windowIndex} onChange={(e) => setWindowIndex(Number(e.target.value))}>
              {WINDOWS.map(([name], index) => (
                <option key={name} value={index}>
                  {name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Key">
          {(id) => (
            <select id={id} value={keyId} onChange={(e) => setKeyId(e.target.value)}>
              <option value="">all my keys</option>
              {keys.state === 'ready' &&
                keys.data.map((key) => (
                  <option key={key.id} value={key.id}>
                    {key.name} (…{key.hint})
                  </option>
                ))}
            </select>
          )}
        </Field>
      </form>
      <Loaded load={usage}>
        {(summary) =>
          summary.requests === 0 ? (
            <Empty>
              No requests with your keys in the {label.toLowerCase()}. Calls appear here within a minute.
            </Empty>
          ) : (
            <>
              <dl className="stats" aria-label={`Totals, ${label.toLowerCase()}`}>
                <div>
                  <dt>Requests</dt>
                  <dd data-testid="usage-requests">{summary.requests}</dd>
                </div>
                <div>
                  <dt>Errors</dt>
                  <dd>
                    {summary.errors} ({((summary.errors / summary.requests) * 100).toFixed(1)}%)
                  </dd>
                </div>
                <div>
                  <dt>Rate-limited</dt>
                  <dd>{summary.limited}</dd>
                </div>
                <div>
                  <dt>Average latency</dt>
                  <dd>{summary.avgMs == null ? '—' : `${summary.avgMs.toFixed(1)} ms`}</dd>
                </div>
                <div>
                  <dt>Slowest</dt>
                  <dd>{summary.maxMs == null ? '—' : `${summary.maxMs.toFixed(1)} ms`}</dd>
                </div>
              </dl>
              <TimeChart
                title={`Requests and errors, ${label.toLowerCase()}`}
                times={summary.times}
                series={summary.series.slice(0, 2)}
              />
              <TimeChart
                title="Average latency"
                times={summary.times}
                series={summary.series.slice(2)}
                height={160}
              />
              <div className="two-columns">
                <BarList title="Status codes" rows={summary.statuses} />
                <BarList title="Top endpoints" rows={summary.endpoints} />
              </div>
            </>
          )
        }
      </Loaded>
    </>
  );
}

interface Quota {
  keyId: string;
  name: string;
  tier: string;
  limit: number;
  used: number;
  remaining: number;
  resetAt: string;
}

/** The current minute's quota of each key, refreshed every few seconds while the page is open. */
function Quotas() {
  const [tick, setTick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTick((n) => n + 1), 5000);
    return () => clearInterval(timer);
  }, []);
  const quotas = useLoad(async () => (await json<{ keys: Quota[] }>('/portal/api/quotas')).keys, [tick]);
  const rows = useMemo(() => (quotas.state === 'ready' ? quotas.data : null), [quotas]);
  if (quotas.state === 'error' && quotas.error instanceof ApiError && quotas.error.status === 404)
    return null;
  return (
    <section aria-labelledby="quota-title" className="quotas">
      <h2 id="quota-title">Quota now</h2>
      {quotas.state === 'error' && <ErrorBox error={quotas.error} retry={quotas.reload} />}
      {!rows && quotas.state === 'loading' && <p className="muted">Loading…</p>}
      {rows && rows.length === 0 && <p className="muted">No active keys.</p>}
      {rows && rows.length > 0 && (
        <ul className="quota-list" aria-live="polite">
          {rows.map((quota) => (
            <li key={quota.keyId}>
              <strong>{quota.name}</strong> <span className="muted">({quota.tier.toLowerCase()})</span>
              <meter
                min={0}
                max={quota.limit}
                value={quota.used}
                aria-label={`${quota.name}: used of limit`}
              />
              <span data-testid="quota-figures">
                {quota.used} / {quota.limit} per minute · {quota.remaining} left · resets{' '}
                <Time value={quota.resetAt} />
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
