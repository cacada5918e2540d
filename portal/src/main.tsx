import './styles.css';
import { useEffect, useState, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { Account } from './pages/account';
import { Console } from './pages/console';
import { ResetPassword, SignIn, SignUp } from './pages/auth';
import { ApiKeys } from './pages/keys';
import { AccessLogs } from './pages/logs';
import { OAuthApps } from './pages/oauth';
import { Plans } from './pages/plans';
import { SalesAnalytics } from './pages/sales';
import { Overview } from './pages/overview';
import { Usage } from './pages/usage';
import { Webhooks } from './pages/webhooks';
import { Link, navigate, PathProvider, usePath } from './router';
import { SessionProvider, useSession } from './session';
import { Loading } from './ui';

interface Page {
  path: string;
  title: string;
  render: () => ReactNode;
  staffOnly?: boolean;
}

const PAGES: Page[] = [
  { path: '/', title: 'Overview', render: () => <Overview /> },
  { path: '/keys', title: 'API keys', render: () => <ApiKeys /> },
  { path: '/usage', title: 'Usage and quota', render: () => <Usage /> },
  { path: '/plans', title: 'Plans', render: () => <Plans /> },
  { path: '/oauth', title: 'OAuth apps', render: () => <OAuthApps /> },
  { path: '/webhooks', title: 'Webhooks', render: () => <Webhooks /> },
  { path: '/logs', title: 'Access logs', render: () => <AccessLogs /> },
  { path: '/account', title: 'Account', render: () => <Account /> },
  { path: '/console', title: 'Operator console', render: () => <Console />, staffOnly: true },
  { path: '/console/sales', title: 'Sales analytics', render: () => <SalesAnalytics />, staffOnly: true },
];

const PUBLIC_PAGES: Page[] = [
  { path: '/signin', title: 'Sign in', render: () => <SignIn /> },
  { path: '/signup', title: 'Create an account', render: () => <SignUp /> },
  { path: '/reset', title: 'Reset your password', render: () => <ResetPassword /> },
];

function Shell() {
  const path = usePath();
  const { session } = useSession();
  const [menuOpen, setMenuOpen] = useState(false);
  const publicPage = PUBLIC_PAGES.find((page) => page.path === path);
  const signedIn = session.state === 'signed-in';
  const pages = PAGES.filter((page) => !page.staffOnly || (signedIn && session.staff));
  const page = pages.find((candidate) => candidate.path === path);

  useEffect(() => {
    if (session.state === 'signed-out' && !publicPage) navigate('/signin');
    if (signedIn && publicPage && path !== '/reset') navigate('/');
  }, [session.state, publicPage, signedIn, path]);
  useEffect(() => {
    const title = (publicPage ?? page)?.title ?? 'Not found';
    document.title = `${title} · Developer portal`;
    setMenuOpen(false);
    // Moves focus to the new page's heading, so screen readers announce the navigation.
    document.querySelector<HTMLElement>('main h1')?.focus({ preventScroll: true });
  }, [path, page, publicPage]);

  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <header className="topbar">
        <a href="/" className="brand">
          Commerce <span>developer portal</span>
        </a>
        {signedIn && (
          <button
            type="button"
            className="menu-toggle"
            aria-expanded={menuOpen}
            aria-controls="nav"
            onClick={() => setMenuOpen(!menuOpen)}
          >
            Menu
          </button>
        )}
        {signedIn && (
          <nav id="nav" aria-label="Portal" className={menuOpen ? 'open' : ''}>
            {pages.map((candidate) => (
              <Link key={candidate.path} to={candidate.path} current={candidate.path === path}>
                {candidate.title}
              </Link>
            ))}
            <a href="/graphql">Explorer</a>
            <a href="/api/docs">REST reference</a>
          </nav>
        )}
      </header>
      <main id="main">
        {session.state === 'loading' ? (
          <Loading />
        ) : publicPage ? (
          publicPage.render()
        ) : !signedIn ? (
          <Loading label="Redirecting to sign in…" />
        ) : page ? (
          page.render()
        ) : (
          <section>
            <h1 tabIndex={-1}>Page not found</h1>
            <p>
              There is no page at this address. <Link to="/">Go to the overview</Link>.
            </p>
          </section>
        )}
      </main>
    </>
  );
}

createRoot(document.getElementById('app')!).render(
  <PathProvider>
    <SessionProvider>
      <Shell />
    </SessionProvider>
  </PathProvider>,
);
