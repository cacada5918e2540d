import { useState, type FormEvent } from 'react';
import { graphql } from '../api';
import { gql } from '../__generated__';
import type { PortalWebhookEndpointsQuery } from '../__generated__/graphql';
import {
  Badge,
  CheckboxGroup,
  Empty,
  ErrorBox,
  Field,
  Loaded,
  PageHeader,
  ShownOnce,
  Time,
  useAction,
  useLoad,
} from '../ui';

gql(`
  fragment PortalEndpoint on WebhookEndpoint {
    id url description eventTypes status disabledReason secretHint previousSecretExpiresAt failureStreak createdAt
  }
`);
const ENDPOINTS = gql(
  `query PortalWebhookEndpoints { webhookEndpoints { ...PortalEndpoint } webhookEventTypes }`,
);
const CREATE = gql(`
  mutation PortalCreateWebhook($input: CreateWebhookEndpointInput!) {
    createWebhookEndpoint(input: $input) { secret endpoint { ...PortalEndpoint } }
  }
`);
const UPDATE = gql(`
  mutation PortalUpdateWebhook($id: ID!, $input: UpdateWebhookEndpointInput!) {
    updateWebhookEndpoint(id: $id, input: $input) { ...PortalEndpoint }
  }
`);
const DELETE = gql(`mutation PortalDeleteWebhook($id: ID!) { deleteWebhookEndpoint(id: $id) }`);
const ROTATE = gql(`
  mutation PortalRotateWebhookSecret($id: ID!) { rotateWebhookSecret(id: $id) { secret endpoint { ...PortalEndpoint } } }
`);
const SEND_TEST = gql(`mutation PortalSendTestWebhook($id: ID!) { sendTestWebhook(endpointId: $id) { id } }`);
const DELIVERIES = gql(`
  query PortalWebhookDeliveries($endpointId: ID!, $offset: Int!) {
    webhookDeliveries(endpointId: $endpointId, limit: 20, offset: $offset) {
      id eventId eventType test status nextAttemptAt attemptCount failureReason createdAt
      attempts { number attemptedAt outcome responseStatus latencyMs error }
    }
  }
`);
const REPLAY = gql(`mutation PortalReplayWebhook($id: ID!) { replayWebhookDelivery(id: $id) { id status } }`);

type Endpoint = PortalWebhookEndpointsQuery['webhookEndpoints'][number];

