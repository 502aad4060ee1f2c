/**
 * What a player may pick right now, for the client's highlighting and for bots: sources, targets and
 * troop bounds per step. Built on the same checks the actions use, so a highlighted pick is always
 * legal. They read a `Board`: the state itself, or the projection a client holds (`GameView`).
 */
import type { GameMap } from '../maps/types.js';
import { validSets } from './cards.js';
import { moveBounds } from './conquest.js';
import { isLocked } from './guards.js';
import { attackError, attackSourceError, fortifyTargets, placementError } from './moves.js';
import { CARD_MODES, FORTIFICATION_MODES, GAME_STATUSES, STEPS } from './options.js';
import { turnOf } from './queries.js';
import { advanceError, undoError } from './phases.js';
import { mayTurnIn } from './turnin.js';
import type { Board, PlayerId } from './types.js';

/** Inclusive troop bounds for a dialog; max < min means nothing can be moved. */
export interface TroopBounds {
  min: number;
  max: number;
}

function allIds(s: Board): number[] {
  return s.territories.map((_, i) => i + 1);
}

/** Step 2: own and team-mates' territories. */
export function placementTerritories(s: Board, id: PlayerId): number[] {
  return allIds(s).filter((t) => placementError(s, id, t) === null);
}

/** Step 3: adjacent enemy (non-own, non-team-mate) territories `from` may attack. */
export function attackTargets(s: Board, map: GameMap, id: PlayerId, from: number): number[] {
  if (attackSourceError(s, id, from) !== null) return [];
  return (map.territories[from - 1]?.adjacencies ?? []).filter(
    (t) => attackError(s, map, id, from, t) === null,
  );
}

/** Step 3: own territories with more than 1 troop and at least one attackable neighbour. */
export function attackSources(s: Board, map: GameMap, id: PlayerId): number[] {
  return allIds(s).filter((t) => attackTargets(s, map, id, t).length > 0);
}

/** Step 5: friendly territories reachable from `from` under the fortification mode. */
export function fortifyTargetsFrom(s: Board, map: GameMap, id: PlayerId, from: number): number[] {
  const t = s.territories[from - 1];
  if (!t || t.player_id !== id || (t.troops ?? 0) <= 1 || isLocked(s, from)) return [];
  return fortifyTargets(s, map, id, from);
}

/** Step 5: own territories with more than 1 troop that are not isolated from friendly ones. */
export function fortifySources(s: Board, map: GameMap, id: PlayerId): number[] {
  const turn = turnOf(s, id);
  const mode = s.options.fortification;
  if (!turn || mode === FORTIFICATION_MODES.none) return [];
  if (turn.fortified && mode !== FORTIFICATION_MODES.unlimited) return [];
  return allIds(s).filter((t) => fortifyTargetsFrom(s, map, id, t).length > 0);
}

/** The territories `id` may pick first in its current step (empty when it cannot act on the map). */
export function validSources(s: Board, map: GameMap, id: PlayerId): number[] {
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
export function validTargets(s: Board, map: GameMap, id: PlayerId, from: number): number[] {
  const turn = turnOf(s, id);
  if (!turn || s.status !== GAME_STATUSES.running) return [];
  if (turn.step === STEPS.attack && !turn.forced_turn_in) return attackTargets(s, map, id, from);
  if (turn.step === STEPS.fortify && fortifySources(s, map, id).includes(from)) {
    return fortifyTargetsFrom(s, map, id, from);
  }
  return [];
}

/** Troop bounds (spec §5 "Troops move"): placing 1..pool, the step-4 move, fortifying 1..troops-1. */
export function troopBounds(s: Board, id: PlayerId, from?: number): TroopBounds {
  const turn = turnOf(s, id);
  if (!turn) return { min: 1, max: 0 };
  if (turn.step === STEPS.reinforce) return { min: 1, max: s.players[id - 1]?.reinforcements ?? 0 };
  if (turn.step === STEPS.move) return moveBounds(s, turn);
  const t = from === undefined ? undefined : s.territories[from - 1];
  return { min: 1, max: t?.troops ? t.troops - 1 : 0 };
}

/** The distinct valid sets of `hand` that `id` may turn in now (empty when it may not turn in). */
export function turnInOptions(
  s: Board,
  id: PlayerId,
  hand: readonly { code: number; color: number }[],
): number[][] {
  const turn = turnOf(s, id);
  if (!turn || s.options.cards === CARD_MODES.none || !mayTurnIn(turn)) return [];
  const colors: number[] = [];
  for (const card of hand) colors[card.code] = card.color;
  return validSets(
    hand.map((card) => card.code),
    colors,
  );
}

/**
 * The step changes the player may make now (the turn bar's buttons): forward from its step, and
 * back (2 -> 1, 5 -> 3). `handSize` is its number of cards.
 */
export function phaseChanges(
  s: Board,
  id: PlayerId,
  handSize: number,
): { advance: boolean; undo: boolean } {
  const turn = turnOf(s, id);
  if (!turn || s.status !== GAME_STATUSES.running) return { advance: false, undo: false };
  return {
    advance: advanceError(s, id, turn, handSize) === null,
    undo: undoError(s, turn, handSize) === null,
  };
}
