import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { graphql, json } from './api';
import { csrfToken } from './credential';
import { gql } from './__generated__';

const PORTAL_ME = gql(`query PortalMe { me { id name email roles mfaEnabled } }`);

export type Me = NonNullable<Awaited<ReturnType<typeof loadMe>>>;

async function loadMe() {
  return (await graphql(PORTAL_ME)).me;
}

export type Session =
  | { state: 'loading' }
  | { state: 'signed-out' }
  | { state: 'signed-in'; me: Me; staff: boolean; admin: boolean };

interface SessionApi {
  session: Session;
  /** Reads who is signed in again (after sign-in, sign-up). */
  refresh: () => Promise<void>;
  signOut: () => Promise<void>;
}

const SessionContext = createContext<SessionApi>({
  session: { state: 'loading' },
  refresh: async () => {},
  signOut: async () => {},
});

/**
 * Who is signed in. The session itself is in HttpOnly cookies the page cannot read; the CSRF cookie
 * says one may exist, and `me` (with the CSRF token) says whose it is.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<Session>({ state: 'loading' });
  const refresh = useCallback(async () => {
    if (!csrfToken()) return setSession({ state: 'signed-out' });
    try {
      const me = await loadMe();
      if (!me) return setSession({ state: 'signed-out' });
      const staff = me.roles.some((role) => role !== 'CUSTOMER');
      setSession({ state: 'signed-in', me, staff, admin: me.roles.includes('ADMIN') });
    } catch {
      setSession({ state: 'signed-out' });
    }
  }, []);
  const signOut = useCallback(async () => {
    await json('/auth/logout', { method: 'POST', body: {}, cookieSession: true }).catch(() => {});
    setSession({ state: 'signed-out' });
  }, []);
  useEffect(() => {
    void refresh();
  }, [refresh]);
  return <SessionContext.Provider value={{ session, refresh, signOut }}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionApi {
  return useContext(SessionContext);
}
