/**
 * What the computer players of a game have to do next, and when: the pure half of the driver
 * (computerSeats.ts does it through the session).
 */
import {
  GAME_STATUSES,
  isLive,
  seatsToReplace,
  type ComputerLevel,
  type GameState,
  type PlayerId,
} from '../../shared/engine';
import type { ComputerSettings } from '../../shared/protocol/computers';

export type ComputerStep =
  /** Before the start: a computer takes a seat (one the creator asked for, or an empty one). */
  | { kind: 'seat'; level: ComputerLevel }
  /** Before the start, nobody but computers is left: they leave, and the empty game ends. */
  | { kind: 'leave'; userId: number }
  /** A person missed 3 turns in a row: a computer takes the seat over. */
  | { kind: 'replace'; playerId: PlayerId; level: ComputerLevel }
  /** Computer seats have turns: each decides its next action. */
  | { kind: 'play'; playerIds: PlayerId[] };

export interface PlannedStep {
  step: ComputerStep;
  /** ms epoch; the step is not done before. */
  at: number;
}

/**
 * A computer's pause never exceeds the turn's time left divided by this: a turn takes a few dozen
 * actions, and a computer must not miss its turn by pausing (3 missed turns turn a seat neutral).
 */
export const PAUSES_PER_TURN_LEFT = 40;

export interface Delay {
  min: number;
  max: number;
}

/**
 * The pause before a computer's action: a live game's players watch, so it pauses like a person
 * would (a spread from `delay`, fixed by the game and version so that a replay of the same
 * game pauses alike); in a long-term game it acts at once.
 */
export function actionDelay(state: GameState, gameId: number, delay: Delay): number {
  if (!isLive(state.options) || delay.max <= delay.min)
    return isLive(state.options) ? delay.min : 0;
  const mixed = Math.imul(gameId ^ 0x9e3779b9, 2654435761) ^ Math.imul(state.version, 40503);
  const spread = delay.max - delay.min + 1;
  return delay.min + ((mixed >>> 0) % spread);
}

/** The next thing the game's computer players do, or null when they have nothing to do. */
export function nextComputerStep(
  state: GameState,
  settings: ComputerSettings,
  gameId: number,
  now: number,
  delay: Delay,
): PlannedStep | null {
  if (state.status === GAME_STATUSES.pregame) return pregameStep(state, settings, now);
  // A paused game's computers stand still with its clocks (shared/engine/solo.ts).
  if (state.status !== GAME_STATUSES.running || state.paused_at > 0) return null;
  const [waiting] = seatsToReplace(state);
  if (waiting !== undefined && settings.replace)
    return { step: { kind: 'replace', playerId: waiting, level: settings.replace }, at: now };
  const turns = state.turns.filter((turn) => state.players[turn.player_id - 1]?.computer);
  if (turns.length === 0) return null;
  const timeLeft = Math.min(...turns.map((turn) => turn.expires_at)) - now;
  const pause = Math.min(
    actionDelay(state, gameId, delay),
    Math.max(0, Math.floor(timeLeft / PAUSES_PER_TURN_LEFT)),
  );
  return {
    step: { kind: 'play', playerIds: turns.map((turn) => turn.player_id) },
    at: now + pause,
  };
}

function pregameStep(
  state: GameState,
  settings: ComputerSettings,
  now: number,
): PlannedStep | null {
  const computers = state.players.filter((p) => p.computer);
  const lone = computers[0];
  // Computers never wait for people on their own: without a person the game is abandoned.
  if (lone && computers.length === state.players.length)
    return { step: { kind: 'leave', userId: lone.user_id }, at: now };
  if (state.players.length >= state.options.num_players) return null;
  const asked = settings.seats[computers.length];
  if (asked) return { step: { kind: 'seat', level: asked }, at: now };
  if (settings.fill)
    return {
      step: { kind: 'seat', level: settings.fill.level },
      at: state.created_at + settings.fill.after * 1000,
    };
  return null;
}

/** The seed of a seat's decisions (and its coach's): fixed per game and seat, as shared/ai asks. */
export function decisionSeed(gameId: number, playerId: number): number {
  return (Math.imul(gameId, 31) + playerId) | 0;
}

/** The first colour nobody has taken (colours 1-9 first: 0 is gray, the neutral's look). */
export function freeColor(state: GameState): number {
  const taken = new Set(state.players.map((p) => p.color));
  return [1, 2, 3, 4, 5, 6, 7, 8, 9, 0].find((color) => !taken.has(color)) ?? 0;
}

/** In games where players choose their team: the team with the fewest members, else undefined. */
export function teamWithRoom(state: GameState): number | undefined {
  const { players_per_team, num_players, join_manner } = state.options;
  if (players_per_team <= 1 || join_manner !== 1) return undefined;
  const teams = num_players / players_per_team;
  let best: number | undefined;
  let fewest = Infinity;
  for (let team = 1; team <= teams; team++) {
    const members = state.players.filter((p) => p.team === team).length;
    if (members < players_per_team && members < fewest) [best, fewest] = [team, members];
  }
  return best;
}
