/** Time: turn expiry and autokick (tick), add-time, absence, and the next deadline for the server's timer. */
import type { GameMap } from '../maps/types.js';
import { err } from './errors.js';
import type { ReplayEvent } from './events.js';
import { settlePendingMoves } from './conquest.js';
import { actorTurn, isPlayer, isTurn, livingPlayer, othersMoving } from './guards.js';
import { finishTurn } from './turns.js';
import { autokick } from './pregame.js';
import type { EngineError, GameState, PlayerId } from './types.js';
import { GAME_STATUSES } from './options.js';

/** Absence is available only in games with a turn time of 12 hours or more. */
export const ABSENCE_MIN_TURN_TIME = 12 * 3600;
/** Longest single absence (DESIGN §5: up to 14 days a year; the yearly budget is the server's to keep). */
export const ABSENCE_MAX_MS = 14 * 24 * 3_600_000;

/** When `tick` next has something to do (ms epoch), or null: the server keeps one timer per game on this. */
export function nextDeadline(s: GameState): number | null {
  let next = Infinity;
  if (s.paused_at > 0) return null;
  if (s.status === GAME_STATUSES.pregame)
    for (const p of s.players) if (!p.computer) next = Math.min(next, p.autokick_at);
  if (s.status === GAME_STATUSES.running) {
    for (const t of s.turns)
      next = Math.min(next, t.expires_at, t.move_due > 0 ? t.move_due : Infinity);
  }
  return Number.isFinite(next) ? next : null;
}

/** tick: applies everything due at `now` (autokick; expired turns are missed). Error `nothingDue` otherwise. */
export function tick(
  s: GameState,
  map: GameMap,
  now: number,
  ev: ReplayEvent[],
): EngineError | null {
  if (s.status === GAME_STATUSES.pregame) return autokick(s, now) > 0 ? null : err('nothingDue');
  if (s.status !== GAME_STATUSES.running) return err('nothingDue');
  let acted = settlePendingMoves(s, map, now, ev, true) > 0;
  // New turns expire after `now`, so this ends; the guard only protects against a zero turn_time.
  for (let guard = 0; guard < 1000 && s.status === GAME_STATUSES.running; guard++) {
    const due = s.turns
      .filter((t) => t.expires_at <= now)
      .sort((a, b) => a.expires_at - b.expires_at)[0];
    if (!due) break;
    // Others' pending moves first, so no event comes between a conquer and its move.
    settlePendingMoves(s, map, now, ev);
    if (s.status !== GAME_STATUSES.running) break;
    finishTurn(s, map, due, true, now, ev);
    acted = true;
  }
  return acted ? null : err('nothingDue');
}

/** add-time: +50% of turn_time on the actor's current turn, 3 times per game. */
export function addTime(s: GameState, id: PlayerId): EngineError | null {
  const turn = actorTurn(s, id);
  if (!isTurn(turn)) return turn;
  const p = s.players[id - 1];
  if (!p || p.add_time_left <= 0) return err('noAddTime');
  p.add_time_left--;
  turn.expires_at += s.options.turn_time * 500;
  return null;
}

/** enable-absence {until}: the player's turns end at once (not missed) until `until`; a current turn ends now. */
export function enableAbsence(
  s: GameState,
  map: GameMap,
  id: PlayerId,
  until: number,
  now: number,
  ev: ReplayEvent[],
): EngineError | null {
  const p = livingPlayer(s, id);
  if (!isPlayer(p)) return p;
  if (s.options.turn_time < ABSENCE_MIN_TURN_TIME) return err('noAbsence');
  if (othersMoving(s, id)) return err('waitForMove');
  if (!Number.isFinite(until) || until <= now || until > now + ABSENCE_MAX_MS)
    return err('badAbsence');
  p.absent_until = until;
  const turn = s.turns.find((t) => t.player_id === id);
  if (turn) finishTurn(s, map, turn, false, now, ev);
  return null;
}

/** still-here in a running game: ends the player's absence. */
export function backFromAbsence(s: GameState, id: PlayerId, now: number): EngineError | null {
  const p = livingPlayer(s, id);
  if (!isPlayer(p)) return p;
  p.absent_until = Math.min(p.absent_until, now);
  return null;
}
