import { useState } from 'react';
import { graphql } from '../api';
import { gql } from '../__generated__';
import type { PortalAccessLogsQuery } from '../__generated__/graphql';
import { Empty, Field, Loaded, PageHeader, Time, useLoad } from '../ui';
import { API_KEY_NAMES } from './usage';

const ACCESS_LOGS = gql(`
  query PortalAccessLogs($keyId: ID, $from: DateTime, $to: DateTime, $limit: Int) {
    accessLogs(keyId: $keyId, from: $from, to: $to, limit: $limit) {
      id requestId at keyId client endpoint status latencyMs ip
    }
  }
`);

type Entry = PortalAccessLogsQuery['accessLogs'][number];
const PAGE = 50;
/** The server pages by time; the finer filters are applied to each fetched page, so a page may show fewer. */
const FETCH = 100;

const WINDOWS: Array<[string, number]> = [
  ['last hour', 3600_000],
  ['last 24 hours', 86_400_000],
  ['last 7 days', 7 * 86_400_000],
  ['last 30 days', 30 * 86_400_000],
];

function statusClass(status: number): string {
  return `${Math.floor(status / 100)}xx`;
}

/**
 * The access log of the account's credentials, newest first: filtered by time window and key on the
 * server, by status class, endpoint and request id on the page; paged backwards in time ("Older").
 */
export function AccessLogs() {
  const keys = useLoad(async () => (await graphql(API_KEY_NAMES)).apiKeys, []);
  const [windowMs, setWindowMs] = useState(86_400_000);
  const [keyId, setKeyId] = useState('');
  const [status, setStatus] = useState('');
  const [endpoint, setEndpoint] = useState('');
  const [requestId, setRequestId] = useState('');
  const [cursors, setCursors] = useState<string[]>([]);
  const to = cursors[cursors.length - 1];
  const logs = useLoad(async () => {
    const from = new Date(Date.now() - windowMs).toISOString();
    return (await graphql(ACCESS_LOGS, { keyId: keyId || null, from, to: to ?? null, limit: FETCH }))
      .accessLogs;
  }, [windowMs, keyId, to]);
  const reset = () => setCursors([]);
  const matches = (entry: Entry) =>
    (!status || statusClass(entry.status) === status) &&
    (!endpoint || entry.endpoint.toLowerCase().includes(endpoint.toLowerCase())) &&
    (!requestId || entry.requestId.includes(requestId.trim()));
  return (
    <>
      <PageHeader title="Access logs">
        <button type="button" onClick={logs.reload}>
          Refresh
        </button>
      </PageHeader>
      <form className="filters" onSubmit={(e) => e.preventDefault()} aria-label="Filter the access log">
        <Field label="Time">
          {(id) => (
            <select id={id} value={windowMs} onChange={(e) => (setWindowMs(Number(e.target.value)), reset())}>
              {WINDOWS.map(([label, ms]) => (
                <option key={ms} value={ms}>
                  {label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Key">
          {(id) => (
            <select id={id} value={keyId} onChange={(e) => (setKeyId(e.target.value), reset())}>
              <option value="">all credentials</option>
              {keys.state === 'ready' &&
                keys.data.map((key) => (
                  <option key={key.id} value={key.id}>
                    {key.name} (…{key.hint})
                  </option>
                ))}
            </select>
          )}
        </Field>
        <Field label="Status">
          {(id) => (
            <select id={id} value={status} onChange={(e) => setStatus(e.target.value)}>
              <option value="">any</option>
              <option value="2xx">2xx success</option>
              <option value="3xx">3xx redirect</option>
              <option value="4xx">4xx client error</option>
              <option value="5xx">5xx server error</option>
            </select>
          )}
        </Field>
        <Field label="Endpoint contains">
          {(id) => <input id={id} value={endpoint} onChange={(e) => setEndpoint(e.target.value)} />}
        </Field>
        <Field label="Request id">
          {(id) => <input id={id} value={requestId} onChange={(e) => setRequestId(e.target.value)} />}
        </Field>
      </form>
      <Loaded load={logs}>
        {(entries) => {
          const shown = entries.filter(matches).slice(0, PAGE);
          const oldest = entries[entries.length - 1];
          return (
            <>
              {shown.length === 0 ? (
                <Empty>
                  No requests match in this window. Calls made with your keys appear here within seconds.
                </Empty>
              ) : (
                <div className="table-scroll">
                  <table className="data logs">
                    <caption className="visually-hidden">Requests, newest first</caption>
                    <thead>
                      <tr>
                        <th scope="col">Time</th>
                        <th scope="col">Endpoint</th>
                        <th scope="col">Status</th>
                        <th scope="col">Latency</th>
                        <th scope="col">Credential</th>
                        <th scope="col">Request id</th>
                      </tr>
                    </thead>
                    <tbody>
                      {shown.map((entry) => (
                        <tr key={entry.id} data-request-id={entry.requestId}>
                          <td>
                            <Time value={entry.at} />
                          </td>
                          <td>
                            <code>{entry.endpoint}</code>
                          </td>
                          <td className={`status s${statusClass(entry.status)}`}>{entry.status}</td>
                          <td>{entry.latencyMs.toFixed(1)} ms</td>
                          <td>{entry.client}</td>
                          <td>
                            <code className="small">{entry.requestId}</code>
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
              <nav className="pager" aria-label="Pages">
                <button
                  type="button"
                  disabled={cursors.length === 0}
                  onClick={() => setCursors(cursors.slice(0, -1))}
                >
                  Newer
                </button>
                <button
                  type="button"
                  disabled={entries.length < FETCH || !oldest}
                  onClick={() =>
                    oldest && setCursors([...cursors, new Date(Date.parse(oldest.at) - 1).toISOString()])
                  }
                >
                  Older
                </button>
              </nav>
            </>
          );
        }}
      </Loaded>
    </>
  );
}
