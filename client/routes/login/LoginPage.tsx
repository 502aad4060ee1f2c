import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { loginSchema } from '../../../shared/protocol/account';
import { useSession } from '../../state/session';
import { Button } from '../../ui/Button';
import { FormField } from '../../ui/FormField';
import { usePageTitle } from '../../ui/usePageTitle';

export const LOGIN_TEXTS = {
  missingFields: 'Enter your username and password.',
} as const;

/** Where to go after logging in: a same-site path from the router state or `?next=`, else `/`. */
export function returnPath(state: unknown, next: string | null): string {
  const from =
    typeof state === 'object' && state !== null && 'from' in state ? state.from : undefined;
  for (const candidate of [from, next]) {
    // Only local paths: "//host" and "/\host" would leave the site.
    if (typeof candidate === 'string' && /^\/(?![/\\])/.test(candidate)) return candidate;
  }
  return '/';
}

export interface LoginPageProps {
  /** The error to show from the start (tests and server rendering). */
  initialError?: string;
}

/** `/login`: username and password; errors in an alert region. */
export function LoginPage({ initialError }: LoginPageProps) {
  usePageTitle('Log in');
  const { user, login, logout } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(initialError ?? null);
  const [submitting, setSubmitting] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = loginSchema.safeParse({ username: username.trim(), password });
    if (!parsed.success) {
      setError(LOGIN_TEXTS.missingFields);
      return;
    }
    setSubmitting(true);
    setError(null);
    const result = await login(parsed.data.username, parsed.data.password);
    if (result.ok) {
      void navigate(returnPath(location.state, searchParams.get('next')), { replace: true });
      return;
    }
    setSubmitting(false);
    setError(result.error);
  }

  if (user && !submitting) {
    return (
      <section className="auth-page" aria-labelledby="login-title">
        <div className="card auth-card">
          <h1 id="login-title">You are logged in</h1>
          <p>
            Signed in as <strong>{user.username}</strong>.
          </p>
          <div className="button-row">
            <Link to="/lobby" className="btn btn--primary">
              Go to the lobby
            </Link>
            <Button variant="secondary" onClick={() => void logout()}>
              Switch account
            </Button>
          </div>
        </div>
      </section>
    );
  }

  return (
    <section className="auth-page" aria-labelledby="login-title">
      <div className="card auth-card">
        <h1 id="login-title">Log in</h1>
        <p className="muted">Log in to take your turns and join new games.</p>
        <div className="alert-slot" role="alert">
          {error && <p className="alert alert--error">{error}</p>}
        </div>
        <form className="form" method="post" action="/login" noValidate onSubmit={onSubmit}>
          <FormField
            name="username"
            label="Username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            required
            value={username}
            onChange={(event) => setUsername(event.target.value)}
          />
          <FormField
            name="password"
            label="Password"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <Button type="submit" busy={submitting} className="btn--block">
            Log in
          </Button>
        </form>
        <p className="auth-card__switch">
          New here? <Link to="/register">Create an account</Link>
        </p>
      </div>
    </section>
  );
}
