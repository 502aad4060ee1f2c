import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { useSession } from '../state/session';
import { Button } from './Button';
import { Navbar } from './Navbar';

/** Says so when the server could not be asked who is signed in, with a way to try again. */
function SessionProblem() {
  const { status, error, refresh } = useSession();
  if (status !== 'error') return null;
  return (
    <div className="banner banner--error" role="alert">
      <p>Could not reach the game server: {error}</p>
      <Button variant="secondary" onClick={() => void refresh()}>
        Try again
      </Button>
    </div>
  );
}

/** What a page loaded on demand shows while its chunk arrives. */
function RouteLoading() {
  return (
    <p className="muted" role="status">
      Loading…
    </p>
  );
}

/** Every page: a skip link, the navbar, the page and a footer. */
export function Layout() {
  return (
    <div className="app">
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <Navbar />
      <SessionProblem />
      <main id="main" className="main" tabIndex={-1}>
        <Suspense fallback={<RouteLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <footer className="footer">
        <p>Conquest: turn-based strategy for 2 to 9 players.</p>
      </footer>
    </div>
  );
}
