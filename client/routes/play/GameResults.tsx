import { useCallback, useState } from 'react';
import type { GameResult } from '../../../shared/protocol/gameResults';
import { call } from '../../net/api';
import { useRouteQuery } from '../../net/query';
import { signedNumber } from '../../ui/signedNumber';

/**
 * The rating and token changes the end of the game made. The summary is read again on showing:
 * one cached while the game ran (the resign panel's) has no results yet.
 */
function useGameResults(gameId: number): GameResult[] | null {
  const summary = useRouteQuery(
    'GET /api/game/:gameId',
    { params: { gameId } },
    { refetchOnMount: 'always' },
  );
  return summary.isFetchedAfterMount ? (summary.data?.results ?? null) : null;
}

/** The game-over screen's table of what each person's rating and tokens did; the viewer's row first. */
export function GameResultsTable({ results, me }: { results: GameResult[]; me: number }) {
  if (results.length === 0)
    return (
      <p className="game-over__unrated">This game was unrated: no rating or tokens changed.</p>
    );
  const rows = [...results].sort((a, b) => Number(b.user_id === me) - Number(a.user_id === me));
  return (
    <table className="game-over__results" data-testid="game-results">
      <thead>
        <tr>
          <th scope="col">Player</th>
          <th scope="col">Rating</th>
          <th scope="col">Tokens</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.user_id} className={row.user_id === me ? 'is-me' : undefined}>
            <th scope="row">{row.user_id === me ? `${row.username} (you)` : row.username}</th>
            <td className={row.rating_change < 0 ? 'is-loss' : 'is-gain'}>
              {signedNumber(row.rating_change)}
            </td>
            <td>{signedNumber(row.tokens_change)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The results of game `gameId` for viewer `me` (a user id; 0 for a spectator). */
export function GameResults({ gameId, me }: { gameId: number; me: number }) {
  const results = useGameResults(gameId);
  if (!results) return <p className="game-over__unrated">Counting the results…</p>;
  return <GameResultsTable results={results} me={me} />;
}

/** Opens a game page afresh (the play screen's store belongs to one game). */
const openGame = (gameId: number) => window.location.assign(`/game/${gameId}`);

/**
 * The game-over screen's Rematch: asks the server for the rematch of `gameId` (it creates one on
 * the same map with the same options and invites the other players, or seats the viewer in the
 * one another player already made) and opens it; `error` says why not.
 */
export function useRematch(gameId: number, open: (gameId: number) => void = openGame) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const start = useCallback(async () => {
    setBusy(true);
    setError(null);
    const reply = await call('POST /game/:gameId/rematch', { params: { gameId } });
    if (reply.ok) return open(reply.data.game_id);
    setError(reply.error);
    setBusy(false);
  }, [gameId, open]);
  return { start, busy, error };
}
