/** Players leaving a running game: resign, kick, turn-neutral. */
import type { GameMap } from '../maps/types.js';
import { finishMove, moveBounds, settlePendingMoves } from './conquest.js';
import { isPlayer, livingPlayer, othersMoving } from './guards.js';
import { markOut, neutralize } from './elimination.js';
import { err } from './errors.js';
import { EVENT_TYPES, OUT_REASONS, makeEvent, type OutReason, type ReplayEvent } from './events.js';
import { GAME_STATUSES, STEPS } from './options.js';
import { territoryCount, turnOf } from './queries.js';
import { advance } from './turns.js';
import type { EngineError, GameState, PlayerId } from './types.js';

/**
 * Takes `id` out of a running game: a pending step-4 move completes with the minimum, its turn ends,
 * its territories turn neutral (event 9), then PLAYER_OUT with `reason`; play moves on.
 */
export function removeFromGame(
  s: GameState,
  map: GameMap,
  id: PlayerId,
  reason: OutReason,
  now: number,
  ev: ReplayEvent[],
): void {
  let turn = turnOf(s, id);
  if (turn && turn.step === STEPS.move) finishMove(s, map, turn, moveBounds(s, turn).min, now, ev);
  if (s.status !== GAME_STATUSES.running || !s.players[id - 1]?.alive) return;
  turn = turnOf(s, id);
  if (turn) {
    s.turns = s.turns.filter((t) => t !== turn);
    ev.push(makeEvent(EVENT_TYPES.TURN_END, id, 0));
  }
  if (territoryCount(s, id) > 0) neutralize(s, id, ev);
  markOut(s, id, 0, reason, now, ev);
  if (turn) advance(s, map, now, ev);
}

/** resign: the actor leaves the running game (event 8 reason 2). */
export function resign(
  s: GameState,
  map: GameMap,
  id: PlayerId,
  now: number,
  ev: ReplayEvent[],
): EngineError | null {
  const p = livingPlayer(s, id);
  if (!isPlayer(p)) return p;
  if (othersMoving(s, id)) return err('waitForMove');
  removeFromGame(s, map, id, OUT_REASONS.resigned, now, ev);
  return null;
}

/** kick / turn-neutral (server or moderator): the player's territories turn neutral and it is out (reason 3). */
export function expel(
  s: GameState,
  map: GameMap,
  id: PlayerId,
  now: number,
  ev: ReplayEvent[],
): EngineError | null {
  const p = livingPlayer(s, id);
  if (!isPlayer(p)) return p;
  settlePendingMoves(s, map, now, ev);
  if (s.status !== GAME_STATUSES.running || !p.alive) return null;
  removeFromGame(s, map, id, OUT_REASONS.left, now, ev);
  return null;
}
