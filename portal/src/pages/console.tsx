import { useState } from 'react';
import { graphql, json } from '../api';
import { BarList } from '../chart';
import { gql } from '../__generated__';
import type { UsageWindow } from '../__generated__/graphql';
import { useSession } from '../session';
import { Badge, Empty, ErrorBox, Loaded, PageHeader, useAction, useLoad } from '../ui';
import { PlanChangeTable } from './plans';
import { ms, statusTone, WindowField } from './usage';

const METRICS = gql(`
  query ConsoleMetrics($window: UsageWindow!) {
    endpointMetrics(window: $window) {
      endpoint requests avgMs p95Ms p99Ms errorRate
      statusCodes { status count }
      clients { client requests }
      keys { keyId name requests errors }
    }
    topApiKeys(window: $window, limit: 10) { keyId name requests errors }
  }
`);
const PENDING = gql(
  `query ConsolePendingPlanChanges { planChangeRequests(status: PENDING) { ...PortalPlanChange } }`,
);
const DECIDE = gql(`
  mutation ConsoleDecidePlanChange($id: ID!, $approve: Boolean!, $reason: String) {
    decidePlanChange(id: $id, approve: $approve, reason: $reason) { id status }
  }
`);

interface OperatorHealth {
  status: string;
  subgraphs: Array<{
    name: string;
    instances: Array<{ url: string; up: boolean; breaker: 'closed' | 'open' | 'half-open' }>;
  }>;
  pendingPlanChanges: number | null;
}

/**
 * The operator console (staff): per-endpoint figures the platform measures itself, the busiest keys,
 * the subgraphs' instances and circuit breakers, and plan changes waiting for an admin.
 */
