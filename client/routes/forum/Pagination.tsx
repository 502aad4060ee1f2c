import { Link } from 'react-router';

/** Previous / "page N of M" / next, as links that keep the rest of the address. */
export function Pagination({
  page,
  pages,
  href,
}: {
  page: number;
  pages: number;
  href(page: number): string;
}) {
  if (pages <= 1) return null;
  return (
    <nav className="pagination" aria-label="Pages">
      {page > 1 ? (
        <Link className="btn btn--ghost" to={href(page - 1)} rel="prev">
          ← Previous
        </Link>
      ) : (
        <span />
      )}
      <span className="muted">
        Page {page} of {pages}
      </span>
      {page < pages ? (
        <Link className="btn btn--ghost" to={href(page + 1)} rel="next">
          Next →
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
