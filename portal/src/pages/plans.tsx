import { useState, type FormEvent } from 'react';
import { graphql } from '../api';
import { gql } from '../__generated__';
import type { PlanChangeStatus, RateLimitTier } from '../__generated__/graphql';
import { Badge, Empty, ErrorBox, Field, Loaded, PageHeader, Time, useAction, useLoad } from '../ui';
import { tierName } from './keys';

const PLANS = gql(`
  query PortalPlans {
    plans { tier name requestsPerMinute description }
    apiKeys { id name hint tier revoked expiresAt }
    planChangeRequests { ...PortalPlanChange }
  }
`);
gql(`
  fragment PortalPlanChange on PlanChangeRequest {
    id keyId keyName fromTier toTier status note requestedAt decidedAt decidedBy reason
  }
`);
const REQUEST = gql(`
  mutation PortalRequestPlanChange($keyId: ID!, $tier: RateLimitTier!, $note: String) {
    requestPlanChange(keyId: $keyId, tier: $tier, note: $note) { ...PortalPlanChange }
  }
`);

export function statusBadge(status: PlanChangeStatus) {
  const tone =
    status === 'APPROVED' ? 'ok' : status === 'PENDING' ? 'warn' : status === 'REFUSED' ? 'bad' : 'neutral';
  return <Badge tone={tone}>{status.toLowerCase()}</Badge>;
}

/** The plans, each key's plan, asking for a change, and every request made with its outcome. */
export function Plans() {
  const data = useLoad(async () => graphql(PLANS), []);
  const [keyId, setKeyId] = useState('');
  const [tier, setTier] = useState<RateLimitTier | ''>('');
  const [note, setNote] = useState('');
  const action = useAction();
  return (
    <>
      <PageHeader title="Plans" />
      <p className="lead">
        A key's plan sets its requests per minute (sent back as <code>X-RateLimit-Limit</code>). Ask for a
        change here; staff approve it and the key moves at once, without a new key.
      </p>
      <Loaded load={data}>
        {({ plans, apiKeys, planChangeRequests }) => {
          const live = apiKeys.filter((key) => !key.revoked && !key.expiresAt);
          const pendingFor = new Set(
            planChangeRequests.filter((r) => r.status === 'PENDING').map((r) => r.keyId),
          );
          const submit = async (event: FormEvent) => {
            event.preventDefault();
            if (!keyId || !tier) return;
            await action.run(async () => {
              await graphql(REQUEST, { keyId, tier, note: note || null });
              setNote('');
              data.reload();
            });
          };
          return (
            <>
              <ul className="plan-grid" aria-label="Plans">
                {plans.map((plan) => (
                  <li key={plan.tier} className="card">
                    <h2 className="card-title">{plan.name}</h2>
                    <p className="plan-limit">
                      {plan.requestsPerMinute == null
                        ? 'No per-minute limit'
                        : `${plan.requestsPerMinute} requests / minute`}
                    </p>
                    <p className="muted">{plan.description}</p>
                    <p className="small">
                      Your keys on it:{' '}
                      {live
                        .filter((key) => key.tier === plan.tier)
                        .map((key) => key.name)
                        .join(', ') || 'none'}
                    </p>
                  </li>
                ))}
              </ul>
              {live.length === 0 ? (
                <Empty>Create an API key first; plans apply to keys.</Empty>
              ) : (
                <form className="panel" onSubmit={submit} aria-label="Ask for a plan change">
                  <h2>Ask for a plan change</h2>
                  <div className="filters">
                    <Field label="Key">
                      {(id) => (
                        <select id={id} required value={keyId} onChange={(e) => setKeyId(e.target.value)}>
                          <option value="">choose a key</option>
                          {live.map((key) => (
                            <option key={key.id} value={key.id} disabled={pendingFor.has(key.id)}>
                              {key.name} ({key.hint}, {tierName(key.tier)})
                              {pendingFor.has(key.id) ? ' — request pending' : ''}
                            </option>
                          ))}
                        </select>
                      )}
                    </Field>
                    <Field label="New plan">
                      {(id) => (
                        <select
                          id={id}
                          required
                          value={tier}
                          onChange={(e) => setTier(e.target.value as RateLimitTier)}
                        >
                          <option value="">choose a plan</option>
                          {plans.map((plan) => (
                            <option key={plan.tier} value={plan.tier}>
                              {plan.name}
                            </option>
                          ))}
                        </select>
                      )}
                    </Field>
                  </div>
                  <Field label="Note for staff (optional)">
                    {(id) => <input id={id} value={note} onChange={(e) => setNote(e.target.value)} />}
                  </Field>
                  <ErrorBox error={action.error} />
                  <button type="submit" className="primary" disabled={action.busy || !keyId || !tier}>
                    Ask for the change
                  </button>
                </form>
              )}
              <h2>Requests</h2>
              {planChangeRequests.length === 0 ? (
                <Empty>No plan changes asked for yet.</Empty>
              ) : (
                <PlanChangeTable requests={planChangeRequests} />
              )}
            </>
          );
        }}
      </Loaded>
    </>
  );
}

export function PlanChangeTable(props: {
  requests: Array<{
    id: string;
    keyName: string;
    fromTier: RateLimitTier;
    toTier: RateLimitTier;
    status: PlanChangeStatus;
    note?: string | null;
    requestedAt: string;
    decidedAt?: string | null;
    reason?: string | null;
  }>;
  actions?: (id: string) => React.ReactNode;
}) {
  return (
    <div className="table-scroll">
      <table className="data plan-changes">
        <caption className="visually-hidden">Plan change requests</caption>
        <thead>
          <tr>
            <th scope="col">Key</th>
            <th scope="col">Change</th>
            <th scope="col">Status</th>
            <th scope="col">Asked</th>
            <th scope="col">Note</th>
            <th scope="col">Decided</th>
            {props.actions && (
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {props.requests.map((request) => (
            <tr key={request.id} data-plan-change={request.id}>
              <th scope="row">{request.keyName}</th>
              <td>
                {tierName(request.fromTier)} → {tierName(request.toTier)}
              </td>
              <td>{statusBadge(request.status)}</td>
              <td>
                <Time value={request.requestedAt} />
              </td>
              <td>{request.note ?? '—'}</td>
              <td>
                {request.decidedAt ? <Time value={request.decidedAt} /> : '—'}
                {request.reason && <div className="muted small">{request.reason}</div>}
              </td>
              {props.actions && <td className="actions">{props.actions(request.id)}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
