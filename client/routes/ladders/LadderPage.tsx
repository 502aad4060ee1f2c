import { useSearchParams } from 'react-router';
import { GAME_TYPE_NAMES } from '../../../shared/html/lobbyText';
import type { LadderPage as Ladder } from '../../../shared/protocol/players';
import { useRouteQuery } from '../../net/query';
import { useSession } from '../../state/session';
import { PlayerLink } from '../../ui/PlayerLink';
import { Tabs } from '../../ui/Tabs';
import { usePageTitle } from '../../ui/usePageTitle';
import { percent } from '../games/gameText';
import './ladders.css';

// Kept here rather than imported from shared/protocol/players.ts: that module brings zod along.
const RECENT_DAYS = 30;
const PAGE_SIZE = 50;
const BASE = 1500;

const TABS = [
  { id: 'all', label: 'Overall' },
  ...GAME_TYPE_NAMES.map((name, type) => ({ id: String(type), label: name })),
];
const PERIODS = [
  { id: 'all', label: 'All time' },
  { id: '30d', label: `Last ${RECENT_DAYS} days` },
] as const;

function LadderTable({ ladder, me }: { ladder: Ladder; me: number | undefined }) {
  if (ladder.rows.length === 0) {
    return (
      <p className="muted ladder__empty">
        {ladder.total === 0 ? 'Nobody has entered this ladder yet.' : 'No one on this page.'}
      </p>
    );
  }
  const typed = ladder.game_type !== null;
  return (
    <table className="ladder__table">
      <thead>
        <tr>
          <th scope="col">Rank</th>
          <th scope="col">Player</th>
          <th scope="col">{typed ? 'Type rating' : 'Rating'}</th>
          <th scope="col">Rated games</th>
          <th scope="col" className="ladder__wide">
            Won
          </th>
          <th scope="col">Win rate</th>
        </tr>
      </thead>
      <tbody>
        {ladder.rows.map((row) => (
          <tr key={row.user_id} className={row.user_id === me ? 'ladder__me' : undefined}>
            <td className="ladder__rank">{row.rank}</td>
            <td>
              <PlayerLink id={row.user_id} name={row.username} />
            </td>
            <td className="ladder__number">{row.rating}</td>
            <td className="ladder__number">{row.rated_games}</td>
            <td className="ladder__number ladder__wide">{row.rated_won}</td>
            <td className="ladder__number">
              {percent(row.rated_games === 0 ? 0 : row.rated_won / row.rated_games)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The ladders: overall and per game type (tabs), all time or the last 30 days, 50 a page. */
export function LadderPage() {
  usePageTitle('Ladders');
  const { user } = useSession();
  const [search, setSearch] = useSearchParams();
  const type = search.get('game_type') ?? 'all';
  const period = search.get('period') === '30d' ? '30d' : 'all';
  const page = Math.max(1, Number(search.get('page')) || 1);
  const ladderName =
    type === 'all'
      ? 'the overall ladder'
      : `the ${TABS.find((tab) => tab.id === type)?.label} ladder`;
  const { data, error } = useRouteQuery('GET /api/ladders', {
    query: {
      ...(type === 'all' ? {} : { game_type: type }),
      ...(period === 'all' ? {} : { period }),
      ...(page === 1 ? {} : { page: String(page) }),
    },
  });

  function go(changes: Record<string, string | null>) {
    const next = new URLSearchParams(search);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    setSearch(next);
  }

  const body = (
    <>
      {error && (
        <p className="alert alert--error" role="alert">
          {error.message}
        </p>
      )}
      {!data && !error && <p className="muted">Loading…</p>}
      {data && (
        <>
          <p className="muted ladder__size">
            {data.total} {data.total === 1 ? 'player' : 'players'} ranked
            {data.pages > 1 && ` · page ${data.page} of ${data.pages}`}
          </p>
          <LadderTable ladder={data} me={user?.id} />
          {data.pages > 1 && (
            <nav className="ladder__pages" aria-label="Pages">
              {data.page > 1 && (
                <button
                  type="button"
                  className="btn btn--secondary"
                  onClick={() => go({ page: data.page === 2 ? null : String(data.page - 1) })}
                >
                  ← Previous
                </button>
              )}
              {data.page < data.pages && (
                <button
                  type="button"
                  className="btn btn--secondary"
                  onClick={() => go({ page: String(data.page + 1) })}
                >
                  Next →
                </button>
              )}
            </nav>
          )}
        </>
      )}
    </>
  );

  return (
    <section className="ladder-page">
      <h1>Ladders</h1>
      {data && (
        <p className="ladder__rule" data-testid="ladder-rule">
          To enter {ladderName}, finish at least {data.min_rated_games} rated games
          {type === 'all' ? ' of any game type' : ' of that game type'}
          {period === '30d' ? ` within the last ${RECENT_DAYS} days` : ''}. Players are ranked by
          rating (a game type&apos;s ladder by {BASE} plus the rating changes of that type&apos;s
          games); equal ratings share a rank. Computer players are never ranked. {PAGE_SIZE} players
          a page.
        </p>
      )}
      <div className="ladder__periods" role="group" aria-label="Period">
        {PERIODS.map((option) => (
          <button
            key={option.id}
            type="button"
            className={`btn ${option.id === period ? 'btn--primary' : 'btn--ghost'}`}
            aria-pressed={option.id === period}
            onClick={() => go({ period: option.id === 'all' ? null : option.id, page: null })}
          >
            {option.label}
          </button>
        ))}
      </div>
      <Tabs
        label="Game type"
        tabs={TABS.map((tab) => ({ ...tab, content: tab.id === type ? body : null }))}
        selected={type}
        onSelect={(id) => go({ game_type: id === 'all' ? null : id, page: null })}
      />
    </section>
  );
}
