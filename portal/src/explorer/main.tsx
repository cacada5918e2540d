import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import './explorer.css';
import { GraphiQL } from 'graphiql';
import { useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import {
  credentialHeaders,
  readPickedCredential,
  storePickedCredential,
  type PickedCredential,
} from '../credential';

const ENDPOINT = `${location.origin}/graphql`;
const SANDBOX = `https://studio.apollographql.com/sandbox/explorer?endpoint=${encodeURIComponent(ENDPOINT)}`;

const DEFAULT_QUERY = `# Pick a credential above, then run this with Ctrl-Enter (or the ▶ button).
query WhoAmI {
  me {
    id
    name
    email
  }
}
`;

type FetcherParams = { query: string; variables?: unknown; operationName?: string | null };

/**
 * The GraphQL explorer served by the gateway itself: GraphiQL bundled from npm, so it works with no
 * internet. Requests go to this origin's /graphql with the credential picked in the bar above it;
 * introspection answers as it does for any client (off in production).
 */
function Explorer() {
  const [credential, setCredential] = useState<PickedCredential>(readPickedCredential);
  const [kind, setKind] = useState<PickedCredential['kind']>(credential.kind);
  const [value, setValue] = useState('');

  const fetcher = useMemo(
    () => async (params: FetcherParams, options?: { headers?: Record<string, unknown> }) => {
      const response = await fetch('/graphql', {
        method: 'POST',
        credentials: 'same-origin',
        headers: {
          'content-type': 'application/json',
          accept: 'application/graphql-response+json, application/json',
          ...(options?.headers as Record<string, string> | undefined),
          ...credentialHeaders(credential),
        },
        body: JSON.stringify(params),
      });
      return response.json();
    },
    [credential],
  );

  const apply = (event: React.FormEvent) => {
    event.preventDefault();
    const next: PickedCredential =
      kind === 'apiKey' || kind === 'bearer'
        ? value.trim()
          ? { kind, value: value.trim() }
          : { kind: 'none' }
        : { kind };
    storePickedCredential(next);
    setCredential(next);
    setValue('');
  };

  return (
    <div className="explorer">
      <form className="credential-bar" onSubmit={apply} aria-label="Credential for requests">
        <a href="/portal/" className="brand">
          Developer portal
        </a>
        <label htmlFor="credential-kind">Authenticate with</label>
        <select
          id="credential-kind"
          value={kind}
          onChange={(event) => setKind(event.target.value as PickedCredential['kind'])}
        >
          <option value="none">nothing (anonymous)</option>
          <option value="apiKey">an API key</option>
          <option value="bearer">a bearer token</option>
          <option value="session">my portal session</option>
        </select>
        {(kind === 'apiKey' || kind === 'bearer') && (
          <>
            <label htmlFor="credential-value" className="visually-hidden">
              {kind === 'apiKey' ? 'API key' : 'Bearer token'}
            </label>
            <input
              id="credential-value"
              type="password"
              autoComplete="off"
              placeholder={kind === 'apiKey' ? 'sk_live_…' : 'eyJ…'}
              value={value}
              onChange={(event) => setValue(event.target.value)}
            />
          </>
        )}
        <button type="submit">Use</button>
        <span className="credential-status" role="status" data-testid="credential-status">
          {describe(credential)}
        </span>
        <a href={SANDBOX} rel="noopener noreferrer" target="_blank" className="sandbox">
          Open in Apollo Sandbox (online)
        </a>
      </form>
      <div className="graphiql-host">
        <GraphiQL fetcher={fetcher} defaultEditorToolsVisibility={false} defaultQuery={DEFAULT_QUERY} />
      </div>
    </div>
  );
}

function describe(credential: PickedCredential): string {
  switch (credential.kind) {
    case 'none':
      return 'Requests are anonymous.';
    case 'apiKey':
      return `Using API key …${credential.value.slice(-4)}.`;
    case 'bearer':
      return `Using bearer token …${credential.value.slice(-4)}.`;
    case 'session':
      return 'Using your portal session.';
    default: {
      const exhaustive: never = credential;
      return exhaustive;
    }
  }
}

createRoot(document.getElementById('explorer')!).render(<Explorer />);
