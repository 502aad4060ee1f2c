/** Players going out: eliminated, resigned, kicked or turned neutral; capital captures; inherited targets. */
import { SKIP_TURN_IN_BELOW_CARDS } from '../constants.js';
import { EVENT_TYPES, OUT_REASONS, makeEvent, type OutReason, type ReplayEvent } from './events.js';
import { GAME_TYPES } from './options.js';
import { sideOf, turnOf } from './queries.js';
import { checkLastStanding, endGame } from './victory.js';
import type { GameState, PlayerId } from './types.js';

/** Hands of 6+ after taking an eliminated player's cards force turn-ins (DESIGN §5). */
export const FORCED_TURN_IN_AT = 6;

/** Every territory of `id` becomes neutral keeping its troops, and decays from now on (event 9). */
export function neutralize(s: GameState, id: PlayerId, ev: ReplayEvent[]): void {
  ev.push(makeEvent(EVENT_TYPES.TURNED_NEUTRAL, id));
  for (let i = 0; i < s.territories.length; i++) {
    const t = s.territories[i];
    if (t && t.player_id === id) {
      t.player_id = 0;
      s.decaying.push(i + 1);
    }
  }
}

/** Capitals game: the captor of `victim`'s capital takes every territory of the victim (events 5 with from 0). */
export function transferEmpire(
  s: GameState,
  captor: PlayerId,
  victim: PlayerId,
  ev: ReplayEvent[],
): void {
  for (let i = 0; i < s.territories.length; i++) {
    const t = s.territories[i];
    if (t && t.player_id === victim) {
      t.player_id = captor;
      ev.push(makeEvent(EVENT_TYPES.CONQUER, captor, 0, i + 1, t.troops, victim));
    }
  }
}

/** Gives the out player's cards to its eliminator (with the turn-in flags that follow) or to the discard pile. */
function passCards(s: GameState, id: PlayerId, eliminator: PlayerId): void {
  const p = s.players[id - 1];
  const e = eliminator > 0 ? s.players[eliminator - 1] : undefined;
  if (!p) return;
  if (e && e.alive) {
    e.cards.push(...p.cards);
    const turn = turnOf(s, eliminator);
    if (turn && p.cards.length > 0) {
      if (e.cards.length >= FORCED_TURN_IN_AT) turn.forced_turn_in = true;
      if (s.options.cards_advanced === 1) turn.bonus_turn_in = true;
    }
    if (e.cards.length < SKIP_TURN_IN_BELOW_CARDS && turn) turn.forced_turn_in = false;
  } else {
    s.discard.push(...p.cards);
  }
  p.cards = [];
}

/** Assassination: eliminating your target wins; otherwise its hunters inherit its target. True when the game ended. */
function settleTargets(
  s: GameState,
  id: PlayerId,
  eliminator: PlayerId,
  now: number,
  ev: ReplayEvent[],
): boolean {
  if (s.options.game_type !== GAME_TYPES.assassination) return false;
  const out = s.players[id - 1];
  if (!out) return false;
  const teams = out.team > 0;
  // In team games the target is a team, hit only when its last member goes out.
  if (teams && s.players.some((p) => p.alive && p.team === out.team)) return false;
  const victim = teams ? out.team : id;
  for (const hunter of s.players) {
    if (!hunter.alive || hunter.target !== victim) continue;
    if (eliminator > 0 && sideOf(s, eliminator) === sideOf(s, hunter.player_id)) {
      endGame(s, now, sideOf(s, hunter.player_id), ev);
      return true;
    }
    const own = teams ? hunter.team : hunter.player_id;
    hunter.target = out.target === own ? 0 : out.target;
  }
  return false;
}

/** Secret missions naming the out player: completed by its eliminator's side, else orphaned. */
function settleMissions(
  s: GameState,
  id: PlayerId,
  eliminator: PlayerId,
  now: number,
  ev: ReplayEvent[],
): boolean {
  if (s.options.game_type !== GAME_TYPES.secretMission) return false;
  for (const p of s.players) {
    const m = p.mission;
    if (!p.alive || !m || m.kind !== 3 || m.target !== id) continue;
    if (eliminator > 0 && sideOf(s, eliminator) === sideOf(s, p.player_id)) {
      endGame(s, now, sideOf(s, p.player_id), ev);
      return true;
    }
    m.target = 0;
  }
  return false;
}

/**
 * Marks `id` out (event 8) and settles what follows: cards, kills, targets, missions, last standing.
 * The caller has already dealt with the player's territories, and moves play on if no turn is left.
 */
export function markOut(
  s: GameState,
  id: PlayerId,
  eliminator: PlayerId,
  reason: OutReason,
  now: number,
  ev: ReplayEvent[],
): void {
  const p = s.players[id - 1];
  if (!p || !p.alive) return;
  p.alive = false;
  p.reinforcements = 0;
  // Simultaneous turns (or a nuclear set hitting its own last land): an out player's turn ends now.
  const turn = turnOf(s, id);
  if (turn) {
    s.turns = s.turns.filter((t) => t !== turn);
    ev.push(makeEvent(EVENT_TYPES.TURN_END, id, 0));
  }
  p.out_round = s.round;
  if (reason === OUT_REASONS.resigned) p.resigned = true;
  if (reason === OUT_REASONS.left) p.neutral = true;
  s.out_order.push(id);
  const killer = reason === OUT_REASONS.eliminated && eliminator > 0 ? eliminator : 0;
  const e = killer > 0 ? s.players[killer - 1] : undefined;
  if (e) e.kills++;
  passCards(s, id, killer);
  ev.push(makeEvent(EVENT_TYPES.PLAYER_OUT, id, eliminator, reason));
  if (settleTargets(s, id, killer, now, ev)) return;
  if (settleMissions(s, id, killer, now, ev)) return;
  checkLastStanding(s, now, ev);
}
