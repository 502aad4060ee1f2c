/** Victory conditions per game type (DESIGN §5) and the end of the game. */
import type { GameMap } from '../maps/types.js';
import { EVENT_TYPES, makeEvent, type ReplayEvent } from './events.js';
import { GAME_STATUSES, GAME_TYPES, STEPS, teamCount } from './options.js';
import { holdsRegion, livingSides, sideOf, territoryCount } from './queries.js';
import type { GameState, Player, PlayerId } from './types.js';

/** Share of territories a secret mission of kind "percent" must hold. */
export const MISSION_PERCENT = 0.6;
/** Territories an orphaned "eliminate" mission must hold, on a 42-territory map (scaled to the map). */
export const MISSION_FALLBACK_TERRITORIES = 24;

/** Ends the game with `side` winning (a player id, -team, or 0 for nobody); emits GAME_END. */
export function endGame(s: GameState, now: number, side: number, ev: ReplayEvent[]): void {
  s.status = 3;
  s.ended_at = now;
  s.winner = side > 0 ? side : 0;
  s.winning_team = side < 0 ? -side : 0;
  for (const t of s.turns) {
    const p = s.players[t.player_id - 1];
    if (p) p.reinforcements = 0;
    // Another player's pending step-4 move (simultaneous turns) completes with the minimum: no
    // territory is left at 0 troops and every conquer event keeps its move.
    const from = t.last_conquer ? s.territories[t.last_conquer.from - 1] : undefined;
    const to = t.last_conquer ? s.territories[t.last_conquer.to - 1] : undefined;
    if (t.step === STEPS.move && t.last_conquer && from && to) {
      const n = Math.max(1, Math.min(t.min_move, from.troops - 1));
      from.troops -= n;
      to.troops += n;
      ev.push(makeEvent(EVENT_TYPES.MOVE, t.player_id, t.last_conquer.from, t.last_conquer.to, n));
    }
  }
  s.turns = [];
  ev.push(makeEvent(EVENT_TYPES.GAME_END, 0, s.winner, s.winning_team));
}

/** Last player or team standing (every game type); returns true when the game ended. */
export function checkLastStanding(s: GameState, now: number, ev: ReplayEvent[]): boolean {
  if (s.status !== GAME_STATUSES.running) return true;
  const sides = livingSides(s);
  if (sides.length > 1) return false;
  endGame(s, now, sides[0] ?? 0, ev);
  return true;
}

/** Territories held by `id`'s side. */
function sideTerritories(s: GameState, id: PlayerId): number {
  const side = sideOf(s, id);
  let n = 0;
  for (const t of s.territories) if (t.player_id !== 0 && sideOf(s, t.player_id) === side) n++;
  return n;
}

/** Domination: the side holds the domination target. */
function dominates(s: GameState, id: PlayerId): boolean {
  return s.domination_target > 0 && sideTerritories(s, id) >= s.domination_target;
}

/** Capital Conquest: holds its own capital plus min(3, players - 1) capitals of other sides. */
function conquersCapitals(s: GameState, id: PlayerId): boolean {
  const me = s.players[id - 1];
  if (!me || me.capital === 0 || s.territories[me.capital - 1]?.player_id !== id) return false;
  const side = sideOf(s, id);
  let others = 0;
  for (const p of s.players) {
    if (p.capital === 0 || sideOf(s, p.player_id) === side) continue;
    const owner = s.territories[p.capital - 1]?.player_id ?? 0;
    if (owner !== 0 && sideOf(s, owner) === side) others++;
  }
  return others >= Math.min(3, s.options.num_players - 1);
}

/** Checks the end-of-turn conditions (domination, capital conquest) for `id`; true when the game ended. */
export function checkEndOfTurn(
  s: GameState,
  id: PlayerId,
  now: number,
  ev: ReplayEvent[],
): boolean {
  const type = s.options.game_type;
  const won =
    (type === GAME_TYPES.domination && dominates(s, id)) ||
    (type === GAME_TYPES.capitalConquest && conquersCapitals(s, id));
  if (won) endGame(s, now, sideOf(s, id), ev);
  return won;
}

