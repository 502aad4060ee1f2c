import { Link, isRouteErrorResponse, useRouteError } from 'react-router';

/** Shown when a screen throws: says what happened instead of a blank page. */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <section className="centered-page" role="alert">
      <h1>Something went wrong</h1>
      <p className="muted">{detail}</p>
      <div className="button-row button-row--center">
        <a href="/" className="btn btn--primary">
          Reload the start page
        </a>
        <Link to="/lobby" className="btn btn--ghost">
          Go to the lobby
        </Link>
      </div>
    </section>
  );
}