export function Console() {
  const { session } = useSession();
  const [usageWindow, setUsageWindow] = useState<UsageWindow>('LAST_HOUR');
  const metrics = useLoad(async () => graphql(METRICS, { window: usageWindow }), [usageWindow]);
  const health = useLoad(async () => json<OperatorHealth>('/portal/api/operator/health'), []);
  const pending = useLoad(async () => (await graphql(PENDING)).planChangeRequests, []);
  const [open, setOpen] = useState<string | null>(null);
  const action = useAction();
  const admin = session.state === 'signed-in' && session.admin;
  const decide = (id: string, approve: boolean) =>
    action.run(async () => {
      const reason = approve ? null : prompt('Why is it refused? (shown to the developer)') || null;
      await graphql(DECIDE, { id, approve, reason });
      pending.reload();
    });
  return (
    <>
      <PageHeader title="Operator console">
        <button
          type="button"
          onClick={() => {
            metrics.reload();
            health.reload();
            pending.reload();
          }}
        >
          Refresh
        </button>
      </PageHeader>
      <section aria-labelledby="pending-title">
        <h2 id="pending-title">Plan changes waiting</h2>
        <ErrorBox error={action.error} />
        <Loaded load={pending}>
          {(list) =>
            list.length === 0 ? (
              <Empty>No plan change is waiting.</Empty>
            ) : (
              <PlanChangeTable
                requests={list}
                actions={
                  admin
                    ? (id) => (
                        <>
                          <button
                            type="button"
                            className="small primary"
                            disabled={action.busy}
                            onClick={() => void decide(id, true)}
                          >
                            Approve
                          </button>
                          <button
                            type="button"
                            className="small danger"
                            disabled={action.busy}
                            onClick={() => void decide(id, false)}
                          >
                            Refuse
                          </button>
                        </>
                      )
                    : undefined
                }
              />
            )
          }
        </Loaded>
      </section>
      <section aria-labelledby="health-title">
        <h2 id="health-title">Subgraphs</h2>
        <Loaded load={health}>
          {(report) => (
            <div className="table-scroll">
              <table className="data">
                <caption className="visually-hidden">Subgraph instances and circuit breakers</caption>
                <thead>
                  <tr>
                    <th scope="col">Subgraph</th>
                    <th scope="col">Instance</th>
                    <th scope="col">Health</th>
                    <th scope="col">Circuit breaker</th>
                  </tr>
                </thead>
                <tbody>
                  {report.subgraphs.flatMap((subgraph) =>
                    subgraph.instances.map((instance) => (
                      <tr key={instance.url}>
                        <th scope="row">{subgraph.name}</th>
                        <td>
                          <code>{instance.url}</code>
                        </td>
                        <td>{instance.up ? <Badge tone="ok">up</Badge> : <Badge tone="bad">down</Badge>}</td>
                        <td>
                          <Badge
                            tone={
                              instance.breaker === 'closed'
                                ? 'ok'
                                : instance.breaker === 'open'
                                  ? 'bad'
                                  : 'warn'
                            }
                          >
                            {instance.breaker}
                          </Badge>
                        </td>
                      </tr>
                    )),
                  )}
                </tbody>
              </table>
            </div>
          )}
        </Loaded>
      </section>
      <section aria-labelledby="metrics-title">
        <div className="section-header">
          <h2 id="metrics-title">Endpoints</h2>
          <WindowField value={usageWindow} onChange={setUsageWindow} />
        </div>
        <Loaded load={metrics}>
          {({ endpointMetrics, topApiKeys }) =>
            endpointMetrics.length === 0 ? (
              <Empty>No traffic in this window.</Empty>
            ) : (
              <>
                <div className="table-scroll">
                  <table className="data endpoint-metrics">
                    <caption className="visually-hidden">Per-endpoint metrics, busiest first</caption>
                    <thead>
                      <tr>
                        <th scope="col">Endpoint</th>
                        <th scope="col">Requests</th>
                        <th scope="col">Average</th>
                        <th scope="col">p95</th>
                        <th scope="col">p99</th>
                        <th scope="col">Errors</th>
                        <th scope="col">
                          <span className="visually-hidden">Details</span>
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {endpointMetrics.map((metric) => (
                        <tr key={metric.endpoint} data-endpoint={metric.endpoint}>
                          <th scope="row">
                            <code>{metric.endpoint}</code>
                          </th>
                          <td>{metric.requests}</td>
                          <td>{ms(metric.avgMs)}</td>
                          <td>{ms(metric.p95Ms)}</td>
                          <td>{ms(metric.p99Ms)}</td>
                          <td>{(metric.errorRate * 100).toFixed(1)}%</td>
                          <td>
                            <button
                              type="button"
                              className="small"
                              aria-expanded={open === metric.endpoint}
                              onClick={() => setOpen(open === metric.endpoint ? null : metric.endpoint)}
                            >
                              Breakdown<span className="visually-hidden"> of {metric.endpoint}</span>
                            </button>
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
                {endpointMetrics
                  .filter((metric) => metric.endpoint === open)
                  .map((metric) => (
                    <div
                      key={metric.endpoint}
                      className="three-columns"
                      aria-label={`Breakdown of ${metric.endpoint}`}
                      role="region"
                    >
                      <BarList
                        title="Status codes"
                        rows={metric.statusCodes.map((s) => ({
                          label: String(s.status),
                          value: s.count,
                          tone: statusTone(s.status),
                        }))}
                      />
                      <BarList
                        title="Clients"
                        rows={metric.clients.map((c) => ({ label: c.client, value: c.requests }))}
                      />
                      <BarList
                        title="API keys"
                        rows={metric.keys.map((k) => ({ label: k.name ?? k.keyId, value: k.requests }))}
                      />
                    </div>
                  ))}
                <BarList
                  title="Top API keys by requests"
                  rows={topApiKeys.map((key) => ({
                    label: `${key.name ?? key.keyId} (${key.errors} errors)`,
                    value: key.requests,
                  }))}
                />
              </>
            )
          }
        </Loaded>
      </section>
    </>
  );
}
