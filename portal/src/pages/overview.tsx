import { graphql } from '../api';
import { Link } from '../router';
import { useSession } from '../session';
import { Loaded, PageHeader, useLoad } from '../ui';
import { API_KEY_NAMES } from './usage';

/** Where a developer starts: the next step, and the keys that need attention. */
export function Overview() {
  const { session } = useSession();
  const keys = useLoad(async () => (await graphql(API_KEY_NAMES)).apiKeys, []);
  if (session.state !== 'signed-in') return null;
  return (
    <>
      <PageHeader title={`Hello, ${session.me.name}`} />
      <Loaded load={keys}>
        {(list) => {
          const live = list.filter((key) => !key.revoked && !key.expiresAt);
          return (
            <ol className="steps">
              <li className={live.length ? 'done' : ''}>
                <Link to="/keys">
                  {live.length
                    ? `You have ${live.length} active API key${live.length === 1 ? '' : 's'}`
                    : 'Create an API key'}
                </Link>
                : it is shown once, so copy it somewhere safe.
              </li>
              <li>
                Call the API with it: <code>curl {location.origin}/graphql -H 'x-api-key: sk_live_…'</code>,
                or try it in the <a href="/graphql">GraphQL explorer</a> or the{' '}
                <a href="/api/docs">REST reference</a>.
              </li>
              <li>
                Watch your <Link to="/usage">usage and quota</Link> and the <Link to="/logs">access log</Link>
                .
              </li>
              <li>
                Get events pushed to you with <Link to="/webhooks">webhooks</Link>, or let people sign in to
                your app with <Link to="/oauth">OAuth</Link>.
              </li>
            </ol>
          );
        }}
      </Loaded>
    </>
  );
}
