import { useState } from 'react';
import { graphql } from '../api';
import { gql } from '../__generated__';
import type { StatusClass } from '../__generated__/graphql';
import { Empty, Field, Loaded, PageHeader, Time, useLoad } from '../ui';
import { API_KEY_NAMES } from './usage';

const ACCESS_LOGS = gql(`
  query PortalAccessLogs(
    $keyId: ID
    $from: DateTime
    $statusClass: StatusClass
    $endpoint: String
    $requestId: String
    $after: String
  ) {
    accessLogs(
      keyId: $keyId
      from: $from
      statusClass: $statusClass
      endpoint: $endpoint
      requestId: $requestId
      after: $after
      limit: 50
    ) {
      id requestId at keyId client endpoint status latencyMs ip cursor
    }
  }
`);

const WINDOWS: Array<[string, number]> = [
  ['last hour', 3600_000],
  ['last 24 hours', 86_400_000],
  ['last 7 days', 7 * 86_400_000],
  ['last 30 days', 30 * 86_400_000],
];
const PAGE = 50;

function statusClass(status: number): string {
  return `${Math.floor(status / 100)}xx`;
}

/**
 * The access log of the account's credentials, newest first, filtered on the server by time window, key,
 * status class, endpoint and request id, and paged with the entries' cursors ("Older", "Newer").
 */
export function AccessLogs() {
  const keys = useLoad(async () => (await graphql(API_KEY_NAMES)).apiKeys, []);
  const [windowMs, setWindowMs] = useState(86_400_000);
  const [keyId, setKeyId] = useState('');
  const [status, setStatus] = useState<StatusClass | ''>('');
  const [endpointDraft, setEndpointDraft] = useState('');
  const [requestIdDraft, setRequestIdDraft] = useState('');
  const [text, setText] = useState({ endpoint: '', requestId: '' });
  const [cursors, setCursors] = useState<string[]>([]);
  const after = cursors[cursors.length - 1];
  const logs = useLoad(async () => {
    const from = new Date(Date.now() - windowMs).toISOString();
    return (
      await graphql(ACCESS_LOGS, {
        keyId: keyId || null,
        from,
        statusClass: status || null,
        endpoint: text.endpoint || null,
        requestId: text.requestId || null,
        after: after ?? null,
      })
    ).accessLogs;
  }, [windowMs, keyId, status, text, after]);
  const reset = () => setCursors([]);
  return (
    <>
      <PageHeader title="Access logs">
        <button type="button" onClick={logs.reload}>
          Refresh
        </button>
      </PageHeader>
      <form
        className="filters"
        onSubmit={(e) => {
          e.preventDefault();
          setText({ endpoint: endpointDraft.trim(), requestId: requestIdDraft.trim() });
          reset();
        }}
        aria-label="Filter the access log"
      >
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
                    {key.name} ({key.hint})
                  </option>
                ))}
            </select>
          )}
        </Field>
        <Field label="Status">
          {(id) => (
            <select
              id={id}
              value={status}
              onChange={(e) => (setStatus(e.target.value as StatusClass | ''), reset())}
            >
              <option value="">any</option>
              <option value="SUCCESS_2XX">2xx success</option>
              <option value="REDIRECT_3XX">3xx redirect</option>
              <option value="CLIENT_ERROR_4XX">4xx client error</option>
              <option value="SERVER_ERROR_5XX">5xx server error</option>
            </select>
          )}
        </Field>
        <Field label="Endpoint" hint="Exactly as listed, e.g. graphql:WhoAmI">
          {(id, hint) => (
            <input
              id={id}
              aria-describedby={hint}
              value={endpointDraft}
              onChange={(e) => setEndpointDraft(e.target.value)}
            />
          )}
        </Field>
        <Field label="Request id">
          {(id) => (
            <input id={id} value={requestIdDraft} onChange={(e) => setRequestIdDraft(e.target.value)} />
          )}
        </Field>
        <button type="submit">Apply filters</button>
      </form>
      <Loaded load={logs}>
        {(entries) => {
          const oldest = entries[entries.length - 1];
          return (
            <>
              {entries.length === 0 ? (
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
                      {entries.map((entry) => (
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
                  disabled={entries.length < PAGE || !oldest}
                  onClick={() => oldest && setCursors([...cursors, oldest.cursor])}
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
