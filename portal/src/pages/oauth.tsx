import { useState, type FormEvent } from 'react';
import { applicationScopes, scopeCatalogue } from '../../../platform/identity/access';
import { graphql } from '../api';
import { gql } from '../__generated__';
import type { PortalOAuthClientsQuery } from '../__generated__/graphql';
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

gql(
  `fragment PortalOAuthClient on OAuthClient { id name redirectUris allowedScopes type requirePkce createdAt }`,
);
const CLIENTS = gql(`query PortalOAuthClients { oauthClients { ...PortalOAuthClient } }`);
const CREATE = gql(`
  mutation PortalCreateOAuthClient($input: CreateOAuthClientInput!) {
    createOAuthClient(input: $input) { clientSecret client { ...PortalOAuthClient } }
  }
`);
const DELETE = gql(`mutation PortalDeleteOAuthClient($id: ID!) { deleteOAuthClient(id: $id) }`);
const UPDATE = gql(`
  mutation PortalUpdateOAuthClient($clientId: ID!, $input: UpdateOAuthClientInput!) {
    updateOAuthClient(clientId: $clientId, input: $input) { ...PortalOAuthClient }
  }
`);
const ROTATE_SECRET = gql(`
  mutation PortalRotateOAuthSecret($clientId: ID!, $overlapSeconds: Int!) {
    rotateOAuthClientSecret(clientId: $clientId, overlapSeconds: $overlapSeconds) { clientSecret previousSecretExpiresAt }
  }
`);

type Client = PortalOAuthClientsQuery['oauthClients'][number];

const describeScope = (scope: string) => scopeCatalogue[scope as keyof typeof scopeCatalogue];

export function OAuthApps() {
  const clients = useLoad(async () => (await graphql(CLIENTS)).oauthClients, []);
  const [creating, setCreating] = useState(false);
  const [secret, setSecret] = useState<{ title: string; value: string } | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const [overlap, setOverlap] = useState(0);
  const action = useAction();
  return (
    <>
      <PageHeader title="OAuth applications">
        <button type="button" className="primary" onClick={() => setCreating(true)} disabled={creating}>
          Register an application
        </button>
      </PageHeader>
      <p className="lead">
        Applications that act for other people: they send them to <code>/oauth/authorize</code>, the person
        signs in and consents, and the application exchanges the code at <code>/oauth/token</code> (PKCE
        S256).
      </p>
      {secret && <ShownOnce title={secret.title} value={secret.value} onDone={() => setSecret(null)} />}
      {creating && (
        <CreateClient
          onCancel={() => setCreating(false)}
          onCreated={(client, clientSecret) => {
            setCreating(false);
            if (clientSecret) setSecret({ title: `Client secret of ${client.name}`, value: clientSecret });
            clients.reload();
          }}
        />
      )}
      <ErrorBox error={action.error} />
      <Loaded load={clients}>
        {(list) =>
          list.length === 0 && !creating ? (
            <Empty>
              <p>No applications yet.</p>
              <button type="button" className="primary" onClick={() => setCreating(true)}>
                Register your first application
              </button>
            </Empty>
          ) : (
            <ul className="cards" aria-label="OAuth applications">
              {list.map((client) => (
                <li key={client.id} className="card">
                  <h2 className="card-title">{client.name}</h2>{' '}
                  <Badge tone="neutral">{client.type.toLowerCase()}</Badge>
                  {client.requirePkce && (
                    <>
                      {' '}
                      <Badge tone="neutral">PKCE required</Badge>
                    </>
                  )}
                  <dl className="facts">
                    <dt>Client id</dt>
                    <dd>
                      <code data-testid="client-id">{client.id}</code>
                    </dd>
                    <dt>Redirect URIs</dt>
                    <dd>
                      {client.redirectUris.map((uri) => (
                        <code key={uri} className="block">
                          {uri}
                        </code>
                      ))}
                    </dd>
                    <dt>Scopes</dt>
                    <dd>{client.allowedScopes.join(', ')}</dd>
                    <dt>Registered</dt>
                    <dd>
                      <Time value={client.createdAt} />
                    </dd>
                  </dl>
                  <div className="buttons">
                    <button
                      type="button"
                      className="small"
                      aria-expanded={editing === client.id}
                      onClick={() => setEditing(editing === client.id ? null : client.id)}
                    >
                      Edit
                    </button>
                    {client.type === 'CONFIDENTIAL' && (
                      <>
                        <label className="visually-hidden" htmlFor={`secret-overlap-${client.id}`}>
                          Overlap for the old secret of {client.name}
                        </label>
                        <select
                          id={`secret-overlap-${client.id}`}
                          value={overlap}
                          onChange={(e) => setOverlap(Number(e.target.value))}
                        >
                          <option value={0}>old secret stops at once</option>
                          <option value={3600}>old secret works 1 more hour</option>
                          <option value={86_400}>old secret works 1 more day</option>
                        </select>
                        <button
                          type="button"
                          className="small"
                          disabled={action.busy}
                          onClick={() =>
                            void action.run(async () => {
                              const rotated = (
                                await graphql(ROTATE_SECRET, { clientId: client.id, overlapSeconds: overlap })
                              ).rotateOAuthClientSecret;
                              setSecret({
                                title: `New client secret of ${client.name}`,
                                value: rotated.clientSecret,
                              });
                            })
                          }
                        >
                          Rotate secret
                        </button>
                      </>
                    )}
                    <button
                      type="button"
                      className="small"
                      aria-expanded={preview === client.id}
                      onClick={() => setPreview(preview === client.id ? null : client.id)}
                    >
                      Preview consent
                    </button>
                    <button
                      type="button"
                      className="small danger"
                      disabled={action.busy}
                      onClick={() =>
                        void action.run(async () => {
                          if (!confirm(`Delete ${client.name}? Everyone signed in through it is signed out.`))
                            return;
                          await graphql(DELETE, { id: client.id });
                          clients.reload();
                        })
                      }
                    >
                      Delete
                    </button>
                  </div>
                  {editing === client.id && (
                    <EditClient
                      client={client}
                      onCancel={() => setEditing(null)}
                      onSaved={() => {
                        setEditing(null);
                        clients.reload();
                      }}
                    />
                  )}
                  {preview === client.id && <ConsentPreview client={client} />}
                </li>
              ))}
            </ul>
          )
        }
      </Loaded>
    </>
  );
}

