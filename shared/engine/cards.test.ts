import { describe, expect, it } from 'vitest';
import { CARD_MODES } from './options.js';
import {
  buildDeck,
  cardCode,
  cardDeck,
  cardTerritory,
  deckCount,
  isValidSet,
  setValue,
  turnInError,
  validSets,
} from './cards.js';
import { seedRng } from './rng.js';
import { ERRORS } from './errors.js';

describe('card values over 12 turn-ins', () => {
  const mixed = [1, 2, 3];
  it('increasing: 4, 6, 8, 10, 12, 15, then +5', () => {
    const values = Array.from({ length: 12 }, (_, n) =>
      setValue(CARD_MODES.increasing, n, 0, mixed),
    );
    expect(values).toEqual([4, 6, 8, 10, 12, 15, 20, 25, 30, 35, 40, 45]);
  });
  it('capped at cards_cap', () => {
    const values = Array.from({ length: 12 }, (_, n) => setValue(CARD_MODES.capped, n, 20, mixed));
    expect(values).toEqual([4, 6, 8, 10, 12, 15, 20, 20, 20, 20, 20, 20]);
    const cap13 = Array.from({ length: 12 }, (_, n) => setValue(CARD_MODES.capped, n, 13, mixed));
    expect(cap13).toEqual([4, 6, 8, 10, 12, 13, 13, 13, 13, 13, 13, 13]);
  });
  it('fixed by colour, whatever the count', () => {
    for (let n = 0; n < 12; n++) {
      expect(setValue(CARD_MODES.fixed, n, 0, [1, 1, 1])).toBe(4);
      expect(setValue(CARD_MODES.fixed, n, 0, [2, 2, 2])).toBe(6);
      expect(setValue(CARD_MODES.fixed, n, 0, [3, 3, 3])).toBe(8);
      expect(setValue(CARD_MODES.fixed, n, 0, [1, 2, 3])).toBe(10);
      expect(setValue(CARD_MODES.fixed, n, 0, [0, 2, 3])).toBe(10);
      expect(setValue(CARD_MODES.fixed, n, 0, [0, 0, 0])).toBe(10);
    }
  });
  it('no cards and nuclear give no troops', () => {
    for (let n = 0; n < 12; n++) {
      expect(setValue(CARD_MODES.none, n, 0, mixed)).toBe(0);
      expect(setValue(CARD_MODES.nuclear, n, 0, mixed)).toBe(0);
    }
  });
});

describe('sets', () => {
  it('three of a colour, or wilds completing three different colours', () => {
    expect(isValidSet([1, 1, 1])).toBe(true);
    expect(isValidSet([3, 3, 3])).toBe(true);
    expect(isValidSet([1, 2, 3])).toBe(true);
    expect(isValidSet([0, 2, 3])).toBe(true);
    expect(isValidSet([0, 0, 3])).toBe(true);
    expect(isValidSet([0, 0, 0])).toBe(true);
    expect(isValidSet([1, 1, 2])).toBe(false);
    expect(isValidSet([0, 1, 1])).toBe(false);
    expect(isValidSet([1, 2])).toBe(false);
  });

  it('turn-in errors carry the specification texts', () => {
    const colors: number[] = [];
    const a = cardCode(1, 0),
      b = cardCode(2, 0),
      c = cardCode(3, 0),
      d = cardCode(4, 0);
    colors[a] = 1;
    colors[b] = 1;
    colors[c] = 2;
    colors[d] = 1;
    const hand = [a, b, c, d];
    expect(turnInError(hand, [a, b], colors)).toBe('cardCount');
    expect(ERRORS.cardCount).toBe('You have to select exactly three cards.');
    expect(turnInError(hand, [a, b, cardCode(5, 0)], colors)).toBe('cardNotOwned');
    expect(ERRORS.cardNotOwned).toBe('You can only turn in cards you own.');
    expect(turnInError(hand, [a, a, b], colors)).toBe('cardNotOwned');
    expect(turnInError(hand, [a, b, c], colors)).toBe('invalidSet');
    expect(ERRORS.invalidSet).toBe('This is not a valid set.');
    expect(turnInError(hand, [a, b, d], colors)).toBeNull();
    expect(validSets(hand, colors)).toEqual([[a, b, d]]);
  });

  it('two wilds of one deck share a code and count as two cards', () => {
    const colors: number[] = [];
    const w = cardCode(0, 0);
    colors[w] = 0;
    colors[cardCode(7, 0)] = 3;
    expect(turnInError([w, w, cardCode(7, 0)], [w, w, cardCode(7, 0)], colors)).toBeNull();
    expect(turnInError([w, cardCode(7, 0)], [w, w, cardCode(7, 0)], colors)).toBe('cardNotOwned');
  });
});

describe('deck', () => {
  it('decks = ceil(5 x players / territories), at most 4', () => {
    expect(deckCount(6, 42)).toBe(1);
    expect(deckCount(9, 42)).toBe(2);
    expect(deckCount(2, 12)).toBe(1);
    expect(deckCount(3, 12)).toBe(2);
    expect(deckCount(9, 12)).toBe(4);
    expect(deckCount(9, 5)).toBe(4);
  });

  it('wire code = territory << 2 | deck', () => {
    expect(cardCode(42, 3)).toBe(171);
    expect(cardTerritory(171)).toBe(42);
    expect(cardDeck(171)).toBe(3);
    expect(cardCode(0, 1)).toBe(1);
  });

  it('one card per territory per deck, colours even, 2 wilds per deck', () => {
    const { deck, colors } = buildDeck(seedRng(5), 42, 2);
    expect(deck.length).toBe(2 * 44);
    for (let d = 0; d < 2; d++) {
      const ofDeck = deck.filter((c) => cardDeck(c) === d);
      expect(ofDeck.filter((c) => cardTerritory(c) === 0).length).toBe(2);
      expect(new Set(ofDeck.filter((c) => cardTerritory(c) > 0)).size).toBe(42);
      for (const colour of [1, 2, 3]) {
        expect(ofDeck.filter((c) => colors[c] === colour).length).toBe(14);
      }
      expect(colors[cardCode(0, d)]).toBe(0);
    }
  });
});
