/**
 * Cards: the deck, set validity and set values (DESIGN §5). A card's wire code is
 * territory_id << 2 | deck_no; a wild has territory 0 and colour 0.
 */
import {
  CARD_SET_SIZE,
  CARDS_PER_PLAYER_FOR_DECKS,
  MAX_DECKS,
  WILDS_PER_DECK,
} from '../constants.js';
import { CARD_MODES, type CardMode } from './options.js';
import { shuffle, type RngState } from './rng.js';
import type { ErrorCode } from './errors.js';

const INCREASING = [4, 6, 8, 10, 12, 15] as const;
/** Fixed mode: three of colour 1, 2, 3; one of each. */
const FIXED = { 1: 4, 2: 6, 3: 8, mixed: 10 } as const;

/** Number of decks: ceil(5 x players / territories), at most 4. */
export function deckCount(players: number, territories: number): number {
  return Math.min(
    MAX_DECKS,
    Math.max(1, Math.ceil((CARDS_PER_PLAYER_FOR_DECKS * players) / territories)),
  );
}

/** Wire code of a card. */
export function cardCode(territoryId: number, deckNo: number): number {
  return (territoryId << 2) | deckNo;
}

/** Territory of a card (0 for a wild). */
export function cardTerritory(code: number): number {
  return code >> 2;
}

/** Deck number of a card. */
export function cardDeck(code: number): number {
  return code & 3;
}

/** A shuffled draw pile and the colour of every code (index = code, -1 unused). */
export function buildDeck(
  rng: RngState,
  territories: number,
  decks: number,
): { deck: number[]; colors: number[] } {
  const colors = new Array<number>((territories + 1) * 4).fill(-1);
  const deck: number[] = [];
  for (let d = 0; d < decks; d++) {
    const ids = shuffle(
      rng,
      Array.from({ length: territories }, (_, i) => i + 1),
    );
    // Colours cycle over a shuffled territory list, so each colour gets a third (+-1) of each deck.
    ids.forEach((id, i) => {
      const code = cardCode(id, d);
      colors[code] = (i % 3) + 1;
      deck.push(code);
    });
    colors[cardCode(0, d)] = 0;
    for (let w = 0; w < WILDS_PER_DECK; w++) deck.push(cardCode(0, d));
  }
  return { deck: shuffle(rng, deck), colors };
}

/** Three of one colour, or wilds completing a set of three different colours (spec §5). */
export function isValidSet(colors: readonly number[]): boolean {
  if (colors.length !== CARD_SET_SIZE) return false;
  const real = colors.filter((c) => c !== 0);
  if (real.length === CARD_SET_SIZE && real.every((c) => c === real[0])) return true;
  return new Set(real).size === real.length;
}

/** Value of the increasing sequence for the set numbered `n` (0-based): 4, 6, 8, 10, 12, 15, then +5. */
export function increasingValue(n: number): number {
  return n < INCREASING.length ? (INCREASING[n] as number) : 15 + 5 * (n - 5);
}

/** Fixed value by colours: three of colour 1/2/3 give 4/6/8, anything else valid gives 10. */
export function fixedValue(colors: readonly number[]): number {
  const c = colors[0] ?? 0;
  if (c !== 0 && colors.every((x) => x === c)) return FIXED[c as 1 | 2 | 3];
  return FIXED.mixed;
}

/**
 * Troops a valid set gives to the pool (without the +2 per owned territory).
 * `setsBefore` counts the sets anyone turned in before this one.
 */
export function setValue(
  mode: CardMode,
  setsBefore: number,
  cap: number,
  colors: readonly number[],
): number {
  switch (mode) {
    case CARD_MODES.increasing:
      return increasingValue(setsBefore);
    case CARD_MODES.fixed:
      return fixedValue(colors);
    case CARD_MODES.capped:
      return Math.min(cap, increasingValue(setsBefore));
    default:
      return 0;
  }
}

/** True when `hand` contains the multiset `cards`. */
export function handContains(hand: readonly number[], cards: readonly number[]): boolean {
  const left = hand.slice();
  for (const c of cards) {
    const i = left.indexOf(c);
    if (i < 0) return false;
    left.splice(i, 1);
  }
  return true;
}

/** Removes the multiset `cards` from `hand` in place (they must be there). */
export function removeCards(hand: number[], cards: readonly number[]): void {
  for (const c of cards) {
    const i = hand.indexOf(c);
    if (i < 0) throw new Error(`card ${c} not in hand`);
    hand.splice(i, 1);
  }
}

/** Why `cards` cannot be turned in from `hand`, or null when they can. */
export function turnInError(
  hand: readonly number[],
  cards: readonly number[],
  colorOf: readonly number[],
): ErrorCode | null {
  if (cards.length !== CARD_SET_SIZE || !cards.every((c) => Number.isInteger(c)))
    return 'cardCount';
  if (!handContains(hand, cards)) return 'cardNotOwned';
  if (!isValidSet(cards.map((c) => colorOf[c] ?? -1))) return 'invalidSet';
  return null;
}

/** Every distinct valid set in `hand` (as wire codes), for the client and bots. */
export function validSets(hand: readonly number[], colorOf: readonly number[]): number[][] {
  const sets: number[][] = [];
  const seen = new Set<string>();
  for (let i = 0; i < hand.length; i++) {
    for (let j = i + 1; j < hand.length; j++) {
      for (let k = j + 1; k < hand.length; k++) {
        const set = [hand[i], hand[j], hand[k]] as number[];
        const key = set
          .slice()
          .sort((a, b) => a - b)
          .join(',');
        if (seen.has(key) || !isValidSet(set.map((c) => colorOf[c] ?? -1))) continue;
        seen.add(key);
        sets.push(set);
      }
    }
  }
  return sets;
}
