import { useState, type FormEvent } from 'react';
import { delegableScopes, scopeCatalogue } from '../../../platform/identity/access';
import { graphql } from '../api';
import { storePickedCredential } from '../credential';
import { gql } from '../__generated__';
import type { PortalApiKeysQuery, RateLimitTier } from '../__generated__/graphql';
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

const KEY_FIELDS = gql(`
  fragment PortalKey on ApiKey { id name type hint scopes tier isActive lastUsed createdAt expiresAt revoked rotationDue }
`);
void KEY_FIELDS;

const API_KEYS = gql(`query PortalApiKeys { apiKeys { ...PortalKey } }`);
const CREATE_KEY = gql(`
  mutation PortalCreateApiKey($input: CreateApiKeyInput!) { createApiKey(input: $input) { key apiKey { ...PortalKey } } }
`);
const ROTATE_KEY = gql(`
  mutation PortalRotateApiKey($id: ID!, $overlapSeconds: Int!) {
    rotateApiKey(id: $id, overlapSeconds: $overlapSeconds) { key apiKey { ...PortalKey } }
  }
`);
const REVOKE_KEY = gql(`mutation PortalRevokeApiKey($id: ID!) { revokeApiKey(id: $id) }`);
const KEY_POLICY = gql(`query PortalKeyPolicy { me { id apiKeyPolicy { maxAgeDays } } }`);
const SET_KEY_POLICY = gql(`
  mutation PortalSetKeyPolicy($maxAgeDays: Int) { setApiKeyPolicy(maxAgeDays: $maxAgeDays) { maxAgeDays } }
`);

export type PortalKey = PortalApiKeysQuery['apiKeys'][number];

/** Keys are rotated monthly: the server flags one older than this (`rotationDue`) with a reminder. */
export const ROTATION_DAYS = 30;

const OVERLAPS: Array<[number, string]> = [
  [0, 'none (old key stops now)'],
  [3600, '1 hour'],
  [86_400, '1 day'],
  [7 * 86_400, '7 days'],
];

export function keyStatus(key: PortalKey): { tone: 'ok' | 'warn' | 'bad' | 'neutral'; text: string } {
  if (key.revoked) return { tone: 'bad', text: 'revoked' };
  if (key.expiresAt && Date.parse(key.expiresAt) <= Date.now()) return { tone: 'bad', text: 'expired' };
  if (key.expiresAt) return { tone: 'warn', text: 'rotated out' };
  if (!key.isActive) return { tone: 'neutral', text: 'paused' };
  return { tone: 'ok', text: 'active' };
}

