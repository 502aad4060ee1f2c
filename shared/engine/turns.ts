/** Rounds and turns: who plays next, turn start and end, card draws, neutral decay. */
import type { GameMap } from '../maps/types.js';
import { finishMove, moveBounds } from './conquest.js';
import { markOut, neutralize } from './elimination.js';
import { EVENT_TYPES, OUT_REASONS, makeEvent, type ReplayEvent } from './events.js';
import { CARD_MODES, GAME_STATUSES, STEPS, TURN_ORDERS } from './options.js';
import { livingPlayers } from './queries.js';
import { shuffle } from './rng.js';
import { checkEndOfTurn, checkHill } from './victory.js';
import type { GameState, PlayerId, Turn } from './types.js';

/** Missed turns in a row after which a player is turned neutral. */
export const MISSED_TURNS_LIMIT = 3;
/** Neutral decay per round: 10%, rounded up, never below 1 troop. */
export const DECAY_RATE = 0.1;

/** Troops a neutral territory with `troops` loses at a round start. */
export function decayLoss(troops: number): number {
  return Math.max(0, Math.min(Math.ceil(troops * DECAY_RATE), troops - 1));
}

function decay(s: GameState, ev: ReplayEvent[]): void {
  s.decaying = s.decaying.filter((id) => s.territories[id - 1]?.player_id === 0);
  for (const id of s.decaying) {
    const t = s.territories[id - 1];
    const loss = t ? decayLoss(t.troops) : 0;
    if (!t || loss === 0) continue;
    t.troops -= loss;
    ev.push(makeEvent(EVENT_TYPES.DECAY, 0, id, loss));
  }
}

function isAbsent(s: GameState, id: PlayerId, now: number): boolean {
  return (s.players[id - 1]?.absent_until ?? 0) > now;
}

/** Absent players' turns end at once, unless everyone alive is absent (the game would spin forever). */
function skipsTurn(s: GameState, id: PlayerId, now: number): boolean {
  return isAbsent(s, id, now) && livingPlayers(s).some((p) => !isAbsent(s, p, now));
}

/** Starts a turn for `id` (event 1); King of the Hill is decided here; absent players end at once. */
function startTurn(
  s: GameState,
  map: GameMap,
  id: PlayerId,
  now: number,
  ev: ReplayEvent[],
): Turn | null {
  const p = s.players[id - 1];
  if (!p) throw new Error(`no player ${id}`);
  const previous = p.last_turn_id;
  s.turn_counter++;
  const turn: Turn = {
    player_id: id,
    user_id: p.user_id,
    step: STEPS.unstarted,
    round: s.round,
    turn_id: s.turn_counter,
    expires_at: now + s.options.turn_time * 1000,
    conquered: false,
    fortified: false,
    last_conquer: null,
    min_move: 0,
    move_due: 0,
    last_defender: 0,
    forced_turn_in: false,
    bonus_turn_in: false,
  };
  s.turns.push(turn);
  p.last_turn_id = turn.turn_id;
  ev.push(makeEvent(EVENT_TYPES.TURN_START, id, turn.turn_id, s.round));
  if (checkHill(s, id, previous, now, ev)) return null;
  return turn;
}

/** Starts the next round (event 0, decay, then its turn or turns). */
export function startRound(s: GameState, map: GameMap, now: number, ev: ReplayEvent[]): void {
  s.round++;
  ev.push(makeEvent(EVENT_TYPES.ROUND_START, 0, s.round));
  decay(s, ev);
  const alive = livingPlayers(s);
  if (s.options.turn_order === TURN_ORDERS.simultaneous) {
    const started: Turn[] = [];
    for (const id of alive) {
      const t = startTurn(s, map, id, now, ev);
      if (!t) return;
      started.push(t);
    }
    for (const t of started) {
      if (s.status === GAME_STATUSES.running && skipsTurn(s, t.player_id, now))
        finishTurn(s, map, t, false, now, ev);
    }
    return;
  }
  s.order =
    s.options.turn_order === TURN_ORDERS.random
      ? shuffle(s.rng, alive)
      : s.order.filter((id) => s.players[id - 1]?.alive);
  s.order_pos = -1;
  advance(s, map, now, ev);
}

/** After a turn ended: the next turn in this round's order, or the next round. */
export function advance(s: GameState, map: GameMap, now: number, ev: ReplayEvent[]): void {
  if (s.status !== GAME_STATUSES.running || s.turns.length > 0) return;
  if (s.options.turn_order === TURN_ORDERS.simultaneous) {
    startRound(s, map, now, ev);
    return;
  }
  for (let pos = s.order_pos + 1; pos < s.order.length; pos++) {
    const id = s.order[pos] as PlayerId;
    if (!s.players[id - 1]?.alive) continue;
    s.order_pos = pos;
    const turn = startTurn(s, map, id, now, ev);
    if (turn && skipsTurn(s, id, now)) finishTurn(s, map, turn, false, now, ev);
    return;
  }
  startRound(s, map, now, ev);
}

/** Draws the top card for `id`, reshuffling the discard pile into an empty deck. */
export function drawCard(s: GameState, id: PlayerId): void {
  if (s.deck.length === 0 && s.discard.length > 0) {
    s.deck = shuffle(s.rng, s.discard);
    s.discard = [];
  }
  const card = s.deck.pop();
  if (card !== undefined) s.players[id - 1]?.cards.push(card);
}

/**
 * Ends `turn` (event 7): completes a pending step-4 move with the minimum, draws a card after a conquest,
 * counts missed turns (3 in a row: turned neutral), checks end-of-turn victories, then moves on.
 */
export function finishTurn(
  s: GameState,
  map: GameMap,
  turn: Turn,
  missed: boolean,
  now: number,
  ev: ReplayEvent[],
): void {
  if (turn.step === STEPS.move) finishMove(s, map, turn, moveBounds(s, turn).min, now, ev);
  if (s.status !== GAME_STATUSES.running) return;
  const id = turn.player_id;
  const p = s.players[id - 1];
  if (!p) throw new Error(`no player ${id}`);
  if (turn.conquered && s.options.cards !== CARD_MODES.none) drawCard(s, id);
  p.reinforcements = 0;
  s.turns = s.turns.filter((t) => t !== turn);
  ev.push(makeEvent(EVENT_TYPES.TURN_END, id, missed ? 1 : 0));
  p.missed_turns = missed ? p.missed_turns + 1 : 0;
  if (checkEndOfTurn(s, id, now, ev)) return;
  // In games that replace such players, the seat stays in play until a computer takes it over.
  if (missed && p.missed_turns >= MISSED_TURNS_LIMIT && !s.replace_missing) {
    neutralize(s, id, ev);
    markOut(s, id, 0, OUT_REASONS.left, now, ev);
  }
  advance(s, map, now, ev);
}
