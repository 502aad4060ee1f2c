/**
 * Map input as a small state machine per turn step (tldraw's tool states): idle -> pick source
 * -> pick target -> pick count. What may be picked comes from the engine's selection helpers
 * (`Picks`); this file only decides what a tap means in the current mode.
 */
import { STEPS } from '../../../shared/engine';

export type Purpose = 'place' | 'attack' | 'fortify' | 'move';

export type InputMode =
  | { kind: 'idle' }
  | { kind: 'pickSource'; sources: readonly number[] }
  | { kind: 'pickTarget'; source: number; targets: readonly number[] }
  | { kind: 'pickCount'; purpose: Purpose; source: number; target: number | null };

/** What the engine allows the viewer to pick now. */
export interface Picks {
  step: number | null;
  sources: readonly number[];
  targetsOf(source: number): readonly number[];
  lastConquer: { from: number; to: number } | null;
}

export const IDLE: InputMode = { kind: 'idle' };

/** The mode a step starts in: the forced move opens at once, other steps wait for a source. */
export function initialMode(p: Picks): InputMode {
  if (p.step === STEPS.move && p.lastConquer) {
    return {
      kind: 'pickCount',
      purpose: 'move',
      source: p.lastConquer.from,
      target: p.lastConquer.to,
    };
  }
  if (p.step !== STEPS.reinforce && p.step !== STEPS.attack && p.step !== STEPS.fortify)
    return IDLE;
  return p.sources.length > 0 ? { kind: 'pickSource', sources: p.sources } : IDLE;
}

function pickSource(source: number, p: Picks): InputMode {
  if (p.step === STEPS.reinforce)
    return { kind: 'pickCount', purpose: 'place', source, target: null };
  return { kind: 'pickTarget', source, targets: p.targetsOf(source) };
}

const purposeOf = (step: number | null): Purpose => (step === STEPS.attack ? 'attack' : 'fortify');

/** A tap on territory `t`. */
export function tap(mode: InputMode, t: number, p: Picks): InputMode {
  switch (mode.kind) {
    case 'idle':
      return mode;
    case 'pickSource':
      return mode.sources.includes(t) ? pickSource(t, p) : mode;
    case 'pickTarget':
      if (mode.targets.includes(t)) {
        return { kind: 'pickCount', purpose: purposeOf(p.step), source: mode.source, target: t };
      }
      if (t === mode.source) return initialMode(p);
      return p.sources.includes(t) ? pickSource(t, p) : mode;
    case 'pickCount':
      // The forced move after a conquest cannot be changed or left.
      if (mode.purpose === 'move') return mode;
      if (mode.purpose !== 'place' && p.targetsOf(mode.source).includes(t)) {
        return { ...mode, target: t };
      }
      return p.sources.includes(t) ? pickSource(t, p) : mode;
  }
}

/** Escape or a dialog's close: back to picking a source (never out of the forced move). */
export function cancel(mode: InputMode, p: Picks): InputMode {
  if (mode.kind === 'pickCount' && mode.purpose === 'move') return mode;
  return initialMode(p);
}

/** The territories worth highlighting as pickable in this mode. */
export function pickable(mode: InputMode, p: Picks): readonly number[] {
  switch (mode.kind) {
    case 'pickSource':
      return mode.sources;
    case 'pickTarget':
      return mode.targets;
    case 'pickCount':
      return mode.purpose === 'place'
        ? p.sources
        : mode.purpose === 'move'
          ? []
          : p.targetsOf(mode.source);
    default:
      return [];
  }
}

/**
 * After the game changed (a roll, a placement): keep the current pick if the engine still allows
 * it, so a batch of attacks or placements continues without picking again; else start over.
 */
export function revalidate(mode: InputMode, p: Picks): InputMode {
  const fresh = initialMode(p);
  if (fresh.kind === 'pickCount' && fresh.purpose === 'move') return fresh;
  if (mode.kind === 'pickTarget' && p.sources.includes(mode.source)) {
    return { ...mode, targets: p.targetsOf(mode.source) };
  }
  if (mode.kind !== 'pickCount' || mode.purpose === 'move') return fresh;
  if (!p.sources.includes(mode.source)) return fresh;
  if (mode.purpose === 'place') return p.step === STEPS.reinforce ? mode : fresh;
  if (mode.purpose !== purposeOf(p.step)) return fresh;
  return mode.target !== null && p.targetsOf(mode.source).includes(mode.target) ? mode : fresh;
}
