/** A random legal bot: picks one legal action for a player, through the selection helpers. */
import { SKIP_TURN_IN_BELOW_CARDS } from '../constants.js';
import type { GameMap } from '../maps/types.js';
import { othersMoving } from './guards.js';
import { FORTIFICATION_MODES, GAME_STATUSES, STEPS } from './options.js';
import { isFriendly, turnOf } from './queries.js';
import { nextFloat, randInt, seedRng, type RngState } from './rng.js';
import {
  attackSources,
  attackTargets,
  fortifySources,
  fortifyTargetsFrom,
  placementTerritories,
  troopBounds,
  turnInOptions,
} from './selection.js';
import type { Action, GameState, PlayerId } from './types.js';
import { handOf } from './view.js';

function pick<T>(rng: RngState, items: readonly T[]): T | undefined {
  return items.length > 0 ? items[randInt(rng, items.length)] : undefined;
}

function between(rng: RngState, min: number, max: number): number {
  return min + randInt(rng, max - min + 1);
}

function cardStep(s: GameState, id: PlayerId, rng: RngState): Action {
  const sets = turnInOptions(s, id, handOf(s, id));
  const hand = s.players[id - 1]?.cards.length ?? 0;
  const set = pick(rng, sets);
  if (set && (hand >= SKIP_TURN_IN_BELOW_CARDS || nextFloat(rng) < 0.6))
    return { type: 'turn-in-cards', player_id: id, cards: set };
  return { type: 'advance-phase', player_id: id, from_step: STEPS.cards };
}

function reinforceStep(s: GameState, map: GameMap, id: PlayerId, rng: RngState): Action {
  const pool = s.players[id - 1]?.reinforcements ?? 0;
  const target = pick(rng, placementTerritories(s, id));
  if (pool === 0 || target === undefined)
    return { type: 'advance-phase', player_id: id, from_step: STEPS.reinforce };
  if (
    turnInOptions(s, id, handOf(s, id)).length === 0 &&
    (s.players[id - 1]?.cards.length ?? 0) >= 3 &&
    nextFloat(rng) < 0.05
  ) {
    return { type: 'undo-advance-phase', player_id: id, from_step: STEPS.reinforce };
  }
  // Mostly pile everything on one frontier territory, so random games end instead of stalling.
  const frontier = placementTerritories(s, id).filter((t) => hasEnemyNeighbour(s, map, id, t));
  const front = pick(rng, frontier);
  if (front !== undefined && nextFloat(rng) < 0.8)
    return { type: 'place-troops', player_id: id, territory: front, num_troops: pool };
  return {
    type: 'place-troops',
    player_id: id,
    territory: target,
    num_troops: between(rng, 1, pool),
  };
}

function attackStep(s: GameState, map: GameMap, id: PlayerId, rng: RngState): Action {
  const turn = turnOf(s, id);
  const set = pick(rng, turnInOptions(s, id, handOf(s, id)));
  if (set && (turn?.forced_turn_in || nextFloat(rng) < 0.5))
    return { type: 'turn-in-cards', player_id: id, cards: set };
  const sources = attackSources(s, map, id);
  const strongest = sources.reduce(
    (best, t) => (troopsOf(s, t) > troopsOf(s, best) ? t : best),
    sources[0] ?? 0,
  );
  // Attack from the strongest territory while it outnumbers its weakest target, so games end.
  const weakest =
    strongest > 0
      ? Math.min(...attackTargets(s, map, id, strongest).map((t) => troopsOf(s, t)))
      : Infinity;
  const eager = troopsOf(s, strongest) > weakest + 1 && nextFloat(rng) < 0.9;
  const from = eager ? strongest : nextFloat(rng) < 0.5 ? pick(rng, sources) : undefined;
  if (from !== undefined) {
    const to = pick(rng, attackTargets(s, map, id, from)) as number;
    return {
      type: 'attack',
      player_id: id,
      territory_from: from,
      territory_to: to,
      num_attacks: between(rng, 1, 20),
    };
  }
  if (s.options.fortification !== FORTIFICATION_MODES.none && nextFloat(rng) < 0.7) {
    return { type: 'advance-phase', player_id: id, from_step: STEPS.attack };
  }
  return { type: 'end-turn', player_id: id, expected_id: turn?.turn_id ?? 0 };
}

function fortifyStep(s: GameState, map: GameMap, id: PlayerId, rng: RngState): Action {
  const turn = turnOf(s, id);
  const from = nextFloat(rng) < 0.6 ? pick(rng, fortifySources(s, map, id)) : undefined;
  if (from !== undefined) {
    const to = pick(rng, fortifyTargetsFrom(s, map, id, from)) as number;
    const { min, max } = troopBounds(s, id, from);
    return {
      type: 'fortify',
      player_id: id,
      territory_from: from,
      territory_to: to,
      num_troops: between(rng, min, max),
    };
  }
  if (turn && !turn.fortified && nextFloat(rng) < 0.1) {
    return { type: 'undo-advance-phase', player_id: id, from_step: STEPS.fortify };
  }
  return { type: 'end-turn', player_id: id, expected_id: turn?.turn_id ?? 0 };
}

function troopsOf(s: GameState, t: number): number {
  return s.territories[t - 1]?.troops ?? 0;
}

function hasEnemyNeighbour(s: GameState, map: GameMap, id: PlayerId, t: number): boolean {
  return (map.territories[t - 1]?.adjacencies ?? []).some(
    (a) => !isFriendly(s, id, s.territories[a - 1]?.player_id ?? -1),
  );
}

/** A random legal action for `id` in its current turn, or null when it cannot act now. */
export function chooseAction(
  state: GameState,
  map: GameMap,
  id: PlayerId,
  rngSeed: number,
): Action | null {
  const turn = turnOf(state, id);
  // While another player's step-4 move is pending (simultaneous turns), nobody else may act.
  if (state.status !== GAME_STATUSES.running || !turn || othersMoving(state, id)) return null;
  const rng = seedRng(rngSeed);
  switch (turn.step) {
    case STEPS.unstarted:
      return { type: 'begin-turn', player_id: id };
    case STEPS.cards:
      return cardStep(state, id, rng);
    case STEPS.reinforce:
      return reinforceStep(state, map, id, rng);
    case STEPS.attack:
      return attackStep(state, map, id, rng);
    case STEPS.move: {
      const lc = turn.last_conquer ?? { from: 0, to: 0 };
      const { min, max } = troopBounds(state, id);
      const troops = nextFloat(rng) < 0.6 ? max : between(rng, min, max);
      return {
        type: 'move-troops',
        player_id: id,
        num_troops: troops,
        expected_terr_from: lc.from,
        expected_terr_to: lc.to,
      };
    }
    default:
      return fortifyStep(state, map, id, rng);
  }
}
