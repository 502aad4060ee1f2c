/** Moderators' changes to a game (spec §4: "Moderators change status"): its status and its timer. */
import type { GameMap } from '../maps/types.js';
import { startGame } from './deal.js';
import { err } from './errors.js';
import type { ReplayEvent } from './events.js';
import { GAME_STATUSES } from './options.js';
import type { EngineError, GameState } from './types.js';
import { endGame } from './victory.js';

/** Players a game needs to start early (fewer seats than num_players). */
const MIN_PLAYERS_TO_START = 2;

/**
 * Status 2 starts a pre-game now with the seats it has; status 3 ends the game with no winner and
 * makes it pointless (no rating change, no tokens: nobody won it). A game never goes back to pre-game.
 */
export function setStatus(
  s: GameState,
  map: GameMap,
  status: number,
  now: number,
  ev: ReplayEvent[],
): EngineError | null {
  if (status === s.status) return err('sameStatus');
  if (status === GAME_STATUSES.ended) {
    s.options = { ...s.options, pointless: 1 };
    if (s.status === GAME_STATUSES.running) endGame(s, now, 0, ev);
    else {
      s.status = GAME_STATUSES.ended;
      s.ended_at = now;
    }
    return null;
  }
  if (status === GAME_STATUSES.running) {
    if (s.players.length < MIN_PLAYERS_TO_START) return err('tooFewToStart');
    startGame(s, map, now, ev);
    return null;
  }
  return err('cannotReopen');
}

/**
 * Gives the game `seconds` from now: every current turn of a running game, or every seat's
 * still-here deadline before the start.
 */
export function setTimer(s: GameState, seconds: number, now: number): EngineError | null {
  const deadline = now + seconds * 1000;
  if (s.status === GAME_STATUSES.pregame) {
    for (const p of s.players) if (!p.computer) p.autokick_at = deadline;
    return null;
  }
  if (s.turns.length === 0) return err('notRunning');
  for (const t of s.turns) t.expires_at = deadline;
  return null;
}
