/**
 * Elo ratings: the changes a finished game makes, used by the server at the end of a
 * game, and the change a resignation would cost, which the play screen shows before it happens.
 */

/** Elo K-factor. */
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

/** A seat as the resignation estimate needs it. */
export interface SeatRating {
  playerId: number;
  team: number;
  rating: number;
  /** Still playing: alive, not resigned, not turned neutral. */
  active: boolean;
}

/**
 * The rating change of `me` resigning now: everyone still playing finishes above it, everyone
 * already out below. The winner is not known yet, so winner-takes-all (mode 0), where only the
 * winner's pairing counts, gives a range over who may win; placement (1) and team (2) modes give
 * one number. Null in team mode while a team-mate plays on: the team's result decides then.
 */
export function resignationChange(
  seats: readonly SeatRating[],
  me: number,
  rankingMode: number,
): { least: number; most: number } | null {
  const mine = seats.find((s) => s.playerId === me);
  if (!mine) return null;
  const rank = (s: SeatRating) => (s.playerId === me ? 1 : s.active ? 0 : 2);
  const changeOf = (ranked: RatedPlayer[]) => ratingChanges(ranked, rankingMode).get(me) ?? 0;
  const rated = (ranks: (s: SeatRating) => number): RatedPlayer[] =>
    seats.map((s) => ({ playerId: s.playerId, team: s.team, rating: s.rating, rank: ranks(s) }));
  if (rankingMode === 2 && seats.some((s) => s.team === mine.team && s.playerId !== me && s.active))
    return null;
  const others = seats.filter((s) => s.active && s.playerId !== me);
  if (rankingMode !== 0 || others.length <= 1) {
    const change = changeOf(rated(rank));
    return { least: change, most: change };
  }
  // Each possible winner in turn: only the pairing with the winner changes a rating.
  const changes = others.map((winner) =>
    changeOf(rated((s) => (s.playerId === winner.playerId ? 0 : s.playerId === me ? 1 : 2))),
  );
  return { least: Math.max(...changes), most: Math.min(...changes) };
}
