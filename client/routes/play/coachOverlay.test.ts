import { describe, expect, it } from 'vitest';
import type { CoachAdvice } from '../../../shared/ai/coach';
import { withCoach } from './coachOverlay';
import type { PlayOverlay } from './viewModel';

const overlay: PlayOverlay = {
  pickable: [],
  source: null,
  target: null,
  arrow: null,
  lastConquer: null,
  dice: null,
  highlighted: null,
};
const attack: CoachAdvice = {
  action: { type: 'attack', player_id: 1, territory_from: 3, territory_to: 4, num_attacks: 1 },
  mark: { from: 3, to: 4 },
  odds: 0.8,
  text: 'Attack',
};
const place: CoachAdvice = {
  action: { type: 'place-troops', player_id: 1, territory: 7, num_troops: 3 },
  mark: { territory: 7 },
  odds: null,
  text: 'Place',
};

describe('the coach on the map', () => {
  it('draws an attack as an attack arrow and a placement as a ring', () => {
    expect(withCoach(overlay, attack).arrow).toEqual({ from: 3, to: 4, kind: 'attack' });
    expect(withCoach(overlay, place).highlighted).toBe(7);
    expect(withCoach(overlay, null)).toBe(overlay);
  });

  it('gives way to the player’s own pick and to a log line’s ring', () => {
    const picking = { ...overlay, arrow: { from: 1, to: 2, kind: 'move' as const } };
    expect(withCoach(picking, attack).arrow).toEqual(picking.arrow);
    expect(withCoach({ ...overlay, highlighted: 5 }, place).highlighted).toBe(5);
  });
});
