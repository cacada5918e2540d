import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { ApiError } from './api';

export type Load<T> =
  { state: 'loading' } | { state: 'error'; error: Error } | { state: 'ready'; data: T; refreshing: boolean };

/** Loads `fetcher` when `deps` change; `reload` fetches again and keeps showing the old data meanwhile. */
export function useLoad<T>(fetcher: () => Promise<T>, deps: unknown[]): Load<T> & { reload: () => void } {
  const [load, setLoad] = useState<Load<T>>({ state: 'loading' });
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    let live = true;
    // Data already shown stays while the next answer comes (a filter change, a refresh, a live tick).
    setLoad((previous) =>
      previous.state === 'ready' ? { ...previous, refreshing: true } : { state: 'loading' },
    );
    fetcher().then(
      (data) => live && setLoad({ state: 'ready', data, refreshing: false }),
      (error: Error) => live && setLoad({ state: 'error', error }),
    );
    return () => {
      live = false;
    };
  }, [...deps, generation]);
  const reload = useCallback(() => setGeneration((n) => n + 1), []);
  return { ...load, reload };
}

/** Runs a change (create, revoke, ...): busy while it runs, its error kept for display. */
export function useAction() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<Error | null>(null);
  const run = useCallback(async <T,>(action: () => Promise<T>): Promise<T | undefined> => {
    setBusy(true);
    setError(null);
    try {
      return await action();
    } catch (caught) {
      setError(caught as Error);
      return undefined;
    } finally {
      setBusy(false);
    }
  }, []);
  return { busy, error, run, clear: () => setError(null) };
}

/** Renders a Load: a spinner, the error with a retry, or `children(data)`. */
export function Loaded<T>(props: {
  load: Load<T> & { reload: () => void };
  children: (data: T) => ReactNode;
}) {
  const { load } = props;
  if (load.state === 'loading') return <Loading />;
  if (load.state === 'error') return <ErrorBox error={load.error} retry={load.reload} />;
  return <>{props.children(load.data)}</>;
}

export function Loading({ label = 'Loading…' }: { label?: string }) {
  return (
    <p className="loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" /> {label}
    </p>
  );
}

export function ErrorBox({ error, retry }: { error: Error | null; retry?: () => void }) {
  if (!error) return null;
  return (
    <div className="error-box" role="alert">
      <p>{error.message}</p>
      {error instanceof ApiError && error.code && !error.code.startsWith('HTTP_') && (
        <p className="muted small">Code: {error.code}</p>
      )}
      {retry && (
        <button type="button" onClick={retry}>
          Try again
        </button>
      )}
    </div>
  );
}

export function Empty({ children }: { children: ReactNode }) {
  return <div className="empty">{children}</div>;
}

export function CopyButton({ value, label = 'Copy' }: { value: string; label?: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      className="small"
      onClick={() => {
        void navigator.clipboard?.writeText(value).then(
          () => setCopied(true),
          () => setCopied(false),
        );
      }}
      aria-live="polite"
    >
      {copied ? 'Copied' : label}
    </button>
  );
}

/** A secret shown once (a new key, a client or signing secret) with a copy button. */
export function ShownOnce(props: { title: string; value: string; onDone: () => void; children?: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div className="shown-once" role="region" aria-label={props.title} tabIndex={-1} ref={ref}>
      <h3>{props.title}</h3>
      <p>Copy it now: it is shown only this once and cannot be retrieved later.</p>
      <div className="secret-row">
        <code className="secret" data-testid="secret">
          {props.value}
        </code>
        <CopyButton value={props.value} />
      </div>
      {props.children}
      <button type="button" onClick={props.onDone}>
        I have stored it
      </button>
    </div>
  );
}

export function Time({ value }: { value: string | null | undefined }) {
  if (!value) return <span className="muted">never</span>;
  const date = new Date(value);
  return (
    <time dateTime={value} title={date.toISOString()}>
      {date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })}
    </time>
  );
}

/** A labelled form control: the label is tied to the control for screen readers. */
export function Field(props: {
  label: string;
  hint?: string;
  children: (id: string, describedBy: string | undefined) => ReactNode;
}) {
  const id = useId();
  const hintId = props.hint ? `${id}-hint` : undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{props.label}</label>
      {props.children(id, hintId)}
      {props.hint && (
        <p className="hint" id={hintId}>
          {props.hint}
        </p>
      )}
    </div>
  );
}

/** A choice among several strings (scopes, event types) as labelled checkboxes. */
export function CheckboxGroup(props: {
  legend: string;
  options: readonly string[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  describe?: (option: string) => string | undefined;
}) {
  return (
    <fieldset className="checkbox-group">
      <legend>{props.legend}</legend>
      {props.options.map((option) => (
        <label key={option} className="checkbox">
          <input
            type="checkbox"
            checked={props.value.includes(option)}
            onChange={(event) =>
              props.onChange(
                event.target.checked
                  ? [...props.value, option]
                  : props.value.filter((chosen) => chosen !== option),
              )
            }
          />{' '}
          <code>{option}</code>
          {props.describe?.(option) && <span className="muted"> {props.describe(option)}</span>}
        </label>
      ))}
    </fieldset>
  );
}

export function PageHeader(props: { title: string; children?: ReactNode }) {
  return (
    <header className="page-header">
      <h1 tabIndex={-1}>{props.title}</h1>
      {props.children && <div className="page-actions">{props.children}</div>}
    </header>
  );
}

/** A status shown as a coloured badge with its words (colour is never the only signal). */
export function Badge(props: {
  tone: 'ok' | 'warn' | 'bad' | 'neutral';
  children: ReactNode;
  title?: string;
}) {
  return (
    <span className={`badge ${props.tone}`} title={props.title}>
      {props.children}
    </span>
  );
}
