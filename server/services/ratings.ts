import type { GameState } from '../../shared/engine';

/** Elo K-factor (DESIGN §5). */
export const ELO_K = 32;

export interface RatedPlayer {
  playerId: number;
  team: number;
  rating: number;
  /** 0 = first place; equal ranks are ties. */
  rank: number;
}

/** Probability that a player rated `a` beats one rated `b`. */
export function expectedScore(a: number, b: number): number {
  return 1 / (1 + 10 ** ((b - a) / 400));
}

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

/** Rating changes per player id for a ranking mode (0 winner takes all, 1 placement, 2 team). */
export function ratingChanges(
  players: readonly RatedPlayer[],
  rankingMode: number,
): Map<number, number> {
  const deltas = new Map(players.map((p) => [p.playerId, 0]));
  const add = (id: number, value: number) => deltas.set(id, (deltas.get(id) ?? 0) + value);
  if (rankingMode === 2) return teamChanges(players);
  const best = Math.min(...players.map((p) => p.rank));
  for (const a of players) {
    for (const b of players) {
      if (a.playerId >= b.playerId || a.rank === b.rank) continue;
      if (rankingMode === 0 && a.rank !== best && b.rank !== best) continue;
      const [winner, loser] = a.rank < b.rank ? [a, b] : [b, a];
      // Placement spreads one game's worth of K over every pairing, so big games do not swing ratings wildly.
      const k = rankingMode === 1 ? ELO_K / Math.max(1, players.length - 1) : ELO_K;
      const change = k * (1 - expectedScore(winner.rating, loser.rating));
      add(winner.playerId, change);
      add(loser.playerId, -change);
    }
  }
  return roundAll(deltas);
}

/** Team mode: each team's average rating plays the others by team rank; members share their team's change. */
function teamChanges(players: readonly RatedPlayer[]): Map<number, number> {
  const teams = new Map<number, RatedPlayer[]>();
  for (const p of players) teams.set(p.team, [...(teams.get(p.team) ?? []), p]);
  const summary = [...teams].map(([team, members]) => ({
    team,
    rating: members.reduce((sum, m) => sum + m.rating, 0) / members.length,
    rank: Math.min(...members.map((m) => m.rank)),
  }));
  const teamDelta = new Map(summary.map((t) => [t.team, 0]));
  for (const a of summary) {
    for (const b of summary) {
      if (a.team >= b.team || a.rank === b.rank) continue;
      const [winner, loser] = a.rank < b.rank ? [a, b] : [b, a];
      const change = ELO_K * (1 - expectedScore(winner.rating, loser.rating));
      teamDelta.set(winner.team, teamDelta.get(winner.team)! + change);
      teamDelta.set(loser.team, teamDelta.get(loser.team)! - change);
    }
  }
  return roundAll(new Map(players.map((p) => [p.playerId, teamDelta.get(p.team) ?? 0])));
}

function roundAll(deltas: Map<number, number>): Map<number, number> {
  return new Map([...deltas].map(([id, value]) => [id, Math.round(value)]));
}
