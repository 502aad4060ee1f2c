/**
 * Card sets: which one to turn in, and when. Sets are scored by the troops they give (their value,
 * +2 per card territory held) or, with nuclear cards, by the enemy troops they wipe out. Careful
 * levels hold a set while nothing presses (its value grows as others turn in), and cash it when the
 * hand is full, the border is in danger, or the troops are worth a large share of the turn.
 */
import { SKIP_TURN_IN_BELOW_CARDS, CARD_BONUS_PER_OWNED_TERRITORY } from '../constants.js';
import {
  CARD_MODES,
  cardTerritory,
  placementTerritories,
  setValue,
  turnInOptions,
  type Action,
  type CardView,
} from '../engine/index.js';
import type { Context } from './context.js';
import { neediest } from './defence.js';

/** A set's worth to the seat, in troops. */
export function setWorth(c: Context, set: readonly number[]): number {
  const { view } = c.r;
  const colors = set.map((code) => view.hand.find((h) => h.code === code)?.color ?? 0);
  const territories = set.map(cardTerritory).filter((t) => t > 0);
  if (view.options.cards === CARD_MODES.nuclear) {
    let worth = 0;
    for (const t of territories) {
      const troops = c.r.troops[t - 1] ?? 0;
      if (c.r.friendly[t - 1]) worth -= troops + 2;
      else if ((c.r.owner[t - 1] ?? 0) > 0) worth += troops - 1;
    }
    return worth;
  }
  const value = setValue(view.options.cards, view.sets_turned_in, view.options.cards_cap, colors);
  const owned = territories.filter((t) => c.r.mine[t - 1]).length;
  return value + CARD_BONUS_PER_OWNED_TERRITORY * owned;
}

/** The best set in `hand`, or null when none may be turned in. */
export function bestSet(
  c: Context,
  hand: readonly CardView[],
): { cards: number[]; worth: number } | null {
  let best: { cards: number[]; worth: number } | null = null;
  for (const cards of turnInOptions(c.r.view, c.r.me, hand)) {
    const worth = setWorth(c, cards);
    if (!best || worth > best.worth) best = { cards, worth };
  }
  return best;
}

/** True when a careful player would rather keep its cards for now. */
function holds(c: Context, worth: number, mustTurnIn: boolean): boolean {
  if (mustTurnIn) return false;
  if (c.r.view.options.cards === CARD_MODES.nuclear) return worth < 4;
  if (!c.style.timesCards) return false;
  const pool = c.r.view.players[c.r.me - 1]?.reinforcements ?? 0;
  const danger = neediest(c, placementTerritories(c.r.view, c.r.me)) !== null;
  return !danger && worth < 1.5 * Math.max(3, pool);
}

/** The turn-in action to make now, or null to keep the cards (step 1, or step 3 after an elimination). */
export function chooseTurnIn(c: Context, forced: boolean): Action | null {
  const hand = c.r.view.hand;
  const best = bestSet(c, hand);
  if (!best) return null;
  if (holds(c, best.worth, forced || hand.length >= SKIP_TURN_IN_BELOW_CARDS)) return null;
  return { type: 'turn-in-cards', player_id: c.r.me, cards: best.cards };
}
