/** Small read-only questions about a game state, shared by the rule modules and the selection helpers. */
import type { GameMap } from '../maps/types.js';
import type { Board, GameState, PlayerId, Sides } from './types.js';

/** A player's side: -team in team games, else its own id; 0 for neutral. */
export function sideOf(state: Sides, id: PlayerId): number {
  if (id === 0) return 0;
  const team = state.players[id - 1]?.team ?? 0;
  return team > 0 ? -team : id;
}

/** True when territory owner `owner` is `id` itself or a team-mate (an unseen owner, null, is not). */
export function isFriendly(state: Sides, id: PlayerId, owner: PlayerId | null): boolean {
  if (owner === null) return false;
  if (owner === id) return true;
  if (owner === 0 || id === 0) return false;
  return sideOf(state, owner) === sideOf(state, id) && sideOf(state, id) < 0;
}

/** The turn of player `id` in progress, if any. */
export function turnOf<T extends Board['turns'][number]>(
  state: { turns: readonly T[] },
  id: PlayerId,
): T | undefined {
  for (const t of state.turns) if (t.player_id === id) return t;
  return undefined;
}

/** Number of territories owned by `id`. */
export function territoryCount(state: GameState, id: PlayerId): number {
  let n = 0;
  for (const t of state.territories) if (t.player_id === id) n++;
  return n;
}

/** True when every territory of region `regionId` is owned by a player for which `owns` is true. */
export function holdsRegion(
  state: GameState,
  map: GameMap,
  regionId: number,
  owns: (owner: PlayerId) => boolean,
): boolean {
  const region = map.regions[regionId - 1];
  if (!region || region.territories.length === 0) return false;
  for (const id of region.territories) {
    if (!owns(state.territories[id - 1]?.player_id ?? -1)) return false;
  }
  return true;
}

/** Living players' ids, in seat order. */
export function livingPlayers(state: GameState): PlayerId[] {
  const ids: PlayerId[] = [];
  for (const p of state.players) if (p.alive) ids.push(p.player_id);
  return ids;
}

/** Distinct living sides (players, or teams in team games). */
export function livingSides(state: GameState): number[] {
  const sides = new Set<number>();
  for (const p of state.players) if (p.alive) sides.add(sideOf(state, p.player_id));
  return [...sides];
}

/** The seat of a user, or undefined (the server maps a session's user_id to the actor's player_id). */
export function playerIdOfUser(state: GameState, userId: number): PlayerId | undefined {
  return state.players.find((p) => p.user_id === userId)?.player_id;
}
