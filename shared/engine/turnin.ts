/** turn-in-cards: validating a set, its troops, the +2 per owned territory, nuclear sets. */
import { CARD_BONUS_PER_OWNED_TERRITORY, SKIP_TURN_IN_BELOW_CARDS } from '../constants.js';
import type { GameMap } from '../maps/types.js';
import { cardTerritory, removeCards, setValue, turnInError } from './cards.js';
import { markOut } from './elimination.js';
import { err } from './errors.js';
import { EVENT_TYPES, OUT_REASONS, makeEvent, type ReplayEvent } from './events.js';
import { actorTurn, isLocked, isTurn } from './guards.js';
import { CARD_MODES, GAME_STATUSES, STEPS } from './options.js';
import { territoryCount } from './queries.js';
import { advance } from './turns.js';
import type { EngineError, GameState, PlayerId, Turn } from './types.js';

/** True when the turn may turn in now: step 1, or step 3 after an elimination (forced or cards_advanced). */
export function mayTurnIn(turn: Pick<Turn, 'step' | 'forced_turn_in' | 'bonus_turn_in'>): boolean {
  return (
    turn.step === STEPS.cards ||
    (turn.step === STEPS.attack && (turn.forced_turn_in || turn.bonus_turn_in))
  );
}

/** Nuclear: the set's territories become neutral with 1 troop; owners left with nothing are out. */
function nuke(
  s: GameState,
  id: PlayerId,
  territories: number[],
  now: number,
  ev: ReplayEvent[],
): void {
  const owners = new Set<number>();
  for (const t of territories) {
    const terr = s.territories[t - 1];
    if (!terr) continue;
    if (terr.player_id !== 0) owners.add(terr.player_id);
    terr.player_id = 0;
    terr.troops = 1;
  }
  for (const owner of owners) {
    if (s.status === GAME_STATUSES.running && territoryCount(s, owner) === 0) {
      markOut(s, owner, owner === id ? 0 : id, OUT_REASONS.eliminated, now, ev);
    }
  }
}

/** turn-in-cards {cards}: the spec's three checks, then troops (or a nuclear strike). */
export function turnInCards(
  s: GameState,
  map: GameMap,
  id: PlayerId,
  cards: unknown,
  now: number,
  ev: ReplayEvent[],
): EngineError | null {
  const turn = actorTurn(s, id);
  if (!isTurn(turn)) return turn;
  if (s.options.cards === CARD_MODES.none) return err('noCards');
  if (turn.step === STEPS.unstarted) return err('turnNotStarted');
  if (!mayTurnIn(turn)) return err('wrongStep');
  const p = s.players[id - 1];
  if (!p) return err('noSuchPlayer');
  if (!Array.isArray(cards)) return err('cardCount');
  const codes = cards as number[];
  const invalid = turnInError(p.cards, codes, s.card_colors);
  if (invalid) return err(invalid);
  const territories = codes.map(cardTerritory).filter((t) => t > 0);
  const nuclear = s.options.cards === CARD_MODES.nuclear;
  if (nuclear && territories.some((t) => isLocked(s, t))) return err('occupied');
  const value = setValue(
    s.options.cards,
    s.sets_turned_in,
    s.options.cards_cap,
    codes.map((c) => s.card_colors[c] ?? 0),
  );
  removeCards(p.cards, codes);
  s.discard.push(...codes);
  s.sets_turned_in++;
  p.reinforcements += value;
  ev.push(makeEvent(EVENT_TYPES.CARDS, id, codes[0], codes[1], codes[2], value));
  if (nuclear) nuke(s, id, territories, now, ev);
  else {
    for (const t of territories) {
      const terr = s.territories[t - 1];
      if (terr && terr.player_id === id) terr.troops += CARD_BONUS_PER_OWNED_TERRITORY;
    }
  }
  if (p.cards.length < SKIP_TURN_IN_BELOW_CARDS) turn.forced_turn_in = false;
  if (!p.alive) {
    // Nuked its own last territory: its turn ended with it (markOut), play moves on.
    advance(s, map, now, ev);
    return null;
  }
  if (turn.step === STEPS.attack && p.reinforcements > 0) turn.step = STEPS.reinforce;
  return null;
}
