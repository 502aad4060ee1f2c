/** The troop-moving actions: place-troops, attack, move-troops (step 4) and fortify, with their checks. */
import { MAX_ATTACKS_PER_CALL } from '../constants.js';
import type { GameMap } from '../maps/types.js';
import { finishMove, moveBounds, resolveAttack } from './conquest.js';
import { err, type ErrorCode } from './errors.js';
import { EVENT_TYPES, makeEvent, type ReplayEvent } from './events.js';
import { adjacent, friendlyReach } from './graph.js';
import { isCount, isLocked, isTurn, turnInStep } from './guards.js';
import { FORTIFICATION_MODES, STEPS } from './options.js';
import { isFriendly } from './queries.js';
import type { Board, EngineError, GameState, PlayerId } from './types.js';

/** Why `id` may not place on `territory` (own or team-mate's, not mid-conquest), or null. */
export function placementError(s: Board, id: PlayerId, territory: number): ErrorCode | null {
  const t = Number.isInteger(territory) ? s.territories[territory - 1] : undefined;
  if (!t) return 'badTerritory';
  if (!isFriendly(s, id, t.player_id)) return 'notFriendly';
  return isLocked(s, territory) ? 'occupied' : null;
}

/** place-troops {territory, num_troops}: step 2, from the reinforcement pool. */
export function placeTroops(
  s: GameState,
  id: PlayerId,
  territory: number,
  troops: number,
  ev: ReplayEvent[],
): EngineError | null {
  const turn = turnInStep(s, id, [STEPS.reinforce]);
  if (!isTurn(turn)) return turn;
  const problem = placementError(s, id, territory);
  if (problem) return err(problem);
  if (!isCount(troops)) return err('badTroops');
  const p = s.players[id - 1];
  if (!p || troops > p.reinforcements) return err('notEnoughTroops');
  p.reinforcements -= troops;
  (s.territories[territory - 1] as { troops: number }).troops += troops;
  ev.push(makeEvent(EVENT_TYPES.REINFORCE, id, territory, troops));
  return null;
}

/** Why `id` may not attack from `from` at all (own, more than 1 troop, not mid-conquest), or null. */
export function attackSourceError(s: Board, id: PlayerId, from: number): ErrorCode | null {
  const t = Number.isInteger(from) ? s.territories[from - 1] : undefined;
  if (!t) return 'badTerritory';
  if (t.player_id !== id) return 'notOwnSource';
  if ((t.troops ?? 0) <= 1) return 'tooFewTroops';
  return isLocked(s, from) ? 'occupied' : null;
}

/** Why `id` may not attack `to` from `from`, or null. */
export function attackError(
  s: Board,
  map: GameMap,
  id: PlayerId,
  from: number,
  to: number,
): ErrorCode | null {
  const source = attackSourceError(s, id, from);
  if (source) return source;
  const t = Number.isInteger(to) ? s.territories[to - 1] : undefined;
  if (!t) return 'badTerritory';
  if (!adjacent(map, from, to)) return 'notAdjacent';
  if (isFriendly(s, id, t.player_id)) return 'ownTarget';
  return isLocked(s, to) || (t.troops ?? 0) <= 0 ? 'occupied' : null;
}

/** attack {territory_from, territory_to, num_attacks}: step 3, up to num_attacks rolls. */
export function attack(
  s: GameState,
  map: GameMap,
  id: PlayerId,
  a: { territory_from: number; territory_to: number; num_attacks: number },
  now: number,
  ev: ReplayEvent[],
): EngineError | null {
  const turn = turnInStep(s, id, [STEPS.attack]);
  if (!isTurn(turn)) return turn;
  if (turn.forced_turn_in) return err('mustTurnIn');
  const problem = attackError(s, map, id, a.territory_from, a.territory_to);
  if (problem) return err(problem);
  if (!isCount(a.num_attacks) || a.num_attacks > MAX_ATTACKS_PER_CALL) return err('badAttacks');
  resolveAttack(
    s,
    turn,
    { from: a.territory_from, to: a.territory_to, rolls: a.num_attacks, now },
    ev,
  );
  return null;
}

/** move-troops {num_troops, expected_terr_from, expected_terr_to}: completes the step-4 move. */
export function moveTroops(
  s: GameState,
  map: GameMap,
  id: PlayerId,
  a: { num_troops: number; expected_terr_from: number; expected_terr_to: number },
  now: number,
  ev: ReplayEvent[],
): EngineError | null {
  const turn = turnInStep(s, id, [STEPS.move]);
  if (!isTurn(turn)) return turn.code === 'wrongStep' ? err('noPendingMove') : turn;
  const lc = turn.last_conquer;
  if (!lc || lc.from !== a.expected_terr_from || lc.to !== a.expected_terr_to)
    return err('staleMove');
  const { min, max } = moveBounds(s, turn);
  if (!Number.isInteger(a.num_troops) || a.num_troops < min || a.num_troops > max)
    return err('badTroops');
  finishMove(s, map, turn, a.num_troops, now, ev);
  return null;
}

/** Territories `id` may fortify to from `from` under the game's fortification mode. */
export function fortifyTargets(s: Board, map: GameMap, id: PlayerId, from: number): number[] {
  const mode = s.options.fortification;
  if (mode === FORTIFICATION_MODES.none) return [];
  const targets =
    mode === FORTIFICATION_MODES.adjacent
      ? (map.territories[from - 1]?.adjacencies ?? []).filter((t) =>
          isFriendly(s, id, s.territories[t - 1]?.player_id ?? -1),
        )
      : [...friendlyReach(s, map, id, from)].sort((x, y) => x - y);
  return targets.filter((t) => !isLocked(s, t));
}

/** Why `id` may not fortify from `from` to `to`, or null (troops not checked). */
export function fortifyError(
  s: GameState,
  map: GameMap,
  id: PlayerId,
  from: number,
  to: number,
): ErrorCode | null {
  const source = attackSourceError(s, id, from);
  if (source) return source === 'notOwnSource' ? 'notFriendly' : source;
  const t = Number.isInteger(to) ? s.territories[to - 1] : undefined;
  if (!t || to === from) return 'badTerritory';
  if (!isFriendly(s, id, t.player_id)) return 'notFriendly';
  return fortifyTargets(s, map, id, from).includes(to) ? null : 'notReachable';
}

/** fortify {territory_from, territory_to, num_troops}: step 5; once, or any number of times in mode 3. */
export function fortify(
  s: GameState,
  map: GameMap,
  id: PlayerId,
  a: { territory_from: number; territory_to: number; num_troops: number },
  ev: ReplayEvent[],
): EngineError | null {
  const turn = turnInStep(s, id, [STEPS.fortify]);
  if (!isTurn(turn)) return turn;
  if (turn.fortified && s.options.fortification !== FORTIFICATION_MODES.unlimited)
    return err('alreadyFortified');
  const problem = fortifyError(s, map, id, a.territory_from, a.territory_to);
  if (problem) return err(problem);
  const from = s.territories[a.territory_from - 1] as { troops: number };
  if (!isCount(a.num_troops) || a.num_troops > from.troops - 1) return err('badTroops');
  from.troops -= a.num_troops;
  (s.territories[a.territory_to - 1] as { troops: number }).troops += a.num_troops;
  turn.fortified = true;
  ev.push(makeEvent(EVENT_TYPES.MOVE, id, a.territory_from, a.territory_to, a.num_troops));
  return null;
}