/** True when player `p` has completed its secret mission. */
export function missionComplete(s: GameState, map: GameMap, p: Player): boolean {
  const m = p.mission;
  if (!m || !p.alive) return false;
  const mine = (owner: PlayerId): boolean => owner === p.player_id;
  if (m.kind === 1) return m.regions.every((r) => holdsRegion(s, map, r, mine));
  if (m.kind === 2)
    return territoryCount(s, p.player_id) >= Math.ceil(MISSION_PERCENT * s.num_territories);
  // An eliminate mission completes in `onPlayerOut`; once orphaned (target 0) it becomes a holding one.
  return m.target === 0 && territoryCount(s, p.player_id) >= m.territories;
}

/** Secret Mission: checks `first` and then every living player; true when the game ended. */
export function checkMissions(
  s: GameState,
  map: GameMap,
  first: PlayerId,
  now: number,
  ev: ReplayEvent[],
): boolean {
  if (s.status !== GAME_STATUSES.running || s.options.game_type !== GAME_TYPES.secretMission)
    return false;
  const order = [first, ...s.players.map((p) => p.player_id).filter((id) => id !== first)];
  for (const id of order) {
    const p = s.players[id - 1];
    if (p && missionComplete(s, map, p)) {
      endGame(s, now, sideOf(s, id), ev);
      return true;
    }
  }
  return false;
}

/** The side holding every hill, or 0. */
export function hillHolder(s: GameState): number {
  let side = 0;
  for (const id of s.hills) {
    const owner = s.territories[id - 1]?.player_id ?? 0;
    if (owner === 0) return 0;
    const ownerSide = sideOf(s, owner);
    if (side !== 0 && ownerSide !== side) return 0;
    side = ownerSide;
  }
  return side;
}

/** King of the Hill: records who holds every hill since which turn (call after every change). */
export function updateHill(s: GameState, turnId: number): void {
  if (s.options.game_type !== GAME_TYPES.kingOfTheHill) return;
  const side = hillHolder(s);
  if (side !== s.hill_holder) {
    s.hill_holder = side;
    s.hill_since = side === 0 ? 0 : turnId;
  }
}

/**
 * King of the Hill, at the start of `id`'s turn: its side has held every hill since a turn no later
 * than `id`'s previous one, so every other player has had a turn since. True when the game ended.
 */
export function checkHill(
  s: GameState,
  id: PlayerId,
  previousTurnId: number,
  now: number,
  ev: ReplayEvent[],
): boolean {
  if (s.options.game_type !== GAME_TYPES.kingOfTheHill || s.hill_holder === 0) return false;
  if (s.hill_holder !== sideOf(s, id) || previousTurnId === 0 || s.hill_since > previousTurnId)
    return false;
  endGame(s, now, s.hill_holder, ev);
  return true;
}

/** Number of competitors for the domination formula: teams in team games, else players. */
export function competitorCount(s: GameState): number {
  return teamCount(s.options) || s.options.num_players;
}

/**
 * Final standings for ratings: groups of player ids, best first. Winners first, then the rest by
 * survival (later out is better); Terminator ranks by kills, then survival.
 */
export function standings(s: GameState): PlayerId[][] {
  const outPos = new Map<PlayerId, number>(s.out_order.map((id, i) => [id, i]));
  const rank = (p: Player): number[] => {
    const won =
      s.winner === p.player_id || (s.winning_team !== 0 && p.team === s.winning_team) ? 1 : 0;
    const survival = p.alive ? s.out_order.length + 1 : (outPos.get(p.player_id) ?? 0);
    return s.options.game_type === GAME_TYPES.terminator
      ? [p.kills, won, survival]
      : [won, survival];
  };
  const keyed = s.players.map((p) => ({ id: p.player_id, key: rank(p) }));
  keyed.sort((a, b) => compareKeys(b.key, a.key));
  const groups: PlayerId[][] = [];
  let last: number[] | null = null;
  for (const k of keyed) {
    if (last && compareKeys(last, k.key) === 0) groups[groups.length - 1]?.push(k.id);
    else groups.push([k.id]);
    last = k.key;
  }
  return groups;
}

function compareKeys(a: number[], b: number[]): number {
  for (let i = 0; i < a.length; i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}
