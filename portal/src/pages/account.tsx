import { graphql } from '../api';
import { gql } from '../__generated__';
import { useSession } from '../session';
import { Badge, Empty, ErrorBox, Loaded, PageHeader, Time, useAction, useLoad } from '../ui';

const SESSIONS = gql(`
  query PortalSessions { sessions { id clientId scopes userAgent ipAddress createdAt lastUsedAt expiresAt current } }
`);
const REVOKE_SESSION = gql(`mutation PortalRevokeSession($id: ID!) { revokeSession(id: $id) }`);

/** The account: who is signed in, and every session it has (this browser's among them), each revocable. */
export function Account() {
  const { session, signOut } = useSession();
  const sessions = useLoad(async () => (await graphql(SESSIONS)).sessions, []);
  const action = useAction();
  if (session.state !== 'signed-in') return null;
  const { me } = session;
  return (
    <>
      <PageHeader title="Account and sessions">
        <button type="button" onClick={() => void signOut()}>
          Sign out
        </button>
      </PageHeader>
      <dl className="facts">
        <dt>Name</dt>
        <dd>{me.name}</dd>
        <dt>Email</dt>
        <dd>{me.email}</dd>
        <dt>Roles</dt>
        <dd>{me.roles.map((role) => role.toLowerCase().replace('_', '-')).join(', ')}</dd>
        <dt>Two-step sign-in</dt>
        <dd>{me.mfaEnabled ? <Badge tone="ok">on</Badge> : <Badge tone="neutral">off</Badge>}</dd>
      </dl>
      <h2>Sessions</h2>
      <p className="muted">Every place signed in to your account. Revoking one signs it out at once.</p>
      <ErrorBox error={action.error} />
      <Loaded load={sessions}>
        {(list) =>
          list.length === 0 ? (
            <Empty>No active sessions.</Empty>
          ) : (
            <div className="table-scroll">
              <table className="data">
                <caption className="visually-hidden">Active sessions</caption>
                <thead>
                  <tr>
                    <th scope="col">Where</th>
                    <th scope="col">Address</th>
                    <th scope="col">Signed in</th>
                    <th scope="col">Last used</th>
                    <th scope="col">
                      <span className="visually-hidden">Actions</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {list.map((s) => (
                    <tr key={s.id}>
                      <th scope="row">
                        {s.clientId ? `Application ${s.clientId}` : (s.userAgent ?? 'unknown browser')}
                        {s.current && (
                          <>
                            {' '}
                            <Badge tone="ok">this browser</Badge>
                          </>
                        )}
                      </th>
                      <td>{s.ipAddress ?? '—'}</td>
                      <td>
                        <Time value={s.createdAt} />
                      </td>
                      <td>
                        <Time value={s.lastUsedAt} />
                      </td>
                      <td className="actions">
                        <button
                          type="button"
                          className="small danger"
                          disabled={action.busy}
                          onClick={() =>
                            void action.run(async () => {
                              await graphql(REVOKE_SESSION, { id: s.id });
                              if (s.current) await signOut();
                              else sessions.reload();
                            })
                          }
                        >
                          {s.current ? 'Sign out here' : 'Revoke'}
                        </button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )
        }
      </Loaded>
    </>
  );
}
