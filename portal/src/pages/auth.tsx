import { useState, type FormEvent } from 'react';
import { ApiError, json } from '../api';
import { Link, navigate } from '../router';
import { useSession } from '../session';
import { ErrorBox, Field, useAction } from '../ui';

function AuthCard(props: { title: string; children: React.ReactNode }) {
  return (
    <section className="auth-card" aria-labelledby="auth-title">
      <h1 id="auth-title">{props.title}</h1>
      {props.children}
    </section>
  );
}

export function SignIn() {
  const { refresh } = useSession();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [otp, setOtp] = useState('');
  const [needsCode, setNeedsCode] = useState(false);
  const [useRecovery, setUseRecovery] = useState(false);
  const action = useAction();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await action.run(async () => {
      try {
        await json('/auth/login', {
          method: 'POST',
          cookieSession: true,
          body: {
            email,
            password,
            ...(needsCode && otp ? (useRecovery ? { recovery_code: otp } : { otp }) : {}),
          },
        });
      } catch (error) {
        if (error instanceof ApiError && error.code === 'MFA_REQUIRED' && !needsCode) {
          setNeedsCode(true);
          return;
        }
        throw error;
      }
      await refresh();
      navigate('/');
    });
  };
  return (
    <AuthCard title="Sign in">
      <form onSubmit={submit} noValidate={false}>
        <Field label="Email">
          {(id) => (
            <input
              id={id}
              type="email"
              autoComplete="username"
              required
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          )}
        </Field>
        <Field label="Password">
          {(id) => (
            <input
              id={id}
              type="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          )}
        </Field>
        {needsCode && (
          <>
            <Field
              label={useRecovery ? 'Recovery code' : 'One-time code'}
              hint={
                useRecovery
                  ? 'One of the codes you saved when you turned on two-step sign-in.'
                  : 'The 6 digits your authenticator app shows now.'
              }
            >
              {(id, hint) => (
                <input
                  id={id}
                  aria-describedby={hint}
                  inputMode={useRecovery ? 'text' : 'numeric'}
                  autoComplete="one-time-code"
                  required
                  autoFocus
                  value={otp}
                  onChange={(e) => setOtp(e.target.value)}
                />
              )}
            </Field>
            <button type="button" className="link" onClick={() => setUseRecovery(!useRecovery)}>
              {useRecovery ? 'Use a one-time code instead' : 'Use a recovery code instead'}
            </button>
          </>
        )}
        <ErrorBox error={action.error} />
        <button type="submit" className="primary" disabled={action.busy}>
          {action.busy ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
      <p>
        New here? <Link to="/signup">Create an account</Link>. <Link to="/reset">Forgot your password?</Link>
      </p>
    </AuthCard>
  );
}

export function SignUp() {
  const { refresh } = useSession();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const action = useAction();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await action.run(async () => {
      await json('/auth/register', { method: 'POST', cookieSession: true, body: { name, email, password } });
      await refresh();
      navigate('/keys');
    });
  };
  return (
    <AuthCard title="Create an account">
      <form onSubmit={submit}>
        <Field label="Name">
          {(id) => (
            <input
              id={id}
              autoComplete="name"
              required
              value={name}
              onChange={(e) => setName(e.target.value)}
            />
          )}
        </Field>
        <Field label="Email">
          {(id) => (
            <input
              id={id}
              type="email"
              autoComplete="email"
              required
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          )}
        </Field>
        <Field label="Password" hint="At least 12 characters; a passphrase of a few unrelated words is best.">
          {(id, hint) => (
            <input
              id={id}
              type="password"
              autoComplete="new-password"
              aria-describedby={hint}
              required
              minLength={8}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          )}
        </Field>
        <ErrorBox error={action.error} />
        <button type="submit" className="primary" disabled={action.busy}>
          {action.busy ? 'Creating…' : 'Create account'}
        </button>
      </form>
      <p>
        Already have an account? <Link to="/signin">Sign in</Link>.
      </p>
    </AuthCard>
  );
}

export function ResetPassword() {
  const initialToken = new URLSearchParams(location.search).get('token') ?? '';
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const [token, setToken] = useState(initialToken);
  const [password, setPassword] = useState('');
  const [done, setDone] = useState(false);
  const request = useAction();
  const confirm = useAction();
  return (
    <AuthCard title="Reset your password">
      {!initialToken && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void request.run(async () => {
              await json('/auth/password/reset', { method: 'POST', body: { email } });
              setSent(true);
            });
          }}
        >
          <Field label="Email">
            {(id) => (
              <input id={id} type="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
            )}
          </Field>
          <ErrorBox error={request.error} />
          <button type="submit" disabled={request.busy}>
            Send me a reset token
          </button>
          {sent && <p role="status">If an active account has this address, a reset token is on its way.</p>}
        </form>
      )}
      <h2>Have a token?</h2>
      {done ? (
        <p role="status">
          Your password was changed. <Link to="/signin">Sign in</Link>.
        </p>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void confirm.run(async () => {
              await json('/auth/password/reset/confirm', { method: 'POST', body: { token, password } });
              setDone(true);
            });
          }}
        >
          <Field label="Reset token">
            {(id) => <input id={id} required value={token} onChange={(e) => setToken(e.target.value)} />}
          </Field>
          <Field label="New password">
            {(id) => (
              <input
                id={id}
                type="password"
                autoComplete="new-password"
                required
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
            )}
          </Field>
          <ErrorBox error={confirm.error} />
          <button type="submit" disabled={confirm.busy}>
            Set the new password
          </button>
        </form>
      )}
    </AuthCard>
  );
}
