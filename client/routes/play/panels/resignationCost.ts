/**
 * What resigning now would do to the viewer's rating, worked out with the server's own Elo code
 * (shared/ratings) from the seats' ratings in the game summary: a player reading "Resign cost: 0"
 * (spec §9, with two left) still loses the game, and its rating, as a defeat would.
 */
import { useMemo } from 'react';
import { GAME_TYPES, type GameView } from '../../../../shared/engine';
import { resignationChange } from '../../../../shared/ratings';
import { useRouteQuery } from '../../../net/query';
import { signedNumber } from '../../../ui/signedNumber';
import { activePlayers } from '../../../state/game/snapshot';

/** Ratings by player id from the game summary, read when the resign panel shows. */
export function useSeatRatings(gameId: number): ReadonlyMap<number, number> | null {
  const players = useRouteQuery('GET /api/game/:gameId', { params: { gameId } }).data?.players;
  return useMemo(
    () => (players ? new Map(players.map((p) => [p.player_id, p.rating])) : null),
    [players],
  );
}

/** "Rating change if you resign now: ..." for seat `me`, from the seats' ratings. */
export function resignationText(
  view: GameView,
  me: number,
  ratings: ReadonlyMap<number, number>,
): string {
  const lead = 'Rating change if you resign now:';
  if (view.options.pointless) return `${lead} none, the game is unrated.`;
  if (view.options.game_type === GAME_TYPES.terminator)
    return `${lead} decided by the final scores.`;
  // Computer players are not rated: the change is worked out among the people, as the server does.
  const people = view.players.filter((p) => !p.computer);
  if (people.length < 2) return `${lead} none, only people are rated and you are the only one.`;
  const active = new Set(activePlayers(view).map((p) => p.player_id));
  const seats = people.map((p) => ({
    playerId: p.player_id,
    team: p.team,
    // Every seat has a rating (the caller waits for them); 0 only keeps the types whole.
    rating: ratings.get(p.player_id) ?? 0,
    active: active.has(p.player_id),
  }));
  const change = resignationChange(seats, me, view.options.ranking_mode);
  if (!change) return `${lead} decided by your team's result.`;
  if (change.least === change.most) return `${lead} ${signedNumber(change.least)}.`;
  return `${lead} between ${signedNumber(change.least)} and ${signedNumber(change.most)}, depending on who wins.`;
}
