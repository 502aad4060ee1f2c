/** Attacks, conquests and the step-4 move that completes them. */
import type { GameMap } from '../maps/types.js';
import { attackerDice, defenderDice, roll, rollDice, rollLosses, type Roll } from './dice.js';
import { EVENT_TYPES, OUT_REASONS, makeEvent, type ReplayEvent } from './events.js';
import { markOut, transferEmpire } from './elimination.js';
import { GAME_STATUSES, GAME_TYPES, STEPS, TURN_ORDERS } from './options.js';

/** Simultaneous turns: how long a player may take over its step-4 move before tick completes it. */
export const STEP4_GRACE_MS = 30_000;
import { territoryCount } from './queries.js';
import type { Board, GameState, Turn } from './types.js';

/** Minimum and maximum troops for the step-4 move: at least the last roll's dice, at most all but one. */
export function moveBounds(
  s: Pick<Board, 'territories'>,
  turn: Pick<Turn, 'last_conquer' | 'min_move'>,
): { min: number; max: number } {
  const from = turn.last_conquer ? s.territories[turn.last_conquer.from - 1] : undefined;
  const max = Math.max(0, (from?.troops ?? 1) - 1);
  return { min: Math.min(turn.min_move, max), max };
}

/**
 * Rolls up to `rolls` times from `fromId` to `toId`, stopping on conquest or when the attacker is down
 * to one troop. Emits ATTACK (totals), and CONQUER on conquest (then the turn enters step 4).
 */
export function resolveAttack(
  s: GameState,
  turn: Turn,
  a: { from: number; to: number; rolls: number; now: number },
  ev: ReplayEvent[],
): void {
  const { from: fromId, to: toId, rolls } = a;
  const from = s.territories[fromId - 1];
  const to = s.territories[toId - 1];
  if (!from || !to) throw new Error('attack on a missing territory');
  const mode = s.options.dice;
  let attackerLosses = 0;
  let defenderLosses = 0;
  let last: Roll | undefined;
  for (let i = 0; i < rolls && from.troops > 1 && to.troops > 0; i++) {
    const a = attackerDice(from.troops) as 1 | 2 | 3;
    const d = defenderDice(to.troops);
    last = roll(s.rng, a, d, mode);
    const lost = rollLosses(last);
    const won = Math.min(a, d) - lost;
    from.troops -= lost;
    to.troops -= won;
    attackerLosses += lost;
    defenderLosses += won;
  }
  const shown = last === undefined ? { attacker: [], defender: [] } : rollDice(last);
  s.attacker_rolls = shown.attacker;
  s.defender_rolls = shown.defender;
  s.last_attacker = turn.player_id;
  ev.push(
    makeEvent(EVENT_TYPES.ATTACK, turn.player_id, fromId, toId, attackerLosses, defenderLosses),
  );
  if (to.troops > 0) return;
  const defender = to.player_id;
  to.player_id = turn.player_id;
  s.decaying = s.decaying.filter((id) => id !== toId);
  turn.step = STEPS.move;
  turn.conquered = true;
  turn.last_conquer = { from: fromId, to: toId };
  turn.last_defender = defender;
  turn.min_move = shown.attacker.length;
  turn.move_due = s.options.turn_order === TURN_ORDERS.simultaneous ? a.now + STEP4_GRACE_MS : 0;
  ev.push(makeEvent(EVENT_TYPES.CONQUER, turn.player_id, fromId, toId, 0, defender));
}

/** Completes pending step-4 moves with the minimum (all, or with `onlyDue` those past their move_due); returns how many. */
export function settlePendingMoves(
  s: GameState,
  map: GameMap,
  now: number,
  ev: ReplayEvent[],
  onlyDue = false,
): number {
  let n = 0;
  for (const t of s.turns.slice()) {
    if (s.status !== GAME_STATUSES.running || t.step !== STEPS.move) continue;
    if (onlyDue && !(t.move_due > 0 && t.move_due <= now)) continue;
    finishMove(s, map, t, moveBounds(s, t).min, now, ev);
    n++;
  }
  return n;
}

/** Capitals game: taking the defender's capital takes its empire and eliminates it. */
function capitalCapture(s: GameState, turn: Turn, now: number, ev: ReplayEvent[]): boolean {
  const victim = s.players[turn.last_defender - 1];
  const to = turn.last_conquer?.to ?? 0;
  if (s.options.game_type !== GAME_TYPES.capitals || !victim || victim.capital !== to) return false;
  transferEmpire(s, turn.player_id, victim.player_id, ev);
  markOut(s, victim.player_id, turn.player_id, OUT_REASONS.eliminated, now, ev);
  return true;
}

/**
 * Completes the step-4 move with `troops` (already validated), emits MOVE, returns to step 3, then
 * settles the defender: capital capture or elimination (these events follow the MOVE, as replay expects).
 */
export function finishMove(
  s: GameState,
  _map: GameMap,
  turn: Turn,
  troops: number,
  now: number,
  ev: ReplayEvent[],
): void {
  const lc = turn.last_conquer;
  if (!lc || turn.step !== STEPS.move) throw new Error('no pending move');
  const from = s.territories[lc.from - 1];
  const to = s.territories[lc.to - 1];
  if (!from || !to) throw new Error('move on a missing territory');
  from.troops -= troops;
  to.troops += troops;
  turn.step = STEPS.attack;
  turn.move_due = 0;
  ev.push(makeEvent(EVENT_TYPES.MOVE, turn.player_id, lc.from, lc.to, troops));
  const defender = turn.last_defender;
  if (defender === 0 || !s.players[defender - 1]?.alive) return;
  const captured = capitalCapture(s, turn, now, ev);
  turn.last_defender = 0;
  if (!captured && territoryCount(s, defender) === 0) {
    markOut(s, defender, turn.player_id, OUT_REASONS.eliminated, now, ev);
  }
}