export function Webhooks() {
  const data = useLoad(async () => graphql(ENDPOINTS), []);
  const [selected, setSelected] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const [secret, setSecret] = useState<{ title: string; value: string } | null>(null);
  return (
    <>
      <PageHeader title="Webhooks">
        <button type="button" className="primary" onClick={() => setCreating(true)} disabled={creating}>
          Add an endpoint
        </button>
      </PageHeader>
      <p className="lead">
        Events are POSTed to your endpoints as JSON, signed per Standard Webhooks (<code>webhook-id</code>,{' '}
        <code>webhook-timestamp</code>, <code>webhook-signature</code>). Failed deliveries are retried on a
        schedule; every attempt is listed below.
      </p>
      {secret && <ShownOnce title={secret.title} value={secret.value} onDone={() => setSecret(null)} />}
      <Loaded load={data}>
        {({ webhookEndpoints: endpoints, webhookEventTypes: eventTypes }) => (
          <>
            {creating && (
              <EndpointForm
                eventTypes={eventTypes}
                onCancel={() => setCreating(false)}
                onSaved={(endpoint, newSecret) => {
                  setCreating(false);
                  if (newSecret) setSecret({ title: `Signing secret of ${endpoint.url}`, value: newSecret });
                  setSelected(endpoint.id);
                  data.reload();
                }}
              />
            )}
            {endpoints.length === 0 && !creating ? (
              <Empty>
                <p>No webhook endpoints yet.</p>
                <button type="button" className="primary" onClick={() => setCreating(true)}>
                  Add your first endpoint
                </button>
              </Empty>
            ) : (
              <ul className="cards" aria-label="Webhook endpoints">
                {endpoints.map((endpoint) => (
                  <li key={endpoint.id} className={endpoint.id === selected ? 'card selected' : 'card'}>
                    <button
                      type="button"
                      className="card-title link"
                      aria-expanded={endpoint.id === selected}
                      onClick={() => setSelected(endpoint.id === selected ? null : endpoint.id)}
                    >
                      <code>{endpoint.url}</code>
                    </button>{' '}
                    <Badge tone={endpoint.status === 'ACTIVE' ? 'ok' : 'neutral'}>
                      {endpoint.status === 'ACTIVE' ? 'enabled' : 'disabled'}
                    </Badge>
                    {endpoint.failureStreak > 0 && (
                      <>
                        {' '}
                        <Badge tone="bad">{endpoint.failureStreak} failing</Badge>
                      </>
                    )}
                    <p className="muted small">
                      {endpoint.description ? `${endpoint.description} · ` : ''}
                      {endpoint.eventTypes.join(', ')}
                    </p>
                    {endpoint.id === selected && (
                      <EndpointDetail
                        endpoint={endpoint}
                        eventTypes={eventTypes}
                        onChanged={data.reload}
                        onSecret={(value) =>
                          setSecret({ title: `New signing secret of ${endpoint.url}`, value })
                        }
                      />
                    )}
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </Loaded>
    </>
  );
}

function EndpointForm(props: {
  endpoint?: Endpoint;
  eventTypes: readonly string[];
  onCancel: () => void;
  onSaved: (endpoint: Endpoint, secret?: string) => void;
}) {
  const [url, setUrl] = useState(props.endpoint?.url ?? '');
  const [description, setDescription] = useState(props.endpoint?.description ?? '');
  const [types, setTypes] = useState<string[]>(props.endpoint?.eventTypes ?? []);
  const action = useAction();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await action.run(async () => {
      const input = { url, description: description || null, eventTypes: types };
      if (props.endpoint) {
        const updated = (await graphql(UPDATE, { id: props.endpoint.id, input })).updateWebhookEndpoint;
        props.onSaved(updated);
      } else {
        const created = (await graphql(CREATE, { input })).createWebhookEndpoint;
        props.onSaved(created.endpoint, created.secret);
      }
    });
  };
  return (
    <form
      className="panel"
      onSubmit={submit}
      aria-label={props.endpoint ? 'Edit the endpoint' : 'Add a webhook endpoint'}
    >
      {!props.endpoint && <h2>New endpoint</h2>}
      <Field label="URL" hint="https URL that answers 2xx within a few seconds.">
        {(id, hint) => (
          <input
            id={id}
            type="url"
            required
            aria-describedby={hint}
            value={url}
            onChange={(e) => setUrl(e.target.value)}
          />
        )}
      </Field>
      <Field label="Description (optional)">
        {(id) => <input id={id} value={description} onChange={(e) => setDescription(e.target.value)} />}
      </Field>
      <CheckboxGroup legend="Event types" options={props.eventTypes} value={types} onChange={setTypes} />
      <ErrorBox error={action.error} />
      <div className="buttons">
        <button type="submit" className="primary" disabled={action.busy || types.length === 0}>
          {props.endpoint ? 'Save' : 'Add endpoint'}
        </button>
        <button type="button" onClick={props.onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}

function EndpointDetail(props: {
  endpoint: Endpoint;
  eventTypes: readonly string[];
  onChanged: () => void;
  onSecret: (secret: string) => void;
}) {
  const { endpoint } = props;
  const [editing, setEditing] = useState(false);
  const [offset, setOffset] = useState(0);
  const deliveries = useLoad(
    async () => (await graphql(DELIVERIES, { endpointId: endpoint.id, offset })).webhookDeliveries,
    [endpoint.id, offset],
  );
  const action = useAction();
  const enabled = endpoint.status === 'ACTIVE';
  return (
    <div className="detail">
      <div className="buttons">
        <button type="button" className="small" onClick={() => setEditing(!editing)} aria-expanded={editing}>
          Edit
        </button>
        <button
          type="button"
          className="small"
          disabled={action.busy}
          onClick={() =>
            void action.run(async () => {
              await graphql(UPDATE, { id: endpoint.id, input: { enabled: !enabled } });
              props.onChanged();
            })
          }
        >
          {enabled ? 'Disable' : 'Enable'}
        </button>
        <button
          type="button"
          className="small"
          disabled={action.busy || !enabled}
          onClick={() =>
            void action.run(async () => {
              await graphql(SEND_TEST, { id: endpoint.id });
              setOffset(0);
              deliveries.reload();
            })
          }
        >
          Send test event
        </button>
        <button
          type="button"
          className="small"
          disabled={action.busy}
          onClick={() =>
            void action.run(async () => {
              const rotated = (await graphql(ROTATE, { id: endpoint.id })).rotateWebhookSecret;
              props.onSecret(rotated.secret);
              props.onChanged();
            })
          }
        >
          Rotate secret
        </button>
        <button
          type="button"
          className="small danger"
          disabled={action.busy}
          onClick={() =>
            void action.run(async () => {
              if (!confirm(`Delete ${endpoint.url} and its delivery history?`)) return;
              await graphql(DELETE, { id: endpoint.id });
              props.onChanged();
            })
          }
        >
          Delete
        </button>
      </div>
      <p className="muted small">
        Secret {endpoint.secretHint}
        {endpoint.previousSecretExpiresAt && (
          <>
            {' '}
            (the previous one also signs until <Time value={endpoint.previousSecretExpiresAt} />)
          </>
        )}
      </p>
      {editing && (
        <EndpointForm
          endpoint={endpoint}
          eventTypes={props.eventTypes}
          onCancel={() => setEditing(false)}
          onSaved={() => {
            setEditing(false);
            props.onChanged();
          }}
        />
      )}
      <ErrorBox error={action.error} />
      <div className="section-header">
        <h3>Deliveries</h3>
        <button type="button" className="small" onClick={deliveries.reload}>
          Refresh
        </button>
      </div>
      <Loaded load={deliveries}>
        {(list) =>
          list.length === 0 ? (
            <Empty>No deliveries yet. Send a test event to see one.</Empty>
          ) : (
            <>
              <ul className="deliveries">
                {list.map((delivery) => (
                  <li key={delivery.id} data-delivery-id={delivery.id}>
                    <details>
                      <summary>
                        <Badge
                          tone={
                            delivery.status === 'SUCCEEDED'
                              ? 'ok'
                              : delivery.status === 'FAILED'
                                ? 'bad'
                                : 'warn'
                          }
                        >
                          {delivery.status.toLowerCase()}
                        </Badge>{' '}
                        <code>{delivery.eventType}</code>{' '}
                        {delivery.test && <span className="muted">(test)</span>} ·{' '}
                        <Time value={delivery.createdAt} /> · {delivery.attemptCount} attempt
                        {delivery.attemptCount === 1 ? '' : 's'}
                      </summary>
                      <table className="data attempts">
                        <caption className="visually-hidden">Attempts</caption>
                        <thead>
                          <tr>
                            <th scope="col">#</th>
                            <th scope="col">When</th>
                            <th scope="col">Outcome</th>
                            <th scope="col">Response</th>
                            <th scope="col">Duration</th>
                          </tr>
                        </thead>
                        <tbody>
                          {delivery.attempts.map((attempt) => (
                            <tr key={attempt.number} className="attempt">
                              <td>{attempt.number}</td>
                              <td>
                                <Time value={attempt.attemptedAt} />
                              </td>
                              <td>{attempt.outcome.toLowerCase().replace('_', ' ')}</td>
                              <td>{attempt.responseStatus ?? attempt.error ?? '—'}</td>
                              <td>{attempt.latencyMs} ms</td>
                            </tr>
                          ))}
                        </tbody>
                      </table>
                      {delivery.nextAttemptAt && (
                        <p className="muted small">
                          Next attempt <Time value={delivery.nextAttemptAt} />
                        </p>
                      )}
                      <button
                        type="button"
                        className="small"
                        disabled={action.busy}
                        onClick={() =>
                          void action.run(async () => {
                            await graphql(REPLAY, { id: delivery.id });
                            deliveries.reload();
                          })
                        }
                      >
                        Replay
                      </button>
                    </details>
                  </li>
                ))}
              </ul>
              <nav className="pager" aria-label="Delivery pages">
                <button
                  type="button"
                  disabled={offset === 0}
                  onClick={() => setOffset(Math.max(0, offset - 20))}
                >
                  Newer
                </button>
                <button type="button" disabled={list.length < 20} onClick={() => setOffset(offset + 20)}>
                  Older
                </button>
              </nav>
            </>
          )
        }
      </Loaded>
    </div>
  );
}
