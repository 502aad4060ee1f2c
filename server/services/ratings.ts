import type { GameState } from '../../shared/engine';

// The Elo arithmetic lives in shared/, where the play screen also estimates a resignation's cost.
export { ratingChanges } from '../../shared/ratings';

/**
 * Finishing ranks: winners first, then players still in the game, then those who went out
 * (the later out, the better). Terminator (game type 6) ranks by eliminations, then survival.
 */
export function finishingRanks(state: GameState): Map<number, number> {
  const outPosition = new Map(state.out_order.map((id, index) => [id, index]));
  const isWinner = (id: number, team: number) =>
    id === state.winner || (state.winning_team > 0 && team === state.winning_team);
  const survival = (id: number, team: number) =>
    isWinner(id, team) ? 1e9 : outPosition.has(id) ? outPosition.get(id)! : 1e6;
  const score = (p: GameState['players'][number]) =>
    state.options.game_type === 6
      ? [p.kills, survival(p.player_id, p.team)]
      : [survival(p.player_id, p.team), 0];
  const sorted = [...state.players].sort((a, b) => {
    const [a1, a2] = score(a);
    const [b1, b2] = score(b);
    return b1! - a1! || b2! - a2!;
  });
  const ranks = new Map<number, number>();
  sorted.forEach((player, index) => {
    const previous = sorted[index - 1];
    const tied = previous && score(previous).every((value, i) => value === score(player)[i]);
    ranks.set(player.player_id, tied ? ranks.get(previous.player_id)! : index);
  });
  return ranks;
}