/** What a person sees at /oauth/authorize for this application (the same words and scopes). */
function ConsentPreview({ client }: { client: Client }) {
  return (
    <div className="consent-preview" aria-label={`Consent page preview for ${client.name}`} role="region">
      <p className="muted small">Preview: people see this page when {client.name} sends them to sign in.</p>
      <div className="auth-card">
        <h1>Authorize {client.name}</h1>
        <p>{client.name} asks to act for you with:</p>
        <ul>
          {client.allowedScopes.map((scope) => (
            <li key={scope}>
              <strong>{scope}</strong>: {describeScope(scope)}
            </li>
          ))}
        </ul>
        <p className="muted">Email · Password · One-time code (if your account uses one)</p>
        <div className="buttons">
          <button type="button" className="primary" disabled>
            Sign in and allow
          </button>
          <button type="button" disabled>
            Deny
          </button>
        </div>
      </div>
    </div>
  );
}

function CreateClient(props: {
  onCancel: () => void;
  onCreated: (client: Client, secret: string | null) => void;
}) {
  const [name, setName] = useState('');
  const [uris, setUris] = useState('');
  const [scopes, setScopes] = useState<string[]>(['read']);
  const [type, setType] = useState<'CONFIDENTIAL' | 'PUBLIC'>('CONFIDENTIAL');
  const action = useAction();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await action.run(async () => {
      const created = (
        await graphql(CREATE, {
          input: {
            name,
            redirectUris: uris.split(/\s+/).filter(Boolean),
            allowedScopes: scopes,
            type,
          },
        })
      ).createOAuthClient;
      props.onCreated(created.client, created.clientSecret ?? null);
    });
  };
  return (
    <form className="panel" onSubmit={submit} aria-label="Register an OAuth application">
      <h2>New application</h2>
      <Field label="Name" hint="Shown to people on the consent page.">
        {(id, hint) => (
          <input
            id={id}
            aria-describedby={hint}
            required
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
        )}
      </Field>
      <Field label="Redirect URIs" hint="One per line; they must match exactly.">
        {(id, hint) => (
          <textarea
            id={id}
            aria-describedby={hint}
            required
            rows={3}
            value={uris}
            onChange={(e) => setUris(e.target.value)}
          />
        )}
      </Field>
      <CheckboxGroup
        legend="Scopes it may ask for"
        options={applicationScopes}
        value={scopes}
        onChange={setScopes}
        describe={describeScope}
      />
      <fieldset className="radio-group">
        <legend>Type</legend>
        <label className="checkbox">
          <input
            type="radio"
            name="client-type"
            checked={type === 'CONFIDENTIAL'}
            onChange={() => setType('CONFIDENTIAL')}
          />{' '}
          Confidential <span className="muted">a server that keeps a client secret</span>
        </label>
        <label className="checkbox">
          <input
            type="radio"
            name="client-type"
            checked={type === 'PUBLIC'}
            onChange={() => setType('PUBLIC')}
          />{' '}
          Public <span className="muted">a browser or mobile app: no secret, PKCE required</span>
        </label>
      </fieldset>
      <ErrorBox error={action.error} />
      <div className="buttons">
        <button type="submit" className="primary" disabled={action.busy}>
          Register
        </button>
        <button type="button" onClick={props.onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}

function EditClient(props: { client: Client; onCancel: () => void; onSaved: () => void }) {
  const [name, setName] = useState(props.client.name);
  const [uris, setUris] = useState(props.client.redirectUris.join('\n'));
  const [scopes, setScopes] = useState<string[]>(props.client.allowedScopes);
  const action = useAction();
  return (
    <form
      className="panel"
      aria-label={`Edit ${props.client.name}`}
      onSubmit={(event) => {
        event.preventDefault();
        void action.run(async () => {
          await graphql(UPDATE, {
            clientId: props.client.id,
            input: { name, redirectUris: uris.split(/\s+/).filter(Boolean), allowedScopes: scopes },
          });
          props.onSaved();
        });
      }}
    >
      <Field label="Application name">
        {(id) => <input id={id} required value={name} onChange={(e) => setName(e.target.value)} />}
      </Field>
      <Field label="Redirect URIs (one per line)">
        {(id) => (
          <textarea id={id} required rows={3} value={uris} onChange={(e) => setUris(e.target.value)} />
        )}
      </Field>
      <CheckboxGroup
        legend="Scopes it may ask for"
        options={applicationScopes}
        value={scopes}
        onChange={setScopes}
        describe={describeScope}
      />
      <p className="hint">
        Narrowing the scopes signs out everyone who granted the application the ones removed.
      </p>
      <ErrorBox error={action.error} />
      <div className="buttons">
        <button type="submit" className="primary" disabled={action.busy}>
          Save
        </button>
        <button type="button" onClick={props.onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
