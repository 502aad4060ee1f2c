/** The engine's one entry point: apply(state, action, ctx) -> new state and replay events, or an error value. */
import { cloneState } from './clone.js';
import { replaceSeat } from './computers.js';
import { err } from './errors.js';
import type { ReplayEvent } from './events.js';
import { expel, resign } from './leaving.js';
import { GAME_STATUSES, STEPS } from './options.js';
import { attack, fortify, moveTroops, placeTroops } from './moves.js';
import { advancePhase, beginTurn, endTurn, undoAdvancePhase } from './phases.js';
import { join, leave, stillHere } from './pregame.js';
import {
  endsPause,
  pauseGame,
  recordCoach,
  refusedWhilePaused,
  resumeGame,
  unpause,
} from './solo.js';
import { setStatus, setTimer } from './staff.js';
import { addTime, backFromAbsence, enableAbsence, tick } from './timers.js';
import { turnInCards } from './turnin.js';
import { checkMissions, updateHill } from './victory.js';
import type { Action, ApplyResult, Ctx, EngineError, GameState } from './types.js';

/** Runs one action on the (already cloned) state `s`. */
function dispatch(s: GameState, a: Action, ctx: Ctx, ev: ReplayEvent[]): EngineError | null {
  const { map, now } = ctx;
  switch (a.type) {
    case 'join':
      return join(s, map, a, now, ev);
    case 'leave':
      return leave(s, a.user_id, now);
    case 'still-here':
      if (s.status === GAME_STATUSES.pregame) return stillHere(s, a.user_id ?? -1, now);
      return backFromAbsence(s, a.player_id ?? -1, now);
    case 'begin-turn':
      return beginTurn(s, map, a.player_id);
    case 'advance-phase':
      return advancePhase(s, map, a.player_id, a.from_step, now, ev);
    case 'undo-advance-phase':
      return undoAdvancePhase(s, a.player_id, a.from_step);
    case 'turn-in-cards':
      return turnInCards(s, map, a.player_id, a.cards, now, ev);
    case 'place-troops':
      return placeTroops(s, a.player_id, a.territory, a.num_troops, ev);
    case 'attack':
      return attack(s, map, a.player_id, a, now, ev);
    case 'move-troops':
      return moveTroops(s, map, a.player_id, a, now, ev);
    case 'fortify':
      return fortify(s, map, a.player_id, a, ev);
    case 'end-turn':
      return endTurn(s, map, a.player_id, a.expected_id, now, ev);
    case 'resign':
      return resign(s, map, a.player_id, now, ev);
    case 'add-time':
      return addTime(s, a.player_id);
    case 'enable-absence':
      return enableAbsence(s, map, a.player_id, a.until, now, ev);
    case 'tick':
      return tick(s, map, now, ev);
    case 'kick':
      if (s.status === GAME_STATUSES.pregame) {
        const seat = s.players[a.player_id - 1];
        return seat ? leave(s, seat.user_id, now) : err('noSuchPlayer');
      }
      return expel(s, map, a.player_id, now, ev);
    case 'turn-neutral':
      return expel(s, map, a.player_id, now, ev);
    case 'replace-seat':
      return replaceSeat(s, a.player_id, a.user_id, a.computer);
    case 'set-status':
      return setStatus(s, map, a.status, now, ev);
    case 'set-timer':
      return setTimer(s, a.seconds, now);
    case 'pause-game':
      return pauseGame(s, a.player_id, now);
    case 'resume-game':
      return resumeGame(s, a.player_id, now);
    case 'coach-used':
      return recordCoach(s, a.player_id);
    default:
      return err('badAction');
  }
}

/** Actions naming a seat that is not acting on the board (the server's, or the clock's). */
const NOT_ON_THE_BOARD: readonly Action['type'][] = [
  'kick',
  'turn-neutral',
  'replace-seat',
  'coach-used',
  'pause-game',
  'resume-game',
];

/** The acting seat of an action, 0 for the server's own actions. */
function actorOf(a: Action): number {
  return 'player_id' in a && !NOT_ON_THE_BOARD.includes(a.type) ? (a.player_id ?? 0) : 0;
}

/** Applies `action` to `state` without mutating it: the next state (version + 1) and its events, or an error. */
export function apply(state: GameState, action: Action, ctx: Ctx): ApplyResult {
  if (state.status === GAME_STATUSES.ended) return { ok: false, error: err('notRunning') };
  if (refusedWhilePaused(state, action.type)) return { ok: false, error: err('paused') };
  const s = cloneState(state);
  if (endsPause(s, action.type)) unpause(s, ctx.now);
  const events: ReplayEvent[] = [];
  const error = dispatch(s, action, ctx, events);
  if (error) return { ok: false, error };
  if (s.status === GAME_STATUSES.running) {
    const actor = actorOf(action);
    const turn = s.turns.find((t) => t.player_id === actor);
    updateHill(s, turn?.turn_id ?? s.turn_counter);
    // Never end a game between a conquest and its step-4 move: replay needs every conquer followed by a move.
    if (turn?.step !== STEPS.move) checkMissions(s, ctx.map, actor, ctx.now, events);
  }
  s.version = state.version + 1;
  return { ok: true, state: s, events };
}
