import { renderToStaticMarkup } from 'react-dom/server';
import type { UserGameRow, UserIpRow, UserStandings } from '../../../shared/protocol/staff';

// The user pages' html fields (spec §7 "…: html"), rendered from the same rows the JSON carries;
// every text is escaped by React.

const STATUS_NAMES: Record<number, string> = { 1: 'pre-game', 2: 'running', 3: 'ended' };

/** The ips table. */
export function ipsHtml(rows: readonly UserIpRow[]): string {
  return renderToStaticMarkup(
    <table className="staff-table">
      <thead>
        <tr>
          <th>IP</th>
          <th>Sessions</th>
          <th>Last seen</th>
          <th>Other accounts</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.ip}>
            <td>{row.ip}</td>
            <td>{row.sessions}</td>
            <td>{row.last_seen}</td>
            <td>{row.other_users.map((user) => user.username).join(', ')}</td>
          </tr>
        ))}
      </tbody>
    </table>,
  );
}

/** The games table. */
export function gamesHtml(rows: readonly UserGameRow[]): string {
  return renderToStaticMarkup(
    <table className="staff-table">
      <thead>
        <tr>
          <th>Game</th>
          <th>Status</th>
          <th>Map</th>
          <th>Players</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.game_id}>
            <td>
              <a href={`/game/${row.game_id}`}>#{row.game_id}</a>
            </td>
            <td>
              {STATUS_NAMES[row.status] ?? row.status}
              {row.won ? ' (won)' : ''}
            </td>
            <td>{row.map}</td>
            <td>{row.players.join(', ')}</td>
          </tr>
        ))}
      </tbody>
    </table>,
  );
}

/** The standings summary. */
export function standingsHtml(standings: UserStandings): string {
  return renderToStaticMarkup(
    <dl className="staff-standings">
      <dt>Rating</dt>
      <dd>{standings.rating}</dd>
      <dt>Rank</dt>
      <dd>
        {standings.rank} of {standings.players}
      </dd>
      <dt>Finished games</dt>
      <dd>
        {standings.played} ({standings.won} won)
      </dd>
      <dt>Tokens</dt>
      <dd>{standings.tokens}</dd>
    </dl>,
  );
}
