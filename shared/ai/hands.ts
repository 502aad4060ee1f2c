/**
 * What the players' hands say. A hand's size shows to every seat, fog or not, and it tells what a
 * rival's next turn brings: a hand of five must be turned in (the engine's
 * SKIP_TURN_IN_BELOW_CARDS), a smaller one holds a set often enough to count on part of it. And an
 * elimination that brings the seat's hand to six is cashed on the spot (FORCED_TURN_IN_AT), troops
 * the same turn can use. Derived from the view alone.
 */
import { SKIP_TURN_IN_BELOW_CARDS } from '../constants.js';
import { FORCED_TURN_IN_AT } from '../engine/elimination.js';
import type { GameView, PlayerId } from '../engine/index.js';

/**
 * The share of a set counted on from a hand of three and of four cards (three colours and wilds:
 * three cards make a set about four times in ten, four about eight).
 */
const SET_CHANCE: Readonly<Record<number, number>> = { 3: 0.4, 4: 0.8 };

/** Troops `player`'s next turn is likely to bring from its cards (the next set's worth, by the odds of a set). */
export function likelyTrade(view: GameView, player: PlayerId): number {
  const cards = view.players[player - 1]?.cards ?? 0;
  const chance = cards >= SKIP_TURN_IN_BELOW_CARDS ? 1 : (SET_CHANCE[cards] ?? 0);
  return chance * view.card_bonus;
}

/** True when taking `victim`'s cards brings the seat's hand to a set it must cash at once. */
export function cashesOnKill(view: GameView, victim: PlayerId): boolean {
  const taken = view.players[victim - 1]?.cards ?? 0;
  return taken > 0 && view.hand.length + taken >= FORCED_TURN_IN_AT;
}
