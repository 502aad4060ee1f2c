import { describe, expect, it } from 'vitest';
import { STEPS } from '../../../shared/engine';
import { cancel, initialMode, pickable, revalidate, tap, type Picks } from './inputModes';

/** Picks for a step: sources 1 and 2; 1 reaches 5 and 6, 2 reaches 7. */
function picks(step: number | null, lastConquer: Picks['lastConquer'] = null): Picks {
  const targets: Record<number, number[]> = { 1: [5, 6], 2: [7] };
  return { step, sources: [1, 2], targetsOf: (from) => targets[from] ?? [], lastConquer };
}

describe('input modes', () => {
  it('stays idle outside the map steps and when nothing may be picked', () => {
    expect(initialMode(picks(null))).toEqual({ kind: 'idle' });
    expect(initialMode(picks(STEPS.cards))).toEqual({ kind: 'idle' });
    expect(initialMode({ ...picks(STEPS.attack), sources: [] })).toEqual({ kind: 'idle' });
    expect(tap({ kind: 'idle' }, 1, picks(null))).toEqual({ kind: 'idle' });
  });

  it('places: pick source -> pick count, another source switches, cancel goes back', () => {
    const p = picks(STEPS.reinforce);
    const start = initialMode(p);
    expect(start).toEqual({ kind: 'pickSource', sources: [1, 2] });
    expect(tap(start, 9, p)).toBe(start);
    const count = tap(start, 1, p);
    expect(count).toEqual({ kind: 'pickCount', purpose: 'place', source: 1, target: null });
    expect(tap(count, 2, p)).toMatchObject({ kind: 'pickCount', source: 2 });
    expect(cancel(count, p)).toEqual(start);
  });

  it('attacks: idle -> pick source -> pick target -> pick count', () => {
    const p = picks(STEPS.attack);
    const source = tap(initialMode(p), 1, p);
    expect(source).toEqual({ kind: 'pickTarget', source: 1, targets: [5, 6] });
    expect(tap(source, 7, p)).toBe(source);
    expect(tap(source, 2, p)).toEqual({ kind: 'pickTarget', source: 2, targets: [7] });
    expect(tap(source, 1, p)).toEqual(initialMode(p));
    const count = tap(source, 5, p);
    expect(count).toEqual({ kind: 'pickCount', purpose: 'attack', source: 1, target: 5 });
    expect(tap(count, 6, p)).toEqual({ ...count, target: 6 });
    expect(tap(count, 2, p)).toEqual({ kind: 'pickTarget', source: 2, targets: [7] });
    expect(pickable(count, p)).toEqual([5, 6]);
  });

  it('fortifies with the same picks and a fortify purpose', () => {
    const p = picks(STEPS.fortify);
    const count = tap(tap(initialMode(p), 2, p), 7, p);
    expect(count).toEqual({ kind: 'pickCount', purpose: 'fortify', source: 2, target: 7 });
  });

  it('opens the forced move at once and never leaves it', () => {
    const p = picks(STEPS.move, { from: 1, to: 5 });
    const move = initialMode(p);
    expect(move).toEqual({ kind: 'pickCount', purpose: 'move', source: 1, target: 5 });
    expect(tap(move, 2, p)).toBe(move);
    expect(cancel(move, p)).toBe(move);
    expect(pickable(move, p)).toEqual([]);
  });

  it('keeps a pick the engine still allows after the game changed, else starts over', () => {
    const p = picks(STEPS.attack);
    const count = { kind: 'pickCount', purpose: 'attack', source: 1, target: 5 } as const;
    expect(revalidate(count, p)).toBe(count);
    expect(revalidate(count, { ...p, targetsOf: () => [6] })).toEqual(initialMode(p));
    expect(revalidate(count, { ...p, sources: [2] })).toEqual({ kind: 'pickSource', sources: [2] });
    const place = { kind: 'pickCount', purpose: 'place', source: 1, target: null } as const;
    expect(revalidate(place, picks(STEPS.reinforce))).toBe(place);
    expect(revalidate(place, p)).toEqual(initialMode(p));
    const conquest = picks(STEPS.move, { from: 1, to: 5 });
    expect(revalidate(count, conquest)).toEqual(initialMode(conquest));
  });
});
