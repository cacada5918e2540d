import { useEffect, useMemo, useState } from 'react';
import { ApiError, graphql, json } from '../api';
import { BarList, TimeChart, type Series } from '../chart';
import { gql } from '../__generated__';
import type { PortalUsageReportQuery, UsageWindow } from '../__generated__/graphql';
import { Empty, ErrorBox, Field, Loaded, PageHeader, Time, useLoad } from '../ui';

export const API_KEY_NAMES = gql(
  `query PortalApiKeyNames { apiKeys { id name hint tier revoked expiresAt } }`,
);
const USAGE = gql(`
  query PortalUsageReport($window: UsageWindow!, $keyId: ID) {
    usageReport(window: $window, keyId: $keyId) {
      from to requests errors errorRate avgMs p50Ms p95Ms p99Ms
      statusCodes { status count }
      topEndpoints { endpoint requests errors p95Ms }
      series { at requests errors p95Ms }
    }
  }
`);

export const WINDOWS: Array<[UsageWindow, string]> = [
  ['LAST_HOUR', 'Last hour'],
  ['LAST_DAY', 'Last 24 hours'],
  ['LAST_7_DAYS', 'Last 7 days'],
  ['LAST_30_DAYS', 'Last 30 days'],
];

/** The usage window a chart or table shows, chosen from WINDOWS. */
export function WindowField({
  value,
  onChange,
}: {
  value: UsageWindow;
  onChange: (window: UsageWindow) => void;
}) {
  return (
    <Field label="Window">
      {(id) => (
        <select id={id} value={value} onChange={(e) => onChange(e.target.value as UsageWindow)}>
          {WINDOWS.map(([window, name]) => (
            <option key={window} value={window}>
              {name}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

export const ms = (value: number | null | undefined) => (value == null ? '—' : `${value.toFixed(1)} ms`);

export function statusTone(status: number): string {
  return status >= 500 ? 'bad' : status >= 400 ? 'warn' : 'ok';
}

type Report = PortalUsageReportQuery['usageReport'];

function charts(report: Report): { times: number[]; traffic: Series[]; latency: Series[] } {
  return {
    times: report.series.map((point) => Date.parse(point.at)),
    traffic: [
      { label: 'Requests', values: report.series.map((p) => p.requests), color: '#2f5d8a', bars: true },
      { label: 'Errors', values: report.series.map((p) => p.errors), color: '#c0392b', bars: true },
    ],
    latency: [
      {
        label: 'p95 latency',
        values: report.series.map((p) => p.p95Ms ?? null),
        color: '#8e44ad',
        unit: ' ms',
      },
    ],
  };
}

/** Usage of one key or the whole account over a window: totals, latency percentiles, charts, breakdowns. */
export function Usage() {
  const keys = useLoad(async () => (await graphql(API_KEY_NAMES)).apiKeys, []);
  const [keyId, setKeyId] = useState('');
  const [usageWindow, setUsageWindow] = useState<UsageWindow>('LAST_HOUR');
  const label = WINDOWS.find(([value]) => value === usageWindow)![1];
  const usage = useLoad(
    async () => (await graphql(USAGE, { window: usageWindow, keyId: keyId || null })).usageReport,
    [keyId, usageWindow],
  );
  return (
    <>
      <PageHeader title="Usage and quota">
        <button type="button" onClick={usage.reload}>
          Refresh
        </button>
      </PageHeader>
      <Quotas />
      <form className="filters" onSubmit={(e) => e.preventDefault()} aria-label="Choose what to chart">
        <WindowField value={usageWindow} onChange={setUsageWindow} />
        <Field label="Key">
          {(id) => (
            <select id={id} value={keyId} onChange={(e) => setKeyId(e.target.value)}>
              <option value="">all my keys</option>
              {keys.state === 'ready' &&
                keys.data.map((key) => (
                  <option key={key.id} value={key.id}>
                    {key.name} ({key.hint})
                  </option>
                ))}
            </select>
          )}
        </Field>
      </form>
      <Loaded load={usage}>
        {(report) => {
          if (report.requests === 0)
            return (
              <Empty>No requests in the {label.toLowerCase()}. Calls appear here within a minute.</Empty>
            );
          const { times, traffic, latency } = charts(report);
          return (
            <>
              <dl className="stats" aria-label={`Totals, ${label.toLowerCase()}`}>
                <div>
                  <dt>Requests</dt>
                  <dd data-testid="usage-requests">{report.requests}</dd>
                </div>
                <div>
                  <dt>Errors</dt>
                  <dd>
                    {report.errors} ({(report.errorRate * 100).toFixed(1)}%)
                  </dd>
                </div>
                <div>
                  <dt>Average</dt>
                  <dd>{ms(report.avgMs)}</dd>
                </div>
                <div>
                  <dt>p50</dt>
                  <dd>{ms(report.p50Ms)}</dd>
                </div>
                <div>
                  <dt>p95</dt>
                  <dd>{ms(report.p95Ms)}</dd>
                </div>
                <div>
                  <dt>p99</dt>
                  <dd>{ms(report.p99Ms)}</dd>
                </div>
              </dl>
              <TimeChart
                title={`Requests and errors, ${label.toLowerCase()}`}
                times={times}
                series={traffic}
              />
              <TimeChart title="Latency (p95)" times={times} series={latency} height={160} />
              <div className="two-columns">
                <BarList
                  title="Status codes"
                  rows={report.statusCodes.map((s) => ({
                    label: String(s.status),
                    value: s.count,
                    tone: statusTone(s.status),
                  }))}
                />
                <BarList
                  title="Top endpoints"
                  rows={report.topEndpoints.map((e) => ({ label: e.endpoint, value: e.requests }))}
                />
              </div>
            </>
          );
        }}
      </Loaded>
    </>
  );
}

/** GET /portal/api/quotas: figures are null where a key has no per-minute budget (enterprise). */
interface Quota {
  keyId: string;
  name: string;
  tier: string;
  limit: number | null;
  used: number | null;
  remaining: number | null;
  resetAt: string | null;
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
              {quota.limit == null ? (
                <span className="muted">no per-minute limit</span>
              ) : (
                <meter
                  min={0}
                  max={quota.limit}
                  value={quota.used ?? 0}
                  aria-label={`${quota.name}: used of limit`}
                />
              )}
              <span data-testid="quota-figures">
                {quota.limit == null
                  ? 'unlimited'
                  : `${quota.used} / ${quota.limit} per minute · ${quota.remaining} left · resets `}
                {quota.resetAt && <Time value={quota.resetAt} />}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
