/**
 * What only a person playing alone against computer players may do: pause the game (nobody else
 * waits on it) and ask the coach (no other person is outplayed by the help).
 */
import { err } from './errors.js';
import { isPlayer, livingPlayer } from './guards.js';
import { GAME_STATUSES } from './options.js';
import type { ActionType, ComputerLevel, EngineError, GameState, PlayerId } from './types.js';

/** The actions that end a pause before they apply: the person leaving, or the staff stepping in. */
const ENDING_PAUSE: readonly ActionType[] = [
  'resign',
  'kick',
  'turn-neutral',
  'set-status',
  'set-timer',
];
/** The actions a paused game accepts (any other is refused with `paused`). */
const ACCEPTED_WHILE_PAUSED: readonly ActionType[] = ['resume-game', 'coach-used', ...ENDING_PAUSE];

/** The seats, as the state or any viewer's projection has them. */
interface Seats {
  players: readonly { player_id: PlayerId; computer: ComputerLevel | null }[];
}

/** True when every seat other than `id` is a computer player's (the seat is the only person's). */
export function playsAlone(s: Seats, id: PlayerId): boolean {
  const seat = s.players[id - 1];
  return (
    seat !== undefined &&
    seat.computer === null &&
    s.players.every((p) => p.player_id === id || p.computer !== null)
  );
}

/** True while a paused game refuses `type` (error `paused`). */
export function refusedWhilePaused(s: GameState, type: ActionType): boolean {
  return s.paused_at > 0 && !ACCEPTED_WHILE_PAUSED.includes(type);
}

/** True when `type` ends the pause of a paused game before it applies. */
export function endsPause(s: GameState, type: ActionType): boolean {
  return s.paused_at > 0 && ENDING_PAUSE.includes(type);
}

/** The living, lone person's seat `id`, or why it may not act alone. */
function loneSeat(s: GameState, id: PlayerId): EngineError | null {
  const p = livingPlayer(s, id);
  if (!isPlayer(p)) return p;
  return playsAlone(s, id) ? null : err('notAlone');
}

/** pause-game: the turn clocks and the computers stop until the person resumes. */
export function pauseGame(s: GameState, id: PlayerId, now: number): EngineError | null {
  const refused = loneSeat(s, id);
  if (refused) return refused;
  if (s.paused_at > 0) return err('alreadyPaused');
  s.paused_at = now;
  return null;
}

/** resume-game: the clocks go on with the time they had left when the game was paused. */
export function resumeGame(s: GameState, id: PlayerId, now: number): EngineError | null {
  if (s.status !== GAME_STATUSES.running) return err('notRunning');
  if (!playsAlone(s, id)) return err('notAlone');
  if (s.paused_at === 0) return err('notPaused');
  unpause(s, now);
  return null;
}

/** Ends a pause (if any): every running clock is moved on by the time it stood still. */
export function unpause(s: GameState, now: number): void {
  if (s.paused_at === 0) return;
  const stood = Math.max(0, now - s.paused_at);
  for (const turn of s.turns) {
    turn.expires_at += stood;
    if (turn.move_due > 0) turn.move_due += stood;
  }
  s.paused_at = 0;
}

/** coach-used (the server's record): the seat asked the coach at least once in this game. */
export function recordCoach(s: GameState, id: PlayerId): EngineError | null {
  const refused = loneSeat(s, id);
  if (refused) return refused;
  s.players[id - 1]!.coached = true;
  return null;
}
