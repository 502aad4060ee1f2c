/** Computer players taking over the seats of people who missed too many turns in a row. */
import { err } from './errors.js';
import { isPlayer, livingPlayer } from './guards.js';
import { GAME_STATUSES } from './options.js';
import { MISSED_TURNS_LIMIT } from './turns.js';
import {
  COMPUTER_LEVELS,
  type ComputerLevel,
  type EngineError,
  type GameState,
  type PlayerId,
} from './types.js';

/** Narrows a wire value to a computer level. */
export function isComputerLevel(x: unknown): x is ComputerLevel {
  return typeof x === 'string' && (COMPUTER_LEVELS as readonly string[]).includes(x);
}

/** The seats waiting for a computer player: people who missed too many turns, in games that replace them. */
export function seatsToReplace(s: GameState): PlayerId[] {
  if (s.status !== GAME_STATUSES.running || !s.replace_missing) return [];
  return s.players
    .filter((p) => p.alive && !p.computer && p.missed_turns >= MISSED_TURNS_LIMIT)
    .map((p) => p.player_id);
}

/**
 * replace-seat: the computer player with account `userId` takes the seat `id` as it stands
 * (territories, cards, a turn in progress); the person leaves the game.
 */
export function replaceSeat(
  s: GameState,
  id: PlayerId,
  userId: number,
  computer: ComputerLevel,
): EngineError | null {
  const p = livingPlayer(s, id);
  if (!isPlayer(p)) return p;
  if (p.computer) return err('badAction');
  if (s.players.some((other) => other.user_id === userId)) return err('alreadyJoined');
  s.replaced.push({ user_id: p.user_id, team: p.team });
  p.user_id = userId;
  p.computer = computer;
  p.missed_turns = 0;
  p.absent_until = 0;
  for (const turn of s.turns) if (turn.player_id === id) turn.user_id = userId;
  return null;
}
