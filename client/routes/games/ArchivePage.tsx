import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { QueryOf } from '../../../shared/protocol/contract/route';
import type { SiteRoutes } from '../../../shared/protocol/routes';
import { useRouteQuery } from '../../net/query';
import { usePageTitle } from '../../ui/usePageTitle';
import { ArchiveFilters, FILTER_FIELDS, type Filters } from './ArchiveFilters';
import { FinishedGames } from './FinishedGames';
import './games.css';

type ArchiveQuery = QueryOf<SiteRoutes['GET /api/archive']>;

/** The page's state in history: how many pages deep it is (Previous goes back through history). */
interface PageState {
  page?: number;
}

function filtersOf(search: URLSearchParams): Filters {
  const filters: Filters = {};
  for (const field of [...FILTER_FIELDS, 'pname', 'oname'] as const) {
    const value = search.get(field);
    if (value) filters[field] = value;
  }
  return filters;
}

/** The archive of finished games: filters, newest first, pages of 20 walked by a cursor. */
export function ArchivePage() {
  usePageTitle('Archive');
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const page = (location.state as PageState | null)?.page ?? 1;
  const filters = filtersOf(search);
  const after = search.get('after');
  const query: Record<string, string> = {};
  for (const field of FILTER_FIELDS) if (filters[field]) query[field] = filters[field];
  if (after) query.after = after;
  const { data, error, isFetching } = useRouteQuery('GET /api/archive', {
    query: query as ArchiveQuery,
  });
  // The player's name when the address names only the id (a link from "My games").
  const playerName =
    filters.pname ??
    data?.games[0]?.players.find((seat) => String(seat.user_id) === filters.player)?.username;

  function apply(next: Filters) {
    const params = new URLSearchParams();
    for (const [field, value] of Object.entries(next)) if (value) params.set(field, value);
    setSearch(params);
  }

  function nextPage(cursor: string) {
    const params = new URLSearchParams(search);
    params.set('after', cursor);
    void navigate(`?${params}`, { state: { page: page + 1 } satisfies PageState });
  }

  const newest = new URLSearchParams(search);
  newest.delete('after');

  return (
    <section className="games-page">
      <h1>Archive of finished games</h1>
      <p className="home-page__links">
        <Link to="/my-games">My games</Link>
        <Link to="/ladders">Ladders</Link>
      </p>
      <ArchiveFilters
        key={`${search}|${playerName ?? ''}`}
        filters={{ ...filters, pname: playerName }}
        apply={apply}
      />
      {error && (
        <p className="alert alert--error" role="alert">
          {error.message}
        </p>
      )}
      {!data && !error && <p className="muted">Loading…</p>}
      {data && (
        <>
          <p className="muted archive-page__where" aria-live="polite">
            {after ? `Page ${page}` : 'Newest games'}
            {isFetching ? ' · loading…' : ''}
          </p>
          <FinishedGames
            games={data.games}
            player={filters.player ? Number(filters.player) : undefined}
          />
          <nav className="archive-page__pages" aria-label="Pages">
            {after && page > 1 && (
              <button
                type="button"
                className="btn btn--secondary"
                onClick={() => void navigate(-1)}
              >
                ← Previous
              </button>
            )}
            {after && (
              <Link className="btn btn--ghost" to={`?${newest}`}>
                Newest
              </Link>
            )}
            {data.next && (
              <button
                type="button"
                className="btn btn--secondary"
                onClick={() => nextPage(data.next!)}
              >
                Next →
              </button>
            )}
          </nav>
        </>
      )}
    </section>
  );
}
