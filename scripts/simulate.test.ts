import { describe, expect, it } from 'vitest';
import { gameSeed, optionsFor, simulate } from './simulate.js';
import { seedRng } from '../shared/engine';

describe('simulate', () => {
  it('plays 200 seeded games without breaking an invariant', () => {
    const summary = simulate({ seed: 1, count: 200 });
    const v = summary.violation;
    // On failure, the message says how to replay the game alone.
    expect(
      v &&
        `game ${v.game} (${v.map}, ${JSON.stringify(v.options)}) at action ${v.action}: ${v.message}`,
    ).toBeNull();
    expect(summary.games).toBe(200);
    expect(summary.finished).toBeGreaterThan(150);
    // Every event type the engine emits shows up (11 is never emitted).
    summary.eventsByType.forEach((n, type) => {
      if (type !== 11) expect(n, `event type ${type}`).toBeGreaterThan(0);
    });
  }, 120_000);

  it('spreads games over every game type, card mode and turn order', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 120; i++) {
      const o = optionsFor(i, seedRng(gameSeed(1, i)));
      seen.add(`${o.game_type}/${o.cards}/${o.turn_order}`);
    }
    expect(seen.size).toBe(8 * 5 * 3);
  });

  it('derives game seeds from the run seed and the index only', () => {
    expect(gameSeed(1, 5)).toBe(gameSeed(1, 5));
    expect(gameSeed(1, 5)).not.toBe(gameSeed(2, 5));
    expect(gameSeed(1, 5)).not.toBe(gameSeed(1, 6));
  });
});
