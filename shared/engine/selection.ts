/**
 * What a player may pick right now, for the client's highlighting and for bots: sources, targets and
 * troop bounds per step. Built on the same checks the actions use, so a highlighted pick is always legal.
 */
import type { GameMap } from '../maps/types.js';
import { setValue, validSets } from './cards.js';
import { moveBounds } from './conquest.js';
import { isLocked } from './guards.js';
import { attackError, attackSourceError, fortifyTargets, placementError } from './moves.js';
import { FORTIFICATION_MODES, GAME_STATUSES, STEPS } from './options.js';
import { isFriendly, turnOf } from './queries.js';
import { mayTurnIn } from './turnin.js';
import type { GameState, PlayerId } from './types.js';

/** Inclusive troop bounds for a dialog; max < min means nothing can be moved. */
export interface TroopBounds {
  min: number;
  max: number;
}

function allIds(s: GameState): number[] {
  return s.territories.map((_, i) => i + 1);
}

/** Step 2: own and team-mates' territories. */
export function placementTerritories(s: GameState, id: PlayerId): number[] {
  return allIds(s).filter((t) => placementError(s, id, t) === null);
}

/** Step 3: adjacent enemy (non-own, non-team-mate) territories `from` may attack. */
export function attackTargets(s: GameState, map: GameMap, id: PlayerId, from: number): number[] {
  if (attackSourceError(s, id, from) !== null) return [];
  return (map.territories[from - 1]?.adjacencies ?? []).filter(
    (t) => attackError(s, map, id, from, t) === null,
  );
}

/** Step 3: own territories with more than 1 troop and at least one attackable neighbour. */
export function attackSources(s: GameState, map: GameMap, id: PlayerId): number[] {
  return allIds(s).filter((t) => attackTargets(s, map, id, t).length > 0);
}

/** Step 5: friendly territories reachable from `from` under the fortification mode. */
export function fortifyTargetsFrom(
  s: GameState,
  map: GameMap,
  id: PlayerId,
  from: number,
): number[] {
  const t = s.territories[from - 1];
  if (!t || t.player_id !== id || t.troops <= 1 || isLocked(s, from)) return [];
  return fortifyTargets(s, map, id, from);
}

/** Step 5: own territories with more than 1 troop that are not isolated from friendly ones. */
export function fortifySources(s: GameState, map: GameMap, id: PlayerId): number[] {
  const turn = turnOf(s, id);
  const mode = s.options.fortification;
  if (!turn || mode === FORTIFICATION_MODES.none) return [];
  if (turn.fortified && mode !== FORTIFICATION_MODES.unlimited) return [];
  return allIds(s).filter((t) => fortifyTargetsFrom(s, map, id, t).length > 0);
}

/** The territories `id` may pick first in its current step (empty when it cannot act on the map). */
export function validSources(s: GameState, map: GameMap, id: PlayerId): number[] {
  const turn = turnOf(s, id);
  if (!turn || s.status !== GAME_STATUSES.running) return [];
  switch (turn.step) {
    case STEPS.reinforce:
      return (s.players[id - 1]?.reinforcements ?? 0) > 0 ? placementTerritories(s, id) : [];
    case STEPS.attack:
      return turn.forced_turn_in ? [] : attackSources(s, map, id);
    case STEPS.fortify:
      return fortifySources(s, map, id);
    default:
      return [];
  }
}

/** The targets for source `from` in the current step (attack or fortify). */
export function validTargets(s: GameState, map: GameMap, id: PlayerId, from: number): number[] {
  const turn = turnOf(s, id);
  if (!turn || s.status !== GAME_STATUSES.running) return [];
  if (turn.step === STEPS.attack && !turn.forced_turn_in) return attackTargets(s, map, id, from);
  if (turn.step === STEPS.fortify && fortifySources(s, map, id).includes(from)) {
    return fortifyTargetsFrom(s, map, id, from);
  }
  return [];
}

/** Troop bounds (spec §5 "Troops move"): placing 1..pool, the step-4 move, fortifying 1..troops-1. */
export function troopBounds(s: GameState, id: PlayerId, from?: number): TroopBounds {
  const turn = turnOf(s, id);
  if (!turn) return { min: 1, max: 0 };
  if (turn.step === STEPS.reinforce) return { min: 1, max: s.players[id - 1]?.reinforcements ?? 0 };
  if (turn.step === STEPS.move) return moveBounds(s, turn);
  const t = from === undefined ? undefined : s.territories[from - 1];
  return { min: 1, max: t ? t.troops - 1 : 0 };
}

/** The distinct valid sets `id` may turn in now (empty when it may not turn in). */
export function turnInOptions(s: GameState, id: PlayerId): number[][] {
  const turn = turnOf(s, id);
  const p = s.players[id - 1];
  if (!turn || !p || s.options.cards === 3 || !mayTurnIn(turn)) return [];
  return validSets(p.cards, s.card_colors);
}

/** The spec's cardBonus: troops the next set gives (increasing and capped modes), else 0. */
export function cardBonus(s: GameState): number {
  const mode = s.options.cards;
  return mode === 0 || mode === 2 ? setValue(mode, s.sets_turned_in, s.options.cards_cap, []) : 0;
}

/** True when territory `t` is friendly to `id` (own or team-mate's), for highlighting. */
export function isFriendlyTerritory(s: GameState, id: PlayerId, t: number): boolean {
  return isFriendly(s, id, s.territories[t - 1]?.player_id ?? -1);
}
