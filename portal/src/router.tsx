import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

/** The app lives under /portal/; its own paths are written without that prefix. */
export const BASE = '/portal';

const PathContext = createContext<string>('/');

function currentPath(): string {
  const path = location.pathname.startsWith(BASE) ? location.pathname.slice(BASE.length) : '/';
  return path.replace(/\/+$/, '') || '/';
}

export function navigate(path: string): void {
  history.pushState(null, '', BASE + path);
  dispatchEvent(new PopStateEvent('popstate'));
}

/** Keeps the current path; links and `navigate` change it without reloading the page. */
export function PathProvider({ children }: { children: ReactNode }) {
  const [path, setPath] = useState(currentPath);
  useEffect(() => {
    const update = () => {
      setPath(currentPath());
      window.scrollTo(0, 0);
    };
    addEventListener('popstate', update);
    return () => removeEventListener('popstate', update);
  }, []);
  return <PathContext.Provider value={path}>{children}</PathContext.Provider>;
}

export function usePath(): string {
  return useContext(PathContext);
}

export function Link(props: { to: string; children: ReactNode; className?: string; current?: boolean }) {
  return (
    <a
      href={BASE + props.to}
      className={props.className}
      aria-current={props.current ? 'page' : undefined}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        navigate(props.to);
      }}
    >
      {props.children}
    </a>
  );
}
