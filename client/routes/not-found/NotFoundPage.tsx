import { Link, useLocation } from 'react-router';
import { usePageTitle } from '../../ui/usePageTitle';

/** Any path no screen answers. */
export function NotFoundPage() {
  usePageTitle('Page not found');
  const { pathname } = useLocation();
  return (
    <section className="centered-page" aria-labelledby="not-found-title">
      <p className="eyebrow">404</p>
      <h1 id="not-found-title">This territory is not on the map</h1>
      <p className="muted">
        Nothing lives at <code>{pathname}</code>. It may have moved, or the link may be wrong.
      </p>
      <div className="button-row button-row--center">
        <Link to="/" className="btn btn--primary">
          Back to the start
        </Link>
        <Link to="/lobby" className="btn btn--ghost">
          Go to the lobby
        </Link>
      </div>
    </section>
  );
}
