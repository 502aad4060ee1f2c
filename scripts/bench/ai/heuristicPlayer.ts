/**
 * A sensible rule-of-thumb player for the AI benchmark, written apart from shared/ai so the computer
 * players are measured against a way of playing that is not their own. It reads only its seat's
 * view (fog included) and plays like a steady person: reinforce to complete or defend a region,
 * attack only with an edge, fortify idle troops to the front, trade cards when it pays.
 */
import { MAX_ATTACKS_PER_CALL, SKIP_TURN_IN_BELOW_CARDS } from '../../../shared/constants.js';
import {
  FORTIFICATION_MODES,
  GAME_STATUSES,
  STEPS,
  attackSources,
  attackTargets,
  fortifySources,
  fortifyTargetsFrom,
  isFriendly,
  placementTerritories,
  troopBounds,
  turnInOptions,
  type Action,
  type GameView,
  type TurnView,
} from '../../../shared/engine/index.js';
import type { GameMap } from '../../../shared/maps/types.js';

/** An attack starts only with this many more troops than the defender (the edge). */
const EDGE = 2;
/** A set is cashed at once when it gives at least this many troops. */
const SET_WORTH_CASHING = 8;

interface Seat {
  v: GameView;
  map: GameMap;
  me: number;
}

const troopsOf = (s: Seat, t: number) => s.v.territories[t - 1]?.troops ?? 0;
const ownerOf = (s: Seat, t: number) => s.v.territories[t - 1]?.player_id ?? null;
const adjacent = (s: Seat, t: number) => s.map.territories[t - 1]?.adjacencies ?? [];
const mine = (s: Seat, t: number) => ownerOf(s, t) === s.me;
const enemy = (s: Seat, t: number) => {
  const o = ownerOf(s, t);
  return o !== null && !isFriendly(s.v, s.me, o);
};

/** Enemy troops next to `t` that could strike it. */
function threat(s: Seat, t: number): number {
  let sum = 0;
  for (const a of adjacent(s, t)) if (enemy(s, a)) sum += Math.max(0, troopsOf(s, a) - 1);
  return sum;
}

/** Share of `t`'s region the seat holds (0-1), and whether it holds all of it. */
function regionShare(s: Seat, t: number): { share: number; whole: boolean; bonus: number } {
  const region = s.map.regions[(s.map.territories[t - 1]?.region ?? 0) - 1];
  if (!region) return { share: 0, whole: false, bonus: 0 };
  const held = region.territories.filter((x) => mine(s, x)).length;
  const share = held / region.territories.length;
  return { share, whole: share === 1, bonus: region.bonus };
}

/** Worth of taking enemy territory `x`: most in a region nearly held, more for a region's bonus. */
function targetWorth(s: Seat, x: number): number {
  const { share, bonus } = regionShare(s, x);
  return 1 + 3 * share + bonus / 4;
}

function cardStep(s: Seat, mustTurnIn: boolean): Action | null {
  const sets = turnInOptions(s.v, s.me, s.v.hand);
  const set = sets[0];
  if (!set) return null;
  const cashNow =
    mustTurnIn ||
    s.v.hand.length >= SKIP_TURN_IN_BELOW_CARDS - 1 ||
    s.v.card_bonus >= SET_WORTH_CASHING;
  return cashNow ? { type: 'turn-in-cards', player_id: s.me, cards: set } : null;
}

/** Where the pool goes: a held region's outnumbered border, else the best place to attack from. */
function placement(s: Seat, pool: number): Action {
  const candidates = placementTerritories(s.v, s.me);
  let defend = { t: 0, gap: 0 };
  for (const t of candidates) {
    if (!mine(s, t) || !regionShare(s, t).whole) continue;
    const gap = threat(s, t) - troopsOf(s, t);
    if (gap > defend.gap) defend = { t, gap };
  }
  let attack = { t: 0, score: -Infinity };
  for (const t of candidates) {
    if (!mine(s, t)) continue;
    for (const x of adjacent(s, t)) {
      if (!enemy(s, x)) continue;
      const score = targetWorth(s, x) * 4 + troopsOf(s, t) - troopsOf(s, x);
      if (score > attack.score) attack = { t, score };
    }
  }
  const t = defend.t || attack.t || (candidates[0] ?? 0);
  return { type: 'place-troops', player_id: s.me, territory: t, num_troops: pool };
}