export function ApiKeys() {
  const keys = useLoad(async () => (await graphql(API_KEYS)).apiKeys, []);
  const [shown, setShown] = useState<{ title: string; key: string } | null>(null);
  const [creating, setCreating] = useState(false);
  const action = useAction();

  const rotate = (key: PortalKey, overlapSeconds: number) =>
    action.run(async () => {
      const rotated = (await graphql(ROTATE_KEY, { id: key.id, overlapSeconds })).rotateApiKey;
      setShown({ title: `New key for "${key.name}"`, key: rotated.key });
      keys.reload();
    });
  const revoke = (key: PortalKey) =>
    action.run(async () => {
      if (!confirm(`Revoke "${key.name}" (${key.hint})? Calls with it fail at once.`)) return;
      await graphql(REVOKE_KEY, { id: key.id });
      keys.reload();
    });

  return (
    <>
      <PageHeader title="API keys">
        <button type="button" className="primary" onClick={() => setCreating(true)} disabled={creating}>
          Create a key
        </button>
      </PageHeader>
      <p className="lead">
        Secret keys (<code>sk_live_…</code>) act for you from servers; publishable keys (
        <code>pk_live_…</code>) read public data from browsers and apps. Send one as <code>x-api-key</code> or{' '}
        <code>Authorization: Bearer</code>. Rotate keys monthly: keys older than {ROTATION_DAYS} days are
        flagged.
      </p>
      {shown && (
        <ShownOnce title={shown.title} value={shown.key} onDone={() => setShown(null)}>
          <p>
            <a href="/graphql" onClick={() => storePickedCredential({ kind: 'apiKey', value: shown.key })}>
              Try it in the GraphQL explorer
            </a>
          </p>
        </ShownOnce>
      )}
      {creating && (
        <CreateKey
          onCancel={() => setCreating(false)}
          onCreated={(name, key) => {
            setCreating(false);
            setShown({ title: `Your new key "${name}"`, key });
            keys.reload();
          }}
        />
      )}
      <ErrorBox error={action.error} />
      <KeyPolicy onChanged={keys.reload} />
      <Loaded load={keys}>
        {(list) => {
          const due = list.filter((key) => key.rotationDue);
          return (
            <>
              {due.length > 0 && (
                <div className="notice warn" role="note">
                  {due.length === 1 ? 'One key is' : `${due.length} keys are`} older than {ROTATION_DAYS}{' '}
                  days: rotate {due.length === 1 ? 'it' : 'them'} (the old key keeps working during the
                  overlap you choose).
                </div>
              )}
              {list.length === 0 ? (
                <Empty>
                  <p>You have no API keys yet.</p>
                  <button type="button" className="primary" onClick={() => setCreating(true)}>
                    Create your first key
                  </button>
                </Empty>
              ) : (
                <div className="table-scroll">
                  <table className="data keys">
                    <caption className="visually-hidden">Your API keys</caption>
                    <thead>
                      <tr>
                        <th scope="col">Name</th>
                        <th scope="col">Key</th>
                        <th scope="col">Scopes</th>
                        <th scope="col">Plan</th>
                        <th scope="col">Created</th>
                        <th scope="col">Last used</th>
                        <th scope="col">Expires</th>
                        <th scope="col">Status</th>
                        <th scope="col">
                          <span className="visually-hidden">Actions</span>
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {list.map((key) => (
                        <KeyRow
                          key={key.id}
                          apiKey={key}
                          busy={action.busy}
                          onRotate={rotate}
                          onRevoke={revoke}
                        />
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
            </>
          );
        }}
      </Loaded>
    </>
  );
}

function KeyRow(props: {
  apiKey: PortalKey;
  busy: boolean;
  onRotate: (key: PortalKey, overlapSeconds: number) => void;
  onRevoke: (key: PortalKey) => void;
}) {
  const key = props.apiKey;
  const [overlap, setOverlap] = useState(86_400);
  const status = keyStatus(key);
  const live = !key.revoked && !key.expiresAt;
  return (
    <tr data-key-id={key.id}>
      <th scope="row">
        {key.name}
        {key.rotationDue && (
          <>
            {' '}
            <Badge tone="warn" title={`Created more than ${ROTATION_DAYS} days ago`}>
              rotate me
            </Badge>
          </>
        )}
      </th>
      <td>
        <code>{key.hint}</code>
      </td>
      <td>{key.scopes.length ? key.scopes.join(', ') : <span className="muted">publishable</span>}</td>
      <td>{tierName(key.tier)}</td>
      <td>
        <Time value={key.createdAt} />
      </td>
      <td>
        <Time value={key.lastUsed} />
      </td>
      <td>{key.expiresAt ? <Time value={key.expiresAt} /> : <span className="muted">no expiry</span>}</td>
      <td>
        <Badge tone={status.tone}>{status.text}</Badge>
      </td>
      <td className="actions">
        {live && (
          <>
            <label className="visually-hidden" htmlFor={`overlap-${key.id}`}>
              Overlap for rotating {key.name}
            </label>
            <select
              id={`overlap-${key.id}`}
              value={overlap}
              onChange={(e) => setOverlap(Number(e.target.value))}
            >
              {OVERLAPS.map(([seconds, label]) => (
                <option key={seconds} value={seconds}>
                  overlap: {label}
                </option>
              ))}
            </select>
            <button
              type="button"
              className="small"
              disabled={props.busy}
              onClick={() => props.onRotate(key, overlap)}
            >
              Rotate<span className="visually-hidden"> {key.name}</span>
            </button>
          </>
        )}
        {!key.revoked && (
          <button
            type="button"
            className="small danger"
            disabled={props.busy}
            onClick={() => props.onRevoke(key)}
          >
            Revoke<span className="visually-hidden"> {key.name}</span>
          </button>
        )}
      </td>
    </tr>
  );
}

export function tierName(tier: RateLimitTier): string {
  return tier.charAt(0) + tier.slice(1).toLowerCase();
}

function CreateKey(props: { onCancel: () => void; onCreated: (name: string, key: string) => void }) {
  const [name, setName] = useState('');
  const [type, setType] = useState<'SECRET' | 'PUBLIC'>('SECRET');
  const [scopes, setScopes] = useState<string[]>(['read']);
  const action = useAction();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await action.run(async () => {
      const created = (
        await graphql(CREATE_KEY, {
          input: { name, type, ...(type === 'SECRET' ? { scopes } : {}) },
        })
      ).createApiKey;
      props.onCreated(created.apiKey.name, created.key);
    });
  };
  return (
    <form className="panel" onSubmit={submit} aria-label="Create an API key">
      <h2>New API key</h2>
      <Field label="Name" hint="Where it is used, e.g. “billing service (production)”.">
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
      <fieldset className="radio-group">
        <legend>Type</legend>
        <label className="checkbox">
          <input
            type="radio"
            name="key-type"
            checked={type === 'SECRET'}
            onChange={() => setType('SECRET')}
          />{' '}
          Secret key <span className="muted">for servers; acts for you with the scopes below</span>
        </label>
        <label className="checkbox">
          <input
            type="radio"
            name="key-type"
            checked={type === 'PUBLIC'}
            onChange={() => setType('PUBLIC')}
          />{' '}
          Publishable key <span className="muted">for browsers and apps; reads public data only</span>
        </label>
      </fieldset>
      {type === 'SECRET' && (
        <CheckboxGroup
          legend="Scopes"
          options={delegableScopes}
          value={scopes}
          onChange={setScopes}
          describe={(scope) => scopeCatalogue[scope as keyof typeof scopeCatalogue]}
        />
      )}
      <ErrorBox error={action.error} />
      <div className="buttons">
        <button type="submit" className="primary" disabled={action.busy}>
          {action.busy ? 'Creating…' : 'Create key'}
        </button>
        <button type="button" onClick={props.onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}

/** The account's maximum key age: keys older than it are refused (API_KEY_EXPIRED). */
function KeyPolicy(props: { onChanged: () => void }) {
  const policy = useLoad(async () => (await graphql(KEY_POLICY)).me?.apiKeyPolicy ?? null, []);
  const [days, setDays] = useState('');
  const action = useAction();
  const current = policy.state === 'ready' ? (policy.data?.maxAgeDays ?? null) : undefined;
  const save = (maxAgeDays: number | null) =>
    action.run(async () => {
      await graphql(SET_KEY_POLICY, { maxAgeDays });
      setDays('');
      policy.reload();
      props.onChanged();
    });
  return (
    <form
      className="panel compact"
      aria-label="Maximum key age"
      onSubmit={(event) => {
        event.preventDefault();
        void save(Number(days));
      }}
    >
      <p>
        <strong>Maximum key age: </strong>
        {current === undefined
          ? '…'
          : current === null
            ? 'none (keys never expire by age)'
            : `${current} days`}
      </p>
      <div className="filters">
        <Field
          label="Expire keys after (days)"
          hint="Applies to existing keys at once: older ones stop working."
        >
          {(id, hint) => (
            <input
              id={id}
              type="number"
              min={1}
              max={3650}
              required
              aria-describedby={hint}
              value={days}
              onChange={(e) => setDays(e.target.value)}
            />
          )}
        </Field>
        <button type="submit" disabled={action.busy}>
          Set
        </button>
        {current != null && (
          <button type="button" disabled={action.busy} onClick={() => void save(null)}>
            Remove the maximum
          </button>
        )}
      </div>
      <ErrorBox error={action.error} />
    </form>
  );
}
