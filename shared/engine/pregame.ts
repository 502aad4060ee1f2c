/** Pre-game (status 1): creating a game, seats joining and leaving, still-here and autokick. */
import type { GameMap, PlayerCount } from '../maps/types.js';
import { startGame } from './deal.js';
import { err } from './errors.js';
import type { ReplayEvent } from './events.js';
import { GAME_STATUSES, isLive, teamCount, type GameOptions, validateOptions } from './options.js';
import { hasCapitals } from './reinforcements.js';
import { seedRng } from './rng.js';
import {
  PLAYER_DEFAULTS,
  type ComputerLevel,
  type EngineError,
  type GameState,
  type Player,
} from './types.js';

/** Time a joined player has to answer still-here: 10 minutes in live games, 24 hours in long-term ones. */
export function autokickWindow(options: GameOptions): number {
  return isLive(options) ? 10 * 60_000 : 24 * 3_600_000;
}

export const ADD_TIME_PER_GAME = 3;
export const COLOR_COUNT = 10;

/** A new pre-game state (no seats), or the specification's create-game errors. */
export function createGame(
  options: GameOptions,
  ctx: { map: GameMap; now: number; seed: number },
): { ok: true; state: GameState } | { ok: false; errors: string[] } {
  const errors = validateOptions(options);
  const n = options.num_players;
  const caps = ctx.map.capitals[n as PlayerCount];
  if (hasCapitals(options.game_type) && (!caps || caps.length < n)) {
    errors.push(`This map cannot be played with ${n} capitals.`);
  }
  if (options.map_id !== ctx.map.id) errors.push('Check mismatch for map_id.');
  if (errors.length > 0) return { ok: false, errors };
  const state: GameState = {
    version: 0,
    status: GAME_STATUSES.pregame,
    options: { ...options },
    num_territories: ctx.map.territories.length,
    rng: seedRng(ctx.seed),
    created_at: ctx.now,
    started_at: 0,
    ended_at: 0,
    players: [],
    territories: [],
    turns: [],
    round: 0,
    order: [],
    order_pos: -1,
    turn_counter: 0,
    deck: [],
    discard: [],
    card_colors: [],
    sets_turned_in: 0,
    hills: [],
    hill_holder: 0,
    hill_since: 0,
    decaying: [],
    winner: 0,
    winning_team: 0,
    out_order: [],
    domination_target: 0,
    attacker_rolls: [],
    defender_rolls: [],
    last_attacker: 0,
    replace_missing: false,
    replaced: [],
    paused_at: 0,
  };
  return { ok: true, state };
}

function newPlayer(
  s: GameState,
  userId: number,
  color: number,
  team: number,
  computer: ComputerLevel | null,
  now: number,
): Player {
  return {
    ...PLAYER_DEFAULTS,
    player_id: s.players.length + 1,
    user_id: userId,
    color,
    team,
    cards: [],
    add_time_left: ADD_TIME_PER_GAME,
    // A computer player is always there: it has no still-here deadline.
    autokick_at: computer ? 0 : now + autokickWindow(s.options),
    computer,
    coached: false,
  };
}

/** Why `team` is not acceptable for a joining player, or null (team games where players choose). */
function teamError(s: GameState, team: number | undefined): EngineError | null {
  const teams = teamCount(s.options);
  if (teams === 0 || s.options.join_manner !== 1) return null;
  if (team === undefined || !Number.isInteger(team) || team < 1 || team > teams)
    return err('badTeam');
  const members = s.players.filter((p) => p.team === team).length;
  return members >= s.options.players_per_team ? err('teamFull') : null;
}

/** A user takes a seat; the last seat starts the game. Mutates `s`. */
export function join(
  s: GameState,
  map: GameMap,
  a: { user_id: number; color: number; team?: number; rating?: number; computer?: ComputerLevel },
  now: number,
  ev: ReplayEvent[],
): EngineError | null {
  if (s.status !== GAME_STATUSES.pregame) return err('notPregame');
  if (s.players.some((p) => p.user_id === a.user_id)) return err('alreadyJoined');
  if (s.players.length >= s.options.num_players) return err('gameFull');
  const { min_rating: min, max_rating: max } = s.options;
  if (a.rating !== undefined && min > 0 && a.rating < min) return err('ratingTooLow');
  if (a.rating !== undefined && max > 0 && a.rating > max) return err('ratingTooHigh');
  if (!Number.isInteger(a.color) || a.color < 0 || a.color >= COLOR_COUNT) return err('badColor');
  if (s.players.some((p) => p.color === a.color)) return err('colorTaken');
  const teamErr = teamError(s, a.team);
  if (teamErr) return teamErr;
  const chosen = teamCount(s.options) > 0 && s.options.join_manner === 1 ? (a.team ?? 0) : 0;
  s.players.push(newPlayer(s, a.user_id, a.color, chosen, a.computer ?? null, now));
  if (s.players.length === s.options.num_players) startGame(s, map, now, ev);
  return null;
}

/** Removes the seats of `userIds`, renumbering the rest; an empty game ends (status 3, no winner). */
function removeSeats(s: GameState, userIds: readonly number[], now: number): void {
  s.players = s.players.filter((p) => !userIds.includes(p.user_id));
  s.players.forEach((p, i) => (p.player_id = i + 1));
  if (s.players.length === 0) {
    s.status = GAME_STATUSES.ended;
    s.ended_at = now;
  }
}

/** A seated user leaves before the start. */
export function leave(s: GameState, userId: number, now: number): EngineError | null {
  if (s.status !== GAME_STATUSES.pregame) return err('notPregame');
  if (!s.players.some((p) => p.user_id === userId)) return err('notJoined');
  removeSeats(s, [userId], now);
  return null;
}

/** Pushes a seat's autokick deadline. */
export function stillHere(s: GameState, userId: number, now: number): EngineError | null {
  const p = s.players.find((x) => x.user_id === userId);
  if (!p) return err('notJoined');
  if (p.computer) return null;
  p.autokick_at = now + autokickWindow(s.options);
  return null;
}

/** Removes every seat whose autokick deadline has passed; returns how many. */
export function autokick(s: GameState, now: number): number {
  const due = s.players.filter((p) => !p.computer && p.autokick_at <= now).map((p) => p.user_id);
  if (due.length > 0) removeSeats(s, due, now);
  return due.length;
}