/** The fight with the best edge and worth, or null when none has an edge. */
function attack(s: Seat): Action | null {
  let best: { from: number; to: number; score: number } | null = null;
  for (const from of attackSources(s.v, s.map, s.me)) {
    const attackers = troopsOf(s, from);
    for (const to of attackTargets(s.v, s.map, s.me, from)) {
      const defenders = troopsOf(s, to);
      if (attackers < defenders + EDGE || attackers < 3) continue;
      const score = targetWorth(s, to) + (attackers - defenders) / 10;
      if (!best || score > best.score) best = { from, to, score };
    }
  }
  return (
    best && {
      type: 'attack',
      player_id: s.me,
      territory_from: best.from,
      territory_to: best.to,
      num_attacks: MAX_ATTACKS_PER_CALL,
    }
  );
}

/** After a conquest: everything forward while the new territory faces enemies, else the least. */
function advance(s: Seat, turn: TurnView): Action {
  const lc = turn.last_conquer ?? { from: 0, to: 0 };
  const { min, max } = troopBounds(s.v, s.me);
  const forward = adjacent(s, lc.to).some((a) => enemy(s, a));
  return {
    type: 'move-troops',
    player_id: s.me,
    num_troops: forward ? max : min,
    expected_terr_from: lc.from,
    expected_terr_to: lc.to,
  };
}

/** Idle troops (no enemy next door) to the reachable border the enemy presses hardest. */
function fortify(s: Seat): Action | null {
  let best: { from: number; to: number; troops: number; score: number } | null = null;
  for (const from of fortifySources(s.v, s.map, s.me)) {
    if (adjacent(s, from).some((a) => enemy(s, a))) continue;
    const troops = troopsOf(s, from) - 1;
    for (const to of fortifyTargetsFrom(s.v, s.map, s.me, from)) {
      if (!adjacent(s, to).some((a) => enemy(s, a))) continue;
      const score = troops * (1 + threat(s, to));
      if (!best || score > best.score) best = { from, to, troops, score };
    }
  }
  return (
    best && {
      type: 'fortify',
      player_id: s.me,
      territory_from: best.from,
      territory_to: best.to,
      num_troops: best.troops,
    }
  );
}

function step(s: Seat, turn: TurnView): Action {
  const { me } = s;
  const end: Action = { type: 'end-turn', player_id: me, expected_id: turn.turn_id };
  switch (turn.step) {
    case STEPS.unstarted:
      return { type: 'begin-turn', player_id: me };
    case STEPS.cards:
      return cardStep(s, false) ?? { type: 'advance-phase', player_id: me, from_step: STEPS.cards };
    case STEPS.reinforce: {
      const pool = s.v.players[me - 1]?.reinforcements ?? 0;
      if (pool > 0) return placement(s, pool);
      return { type: 'advance-phase', player_id: me, from_step: STEPS.reinforce };
    }
    case STEPS.attack: {
      const cash =
        turn.forced_turn_in || turn.bonus_turn_in ? cardStep(s, turn.forced_turn_in) : null;
      const next = cash ?? attack(s);
      if (next) return next;
      if (s.v.options.fortification === FORTIFICATION_MODES.none || !fortify(s)) return end;
      return { type: 'advance-phase', player_id: me, from_step: STEPS.attack };
    }
    case STEPS.move:
      return advance(s, turn);
    default:
      return fortify(s) ?? end;
  }
}

/** The heuristic player's next action for the viewing seat, or null when it has nothing to do. */
export function heuristicAction(v: GameView, map: GameMap): Action | null {
  const me = v.viewer;
  if (me === 0 || v.status !== GAME_STATUSES.running) return null;
  const turn = v.turns.find((t) => t.player_id === me);
  if (!turn || v.turns.some((t) => t.player_id !== me && t.step === STEPS.move)) return null;
  return step({ v, map, me }, turn);
}
